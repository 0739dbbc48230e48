// Interactive to-do checklist: Button(intent:) check-off rows with .strikethrough, an AppEnum-configured AppIntentConfiguration and #Preview.
import WidgetKit
import SwiftUI
import AppIntents

struct C57Task: Identifiable, Hashable {
    let id: String
    let title: String
    let due: Date?
    let isFlagged: Bool
    var isDone: Bool
}

enum C57TaskStore {
    static var defaults: UserDefaults { UserDefaults(suiteName: "group.com.example.tasks") ?? .standard }

    static func tasks(now: Date = .now) -> [C57Task] {
        let done = Set(defaults.stringArray(forKey: "completedIDs") ?? [])
        let base: [(String, String, Double?, Bool)] = [
            ("t1", "Water the plants", 2, false),
            ("t2", "Pay electricity bill", 5, true),
            ("t3", "Book dentist", nil, false),
            ("t4", "Replace air filter", 30, false),
            ("t5", "Call Mom", 48, true)
        ]
        return base.map { id, title, hours, flagged in
            C57Task(id: id, title: title, due: hours.map { now.addingTimeInterval($0 * 3600) },
                    isFlagged: flagged, isDone: done.contains(id))
        }
    }

    static func toggle(_ id: String) {
        var done = Set(defaults.stringArray(forKey: "completedIDs") ?? [])
        if done.contains(id) { done.remove(id) } else { done.insert(id) }
        defaults.set(Array(done), forKey: "completedIDs")
    }
}

enum C57ListFilter: String, AppEnum {
    case today, flagged, all

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "List"
    static var caseDisplayRepresentations: [C57ListFilter: DisplayRepresentation] = [
        .today: "Today", .flagged: "Flagged", .all: "All Tasks"
    ]
}

struct C57ListConfigIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Task List"
    static var description = IntentDescription("Pick which tasks the widget shows.")

    @Parameter(title: "List", default: .today)
    var list: C57ListFilter

    @Parameter(title: "Hide Completed", default: false)
    var hideCompleted: Bool

    init() {}

    init(list: C57ListFilter, hideCompleted: Bool) {
        self.list = list
        self.hideCompleted = hideCompleted
    }
}

struct C57ToggleTaskIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete Task"
    static var description = IntentDescription("Marks a task as done, or not done.")

    @Parameter(title: "Task ID")
    var taskID: String

    init() {}

    init(taskID: String) {
        self.taskID = taskID
    }

    func perform() async throws -> some IntentResult {
        C57TaskStore.toggle(taskID)
        return .result()
    }
}

struct C57Entry: TimelineEntry {
    let date: Date
    let title: String
    let tasks: [C57Task]

    var remaining: Int { tasks.filter { !$0.isDone }.count }
}

struct C57Provider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> C57Entry {
        C57Entry(date: .now, title: "Today", tasks: C57TaskStore.tasks())
    }

    func snapshot(for configuration: C57ListConfigIntent, in context: Context) async -> C57Entry {
        entry(for: configuration, at: .now)
    }

    func timeline(for configuration: C57ListConfigIntent, in context: Context) async -> Timeline<C57Entry> {
        let now = Date()
        let entries = [0, 1, 2].map { entry(for: configuration, at: now.addingTimeInterval(Double($0) * 3600)) }
        return Timeline(entries: entries, policy: .atEnd)
    }

    private func entry(for configuration: C57ListConfigIntent, at date: Date) -> C57Entry {
        var tasks = C57TaskStore.tasks(now: date)
        switch configuration.list {
        case .today: tasks = tasks.filter { ($0.due ?? .distantFuture) < date.addingTimeInterval(86_400) }
        case .flagged: tasks = tasks.filter(\.isFlagged)
        case .all: break
        }
        if configuration.hideCompleted { tasks.removeAll(where: \.isDone) }
        let title = configuration.list == .all ? "Tasks" : (configuration.list == .today ? "Today" : "Flagged")
        return C57Entry(date: date, title: title, tasks: tasks)
    }
}

struct C57TodoView: View {
    @Environment(\.widgetFamily) private var family
    let entry: C57Entry

    private var maxRows: Int { family == .systemLarge ? 8 : (family == .systemMedium ? 4 : 3) }

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading) {
                Text(entry.title).font(.headline).widgetAccentable()
                Text(entry.tasks.first(where: { !$0.isDone })?.title ?? "All done!").lineLimit(1)
                ProgressView(value: Double(entry.tasks.count - entry.remaining), total: Double(max(entry.tasks.count, 1)))
            }
        } else {
            VStack(alignment: .leading, spacing: 6) {
                HStack {
                    Text(entry.title).font(.headline).foregroundStyle(.tint)
                    Spacer()
                    Text("\(entry.remaining)").font(.title3.bold()).invalidatableContent()
                }
                ForEach(entry.tasks.prefix(maxRows), id: \.id) { task in
                    HStack(spacing: 8) {
                        Button(intent: C57ToggleTaskIntent(taskID: task.id)) {
                            Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                                .foregroundStyle(task.isDone ? Color.green : Color.secondary)
                        }
                        .buttonStyle(.plain)
                        Text(task.title)
                            .font(.subheadline)
                            .strikethrough(task.isDone)
                            .foregroundStyle(task.isDone ? .secondary : .primary)
                            .lineLimit(1)
                        Spacer(minLength: 0)
                        if task.isFlagged { Image(systemName: "flag.fill").font(.caption2).foregroundStyle(.orange) }
                    }
                }
                Spacer(minLength: 0)
            }
        }
    }
}

struct C57TodoWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "com.example.tasks.checklist", intent: C57ListConfigIntent.self, provider: C57Provider()) { entry in
            C57TodoView(entry: entry)
                .containerBackground(for: .widget) { Color("WidgetBackground") }
        }
        .configurationDisplayName("Checklist")
        .description("Tick off tasks right from your Home Screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .systemLarge, .accessoryRectangular])
    }
}

#Preview(as: .systemMedium) {
    C57TodoWidget()
} timeline: {
    C57Entry(date: .now, title: "Today", tasks: C57TaskStore.tasks())
}
