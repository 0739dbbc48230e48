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
                return AxisItem(value: value, next: next, parts: parts, position: marks.position, text: labelText(value, parts: parts, scale: scale, step: step))
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
                return (isDate ? dateTicks(in: domain, count: count) : Self.ticks(in: domain, maximum: count + 1)).map(wrap)
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

    /// A label's text: the format's, or the axis's own (categories by name, numbers in the
    /// environment's locale, dates by the span the axis covers). A `format:` style is applied in the
    /// process's current locale, not the view's environment, as Charts applies it (M: the same view
    /// in an en_US environment wrote its hours "00 06 12 18" in a 24-hour region and "12 06 12 06"
    /// in another) — in a cell, the cell's region is the process's (`LoupeClock`).
    func labelText(_ value: PlottedValue, parts: [AxisMarkPart], scale: Scale, step: Double = 0) -> String {
        let label = parts.lazy.compactMap { if case .label(let label) = $0 { return label }; return nil }.first
        if case .format(let format)? = label?.content, let text = format(value, .current, timeZone) { return text }
        switch value {
        case .category(let name): return name
        case .number(let n, _):
            // Every tick with its step's fraction digits ("2.0", "1.5"), zero as "0" (M).
            guard n != 0 else { return "0" }
            guard let digits = Self.fractionDigits(of: step) else { return n.formatted(.number.locale(locale)) }
            return n.formatted(.number.precision(.fractionLength(digits)).locale(locale))
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

    /// How many fraction digits a step has (0.5 has one, 5 none), or nil for no step.
    static func fractionDigits(of step: Double) -> Int? {
        guard step > 0, step.isFinite else { return nil }
        return (0...6).first { digits in
            let scaled = step * pow(10, Double(digits))
            return abs(scaled - scaled.rounded()) < 1e-6 * max(scaled, 1)
        } ?? 6
    }
}
