import Foundation

// Containers whose layout rules are in Docs/layout-containers.md (C1–C7).

/// The first of its children that fits the proposal on `axes`, else the last (C1).
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        (self.axes, self.content) = (axes, content())
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [.firstThatFits(axes: axes, children: context.resolve(content))]
    }
}

/// A column of a `LazyVGrid` or a row of a `LazyHGrid` (C2).
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        (self.size, self.spacing, self.alignment) = (size, spacing, alignment)
    }
}

/// Views pinned while scrolling; accepted (a widget does not scroll).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let grid: ResolvedLazyGrid
    let content: Content
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        grid = ResolvedLazyGrid(axis: .vertical, items: columns, alignment: Alignment(horizontal: alignment, vertical: .center), spacing: spacing)
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [.lazyGrid(grid, children: context.resolve(content))] }
}

public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let grid: ResolvedLazyGrid
    let content: Content
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        grid = ResolvedLazyGrid(axis: .horizontal, items: rows, alignment: Alignment(horizontal: .center, vertical: alignment), spacing: spacing)
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [.lazyGrid(grid, children: context.resolve(content))] }
}

/// Rows of cells in shared columns (C3).
public struct Grid<Content: View>: View, PrimitiveView {
    let grid: ResolvedGrid
    let content: Content
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        grid = ResolvedGrid(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [.grid(grid, rows: context.resolve(content))] }
}

public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [.gridRow(alignment: alignment, cells: context.resolve(content))] }
}

/// Where a geometry reader's frame is measured from.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
    public static func named(_ name: some Hashable & Sendable) -> CoordinateSpace { .named(AnyHashable(name)) }
}

/// What a `GeometryReader`'s content knows: its size and where it is (C4).
public struct GeometryProxy {
    public let size: CGSize
    /// The reader's frame in the render's root, and in each named coordinate space.
    let global: CGRect
    let named: [AnyHashable: CGPoint]
    /// The engine's measure of a view laid out in the reader's environment (nil where no engine lays
    /// the reader out).
    let measure: ((AnyView) -> CGSize)?
    public init(size: CGSize, global: CGRect, named: [AnyHashable: CGPoint] = [:], measure: ((AnyView) -> CGSize)? = nil) {
        (self.size, self.global, self.named, self.measure) = (size, global, named, measure)
    }
    /// A view's ideal size (what it reports for an unspecified proposal) in the reader's environment,
    /// before the content is built: for content laid out around views it must measure first, as a
    /// chart gives its axis labels the room they take. Nil where no engine lays the reader out.
    package func idealSize(of view: some View) -> CGSize? { measure?(AnyView(view)) }
    /// A widget has no safe area.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
    public func frame(in space: CoordinateSpace) -> CGRect {
        switch space {
        case .local: return CGRect(origin: .zero, size: size)
        case .global: return global
        case .named(let name):
            guard let origin = named[name] else { return global }
            return global.offsetBy(dx: -origin.x, dy: -origin.y)
        }
    }
}

public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [.geometryReader(GeometryContent(resolve: { proxy in context.resolve(content(proxy)) }, resolveAside: { context.resolve($0) }))]
    }
}

/// Stack layouts as values (`AnyLayout(isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout()))`) (C7).
public protocol StackLayoutValue: Sendable {
    func _node(_ children: [ResolvedNode]) -> ResolvedNode
}

public struct HStackLayout: StackLayoutValue {
    let alignment: VerticalAlignment, spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing.finiteSpacingOrNil) }
    public func _node(_ children: [ResolvedNode]) -> ResolvedNode { .stack(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: children) }
}

public struct VStackLayout: StackLayoutValue {
    let alignment: HorizontalAlignment, spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) { (self.alignment, self.spacing) = (alignment, spacing.finiteSpacingOrNil) }
    public func _node(_ children: [ResolvedNode]) -> ResolvedNode { .stack(axis: .vertical, alignment: alignment.key, spacing: spacing, children: children) }
}

public struct ZStackLayout: StackLayoutValue {
    let alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func _node(_ children: [ResolvedNode]) -> ResolvedNode { .zStack(alignment: alignment, children: children) }
}

/// A type-erased stack layout, callable like the stack itself: `layout { … }`.
public struct AnyLayout: StackLayoutValue {
    let base: any StackLayoutValue
    public init(_ layout: some StackLayoutValue) { base = (layout as? AnyLayout)?.base ?? layout }
    public func _node(_ children: [ResolvedNode]) -> ResolvedNode { base._node(children) }
}

extension StackLayoutValue {
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View { StackLayoutView(layout: self, content: content()) }
}

struct StackLayoutView<Layout: StackLayoutValue, Content: View>: View, PrimitiveView {
    let layout: Layout
    let content: Content
    var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext) -> [ResolvedNode] { [layout._node(context.resolve(content))] }
}

// MARK: - Modifiers

struct LayoutModifierView<Content: View>: View, PrimitiveView {
    let content: Content
    let modifier: ResolvedLayoutModifier
    var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext) -> [ResolvedNode] { [.layout(modifier, context.resolveSingle(content))] }
}

extension View {
    /// Centres the view on a point of its parent's space, taking the whole proposal (C5).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        LayoutModifierView(content: self, modifier: .position(CGPoint(x: x, y: y)))
    }
    public func position(_ position: CGPoint) -> some View { LayoutModifierView(content: self, modifier: .position(position)) }

    /// Names this view's space for `GeometryProxy.frame(in: .named(…))`.
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        LayoutModifierView(content: self, modifier: .coordinateSpace(AnyHashable(name)))
    }
    public func coordinateSpace(_ space: CoordinateSpace) -> some View {
        if case .named(let name) = space { return LayoutModifierView(content: self, modifier: .coordinateSpace(name)) }
        return LayoutModifierView(content: self, modifier: .coordinateSpace(AnyHashable("loupe.unnamed")))
    }

    /// A widget has no safe area to ignore (C6).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

    /// The inset content against the edge, the view in the rest (C6).
    public func safeAreaInset<V: View>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return VStackLayout(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .top { inset; self } else { self; inset }
        }
    }
    public func safeAreaInset<V: View>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                                       @ViewBuilder content: () -> V) -> some View {
        let inset = content()
        return HStackLayout(alignment: alignment, spacing: spacing ?? 0) {
            if edge == .leading { inset; self } else { self; inset }
        }
    }

    /// A grid cell spanning `count` columns (C3).
    public func gridCellColumns(_ count: Int) -> some View { gridCell { $0.columns = max(count, 1) } }
    /// How every cell of this cell's column is aligned horizontally (C3).
    public func gridColumnAlignment(_ alignment: HorizontalAlignment) -> some View { gridCell { $0.columnAlignment = alignment } }
    /// Where this cell sits in its box (C3).
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { gridCell { $0.anchor = anchor } }
    /// Accepted: Loupe sizes every cell on both axes.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { self }

    private func gridCell(_ change: (inout ResolvedGridCell) -> Void) -> some View {
        var cell = ResolvedGridCell()
        change(&cell)
        return LayoutModifierView(content: self, modifier: .gridCell(cell))
    }
}

public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public enum VerticalEdge: Sendable { case top, bottom }
public enum HorizontalEdge: Sendable { case leading, trailing }
