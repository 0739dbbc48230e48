/// How a Gauge draws, as SwiftUI's GaugeStyle: the built-in ring and bar styles, or a widget's own
/// `makeBody(configuration:)` (a custom ring drawn with `trim`, say).
public protocol GaugeStyle {
    associatedtype Body: View
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
    typealias Configuration = GaugeStyleConfiguration
}

/// What a gauge style is given: the value as a fraction of the gauge's range (0…1, clamped), and
/// the labels that were given (nil for one that was not).
public struct GaugeStyleConfiguration {
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    public struct MarkedValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }
    public let value: Double
    public var label: Label
    public var currentValueLabel: CurrentValueLabel?
    public var minimumValueLabel: MarkedValueLabel?
    public var maximumValueLabel: MarkedValueLabel?
}

/// A built-in style's body for a configuration: the gauge itself, in that style.
struct BuiltInGauge: View {
    let configuration: GaugeStyleConfiguration
    let kind: GaugeStyleKind
    var body: some View {
        Gauge(fraction: configuration.value, label: configuration.label,
              currentValueLabel: configuration.currentValueLabel.map { AnyView($0) } ?? AnyView(EmptyView()),
              minimumValueLabel: configuration.minimumValueLabel.map { AnyView($0) } ?? AnyView(EmptyView()),
              maximumValueLabel: configuration.maximumValueLabel.map { AnyView($0) } ?? AnyView(EmptyView()),
              hasValueLabel: configuration.currentValueLabel != nil,
              hasBounds: configuration.minimumValueLabel != nil || configuration.maximumValueLabel != nil)
            .transformEnvironment { $0.gaugeStyle = kind; $0.customGaugeStyle = nil }
    }
}

struct CustomGaugeStyleKey: EnvironmentKey { static let defaultValue: AnyViewStyle<GaugeStyleConfiguration>? = nil }
extension EnvironmentValues {
    /// A widget's own GaugeStyle, when one is in effect; it takes precedence over `gaugeStyle`.
    var customGaugeStyle: AnyViewStyle<GaugeStyleConfiguration>? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}
