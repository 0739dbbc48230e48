import WidgetKit
import SwiftUI
import AppIntents

struct GoalIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Goal"
    @Parameter(title: "Daily goal", default: 10_000) var goal: Int
    init() {}
}

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 4_200, goal: 10_000) }
    func snapshot(for configuration: GoalIntent, in context: Context) async -> StepsEntry { placeholder(in: context) }
    func timeline(for configuration: GoalIntent, in context: Context) async -> Timeline<StepsEntry> {
        let start = Calendar.current.startOfDay(for: .now)
        let entries = [2_100, 5_400, 8_800, 12_300].enumerated().map { index, steps in
            StepsEntry(date: start.addingTimeInterval(Double(index) * 3_600 * 4), steps: steps, goal: configuration.goal)
        }
        return Timeline(entries: entries, policy: .atEnd)
    }
}

struct StepsView: View {
    @Environment(\.widgetFamily) var family
    let entry: StepsEntry
    var progress: Double { min(Double(entry.steps) / Double(entry.goal), 1) }

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: progress) { Image(systemName: "figure.walk") } currentValueLabel: { Text("\(Int(progress * 100))") }
                .gaugeStyle(.accessoryCircular)
        case .accessoryRectangular:
            VStack(alignment: .leading) {
                Label("Steps", systemImage: "figure.walk").font(.headline).widgetAccentable()
                Text(entry.steps, format: .number)
                ProgressView(value: progress)
            }
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: "figure.walk").foregroundStyle(.green)
                    Text("Steps").font(.headline)
                    Spacer()
                    Text(entry.date, style: .time).font(.caption).foregroundStyle(.secondary)
                }
                Spacer()
                Text(entry.steps, format: .number).font(.system(size: 34, weight: .bold, design: .rounded))
                ProgressView(value: progress).tint(.green)
                Text("Goal \(entry.goal)").font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Steps", intent: GoalIntent.self, provider: StepsProvider()) { entry in
            StepsView(entry: entry).containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Steps")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) { StepsWidget() } timeline: {
    StepsEntry(date: .now, steps: 5_000, goal: 10_000)
}
