// Capacity gauges with labels in the centre, a circular ProgressView.
import WidgetKit
import SwiftUI

struct C27Entry: TimelineEntry { let date: Date; let storage: Double }

struct C27Provider: TimelineProvider {
    func placeholder(in context: Context) -> C27Entry { C27Entry(date: .now, storage: 0.73) }
    func getSnapshot(in context: Context, completion: @escaping (C27Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C27Entry>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
}

struct C27View: View {
    @Environment(\.widgetFamily) var family
    let entry: C27Entry
    var body: some View {
        if family == .accessoryCircular {
            Gauge(value: entry.storage) {
                Image(systemName: "internaldrive")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        } else {
            VStack(spacing: 8) {
                ProgressView(value: entry.storage)
                    .progressViewStyle(.circular)
                    .tint(.purple)
                Gauge(value: entry.storage) { Text("Storage") }
                    .gaugeStyle(.linearCapacity)
                Text(entry.storage, format: .percent).font(.caption)
            }
        }
    }
}

struct C27StorageWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C27Storage", provider: C27Provider()) { entry in
            C27View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemSmall, .accessoryCircular])
    }
}
