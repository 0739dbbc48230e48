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
        [.zStack(alignment: alignment, children: context.resolve(content))]
    }
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

/// A title with an icon, as SwiftUI's Label.
public struct Label<Title: View, Icon: View>: View {
    let title: Title, icon: Icon
    @Environment(\.labelStyle) private var style

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        switch style {
        // VoiceOver still reads an icon-only label by its title (a Text title; another view's
        // words are not known here, so the icon then speaks for itself).
        case .iconOnly: (title as? Text).map { AnyView(icon.accessibilityLabel($0)) } ?? AnyView(icon)
        case .titleOnly: AnyView(title)
        // EST (facts.md §4): icon and title 8 pt apart, icon centred on the title's first line.
        // VoiceOver reads a label by its title; the icon is not an element of its own.
        case .titleAndIcon, .automatic: AnyView(HStack(alignment: .firstTextBaseline, spacing: 8) { icon.accessibilityHidden(true); title })
        }
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
}

public struct LabelStyleKind: Hashable, Sendable {
    enum Kind: Hashable { case automatic, iconOnly, titleOnly, titleAndIcon }
    let kind: Kind
}
public protocol LabelStyle { var _kind: LabelStyleKind { get } }
public struct IconOnlyLabelStyle: LabelStyle { public var _kind: LabelStyleKind { .init(kind: .iconOnly) } }
public struct TitleOnlyLabelStyle: LabelStyle { public var _kind: LabelStyleKind { .init(kind: .titleOnly) } }
public struct TitleAndIconLabelStyle: LabelStyle { public var _kind: LabelStyleKind { .init(kind: .titleAndIcon) } }
public struct DefaultLabelStyle: LabelStyle { public var _kind: LabelStyleKind { .init(kind: .automatic) } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

struct LabelStyleKey: EnvironmentKey { static let defaultValue = LabelStyleKind.Kind.automatic }
extension EnvironmentValues {
    var labelStyle: LabelStyleKind.Kind { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
}
extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { transformEnvironment { $0.labelStyle = style._kind.kind } }
}
