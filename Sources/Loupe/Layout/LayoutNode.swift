import Foundation
import LoupeUI

/// The placed tree: every node with its frame in root coordinates (points, pixel-rounded per edge
/// as SwiftUI does, layout.md §6), its accessibility identifier, and what paint needs to draw it.
public struct LayoutNode {
    /// What kind of node this is: "Text", "HStack", "padding", "frame", "Circle"…
    public let kind: String
    public let frame: CGRect
    public let identifier: String?
    public let children: [LayoutNode]
    /// What paint draws for this node itself (children are drawn by their own nodes).
    public let content: Content
    /// Extra text for the dump (the text's string, a modifier's parameters).
    public let detail: String

    public enum Content {
        case none
        case text(TextLayout, redacted: Bool)
        case shape(ResolvedShape)
        case symbol(SymbolLayout, redacted: Bool)
        case bitmap(ResolvedImage.Bitmap, isTemplate: Bool, paint: ResolvedPaint, accentedMode: WidgetAccentedRenderingMode?, redacted: Bool)
        case missingImage(name: String)
        case divider(ResolvedPaint)
        /// A background or overlay: its parts are `secondaryParts` (the base, and what is drawn
        /// behind or over it).
        case secondary(SecondaryLayer)
        /// A drawing effect: its parts are `effectParts` (the content, and a mask's shape).
        case effect(ResolvedEffect)
        case link(URL)
        /// Where a tap lands: a button, toggle or `Link` (its kind and detail name it in dumps).
        case hitArea(HitArea)
        /// Accessibility attributes for the subtree (children[0]); nothing to draw.
        case accessibility(AccessibilityAttributes)
    }

    /// The children of a `.secondary` node, which `secondaryChildren` ordered.
    public var secondaryParts: (base: LayoutNode, layers: ArraySlice<LayoutNode>) {
        (children[0], children.dropFirst())
    }

    /// The children of an `.effect` node, which `effectChildren` ordered.
    public var effectParts: (content: LayoutNode, mask: LayoutNode?) {
        (children[0], children.count > 1 ? children[1] : nil)
    }

    /// A `.secondary` node's children: the base first, so a walk meets the view before its decoration.
    static func secondaryChildren(base: LayoutNode, layer: LayoutNode) -> [LayoutNode] { [base, layer] }

    /// An `.effect` node's children: the content, then a mask's shape if there is one.
    static func effectChildren(content: LayoutNode, mask: LayoutNode?) -> [LayoutNode] { [content] + (mask.map { [$0] } ?? []) }

    /// The frame of the first node (depth first) with this accessibility identifier.
    public func frame(ofIdentifier identifier: String) -> CGRect? {
        node(withIdentifier: identifier)?.frame
    }

    public func node(withIdentifier identifier: String) -> LayoutNode? {
        if self.identifier == identifier { return self }
        for child in children { if let found = child.node(withIdentifier: identifier) { return found } }
        return nil
    }

    /// All nodes, depth first.
    public var allNodes: [LayoutNode] { [self] + children.flatMap(\.allNodes) }

    /// One node per line, indented by depth: `kind x y w h [#identifier] detail`.
    public var dump: String {
        var lines: [String] = []
        func visit(_ node: LayoutNode, _ depth: Int) {
            let f = node.frame
            var line = String(repeating: "  ", count: depth) + node.kind
            line += " \(f.minX.formatted) \(f.minY.formatted) \(f.width.formatted) \(f.height.formatted)"
            if let id = node.identifier { line += " #\(id)" }
            if !node.detail.isEmpty { line += " \(node.detail)" }
            lines.append(line)
            for child in node.children { visit(child, depth + 1) }
        }
        visit(self, 0)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension LayoutNode: CustomStringConvertible {
    public var description: String { dump }
}
