import CCairo
import Foundation
import LoupeUI

/// Pixel format conversions between Cairo's premultiplied native-endian ARGB and straight RGBA.
enum RasterConversion {
    /// `unpremultiply[a * 256 + v]` = (v · 255 + a / 2) / a, the exact integer division, looked up
    /// instead of divided (an immutable table built once).
    static let unpremultiply: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for a in 1..<256 { for v in 0...a { table[a * 256 + v] = UInt8(min((v * 255 + a / 2) / a, 255)) } }
        return table
    }()

    /// Straight RGBA rows from a Cairo ARGB32 surface. Integer arithmetic only: the same bytes on
    /// every machine.
    static func straightRGBA(from surface: OpaquePointer) -> (width: Int, height: Int, pixels: [UInt8]) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return (width, height, []) }
        let table = unpremultiply
        // Every byte is written below, so the array is not zeroed first. Pixels are handled as
        // 32-bit words: Cairo's little-endian ARGB word is B,G,R,A in memory; straight RGBA is
        // R,G,B,A, so opaque pixels only swap the red and blue bytes.
        let out = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            let words = UnsafeMutableRawPointer(buffer.baseAddress!).assumingMemoryBound(to: UInt32.self)
            table.withUnsafeBufferPointer { lookup in
                for y in 0..<height {
                    let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    let target = words + y * width
                    for x in 0..<width {
                        let p = row[x]
                        let a = p >> 24
                        if a == 255 {
                            target[x] = (p & 0xFF00_FF00) | ((p >> 16) & 0xFF) | ((p & 0xFF) << 16)
                        } else if a == 0 {
                            target[x] = 0
                        } else {
                            let base = Int(a) * 256
                            let r = UInt32(lookup[base + Int((p >> 16) & 255)])
                            let g = UInt32(lookup[base + Int((p >> 8) & 255)])
                            let b = UInt32(lookup[base + Int(p & 255)])
                            target[x] = (a << 24) | (b << 16) | (g << 8) | r
                        }
                    }
                }
            }
            count = width * height * 4
        }
        return (width, height, out)
    }

    /// A Cairo surface holding a straight-RGBA bitmap (premultiplied as Cairo wants).
    static func surface(from bitmap: ResolvedImage.Bitmap) -> OpaquePointer {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(bitmap.width), Int32(bitmap.height))!
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            bitmap.pixels.withUnsafeBufferPointer { src in
                for y in 0..<bitmap.height {
                    let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                    for x in 0..<bitmap.width {
                        let i = (y * bitmap.width + x) * 4
                        let a = UInt32(src[i + 3])
                        let r = (UInt32(src[i]) * a + 127) / 255, g = (UInt32(src[i + 1]) * a + 127) / 255, b = (UInt32(src[i + 2]) * a + 127) / 255
                        row[x] = (a << 24) | (r << 16) | (g << 8) | b
                    }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// Three passes of a separable box blur on an A8 surface, in place.
    static func boxBlur(_ surface: OpaquePointer, radius: Int) {
        boxBlur(surface, radius: radius, channels: 1)
    }

    /// The same three box passes on each byte of a pixel: `channels` 1 for A8 (shadows), 4 for
    /// premultiplied ARGB32 (`.blur`), where blurring each channel alike keeps it premultiplied.
    static func boxBlur(_ surface: OpaquePointer, radius: Int, channels: Int) {
        guard radius > 0, let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for channel in 0..<channels {
            blurChannel(data, width: width, height: height, stride: stride, radius: radius, step: channels, offset: channel)
        }
    }

    private static func blurChannel(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, radius: Int, step: Int, offset: Int) {
        var line = [Int](repeating: 0, count: max(width, height))
        func pass(count: Int, length: Int, at: (Int, Int) -> Int) {
            for k in 0..<count {
                for i in 0..<length { line[i] = Int(data[at(k, i)]) }
                var sum = 0
                for i in -radius...radius { sum += line[min(max(i, 0), length - 1)] }
                let size = 2 * radius + 1
                for i in 0..<length {
                    data[at(k, i)] = UInt8(sum / size)
                    sum += line[min(i + radius + 1, length - 1)] - line[max(i - radius, 0)]
                }
            }
        }
        for _ in 0..<3 {
            pass(count: height, length: width) { y, x in y * stride + x * step + offset }
            pass(count: width, length: height) { x, y in y * stride + x * step + offset }
        }
    }
}
