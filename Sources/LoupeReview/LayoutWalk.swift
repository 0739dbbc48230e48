import Foundation
import Loupe

/// A node of the placed tree as the rules see it: its path in the layout dump and the clip above it.
struct PlacedNode {
    /// `root/clipShape[0]/…/Text[1]`: each step a kind and its index among siblings of that kind.
    let path: String
    let node: LayoutNode
    /// The intersection of the frames of the clip effects above the node (and on it), if any.
    let clip: CGRect?
}

extension LayoutNode {
    /// This node and every node under it, depth first, with paths starting at `path`.
    func walk(path: String) -> [PlacedNode] {
        var found: [PlacedNode] = []
        func visit(_ node: LayoutNode, _ path: String, _ clip: CGRect?) {
            var clip = clip
            if case .effect(.clip) = node.content { clip = clip.map { $0.intersection(node.frame) } ?? node.frame }
            found.append(PlacedNode(path: path, node: node, clip: clip))
            var seen: [String: Int] = [:]
            for child in node.children {
                let n = seen[child.kind, default: 0]
                seen[child.kind] = n + 1
                visit(child, "\(path)/\(child.kind)[\(n)]", clip)
            }
        }
        visit(self, path, nil)
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
