import Foundation
import XCTest
import Loupe
import SwiftUI
@testable import Charts

/// `annotation(position:alignment:spacing:)` as Swift Charts documents it (the view goes on the
/// side `position` names and lines up along it by `alignment`), and the interpolation methods: an
/// area's edge is the very curve a line over the same points draws, and each method's parameter
/// shapes its curve.
final class ChartAnnotationAndCurveTests: XCTestCase {
    // MARK: Annotations

    /// A horizontal rule across a 200-wide plot at y 50, as the placement sees it.
    private let rule = CGRect(x: 0, y: 50, width: 200, height: 0)

    private func place(_ position: AnnotationPosition, _ alignment: Alignment = .center, in bounds: CGRect? = nil,
                       rightToLeft: Bool = false) -> ChartAnnotationPlacement {
        ChartAnnotationPlacement(bounds: bounds ?? rule, position: position, alignment: alignment, spacing: 4, isRightToLeft: rightToLeft)
    }

    func testTopAnnotationsLineUpAlongTheRuleByTheirAlignment() {
        XCTAssertEqual(place(.top, .leading), ChartAnnotationPlacement(point: CGPoint(x: 0, y: 46), anchor: .bottomLeading))
        XCTAssertEqual(place(.top), ChartAnnotationPlacement(point: CGPoint(x: 100, y: 46), anchor: .bottom), "centred by default")
        XCTAssertEqual(place(.top, .trailing), ChartAnnotationPlacement(point: CGPoint(x: 200, y: 46), anchor: .bottomTrailing),
                       "at the rule's trailing end, its trailing edge on the end")
        XCTAssertEqual(place(.bottom, .trailing), ChartAnnotationPlacement(point: CGPoint(x: 200, y: 54), anchor: .topTrailing))
    }

    func testSideAnnotationsLineUpDownTheMarkByTheirAlignment() {
        let bar = CGRect(x: 40, y: 20, width: 10, height: 60)
        XCTAssertEqual(place(.leading, .top, in: bar), ChartAnnotationPlacement(point: CGPoint(x: 36, y: 20), anchor: .topTrailing))
        XCTAssertEqual(place(.trailing, .center, in: bar), ChartAnnotationPlacement(point: CGPoint(x: 54, y: 50), anchor: .leading))
        XCTAssertEqual(place(.trailing, .bottom, in: bar), ChartAnnotationPlacement(point: CGPoint(x: 54, y: 80), anchor: .bottomLeading))
        XCTAssertEqual(place(.overlay, .topTrailing, in: bar), ChartAnnotationPlacement(point: CGPoint(x: 50, y: 20), anchor: .topTrailing),
                       "inside the bar, in its corner")
        XCTAssertEqual(place(.topLeading, in: bar), ChartAnnotationPlacement(point: CGPoint(x: 36, y: 16), anchor: .bottomTrailing),
                       "outside the corner, off both edges")
        XCTAssertEqual(place(.bottomTrailing, in: bar), ChartAnnotationPlacement(point: CGPoint(x: 54, y: 84), anchor: .topLeading))
    }

    func testLeadingAndTrailingFollowTheLayoutDirection() {
        XCTAssertEqual(place(.top, .trailing, rightToLeft: true), ChartAnnotationPlacement(point: CGPoint(x: 0, y: 46), anchor: .bottomLeading))
        let bar = CGRect(x: 40, y: 20, width: 10, height: 60)
        XCTAssertEqual(place(.leading, in: bar, rightToLeft: true), ChartAnnotationPlacement(point: CGPoint(x: 54, y: 50), anchor: .leading))
    }

