import CCairo
import CPango
import Foundation
import LoupeUI

/// Executes a display list on a Cairo context: the same code draws PNG rasters and SVG documents.
/// A canvas belongs to one thread; the font faces it draws with are the process's (FreeTypeFaces).
final class CairoCanvas {
    /// Faces this canvas has used, as FreeTypeFaces hands them out (it owns them).
    private var faces: [FontFace: OpaquePointer] = [:]
    /// Glyph outlines for SVG output, cached with this canvas (one per thread).
    lazy var glyphOutlines = GlyphOutlines(canvas: self)
    private let fontOptions: OpaquePointer

    init() {
        fontOptions = cairo_font_options_create()
        // Fixed options: the same glyph outlines on every machine.
        cairo_font_options_set_antialias(fontOptions, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(fontOptions, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(fontOptions, CAIRO_HINT_METRICS_OFF)
    }

    deinit {
        cairo_font_options_destroy(fontOptions)
    }

    /// Draws the list; `scale` maps points to device units (pixels for rasters, 1 for SVG).
    func draw(_ list: DisplayList, on cr: OpaquePointer, scale: CGFloat) {
        cairo_scale(cr, Double(scale), Double(scale))
        cairo_set_antialias(cr, CAIRO_ANTIALIAS_GRAY)
        var shadows: [(RGBA, CGFloat, CGSize, CGRect)] = []
        var opacities: [Double] = []
        var blends: [BlendMode] = []
        var blurs: [(radius: CGFloat, bounds: CGRect, opaque: Bool)] = []
        var colorMatrices: [ColorMatrix] = []
        for command in list.commands {
            switch command {
            case let .fill(path, paint, bounds, eo):
                addPath(path, to: cr)
                cairo_set_fill_rule(cr, eo ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setPaint(paint, bounds: bounds, on: cr)
                cairo_fill(cr)
            case let .stroke(path, paint, bounds, style):
                guard style.lineWidth > 0 else { continue }
                addPath(path, to: cr)
                cairo_set_line_width(cr, Double(style.lineWidth))
                cairo_set_line_cap(cr, style.lineCap == .round ? CAIRO_LINE_CAP_ROUND : style.lineCap == .square ? CAIRO_LINE_CAP_SQUARE : CAIRO_LINE_CAP_BUTT)
                cairo_set_line_join(cr, style.lineJoin == .round ? CAIRO_LINE_JOIN_ROUND : style.lineJoin == .bevel ? CAIRO_LINE_JOIN_BEVEL : CAIRO_LINE_JOIN_MITER)
                cairo_set_miter_limit(cr, Double(style.miterLimit))
                let dashes = style.dash.map(Double.init)
                cairo_set_dash(cr, dashes, Int32(dashes.count), Double(style.dashPhase))
                setPaint(paint, bounds: bounds, on: cr)
                cairo_stroke(cr)
                cairo_set_dash(cr, nil, 0, 0)
            case let .glyphs(run, bounds):
                drawGlyphs(run, bounds: bounds, on: cr)
            case let .image(bitmap, rect, tint):
                drawImage(bitmap, in: rect, tint: tint, on: cr)
            case let .beginClip(path, eo):
                cairo_save(cr)
                addPath(path, to: cr)
                cairo_set_fill_rule(cr, eo ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                cairo_clip(cr)
            case .endClip, .endTransform:
                cairo_restore(cr)
            case .beginLayer(let opacity):
                opacities.append(opacity)
                cairo_push_group(cr)
            case .beginBlend(let mode):
                blends.append(mode)
                cairo_push_group(cr)
            case .endBlend:
                cairo_pop_group_to_source(cr)
                cairo_set_operator(cr, Self.cairoOperator(blends.popLast() ?? .normal))
                cairo_paint(cr)
                cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
            case .endLayer:
                cairo_pop_group_to_source(cr)
                cairo_paint_with_alpha(cr, opacities.popLast() ?? 1)
            case .beginMask:
                cairo_push_group(cr)
            case .beginMaskContent:
                cairo_push_group(cr)
            case .endMask:
                let mask = cairo_pop_group(cr)
                let content = cairo_pop_group(cr)
                cairo_set_source(cr, content)
                cairo_mask(cr, mask)
                cairo_pattern_destroy(mask)
                cairo_pattern_destroy(content)
            case .beginTransform(let t):
                cairo_save(cr)
                var matrix = cairo_matrix_t(xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
                cairo_transform(cr, &matrix)
            case let .beginShadow(color, radius, offset, bounds):
                shadows.append((color, radius, offset, bounds))
                cairo_push_group(cr)
            case let .beginBlur(radius, bounds, opaque):
                blurs.append((radius, bounds, opaque))
                cairo_push_group(cr)
            case .beginLuminanceToAlpha:
                cairo_push_group(cr)
            case .beginColorMatrix(let matrix):
                colorMatrices.append(matrix)
                cairo_push_group(cr)
            case .endColorMatrix:
                let content = cairo_pop_group(cr)!
                Self.filter(content, through: colorMatrices.removeLast())
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_pattern_destroy(content)
            case .endLuminanceToAlpha:
                let content = cairo_pop_group(cr)!
                Self.luminanceToAlpha(content)
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_pattern_destroy(content)
            case .endBlur:
                let (radius, bounds, opaque) = blurs.removeLast()
                let content = cairo_pop_group(cr)!
                drawBlurred(content, radius: radius, bounds: bounds, opaque: opaque, scale: scale, on: cr)
                cairo_pattern_destroy(content)
            case .endShadow:
                let (color, radius, offset, bounds) = shadows.removeLast()
                let content = cairo_pop_group(cr)!
                drawShadow(of: content, color: color, radius: radius, offset: offset, bounds: bounds, scale: scale, on: cr)
                cairo_set_source(cr, content)
                cairo_paint(cr)
                cairo_pattern_destroy(content)
            }
        }
    }

    /// A group's pixels, row by row, to change in place: ARGB32 words, premultiplied, native endian.
    static func editPixels(of group: OpaquePointer, _ edit: (_ row: UnsafeMutablePointer<UInt32>, _ width: Int) -> Void) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(group, &surface) == CAIRO_STATUS_SUCCESS, let surface,
              cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE else { return }
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            edit((data + y * stride).withMemoryRebound(to: UInt32.self, capacity: width) { $0 }, width)
        }
        cairo_surface_mark_dirty(surface)
    }

    /// Puts a group's pixels through a colour matrix in place: each premultiplied pixel made
    /// straight, filtered, clamped and premultiplied again, in integers at the end so the same
    /// pixels give the same bytes everywhere.
    static func filter(_ group: OpaquePointer, through matrix: ColorMatrix) {
        // A filter that lifts a zero alpha (an alpha constant) reaches transparent pixels too.
        let touchesClear = matrix.values[19] > 0
        editPixels(of: group) { row, width in
            for x in 0..<width {
                let pixel = row[x]
                let a = Double(pixel >> 24)
                guard a > 0 || touchesClear else { continue }
                let straight = a > 0 ? 255 / a : 0
                let (r, g, b, alpha) = matrix.apply(red: Double(pixel >> 16 & 0xFF) * straight / 255, green: Double(pixel >> 8 & 0xFF) * straight / 255,
                                                    blue: Double(pixel & 0xFF) * straight / 255, alpha: a / 255)
                func byte(_ v: Double) -> UInt32 { UInt32((v * alpha * 255).rounded()) }
                row[x] = UInt32((alpha * 255).rounded()) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
            }
        }
    }

    /// Turns a group's pixels into a luminance mask in place: black, alpha = luma × alpha. Cairo's
    /// pixels are premultiplied, so the premultiplied components give luma × alpha directly.
    static func luminanceToAlpha(_ group: OpaquePointer) {
        editPixels(of: group) { row, width in
            for x in 0..<width {
                let pixel = row[x]
                let r = Double(pixel >> 16 & 0xFF), g = Double(pixel >> 8 & 0xFF), b = Double(pixel & 0xFF)
                let alpha = UInt32((0.2126 * r + 0.7152 * g + 0.0722 * b).rounded())
                row[x] = min(alpha, 255) << 24
            }
        }
    }

    private func addPath(_ path: Path, to cr: OpaquePointer) {
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let p): cairo_move_to(cr, Double(p.x), Double(p.y)); current = p
            case .line(let p): cairo_line_to(cr, Double(p.x), Double(p.y)); current = p
            case let .quadCurve(p, c):
                // A quadratic as the equivalent cubic.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case let .curve(p, c1, c2):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y)); current = p
            case .closeSubpath: cairo_close_path(cr)
            }
        }
    }

