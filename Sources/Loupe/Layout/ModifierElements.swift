import Foundation
import LoupeUI

/// A modifier with one child. By default it passes everything through; layout modifiers report
/// priority 0 (layout.md §3), which subclasses that keep the child's priority override.
class WrapperElement: LayoutElement {
    let child: LayoutElement
    init(_ child: LayoutElement, context: LayoutContext) {
        self.child = child
        super.init(context: context)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize { child.sizeThatFits(proposal) }
    override var spacing: Spacing { child.spacing }

    /// Where the child sits inside this view, and what it is proposed, for a proposal.
    func childPlacement(_ proposal: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) { (.zero, proposal) }

    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let (offset, childProposal) = childPlacement(proposal, size: size)
        return child.explicitAlignment(key, proposal: childProposal, size: child.sizeThatFits(childProposal))
            .map { $0 + (key.axis == .horizontal ? offset.x : offset.y) }
    }

    func placeChild(at origin: CGPoint, proposal: ProposedViewSize, size: CGSize) -> LayoutNode {
        let (offset, childProposal) = childPlacement(proposal, size: size)
        return child.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + offset.y), proposal: childProposal)
    }

    /// The usual placement: this node at its size, with the child where `childPlacement` puts it.
    final func placeWrapping(_ kind: String, at origin: CGPoint, proposal: ProposedViewSize,
                             content: LayoutNode.Content = .none, detail: String = "") -> LayoutNode {
        let size = sizeThatFits(proposal)
        return node(kind, origin: origin, size: size, children: [placeChild(at: origin, proposal: proposal, size: size)],
                    content: content, detail: detail)
    }

    /// Aligns a child of `childSize` in a box of `size`: box guide − child guide (layout.md §3.1).
    func align(_ alignment: Alignment, childProposal: ProposedViewSize, childSize: CGSize, in size: CGSize) -> CGPoint {
        let box = ViewDimensions(width: size.width, height: size.height)
        return CGPoint(x: alignment.horizontal.key.defaultValue(in: box) - child.alignment(alignment.horizontal.key, proposal: childProposal, size: childSize),
                       y: alignment.vertical.key.defaultValue(in: box) - child.alignment(alignment.vertical.key, proposal: childProposal, size: childSize))
    }
}

/// A modifier that changes nothing about layout and keeps the child's priority: it only names the
/// node (effects, links, offsets) or tags it (accessibility identifiers).
class TransparentElement: WrapperElement {
    override var layoutPriority: Double { child.layoutPriority }
}

final class PaddingElement: WrapperElement {
    let insets: EdgeInsets
    init(_ insets: EdgeInsets, child: LayoutElement, context: LayoutContext) {
        self.insets = insets
        super.init(child, context: context)
    }
    private func inset(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: p.width.map { max($0 - insets.leading - insets.trailing, 0) },
                         height: p.height.map { max($0 - insets.top - insets.bottom, 0) })
    }
    override func measure(_ p: ProposedViewSize) -> CGSize {
        let s = child.sizeThatFits(inset(p))
        return CGSize(width: s.width + insets.leading + insets.trailing, height: s.height + insets.top + insets.bottom)
    }
    override var spacing: Spacing {
        var edges: [Edge] = []
        if insets.top != 0 { edges.append(.top) }
        if insets.leading != 0 { edges.append(.leading) }
        if insets.bottom != 0 { edges.append(.bottom) }
        if insets.trailing != 0 { edges.append(.trailing) }
        return child.spacing.resetting(edges)
    }
    override func childPlacement(_ p: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) {
        (CGPoint(x: insets.leading, y: insets.top), inset(p))
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        return node("padding", origin: origin, size: size, children: [placeChild(at: origin, proposal: proposal, size: size)],
                    detail: "\(insets.top.formatted) \(insets.leading.formatted) \(insets.bottom.formatted) \(insets.trailing.formatted)")
    }
}

