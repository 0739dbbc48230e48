// Lock Screen gauges: accessoryCircular with a current value label, linear capacity, widgetLabel-free.
import WidgetKit
import SwiftUI

struct C05Entry: TimelineEntry {
    var date: Date = .now
    var battery: Double = 0.68
}

struct C05Provider: TimelineProvider {
    func placeholder(in context: Context) -> C05Entry { C05Entry() }
    func getSnapshot(in context: Context, completion: @escaping (C05Entry) -> Void) { completion(C05Entry()) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C05Entry>) -> Void) {
        completion(Timeline(entries: [C05Entry(), C05Entry(date: .now.addingTimeInterval(900), battery: 0.42)], policy: .atEnd))
    }
}

struct C05View: View {
    @Environment(\.widgetFamily) private var family
    let entry: C05Entry
    var body: some View {
        if family == .accessoryCircular {
            Gauge(value: entry.battery) {
                Image(systemName: "bolt.fill")
            } currentValueLabel: {
                Text(entry.battery, format: .percent.precision(.fractionLength(0)))
            }
            .gaugeStyle(.accessoryCircular)
        } else {
            Gauge(value: entry.battery, in: 0...1) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(entry.battery * 100))%")
            }
            .gaugeStyle(.accessoryLinearCapacity)
            .tint(entry.battery < 0.2 ? .red : .green)
        }
    }
}

struct C05BatteryWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C05Battery", provider: C05Provider()) { entry in
            C05View(entry: entry).containerBackground(.clear, for: .widget)
        }
        .supportedFamilies([.accessoryCircular, .accessoryRectangular])
    }
}
