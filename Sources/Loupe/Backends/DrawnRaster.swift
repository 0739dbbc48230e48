import CCairo
import CLoupePNG
import Foundation

/// What the raster backend drew: Cairo's image surface, kept in Cairo's own premultiplied words until
/// something asks for straight RGBA, then only the straight bytes (the surface is freed). Most renders
/// never need the straight bytes as an image of their own: a PNG is encoded from the words, each row
/// made straight as it is copied in, and a reference is compared with the words directly — so the
/// whole-image conversion pass (a sixth of a verified cell, measured) happens only for code that reads
/// pixels, and an image read that way does not keep both forms.
///
/// Sendable: the surface is finished before this is made (nothing draws on it again); every access
/// to the storage, and the one change of form, happens under the lock.
final class DrawnRaster: @unchecked Sendable {
    /// The pixels in the form they are held in.
    enum Pixels {
        /// Cairo's premultiplied ARGB words, `stride` bytes a row.
        case words(UnsafePointer<UInt32>, stride: Int)
        /// Row-major straight RGBA, 4 bytes a pixel, no padding.
        case straight([UInt8])
    }

    private enum Storage {
        case surface(OpaquePointer)
        case straight([UInt8])
    }

    let width: Int
    let height: Int
    private var storage: Storage
    private let lock = NSLock()

    /// Takes ownership of a finished ARGB32 surface.
    init(finished surface: OpaquePointer) {
        cairo_surface_flush(surface)
        storage = .surface(surface)
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit {
        if case .surface(let surface) = storage { cairo_surface_destroy(surface) }
    }

    /// The pixels in the form they are held in, for the length of `body`.
    func withPixels<R>(_ body: (Pixels) throws -> R) rethrows -> R {
        try lock.withLock {
            switch storage {
            case .surface(let surface):
                let words = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
                return try body(.words(words, stride: Int(cairo_image_surface_get_stride(surface))))
            case .straight(let pixels):
                return try body(.straight(pixels))
            }
        }
    }

    /// Whether two drawings have the same pixels. Cairo's words are compared as they are (equal words
    /// are equal pixels); only words that differ are made straight and compared again, since two
    /// words can differ where straight bytes do not (a colour channel above its alpha, which Cairo
    /// does not make, reads as 0).
    func hasSamePixels(as other: DrawnRaster) -> Bool {
        guard self !== other else { return true }
        guard width == other.width, height == other.height else { return false }
        // Both locks are taken in one order (by identity), so two threads comparing the same pair
        // the other way round cannot wait on each other.
        let (first, second) = ObjectIdentifier(self) < ObjectIdentifier(other) ? (self, other) : (other, self)
        let sameWords: Bool? = first.withPixels { mine in
            second.withPixels { theirs in
                guard case let .words(a, strideA) = mine, case let .words(b, strideB) = theirs else { return nil }
                for y in 0..<height where memcmp(UnsafeRawPointer(a) + y * strideA, UnsafeRawPointer(b) + y * strideB, width * 4) != 0 {
                    return false
                }
                return true
            }
        }
        if sameWords == true { return true }
        return straightRGBA.withUnsafeBytes { a in
            other.straightRGBA.withUnsafeBytes { b in a.count == b.count && memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
        }
    }

    /// Row-major straight RGBA, 4 bytes a pixel, no padding; made on first use, when the surface goes.
    var straightRGBA: [UInt8] {
        lock.withLock {
            switch storage {
            case .straight(let pixels):
                return pixels
            case .surface(let surface):
                let pixels = RasterConversion.straightRGBA(from: surface).pixels
                cairo_surface_destroy(surface)
                storage = .straight(pixels)
                return pixels
            }
        }
    }
}
