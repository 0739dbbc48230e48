import Foundation
import LoupeUI

/// The axes of a chart laid out: each axis's marks (the values they sit at and the parts each
/// draws), the plot's frame once the labels have their room, and the labels as views placed around
/// the plot — texts in the layout, so a dump lists them and a review judges them like any text.
extension ChartDrawing {
    /// One mark of an axis: its value, the value after it (for `centered` parts), its parts.
    struct AxisItem {
        let value: PlottedValue, next: PlottedValue?
        let parts: [AxisMarkPart]
        let position: AxisMarkPosition
        /// The label's text as the axis writes it, for the room a label needs and for a text label.
        let text: String

        var label: AxisValueLabel? { parts.lazy.compactMap { if case .label(let label) = $0 { return label }; return nil }.first }
    }

    /// The parts a mark draws without a content closure, as Charts' automatic axes (EST): a grid line
    /// and a label on the value axis (y); under a continuous x axis (dates, numbers) a grid line, a
    /// tick and a label, under categories only the label.
    static func defaultParts(_ axis: ChartAxis, scale: Scale) -> [AxisMarkPart] {
        guard axis == .x else { return [.gridLine(AxisGridLine()), .label(AxisValueLabel())] }
        if case .categories = scale { return [.label(AxisValueLabel())] }
        return [.gridLine(AxisGridLine()), .tick(AxisTick()), .label(AxisValueLabel())]
    }

    /// The marks of one axis, from its `AxisMarks` (or the automatic one), on a scale.
    func axisItems(_ axis: ChartAxis, scale: Scale) -> [AxisItem] {
        guard (axis == .x ? settings.xAxis : settings.yAxis) != .hidden else { return [] }
        let given = axis == .x ? settings.xMarks : settings.yMarks
        return (given ?? [AxisMarks()]).flatMap { marks -> [AxisItem] in
            let values = tickValues(marks.values, scale: scale)
            let step = values.count > 1 ? (values[1].number ?? 0) - (values[0].number ?? 0) : 0
            return values.enumerated().map { index, value in
                let parts = marks.content?(AxisValue(index: index, count: values.count, plotted: value))
                    ?? Self.defaultParts(axis, scale: scale).map { part in
                        if case .label = part, let label = marks.labelFormat { return .label(label) }
                        return part
                    }
                let next = index + 1 < values.count ? values[index + 1] : value.number.map { PlottedValue.number($0 + step) }
                return AxisItem(value: value, next: next, parts: parts, position: marks.position, text: labelText(value, parts: parts, scale: scale))
            }
        }
    }

    /// Where an axis's marks sit: every category; on a continuous scale the automatic ticks, a
    /// stride through the domain, or the values given.
    func tickValues(_ values: AxisMarkValues, scale: Scale) -> [PlottedValue] {
        switch scale {
        case .categories(let names):
            if case .values(let given) = values.kind { return given.filter { if case .category(let name) = $0 { return names.contains(name) }; return false } }
            return names.map { .category($0) }
        case let .continuous(domain, ticks, isDate):
            let wrap: (Double) -> PlottedValue = { isDate ? .date(Date(timeIntervalSinceReferenceDate: $0), unit: nil) : .number($0) }
            switch values.kind {
            case .automatic(nil):
                return ticks.map(wrap)
            case .automatic(let count?):
                return (isDate ? dateTicks(in: domain, count: count) : Self.ticks(in: domain, count: count)).map(wrap)
            case .stride(let step):
                guard step > 0 else { return [] }
                return Self.multiples(of: step, in: domain).map(wrap)
            case .dateStride(let component, let count):
                return dateStride(component, count: count, in: domain).map(wrap)
            case .values(let given):
                return given.filter { $0.number.map(domain.contains) ?? false }
            }
        }
    }

