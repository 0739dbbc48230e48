import Foundation
import LoupeUI

/// A variable symbol (`SymbolGlyph.variable`, `SymbolVariable`) drawn in its own layers: bars, arcs
/// and waves in the symbol's box, each a filled outline, listed in the order the value lights them.
/// Proportions are EST, from SF Symbols' regular weight (FontRoles has the shares).
struct VariableSymbol {
    let family: SymbolVariable

    /// `symbol` redrawn in layers; `body` is the body's glyph laid out at the symbol's size.
    func laidOut(over symbol: SymbolLayout, body: SymbolLayout?) -> SymbolLayout {
        let s = min(symbol.size.width, symbol.size.height)
        var result = symbol
        result.outline = Path()
        result.composition = .plain
        switch family {
        case .cellularBars:
            result.layers = bars(heights: [0.3, 0.5, 0.75, 1], side: s)
        case .chartBars:
            result.layers = bars(heights: [0.45, 0.7, 1], side: s)
        case .wifi:
            let centre = CGPoint(x: s / 2, y: s * 0.86)
            let t = s * 0.13
            var dot = Path()
            dot.addEllipse(in: CGRect(x: centre.x - t * 0.8, y: centre.y - t * 0.8, width: t * 1.6, height: t * 1.6))
            result.layers = [dot, ring(centre: centre, inner: s * 0.3, outer: s * 0.3 + t, from: -135, to: -45),
                             ring(centre: centre, inner: s * 0.55, outer: s * 0.55 + t, from: -135, to: -45)]
        case .speakerWaves(let count):
            // The speaker in the leading half of the box, its waves in the trailing half.
            if let body {
                let ink = body.ink, share = 0.6 * s / max(ink.height, 1)
                result.outline = body.outline.applying {
                    CGPoint(x: s * 0.05 + ($0.x - ink.minX) * share, y: s / 2 + ($0.y - ink.midY) * share)
                }
            }
            let centre = CGPoint(x: s * 0.36, y: s / 2), t = s * 0.09
            result.layers = (0..<count).map { i in
                let inner = s * (0.2 + 0.16 * CGFloat(i))
                return ring(centre: centre, inner: inner, outer: inner + t, from: -50, to: 50)
            }
        }
        var ink = result.outline.isEmpty ? CGRect.null : result.outline.inkBounds
        for layer in result.layers { ink = ink.union(layer.inkBounds) }
        result.ink = ink.isNull ? symbol.ink : ink
        return result
    }

    /// Bars of the given heights (shares of the box), bottom-aligned, as wide as their gaps allow.
    private func bars(heights: [CGFloat], side s: CGFloat) -> [Path] {
        let count = CGFloat(heights.count), gap = s * 0.08
        let width = (s * 0.92 - gap * (count - 1)) / count
        return heights.enumerated().map { index, height in
            let h = s * 0.84 * height
            let rect = CGRect(x: s * 0.04 + CGFloat(index) * (width + gap), y: s * 0.92 - h, width: width, height: h)
            return Path(roundedRect: rect, cornerRadius: width * 0.25, style: .continuous)
        }
    }

    /// A band between two circles, from one angle to another (degrees, 0 = trailing, clockwise on
    /// screen): an arc of the outer circle, back along the inner one.
    private func ring(centre: CGPoint, inner: CGFloat, outer: CGFloat, from start: Double, to end: Double) -> Path {
        var path = Path()
        path.addArc(center: centre, radius: outer, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: false)
        path.addArc(center: centre, radius: inner, startAngle: .degrees(end), endAngle: .degrees(start), clockwise: true)
        path.closeSubpath()
        return path
    }
}
