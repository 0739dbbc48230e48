import Foundation
import XCTest
import Loupe
import LoupeUI

/// Every space character has its own width in every stand-in font (SwiftUI's text draws what the
/// font says): a no-break space as wide as a space; thin, hair and narrow no-break spaces narrower;
/// a figure space as wide as a tabular digit; en and em spaces half and one em. Inter has each of
/// them; where Quicksand, Caladea or JetBrains Mono lack one, HarfBuzz draws the font's own space at
/// the width Unicode gives the character (narrow: half the space; hair: 1/16 em; thin: 1/5 em) —
/// never a fallback font's glyph. `Date.FormatStyle` writes U+202F before AM/PM, so a time is as
/// narrow as iOS sets it.
final class SpaceWidthTests: XCTestCase {
    let size: CGFloat = 60

    /// The width a character adds between two letters, in em of the point size.
    func width(of character: String, design: Font.Design, monospacedDigit: Bool = false) throws -> CGFloat {
        func measure(_ string: String) throws -> CGFloat {
            var font = Font.system(size: size, design: design)
            if monospacedDigit { font = font.monospacedDigit() }
            let layout = try Loupe.layout(Text(string).font(font).fixedSize(), size: CGSize(width: 2_000, height: 200))
            return try XCTUnwrap(layout.allNodes.first { $0.kind == "Text" }).frame.width
        }
        return (try measure("H\(character)H") - measure("HH")) / size
    }

    func testEverySpaceHasItsWidthInEveryStandInFont() throws {
        for design in [Font.Design.default, .rounded, .serif, .monospaced] {
            let space = try width(of: " ", design: design)
            let pixel = 1 / (3 * size)   // one pixel at @3x, in em
            XCTAssertEqual(try width(of: "\u{00A0}", design: design), space, accuracy: pixel, "\(design): a no-break space is a space")
            let thin = try width(of: "\u{2009}", design: design), hair = try width(of: "\u{200A}", design: design)
            let narrow = try width(of: "\u{202F}", design: design)
            XCTAssertTrue((0.15...0.24).contains(thin), "\(design): thin space \(thin) em")
            XCTAssertTrue((0.05...0.12).contains(hair), "\(design): hair space \(hair) em")
            XCTAssertLessThan(hair, thin, "\(design)")
            if design == .monospaced {
                // JetBrains Mono has none: half its (wide) space, as HarfBuzz sets a narrow space.
                XCTAssertEqual(narrow, space / 2, accuracy: pixel, "monospaced: narrow no-break space")
            } else {
                XCTAssertTrue((0.10...0.22).contains(narrow), "\(design): narrow no-break space \(narrow) em")
                XCTAssertLessThan(narrow, space, "\(design): narrower than a space")
            }
            XCTAssertEqual(try width(of: "\u{2002}", design: design), 0.5, accuracy: 0.06, "\(design): en space")
            XCTAssertEqual(try width(of: "\u{2003}", design: design), 1, accuracy: 0.08, "\(design): em space")
        }
    }

    /// A figure space is as wide as a tabular digit, calibration included, in the text and display
    /// cuts: a column of times padded with figure spaces lines up.
    func testAFigureSpaceIsAsWideAsATabularDigit() throws {
        for size: CGFloat in [17, 34] { try figureSpaceIsAsWideAsATabularDigit(size: size) }
    }

    func figureSpaceIsAsWideAsATabularDigit(size: CGFloat) throws {
        func width(of character: String, design: Font.Design, monospacedDigit: Bool = false) throws -> CGFloat {
            func measure(_ string: String) throws -> CGFloat {
                var font = Font.system(size: size, design: design)
                if monospacedDigit { font = font.monospacedDigit() }
                return try XCTUnwrap(try Loupe.layout(Text(string).font(font).fixedSize(), size: CGSize(width: 2_000, height: 200))
                    .allNodes.first { $0.kind == "Text" }).frame.width
            }
            // Ten of them, so a pixel of rounding is a tenth of a pixel each.
            return (try measure("H" + String(repeating: character, count: 10) + "H") - measure("HH")) / 10
        }
        for design in [Font.Design.default, .monospaced] {
            XCTAssertEqual(try width(of: "\u{2007}", design: design), try width(of: "0", design: design, monospacedDigit: true),
                           accuracy: 0.05, "\(design) at \(size) pt: points")
        }
    }

    /// The time a `Date.FormatStyle` writes ("9:00 AM", U+202F before AM) is set with the narrow
    /// space: narrower than the same text with a space.
    func testATimesNarrowSpaceIsNarrow() throws {
        let time = Date(timeIntervalSince1970: 1_717_405_200).formatted(Date.FormatStyle(date: .omitted, time: .shortened, timeZone: TimeZone(identifier: "UTC")!)
            .locale(Locale(identifier: "en_US")))
        XCTAssertEqual(time, "9:00\u{202F}AM")
        func textWidth(_ s: String) throws -> CGFloat {
            try XCTUnwrap(try Loupe.layout(Text(s).font(.body).fixedSize(), size: CGSize(width: 300, height: 50)).allNodes.first { $0.kind == "Text" }).frame.width
        }
        XCTAssertLessThan(try textWidth(time), try textWidth("9:00 AM") - 1, "the narrow space is a point or more narrower at 17 pt")
    }
}