    private func setPaint(_ paint: ResolvedPaint, bounds: CGRect, on cr: OpaquePointer) {
        func point(_ u: UnitPoint) -> (Double, Double) {
            (Double(bounds.minX + u.x * bounds.width), Double(bounds.minY + u.y * bounds.height))
        }
        func addStops(_ pattern: OpaquePointer, _ stops: [ResolvedPaint.GradientStop]) {
            for stop in stops {
                cairo_pattern_add_color_stop_rgba(pattern, Double(stop.location), stop.color.red, stop.color.green, stop.color.blue, stop.color.alpha)
            }
        }
        switch paint {
        case .color(let c):
            cairo_set_source_rgba(cr, c.red, c.green, c.blue, c.alpha)
        case let .linearGradient(stops, start, end):
            let (x0, y0) = point(start), (x1, y1) = point(end)
            let pattern = cairo_pattern_create_linear(x0, y0, x1, y1)!
            addStops(pattern, stops)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .radialGradient(stops, center, r0, r1):
            let (cx, cy) = point(center)
            let pattern = cairo_pattern_create_radial(cx, cy, Double(r0), cx, cy, Double(r1))!
            addStops(pattern, stops)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .ellipticalGradient(stops, center, r0, r1):
            // Drawn in the unit square; the pattern matrix maps user space onto it (user → pattern).
            guard bounds.width > 0, bounds.height > 0 else { cairo_set_source_rgba(cr, 0, 0, 0, 0); return }
            let pattern = cairo_pattern_create_radial(Double(center.x), Double(center.y), Double(r0), Double(center.x), Double(center.y), Double(r1))!
            addStops(pattern, stops)
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, 1 / Double(bounds.width), 1 / Double(bounds.height))
            cairo_matrix_translate(&matrix, -Double(bounds.minX), -Double(bounds.minY))
            cairo_pattern_set_matrix(pattern, &matrix)
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        case let .angularGradient(stops, center, startAngle, endAngle):
            // Cairo has no conic gradient: a mesh of thin sectors, each a linear blend of its two edges.
            let (cx, cy) = point(center)
            let radius = Double(hypot(bounds.width, bounds.height))
            let pattern = cairo_pattern_create_mesh()!
            let sectors = 180
            let a0 = startAngle.radians, span = endAngle.radians - startAngle.radians
            for i in 0..<sectors {
                let t0 = Double(i) / Double(sectors), t1 = Double(i + 1) / Double(sectors)
                let c0 = Self.color(in: stops, at: t0), c1 = Self.color(in: stops, at: t1)
                let b0 = a0 + span * t0, b1 = a0 + span * t1
                cairo_mesh_pattern_begin_patch(pattern)
                cairo_mesh_pattern_move_to(pattern, cx, cy)
                cairo_mesh_pattern_line_to(pattern, cx + radius * cos(b0), cy + radius * sin(b0))
                cairo_mesh_pattern_line_to(pattern, cx + radius * cos(b1), cy + radius * sin(b1))
                cairo_mesh_pattern_line_to(pattern, cx, cy)
                for (corner, c) in [(0, c0), (1, c0), (2, c1), (3, c1)] {
                    cairo_mesh_pattern_set_corner_color_rgba(pattern, UInt32(corner), c.red, c.green, c.blue, c.alpha)
                }
                cairo_mesh_pattern_end_patch(pattern)
            }
            cairo_set_source(cr, pattern)
            cairo_pattern_destroy(pattern)
        }
    }

    /// SwiftUI's blend modes as Cairo operators. plusDarker has no Cairo operator: multiply is the
    /// nearest (EST; it darkens less where both are light).
    static func cairoOperator(_ mode: BlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: return CAIRO_OPERATOR_OVER
        case .multiply, .plusDarker: return CAIRO_OPERATOR_MULTIPLY
        case .screen: return CAIRO_OPERATOR_SCREEN
        case .overlay: return CAIRO_OPERATOR_OVERLAY
        case .darken: return CAIRO_OPERATOR_DARKEN
        case .lighten: return CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: return CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: return CAIRO_OPERATOR_COLOR_BURN
        case .softLight: return CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: return CAIRO_OPERATOR_HARD_LIGHT
        case .difference: return CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: return CAIRO_OPERATOR_EXCLUSION
        case .hue: return CAIRO_OPERATOR_HSL_HUE
        case .saturation: return CAIRO_OPERATOR_HSL_SATURATION
        case .color: return CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: return CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: return CAIRO_OPERATOR_ATOP
        case .destinationOver: return CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: return CAIRO_OPERATOR_DEST_OUT
        case .plusLighter: return CAIRO_OPERATOR_ADD
        }
    }

    static func color(in stops: [ResolvedPaint.GradientStop], at t: Double) -> RGBA {
        guard let first = stops.first else { return .clear }
        if t <= Double(first.location) { return first.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t <= Double(b.location) {
            let span = Double(b.location - a.location)
            let f = span > 0 ? (t - Double(a.location)) / span : 1
            return RGBA(red: a.color.red + (b.color.red - a.color.red) * f, green: a.color.green + (b.color.green - a.color.green) * f,
                        blue: a.color.blue + (b.color.blue - a.color.blue) * f, alpha: a.color.alpha + (b.color.alpha - a.color.alpha) * f)
        }
        return stops.last!.color
    }

    private func face(_ face: FontFace) -> OpaquePointer? {
        if let known = faces[face] { return known }
        // From FreeType faces opened once, not from a file name (FreeTypeFaces says why).
        guard let cairoFace = FreeTypeFaces.shared.cairoFace(face) else { return nil }
        faces[face] = cairoFace
        return cairoFace
    }

    /// Sets a font face, size and Loupe's fixed font options on a context; false if it cannot load.
    func selectFont(_ fontFace: FontFace, size: CGFloat, on cr: OpaquePointer) -> Bool {
        guard let face = face(fontFace) else { return false }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, Double(size))
        cairo_set_font_options(cr, fontOptions)
        return true
    }

    private func drawGlyphs(_ run: GlyphRun, bounds: CGRect, on cr: OpaquePointer) {
        guard !run.glyphs.isEmpty, selectFont(run.face, size: run.size, on: cr) else { return }
        if run.horizontalScale != 1 {
            var matrix = cairo_matrix_t()
            cairo_matrix_init_scale(&matrix, Double(run.size * run.horizontalScale), Double(run.size))
            cairo_set_font_matrix(cr, &matrix)
        }
        let glyphs = zip(run.glyphs, run.positions).map { cairo_glyph_t(index: UInt($0), x: Double($1.x), y: Double($1.y)) }
        setPaint(run.paint, bounds: bounds, on: cr)
        glyphs.withUnsafeBufferPointer { cairo_show_glyphs(cr, $0.baseAddress, Int32($0.count)) }
    }

    private func drawImage(_ bitmap: ResolvedImage.Bitmap, in rect: CGRect, tint: ResolvedPaint?, on cr: OpaquePointer) {
        guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0 else { return }
        let surface = RasterConversion.surface(from: bitmap)
        defer { cairo_surface_destroy(surface) }
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(bitmap.width), Double(rect.height) / Double(bitmap.height))
        // Padded sampling: a scaled image keeps full coverage up to its edges instead of fading out.
        let pattern = cairo_pattern_create_for_surface(surface)!
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        cairo_rectangle(cr, 0, 0, Double(bitmap.width), Double(bitmap.height))
        cairo_clip(cr)
        if let tint {
            setPaint(tint, bounds: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height), on: cr)
            cairo_mask(cr, pattern)
        } else {
            cairo_set_source(cr, pattern)
            cairo_paint(cr)
        }
        cairo_restore(cr)
    }

    /// `.blur`: the content's pixels in its bounds grown by the blur, blurred in all four channels
    /// (three box blurs ≈ a Gaussian of σ = radius / 2, as shadows), drawn where they were; an
    /// opaque blur is clipped to the bounds.
    private func drawBlurred(_ content: OpaquePointer, radius: CGFloat, bounds: CGRect, opaque: Bool, scale: CGFloat, on cr: OpaquePointer) {
        let blur = Int((radius / 2 * scale).rounded())
        let margin = opaque ? 0 : CGFloat(blur * 3 + 2) / scale
        guard let (pixels, x0, y0) = offscreen(content, format: CAIRO_FORMAT_ARGB32, covering: bounds.insetBy(dx: -margin, dy: -margin), on: cr) else { return }
        defer { cairo_surface_destroy(pixels) }
        RasterConversion.boxBlur(pixels, radius: blur, channels: 4)
        cairo_surface_mark_dirty(pixels)
        cairo_save(cr)
        if opaque {
            cairo_rectangle(cr, Double(bounds.minX), Double(bounds.minY), Double(bounds.width), Double(bounds.height))
            cairo_clip(cr)
        }
        cairo_identity_matrix(cr)
        cairo_set_source_surface(cr, pixels, x0, y0)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// A shadow: the content's alpha, blurred (three box blurs ≈ a Gaussian of σ = radius / 2, as
    /// SwiftUI's radius reads), tinted and offset, drawn under the content. Only the content's
    /// bounds, grown by the blur, are blurred: a small shadow costs a small buffer.
    private func drawShadow(of content: OpaquePointer, color: RGBA, radius: CGFloat, offset: CGSize, bounds: CGRect,
                            scale: CGFloat, on cr: OpaquePointer) {
        let blur = Int((radius / 2 * scale).rounded())
        let margin = CGFloat(blur * 3 + 2) / scale
        guard let (alpha, x0, y0) = offscreen(content, format: CAIRO_FORMAT_A8, covering: bounds.insetBy(dx: -margin, dy: -margin), on: cr) else { return }
        defer { cairo_surface_destroy(alpha) }
        RasterConversion.boxBlur(alpha, radius: blur)
        cairo_surface_mark_dirty(alpha)
        cairo_save(cr)
        cairo_identity_matrix(cr)
        cairo_set_source_rgba(cr, color.red, color.green, color.blue, color.alpha)
        cairo_mask_surface(cr, alpha, x0 + Double(offset.width * scale), y0 + Double(offset.height * scale))
        cairo_restore(cr)
    }

    /// `content` painted into a new surface of `format` that covers `region` (user space) in device
    /// pixels through the current transform (under a rotation or scale, the transformed bounding
    /// box), with the surface's device origin; nil for an empty or absurdly large region.
    private func offscreen(_ content: OpaquePointer, format: cairo_format_t, covering region: CGRect,
                           on cr: OpaquePointer) -> (surface: OpaquePointer, x: Double, y: Double)? {
        var corners: [(Double, Double)] = []
        for (cx, cy) in [(region.minX, region.minY), (region.maxX, region.minY), (region.minX, region.maxY), (region.maxX, region.maxY)] {
            var x = Double(cx), y = Double(cy)
            cairo_user_to_device(cr, &x, &y)
            corners.append((x, y))
        }
        let x0 = floor(corners.map(\.0).min()!), y0 = floor(corners.map(\.1).min()!)
        let width = Int32(ceil(corners.map(\.0).max()!) - x0), height = Int32(ceil(corners.map(\.1).max()!) - y0)
        guard width > 0, height > 0, width < 16_384, height < 16_384, let surface = cairo_image_surface_create(format, width, height) else { return nil }
        let sc = cairo_create(surface)!
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cr, &matrix)
        matrix.x0 -= x0
        matrix.y0 -= y0
        cairo_set_matrix(sc, &matrix)
        cairo_set_source(sc, content)
        cairo_paint(sc)
        cairo_destroy(sc)
        cairo_surface_flush(surface)
        return (surface, x0, y0)
    }
}
