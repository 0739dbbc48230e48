import Foundation
import LoupeUI

/// Every image a resolved tree draws — files (PNG, or SVG and PDF drawn at the display scale), PNG
/// data, custom symbols drawn for their font — read and decoded once, between resolve and layout.
/// Layout looks images up here and reads no file: what a file provides is settled before the
/// first size is measured, and a file that cannot be read is reported with the resolve stage's
/// warnings. Every image in the tree is read, including one layout may not reach (a `ViewThatFits`
/// branch it does not choose): it is still the widget's image, and a broken one is worth hearing
/// about. (A watch label off the watch is not in the tree: resolve leaves it out.) A `GeometryReader`'s content exists only once the reader is
/// placed, so layout loads that content's images through the same table when it places it.
struct LoadedImages {
    let displayScale: CGFloat
    let diagnostics: Diagnostics
    /// Each file and each PNG data read, by what the image asked for; nil where it could not be
    /// read (the warning is given once, when it is read).
    private var files: [FileKey: ResolvedImage.Bitmap?] = [:]
    private var data: [Data: ResolvedImage.Bitmap?] = [:]
    private var symbols: [SymbolKey: CustomSymbol?] = [:]

    private struct FileKey: Hashable {
        let url: URL
        let scale: CGFloat
    }

    /// A custom symbol is drawn for its font's size and weight, the image scale and how its layers
    /// are painted; nothing else of the font changes it.
    private struct SymbolKey: Hashable {
        let url: URL
        let size: CGFloat
        let weight: Int
        let scale: Image.Scale
        let layers: CustomSymbolLayers
        init(_ url: URL, font: ResolvedFont, scale: Image.Scale, layers: CustomSymbolLayers) {
            (self.url, size, weight, self.scale, self.layers) = (url, font.size, font.weight.value, scale, layers)
        }
    }

    init(displayScale: CGFloat, diagnostics: Diagnostics) {
        (self.displayScale, self.diagnostics) = (displayScale, diagnostics)
    }

    /// The images of `nodes` read, in tree order (so warnings come in the order the views declare them).
    init(_ nodes: [ResolvedNode], displayScale: CGFloat, diagnostics: Diagnostics) {
        self.init(displayScale: displayScale, diagnostics: diagnostics)
        load(nodes)
    }

    /// Reads every image in `nodes` and what they hold that is not read yet.
    mutating func load(_ nodes: [ResolvedNode]) {
        for node in nodes {
            if case .image(let image) = node { load(image.source) }
            load(node.nestedNodes)
        }
    }

    /// The files read so far (for tests and dumps), in no particular order.
    var fileURLs: [URL] { files.keys.map(\.url) }

    // MARK: Lookups (layout)

    /// The bitmap a file or PNG data decoded to; nil for one that could not be read — or was never
    /// loaded, which is Loupe's mistake (a debug build stops there).
    func bitmap(_ source: ResolvedImage.Source) -> ResolvedImage.Bitmap? {
        switch source {
        case .bitmap(let bitmap):
            return bitmap
        case let .file(url, scale):
            return entry(files[FileKey(url: url, scale: scale)], url.path)
        case .png(let png):
            return entry(data[png], "PNG data")
        case let .customSymbol(url, font, scale, layers):
            return customSymbol(url, font: font, scale: scale, layers: layers)?.bitmap
        case .symbol, .missing:
            return nil
        }
    }

    /// A custom symbol's template drawn for a font.
    func customSymbol(_ url: URL, font: ResolvedFont, scale: Image.Scale, layers: CustomSymbolLayers) -> CustomSymbol? {
        entry(symbols[SymbolKey(url, font: font, scale: scale, layers: layers)], url.path)
    }

    private func entry<Value>(_ found: Value??, _ name: String) -> Value? {
        guard let found else {
            assertionFailure("\(name) was not loaded before layout")
            return nil
        }
        return found
    }

    // MARK: Reading

    private mutating func load(_ source: ResolvedImage.Source) {
        switch source {
        case let .file(url, scale):
            let key = FileKey(url: url, scale: scale)
            guard files[key] == nil else { return }
            files[key] = .some(readFile(url, scale: scale))  // nil, kept: tried and failed
        case .png(let png):
            guard data[png] == nil else { return }
            data[png] = .some(decode(png))
        case let .customSymbol(url, font, scale, layers):
            let key = SymbolKey(url, font: font, scale: scale, layers: layers)
            guard symbols[key] == nil else { return }
            do {
                symbols[key] = try CustomSymbol.load(url, font: font, scale: scale, layers: layers, displayScale: displayScale)
            } catch {
                diagnostics.missing(.image, named: url.lastPathComponent, "cannot load the custom symbol \(url.path): \(error); drawing a placeholder")
                symbols[key] = .some(nil)
            }
        case .symbol, .bitmap, .missing:
            break
        }
    }

    private func readFile(_ url: URL, scale: CGFloat) -> ResolvedImage.Bitmap? {
        do {
            if VectorRasterizer.isVector(url) {
                // A vector file has no pixels of its own: it is drawn at the scale asked for.
                return try VectorRasterizer.rasterize(url, scale: scale, warn: diagnostics.warn)
            }
            let decoded = try PNGCodec.decode(Data(contentsOf: url))
            return ResolvedImage.Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels, scale: scale)
        } catch {
            diagnostics.missing(.image, named: url.lastPathComponent, "cannot load image \(url.path): \(error); drawing a placeholder")
            return nil
        }
    }

    private func decode(_ png: Data) -> ResolvedImage.Bitmap? {
        do {
            let decoded = try PNGCodec.decode(png)
            return ResolvedImage.Bitmap(width: decoded.width, height: decoded.height, pixels: decoded.pixels, scale: 1)
        } catch {
            diagnostics.missing(.image, named: "image data", "cannot decode image data: \(error); drawing a placeholder")
            return nil
        }
    }
}
