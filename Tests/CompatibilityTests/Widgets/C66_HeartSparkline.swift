// Lock Screen sparkline: axis-less LineMark (.chartXAxis/.chartYAxis hidden) inside an accessoryRectangular widget.
import WidgetKit
import SwiftUI
import Charts

struct C66Reading: Identifiable {
    let id = UUID()
    let time: Date
    let bpm: Double
}

struct C66Entry: TimelineEntry {
    let date: Date
    let readings: [C66Reading]
}

func C66MakeReadings(until end: Date) -> [C66Reading] {
    let values: [Double] = [64, 66, 71, 69, 75, 82, 78, 74, 70, 68, 72, 67]
    var readings: [C66Reading] = []
    for (index, bpm) in values.enumerated() {
        let stepsBack: Double = Double(values.count - 1 - index)
        let time = end.addingTimeInterval(-stepsBack * 300.0)
        readings.append(C66Reading(time: time, bpm: bpm))
    }
    return readings
}

struct C66Provider: TimelineProvider {
    func placeholder(in context: Context) -> C66Entry {
        C66Entry(date: .now, readings: C66MakeReadings(until: .now))
    }

    func getSnapshot(in context: Context, completion: @escaping (C66Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C66Entry>) -> Void) {
        let noon = Calendar.current.startOfDay(for: .now).addingTimeInterval(12 * 3600)
        let entry = C66Entry(date: noon, readings: C66MakeReadings(until: noon))
        completion(Timeline(entries: [entry], policy: .after(noon.addingTimeInterval(900))))
    }
}

struct C66Sparkline: View {
    let readings: [C66Reading]

    private var domain: ClosedRange<Double> {
        let values = readings.map(\.bpm)
        let low: Double = (values.min() ?? 0) - 3
        let high: Double = (values.max() ?? 100) + 3
        return low...high
    }

    var body: some View {
        Chart(readings) { reading in
            LineMark(
                x: .value("Time", reading.time),
                y: .value("BPM", reading.bpm)
            )
            .interpolationMethod(.monotone)
            .lineStyle(StrokeStyle(lineWidth: 2))
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
        .chartYScale(domain: domain)
        .chartLegend(.hidden)
    }
}

struct C66EntryView: View {
    let entry: C66Entry
    @Environment(\.widgetFamily) private var family

    private var latest: Int { Int(entry.readings.last?.bpm ?? 0) }

    var body: some View {
        switch family {
        case .accessoryRectangular:
            HStack(spacing: 6) {
                VStack(alignment: .leading, spacing: 0) {
                    Image(systemName: "heart.fill")
                        .font(.caption2)
                        .widgetAccentable()
                    Text("\(latest)")
                        .font(.title3.bold())
                    Text("BPM")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                C66Sparkline(readings: entry.readings)
            }
            .containerBackground(for: .widget) { Color.clear }
        default:
            VStack(alignment: .leading) {
                Label("\(latest) BPM", systemImage: "heart.fill")
                    .font(.headline)
                    .foregroundStyle(.red)
                Text("Last hour")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                C66Sparkline(readings: entry.readings)
                    .foregroundStyle(.red)
            }
            .containerBackground(.fill.tertiary, for: .widget)
        }
    }
}

struct C66HeartSparklineWidget: Widget {
    let kind: String = "C66HeartSparklineWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C66Provider()) { entry in
            C66EntryView(entry: entry)
        }
        .configurationDisplayName("Heart Rate")
        .description("Your heart rate over the last hour.")
        .supportedFamilies([.accessoryRectangular, .systemSmall])
    }
}
