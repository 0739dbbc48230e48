import Foundation
import XCTest
import Loupe
import SwiftUI
@testable import Charts

/// Swift Charts' first slice: marks collected through the builders widgets use, scales and ticks as
/// a default chart chooses them, and the marks drawn.
final class ChartsTests: XCTestCase {
    struct Day { let name: String; let value: Double; let kind: String }
    let days = [Day(name: "Mon", value: 3, kind: "A"), Day(name: "Mon", value: 2, kind: "B"), Day(name: "Tue", value: 7, kind: "A")]

    func testMarksAreCollectedThroughForEachTuplesAndConditionals() {
        let showRule = true
        let chart = Chart {
            ForEach(days, id: \.value) { day in
                BarMark(x: .value("Day", day.name), y: .value("Value", day.value))
                PointMark(x: .value("Day", day.name), y: .value("Value", day.value))
            }
            if showRule { RuleMark(y: .value("Goal", 5)) }
        }
        XCTAssertEqual(chart.marks.map(\.kind), [.bar, .point, .bar, .point, .bar, .point, .rule])
        XCTAssertEqual(Chart(days) { LineMark(x: .value("Day", $0.name), y: .value("Value", $0.value)) }.marks.count, 3)
    }

    /// Bars sharing an x value stack in order; series take the palette in order of appearance.
    func testBarsOfOneCategoryStackAndSeriesTakeThePalette() {
        let marks = days.map { BarMark(x: .value("Day", $0.name), y: .value("Value", $0.value)).foregroundStyle(by: .value("Kind", $0.kind)).mark }
        let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
        XCTAssertEqual(drawing.marks.map(\.yStart), [.number(0), .number(3), .number(0)])
        XCTAssertEqual(drawing.marks.map(\.yEnd), [.number(3), .number(5), .number(7)])
        XCTAssertEqual(drawing.series, ["A", "B"])
        XCTAssertEqual(drawing.style(ofSeries: "B")._resolvePaint(in: EnvironmentValues()), ChartFigures.palette[1]._resolvePaint(in: EnvironmentValues()))
        guard case .categories(let names) = drawing.scale(.x) else { return XCTFail("a categorical x axis") }
        XCTAssertEqual(names, ["Mon", "Tue"])
        guard case .continuous(let domain, let ticks, _) = drawing.scale(.y) else { return XCTFail("a numeric y axis") }
        XCTAssertEqual(domain, 0...8, "bars include zero; the top rounds to a nice step")
        XCTAssertEqual(ticks, [0, 2, 4, 6, 8])
    }

