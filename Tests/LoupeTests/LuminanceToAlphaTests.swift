import Foundation
import XCTest
import Loupe
import LoupeUI

/// `.luminanceToAlpha()`: a view's brightness becomes a black mask's opacity (issue #17). Scale 1.
final class LuminanceToAlphaTests: XCTestCase {
    func pixel(_ image: RenderedImage, _ x: Int, _ y: Int) -> [UInt8] {
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    func testWhiteBecomesOpaqueBlackAndBlackBecomesClear() throws {
        let view = HStack(spacing: 0) { Color.white; Color.black; Color(red: 1, green: 0, blue: 0) }.luminanceToAlpha()
        let image = try Loupe.render(view, size: CGSize(width: 30, height: 10), scale: 1)
        XCTAssertEqual(pixel(image, 5, 5), [0, 0, 0, 255], "white: full luminance")
        XCTAssertEqual(pixel(image, 15, 5)[3], 0, "black: none")
        XCTAssertEqual(Int(pixel(image, 25, 5)[3]), 54, accuracy: 1, "red: Rec. 709's 0.2126 of 255")
        XCTAssertEqual(Array(pixel(image, 25, 5)[0..<3]), [0, 0, 0])
    }

    func testTransparencyScalesTheMask() throws {
        let image = try Loupe.render(Color.white.opacity(0.5).luminanceToAlpha(), size: CGSize(width: 10, height: 10), scale: 1)
        XCTAssertEqual(Int(pixel(image, 5, 5)[3]), 128, accuracy: 1, "luminance 1 × alpha 0.5")
    }

    func testAsAMaskItLetsBrightPartsThrough() throws {
        let masked = Color.blue.mask { HStack(spacing: 0) { Color.white; Color.black }.luminanceToAlpha() }
        let image = try Loupe.render(masked, size: CGSize(width: 20, height: 10), scale: 1)
        XCTAssertEqual(pixel(image, 5, 5)[3], 255)
        XCTAssertEqual(pixel(image, 15, 5)[3], 0)
    }

    func testTheSVGFiltersTheSameWay() throws {
        let svg = String(decoding: try Loupe.svg(try Loupe.pipeline(Color.white.luminanceToAlpha(), size: CGSize(width: 10, height: 10))), as: UTF8.self)
        XCTAssertTrue(svg.contains(#"<feColorMatrix type="matrix" values="0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.2126 0.7152 0.0722 0 0""#), svg)
        XCTAssertTrue(svg.contains(#"operator="in""#))
    }
}