    /// Multiples of `step` in the domain, each computed from its index (no error builds up).
    static func multiples(of step: Double, in domain: ClosedRange<Double>) -> [Double] {
        let first = (domain.lowerBound / step).rounded(.up)
        return (0..<200).lazy.map { (first + Double($0)) * step }.prefix { $0 <= domain.upperBound + step * 1e-9 }.map { $0 }
    }

    /// The cell's calendar: the locale's, in the cell's time zone (never the machine's).
    var calendar: Calendar { Self.calendar(locale: locale, timeZone: timeZone) }

    static func calendar(locale: Locale, timeZone: TimeZone) -> Calendar {
        var calendar = Calendar(identifier: locale.calendar.identifier)
        calendar.timeZone = timeZone
        calendar.locale = locale
        return calendar
    }

    /// Dates a whole number of calendar units apart, in the cell's time zone: from the first unit
    /// boundary in the domain, and for hours, minutes and months on multiples of `count` (a six-hour stride
    /// falls on 0, 6, 12 and 18 h, across a change of daylight saving time too).
    func dateStride(_ component: Calendar.Component, count: Int, in domain: ClosedRange<Double>) -> [Double] {
        let calendar = self.calendar
        let low = Date(timeIntervalSinceReferenceDate: domain.lowerBound)
        guard var date = calendar.dateInterval(of: component, for: low)?.start else { return [] }
        if date < low, let later = calendar.date(byAdding: component, value: 1, to: date) { date = later }
        let aligned = count > 1 && [.hour, .minute, .month].contains(component)
        // Months count from 1: a three-month stride falls on January, April, July and October.
        let origin = component == .month ? 1 : 0
        var result: [Double] = []
        var steps = 0
        while date.timeIntervalSinceReferenceDate <= domain.upperBound + 1e-6, result.count < 200, steps < 10_000 {
            if !aligned || (calendar.component(component, from: date) - origin) % count == 0 { result.append(date.timeIntervalSinceReferenceDate) }
            guard let later = calendar.date(byAdding: component, value: aligned ? 1 : count, to: date) else { break }
            date = later
            steps += 1
        }
        return result
    }

    /// An automatic date axis's ticks: about `count` of them, a whole number of hours, days, weeks
    /// or months apart in the cell's calendar.
    func dateTicks(in domain: ClosedRange<Double>, count: Int = ChartFigures.desiredTickCount) -> [Double] {
        let raw = (domain.upperBound - domain.lowerBound) / Double(max(count, 1))
        let steps = ChartFigures.dateTickSteps
        // A unit a little shorter than the even share still counts (months and years vary).
        let (unit, step) = steps.first { Self.seconds($0.unit) * Double($0.count) >= raw * 0.95 } ?? steps[steps.count - 1]
        return dateStride(unit, count: step, in: domain)
    }

    /// A date binned by a unit (`.value("Hour", date, unit: .hour)`) stands for the unit it falls in:
    /// its start in the cell's calendar, so marks of one unit stack and sit on the unit's ticks.
    static func binned(_ value: PlottedValue, calendar: Calendar) -> PlottedValue {
        guard case .date(let date, let unit?) = value, let start = calendar.dateInterval(of: unit, for: date)?.start else { return value }
        return .date(start, unit: unit)
    }

    /// A label's text: the format's, or the axis's own (categories by name, numbers in the cell's
    /// locale, dates by the span the axis covers).
    func labelText(_ value: PlottedValue, parts: [AxisMarkPart], scale: Scale) -> String {
        let label = parts.lazy.compactMap { if case .label(let label) = $0 { return label }; return nil }.first
        if case .format(let format)? = label?.content, let text = format(value, locale, timeZone) { return text }
        switch value {
        case .category(let name): return name
        case .number(let n): return n.formatted(.number.locale(locale))
        case .date(let date, _):
            guard case .continuous(let domain, let ticks, _) = scale else { return "" }
            // By the axis's span, and by its ticks' spacing once they are a month or more apart
            // ("Jan", not "Jan 1").
            let span = domain.upperBound - domain.lowerBound
            let spacing = ticks.count > 1 ? ticks[1] - ticks[0] : span
            var style: Date.FormatStyle = spacing >= 28 * 86_400 ? .dateTime.month(.abbreviated)
                : span <= 2 * 86_400 ? .dateTime.hour() : span <= 14 * 86_400 ? .dateTime.weekday(.abbreviated) : .dateTime.month(.abbreviated).day()
            style.timeZone = timeZone
            style.calendar = calendar
            return date.formatted(style.locale(locale))
        }
    }

