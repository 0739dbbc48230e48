import Foundation
import LoupeUI

/// A chart laid out and drawn in a canvas: its scales from the marks' values (categories in order of
/// appearance, numbers and dates on "nice" ticks that include zero for bars and areas), the y axis's
/// labels on the trailing side, the x axis's below, horizontal grid lines, then the marks.
struct ChartDrawing {
    let marks: [ChartMark]
    let settings: ChartSettings
    /// Series names in order of appearance (the legend's order, and the palette's).
    let series: [String]

    /// The axis labels' point size: caption 2 at the cell's Dynamic Type size, for the room the
    /// labels are given before they are laid out.
    var labelSize = ChartFigures.axisLabelPointSize

    /// The cell's locale and time zone, for the axes' numbers and dates (never the machine's).
    var locale = Locale(identifier: "en_US")
    var timeZone = TimeZone(identifier: "UTC")!

    init(marks: [ChartMark], settings: ChartSettings, isRightToLeft: Bool = false, locale: Locale = Locale(identifier: "en_US"),
         timeZone: TimeZone = TimeZone(identifier: "UTC")!, labelSize: CGFloat = ChartFigures.axisLabelPointSize) {
        (self.isRightToLeft, self.locale, self.timeZone, self.labelSize) = (isRightToLeft, locale, timeZone, labelSize)
        let calendar = Self.calendar(locale: locale, timeZone: timeZone)
        self.marks = Self.stacked(marks.map { $0.mapValues { Self.binned($0, calendar: calendar) } })
        self.settings = settings
        var names = settings.seriesOrder
        for mark in marks { if let name = mark.series, !names.contains(name) { names.append(name) } }
        series = names.filter { name in marks.contains { $0.series == name } }
    }

    /// Bars of one x value (and one `position(by:)` group) stack, and so do areas (series over
    /// series, as Charts stacks them by default): each bar starts where those before
    /// it on the same side of zero end — positive values up, negative ones down, as Charts stacks
    /// them. `stacking: .normalized` scales each stack to 0…1, `.center` centres it on zero, and
    /// `.unstacked` draws every bar from zero.
    static func stacked(_ marks: [ChartMark]) -> [ChartMark] {
        struct Key: Hashable { let x: PlottedValue, group: String?, kind: ChartMark.Kind }
        /// A column or an area reaching a number from zero, at an x, stacked with its neighbours.
        func stackable(_ mark: ChartMark) -> (key: Key, value: Double, stacking: MarkStackingMethod)? {
            switch mark.geometry {
            case .bar(let bar) where bar.valueAxis == .y:
                guard case .value(let value) = bar.extent, let number = value.number, bar.stacking != .unstacked else { return nil }
                return (Key(x: bar.position, group: mark.group, kind: .bar), number, bar.stacking)
            case .area(let x, .value(let value), let stacking):
                guard let number = value.number, stacking != .unstacked else { return nil }
                return (Key(x: x, group: mark.group, kind: .area), number, stacking)
            default:
                return nil
            }
        }
        var totals: [Key: Double] = [:]
        for mark in marks { if let (key, value, _) = stackable(mark) { totals[key, default: 0] += abs(value) } }
        var above: [Key: Double] = [:], below: [Key: Double] = [:]
        return marks.map { mark in
            guard case (let key, var y, let stacking)? = stackable(mark) else { return mark }
            let total = totals[key] ?? 0
            var offset = 0.0
            switch stacking {
            case .normalized: y = total > 0 ? y / total : 0
            case .center: offset = -total / 2; y = abs(y)
            default: break
            }
            let start = y >= 0 ? above[key, default: 0] : below[key, default: 0]
            if y >= 0 { above[key] = start + y } else { below[key] = start + y }
            let extent = ChartMark.Extent.span(.number(offset + start), .number(offset + start + y))
            var stacked = mark
            switch mark.geometry {
            case .bar(var bar): bar.extent = extent; stacked.geometry = .bar(bar)
            case .area(let x, _, let stacking): stacked.geometry = .area(x: x, extent: extent, stacking: stacking)
            default: break
            }
            return stacked
        }
    }

