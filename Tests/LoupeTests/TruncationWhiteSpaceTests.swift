import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// iOS drops white space beside a truncation's ellipsis (facts.md §7, second pass: "Basement
/// Dehumidifier - …" draws as "Basement Dehumidifier -…"), at the tail and the head.
final class TruncationWhiteSpaceTests: XCTestCase {
    /// The glyphs of one line of `string` at 15 pt, cut to `width` (the whole line when it fits).
    func glyphs(_ string: String, mode: Text.TruncationMode = .tail, width: CGFloat = 400) throws -> [UInt32] {
        let view = Text(string).font(.system(size: 15)).lineLimit(1).truncationMode(mode).frame(width: width, alignment: .leading)
        let layout = try Loupe.layout(view, size: CGSize(width: 420, height: 60), scale: 3)
        for node in layout.allNodes { if case .text(let text, _) = node.content { return text.runs.flatMap(\.glyphs) } }
        XCTFail("no text"); return []
    }

    func testNoSpaceIsLeftBesideTheEllipsisAtAnyWidth() throws {
        let space = try XCTUnwrap(glyphs("a b").dropFirst().first), ellipsis = try XCTUnwrap(glyphs("…").first)
        var cuts = 0
        for width in stride(from: CGFloat(60), through: 200, by: 1) {
            let tail = try glyphs("Basement Dehumidifier - Running late", width: width)
            if let e = tail.firstIndex(of: ellipsis) {
                cuts += 1
                XCTAssertNotEqual(e > 0 ? tail[e - 1] : nil, space, "tail cut at \(width) pt leaves a space before the ellipsis")
            }
            let head = try glyphs("Running late - Basement Dehumidifier", mode: .head, width: width)
            if let e = head.firstIndex(of: ellipsis), e + 1 < head.count {
                XCTAssertNotEqual(head[e + 1], space, "head cut at \(width) pt leaves a space after the ellipsis")
            }
        }
        XCTAssertGreaterThan(cuts, 100, "the widths cut the line")
    }
}