    /// A label's estimated width, to give the y axis its room and to find labels that would
    /// collide before the texts are laid out (EST: `ChartFigures.labelCharacterWidth`).
    func estimatedWidth(_ text: String) -> CGFloat {
        CGFloat(text.count) * labelSize * ChartFigures.labelCharacterWidth
    }

    /// The plot's frame in a chart of `size`: what the axes' labels leave of it, and which side the
    /// y labels are on — trailing unless `AxisMarks(position: .leading)`; right to left, the sides swap.
    func plotFrame(size: CGSize, xItems: [AxisItem], yItems: [AxisItem]) -> (plot: CGRect, labelsLeft: Bool) {
        let labelHeight = labelSize * ChartFigures.labelLineHeight
        let yLabelled = yItems.filter { $0.label != nil }
        let yWidth = yLabelled.map { estimatedWidth($0.text) }.max() ?? 0
        let reserved = yLabelled.isEmpty ? 0 : yWidth + ChartFigures.axisLabelGap
        let leading = yItems.first?.position == .leading
        let labelsLeft = leading != isRightToLeft
        let xLabelled = xItems.contains { $0.label != nil }
        let top = labelHeight / 2, bottom = xLabelled ? labelHeight + ChartFigures.axisLabelGap : labelHeight / 2
        let plot = CGRect(x: labelsLeft ? reserved : 0, y: top, width: max(size.width - reserved, 1), height: max(size.height - top - bottom, 1))
        return (plot, labelsLeft)
    }

    /// The axes as a chart of `size` lays them out.
    struct AxesLayout {
        let xScale: Scale, yScale: Scale
        let xItems: [AxisItem], yItems: [AxisItem]
        let plot: CGRect, labelsLeft: Bool
    }

    func axesLayout(size: CGSize) -> AxesLayout {
        let xScale = scale(.x), yScale = scale(.y)
        // A pie or donut has no axes: its plot is the whole frame it fills.
        if isPie { return AxesLayout(xScale: xScale, yScale: yScale, xItems: [], yItems: [], plot: CGRect(origin: .zero, size: size), labelsLeft: false) }
        let xItems = axisItems(.x, scale: xScale), yItems = axisItems(.y, scale: yScale)
        let (plot, labelsLeft) = plotFrame(size: size, xItems: xItems, yItems: yItems)
        return AxesLayout(xScale: xScale, yScale: yScale, xItems: xItems, yItems: yItems, plot: plot, labelsLeft: labelsLeft)
    }

    /// Where a value falls on an axis of the layout, in the chart's coordinates. A date binned by a
    /// unit (`.value("Day", date, unit: .day)`) stands for its whole unit: every mark of it — a bar,
    /// a point, a line's vertex — sits in the unit's middle.
    func x(_ value: PlottedValue, in layout: AxesLayout) -> CGFloat? {
        Self.position(value, on: layout.xScale, length: layout.plot.width).map { isRightToLeft ? layout.plot.maxX - $0 : layout.plot.minX + $0 }
    }
    /// Categories on y run from the top, as Charts lists them; values rise from the bottom.
    func y(_ value: PlottedValue, in layout: AxesLayout) -> CGFloat? {
        let position = Self.position(value, on: layout.yScale, length: layout.plot.height)
        if case .categories = layout.yScale { return position.map { layout.plot.minY + $0 } }
        return position.map { layout.plot.maxY - $0 }
    }

