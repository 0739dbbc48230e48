import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// Text from a string literal reads inline Markdown, as SwiftUI's does (CommonMark's inline rules).
final class InlineMarkdownTests: XCTestCase {
    func spans(_ s: String) -> [String] {
        InlineMarkdown.spans(s).map { span in
            let f = span.flags
            let tags = [f.bold ? "b" : nil, f.italic ? "i" : nil, f.code ? "c" : nil, f.strikethrough ? "s" : nil, f.link.map { "→\($0)" }]
                .compactMap { $0 }.joined(separator: ",")
            return tags.isEmpty ? span.text : "\(span.text)[\(tags)]"
        }
    }

    func testEmphasisStrongCodeStrikethroughAndLinks() {
        XCTAssertEqual(spans("**Bold** and _it_"), ["Bold[b]", " and ", "it[i]"])
        XCTAssertEqual(spans("***both***"), ["both[b,i]"])
        XCTAssertEqual(spans("`a*b*` c"), ["a*b*[c]", " c"])
        XCTAssertEqual(spans("~~old~~ new"), ["old[s]", " new"])
        XCTAssertEqual(spans("[Open](app://x) now"), ["Open[→app://x]", " now"])
        XCTAssertEqual(spans("[**Open**](app://x)"), ["Open[b,→app://x]"])
    }

    func testWhatIsNotMarkdownStaysAsWritten() {
        XCTAssertEqual(spans("5 * 3 = 15"), ["5 * 3 = 15"], "a lone star between spaces")
        XCTAssertEqual(spans("snake_case_name"), ["snake_case_name"], "intraword underscores")
        XCTAssertEqual(spans("**open"), ["**open"], "no closer")
        XCTAssertEqual(spans("\\*not\\*"), ["*not*"], "escaped")
        XCTAssertEqual(spans("~one~"), ["~one~"], "a single tilde")
    }

    func testAnInterpolatedValueTakesTheStyleAroundIt() throws {
        let count = 12
        let pipeline = try Loupe.pipeline(Text("**\(count)** steps"), size: CGSize(width: 200, height: 50), scale: 2)
        let runs = pipeline.displayList.commands.compactMap { command -> GlyphRun? in
            if case let .glyphs(run, _) = command { return run } else { return nil }
        }
        XCTAssertEqual(runs.count, 2)
        XCTAssertNotEqual(runs.first?.face, runs.last?.face, "the number bold, the rest regular")
        XCTAssertTrue(String(describing: runs.first.map(\.face)).contains("Bold"), String(describing: runs.map(\.face)))
    }

    func testVerbatimTextIsNotMarkdown() throws {
        let pipeline = try Loupe.pipeline(Text(verbatim: "**12** steps"), size: CGSize(width: 200, height: 50), scale: 2)
        let runs = pipeline.displayList.commands.compactMap { command -> GlyphRun? in
            if case let .glyphs(run, _) = command { return run } else { return nil }
        }
        // One face throughout (the digits are their own run only to be drawn widened).
        XCTAssertEqual(Set(runs.map(\.face)).count, 1, "no bold: the stars are not markup")
        XCTAssertEqual(runs.map(\.glyphs.count).reduce(0, +), 12, "the stars are drawn")
    }
}
