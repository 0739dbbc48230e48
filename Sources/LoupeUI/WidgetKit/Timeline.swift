import Foundation

/// One moment of a widget's timeline: the date it becomes current, and how relevant it is.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

public struct TimelineEntryRelevance: Hashable, Sendable {
    public let score: Float
    public let duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0) {
        self.score = score
        self.duration = duration
    }
}

/// When WidgetKit asks for the next timeline.
public enum TimelineReloadPolicy: Hashable, Sendable, CustomStringConvertible {
    case atEnd
    case after(Date)
    case never

    public var description: String {
        switch self {
        case .atEnd: return "atEnd"
        case .after(let date): return "after(\(ISO8601DateFormatter().string(from: date)))"
        case .never: return "never"
        }
    }
}

public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// What a provider knows about where its widget will show.
public struct TimelineProviderContext {
    public let family: WidgetFamily
    public let displaySize: CGSize
    public let isPreview: Bool
    public init(family: WidgetFamily, displaySize: CGSize, isPreview: Bool) {
        self.family = family
        self.displaySize = displaySize
        self.isPreview = isPreview
    }
}

/// Supplies a widget's entries through completion handlers.
public protocol TimelineProvider {
    associatedtype Entry: TimelineEntry
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
}

/// Supplies a configurable widget's entries with async functions.
public protocol AppIntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: WidgetConfigurationIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func snapshot(for configuration: Intent, in context: Context) async -> Entry
    func timeline(for configuration: Intent, in context: Context) async -> Timeline<Entry>
}

/// Builds a preview timeline from entries listed one per line, as in
/// `#Preview(as: .systemSmall) { MyWidget() } timeline: { Entry(…); Entry(…) }`.
@resultBuilder
public enum PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] { accumulated + next }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildEither(second: [any TimelineEntry]) -> [any TimelineEntry] { second }
    public static func buildBlock() -> [any TimelineEntry] { [] }
}
