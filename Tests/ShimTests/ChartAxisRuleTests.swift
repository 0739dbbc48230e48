import Foundation
import XCTest
import Loupe
import SwiftUI
@testable import Charts

/// Swift Charts' automatic axes as iOS 26 draws them, one rule a test, each with the figures
/// measured on iOS 26 @3x renders of a real energy chart (shared/reference/facts.md §7, "Third
/// pass"): a chart frame 318 wide and 81 (medium) tall, stacked hourly bars, the y axis automatic on
/// the trailing side, the x axis a six-hour stride.
final class ChartAxisRuleTests: XCTestCase {
    static let medium = CGSize(width: 318, height: 81)
    static let midnight = Date(timeIntervalSince1970: 1_717_372_800)   // 2024-06-03T00:00:00Z

    /// A day of hourly readings stacked by source, drawn as the measured app draws them.
    static func energyChart(_ values: [Double] = (0..<24).map { 6.4 * sin(Double($0) / 23 * .pi) }) -> some View {
        Chart {
            ForEach(Array(values.enumerated()), id: \.offset) { hour, value in
                BarMark(x: .value("Hour", midnight.addingTimeInterval(Double(hour) * 3_600), unit: .hour), y: .value("kWh", value))
            }
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 6)) { _ in
                AxisGridLine()
                AxisValueLabel(format: .dateTime.hour(.twoDigits(amPM: .omitted)))
            }
        }
        .environment(\.timeZone, TimeZone(identifier: "UTC")!)
    }

    static func yTicks(_ values: [Double]) -> (domain: ClosedRange<Double>, ticks: [Double])? {
        let marks = values.map { BarMark(x: .value("Hour", "9"), y: .value("kWh", $0), stacking: .unstacked).mark }
        guard case let .continuous(domain, ticks, _) = ChartDrawing(marks: marks, settings: ChartSettings()).scale(.y) else { return nil }
        return (domain, ticks)
    }

    // MARK: Ticks and domain

    /// The automatic step: the smallest of 1, 2 and 5 times a power of ten for which the data range
    /// (zero included for bars), rounded out to whole steps, needs at most five ticks — the
    /// measured rows, top tick first.
    func testAutomaticTicksAreTheMeasuredRows() throws {
        let rows: [([Double], [Double])] = [
            ([-6.15, 1.25], [5, 0, -5, -10]),
            ([0, 6.4], [8, 6, 4, 2, 0]),
            ([-1.35, 1.25], [2, 1, 0, -1, -2]),
            ([0, 1.6], [2, 1.5, 1, 0.5, 0]),
            ([0, 1.25], [1.5, 1, 0.5, 0]),
            ([-10.8, 13.1], [20, 10, 0, -10, -20]),
        ]
        for (values, expected) in rows {
            let ticks = try XCTUnwrap(Self.yTicks(values)).ticks
            XCTAssertEqual(ticks.reversed().map { ($0 * 1e6).rounded() / 1e6 }, expected, "\(values)")
        }
    }

    /// Whole-number values never step by less than 1: an `Int` 0…1 has ticks 0 and 1 (a Double
    /// 0…1 has 0, 0.5 and 1).
    func testIntegerValuesStepByAtLeastOne() throws {
        let ints = [0, 1].map { BarMark(x: .value("Hour", "9"), y: .value("Count", $0), stacking: .unstacked).mark }
        guard case let .continuous(_, ticks, _) = ChartDrawing(marks: ints, settings: ChartSettings()).scale(.y) else { return XCTFail() }
        XCTAssertEqual(ticks, [0, 1])
        XCTAssertEqual(try XCTUnwrap(Self.yTicks([0, 1])).ticks, [0, 0.5, 1])
    }

    /// The value axis reaches its outer ticks: the first and last grid lines are the plot's edges.
    func testTheValueAxisDomainIsItsOuterTicks() throws {
        let scale = try XCTUnwrap(Self.yTicks([-6.15, 1.25]))
        XCTAssertEqual(scale.domain, -10...5)
        XCTAssertEqual(try XCTUnwrap(Self.yTicks([0, 6.4])).domain, 0...8)
    }

    // MARK: Labels

    /// Every tick is labelled, with the step's fraction digits; zero is "0"; negatives take a
    /// hyphen-minus.
    func testEveryTickIsLabelledWithItsStepsFractionDigits() throws {
        func labels(_ values: [Double]) -> [String] {
            let marks = values.map { BarMark(x: .value("Hour", "9"), y: .value("kWh", $0), stacking: .unstacked).mark }
            let drawing = ChartDrawing(marks: marks, settings: ChartSettings())
            return drawing.axisItems(.y, scale: drawing.scale(.y)).map(\.text).reversed()
        }
        XCTAssertEqual(labels([0, 1.6]), ["2.0", "1.5", "1.0", "0.5", "0"])
        XCTAssertEqual(labels([-6.15, 1.25]), ["5", "0", "-5", "-10"])
        XCTAssertEqual(labels([0, 6.4]), ["8", "6", "4", "2", "0"])
    }

    /// The labels are the system font at 9 pt, in the secondary style.
    func testLabelsAreNinePointSecondary() throws {
        func run(_ layout: LayoutNode) throws -> GlyphRun {
            let label = try XCTUnwrap(layout.allNodes.first { $0.textString == "8" })
            guard case .text(let text, _) = label.content else { throw XCTSkip("not a text") }
            return try XCTUnwrap(text.runs.first)
        }
        let chart = try run(Loupe.layout(Self.energyChart(), size: Self.medium))
        let nine = try run(Loupe.layout(Text("8").font(.system(size: 9)), size: Self.medium))
        XCTAssertEqual(chart.size, nine.size)
        XCTAssertEqual(chart.face, nine.face, "regular")
        var light = EnvironmentValues()
        light.colorScheme = .light
        XCTAssertEqual(chart.paint, HierarchicalShapeStyle.secondary._resolvePaint(in: light))
    }

    /// A `format:` label is written in the process's locale (in a cell, the cell's region), not the
    /// view's environment; the axis's own numbers follow the environment, as SwiftUI's texts do.
    func testFormatLabelsFollowTheProcessLocaleAndNumbersTheEnvironment() throws {
        func texts(region: String, environment: String) throws -> [String] {
            let layout = try LoupeClock.withPinned(now: Self.midnight, region: try DeviceRegion(locale: region, timeZone: "UTC")) {
                try Loupe.layout(Self.energyChart((0..<24).map { 1.6 * Double($0) / 23 }).environment(\.locale, Locale(identifier: environment)),
                                 size: Self.medium, now: Self.midnight)
            }
            return layout.allNodes.compactMap(\.textString)
        }
        let british = try texts(region: "en_GB", environment: "de_DE")
        XCTAssertTrue(["00", "06", "12", "18"].allSatisfy(british.contains), "the region's 24-hour clock: \(british)")
        XCTAssertTrue(british.contains("1,5"), "the environment's decimal comma: \(british)")
        let american = try texts(region: "en_US", environment: "de_DE")
        XCTAssertTrue(["12", "06"].allSatisfy(american.contains) && !american.contains("18"), "the region's 12-hour clock: \(american)")
        XCTAssertTrue(american.contains("1,5"), "the environment's decimal comma: \(american)")
    }

    // MARK: The plot and its labels' room

    /// The y labels' column is a whole number of points: the widest label and 4.3, rounded up. With
    /// labels "8"…"0" it is 10 pt on iOS; the plot is what is left of the 318.
    func testTheYLabelColumnIsTheWidestLabelRoundedUpToWholePoints() throws {
        let layout = try Loupe.layout(Self.energyChart(), size: Self.medium)
        let plot = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
        let labels = ["8", "6", "4", "2", "0"].compactMap { text in layout.allNodes.first { $0.textString == text } }
        XCTAssertEqual(labels.count, 5, layout.dump)
        let widest = try XCTUnwrap(labels.map(\.frame.width).max())
        let column = Self.medium.width - plot.width
        XCTAssertEqual(Double(column), Double(column.rounded()), accuracy: 0.34, "whole points, to the pixel")
        XCTAssertEqual(Double(column), Double((widest + 4.3).rounded(.up)), accuracy: 0.34)
        XCTAssertEqual(Double(column), 10, accuracy: 1, "iOS: 10 for single digits")
    }

    /// The plot starts at the chart's top (the top label overhangs it) and ends 15.17 above the
    /// chart's bottom, where the x labels' band begins: 65.83 of the medium chart's 81.
    func testThePlotFillsTheFrameAboveTheXLabelBand() throws {
        let layout = try Loupe.layout(Self.energyChart(), size: Self.medium)
        let plot = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
        XCTAssertEqual(Double(plot.minY), 0, accuracy: 0.34)
        XCTAssertEqual(Double(plot.height), 81 - 15.17, accuracy: 0.34)
        let top = try XCTUnwrap(layout.allNodes.first { $0.textString == "8" })
        XCTAssertLessThan(top.frame.minY, plot.minY, "the top label overhangs the frame")
    }

    /// A y label starts 4.64 after the plot (its ink; its box a side bearing earlier) with its
    /// baseline 3.26 below its grid line, which centres a digit's ink on the line.
    func testYLabelsSitAfterThePlotCentredOnTheirLines() throws {
        let layout = try Loupe.layout(Self.energyChart(), size: Self.medium)
        let plot = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
        for (text, value) in [("8", 8.0), ("4", 4), ("0", 0)] {
            let label = try XCTUnwrap(layout.allNodes.first { $0.textString == text })
            guard case .text(let laidOut, _) = label.content else { return XCTFail() }
            let line = plot.maxY - CGFloat(value / 8) * plot.height
            XCTAssertEqual(Double(label.frame.minX - plot.maxX), 4.64 - 0.45, accuracy: 0.34, text)
            XCTAssertEqual(Double(label.frame.minY + laidOut.firstBaseline - line), 3.26, accuracy: 0.34, text)
        }
    }

    /// An x label of a date stride starts 4.58 after its grid line (its ink), its baseline 12.83
    /// under the plot; the stride value at the domain's end (the next midnight) keeps its grid line
    /// and has no label, which would run past the plot.
    func testXLabelsStartAfterTheirLinesAndTheLastIsDropped() throws {
        // A 24-hour region, in the process and the environment alike.
        let region = try DeviceRegion(locale: "en_GB", timeZone: "UTC")
        let layout = try LoupeClock.withPinned(now: Self.midnight, region: region) {
            try Loupe.layout(Self.energyChart().environment(\.locale, Locale(identifier: "en_GB")), size: Self.medium, now: Self.midnight)
        }
        let plot = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
        let texts = ["00", "06", "12", "18"]
        for (index, text) in texts.enumerated() {
            let label = try XCTUnwrap(layout.allNodes.first { $0.textString == text }, layout.dump)
            guard case .text(let laidOut, _) = label.content else { return XCTFail() }
            let line = plot.minX + plot.width * CGFloat(index) / 4
            XCTAssertEqual(Double(label.frame.minX - line), 4.58 - 0.45, accuracy: 0.34, text)
            XCTAssertEqual(Double(label.frame.minY + laidOut.firstBaseline - plot.maxY), 12.83, accuracy: 0.34, text)
        }
        let labels = layout.allNodes.compactMap(\.textString).filter { $0.count == 2 && Int($0) != nil }
        XCTAssertEqual(labels, texts, "the next midnight is not labelled")
        let drawing = ChartDrawing(marks: [], settings: ChartSettings())
        let day = Self.midnight.timeIntervalSinceReferenceDate...Self.midnight.addingTimeInterval(86_400).timeIntervalSinceReferenceDate
        XCTAssertEqual(drawing.dateStride(.hour, count: 6, in: day).count, 5, "a grid line at each of five stride values, the domain's end too")
    }

    // MARK: Lines and bars

    /// The grid: the y axis's lines solid, the x axis's dashed 2 on, 2 off from the plot's top; 0.5
    /// wide; no axis line of its own.
    func testXGridLinesAreDashedAndYGridLinesSolid() throws {
        let strokes = try Loupe.pipeline(Self.energyChart(), size: Self.medium).displayList.commands.compactMap { command -> (Path, StrokeStyle)? in
            if case let .stroke(path, _, _, style) = command { return (path, style) }
            return nil
        }
        let vertical = strokes.filter { $0.0.boundingRect.width < 0.01 }, horizontal = strokes.filter { $0.0.boundingRect.height < 0.01 }
        XCTAssertEqual(vertical.count, 5, "one a stride value, both ends too")
        XCTAssertTrue(vertical.allSatisfy { $0.1.dash == [2, 2] && $0.1.lineWidth == 0.5 })
        XCTAssertEqual(horizontal.count, 5, "one a tick, no separate axis line")
        XCTAssertTrue(horizontal.allSatisfy { $0.1.dash.isEmpty && $0.1.lineWidth == 0.5 })
    }

    /// The grid's style: the secondary style at 0.12 — (241,241,242) over white, (17,17,18) over black.
    func testGridLinesAreTheSecondaryStyleFaded() {
        for (scheme, background, expected) in [(ColorScheme.light, 255.0, [241.0, 241, 242]), (.dark, 0, [17, 17, 18])] {
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            guard case .color(let color) = ChartFigures.gridLineStyle._resolvePaint(in: environment) else { return XCTFail() }
            let composite = [color.red, color.green, color.blue].map { ($0 * 255 * color.alpha + background * (1 - color.alpha)).rounded() }
            for (channel, measured) in zip(composite, expected) { XCTAssertEqual(channel, measured, accuracy: 1, "\(scheme)") }
        }
    }

    /// A bar binned by a unit is 0.70 of its unit's slot (a day's 24 hours, a week's 7 days),
    /// centred in it; `width: .ratio(r)` is that share of the slot instead.
    func testBarsAreSeventyPercentOfTheirSlot() throws {
        let bars = try Self.hourlyBars(width: .automatic)
        XCTAssertEqual(bars.count, 24)
        for (hour, bar) in bars.enumerated() {
            XCTAssertEqual(Double(bar.width), 10 * 0.7, accuracy: 0.001)
            XCTAssertEqual(Double(bar.midX), Double(hour) * 10 + 5, accuracy: 0.001)
        }
    }

    func testADateBarsRatioIsAShareOfItsSlot() throws {
        for width in [MarkDimension.ratio(0.8), .inset(1)] {
            let bars = try Self.hourlyBars(width: width)
            XCTAssertEqual(bars.count, 24)
            XCTAssertTrue(bars.allSatisfy { abs($0.width - 8) < 0.001 }, "\(width): \(bars.map(\.width))")
        }
    }

    /// The bars of a day of hours in a plot 240 wide (10 a slot), with no axes.
    static func hourlyBars(width: MarkDimension) throws -> [CGRect] {
        let chart = Chart {
            ForEach(0..<24, id: \.self) { hour in
                BarMark(x: .value("Hour", midnight.addingTimeInterval(Double(hour) * 3_600), unit: .hour), y: .value("kWh", 1), width: width)
            }
        }
        .chartXAxis(.hidden).chartYAxis(.hidden).environment(\.timeZone, TimeZone(identifier: "UTC")!)
        return try Loupe.pipeline(chart, size: CGSize(width: 240, height: 50)).displayList.commands.compactMap { command -> CGRect? in
            if case let .fill(path, .color(color), _, _) = command, color.alpha > 0 { return path.boundingRect }
            return nil
        }
    }
}
