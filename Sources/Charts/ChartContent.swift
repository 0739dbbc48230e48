// Linux only: Swift Charts as widgets use it. `import Charts` compiles; a chart's marks are collected
// into plain values (ChartMark) and drawn by the Chart view (Chart.swift) from its figures
// (ChartFigures.swift). A first slice: see the README's coverage rows for what is drawn.
import Foundation
import LoupeUI

/// Anything a chart's builder takes: a mark, several, or a `ForEach` of them.
public protocol ChartContent {
    var _marks: [ChartMark] { get }
}

/// One mark as the chart draws it: its kind with the values that place it (`geometry`, one case a
/// kind, each with the fields that kind takes), and how it looks — what the marks' modifiers set,
/// which every kind accepts, as in Swift Charts.
public struct ChartMark {
    public var geometry: Geometry

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
    public var style: AnyShapeStyle?
    public var cornerRadius: CGFloat = 0
    public var lineWidth: CGFloat?
    public var dash: [CGFloat] = []
    public var interpolation: InterpolationMethod = .linear
    public var symbolSize: CGFloat?
    public var opacity: Double = 1
    public var accented = false
    /// The labels of the values on each axis (`.value("Day", …)`), for what VoiceOver reads.
    public var xLabel: String?, yLabel: String?
    /// `.annotation(position:alignment:spacing:)`: a view placed beside the mark.
    public var annotation: Annotation?

    public init(_ geometry: Geometry, xLabel: String? = nil, yLabel: String? = nil) {
        (self.geometry, self.xLabel, self.yLabel) = (geometry, xLabel, yLabel)
    }

    public struct Annotation {
        let content: AnyView
        let position: AnnotationPosition
        let alignment: Alignment
        let spacing: CGFloat
    }

    /// Each kind of mark with the values it is placed by.
    public enum Geometry {
        case bar(Bar)
        case line(x: PlottedValue, y: PlottedValue)
        case area(x: PlottedValue, extent: Extent, stacking: MarkStackingMethod)
        case point(x: PlottedValue, y: PlottedValue)
        case rule(Rule)
        case rectangle(Rectangle)
        case sector(Sector)
    }

    /// How far a bar or an area reaches along its value axis: from zero (or the stack under it) to a
    /// value, or between two values.
    public enum Extent {
        case value(PlottedValue)
        case span(PlottedValue, PlottedValue)

        var end: PlottedValue { switch self { case .value(let v), .span(_, let v): return v } }
        var start: PlottedValue? { if case .span(let start, _) = self { return start }; return nil }
    }

    /// A bar: standing on its `position` along one axis, reaching across `extent` along the other —
    /// a column (`valueAxis` y) or a row (`valueAxis` x, a category on y).
    public struct Bar {
        public var valueAxis: ChartAxis
        public var position: PlottedValue
        public var extent: Extent
        /// Its width across its band (`width:` for a column, `height:` for a row).
        public var thickness: MarkDimension
        public var stacking: MarkStackingMethod
    }

    /// A rule: across the plot at a y value (between two x values, if given), or along it at an x value.
    public enum Rule {
        case horizontal(y: PlottedValue, xStart: PlottedValue?, xEnd: PlottedValue?)
        case vertical(x: PlottedValue, yStart: PlottedValue?, yEnd: PlottedValue?)
    }

    /// A rectangle: centred on a point with a width and height, or spanning two values on each axis.
    public enum Rectangle {
        case centred(x: PlottedValue, y: PlottedValue, width: MarkDimension, height: MarkDimension)
        case spanning(xStart: PlottedValue, xEnd: PlottedValue, yStart: PlottedValue, yEnd: PlottedValue)
    }

    /// A sector of a pie or donut: its share (`angle`) and radii.
    public struct Sector {
        public var angle: Double
        public var innerRadius: MarkDimension, outerRadius: MarkDimension
        public var angularInset: CGFloat
    }

    public enum Kind: Sendable { case bar, line, area, point, rule, rectangle, sector }
    public var kind: Kind {
        switch geometry {
        case .bar: return .bar
        case .line: return .line
        case .area: return .area
        case .point: return .point
        case .rule: return .rule
        case .rectangle: return .rectangle
        case .sector: return .sector
        }
    }

    // MARK: The values on each axis, whatever the kind

