// Watch-style accessory widgets: circular gauge with min/max labels, corner, inline text.
import WidgetKit
import SwiftUI

struct C20Entry: TimelineEntry { let date: Date; let heartRate: Int }

struct C20Provider: TimelineProvider {
    func placeholder(in context: Context) -> C20Entry { C20Entry(date: .now, heartRate: 72) }
    func getSnapshot(in context: Context, completion: @escaping (C20Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C20Entry>) -> Void) {
        let entries = [72, 88, 64].enumerated().map { C20Entry(date: .now.addingTimeInterval(Double($0.offset) * 300), heartRate: $0.element) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C20View: View {
    @Environment(\.widgetFamily) var family
    let entry: C20Entry
    var body: some View {
        switch family {
        case .accessoryInline:
            Label("\(entry.heartRate) BPM", systemImage: "heart.fill")
        case .accessoryCorner:
            Image(systemName: "heart.fill").font(.title3)
        default:
            Gauge(value: Double(entry.heartRate), in: 40...180) {
                Image(systemName: "heart.fill")
            } currentValueLabel: {
                Text("\(entry.heartRate)")
            } minimumValueLabel: {
                Text("40")
            } maximumValueLabel: {
                Text("180")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .yellow, .red]))
        }
    }
}

struct C20HeartWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C20Heart", provider: C20Provider()) { entry in
            C20View(entry: entry).containerBackground(.clear, for: .widget)
        }
        .supportedFamilies([.accessoryCircular, .accessoryInline, .accessoryCorner])
    }
}
