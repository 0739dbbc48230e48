import Foundation

public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing.finiteSpacingOrNil, content())
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [.stack(axis: .horizontal, alignment: alignment.key, spacing: spacing, children: context.resolve(content))]
    }
}

public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment, spacing: CGFloat?, content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        (self.alignment, self.spacing, self.content) = (alignment, spacing.finiteSpacingOrNil, content())
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [.stack(axis: .vertical, alignment: alignment.key, spacing: spacing, children: context.resolve(content))]
    }
}

public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment, content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        (self.alignment, self.content) = (alignment, content())
    }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [.zStack(alignment: alignment, children: ZIndex.drawingOrder(context.resolve(content)))]
    }
}

/// `.zIndex(_:)`: a ZStack draws its children from the lowest z-index up, in declaration order
/// among equals (SwiftUI's rule); the value rides on the child as a layout value.
enum ZIndex: LayoutValueKey {
    static let defaultValue: Double = 0

    static func value(of node: ResolvedNode) -> Double {
        // Through the child's own modifiers (`.zIndex(1).opacity(0.5)`), not into its content.
        var current = node
        while true {
            switch current {
            case let .layout(.layoutValue(key, value), _) where key == ObjectIdentifier(ZIndex.self):
                return value as? Double ?? defaultValue
            case let .layout(_, child), let .effect(_, child): current = child
            default: return defaultValue
            }
        }
    }

    static func drawingOrder(_ children: [ResolvedNode]) -> [ResolvedNode] {
        guard children.contains(where: { value(of: $0) != 0 }) else { return children }
        return children.enumerated().sorted { a, b in
            let (za, zb) = (value(of: a.element), value(of: b.element))
            return za != zb ? za < zb : a.offset < b.offset
        }.map(\.element)
    }
}

extension View {
    /// The view's place in its ZStack's drawing order (higher draws on top).
    public func zIndex(_ value: Double) -> some View { layoutValue(key: ZIndex.self, value: value.isFinite ? value : 0) }
}

/// Flexible space along its stack's axis (layout.md §2.4).
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength.finiteOrNil }
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] { [.spacer(minLength: minLength)] }
}

/// A one-pixel separator line across its stack (layout.md §2.5).
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let thickness: CGFloat = environment.dynamicTypeSize.isAccessibilitySize ? 1 : environment.pixelLength
        return [.divider(thickness: thickness, paint: .color(SystemColorTable.color(.separator, environment.colorScheme)))]
    }
}

/// A title with an icon, as SwiftUI's Label, drawn by the label style in the environment — one of
/// the built-in styles or a widget's own `LabelStyle` (LabelStyle.swift).
public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.body(LabelStyleConfiguration(icon: .init(content: AnyView(icon)), title: .init(content: AnyView(title)),
                                           titleText: title as? Text))
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ title: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ title: LocalizedStringKey, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
    /// A title that is already a string (a model's name) beside an asset image: not looked up.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}
