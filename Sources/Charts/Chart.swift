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
    @Environment(\.diagnostics) private var diagnostics
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    public init(@ChartContentBuilder content: () -> [ChartMark]) { marks = content() }
    public init<Data: RandomAccessCollection>(_ data: Data, @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }
    public init<Data: RandomAccessCollection, ID: Hashable>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            @ChartContentBuilder content: (Data.Element) -> [ChartMark]) {
        marks = data.flatMap(content)
    }

    public var body: some View {
        let drawing = ChartDrawing(marks: marks, settings: settings, isRightToLeft: layoutDirection == .rightToLeft, locale: locale, timeZone: timeZone,
                                   labelSize: ChartFigures.axisLabelPointSize * ChartFigures.axisLabelFont.resolve(dynamicTypeSize: dynamicTypeSize).size
                                       / ChartFigures.axisLabelFont.resolve(dynamicTypeSize: .large).size)
        let _ = drawing.domainWarnings.forEach { diagnostics?.warn($0) }
        let placement = settings.legendPlacement
        let showsLegend = settings.legend != .hidden && (settings.legendContent != nil || !drawing.legendEntries.isEmpty)
        let spacing = placement.spacing ?? ChartFigures.legendTopSpacing
        if !showsLegend {
            plotArea(drawing)
        } else if placement.isBeside {
            HStack(alignment: placement.alignment?.vertical ?? .center, spacing: spacing) {
                if placement.position == .leading { legend(drawing, vertical: true) }
                plotArea(drawing)
                if placement.position == .trailing { legend(drawing, vertical: true) }
            }
        } else {
            VStack(alignment: .leading, spacing: spacing) {
                if placement.position == .top { legend(drawing, vertical: false) }
                plotArea(drawing)
                if placement.position != .top { legend(drawing, vertical: false) }
            }
        }
    }
}

extension Chart {
    /// The plot with its axis titles: the y axis's above it, on the side of its labels, the x
    /// axis's below it, centred (EST), or where `position` and `alignment` ask.
    @ViewBuilder
    func plotArea(_ drawing: ChartDrawing) -> some View {
        let x = settings.xAxisTitle, y = settings.yAxisTitle
        if x == nil && y == nil {
            plot(drawing)
        } else {
            let yAlignment = y?.alignment ?? (settings.yMarks?.first?.position == .leading ? .leading : .trailing)
            VStack(spacing: 0) {
                if let y, y.position != .bottom {
                    y.content.frame(maxWidth: .infinity, alignment: yAlignment).padding(.bottom, y.spacing ?? ChartFigures.axisTitleSpacing)
                }
                if let x, x.position == .top {
                    x.content.frame(maxWidth: .infinity, alignment: x.alignment ?? .center).padding(.bottom, x.spacing ?? ChartFigures.axisTitleSpacing)
                }
                plot(drawing)
                if let x, x.position != .top {
                    x.content.frame(maxWidth: .infinity, alignment: x.alignment ?? .center).padding(.top, x.spacing ?? ChartFigures.axisTitleSpacing)
                }
                if let y, y.position == .bottom {
                    y.content.frame(maxWidth: .infinity, alignment: yAlignment).padding(.top, y.spacing ?? ChartFigures.axisTitleSpacing)
                }
            }
        }
    }

