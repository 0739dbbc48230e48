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
        var buffer = loupe_png_buffer(data: nil, length: 0, capacity: 0)
        defer { loupe_png_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = rgba.withUnsafeBufferPointer { pixels -> Int32 in
            if !compact {
                let fast = loupe_png_encode_fast(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, &buffer, &message, message.count)
                // 1: wider than deflate's window reaches (8,192 px); libpng writes those.
                guard fast == 1 else { return fast }
            }
            return loupe_png_encode_rgba(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, compact ? compactLevel : wideLevel, compact ? 1 : 0, &buffer, &message, message.count)
        }
        guard status == 0, let bytes = buffer.data else {
            throw LoupeError.encoding("PNG encoding failed: \(cString(message))")
        }
        return Data(bytes: bytes, count: buffer.length)
    }

    /// A drawn image, encoded from Cairo's words directly while it still holds them (each row made
    /// straight as it is copied in); libpng writes images wider than Loupe's writer reaches.
    static func encode(_ raster: DrawnRaster) throws -> Data {
        var buffer = loupe_png_buffer(data: nil, length: 0, capacity: 0)
        defer { loupe_png_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status: Int32? = raster.withPixels { pixels in
            guard case let .words(words, stride) = pixels else { return nil }
            return loupe_png_encode_fast_argb(words, UInt32(raster.width), UInt32(raster.height), stride, &buffer, &message, message.count)
        }
        // nil: the image holds straight bytes already; 1: wider than deflate's window reaches (8,192 px).
        guard let status, status != 1 else {
            return try encode(width: raster.width, height: raster.height, rgba: raster.straightRGBA)
        }
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
