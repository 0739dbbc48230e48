import CCairo
import Foundation

/// Pixel output: the display list drawn by the Cairo canvas onto an image surface of the render's
/// size in pixels, kept as Cairo's premultiplied words (`DrawnRaster`) — beside `SVGBackend`, the
/// other way a display list leaves the engine.
enum RasterBackend {
    /// The surface for `size` points at `scale`: whole pixels, a side's fraction rounded up (a
    /// size already on the pixel grid within float noise is not).
    static func pixelSize(of size: CGSize, scale: CGFloat) -> (width: Int, height: Int) {
        (Int(PixelGrid.wholePixels(size.width, scale: scale)), Int(PixelGrid.wholePixels(size.height, scale: scale)))
    }

    static func render(_ list: DisplayList, size: CGSize, scale: CGFloat, canvas: CairoCanvas) throws -> DrawnRaster {
        let (width, height) = pixelSize(of: size, scale: scale)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
            throw LoupeError.encoding("Cairo could not allocate a \(width)×\(height) surface")
        }
        let cr = cairo_create(surface)!
        canvas.draw(list, on: cr, scale: scale)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        guard status == CAIRO_STATUS_SUCCESS else {
            cairo_surface_destroy(surface)
            throw LoupeError.encoding("Cairo drawing failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return DrawnRaster(finished: surface)
    }
}
