// shared/seeds/001's App Intent configuration, unchanged: these imports resolve to Loupe's
// Linux stand-ins. (ConfigurableWidgetView is not in the seed; it is written here as a user would.)
import WidgetKit
import SwiftUI
import AppIntents

struct SimpleEntry: TimelineEntry {
    let date: Date
    let title: String
    let value: Int
    let icon: String
}

struct ConfigurableWidget: Widget {
    let kind: String = "ConfigurableWidget"
    var body: some WidgetConfiguration {
        AppIntentConfiguration(
            kind: kind,
            intent: SelectCategoryIntent.self,
            provider: ConfigurableProvider()
        ) { entry in
            ConfigurableWidgetView(entry: entry)
                .containerBackground(.fill.tertiary, for: .widget)
        }
        .configurationDisplayName("Category Widget")
        .description("Shows items from a selected category.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

struct ConfigurableProvider: AppIntentTimelineProvider {
    typealias Entry = SimpleEntry
    typealias Intent = SelectCategoryIntent
    func placeholder(in context: Context) -> SimpleEntry {
        SimpleEntry(date: .now, title: "Loading...", value: 0, icon: "star")
    }
    func snapshot(for configuration: SelectCategoryIntent, in context: Context) async -> SimpleEntry {
        SimpleEntry(date: .now, title: configuration.category?.name ?? "All", value: 42, icon: "star")
    }
    func timeline(for configuration: SelectCategoryIntent, in context: Context) async -> Timeline<SimpleEntry> {
        let entries = [
            SimpleEntry(
                date: .now,
                title: configuration.category?.name ?? "All",
                value: 42,
                icon: "star"
            )
        ]
        return Timeline(entries: entries, policy: .after(.now.addingTimeInterval(3600)))
    }
}

struct CategoryEntity: AppEntity {
    static var typeDisplayRepresentation = TypeDisplayRepresentation(name: "Category")
    static var defaultQuery = CategoryQuery()
    var id: String
    var name: String
    var displayRepresentation: DisplayRepresentation {
        DisplayRepresentation(title: "\(name)")
    }
}

struct CategoryQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [CategoryEntity] {
        allCategories().filter { identifiers.contains($0.id) }
    }
    func suggestedEntities() async throws -> [CategoryEntity] {
        allCategories()
    }
    func defaultResult() async -> CategoryEntity? {
        allCategories().first
    }
    private func allCategories() -> [CategoryEntity] {
        [
            CategoryEntity(id: "work", name: "Work"),
            CategoryEntity(id: "personal", name: "Personal"),
            CategoryEntity(id: "health", name: "Health")
        ]
    }
}

struct SelectCategoryIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Select Category"
    static var description = IntentDescription("Choose which category to display in the widget.")
    @Parameter(title: "Category")
    var category: CategoryEntity?
    @Parameter(title: "Show Completed", default: true)
    var showCompleted: Bool
}

struct ConfigurableWidgetView: View {
    var entry: SimpleEntry
    var body: some View {
        VStack(alignment: .leading) {
            Image(systemName: entry.icon)
                .foregroundStyle(Color(.systemYellow))
            Text(entry.title)
                .font(Font(UIFont.preferredFont(forTextStyle: .headline)))
            Text("\(entry.value) items")
                .foregroundStyle(Color(uiColor: .secondaryLabel))
        }
    }
}
