import CLoupePNG
import Foundation

/// PNG encoding and decoding through libpng (see Sources/CLoupePNG).
public enum PNGCodec {
    /// zlib level 1 with no row filter: the fastest setting that still compresses flat widget
    /// art well (measured in README's benchmark section).
    static let zlibLevel: Int32 = 1

    public static func encode(width: Int, height: Int, rgba: [UInt8]) throws -> Data {
        var buffer = loupe_png_buffer(data: nil, length: 0, capacity: 0)
        defer { loupe_png_free(&buffer) }
        var message = [CChar](repeating: 0, count: 256)
        let status = rgba.withUnsafeBufferPointer { pixels in
            loupe_png_encode_rgba(pixels.baseAddress, UInt32(width), UInt32(height), width * 4, zlibLevel, &buffer, &message, message.count)
        }
        guard status == 0, let bytes = buffer.data else {
            throw LoupeError.encoding("PNG encoding failed: \(String(cString: message))")
        }
        return Data(bytes: bytes, count: buffer.length)
    }

    public struct Decoded { public let width: Int; public let height: Int; public let pixels: [UInt8] }

    public static func decode(_ data: Data) throws -> Decoded {
        var message = [CChar](repeating: 0, count: 256)
        var pixels: UnsafeMutablePointer<UInt8>?
        var width: UInt32 = 0, height: UInt32 = 0
        let status = data.withUnsafeBytes { raw in
            loupe_png_decode_rgba(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, &pixels, &width, &height, &message, message.count)
        }
        guard status == 0, let pixels else { throw LoupeError.encoding("PNG decoding failed: \(String(cString: message))") }
        defer { loupe_png_free_pixels(pixels) }
        return Decoded(width: Int(width), height: Int(height), pixels: Array(UnsafeBufferPointer(start: pixels, count: Int(width) * Int(height) * 4)))
    }
}
