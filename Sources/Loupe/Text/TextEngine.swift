import Foundation
import LoupeUI

/// Measures and shapes text. Layout asks it for sizes; paint takes the glyph runs it produced.
/// Implementations hold per-thread state (Pango is not thread-safe): one engine per render thread.
public protocol TextEngine: AnyObject {
    /// Lays `text` out for a proposal (nil = unlimited) at a display scale.
    func layout(_ text: ResolvedText, width: CGFloat?, height: CGFloat?, displayScale: CGFloat) -> TextLayout
    /// One SF Symbol's base glyph, as outlines at a font's size and weight.
    func symbol(_ glyph: SymbolGlyph, font: ResolvedFont, scale: Image.Scale, paint: ResolvedPaint) -> SymbolLayout
    /// Whether `Font.custom(name, …)` finds one of the app's fonts (else the system font stands in).
    func hasCustomFont(named name: String) -> Bool
}

/// A font file and how to draw from it: a plain value, so the display list never holds a Pango object.
public struct FontFace: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var index: Int
    /// fontconfig asked for synthetic bold (the family lacks the weight).
    public var embolden: Bool
    public var description: String { (file as NSString).lastPathComponent + (embolden ? " (emboldened)" : "") }
}

/// Glyphs of one font at one size, positioned relative to their text's origin (top-left, points).
public struct GlyphRun: Hashable, Sendable {
    public var face: FontFace
    public var size: CGFloat
    public var glyphs: [UInt32]
    public var positions: [CGPoint]
    public var paint: ResolvedPaint
    /// Ink-independent bounds: the run's logical box (for gradients and redaction bars).
    public var bounds: CGRect
    /// How much wider than the font draws them each glyph is drawn, about its own centre
    /// (`FontRoles.AdvanceCalibration`); 1 for every run but widened digits.
    public var horizontalScale: CGFloat = 1
}

/// Underlines and strikethroughs, as rectangles relative to the text's origin.
public struct TextDecoration: Hashable, Sendable {
    public var rect: CGRect
    public var color: RGBA
    public var pattern: Text.LineStyle.Pattern = .solid

    /// The pieces drawn: the whole line, or its dashes and dots (FontRoles), from the line's left end.
    public var segments: [CGRect] {
        let steps = FontRoles.decorationSteps(pattern)
        guard !steps.isEmpty else { return [rect] }
        let unit = max(rect.height, 0.5)
        var pieces: [CGRect] = [], x = rect.minX, step = 0
        while x < rect.maxX {
            let length = steps[step % steps.count] * unit
            if step % 2 == 0 { pieces.append(CGRect(x: x, y: rect.minY, width: min(length, rect.maxX - x), height: rect.height)) }
            x += length
            step += 1
        }
        return pieces
    }
}

/// The result of laying out a text at one proposal.
public struct TextLayout {
    /// The text laid out, whole (a truncated layout still carries all of it, as VoiceOver reads it).
    public var string: String
    public var size: CGSize
    /// Distance from the top to the first and last baselines (pixel-rounded as SwiftUI does).
    public var firstBaseline: CGFloat
    public var lastBaseline: CGFloat
    public var lineCount: Int
    public var isTruncated: Bool
    /// The font scale applied by `minimumScaleFactor` (1 when it was not needed).
    public var scale: CGFloat
    public var runs: [GlyphRun]
    public var decorations: [TextDecoration]
    /// Logical boxes of each line, for redaction bars.
    public var lineBoxes: [CGRect]
    /// First and last lines' font metrics, for text-aware spacing (layout.md §4.2).
    public var firstLineMetrics: LineMetrics
    public var lastLineMetrics: LineMetrics
}

public struct LineMetrics: Hashable, Sendable {
    public var ascent: CGFloat
    public var descent: CGFloat
    public var capHeight: CGFloat
    public var leading: CGFloat
}

