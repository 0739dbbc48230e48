import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// ImagePaint: a shape filled with its image repeated, from the shape's top-left corner.
final class ImagePaintTests: XCTestCase {
    /// 4 × 4 px at scale 1: the left half red, the right half blue.
    let halves: Image = {
        var pixels: [UInt8] = []
        for _ in 0..<4 { for x in 0..<4 { pixels += x < 2 ? [255, 0, 0, 255] : [0, 0, 255, 255] } }
        return Image(bitmap: ResolvedImage.Bitmap(width: 4, height: 4, pixels: pixels, scale: 1))
    }()

    func pixel(_ view: some View, _ x: Int, _ y: Int) throws -> [UInt8] {
        let image = try Loupe.render(view, size: CGSize(width: 20, height: 20), scale: 1)
        let i = (y * image.width + x) * 4
        return Array(image.pixels[i..<i + 4])
    }

    let red: [UInt8] = [255, 0, 0, 255], blue: [UInt8] = [0, 0, 255, 255]

    func testTheImageRepeatsEveryTileFromTheTopLeft() throws {
        let view = Rectangle().fill(ImagePaint(image: halves))
        for x in [1, 5, 9, 13, 17] { XCTAssertEqual(try pixel(view, x, 2), red, "x = \(x)") }
        for x in [3, 7, 11, 15, 19] { XCTAssertEqual(try pixel(view, x, 2), blue, "x = \(x)") }
    }

    func testScaleSizesTheTile() throws {
        let view = Rectangle().fill(.image(halves, scale: 2))
        // Pixels away from the halves' edge (the image is smoothed when scaled, as SwiftUI does).
        XCTAssertEqual(try pixel(view, 1, 2), red, "the red half is 4 pt wide at ×2")
        XCTAssertEqual(try pixel(view, 6, 2), blue)
        XCTAssertEqual(try pixel(view, 9, 2), red, "the next tile starts at 8")
    }

    func testTheSourceRectPicksThePartATileShows() throws {
        let view = Rectangle().fill(ImagePaint(image: halves, sourceRect: CGRect(x: 0.5, y: 0, width: 0.5, height: 1)))
        for x in [0, 1, 2, 3, 10, 19] { XCTAssertEqual(try pixel(view, x, 2), blue, "x = \(x)") }
    }

    func testTheShapeMasksTheFill() throws {
        let view = Circle().fill(ImagePaint(image: halves))
        XCTAssertEqual(try pixel(view, 0, 0)[3], 0, "outside the circle")
        XCTAssertEqual(try pixel(view, 9, 10)[3], 255)
    }

    func testAPNGsHeaderGivesItsSize() {
        var header = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        header += Data([0, 0, 0, 30, 0, 0, 1, 2])
        XCTAssertEqual(ImagePaint.pngSize(header), CGSize(width: 30, height: 258))
        XCTAssertNil(ImagePaint.pngSize(Data("not a png at all, really".utf8)))
    }
}
