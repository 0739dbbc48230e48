import Foundation

/// The resolved tree: a view's body fully expanded under an environment, down to the primitives
/// the engine lays out and draws. Fonts, colors and styles are concrete here; nothing refers back
/// to the author's view types, so layout and paint never need to know where a node came from.
public indirect enum ResolvedNode {
    case text(ResolvedText)
    case image(ResolvedImage)
    case shape(ResolvedShape)
    case spacer(minLength: CGFloat?)
    case divider(thickness: CGFloat, paint: ResolvedPaint)
    case stack(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [ResolvedNode])
    case zStack(alignment: Alignment, children: [ResolvedNode])
    /// A modifier that changes how its child is sized or placed.
    case layout(ResolvedLayoutModifier, ResolvedNode)
    /// A background or overlay: laid out in the base's bounds, never changes the base's size.
    case secondary(SecondaryLayer, alignment: Alignment, base: ResolvedNode, content: [ResolvedNode])
    /// A modifier that changes only how its child is drawn.
    case effect(ResolvedEffect, ResolvedNode)
    /// `ViewThatFits`: the first child whose ideal size fits on `axes`, else the last (Docs/layout-containers.md C1).
    case firstThatFits(axes: Axis.Set, children: [ResolvedNode])
    /// A container of the app's own `Layout` (C10).
    case customLayout(CustomLayoutBox, children: [ResolvedNode])
    /// `LazyVGrid` / `LazyHGrid` (C2).
    case lazyGrid(ResolvedLazyGrid, children: [ResolvedNode])
    /// `Grid`: rows (`.gridRow`) and views spanning every column (C3).
    case grid(ResolvedGrid, rows: [ResolvedNode])
    /// `GridRow`: its cells in a grid; outside one, an HStack.
    case gridRow(alignment: VerticalAlignment?, cells: [ResolvedNode])
    /// `GeometryReader`: content resolved once the reader is sized and placed (C4). The one node
    /// that resolves during layout: its content depends on geometry only layout knows.
    case geometryReader(GeometryContent)
}

extension ResolvedNode {
    /// The nodes this one holds directly — a container's children, a modifier's child, a
    /// background's base and content, a mask, a container background, a watch label — for walks
    /// over the whole tree. A geometry reader holds none yet: its content exists once it is placed.
    public var nestedNodes: [ResolvedNode] {
        switch self {
        case .text, .image, .shape, .spacer, .divider, .geometryReader:
            return []
        case let .stack(_, _, _, children), let .zStack(_, children), let .firstThatFits(_, children),
             let .customLayout(_, children), let .lazyGrid(_, children), let .grid(_, children), let .gridRow(_, children):
            return children
        case let .layout(modifier, child):
            switch modifier {
            case .containerBackground(let nodes), .widgetLabel(let nodes): return [child] + nodes
            default: return [child]
            }
        case let .secondary(_, _, base, content):
            return [base] + content
        case let .effect(effect, child):
            if case let .mask(_, mask) = effect { return [child, mask] }
            return [child]
        }
    }
}

/// A lazy grid's items along its cross axis (columns of a `LazyVGrid`, rows of a `LazyHGrid`).
public struct ResolvedLazyGrid {
    /// `.vertical` for a LazyVGrid (items are columns), `.horizontal` for a LazyHGrid (items are rows).
    public let axis: Axis
    public let items: [GridItem]
    public let alignment: Alignment
    public let spacing: CGFloat?
    public init(axis: Axis, items: [GridItem], alignment: Alignment, spacing: CGFloat?) {
        (self.axis, self.items, self.alignment, self.spacing) = (axis, items, alignment, spacing)
    }
}

public struct ResolvedGrid {
    public let alignment: Alignment
    public let horizontalSpacing: CGFloat?
    public let verticalSpacing: CGFloat?
}

/// A grid cell's own settings (`gridCellColumns`, `gridColumnAlignment`, `gridCellAnchor`).
public struct ResolvedGridCell {
    public var columns: Int = 1
    public var columnAlignment: HorizontalAlignment?
    public var anchor: UnitPoint?
    public init() {}
}

