import Foundation

// The rest of the SwiftUI types the WidgetKit index lists as usable in widgets (issue #17). A
// widget is drawn once, whole, so the lazy stacks lay out as the eager ones; containers meant for
// lists and forms lay out as the stacks they become in a widget.

/// A horizontal stack that would create its views as they scroll into view; a widget shows all of
/// them, so it lays out as `HStack`.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    public var body: some View { HStack(alignment: alignment, spacing: spacing) { content } }
}

/// The vertical counterpart: lays out as `VStack`.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(),
                @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing, content())
    }
    public var body: some View { VStack(alignment: alignment, spacing: spacing) { content } }
}

/// A header, content and footer: in a widget (no list around it) they stack, leading-aligned.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent, content: Content, footer: Footer
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        (self.header, self.content, self.footer) = (header(), content(), footer())
    }
    public var body: some View { VStack(alignment: .leading) { header; content; footer } }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) { self.init(content: content, header: header, footer: { EmptyView() }) }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, header: { EmptyView() }, footer: { EmptyView() }) }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content, header: { Text(title) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content, header: { Text(title) }) }
}

/// Content with an optional label on a rounded secondary background. EST figures (iOS's default
/// style): 16 pt inside, corner 8, the label in the headline style 8 pt above the content.
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label, content: Content
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) { (self.label, self.content) = (label(), content()) }
    public var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .padding(16)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 8))
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) { self.init(content: content, label: { Text(title) }) }
}

/// A view SwiftUI redraws only when it changes (`.equatable()`); a still render draws it once.
public struct EquatableView<Content: View & Equatable>: View {
    public let content: Content
    public init(content: Content) { self.content = content }
    public var body: some View { content }
}

extension View where Self: Equatable {
    public func equatable() -> EquatableView<Self> { EquatableView(content: self) }
}

/// A shape scaled about an anchor (`shape.scale(_:anchor:)`).
public struct ScaledShape<Content: Shape>: Shape {
    public let shape: Content, scale: CGSize, anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) { (self.shape, self.scale, self.anchor) = (shape, scale, anchor) }
    public func path(in rect: CGRect) -> Path {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        return shape.path(in: rect).applying { p in CGPoint(x: ax + (p.x - ax) * scale.width, y: ay + (p.y - ay) * scale.height) }
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

/// A 2D affine transform, as CoreGraphics' (`x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`).
public struct CGAffineTransform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: CGFloat
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) { (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty) }
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    public init(translationX x: CGFloat, y: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y) }
    public init(scaleX x: CGFloat, y: CGFloat) { self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) { self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0) }
    func apply(_ p: CGPoint) -> CGPoint { CGPoint(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }
}

/// A shape with an affine transform applied to its path (`shape.transform(_:)`).
public struct TransformedShape<Content: Shape>: Shape {
    public let shape: Content, transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) { (self.shape, self.transform) = (shape, transform) }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying { transform.apply($0) } }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { shape.sizeThatFits(proposal) }
}

extension Shape {
    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }
    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> { TransformedShape(shape: self, transform: transform) }
}

/// The system's separator color (`.separator`): the hairline `Divider` draws.
public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .color(SystemColorTable.color(.separator, environment.colorScheme))
    }
}
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }

/// The selection color (`.selection`): the accent color, as nothing is selected in a widget.
public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
    public func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint { Color.accentColor._resolvePaint(in: environment) }
}
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { SelectionShapeStyle() } }

/// A 3×3 projective transform (`projectionEffect`'s argument), identity by default.
public struct ProjectionTransform: Hashable, Sendable {
    public var m11: CGFloat = 1, m12: CGFloat = 0, m13: CGFloat = 0
    public var m21: CGFloat = 0, m22: CGFloat = 1, m23: CGFloat = 0
    public var m31: CGFloat = 0, m32: CGFloat = 0, m33: CGFloat = 1
    public init() {}
    public init(_ t: CGAffineTransform) { (m11, m12, m21, m22, m31, m32) = (t.a, t.b, t.c, t.d, t.tx, t.ty) }
    public var isIdentity: Bool { self == ProjectionTransform() }
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }
}

/// A tree of data shown as disclosure groups. A widget cannot disclose, so every group stays closed:
/// the top level's rows, each with a trailing chevron when it has children (EST: iOS's collapsed
/// disclosure row — the label, then `chevron.right` in the secondary style).
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    /// The top level's rows: whether each has children to disclose, and its view.
    let rows: [(hasChildren: Bool, content: Leaf)]

    public init<DataElement>(_ data: Data, id: KeyPath<DataElement, ID>, children: KeyPath<DataElement, Data?>,
                             @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element {
        // Identity (`id`) matters for animation between states; a still render keeps the order.
        rows = data.map { element in (!(element[keyPath: children]?.isEmpty ?? true), content(element)) }
    }

    public init<DataElement: Identifiable>(_ data: Data, children: KeyPath<DataElement, Data?>,
                                           @ViewBuilder content: @escaping (DataElement) -> Leaf) where DataElement == Data.Element, ID == DataElement.ID {
        self.init(data, id: \.id, children: children, content: content)
    }

    public var body: some View {
        VStack(alignment: .leading) {
            ForEach(rows.indices, id: \.self) { i in
                HStack {
                    rows[i].content
                    Spacer(minLength: 0)
                    if rows[i].hasChildren {
                        Image(systemName: "chevron.right").font(.footnote.weight(.semibold)).foregroundStyle(.secondary)
                    }
                }
            }
        }
    }
}
