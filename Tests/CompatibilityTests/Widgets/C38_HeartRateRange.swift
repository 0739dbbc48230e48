// Pattern: heart-rate range widget leaning on Gauge(value:in:) variants with min/max labels, gradients and AccessoryWidgetBackground.
import WidgetKit
import SwiftUI
import HealthKit

var C38BeatsPerMinute: HKUnit { HKUnit.count().unitDivided(by: .minute()) }

struct C38Entry: TimelineEntry {
    let date: Date
    let latest: HKQuantity
    let low: HKQuantity
    let high: HKQuantity
    let resting: Double

    var bpm: Double { latest.doubleValue(for: C38BeatsPerMinute) }
    var minBPM: Double { low.doubleValue(for: C38BeatsPerMinute) }
    var maxBPM: Double { high.doubleValue(for: C38BeatsPerMinute) }
}

func C38MakeEntry(date: Date, bpm: Double, low: Double = 52, high: Double = 148) -> C38Entry {
    C38Entry(date: date,
             latest: HKQuantity(unit: C38BeatsPerMinute, doubleValue: bpm),
             low: HKQuantity(unit: C38BeatsPerMinute, doubleValue: low),
             high: HKQuantity(unit: C38BeatsPerMinute, doubleValue: high),
             resting: 58)
}

struct C38Provider: TimelineProvider {
    func placeholder(in context: Context) -> C38Entry {
        C38MakeEntry(date: Date(), bpm: 72)
    }

    func getSnapshot(in context: Context, completion: @escaping (C38Entry) -> Void) {
        completion(C38MakeEntry(date: Date(), bpm: context.isPreview ? 68 : 74))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C38Entry>) -> Void) {
        let now = Date()
        let readings: [Double] = [71, 84, 66]
        let entries = readings.enumerated().map { index, bpm in
            C38MakeEntry(date: Calendar.current.date(byAdding: .minute, value: index * 20, to: now)!, bpm: bpm)
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C38WidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C38Entry

    private let gradient = Gradient(colors: [.blue, .green, .yellow, .orange, .red])

    var body: some View {
        switch family {
        case .accessoryCircular:
            ZStack {
                AccessoryWidgetBackground()
                Gauge(value: entry.bpm, in: 40...180) {
                    Image(systemName: "heart.fill")
                } currentValueLabel: {
                    Text(entry.bpm, format: .number.precision(.fractionLength(0)))
                } minimumValueLabel: {
                    Text(entry.minBPM, format: .number.precision(.fractionLength(0)))
                } maximumValueLabel: {
                    Text(entry.maxBPM, format: .number.precision(.fractionLength(0)))
                }
                .gaugeStyle(.accessoryCircular)
                .tint(gradient)
            }
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                HStack {
                    Image(systemName: "heart.fill").widgetAccentable()
                    Text("\(Int(entry.bpm)) BPM").font(.headline)
                }
                Gauge(value: entry.bpm, in: entry.minBPM...entry.maxBPM) {
                    Text("Range")
                }
                .gaugeStyle(.accessoryLinear)
                Text("Resting \(Int(entry.resting))").font(.caption2)
            }
        default:
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: "heart.fill")
                        .foregroundStyle(.red)
                        .symbolRenderingMode(.hierarchical)
                    Text("Heart Rate")
                        .font(.caption)
                        .fontWeight(.semibold)
                    Spacer()
                    Text(entry.date, style: .time)
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                HStack(alignment: .lastTextBaseline, spacing: 4) {
                    Text(entry.bpm, format: .number)
                        .font(.system(size: 44, weight: .semibold, design: .rounded))
                    Text("BPM")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Gauge(value: entry.bpm, in: 40...180) {
                    Text("BPM")
                } currentValueLabel: {
                    Text(entry.bpm, format: .number)
                } minimumValueLabel: {
                    Text("\(Int(entry.minBPM))")
                } maximumValueLabel: {
                    Text("\(Int(entry.maxBPM))")
                }
                .gaugeStyle(.linearCapacity)
                .tint(gradient)
                .font(.caption2)
                if family == .systemMedium {
                    Text("Today's range \(Int(entry.minBPM))–\(Int(entry.maxBPM)) BPM · resting \(Int(entry.resting))")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                        .lineLimit(1)
                }
            }
        }
    }
}

struct C38HeartRateWidget: Widget {
    let kind: String = "C38HeartRateWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C38Provider()) { entry in
            C38WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    LinearGradient(colors: [Color.red.opacity(0.15), Color.pink.opacity(0.05)],
                                   startPoint: .topLeading, endPoint: .bottomTrailing)
                }
        }
        .configurationDisplayName("Heart Rate")
        .description("Your latest heart rate and today's range.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .accessoryCircular) {
    C38HeartRateWidget()
} timeline: {
    C38MakeEntry(date: .now, bpm: 64)
    C38MakeEntry(date: .now, bpm: 121)
}