    /// An explicit domain that leaves out every value of its axis draws an empty plot, as iOS does;
    /// it is almost always a mistake (a domain in the wrong unit), so the render says so.
    var domainWarnings: [String] {
        var warnings: [String] = []
        for (axis, domain, values) in [("x", settings.xDomain, values(on: .x)), ("y", settings.yDomain, values(on: .y))] {
            guard let domain else { continue }
            let numbers = values.compactMap(\.number)
            guard !numbers.isEmpty, !numbers.contains(where: domain.contains) else { continue }
            let isDate = values.contains { if case .date = $0 { return true }; return false }
            let shown = { (n: Double) in
                isDate ? Date(timeIntervalSinceReferenceDate: n).formatted(.iso8601) : n.formatted(.number.locale(Locale(identifier: "en_US")))
            }
            warnings.append("Chart: every \(axis) value (\(shown(numbers.min()!))…\(shown(numbers.max()!))) lies outside chart\(axis.uppercased())Scale(domain: \(shown(domain.lowerBound))...\(shown(domain.upperBound))); the plot is empty")
        }
        return warnings
    }

    /// The `position(by:)` groups, in order of appearance: each takes its share of a value's band.
    var groups: [String] {
        var names: [String] = []
        for mark in marks { if let name = mark.group, !names.contains(name) { names.append(name) } }
        return names
    }

    /// A grouped mark's place across its band of `thickness`: its offset from the band's middle and
    /// its own thickness.
    func groupPlace(of mark: ChartMark, thickness: CGFloat) -> (offset: CGFloat, thickness: CGFloat) {
        let groups = self.groups
        guard let name = mark.group, let index = groups.firstIndex(of: name), groups.count > 1 else { return (0, thickness) }
        let share = thickness / CGFloat(groups.count)
        return ((CGFloat(index) - CGFloat(groups.count - 1) / 2) * share, share)
    }

    /// The `symbol(by:)` groups in order of appearance; each takes the next shape of the default order.
    var symbolGroups: [String] {
        var names: [String] = []
        for mark in marks { if let name = mark.symbolGroup, !names.contains(name) { names.append(name) } }
        return names
    }

    /// A mark's symbol: its own, its group's (from `chartSymbolScale` or the default order), or a circle.
    func symbolShape(of mark: ChartMark) -> BasicChartSymbolShape {
        if let shape = mark.symbol { return shape }
        guard let group = mark.symbolGroup else { return .circle }
        return symbolShape(ofGroup: group)
    }

    func symbolShape(ofGroup name: String) -> BasicChartSymbolShape {
        if let shape = settings.symbolShapes[name] { return shape }
        let order = settings.symbolOrder.flatMap { $0.isEmpty ? nil : $0 } ?? ChartFigures.symbolOrder
        return order[(symbolGroups.firstIndex(of: name) ?? 0) % order.count]
    }

    /// The legend: each series (`foregroundStyle(by:)`) and each symbol group (`symbol(by:)`) once,
    /// series first; a name that is both shows its colour in its shape.
    var legendEntries: [(name: String, style: AnyShapeStyle, shape: BasicChartSymbolShape)] {
        let groups = symbolGroups
        var names = series
        for name in groups where !names.contains(name) { names.append(name) }
        return names.map { name in
            (name, series.contains(name) ? style(ofSeries: name) : AnyShapeStyle(ChartFigures.defaultMarkColor),
             groups.contains(name) ? symbolShape(ofGroup: name) : .circle)
        }
    }

    /// A series' style: the one `chartForegroundStyleScale` gives it, else the palette's next colour.
    func style(ofSeries name: String) -> AnyShapeStyle {
        if let style = settings.seriesStyles[name] { return style }
        return AnyShapeStyle(ChartFigures.palette[(series.firstIndex(of: name) ?? 0) % ChartFigures.palette.count])
    }

    private func style(of mark: ChartMark) -> AnyShapeStyle {
        if let style = mark.style { return style }
        if let name = mark.series { return style(ofSeries: name) }
        return AnyShapeStyle(ChartFigures.defaultMarkColor)
    }

    // MARK: Scales

    /// One axis: categories in bands, or a continuous domain with its ticks.
    enum Scale {
        case categories([String])
        case continuous(ClosedRange<Double>, ticks: [Double], isDate: Bool)

        func position(_ value: PlottedValue, length: CGFloat) -> CGFloat? {
            switch (self, value) {
            case let (.categories(names), .category(name)):
                guard let index = names.firstIndex(of: name) else { return nil }
                return (CGFloat(index) + 0.5) * length / CGFloat(max(names.count, 1))
            case let (.continuous(domain, _, _), _):
                guard let number = value.number else { return nil }
                let span = domain.upperBound - domain.lowerBound
                return span > 0 ? CGFloat((number - domain.lowerBound) / span) * length : length / 2
            default: return nil
            }
        }