/// `.frame(width:height:alignment:)` (layout.md §3.1).
final class FrameElement: WrapperElement {
    let width: CGFloat?, height: CGFloat?, alignment: Alignment
    init(width: CGFloat?, height: CGFloat?, alignment: Alignment, child: LayoutElement, context: LayoutContext) {
        (self.width, self.height, self.alignment) = (width, height, alignment)
        super.init(child, context: context)
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: width ?? p.width, height: height ?? p.height)
    }
    override func measure(_ p: ProposedViewSize) -> CGSize {
        if let width, let height { return CGSize(width: width, height: height) }
        let c = child.sizeThatFits(childProposal(p))
        return CGSize(width: width ?? c.width, height: height ?? c.height)
    }
    override var spacing: Spacing {
        var edges: [Edge] = []
        if width != nil { edges += [.leading, .trailing] }
        if height != nil { edges += [.top, .bottom] }
        return child.spacing.resetting(edges)
    }
    override func childPlacement(_ p: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) {
        let cp = childProposal(p)
        return (align(alignment, childProposal: cp, childSize: child.sizeThatFits(cp), in: size), cp)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("frame", at: origin, proposal: proposal)
    }
}

/// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)` (layout.md §3.2).
final class FlexFrameElement: WrapperElement {
    let limits: FlexFrame, alignment: Alignment
    init(_ limits: FlexFrame, alignment: Alignment, child: LayoutElement, context: LayoutContext) {
        (self.limits, self.alignment) = (limits, alignment)
        super.init(child, context: context)
    }

    private func axisLimits(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal ? (limits.minWidth, limits.idealWidth, limits.maxWidth) : (limits.minHeight, limits.idealHeight, limits.maxHeight)
    }

    private func clamp(_ v: CGFloat, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat {
        min(max(v, lo ?? -.infinity), hi ?? .infinity)
    }

    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ a: Axis) -> CGFloat? {
            let (lo, ideal, hi) = axisLimits(a)
            if let given = p[a] { return clamp(given, lo, hi) }
            if let ideal { return clamp(ideal, lo, hi) }
            return nil
        }
        return ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
    }

    override func measure(_ p: ProposedViewSize) -> CGSize {
        let cp = childProposal(p)
        var measured: CGSize?
        func childSize() -> CGSize {
            if let measured { return measured }
            let s = child.sizeThatFits(cp); measured = s; return s
        }
        func axis(_ a: Axis) -> CGFloat {
            let (lo, ideal, hi) = axisLimits(a)
            if let given = p[a], let lo, let hi { return clamp(given, lo, hi) }
            if p[a] == nil, let ideal { return ideal }
            let c = a == .horizontal ? childSize().width : childSize().height
            switch (lo, hi) {
            case let (lo?, hi?): return clamp(c, lo, hi)
            case let (lo?, nil): return max(min(cp[a] ?? .infinity, c), lo)
            case let (nil, hi?): return min(max(cp[a] ?? -.infinity, c), hi)
            case (nil, nil): return c
            }
        }
        return CGSize(width: axis(.horizontal), height: axis(.vertical))
    }

    override var spacing: Spacing {
        var edges: [Edge] = []
        if limits.minWidth != nil || limits.idealWidth != nil || limits.maxWidth != nil { edges += [.leading, .trailing] }
        if limits.minHeight != nil || limits.idealHeight != nil || limits.maxHeight != nil { edges += [.top, .bottom] }
        return child.spacing.resetting(edges)
    }

    /// Placement (iOS 17+): propose the final size, except that an axis proposed nil with no ideal
    /// whose size lies strictly between min and max proposes nil (keeps the child's ideal).
    override func childPlacement(_ p: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) {
        func axis(_ a: Axis) -> CGFloat? {
            let (lo, ideal, hi) = axisLimits(a)
            let final = a == .horizontal ? size.width : size.height
            if p[a] == nil, ideal == nil, final > (lo ?? -.infinity), final < (hi ?? .infinity) { return nil }
            return final
        }
        let cp = ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
        return (align(alignment, childProposal: cp, childSize: child.sizeThatFits(cp), in: size), cp)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("frame", at: origin, proposal: proposal, detail: "flexible")
    }
}

/// `.fixedSize(horizontal:vertical:)` (layout.md §3.4): proposes nil on the fixed axes.
final class FixedSizeElement: WrapperElement {
    let horizontal: Bool, vertical: Bool
    init(horizontal: Bool, vertical: Bool, child: LayoutElement, context: LayoutContext) {
        (self.horizontal, self.vertical) = (horizontal, vertical)
        super.init(child, context: context)
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }
    override var layoutPriority: Double { child.layoutPriority }
    override func measure(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(p)) }
    override func childPlacement(_ p: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) { (.zero, childProposal(p)) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("fixedSize", at: origin, proposal: proposal)
    }
}

