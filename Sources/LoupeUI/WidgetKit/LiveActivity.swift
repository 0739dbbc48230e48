import Foundation

// Live Activities, as ActivityKit and WidgetKit declare them. On Linux nothing runs an activity:
// `Activity` keeps what it is given, so app code that starts and updates activities compiles and
// runs inertly; what Loupe renders are the presentations of `ActivityConfiguration`.

/// An activity's fixed data, with its changing `ContentState`.
public protocol ActivityAttributes: Decodable, Encodable {
    associatedtype ContentState: Decodable, Encodable, Hashable
}

/// What an activity's views are given.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    public let attributes: Attributes
    public let state: Attributes.ContentState
    /// The content is older than its `staleDate`.
    public let isStale: Bool
    public let activityID: String
    public init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool = false, activityID: String = "preview") {
        (self.attributes, self.state, self.isStale, self.activityID) = (attributes, state, isStale, activityID)
    }
}

/// A content state with its stale date and relevance.
public struct ActivityContent<State: Decodable & Encodable & Hashable> {
    public var state: State
    public var staleDate: Date?
    public var relevanceScore: Double
    public init(state: State, staleDate: Date?, relevanceScore: Double = 0) {
        (self.state, self.staleDate, self.relevanceScore) = (state, staleDate, relevanceScore)
    }
}

/// Where an activity is shown (the presentations Loupe renders).
public enum ActivityPresentation: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    /// The Lock Screen (and the banner on devices without a Dynamic Island).
    case lockScreen
    /// The Dynamic Island's compact presentation: leading and trailing around the sensor housing.
    case compact
    /// The minimal presentation, when several activities share the island.
    case minimal
    /// The expanded island, when the person touches and holds it.
    case expanded
    public var description: String { rawValue }
}

/// `#Preview(as: .content / .dynamicIsland(…), using: attributes)`.
public enum ActivityPreviewViewKind: Hashable, Sendable {
    case content
    case dynamicIsland(DynamicIslandPreviewViewState)
    public enum DynamicIslandPreviewViewState: Hashable, Sendable { case compact, minimal, expanded }

    public var presentation: ActivityPresentation {
        switch self {
        case .content: return .lockScreen
        case .dynamicIsland(.compact): return .compact
        case .dynamicIsland(.minimal): return .minimal
        case .dynamicIsland(.expanded): return .expanded
        }
    }
}

/// Other places a Live Activity shows (watchOS Smart Stack, CarPlay): recorded, not rendered.
public enum ActivityFamily: Hashable, Sendable { case small, medium }

/// A Live Activity's views: the Lock Screen content and the Dynamic Island.
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration {
    public let _description: WidgetDescription

    public init<Content: View>(for attributesType: Attributes.Type = Attributes.self,
                               @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
                               dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland) {
        // No timeline and no family: the activity's views are all it has.
        var description = EmptyWidgetConfiguration()._description
        description.kind = String(describing: Attributes.self)
        description.displayName = description.kind
        description.supportedFamilies = []
        description.activity = ActivityDescription(attributesType: String(describing: Attributes.self)) { attributes, state, isStale in
            guard let attributes = attributes as? Attributes, let state = state as? Attributes.ContentState else { return nil }
            let context = ActivityViewContext(attributes: attributes, state: state, isStale: isStale)
            return (AnyView(content(context)), dynamicIsland(context))
        }
        _description = description
    }
}

/// A Live Activity's views with its attribute types erased.
public struct ActivityDescription {
    public let attributesType: String
    /// Supplemental families (`.supplementalActivityFamilies`).
    public var families: [ActivityFamily] = []
    /// The Lock Screen view and the island for attributes and a content state; nil when either is of
    /// another type than the configuration's.
    public let views: (Any, Any, Bool) -> (content: AnyView, island: DynamicIsland)?

    public init(attributesType: String, views: @escaping (Any, Any, Bool) -> (content: AnyView, island: DynamicIsland)?) {
        self.attributesType = attributesType
        self.views = views
    }
}

extension WidgetConfiguration {
    /// Where else the activity shows (`.small`: watchOS Smart Stack and CarPlay). Recorded only.
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self) { $0.activity?.families = families }
    }
}

extension View {
    /// The Lock Screen presentation's background.
    public func activityBackgroundTint(_ color: Color?) -> some View {
        modifier(ContainerBackgroundModifier { context in
            guard let color else { return [] }
            return [.shape(ResolvedShape(Rectangle(), drawing: .fill(color._resolvePaint(in: context.environment), eoFill: false), environment: context.environment))]
        })
    }

