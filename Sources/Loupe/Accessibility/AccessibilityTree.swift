import Foundation
import LoupeUI

/// One element VoiceOver would find: what it speaks (label, value, traits, hint) and where it is.
public struct AccessibilityElementInfo: Hashable, Sendable {
    public var label: String
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits
    /// In root coordinates, points.
    public var frame: CGRect
    /// Whether the label was given (`.accessibilityLabel`), or — for a button, toggle or link —
    /// comes from a text or a labelled element inside it. False for an image that speaks only its
    /// file or symbol name, and for a button holding only such an image ("circle, button"): the
    /// ones a review asks to label.
    public var isLabelled = false
}

/// The accessibility elements of a placed tree, in reading order — what VoiceOver would visit. Read
/// from the layout tree: texts speak their string, images their name, buttons, toggles and links
/// combine what is inside them; `.accessibilityLabel/Value/Hint`, `.accessibilityElement(children:)`,
/// `.accessibilityHidden`, traits and sort priority change that as in SwiftUI.
///
/// Rules (SwiftUI's, as documented for the modifiers): the reading order is the view tree's order,
/// siblings reordered by descending `accessibilitySortPriority`; `.ignore` makes one element of its
/// own attributes, `.combine` one element whose label joins its children's with ", ", `.contain`
/// keeps the children as elements. A label, value or hint set on a view that holds several elements
/// and no `accessibilityElement` makes one combined element of them (a documented simplification:
/// SwiftUI's handling there varies).
public enum AccessibilityTree {
    public static func elements(of root: LayoutNode) -> [AccessibilityElementInfo] {
        collect(root, pending: AccessibilityAttributes()).elements
    }

    /// One element per line: `1. "Label", value "…" [traits] hint "…" @ x,y w×h`.
    public static func dump(_ elements: [AccessibilityElementInfo]) -> String {
        guard !elements.isEmpty else { return "no accessibility elements\n" }
        return elements.enumerated().map { i, element in
            var line = "\(i + 1). \"\(element.label)\""
            if let value = element.value { line += ", value \"\(value)\"" }
            let traits = element.traits.names
            if !traits.isEmpty { line += " [\(traits.joined(separator: ", "))]" }
            if let hint = element.hint { line += " hint \"\(hint)\"" }
            let f = element.frame
            line += " @ \(f.minX.formatted),\(f.minY.formatted) \(f.width.formatted)×\(f.height.formatted)"
            return line
        }.joined(separator: "\n") + "\n"
    }

    private struct Collected {
        var elements: [AccessibilityElementInfo]
        /// The sort priority its subtree declared, for ordering among siblings.
        var priority: Double
    }

    private static func collect(_ node: LayoutNode, pending: AccessibilityAttributes) -> Collected {
        // Modifiers nest outer to inner: gather them down the chain, the outer winning.
        if case .accessibility(let attributes) = node.content, let child = node.children.first {
            return collect(child, pending: pending.over(attributes))
        }
        let priority = pending.sortPriority ?? 0
        if pending.isHidden == true { return Collected(elements: [], priority: priority) }
        let inner = ownElements(node)
        switch pending.children {
        case .some(.contain):
            return Collected(elements: inner.map { apply(pending, to: $0) }, priority: priority)
        case .some(.ignore):
            let element = AccessibilityElementInfo(label: pending.label ?? "", value: pending.value, hint: pending.hint,
                                                   traits: traits(pending, base: []), frame: node.frame, isLabelled: pending.label != nil)
            return Collected(elements: [element], priority: priority)
        case .some(.combine):
            return Collected(elements: [apply(pending, to: combined(inner, frame: node.frame))], priority: priority)
        default:
            let declares = pending.label != nil || pending.value != nil || pending.hint != nil || !pending.addedTraits.isEmpty || !pending.removedTraits.isEmpty
            guard declares else { return Collected(elements: inner, priority: priority) }
            if inner.isEmpty {
                // A label on something with no element of its own (a shape, a color) makes it one.
                guard pending.label != nil || pending.value != nil else { return Collected(elements: [], priority: priority) }
                let element = AccessibilityElementInfo(label: pending.label ?? "", value: pending.value, hint: pending.hint,
                                                       traits: traits(pending, base: []), frame: node.frame)
                return Collected(elements: [element], priority: priority)
            }
            let one = inner.count == 1 ? inner[0] : combined(inner, frame: node.frame)
            return Collected(elements: [apply(pending, to: one)], priority: priority)
        }
    }