/// What a `GeometryReader` shows for a proxy, resolved in the environment it was declared in.
public struct GeometryContent {
    public let resolve: (GeometryProxy) -> [ResolvedNode]
    /// A view resolved where the reader's content is (its environment), to be measured before the
    /// content is built (`GeometryProxy.idealSize(of:)`).
    public let resolveAside: (AnyView) -> [ResolvedNode]
}

public enum Axis: String, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

public enum SecondaryLayer: String, Sendable { case background, overlay }

public enum ResolvedLayoutModifier {
    case padding(EdgeInsets)
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    case flexFrame(FlexFrame, alignment: Alignment)
    case fixedSize(horizontal: Bool, vertical: Bool)
    case layoutPriority(Double)
    case aspectRatio(CGFloat?, contentMode: ContentMode)
    case alignmentGuide(AlignmentKey, (ViewDimensions) -> CGFloat)
    case offset(CGSize)
    case accessibilityIdentifier(String)
    /// Accessibility labels, values, hints, traits, grouping and hiding, for the accessibility tree.
    case accessibility(AccessibilityAttributes)
    /// A link target (`.widgetURL`, `Link`): carried into the layout tree for hit-area dumps.
    case link(URL)
    /// A button or toggle: its kind and target (intent type, on/off) in the layout tree.
    case hitArea(HitArea)
    /// The layout direction changes for this subtree (`.environment(\.layoutDirection, …)`).
    case layoutDirection(LayoutDirection)
    /// `.containerBackground(_:for: .widget)`: drawn behind the whole widget container, outside the
    /// content margins. Outside a widget container it is ignored.
    case containerBackground([ResolvedNode])
    /// `.position(x:y:)`: takes the proposal and centres the child on the point (C5).
    case position(CGPoint)
    /// `.coordinateSpace(name:)`: a name GeometryProxy frames can be measured in (C4).
    case coordinateSpace(AnyHashable)
    /// A grid cell's settings; outside a grid, nothing.
    case gridCell(ResolvedGridCell)
    /// `.layoutValue(key:value:)`: read by the custom layout the view is a child of (C10).
    case layoutValue(ObjectIdentifier, Any)
    /// `.containerRelativeFrame`: a frame on `axes` whose lengths come from the container's (C9).
    case containerRelativeFrame(axes: Axis.Set, alignment: Alignment, length: (CGFloat, Axis) -> CGFloat)
    /// `.widgetLabel`: the label a watch face draws beside an accessory widget (present only where
    /// `\.showsWidgetLabel` is true). Read by the watch face's container; ignored by layout.
    case widgetLabel([ResolvedNode])
    /// `.widgetCurvesContent(_:)` where a watch face can curve it. Read by the container.
    case curvesContent(Bool)
    /// Lays the child along an arc (a watch face's curved label): text is bent glyph by glyph;
    /// anything else sits at the arc's middle, turned to it. Takes the whole proposal, which the
    /// arc's centre is measured in.
    case alongArc(ResolvedArc)
    /// A view that has drawn itself along a watch face's curve (a gauge in a watch label), so the
    /// face leaves it where it is instead of laying it along the arc. Nothing to layout.
    case drawnAlongArc
}

/// An arc in the coordinates of the view that lays along it: the circle's centre and radius, and
/// the angle its middle is at (degrees clockwise from 3 o'clock, as `Path.addArc` on a y-down canvas).
/// Text along it reads clockwise, tops outward.
public struct ResolvedArc: Hashable, Sendable, CustomStringConvertible {
    public var center: CGPoint
    public var radius: CGFloat
    public var middle: Double
    /// How far a line along it may reach, in degrees (nil: any length); a longer line is truncated
    /// at its end with an ellipsis.
    public var maximumSweep: Double?
    public init(center: CGPoint, radius: CGFloat, middle: Double, maximumSweep: Double? = nil) {
        (self.center, self.radius, self.middle, self.maximumSweep) = (center, radius, middle, maximumSweep)
    }
    /// The point at `angle` degrees on the circle.
    public func point(at angle: Double) -> CGPoint {
        let radians = angle * .pi / 180
        return CGPoint(x: center.x + radius * CGFloat(cos(radians)), y: center.y + radius * CGFloat(sin(radians)))
    }
    /// The angle a length of `distance` along the arc turns through, in degrees.
    public func degrees(along distance: CGFloat) -> Double { Double(distance / radius) * 180 / .pi }
    public var description: String { "arc c(\(center.x.formatted), \(center.y.formatted)) r \(radius.formatted) at \(CGFloat(middle).formatted)°" }
}