    /// A drawn chart: the bars in the accent blue, taller for the larger value; an empty chart draws
    /// its empty plot and does not crash.
    func testABarChartDrawsItsBarsAndAnEmptyOneNothing() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 2))
            BarMark(x: .value("Day", "Tue"), y: .value("Value", 6))
        }.chartYAxis(.hidden).chartXAxis(.hidden)
        let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
        func blueHeight(column x: Int) -> Int {
            (0..<image.height).filter { let p = image.pixel(x: x, y: $0); return p.b > 200 && p.r < 60 }.count
        }
        let mon = blueHeight(column: 25), tue = blueHeight(column: 75)
        XCTAssertGreaterThan(mon, 10)
        XCTAssertEqual(Double(tue) / Double(mon), 3, accuracy: 0.2, "heights follow the values")
        let empty = try Loupe.render(ZStack { Color.white; Chart { } }, size: CGSize(width: 40, height: 40), scale: 1)
        XCTAssertEqual(empty.width, 40)
    }

    /// An empty data set draws an empty plot with its axes, as iOS does: grid lines and labels of
    /// the default domain, no marks.
    func testAnEmptyChartDrawsItsAxes() throws {
        let layout = try Loupe.layout(ZStack { Color.white; Chart { } }, size: CGSize(width: 120, height: 80))
        let texts = layout.allNodes.compactMap(\.textString)
        XCTAssertEqual(texts, ["0", "0.5", "1.0", "0", "0.5", "1.0"], "both axes' labels, as texts, with the step's fraction digits")
    }

    private func axisTexts(_ chart: some View, size: CGSize = CGSize(width: 300, height: 120)) throws -> [String] {
        try Loupe.layout(chart, size: size).allNodes.compactMap(\.textString)
    }

    /// `AxisMarks(values:)` puts the marks at the values given, and a content closure decides what
    /// each draws: `AxisValueLabel(format:)` writes the value through the format, in the cell's
    /// locale and time zone; a label's own view is used as it is; no label, no text.
    func testAxisMarksTakeTheirValuesAndTheirContent() throws {
        let start = Date(timeIntervalSince1970: 1_717_372_800)  // 2024-06-03T00:00:00Z
        let hourly = Chart {
            ForEach(0..<24, id: \.self) { hour in
                BarMark(x: .value("Hour", start.addingTimeInterval(Double(hour) * 3_600), unit: .hour), y: .value("kWh", Double(hour % 5)))
            }
        }
        let everySixHours = hourly.chartYAxis(.hidden).chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour())
            }
        }
        XCTAssertEqual(try axisTexts(everySixHours), ["12\u{202F}AM", "6\u{202F}AM", "12\u{202F}PM", "6\u{202F}PM"],
                       "a date's label reads forward from its grid line: the last, at the plot's end, would run past the chart")
        XCTAssertEqual(try axisTexts(everySixHours.environment(\.timeZone, TimeZone(identifier: "Europe/Berlin")!)).first, "6\u{202F}AM",
                       "Berlin's own six-hour marks (the data starts at 2 AM there)")
        func line() -> some View {
            Chart { LineMark(x: .value("x", 0), y: .value("y", 0)); LineMark(x: .value("x", 1), y: .value("y", 90)) }.chartXAxis(.hidden)
        }
        let numbers = line()
            .chartYAxis {
                AxisMarks(values: [0, 30, 60, 90]) { value in
                    AxisGridLine()
                    AxisValueLabel { if let degrees = value.as(Double.self) { Text("\(Int(degrees))°") } }
                }
            }
        XCTAssertEqual(try axisTexts(numbers), ["0°", "30°", "60°", "90°"])
        let gridOnly = line().chartYAxis { AxisMarks { _ in AxisGridLine() } }
        XCTAssertEqual(try axisTexts(gridOnly), [], "grid lines and no labels")
        let counted = line().chartYAxis { AxisMarks(values: .automatic(desiredCount: 2)) }
        XCTAssertEqual(try axisTexts(counted), ["0", "50", "100"], "two steps of a nice size")
    }

    /// A day stride falls on the cell's midnights, and `centered` puts a day's label in the middle
    /// of its day; labels that would overlap leave the later ones out.
    ///
    /// A point of a day (`unit: .day`) sits in the middle of its day, as its bar does.
    func testDayLabelsCentreInTheirDaysAndCollisionsDropLabels() throws {
        let monday = Date(timeIntervalSince1970: 1_717_372_800)
        let week = Chart {
            ForEach(0..<7, id: \.self) { day in
                BarMark(x: .value("Day", monday.addingTimeInterval(Double(day) * 86_400), unit: .day), y: .value("Steps", 5_000))
            }
        }.chartYAxis(.hidden)
        let centred = week.chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.narrow), centered: true) } }
        let layout = try Loupe.layout(centred, size: CGSize(width: 280, height: 100))
        let labels = layout.allNodes.filter { $0.textString != nil }
        XCTAssertEqual(labels.compactMap(\.textString), ["M", "T", "W", "T", "F", "S", "S"], "the next Monday, where the plot ends, has no day to centre in")
        XCTAssertEqual(Double(try XCTUnwrap(labels.first).frame.midX), 280.0 / 7 / 2, accuracy: 0.5, "in the middle of Monday")
        let crowded = week.chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.wide)) } }
        let kept = try axisTexts(crowded, size: CGSize(width: 160, height: 100))
        XCTAssertLessThan(kept.count, 7, "wide weekday names do not fit side by side")
        XCTAssertEqual(kept.first, "Monday")
        let all = week.chartXAxis { AxisMarks(values: .stride(by: .day)) { _ in AxisValueLabel(format: .dateTime.weekday(.wide), collisionResolution: .disabled) } }
        XCTAssertGreaterThan(try axisTexts(all, size: CGSize(width: 160, height: 100)).count, kept.count, "unless collisions are allowed")
    }

    /// VoiceOver reads a chart as its marks' labelled values, or the words a mark is given.
    func testAChartReadsAsItsMarksValues() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20))
            BarMark(x: .value("Day", "Tue"), y: .value("Minutes", 35)).foregroundStyle(by: .value("Kind", "Run"))
        }
        XCTAssertEqual(ChartDrawing(marks: chart.marks, settings: ChartSettings()).spokenSummary, "Day Mon, Minutes 20; Run, Day Tue, Minutes 35")
        let labelled = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20)).accessibilityLabel("Monday").accessibilityValue(Text("20 minutes"))
            RuleMark(y: .value("Goal", 30)).accessibilityHidden(true)
        }
        XCTAssertEqual(ChartDrawing(marks: labelled.marks, settings: ChartSettings()).spokenSummary, "Monday, 20 minutes", "a mark's own words; a hidden mark unread")
    }

    /// A domain that leaves every value out draws nothing beyond the plot, and warns.
    func testMarksOutsideAnExplicitDomainAreNotDrawn() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Value", 50)) }
            .chartYScale(domain: 100...200).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 60, height: 60), scale: 1)
        let blue = (0..<60).flatMap { y in (0..<60).map { (x: $0, y: y) } }.filter { let p = image.pixel(x: $0.x, y: $0.y); return p.b > 200 && p.r < 60 }
        XCTAssertEqual(blue.count, 0, "the bar lies below the domain")
        let warnings = try Loupe.pipeline(chart, size: CGSize(width: 60, height: 60), scale: 1).warnings
        XCTAssertEqual(warnings, ["Chart: every y value (0…50) lies outside chartYScale(domain: 100...200); the plot is empty"])
        let inside = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Value", 150)) }.chartYScale(domain: 100...200)
        XCTAssertEqual(try Loupe.pipeline(inside, size: CGSize(width: 60, height: 60), scale: 1).warnings, [])
    }

    /// Negative values stack down from zero, positive ones up, in one column.
    func testNegativeBarsStackBelowZero() {
        let marks = [3.0, -2, 1, -1].map { BarMark(x: .value("Hour", "9"), y: .value("kWh", $0)).mark }
        let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
        XCTAssertEqual(drawing.marks.map(\.yStart), [.number(0), .number(0), .number(3), .number(-2)])
        XCTAssertEqual(drawing.marks.map(\.yEnd), [.number(3), .number(-2), .number(4), .number(-3)])
    }

    /// Right to left, the categories run from the trailing edge: the first bar is on the right.
    func testRightToLeftMirrorsTheXAxis() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 6))
            BarMark(x: .value("Day", "Tue"), y: .value("Value", 2))
        }.chartYAxis(.hidden).chartXAxis(.hidden).environment(\.layoutDirection, .rightToLeft)
        let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
        func blueHeight(column x: Int) -> Int { (0..<image.height).filter { let p = image.pixel(x: x, y: $0); return p.b > 200 && p.r < 60 }.count }
        XCTAssertGreaterThan(blueHeight(column: 75), blueHeight(column: 25) * 2, "Monday's taller bar on the right")
    }

    /// Date labels are written in the cell's time zone and locale, never the machine's, and the
    /// automatic ticks fall on that zone's hours: in New York the six-hour ticks are at its own
    /// midnight, four hours after UTC's.
    func testDateLabelsFollowTheCellsTimeZone() throws {
        let start = Date(timeIntervalSince1970: 1_717_372_800)  // 2024-06-03T00:00:00Z
        let marks = (0..<4).map { BarMark(x: .value("Hour", start.addingTimeInterval(Double($0) * 21_600), unit: .hour), y: .value("kWh", 1)).mark }
        func axis(_ zone: String) -> [ChartDrawing.AxisItem] {
            let drawing = ChartDrawing(marks: marks, settings: ChartSettings(), timeZone: TimeZone(identifier: zone)!)
            return drawing.axisItems(.x, scale: drawing.scale(.x))
        }
        let utc = axis("UTC"), newYork = axis("America/New_York")
        XCTAssertEqual(utc.first?.text, "12\u{202F}AM", "ICU puts a narrow no-break space before AM")
        XCTAssertEqual(newYork.first?.text, "12\u{202F}AM")
        let first = try XCTUnwrap(utc.first?.value.number), local = try XCTUnwrap(newYork.first?.value.number)
        XCTAssertEqual(local - first, 4 * 3_600, "New York's midnight")
    }

    /// An annotation is drawn above its bar by default, its bottom a few points over the bar's top.
    func testAnAnnotationSitsAboveItsBar() throws {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Value", 5))
                .annotation { Rectangle().fill(Color.red).frame(width: 10, height: 10) }
        }.chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
        let rows = (0..<100).filter { y in (0..<100).contains { x in let p = image.pixel(x: x, y: y); return p.r > 200 && p.g < 90 && p.b < 90 } }
        let barTop = try XCTUnwrap((0..<100).first { y in let p = image.pixel(x: 50, y: y); return p.b > 200 && p.r < 60 })
        XCTAssertEqual(rows.count, 10, "the annotation at its own size")
        XCTAssertEqual(Double(try XCTUnwrap(rows.last)), Double(barTop - 1 - Int(ChartFigures.annotationSpacing)), accuracy: 1.5)
    }
}