    /// The plot with its axes, marks, labels, annotations and decorations, laid out once at the
    /// chart's size: the axis labels are measured first, the plot takes the room they leave, and
    /// every part is placed from that one layout.
    func plot(_ drawing: ChartDrawing) -> some View {
        GeometryReader { proxy in
            let layout = drawing.axesLayout(size: proxy.size) { proxy.idealSize(of: $0) }
            ZStack(alignment: .topLeading) {
                decorations(settings.backgrounds, drawing: drawing, layout: layout, plotStyle: settings.plotStyle)
                plotMarker(layout.plot)
                // Marks made `widgetAccentable()` are drawn in a layer of their own, which the
                // accented rendering mode tints as the accent group; the rest (axes included) is the
                // default group.
                ZStack {
                    Canvas { context, _ in drawing.draw(in: &context, layout: layout, accentedLayer: false) }
                    if drawing.marks.contains(where: \.accented) {
                        Canvas { context, _ in drawing.draw(in: &context, layout: layout, accentedLayer: true) }.widgetAccentable()
                    }
                }
                .accessibilityElement(children: .ignore)
                .accessibilityLabel(drawing.spokenSummary)
                // The axes' labels and the marks' annotations: views, each placed by a point of its
                // own on a point of the chart.
                ForEach(Array((layout.labels + drawing.annotations(in: layout)).enumerated()), id: \.offset) { _, item in
                    Color.clear.frame(width: proxy.size.width, height: proxy.size.height)
                        .overlay(alignment: .topLeading) {
                            item.view.fixedSize()
                                .alignmentGuide(.leading) { $0.width * item.anchorX - item.x }
                                .alignmentGuide(.top) { dimensions in
                                    switch item.vertical {
                                    case .baseline: return dimensions[.firstTextBaseline] - item.y
                                    case .unit(let share): return dimensions.height * share - item.y
                                    }
                                }
                        }
                }
                decorations(settings.overlays, drawing: drawing, layout: layout)
            }
        }
    }

    /// An empty view over the plot, tagged `#loupe.chart-plot`, so `--dump layout` shows where the
    /// plot is (an agent reading the dump sees the plot's frame beside the axes' labels).
    func plotMarker(_ plot: CGRect) -> some View {
        Color.clear.frame(width: plot.width, height: plot.height).offset(x: plot.minX, y: plot.minY)
            .accessibilityIdentifier(ChartFigures.plotIdentifier)
    }

    /// The legend: one's own content, or each entry's symbol and name in a row (beside the plot, in
    /// a column), aligned as `chartLegend(alignment:)` asks (leading by default).
    @ViewBuilder
    func legend(_ drawing: ChartDrawing, vertical: Bool) -> some View {
        let alignment = settings.legendPlacement.alignment ?? .leading
        Group {
            if let content = settings.legendContent {
                content
            } else if vertical {
                VStack(alignment: .leading, spacing: ChartFigures.legendSpacing) { legendEntries(drawing) }
            } else {
                HStack(spacing: ChartFigures.legendItemSpacing) { legendEntries(drawing) }
            }
        }
        .frame(maxWidth: vertical ? nil : .infinity, alignment: alignment)
    }

    func legendEntries(_ drawing: ChartDrawing) -> some View {
        ForEach(Array(drawing.legendEntries.enumerated()), id: \.offset) { _, entry in
            HStack(spacing: ChartFigures.legendSpacing) {
                LegendSymbol(shape: entry.shape, style: entry.style)
                Text(entry.name).font(ChartFigures.axisLabelFont).foregroundStyle(.secondary).lineLimit(1)
            }
        }
    }
}

extension Chart {
    /// `chartBackground`/`chartOverlay` content over the chart's frame, each at its alignment, with a
    /// proxy of the laid-out plot, and the `chartPlotStyle` view the size of the plot. The content
    /// sees no chart settings, so a chart inside it starts afresh.
    @ViewBuilder
    func decorations(_ decorations: [ChartDecoration], drawing: ChartDrawing, layout: ChartDrawing.AxesLayout,
                     plotStyle: (() -> AnyView)? = nil) -> some View {
        if !decorations.isEmpty || plotStyle != nil {
            ZStack(alignment: .topLeading) {
                if let plotStyle {
                    plotStyle().frame(width: layout.plot.width, height: layout.plot.height).offset(x: layout.plot.minX, y: layout.plot.minY)
                }
                ForEach(Array(decorations.enumerated()), id: \.offset) { _, decoration in
                    GeometryReader { geometry in
                        decoration.content(ChartProxy(drawing: drawing, layout: layout))
                            .frame(width: geometry.size.width, height: geometry.size.height, alignment: decoration.alignment)
                    }
                }
            }
            .environment(\.chartSettings, ChartSettings())
        }
    }
}

