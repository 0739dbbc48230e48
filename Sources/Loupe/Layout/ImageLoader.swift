import CLoupePNG
import Foundation
import LoupeUI

/// Decodes PNG images and draws vector ones (SVG, PDF) for `Image("name")`, once per render.
final class ImageLoader {
    private var cache: [URL: ResolvedImage.Bitmap?] = [:]
    private var symbols: [String: CustomSymbol?] = [:]
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
            if VectorRasterizer.isVector(url) {
                // A vector file has no pixels of its own: it is drawn at the scale asked for.
                bitmap = try VectorRasterizer.rasterize(url, scale: scale, warn: diagnostics.warn)
            } else {
                let decoded = try PNGCodec.decode(Data(contentsOf: url))
                bitmap = ResolvedImage.Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels, scale: scale)
            }
        } catch {
            diagnostics.warn("cannot load image \(url.path): \(error); drawing a placeholder")
        }
        cache[url] = bitmap
        return bitmap
    }

    /// A custom symbol's template drawn for a font (once per font and scale in a render).
    func symbol(_ url: URL, font: ResolvedFont, scale: Image.Scale, displayScale: CGFloat) -> CustomSymbol? {
        let key = "\(url.path)|\(font.size)|\(font.weight.value)|\(scale)"
        if let known = symbols[key] { return known }
        var symbol: CustomSymbol?
        do {
            symbol = try CustomSymbol.load(url, font: font, scale: scale, displayScale: displayScale)
        } catch {
            diagnostics.warn("cannot load the custom symbol \(url.path): \(error); drawing a placeholder")
        }
        symbols[key] = symbol
        return symbol
    }
}
