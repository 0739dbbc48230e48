import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// `.alongArc`, the layout behind a watch face's curved labels: one rule per test, on a 200 × 200
/// canvas with a circle of radius 80 around its centre.
final class ArcLayoutTests: XCTestCase {
    let canvas = CGSize(width: 200, height: 200)
    func arc(at middle: Double) -> ResolvedArc { ResolvedArc(center: CGPoint(x: 100, y: 100), radius: 80, middle: middle) }

    /// The turned nodes along the arc: each one's centre and its rotation.
    func turned(_ view: some View) throws -> [(centre: CGPoint, degrees: Double)] {
        try frames(view, in: canvas, scale: 2).allNodes.compactMap { node in
            guard case .effect(.rotation(let degrees, _)) = node.content else { return nil }
            return (CGPoint(x: node.frame.midX, y: node.frame.midY), degrees)
        }
    }
    func angle(of point: CGPoint) -> Double { atan2(Double(point.y - 100), Double(point.x - 100)) * 180 / .pi }
    func distance(of point: CGPoint) -> CGFloat { ((point.x - 100) * (point.x - 100) + (point.y - 100) * (point.y - 100)).squareRoot() }

    func testTheArcTakesTheWholeProposal() throws {
        let layout = try frames(Text("Arc").modifier(AlongArcModifier(arc: arc(at: -90))).accessibilityIdentifier("arc"), in: canvas)
        XCTAssertEqual(layout.frame("arc"), CGRect(origin: .zero, size: canvas))
    }

    func testEachCharacterIsCentredOnTheCircleAndTurnedToIt() throws {
        let glyphs = try turned(Text("OOOO").font(.system(size: 12)).modifier(AlongArcModifier(arc: arc(at: -90))))
        XCTAssertEqual(glyphs.count, 4, "one node per character")
        for glyph in glyphs {
            XCTAssertEqual(distance(of: glyph.centre), 80, accuracy: 0.5, "on the circle (to the pixel)")
            XCTAssertEqual(glyph.degrees, angle(of: glyph.centre) + 90, accuracy: 1, "turned to the tangent, tops outward")
        }
    }

    func testTheLineReadsClockwiseCentredOnTheArcsMiddle() throws {
        let angles = try turned(Text("OOOO").font(.system(size: 12)).modifier(AlongArcModifier(arc: arc(at: -90)))).map { angle(of: $0.centre) }
        XCTAssertEqual(angles, angles.sorted(), "left to right is clockwise")
        XCTAssertEqual((angles.first! + angles.last!) / 2, -90, accuracy: 0.5, "a symmetric line is centred on the middle")
        // The same line on the left of the circle is the same line turned: its middle is at 180°.
        let left = try turned(Text("OOOO").font(.system(size: 12)).modifier(AlongArcModifier(arc: arc(at: 180)))).map { angle(of: $0.centre) }
        let middle = (left.first! + (left.last! < 0 ? left.last! + 360 : left.last!)) / 2
        XCTAssertEqual(middle, 180, accuracy: 0.5)
    }

    func testASpaceTakesRoomButDrawsNothing() throws {
        let spaced = try turned(Text("O O").font(.system(size: 12)).modifier(AlongArcModifier(arc: arc(at: -90)))).map { angle(of: $0.centre) }
        let close = try turned(Text("OO").font(.system(size: 12)).modifier(AlongArcModifier(arc: arc(at: -90)))).map { angle(of: $0.centre) }
        XCTAssertEqual(spaced.count, 2, "the space has no node")
        XCTAssertGreaterThan(spaced[1] - spaced[0], close[1] - close[0] + 1, "but pushes its neighbours apart")
    }

    func testAViewThatIsNotTextSitsWholeAtTheMiddleTurned() throws {
        let glyphs = try turned(Circle().frame(width: 10, height: 10).modifier(AlongArcModifier(arc: arc(at: -45))))
        XCTAssertEqual(glyphs.count, 1)
        let expected = arc(at: -45).point(at: -45)
        XCTAssertEqual(glyphs[0].centre.x, expected.x, accuracy: 0.5)
        XCTAssertEqual(glyphs[0].centre.y, expected.y, accuracy: 0.5)
        XCTAssertEqual(glyphs[0].degrees, 45, accuracy: 0.001)
    }

    func testEachCharacterKeepsItsRunsStyle() throws {
        let text = Text("A") + Text("B").foregroundColor(.red)
        let layout = try frames(text.modifier(AlongArcModifier(arc: arc(at: -90))), in: canvas)
        let texts = layout.allNodes.compactMap { node -> (String, ResolvedPaint)? in
            if case .text(let text, _) = node.content, let run = text.runs.first { return (node.textString ?? "", run.paint) }
            return nil
        }
        XCTAssertEqual(texts.map(\.0), ["A", "B"])
        XCTAssertNotEqual(texts[0].1, texts[1].1, "B keeps its red")
    }

    func testALineLongerThanTheArcAllowsEndsInAnEllipsisWithinIt() throws {
        var short = arc(at: -90)
        short.maximumSweep = 40
        let layout = try frames(Text("Lisbon, sunny, light wind").font(.system(size: 12)).modifier(AlongArcModifier(arc: short)), in: canvas)
        let letters = layout.allNodes.filter { $0.kind == "Glyph" }.compactMap(\.textString)
        XCTAssertEqual(letters.last, "…", "truncated at the end, as a line is")
        XCTAssertLessThan(letters.count, 22, "fewer characters than the whole line")
        XCTAssertEqual(letters.first, "L")
        let angles = try turned(Text("Lisbon, sunny, light wind").font(.system(size: 12)).modifier(AlongArcModifier(arc: short))).map { angle(of: $0.centre) }
        XCTAssertLessThanOrEqual(angles.last! - angles.first!, 40, "the characters' middles stay within the sweep")
        // A line that fits is left whole.
        let whole = try frames(Text("Lisbon").font(.system(size: 12)).modifier(AlongArcModifier(arc: short)), in: canvas)
        XCTAssertEqual(whole.allNodes.filter { $0.kind == "Glyph" }.compactMap(\.textString), ["L", "i", "s", "b", "o", "n"])
    }

    func testABentLineIsOneTextToVoiceOverReadWhole() throws {
        var short = arc(at: -90)
        short.maximumSweep = 40
        let layout = try frames(Text("Lisbon, sunny, light wind").font(.system(size: 12)).modifier(AlongArcModifier(arc: short)), in: canvas)
        let elements = AccessibilityTree.elements(of: layout)
        XCTAssertEqual(elements.map(\.label), ["Lisbon, sunny, light wind"], "one element, the whole line, though it is drawn truncated")
        XCTAssertEqual(elements.first?.traits, .isStaticText)
        XCTAssertEqual(layout.allNodes.filter { $0.kind == "Text" }.count, 0, "its characters are glyphs, not texts of their own")
    }
}
