import Foundation
import XCTest
import CLoupePNG
@testable import Loupe
import LoupeUI

/// A render keeps Cairo's premultiplied words (DrawnRaster); its straight pixels, its PNG and its
/// comparison with a reference all go through one conversion rule (loupe_premultiplied.c).
final class DrawnRasterTests: XCTestCase {
    /// Half-transparent fills and anti-aliased edges: pixels of every alpha.
    func render(_ color: Color = .orange) throws -> RenderedImage {
        let view = ZStack {
            Rectangle().fill(color).frame(width: 20, height: 20)
            Circle().fill(color.opacity(0.6)).frame(width: 50, height: 50)
            Text("Aa").font(.title).foregroundStyle(.blue.opacity(0.7))
        }
        // 126 px a row: fifteen runs of eight and a tail of six.
        return try Loupe.render(view, size: CGSize(width: 63, height: 63), scale: 2)
    }

    func testTheRuleIsTheRoundedDivisionByAlphaForEveryAlphaAndValue() {
        for a in UInt32(0)...255 {
            for v in UInt32(0)...255 {
                let word = (a << 24) | (v << 16) | ((v / 2) << 8) | (255 - v)
                func expected(_ c: UInt32) -> UInt32 { a == 0 || c > a ? 0 : (c * 255 + a / 2) / a }
                let straight = a == 255 ? (a << 24) | ((255 - v) << 16) | ((v / 2) << 8) | v
                    : a == 0 ? 0 : (a << 24) | (expected(255 - v) << 16) | (expected(v / 2) << 8) | expected(v)
                XCTAssertEqual(loupe_straight_rgba_word(word), straight, "alpha \(a), value \(v)")
            }
        }
    }

    /// The row conversion and comparison's fast path (blocks of opaque and clear words) agree with
    /// the rule word by word: rows of every width up to 40 mixing opaque, clear, partly transparent
    /// and malformed words (alpha 0 with colour, which the rule reads as clear), converted, compared
    /// unchanged, with one byte changed anywhere, and against the red-blue swap a fast path could
    /// mistake for the rule.
    func testTheRowFunctionsAgreeWithTheRuleWordByWord() {
        checkRowFunctions(convert: loupe_straight_rgba_row, equal: loupe_rgba_row_equals_argb)
    }

    /// The same, in the build a processor without AVX2 runs.
    func testTheRowFunctionsBuiltWithoutAVX2AgreeWithTheRule() {
        checkRowFunctions(convert: loupe_straight_rgba_row_portable, equal: loupe_rgba_row_equals_argb_portable)
    }

