import Foundation

/// Progress toward completion, as SwiftUI's ProgressView: determinate (`value:total:`),
/// indeterminate, or driven by a date interval (`timerInterval:countsDown:`) evaluated at the
/// render date. Values are clamped to 0…total; NaN or nil is indeterminate.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    enum Progress { case fraction(Double), indeterminate, timer(ClosedRange<Date>, countsDown: Bool) }
    let progress: Progress
    let label: Label
    let currentValueLabel: CurrentValueLabel
    @Environment(\.progressViewStyle) private var style
    @Environment(\.customProgressViewStyle) private var customStyle
    @Environment(\.renderDate) private var now
    @Environment(\.curvedWidgetLabel) private var curvedLabel
    @Environment(\.labelsHidden) private var labelsHidden

    init(progress: Progress, label: Label, currentValueLabel: CurrentValueLabel) {
        (self.progress, self.label, self.currentValueLabel) = (progress, label, currentValueLabel)
    }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(progress: Self.progress(value.map(Double.init), Double(total)), label: label(), currentValueLabel: currentValueLabel())
    }

    static func progress(_ value: Double?, _ total: Double) -> Progress {
        guard let value, !value.isNaN, total.isFinite, total > 0 else { return .indeterminate }
        return .fraction(min(max(value / total, 0), 1))
    }

    var fraction: Double? {
        switch progress {
        case .fraction(let f): return f
        case .indeterminate: return nil
        case let .timer(range, countsDown):
            let span = range.upperBound.timeIntervalSince(range.lowerBound)
            guard span > 0 else { return countsDown ? 0 : 1 }
            let elapsed = min(max(now.timeIntervalSince(range.lowerBound) / span, 0), 1)
            return countsDown ? 1 - elapsed : elapsed
        }
    }

    /// VoiceOver reads a progress view as one element: its labels, then the fraction as a percentage.
    public var body: some View {
        drawn.accessibilityElement(children: .combine)
            .accessibilityValue(fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "in progress")
    }

    @ViewBuilder private var drawn: some View {
        if let customStyle {
            customStyle.body(configuration)
        } else {
            builtIn
        }
    }

    var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(
            fractionCompleted: fraction,
            label: Label.self == EmptyView.self ? nil : .init(content: AnyView(label)),
            currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(currentValueLabel)))
    }

    @ViewBuilder private var builtIn: some View {
        if let curvedLabel {
            // In a watch face's label the system bends the bar along the corner's curve.
            CurvedGaugeBar(place: curvedLabel, fraction: fraction ?? 0, bounds: nil)
        } else if style == .circular || fraction == nil {
            VStack(spacing: ControlFigures.linearLabelSpacing) {
                if let fraction {
                    ZStack {
                        Circle().inset(by: ControlFigures.circularProgressLineWidth / 2)
                            .stroke(.tint.opacity(ControlFigures.capacityTrackOpacity), lineWidth: ControlFigures.circularProgressLineWidth)
                        Circle().inset(by: ControlFigures.circularProgressLineWidth / 2).trim(from: 0, to: fraction)
                            .stroke(.tint, style: StrokeStyle(lineWidth: ControlFigures.circularProgressLineWidth, lineCap: .round))
                            .rotationEffect(.degrees(-90))
                    }
                    .frame(width: ControlFigures.circularProgressDiameter, height: ControlFigures.circularProgressDiameter)
                } else {
                    Spinner().frame(width: ControlFigures.spinnerDiameter, height: ControlFigures.spinnerDiameter)
                }
                if !labelsHidden { label.font(.caption).foregroundStyle(.secondary) }
            }
        } else {
            VStack(alignment: .leading, spacing: ControlFigures.linearLabelSpacing) {
                if !labelsHidden { label }
                ZStack {
                    Capsule().fill(.fill.secondary)
                    FractionBar(fraction: fraction ?? 0).foregroundStyle(.tint)
                }
                .frame(height: ControlFigures.linearTrackHeight)
                currentValueLabel.font(.caption).foregroundStyle(.secondary)
            }
        }
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(progress: .indeterminate, label: EmptyView(), currentValueLabel: EmptyView()) }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(progress: Self.progress(value.map(Double.init), Double(total)), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(progress: Self.progress(value.map(Double.init), Double(total)), label: label(), currentValueLabel: EmptyView())
    }
    public init(@ViewBuilder label: () -> Label) {
        self.init(progress: .indeterminate, label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(progress: Self.progress(value.map(Double.init), Double(total)), label: Text(titleKey), currentValueLabel: EmptyView())
    }
    public init(_ titleKey: LocalizedStringKey) {
        self.init(progress: .indeterminate, label: Text(titleKey), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == Text {
    /// Progress over a date interval; the value label shows the timer, as SwiftUI does.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(progress: .timer(timerInterval, countsDown: countsDown), label: label(),
                  currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == Text {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(progress: .timer(timerInterval, countsDown: countsDown), label: EmptyView(),
                  currentValueLabel: Text(timerInterval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
                @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(progress: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }
}

/// An indeterminate activity indicator as a still: spokes fading around the circle.
struct Spinner: View {
    var body: some View {
        ZStack {
            ForEach(0..<ControlFigures.spinnerSpokes) { i in
                Capsule()
                    .fill(Color.gray.opacity(0.25 + 0.75 * Double(i) / Double(ControlFigures.spinnerSpokes - 1)))
                    .frame(width: ControlFigures.spinnerSpokeWidth, height: ControlFigures.spinnerSpokeLength)
                    .offset(y: -ControlFigures.spinnerSpokeCentreRadius)
                    .rotationEffect(.degrees(Double(i) * 360 / Double(ControlFigures.spinnerSpokes)))
            }
        }
    }
}

public enum ProgressViewStyleKind: Hashable, Sendable { case automatic, linear, circular }
/// The built-in progress styles (a widget's own ProgressViewStyle is in ViewStyles/ProgressViewStyle.swift).
protocol BuiltInProgressViewStyle { var kind: ProgressViewStyleKind { get } }
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressViewStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressView(configuration: configuration, kind: kind) }
}
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressViewStyleKind { .linear }
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressView(configuration: configuration, kind: kind) }
}
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltInProgressViewStyle {
    public init() {}
    var kind: ProgressViewStyleKind { .circular }
    public func makeBody(configuration: Configuration) -> some View { BuiltInProgressView(configuration: configuration, kind: kind) }
}
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

struct ProgressViewStyleKey: EnvironmentKey { static let defaultValue = ProgressViewStyleKind.automatic }
extension EnvironmentValues {
    var progressViewStyle: ProgressViewStyleKind { get { self[ProgressViewStyleKey.self] } set { self[ProgressViewStyleKey.self] = newValue } }
}
extension View {
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironment {
            if let builtIn = style as? BuiltInProgressViewStyle {
                $0.progressViewStyle = builtIn.kind
                $0.customProgressViewStyle = nil
            } else {
                $0.customProgressViewStyle = AnyViewStyle(custom: { AnyView(style.makeBody(configuration: $0)) }, resetting: \.customProgressViewStyle, to: nil)
            }
        }
    }
}
