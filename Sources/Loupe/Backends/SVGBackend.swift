import Foundation

/// SVG output: the display list written as SVG by SVGWriter, with glyph outlines from Cairo. Text
/// is drawn as outlines; ids are numbered per document, so output is byte-stable.
enum SVGBackend {
    static func render(_ list: DisplayList, canvas: CairoCanvas) -> Data {
        SVGWriter(outlines: canvas.glyphOutlines).write(list)
    }
}