/// The six optional limits of `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:)`,
/// normalised as SwiftUI does when the modifier is made (layout.md §3.2).
public struct FlexFrame: Sendable, Equatable {
    public var minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight: CGFloat?
    public init(minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
                minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?) {
        func normalise(_ min: CGFloat?, _ ideal: CGFloat?, _ max: CGFloat?) -> (CGFloat?, CGFloat?, CGFloat?) {
            let lo = min.map { Swift.max($0, 0) }
            let mid = ideal.map { Swift.max(lo ?? 0, $0) }
            let hi = max.map { Swift.max(mid ?? lo ?? 0, $0) }
            return (lo, mid, hi)
        }
        func finite(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isFinite ? $0 : nil } }
        func maximum(_ v: CGFloat?) -> CGFloat? { v.flatMap { $0.isNaN || $0 == -.infinity ? nil : $0 } }
        (self.minWidth, self.idealWidth, self.maxWidth) = normalise(finite(minWidth), finite(idealWidth), maximum(maxWidth))
        (self.minHeight, self.idealHeight, self.maxHeight) = normalise(finite(minHeight), finite(idealHeight), maximum(maxHeight))
    }
}

public enum ResolvedEffect {
    case opacity(Double)
    case clip(ResolvedShape)
    case mask(alignment: Alignment, ResolvedNode)
    case shadow(color: RGBA, radius: CGFloat, x: CGFloat, y: CGFloat)
    case rotation(degrees: Double, anchor: UnitPoint)
    case scale(x: CGFloat, y: CGFloat, anchor: UnitPoint)
    case hidden
    /// `.widgetAccentable()`: the subtree joins (or leaves) the accent group in the accented mode.
    case widgetAccentable(Bool)
    /// `.blendMode(_:)`: the subtree, drawn as one group, composited onto what is behind it with this mode.
    case blendMode(BlendMode)
    /// `.compositingGroup()`: the subtree is drawn on its own first, so blend modes inside it
    /// combine with the group only, then the group is composited normally.
    case compositingGroup
    /// `.blur(radius:opaque:)`: the subtree blurred (σ = radius / 2, as shadows).
    case blur(radius: CGFloat, opaque: Bool)
    /// `.luminanceToAlpha()`: the subtree drawn as one group, then each pixel black with the
    /// group's luminance (Rec. 709 on sRGB, as the rendering modes' luma) times its alpha as alpha.
    case luminanceToAlpha
    /// `.saturation`, `.grayscale`, `.brightness`, `.contrast`, `.colorMultiply`, `.colorInvert`,
    /// `.hueRotation`: the subtree drawn as one group, then each pixel's straight colour filtered.
    case colorMatrix(ColorMatrix)
}

/// How a view's pixels combine with what is behind them (SwiftUI's BlendMode).
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}

extension Optional where Wrapped == CGFloat {
    /// Non-finite or negative sizes are ignored, as SwiftUI does for frames (layout.md §3.1).
    var finiteOrNil: CGFloat? {
        guard let value = self, value.isFinite, value >= 0 else { return nil }
        return value
    }
    /// Stack spacing: any finite value, negative included — a negative spacing overlaps the next
    /// view by that much, as on iOS (issue #13 item 1, measured `VStack(spacing: -2)`).
    var finiteSpacingOrNil: CGFloat? {
        guard let value = self, value.isFinite else { return nil }
        return value
    }
    /// Like `finiteOrNil`, but `.infinity` is a meaningful maximum.
    var finiteOrInfinityOrNil: CGFloat? {
        guard let value = self, !value.isNaN, value >= 0 else { return nil }
        return value
    }
}
