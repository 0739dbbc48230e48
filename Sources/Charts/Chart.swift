import Foundation
import LoupeUI

/// A chart: its marks, drawn into the space it is given with automatic axes, grid lines and a legend
/// (`ChartDrawing`), as Swift Charts lays out a default chart.
public struct Chart: View {
    let marks: [ChartMark]
    @Environment(\.chartSettings) private var settings
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.locale) private var locale
    @Environment(\.timeZone) private var timeZone

    public init(@ChartContentBuilder content: () -> [ChartMark]) { marks = content() }
    public init<Data: RandomAccessCollection>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }

    public var body: some View {
        let drawing = ChartDrawing(marks: marks, settings: settings, isRightToLeft: layoutDirection == .rightToLeft, locale: locale, timeZone: timeZone)
        VStack(alignment: .leading, spacing: ChartFigures.legendTopSpacing) {
            // Marks made `widgetAccentable()` are drawn in a layer of their own, which the accented
            // rendering mode tints as the accent group; the rest (axes included) is the default group.
            ZStack {
                Canvas { context, size in drawing.draw(in: &context, size: size, accentedLayer: false) }
                if drawing.marks.contains(where: \.accented) {
                    Canvas { context, size in drawing.draw(in: &context, size: size, accentedLayer: true) }.widgetAccentable()
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel(drawing.spokenSummary)
            .overlay {
                if drawing.marks.contains(where: { $0.annotation != nil }) {
                    GeometryReader { proxy in
                        ForEach(Array(drawing.annotations(size: proxy.size).enumerated()), id: \.offset) { _, item in
                            // Each annotation at its own size, `anchor` of it on `point` of the plot.
                            Color.clear.frame(width: proxy.size.width, height: proxy.size.height)
                                .overlay(alignment: .topLeading) {
                                    item.view.fixedSize()
                                        .alignmentGuide(.leading) { $0.width * item.anchor.x - item.point.x }
                                        .alignmentGuide(.top) { $0.height * item.anchor.y - item.point.y }
                                }
                        }
                    }
                }
            }
            if !drawing.series.isEmpty && settings.legend != .hidden {
                HStack(spacing: ChartFigures.legendItemSpacing) {
                    ForEach(Array(drawing.series.enumerated()), id: \.offset) { index, name in
                        HStack(spacing: ChartFigures.legendSpacing) {
                            Circle().fill(drawing.color(ofSeries: name)).frame(width: ChartFigures.legendSymbol, height: ChartFigures.legendSymbol)
                            Text(name).font(ChartFigures.axisLabelFont).foregroundStyle(.secondary).lineLimit(1)
                        }
                    }
                }
            }
        }
    }
}

/// What the chart modifiers set for the charts inside.
public struct ChartSettings {
    var xAxis: Visibility = .automatic, yAxis: Visibility = .automatic, legend: Visibility = .automatic
    var xDomain: ClosedRange<Double>?, yDomain: ClosedRange<Double>?
    var xCategories: [String]?, yCategories: [String]?
    /// `.automatic(includesZero:)`: nil lets the marks decide (bars and areas include zero).
    var xIncludesZero: Bool?, yIncludesZero: Bool?
    var xTicks: AxisMarkValues?, yTicks: AxisMarkValues?
    var yAxisLeading = false
    var seriesColors: [String: Color] = [:]
    var seriesOrder: [String] = []
}

struct ChartSettingsKey: EnvironmentKey { static let defaultValue = ChartSettings() }
extension EnvironmentValues {
    var chartSettings: ChartSettings { get { self[ChartSettingsKey.self] } set { self[ChartSettingsKey.self] = newValue } }
}

/// A domain given as numbers, dates or categories (`chartYScale(domain: 0...100)`).
public protocol ChartScaleDomain {
    var _range: ClosedRange<Double>? { get }
    var _categories: [String]? { get }
    var _includesZero: Bool? { get }
}
extension ChartScaleDomain { public var _includesZero: Bool? { nil } }
extension ClosedRange: ChartScaleDomain where Bound: Plottable {
    public var _range: ClosedRange<Double>? {
        guard let low = lowerBound._plotted.number, let high = upperBound._plotted.number else { return nil }
        return low...high
    }
    public var _categories: [String]? { nil }
}
extension Array: ChartScaleDomain where Element: Plottable {
    public var _range: ClosedRange<Double>? { nil }
    public var _categories: [String]? { compactMap { if case .category(let name) = $0._plotted { return name }; return nil } }
}

/// `chartYScale(domain: .automatic(includesZero: false))`: the data's own extent, zero included or not.
public struct AutomaticScaleDomain: ChartScaleDomain {
    let includesZero: Bool?
    public var _range: ClosedRange<Double>? { nil }
    public var _categories: [String]? { nil }
    public var _includesZero: Bool? { includesZero }
}
extension ChartScaleDomain where Self == AutomaticScaleDomain {
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil) }
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain { AutomaticScaleDomain(includesZero: includesZero) }
}

