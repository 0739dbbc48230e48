import Foundation
import Loupe
import LoupeUI

/// A node of the placed tree as the rules see it: its path in the layout dump and the clips above it.
struct PlacedNode {
    /// `root/clipShape[0]/…/Text[1]`: each step a kind and its index among siblings of that kind.
    let path: String
    let node: LayoutNode
    /// The intersection of the frames of the clip effects above the node (and on it), if any.
    let clip: CGRect?
    /// The clip effects' shapes, placed in root coordinates: a rounded corner or a circle cuts
    /// inside the frame.
    let clipShapes: [Path]
    /// The node is drawn behind content (a `.background` layer, the container background).
    let inBackground: Bool

    /// Whether every corner of the node's frame (half a point in, for pixel rounding) is inside
    /// each clip shape: a box in a rounded corner is cut even when its frame is inside the clip's.
    var cornersInsideClipShapes: Bool {
        let inner = node.frame.insetBy(dx: min(0.5, node.frame.width / 2), dy: min(0.5, node.frame.height / 2))
        let corners = [CGPoint(x: inner.minX, y: inner.minY), CGPoint(x: inner.maxX, y: inner.minY),
                       CGPoint(x: inner.minX, y: inner.maxY), CGPoint(x: inner.maxX, y: inner.maxY)]
        return clipShapes.allSatisfy { shape in corners.allSatisfy { shape.contains($0) } }
    }
}

extension LayoutNode {
    /// This node and every node under it, depth first, with paths starting at `path`.
    func walk(path: String) -> [PlacedNode] {
        var found: [PlacedNode] = []
        func visit(_ node: LayoutNode, _ path: String, _ clip: CGRect?, _ shapes: [Path], _ inBackground: Bool) {
            var clip = clip, shapes = shapes
            if case .effect(.clip(let shape)) = node.content {
                clip = clip.map { $0.intersection(node.frame) } ?? node.frame
                shapes.append(shape.path(placedIn: node.frame))
            }
            found.append(PlacedNode(path: path, node: node, clip: clip, clipShapes: shapes, inBackground: inBackground))
            // A background's layers (every child after its base, LayoutNode.secondaryParts) are drawn behind it.
            var isBackground = false
            if case .secondary(.background) = node.content { isBackground = true }
            var seen: [String: Int] = [:]
            for (i, child) in node.children.enumerated() {
                let n = seen[child.kind, default: 0]
                seen[child.kind] = n + 1
                visit(child, "\(path)/\(child.kind)[\(n)]", clip, shapes, inBackground || (isBackground && i > 0))
            }
        }
        visit(self, path, nil, [], false)
        return found
    }
}

extension CGRect {
    /// Whether `rect` stays inside, with half a point of slack for pixel rounding — compared edge by
    /// edge (CGRect.contains on Linux missed a rect equal to its container).
    func holds(_ rect: CGRect) -> Bool {
        rect.minX >= minX - 0.5 && rect.minY >= minY - 0.5 && rect.maxX <= maxX + 0.5 && rect.maxY <= maxY + 0.5
    }
}

extension TextLayout {
    /// The point size the text is drawn at, after any minimumScaleFactor: line boxes are sized from
    /// the font's cap height (FontRoles), so it gives the size back.
    var pointSize: CGFloat { firstLineMetrics.capHeight / FontRoles.capHeight * scale }
}
