// A bar chart without Swift Charts: capsules sized from GeometryReader, labels under them.
import WidgetKit
import SwiftUI

struct C21Entry: TimelineEntry { let date: Date; let values: [Double] }

struct C21Provider: TimelineProvider {
    func placeholder(in context: Context) -> C21Entry { C21Entry(date: .now, values: [3, 5, 2, 8, 6, 4, 7]) }
    func getSnapshot(in context: Context, completion: @escaping (C21Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C21Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .atEnd))
    }
}

struct C21ChartView: View {
    let entry: C21Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("Sleep this week").font(.caption.bold())
            GeometryReader { proxy in
                let top = entry.values.max() ?? 1
                HStack(alignment: .bottom, spacing: 4) {
                    ForEach(entry.values.indices, id: \.self) { i in
                        Capsule()
                            .fill(i == entry.values.count - 1 ? Color.indigo : Color.indigo.opacity(0.4))
                            .frame(height: proxy.size.height * entry.values[i] / top)
                    }
                }
                .frame(maxHeight: .infinity, alignment: .bottom)
            }
            HStack {
                ForEach(["M", "T", "W", "T", "F", "S", "S"].indices, id: \.self) { i in
                    Text(["M", "T", "W", "T", "F", "S", "S"][i]).font(.system(size: 8)).frame(maxWidth: .infinity)
                }
            }
            .foregroundStyle(.secondary)
        }
    }
}

struct C21SleepWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C21Sleep", provider: C21Provider()) { entry in
            C21ChartView(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