public enum ScaleType: Sendable { case automatic, linear, log, squareRoot, date, category }

extension View {
    public func chartXAxis(_ visibility: Visibility) -> some View { transformEnvironment(\.chartSettings) { $0.xAxis = visibility } }
    public func chartYAxis(_ visibility: Visibility) -> some View { transformEnvironment(\.chartSettings) { $0.yAxis = visibility } }
    public func chartLegend(_ visibility: Visibility) -> some View { transformEnvironment(\.chartSettings) { $0.legend = visibility } }
    /// Where the legend sits is accepted; it is drawn below the plot.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View { self }
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartSettings) { settings in
            if let first = marks.first { settings.xTicks = first.values; if first.hidden { settings.xAxis = .hidden } }
        }
    }
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartSettings) { settings in
            guard let first = marks.first else { return }
            settings.yTicks = first.values
            settings.yAxisLeading = first.position == .leading
            if first.hidden { settings.yAxis = .hidden }
        }
    }
    public func chartXScale<D: ChartScaleDomain>(domain: D, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartSettings) { $0.xDomain = domain._range; $0.xCategories = domain._categories; $0.xIncludesZero = domain._includesZero }
    }
    public func chartYScale<D: ChartScaleDomain>(domain: D, range: ScaleRange? = nil, type: ScaleType? = nil) -> some View {
        transformEnvironment(\.chartSettings) { $0.yDomain = domain._range; $0.yCategories = domain._categories; $0.yIncludesZero = domain._includesZero }
    }
    public func chartXScale(range: ScaleRange? = nil, type: ScaleType? = nil) -> some View { self }
    public func chartYScale(range: ScaleRange? = nil, type: ScaleType? = nil) -> some View { self }
    /// Series names to colours: a dictionary, `KeyValuePairs` or parallel arrays.
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: [String: S]) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, style) in mapping { settings.seriesColors[name] = style as? Color ?? .blue }
        }
    }
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, style) in mapping { settings.seriesColors[name] = style as? Color ?? .blue; settings.seriesOrder.append(name) }
        }
    }
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, style) in zip(domain, range) { settings.seriesColors[name] = style as? Color ?? .blue }
            settings.seriesOrder = domain
        }
    }
    public func chartSymbolScale<S>(_ mapping: [String: S]) -> some View { self }
    /// The plot area's own modifiers are accepted and not applied yet.
    public func chartPlotStyle<C: View>(@ViewBuilder content: (ChartPlotContent) -> C) -> some View { self }
    /// Content behind or over the chart, given a proxy whose plot frame is the chart's frame (exact
    /// for a pie or donut, which fills it; the axes' room is not subtracted yet).
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: (ChartProxy) -> C) -> some View {
        background(alignment: alignment) { content(ChartProxy()) }
    }
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: (ChartProxy) -> C) -> some View {
        overlay(alignment: alignment) { content(ChartProxy()) }
    }
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View { self }
}

/// The plot area a `chartPlotStyle` closure receives.
public struct ChartPlotContent: View {
    public var body: EmptyView { EmptyView() }
}

