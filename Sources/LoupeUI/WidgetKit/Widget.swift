import Foundation

/// A widget, as WidgetKit declares it: a kind, a provider of entries and a view per entry.
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    init()
    var body: Body { get }
}

extension Widget {
    /// The widget's description with its type's name (`WidgetDescription.typeName`): what previews
    /// of it carry.
    public var _loupeDescription: WidgetDescription {
        var description = body._description
        description.typeName = String(describing: Self.self)
        return description
    }
}

/// What a widget's body describes. Loupe reads it as a `WidgetDescription`.
public protocol WidgetConfiguration {
    var _description: WidgetDescription { get }
}

/// Everything Loupe needs from a widget declaration, with the provider and the view erased.
public struct WidgetDescription {
    public var kind: String
    public var displayName: String
    public var summary: String
    public var supportedFamilies: [WidgetFamily]
    public var contentMarginsDisabled: Bool
    public var containerBackgroundRemovable: Bool
    /// The name of the configuration intent type, for configurable widgets.
    public var intentTypeName: String?
    /// The provider, configured with an intent (nil: the intent type's `init()`).
    public let makeSource: ((any WidgetConfigurationIntent)?) -> TimelineSource
    /// The widget's view for an entry; nil when the entry is of another type than the provider's.
    public let content: (any TimelineEntry) -> AnyView?
    /// A Live Activity's views (`ActivityConfiguration`), instead of a timeline's.
    public var activity: ActivityDescription?
    /// A control (`ControlWidget`), instead of a timeline widget.
    public var control: ControlDescription?
    /// Places the system should not offer the widget in, per family (`disfavoredLocations(_:for:)`).
    public var disfavoredLocations: [WidgetLocation: Set<WidgetFamily>] = [:]
    /// visionOS: the material and mounting styles (drawn on the visionOS device; see VisionPresentation).
    public var texture: WidgetTexture?
    public var mountingStyles: [WidgetMountingStyle] = []
    /// A widget only watchOS shows (a `RelevanceConfiguration`: the watch's Smart Stack), so its
    /// cells default to the watch.
    public var isWatchOnly = false
    /// The Swift type that declares it (`DeliveryLiveActivity`): the name its author knows it by,
    /// where its kind is another (a Live Activity's kind is its attributes' type, as ActivityKit
    /// knows it; a widget's kind may be `com.example.steps`).
    public var typeName: String?

    public init(kind: String, makeSource: @escaping ((any WidgetConfigurationIntent)?) -> TimelineSource,
                content: @escaping (any TimelineEntry) -> AnyView?) {
        self.kind = kind
        displayName = kind
        summary = ""
        supportedFamilies = WidgetFamily.defaultSupported
        contentMarginsDisabled = false
        containerBackgroundRemovable = true
        self.makeSource = makeSource
        self.content = content
    }
}

/// A provider's three entry points with the entry type erased.
public struct TimelineSource {
    public let placeholder: (TimelineProviderContext) -> any TimelineEntry
    public let snapshot: (TimelineProviderContext, @escaping (any TimelineEntry) -> Void) -> Void
    public let timeline: (TimelineProviderContext, @escaping ([any TimelineEntry], TimelineReloadPolicy) -> Void) -> Void

    public init(placeholder: @escaping (TimelineProviderContext) -> any TimelineEntry,
                snapshot: @escaping (TimelineProviderContext, @escaping (any TimelineEntry) -> Void) -> Void,
                timeline: @escaping (TimelineProviderContext, @escaping ([any TimelineEntry], TimelineReloadPolicy) -> Void) -> Void) {
        self.placeholder = placeholder
        self.snapshot = snapshot
        self.timeline = timeline
    }

    init<P: TimelineProvider>(_ provider: P) {
        placeholder = { provider.placeholder(in: $0) }
        snapshot = { context, done in provider.getSnapshot(in: context) { done($0) } }
        timeline = { context, done in provider.getTimeline(in: context) { done($0.entries, $0.policy) } }
    }

    init<P: AppIntentTimelineProvider>(_ provider: P, intent: P.Intent) {
        placeholder = { provider.placeholder(in: $0) }
        // The provider's async answers run on Loupe's own threads (ProviderExecutor), whoever waits.
        snapshot = { context, done in Task(executorPreference: ProviderExecutor.shared) { done(await provider.snapshot(for: intent, in: context)) } }
        timeline = { context, done in
            Task(executorPreference: ProviderExecutor.shared) {
                let timeline = await provider.timeline(for: intent, in: context)
                done(timeline.entries, timeline.policy)
            }
        }
    }
}

