import Foundation
import XCTest
import Loupe
import LoupeUI

/// Emoji come from the pinned Noto Color Emoji (a bitmap font), scaled to the text's size and drawn
/// in their own colors — Xcode's widget template shows one.
final class EmojiTests: XCTestCase {
    func testAnEmojiIsDrawnInColorAtTheTextsSize() throws {
        let image = try Loupe.render(Text("😀").font(.system(size: 40)), size: CGSize(width: 80, height: 80), scale: 1)
        var yellow = 0, colored = (minX: Int.max, maxX: 0)
        for y in 0..<image.height {
            for x in 0..<image.width {
                let i = (y * image.width + x) * 4
                let (r, g, b, a) = (Int(image.pixels[i]), Int(image.pixels[i + 1]), Int(image.pixels[i + 2]), Int(image.pixels[i + 3]))
                if a > 200, r > 200, g > 150, b < 100 { yellow += 1 }
                if a > 0 { colored = (min(colored.minX, x), max(colored.maxX, x)) }
            }
        }
        XCTAssertGreaterThan(yellow, 400, "the face is yellow")
        let width = colored.maxX - colored.minX + 1
        XCTAssertTrue((36...52).contains(width), "about one em wide at 40 pt, not the 109 px strike: \(width)")
    }

    func testSVGCarriesAnEmojiAsAPictureWhereTheGlyphStands() throws {
        let view = HStack { Text("Hi 😀").font(.system(size: 40)) }
        let svg = String(decoding: try Loupe.svg(Loupe.pipeline(view, size: CGSize(width: 200, height: 80), scale: 1)), as: UTF8.self)
        let definition = try XCTUnwrap(svg.range(of: #"<image id="[^"]+" x="[-0-9.]+" y="-[0-9.]+" width="[0-9.]+" height="[0-9.]+" preserveAspectRatio="none" xlink:href="data:image/png;base64,"#,
                                                 options: .regularExpression).map { String(svg[$0]) },
                                       "the emoji's picture is defined once, above its baseline")
        XCTAssertEqual(svg.components(separatedBy: "data:image/png").count - 1, 1, "one picture for one emoji")
        let id = try XCTUnwrap(definition.split(separator: "\"").dropFirst().first)
        XCTAssertTrue(svg.contains("xlink:href=\"#\(id)\""), "and used where the glyph stands")
        XCTAssertEqual(svg.components(separatedBy: "<path id=\"glyph").count - 1, 3,
                       "H, i and the space are outlines; the emoji is not traced as a mosaic of pixel squares")
        let again = String(decoding: try Loupe.svg(Loupe.pipeline(view, size: CGSize(width: 200, height: 80), scale: 1)), as: UTF8.self)
        XCTAssertEqual(svg, again, "byte-stable")
    }
}