    /// The elements a node makes with no pending attributes of its own.
    private static func ownElements(_ node: LayoutNode) -> [AccessibilityElementInfo] {
        switch node.content {
        case .text:
            return [AccessibilityElementInfo(label: node.textString ?? "", value: nil, hint: nil, traits: .isStaticText, frame: node.frame)]
        case .symbol, .bitmap, .missingImage:
            return [AccessibilityElementInfo(label: imageLabel(node.detail), value: nil, hint: nil, traits: .isImage, frame: node.frame)]
        default:
            break
        }
        // Children in tree order, siblings reordered by their declared priority (stable).
        let children = node.children.enumerated().map { ($0.offset, collect($0.element, pending: AccessibilityAttributes())) }
        let ordered = children.sorted { a, b in a.1.priority != b.1.priority ? a.1.priority > b.1.priority : a.0 < b.0 }
        let inner = ordered.flatMap(\.1.elements)
        // Buttons, toggles and links are one element of what they hold.
        guard case .hitArea(let area) = node.content, !inner.isEmpty else { return inner }
        switch area {
        case .button: return [withTraits(combined(inner, frame: node.frame), .isButton)]
        case .toggle: return [withTraits(combined(inner, frame: node.frame), .isToggle)]
        case .link: return [withTraits(combined(inner, frame: node.frame), .isLink)]
        }
    }

    private static func combined(_ elements: [AccessibilityElementInfo], frame: CGRect) -> AccessibilityElementInfo {
        AccessibilityElementInfo(label: elements.map(\.label).filter { !$0.isEmpty }.joined(separator: ", "),
                                 value: elements.compactMap(\.value).first, hint: elements.compactMap(\.hint).first,
                                 traits: elements.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting([.isStaticText, .isImage]),
                                 frame: frame, isLabelled: elements.contains { $0.isLabelled || !$0.traits.contains(.isImage) })
    }

    private static func apply(_ attributes: AccessibilityAttributes, to element: AccessibilityElementInfo) -> AccessibilityElementInfo {
        var result = element
        if let label = attributes.label { result.label = label; result.isLabelled = true }
        if let value = attributes.value { result.value = value }
        if let hint = attributes.hint { result.hint = hint }
        result.traits = traits(attributes, base: element.traits)
        return result
    }

    private static func traits(_ attributes: AccessibilityAttributes, base: AccessibilityTraits) -> AccessibilityTraits {
        base.union(attributes.addedTraits).subtracting(attributes.removedTraits)
    }

    private static func withTraits(_ element: AccessibilityElementInfo, _ traits: AccessibilityTraits) -> AccessibilityElementInfo {
        var result = element
        result.traits.formUnion(traits)
        return result
    }

    /// What VoiceOver says for an image with no label: an SF Symbol's name read as words
    /// ("figure.walk" → "figure walk"), an asset's name.
    private static func imageLabel(_ detail: String) -> String {
        var name = detail.replacingOccurrences(of: " missing", with: "")
        // An asset's file ("Bottle.svg", "logo@2x.png") is read by its asset name.
        let ext = (name as NSString).pathExtension.lowercased()
        if ["png", "svg", "pdf", "jpg", "jpeg"].contains(ext) { name = (name as NSString).deletingPathExtension }
        if let at = name.range(of: #"@\dx$"#, options: .regularExpression) { name.removeSubrange(at) }
        return name.replacingOccurrences(of: ".", with: " ")
    }
}

extension LayoutNode {
    /// A text node's string, whole (nil for any other node).
    public var textString: String? {
        if case .text(let layout, _) = content { return layout.string }
        return nil
    }

    @available(*, deprecated, renamed: "textString", message: "the string now comes from the text's layout, not the dump's detail")
    public var detailText: String? { textString }
}
