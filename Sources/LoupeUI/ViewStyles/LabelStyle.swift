/// How a Label draws its title and icon, as SwiftUI's LabelStyle: the built-in styles, or a
/// widget's own `makeBody(configuration:)`.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = LabelStyleConfiguration
}

/// What a label style is given: the label's icon and title, each a view.
public struct LabelStyleConfiguration {
    public struct Icon: View {
        let content: AnyView
        public var body: some View { content }
    }
    public struct Title: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let icon: Icon
    public let title: Title
    /// The title when it is a Text, which VoiceOver reads for an icon-only label.
    let titleText: Text?

    init(icon: Icon, title: Title, titleText: Text?) {
        (self.icon, self.title, self.titleText) = (icon, title, titleText)
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// A label from a style's configuration, for styles that wrap another.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabel(configuration: configuration) }
}

/// The icon, then the title: `labelIconToTitleSpacing` apart (EST 8 pt when not set, facts.md §4),
/// the icon centred in `labelReservedIconWidth` when set (iOS 26), on the title's first line.
/// VoiceOver reads a label by its title; the icon is not an element of its own.
struct TitleAndIconLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelIconToTitleSpacing) private var spacing
    @Environment(\.labelReservedIconWidth) private var reservedWidth

    var body: some View {
        HStack(alignment: .firstTextBaseline, spacing: spacing ?? LabelFigures.iconToTitleSpacing) {
            if let reservedWidth {
                configuration.icon.accessibilityHidden(true).frame(width: reservedWidth)
            } else {
                configuration.icon.accessibilityHidden(true)
            }
            configuration.title
        }
    }
}

enum LabelFigures {
    /// Between a label's icon and title when `labelIconToTitleSpacing` is not set: EST (facts.md §4;
    /// issue #13 measured the title 4 pt later beside a bolt, with no frame widths to derive a rule).
    static let iconToTitleSpacing: CGFloat = 8
}

struct LabelIconToTitleSpacingKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
struct LabelReservedIconWidthKey: EnvironmentKey { static let defaultValue: CGFloat? = nil }
extension EnvironmentValues {
    /// The spacing between a label's icon and title (iOS 26); nil: the style's default.
    public var labelIconToTitleSpacing: CGFloat? {
        get { self[LabelIconToTitleSpacingKey.self] }
        set { self[LabelIconToTitleSpacingKey.self] = newValue }
    }
    /// The width reserved for a label's icon (iOS 26), the icon centred in it; nil: the icon's own width.
    public var labelReservedIconWidth: CGFloat? {
        get { self[LabelReservedIconWidthKey.self] }
        set { self[LabelReservedIconWidthKey.self] = newValue }
    }
}

extension View {
    public func labelIconToTitleSpacing(_ value: CGFloat) -> some View { transformEnvironment(\.labelIconToTitleSpacing) { $0 = value } }
    public func labelReservedIconWidth(_ value: CGFloat) -> some View { transformEnvironment(\.labelReservedIconWidth) { $0 = value } }
}

public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    // VoiceOver still reads an icon-only label by its title (a Text title; another view's words
    // are not known here, so the icon then speaks for itself).
    public func makeBody(configuration: Configuration) -> some View {
        if let text = configuration.titleText { configuration.icon.accessibilityLabel(text) } else { configuration.icon }
    }
}

public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

/// The built-in styles' bodies need no guard; any other style is a widget's own.
protocol BuiltInLabelStyle {}
extension DefaultLabelStyle: BuiltInLabelStyle {}
extension TitleAndIconLabelStyle: BuiltInLabelStyle {}
extension IconOnlyLabelStyle: BuiltInLabelStyle {}
extension TitleOnlyLabelStyle: BuiltInLabelStyle {}

extension AnyViewStyle where Configuration == LabelStyleConfiguration {
    static let automatic = AnyViewStyle { AnyView(DefaultLabelStyle().makeBody(configuration: $0)) }

    init<S: LabelStyle>(_ style: S) {
        if style is BuiltInLabelStyle {
            self.init { AnyView(style.makeBody(configuration: $0)) }
        } else {
            self.init(custom: { AnyView(style.makeBody(configuration: $0)) }, resetting: \.labelStyle, to: .automatic)
        }
    }
}

struct LabelStyleKey: EnvironmentKey { static let defaultValue = AnyViewStyle<LabelStyleConfiguration>.automatic }
extension EnvironmentValues {
    var labelStyle: AnyViewStyle<LabelStyleConfiguration> { get { self[LabelStyleKey.self] } set { self[LabelStyleKey.self] = newValue } }
}
extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { transformEnvironment(\.labelStyle) { $0 = AnyViewStyle(style) } }
}
