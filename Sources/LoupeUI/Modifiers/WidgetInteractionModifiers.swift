import Foundation

/// How a view animates between values; a still render accepts and ignores it.
public struct ContentTransition: Hashable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
    public static let symbolEffect = ContentTransition(name: "symbolEffect")
}

extension View {
    /// Accepted for source compatibility; a still image has no transition.
    public func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// The URL the widget opens when tapped: carried into the layout tree (kind `link`) so its
    /// target and hit area show in `--dump layout`.
    public func widgetURL(_ url: URL?) -> some View {
        modifier(WidgetURLModifier(url: url))
    }
}

struct WidgetURLModifier: PrimitiveModifier {
    let url: URL?
    func resolve(content: ModifierContent, in context: ResolveContext) -> [ResolvedNode] {
        let nodes = content.resolve(in: context)
        guard let url else { return nodes }
        return nodes.map { .layout(.link(url), $0) }
    }
}

/// A tappable link: its label, with the destination recorded in the layout tree.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }
    /// The destination as a `link` node (as `.widgetURL` makes), and inside it a `Link` hit area:
    /// VoiceOver announces a Link as one link element, and a review tells it from a widget URL.
    public var body: some View {
        label.modifier(HitAreaModifier(area: .link(destination))).widgetURL(destination)
    }
}

extension Link where Label == Text {
    public init(_ title: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
