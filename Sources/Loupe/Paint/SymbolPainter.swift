import Foundation
import LoupeUI

/// Draws an SF Symbol laid out by the text engine (`SymbolLayout`): its outlines, grown or shrunk for
/// the font's weight, and its composition — enclosure, slash, badge, second glyph — in one layer, so
/// the clear parts (the glyph cut out of a filled circle, the gap beside a slash or around a badge)
/// cut only the symbol, not what is behind it.
///
/// In the hierarchical and palette modes the parts are layers (`SymbolStyle`): an enclosure and a
/// pair's second glyph take the secondary paint, and a filled enclosure is drawn under its glyph
/// instead of having the glyph cut out of it. The base glyph's own layers (`SymbolStyle.parts`: a
/// layered stand-in's glyphs, a battery's level) take their paints in every mode but monochrome. A
/// variable symbol's layers above its value are dimmed.
struct SymbolPainter {
    let symbol: SymbolLayout
    /// The paints of the primary, secondary and tertiary layers and of a variable symbol's dimmed
    /// layers, mapped for the cell's rendering mode.
    let paint: ResolvedPaint
    let secondary: ResolvedPaint
    let tertiary: ResolvedPaint
    let dimmed: ResolvedPaint
    /// The badge's: multicolor's fixed colour for it, else the primary paint.
    let badge: ResolvedPaint
    let frame: CGRect

    /// Whether the parts are drawn as layers of their own paints (hierarchical, palette).
    private var isLayered: Bool { symbol.style.mode == .hierarchical || symbol.style.mode == .palette }

    private static let clear = ResolvedPaint.color(RGBA(red: 0, green: 0, blue: 0))

