import Foundation
import LoupeUI

/// A value a mark can be placed by: numbers, dates and strings (categories), as in Swift Charts.
public protocol Plottable { var _plotted: PlottedValue { get } }
extension Int: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension Int8: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension Int16: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension Int32: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension Int64: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension UInt: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension UInt8: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension UInt16: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension UInt32: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension UInt64: Plottable { public var _plotted: PlottedValue { .number(Double(self), integral: true) } }
extension Double: Plottable { public var _plotted: PlottedValue { .number(self) } }
extension Float: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension CGFloat: Plottable { public var _plotted: PlottedValue { .number(Double(self)) } }
extension String: Plottable { public var _plotted: PlottedValue { .category(self) } }
extension Date: Plottable { public var _plotted: PlottedValue { .date(self, unit: nil) } }

/// `.value("Steps", entry.steps)`: a labelled value for an axis or a series.
public struct PlottableValue<Value: Plottable> {
    public let label: String
    let plotted: PlottedValue
    public static func value(_ label: String, _ value: Value) -> PlottableValue { PlottableValue(label: label, plotted: value._plotted) }
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue { PlottableValue(label: label.key, plotted: value._plotted) }
    public static func value(_ label: Text, _ value: Value) -> PlottableValue { PlottableValue(label: label.plainText, plotted: value._plotted) }
}

extension PlottableValue where Value == Date {
    /// A date binned by a calendar unit (`unit: .hour`): a bar spans its unit.
    public static func value(_ label: String, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue {
        PlottableValue(label: label, plotted: .date(value, unit: unit))
    }
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue {
        PlottableValue(label: label.key, plotted: .date(value, unit: unit))
    }
}

/// A mark's width, height or radius: automatic, fixed points, or a share of its band.
public enum MarkDimension: Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
    case automatic
    case fixed(CGFloat)
    case inset(CGFloat)
    case ratio(CGFloat)
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
}

public enum MarkStackingMethod: Sendable { case standard, normalized, center, unstacked }

/// How a line or area passes through its points: Swift Charts' static members, each a case of
/// `Kind` with the parameters it takes.
public struct InterpolationMethod: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case linear, monotone, stepStart, stepCenter, stepEnd
        case catmullRom(alpha: CGFloat)
        case cardinal(tension: CGFloat)
    }
    let kind: Kind
    public static let linear = InterpolationMethod(kind: .linear)
    public static let catmullRom = InterpolationMethod(kind: .catmullRom(alpha: ChartFigures.catmullRomAlpha))
    public static let cardinal = InterpolationMethod(kind: .cardinal(tension: 0))
    public static let monotone = InterpolationMethod(kind: .monotone)
    public static let stepStart = InterpolationMethod(kind: .stepStart)
    public static let stepCenter = InterpolationMethod(kind: .stepCenter)
    public static let stepEnd = InterpolationMethod(kind: .stepEnd)
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .catmullRom(alpha: alpha)) }
    public static func cardinal(tension: CGFloat) -> InterpolationMethod { InterpolationMethod(kind: .cardinal(tension: tension)) }
}

public enum AnnotationPosition: Sendable { case automatic, overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing }
/// A shape a point can be drawn as: Swift Charts' own (`BasicChartSymbolShape`) or the app's. The
/// perceptual unit rectangle is the part of the shape's rect that the symbol size measures (the
/// whole rect for a circle; a smaller one for a shape with spikes), as a fraction of it.
public protocol ChartSymbolShape: Shape {
    var perceptualUnitRect: CGRect { get }
}

/// A point's symbol, as `symbol(_:)` names it or `symbol(by:)` assigns it.
public struct BasicChartSymbolShape: ChartSymbolShape, Hashable, Sendable {
    enum Kind: Hashable, Sendable { case circle, square, triangle, diamond, pentagon, plus, cross, asterisk, custom(CustomSymbol) }
    let kind: Kind
    public static let circle = Self(kind: .circle), square = Self(kind: .square), triangle = Self(kind: .triangle)
    public static let diamond = Self(kind: .diamond), pentagon = Self(kind: .pentagon), plus = Self(kind: .plus), cross = Self(kind: .cross)
    public static let asterisk = Self(kind: .asterisk)