extension ChartsTests {
    /// A mark of a date binned by a unit stands for the whole unit: a point sits in its middle, over
    /// the middle of the bar of the same day.
    func testAPointOfADaySitsInTheMiddleOfItsDay() {
        let monday = Date(timeIntervalSince1970: 1_717_372_800)
        let marks = [BarMark(x: .value("Day", monday, unit: .day), y: .value("t", 5)).mark,
                     BarMark(x: .value("Day", monday.addingTimeInterval(86_400), unit: .day), y: .value("t", 5)).mark,
                     PointMark(x: .value("Day", monday, unit: .day), y: .value("t", 3)).mark]
        let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
        let layout = drawing.axesLayout(size: CGSize(width: 200, height: 100))
        let point = drawing.x(.date(monday, unit: .day), in: layout)
        XCTAssertEqual(Double(point ?? -1), Double(layout.plot.minX + layout.plot.width / 4), accuracy: 0.01, "the middle of the first of two days")
    }
}

extension ChartsTests {
    /// `position(by:)` puts the bars of one value side by side, one place per group in order of
    /// appearance, each from zero instead of stacked.
    func testGroupedBarsStandSideBySide() throws {
        let bars = Chart {
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(.blue).position(by: .value("Platform", "iOS"))
            BarMark(x: .value("Month", "Jan"), y: .value("Sales", 2)).foregroundStyle(.red).position(by: .value("Platform", "Android"))
        }
        let chart = bars.chartYScale(domain: 0...4).chartXAxis(.hidden).chartYAxis(.hidden)
        let drawing = ChartDrawing(marks: bars.marks, settings: ChartSettings())
        XCTAssertEqual(drawing.marks.map(\.yStart), [.number(0), .number(0)], "groups do not stack on each other")
        let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
        func columns(_ match: ((r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool) -> [Int] { (0..<100).filter { x in match(image.pixel(x: x, y: 85)) } }
        let blue = columns { $0.b > 200 && $0.r < 60 }, red = columns { $0.r > 200 && $0.b < 90 && $0.g < 90 }
        XCTAssertFalse(blue.isEmpty || red.isEmpty)
        XCTAssertLessThan(try XCTUnwrap(blue.last), try XCTUnwrap(red.first), "iOS first, on the leading side")
        XCTAssertEqual(Double(blue.count), Double(red.count), accuracy: 1, "the band shared equally")
        XCTAssertEqual(Double(blue.count + red.count), 100 * Double(ChartFigures.barBandShare), accuracy: 2, "together as wide as one bar")
    }

    /// `stacking: .normalized` scales a value's stack to 0…1; `.unstacked` draws each bar from zero.
    func testStackingMethods() {
        let normalized = ChartDrawing.stacked([3.0, 1].map { BarMark(x: .value("d", "Mon"), y: .value("v", $0), stacking: .normalized).mark })
        XCTAssertEqual(normalized.map(\.yEnd), [.number(0.75), .number(1)])
        let unstacked = ChartDrawing.stacked([3.0, 1].map { BarMark(x: .value("d", "Mon"), y: .value("v", $0), stacking: .unstacked).mark })
        XCTAssertEqual(unstacked.map(\.yStart), [nil, nil], "drawn from zero")
    }
}

extension ChartsTests {
    /// `symbol(by:)` gives each group the next shape (circle, square, triangle…) unless
    /// `chartSymbolScale` names it; shapes of one `symbolSize` have that area.
    func testSymbolsByGroupTakeShapesInOrder() {
        let marks = ["Easy", "Tempo", "Long", "Easy"].map { PointMark(x: .value("km", 5), y: .value("pace", 5)).symbol(by: .value("Run", $0)).mark }
        let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
        XCTAssertEqual(marks.map(drawing.symbolShape(of:)), [.circle, .square, .triangle, .circle])
        var settings = ChartSettings()
        settings.symbolShapes = ["Tempo": .diamond]
        XCTAssertEqual(ChartDrawing(marks: marks, settings: settings).symbolShape(ofGroup: "Tempo"), .diamond)
        XCTAssertEqual(drawing.legendEntries.map(\.name), ["Easy", "Tempo", "Long"], "the groups make the legend")
        for shape in [BasicChartSymbolShape.circle, .square, .triangle, .diamond, .pentagon] {
            let box = ChartSymbol.path(shape, centre: .zero, area: 100).boundingRect
            // The box of a shape of area 100 holds at least that area and, for a diamond, twice it.
            XCTAssertTrue((99...200.01).contains(Double(box.width * box.height)), "\(shape) is about as big as the others: \(box)")
            XCTAssertEqual(Double(box.midX), 0, accuracy: 1.5, "\(shape) is centred on its point")
        }
    }
}

extension ChartsTests {
    /// A `chartOverlay` closure's proxy answers from the plot as laid out: its frame (what the axes
    /// leave), and positions and values along each axis measured from the plot's origin.
    func testTheProxyAnswersFromTheLaidOutPlot() throws {
        let bars = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 4_000))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 8_000))
        }
        let size = CGSize(width: 200, height: 100)
        let drawing = ChartDrawing(marks: bars.marks, settings: ChartSettings())
        let proxy = ChartProxy(drawing: drawing, size: size)
        let plot = drawing.axesLayout(size: size).plot
        XCTAssertLessThan(plot.width, size.width, "the y axis's labels take their room")
        XCTAssertEqual(proxy.plotAreaSize, plot.size)
        XCTAssertEqual(Double(try XCTUnwrap(proxy.position(forX: "Tue"))), Double(plot.width * 0.75), accuracy: 0.01, "the middle of the second band")
        XCTAssertEqual(Double(try XCTUnwrap(proxy.position(forY: 8_000.0))), 0, accuracy: 0.01, "the top of a domain rounded to 8,000")
        XCTAssertEqual(proxy.value(atX: plot.width * 0.3, as: String.self), "Mon")
        XCTAssertEqual(try XCTUnwrap(proxy.value(atY: plot.height / 2, as: Double.self)), 4_000, accuracy: 0.5)

        // Drawn: the overlay's content sits on the plot, where the proxy says it is.
        let marked = bars.chartOverlay { proxy in
            GeometryReader { geometry in
                let frame = geometry[proxy.plotFrame!]
                Color.red.frame(width: frame.width, height: frame.height).offset(x: frame.minX, y: frame.minY).accessibilityIdentifier("plot")
            }
        }
        let layout = try Loupe.layout(marked, size: size)
        XCTAssertEqual(layout.frame(ofIdentifier: "loupe.chart-plot"), layout.frame(ofIdentifier: "plot"), "the dump tags the plot's frame")
        // The chart measures its labels when it is drawn, so its plot is the one the dump tags.
        let drawn = try XCTUnwrap(layout.frame(ofIdentifier: "plot")), laidOut = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
        for (a, b) in [(drawn.minX, laidOut.minX), (drawn.minY, laidOut.minY), (drawn.width, laidOut.width), (drawn.height, laidOut.height)] {
            XCTAssertEqual(Double(a), Double(b), accuracy: 0.34, "to the pixel at @3x: \(drawn) \(laidOut)")
        }
    }

    /// A donut's plot is its whole frame: `chartBackground` content centres in it.
    func testADonutsPlotIsItsFrame() throws {
        let donut = Chart { SectorMark(angle: .value("Spent", 3), innerRadius: .ratio(0.6)); SectorMark(angle: .value("Spent", 1), innerRadius: .ratio(0.6)) }
        let drawing = ChartDrawing(marks: donut.marks, settings: ChartSettings())
        XCTAssertEqual(drawing.axesLayout(size: CGSize(width: 120, height: 100)).plot, CGRect(x: 0, y: 0, width: 120, height: 100))
    }
}