/// `.layoutPriority(x)` (layout.md §3.6).
final class PriorityElement: WrapperElement {
    let priority: Double
    init(_ priority: Double, child: LayoutElement, context: LayoutContext) {
        self.priority = priority
        super.init(child, context: context)
    }
    override var layoutPriority: Double { priority }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("layoutPriority", at: origin, proposal: proposal, detail: "\(priority)")
    }
}

/// `.aspectRatio(_:contentMode:)` (layout.md §3.5).
final class AspectRatioElement: WrapperElement {
    let ratio: CGFloat?, mode: ContentMode
    init(ratio: CGFloat?, mode: ContentMode, child: LayoutElement, context: LayoutContext) {
        (self.ratio, self.mode) = (ratio, mode)
        super.init(child, context: context)
    }
    private func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        if p.width == nil && p.height == nil { return p }
        var r = ratio.map { CGSize(width: $0, height: 1) } ?? child.sizeThatFits(.unspecified)
        if r.width == r.height { r = CGSize(width: 1, height: 1) }
        var scales: [CGFloat] = []
        for (given, length) in [(p.width, r.width), (p.height, r.height)] {
            guard let given else { scales.append(.infinity); continue }
            if given == 0 && length == 0 { continue }
            scales.append(length == 0 ? .infinity : given / length)
        }
        let scale = mode == .fit ? (scales.min() ?? 1) : (scales.max() ?? 1)
        return ProposedViewSize(width: r.width * scale, height: r.height * scale)
    }
    override func measure(_ p: ProposedViewSize) -> CGSize { child.sizeThatFits(childProposal(p)) }
    override func childPlacement(_ p: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) {
        let cp = childProposal(p)
        let c = child.sizeThatFits(cp)
        return (CGPoint(x: (size.width - c.width) / 2, y: (size.height - c.height) / 2), cp)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("aspectRatio", at: origin, proposal: proposal)
    }
}

/// `.alignmentGuide(_:computeValue:)` (layout.md §3.8): overrides one guide, nothing else.
final class AlignmentGuideElement: TransparentElement {
    let key: AlignmentKey, compute: (ViewDimensions) -> CGFloat
    init(key: AlignmentKey, compute: @escaping (ViewDimensions) -> CGFloat, child: LayoutElement, context: LayoutContext) {
        (self.key, self.compute) = (key, compute)
        super.init(child, context: context)
    }
    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard key == self.key else { return super.explicitAlignment(key, proposal: proposal, size: size) }
        let value = compute(child.dimensions(proposal, size: size))
        return value.isFinite ? value : nil
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("alignmentGuide", at: origin, proposal: proposal, detail: key.name)
    }
}

/// `.offset`: moves the drawn view; its layout slot stays.
final class OffsetElement: TransparentElement {
    let offset: CGSize
    init(_ offset: CGSize, child: LayoutElement, context: LayoutContext) {
        self.offset = offset
        super.init(child, context: context)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let moved = CGPoint(x: origin.x + offset.width, y: origin.y + offset.height)
        return node("offset", origin: moved, size: size, children: [placeChild(at: moved, proposal: proposal, size: size)])
    }
}

/// `.accessibilityIdentifier`: tags the child's own node.
final class IdentifierElement: TransparentElement {
    let identifier: String
    init(_ identifier: String, child: LayoutElement, context: LayoutContext) {
        self.identifier = identifier
        super.init(child, context: context)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let placed = child.place(at: origin, proposal: proposal)
        return LayoutNode(kind: placed.kind, frame: placed.frame, identifier: placed.identifier ?? identifier,
                          children: placed.children, content: placed.content, detail: placed.detail)
    }
}

/// Tappable areas — `.widgetURL`/`Link` targets, buttons, toggles — appear in the layout tree
/// with their frame (the hit area) and target.
final class LinkElement: TransparentElement {
    let kind: String, detail: String, content: LayoutNode.Content
    init(kind: String, detail: String, content: LayoutNode.Content, child: LayoutElement, context: LayoutContext) {
        (self.kind, self.detail, self.content) = (kind, detail, content)
        super.init(child, context: context)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping(kind, at: origin, proposal: proposal, content: content, detail: detail)
    }
}