    init(kind: Kind) { self.kind = kind }
    /// An app's shape, kept as its outline and unit rectangle.
    init<S: ChartSymbolShape>(custom shape: S) {
        kind = .custom(CustomSymbol(name: String(reflecting: S.self), unit: shape.perceptualUnitRect, outline: { shape.path(in: $0) }))
    }

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
    /// The shape filling `rect` as the chart draws it at that area.
    public func path(in rect: CGRect) -> Path {
        ChartSymbol.path(self, centre: CGPoint(x: rect.midX, y: rect.midY), area: rect.width * rect.height)
    }

    /// An app's symbol: one per type (two instances of a type draw alike unless their unit
    /// rectangles differ).
    struct CustomSymbol: Hashable, @unchecked Sendable {
        let name: String
        let unit: CGRect
        let outline: (CGRect) -> Path
        static func == (a: Self, b: Self) -> Bool { a.name == b.name && a.unit == b.unit }
        func hash(into hasher: inout Hasher) { hasher.combine(name) }
    }
}

/// Every mark: a view (so `ForEach` takes marks) that draws nothing alone, and chart content.
/// Its modifiers return the mark, so they chain and stay chart content; declared here, they are
/// chosen over the view modifiers of the same names.
public protocol ChartMarkType: View, ChartContent {
    var mark: ChartMark { get set }
}

extension ChartMarkType {
    public var _marks: [ChartMark] { [mark] }
    public var body: EmptyView { EmptyView() }

    func with(_ change: (inout ChartMark) -> Void) -> Self { var copy = self; change(&copy.mark); return copy }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Self { with { $0.style = AnyShapeStyle(style) } }
    public func foregroundStyle<V: Plottable>(by value: PlottableValue<V>) -> Self { with { $0.series = value.plotted.name } }
    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self { with { $0.cornerRadius = radius } }
    public func interpolationMethod(_ method: InterpolationMethod) -> Self { with { $0.interpolation = method } }
    public func lineStyle(_ style: StrokeStyle) -> Self { with { $0.lineWidth = style.lineWidth; $0.dash = style.dash } }
    public func symbolSize(_ size: CGFloat) -> Self { with { $0.symbolSize = size } }
    public func symbolSize(_ size: CGSize) -> Self { with { $0.symbolSize = size.width * size.height } }
    /// Points (and a line's vertices) of one value take one symbol, in order of appearance.
    public func symbol<V: Plottable>(by value: PlottableValue<V>) -> Self { with { $0.symbolGroup = value.plotted.name } }
    public func symbol(_ symbol: BasicChartSymbolShape) -> Self { with { $0.symbol = symbol } }
    /// A shape of the app's own (`ChartSymbolShape`), filled in the mark's style at its symbol size.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> Self {
        with { $0.symbol = (symbol as? BasicChartSymbolShape) ?? BasicChartSymbolShape(custom: symbol) }
    }
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> Self { self }
    /// Marks of one value side by side, one place per group, in the groups' order of appearance.
    public func position<V: Plottable>(by value: PlottableValue<V>, axis: Axis? = nil, span: MarkDimension = .automatic) -> Self {
        with { $0.group = value.plotted.name }
    }
    public func opacity(_ opacity: Double) -> Self { with { $0.opacity = opacity } }
    public func zIndex(_ value: Double) -> Self { with { $0.zIndex = value } }
    public func widgetAccentable(_ accentable: Bool = true) -> Self { with { $0.accented = accentable } }
    public func accessibilityLabel(_ label: Text) -> Self { with { $0.spokenLabel = label.plainText } }
    public func accessibilityLabel(_ label: String) -> Self { with { $0.spokenLabel = label } }
    public func accessibilityValue(_ value: Text) -> Self { with { $0.spokenValue = value.plainText } }
    public func accessibilityValue(_ value: String) -> Self { with { $0.spokenValue = value } }
    public func accessibilityHidden(_ hidden: Bool) -> Self { with { $0.unspoken = hidden } }
    /// A view beside the mark: above it by default, `spacing` points away (ChartFigures.annotationSpacing).
    public func annotation<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
                                    @ViewBuilder content: () -> C) -> Self {
        let view = AnyView(content())
        return with { $0.annotation = ChartMark.Annotation(content: view, position: position, alignment: alignment, spacing: spacing ?? ChartFigures.annotationSpacing) }
    }
}

