import Foundation

/// A value within a range, as SwiftUI's Gauge: `Gauge(value:in:label:currentValueLabel:…)`.
/// Values outside the range (or NaN) are clamped as SwiftUI does.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let hasBounds: Bool
    /// Whether a current-value label was given: the capacity ring shows the label in its place when not.
    let hasValueLabel: Bool
    @Environment(\.gaugeStyle) private var style
    @Environment(\.customGaugeStyle) private var customStyle
    @Environment(\.curvedWidgetLabel) private var curvedLabel

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        fraction = Self.fraction(Double(value), Double(bounds.lowerBound), Double(bounds.upperBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        hasBounds = !(BoundsLabel.self == EmptyView.self)
        hasValueLabel = !(CurrentValueLabel.self == EmptyView.self)
    }

    /// A gauge of parts already made (a style's configuration), saying which were given.
    init(fraction: Double, label: Label, currentValueLabel: CurrentValueLabel, minimumValueLabel: BoundsLabel,
         maximumValueLabel: BoundsLabel, hasValueLabel: Bool, hasBounds: Bool) {
        self.fraction = fraction
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
        self.hasValueLabel = hasValueLabel
        self.hasBounds = hasBounds
    }

    static func fraction(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard value.isFinite, upper > lower else { return value.isNaN ? 0 : (value >= upper ? 1 : 0) }
        return min(max((value - lower) / (upper - lower), 0), 1)
    }

    /// VoiceOver reads a gauge as one element: its labels, then its value as a percentage of the range.
    public var body: some View {
        drawn.accessibilityElement(children: .combine).accessibilityValue("\(Int((fraction * 100).rounded()))%")
    }

    @ViewBuilder private var drawn: some View {
        if let customStyle {
            customStyle.body(configuration)
        } else {
            builtIn
        }
    }

    var configuration: GaugeStyleConfiguration {
        GaugeStyleConfiguration(
            value: fraction, label: .init(content: AnyView(label)),
            currentValueLabel: hasValueLabel ? .init(content: AnyView(currentValueLabel)) : nil,
            minimumValueLabel: hasBounds ? .init(content: AnyView(minimumValueLabel)) : nil,
            maximumValueLabel: hasBounds ? .init(content: AnyView(maximumValueLabel)) : nil)
    }

    @ViewBuilder private var builtIn: some View {
        if let curvedLabel {
            // In a watch face's label the system bends the gauge along the corner's curve.
            CurvedGaugeBar(place: curvedLabel, fraction: fraction,
                           bounds: hasBounds ? (AnyView(minimumValueLabel), AnyView(maximumValueLabel)) : nil)
        } else {
            builtInStyle
        }
    }

    @ViewBuilder private var builtInStyle: some View {
        switch style {
        case .accessoryCircular:
            CircularGaugeBody(fraction: fraction, capacity: false, hasBounds: hasBounds, hasValueLabel: hasValueLabel, label: label,
                              value: currentValueLabel, minimum: minimumValueLabel, maximum: maximumValueLabel)
        case .accessoryCircularCapacity:
            CircularGaugeBody(fraction: fraction, capacity: true, hasBounds: hasBounds, hasValueLabel: hasValueLabel, label: label,
                              value: currentValueLabel, minimum: minimumValueLabel, maximum: maximumValueLabel)
        case .accessoryLinear:
            LinearGaugeBody(fraction: fraction, kind: .line, label: label, value: currentValueLabel, minimum: minimumValueLabel, maximum: maximumValueLabel)
        case .accessoryLinearCapacity:
            LinearGaugeBody(fraction: fraction, kind: .capacity, label: label, value: currentValueLabel, minimum: minimumValueLabel, maximum: maximumValueLabel)
        case .linearCapacity, .automatic:
            LinearGaugeBody(fraction: fraction, kind: .capacity, label: label, value: currentValueLabel, minimum: minimumValueLabel, maximum: maximumValueLabel)
        }
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1,
                                        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() },
                  minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel)
    }
}

// MARK: - Styles