        func band(length: CGFloat) -> CGFloat {
            if case .categories(let names) = self { return length / CGFloat(max(names.count, 1)) }
            return 0
        }
    }

    private func values(on axis: ChartAxis) -> [PlottedValue] { marks.flatMap { $0.values(on: axis) } }

    func scale(_ axis: ChartAxis) -> Scale {
        let x = axis == .x
        let plotted = values(on: axis)
        let given = x ? settings.xCategories : settings.yCategories
        let categories = plotted.compactMap { value -> String? in if case .category(let name) = value { return name }; return nil }
        if given != nil || !categories.isEmpty {
            var names = given ?? []
            for name in categories where !names.contains(name) { names.append(name) }
            return .categories(names)
        }
        let isDate = plotted.contains { if case .date = $0 { return true }; return false }
        var numbers = plotted.compactMap(\.number)
        // A date binned by a unit spans it: its last bin ends a unit later.
        for value in plotted { if case .date(let date, let unit?) = value { numbers.append(date.timeIntervalSinceReferenceDate + Self.seconds(unit)) } }
        let includesZero = !isDate && ((x ? settings.xIncludesZero : settings.yIncludesZero) ?? marks.contains { [.bar, .area].contains($0.kind) })
        if includesZero { numbers.append(0) }
        // Whole-number values (an `Int`'s) never step by less than 1 (M).
        let integral = !plotted.isEmpty && plotted.allSatisfy(\.isIntegral)
        if let domain = x ? settings.xDomain : settings.yDomain {
            return .continuous(domain, ticks: isDate ? dateTicks(in: domain) : Self.ticks(in: domain, integral: integral), isDate: isDate)
        }
        guard let low = numbers.min(), var high = numbers.max() else { return .continuous(0...1, ticks: Self.ticks(in: 0...1), isDate: false) }
        if isDate { return .continuous(low...max(high, low + 1), ticks: dateTicks(in: low...max(high, low + 1)), isDate: true) }
        if high <= low { high = low + 1 }
        // The value axis reaches its outer ticks: its first and last grid lines are the plot's edges
        // (M). A numeric x axis spans its data (EST: Charts' plots run edge to edge along x).
        let step = Self.tickStep(low: low, high: high, integral: integral)
        let domain = x ? low...high : Self.rounded(low, .down, to: step)...Self.rounded(high, .up, to: step)
        return .continuous(domain, ticks: Self.multiples(of: step, in: domain), isDate: false)
    }

    /// Charts' automatic step (M, facts.md §7 third pass): the smallest of 1, 2 and 5 times a power
    /// of ten for which `low…high`, rounded out to whole steps, needs at most `maximum` ticks — at
    /// least 1 for whole-number values. 0…6.4 steps by 2 (0, 2 … 8), −6.15…1.25 by 5, 0…1.6 by 0.5.
    static func tickStep(low: Double, high: Double, integral: Bool, maximum: Int = ChartFigures.maximumTickCount) -> Double {
        guard high > low, low.isFinite, high.isFinite else { return 1 }
        var power = pow(10, log10(high - low).rounded(.down) - 2)
        while true {
            for factor in ChartFigures.tickStepFactors {
                let step = factor * power
                if integral && step < 1 { continue }
                let count = rounded(high, .up, to: step) / step - rounded(low, .down, to: step) / step + 1
                if count <= Double(maximum) + 1e-9 { return step }
            }
            power *= 10
        }
    }

    /// A value rounded to a whole number of steps, up or down (a hair of floating-point error is
    /// not a step: 0.6 / 0.2 rounds up to 3, not 4).
    static func rounded(_ value: Double, _ direction: FloatingPointRoundingRule, to step: Double) -> Double {
        let steps = value / step
        let nearest = steps.rounded()
        return (abs(steps - nearest) < 1e-9 ? nearest : steps.rounded(direction)) * step
    }

    static func seconds(_ unit: Calendar.Component) -> Double {
        switch unit {
        case .minute: return 60
        case .hour: return 3_600
        case .day, .weekday: return 86_400
        case .weekOfYear, .weekOfMonth: return 604_800
        case .month: return 2_629_746
        case .year: return 31_556_952
        default: return 1
        }
    }

