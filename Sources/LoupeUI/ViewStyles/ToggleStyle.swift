/// How a Toggle draws, as SwiftUI's ToggleStyle: `.switch`, `.button`, or a widget's own
/// `makeBody(configuration:)` (a checkbox drawn with symbols, say).
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ToggleStyleConfiguration
}

/// What a toggle style is given: the label and the state (`configuration.isOn`, and
/// `configuration.$isOn` for a binding — a still render only reads it).
public struct ToggleStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let label: Label
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values that differ; a widget's toggle never does.
    public var isMixed: Bool = false

    init(label: Label, isOn: Binding<Bool>) {
        self.label = label
        _isOn = isOn
    }
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle from a style's configuration, for styles that wrap another.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

/// A built-in style's body for a configuration: the toggle itself, in that style.
struct BuiltInToggle: View {
    let configuration: ToggleStyleConfiguration
    let kind: ToggleStyleKind
    var body: some View {
        Toggle(configuration).transformEnvironment { $0.toggleStyle = kind; $0.customToggleStyle = nil }
    }
}

struct CustomToggleStyleKey: EnvironmentKey { static let defaultValue: AnyViewStyle<ToggleStyleConfiguration>? = nil }
extension EnvironmentValues {
    /// A widget's own ToggleStyle, when one is in effect; it takes precedence over `toggleStyle`.
    var customToggleStyle: AnyViewStyle<ToggleStyleConfiguration>? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}
