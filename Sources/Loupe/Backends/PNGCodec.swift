import CLoupePNG
import Foundation

/// PNG encoding and decoding through libpng (see Sources/CLoupePNG).
public enum PNGCodec {
    /// - Parameter compact: zlib level 6 with adaptive row filters, for images that are kept rather
    ///   than compared (galleries). Measured over the examples' gallery (644 images, 2 jobs): level 9
    ///   54 s / 24 MB, level 6 25 s / 26 MB, level 3 19 s / 35 MB. Otherwise Loupe's own encoder
    ///   (loupe_png_write.c), which looks for repeats only a pixel back and a row up: over the 624
    ///   example references it is three times faster than libpng at zlib level 1 with files 30 %
    ///   smaller (README, Performance).
    /// zlib levels for libpng: 6 with adaptive filters for compact files, 1 for images too wide for Loupe's writer.
    static let compactLevel: Int32 = 6, wideLevel: Int32 = 1

    public static func encode(width: Int, height: Int, rgba: [UInt8], compact: Bool = false) throws -> Data {
        try encode(width: width, height: height, rgba: rgba, compact: compact, withDigest: false)
    }

    /// - Parameter withDigest: add the pixels' digest (`loPX`, PixelDigest) after the image data,
    ///   as snapshot references carry it. libpng's files (compact, or wider than Loupe's writer
    ///   reaches) go without.
    static func encode(width: Int, height: Int, rgba: [UInt8], compact: Bool, withDigest: Bool) throws -> Data {
        try rgba.withUnsafeBufferPointer { pixels in
            let (base, w, h) = (pixels.baseAddress, UInt32(width), UInt32(height))
            if !compact, let data = try writtenUnlessTooWide({ loupe_png_encode_fast(base, w, h, width * 4, withDigest ? 1 : 0, $0, $1, $2) }) {
                return data
            }
            return try written { loupe_png_encode_rgba(base, w, h, width * 4, compact ? compactLevel : wideLevel, compact ? 1 : 0, $0, $1, $2) }
        }
    }

    /// A drawn image, encoded from Cairo's words directly while it still holds them (each row made
    /// straight as it is copied in); otherwise, and for images wider than Loupe's writer reaches,
    /// from its straight bytes.
    static func encode(_ raster: DrawnRaster, withDigest: Bool = false) throws -> Data {
        let fromWords: Data? = try raster.withPixels { pixels in
            guard case let .words(words, stride) = pixels else { return nil }
            return try writtenUnlessTooWide {
                loupe_png_encode_fast_argb(words, UInt32(raster.width), UInt32(raster.height), stride, withDigest ? 1 : 0, $0, $1, $2)
            }
        }
        return try fromWords ?? encode(width: raster.width, height: raster.height, rgba: raster.straightRGBA, compact: false, withDigest: withDigest)
    }

    /// A C encoder's arguments after the pixels: the buffer it writes, and room for its message.
    private typealias Encoder = (UnsafeMutablePointer<loupe_png_buffer>, UnsafeMutablePointer<CChar>, Int) -> Int32

    /// Runs one of the C encoders and takes the file it wrote.
    private static func written(_ encoder: Encoder) throws -> Data {
        try writtenUnlessTooWide(encoder, tooWide: nil)!
    }

    /// Runs Loupe's own writer, which declines (status 1) an image wider than deflate's window
    /// reaches (8,192 px): nil then, for libpng to write it.
    private static func writtenUnlessTooWide(_ encoder: Encoder, tooWide: Int32? = 1) throws -> Data? {
        var buffer = loupe_png_buffer(data: nil, length: 0, capacity: 0)
        defer { loupe_png_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = message.withUnsafeMutableBufferPointer { encoder(&buffer, $0.baseAddress!, $0.count) }
        if let tooWide, status == tooWide { return nil }
        guard status == 0, let bytes = buffer.data else {
            throw LoupeError.encoding("PNG encoding failed: \(cString(message))")
        }
        return Data(bytes: bytes, count: buffer.length)
    }

    public struct Decoded { public let width: Int; public let height: Int; public let pixels: [UInt8] }

    public static func decode(_ data: Data) throws -> Decoded {
        var message = [CChar](repeating: 0, count: 256)
        return try data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self).baseAddress
            var width: UInt32 = 0, height: UInt32 = 0
            guard loupe_png_read_size(bytes, raw.count, &width, &height, &message, message.count) == 0 else {
                throw LoupeError.encoding("PNG decoding failed: \(cString(message))")
            }
            var status: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: Int(width) * Int(height) * 4) { buffer, count in
                // Loupe's own files take the fast path; anything else, or a damaged file, goes to
                // libpng, which reads every format and says what is wrong.
                status = loupe_png_decode_fast(bytes, raw.count, buffer.baseAddress, width, height)
                if status != 0 {
                    status = loupe_png_decode_rgba(bytes, raw.count, buffer.baseAddress, width, height, &message, message.count)
                }
                // On failure the bytes are undefined; zero them so the array is never read uninitialised.
                if status != 0 { buffer.initialize(repeating: 0) }
                count = buffer.count
            }
            guard status == 0 else { throw LoupeError.encoding("PNG decoding failed: \(cString(message))") }
            return Decoded(width: Int(width), height: Int(height), pixels: pixels)
        }
    }

    /// A C message buffer as a string, up to its terminating zero.
    private static func cString(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