/// A legend entry's symbol: the series' colour in its symbol's shape (a circle unless `symbol(by:)`
/// gives the name one).
struct LegendSymbol: View {
    let shape: BasicChartSymbolShape, style: AnyShapeStyle
    var body: some View {
        let size = ChartFigures.legendSymbol, area = CGFloat.pi * size * size / 4
        // A circle stays a shape view, so a review's colour-only rule finds the swatches.
        if shape == .circle {
            Circle().fill(style).frame(width: size, height: size)
        } else {
            symbol(size: size, area: area)
        }
    }

    private func symbol(size: CGFloat, area: CGFloat) -> some View {
        Canvas { context, canvas in
            let path = ChartSymbol.path(shape, centre: CGPoint(x: canvas.width / 2, y: canvas.height / 2), area: area)
            if ChartSymbol.isStroked(shape) {
                context.stroke(path, with: .style(style), lineWidth: ChartFigures.symbolStrokeWidth)
            } else {
                context.fill(path, with: .style(style))
            }
        }
        .frame(width: size, height: size)
    }
}

/// What the chart modifiers set for the charts inside.
public struct ChartSettings {
    var xAxis: Visibility = .automatic, yAxis: Visibility = .automatic, legend: Visibility = .automatic
    var xDomain: ClosedRange<Double>?, yDomain: ClosedRange<Double>?
    var xCategories: [String]?, yCategories: [String]?
    /// `.automatic(includesZero:)`: nil lets the marks decide (bars and areas include zero).
    var xIncludesZero: Bool?, yIncludesZero: Bool?
    /// `chartXAxis { AxisMarks(…) }`: the axes' marks; nil draws the automatic axis.
    var xMarks: [AxisMarks]?, yMarks: [AxisMarks]?
    /// `chartForegroundStyleScale`: each series' style, any shape style (a colour, a gradient).
    var seriesStyles: [String: AnyShapeStyle] = [:]
    var seriesOrder: [String] = []
    var symbolShapes: [String: BasicChartSymbolShape] = [:]
    var symbolOrder: [BasicChartSymbolShape]?
    /// `chartXAxisLabel`/`chartYAxisLabel`: the axes' titles.
    var xAxisTitle: AxisTitle?, yAxisTitle: AxisTitle?
    var legendPlacement = LegendPlacement()
    var legendContent: AnyView?
    /// `chartPlotStyle`: the styled plot area, drawn under the marks.
    var plotStyle: (() -> AnyView)?
    /// `chartBackground` and `chartOverlay` content, drawn by the chart with a proxy of its plot.
    var backgrounds: [ChartDecoration] = [], overlays: [ChartDecoration] = []
}

/// An axis's title and where it goes.
struct AxisTitle {
    let content: AnyView
    let position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?
}

/// `chartLegend(position:alignment:spacing:)`.
struct LegendPlacement {
    var position: AnnotationPosition = .automatic, alignment: Alignment?, spacing: CGFloat?
    var isBeside: Bool { position == .leading || position == .trailing }
}