/// What `chartOverlay` and `chartBackground` closures receive; a still render answers from the plot's frame.
public struct ChartProxy {
    public var plotAreaSize: CGSize { .zero }
    /// The plot's frame (iOS 17): read in a `GeometryReader` as `geometry[plotFrame]`.
    public var plotFrame: Anchor<CGRect>? { Anchor { CGRect(origin: .zero, size: $0) } }
    /// Before iOS 17.
    public var plotAreaFrame: Anchor<CGRect> { Anchor { CGRect(origin: .zero, size: $0) } }
    public func position<P: Plottable>(forX value: P) -> CGFloat? { nil }
    public func position<P: Plottable>(forY value: P) -> CGFloat? { nil }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? { nil }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? { nil }
}

public struct ScaleRange: Sendable {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange() }
    public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange() }
}

// MARK: Axes

public enum AxisMarkPosition: Sendable { case automatic, leading, trailing, top, bottom }

/// Where an axis puts its marks: automatic (with a count), a stride, or the values given.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable { case automatic(Int?), stride(Double), values([PlottedValue]) }
    let kind: Kind
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues { AxisMarkValues(kind: .stride(step)) }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        let seconds: Double = switch component { case .minute: 60; case .hour: 3_600; case .day: 86_400; case .weekOfYear, .weekday: 604_800; case .month: 2_592_000; default: 3_600 }
        return AxisMarkValues(kind: .stride(seconds * Double(count)))
    }
    public static func values<P: Plottable>(_ values: [P]) -> AxisMarkValues { AxisMarkValues(kind: .values(values.map(\._plotted))) }
}

extension AxisMarkValues: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Double...) { kind = .values(elements.map { .number($0) }) }
}

/// The value an axis mark stands for, given to `AxisMarks`' content closure.
public struct AxisValue {
    public let index: Int, count: Int
    let plotted: PlottedValue
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        switch plotted {
        case .number(let n): return (n as? P) ?? (Int(n) as? P) ?? (CGFloat(n) as? P) ?? (Float(n) as? P)
        case .date(let d, _): return d as? P
        case .category(let s): return s as? P
        }
    }
}

/// An axis's marks: where they sit and at which values; their grid lines, ticks and labels are drawn
/// as the automatic axis draws them.
public struct AxisMarks {
    let position: AxisMarkPosition, values: AxisMarkValues?, hidden: Bool
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        (self.position, self.values, hidden) = (position, values, false)
    }
    public init<C>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                   @AxisMarkBuilder content: @escaping (AxisValue) -> C) {
        (self.position, self.values, hidden) = (position, values, false)
    }
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        (self.position, self.values, hidden) = (position, .values(values), false)
    }
    public init<P: Plottable, C>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                                 @AxisMarkBuilder content: @escaping (AxisValue) -> C) {
        (self.position, self.values, hidden) = (position, .values(values), false)
    }
}

public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }

public struct AxisGridLine { public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {} }
public struct AxisTick { public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) {} }
public struct AxisValueLabel {
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {}
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                         @ViewBuilder content: () -> C) {}
}
public enum AxisValueLabelCollisionResolution: Sendable { case automatic, truncate, greedy, disabled; public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { .greedy } }
public enum AxisValueLabelOrientation: Sendable { case automatic, horizontal, vertical, verticalReversed }

extension AxisGridLine { public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { self } }
extension AxisTick { public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { self } }
extension AxisValueLabel {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { self }
    public func font(_ font: Font?) -> AxisValueLabel { self }
}

@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression<T>(_ part: T) -> [Any] { [part] }
    public static func buildBlock(_ parts: [Any]...) -> [Any] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [Any]?) -> [Any] { part ?? [] }
    public static func buildEither(first part: [Any]) -> [Any] { part }
    public static func buildEither(second part: [Any]) -> [Any] { part }
}

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarks]?) -> [AxisMarks] { part ?? [] }
    public static func buildEither(first part: [AxisMarks]) -> [AxisMarks] { part }
    public static func buildEither(second part: [AxisMarks]) -> [AxisMarks] { part }
}
