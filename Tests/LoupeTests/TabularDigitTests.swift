import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// `monospacedDigit()` sets every digit as wide as the face's calibrated digits are on average
/// (facts.md §7, "Second pass": iOS's tabular "25:00" is narrower than the stand-in set it when its
/// tabular figures took their widest digit's advance). A figure space is always that wide.
final class TabularDigitTests: XCTestCase {
    let onePixel: CGFloat = 1.0 / 3

    func width(_ string: String, _ font: Font) throws -> CGFloat {
        try frames(Text(string).font(font).fixedSize().accessibilityIdentifier("t"), in: CGSize(width: 2_000, height: 200), scale: 3).frame("t").width
    }

    /// Ten tabular digits of any digit are equally wide, in Inter's weights, and as wide as the ten
    /// proportional digits (calibration included, less their kerning) — not ten of the widest.
    func testATabularDigitIsTheMeanOfTheCalibratedDigits() throws {
        for (size, weight) in [(CGFloat(17), Font.Weight.regular), (12, .semibold), (15, .bold)] {
            let font = Font.system(size: size, weight: weight)
            let proportional = try width("0123456789", font)
            let zeros = try width("0000000000", font.monospacedDigit())
            // Kerning moves proportional digits by hundredths of an em; tabular ones are not kerned.
            XCTAssertEqual(zeros, proportional, accuracy: 0.1 * size, "\(size) pt \(weight)")
            for digit in ["1", "4", "7"] {
                // A pixel either way: each text rounds its width up to the pixel.
                XCTAssertEqual(try width(String(repeating: digit, count: 10), font.monospacedDigit()), zeros, accuracy: 2 * onePixel, "\(digit) in \(font)")
            }
        }
    }

    /// Quicksand and Inter Display (20 pt and up) have no tabular figures, so theirs are spaced to the
    /// mean, and a line's first and last digits get the half Pango leaves out at a line's ends: ten of
    /// any digit line up, alone or between letters.
    func testTabularDigitsWithoutTheFontsFiguresLineUpToo() throws {
        for font in [Font.system(size: 30, weight: .semibold, design: .rounded), .system(size: 34, weight: .bold)] {
            for (prefix, suffix) in [("", ""), ("x", "x")] {
                let zeros = try width(prefix + "0000000000" + suffix, font.monospacedDigit())
                for digit in ["1", "4", "7"] {
                    XCTAssertEqual(try width(prefix + String(repeating: digit, count: 10) + suffix, font.monospacedDigit()), zeros,
                                   accuracy: 2 * onePixel, "\(prefix)\(digit)\(suffix) in \(font)")
                }
            }
        }
    }

    /// A timer at display size keeps its width as its digits change.
    func testADisplaySizeTimerKeepsItsWidth() throws {
        let font = Font.system(size: 40, weight: .semibold).monospacedDigit()
        XCTAssertEqual(try width("1:11:11", font), try width("2:30:00", font), accuracy: 2 * onePixel)
        XCTAssertEqual(try width("9:59:48", font), try width("2:30:00", font), accuracy: 2 * onePixel)
    }

    /// The widest proportional digit of Inter Regular ("4", 0.642 em) is wider than the mean: its
    /// tabular form is narrower than it is proportionally.
    func testTheWidestDigitIsNarrowerTabular() throws {
        let font = Font.system(size: 17)
        XCTAssertLessThan(try width("4444444444", font.monospacedDigit()), try width("4444444444", font) - 3)
    }

    /// Letters, punctuation and the percent sign keep their proportional advances in a tabular text.
    func testOnlyDigitsAreTabular() throws {
        let font = Font.system(size: 17)
        for string in ["ms", "%", ":"] {
            XCTAssertEqual(try width(string, font.monospacedDigit()), try width(string, font), accuracy: onePixel, string)
        }
    }

    /// Padding with figure spaces lines numbers up: " 7" and "42" are as wide in a tabular font, the
    /// figure space at the line's start included, in every calibrated face.
    func testFigureSpacesLineUpWithTabularDigits() throws {
        for font in [Font.system(size: 17), .system(size: 34, weight: .bold), .system(size: 30, weight: .semibold, design: .rounded)] {
            XCTAssertEqual(try width("\u{2007}7", font.monospacedDigit()), try width("42", font.monospacedDigit()), accuracy: onePixel, "\(font)")
        }
    }

    /// A tabular line's end digits take the mean too: what a line of twenty loses against two of ten
    /// (the letter spacing Pango leaves out at a line's two ends) is the same whichever digit it
    /// repeats, in a face with tabular figures (Inter) as in one without (Inter Display); had the
    /// ends kept each digit's own width, a narrow 1 and a wide 0 would lose different amounts.
    func testALinesEndDigitsTakeTheMeanToo() throws {
        for (size, weight) in [(CGFloat(19), Font.Weight.regular), (40, .semibold)] {
            let font = Font.system(size: size, weight: weight).monospacedDigit()
            let losses = try ["1", "5", "0"].map { digit in
                let ten = try width(String(repeating: digit, count: 10), font), twenty = try width(String(repeating: digit, count: 20), font)
                return twenty - 2 * ten
            }
            XCTAssertLessThanOrEqual(losses.max()! - losses.min()!, 1.5 * onePixel, "\(size) pt: \(losses)")
        }
    }

    /// Giving a line's end digits their missing half never makes a wrapped or cut line wider than
    /// the width it was given.
    func testATabularLineStaysInsideItsProposal() throws {
        let font = Font.system(size: 40, weight: .semibold).monospacedDigit()
        for width in stride(from: CGFloat(60), through: 260, by: 7) {
            for lines in [nil, 1] as [Int?] {
                let text = Text("1111 1111 1111").font(font).lineLimit(lines).accessibilityIdentifier("t")
                let layout = try frames(text.frame(width: width), in: CGSize(width: 300, height: 400), scale: 3)
                XCTAssertLessThanOrEqual(layout.frame("t").width, width, "in \(width) pt, line limit \(String(describing: lines))")
            }
        }
    }
}
