import Foundation
import LoupeUI

/// What layout carries for one render: the text engine, display scale, images and warnings.
final class LayoutContext {
    let textEngine: TextEngine
    let displayScale: CGFloat
    /// The images the resolved tree draws, read before layout; a geometry reader adds its content's.
    var images: LoadedImages
    let diagnostics: Diagnostics
    var pixel: CGFloat { 1 / displayScale }
    /// Origins of the named coordinate spaces placed so far in this render (`.coordinateSpace(name:)`),
    /// for geometry readers inside them: ancestors are placed before their descendants.
    var namedSpaces: [AnyHashable: CGPoint] = [:]
    /// The nearest container's size for `.containerRelativeFrame` (C9): the size the root is
    /// proposed, the widget itself, as nothing inside a widget is a container.
    var containerSize: CGSize = .zero

    init(textEngine: TextEngine, displayScale: CGFloat, images: LoadedImages, diagnostics: Diagnostics) {
        (self.textEngine, self.displayScale, self.images, self.diagnostics) = (textEngine, displayScale, images, diagnostics)
    }
}

/// One node of the layout computation: answers SwiftUI's three questions (layout.md §1) —
/// its size for a proposal, its spacing preferences, its alignment guides — and places itself.
/// Sizes are memoised per proposal: stacks ask each child several times.
class LayoutElement {
    let context: LayoutContext
    private var sizes: [ProposedViewSize: CGSize] = [:]

    init(context: LayoutContext) { self.context = context }

    final func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        if let known = sizes[proposal] { return known }
        let size = measure(proposal)
        sizes[proposal] = size
        return size
    }

    /// Subclasses compute their size here.
    func measure(_ proposal: ProposedViewSize) -> CGSize { .zero }
    var layoutPriority: Double { 0 }
    var spacing: Spacing { .defaultLeaf }
    /// The view's explicit value for a guide (text baselines, `alignmentGuide`), if it has one.
    func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? { nil }
    /// Places the view with its top-left corner at `origin` (root coordinates, unrounded).
    func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode { fatalError("place not implemented") }

    /// The value of a guide: explicit, or its default for the size (layout.md §5).
    final func alignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat {
        if let value = explicitAlignment(key, proposal: proposal, size: size) { return value }
        return key.defaultValue(in: ViewDimensions(width: size.width, height: size.height))
    }

    final func dimensions(_ proposal: ProposedViewSize, size: CGSize) -> ViewDimensions {
        ViewDimensions(width: size.width, height: size.height) { [unowned self] key in
            self.explicitAlignment(key, proposal: proposal, size: size)
        }
    }

    /// A node with the frame rounded to the pixel grid per edge, ties up (layout.md §6).
    final func node(_ kind: String, origin: CGPoint, size: CGSize, children: [LayoutNode] = [],
                    content: LayoutNode.Content = .none, identifier: String? = nil, detail: String = "") -> LayoutNode {
        let m = context.pixel
        // Ties round up; the epsilon keeps a tie computed as x.4999999 (1/3 is inexact) a tie.
        func round(_ v: CGFloat) -> CGFloat { v.isFinite ? (v / m + 0.5 + 1e-7).rounded(.down) * m : v }
        let x0 = round(origin.x), y0 = round(origin.y)
        let x1 = round(origin.x + size.width), y1 = round(origin.y + size.height)
        let frame = CGRect(x: x0, y: y0, width: ((x1 - x0) / m).rounded() * m, height: ((y1 - y0) / m).rounded() * m)
        return LayoutNode(kind: kind, frame: frame, identifier: identifier, children: children, content: content, detail: detail)
    }
}