    /// Ticks in a given domain: multiples of the automatic step for it, at most `maximum` of them.
    static func ticks(in domain: ClosedRange<Double>, integral: Bool = false, maximum: Int = ChartFigures.maximumTickCount) -> [Double] {
        let step = tickStep(low: domain.lowerBound, high: domain.upperBound, integral: integral, maximum: maximum)
        return Array(multiples(of: step, in: domain).prefix(50))
    }

    // MARK: Drawing

    /// What VoiceOver reads for the chart: each mark's values with their labels, as iOS reads a
    /// chart's marks ("Day Mon, Minutes 20"), with its series.
    /// A mark's own `accessibilityLabel` stands for its series and x value, its `accessibilityValue`
    /// for its y value, and an `accessibilityHidden` mark is not read.
    var spokenSummary: String {
        marks.filter { !$0.unspoken }.map { mark in
            var parts: [String] = []
            if let label = mark.spokenLabel {
                parts.append(label)
            } else {
                if let series = mark.series { parts.append(series) }
                if let x = mark.x { parts.append([mark.xLabel, spoken(x)].compactMap { $0 }.joined(separator: " ")) }
            }
            if let value = mark.spokenValue {
                parts.append(value)
            } else if let y = mark.y.map(spoken) ?? mark.yEnd.flatMap({ end in mark.yStart.map { spoken(.number((end.number ?? 0) - ($0.number ?? 0))) } }) {
                parts.append([mark.yLabel, y].compactMap { $0 }.joined(separator: " "))
            } else if case .sector(let sector) = mark.geometry {
                parts.append([mark.yLabel, spoken(.number(sector.angle))].compactMap { $0 }.joined(separator: " "))
            }
            return parts.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    func spoken(_ value: PlottedValue) -> String {
        switch value {
        case .number(let n, _): return n.formatted(.number.locale(locale))
        case .date(let d, _):
            var style = Date.FormatStyle(date: .abbreviated, time: .shortened, timeZone: timeZone).locale(locale)
            style.calendar = calendar
            return d.formatted(style)
        case .category(let s): return s
        }
    }

    /// Draws the chart's axes and its marks that are not accented (`accentedLayer` false), or only
    /// the accented marks (true), on the scales and plot of `layout`.
    func draw(in context: inout GraphicsContext, layout: AxesLayout, accentedLayer: Bool = false) {
        var layer = self
        layer.layerFilter = accentedLayer
        // A pie or donut has no axes; a chart with no marks draws its empty plot with them, as iOS does.
        if isPie { return layer.drawSectors(in: &context, size: layout.plot.size) }
        layer.drawPlot(in: &context, layout: layout, axes: !accentedLayer)
    }

    /// Sectors only: a pie or donut, drawn without axes.
    var isPie: Bool { !marks.isEmpty && marks.allSatisfy { $0.kind == .sector } }

    /// Right to left: the x axis runs from the trailing edge and the y axis's labels sit on the left.
    var isRightToLeft = false

    /// Which marks a layer draws: the accented ones, the others, or (nil) all.
    var layerFilter: Bool? = nil
    /// Which `zIndex` a pass draws (nil: every one).
    var zLevel: Double? = nil
    private func drawn(_ mark: ChartMark) -> Bool { (layerFilter.map { $0 == mark.accented } ?? true) && (zLevel.map { $0 == mark.zIndex } ?? true) }

    /// Where each annotated mark's annotation goes in the layout: beside the mark's bounds on the
    /// side `position` names, `spacing` away, aligned along that side by `alignment` (ChartAnnotationPlacement).
    func annotations(in layout: AxesLayout) -> [PlacedView] {
        guard !isPie else { return [] }
        return marks.compactMap { mark -> PlacedView? in
            guard let annotation = mark.annotation, let bounds = bounds(of: mark, layout: layout) else { return nil }
            let placement = ChartAnnotationPlacement(bounds: bounds, position: resolvedPosition(annotation.position, of: mark, layout: layout),
                                                     alignment: annotation.alignment, spacing: annotation.spacing,
                                                     isRightToLeft: isRightToLeft)
            return PlacedView(view: annotation.content, x: placement.point.x, anchorX: placement.anchor.x,
                              y: placement.point.y, vertical: .unit(placement.anchor.y))
        }
    }

    /// `.automatic`, as Charts resolves it: past a bar's end (above a column that rises, below one
    /// that falls, after a horizontal bar), above any other mark.
    private func resolvedPosition(_ position: AnnotationPosition, of mark: ChartMark, layout: AxesLayout) -> AnnotationPosition {
        guard position == .automatic else { return position }
        guard case .bar(let bar) = mark.geometry else { return .top }
        let end = bar.extent.end.number ?? 0, start = bar.extent.start?.number ?? 0
        if bar.valueAxis == .y { return end < start ? .bottom : .top }
        return end < start ? .leading : .trailing
    }

    /// The frame an annotation is placed against: a bar's or rectangle's rectangle, a rule's line
    /// (across the plot where it has no ends), a point's symbol, a line's or area's vertex.
    private func bounds(of mark: ChartMark, layout: AxesLayout) -> CGRect? {
        let plot = layout.plot
        func px(_ value: PlottedValue) -> CGFloat? { x(value, in: layout) }
        func py(_ value: PlottedValue) -> CGFloat? { y(value, in: layout) }
        switch mark.geometry {
        case .bar, .rectangle:
            return rect(of: mark, layout: layout, zero: py(.number(0)) ?? plot.maxY)
        case let .rule(.horizontal(y, xStart, xEnd)):
            guard let y = py(y) else { return nil }
            let start = xStart.flatMap(px) ?? plot.minX, end = xEnd.flatMap(px) ?? plot.maxX
            return CGRect(x: min(start, end), y: y, width: abs(end - start), height: 0)
        case let .rule(.vertical(x, yStart, yEnd)):
            guard let x = px(x) else { return nil }
            let top = yEnd.flatMap(py) ?? plot.minY, bottom = yStart.flatMap(py) ?? plot.maxY
            return CGRect(x: x, y: min(top, bottom), width: 0, height: abs(bottom - top))
        case .point(let x, let y):
            guard let x = px(x), let y = py(y) else { return nil }
            let side = (mark.symbolSize ?? ChartFigures.pointSymbolArea).squareRoot()
            return CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side)
        case .line(let x, let y):
            guard let x = px(x), let y = py(y) else { return nil }
            return CGRect(x: x, y: y, width: 0, height: 0)
        case .area(let x, let extent, _):
            guard let x = px(x), let y = py(extent.end) else { return nil }
            return CGRect(x: x, y: y, width: 0, height: 0)
        case .sector:
            return nil
        }
    }

    private func drawPlot(in context: inout GraphicsContext, layout: AxesLayout, axes: Bool) {
        let plot = layout.plot
        if axes { drawAxes(in: &context, layout: layout) }

        // Marks stay inside the plot: a domain that leaves values out draws nothing beyond it.
        context.clip(to: Path(plot.insetBy(dx: -ChartFigures.lineWidth, dy: -ChartFigures.lineWidth)))
        // `zIndex` levels from the lowest up; within one, areas, then bars and rectangles, then
        // lines, rules and points, as Charts layers them.
        for level in Set(marks.map(\.zIndex)).sorted() {
            var layer = self
            layer.zLevel = level
            layer.drawMarks(in: &context, layout: layout)
        }
    }

    private func drawMarks(in context: inout GraphicsContext, layout: AxesLayout) {
        let plot = layout.plot
        func px(_ value: PlottedValue) -> CGFloat? { x(value, in: layout) }
        func py(_ value: PlottedValue) -> CGFloat? { y(value, in: layout) }
        let zero = py(.number(0)) ?? plot.maxY
        for (_, group) in grouped(.area) {
            let edges = group.compactMap { mark -> (top: CGPoint, bottom: CGPoint)? in
                guard let x = mark.x.flatMap(px), let top = (mark.yEnd ?? mark.y).flatMap(py) else { return nil }
                return (CGPoint(x: x, y: top), CGPoint(x: x, y: mark.yStart.flatMap(py) ?? zero))
            }
            guard edges.count > 1 else { continue }
            context.fill(Self.area(top: edges.map(\.top), bottom: edges.map(\.bottom), group[0].interpolation),
                         with: .style(style(of: group[0]).opacity(group[0].opacity)))
        }
        for mark in marks where drawn(mark) {
            guard let rect = rect(of: mark, layout: layout, zero: zero) else { continue }
            context.fill(Path(roundedRect: rect, cornerRadius: min(mark.cornerRadius, rect.width / 2, rect.height / 2), style: .continuous),
                         with: .style(style(of: mark).opacity(mark.opacity)))
        }
        for (_, group) in grouped(.line) {
            let points = group.compactMap { mark -> CGPoint? in
                guard let x = mark.x.flatMap(px), let y = mark.y.flatMap(py) else { return nil }
                return CGPoint(x: x, y: y)
            }
            guard points.count > 1 else { continue }
            let first = group[0]
            context.stroke(ChartCurve(through: points, first.interpolation).path, with: .style(style(of: first).opacity(first.opacity)),
                           style: StrokeStyle(lineWidth: first.lineWidth ?? ChartFigures.lineWidth, lineCap: .round, lineJoin: .round, dash: first.dash))
        }
        for mark in marks where drawn(mark) {
            guard case .rule(let rule) = mark.geometry else { continue }
            var line = Path()
            switch rule {
            case let .horizontal(y, xStart, xEnd):
                guard let y = py(y) else { continue }
                line.move(to: CGPoint(x: xStart.flatMap(px) ?? plot.minX, y: y))
                line.addLine(to: CGPoint(x: xEnd.flatMap(px) ?? plot.maxX, y: y))
            case let .vertical(x, yStart, yEnd):
                guard let x = px(x) else { continue }
                line.move(to: CGPoint(x: x, y: yEnd.flatMap(py) ?? plot.minY))
                line.addLine(to: CGPoint(x: x, y: yStart.flatMap(py) ?? plot.maxY))
            }
            context.stroke(line, with: .style(style(of: mark).opacity(mark.opacity)),
                           style: StrokeStyle(lineWidth: mark.lineWidth ?? 1, dash: mark.dash))
        }
        // Points, and the vertices of a line given a symbol.
        for mark in marks where (mark.kind == .point || (mark.kind == .line && (mark.symbol != nil || mark.symbolGroup != nil))) && drawn(mark) {
            guard let x = mark.x.flatMap(px), let y = mark.y.flatMap(py) else { continue }
            let area = mark.symbolSize ?? (mark.kind == .line ? ChartFigures.lineSymbolArea : ChartFigures.pointSymbolArea)
            let shape = symbolShape(of: mark)
            let path = ChartSymbol.path(shape, centre: CGPoint(x: x, y: y), area: area)
            if ChartSymbol.isStroked(shape) {
                context.stroke(path, with: .style(style(of: mark).opacity(mark.opacity)), lineWidth: ChartFigures.symbolStrokeWidth)
            } else {
                context.fill(path, with: .style(style(of: mark).opacity(mark.opacity)))
            }
        }
    }

    /// Marks of one kind by series, in order of appearance (one line or area per series).
    private func grouped(_ kind: ChartMark.Kind) -> [(String?, [ChartMark])] {
        var order: [String?] = [], groups: [String?: [ChartMark]] = [:]
        for mark in marks where mark.kind == kind && drawn(mark) {
            if groups[mark.series] == nil { order.append(mark.series) }
            groups[mark.series, default: []].append(mark)
        }
        return order.map { ($0, groups[$0]!) }
    }

    /// A bar's or a rectangle's frame in the chart (nil for other marks, or one off its scales).
    private func rect(of mark: ChartMark, layout: AxesLayout, zero: CGFloat) -> CGRect? {
        let plot = layout.plot
        func px(_ value: PlottedValue) -> CGFloat? { x(value, in: layout) }
        func py(_ value: PlottedValue) -> CGFloat? { y(value, in: layout) }
        switch mark.geometry {
        case .bar(let bar):
            let positionScale = bar.valueAxis == .y ? layout.xScale : layout.yScale
            let length = bar.valueAxis == .y ? plot.width : plot.height
            // A group takes its place across the bar's thickness, in reading order.
            let place = groupPlace(of: mark, thickness: thickness(bar.thickness, at: bar.position, on: positionScale, length: length))
            let value = bar.valueAxis == .y ? py : px
            let base = bar.valueAxis == .y ? zero : (px(.number(0)) ?? plot.minX)
            guard let end = value(bar.extent.end) else { return nil }
            let start = bar.extent.start.flatMap(value) ?? base
            if bar.valueAxis == .y {
                guard let x = px(bar.position) else { return nil }
                let centre = x + place.offset * (isRightToLeft ? -1 : 1)
                return CGRect(x: centre - place.thickness / 2, y: min(start, end), width: place.thickness, height: abs(end - start))
            }
            guard let y = py(bar.position) else { return nil }
            return CGRect(x: min(start, end), y: y + place.offset - place.thickness / 2, width: abs(end - start), height: place.thickness)
        case let .rectangle(.centred(x, y, width, height)):
            guard let cx = px(x), let cy = py(y) else { return nil }
            let w = thickness(width, at: x, on: layout.xScale, length: plot.width), h = thickness(height, at: y, on: layout.yScale, length: plot.height)
            return CGRect(x: cx - w / 2, y: cy - h / 2, width: w, height: h)
        case let .rectangle(.spanning(x0, x1, y0, y1)):
            guard let x0 = px(x0), let x1 = px(x1), let y0 = py(y0), let y1 = py(y1) else { return nil }
            return CGRect(x: min(x0, x1), y: min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
        default:
            return nil
        }
    }

    /// How thick a mark standing on `value` is across its axis: a share of a category's band, or of
    /// a date unit's slot, or a fixed width on a continuous axis.
    private func thickness(_ dimension: MarkDimension, at value: PlottedValue, on scale: Scale, length: CGFloat) -> CGFloat {
        switch (scale, value) {
        case (.categories, _):
            return Self.dimension(dimension, band: scale.band(length: length))
        case (.continuous(let domain, _, _), .date(_, let unit?)):
            let slot = CGFloat(Self.seconds(unit) / (domain.upperBound - domain.lowerBound)) * length
            return Self.dimension(dimension, band: slot, automaticShare: ChartFigures.barUnitShare)
        default:
            if case .fixed(let fixed) = dimension { return fixed }
            return ChartFigures.continuousBarWidth
        }
    }

    /// A width across a band: fixed, a share of the band, the band less an inset on each side, or
    /// (automatic) the default share.
    static func dimension(_ dimension: MarkDimension, band: CGFloat, automaticShare: CGFloat = ChartFigures.barBandShare) -> CGFloat {
        switch dimension {
        case .fixed(let value): return value
        case .ratio(let share): return band * share
        case .inset(let inset): return max(band - 2 * inset, 1)
        case .automatic: return band * automaticShare
        }
    }

    /// An area between two edges, each the curve a line through its points draws with the same
    /// method: along the top, down at the last point, back along the bottom.
    static func area(top: [CGPoint], bottom: [CGPoint], _ method: InterpolationMethod) -> Path {
        var area = Path()
        area.move(to: top[0])
        ChartCurve(through: top, method).append(to: &area)
        let lower = ChartCurve(through: bottom, method).reversed
        area.addLine(to: lower.start)
        lower.append(to: &area)
        area.closeSubpath()
        return area
    }

    /// A pie or donut in the middle of the space, sectors clockwise from the top.
    private func drawSectors(in context: inout GraphicsContext, size: CGSize) {
        let sectors = marks.compactMap { mark -> (mark: ChartMark, sector: ChartMark.Sector)? in
            if case .sector(let sector) = mark.geometry { return (mark, sector) }
            return nil
        }
        let total = sectors.reduce(0) { $0 + max($1.sector.angle, 0) }
        guard total > 0 else { return }
        let radius = min(size.width, size.height) / 2, centre = CGPoint(x: size.width / 2, y: size.height / 2)
        var start = -Double.pi / 2
        for (mark, sector) in sectors {
            let sweep = max(sector.angle, 0) / total * 2 * .pi
            defer { start += sweep }
            guard drawn(mark) else { continue }
            let outer = Self.radius(sector.outerRadius, of: radius) ?? radius
            let inner = Self.radius(sector.innerRadius, of: radius) ?? 0
            let inset = Double(sector.angularInset) / Double(max(outer, 1))
            guard sweep > 2 * inset else { continue }
            var sector = Path()
            sector.addArc(center: centre, radius: outer, startAngle: .radians(start + inset), endAngle: .radians(start + sweep - inset), clockwise: false)
            if inner > 0 {
                sector.addArc(center: centre, radius: inner, startAngle: .radians(start + sweep - inset), endAngle: .radians(start + inset), clockwise: true)
            } else {
                sector.addLine(to: centre)
            }
            sector.closeSubpath()
            context.fill(sector, with: .style(style(of: mark).opacity(mark.opacity)))
        }
    }

    static func radius(_ dimension: MarkDimension, of radius: CGFloat) -> CGFloat? {
        switch dimension {
        case .fixed(let value): return value
        case .ratio(let share): return radius * share
        case .inset(let inset): return radius - inset
        default: return nil
        }
    }
}
