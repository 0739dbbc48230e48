import Foundation
import XCTest
import CLoupePNG
@testable import Loupe
import LoupeExamples

/// Loupe writes its PNGs with its own deflate (Sources/CLoupePNG/loupe_png_write.c). Every file here
/// is read back by libpng, whose zlib is an independent inflater, and by Loupe's fast reader.
final class PNGWriterTests: XCTestCase {
    /// A reproducible pseudo-random byte stream (a 64-bit LCG), so noise images are the same on every run.
    struct Noise {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return UInt8(truncatingIfNeeded: state >> 33)
        }
    }

    func encodeFast(_ pixels: [UInt8], width: Int, height: Int) -> (status: Int32, png: Data) {
        var buffer = loupe_png_buffer(data: nil, length: 0, capacity: 0)
        defer { loupe_png_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = pixels.withUnsafeBufferPointer {
            loupe_png_encode_fast($0.baseAddress, UInt32(width), UInt32(height), width * 4, 0, &buffer, &message, message.count)
        }
        guard status == 0, let data = buffer.data else { return (status, Data()) }
        return (status, Data(bytes: data, count: buffer.length))
    }

    func libpngDecode(_ png: Data, width: Int, height: Int) -> [UInt8]? {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var message = [CChar](repeating: 0, count: 256)
        let status = png.withUnsafeBytes { raw in
            pixels.withUnsafeMutableBufferPointer {
                loupe_png_decode_rgba(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, $0.baseAddress,
                                      UInt32(width), UInt32(height), &message, message.count)
            }
        }
        return status == 0 ? pixels : nil
    }

    /// Encodes, then checks both readers give the pixels back; returns the file.
    @discardableResult
    func assertRoundTrip(_ pixels: [UInt8], width: Int, height: Int, file: StaticString = #filePath, line: UInt = #line) -> Data {
        let (status, png) = encodeFast(pixels, width: width, height: height)
        XCTAssertEqual(status, 0, "encoded", file: file, line: line)
        XCTAssertEqual(libpngDecode(png, width: width, height: height), pixels, "libpng reads it back", file: file, line: line)
        XCTAssertEqual(try PNGCodec.decode(png).pixels, pixels, "the fast reader reads it back", file: file, line: line)
        return png
    }

    func testAFlatImageIsAFewMatches() {
        let pixels = (0..<(300 * 200 * 4)).map { [UInt8(40), 120, 200, 255][$0 % 4] }
        let png = assertRoundTrip(pixels, width: 300, height: 200)
        // 240,000 raw bytes: a literal pixel, then runs of 258 bytes at a few bits each.
        XCTAssertLessThan(png.count, 1_000)
    }

    func testNoiseSpansManyBlocks() {
        // 257 × 263 pixels of noise: 270,000 literals, five deflate blocks of 65,536 tokens.
        var noise = Noise(state: 7)
        let pixels = (0..<(257 * 263 * 4)).map { _ in noise.next() }
        let png = assertRoundTrip(pixels, width: 257, height: 263)
        XCTAssertLessThan(png.count, pixels.count + pixels.count / 16, "literals cost about 8 bits")
    }

    /// Bytes from a geometric distribution (each value half as likely as the one before) need codes
    /// longer than deflate's 15 bits; the encoder must flatten them.
    func testSkewedBytesGetCodesOfAtMostFifteenBits() {
        var noise = Noise(state: 11)
        let pixels = (0..<(200 * 200 * 4)).map { _ -> UInt8 in
            var value: UInt8 = 0
            while value < 40 && noise.next() < 128 { value += 1 }
            return value
        }
        assertRoundTrip(pixels, width: 200, height: 200)
    }

    func testTinyAndNarrowImages() {
        var noise = Noise(state: 3)
        for (width, height) in [(1, 1), (1, 7), (2, 1), (3, 5), (7, 3)] {
            let pixels = (0..<(width * height * 4)).map { _ in noise.next() }
            assertRoundTrip(pixels, width: width, height: height)
        }
    }

    /// Rows repeated from the row above (the encoder looks no further up), and a run that carries on
    /// from one row into the next.
    func testRepeatedRowsAndRunsAcrossRows() {
        let width = 64, height = 48
        var noise = Noise(state: 5)
        let first = (0..<(width * 4)).map { _ in noise.next() }
        var pixels: [UInt8] = []
        for y in 0..<height {
            pixels += y < height / 2 ? first : [UInt8](repeating: 77, count: width * 4)
        }
        let png = assertRoundTrip(pixels, width: width, height: height)
        XCTAssertLessThan(png.count, width * 4 + 600, "one row of literals, the rest matches")
    }

    /// Deflate reaches 32,768 bytes back: a row of 8,191 pixels (32,765 bytes with its filter byte)
    /// is the widest the fast encoder takes; wider ones are libpng's, through the same entry point.
    func testTheWidestImageAndTheFallbackBeyondIt() throws {
        let widest = [UInt8](repeating: 9, count: 8_191 * 2 * 4)
        assertRoundTrip(widest, width: 8_191, height: 2)
        let wider = [UInt8](repeating: 9, count: 8_192 * 2 * 4)
        XCTAssertEqual(encodeFast(wider, width: 8_192, height: 2).status, 1)
        let png = try PNGCodec.encode(width: 8_192, height: 2, rgba: wider)
        XCTAssertEqual(try PNGCodec.decode(png).pixels, wider)
    }

    func testARenderedWidgetRoundTripsAndIsSmallerThanZlibLevelOne() throws {
        let image = try Loupe.render(Examples.named("weather")!.makeView(.light), size: CGSize(width: 170, height: 170), scale: 3)
        let png = assertRoundTrip(image.pixels, width: image.width, height: image.height)
        var buffer = loupe_png_buffer(data: nil, length: 0, capacity: 0)
        defer { loupe_png_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = image.pixels.withUnsafeBufferPointer {
            loupe_png_encode_rgba($0.baseAddress, UInt32(image.width), UInt32(image.height), image.width * 4, 1, 0, &buffer, &message, message.count)
        }
        XCTAssertEqual(status, 0)
        XCTAssertLessThan(png.count, buffer.length, "matches a pixel back or a row up find what zlib's level 1 finds")
    }

    func testTheFileNamesItsColourSpaceAndNothingThatChangesBetweenRuns() throws {
        let (_, png) = encodeFast([UInt8](repeating: 200, count: 16 * 16 * 4), width: 16, height: 16)
        let chunks = pngChunks(png)
        XCTAssertEqual(chunks.map(\.type), ["IHDR", "sRGB", "IDAT", "IEND"])
        XCTAssertEqual(chunks.reduce(8) { $0 + 12 + $1.data.count }, png.count, "nothing after IEND")
    }
}
