import Foundation
import LoupeUI

/// Draws a composed SF Symbol (SymbolComposition): the glyph, its enclosure and its slash, in one
/// layer so the clear parts — the glyph cut out of a filled circle, the gap beside a slash — cut
/// only the symbol, not what is behind it.
struct SymbolCompositionPainter {
    let symbol: SymbolLayout
    /// The glyphs, painted and moved onto the frame.
    let run: GlyphRun
    let frame: CGRect

    var commands: [DisplayCommand] {
        var out: [DisplayCommand] = [.beginLayer(opacity: 1)]
        let side = min(symbol.size.width, symbol.size.height)
        if let enclosure = symbol.composition.enclosure, let box = symbol.enclosureBox {
            let rect = box.offsetBy(dx: frame.minX, dy: frame.minY)
            let line = min(rect.width, rect.height) * FontRoles.enclosureLineWidth
            if symbol.composition.filledEnclosure {
                out.append(.fill(shape(enclosure, in: rect), run.paint, bounds: rect, eoFill: false))
                out += [.beginBlend(.destinationOut), .glyphs(run, bounds: frame), .endBlend]
            } else {
                out.append(.stroke(shape(enclosure, in: rect.insetBy(dx: line / 2, dy: line / 2)), run.paint, bounds: rect, StrokeStyle(lineWidth: line)))
                out.append(.glyphs(run, bounds: frame))
            }
        } else {
            out.append(.glyphs(run, bounds: frame))
        }
        if symbol.composition.slashed {
            // Top-leading to bottom-trailing across the glyph's ink, a clear gap cut on its lower side.
            let ink = symbol.ink.offsetBy(dx: frame.minX, dy: frame.minY)
            let width = side * FontRoles.slashLineWidth, gap = side * FontRoles.slashGap
            var slash = Path()
            slash.move(to: CGPoint(x: ink.minX, y: ink.minY))
            slash.addLine(to: CGPoint(x: ink.maxX, y: ink.maxY))
            var cut = Path()
            let shift = (width + gap) / 2 / 2.squareRoot()
            cut.move(to: CGPoint(x: ink.minX - shift, y: ink.minY + shift))
            cut.addLine(to: CGPoint(x: ink.maxX - shift, y: ink.maxY + shift))
            out += [DisplayCommand.beginBlend(.destinationOut), .stroke(cut, .color(RGBA(red: 0, green: 0, blue: 0)), bounds: frame, StrokeStyle(lineWidth: gap + width / 2)), .endBlend]
            out.append(.stroke(slash, run.paint, bounds: frame, StrokeStyle(lineWidth: width, lineCap: .round)))
        }
        if let badge = symbol.badge {
            let disc = badge.disc.offsetBy(dx: frame.minX, dy: frame.minY)
            if var glyphs = badge.run {
                // A symbol badge: a clear disc cut from the glyph, the badge's glyph inside it.
                out += [DisplayCommand.beginBlend(.destinationOut), .fill(Path(ellipseIn: disc), .color(RGBA(red: 0, green: 0, blue: 0)), bounds: disc, eoFill: false), .endBlend]
                glyphs.paint = run.paint
                glyphs.positions = glyphs.positions.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
                out.append(.glyphs(glyphs, bounds: disc))
            } else {
                // A dot with a clear ring around it.
                let gap = side * FontRoles.badgeDotGap
                out += [DisplayCommand.beginBlend(.destinationOut), .fill(Path(ellipseIn: disc.insetBy(dx: -gap, dy: -gap)), .color(RGBA(red: 0, green: 0, blue: 0)), bounds: disc, eoFill: false), .endBlend]
                out.append(.fill(Path(ellipseIn: disc), run.paint, bounds: disc, eoFill: false))
            }
        }
        out.append(.endLayer)
        return out
    }

    private func shape(_ enclosure: SymbolComposition.Enclosure, in rect: CGRect) -> Path {
        switch enclosure {
        case .circle: return Path(ellipseIn: rect)
        case .square: return Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) * FontRoles.squareEnclosureCornerRadius, style: .continuous)
        }
    }
}
