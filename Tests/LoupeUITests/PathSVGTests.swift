import Foundation
import XCTest
@testable import LoupeUI

/// SVG path data read into a `Path`: what the icon set's outlines are written in.
final class PathSVGTests: XCTestCase {
    func elements(_ data: String) -> [Path.Element]? { Path(svgPathData: data)?.elements }

    func testAbsoluteAndRelativeLinesAndClose() {
        XCTAssertEqual(elements("M2,2 L10,2 l0,8 H2 v-8 Z"), [
            .move(to: CGPoint(x: 2, y: 2)), .line(to: CGPoint(x: 10, y: 2)), .line(to: CGPoint(x: 10, y: 10)),
            .line(to: CGPoint(x: 2, y: 10)), .line(to: CGPoint(x: 2, y: 2)), .closeSubpath,
        ])
    }

    /// Pairs after a moveto are linetos; numbers run together as SVG allows ("1-2", ".5.5").
    func testImplicitLinetosAndPackedNumbers() {
        XCTAssertEqual(elements("m1-2 3,4.5.5-.5"), [
            .move(to: CGPoint(x: 1, y: -2)), .line(to: CGPoint(x: 4, y: 2.5)), .line(to: CGPoint(x: 4.5, y: 2)),
        ])
    }

    /// The smooth curve reflects the previous control point about the current point.
    func testSmoothCubicReflectsTheLastControlPoint() {
        let path = elements("M0,0 C0,10 10,10 10,0 S20,-10 20,0")
        XCTAssertEqual(path?.last, .curve(to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 10, y: -10), control2: CGPoint(x: 20, y: -10)))
    }

    func testQuadraticsAndTheirSmoothForm() {
        XCTAssertEqual(elements("M0,0 Q5,10 10,0 T20,0"), [
            .move(to: .zero), .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10)),
            .quadCurve(to: CGPoint(x: 20, y: 0), control: CGPoint(x: 15, y: -10)),
        ])
    }

    /// A half circle of radius 4 as arcs: it passes through the top of the circle and ends where asked;
    /// flags may run into the next number ("0 011,1").
    func testArcsBecomeCurvesThroughTheEllipse() throws {
        let path = try XCTUnwrap(Path(svgPathData: "M8,12A4,4 0 0,1 16,12"))
        let bounds = path.inkBounds
        XCTAssertEqual(bounds.minX, 8, accuracy: 0.01)
        XCTAssertEqual(bounds.maxX, 16, accuracy: 0.01)
        XCTAssertEqual(bounds.minY, 8, accuracy: 0.02, "sweep 1 goes over the top")
        XCTAssertEqual(bounds.maxY, 12, accuracy: 0.01)
        XCTAssertNotNil(Path(svgPathData: "M0,0a1,1 0 011,1"))
    }

    func testMalformedDataIsRefused() {
        XCTAssertNil(Path(svgPathData: "12,3"), "numbers before any command")
        XCTAssertNil(Path(svgPathData: "M1"), "a moveto without its y")
        XCTAssertNil(Path(svgPathData: "M1,1 X2,2"), "an unknown command")
    }
}

/// `strokedPath(_:)` and `AnyShape`: shapes shared with the app.
final class PathStrokeTests: XCTestCase {
    /// A horizontal line 10 long, 2 wide, with butt caps, outlines a 10 × 2 band.
    func testAStrokedLineIsABandAsWideAsTheLine() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 5)); line.addLine(to: CGPoint(x: 10, y: 5))
        let bounds = line.strokedPath(StrokeStyle(lineWidth: 2)).inkBounds
        XCTAssertEqual(bounds.minX, 0, accuracy: 1e-9); XCTAssertEqual(bounds.maxX, 10, accuracy: 1e-9)
        XCTAssertEqual(bounds.minY, 4, accuracy: 1e-9); XCTAssertEqual(bounds.maxY, 6, accuracy: 1e-9)
        let round = line.strokedPath(StrokeStyle(lineWidth: 2, lineCap: .round)).inkBounds
        XCTAssertEqual(round.minX, -1, accuracy: 1e-9, "a round cap reaches half the width past the end")
        XCTAssertTrue(line.strokedPath(StrokeStyle(lineWidth: 2)).contains(CGPoint(x: 5, y: 5.9)))
        XCTAssertFalse(line.strokedPath(StrokeStyle(lineWidth: 2)).contains(CGPoint(x: 5, y: 6.1)))
    }

    /// Dashes cut the line from the dash phase on: [2, 3] from phase 1 draws 0–1, 4–6, 9–10.
    func testDashesStartAtTheDashPhase() {
        var line = Path()
        line.move(to: CGPoint(x: 0, y: 0)); line.addLine(to: CGPoint(x: 10, y: 0))
        let dashed = line.strokedPath(StrokeStyle(lineWidth: 1, dash: [2, 3], dashPhase: 1))
        for (x, inside) in [(0.5, true), (2.5, false), (5, true), (7.5, false), (9.5, true)] {
            XCTAssertEqual(dashed.contains(CGPoint(x: x, y: 0)), inside, "x = \(x)")
        }
    }

    func testAnyShapeDrawsTheShapeItHolds() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 10)
        XCTAssertEqual(AnyShape(Capsule()).path(in: rect), Capsule().path(in: rect))
        XCTAssertEqual(AnyShape(Circle()).sizeThatFits(ProposedViewSize(width: 20, height: 10)), Circle().sizeThatFits(ProposedViewSize(width: 20, height: 10)))
    }
}
