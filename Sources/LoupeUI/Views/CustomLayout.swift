import Foundation

/// SwiftUI's `Layout` protocol: a container of the app's own (a flow of tags, a radial dial).
/// Loupe asks it exactly what SwiftUI asks (Docs/layout-containers.md §C10): `sizeThatFits` for
/// its size, then `placeSubviews` in its bounds; each subview proxy measures and places the real
/// child. The cache is made once per container and render.
public protocol Layout {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews

    static var layoutProperties: LayoutProperties { get }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                           subviews: Subviews, cache: inout Cache) -> CGFloat?
    func makeCache(subviews: Subviews) -> Cache
    func updateCache(_ cache: inout Cache, subviews: Subviews)
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    /// SwiftUI's default: the union of the subviews' spacing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        subviews.reduce(into: ViewSpacing.zero) { $0.formUnion($1.spacing) }
    }
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
                                  subviews: Subviews, cache: inout Cache) -> CGFloat? { nil }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// `MyLayout { … }`, as a stack is written.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        StackLayoutView(layout: CustomLayoutValue(self), content: content())
    }
}

extension Layout where Cache == () {
    public func makeCache(subviews: Subviews) -> Cache { () }
}

public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A custom layout as a value `AnyLayout` and the resolve stage can hold.
struct CustomLayoutValue: StackLayoutValue, @unchecked Sendable {
    let layout: any Layout
    init(_ layout: some Layout) { self.layout = layout }
    func _node(_ children: [ResolvedNode]) -> ResolvedNode { .customLayout(CustomLayoutBox(layout), children: children) }
}

extension AnyLayout {
    public init(_ layout: some Layout) { self.init(CustomLayoutValue(layout)) }
}

/// A user's layout, its cache and its calls, behind one type the engine can hold: the engine
/// makes one session per container and render.
public final class CustomLayoutBox {
    private let makeSession: (LayoutSubviews) -> Session
    public let typeName: String

    public struct Session {
        public let sizeThatFits: (ProposedViewSize) -> CGSize
        public let placeSubviews: (CGRect, ProposedViewSize) -> Void
        public let explicitAlignment: (AlignmentKey, CGRect, ProposedViewSize) -> CGFloat?
        public let spacing: () -> ViewSpacing
    }

    init<L: Layout>(_ layout: L) {
        typeName = String(describing: L.self)
        makeSession = { subviews in
            // One cache for the session, shared by every call, as SwiftUI keeps it between passes.
            let cache = LayoutCacheBox(layout.makeCache(subviews: subviews))
            return Session(
                sizeThatFits: { layout.sizeThatFits(proposal: $0, subviews: subviews, cache: &cache.value) },
                placeSubviews: { layout.placeSubviews(in: $0, proposal: $1, subviews: subviews, cache: &cache.value) },
                explicitAlignment: { key, bounds, proposal in
                    key.axis == .horizontal
                        ? layout.explicitAlignment(of: HorizontalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
                        : layout.explicitAlignment(of: VerticalAlignment(key: key), in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
                },
                spacing: { layout.spacing(subviews: subviews, cache: &cache.value) })
        }
    }

    public func session(_ subviews: LayoutSubviews) -> Session { makeSession(subviews) }
}

private final class LayoutCacheBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// What a subview proxy asks of the engine: the real child's measures and where it is put.
public protocol LayoutSubviewEngine: AnyObject {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
    var priority: Double { get }
    var spacing: ViewSpacing { get }
    /// The values set with `.layoutValue(key:value:)` on the child, by key type.
    var layoutValues: [ObjectIdentifier: Any] { get }
}

public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let engines: [any LayoutSubviewEngine]
    public init(_ engines: [any LayoutSubviewEngine]) { self.engines = engines }
    public var startIndex: Int { 0 }
    public var endIndex: Int { engines.count }
    public subscript(index: Int) -> LayoutSubview { LayoutSubview(engine: engines[index]) }
    public static func == (a: LayoutSubviews, b: LayoutSubviews) -> Bool { a.elementsEqual(b) }
}

public struct LayoutSubview: Equatable {
    let engine: any LayoutSubviewEngine
    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.engine === b.engine }

    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { engine.sizeThatFits(proposal) }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { engine.dimensions(proposal) }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        engine.place(at: position, anchor: anchor, proposal: proposal)
    }
    public var priority: Double { engine.priority }
    public var spacing: ViewSpacing { engine.spacing }
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        engine.layoutValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue
    }
}

/// A view's spacing preferences, as the engine keeps them; `distance(to:along:)` asks the engine.
public struct ViewSpacing {
    /// The engine's preferences (opaque here) and how it measures a gap between two of them.
    package var preferences: Any?
    package var measure: ((ViewSpacing, ViewSpacing, Axis) -> CGFloat)?
    package var unions: [(ViewSpacing, Edge.Set)] = []

    public static let zero = ViewSpacing()
    public init() {}
    package init(preferences: Any?, measure: @escaping (ViewSpacing, ViewSpacing, Axis) -> CGFloat) {
        (self.preferences, self.measure) = (preferences, measure)
    }

    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        guard let measure = measure ?? next.measure ?? unions.first?.0.measure else { return 0 }
        return measure(self, next, axis)
    }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) { unions.append((other, edges)) }
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var copy = self
        copy.formUnion(other, edges: edges)
        return copy
    }
}

/// A value a child hands its custom layout (`.layoutValue(key: Rank.self, value: 2)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

extension View {
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        LayoutModifierView(content: self, modifier: .layoutValue(ObjectIdentifier(key), value))
    }
}
