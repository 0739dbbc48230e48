import Foundation

// Relevance: when a widget matters (the Smart Stack's ordering) and relevance widgets, whose
// entries come from the configurations a provider says are relevant (watchOS 26). The system's
// ranking is not modelled; a relevance widget renders its relevant configurations' entries in
// order, as its timeline (issue #17).

/// Groups relevant configurations so the Smart Stack shows one of a group at a time.
public struct WidgetRelevanceGroup: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let automatic = WidgetRelevanceGroup(name: "automatic")
    public static let ungrouped = WidgetRelevanceGroup(name: "ungrouped")
    public static func named(_ name: String) -> WidgetRelevanceGroup { WidgetRelevanceGroup(name: "named(\(name))") }
}

/// When something is relevant (App Intents' `RelevantContext`: a date range, a location, …).
public struct RelevantContext: Sendable {
    let summary: String
    public static func date(from start: Date, to end: Date) -> RelevantContext { RelevantContext(summary: "date \(start)…\(end)") }
    public static func date(interval: DateInterval, kind: DateKind = .default) -> RelevantContext { RelevantContext(summary: "date \(interval)") }
    public static func sleep(_ kind: SleepKind) -> RelevantContext { RelevantContext(summary: "sleep") }
    public struct DateKind: Hashable, Sendable {
        let name: String
        public static let `default` = DateKind(name: "default")
        public static let scheduled = DateKind(name: "scheduled")
        public static let informational = DateKind(name: "informational")
    }
    public struct SleepKind: Hashable, Sendable {
        let name: String
        public static let bedtime = SleepKind(name: "bedtime")
        public static let wakeup = SleepKind(name: "wakeup")
    }
}

/// One relevant configuration (or a context or group with no configuration).
public struct WidgetRelevanceAttribute<Configuration> {
    public let configuration: Configuration?
    let context: RelevantContext?
    let group: WidgetRelevanceGroup?

    public init(configuration: Configuration, context: RelevantContext) { (self.configuration, self.context, self.group) = (configuration, context, nil) }
    public init(configuration: Configuration, group: WidgetRelevanceGroup) { (self.configuration, self.context, self.group) = (configuration, nil, group) }
    public init(context: RelevantContext) { (self.configuration, self.context, self.group) = (nil, context, nil) }
    public init(group: WidgetRelevanceGroup) { (self.configuration, self.context, self.group) = (nil, nil, group) }
}

/// What a provider says is relevant, in order.
public struct WidgetRelevance<Configuration> {
    public let attributes: [WidgetRelevanceAttribute<Configuration>]
    public init(_ attributes: [WidgetRelevanceAttribute<Configuration>]) { self.attributes = attributes }
}

extension TimelineProvider {
    /// No relevance clues by default.
    public func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

/// A configuration the system offers ready-made (watchOS, where widgets are not configured by hand).
public struct AppIntentRecommendation<Intent: WidgetConfigurationIntent> {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: LocalizedStringKey) { (self.intent, self.description) = (intent, description.key) }
    public init(intent: Intent, description: Text) { (self.intent, self.description) = (intent, description.plainText) }
    @_disfavoredOverload
    public init(intent: Intent, description: some StringProtocol) { (self.intent, self.description) = (intent, String(description)) }
    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) { (self.intent, self.description) = (intent, description.description) }
}

extension AppIntentTimelineProvider {
    /// None by default.
    public func recommendations() -> [AppIntentRecommendation<Intent>] { [] }
    public func relevance() async -> WidgetRelevance<Intent> { WidgetRelevance([]) }
}

/// An entry of a relevance widget: no date of its own, shown while its configuration is relevant.
public protocol RelevanceEntry {}

/// What a relevance provider knows about where its entry shows.
public struct RelevanceEntriesProviderContext: Sendable {
    public let displaySize: CGSize
    public let isPreview: Bool
    public init(displaySize: CGSize, isPreview: Bool) { (self.displaySize, self.isPreview) = (displaySize, isPreview) }
}

