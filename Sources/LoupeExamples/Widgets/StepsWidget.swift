import Foundation
import LoupeUI

/// The step counter from the seeds, grown to every family: a provider with an hourly timeline.
public struct StepsWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { entry in
            StepsWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .description("Today's steps against your goal.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

public struct StepsEntry: TimelineEntry {
    public let date: Date
    public let steps: Int
    public let goal: Int
    public let hourly: [Int]
    public var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: Float(steps) / Float(goal)) }
    var progress: Double { Double(steps) / Double(goal) }
}

/// Fixed dates, so every render of the examples is the same.
enum ExampleDates {
    /// Monday 3 June 2024, 09:00 UTC.
    static let morning = Date(timeIntervalSince1970: 1_717_405_200)
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry {
        StepsEntry(date: ExampleDates.morning, steps: 5_000, goal: 10_000, hourly: [400, 800, 600, 900])
    }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) {
        completion(StepsEntry(date: ExampleDates.morning, steps: 8_432, goal: 10_000, hourly: [900, 1_400, 700, 1_100]))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entries = (0..<4).map { hour in
            StepsEntry(date: ExampleDates.morning.addingTimeInterval(Double(hour) * 3_600), steps: [2_140, 5_310, 8_432, 10_260][hour],
                       goal: 10_000, hourly: Array([620, 1_520, 980, 1_340, 760, 1_880, 1_310][0..<(hour + 4)]))
        }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsWidgetView: View {
    let entry: StepsEntry
    @Environment(\.widgetFamily) private var family

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.steps), in: 0...Double(entry.goal)) {
                Image(systemName: "figure.walk")
            } currentValueLabel: {
                Text("\(entry.steps / 1000)k")
            }
            .gaugeStyle(.accessoryCircularCapacity)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Label("\(entry.steps)", systemImage: "figure.walk")
                    .font(.headline)
                    .widgetAccentable()
                Text("of \(entry.goal) steps").font(.caption).foregroundStyle(.secondary)
                ProgressView(value: entry.progress)
            }
            .frame(maxWidth: .infinity, alignment: .leading)
        case .accessoryInline:
            Label("\(entry.steps) steps", systemImage: "figure.walk")
        case .systemMedium:
            HStack(spacing: 16) {
                summary
                Divider()
                chart
            }
        case .systemLarge:
            VStack(alignment: .leading, spacing: 16) {
                summary
                chart.frame(height: 140)
                Text("Updated \(entry.date, style: .time)").font(.caption2).foregroundStyle(.secondary)
            }
        default:
            summary
        }
    }

    var summary: some View {
        VStack(alignment: .leading, spacing: 4) {
            Image(systemName: "figure.walk")
                .font(.title2)
                .foregroundStyle(.green)
                .widgetAccentable()
                .accessibilityHidden(true)   // decorates the "Steps" title
            Spacer(minLength: 0)
            Text("Steps").font(.caption).foregroundStyle(.secondary)
            Text(entry.steps, format: .number)
                .font(.system(.title, design: .rounded).bold())
                .monospacedDigit()
            Gauge(value: entry.progress) { EmptyView() }
                .tint(.green)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }

    var chart: some View {
        let peak = max(entry.hourly.max() ?? 1, 1)
        return HStack(alignment: .bottom, spacing: 4) {
            ForEach(Array(entry.hourly.enumerated()), id: \.offset) { item in
                RoundedRectangle(cornerRadius: 3)
                    .fill(item.offset == entry.hourly.count - 1 ? Color.green : Color.green.opacity(0.45))
                    .frame(height: CGFloat(item.element) / CGFloat(peak) * 100)
                    .widgetAccentable(item.offset == entry.hourly.count - 1)
            }
        }
        .frame(maxHeight: .infinity, alignment: .bottom)
    }
}