extension ChartsTests {
    /// `chartPlotStyle` styles a view the size of the plot, under the marks: a background fills the
    /// plot exactly, not the axes' room.
    func testThePlotStyleFillsThePlot() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 2)) }
            .chartPlotStyle { plot in plot.background(Color.red.accessibilityIdentifier("plot-style")) }
        let size = CGSize(width: 200, height: 100)
        let layout = try Loupe.layout(chart, size: size)
        let plot = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
        XCTAssertLessThan(plot.width, size.width - 5, "the labels' room is left out")
        let drawn = try XCTUnwrap(layout.frame(ofIdentifier: "plot-style"))
        for (a, b) in [(drawn.minX, plot.minX), (drawn.minY, plot.minY), (drawn.width, plot.width), (drawn.height, plot.height)] {
            XCTAssertEqual(Double(a), Double(b), accuracy: 0.34, "\(drawn) \(plot)")
        }
    }
}

extension ChartsTests {
    /// The axes' labels follow Dynamic Type: at a larger size the y labels take more room.
    func testAxisLabelsTakeTheirRoomAtTheCellsTypeSize() {
        let marks = [BarMark(x: .value("Day", "Mon"), y: .value("Steps", 10_000)).mark]
        let size = CGSize(width: 300, height: 150)
        let large = ChartDrawing(marks: marks, settings: ChartSettings()).axesLayout(size: size).plot
        let huge = ChartDrawing(marks: marks, settings: ChartSettings(), labelSize: ChartFigures.axisLabelFont.resolve(dynamicTypeSize: .accessibility2).size)
            .axesLayout(size: size).plot
        XCTAssertLessThan(huge.width, large.width - 10, "\(huge) \(large)")
    }
}

