import SwiftUI
import WidgetKit

struct StepsEntry: TimelineEntry {
    let date: Date
    let steps: Int
    let goal: Int
}

struct StepsProvider: TimelineProvider {
    func placeholder(in context: Context) -> StepsEntry { StepsEntry(date: .now, steps: 4_200, goal: 10_000) }
    func getSnapshot(in context: Context, completion: @escaping (StepsEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<StepsEntry>) -> Void) {
        let entries = (0..<4).map { StepsEntry(date: Date.now.addingTimeInterval(Double($0) * 3600), steps: 2_000 + $0 * 2_500, goal: 10_000) }
        completion(Timeline(entries: entries, policy: .atEnd))
    }
}

struct StepsView: View {
    var entry: StepsEntry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Steps", systemImage: "figure.walk")
                .font(.caption.weight(.semibold))
                .foregroundStyle(.green)
            Spacer()
            Text(entry.steps, format: .number)
                .font(.system(.title, design: .rounded).weight(.bold))
            ProgressView(value: Double(entry.steps), total: Double(entry.goal))
                .tint(.green)
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct StepsWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Steps", provider: StepsProvider()) { StepsView(entry: $0) }
            .configurationDisplayName("Steps")
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    StepsWidget()
} timeline: {
    StepsEntry(date: .now, steps: 2_140, goal: 10_000)
    StepsEntry(date: .now, steps: 8_900, goal: 10_000)
}
