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
