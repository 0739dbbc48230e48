import Foundation

// Accessibility as widget code declares it. A render draws none of it; the attributes are carried
// into the layout tree (ResolvedLayoutModifier.accessibility), where Loupe reads the accessibility
// elements VoiceOver would find (`loupe render --dump accessibility`).

/// How an accessibility element treats the elements inside it.
public struct AccessibilityChildBehavior: Hashable, Sendable, CustomStringConvertible {
    let name: String
    public var description: String { name }
    public static let ignore = AccessibilityChildBehavior(name: "ignore")
    public static let contain = AccessibilityChildBehavior(name: "contain")
    public static let combine = AccessibilityChildBehavior(name: "combine")
}

public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 6)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 7)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 8)
}

/// What accessibility modifiers declare on a view, resolved to strings. Each modifier makes one;
/// nested ones on the same view are merged, the outer (later-applied) winning, as in SwiftUI.
public struct AccessibilityAttributes: Hashable, Sendable {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var isHidden: Bool?
    /// `.accessibilityElement(children:)`: the view is one element, its children ignored, combined
    /// into it, or contained as separate elements.
    public var children: AccessibilityChildBehavior?
    public var addedTraits: AccessibilityTraits = []
    public var removedTraits: AccessibilityTraits = []
    public var sortPriority: Double?
    public init() {}

    /// `self` applied over `inner` (the attributes of a modifier nearer the view).
    public func over(_ inner: AccessibilityAttributes) -> AccessibilityAttributes {
        var merged = inner
        merged.label = label ?? inner.label
        merged.value = value ?? inner.value
        merged.hint = hint ?? inner.hint
        merged.isHidden = isHidden ?? inner.isHidden
        merged.children = children ?? inner.children
        merged.addedTraits.formUnion(addedTraits)
        merged.removedTraits.formUnion(removedTraits)
        merged.sortPriority = sortPriority ?? inner.sortPriority
        return merged
    }
}

/// Builds a modifier's attributes in the environment it is applied in (a `Text` label resolves there).
struct AccessibilityModifier: NodeModifier {
    let make: (ResolveContext) -> AccessibilityAttributes
    func apply(to node: ResolvedNode, in context: ResolveContext) -> ResolvedNode { .layout(.accessibility(make(context)), node) }
}

extension View {
    private func accessibility(_ make: @escaping (ResolveContext) -> AccessibilityAttributes) -> some View {
        modifier(AccessibilityModifier(make: make))
    }
    private func accessibility(_ edit: @escaping (inout AccessibilityAttributes, ResolveContext) -> Void) -> some View {
        accessibility { context in var a = AccessibilityAttributes(); edit(&a, context); return a }
    }

    public func accessibilityLabel(_ label: Text) -> some View { accessibility { $0.label = ResolvedText(label, in: $1).string } }
    public func accessibilityLabel(_ label: LocalizedStringKey) -> some View { accessibilityLabel(Text(label)) }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility { a, _ in a.label = String(label) } }
    public func accessibilityValue(_ value: Text) -> some View { accessibility { $0.value = ResolvedText(value, in: $1).string } }
    public func accessibilityValue(_ value: LocalizedStringKey) -> some View { accessibilityValue(Text(value)) }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility { a, _ in a.value = String(value) } }
    public func accessibilityHint(_ hint: Text) -> some View { accessibility { $0.hint = ResolvedText(hint, in: $1).string } }
    public func accessibilityHint(_ hint: LocalizedStringKey) -> some View { accessibilityHint(Text(hint)) }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility { a, _ in a.hint = String(hint) } }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility { a, _ in a.children = children }
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { accessibility { a, _ in a.addedTraits = traits } }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { accessibility { a, _ in a.removedTraits = traits } }
    public func accessibilitySortPriority(_ priority: Double) -> some View { accessibility { a, _ in a.sortPriority = priority } }
    public func accessibilityHeading(_ level: AccessibilityHeadingLevel) -> some View { accessibility { a, _ in a.addedTraits = .isHeader } }
    /// Accepted: a still image has no large content viewer.
    public func accessibilityShowsLargeContentViewer() -> some View { self }
    public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility { a, _ in a.isHidden = hidden } }
}

public enum AccessibilityHeadingLevel: Sendable { case unspecified, h1, h2, h3, h4, h5, h6 }

extension AccessibilityAttributes {
    /// For the layout dump: the attributes set, in a fixed order.
    public var summary: String {
        var parts: [String] = []
        if let label { parts.append("label \"\(label)\"") }
        if let value { parts.append("value \"\(value)\"") }
        if let hint { parts.append("hint \"\(hint)\"") }
        if let isHidden { parts.append(isHidden ? "hidden" : "not hidden") }
        if let children { parts.append("element(children: \(children))") }
        if !addedTraits.isEmpty { parts.append("+\(addedTraits.names.joined(separator: ","))") }
        if !removedTraits.isEmpty { parts.append("-\(removedTraits.names.joined(separator: ","))") }
        if let sortPriority { parts.append("priority \(sortPriority)") }
        return parts.joined(separator: " ")
    }
}

extension AccessibilityTraits {
    /// The traits' names as VoiceOver's rotor would say them, in a fixed order.
    public var names: [String] {
        let all: [(AccessibilityTraits, String)] = [(.isHeader, "header"), (.isButton, "button"), (.isLink, "link"), (.isToggle, "toggle"),
                                                    (.isImage, "image"), (.isStaticText, "text"), (.isSelected, "selected"),
                                                    (.isSummaryElement, "summary"), (.updatesFrequently, "updates frequently")]
        return all.filter { contains($0.0) }.map(\.1)
    }
}
