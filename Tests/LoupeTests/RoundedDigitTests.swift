import Foundation
import XCTest
import Loupe
import LoupeUI

/// The rounded design's digits are as wide as SF Pro Rounded's (facts.md §7, "Second pass"): Quicksand
/// stands in for it with narrower digits, so each digit gets an extra advance as letter spacing
/// (`FontRoles.AdvanceCalibration.sfProRounded`), which layout, wrapping and truncation see, and is
/// drawn widened to fill it rather than spaced apart.
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

    /// The text engine's runs for a view's one text.
    func runs(_ text: some View) throws -> [GlyphRun] {
        let layout = try Loupe.layout(text, size: CGSize(width: 300, height: 100))
        guard case let .text(laidOut, _)? = layout.allNodes.first(where: { $0.kind == "Text" })?.content else { return [] }
        return laidOut.runs
    }

    /// Digits (and `%`) are drawn wider than the stand-in draws them, letters as it draws them, in
    /// both designs: by 1 + the digits' extra over the face's mean digit advance (Quicksand's about
    /// 0.55 em, Inter's about 0.6).
    func testDigitsAreWidenedAndLettersAreNot() throws {
        for (font, extra, mean) in [(Font.system(size: 17, design: .rounded), 0.079, 0.55), (.system(size: 17), 0.055, 0.6)] {
            let runs = try runs(Text("Level 12%").font(font))
            XCTAssertEqual(runs.map(\.glyphs.count), [6, 2, 1], "letters and space, the digits, then %")
            XCTAssertEqual(runs[0].horizontalScale, 1, "letters as the face draws them")
            XCTAssertEqual(Double(runs[1].horizontalScale), 1 + extra / mean, accuracy: 0.02, "\(font)")
            // A percent sign is wider than a digit, so the same extra widens it less.
            XCTAssertGreaterThan(runs[2].horizontalScale, 1)
            XCTAssertLessThan(runs[2].horizontalScale, runs[1].horizontalScale)
        }
    }

    /// A sign beside a digit sits against it: in "-3" at 40 pt the gap between the inks is the
    /// faces' own side bearings (4.0 pt in Inter Display, 3.3 in Quicksand semibold), under 0.12 em;
    /// spaced apart, the digit's extra advance stood between them too (5.7 pt, 0.14 em).
    func testASignSitsBesideItsDigit() throws {
        for font in [Font.system(size: 40), .system(size: 40, weight: .semibold, design: .rounded)] {
            let minus = try ink(Text("-").font(font)), three = try ink(Text("3").font(font)), both = try ink(Text("-3").font(font))
            // The pair's ink less the two glyphs' inks is the gap between them.
            let gap = both.width - minus.width - three.width
            XCTAssertLessThan(gap, 0.12 * 40, "\(font): \(gap) pt between - and 3")
        }
    }

    /// A widened digit grows about the centre of its advance, so a digit at a line's end reaches past
    /// its frame by no more than its growth, (1.14 − 1) / 2 of its advance.
    func testAWidenedDigitGrowsAboutItsCentre() throws {
        for string in ["1", "x1x", "2,140", "1808"] {
            let text = Text(string).font(font).accessibilityIdentifier("t")
            let frame = try frames(text, in: CGSize(width: 300, height: 100), scale: 3).frame("t")
            let drawn = try ink(text), reach = 0.07 * 0.71 * 30 + onePixel   // the widest digit's growth
            XCTAssertGreaterThanOrEqual(drawn.minX, frame.minX - reach, string)
            XCTAssertLessThanOrEqual(drawn.maxX, frame.maxX + reach, string)
        }
    }

    /// The SVG draws the same widened glyphs: each digit's use is scaled across.
    func testTheSVGWidensTheDigitsToo() throws {
        let svg = String(decoding: try Loupe.svg(Loupe.pipeline(Text("18").font(font), size: CGSize(width: 100, height: 50))), as: UTF8.self)
        XCTAssertEqual(svg.components(separatedBy: " scale(").count - 1, 2, "both digits")
    }

    /// The ellipsis of a cut row of digits stands for digits but is not one: it is drawn as the font
    /// draws it.
    func testTheEllipsisIsNotWidened() throws {
        let cut = try runs(Text("1818181818").font(font).lineLimit(1).frame(width: 120))
        XCTAssertEqual(cut.last?.horizontalScale, 1)
        XCTAssertGreaterThan(cut.count, 1)
    }
}