public enum GaugeStyleKind: Hashable, Sendable {
    case automatic, accessoryCircular, accessoryCircularCapacity, linearCapacity, accessoryLinear, accessoryLinearCapacity
}
/// The built-in gauge styles (a widget's own GaugeStyle is in ViewStyles/GaugeStyle.swift); each
/// one's body draws the configuration's gauge in that style.
protocol BuiltInGaugeStyle { var kind: GaugeStyleKind { get } }
public struct DefaultGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var kind: GaugeStyleKind { .automatic }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: kind) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var kind: GaugeStyleKind { .accessoryCircular }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: kind) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var kind: GaugeStyleKind { .accessoryCircularCapacity }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: kind) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var kind: GaugeStyleKind { .linearCapacity }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: kind) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var kind: GaugeStyleKind { .accessoryLinear }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: kind) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, BuiltInGaugeStyle {
    public init() {}
    var kind: GaugeStyleKind { .accessoryLinearCapacity }
    public func makeBody(configuration: Configuration) -> some View { BuiltInGauge(configuration: configuration, kind: kind) }
}
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle { public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle { public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() } }

struct GaugeStyleKey: EnvironmentKey { static let defaultValue = GaugeStyleKind.automatic }
extension EnvironmentValues {
    var gaugeStyle: GaugeStyleKind { get { self[GaugeStyleKey.self] } set { self[GaugeStyleKey.self] = newValue } }
}
extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironment {
            if let builtIn = style as? BuiltInGaugeStyle {
                $0.gaugeStyle = builtIn.kind
                $0.customGaugeStyle = nil
            } else {
                $0.customGaugeStyle = AnyViewStyle(custom: { AnyView(style.makeBody(configuration: $0)) }, resetting: \.customGaugeStyle, to: nil)
            }
        }
    }
}

// MARK: - Bodies

/// The Lock Screen ring: open (with an indicator) or a full capacity ring.
struct CircularGaugeBody<Label: View, Value: View, Bounds: View>: View {
    let fraction: Double
    let capacity: Bool
    let hasBounds: Bool
    let hasValueLabel: Bool
    let label: Label, value: Value, minimum: Bounds, maximum: Bounds

    var body: some View {
        let d = ControlFigures.circularDiameter, line = ControlFigures.circularLineWidth
        ZStack {
            if capacity {
                Circle().inset(by: line / 2).stroke(.tint.opacity(ControlFigures.capacityTrackOpacity), lineWidth: line)
                Circle().inset(by: line / 2).trim(from: 0, to: fraction)
                    .stroke(.tint, style: StrokeStyle(lineWidth: line, lineCap: .round))
                    .rotationEffect(.degrees(-90))
            } else {
                OpenRing(fraction: fraction, sweep: hasBounds ? ControlFigures.openSweepWithBoundsDegrees : ControlFigures.openSweepDegrees,
                         lineWidth: line)
            }
            VStack(spacing: 0) {
                if capacity && !hasValueLabel {
                    // iOS shows the label in the centre of a capacity ring with no value label
                    // (facts.md §7): an icon and two short lines fit.
                    label.font(.system(size: ControlFigures.ringLabelSize, weight: .medium)).imageScale(.small)
                        .lineLimit(2).multilineTextAlignment(.center).minimumScaleFactor(ControlFigures.valueLabelMinimumScale)
                } else {
                    value.font(.system(size: ControlFigures.valueLabelSize, weight: .medium)).lineLimit(1).minimumScaleFactor(ControlFigures.valueLabelMinimumScale)
                }
                if !hasBounds && !capacity {
                    label.font(.system(size: ControlFigures.ringLabelSize, weight: .medium)).imageScale(.small).lineLimit(1)
                }
            }
            .padding(.horizontal, line * 2)
            if hasBounds {
                HStack {
                    minimum
                    Spacer(minLength: 0)
                    maximum
                }
                .font(.system(size: ControlFigures.boundsLabelSize))
                .frame(width: ControlFigures.boundsLabelHalfSpan * 2)
                .offset(y: ControlFigures.boundsLabelBaselineBelowCenter - ControlFigures.boundsLabelSize * ControlFigures.boundsLabelHalfHeightEm)
            }
        }
        // 58 pt when there is room (it does not grow), smaller in smaller families, always round.
        .frame(idealWidth: d, maxWidth: d, idealHeight: d, maxHeight: d)
        .aspectRatio(1, contentMode: .fit)
    }
}

/// An open arc with its gap at 6 o'clock, fully in the tint, and a dot at the value inside a clear
/// ring (facts.md §7): the ring is drawn `destinationOut`, so it cuts through the arc and through
/// whatever is behind the gauge — iOS leaves those pixels at alpha 0.
struct OpenRing: View {
    let fraction: Double
    let sweep: Double
    let lineWidth: CGFloat