/// A drawing effect: layout is the child's; a mask is laid out in the child's bounds.
final class EffectElement: TransparentElement {
    let effect: ResolvedEffect
    let mask: ZStackElement?
    init(_ effect: ResolvedEffect, mask: ZStackElement?, child: LayoutElement, context: LayoutContext) {
        (self.effect, self.mask) = (effect, mask)
        super.init(child, context: context)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let children = LayoutNode.effectChildren(content: placeChild(at: origin, proposal: proposal, size: size),
                                                 mask: mask.map { SecondaryElement.placeAligned($0, in: size, at: origin) })
        return node(effect.kind, origin: origin, size: size, children: children, content: .effect(effect), detail: effect.detail)
    }
}

/// `.background` / `.overlay` (layout.md §3.7): exactly the base's layout; the secondary content
/// is a ZStack proposed the base's final size and aligned in its bounds.
final class SecondaryElement: TransparentElement {
    let layer: SecondaryLayer
    let content: ZStackElement
    init(_ layer: SecondaryLayer, content: ZStackElement, base: LayoutElement, context: LayoutContext) {
        (self.layer, self.content) = (layer, content)
        super.init(base, context: context)
    }
    static func placeAligned(_ content: ZStackElement, in size: CGSize, at origin: CGPoint) -> LayoutNode {
        let proposal = ProposedViewSize(size)
        let contentSize = content.sizeThatFits(proposal)
        let box = ViewDimensions(width: size.width, height: size.height)
        let alignment = content.alignment
        let x = alignment.horizontal.key.defaultValue(in: box) - content.alignment(alignment.horizontal.key, proposal: proposal, size: contentSize)
        let y = alignment.vertical.key.defaultValue(in: box) - content.alignment(alignment.vertical.key, proposal: proposal, size: contentSize)
        return content.place(at: CGPoint(x: origin.x + x, y: origin.y + y), proposal: proposal)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let base = placeChild(at: origin, proposal: proposal, size: size)
        let secondary = Self.placeAligned(content, in: size, at: origin)
        return node(layer.rawValue, origin: origin, size: size, children: LayoutNode.secondaryChildren(base: base, layer: secondary),
                    content: .secondary(layer))
    }
}

extension ResolvedEffect {
    var kind: String {
        switch self {
        case .opacity: return "opacity"
        case .clip: return "clipShape"
        case .mask: return "mask"
        case .shadow: return "shadow"
        case .rotation: return "rotationEffect"
        case .scale: return "scaleEffect"
        case .hidden: return "hidden"
        case .widgetAccentable: return "widgetAccentable"
        case .blendMode: return "blendMode"
        case .compositingGroup: return "compositingGroup"
        case .blur: return "blur"
        case .luminanceToAlpha: return "luminanceToAlpha"
        case .colorMatrix: return "colorMatrix"
        }
    }
    var detail: String {
        switch self {
        case .opacity(let o): return "\(o)"
        case .clip(let s): return s.name
        case let .shadow(c, r, x, y): return "\(c) r\(r.formatted) \(x.formatted),\(y.formatted)"
        case .rotation(let d, _): return "\(d)°"
        case let .scale(x, y, _): return "\(x.formatted)×\(y.formatted)"
        case .widgetAccentable(let on): return on ? "" : "false"
        case .blendMode(let mode): return mode.rawValue
        case .blur(let radius, _): return "r\(radius.formatted)"
        case .colorMatrix(let matrix): return matrix.description
        case .mask, .hidden, .compositingGroup, .luminanceToAlpha: return ""
        }
    }
}

/// A change of layout direction: the subtree is laid out left to right, then every frame in it is
/// mirrored about the subtree's own frame — stacks, padding, alignment and leading/trailing all
/// flip together, as in SwiftUI. Text keeps its glyph order (Pango lays out right-to-left scripts).
final class MirrorElement: TransparentElement {
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let placed = child.place(at: origin, proposal: proposal)
        return placed.mirrored(minX: placed.frame.minX, maxX: placed.frame.maxX)
    }
}

extension LayoutNode {
    /// The tree with every frame reflected horizontally between minX and maxX.
    func mirrored(minX: CGFloat, maxX: CGFloat) -> LayoutNode {
        var frame = self.frame
        frame.origin.x = minX + maxX - frame.maxX
        return LayoutNode(kind: kind, frame: frame, identifier: identifier,
                          children: children.map { $0.mirrored(minX: minX, maxX: maxX) }, content: content, detail: detail)
    }
}
