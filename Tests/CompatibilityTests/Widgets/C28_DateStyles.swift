// Every date style a countdown app uses.
import WidgetKit
import SwiftUI

struct C28Entry: TimelineEntry { let date: Date; let event: Date }

struct C28Provider: TimelineProvider {
    func placeholder(in context: Context) -> C28Entry { C28Entry(date: .now, event: .now.addingTimeInterval(3 * 86_400 + 5400)) }
    func getSnapshot(in context: Context, completion: @escaping (C28Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C28Entry>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
}

struct C28View: View {
    let entry: C28Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(entry.event, style: .date).font(.headline)
            Text(entry.event, style: .time)
            Text(entry.event, style: .relative)
            Text(entry.event, style: .offset)
            Text(entry.event, style: .timer).monospacedDigit()
            Text(entry.date...entry.event)
        }
        .font(.caption)
    }
}

struct C28CountdownWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C28Countdown", provider: C28Provider()) { entry in
            C28View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium])
    }
}
