import Foundation
import XCTest
@testable import LoupeUI

/// iOS 17's path operations, checked point by point against the sets they stand for: on a grid over
/// the operands, every point clear of both outlines is in the result exactly when the operation says.
final class PathOperationTests: XCTestCase {
    let square = Path(CGRect(x: 0, y: 0, width: 60, height: 60))
    let disc = Path(ellipseIn: CGRect(x: 30, y: 20, width: 60, height: 60))

    func inSquare(_ p: CGPoint) -> Bool { p.x > 0 && p.x < 60 && p.y > 0 && p.y < 60 }
    func inDisc(_ p: CGPoint) -> Bool { hypot(p.x - 60, p.y - 50) < 30 }
    /// Points at least 0.5 pt from either outline (the disc is flattened, off by under 0.03 pt).
    func clear(_ p: CGPoint) -> Bool {
        let nearSquare = CGRect(x: -0.5, y: -0.5, width: 61, height: 61).contains(p) && !CGRect(x: 0.5, y: 0.5, width: 59, height: 59).contains(p)
        let nearDisc = abs(hypot(p.x - 60, p.y - 50) - 30) <= 0.5
        return !nearSquare && !nearDisc
    }

    func check(_ result: Path, _ rule: (Bool, Bool) -> Bool, _ name: String) {
        var checked = 0
        for y in stride(from: -5.25, through: 95, by: 2.5) { for x in stride(from: -5.25, through: 95, by: 2.5) {
            let p = CGPoint(x: x, y: y)
            guard clear(p) else { continue }
            checked += 1
            XCTAssertEqual(result.contains(p), rule(inSquare(p), inDisc(p)), "\(name) at \(p)")
        } }
        XCTAssertGreaterThan(checked, 1_000)
    }

    func testUnionIntersectionSubtractionAndDifferenceCoverTheirSets() {
        check(square.union(disc), { $0 || $1 }, "union")
        check(square.intersection(disc), { $0 && $1 }, "intersection")
        check(square.subtracting(disc), { $0 && !$1 }, "subtracting")
        check(disc.subtracting(square), { !$0 && $1 }, "disc minus square")
        check(square.symmetricDifference(disc), { $0 != $1 }, "symmetric difference")
    }

    /// A crescent moon, the commonest use in widgets: a disc minus a shifted disc.
    func testACrescentIsADiscMinusAnother() {
        let moon = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40)).subtracting(Path(ellipseIn: CGRect(x: 12, y: -4, width: 40, height: 40)))
        XCTAssertTrue(moon.contains(CGPoint(x: 4, y: 20)))
        XCTAssertFalse(moon.contains(CGPoint(x: 30, y: 20)), "the bite")
        XCTAssertFalse(moon.contains(CGPoint(x: 45, y: 20)))
    }

    /// The operands' rule: a ring drawn as two circles wound the same way is a full disc by the
    /// non-zero rule and a ring by the even-odd one.
    func testTheFillRuleReadsTheOperands() {
        var twice = Path(ellipseIn: CGRect(x: 0, y: 0, width: 40, height: 40))
        twice.addEllipse(in: CGRect(x: 10, y: 10, width: 20, height: 20))
        XCTAssertTrue(twice.normalized(eoFill: false).contains(CGPoint(x: 20, y: 20)))
        XCTAssertFalse(twice.normalized(eoFill: true).contains(CGPoint(x: 20, y: 20)))
        XCTAssertTrue(twice.normalized(eoFill: true).contains(CGPoint(x: 5, y: 20)))
        XCTAssertTrue(Path().union(Path()).isEmpty)
        XCTAssertFalse(square.intersection(Path(CGRect(x: 100, y: 100, width: 5, height: 5))).contains(CGPoint(x: 102, y: 102)))
    }

    /// The line operations keep the stroke's course: a line across the square keeps its inside piece.
    func testLineOperationsCutALineAtTheOutline() {
        var line = Path()
        line.move(to: CGPoint(x: -20, y: 30))
        line.addLine(to: CGPoint(x: 80, y: 30))
        let inside = line.lineIntersection(square), outside = line.lineSubtraction(square)
        XCTAssertEqual(inside.inkBounds.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(inside.inkBounds.maxX, 60, accuracy: 1e-9)
        XCTAssertEqual(outside.elements.filter { if case .move = $0 { return true }; return false }.count, 2, "the two ends")
        XCTAssertEqual(outside.inkBounds.minX, -20, accuracy: 1e-9)
        XCTAssertEqual(outside.inkBounds.maxX, 80, accuracy: 1e-9)
    }

    func testShapesCombineInTheirFrame() {
        let shape = Rectangle().subtracting(Circle())
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        XCTAssertTrue(path.contains(CGPoint(x: 1, y: 1)), "a corner")
        XCTAssertFalse(path.contains(CGPoint(x: 20, y: 20)), "the circle is cut out")
    }
}
