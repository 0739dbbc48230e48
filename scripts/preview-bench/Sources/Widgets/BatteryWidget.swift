import SwiftUI
import WidgetKit

struct BatteryEntry: TimelineEntry {
    let date: Date
    let level: Double
}

struct BatteryProvider: TimelineProvider {
    func placeholder(in context: Context) -> BatteryEntry { BatteryEntry(date: .now, level: 0.8) }
    func getSnapshot(in context: Context, completion: @escaping (BatteryEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BatteryEntry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct BatteryView: View {
    @Environment(\.widgetFamily) private var family
    var entry: BatteryEntry
    var body: some View {
        Gauge(value: entry.level) {
            Image(systemName: "battery.100")
        } currentValueLabel: {
            Text(entry.level, format: .percent)
        }
        .gaugeStyle(.accessoryCircular)
        .containerBackground(.clear, for: .widget)
    }
}

struct BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Battery", provider: BatteryProvider()) { BatteryView(entry: $0) }
            .configurationDisplayName("Battery")
            .supportedFamilies([.accessoryCircular])
    }
}

#Preview(as: .accessoryCircular) {
    BatteryWidget()
} timeline: {
    BatteryEntry(date: .now, level: 0.8)
    BatteryEntry(date: .now, level: 0.15)
}
