// Interactive (iOS 17): Button(intent:), Toggle(isOn:intent:), Link, widgetURL.
import WidgetKit
import SwiftUI
import AppIntents

struct C07CompleteIntent: AppIntent {
    static var title: LocalizedStringResource = "Complete"
    @Parameter(title: "ID") var id: String
    init() {}
    init(id: String) { self.id = id }
    func perform() async throws -> some IntentResult { .result() }
}

struct C07Item: Identifiable { let id: String; let title: String; let done: Bool }

struct C07Entry: TimelineEntry {
    let date: Date
    let items: [C07Item]
}

struct C07Provider: TimelineProvider {
    static let items = [C07Item(id: "1", title: "Water plants", done: true), C07Item(id: "2", title: "Call mum", done: false),
                        C07Item(id: "3", title: "Buy milk", done: false)]
    func placeholder(in context: Context) -> C07Entry { C07Entry(date: .now, items: Self.items) }
    func getSnapshot(in context: Context, completion: @escaping (C07Entry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<C07Entry>) -> Void) {
        completion(Timeline(entries: [placeholder(in: context)], policy: .never))
    }
}

struct C07View: View {
    let entry: C07Entry
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Link(destination: URL(string: "todo://list")!) {
                Label("Today", systemImage: "checklist").font(.headline)
            }
            ForEach(entry.items) { item in
                Toggle(isOn: item.done, intent: C07CompleteIntent(id: item.id)) {
                    Text(item.title).strikethrough(item.done)
                }
                .toggleStyle(.button)
            }
            Spacer(minLength: 0)
            Button(intent: C07CompleteIntent(id: "all")) {
                Text("Complete all").font(.caption)
            }
        }
        .widgetURL(URL(string: "todo://today"))
    }
}

struct C07TodoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "C07Todo", provider: C07Provider()) { entry in
            C07View(entry: entry).containerBackground(.background, for: .widget)
        }
        .supportedFamilies([.systemMedium, .systemLarge])
    }
}