    private func checkRowFunctions(convert: (UnsafePointer<UInt32>?, UnsafeMutablePointer<UInt8>?, UInt32) -> Void,
                                   equal compare: (UnsafePointer<UInt8>?, UnsafePointer<UInt32>?, UInt32) -> Int32,
                                   file: StaticString = #filePath, line: UInt = #line) {
        var random = SplitMix(seed: 14)
        let kinds: [(inout SplitMix) -> UInt32] = [
            { 0xFF00_0000 | UInt32(truncatingIfNeeded: $0.next()) & 0xFF_FFFF },        // opaque
            { _ in 0 },                                                                   // clear
            { r in let a = UInt32(r.next() % 254 + 1)
                  let (red, green, blue) = (r.next() % UInt64(a + 1), r.next() % UInt64(a + 1), r.next() % UInt64(a + 1))
                  return a << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) },  // partly transparent
            { UInt32(truncatingIfNeeded: $0.next()) & 0xFF_FFFF | 1 },                    // alpha 0 with colour
        ]
        func bytes(_ word: UInt32) -> [UInt8] { [UInt8(word & 255), UInt8(word >> 8 & 255), UInt8(word >> 16 & 255), UInt8(word >> 24)] }
        func equal(_ rgba: [UInt8], _ argb: [UInt32]) -> Bool { compare(rgba, argb, UInt32(argb.count)) != 0 }
        func converted(_ argb: [UInt32]) -> [UInt8] {
            var rgba = [UInt8](repeating: 0xAA, count: argb.count * 4)
            convert(argb, &rgba, UInt32(argb.count))
            return rgba
        }
        for width in 1...40 {
            for _ in 0..<60 {
                // Mostly one kind, as rows are: long runs of opaque or clear words.
                let main = Int(random.next() % 2), other = Int(random.next() % 4)
                let argb = (0..<width).map { _ in kinds[random.next() % 5 == 0 ? other : main](&random) }
                let straight = argb.flatMap { bytes(loupe_straight_rgba_word($0)) }
                XCTAssertEqual(converted(argb), straight, "width \(width): \(argb)", file: file, line: line)
                XCTAssertTrue(equal(straight, argb), "width \(width): \(argb)", file: file, line: line)
                var changed = straight
                changed[Int(random.next() % UInt64(changed.count))] ^= UInt8(1 << (random.next() % 8))
                XCTAssertFalse(equal(changed, argb), "width \(width): one byte changed", file: file, line: line)
                let swapped = argb.flatMap { w in bytes(w & 0xFF00_FF00 | (w >> 16 & 255) | (w & 255) << 16) }
                XCTAssertEqual(equal(swapped, argb), swapped == straight, "width \(width): the swap is the rule only for opaque and clear words",
                               file: file, line: line)
            }
        }
    }

    func testARenderHasPixelsOfEveryKindOfAlpha() throws {
        let pixels = try render().pixels
        let alphas = Set(stride(from: 3, to: pixels.count, by: 4).map { pixels[$0] })
        XCTAssertTrue(alphas.contains(0) && alphas.contains(255) && alphas.count > 10, "\(alphas.count) alphas")
    }

    func testThePNGMadeFromCairosWordsIsThePNGOfTheStraightPixels() throws {
        let image = try render()
        XCTAssertEqual(try image.pngData(), try PNGCodec.encode(width: image.width, height: image.height, rgba: image.pixels))
    }

    func testAReferenceOfTheSamePixelsIsIdentical() throws {
        let image = try render()
        XCTAssertEqual(image.isIdentical(toPNG: try image.pngData()), true)
        // libpng's compact files use every row filter; the comparison undoes them as it goes.
        let compact = try PNGCodec.encode(width: image.width, height: image.height, rgba: image.pixels, compact: true)
        XCTAssertEqual(image.isIdentical(toPNG: compact), true)
    }

    func testOnePixelChangedIsNotIdentical() throws {
        let image = try render()
        var pixels = image.pixels
        pixels[(40 * image.width + 62) * 4 + 1] ^= 1
        XCTAssertEqual(image.isIdentical(toPNG: try PNGCodec.encode(width: image.width, height: image.height, rgba: pixels)), false)
        XCTAssertEqual(image.isIdentical(toPNG: try render(.green).pngData()), false)
        // In a clear corner (eight clear pixels in a row are checked as one run) and in the last pixel.
        for index in [3, pixels.count - 1] {
            var changed = image.pixels
            XCTAssertEqual(changed[index], index == 3 ? 0 : changed[index])
            changed[index] ^= 1
            XCTAssertEqual(image.isIdentical(toPNG: try PNGCodec.encode(width: image.width, height: image.height, rgba: changed)), false, "byte \(index)")
        }
    }

    /// A render wider than Loupe's writer reaches (8,192 px and more) is written by libpng from its
    /// straight bytes, through the same `pngData()`.
    func testARenderTooWideForLoupesWriterIsStillEncoded() throws {
        let wide = try Loupe.render(Color.orange.opacity(0.5), size: CGSize(width: 4_100, height: 2), scale: 2)
        XCTAssertEqual(wide.width, 8_200)
        let png = try wide.pngData()
        XCTAssertEqual(try PNGCodec.decode(png).pixels, wide.pixels)
        XCTAssertEqual(wide.isIdentical(toPNG: png), true)
    }

    /// Reading `pixels` turns the image into straight bytes (the surface goes); encoding and comparing
    /// then work from those, with the same results.
    func testAnImageWhosePixelsWereReadEncodesAndComparesTheSame() throws {
        let untouched = try render(), read = try render()
        let png = try untouched.pngData()
        _ = read.pixels
        XCTAssertEqual(try read.pngData(), png)
        XCTAssertEqual(read.isIdentical(toPNG: png), true)
        XCTAssertEqual(read.isIdentical(toPNG: try render(.green).pngData()), false)
        XCTAssertNil(read.isIdentical(toPNG: Data("not a PNG".utf8)))
        XCTAssertEqual(read.pixels, untouched.pixels)
    }

    func testTwoRendersAreComparedWithoutConvertingEither() throws {
        let a = try render(), b = try render()
        XCTAssertTrue(a.hasSamePixels(as: b))
        XCTAssertTrue(a.hasSamePixels(as: a))
        XCTAssertFalse(a.hasSamePixels(as: try render(.green)))
        XCTAssertFalse(a.hasSamePixels(as: try Loupe.render(Color.orange, size: CGSize(width: 32, height: 32), scale: 2)))
        // One already read as straight bytes, the other still Cairo's words.
        let read = try render()
        _ = read.pixels
        XCTAssertTrue(read.hasSamePixels(as: b))
        XCTAssertTrue(b.hasSamePixels(as: read))
        XCTAssertFalse(read.hasSamePixels(as: try render(.green)))
    }

    /// Another size, another PNG format or a damaged file: the quick check cannot say, and the
    /// verifier decodes the file and compares it in full.
    func testWhatTheQuickCheckCannotReadIsLeftToTheDecoder() throws {
        let image = try render()
        let smaller = try Loupe.render(Color.orange, size: CGSize(width: 32, height: 32), scale: 2)
        XCTAssertNil(image.isIdentical(toPNG: try smaller.pngData()))
        let rgb = Data(base64Encoded: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC")!
        XCTAssertNil(image.isIdentical(toPNG: rgb))
        var damaged = [UInt8](try image.pngData())
        damaged[damaged.count - 20] ^= 0xFF
        XCTAssertNil(image.isIdentical(toPNG: Data(damaged)))
        XCTAssertNil(image.isIdentical(toPNG: Data("not a PNG".utf8)))
    }
}