/// Supplies a relevance widget: which configurations are relevant, and the entry for each.
public protocol RelevanceEntriesProvider {
    associatedtype Configuration
    associatedtype Entry: RelevanceEntry
    typealias Context = RelevanceEntriesProviderContext
    func relevance() async -> WidgetRelevance<Configuration>
    func entry(configuration: Configuration, context: Context) async throws -> Entry
    func placeholder(context: Context) -> Entry
}

/// A relevance entry carried through a timeline: its relevant configuration's entry, now.
struct RelevanceTimelineEntry: TimelineEntry {
    let date: Date
    let entry: any RelevanceEntry
}

/// A widget whose entries are those of the configurations its provider says are relevant
/// (watchOS 26's Smart Stack). Rendered in the rectangular accessory family, one entry per
/// relevant configuration, in the provider's order.
public struct RelevanceConfiguration<Content: View>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Provider: RelevanceEntriesProvider>(kind: String, provider: Provider,
                                                    @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        var description = WidgetDescription(kind: kind, makeSource: { _ in TimelineSource(relevanceProvider: provider) }, content: { entry in
            ((entry as? RelevanceTimelineEntry)?.entry as? Provider.Entry).map { AnyView(content($0)) }
        })
        description.supportedFamilies = [.accessoryRectangular]
        description.isWatchOnly = true
        _description = description
    }
}

extension TimelineSource {
    /// A relevance provider as a timeline: the entry of each relevant configuration, now (the
    /// placeholder when none is relevant). `relevance` replaces the provider's own answer (a preview's).
    init<Provider: RelevanceEntriesProvider>(relevanceProvider provider: Provider,
                                             relevance: (() async -> WidgetRelevance<Provider.Configuration>)? = nil) {
        func context(_ timeline: TimelineProviderContext) -> RelevanceEntriesProviderContext {
            RelevanceEntriesProviderContext(displaySize: timeline.displaySize, isPreview: timeline.isPreview)
        }
        self.init(
            placeholder: { RelevanceTimelineEntry(date: Date(), entry: provider.placeholder(context: context($0))) },
            snapshot: { timelineContext, done in done(RelevanceTimelineEntry(date: Date(), entry: provider.placeholder(context: context(timelineContext)))) },
            timeline: { timelineContext, done in
                let box = RelevanceHandoff(provider: provider, relevance: relevance, context: context(timelineContext), done: done)
                Task(executorPreference: ProviderExecutor.shared) { await box.run() }
            })
    }
}

/// The provider's relevant configurations turned into entries, handed to the one task that asks.
/// Sendable: nothing else touches it; the timeline's caller waits for `done`.
private final class RelevanceHandoff<Provider: RelevanceEntriesProvider>: @unchecked Sendable {
    let provider: Provider
    let relevance: (() async -> WidgetRelevance<Provider.Configuration>)?
    let context: RelevanceEntriesProviderContext
    let done: ([any TimelineEntry], TimelineReloadPolicy) -> Void
    init(provider: Provider, relevance: (() async -> WidgetRelevance<Provider.Configuration>)?, context: RelevanceEntriesProviderContext,
         done: @escaping ([any TimelineEntry], TimelineReloadPolicy) -> Void) {
        (self.provider, self.relevance, self.context, self.done) = (provider, relevance, context, done)
    }
    func run() async {
        let now = Date()
        var entries: [any TimelineEntry] = []
        let relevant = if let relevance { await relevance() } else { await provider.relevance() }
        for attribute in relevant.attributes {
            guard let configuration = attribute.configuration, let entry = try? await provider.entry(configuration: configuration, context: context) else { continue }
            entries.append(RelevanceTimelineEntry(date: now, entry: entry))
        }
        if entries.isEmpty { entries = [RelevanceTimelineEntry(date: now, entry: provider.placeholder(context: context))] }
        done(entries, .never)
    }
}

/// Builds a relevance preview's entries, one per line.
@resultBuilder
public enum PreviewRelevanceEntryBuilder<Entry> {
    public static func buildExpression(_ entry: Entry) -> [Entry] { [entry] }
    public static func buildPartialBlock(first: [Entry]) -> [Entry] { first }
    public static func buildPartialBlock(accumulated: [Entry], next: [Entry]) -> [Entry] { accumulated + next }
    public static func buildArray(_ parts: [[Entry]]) -> [Entry] { parts.flatMap { $0 } }
    public static func buildBlock() -> [Entry] { [] }
}