extension ChartsTests {
    /// `chartLegend(position:)` puts the legend above the plot, below it, or beside it; one's own
    /// content takes its place.
    func testTheLegendGoesWhereItIsAsked() throws {
        func chart() -> some View {
            Chart {
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 4)).foregroundStyle(by: .value("Platform", "iOS"))
                BarMark(x: .value("Month", "Jan"), y: .value("Sales", 2)).foregroundStyle(by: .value("Platform", "Android"))
            }
        }
        let size = CGSize(width: 300, height: 150)
        func frame(of text: String, _ view: some View) throws -> CGRect {
            try XCTUnwrap(try Loupe.layout(view, size: size).allNodes.first { $0.textString == text }).frame
        }
        XCTAssertGreaterThan(try frame(of: "iOS", chart()).minY, 120, "below the plot by default")
        XCTAssertLessThan(try frame(of: "iOS", chart().chartLegend(position: .top)).minY, 20, "above it")
        XCTAssertGreaterThan(try frame(of: "Android", chart().chartLegend(position: .trailing)).minX, 200, "beside it, at the trailing end")
        let own = chart().chartLegend(position: .top) { Text("Sales by platform") }
        XCTAssertLessThan(try frame(of: "Sales by platform", own).minY, 20)
        XCTAssertNil(try Loupe.layout(own, size: size).allNodes.first { $0.textString == "iOS" }, "one's own legend replaces the entries")
    }
}

