import CCairo
import Foundation
import LoupeUI

/// Writes a display list as an SVG document. Cairo supplies the glyph outlines (text is drawn as
/// outlines, each glyph defined once and reused); everything else maps onto SVG directly. Ids are
/// numbered in order of appearance, so the same list always gives the same bytes.
final class SVGWriter {
    private var defs = ""
    /// Output buffers: a clip, layer or mask body is written into its own buffer first.
    private var stack: [String] = [""]
    private var nextID: [String: Int] = [:]
    private var glyphIDs: [GlyphKey: String] = [:]
    private let outlines: GlyphOutlines

    struct GlyphKey: Hashable { let face: FontFace; let size: CGFloat; let glyph: UInt32 }

    init(outlines: GlyphOutlines) { self.outlines = outlines }

    func write(_ list: DisplayList) -> Data {
        var masks: [(content: String, mask: String?)] = []
        var shadows: [(RGBA, CGFloat, CGSize, CGRect)] = []
        for command in list.commands {
            switch command {
            case let .fill(path, paint, bounds, eo):
                append("<path d=\"\(pathData(path))\"\(fill(paint, bounds))\(eo ? " fill-rule=\"evenodd\"" : "")/>")
            case let .stroke(path, paint, bounds, style):
                guard style.lineWidth > 0 else { continue }
                var attributes = " fill=\"none\"\(paintAttributes(paint, bounds, prefix: "stroke")) stroke-width=\"\(n(style.lineWidth))\""
                if style.lineCap != .butt { attributes += " stroke-linecap=\"\(style.lineCap == .round ? "round" : "square")\"" }
                if style.lineJoin != .miter { attributes += " stroke-linejoin=\"\(style.lineJoin == .round ? "round" : "bevel")\"" }
                if style.miterLimit != 4 { attributes += " stroke-miterlimit=\"\(n(style.miterLimit))\"" }
                if !style.dash.isEmpty {
                    attributes += " stroke-dasharray=\"\(style.dash.map { n($0) }.joined(separator: " "))\""
                    if style.dashPhase != 0 { attributes += " stroke-dashoffset=\"\(n(style.dashPhase))\"" }
                }
                append("<path d=\"\(pathData(path))\"\(attributes)/>")
            case let .glyphs(run, bounds):
                glyphs(run, bounds: bounds)
            case let .image(bitmap, rect, tint):
                image(bitmap, rect, tint)
            case let .beginClip(path, eo):
                let id = makeID("clip")
                defs += "<clipPath id=\"\(id)\"><path d=\"\(pathData(path))\"\(eo ? " clip-rule=\"evenodd\"" : "")/></clipPath>\n"
                append("<g clip-path=\"url(#\(id))\">")
            case .endClip, .endLayer, .endTransform, .endBlend:
                append("</g>")
            case .beginBlend(let mode):
                // CSS blend modes for the separable and non-separable ones; SVG has no Porter–Duff
                // compositing for groups, so those draw normally in SVG (the PNG is exact).
                let css: [BlendMode: String] = [.multiply: "multiply", .screen: "screen", .overlay: "overlay", .darken: "darken",
                    .lighten: "lighten", .colorDodge: "color-dodge", .colorBurn: "color-burn", .softLight: "soft-light",
                    .hardLight: "hard-light", .difference: "difference", .exclusion: "exclusion", .hue: "hue",
                    .saturation: "saturation", .color: "color", .luminosity: "luminosity", .plusLighter: "plus-lighter"]
                append(css[mode].map { "<g style=\"mix-blend-mode:\($0)\">" } ?? "<g>")
            case .beginLayer(let opacity):
                append("<g opacity=\"\(n(CGFloat(opacity)))\">")
            case .beginMask:
                stack.append("")
            case .beginMaskContent:
                masks.append((stack.removeLast(), nil))
                stack.append("")
            case .endMask:
                let mask = stack.removeLast()
                let content = masks.removeLast().content
                let id = makeID("mask")
                defs += "<mask id=\"\(id)\" mask-type=\"alpha\" style=\"mask-type:alpha\">\n\(mask)</mask>\n"
                append("<g mask=\"url(#\(id))\">\n\(content)</g>")
            case .beginTransform(let t):
                append("<g transform=\"matrix(\([t.a, t.b, t.c, t.d, t.tx, t.ty].map { n($0) }.joined(separator: " ")))\">")
            case let .beginBlur(radius, bounds, _):
                let margin = radius * 1.5 + 2
                let region = bounds.insetBy(dx: -margin, dy: -margin)
                let id = makeID("blur")
                defs += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(region.minX))\" y=\"\(n(region.minY))\" " +
                    "width=\"\(n(region.width))\" height=\"\(n(region.height))\"><feGaussianBlur stdDeviation=\"\(n(radius / 2))\"/></filter>\n"
                append("<g filter=\"url(#\(id))\">")
            case .endBlur, .endLuminanceToAlpha, .endColorMatrix:
                append("</g>")
            case .beginColorMatrix(let matrix):
                // On sRGB components, as the raster does (SVG filters default to linear RGB).
                let id = makeID("cm")
                defs += "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" " +
                    "values=\"\(matrix.values.map { n(CGFloat($0)) }.joined(separator: " "))\"/></filter>\n"
                append("<g filter=\"url(#\(id))\">")
            case .beginLuminanceToAlpha:
                // Black with alpha = luma (sRGB components, as the raster) × the content's alpha.
                let id = makeID("l2a")
                defs += "<filter id=\"\(id)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" " +
                    "values=\"0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0.2126 0.7152 0.0722 0 0\" result=\"l\"/>" +
                    "<feComposite in=\"l\" in2=\"SourceAlpha\" operator=\"in\"/></filter>\n"
                append("<g filter=\"url(#\(id))\">")
            case let .beginShadow(color, radius, offset, bounds):
                shadows.append((color, radius, offset, bounds))
                stack.append("")
            case .endShadow:
                let content = stack.removeLast()
                let (color, radius, offset, bounds) = shadows.removeLast()
                let margin = radius * 1.5 + 2
                let region = bounds.insetBy(dx: -margin, dy: -margin).offsetBy(dx: min(offset.width, 0), dy: min(offset.height, 0))
                let id = makeID("shadow")
                defs += "<filter id=\"\(id)\" filterUnits=\"userSpaceOnUse\" x=\"\(n(region.minX))\" y=\"\(n(region.minY))\" " +
                    "width=\"\(n(region.width + abs(offset.width)))\" height=\"\(n(region.height + abs(offset.height)))\">" +
                    "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(radius / 2))\"/><feOffset dx=\"\(n(offset.width))\" dy=\"\(n(offset.height))\" result=\"b\"/>" +
                    "<feFlood flood-color=\"\(hex(color))\" flood-opacity=\"\(n(CGFloat(color.alpha)))\"/><feComposite in2=\"b\" operator=\"in\"/></filter>\n"
                append("<g filter=\"url(#\(id))\">\n\(content)</g>")
                append(content)
            }
        }
        let w = n(list.size.width), h = n(list.size.height)
        var document = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        document += "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" width=\"\(w)\" height=\"\(h)\" viewBox=\"0 0 \(w) \(h)\">\n"
        if !defs.isEmpty { document += "<defs>\n\(defs)</defs>\n" }
        document += stack[0]
        document += "</svg>\n"
        return Data(document.utf8)
    }

    private func append(_ line: String) {
        stack[stack.count - 1] += line
        stack[stack.count - 1] += "\n"
    }

    private func makeID(_ prefix: String) -> String {
        let id = nextID[prefix, default: 0]
        nextID[prefix] = id + 1
        return "\(prefix)\(id)"
    }

    // MARK: Paint

    private func fill(_ paint: ResolvedPaint, _ bounds: CGRect) -> String { paintAttributes(paint, bounds, prefix: "fill") }

    private func paintAttributes(_ paint: ResolvedPaint, _ bounds: CGRect, prefix: String) -> String {
        switch paint {
        case .color(let c):
            return " \(prefix)=\"\(hex(c))\"" + (c.alpha < 1 ? " \(prefix)-opacity=\"\(n(CGFloat(c.alpha)))\"" : "")
        case let .linearGradient(stops, start, end):
            let id = makeID("gradient")
            let p0 = point(start, bounds), p1 = point(end, bounds)
            defs += "<linearGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(p0.x))\" y1=\"\(n(p0.y))\" x2=\"\(n(p1.x))\" y2=\"\(n(p1.y))\">\(stopsXML(stops))</linearGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        case let .radialGradient(stops, center, r0, r1):
            let id = makeID("gradient")
            let c = point(center, bounds)
            let inner = r1 > 0 ? r0 / r1 : 0
            let shifted = stops.map { ResolvedPaint.GradientStop(color: $0.color, location: inner + $0.location * (1 - inner)) }
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(c.x))\" cy=\"\(n(c.y))\" r=\"\(n(r1))\">\(stopsXML(shifted))</radialGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        case let .ellipticalGradient(stops, center, r0, r1):
            // SVG's object bounding box units stretch the unit square over the shape, as SwiftUI does.
            let id = makeID("gradient")
            let inner = r1 > 0 ? r0 / r1 : 0
            let shifted = stops.map { ResolvedPaint.GradientStop(color: $0.color, location: inner + $0.location * (1 - inner)) }
            defs += "<radialGradient id=\"\(id)\" gradientUnits=\"objectBoundingBox\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(r1))\">\(stopsXML(shifted))</radialGradient>\n"
            return " \(prefix)=\"url(#\(id))\""
        case let .angularGradient(stops, _, _, _):
            // SVG has no conic gradient: the stops' middle color stands in (the raster is exact).
            let middle = CairoCanvas.color(in: stops, at: 0.5)
            return " \(prefix)=\"\(hex(middle))\"" + (middle.alpha < 1 ? " \(prefix)-opacity=\"\(n(CGFloat(middle.alpha)))\"" : "")
        }
    }

    private func point(_ u: UnitPoint, _ r: CGRect) -> CGPoint { CGPoint(x: r.minX + u.x * r.width, y: r.minY + u.y * r.height) }

    private func stopsXML(_ stops: [ResolvedPaint.GradientStop]) -> String {
        stops.map { "<stop offset=\"\(n($0.location))\" stop-color=\"\(hex($0.color))\"\($0.color.alpha < 1 ? " stop-opacity=\"\(n(CGFloat($0.color.alpha)))\"" : "")/>" }.joined()
    }

    private func hex(_ c: RGBA) -> String {
        func byte(_ v: Double) -> String {
            let b = Int((v * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(c.red) + byte(c.green) + byte(c.blue)
    }

    // MARK: Glyphs and images

    private func glyphs(_ run: GlyphRun, bounds: CGRect) {
        var uses = ""
        for (glyph, position) in zip(run.glyphs, run.positions) {
            let key = GlyphKey(face: run.face, size: run.size, glyph: glyph)
            let id: String
            if let known = glyphIDs[key] { id = known } else {
                id = makeID("glyph")
                glyphIDs[key] = id
                let outline = outlines.outline(of: key)
                if outlines.isColor(key), let picture = outlines.picture(of: key) {
                    // A color glyph (emoji) has no outline: its picture, placed as the glyph would be.
                    let r = picture.rect
                    defs += "<image id=\"\(id)\" x=\"\(n(r.minX))\" y=\"\(n(r.minY))\" width=\"\(n(r.width))\" height=\"\(n(r.height))\" " +
                        "preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(picture.png.base64EncodedString())\"/>\n"
                } else {
                    defs += "<path id=\"\(id)\" d=\"\(pathData(outline))\"/>\n"
                }
            }
            if run.horizontalScale != 1 {
                uses += "<use xlink:href=\"#\(id)\" transform=\"translate(\(n(position.x)) \(n(position.y))) scale(\(n(run.horizontalScale)) 1)\"/>"
            } else {
                uses += "<use xlink:href=\"#\(id)\" x=\"\(n(position.x))\" y=\"\(n(position.y))\"/>"
            }
        }
        append("<g\(fill(run.paint, bounds))>\(uses)</g>")
    }

    private func image(_ bitmap: ResolvedImage.Bitmap, _ rect: CGRect, _ tint: ResolvedPaint?) {
        guard let png = try? PNGCodec.encode(width: bitmap.width, height: bitmap.height, rgba: bitmap.pixels) else { return }
        let element = "<image x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" " +
            "preserveAspectRatio=\"none\" xlink:href=\"data:image/png;base64,\(png.base64EncodedString())\"/>"
        guard let tint else { append(element); return }
        let id = makeID("mask")
        defs += "<mask id=\"\(id)\" mask-type=\"alpha\" style=\"mask-type:alpha\">\(element)</mask>\n"
        append("<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(fill(tint, rect)) mask=\"url(#\(id))\"/>")
    }

    // MARK: Numbers and paths

    /// A coordinate with at most three decimals and no trailing zeros, by integer arithmetic: fast,
    /// and the same text on every machine.
    func n(_ value: CGFloat) -> String {
        guard value.isFinite else { return "0" }
        let thousandths = Int((value * 1000).rounded())
        let sign = thousandths < 0 ? "-" : ""
        let magnitude = abs(thousandths)
        let whole = magnitude / 1000, fraction = magnitude % 1000
        if fraction == 0 { return magnitude == 0 ? "0" : sign + String(whole) }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + String(whole) + "." + digits
    }

    func pathData(_ path: Path) -> String {
        var d = ""
        for element in path.elements {
            switch element {
            case .move(let p): d += "M\(n(p.x)) \(n(p.y))"
            case .line(let p): d += "L\(n(p.x)) \(n(p.y))"
            case let .quadCurve(p, c): d += "Q\(n(c.x)) \(n(c.y)) \(n(p.x)) \(n(p.y))"
            case let .curve(p, c1, c2): d += "C\(n(c1.x)) \(n(c1.y)) \(n(c2.x)) \(n(c2.y)) \(n(p.x)) \(n(p.y))"
            case .closeSubpath: d += "Z"
            }
        }
        return d
    }
}

/// Glyph outlines from Cairo (FreeType underneath), unhinted, relative to the glyph origin; cached
/// per (face, size, glyph) for the life of the owner.
final class GlyphOutlines {
    private var cache: [SVGWriter.GlyphKey: Path] = [:]
    private var pictures: [SVGWriter.GlyphKey: (png: Data, rect: CGRect)?] = [:]
    private var colorFaces: [FontFace: Bool] = [:]
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let canvas: CairoCanvas

    init(canvas: CairoCanvas) {
        self.canvas = canvas
        surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        cr = cairo_create(surface)!
    }

    deinit {
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
    }

    func outline(of key: SVGWriter.GlyphKey) -> Path {
        if let known = cache[key] { return known }
        var path = Path()
        if canvas.selectFont(key.face, size: key.size, on: cr) {
            cairo_new_path(cr)
            var glyph = cairo_glyph_t(index: UInt(key.glyph), x: 0, y: 0)
            cairo_glyph_path(cr, &glyph, 1)
            path = Path(cairoPath: cr)
        }
        cache[key] = path
        return path
    }

    /// Pixels per point of a color glyph's picture: sharp on a 3x screen with room to zoom (EST,
    /// Loupe's own choice; SVG has no device scale).
    static let pictureScale: CGFloat = 4

    /// Whether the glyph's font draws in its own colors (Noto Color Emoji): Cairo would trace such a
    /// bitmap glyph as a mosaic of pixel squares, so the SVG carries its picture instead.
    func isColor(_ key: SVGWriter.GlyphKey) -> Bool {
        if let known = colorFaces[key.face] { return known }
        var isColor = false
        if canvas.selectFont(key.face, size: key.size, on: cr), let scaled = cairo_get_scaled_font(cr),
           let face = cairo_ft_scaled_font_lock_face(scaled) {
            isColor = face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR) != 0
            cairo_ft_scaled_font_unlock_face(scaled)
        }
        colorFaces[key.face] = isColor
        return isColor
    }

    /// A glyph drawn in its own colors (a color bitmap font's emoji), as PNG, and where it sits
    /// relative to the glyph origin; nil for a glyph with no ink.
    func picture(of key: SVGWriter.GlyphKey) -> (png: Data, rect: CGRect)? {
        if let known = pictures[key] { return known }
        var result: (png: Data, rect: CGRect)?
        defer { pictures[key] = result }
        guard canvas.selectFont(key.face, size: key.size, on: cr) else { return nil }
        var glyph = cairo_glyph_t(index: UInt(key.glyph), x: 0, y: 0)
        var extents = cairo_text_extents_t()
        cairo_glyph_extents(cr, &glyph, 1, &extents)
        let scale = Double(Self.pictureScale)
        let width = Int32((extents.width * scale).rounded(.up)), height = Int32((extents.height * scale).rounded(.up))
        guard width > 0, height > 0, width < 4096, height < 4096,
              let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height) else { return nil }
        defer { cairo_surface_destroy(surface) }
        let pc = cairo_create(surface)!
        cairo_scale(pc, scale, scale)
        cairo_translate(pc, -extents.x_bearing, -extents.y_bearing)
        if canvas.selectFont(key.face, size: key.size, on: pc) { cairo_show_glyphs(pc, &glyph, 1) }
        cairo_destroy(pc)
        let raster = RasterConversion.straightRGBA(from: surface)
        guard stride(from: 3, to: raster.pixels.count, by: 4).contains(where: { raster.pixels[$0] > 0 }),
              let png = try? PNGCodec.encode(width: raster.width, height: raster.height, rgba: raster.pixels) else { return nil }
        result = (png, CGRect(x: extents.x_bearing, y: extents.y_bearing, width: Double(width) / scale, height: Double(height) / scale))
        return result
    }
}