    /// The case, laid out: `.top, alignment: .trailing` on a goal rule puts "Goal" over the
    /// rule's trailing end; `.leading` over its leading end.
    func testARulesAnnotationSitsAtTheEndItsAlignmentNames() throws {
        func goal(_ alignment: Alignment) throws -> (text: CGRect, plot: CGRect) {
            let chart = Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("kWh", 3))
                RuleMark(y: .value("Goal", 5)).annotation(position: .top, alignment: alignment) { Text("Goal").font(.caption2) }
            }
            .chartYScale(domain: 0...10)
            let layout = try Loupe.layout(chart, size: CGSize(width: 200, height: 120))
            let plot = try XCTUnwrap(layout.frame(ofIdentifier: ChartFigures.plotIdentifier))
            return (try XCTUnwrap(layout.allNodes.first { $0.textString == "Goal" }).frame, plot)
        }
        let trailing = try goal(.trailing), leading = try goal(.leading)
        XCTAssertEqual(Double(trailing.text.maxX), Double(trailing.plot.maxX), accuracy: 0.5)
        XCTAssertEqual(Double(leading.text.minX), Double(leading.plot.minX), accuracy: 0.5)
        let ruleY = leading.plot.minY + leading.plot.height / 2
        XCTAssertEqual(Double(leading.text.maxY), Double(ruleY - ChartFigures.annotationSpacing), accuracy: 0.5, "4 pt above the rule")
    }

    // MARK: Curves

    private let peak = [CGPoint(x: 0, y: 80), CGPoint(x: 20, y: 60), CGPoint(x: 40, y: 10), CGPoint(x: 60, y: 70), CGPoint(x: 80, y: 75)]
    private static let methods: [InterpolationMethod] = [
        .linear, .monotone, .catmullRom, .catmullRom(alpha: 0), .catmullRom(alpha: 1), .cardinal, .cardinal(tension: 0.5),
        .stepStart, .stepCenter, .stepEnd,
    ]

    /// An area's top edge is the line's path, element for element, for every method; its bottom
    /// edge the same curve run back.
    func testAnAreasEdgeIsTheLineThroughTheSamePoints() {
        let floor = peak.map { CGPoint(x: $0.x, y: 100) }
        for method in Self.methods {
            let line = ChartCurve(through: peak, method).path.elements
            let area = ChartDrawing.area(top: peak, bottom: floor, method).elements
            XCTAssertEqual(Array(area.prefix(line.count)), line, "\(method.kind)")
            XCTAssertEqual(area.last, .closeSubpath)
        }
    }

    /// Drawn over white in one colour, the area and the line leave no white between them at the
    /// peak, where a straight-edged area under a curved line showed the background.
    func testNoBackgroundShowsBetweenAnAreaAndItsLineAtAPeak() throws {
        let hours = [2.0, 3, 9, 2.5, 2]
        func gaps(area: InterpolationMethod, line method: InterpolationMethod) throws -> Int {
            let chart = Chart {
                ForEach(Array(hours.enumerated()), id: \.offset) { index, value in
                    AreaMark(x: .value("Hour", index), yStart: .value("Low", 0), yEnd: .value("kWh", value))
                        .interpolationMethod(area).foregroundStyle(.blue)
                    LineMark(x: .value("Hour", index), y: .value("kWh", value))
                        .interpolationMethod(method).foregroundStyle(.blue).lineStyle(StrokeStyle(lineWidth: 1))
                }
            }
            .chartXAxis(.hidden).chartYAxis(.hidden)
            let image = try Loupe.render(ZStack { Color.white; chart }, size: CGSize(width: 120, height: 100), scale: 2)
            // Down each column from the first blue pixel (the line) to the bottom: blue throughout.
            var gaps = 0
            for x in stride(from: 4, to: 236, by: 2) {
                guard let top = (0..<200).first(where: { image.pixel(x: x, y: $0).b > 200 && image.pixel(x: x, y: $0).r < 100 }) else { continue }
                gaps += (top..<198).filter { image.pixel(x: x, y: $0).r > 200 }.count
            }
            return gaps
        }
        XCTAssertGreaterThan(try gaps(area: .linear, line: .catmullRom), 0, "a straight-edged area under a curve shows the background")
        for method in [InterpolationMethod.catmullRom, .cardinal, .monotone] {
            XCTAssertEqual(try gaps(area: method, line: method), 0, "white pixels between the line and the area with \(method.kind)")
        }
    }

    func testUniformCatmullRomIsTheCardinalSplineWithoutTension() {
        func points(_ curve: ChartCurve) -> [CGFloat] {
            curve.segments.flatMap { segment -> [CGFloat] in
                guard case let .cubic(to, c1, c2) = segment else { return [] }
                return [to.x, to.y, c1.x, c1.y, c2.x, c2.y]
            }
        }
        let uniform = points(ChartCurve(through: peak, .catmullRom(alpha: 0))), cardinal = points(ChartCurve(through: peak, .cardinal(tension: 0)))
        XCTAssertEqual(uniform.count, 24)
        XCTAssertEqual(zip(uniform, cardinal).map { abs($0 - $1) }.max() ?? 1, 0, accuracy: 1e-9)
        XCTAssertNotEqual(ChartCurve(through: peak, .catmullRom), ChartCurve(through: peak, .catmullRom(alpha: 0)),
                          "plain .catmullRom is the centripetal spline (ChartFigures.catmullRomAlpha)")
    }

    /// Full tension straightens a cardinal spline: every control point on its segment's ends.
    func testACardinalSplineOfFullTensionIsStraight() {
        for case let .cubic(to, control1, control2) in ChartCurve(through: peak, .cardinal(tension: 1)).segments {
            let from = peak[peak.firstIndex(of: to)! - 1]
            XCTAssertEqual(control1, from)
            XCTAssertEqual(control2, to)
        }
    }

    /// A short step between two long runs: the uniform spline loops past it, the centripetal one
    /// (what `alpha` 0.5 is for) stays within about a point of it.
    func testTheCentripetalSplineDoesNotLoopAtAShortSegment() {
        let points = [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 101, y: 10), CGPoint(x: 201, y: 10)]
        func xRange(alpha: CGFloat) -> ClosedRange<CGFloat> {
            guard case let .cubic(to, c1, c2) = ChartCurve(through: points, .catmullRom(alpha: alpha)).segments[1] else { return 0...0 }
            let from = points[1]
            let xs = stride(from: 0.0, through: 1.0, by: 0.05).map { t -> CGFloat in
                let u = 1 - t
                return u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
            }
            return xs.min()!...xs.max()!
        }
        XCTAssertGreaterThan(xRange(alpha: 0).upperBound, 104, "the uniform spline overshoots the 1-pt step")
        XCTAssertLessThan(xRange(alpha: 0.5).upperBound, 102)
        XCTAssertGreaterThan(xRange(alpha: 0.5).lowerBound, 99)
    }

    /// Steps: each value held until the turn the method names, then the rise.
    func testStepsTurnWhereTheirMethodSays() {
        let points = [CGPoint(x: 0, y: 10), CGPoint(x: 20, y: 30)]
        func corners(_ method: InterpolationMethod) -> [CGPoint] { ChartCurve(through: points, method).segments.map(\.end) }
        XCTAssertEqual(corners(.stepStart), [CGPoint(x: 0, y: 30), CGPoint(x: 20, y: 30)])
        XCTAssertEqual(corners(.stepEnd), [CGPoint(x: 20, y: 10), CGPoint(x: 20, y: 30)])
        XCTAssertEqual(corners(.stepCenter), [CGPoint(x: 10, y: 10), CGPoint(x: 10, y: 30), CGPoint(x: 20, y: 30)])
    }
}