    /// The value at a distance along an axis from its start: a category's band, or a number or date
    /// on the continuous domain.
    static func value(at distance: CGFloat, on scale: Scale, length: CGFloat) -> PlottedValue? {
        guard length > 0 else { return nil }
        switch scale {
        case .categories(let names):
            guard !names.isEmpty, distance >= 0, distance <= length else { return nil }
            return .category(names[min(Int(distance / length * CGFloat(names.count)), names.count - 1)])
        case let .continuous(domain, _, isDate):
            let number = domain.lowerBound + Double(distance / length) * (domain.upperBound - domain.lowerBound)
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: number), unit: nil) : .number(number)
        }
    }

    private static func position(_ value: PlottedValue, on scale: Scale, length: CGFloat) -> CGFloat? {
        guard case .date(let date, let unit?) = value else { return scale.position(value, length: length) }
        return scale.position(.number(date.timeIntervalSinceReferenceDate + seconds(unit) / 2), length: length)
    }

    /// A part's position along its axis: at its value, or halfway to the next one when centred.
    private func along(_ item: AxisItem, centered: Bool?, on axis: ChartAxis, in layout: AxesLayout) -> CGFloat? {
        let isX = axis == .x
        let place = { (value: PlottedValue) in isX ? self.x(value, in: layout) : self.y(value, in: layout) }
        guard let at = place(item.value) else { return nil }
        guard centered == true, case .continuous = isX ? layout.xScale : layout.yScale, let next = item.next.flatMap(place) else { return at }
        // Centred on an interval the plot ends within: the last mark of a stride that reaches the
        // domain's end has no interval left to label.
        let middle = (at + next) / 2
        let span = isX ? layout.plot.minX...layout.plot.maxX : layout.plot.minY...layout.plot.maxY
        return span.contains(middle) ? middle : nil
    }

    /// Draws the axes' grid lines and ticks (the labels are views, `axisLabels`).
    func drawAxes(in context: inout GraphicsContext, layout: AxesLayout) {
        let plot = layout.plot
        let grid = AnyShapeStyle(Color.primary.opacity(ChartFigures.gridLineOpacity))
        func stroke(_ from: CGPoint, _ to: CGPoint, style: AnyShapeStyle?, stroke: StrokeStyle?) {
            var line = Path()
            line.move(to: from)
            line.addLine(to: to)
            context.stroke(line, with: .style(style ?? grid), style: stroke ?? StrokeStyle(lineWidth: ChartFigures.gridLineWidth))
        }
        // The automatic x axis draws its baseline; marks of one's own draw what they list.
        if settings.xMarks == nil && settings.xAxis != .hidden {
            stroke(CGPoint(x: plot.minX, y: plot.maxY), CGPoint(x: plot.maxX, y: plot.maxY), style: nil, stroke: nil)
        }
        for item in layout.yItems {
            for part in item.parts {
                switch part {
                case .gridLine(let line):
                    guard let y = along(item, centered: line.centered, on: .y, in: layout) else { continue }
                    stroke(CGPoint(x: plot.minX, y: y), CGPoint(x: plot.maxX, y: y), style: line.style, stroke: line.stroke)
                case .tick(let tick):
                    guard let y = along(item, centered: tick.centered, on: .y, in: layout) else { continue }
                    let edge = layout.labelsLeft ? plot.minX : plot.maxX, length = (tick.length ?? ChartFigures.tickLength) * (layout.labelsLeft ? -1 : 1)
                    stroke(CGPoint(x: edge, y: y), CGPoint(x: edge + length, y: y), style: tick.style, stroke: tick.stroke)
                case .label: break
                }
            }
        }
        for item in layout.xItems {
            for part in item.parts {
                switch part {
                case .gridLine(let line):
                    guard let x = along(item, centered: line.centered, on: .x, in: layout) else { continue }
                    stroke(CGPoint(x: x, y: plot.minY), CGPoint(x: x, y: plot.maxY), style: line.style, stroke: line.stroke)
                case .tick(let tick):
                    guard let x = along(item, centered: tick.centered, on: .x, in: layout) else { continue }
                    stroke(CGPoint(x: x, y: plot.maxY), CGPoint(x: x, y: plot.maxY + (tick.length ?? ChartFigures.tickLength)), style: tick.style, stroke: tick.stroke)
                case .label: break
                }
            }
        }
    }

    /// The axes' value labels as views, each with the point of the chart it is placed at and which
    /// point of the label sits there: under the plot for x, beside it for y. Text labels that would
    /// overlap one kept before them are left out, as Charts' automatic collision resolution does
    /// (`.disabled` keeps them all; a label's own view, not measured before layout, is always kept).
    func axisLabels(size: CGSize) -> [(view: AnyView, point: CGPoint, anchor: UnitPoint)] {
        guard !isPie else { return [] }
        let layout = axesLayout(size: size)
        var placed: [(view: AnyView, point: CGPoint, anchor: UnitPoint)] = []
        var taken: [CGRect] = []
        func place(_ item: AxisItem, _ label: AxisValueLabel, at point: CGPoint, anchor: UnitPoint) {
            let width = estimatedWidth(item.text), height = labelSize * ChartFigures.labelLineHeight
            let box = CGRect(x: point.x - width * anchor.x, y: point.y - height * anchor.y, width: width, height: height)
                .insetBy(dx: -ChartFigures.labelMinimumGap / 2, dy: 0)
            // A label of its own view has no text to measure before layout: it is always kept.
            let judged: Bool = { if case .view = label.content { return false }; return label.collisionResolution != .disabled }()
            if judged, taken.contains(where: { $0.intersects(box) }) { return }
            taken.append(box)
            let content: AnyView
            switch label.content {
            case .view(let view): content = view
            case .automatic, .format: content = AnyView(Text(item.text).lineLimit(1))
            }
            let font = content.font(label.font ?? ChartFigures.axisLabelFont)
            let styled = label.style.map { AnyView(font.foregroundStyle($0).accessibilityHidden(true)) }
                ?? AnyView(font.foregroundStyle(.secondary).accessibilityHidden(true))
            placed.append((styled, point, anchor))
        }
        let plot = layout.plot
        for item in layout.yItems {
            guard let label = item.label, let y = along(item, centered: label.centered, on: .y, in: layout) else { continue }
            let x = layout.labelsLeft ? plot.minX - ChartFigures.axisLabelGap : plot.maxX + ChartFigures.axisLabelGap
            place(item, label, at: CGPoint(x: x, y: y), anchor: label.anchor ?? (layout.labelsLeft ? .trailing : .leading))
        }
        taken = []
        // Right to left, the x labels are kept from the trailing end, where the axis starts.
        let xItems = isRightToLeft ? layout.xItems.reversed() : layout.xItems
        let datesAlongX: Bool = { if case .continuous(_, _, true) = layout.xScale { return true }; return false }()
        for item in xItems {
            guard let label = item.label, let x = along(item, centered: label.centered, on: .x, in: layout) else { continue }
            let y = plot.maxY + ChartFigures.axisLabelGap
            // A date's label starts just after its grid line, reading forward, unless centred in its
            // interval; one that would run past the chart's end is left out (EST, as Charts' hourly
            // axes read). Numbers and categories centre under their value.
            if datesAlongX && label.anchor == nil && label.centered != true {
                let offset = ChartFigures.dateLabelOffset * (isRightToLeft ? -1 : 1)
                let width = estimatedWidth(item.text)
                guard isRightToLeft ? x + offset - width >= 0 : x + offset + width <= size.width else { continue }
                place(item, label, at: CGPoint(x: x + offset, y: y), anchor: isRightToLeft ? .topTrailing : .topLeading)
            } else {
                place(item, label, at: CGPoint(x: x, y: y), anchor: label.anchor ?? .top)
            }
        }
        return placed
    }
}
