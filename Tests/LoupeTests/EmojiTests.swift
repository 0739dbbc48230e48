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
}