public struct BarMark: ChartMarkType {
    public var mark: ChartMark
    /// A column of `y` at `x` — or, with a category on y and a value on x, a row of `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        let isRow: Bool = { if case .category = y.plotted, !(x.plotted.isCategory) { return true }; return false }()
        let bar = isRow ? ChartMark.Bar(valueAxis: .x, position: y.plotted, extent: .value(x.plotted), thickness: height, stacking: stacking)
                        : ChartMark.Bar(valueAxis: .y, position: x.plotted, extent: .value(y.plotted), thickness: width, stacking: stacking)
        mark = ChartMark(.bar(bar), xLabel: x.label, yLabel: y.label)
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, width: MarkDimension = .automatic) {
        mark = ChartMark(.bar(.init(valueAxis: .y, position: x.plotted, extent: .span(yStart.plotted, yEnd.plotted), thickness: width, stacking: .standard)))
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        mark = ChartMark(.bar(.init(valueAxis: .x, position: y.plotted, extent: .span(xStart.plotted, xEnd.plotted), thickness: height, stacking: .standard)))
    }
}

public struct LineMark: ChartMarkType {
    public var mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.line(x: x.plotted, y: y.plotted), xLabel: x.label, yLabel: y.label)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        mark = ChartMark(.line(x: x.plotted, y: y.plotted))
        if case .category(let name) = series.plotted { mark.series = name }
    }
}

public struct AreaMark: ChartMarkType {
    public var mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.area(x: x.plotted, extent: .value(y.plotted), stacking: stacking), xLabel: x.label, yLabel: y.label)
    }
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        mark = ChartMark(.area(x: x.plotted, extent: .value(y.plotted), stacking: stacking), xLabel: x.label, yLabel: y.label)
        mark.series = series.plotted.name
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.area(x: x.plotted, extent: .span(yStart.plotted, yEnd.plotted), stacking: .unstacked))
    }
}

public struct PointMark: ChartMarkType {
    public var mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.point(x: x.plotted, y: y.plotted), xLabel: x.label, yLabel: y.label)
    }
}

public struct RuleMark: ChartMarkType {
    public var mark: ChartMark
    public init<Y: Plottable>(y: PlottableValue<Y>) { mark = ChartMark(.rule(.horizontal(y: y.plotted, xStart: nil, xEnd: nil))) }
    public init<X: Plottable>(x: PlottableValue<X>) { mark = ChartMark(.rule(.vertical(x: x.plotted, yStart: nil, yEnd: nil))) }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        mark = ChartMark(.rule(.horizontal(y: y.plotted, xStart: xStart.plotted, xEnd: xEnd.plotted)))
    }
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.rule(.vertical(x: x.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted)))
    }
}

public struct RectangleMark: ChartMarkType {
    public var mark: ChartMark
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        mark = ChartMark(.rectangle(.centred(x: x.plotted, y: y.plotted, width: width, height: height)))
    }
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        mark = ChartMark(.rectangle(.spanning(xStart: xStart.plotted, xEnd: xEnd.plotted, yStart: yStart.plotted, yEnd: yEnd.plotted)))
    }
}

public struct SectorMark: ChartMarkType {
    public var mark: ChartMark
    public init<V: Plottable>(angle: PlottableValue<V>, innerRadius: MarkDimension = .automatic, outerRadius: MarkDimension = .automatic,
                              angularInset: CGFloat? = nil) {
        mark = ChartMark(.sector(.init(angle: angle.plotted.number ?? 0, innerRadius: innerRadius, outerRadius: outerRadius, angularInset: angularInset ?? 0)),
                         yLabel: angle.label)
    }
}
