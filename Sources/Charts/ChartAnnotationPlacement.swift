import Foundation
import LoupeUI

/// Where `annotation(position:alignment:spacing:)` puts its view against a mark's bounds, as Swift
/// Charts documents it: `position` names the side of the bounds the view goes on (or `.overlay`,
/// inside them), `spacing` is the gap between them, and `alignment` lines the view up along that
/// side — `.top, alignment: .trailing` on a rule across the plot puts its text above the rule's
/// trailing end. A corner position puts the view outside that corner, diagonally off the bounds,
/// `spacing` away on both axes (EST: Charts documents the corner, not the offset). Leading and
/// trailing follow the layout direction.
struct ChartAnnotationPlacement: Equatable {
    /// The point of the chart the view is placed at, and which point of the view sits there
    /// (0…1 across and down the view).
    let point: CGPoint
    let anchor: UnitPoint
}

extension ChartAnnotationPlacement {
    init(bounds b: CGRect, position: AnnotationPosition, alignment: Alignment, spacing gap: CGFloat, isRightToLeft: Bool) {
        // Along a side: where the view's edge or centre meets the bounds' edge or centre.
        func across(_ horizontal: HorizontalAlignment) -> (x: CGFloat, anchor: CGFloat) {
            switch (horizontal, isRightToLeft) {
            case (.leading, false), (.trailing, true): return (b.minX, 0)
            case (.trailing, false), (.leading, true): return (b.maxX, 1)
            default: return (b.midX, 0.5)
            }
        }
        func down(_ vertical: VerticalAlignment) -> (y: CGFloat, anchor: CGFloat) {
            switch vertical {
            case .top: return (b.minY, 0)
            case .bottom: return (b.maxY, 1)
            default: return (b.midY, 0.5)
            }
        }
        // The leading and trailing sides on screen: minX is leading unless right to left.
        let leadingX = isRightToLeft ? b.maxX + gap : b.minX - gap, leadingAnchor: CGFloat = isRightToLeft ? 0 : 1
        let trailingX = isRightToLeft ? b.minX - gap : b.maxX + gap, trailingAnchor: CGFloat = isRightToLeft ? 1 : 0
        let h = across(alignment.horizontal), v = down(alignment.vertical)
        switch position {
        case .top, .automatic:
            (point, anchor) = (CGPoint(x: h.x, y: b.minY - gap), UnitPoint(x: h.anchor, y: 1))
        case .bottom:
            (point, anchor) = (CGPoint(x: h.x, y: b.maxY + gap), UnitPoint(x: h.anchor, y: 0))
        case .leading:
            (point, anchor) = (CGPoint(x: leadingX, y: v.y), UnitPoint(x: leadingAnchor, y: v.anchor))
        case .trailing:
            (point, anchor) = (CGPoint(x: trailingX, y: v.y), UnitPoint(x: trailingAnchor, y: v.anchor))
        case .overlay:
            (point, anchor) = (CGPoint(x: h.x, y: v.y), UnitPoint(x: h.anchor, y: v.anchor))
        case .topLeading:
            (point, anchor) = (CGPoint(x: leadingX, y: b.minY - gap), UnitPoint(x: leadingAnchor, y: 1))
        case .topTrailing:
            (point, anchor) = (CGPoint(x: trailingX, y: b.minY - gap), UnitPoint(x: trailingAnchor, y: 1))
        case .bottomLeading:
            (point, anchor) = (CGPoint(x: leadingX, y: b.maxY + gap), UnitPoint(x: leadingAnchor, y: 0))
        case .bottomTrailing:
            (point, anchor) = (CGPoint(x: trailingX, y: b.maxY + gap), UnitPoint(x: trailingAnchor, y: 0))
        }
    }
}
