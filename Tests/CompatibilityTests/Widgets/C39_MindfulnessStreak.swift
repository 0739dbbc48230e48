// Pattern: user-configurable mindfulness streak — AppEnum parameter in a WidgetConfigurationIntent, week-dot row, contentMarginsDisabled and StandBy-aware background.
import WidgetKit
import SwiftUI
import AppIntents
import HealthKit

enum C39Practice: String, AppEnum, CaseIterable {
    case breathe, meditate, reflect

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Practice"
    static let caseDisplayRepresentations: [C39Practice: DisplayRepresentation] = [
        .breathe: "Breathe",
        .meditate: "Meditate",
        .reflect: "Reflect"
    ]

    var symbol: String {
        switch self {
        case .breathe: return "wind"
        case .meditate: return "brain.head.profile"
        case .reflect: return "sparkles"
        }
    }

    var tint: Color {
        switch self {
        case .breathe: return .teal
        case .meditate: return .purple
        case .reflect: return .mint
        }
    }
}

struct C39StreakIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Mindfulness Streak"
    static let description = IntentDescription("Pick which practice to track.")

    @Parameter(title: "Practice", default: .meditate)
    var practice: C39Practice
}

struct C39Entry: TimelineEntry {
    let date: Date
    let practice: C39Practice
    let streakDays: Int
    let completedThisWeek: [Bool]
    let mindfulToday: HKQuantity
}

struct C39Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C39Entry {
        entry(for: .meditate, at: .now, streak: 5)
    }

    func snapshot(for configuration: C39StreakIntent, in context: Context) async -> C39Entry {
        entry(for: configuration.practice, at: .now, streak: 12)
    }

    func timeline(for configuration: C39StreakIntent, in context: Context) async -> Timeline<C39Entry> {
        let today = entry(for: configuration.practice, at: .now, streak: 8)
        let evening = Calendar.current.date(bySettingHour: 20, minute: 0, second: 0, of: .now) ?? .now
        let reminder = entry(for: configuration.practice, at: max(evening, .now), streak: 8)
        return Timeline(entries: [today, reminder], policy: .atEnd)
    }

    private func entry(for practice: C39Practice, at date: Date, streak: Int) -> C39Entry {
        C39Entry(date: date, practice: practice, streakDays: streak,
                 completedThisWeek: [true, true, false, true, true, true, false],
                 mindfulToday: HKQuantity(unit: .minute(), doubleValue: 10))
    }
}

struct C39WidgetView: View {
    @Environment(\.widgetFamily) private var family
    @Environment(\.showsWidgetContainerBackground) private var showsBackground
    let entry: C39Entry

    private var weekdays: [Date] {
        let start = Calendar.current.date(byAdding: .day, value: -6, to: entry.date)!
        return (0..<7).compactMap { Calendar.current.date(byAdding: .day, value: $0, to: start) }
    }

    var body: some View {
        switch family {
        case .accessoryInline:
            Label("\(entry.streakDays)-day streak", systemImage: entry.practice.symbol)
        default:
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Image(systemName: entry.practice.symbol)
                        .symbolRenderingMode(.hierarchical)
                        .font(.title3)
                    Spacer()
                    Image(systemName: "flame.fill")
                        .foregroundStyle(.orange)
                    Text(entry.streakDays, format: .number)
                        .fontWeight(.heavy)
                }
                .foregroundStyle(entry.practice.tint)
                Text("\(entry.streakDays) days of \(entry.practice.rawValue)")
                    .font(.headline)
                    .lineLimit(2)
                Text("\(Int(entry.mindfulToday.doubleValue(for: .minute()))) mindful min today")
                    .font(.caption)
                    .foregroundStyle(.secondary)
                Spacer(minLength: 0)
                HStack(spacing: 4) {
                    ForEach(weekdays.indices, id: \.self) { index in
                        VStack(spacing: 2) {
                            Circle()
                                .fill(entry.completedThisWeek[index] ? entry.practice.tint : Color.secondary.opacity(0.3))
                                .frame(width: 12, height: 12)
                            Text(weekdays[index], format: .dateTime.weekday(.narrow))
                                .font(.system(size: 9))
                                .foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
            }
            .padding(showsBackground ? 14 : 4)
        }
    }
}

struct C39MindfulnessWidget: Widget {
    let kind: String = "C39MindfulnessWidget"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: C39StreakIntent.self, provider: C39Provider()) { entry in
            C39WidgetView(entry: entry)
                .containerBackground(for: .widget) {
                    ContainerRelativeShape()
                        .fill(entry.practice.tint.gradient.opacity(0.2))
                }
        }
        .configurationDisplayName("Mindfulness Streak")
        .description("Keep your daily mindfulness streak alive.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryInline])
        .contentMarginsDisabled()
    }
}

#Preview(as: .systemMedium) {
    C39MindfulnessWidget()
} timeline: {
    C39Entry(date: .now, practice: .breathe, streakDays: 3,
             completedThisWeek: [false, false, false, false, true, true, true],
             mindfulToday: HKQuantity(unit: .minute(), doubleValue: 5))
    C39Entry(date: .now, practice: .meditate, streakDays: 21,
             completedThisWeek: Array(repeating: true, count: 7),
             mindfulToday: HKQuantity(unit: .minute(), doubleValue: 20))
}
