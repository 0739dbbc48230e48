import Foundation
import XCTest
import CLoupePNG
@testable import Loupe
import LoupeUI
import LoupeExamples

/// Loupe's PNGs are read without libpng (Sources/CLoupePNG/loupe_png_fast.c); these check the fast
/// path against libpng and that everything it does not take still reads.
final class PNGFastPathTests: XCTestCase {
    func render() throws -> RenderedImage {
        try Loupe.render(Examples.named("weather")!.makeView(.light), size: CGSize(width: 170, height: 170), scale: 2)
    }

    func fastDecode(_ png: Data, width: Int, height: Int) -> (status: Int32, pixels: [UInt8]) {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        let status = png.withUnsafeBytes { raw in
            pixels.withUnsafeMutableBufferPointer {
                loupe_png_decode_fast(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, $0.baseAddress, UInt32(width), UInt32(height))
            }
        }
        return (status, pixels)
    }

    func testTheSamePixelsGiveTheSameBytes() throws {
        let image = try render()
        XCTAssertEqual(try image.pngData(), try image.pngData())
    }

    func testTheFastReaderReadsTheRendersOwnFiles() throws {
        let image = try render()
        let decoded = fastDecode(try image.pngData(), width: image.width, height: image.height)
        XCTAssertEqual(decoded.status, 0)
        XCTAssertEqual(decoded.pixels, image.pixels)
    }

    /// libpng (the galleries' compact files) writes the image data in 8 KB chunks; the fast reader
    /// joins them.
    func testTheFastReaderJoinsImageDataChunks() throws {
        let image = try render()
        let png = try PNGCodec.encode(width: image.width, height: image.height, rgba: image.pixels, compact: true)
        XCTAssertGreaterThan(pngChunks(png).map(\.type).filter { $0 == "IDAT" }.count, 1)
        let decoded = fastDecode(png, width: image.width, height: image.height)
        XCTAssertEqual(decoded.status, 0)
        XCTAssertEqual(decoded.pixels, image.pixels)
    }

    /// libpng's adaptive filters (galleries') use all five row filters; the fast reader undoes each.
    func testTheFastReaderUndoesEveryRowFilter() throws {
        let image = try render()
        let compact = try PNGCodec.encode(width: image.width, height: image.height, rgba: image.pixels, compact: true)
        let decoded = fastDecode(compact, width: image.width, height: image.height)
        XCTAssertEqual(decoded.status, 0, "an 8-bit RGBA file takes the fast path")
        XCTAssertEqual(decoded.pixels, image.pixels)
    }

    func testADamagedChunkLeavesTheFastPathAndLibpngSaysWhy() throws {
        var png = [UInt8](try render().pngData())
        png[png.count - 20] ^= 0xFF  // inside the image data: its CRC no longer matches
        XCTAssertNotEqual(fastDecode(Data(png), width: 340, height: 340).status, 0)
        XCTAssertThrowsError(try PNGCodec.decode(Data(png))) { error in
            XCTAssertTrue("\(error)".contains("PNG decoding failed"), "\(error)")
        }
    }

    func testAnotherFormatStillReadsThroughLibpng() throws {
        // A 1×1 opaque red pixel as 8-bit RGB (colour type 2): not the fast path's format.
        let rgb = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!
        XCTAssertNotEqual(fastDecode(rgb, width: 1, height: 1).status, 0)
        XCTAssertEqual(try PNGCodec.decode(rgb).pixels, [255, 0, 0, 255])
    }
}
