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