/// A symbol laid out in its box: outlines in the box's coordinates (points), filled with the
/// non-zero rule, whatever icon set or font they came from. Paint draws them (`SymbolPainter`).
public struct SymbolLayout {
    /// The symbol's layout box (ink box), in points.
    public var size: CGSize
    /// Distance from the top of the box to the text baseline it aligns with.
    public var baseline: CGFloat
    /// The base glyph's outline.
    public var outline: Path
    public var paint: ResolvedPaint
    /// The glyph's own ink, tight, in the box's coordinates.
    public var ink: CGRect
    /// How far every outline grows (positive) or shrinks (negative) for the font's weight, in points
    /// (`FontRoles.symbolWeightOffset`).
    public var weightOffset: CGFloat = 0
    /// How the glyph is composed into the symbol's name (an enclosure, a slash); paint draws the rest.
    public var composition: SymbolComposition = .plain
    /// Where an enclosure is drawn, in the box's coordinates: the whole box until a resizable frame moves it.
    public var enclosureBox: CGRect? = nil
    /// A badge's disc (the clear area around it) and its outline, if the symbol has a badge.
    public var badge: (disc: CGRect, outline: Path?)? = nil
    /// The second glyph of an `.and.` or `.on.` pair, placed.
    public var companion: Path? = nil
    /// A variable symbol's layers in the order its value lights them (`VariableSymbol`), drawn over
    /// `outline`; empty for every other symbol.
    public var layers: [Path] = []
    /// A layered stand-in's glyphs (`SymbolGlyph.layered`), back to front, each a layer of its own;
    /// `outline` is empty for such a symbol.
    public var glyphLayers: [Path] = []
    /// The layers' paints and the variable value (`SymbolStyle`).
    public var style: SymbolStyle = .monochrome

    /// The symbol with its badge placed (`SymbolComposition.Badge`); `badgeGlyph` is the badge
    /// symbol laid out at this symbol's size.
    public func badged(_ badge: SymbolComposition.Badge, glyph badgeGlyph: SymbolLayout?) -> SymbolLayout {
        var result = self
        let side = min(size.width, size.height)
        switch badge {
        case .dot:
            let d = side * FontRoles.badgeDotDiameter
            result.badge = (CGRect(x: size.width - d, y: 0, width: d, height: d), nil)
        case .symbol:
            guard let badgeGlyph else { return self }
            let d = side * FontRoles.badgeClearDiameter
            let disc = CGRect(x: size.width - d * 0.9, y: size.height - d * 0.9, width: d, height: d)
            let ink = badgeGlyph.ink
            // Scale about the badge glyph's ink centre and put that centre on the disc's.
            let scale = FontRoles.badgeGlyphShare * side / max(badgeGlyph.size.width, badgeGlyph.size.height)
            result.badge = (disc, badgeGlyph.outline.applying {
                CGPoint(x: disc.midX + ($0.x - ink.midX) * scale, y: disc.midY + ($0.y - ink.midY) * scale)
            })
        }
        return result
    }

    /// The symbol composed: an enclosed glyph shrinks about the box's centre to make room for its
    /// enclosure (a rectangle or capsule widens the box); a pair places its two glyphs
    /// (`FontRoles.symbolPair`), `second` being the companion laid out at this symbol's size.
    public func composed(_ composition: SymbolComposition, second: SymbolLayout? = nil) -> SymbolLayout {
        var result = self
        result.composition = composition
        if let companion = composition.companion, let second {
            result = result.paired(with: second, arrangement: companion.arrangement)
        }
        guard let enclosure = composition.enclosure else { return result }
        // The enclosure's box is the symbol's height tall and as wide as its kind (a pair's wider
        // box fits inside it, scaled down).
        let box = CGSize(width: size.height * FontRoles.enclosureWidth(enclosure), height: size.height)
        let share = FontRoles.enclosedGlyphShare * min(1, box.width / result.size.width)
        let centre = CGPoint(x: box.width / 2, y: box.height / 2 + box.height * FontRoles.enclosedGlyphDrop(enclosure))
        // Centre the glyph's own ink (a pair's whole box), not its em, in the enclosure.
        let content = result.companion == nil ? result.ink : CGRect(origin: .zero, size: result.size)
        let moved = result.transformed(scale: share) {
            CGPoint(x: centre.x + ($0.x - content.midX) * share, y: centre.y + ($0.y - content.midY) * share)
        }
        result = moved
        result.size = box
        result.enclosureBox = CGRect(origin: .zero, size: box)
        return result
    }

