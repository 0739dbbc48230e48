// Habit tracker heat-map: Grid/LazyVGrid of RoundedRectangle cells, a searchable habit AppEntity (EntityStringQuery) and a log-today Button(intent:).
import WidgetKit
import SwiftUI
import AppIntents

struct C59HabitEntity: AppEntity {
    let id: String
    let name: String
    let symbol: String

    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Habit"
    static let defaultQuery = C59HabitQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", image: .init(systemName: symbol)) }

    static let all: [C59HabitEntity] = [
        .init(id: "read", name: "Read 20 pages", symbol: "book.fill"),
        .init(id: "walk", name: "Evening walk", symbol: "figure.walk"),
        .init(id: "water", name: "Drink water", symbol: "drop.fill"),
        .init(id: "journal", name: "Journal", symbol: "pencil.line")
    ]
}

struct C59HabitQuery: EntityStringQuery {
    func entities(for identifiers: [String]) async throws -> [C59HabitEntity] {
        C59HabitEntity.all.filter { identifiers.contains($0.id) }
    }
    func entities(matching string: String) async throws -> [C59HabitEntity] {
        C59HabitEntity.all.filter { $0.name.localizedCaseInsensitiveContains(string) }
    }
    func suggestedEntities() async throws -> [C59HabitEntity] { C59HabitEntity.all }
}

struct C59HabitConfigIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Habit"
    static var description = IntentDescription("Choose the habit to track.")

    @Parameter(title: "Habit")
    var habit: C59HabitEntity?

    init() {}
    init(habit: C59HabitEntity) { self.habit = habit }
}

struct C59LogHabitIntent: AppIntent {
    static let title: LocalizedStringResource = "Log Habit"
    static var description = IntentDescription("Marks the habit as done for today.")

    @Parameter(title: "Habit ID")
    var habitID: String

    init() {}
    init(habitID: String) { self.habitID = habitID }

    func perform() async throws -> some IntentResult {
        let parts = Calendar.current.dateComponents([.year, .month, .day], from: .now)
        let key = "habit.\(habitID).\(parts.year ?? 0)-\(parts.month ?? 0)-\(parts.day ?? 0)"
        UserDefaults(suiteName: "group.com.example.habits")?.set(true, forKey: key)
        return .result()
    }
}

struct C59Entry: TimelineEntry {
    let date: Date
    let habit: C59HabitEntity
    /// Last 28 days, oldest first; the final element is today.
    let days: [Bool]

    var streak: Int { days.reversed().prefix { $0 }.count }
    var thisWeek: Int { days.suffix(7).filter { $0 }.count }
    var doneToday: Bool { days.last ?? false }

    static func make(habit: C59HabitEntity, date: Date) -> C59Entry {
        let weekday = Calendar.current.dateComponents([.weekday], from: date).weekday ?? 1
        let seed = habit.id.count + weekday
        let days = (0..<28).map { ($0 * 7 + seed) % 5 != 0 }
        return C59Entry(date: date, habit: habit, days: days)
    }
}

struct C59Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C59Entry { .make(habit: C59HabitEntity.all[0], date: .now) }

    func snapshot(for configuration: C59HabitConfigIntent, in context: Context) async -> C59Entry {
        .make(habit: configuration.habit ?? C59HabitEntity.all[0], date: .now)
    }

    func timeline(for configuration: C59HabitConfigIntent, in context: Context) async -> Timeline<C59Entry> {
        let habit = configuration.habit ?? C59HabitEntity.all[0]
        let midnight = Calendar.current.startOfDay(for: .now).addingTimeInterval(86_400)
        return Timeline(entries: [.make(habit: habit, date: .now), .make(habit: habit, date: midnight)], policy: .atEnd)
    }
}

struct C59HabitView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C59Entry

    var body: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: Double(entry.thisWeek), in: 0...7) {
                Image(systemName: "flame")
            } currentValueLabel: { Text("\(entry.streak)") }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetAccentable()
        case .systemSmall:
            VStack(alignment: .leading, spacing: 6) {
                header
                Spacer(minLength: 0)
                HStack(spacing: 3) {
                    ForEach(Array(entry.days.suffix(7).enumerated()), id: \.offset) { _, done in
                        RoundedRectangle(cornerRadius: 3).fill(Color.green.opacity(done ? 0.9 : 0.15)).frame(height: 14)
                    }
                }
                logButton
            }
            .padding()
        case .systemLarge:
            VStack(alignment: .leading, spacing: 8) {
                header
                LazyVGrid(columns: Array(repeating: GridItem(.flexible(), spacing: 4), count: 7), spacing: 4) {
                    ForEach(Array(entry.days.enumerated()), id: \.offset) { index, done in
                        RoundedRectangle(cornerRadius: 5)
                            .fill(Color.green.opacity(done ? 0.85 : 0.12))
                            .aspectRatio(1, contentMode: .fit)
                            .overlay { Text("\(index + 1)").font(.system(size: 9)).foregroundStyle(.secondary) }
                    }
                }
                logButton
            }
            .padding()
        default:
            HStack(spacing: 12) {
                VStack(alignment: .leading) { header; Spacer(); logButton }
                Grid(horizontalSpacing: 3, verticalSpacing: 3) {
                    ForEach(0..<4, id: \.self) { week in
                        GridRow {
                            ForEach(0..<7, id: \.self) { day in
                                RoundedRectangle(cornerRadius: 3)
                                    .fill(Color.green.opacity(entry.days[week * 7 + day] ? 0.9 : 0.15))
                            }
                        }
                    }
                }
            }
            .padding()
        }
    }

    private var header: some View {
        VStack(alignment: .leading, spacing: 2) {
            Label(entry.habit.name, systemImage: entry.habit.symbol).font(.caption.bold()).lineLimit(1)
            Label("\(entry.streak) day streak", systemImage: "flame.fill").font(.caption2).foregroundStyle(.orange)
        }
    }

    private var logButton: some View {
        Button(intent: C59LogHabitIntent(habitID: entry.habit.id)) {
            Label(entry.doneToday ? "Done" : "Log today", systemImage: entry.doneToday ? "checkmark.circle.fill" : "plus.circle")
                .font(.caption.weight(.semibold))
        }
        .tint(.green)
        .disabled(entry.doneToday)
    }
}

struct C59HabitWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "com.example.habits.grid", intent: C59HabitConfigIntent.self, provider: C59Provider()) { entry in
            C59HabitView(entry: entry)
                .environment(\.colorScheme, .dark)
                .containerBackground(for: .widget) { Color(white: 0.1) }
        }
        .contentMarginsDisabled()
        .configurationDisplayName("Habit Streak")
        .description("A four-week heat map of one habit.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryCircular])
    }
}