/// A `chartBackground` or `chartOverlay` closure and where its content sits in the chart's frame.
struct ChartDecoration {
    let alignment: Alignment
    let content: (ChartProxy) -> AnyView
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
    /// Where the legend sits: below the plot (`.automatic`, `.bottom`), above it, or beside it
    /// (`.leading`, `.trailing`, its entries one under another), aligned and spaced as given.
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        transformEnvironment(\.chartSettings) { $0.legendPlacement = LegendPlacement(position: position, alignment: alignment, spacing: spacing) }
    }
    /// A legend of one's own, in the legend's place.
    public func chartLegend<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                     @ViewBuilder content: () -> C) -> some View {
        let view = AnyView(content())
        return transformEnvironment(\.chartSettings) { settings in
            settings.legendPlacement = LegendPlacement(position: position, alignment: alignment, spacing: spacing)
            settings.legendContent = view
            if settings.legend == .automatic { settings.legend = .visible }
        }
    }
    public func chartXAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartSettings) { $0.xMarks = marks }
    }
    public func chartYAxis(@AxisContentBuilder content: () -> [AxisMarks]) -> some View {
        let marks = content()
        return transformEnvironment(\.chartSettings) { $0.yMarks = marks }
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
            for (name, style) in mapping { settings.seriesStyles[name] = AnyShapeStyle(style) }
        }
    }
    public func chartForegroundStyleScale<S: ShapeStyle>(_ mapping: KeyValuePairs<String, S>) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, style) in mapping { settings.seriesStyles[name] = AnyShapeStyle(style); settings.seriesOrder.append(name) }
        }
    }
    public func chartForegroundStyleScale<S: ShapeStyle>(domain: [String], range: [S]) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, style) in zip(domain, range) { settings.seriesStyles[name] = AnyShapeStyle(style) }
            settings.seriesOrder = domain
        }
    }
    /// Symbol groups to shapes (`chartSymbolScale(["Easy": .circle, "Long": .square])`).
    public func chartSymbolScale(_ mapping: [String: BasicChartSymbolShape]) -> some View {
        transformEnvironment(\.chartSettings) { settings in for (name, shape) in mapping { settings.symbolShapes[name] = shape } }
    }
    public func chartSymbolScale(_ mapping: KeyValuePairs<String, BasicChartSymbolShape>) -> some View {
        transformEnvironment(\.chartSettings) { settings in for (name, shape) in mapping { settings.symbolShapes[name] = shape } }
    }
    public func chartSymbolScale(domain: [String], range: [BasicChartSymbolShape]) -> some View {
        transformEnvironment(\.chartSettings) { settings in for (name, shape) in zip(domain, range) { settings.symbolShapes[name] = shape } }
    }
    /// The shapes in order, for the groups in their order of appearance.
    public func chartSymbolScale(range: [BasicChartSymbolShape]) -> some View {
        transformEnvironment(\.chartSettings) { $0.symbolOrder = range }
    }
    /// Other kinds of symbol (a view) are accepted and the default shapes used.
    public func chartSymbolScale<S>(_ mapping: [String: S]) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, shape) in mapping { if let shape = shape as? BasicChartSymbolShape { settings.symbolShapes[name] = shape } }
        }
    }
    public func chartSymbolScale<S>(_ mapping: KeyValuePairs<String, S>) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, shape) in mapping { if let shape = shape as? BasicChartSymbolShape { settings.symbolShapes[name] = shape } }
        }
    }
    public func chartSymbolScale<S>(domain: [String], range: [S]) -> some View {
        transformEnvironment(\.chartSettings) { settings in
            for (name, shape) in zip(domain, range) { if let shape = shape as? BasicChartSymbolShape { settings.symbolShapes[name] = shape } }
        }
    }
    /// The plot area's own modifiers — a background, a border, a clip shape — applied to a view the
    /// size of the plot, under the marks. (A frame that resizes the plot is not followed: the plot
    /// keeps the room the axes leave.)
    public func chartPlotStyle<C: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> C) -> some View {
        transformEnvironment(\.chartSettings) { $0.plotStyle = { AnyView(content(ChartPlotContent())) } }
    }
    /// Content behind or over the chart, given a proxy of its laid-out plot: the chart draws it over
    /// (or under) its own frame, and the proxy answers `plotFrame`, `position(forX:)` and
    /// `value(atX:)` from the plot the axes leave.
    public func chartBackground<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        transformEnvironment(\.chartSettings) { $0.backgrounds.append(ChartDecoration(alignment: alignment) { AnyView(content($0)) }) }
    }
    public func chartOverlay<C: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> C) -> some View {
        transformEnvironment(\.chartSettings) { $0.overlays.append(ChartDecoration(alignment: alignment) { AnyView(content($0)) }) }
    }
    /// An axis's title: a caption in the axis labels' style, below the plot for x and above it for y.
    public func chartXAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartYAxisLabel(_ label: String, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content().font(ChartFigures.axisLabelFont).foregroundStyle(.secondary)), position: position,
                              alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartSettings) { $0.xAxisTitle = title }
    }
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil,
                                         @ViewBuilder content: () -> C) -> some View {
        let title = AxisTitle(content: AnyView(content().font(ChartFigures.axisLabelFont).foregroundStyle(.secondary)), position: position,
                              alignment: alignment, spacing: spacing)
        return transformEnvironment(\.chartSettings) { $0.yAxisTitle = title }
    }
}