extension ChartsTests {
    /// In a placeholder the axis labels are redacted as any text is; the marks, shapes, are drawn.
    func testAPlaceholderRedactsTheLabels() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 2)) }.redacted(reason: .placeholder)
        let texts = try Loupe.layout(chart, size: CGSize(width: 200, height: 100)).allNodes.compactMap { node -> Bool? in
            if case .text(_, let redacted) = node.content { return redacted }
            return nil
        }
        XCTAssertFalse(texts.isEmpty)
        XCTAssertTrue(texts.allSatisfy { $0 }, "every label redacted")
    }
}

extension ChartsTests {
    /// Axis titles: the y axis's above the plot on its labels' side, the x axis's below, centred.
    func testAxisTitlesSitBesideThePlot() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 2)) }
            .chartXAxisLabel("Day").chartYAxisLabel("kWh")
        let layout = try Loupe.layout(chart, size: CGSize(width: 200, height: 120))
        let plot = try XCTUnwrap(layout.frame(ofIdentifier: "loupe.chart-plot"))
        let x = try XCTUnwrap(layout.allNodes.first { $0.textString == "Day" }).frame
        let y = try XCTUnwrap(layout.allNodes.first { $0.textString == "kWh" }).frame
        XCTAssertLessThanOrEqual(y.maxY, plot.minY, "the y title above the plot")
        XCTAssertEqual(Double(y.maxX), 200, accuracy: 0.5, "on the trailing side, with the y labels")
        XCTAssertGreaterThan(x.minY, plot.maxY, "the x title below the plot (and its labels)")
        XCTAssertEqual(Double(x.midX), 100, accuracy: 1, "centred")
    }
}

extension ChartsTests {
    /// `.monotone` never overshoots: between two points the curve stays between their heights, where
    /// Catmull-Rom swings past a step.
    func testMonotoneCurvesDoNotOvershoot() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 20, y: 50), CGPoint(x: 30, y: 50)]
        func extent(_ method: InterpolationMethod) -> ClosedRange<CGFloat> {
            let box = ChartCurve(through: points, method).path.boundingRect
            return box.minY...box.maxY
        }
        XCTAssertEqual(extent(.monotone), 0...50, "flat runs stay flat, the rise stays within its points")
        XCTAssertGreaterThan(extent(.catmullRom).upperBound, 50, "Catmull-Rom overshoots the step")
    }

    /// A mark of a higher `zIndex` draws over one of a lower index, whatever their kinds: a rule sent
    /// to the back is hidden by the bar over it.
    func testZIndexOrdersTheMarks() throws {
        func render(ruleIndex: Double) throws -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
            let chart = Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Value", 10)).foregroundStyle(.blue)
                RuleMark(y: .value("Goal", 5)).foregroundStyle(.red).lineStyle(StrokeStyle(lineWidth: 4)).zIndex(ruleIndex)
            }.chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
            let y = try XCTUnwrap((0..<100).first { image.pixel(x: 90, y: $0).r > 200 && image.pixel(x: 90, y: $0).g < 90 })
            return image.pixel(x: 50, y: y)
        }
        XCTAssertGreaterThan(try render(ruleIndex: 0).r, 200, "a rule draws over bars by default")
        XCTAssertGreaterThan(try render(ruleIndex: -1).b, 200, "sent back, the bar covers it")
    }
}

