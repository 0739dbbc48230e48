import CCairo
import CVector
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import LoupeUI

/// A custom symbol: an SF Symbols template (the SVG in a `.symbolset`) drawn as SF Symbols draws
/// one, a template image sized by the font it sits in (Docs/layout-containers.md has the rule, §C8):
/// - the variant is the font's weight at the image scale (`Bold-M`), else `Regular-` at that
///   scale, else any `Regular-` variant (scaled by the image-scale ratio);
/// - the template's cap height (its `Baseline-` to `Capline-` guides) is the font's cap height, so
///   one template unit is `size × capHeight / (baseline − capline)` points;
/// - the box runs from the variant's left to right margin and over the glyph's ink, and it sits on
///   the text baseline where the `Baseline-` guide is;
/// - its layers are painted by the rendering mode through a stylesheet over the template's own
///   classes (`CustomSymbolLayers`).
struct CustomSymbol {
    let bitmap: ResolvedImage.Bitmap
    /// The box in points (the bitmap's pixels are rounded to whole ones).
    let size: CGSize
    /// From the top of the box to the text baseline, in points.
    let baseline: CGFloat

    static func load(_ url: URL, font: ResolvedFont, scale: Image.Scale, layers: CustomSymbolLayers = .monochrome,
                     displayScale: CGFloat) throws -> CustomSymbol {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw VectorRasterizer.Failure(description: "is missing") }
        let guides = TemplateGuides(data)
        let letter = ["S", "M", "L"][[Image.Scale.small, .medium, .large].firstIndex(of: scale) ?? 1]
        let weight = ["Ultralight", "Thin", "Light", "Regular", "Medium", "Semibold", "Bold", "Heavy", "Black"][min(max(font.weight.value / 100 - 1, 0), 8)]
        let wanted = ["\(weight)-\(letter)", "Regular-\(letter)", "Regular-M", "Regular-S", "Regular-L"]
        guard let variant = wanted.first(where: { guides.ids[$0] != nil }) else {
            throw VectorRasterizer.Failure(description: "has no Regular variant (an SF Symbols template has Regular-S, -M or -L)")
        }
        let size = String(variant.suffix(1))
        guard let baselineY = guides.ids["Baseline-\(size)"]?.y, let caplineY = guides.ids["Capline-\(size)"]?.y, baselineY > caplineY,
              let left = guides.ids["left-margin-\(variant)"]?.x, let right = guides.ids["right-margin-\(variant)"]?.x, right > left else {
            throw VectorRasterizer.Failure(description: "lacks the Baseline-\(size), Capline-\(size) and margin guides of \(variant)")
        }
        let found = [Image.Scale.small, .medium, .large][["S", "M", "L"].firstIndex(of: size)!]
        let pointsPerUnit = font.size * FontRoles.capHeight / (baselineY - caplineY)
            * FontRoles.symbolScale(scale) / FontRoles.symbolScale(found)

        var error: UnsafeMutablePointer<GError>?
        guard let handle = rsvg_handle_new_from_data(Array(data), gsize(data.count), &error) else {
            throw VectorRasterizer.failure(error, "is not a readable SVG")
        }
        defer { g_object_unref(handle) }
        if let css = layers.stylesheet(template: String(decoding: data, as: UTF8.self)) {
            let bytes = Array(css.utf8)
            guard rsvg_handle_set_stylesheet(handle, bytes, gsize(bytes.count), &error) != 0 else {
                throw VectorRasterizer.failure(error, "could not take the layers' stylesheet")
            }
        }
        var width = 0.0, height = 0.0
        guard rsvg_handle_get_intrinsic_size_in_pixels(handle, &width, &height) != 0 else {
            throw VectorRasterizer.Failure(description: "has no size: give the <svg> element a width and height")
        }
        var document = RsvgRectangle(x: 0, y: 0, width: width, height: height), ink = RsvgRectangle(), logical = RsvgRectangle()
        guard rsvg_handle_get_geometry_for_layer(handle, "#\(variant)", &document, &ink, &logical, &error) != 0 else {
            throw VectorRasterizer.failure(error, "could not measure \(variant)")
        }
        let top = ink.height > 0 ? ink.y : caplineY, bottom = ink.height > 0 ? ink.y + ink.height : baselineY
        let boxWidth = (right - left) * pointsPerUnit, boxHeight = (bottom - top) * pointsPerUnit
        let bitmap = try VectorRasterizer.draw(width: boxWidth, height: boxHeight, scale: displayScale) { cr in
            // Template units, with the box's top-left corner at the origin.
            cairo_scale(cr, pointsPerUnit, pointsPerUnit)
            cairo_translate(cr, -left, -top)
            var error: UnsafeMutablePointer<GError>?
            guard rsvg_handle_render_layer(handle, cr, "#\(variant)", &document, &error) != 0 else {
                throw VectorRasterizer.failure(error, "could not draw \(variant)")
            }
        }
        return CustomSymbol(bitmap: bitmap, size: CGSize(width: boxWidth, height: boxHeight), baseline: (baselineY - top) * pointsPerUnit)
    }
}

/// The positions of an SF Symbols template's guides and variants, by id: a guide line's `y1` (or a
/// rectangle's `y`) and `x1` (or `x`), in document units. Guides are not transformed in templates.
private final class TemplateGuides: NSObject, XMLParserDelegate {
    struct Position { var x: Double?, y: Double? }
    private(set) var ids: [String: Position] = [:]

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        _ = parser.parse()  // a template it cannot read leaves ids empty: "lacks the guides"
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        guard let id = attributes["id"] else { return }
        let x = (attributes["x1"] ?? attributes["x"]).flatMap(Double.init)
        let y = (attributes["y1"] ?? attributes["y"]).flatMap(Double.init)
        ids[id] = Position(x: x, y: y)
    }
}