    var commands: [DisplayCommand] {
        let outline = placed(symbol.outline)
        if symbol.composition.isPlain && symbol.layers.isEmpty && symbol.glyphLayers.isEmpty { return pieces(outline, paint: paint) }
        var out: [DisplayCommand] = [.beginLayer(opacity: 1)]
        let side = min(symbol.size.width, symbol.size.height)
        let gap = side * FontRoles.symbolPairGap
        // The glyph, and the second glyph of a pair: the one in front is cut clear of the one
        // behind (`.on.` puts the first in front, `.and.` the second, over the first's corner).
        // `cut`: drawn as a knock-out shape (every part in the clear colour), not in its paints.
        func content(_ paint: ResolvedPaint, cut: Bool = false) -> [DisplayCommand] {
            var drawn = symbol.outline.isEmpty ? [] : cut ? glyph(outline, paint: paint) : pieces(outline, paint: paint)
            drawn += glyphLayers(paint, cut: cut, gap: gap)
            // A variable symbol's layers: lit up to its value, dimmed above it.
            let value = symbol.style.variableValue ?? 1
            for (index, layer) in symbol.layers.enumerated() {
                let lit = value >= Double(index + 1) / Double(symbol.layers.count) - 1e-9
                drawn += glyph(placed(layer), paint: cut || lit ? paint : dimmed)
            }
            guard let companion = symbol.companion.map(placed), let arrangement = symbol.composition.companion?.arrangement else {
                return drawn
            }
            // The second glyph is the secondary layer: behind the first in `.on.`, in front in `.and.`.
            let second = cut || !isLayered ? paint : secondary
            let (back, backPaint, front, frontPaint) = arrangement == .on ? (companion, second, outline, paint) : (outline, paint, companion, second)
            return [.beginLayer(opacity: 1)] + glyph(back, paint: backPaint) + knockOut(grown(front, by: gap))
                + glyph(front, paint: frontPaint) + [.endLayer]
        }
        if let enclosure = symbol.composition.enclosure, let box = symbol.enclosureBox {
            let rect = box.offsetBy(dx: frame.minX, dy: frame.minY)
            let line = min(rect.width, rect.height) * FontRoles.enclosureLineWidth + 2 * symbol.weightOffset
            let enclosurePaint = isLayered ? secondary : paint
            if symbol.composition.filledEnclosure {
                out.append(.fill(shape(enclosure, in: rect), enclosurePaint, bounds: rect, eoFill: false))
                // Monochrome cuts the glyph out of the disc; the layered modes draw it on the disc.
                out += isLayered ? content(paint) : knockOut(content(Self.clear, cut: true))
            } else {
                out.append(.stroke(shape(enclosure, in: rect.insetBy(dx: line / 2, dy: line / 2)), enclosurePaint, bounds: rect,
                                   StrokeStyle(lineWidth: max(line, 0.1), lineJoin: .round)))
                out += content(paint)
            }
        } else {
            out += content(paint)
        }
        if symbol.composition.slashed {
            // Top-leading to bottom-trailing across the glyph's ink, a clear gap cut on its lower side.
            let ink = symbol.ink.offsetBy(dx: frame.minX, dy: frame.minY)
            let width = side * FontRoles.slashLineWidth + 2 * symbol.weightOffset, gap = side * FontRoles.slashGap
            var slash = Path()
            slash.move(to: CGPoint(x: ink.minX, y: ink.minY))
            slash.addLine(to: CGPoint(x: ink.maxX, y: ink.maxY))
            var cut = Path()
            let shift = (width + gap) / 2 / 2.squareRoot()
            cut.move(to: CGPoint(x: ink.minX - shift, y: ink.minY + shift))
            cut.addLine(to: CGPoint(x: ink.maxX - shift, y: ink.maxY + shift))
            out += knockOut([.stroke(cut, Self.clear, bounds: frame, StrokeStyle(lineWidth: gap + width / 2))])
            out.append(.stroke(slash, paint, bounds: frame, StrokeStyle(lineWidth: max(width, 0.1), lineCap: .round)))
        }
        if let placedBadge = symbol.badge {
            let disc = placedBadge.disc.offsetBy(dx: frame.minX, dy: frame.minY)
            if let badgeOutline = placedBadge.outline.map(placed) {
                // A symbol badge: a clear disc cut from the glyph, the badge's glyph inside it.
                out += knockOut([.fill(Path(ellipseIn: disc), Self.clear, bounds: disc, eoFill: false)])
                out += glyph(badgeOutline, paint: badge)
            } else {
                // A dot with a clear ring around it.
                let ring = side * FontRoles.badgeDotGap
                out += knockOut([.fill(Path(ellipseIn: disc.insetBy(dx: -ring, dy: -ring)), Self.clear, bounds: disc, eoFill: false)])
                out.append(.fill(Path(ellipseIn: disc), badge, bounds: disc, eoFill: false))
            }
        }
        out.append(.endLayer)
        return out
    }

    private func placed(_ path: Path) -> Path { path.offsetBy(dx: frame.minX, dy: frame.minY) }

    /// A layered stand-in's glyphs, back to front, each in its layer's paint (`SymbolStyle.Part.Piece.glyph`),
    /// each cut clear of those behind it by `gap`, as SF separates its layers; `cut` draws them all
    /// in `paint` as one knock-out shape. An area piece picks parts out of any glyph (the horizon
    /// line of the sun's glyph under `sunrise`'s arrow).
    private func glyphLayers(_ paint: ResolvedPaint, cut: Bool, gap: CGFloat) -> [DisplayCommand] {
        guard !symbol.glyphLayers.isEmpty else { return [] }
        let parts = symbol.style.parts
        let rest = parts.first { $0.piece == .rest }?.paint ?? paint
        let areas = parts.filter { if case .area = $0.piece { return true } else { return false } }
        let ink = symbol.ink.offsetBy(dx: frame.minX, dy: frame.minY)
        var out: [DisplayCommand] = [.beginLayer(opacity: 1)]
        for (index, layer) in symbol.glyphLayers.map(placed).enumerated() {
            // Cut by the glyph's silhouette, holes filled: an outlined cloud hides the sun behind it.
            if index > 0 { out += knockOut(grown(silhouette(layer), by: gap)) }
            let layerPaint = cut ? paint : parts.first { $0.piece == .glyph(index) }?.paint ?? rest
            guard !cut, !areas.isEmpty else { out += glyph(layer, paint: layerPaint); continue }
            for part in layer.filledParts {
                let match = areas.first { $0.piece.holds(part, in: ink, hasIslands: false) }
                out += glyph(part.path, paint: match?.paint ?? layerPaint)
            }
        }
        return out + [.endLayer]
    }

