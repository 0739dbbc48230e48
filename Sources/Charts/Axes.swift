import Foundation
import LoupeUI

// The axes' vocabulary: `chartXAxis { AxisMarks(values: …) { value in AxisGridLine(); AxisValueLabel(…) } }`.
// An `AxisMarks` says where an axis's marks sit and, through its content closure, which parts each
// draws: a grid line, a tick, a value label (formatted, or a view of the closure's own). Without a
// closure a mark draws the axis's default parts (`ChartDrawing.defaultParts`).

public enum AxisMarkPosition: Sendable { case automatic, leading, trailing, top, bottom }

/// Where an axis puts its marks: automatic (with a count), a stride, or the values given.
public struct AxisMarkValues: Sendable {
    enum Kind: Sendable {
        case automatic(Int?)
        case stride(Double)
        case dateStride(Calendar.Component, Int)
        case values([PlottedValue])
    }
    let kind: Kind
    public static var automatic: AxisMarkValues { AxisMarkValues(kind: .automatic(nil)) }
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .automatic(desiredCount))
    }
    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .stride(step))
    }
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
                              calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(kind: .dateStride(component, max(count, 1)))
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
        case .number(let n, _): return (n as? P) ?? (Int(exactly: n.rounded()) as? P) ?? (CGFloat(n) as? P) ?? (Float(n) as? P)
        case .date(let d, _): return d as? P
        case .category(let s): return s as? P
        }
    }
}

/// An axis's marks: the values they sit at, and the parts each draws.
public struct AxisMarks {
    let position: AxisMarkPosition, values: AxisMarkValues
    /// The parts at one value; nil draws the axis's default parts.
    let content: ((AxisValue) -> [AxisMarkPart])?
    /// `AxisMarks(format:)`: the label the default parts take.
    var labelFormat: AxisValueLabel?

    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        (self.position, self.values, content) = (position, values, nil)
    }
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        (self.position, self.values, self.content) = (position, values, content)
    }
    /// Marks whose labels take a format (`AxisMarks(format: .dateTime.hour())`), with the axis's
    /// other default parts.
    public init<F: FormatStyle>(format: F, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        (self.position, self.values, content) = (position, values, nil)
        labelFormat = AxisValueLabel(format: format)
    }
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P]) {
        (self.position, self.values, content) = (position, .values(values), nil)
    }
    public init<P: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [P],
                              @AxisMarkBuilder content: @escaping (AxisValue) -> [AxisMarkPart]) {
        (self.position, self.values, self.content) = (position, .values(values), content)
    }
}

public enum AxisMarkPreset: Sendable { case automatic, extended, aligned, inset }

/// One part of an axis mark.
public enum AxisMarkPart {
    case gridLine(AxisGridLine), tick(AxisTick), label(AxisValueLabel)
}

/// A line across the plot at the mark's value.
public struct AxisGridLine {
    let centered: Bool?, stroke: StrokeStyle?
    var style: AnyShapeStyle?
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) { (self.centered, self.stroke) = (centered, stroke) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisGridLine { var copy = self; copy.style = AnyShapeStyle(style); return copy }
}

/// A short line on the axis at the mark's value, on the labels' side.
public struct AxisTick {
    let centered: Bool?, length: CGFloat?, stroke: StrokeStyle?
    var style: AnyShapeStyle?
    public init(centered: Bool? = nil, length: CGFloat? = nil, stroke: StrokeStyle? = nil) { (self.centered, self.length, self.stroke) = (centered, length, stroke) }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisTick { var copy = self; copy.style = AnyShapeStyle(style); return copy }
}