public struct StaticConfiguration<Content: View>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Provider: TimelineProvider>(kind: String, provider: Provider,
                                            @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        _description = WidgetDescription(kind: kind, makeSource: { _ in TimelineSource(provider) },
                                         content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
    }
}

public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Provider: AppIntentTimelineProvider>(kind: String, intent: Intent.Type = Intent.self, provider: Provider,
                                                     @ViewBuilder content: @escaping (Provider.Entry) -> Content) where Provider.Intent == Intent {
        var description = WidgetDescription(kind: kind, makeSource: { configured in
            TimelineSource(provider, intent: (configured as? Intent) ?? Intent())
        }, content: { entry in (entry as? Provider.Entry).map { AnyView(content($0)) } })
        description.intentTypeName = String(describing: Intent.self)
        _description = description
    }
}

/// A configuration with one property of its description changed (`.supportedFamilies`, …).
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration {
    let base: Base
    let change: (inout WidgetDescription) -> Void
    public var _description: WidgetDescription {
        var description = base._description
        change(&description)
        return description
    }
}

extension WidgetConfiguration {
    private func changing(_ change: @escaping (inout WidgetDescription) -> Void) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self, change: change)
    }
    public func configurationDisplayName(_ name: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> { changing { $0.displayName = name.key } }
    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ name: S) -> ModifiedWidgetConfiguration<Self> { changing { $0.displayName = String(name) } }
    @_disfavoredOverload
    public func configurationDisplayName(_ name: LocalizedStringResource) -> ModifiedWidgetConfiguration<Self> { changing { $0.displayName = name.description } }
    public func description(_ text: LocalizedStringKey) -> ModifiedWidgetConfiguration<Self> { changing { $0.summary = text.key } }
    @_disfavoredOverload
    public func description<S: StringProtocol>(_ text: S) -> ModifiedWidgetConfiguration<Self> { changing { $0.summary = String(text) } }
    @_disfavoredOverload
    public func description(_ text: LocalizedStringResource) -> ModifiedWidgetConfiguration<Self> { changing { $0.summary = text.description } }
    public func supportedFamilies(_ families: [WidgetFamily]) -> ModifiedWidgetConfiguration<Self> { changing { $0.supportedFamilies = families } }
    public func contentMarginsDisabled() -> ModifiedWidgetConfiguration<Self> { changing { $0.contentMarginsDisabled = true } }
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> ModifiedWidgetConfiguration<Self> { changing { $0.containerBackgroundRemovable = isRemovable } }
}

/// Several widgets from one extension.
public protocol WidgetBundle {
    associatedtype Body: Widget
    init()
    @WidgetBundleBuilder var body: Body { get }
}

extension WidgetBundle {
    /// The bundle's widgets, in order.
    public var widgets: [any Widget] { WidgetList.flatten(body) }
}

/// The widgets of a bundle's body.
public struct WidgetList: Widget {
    let items: [any Widget]
    public init() { items = [] }
    init(_ items: [any Widget]) { self.items = items }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    static func flatten(_ widget: any Widget) -> [any Widget] {
        if let list = widget as? WidgetList { return list.items.flatMap(flatten) }
        return [widget]
    }
}

public struct EmptyWidgetConfiguration: WidgetConfiguration {
    public init() {}
    public var _description: WidgetDescription {
        WidgetDescription(kind: "", makeSource: { _ in
            TimelineSource(placeholder: { _ in EmptyEntry() }, snapshot: { $1(EmptyEntry()) }, timeline: { $1([], .never) })
        }, content: { _ in nil })
    }
    struct EmptyEntry: TimelineEntry { let date = Date(timeIntervalSince1970: 0) }
}

@resultBuilder
public enum WidgetBundleBuilder {
    public static func buildExpression<W: Widget>(_ widget: W) -> [any Widget] { [widget] }
    public static func buildBlock(_ parts: [any Widget]...) -> [any Widget] { parts.flatMap { $0 } }
    public static func buildFinalResult(_ widgets: [any Widget]) -> WidgetList { WidgetList(widgets) }
    public static func buildOptional(_ part: [any Widget]?) -> [any Widget] { part ?? [] }
    public static func buildEither(first: [any Widget]) -> [any Widget] { first }
    public static func buildEither(second: [any Widget]) -> [any Widget] { second }
    public static func buildLimitedAvailability(_ part: [any Widget]) -> [any Widget] { part }
}

// `@main struct MyWidgets: WidgetBundle` (or a single `@main` widget) is how every widget
// extension starts. On Linux a widget file is compiled into a library, not an extension: the
// entry point exists so the attribute compiles, and does nothing.
extension Widget {
    public static func main() {}
}
extension WidgetBundle {
    public static func main() {}
}
extension ControlWidget {
    public static func main() {}
}
