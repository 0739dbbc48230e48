/// How a ProgressView draws, as SwiftUI's ProgressViewStyle: `.linear`, `.circular`, or a widget's
/// own `makeBody(configuration:)`.
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// What a progress style is given: the fraction completed (nil while indeterminate; a timer
/// interval's fraction at the render date) and the labels that were given.
public struct ProgressViewStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView where Label == ProgressViewStyleConfiguration.Label?,
                             CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel? {
    /// A progress view from a style's configuration, for styles that wrap another
    /// (`ProgressView(configuration).tint(.orange)`).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(progress: configuration.fractionCompleted.map { .fraction($0) } ?? .indeterminate,
                  label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}

/// A built-in style's body for a configuration: the progress view itself, in that style.
struct BuiltInProgressView: View {
    let configuration: ProgressViewStyleConfiguration
    let kind: ProgressViewStyleKind
    var body: some View {
        ProgressView(configuration).transformEnvironment { $0.progressViewStyle = kind; $0.customProgressViewStyle = nil }
    }
}

struct CustomProgressViewStyleKey: EnvironmentKey { static let defaultValue: AnyViewStyle<ProgressViewStyleConfiguration>? = nil }
extension EnvironmentValues {
    /// A widget's own ProgressViewStyle, when one is in effect; it takes precedence over `progressViewStyle`.
    var customProgressViewStyle: AnyViewStyle<ProgressViewStyleConfiguration>? {
        get { self[CustomProgressViewStyleKey.self] }
        set { self[CustomProgressViewStyleKey.self] = newValue }
    }
}
