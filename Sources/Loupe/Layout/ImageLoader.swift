import CLoupePNG
import Foundation
import LoupeUI

/// Decodes PNG images for `Image("name")`, once per render.
final class ImageLoader {
    private var cache: [URL: ResolvedImage.Bitmap?] = [:]
    let diagnostics: Diagnostics
    init(diagnostics: Diagnostics) { self.diagnostics = diagnostics }

    func decode(_ data: Data) -> ResolvedImage.Bitmap? {
        do {
            let decoded = try PNGCodec.decode(data)
            return ResolvedImage.Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels, scale: 1)
        } catch {
            diagnostics.warn("cannot decode image data: \(error); drawing a placeholder")
            return nil
        }
    }

    func load(_ url: URL, scale: CGFloat) -> ResolvedImage.Bitmap? {
        if let known = cache[url] { return known }
        var bitmap: ResolvedImage.Bitmap?
        do {
            let decoded = try PNGCodec.decode(Data(contentsOf: url))
            bitmap = ResolvedImage.Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels, scale: scale)
        } catch {
            diagnostics.warn("cannot load image \(url.path): \(error); drawing a placeholder")
        }
        cache[url] = bitmap
        return bitmap
    }
}