    /// Two glyphs as one symbol: `.and.` puts the second smaller at the trailing bottom of a wider
    /// box; `.on.` puts it behind, towards the top trailing corner, the first in front.
    private func paired(with second: SymbolLayout, arrangement: SymbolComposition.Companion.Arrangement) -> SymbolLayout {
        let figures = FontRoles.symbolPair(arrangement)
        let box = CGSize(width: size.width * figures.width, height: size.height)
        func place(_ layout: SymbolLayout, share: CGFloat, centre: CGPoint) -> SymbolLayout {
            let ink = layout.ink
            return layout.transformed(scale: share) {
                CGPoint(x: centre.x + ($0.x - ink.midX) * share, y: centre.y + ($0.y - ink.midY) * share)
            }
        }
        var first = place(self, share: figures.firstShare,
                          centre: CGPoint(x: box.width * figures.firstCentre.x, y: box.height * figures.firstCentre.y))
        let other = place(second, share: figures.secondShare,
                          centre: CGPoint(x: box.width * figures.secondCentre.x, y: box.height * figures.secondCentre.y))
        first.companion = other.outline
        first.size = box
        return first
    }

    /// Every outline and box moved by `place`, which scales lengths by `scale`.
    func transformed(scale: CGFloat, _ place: @escaping (CGPoint) -> CGPoint) -> SymbolLayout {
        var result = self
        func placeRect(_ r: CGRect) -> CGRect {
            let o = place(r.origin)
            return CGRect(x: o.x, y: o.y, width: r.width * scale, height: r.height * scale)
        }
        result.outline = outline.applying(place)
        result.ink = placeRect(ink)
        result.weightOffset = weightOffset * scale
        result.enclosureBox = enclosureBox.map(placeRect)
        result.badge = badge.map { (placeRect($0.disc), $0.outline?.applying(place)) }
        result.companion = companion?.applying(place)
        result.layers = layers.map { $0.applying(place) }
        result.glyphLayers = glyphLayers.map { $0.applying(place) }
        return result
    }

    /// The symbol in the frame SF lays it out in (facts.md §7, H): as tall as its ink plus
    /// `FontRoles.symbolFramePadding` of its point size above and below, the ink centred; as wide as
    /// its box. The ink is everything drawn at the regular weight (a weight grows or shrinks the
    /// outline inside the same frame): the glyph, an enclosure, a companion, a badge, a variable
    /// symbol's layers. So a stack puts the next view below the symbol's padding, not against its ink.
    public func framed(pointSize: CGFloat) -> SymbolLayout {
        // A badge's ink is its glyph, or its dot (a dot badge has no outline: its disc is the dot).
        let badgeInk = badge.map { $0.outline?.inkBounds ?? $0.disc }
        var drawn = CGRect.null
        for part in [ink, enclosureBox, badgeInk, companion?.inkBounds] + (layers + glyphLayers).map(\.inkBounds) as [CGRect?] {
            if let part, !part.isNull, !part.isEmpty { drawn = drawn.union(part) }
        }
        guard !drawn.isNull, drawn.height > 0 else { return self }
        let padding = pointSize * FontRoles.symbolFramePadding
        let dy = padding - drawn.minY
        var result = transformed(scale: 1) { CGPoint(x: $0.x, y: $0.y + dy) }
        result.size.height = drawn.height + 2 * padding
        result.baseline = baseline + dy
        return result
    }

    /// The symbol drawn for a resizable image of `size` (issue #13 item 2, facts.md §7): SF Symbols
    /// stay vector glyphs, so a resizable symbol scales uniformly — its ink, with SF's own margin
    /// around it (`FontRoles.resizableSymbolInkShare`), aspect-fitted into the frame and centred.
    public func fitted(into size: CGSize) -> SymbolLayout {
        // An enclosed symbol's outer ink is its enclosure.
        let outer = enclosureBox ?? ink
        guard outer.width > 0, outer.height > 0, size.width > 0, size.height > 0 else { return self }
        let margin = outer.height * (1 / FontRoles.resizableSymbolInkShare - 1) / 2
        let box = outer.insetBy(dx: -margin, dy: -margin)
        let factor = min(size.width / box.width, size.height / box.height)
        let origin = CGPoint(x: (size.width - box.width * factor) / 2 - box.minX * factor,
                             y: (size.height - box.height * factor) / 2 - box.minY * factor)
        var result = transformed(scale: factor) { CGPoint(x: origin.x + $0.x * factor, y: origin.y + $0.y * factor) }
        result.size = size
        result.baseline = origin.y + baseline * factor
        return result
    }
}
