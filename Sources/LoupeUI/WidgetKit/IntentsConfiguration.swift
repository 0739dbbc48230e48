import Foundation

// The SiriKit-intents path widgets used before App Intents (iOS 14–16), still in many apps:
// an `INIntent` subclass that Xcode generates from an .intentdefinition file, an
// `IntentTimelineProvider` and an `IntentConfiguration`.

/// A SiriKit intent (the `Intents` framework's base class). Xcode generates the subclasses from an
/// .intentdefinition file; on Linux declare the ones a widget names (`class ConfigurationIntent: INIntent {}`).
open class INIntent: NSObject {
    public required override init() { super.init() }
    open var identifier: String? { nil }
}

/// A custom type in an intent definition (`INObject`): an identifier and what users see.
open class INObject: NSObject {
    public let identifier: String?
    public let displayString: String
    public init(identifier: String?, display displayString: String) {
        (self.identifier, self.displayString) = (identifier, displayString)
    }
}

/// Supplies an intent-configured widget's entries through completion handlers.
public protocol IntentTimelineProvider {
    associatedtype Entry: TimelineEntry
    associatedtype Intent: INIntent
    typealias Context = TimelineProviderContext
    func placeholder(in context: Context) -> Entry
    func getSnapshot(for configuration: Intent, in context: Context, completion: @escaping (Entry) -> Void)
    func getTimeline(for configuration: Intent, in context: Context, completion: @escaping (Timeline<Entry>) -> Void)
    /// Preconfigured intents (watchOS); none by default.
    func recommendations() -> [IntentRecommendation<Intent>]
}

extension IntentTimelineProvider {
    public func recommendations() -> [IntentRecommendation<Intent>] { [] }
}

/// A preconfigured intent with its description.
public struct IntentRecommendation<Intent: INIntent> {
    public let intent: Intent
    public let description: String
    public init(intent: Intent, description: LocalizedStringKey) { (self.intent, self.description) = (intent, description.key) }
    public init(intent: Intent, description: Text) { (self.intent, self.description) = (intent, description.plainText) }
    @_disfavoredOverload
    public init<S: StringProtocol>(intent: Intent, description: S) { (self.intent, self.description) = (intent, String(description)) }
    @_disfavoredOverload
    public init(intent: Intent, description: LocalizedStringResource) { (self.intent, self.description) = (intent, description.description) }
}

extension TimelineSource {
    init<P: IntentTimelineProvider>(_ provider: P, intent: P.Intent) {
        self.init(placeholder: { provider.placeholder(in: $0) },
                  snapshot: { context, done in provider.getSnapshot(for: intent, in: context) { done($0) } },
                  timeline: { context, done in provider.getTimeline(for: intent, in: context) { done($0.entries, $0.policy) } })
    }
}

/// A widget configured by a SiriKit intent; previews render it with the intent's defaults
/// (`Intent()`), as the widget gallery shows a fresh widget.
public struct IntentConfiguration<Intent: INIntent, Content: View>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Provider: IntentTimelineProvider>(kind: String, intent: Intent.Type, provider: Provider,
                                                  @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        var description = WidgetDescription(kind: kind, makeSource: { _ in TimelineSource(provider, intent: Intent()) },
                                            content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
        description.intentTypeName = String(describing: Intent.self)
        _description = description
    }
}

/// What WidgetCenter knows of an installed widget. On Linux nothing is installed.
public struct WidgetInfo: Sendable, Hashable, Identifiable {
    public let kind: String
    public let family: WidgetFamily
    public init(kind: String, family: WidgetFamily) { (self.kind, self.family) = (kind, family) }
    public var id: WidgetInfo { self }
    /// A SiriKit-configured widget's intent: none installed on Linux.
    public var configuration: INIntent? { nil }
    public func widgetConfigurationIntent<Intent>(of type: Intent.Type) -> Intent? { nil }
}

extension WidgetCenter {
    /// No widgets are installed on Linux: an empty list.
    public func getCurrentConfigurations(_ completion: @escaping (Result<[WidgetInfo], Error>) -> Void) { completion(.success([])) }
    public func currentConfigurations() async throws -> [WidgetInfo] { [] }
    public func invalidateConfigurationRecommendations() {}
    public func invalidateRelevance(ofKind kind: String) {}
    public func invalidateRelevance<Intent>(ofKind kind: String, intent: Intent?) {}
}