extension ChartsTests {
    /// `chartSymbolScale` takes shapes written as literals (`.circle`, `.square`), as Charts does.
    func testTheSymbolScaleTakesShapeLiterals() throws {
        let chart = Chart { PointMark(x: .value("km", 5), y: .value("pace", 5)).symbol(by: .value("Run", "Long")).symbolSize(400) }
            .chartXScale(domain: 0...10).chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
        func corner(_ view: some View) throws -> UInt8 {
            let image = try Loupe.render(ZStack { Color.white; view }, size: CGSize(width: 100, height: 100), scale: 1)
            return image.pixel(x: 50 + 9, y: 50 + 9).r   // inside a 20 pt square's corner, outside a circle of its area
        }
        XCTAssertLessThan(try corner(chart.chartSymbolScale(["Long": .square])), 100, "the square fills its corner")
        XCTAssertGreaterThan(try corner(chart.chartSymbolScale(["Long": .circle])), 200, "a circle does not")
        _ = chart.chartSymbolScale(domain: ["Long"], range: [.diamond])
        _ = chart.chartSymbolScale(range: [.triangle, .plus])
    }

    /// A symbol shape of the app's own is filled at the symbol size: its perceptual unit rectangle
    /// takes the area, so a wide bar whose unit is its middle third reaches past a square's side.
    func testAnAppsSymbolShapeIsDrawnAtTheSymbolSize() throws {
        struct Bar: ChartSymbolShape {
            var perceptualUnitRect: CGRect { CGRect(x: 1.0 / 3, y: 0, width: 1.0 / 3, height: 1) }
            func path(in rect: CGRect) -> Path { Path(rect) }
        }
        func pixels(_ shape: some ChartSymbolShape) throws -> (inside: UInt8, beside: UInt8, above: UInt8) {
            let chart = Chart { PointMark(x: .value("km", 5), y: .value("pace", 5)).symbol(shape).symbolSize(400).foregroundStyle(.black) }
                .chartXScale(domain: 0...10).chartYScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden).chartLegend(.hidden)
            let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
            // A 20 pt square on the point (50, 50); the bar is 60 × 20.
            return (image.pixel(x: 50, y: 50).r, image.pixel(x: 50 + 20, y: 50).r, image.pixel(x: 50, y: 50 - 14).r)
        }
        let bar = try pixels(Bar())
        XCTAssertLessThan(bar.inside, 60)
        XCTAssertLessThan(bar.beside, 60, "the bar reaches a unit's width past the unit on each side")
        XCTAssertGreaterThan(bar.above, 200, "and is the unit's height")
        let square = try pixels(BasicChartSymbolShape.square)
        XCTAssertGreaterThan(square.beside, 200, "a square of the same size stops at 10 pt")
    }

    /// Categories on y are listed from the top, as Charts lists them.
    func testCategoriesOnYRunFromTheTop() {
        let marks = ["Awake", "Deep"].map { BarMark(xStart: .value("start", 0), xEnd: .value("end", 5), y: .value("Stage", $0)).mark }
        let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
        let layout = drawing.axesLayout(size: CGSize(width: 200, height: 100))
        let awake = drawing.y(.category("Awake"), in: layout) ?? 0, deep = drawing.y(.category("Deep"), in: layout) ?? 0
        XCTAssertLessThan(awake, deep, "the first category on top")
    }

    /// Dates binned by a unit stand for the unit: two readings of one day stack in one bar, and an
    /// automatic date axis's ticks fall on the cell's midnights, not UTC's.
    func testBinnedDatesShareTheirUnitAndTicksFollowTheCellsCalendar() throws {
        let morning = Date(timeIntervalSince1970: 1_717_405_200)   // 2024-06-03 09:00 UTC
        let marks = [BarMark(x: .value("Day", morning, unit: .day), y: .value("kWh", 2)).mark,
                     BarMark(x: .value("Day", morning.addingTimeInterval(6 * 3_600), unit: .day), y: .value("kWh", 3)).mark]
        XCTAssertEqual(ChartDrawing(marks: marks, settings: ChartSettings()).marks.map(\.yStart), [.number(0), .number(2)], "one day's bar")

        let week = (0..<7).map { BarMark(x: .value("Day", morning.addingTimeInterval(Double($0) * 86_400), unit: .day), y: .value("kWh", 1)).mark }
        let zone = try XCTUnwrap(TimeZone(identifier: "America/Los_Angeles"))
        let drawing = ChartDrawing(marks: week, settings: ChartSettings(), timeZone: zone)
        guard case .continuous(_, let ticks, true) = drawing.scale(.x) else { return XCTFail("a date axis") }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        XCTAssertFalse(ticks.isEmpty)
        XCTAssertEqual(Set(ticks.map { calendar.component(.hour, from: Date(timeIntervalSinceReferenceDate: $0)) }), [0], "local midnights")
    }

    /// A stride of several hours falls on multiples of its count in the day (0, 6, 12, 18 h), not
    /// on the hour the data starts at.
    func testAnHourStrideFallsOnMultiplesOfItsCount() {
        let start = Date(timeIntervalSince1970: 1_717_419_600)   // 2024-06-03 13:00 UTC
        let drawing = ChartDrawing(marks: [], settings: ChartSettings())
        let domain = start.timeIntervalSinceReferenceDate...start.addingTimeInterval(24 * 3_600).timeIntervalSinceReferenceDate
        let hours = drawing.dateStride(.hour, count: 6, in: domain).map { Int(($0.truncatingRemainder(dividingBy: 86_400)) / 3_600) }
        XCTAssertEqual(hours, [18, 0, 6, 12])
    }
}

