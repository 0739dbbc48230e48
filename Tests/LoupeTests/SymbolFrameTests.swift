import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// A symbol image lays out taller than its ink: SF pads it above and below by a share of its point
/// size (facts.md §7, "SF Symbols beside text", iOS 26 at @3x). `calendar` at 32 pt is 33.7 tall
/// around 28.8 of ink; `arrow.clockwise.circle` at `.title` 32.6 around 27.9. Figures are checked to
/// one pixel at @3x, 0.34 pt, as the measurements were taken.
final class SymbolFrameTests: XCTestCase {
    let onePixel: CGFloat = 0.34

    func frame(_ image: some View, id: String = "i") throws -> CGRect {
        try frames(image.accessibilityIdentifier(id), in: CGSize(width: 200, height: 200), scale: 3).frame(id)
    }

    func ink(_ view: some View) throws -> CGRect {
        try inkBounds(of: view, in: CGSize(width: 200, height: 200))
    }

    /// The rule on the two measured rows: SF's own ink heights at their sizes give SF's frames.
    func testThePaddingFitsBothMeasuredRows() {
        let framed = { (ink: CGFloat, size: CGFloat) in ink + 2 * FontRoles.symbolFramePadding * size }
        XCTAssertEqual(framed(28.8, 32), 33.7, accuracy: onePixel, "calendar at 32 pt")
        XCTAssertEqual(framed(27.9, 28), 32.6, accuracy: onePixel, "arrow.clockwise.circle at .title")
    }

    /// The stand-in draws `arrow.clockwise.circle` with SF's ink (its enclosure spans the box), so
    /// its frame is iOS's, with the ink in the middle of it.
    func testAnEnclosedSymbolLaysOutInSFsFrame() throws {
        let image = Image(systemName: "arrow.clockwise.circle").font(.title)
        let frame = try frame(image), drawn = try ink(image)
        XCTAssertEqual(drawn.height, 27.9, accuracy: 0.5, "the ink, as iOS draws it")
        XCTAssertEqual(frame.height, 32.6, accuracy: onePixel)
        XCTAssertEqual(drawn.midY, frame.midY, accuracy: onePixel, "the ink is centred in its frame")
        XCTAssertEqual(frame.width, 28, accuracy: onePixel, "widths keep the symbol's box")
    }

    /// `calendar`: the same rule on the stand-in's own ink, which is taller than SF's (Material's
    /// calendar spans 22 of its 24 units; SF's is 0.9 of the point size).
    func testTheFrameFollowsTheStandInsOwnInk() throws {
        let image = Image(systemName: "calendar").font(.system(size: 32))
        let frame = try frame(image), drawn = try ink(image)
        XCTAssertEqual(frame.height, drawn.height + 2 * FontRoles.symbolFramePadding * 32, accuracy: 2 * onePixel)
        XCTAssertEqual(drawn.midY, frame.midY, accuracy: onePixel)
    }

    /// A text below a symbol starts below the symbol's padding: in a stack with no spacing, the
    /// text's frame begins 0.080 × 28 ≈ 2.24 pt below the ink — the 2.3–2.7 pt the text sat too
    /// high when the frame was the ink.
    func testATextBelowASymbolStartsBelowItsPadding() throws {
        let stack = VStack(spacing: 0) {
            Image(systemName: "arrow.clockwise.circle").font(.title).accessibilityIdentifier("i")
            Text("Refreshed").accessibilityIdentifier("t")
        }
        let layout = try frames(stack, in: CGSize(width: 200, height: 200), scale: 3)
        let drawn = try ink(Image(systemName: "arrow.clockwise.circle").font(.title))
        XCTAssertEqual(layout.frame("t").minY - layout.frame("i").maxY, 0, accuracy: 0.001)
        XCTAssertEqual(layout.frame("i").maxY - (layout.frame("i").midY + drawn.height / 2), 28 * FontRoles.symbolFramePadding,
                       accuracy: onePixel)
    }

    /// The frame follows each symbol's ink, as SF's do: a `minus` is a short bar, so its image is
    /// shorter than a `plus` at the same size, though padded as much.
    func testAFlatSymbolHasAShortFrame() throws {
        let minus = try frame(Image(systemName: "minus").font(.body)), plus = try frame(Image(systemName: "plus").font(.body))
        XCTAssertLessThan(minus.height, plus.height / 2)
        // Padded by the point size, as SF pads a flat chevron (0.089 of 64 pt each side), not by its ink.
        let bar = try ink(Image(systemName: "minus").font(.body))
        XCTAssertEqual(minus.height, bar.height + 2 * FontRoles.symbolFramePadding * 17, accuracy: 2 * onePixel)
        XCTAssertEqual(minus.width, plus.width, "both keep the symbol's box across")
    }

    /// A resizable symbol still fits its ink to the frame it is given (its own, measured margin).
    func testAResizableSymbolIgnoresThePadding() throws {
        let drawn = try ink(Image(systemName: "bolt.fill").resizable().frame(width: 16, height: 16))
        XCTAssertEqual(drawn.height, 15.33, accuracy: onePixel)
    }

    /// Text-baseline alignment keeps the symbol on the text's line: the frame grows around the
    /// ink, whose centre stays half a cap height above the baseline.
    func testABaselineAlignedSymbolKeepsItsPlaceOnTheLine() throws {
        let layout = try frames(HStack(alignment: .firstTextBaseline, spacing: 4) {
            Image(systemName: "arrow.clockwise.circle").accessibilityIdentifier("i")
            Text("Refreshed").accessibilityIdentifier("t")
        }, in: CGSize(width: 200, height: 200), scale: 3)
        let baseline = layout.frame("t").minY + 17 * FontRoles.ascender
        XCTAssertEqual(layout.frame("i").midY, baseline - 17 * FontRoles.capHeight / 2, accuracy: onePixel)
    }
}