/// The plot area a `chartPlotStyle` closure receives: it fills the plot, drawing nothing itself.
public struct ChartPlotContent: View {
    public var body: some View { Color.clear }
}

/// What `chartOverlay` and `chartBackground` closures receive: the chart's plot as laid out —
/// its frame in the chart's coordinates, and positions and values along its axes, measured from the
/// plot's origin as Swift Charts measures them.
public struct ChartProxy {
    let drawing: ChartDrawing?
    let layout: ChartDrawing.AxesLayout?

    init(drawing: ChartDrawing, layout: ChartDrawing.AxesLayout) {
        (self.drawing, self.layout) = (drawing, layout)
    }

    /// A proxy of the plot laid out at `size` with estimated label widths (tests of the scales).
    init(drawing: ChartDrawing, size: CGSize) {
        self.init(drawing: drawing, layout: drawing.axesLayout(size: size))
    }

    public var plotAreaSize: CGSize { layout?.plot.size ?? .zero }
    /// iOS 17's name for `plotAreaSize`.
    public var plotSize: CGSize { plotAreaSize }
    /// The plot's frame (iOS 17): read in a `GeometryReader` as `geometry[plotFrame]`.
    public var plotFrame: Anchor<CGRect>? { plotAreaFrame }
    /// Before iOS 17.
    public var plotAreaFrame: Anchor<CGRect> {
        let plot = layout?.plot
        return Anchor(resolving: { plot ?? CGRect(origin: .zero, size: $0) })
    }

    public func position<P: Plottable>(forX value: P) -> CGFloat? {
        guard let drawing, let layout else { return nil }
        return drawing.x(value._plotted, in: layout).map { $0 - layout.plot.minX }
    }
    public func position<P: Plottable>(forY value: P) -> CGFloat? {
        guard let drawing, let layout else { return nil }
        return drawing.y(value._plotted, in: layout).map { $0 - layout.plot.minY }
    }
    public func position<X: Plottable, Y: Plottable>(for value: (x: X, y: Y)) -> CGPoint? {
        guard let x = position(forX: value.x), let y = position(forY: value.y) else { return nil }
        return CGPoint(x: x, y: y)
    }
    public func value<P: Plottable>(atX position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let layout else { return nil }
        let along = drawing?.isRightToLeft == true ? layout.plot.width - position : position
        return ChartDrawing.value(at: along, on: layout.xScale, length: layout.plot.width).flatMap { AxisValue(index: 0, count: 1, plotted: $0).as(P.self) }
    }
    public func value<P: Plottable>(atY position: CGFloat, as type: P.Type = P.self) -> P? {
        guard let layout else { return nil }
        return ChartDrawing.value(at: layout.plot.height - position, on: layout.yScale, length: layout.plot.height)
            .flatMap { AxisValue(index: 0, count: 1, plotted: $0).as(P.self) }
    }
    public func value<X: Plottable, Y: Plottable>(at location: CGPoint, as type: (X, Y).Type = (X, Y).self) -> (X, Y)? {
        guard let x = value(atX: location.x, as: X.self), let y = value(atY: location.y, as: Y.self) else { return nil }
        return (x, y)
    }
}

public struct ScaleRange: Sendable {
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> ScaleRange { ScaleRange() }
    public static func plotDimension(padding: CGFloat) -> ScaleRange { ScaleRange() }
}
