import CCairo
import CVector
import Foundation
import LoupeUI

/// Vector images (SVG and PDF files in an imageset) turned into bitmaps at the device scale, as
/// Xcode does when it compiles an asset catalog: a scale-less vector file becomes a @1x, @2x and
/// @3x PNG of the file's own size, and the app draws the one for its screen. (With "Preserve
/// Vector Data" iOS redraws the vector when the image is resized beyond that size; a widget
/// almost never does, and the bitmap at the device scale is what its natural size shows.)
/// SVG is drawn by librsvg, PDF (the first page) by Poppler; both draw with Cairo.
enum VectorRasterizer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func isVector(_ url: URL) -> Bool { ["svg", "pdf"].contains(url.pathExtension.lowercased()) }

    /// The file drawn at `scale` pixels per point. `warn` hears about what the drawing cannot pin
    /// down (text in an SVG is set in the system's fonts, not Loupe's).
    static func rasterize(_ url: URL, scale: CGFloat, warn: (String) -> Void) throws -> ResolvedImage.Bitmap {
        url.pathExtension.lowercased() == "pdf" ? try pdf(url, scale: scale) : try svg(url, scale: scale, warn: warn)
    }

    private static func svg(_ url: URL, scale: CGFloat, warn: (String) -> Void) throws -> ResolvedImage.Bitmap {
        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_file(url.path, &error) else { throw failure(error, "is not a readable SVG") }
        defer { g_object_unref(handle) }
        // Points, as Xcode reads an SVG: a user unit is a point, and 72 physical units per inch.
        rsvg_handle_set_dpi(handle, 72)
        var width = 0.0, height = 0.0
        if rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) == 0 {
            // No absolute width and height: the viewBox's size, in points, as design tools export it.
            var hasWidth: gboolean = 0, hasHeight: gboolean = 0, hasViewBox: gboolean = 0
            var lengthW = RsvgLength(), lengthH = RsvgLength(), viewBox = RsvgRectangle()
            rsvg_handle_get_intrinsic_dimensions(handle, &hasWidth, &lengthW, &hasHeight, &lengthH, &hasViewBox, &viewBox)
            if hasViewBox != 0 { (width, height) = (viewBox.width, viewBox.height) }
        }
        guard width > 0, height > 0 else {
            throw Failure(description: "has no size: give the <svg> element a width and height, or a viewBox")
        }
        if let source = try? String(contentsOf: url, encoding: .utf8), source.contains("<text") {
            warn("\(url.lastPathComponent) has text, drawn in the system's fonts rather than Loupe's pinned ones; convert it to outlines for renders that match on every machine")
        }
        // librsvg sets text through Pango and Cairo's shared table of fonts (CairoFontTable).
        return try CairoFontTable.lock.withLock {
            try draw(width: width, height: height, scale: scale) { cr in
                var viewport = RsvgRectangle(x: 0, y: 0, width: width, height: height)
                var error: UnsafeMutablePointer<GError>?
                guard rsvg_handle_render_document(handle, cr, &viewport, &error) != 0 else { throw failure(error, "could not be drawn") }
            }
        }
    }

    private static func pdf(_ url: URL, scale: CGFloat) throws -> ResolvedImage.Bitmap {
        // Poppler keeps process-wide state that its documents share while they load and draw.
        try popplerLock.withLock {
            var error: UnsafeMutablePointer<GError>?
            guard let document = poppler_document_new_from_file(url.absoluteString, nil, &error) else { throw failure(error, "is not a readable PDF") }
            defer { g_object_unref(UnsafeMutableRawPointer(document)) }
            guard poppler_document_get_n_pages(document) > 0, let page = poppler_document_get_page(document, 0) else {
                throw Failure(description: "has no pages")
            }
            defer { g_object_unref(UnsafeMutableRawPointer(page)) }
            var width = 0.0, height = 0.0
            poppler_page_get_size(page, &width, &height)
            guard width > 0, height > 0 else { throw Failure(description: "has an empty page") }
            return try draw(width: width, height: height, scale: scale) { poppler_page_render(page, $0) }
        }
    }

    private static let popplerLock = NSLock()

    /// A transparent surface of the picture's size in pixels, drawn by `body` in points.
    static func draw(width: Double, height: Double, scale: CGFloat, _ body: (OpaquePointer) throws -> Void) throws -> ResolvedImage.Bitmap {
        let pixelWidth = max(Int((width * scale).rounded()), 1), pixelHeight = max(Int((height * scale).rounded()), 1)
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pixelWidth), Int32(pixelHeight)) else {
            throw Failure(description: "is too large to draw (\(pixelWidth)×\(pixelHeight) px)")
        }
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_scale(cr, Double(pixelWidth) / width, Double(pixelHeight) / height)
        try body(cr)
        let raster = RasterConversion.straightRGBA(from: surface)
        return ResolvedImage.Bitmap(width: raster.width, height: raster.height, pixels: raster.pixels, scale: scale)
    }

    static func failure(_ error: UnsafeMutablePointer<GError>?, _ fallback: String) -> Failure {
        defer { if let error { g_error_free(error) } }
        guard let error, let message = error.pointee.message else { return Failure(description: fallback) }
        return Failure(description: "\(fallback) (\(String(cString: message)))")
    }
}
