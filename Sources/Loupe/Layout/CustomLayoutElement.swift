import Foundation
import LoupeUI

/// A container of the app's own `Layout` (Docs/layout-containers.md §C10): its size is what the
/// layout's `sizeThatFits` says, and each child goes where `placeSubviews` puts it — the anchor
/// point of the child's size at the position, measured with the proposal given there. A child the
/// layout does not place is centred in the bounds with the container's proposal, as in SwiftUI.
final class CustomLayoutElement: LayoutElement {
    let layout: CustomLayoutBox
    private let proxies: [SubviewProxy]
    private lazy var session = layout.session(LayoutSubviews(proxies))

    init(_ layout: CustomLayoutBox, children: [(element: LayoutElement, values: [ObjectIdentifier: Any])], context: LayoutContext) {
        self.layout = layout
        proxies = children.map { SubviewProxy($0.element, values: $0.values, pixel: context.pixel) }
        super.init(context: context)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = session.sizeThatFits(proposal)
        func length(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
        return CGSize(width: length(size.width), height: length(size.height))
    }

    /// The children's preferences merged, which is what SwiftUI's default `spacing(subviews:cache:)` gives.
    override var spacing: Spacing {
        proxies.reduce(into: Spacing()) { $0.merge($1.element.spacing, edges: Edge.allCases) }
    }

    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        session.explicitAlignment(key, CGRect(origin: .zero, size: size), proposal)
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let bounds = CGRect(origin: origin, size: size)
        proxies.forEach { $0.placement = nil }
        session.placeSubviews(bounds, proposal)
        let children = proxies.map { proxy -> LayoutNode in
            let placement = proxy.placement ?? (CGPoint(x: bounds.midX, y: bounds.midY), .center, proposal)
            let childSize = proxy.element.sizeThatFits(placement.proposal)
            let childOrigin = CGPoint(x: placement.position.x - placement.anchor.x * childSize.width,
                                      y: placement.position.y - placement.anchor.y * childSize.height)
            return proxy.element.place(at: childOrigin, proposal: placement.proposal)
        }
        return node(layout.typeName, origin: origin, size: size, children: children)
    }
}

/// The engine behind a `LayoutSubview`: measures the real child and remembers where it is put.
private final class SubviewProxy: LayoutSubviewEngine {
    let element: LayoutElement
    let layoutValues: [ObjectIdentifier: Any]
    let pixel: CGFloat
    var placement: (position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

    init(_ element: LayoutElement, values: [ObjectIdentifier: Any], pixel: CGFloat) {
        (self.element, self.layoutValues, self.pixel) = (element, values, pixel)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { element.sizeThatFits(proposal) }
    func dimensions(_ proposal: ProposedViewSize) -> ViewDimensions { element.dimensions(proposal, size: element.sizeThatFits(proposal)) }
    func place(at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) { placement = (position, anchor, proposal) }
    var priority: Double { element.layoutPriority }
    var spacing: ViewSpacing {
        let pixel = pixel
        return ViewSpacing(preferences: element.spacing) { first, next, axis in
            let mine = first.preferences as? Spacing ?? .defaultLeaf, theirs = next.preferences as? Spacing ?? .defaultLeaf
            return mine.distance(to: theirs, along: axis, pixel: pixel)
        }
    }
}
