import Foundation
import XCTest
import Loupe
import LoupeUI

/// `.lineSpacing(_:)`: extra points between the lines of multiline text, none above the first.
final class LineSpacingTests: XCTestCase {
    func height(_ text: some View, spacing: CGFloat? = nil) throws -> CGFloat {
        let view = spacing.map { AnyView(text.accessibilityIdentifier("t").lineSpacing($0)) } ?? AnyView(text.accessibilityIdentifier("t"))
        return try XCTUnwrap(Loupe.layout(view, size: CGSize(width: 300, height: 300)).frame(ofIdentifier: "t")).height
    }

    func testEachLineAfterTheFirstMovesDownByTheSpacing() throws {
        XCTAssertEqual(try height(Text("One\nTwo"), spacing: 10) - height(Text("One\nTwo")), 10, accuracy: 0.34)
        XCTAssertEqual(try height(Text("One\nTwo\nThree"), spacing: 10) - height(Text("One\nTwo\nThree")), 20, accuracy: 0.34)
    }

    func testASingleLineIsUnchanged() throws {
        XCTAssertEqual(try height(Text("One"), spacing: 10), try height(Text("One")))
    }

    func testReservedLinesAreSpacedToo() throws {
        let reserved = Text("One").lineLimit(3, reservesSpace: true)
        XCTAssertEqual(try height(reserved, spacing: 4) - height(reserved), 8, accuracy: 0.34)
    }
}

/// Underline and strikethrough patterns: a solid line is one piece, a dashed or dotted one many,
/// with gaps between them.
final class DecorationPatternTests: XCTestCase {
    func pieces(_ text: Text) throws -> [CGRect] {
        let pipeline = try Loupe.pipeline(text.font(.system(size: 20)), size: CGSize(width: 300, height: 60), scale: 2)
        return pipeline.displayList.commands.compactMap { command -> CGRect? in
            if case let .fill(_, _, bounds, _) = command { return bounds } else { return nil }
        }
    }

    func testASolidLineIsOnePiece() throws {
        XCTAssertEqual(try pieces(Text("Underlined").underline()).count, 1)
    }

    func testADashedLineIsDashesWithGaps() throws {
        let dashes = try pieces(Text("Underlined").underline(pattern: .dash))
        XCTAssertGreaterThan(dashes.count, 5)
        XCTAssertLessThan(dashes[0].maxX, dashes[1].minX, "a gap between dashes")
        XCTAssertEqual(dashes[0].width, 3 * dashes[0].height, accuracy: 0.01)
    }

    func testDotsAreAsLongAsTheLineIsThickAndTheViewModifierCarriesThePattern() throws {
        let dots = try pieces(Text("Struck").strikethrough(pattern: .dot))
        XCTAssertEqual(dots[0].width, dots[0].height, accuracy: 0.01)
        let pipeline = try Loupe.pipeline(VStack { Text("Inside") }.underline(pattern: .dot), size: CGSize(width: 300, height: 60), scale: 2)
        let fills = pipeline.displayList.commands.filter { if case .fill = $0 { return true } else { return false } }
        XCTAssertGreaterThan(fills.count, 5)
    }
}