extension WidgetPreview {
    /// `#Preview("Name", widget: { MyRelevanceWidget() }, relevanceEntries: { Entry(…); Entry(…) })`:
    /// the entries in order, in the rectangular accessory family.
    public static func widget<W: Widget, Entry: RelevanceEntry>(_ name: String? = nil, widget: () -> W,
                                                                relevanceEntries: @escaping () async -> [Entry]) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription, family: .accessoryRectangular, entries: {
            let now = Date()
            return await relevanceEntries().map { RelevanceTimelineEntry(date: now, entry: $0) }
        })
    }

    /// `#Preview(widget: { MyRelevanceWidget() }, relevanceProvider: { Provider() })`, optionally
    /// with `relevance:` in place of the provider's own.
    public static func widget<W: Widget, P: RelevanceEntriesProvider>(_ name: String? = nil, widget: () -> W, relevanceProvider: () -> P,
                                                                      relevance: (() async -> WidgetRelevance<P.Configuration>)? = nil) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription, family: .accessoryRectangular,
                      source: TimelineSource(relevanceProvider: relevanceProvider(), relevance: relevance))
    }

    /// `#Preview(as: .systemSmall, using: MyINIntent()) { MyWidget() } timelineProvider: { Provider() }`
    /// for a SiriKit-intent provider.
    public static func widget<W: Widget, P: IntentTimelineProvider>(_ name: String? = nil, as family: WidgetFamily, using intent: P.Intent,
                                                                    widget: () -> W, timelineProvider: () -> P) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription, family: family, source: TimelineSource(timelineProvider(), intent: intent))
    }
}

/// The value of `NSUserActivity.activityType` when a person taps a Live Activity.
public let NSUserActivityTypeLiveActivity = "NSUserActivityTypeLiveActivity"

extension TimelineProviderContext {
    /// The environment values a widget may be shown with, per key path: the schemes, rendering
    /// modes and type sizes Loupe renders; nil for values the system does not vary.
    public var environmentVariants: EnvironmentVariants { EnvironmentVariants() }

    @dynamicMemberLookup
    public struct EnvironmentVariants: Sendable {
        public subscript<T>(keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? {
            switch keyPath as AnyKeyPath {
            case \EnvironmentValues.colorScheme: return ColorScheme.allCases as? [T]
            case \EnvironmentValues.widgetRenderingMode: return WidgetRenderingMode.allCases as? [T]
            case \EnvironmentValues.dynamicTypeSize: return DynamicTypeSize.allCases as? [T]
            default: return nil
            }
        }
        public subscript<T>(dynamicMember keyPath: WritableKeyPath<EnvironmentValues, T>) -> [T]? { self[keyPath] }
    }
}

/// A background task a widget configuration handles (`backgroundTask(_:action:)`); none runs on Linux.
public struct BackgroundTask<Request, Response>: Sendable {
    let name: String
}
extension BackgroundTask where Request == String, Response == Void {
    public static var urlSession: BackgroundTask<String, Void> { BackgroundTask(name: "urlSession") }
    public static func urlSession(_ identifier: String) -> BackgroundTask<String, Void> { BackgroundTask(name: "urlSession(\(identifier))") }
}
extension BackgroundTask where Request == Void, Response == Void {
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> { BackgroundTask(name: "appRefresh(\(identifier))") }
}

extension WidgetConfiguration {
    /// Accepted: no background task runs on Linux.
    public func backgroundTask<D, R>(_ task: BackgroundTask<D, R>, action: @escaping (D) async -> R) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    /// Accepted: no background URL session delivers events on Linux.
    public func onBackgroundURLSessionEvents(matching: String, _ handler: @escaping (String, @escaping () -> Void) -> Void) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
    public func onBackgroundURLSessionEvents(matching: ((String) -> Bool)? = nil, _ handler: @escaping (String, @escaping () -> Void) -> Void) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { _ in }
    }
}