    var body: some View {
        let start = 90 + (360 - sweep) / 2          // degrees, clockwise from 3 o'clock
        let radius = ControlFigures.circularDiameter / 2 - lineWidth / 2
        let at = start + sweep * fraction
        let x = radius * CGFloat(cos(at * .pi / 180)), y = radius * CGFloat(sin(at * .pi / 180))
        let cutout = ControlFigures.indicatorCutoutDiameter
        ZStack {
            ArcShape(from: start, to: start + sweep, lineWidth: lineWidth).stroke(.tint, style: StrokeStyle(lineWidth: lineWidth, lineCap: .round))
            Circle().frame(width: cutout, height: cutout).offset(x: x, y: y).blendMode(.destinationOut)
            Circle().fill(.tint).frame(width: lineWidth, height: lineWidth).offset(x: x, y: y)
        }
    }
}

/// An arc on the centreline of a ring of the proposed size (angles clockwise from 3 o'clock).
struct ArcShape: Shape {
    let from: Double, to: Double, lineWidth: CGFloat
    func path(in rect: CGRect) -> Path {
        guard to > from else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: min(rect.width, rect.height) / 2 - lineWidth / 2,
                    startAngle: .degrees(from), endAngle: .degrees(to), clockwise: false)
        return path
    }
}

/// Linear gauges: label above, the bar, then min / value / max beneath.
struct LinearGaugeBody<Label: View, Value: View, Bounds: View>: View {
    enum Kind { case capacity, line }
    let fraction: Double
    let kind: Kind
    let label: Label, value: Value, minimum: Bounds, maximum: Bounds
    @Environment(\.labelsHidden) private var labelsHidden

    var body: some View {
        VStack(alignment: .leading, spacing: ControlFigures.linearLabelSpacing) {
            HStack(alignment: .firstTextBaseline) {
                if !labelsHidden { label }
                Spacer(minLength: 0)
                value.foregroundStyle(.secondary)
            }
            .font(.caption)
            HStack(spacing: 6) {
                minimum
                bar
                maximum
            }
            .font(.caption2)
        }
    }

    @ViewBuilder var bar: some View {
        switch kind {
        case .capacity:
            ZStack {
                Capsule().fill(.tint.opacity(ControlFigures.capacityTrackOpacity))
                FractionBar(fraction: fraction).foregroundStyle(.tint)
            }
            .frame(height: ControlFigures.gaugeTrackHeight)
        case .line:
            ZStack {
                Capsule().fill(.tint.opacity(ControlFigures.capacityTrackOpacity))
                    .frame(height: ControlFigures.accessoryLinearLineHeight)
                FractionDot(fraction: fraction, diameter: ControlFigures.accessoryLinearDotDiameter).foregroundStyle(.tint)
            }
            .frame(height: ControlFigures.accessoryLinearDotDiameter)
        }
    }
}

/// A capsule from the leading edge to a fraction of the width (at least a circle, so round caps
/// stay round at small values). Leading is the right edge in right-to-left layout.
struct FractionBar: View {
    let fraction: Double
    @Environment(\.layoutDirection) private var direction
    var body: some View { Bar(fraction: fraction, fromRight: direction == .rightToLeft) }

    struct Bar: Shape {
        let fraction: Double
        let fromRight: Bool
        func path(in rect: CGRect) -> Path {
            guard fraction > 0 else { return Path() }
            let width = max(rect.width * CGFloat(fraction), min(rect.height, rect.width))
            let x = fromRight ? rect.maxX - width : rect.minX
            return Path(roundedRect: CGRect(x: x, y: rect.minY, width: width, height: rect.height),
                        cornerRadius: rect.height / 2, style: .circular)
        }
    }
}

/// A dot centred at a fraction of the width from the leading edge, on the vertical centre.
struct FractionDot: View {
    let fraction: Double
    let diameter: CGFloat
    @Environment(\.layoutDirection) private var direction
    var body: some View { Dot(fraction: direction == .rightToLeft ? 1 - fraction : fraction, diameter: diameter) }

    struct Dot: Shape {
        let fraction: Double
        let diameter: CGFloat
        func path(in rect: CGRect) -> Path {
            let x = rect.minX + diameter / 2 + (rect.width - diameter) * CGFloat(fraction)
            return Path(ellipseIn: CGRect(x: x - diameter / 2, y: rect.midY - diameter / 2, width: diameter, height: diameter))
        }
    }
}
