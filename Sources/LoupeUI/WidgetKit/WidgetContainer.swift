import Foundation

/// The widget's container as the system draws it: the content inside its margins, centred; the
/// container background (the widget's own, or the default) behind everything; the family's corner.
/// Loupe wraps each widget cell in one; the environment already carries the cell's family, mode
/// and scheme.
public struct WidgetContainer: View, PrimitiveView {
    let content: AnyView
    let cornerRadius: CGFloat
    let margins: EdgeInsets
    let marginsDisabled: Bool
    let platter: Platter

    /// What the system draws under a widget's own background.
    public enum Platter: Sendable {
        /// Home Screen families: white in light mode, the elevated dark gray in dark mode.
        case system
        /// A fixed color (the watch Smart Stack's black, facts.md §1d).
        case color(RGBA)
        /// Lock Screen accessory families: nothing, and the widget's background is removed.
        case none
    }

    /// - Parameters:
    ///   - cornerRadius: the container's continuous corner (0 for accessory families).
    ///   - margins: the family's default content margins on this device.
    ///   - marginsDisabled: the widget opted out with `.contentMarginsDisabled()`.
    ///   - platter: what the system draws under the widget's background.
    public init<Content: View>(cornerRadius: CGFloat, margins: EdgeInsets, marginsDisabled: Bool, platter: Platter = .system,
                               @ViewBuilder content: () -> Content) {
        self.content = AnyView(content())
        self.cornerRadius = cornerRadius
        self.margins = margins
        self.marginsDisabled = marginsDisabled
        self.platter = platter
    }

    public var body: Never { primitiveBody() }

    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        var inner = context
        inner.environment.widgetContentMargins = margins
        // ContainerRelativeShape inside the margins is concentric with the container.
        let inset = marginsDisabled ? 0 : min(margins.top, margins.leading)
        inner.environment.containerShapeRadius = max(cornerRadius - inset, 0)
        var background: [ResolvedNode]?
        var nodes = Self.extractBackground(from: inner.resolve(content), into: &background)
        if background == nil {
            // iOS 17 and later do not show a widget without a container background: the system
            // draws its request to adopt the API instead, on the default background.
            context.diagnostics.warn("\(WidgetFigures.noContainerBackgroundWarning): iOS 17 and later show \"\(WidgetFigures.adoptContainerBackgroundMessage)\" instead of its content, and so does Loupe")
            nodes = inner.resolve(Text(WidgetFigures.adoptContainerBackgroundMessage).font(.caption)
                .foregroundStyle(.secondary).multilineTextAlignment(.center))
        }
        let body: ResolvedNode = nodes.count == 1 ? nodes[0] : .zStack(alignment: .center, children: nodes)
        // The content area inside the margins is tagged so a review can find it (`outside-margins`).
        let padded: ResolvedNode = marginsDisabled ? body
            : .layout(.accessibilityIdentifier(WidgetFigures.contentMarginsIdentifier), .layout(.padding(margins), body))
        let filled: ResolvedNode = .layout(.flexFrame(FlexFrame(minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                                                                minHeight: nil, idealHeight: nil, maxHeight: .infinity), alignment: .center), padded)
        let environment = context.environment
        var layers: [ResolvedNode] = []
        // Read through the key: the container's own read is not the widget's (EnvironmentReads).
        if environment[ShowsWidgetContainerBackgroundKey.self] {
            // The system's platter, then the widget's own background over it: a translucent
            // background such as the template's `.fill.tertiary` tints the platter (facts.md §5d).
            let color: RGBA?
            switch platter {
            case .system:
                color = environment.colorScheme == .dark ? WidgetFigures.darkContainerBackground : SystemColorTable.color(.systemBackground, .light)
            case .color(let fixed): color = fixed
            case .none: color = nil
            }
            if let color { layers = [.shape(ResolvedShape(Rectangle(), drawing: .fill(.color(color), eoFill: false)))] }
            layers += background ?? []
        }
        // Tagged, so a tree laid out with the background can be used without it: a background never
        // changes its base's layout (`LaidOutStage.removingContainerBackground`).
        let composed: ResolvedNode = layers.isEmpty ? filled
            : .layout(.accessibilityIdentifier(WidgetFigures.containerBackgroundIdentifier),
                      .secondary(.background, alignment: .center, base: filled, content: layers))
        guard cornerRadius > 0 else { return [composed] }
        let corner = RoundedRectangle(cornerRadius: cornerRadius, style: .continuous)
        return [.effect(.clip(ResolvedShape(corner, drawing: .fill(.color(.clear), eoFill: false))), composed)]
    }

    /// Takes the first container background out of the tree (where it was declared, the content
    /// keeps its place) and returns the tree without it.
    static func extractBackground(from nodes: [ResolvedNode], into background: inout [ResolvedNode]?) -> [ResolvedNode] {
        nodes.map { node in
            node.takingOut { modifier in
                guard case .containerBackground(let content) = modifier else { return false }
                if background == nil { background = content }
                return true
            }
        }
    }
}

extension ResolvedNode {
    /// The tree without the layout modifiers `take` claims — modifiers a container reads rather
    /// than lays out (a container background, a watch label) — each child keeping its place. The
    /// walk goes down through layout modifiers, effects, stacks and the bases of backgrounds and
    /// overlays (not into their content, nor into other containers), outer before inner, in drawing order.
    func takingOut(_ take: (ResolvedLayoutModifier) -> Bool) -> ResolvedNode {
        switch self {
        case let .layout(modifier, child):
            // The outer modifier is offered first: the first one a container finds is the outermost.
            let taken = take(modifier)
            let rest = child.takingOut(take)
            return taken ? rest : .layout(modifier, rest)
        case let .effect(effect, child):
            return .effect(effect, child.takingOut(take))
        case let .stack(axis, alignment, spacing, children):
            return .stack(axis: axis, alignment: alignment, spacing: spacing, children: children.map { $0.takingOut(take) })
        case let .zStack(alignment, children):
            return .zStack(alignment: alignment, children: children.map { $0.takingOut(take) })
        case let .secondary(layer, alignment, base, content):
            return .secondary(layer, alignment: alignment, base: base.takingOut(take), content: content)
        default:
            return self
        }
    }
}
