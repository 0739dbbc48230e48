import Foundation
import XCTest
import Loupe
import LoupeUI

/// The rounded design's digits are as wide as SF Pro Rounded's (facts.md §7, "Second pass"): Quicksand
/// stands in for it with narrower digits, so each digit gets an extra advance as letter spacing
/// (`FontRoles.AdvanceCalibration.sfProRounded`), which layout, wrapping and truncation see.
final class RoundedDigitTests: XCTestCase {
    let onePixel: CGFloat = 0.34
    let font = Font.system(size: 30, weight: .semibold, design: .rounded)

    func ink(_ view: some View, in size: CGSize = CGSize(width: 300, height: 100)) throws -> CGRect {
        try inkBounds(of: view, in: size)
    }

    /// iOS 26: "18" at 30 pt semibold rounded is 31.0 pt of ink (Quicksand alone: 27.0).
    func testTwoDigitsAreAsWideAsSFProRounded() throws {
        XCTAssertEqual(try ink(Text("18").font(font)).width, 31.0, accuracy: onePixel)
    }

    /// The calibration is in the layout, not only in the drawing: the text's frame holds its ink.
    func testTheFrameHoldsTheWiderDigits() throws {
        let text = Text("2,140").font(font).accessibilityIdentifier("t")
        let frame = try frames(text, in: CGSize(width: 300, height: 100), scale: 3).frame("t")
        let drawn = try ink(text)
        XCTAssertGreaterThanOrEqual(drawn.minX, frame.minX - onePixel)
        XCTAssertLessThanOrEqual(drawn.maxX, frame.maxX + onePixel)
    }

    /// Truncation cuts the wider line: a row of digits in 120 pt ends in an ellipsis inside 120 pt.
    func testTruncationCutsTheWiderLine() throws {
        let wide = try frames(Text("1818181818").font(font).fixedSize().accessibilityIdentifier("t"),
                              in: CGSize(width: 400, height: 100), scale: 3).frame("t")
        XCTAssertGreaterThan(wide.width, 120)
        let cut = Text("1818181818").font(font).lineLimit(1).frame(width: 120).accessibilityIdentifier("t")
        let layout = try frames(cut, in: CGSize(width: 300, height: 100), scale: 3)
        let node = try XCTUnwrap(layout.allNodes.first { $0.kind == "Text" })
        XCTAssertTrue(node.detail.contains("truncated"), node.detail)
        let drawn = try ink(cut)
        XCTAssertLessThanOrEqual(drawn.width, 120 + onePixel)
    }
}
