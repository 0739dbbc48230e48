// Linux only: Swift Charts as widgets use it. `import Charts` compiles; a chart's marks are collected
// into plain values (ChartMark) and drawn by the Chart view (Chart.swift) from its figures
// (ChartFigures.swift). A first slice: see the README's coverage rows for what is drawn.
import Foundation
import LoupeUI

/// Anything a chart's builder takes: a mark, several, or a `ForEach` of them.
public protocol ChartContent {
    var _marks: [ChartMark] { get }
}

/// One mark as the chart draws it: its kind, its values on each axis, and its look.
public struct ChartMark {
    public enum Kind: Sendable { case bar, line, area, point, rule, rectangle, sector }
    public var kind: Kind
    public var x: PlottedValue?, y: PlottedValue?
    public var xStart: PlottedValue?, xEnd: PlottedValue?, yStart: PlottedValue?, yEnd: PlottedValue?
    /// A sector's angle and radii (`SectorMark`).
    public var angle: Double?
    public var innerRadius: MarkDimension?, outerRadius: MarkDimension?
    public var angularInset: CGFloat = 0
    /// `foregroundStyle(by:)`: the series the mark belongs to, by name.
    public var series: String?
    /// `position(by:)`: the group the mark takes a place in, side by side with the others of its value.
    public var group: String?
    /// `symbol(_:)` and `symbol(by:)`: a point's shape, or the group that picks it.
    public var symbol: BasicChartSymbolShape?
    public var symbolGroup: String?
    /// `accessibilityLabel`/`accessibilityValue`/`accessibilityHidden`: what VoiceOver reads for the
    /// mark instead of its series and x value, or its y value; hidden marks are not read.
    public var spokenLabel: String?, spokenValue: String?
    public var unspoken = false
    /// `zIndex`: marks of a higher index draw over those of a lower one.
    public var zIndex: Double = 0
    /// How bars of one value stack (`BarMark(…, stacking:)`).
    public var stacking: MarkStackingMethod = .standard
    public var style: AnyShapeStyle?
    public var cornerRadius: CGFloat = 0
    public var lineWidth: CGFloat?
    public var dash: [CGFloat] = []
    public var interpolation: InterpolationMethod = .linear
    public var symbolSize: CGFloat?
    public var opacity: Double = 1
    public var width: MarkDimension?
    /// A horizontal bar's (or rectangle's) thickness across its category (`height:`).
    public var height: MarkDimension?
    public var accented = false
    /// The labels of the values on each axis (`.value("Day", …)`), for what VoiceOver reads.
    public var xLabel: String?, yLabel: String?
    /// `.annotation(position:alignment:spacing:)`: a view placed beside the mark.
    public var annotation: Annotation?

    public struct Annotation {
        let content: AnyView
        let position: AnnotationPosition
        let spacing: CGFloat
    }
}

/// A value put on an axis: a number, a date (with the calendar unit it is binned by) or a category.
public enum PlottedValue: Hashable, Sendable {
    case number(Double)
    case date(Date, unit: Calendar.Component?)
    case category(String)

    /// The value as a series or group name (`foregroundStyle(by:)`, `position(by:)`).
    /// Written the same on every machine (never in the machine's locale or time zone): numbers as
    /// en_US writes them, dates as ISO 8601 days in UTC.
    var name: String {
        switch self {
        case .category(let name): return name
        case .number(let n): return n.formatted(.number.locale(Locale(identifier: "en_US")))
        case .date(let d, _): return d.formatted(.iso8601.year().month().day())
        }
    }

    var number: Double? {
        switch self {
        case .number(let n): return n
        case .date(let d, _): return d.timeIntervalSinceReferenceDate
        case .category: return nil
        }
    }
}

/// The marks inside a chart's content, whatever wraps them: a `ForEach`'s closure builds views
/// (marks are views too, so `ForEach` takes them), so tuples, conditionals and optionals of marks
/// are looked through.
enum ChartMarks {
    static func extract(_ value: Any) -> [ChartMark] {
        if let content = value as? ChartContent { return content._marks }
        if let marks = value as? [ChartMark] { return marks }
        // A TupleView keeps its elements twice (the tuple, and a list of them): read the tuple.
        let children = Array(Mirror(reflecting: value).children)
        let hasTuple = children.contains { $0.label == "value" }
        return children.filter { !(hasTuple && $0.label == "children") }.flatMap { extract($0.value) }
    }
}

@resultBuilder
public enum ChartContentBuilder {
    public static func buildExpression<C: ChartContent>(_ content: C) -> [ChartMark] { content._marks }
    public static func buildExpression<Data, ID, Content>(_ forEach: ForEach<Data, ID, Content>) -> [ChartMark] {
        forEach.data.flatMap { ChartMarks.extract(forEach.content($0)) }
    }
    public static func buildBlock(_ parts: [ChartMark]...) -> [ChartMark] { parts.flatMap { $0 } }
    public static func buildOptional(_ part: [ChartMark]?) -> [ChartMark] { part ?? [] }
    public static func buildEither(first part: [ChartMark]) -> [ChartMark] { part }
    public static func buildEither(second part: [ChartMark]) -> [ChartMark] { part }
    public static func buildArray(_ parts: [[ChartMark]]) -> [ChartMark] { parts.flatMap { $0 } }
    public static func buildLimitedAvailability(_ part: [ChartMark]) -> [ChartMark] { part }
}

extension Array: ChartContent where Element == ChartMark {
    public var _marks: [ChartMark] { self }
}
