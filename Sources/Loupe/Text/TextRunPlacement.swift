import Foundation
import LoupeUI

/// A text's lines placed on their baselines: each line aligned in the widest (its alignment,
/// mirrored right to left), its glyphs grouped into runs of one run, face, size and stretch, and
/// each run's underline and strikethrough from the figures in `FontRoles`.
struct TextRunPlacement {
    private(set) var runs: [GlyphRun] = []
    private(set) var decorations: [TextDecoration] = []
    private(set) var lineBoxes: [CGRect] = []
    /// The widest line's width, unrounded.
    let textWidth: CGFloat

    init(lines: [PangoLine], infos: [PangoTextEngine.RunInfo], baselines: TextBaselines, text: ResolvedText, pixel: CGFloat) {
        textWidth = lines.map(\.width).max() ?? 0
        let rtl = text.layoutDirection == .rightToLeft
        for (i, line) in lines.enumerated() {
            let free = textWidth - line.width
            let offset: CGFloat
            switch text.alignment {
            case .leading: offset = rtl ? free : 0
            case .center: offset = free / 2
            case .trailing: offset = rtl ? 0 : free
            }
            let baseline = baselines.baseline(i)
            lineBoxes.append(CGRect(x: offset, y: baseline - (line.metrics.isEmpty ? 0 : infos[line.metrics[0]].metrics.ascent),
                                    width: line.width, height: (infos[line.metrics.first ?? 0].metrics.ascent + baselines.descents[i])))
            place(line, offset: offset, baseline: baseline, infos: infos, pixel: pixel)
        }
    }

    private mutating func place(_ line: PangoLine, offset: CGFloat, baseline: CGFloat, infos: [PangoTextEngine.RunInfo], pixel: CGFloat) {
        var j = 0
        while j < line.glyphs.count {
            let start = j
            let key = line.glyphs[j]
            while j < line.glyphs.count && line.glyphs[j].run == key.run && line.glyphs[j].face == key.face && line.glyphs[j].size == key.size
                    && line.glyphs[j].stretch == key.stretch { j += 1 }
            let slice = line.glyphs[start..<j]
            let info = infos[key.run]
            let y = baseline - info.rise
            let positions = slice.map { CGPoint(x: offset + $0.x, y: y + $0.y) }
            let minX = positions.first!.x
            let maxX = (j < line.glyphs.count ? offset + line.glyphs[j].x : offset + line.width)
            let bounds = CGRect(x: minX, y: y - info.metrics.ascent, width: max(maxX - minX, 0), height: info.metrics.ascent + info.metrics.descent)
            runs.append(GlyphRun(face: key.face, size: key.size, glyphs: slice.map(\.id), positions: positions,
                                 paint: info.run.paint, bounds: bounds, horizontalScale: key.stretch))
            decorate(bounds, baseline: baseline, info: info, pixel: pixel)
        }
    }

    /// Underline and strikethrough across a run's bounds, sized and placed by the figures in FontRoles.
    private mutating func decorate(_ bounds: CGRect, baseline: CGFloat, info: PangoTextEngine.RunInfo, pixel: CGFloat) {
        let thickness = max(info.run.font.size * FontRoles.decorationThickness, pixel)
        if let color = info.run.underline {
            let y = baseline + info.run.font.size * FontRoles.underlineOffset
            decorations.append(TextDecoration(rect: CGRect(x: bounds.minX, y: y, width: bounds.width, height: thickness), color: color,
                                              pattern: info.run.underlinePattern))
        }
        if let color = info.run.strikethrough {
            let y = baseline - info.metrics.capHeight * FontRoles.strikethroughHeight
            decorations.append(TextDecoration(rect: CGRect(x: bounds.minX, y: y, width: bounds.width, height: thickness), color: color,
                                              pattern: info.run.strikethroughPattern))
        }
    }
}
