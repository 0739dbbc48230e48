// Localized keys with interpolation and a named table, formatted numbers and dates.
import WidgetKit
import SwiftUI

struct C19Entry: TimelineEntry { let date: Date; let unread: Int; let size: Measurement<UnitInformationStorage> }

struct C19Provider: TimelineProvider {
    func placeholder(in context: Context) -> C19Entry { C19Entry(date: .now, unread: 3, size: .init(value: 2.5, unit: .megabytes)) }
    func getSnapshot(in context: Context, completion: @escaping (C19Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C19Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct C19View: View {
    let entry: C19Entry
    var body: some View {
        VStack(alignment: .leading) {
            Text("Inbox", tableName: "Widgets").font(.headline)
            Text("\(entry.unread) unread messages")
            Text(entry.date, format: .dateTime.weekday(.wide).day().month())
                .font(.caption).foregroundStyle(.secondary)
            Text(entry.unread, format: .number.notation(.compactName))
        }
    }
}

struct C19MailWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C19Mail", provider: C19Provider()) { entry in
            C19View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
