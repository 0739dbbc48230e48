// A month calendar: LazyVGrid of seven flexible columns, today highlighted, weekday headers.
import WidgetKit
import SwiftUI

struct C11Entry: TimelineEntry { let date: Date }

struct C11Provider: TimelineProvider {
    func placeholder(in context: Context) -> C11Entry { C11Entry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (C11Entry) -> Void) { completion(C11Entry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C11Entry>) -> Void) {
        let tomorrow = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        completion(Timeline(entries: [C11Entry(date: .now)], policy: .after(tomorrow)))
    }
}

struct C11MonthView: View {
    let entry: C11Entry
    private let columns = Array(repeating: GridItem(.flexible(), spacing: 2), count: 7)
    private var calendar: Calendar { Calendar(identifier: .gregorian) }
    var body: some View {
        let today = calendar.component(.day, from: entry.date)
        let days = calendar.range(of: .day, in: .month, for: entry.date)!.count
        VStack(alignment: .leading, spacing: 4) {
            Text(entry.date, format: .dateTime.month(.wide).year()).font(.caption.bold()).foregroundStyle(.red)
            LazyVGrid(columns: columns, spacing: 2) {
                ForEach(["M", "T", "W", "T", "F", "S", "S"].indices, id: \.self) { i in
                    Text(["M", "T", "W", "T", "F", "S", "S"][i]).font(.system(size: 8, weight: .semibold)).foregroundStyle(.secondary)
                }
                ForEach(1...days, id: \.self) { day in
                    Text("\(day)")
                        .font(.system(size: 9, weight: day == today ? .bold : .regular))
                        .foregroundStyle(day == today ? .white : .primary)
                        .frame(width: 14, height: 14)
                        .background { if day == today { Circle().fill(.red) } }
                }
            }
        }
    }
}

struct C11CalendarWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C11Calendar", provider: C11Provider()) { entry in
            C11MonthView(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemLarge])
    }
}