    /// The single value the mark sits at on each axis (a column's x, a line's vertex), if it has one.
    public var x: PlottedValue? {
        switch geometry {
        case .bar(let bar): return bar.valueAxis == .y ? bar.position : bar.extent.start == nil ? bar.extent.end : nil
        case .line(let x, _), .point(let x, _), .area(let x, _, _): return x
        case .rule(.vertical(let x, _, _)), .rectangle(.centred(let x, _, _, _)): return x
        default: return nil
        }
    }
    public var y: PlottedValue? {
        switch geometry {
        case .bar(let bar): return bar.valueAxis == .x ? bar.position : bar.extent.start == nil ? bar.extent.end : nil
        case .line(_, let y), .point(_, let y): return y
        case .area(_, .value(let y), _): return y
        case .rule(.horizontal(let y, _, _)), .rectangle(.centred(_, let y, _, _)): return y
        default: return nil
        }
    }
    /// Where the mark starts and ends along each axis, for marks that span values.
    public var xStart: PlottedValue? { span(on: .x)?.start }
    public var xEnd: PlottedValue? { span(on: .x)?.end }
    public var yStart: PlottedValue? { span(on: .y)?.start }
    public var yEnd: PlottedValue? { span(on: .y)?.end }

    private func span(on axis: ChartAxis) -> (start: PlottedValue?, end: PlottedValue?)? {
        switch geometry {
        case .bar(let bar) where bar.valueAxis == axis:
            if case .span(let start, let end) = bar.extent { return (start, end) }
        case .area(_, .span(let start, let end), _) where axis == .y:
            return (start, end)
        case .rule(.horizontal(_, let start, let end)) where axis == .x: return (start, end)
        case .rule(.vertical(_, let start, let end)) where axis == .y: return (start, end)
        case .rectangle(.spanning(let x0, let x1, let y0, let y1)):
            return axis == .x ? (x0, x1) : (y0, y1)
        default: break
        }
        return nil
    }

    /// Every value the mark puts on an axis: what the axis's scale must hold.
    func values(on axis: ChartAxis) -> [PlottedValue] {
        axis == .x ? [x, xStart, xEnd].compactMap { $0 } : [y, yStart, yEnd].compactMap { $0 }
    }

    /// The mark with each of its values passed through `change` (a date binned to its unit).
    func mapValues(_ change: (PlottedValue) -> PlottedValue) -> ChartMark {
        var mark = self
        func extent(_ e: Extent) -> Extent {
            switch e {
            case .value(let v): return .value(change(v))
            case .span(let a, let b): return .span(change(a), change(b))
            }
        }
        switch geometry {
        case .bar(var bar):
            bar.position = change(bar.position)
            bar.extent = extent(bar.extent)
            mark.geometry = .bar(bar)
        case let .line(x, y): mark.geometry = .line(x: change(x), y: change(y))
        case let .point(x, y): mark.geometry = .point(x: change(x), y: change(y))
        case let .area(x, e, stacking): mark.geometry = .area(x: change(x), extent: extent(e), stacking: stacking)
        case let .rule(.horizontal(y, a, b)): mark.geometry = .rule(.horizontal(y: change(y), xStart: a.map(change), xEnd: b.map(change)))
        case let .rule(.vertical(x, a, b)): mark.geometry = .rule(.vertical(x: change(x), yStart: a.map(change), yEnd: b.map(change)))
        case let .rectangle(.centred(x, y, w, h)): mark.geometry = .rectangle(.centred(x: change(x), y: change(y), width: w, height: h))
        case let .rectangle(.spanning(x0, x1, y0, y1)):
            mark.geometry = .rectangle(.spanning(xStart: change(x0), xEnd: change(x1), yStart: change(y0), yEnd: change(y1)))
        case .sector: break
        }
        return mark
    }
}

/// A chart's two axes.
public enum ChartAxis: Sendable { case x, y }

/// A value put on an axis: a number, a date (with the calendar unit it is binned by) or a category.
public enum PlottedValue: Hashable, Sendable {
    /// A number, and whether it came from an integer type (an `Int`'s axis never steps by less than 1).
    case number(Double, integral: Bool = false)
    case date(Date, unit: Calendar.Component?)
    case category(String)

    /// The value as a series or group name (`foregroundStyle(by:)`, `position(by:)`).
    /// Written the same on every machine (never in the machine's locale or time zone): numbers as
    /// en_US writes them, dates as ISO 8601 days in UTC.
    var name: String {
        switch self {
        case .category(let name): return name
        case .number(let n, _): return n.formatted(.number.locale(Locale(identifier: "en_US")))
        case .date(let d, _): return d.formatted(.iso8601.year().month().day())
        }
    }

    var isCategory: Bool { if case .category = self { return true }; return false }
    var isIntegral: Bool { if case .number(_, true) = self { return true }; return false }

    var number: Double? {
        switch self {
        case .number(let n, _): return n
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
