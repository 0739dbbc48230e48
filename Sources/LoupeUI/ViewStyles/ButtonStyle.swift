/// A button's purpose, as SwiftUI's ButtonRole: styles may draw a destructive button differently.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

/// A widget's own button appearance, as SwiftUI's ButtonStyle: `makeBody(configuration:)` draws the
/// label. (The built-in appearances — `.plain`, `.bordered`, … — are PrimitiveButtonStyles.)
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a button style is given. A still render never shows a button held down: `isPressed` is false.
public struct ButtonStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let role: ButtonRole?
    public let label: Label
    public let isPressed: Bool
}

struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: AnyViewStyle<ButtonStyleConfiguration>? = nil }
extension EnvironmentValues {
    /// A widget's own ButtonStyle, when one is in effect; it takes precedence over `buttonStyle`.
    var customButtonStyle: AnyViewStyle<ButtonStyleConfiguration>? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironment(\.customButtonStyle) {
            $0 = AnyViewStyle(custom: { AnyView(style.makeBody(configuration: $0)) }, resetting: \.customButtonStyle, to: nil)
        }
    }
}
