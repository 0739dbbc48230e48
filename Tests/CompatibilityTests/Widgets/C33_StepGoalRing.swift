// Pattern: static TimelineProvider step-goal ring using HealthKit value types, Circle().trim ring, family switch and accessory Gauge.
import WidgetKit
import SwiftUI
import HealthKit

struct C33Entry: TimelineEntry {
    let date: Date
    let steps: HKQuantity
    let goal: Double

    var stepCount: Double { steps.doubleValue(for: .count()) }
    var progress: Double { min(stepCount / goal, 1.0) }
}

struct C33Provider: TimelineProvider {
    static let stepType = HKQuantityType(.stepCount)

    func placeholder(in context: Context) -> C33Entry {
        C33Entry(date: Date(), steps: HKQuantity(unit: .count(), doubleValue: 6_500), goal: 10_000)
    }

    func getSnapshot(in context: Context, completion: @escaping (C33Entry) -> Void) {
        completion(placeholder(in: context))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<C33Entry>) -> Void) {
        let now = Date()
        let base: Double = HKHealthStore.isHealthDataAvailable() ? 4_200 : 0
        var entries: [C33Entry] = []
        for hourOffset in 0..<3 {
            let date = Calendar.current.date(byAdding: .hour, value: hourOffset, to: now)!
            let steps = HKQuantity(unit: .count(), doubleValue: base + Double(hourOffset) * 1_300)
            entries.append(C33Entry(date: date, steps: steps, goal: 10_000))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct C33Ring: View {
    let progress: Double
    var lineWidth: CGFloat = 10

    var body: some View {
        ZStack {
            Circle()
                .stroke(Color.green.opacity(0.25), lineWidth: lineWidth)
            Circle()
                .trim(from: 0, to: progress)
                .stroke(Color.green, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
                .rotationEffect(.degrees(-90))
        }
    }
}

struct C33WidgetView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C33Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.progress) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text(entry.stepCount / 1_000, format: .number.precision(.fractionLength(1)))
            }
            .gaugeStyle(.accessoryCircular)
            .widgetAccentable()
        case .accessoryInline:
            Label {
                Text("\(Int(entry.stepCount)) steps")
            } icon: {
                Image(systemName: "figure.walk")
            }
        case .systemMedium:
            HStack(spacing: 16) {
                ZStack {
                    C33Ring(progress: entry.progress, lineWidth: 12)
                    Image(systemName: "figure.walk")
                        .font(.title2)
                        .foregroundStyle(.green)
                }
                .frame(width: 90, height: 90)
                VStack(alignment: .leading, spacing: 4) {
                    Text("Steps")
                        .font(.caption)
                        .foregroundStyle(.secondary)
                    Text(entry.stepCount, format: .number)
                        .font(.title)
                        .fontWeight(.bold)
                    Text(entry.progress, format: .percent.precision(.fractionLength(0)))
                        .font(.subheadline)
                        .foregroundStyle(.green)
                    Text("Goal \(Int(entry.goal))")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
                Spacer()
            }
        default:
            ZStack {
                C33Ring(progress: entry.progress)
                VStack(spacing: 2) {
                    Image(systemName: "figure.walk")
                        .foregroundStyle(.green)
                    Text(entry.stepCount, format: .number)
                        .font(.headline)
                        .minimumScaleFactor(0.6)
                    Text("steps")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .padding(4)
        }
    }
}

struct C33StepsWidget: Widget {
    let kind: String = "C33StepsWidget"

    var body: some WidgetConfiguration {
        StaticConfiguration(kind: kind, provider: C33Provider()) { entry in
            C33WidgetView(entry: entry)
                .widgetURL(URL(string: "fitapp://health/\(C33Provider.stepType.identifier)"))
                .containerBackground(for: .widget) {
                    Color.green.opacity(0.12)
                }
        }
        .configurationDisplayName("Step Goal")
        .description("Track today's steps against your daily goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryCircular, .accessoryInline])
    }
}

#Preview(as: .systemSmall) {
    C33StepsWidget()
} timeline: {
    C33Entry(date: .now, steps: HKQuantity(unit: .count(), doubleValue: 3_100), goal: 10_000)
    C33Entry(date: .now, steps: HKQuantity(unit: .count(), doubleValue: 8_750), goal: 10_000)
}
