import Foundation
import XCTest
import Loupe
import LoupeUI

/// SwiftUI's colour effects (saturation, grayscale, brightness, contrast, colorMultiply,
/// colorInvert, hueRotation): a colour matrix over the view drawn as one group. One fixture each, at
/// scale 1, read in the middle of a flat square.
final class ColorEffectTests: XCTestCase {
    func middle(_ view: some View) throws -> [Int] {
        let image = try Loupe.render(view, size: CGSize(width: 10, height: 10), scale: 1)
        let i = (5 * image.width + 5) * 4
        return image.pixels[i..<i + 4].map(Int.init)
    }

    func assertPixel(_ pixel: [Int], _ expected: [Int], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(pixel.count, expected.count, file: file, line: line)
        for (got, want) in zip(pixel, expected) {
            XCTAssertEqual(got, want, accuracy: 1, "\(pixel) against \(expected)", file: file, line: line)
        }
    }

    let red = Color(red: 1, green: 0, blue: 0)

    func testSaturationZeroIsTheLumaGrey() throws {
        assertPixel(try middle(red.saturation(0)), [54, 54, 54, 255])   // 0.213 × 255
        assertPixel(try middle(red.saturation(1)), [255, 0, 0, 255])
    }

    func testGrayscaleIsSaturationTurnedDown() throws {
        XCTAssertEqual(try middle(red.grayscale(1)), try middle(red.saturation(0)))
        assertPixel(try middle(red.grayscale(0.5)), [155, 27, 27, 255])   // saturation 0.5: 0.213 + 0.3935, 0.1065
    }

    func testBrightnessAddsToEachComponent() throws {
        assertPixel(try middle(Color(white: 0.5).brightness(0.2)), [179, 179, 179, 255])
        assertPixel(try middle(Color(white: 0.5).brightness(-0.5)), [0, 0, 0, 255])
    }

    func testContrastScalesTheDistanceFromMiddleGrey() throws {
        assertPixel(try middle(Color(white: 0.75).contrast(2)), [255, 255, 255, 255])
        assertPixel(try middle(Color(white: 0.75).contrast(0)), [128, 128, 128, 255])
        assertPixel(try middle(Color(white: 0.6).contrast(0.5)), [140, 140, 140, 255])   // 0.55
    }

    func testColorMultiplyMultipliesEveryComponentAlphaToo() throws {
        assertPixel(try middle(Color.white.colorMultiply(Color(red: 0.5, green: 1, blue: 0.2, opacity: 0.5))), [128, 255, 51, 128])
    }

    func testColorInvertKeepsAlpha() throws {
        assertPixel(try middle(red.opacity(0.5).colorInvert()), [0, 255, 255, 128])
    }

    func testHueRotationByHalfATurnAndAWholeOne() throws {
        // SVG's hueRotate at 180°: red becomes (0.213 − 0.787, 0.213 + 0.213, 0.213 + 0.213) clamped.
        assertPixel(try middle(red.hueRotation(.degrees(180))), [0, 109, 109, 255])
        assertPixel(try middle(red.hueRotation(.degrees(360))), [255, 0, 0, 255])
    }

    func testTheEffectFiltersTheGroupNotWhatIsBehindIt() throws {
        let view = ZStack { Color.blue; Color.clear.saturation(0) }
        XCTAssertEqual(try middle(view), try middle(Color.blue), "the clear group stays clear; blue behind it is not greyed")
    }

    func testTheSVGWritesTheSameMatrix() throws {
        let svg = String(decoding: try Loupe.svg(Loupe.pipeline(red.saturation(0), size: CGSize(width: 10, height: 10), scale: 1)), as: UTF8.self)
        XCTAssertTrue(svg.contains("color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"0.213 0.715 0.072 0 0 0.213 0.715 0.072 0 0"), svg)
    }
}