extension ChartsTests {
    /// Areas of several series stack, as Charts stacks them by default; `.unstacked` overlaps them.
    func testAreasOfSeveralSeriesStack() {
        let marks = [("Solar", 2.0), ("Grid", 1.0)].map { AreaMark(x: .value("Hour", 9), y: .value("kWh", $0.1)).foregroundStyle(by: .value("Source", $0.0)).mark }
        XCTAssertEqual(ChartDrawing(marks: marks, settings: ChartSettings()).marks.map(\.yEnd), [.number(2), .number(3)])
        let overlapping = [2.0, 1.0].map { AreaMark(x: .value("Hour", 9), y: .value("kWh", $0), stacking: .unstacked).mark }
        XCTAssertEqual(ChartDrawing(marks: overlapping, settings: ChartSettings()).marks.map(\.yStart), [nil, nil])
        let bars = [BarMark(x: .value("Hour", 9), y: .value("kWh", 2)).mark, AreaMark(x: .value("Hour", 9), y: .value("kWh", 1)).mark]
        XCTAssertEqual(ChartDrawing(marks: bars, settings: ChartSettings()).marks.map(\.yStart), [.number(0), .number(0)], "a bar and an area do not stack on each other")
    }
}

extension ChartsTests {
    /// Ticks a month apart are labelled by the month ("Jan"), not by a day of it.
    func testMonthTicksReadAsMonths() {
        let january = Date(timeIntervalSince1970: 1_704_067_200)   // 2024-01-01T00:00:00Z
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let marks = (0..<12).map { BarMark(x: .value("Month", calendar.date(byAdding: .month, value: $0, to: january)!, unit: .month), y: .value("kWh", 1)).mark }
        let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
        let labels = drawing.axisItems(.x, scale: drawing.scale(.x)).map(\.text)
        XCTAssertEqual(labels, ["Jan", "Apr", "Jul", "Oct"], "about four ticks: a quarter apart, from January")
    }
}

extension ChartsTests {
    /// A horizontal bar's thickness is its `height:`, as a share of its category's band.
    func testAHorizontalBarTakesItsHeight() throws {
        func thickness(_ height: MarkDimension) throws -> Int {
            let chart = Chart { BarMark(xStart: .value("Start", 0), xEnd: .value("End", 10), y: .value("Stage", "Deep"), height: height).foregroundStyle(.blue) }
                .chartXScale(domain: 0...10).chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 100, height: 100), scale: 1)
            return (0..<100).filter { let p = image.pixel(x: 50, y: $0); return p.b > 200 && p.r < 60 }.count
        }
        XCTAssertEqual(Double(try thickness(.ratio(0.8))), Double(try thickness(.automatic)) * 0.8 / Double(ChartFigures.barBandShare), accuracy: 2)
        XCTAssertEqual(try thickness(.fixed(10)), 10)
    }
}