    /// An outline's outer contours without their holes (islands inside holes dropped with them).
    private func silhouette(_ path: Path) -> Path {
        var outer = Path()
        for part in path.filledParts where part.depth == 0 { outer.addPath(part.outer) }
        return outer
    }

    /// The base glyph in `paint`, but for the layers of `SymbolStyle.parts` in their own paints: each
    /// filled part of the outline takes the first piece it matches, by its depth, its holes or where
    /// its centre sits in the ink box. A filled enclosure's cut-out glyph is drawn on it, after the rest.
    private func pieces(_ outline: Path, paint: ResolvedPaint) -> [DisplayCommand] {
        let pieces = symbol.style.parts
        guard !pieces.isEmpty else { return glyph(outline, paint: paint) }
        let ink = symbol.ink.offsetBy(dx: frame.minX, dy: frame.minY)
        guard ink.width > 0, ink.height > 0 else { return glyph(outline, paint: paint) }
        let parts = outline.filledParts
        // A glyph with islands in its holes is an outline around them (a ring around an arrow), not
        // a filled enclosure with its glyph cut out.
        let hasIslands = parts.contains { $0.depth >= 2 }
        let matches = parts.map { part in pieces.first { $0.piece.holds(part, in: ink, hasIslands: hasIslands) } }
        // The rest is what the other layers leave: a glyph none of them is found in is drawn whole.
        guard matches.contains(where: { $0 != nil && $0?.piece != .rest }) else { return glyph(outline, paint: paint) }
        var byPaint: [(paint: ResolvedPaint, path: Path)] = []
        var onTop = Path()
        func add(_ path: Path, _ partPaint: ResolvedPaint) {
            if let index = byPaint.firstIndex(where: { $0.paint == partPaint }) {
                byPaint[index].path.addPath(path)
            } else {
                byPaint.append((partPaint, path))
            }
        }
        for (part, match) in zip(parts, matches) {
            if let match, match.piece == .enclosure {
                // The enclosure whole (its outer contour), the glyph cut out of it filled on top.
                add(part.outer, match.paint)
                onTop.addPath(part.holes)
            } else {
                add(part.path, match?.paint ?? paint)
            }
        }
        return byPaint.flatMap { glyph($0.path, paint: $0.paint) } + (onTop.isEmpty ? [] : glyph(onTop, paint: paint))
    }

    /// An outline filled, grown or shrunk by the weight offset: grown by stroking its edge as wide as
    /// twice the offset; shrunk by cutting that stroke out of the fill, in a layer of its own. The
    /// stroke's joins are bevelled: at offsets of a fraction of a point they look as round joins do,
    /// and Cairo strokes them a fifth faster over a whole matrix (verify on 2 jobs 1,100 → 1,434
    /// cells/s, medians, where round joins had cost the symbols' weight 20 %).
    private func glyph(_ path: Path, paint: ResolvedPaint? = nil) -> [DisplayCommand] {
        let paint = paint ?? self.paint
        let offset = symbol.weightOffset
        let fill = DisplayCommand.fill(path, paint, bounds: frame, eoFill: false)
        if abs(offset) < 0.001 { return [fill] }
        let edge = StrokeStyle(lineWidth: 2 * abs(offset), lineJoin: .bevel)
        if offset > 0 { return [fill, .stroke(path, paint, bounds: frame, edge)] }
        return [.beginLayer(opacity: 1), fill] + knockOut([.stroke(path, Self.clear, bounds: frame, edge)]) + [.endLayer]
    }