/// The mark's value as a label: formatted as the axis formats it, with a `FormatStyle`, or a view.
public struct AxisValueLabel {
    enum Content {
        case automatic
        case format((PlottedValue, Locale, TimeZone) -> String?)
        case view(AnyView)
    }
    let content: Content
    let centered: Bool?, anchor: UnitPoint?
    let collisionResolution: AxisValueLabelCollisionResolution
    var font: Font?, style: AnyShapeStyle?

    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        (content, self.centered, self.anchor, self.collisionResolution) = (.automatic, centered, anchor, collisionResolution)
    }
    public init<F: FormatStyle>(format: F, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        (content, self.centered, self.anchor, self.collisionResolution) = (.format { Self.format($0, with: format, locale: $1, timeZone: $2) }, centered, anchor, collisionResolution)
    }
    public init<C: View>(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                         collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                         orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                         @ViewBuilder content: () -> C) {
        (self.content, self.centered, self.anchor, self.collisionResolution) = (.view(AnyView(content())), centered, anchor, collisionResolution)
    }
    public init(_ title: String, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        (content, self.centered, self.anchor, collisionResolution) = (.view(AnyView(Text(title))), centered, anchor, .automatic)
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> AxisValueLabel { var copy = self; copy.style = AnyShapeStyle(style); return copy }
    public func font(_ font: Font?) -> AxisValueLabel { var copy = self; copy.font = font; return copy }

    /// A value through a format style of dates or numbers, in a locale (the process's, as Charts
    /// formats these labels) and, for dates, the chart's time zone.
    static func format<F: FormatStyle>(_ value: PlottedValue, with style: F, locale: Locale, timeZone: TimeZone) -> String? {
        var style = style.locale(locale)
        if var dates = style as? Date.FormatStyle {
            dates.timeZone = timeZone
            dates.calendar = ChartDrawing.calendar(locale: locale, timeZone: timeZone)
            style = dates as! F
        }
        let input: F.FormatInput?
        switch value {
        case .date(let date, _): input = date as? F.FormatInput
        case .number(let n, _): input = (n as? F.FormatInput) ?? (Int(exactly: n.rounded()) as? F.FormatInput) ?? (Float(n) as? F.FormatInput)
        case .category(let name): input = name as? F.FormatInput
        }
        guard let input else { return nil }
        let output = style.format(input)
        return (output as? String) ?? (output as? AttributedString).map { String($0.characters) } ?? "\(output)"
    }
}

public enum AxisValueLabelCollisionResolution: Sendable {
    case automatic, truncate, greedy, disabled
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> Self { .greedy }
}
public enum AxisValueLabelOrientation: Sendable { case automatic, horizontal, vertical, verticalReversed }

/// Builds an axis mark's parts: grid lines, ticks and labels, with `if` and `if let` around them.
@resultBuilder
public enum AxisMarkBuilder {
    public static func buildExpression(_ part: AxisGridLine) -> [AxisMarkPart] { [.gridLine(part)] }
    public static func buildExpression(_ part: AxisTick) -> [AxisMarkPart] { [.tick(part)] }
    public static func buildExpression(_ part: AxisValueLabel) -> [AxisMarkPart] { [.label(part)] }
    public static func buildBlock(_ parts: [AxisMarkPart]...) -> [AxisMarkPart] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarkPart]?) -> [AxisMarkPart] { part ?? [] }
    public static func buildEither(first part: [AxisMarkPart]) -> [AxisMarkPart] { part }
    public static func buildEither(second part: [AxisMarkPart]) -> [AxisMarkPart] { part }
    public static func buildLimitedAvailability(_ part: [AxisMarkPart]) -> [AxisMarkPart] { part }
}

@resultBuilder
public enum AxisContentBuilder {
    public static func buildExpression(_ marks: AxisMarks) -> [AxisMarks] { [marks] }
    public static func buildBlock(_ parts: [AxisMarks]...) -> [AxisMarks] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [AxisMarks]?) -> [AxisMarks] { part ?? [] }
    public static func buildEither(first part: [AxisMarks]) -> [AxisMarks] { part }
    public static func buildEither(second part: [AxisMarks]) -> [AxisMarks] { part }
}
