import CLoupePNG
import Foundation

/// A 64-bit digest of an image's straight RGBA pixels: XXH3-64 of their bytes, row after row
/// (loupe_digest.c, over Debian's libxxhash). Snapshot references carry it in a `loPX` chunk,
/// so comparing a render with one is hashing the render — one pass over pixels still warm from
/// drawing — instead of inflating the file and comparing two images.
///
/// Different digests are certainly different pixels. Equal digests are taken as equal pixels: two
/// different images share a digest with a chance of one in 2⁶⁴.
public struct PixelDigest: Hashable, Sendable, CustomStringConvertible {
    public let value: UInt64

    public init(value: UInt64) { self.value = value }

    /// The digest of straight RGBA rows (`width * 4` bytes each, no padding).
    public init(width: Int, height: Int, rgba: [UInt8]) {
        precondition(rgba.count == width * height * 4, "\(rgba.count) bytes are not \(width)×\(height) RGBA pixels")
        var digest: UInt64 = 0
        let status = rgba.withUnsafeBufferPointer { loupe_pixel_digest_rgba($0.baseAddress, UInt32(width), UInt32(height), width * 4, &digest) }
        precondition(status == 0, "out of memory while taking a pixel digest")
        value = digest
    }

    /// The digest a PNG of this size carries, if it carries one that still describes its image data
    /// (nil for another size, no `loPX` chunk, or a chunk the image data no longer matches).
    public init?(storedIn png: Data, width: Int, height: Int) {
        var stored: UInt64 = 0
        let status = png.withUnsafeBytes { raw in
            loupe_png_stored_digest(raw.bindMemory(to: UInt8.self).baseAddress, raw.count, UInt32(width), UInt32(height), &stored)
        }
        guard status == 0 else { return nil }
        value = stored
    }

    public var description: String { String(format: "%016llx", value) }
}

extension DrawnRaster {
    /// The pixels' digest, from Cairo's words while the raster holds them (each row made straight into
    /// a small buffer and hashed there), else from its straight bytes.
    var pixelDigest: PixelDigest {
        withPixels { pixels in
            switch pixels {
            case let .words(words, stride):
                var digest: UInt64 = 0
                let status = loupe_pixel_digest_argb(words, UInt32(width), UInt32(height), stride, &digest)
                precondition(status == 0, "out of memory while taking a pixel digest")
                return PixelDigest(value: digest)
            case .straight(let rgba):
                return PixelDigest(width: width, height: height, rgba: rgba)
            }
        }
    }
}