    /// An outline grown by the weight offset and `extra` more, in the clear colour: a knock-out shape.
    private func grown(_ path: Path, by extra: CGFloat) -> [DisplayCommand] {
        let width = 2 * (symbol.weightOffset + extra)
        let fill = DisplayCommand.fill(path, Self.clear, bounds: frame, eoFill: false)
        guard width > 0.001 else { return [fill] }
        return [fill, .stroke(path, Self.clear, bounds: frame, StrokeStyle(lineWidth: width, lineJoin: .round))]
    }

    /// Commands drawn as a group that clears what the symbol drew under them.
    private func knockOut(_ commands: [DisplayCommand]) -> [DisplayCommand] {
        [.beginBlend(.destinationOut)] + commands + [.endBlend]
    }

    private func shape(_ enclosure: SymbolComposition.Enclosure, in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        switch enclosure {
        case .circle:
            return Path(ellipseIn: rect)
        case .square, .rectangle:
            return Path(roundedRect: rect, cornerRadius: side * FontRoles.squareEnclosureCornerRadius, style: .continuous)
        case .app:
            return Path(roundedRect: rect, cornerRadius: side * FontRoles.appEnclosureCornerRadius, style: .continuous)
        case .capsule:
            return Path(roundedRect: rect, cornerRadius: side / 2, style: .circular)
        case .diamond:
            return polygon([(0.5, 0), (1, 0.5), (0.5, 1), (0, 0.5)], in: rect)
        case .triangle:
            return polygon([(0.5, 0.04), (1, 0.94), (0, 0.94)], in: rect)
        case .hexagon:
            return polygon([(0.5, 0), (0.933, 0.25), (0.933, 0.75), (0.5, 1), (0.067, 0.75), (0.067, 0.25)], in: rect)
        case .octagon:
            return polygon([(0.293, 0), (0.707, 0), (1, 0.293), (1, 0.707), (0.707, 1), (0.293, 1), (0, 0.707), (0, 0.293)], in: rect)
        case .shield:
            var path = Path()
            func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: rect.minX + x * rect.width, y: rect.minY + y * rect.height) }
            path.move(to: p(0.5, 0))
            path.addLine(to: p(0.92, 0.15))
            path.addCurve(to: p(0.5, 1), control1: p(0.92, 0.6), control2: p(0.75, 0.85))
            path.addCurve(to: p(0.08, 0.15), control1: p(0.25, 0.85), control2: p(0.08, 0.6))
            path.closeSubpath()
            return path
        }
    }

    private func polygon(_ points: [(CGFloat, CGFloat)], in rect: CGRect) -> Path {
        var path = Path()
        path.addLines(points.map { CGPoint(x: rect.minX + $0.0 * rect.width, y: rect.minY + $0.1 * rect.height) })
        path.closeSubpath()
        return path
    }
}

extension SymbolStyle.Part.Piece {
    /// Whether a filled part of a glyph's outline is this piece: by its depth, its holes, or where its
    /// centre sits in the symbol's `ink` box. `hasIslands`: the outline has islands in its holes (then
    /// it is an outline around them, not a filled enclosure with its glyph cut out). A glyph of a
    /// layered stand-in is picked by its index, not by its parts.
    func holds(_ part: Path.FilledPart, in ink: CGRect, hasIslands: Bool) -> Bool {
        switch self {
        case .glyph: return false
        case .inner: return part.depth >= 2
        case .enclosure: return !part.holes.isEmpty && !hasIslands
        case .area(let area):
            guard ink.width > 0, ink.height > 0 else { return false }
            let box = part.bounds
            return area.contains(CGPoint(x: (box.midX - ink.minX) / ink.width, y: (box.midY - ink.minY) / ink.height))
        case .rest: return true
        }
    }
}
