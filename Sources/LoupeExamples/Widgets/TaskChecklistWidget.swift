import Foundation
import LoupeUI

/// An interactive checklist: each task has a Button(intent:) check mark, a Toggle(intent:) at the foot.
public struct TaskChecklistWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "TaskChecklist", provider: TaskChecklistProvider()) { entry in
            TaskChecklistView(entry: entry)
                .containerBackground(.background, for: .widget)
        }
        .configurationDisplayName("Tasks")
        .description("Check off today's tasks.")
        .supportedFamilies([.systemMedium, .systemLarge, .systemExtraLarge])
    }
}

public struct TaskItem: Identifiable, Hashable {
    public let id: String
    public let name: String
    public let isComplete: Bool
}

public struct TaskChecklistEntry: TimelineEntry {
    public let date: Date
    public let tasks: [TaskItem]
    public let focusMode: Bool
}

public struct ToggleTaskIntent: AppIntent {
    public static var title: LocalizedStringResource = "Toggle Task"
    @Parameter(title: "Task ID") public var taskID: String
    public init() {}
    public init(taskID: String) { self.taskID = taskID }
}

public struct FocusModeIntent: AppIntent {
    public static var title: LocalizedStringResource = "Focus Mode"
    public init() {}
}

struct TaskChecklistProvider: TimelineProvider {
    static let names = ["Morning workout", "Read 30 minutes", "Meditate", "Review pull requests", "Call Mum", "Plan the week"]

    func entry(_ done: Int, hour: Int) -> TaskChecklistEntry {
        TaskChecklistEntry(date: ExampleDates.morning.addingTimeInterval(Double(hour) * 3_600),
                           tasks: Self.names.enumerated().map { TaskItem(id: "task-\($0.offset)", name: $0.element, isComplete: $0.offset < done) },
                           focusMode: done >= 2)
    }
    func placeholder(in context: Context) -> TaskChecklistEntry { entry(2, hour: 0) }
    func getSnapshot(in context: Context, completion: @escaping (TaskChecklistEntry) -> Void) { completion(entry(3, hour: 0)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TaskChecklistEntry>) -> Void) {
        completion(Timeline(entries: [entry(0, hour: 0), entry(2, hour: 2), entry(5, hour: 6)],
                            policy: .after(ExampleDates.morning.addingTimeInterval(8 * 3_600))))
    }
}

struct TaskChecklistView: View {
    let entry: TaskChecklistEntry
    @Environment(\.widgetFamily) private var family

    var visibleTasks: [TaskItem] { Array(entry.tasks.prefix(family == .systemMedium ? 3 : 6)) }
    var done: Int { entry.tasks.filter(\.isComplete).count }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            HStack(alignment: .firstTextBaseline) {
                Text("Tasks").font(.headline)
                Spacer()
                Text("\(done) of \(entry.tasks.count)").font(.caption).foregroundStyle(.secondary)
            }
            ForEach(visibleTasks) { task in
                HStack(spacing: 8) {
                    Button(intent: ToggleTaskIntent(taskID: task.id)) {
                        Image(systemName: task.isComplete ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(task.isComplete ? Color.green : Color.secondary)
                            .widgetAccentable(task.isComplete)
                    }
                    .buttonStyle(.plain)
                    // The icon alone would read "circle, button".
                    .accessibilityLabel(task.isComplete ? "Mark \(task.name) not done" : "Mark \(task.name) done")
                    Text(task.name)
                        .font(.subheadline)
                        .strikethrough(task.isComplete)
                        .foregroundStyle(task.isComplete ? .secondary : .primary)
                        .lineLimit(1)
                }
            }
            Spacer(minLength: 0)
            if family != .systemMedium {
                Toggle(isOn: entry.focusMode, intent: FocusModeIntent()) {
                    Label("Focus Mode", systemImage: "moon.fill").font(.subheadline)
                }
                .toggleStyle(.switch)
            }
        }
    }
}