    /// The color of the system's buttons beside the activity (the dismiss control): nothing Loupe
    /// draws; accepted so activity code compiles unchanged.
    public func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }
}

/// `#Preview(…, contentStates: { state1; state2 })`.
@resultBuilder
public enum PreviewActivityBuilder<A: ActivityAttributes> {
    public static func buildExpression(_ state: A.ContentState) -> [A.ContentState] { [state] }
    public static func buildPartialBlock(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildPartialBlock(accumulated: [A.ContentState], next: [A.ContentState]) -> [A.ContentState] { accumulated + next }
    public static func buildArray(_ parts: [[A.ContentState]]) -> [A.ContentState] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [A.ContentState]?) -> [A.ContentState] { part ?? [] }
    public static func buildEither(first: [A.ContentState]) -> [A.ContentState] { first }
    public static func buildEither(second: [A.ContentState]) -> [A.ContentState] { second }
    public static func buildBlock() -> [A.ContentState] { [] }
}

/// A preview's activity: its attributes, content states and presentation.
public struct ActivityPreviewData {
    public let attributes: Any
    public let contentStates: () async -> [Any]
    /// nil: every presentation.
    public let presentation: ActivityPresentation?

    public init(attributes: Any, contentStates: @escaping () async -> [Any], presentation: ActivityPresentation?) {
        (self.attributes, self.contentStates, self.presentation) = (attributes, contentStates, presentation)
    }
}

extension WidgetPreview {
    /// `#Preview("Name", as: .content, using: attributes) { MyActivity() } contentStates: { … }`.
    public static func activity<W: Widget, A: ActivityAttributes>(_ name: String? = nil, as kind: ActivityPreviewViewKind?, using attributes: A,
                                                                  widget: () -> W,
                                                                  @PreviewActivityBuilder<A> contentStates: @escaping () async -> [A.ContentState]) -> WidgetPreview {
        WidgetPreview(name, widget: widget()._loupeDescription,
                      activity: ActivityPreviewData(attributes: attributes, contentStates: { await contentStates().map { $0 as Any } },
                                                    presentation: kind?.presentation))
    }

    /// The presentations this preview renders (empty for a widget).
    public var presentations: [ActivityPresentation] {
        guard widget.activity != nil else { return [] }
        return activity?.presentation.map { [$0] } ?? ActivityPresentation.allCases
    }
}

// MARK: - ActivityKit's app side, inert on Linux

/// Whether the person allows Live Activities. Nothing shows them on Linux: false.
public struct ActivityAuthorizationInfo {
    public init() {}
    public var areActivitiesEnabled: Bool { false }
    public var frequentPushesEnabled: Bool { false }
}

public struct PushType: Hashable, Sendable {
    let name: String
    public static let token = PushType(name: "token")
    public static func channel(_ id: String) -> PushType { PushType(name: "channel:\(id)") }
}

public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    let after: Date?
    public static let `default` = ActivityUIDismissalPolicy(after: nil)
    public static let immediate = ActivityUIDismissalPolicy(after: .distantPast)
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy { ActivityUIDismissalPolicy(after: date) }
}

public enum ActivityState: Hashable, Sendable { case active, ended, dismissed, stale, pending }

/// A started activity. On Linux it only keeps its content: app code that manages activities
/// compiles and runs, and nothing is shown.
public final class Activity<Attributes: ActivityAttributes>: @unchecked Sendable {
    public let id: String
    public let attributes: Attributes
    public private(set) var content: ActivityContent<Attributes.ContentState>
    public private(set) var activityState: ActivityState = .active

    init(attributes: Attributes, content: ActivityContent<Attributes.ContentState>) {
        (self.id, self.attributes, self.content) = (UUID().uuidString, attributes, content)
    }

    public static func request(attributes: Attributes, content: ActivityContent<Attributes.ContentState>,
                               pushType: PushType? = nil) throws -> Activity<Attributes> {
        Activity(attributes: attributes, content: content)
    }

    public static var activities: [Activity<Attributes>] { [] }

    public func update(_ content: ActivityContent<Attributes.ContentState>) async { self.content = content }

    public func end(_ content: ActivityContent<Attributes.ContentState>?, dismissalPolicy: ActivityUIDismissalPolicy = .default) async {
        if let content { self.content = content }
        activityState = .ended
    }

    /// No push service on Linux: the sequence ends at once.
    public var pushTokenUpdates: AsyncStream<Data> { AsyncStream { $0.finish() } }
    public var pushToken: Data? { nil }
}
