import CCairo
import CLoupePNG
import Foundation
import LoupeUI

/// Pixel format conversions between Cairo's premultiplied native-endian ARGB and straight RGBA.
enum RasterConversion {
    /// Straight RGBA rows from a Cairo ARGB32 surface (loupe_premultiplied.c: the one rule every
    /// conversion uses, integer arithmetic only, so the same bytes on every machine).
    static func straightRGBA(from surface: OpaquePointer) -> (width: Int, height: Int, pixels: [UInt8]) {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return (width, height, []) }
        let words = UnsafeRawPointer(data).assumingMemoryBound(to: UInt32.self)
        return (width, height, straightRGBA(words: words, stride: stride, width: width, height: height))
    }

    /// Straight RGBA rows from Cairo's premultiplied words, `stride` bytes a row.
    static func straightRGBA(words: UnsafePointer<UInt32>, stride: Int, width: Int, height: Int) -> [UInt8] {
        // Every byte is written below, so the array is not zeroed first.
        [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                let row = UnsafeRawPointer(words).advanced(by: y * stride).assumingMemoryBound(to: UInt32.self)
                loupe_straight_rgba_row(row, buffer.baseAddress! + y * width * 4, UInt32(width))
            }
            count = width * height * 4
        }
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
