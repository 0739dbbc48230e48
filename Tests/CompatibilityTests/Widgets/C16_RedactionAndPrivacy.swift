// A banking widget: privacySensitive balance, an explicit placeholder, unredacted labels.
import WidgetKit
import SwiftUI

struct C16Entry: TimelineEntry { let date: Date; let balance: Decimal }

struct C16Provider: TimelineProvider {
    func placeholder(in context: Context) -> C16Entry { C16Entry(date: .now, balance: 0) }
    func getSnapshot(in context: Context, completion: @escaping (C16Entry) -> Void) { completion(C16Entry(date: .now, balance: 1234.56)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C16Entry>) -> Void) {
        completion(Timeline(entries: [C16Entry(date: .now, balance: 1234.56)], policy: .after(.now.addingTimeInterval(3600))))
    }
}

struct C16View: View {
    @Environment(\.redactionReasons) var reasons
    let entry: C16Entry
    var body: some View {
        VStack(alignment: .leading) {
            Text("Checking").font(.caption).unredacted()
            Text(entry.balance, format: .currency(code: "EUR"))
                .font(.title2.bold())
                .privacySensitive()
                .minimumScaleFactor(0.6)
                .lineLimit(1)
            if reasons.isEmpty { Text("Updated just now").font(.caption2).foregroundStyle(.secondary) }
        }
    }
}

struct C16BankWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C16Bank", provider: C16Provider()) { entry in
            C16View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryRectangular])
    }
}
