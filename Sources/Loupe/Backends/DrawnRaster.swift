import CCairo
import CLoupePNG
import Foundation
import Synchronization

/// What the raster backend drew: Cairo's image surface, kept in Cairo's own premultiplied words until
/// something asks for straight RGBA. Most renders never need the straight bytes as an image of their
/// own: a PNG is encoded from the words, each row made straight as it is copied in, and a reference is
/// compared with the words directly — so the whole-image conversion pass (a sixth of a verified cell,
/// measured) happens only for code that reads pixels.
///
/// Sendable: the surface is finished before this is made (nothing draws on it again) and only read
/// afterwards; the straight bytes are made once, under the mutex.
final class DrawnRaster: @unchecked Sendable {
    let width: Int
    let height: Int
    private let surface: OpaquePointer
    private let straight = Mutex<[UInt8]?>(nil)

    /// Takes ownership of a finished ARGB32 surface.
    init(finished surface: OpaquePointer) {
        cairo_surface_flush(surface)
        self.surface = surface
        width = Int(cairo_image_surface_get_width(surface))
        height = Int(cairo_image_surface_get_height(surface))
    }

    deinit { cairo_surface_destroy(surface) }

    /// Cairo's words, `stride` bytes a row.
    func withWords<R>(_ body: (_ words: UnsafePointer<UInt32>, _ stride: Int) throws -> R) rethrows -> R {
        let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
        return try body(data.assumingMemoryBound(to: UInt32.self), Int(cairo_image_surface_get_stride(surface)))
    }

    /// Row-major straight RGBA, 4 bytes a pixel, no padding; made on first use.
    var straightRGBA: [UInt8] {
        straight.withLock { cached in
            if let cached { return cached }
            let pixels = withWords { words, stride in RasterConversion.straightRGBA(words: words, stride: stride, width: width, height: height) }
            cached = pixels
            return pixels
        }
    }
}
