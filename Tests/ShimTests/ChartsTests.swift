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
        XCTAssertEqual(drawing.color(ofSeries: "B"), ChartFigures.palette[1])
        guard case .categories(let names) = drawing.scale(x: true) else { return XCTFail("a categorical x axis") }
        XCTAssertEqual(names, ["Mon", "Tue"])
        guard case .continuous(let domain, let ticks, _) = drawing.scale(x: false) else { return XCTFail("a numeric y axis") }
        XCTAssertEqual(domain, 0...8, "bars include zero; the top rounds to a nice step")
        XCTAssertEqual(ticks, [0, 2, 4, 6, 8])
    }

    func testNiceStepsAreOneTwoOrFiveTimesAPowerOfTen() {
        XCTAssertEqual(ChartDrawing.niceStep(0.7), 1)
        XCTAssertEqual(ChartDrawing.niceStep(1.3), 2)
        XCTAssertEqual(ChartDrawing.niceStep(37), 50)
        XCTAssertEqual(ChartDrawing.niceStep(0.04), 0.05, accuracy: 1e-12)
    }

    /// A drawn chart: the bars in the accent blue, taller for the larger value; an empty chart draws
    /// nothing and does not crash.
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

    /// VoiceOver reads a chart as its marks' labelled values.
    func testAChartReadsAsItsMarksValues() {
        let chart = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Minutes", 20))
            BarMark(x: .value("Day", "Tue"), y: .value("Minutes", 35)).foregroundStyle(by: .value("Kind", "Run"))
        }
        XCTAssertEqual(ChartDrawing(marks: chart.marks, settings: ChartSettings()).spokenSummary, "Day Mon, Minutes 20; Run, Day Tue, Minutes 35")
    }

    /// A domain that leaves every value out draws nothing beyond the plot.
    func testMarksOutsideAnExplicitDomainAreNotDrawn() throws {
        let chart = Chart { BarMark(x: .value("Day", "Mon"), y: .value("Value", 50)) }
            .chartYScale(domain: 100...200).chartXAxis(.hidden).chartYAxis(.hidden)
        let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 60, height: 60), scale: 1)
        let blue = (0..<60).flatMap { y in (0..<60).map { (x: $0, y: y) } }.filter { let p = image.pixel(x: $0.x, y: $0.y); return p.b > 200 && p.r < 60 }
        XCTAssertEqual(blue.count, 0, "the bar lies below the domain")
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

    /// Date labels are written in the cell's time zone and locale, never the machine's.
    func testDateLabelsFollowTheCellsTimeZone() {
        let start = Date(timeIntervalSince1970: 1_717_372_800)  // 2024-06-03T00:00:00Z
        let marks = (0..<4).map { BarMark(x: .value("Hour", start.addingTimeInterval(Double($0) * 21_600), unit: .hour), y: .value("kWh", 1)).mark }
        func labels(_ zone: String) -> [String] {
            let drawing = ChartDrawing(marks: marks, settings: ChartSettings(), timeZone: TimeZone(identifier: zone)!)
            return drawing.labels(of: drawing.scale(x: true)).map(\.text)
        }
        XCTAssertEqual(labels("UTC").first, "12\u{202F}AM", "ICU puts a narrow no-break space before AM")
        XCTAssertEqual(labels("America/New_York").first, "8\u{202F}PM")
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
