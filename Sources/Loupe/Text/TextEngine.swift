import Foundation
import LoupeUI

/// Measures and shapes text. Layout asks it for sizes; paint takes the glyph runs it produced.
/// Implementations hold per-thread state (Pango is not thread-safe): one engine per render thread.
public protocol TextEngine: AnyObject {
    /// Lays `text` out for a proposal (nil = unlimited) at a display scale.
    func layout(_ text: ResolvedText, width: CGFloat?, height: CGFloat?, displayScale: CGFloat) -> TextLayout
    /// Shapes one SF Symbol ligature at a font's size.
    func symbol(ligature: String, font: ResolvedFont, scale: Image.Scale, paint: ResolvedPaint) -> SymbolLayout
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

public struct SymbolLayout {
    /// The symbol's layout box (ink box), in points.
    public var size: CGSize
    /// Distance from the top of the box to the text baseline it aligns with.
    public var baseline: CGFloat
    public var run: GlyphRun
    /// The glyph's own ink, tight, in the box's coordinates.
    public var ink: CGRect
    /// How the glyph is composed into the symbol's name (an enclosure, a slash); paint draws the rest.
    public var composition: SymbolComposition = .plain
    /// Where an enclosure is drawn, in the box's coordinates: the whole box until a resizable frame moves it.
    public var enclosureBox: CGRect? = nil
    /// A badge's disc (the clear area around it) and its glyphs, if the symbol has a badge.
    public var badge: (disc: CGRect, run: GlyphRun?)? = nil

    /// The symbol with its badge placed (`SymbolComposition.Badge`); `badgeGlyph` is the badge
    /// symbol shaped at this symbol's size.
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
            let share = FontRoles.badgeGlyphShare
            var run = badgeGlyph.run
            let ink = badgeGlyph.ink
            // Scale about the badge glyph's ink centre and put that centre on the disc's.
            let scale = share * side / max(badgeGlyph.size.width, badgeGlyph.size.height)
            run.size *= scale
            run.positions = run.positions.map {
                CGPoint(x: disc.midX + ($0.x - ink.midX) * scale, y: disc.midY + ($0.y - ink.midY) * scale)
            }
            result.badge = (disc, run)
        }
        return result
    }

    /// The symbol composed: an enclosed glyph shrinks about the box's centre to make room for its
    /// circle or square.
    public func composed(_ composition: SymbolComposition) -> SymbolLayout {
        var result = self
        result.composition = composition
        guard composition.enclosure != nil else { return result }
        result.enclosureBox = CGRect(origin: .zero, size: size)
        let share = FontRoles.enclosedGlyphShare
        let centre = CGPoint(x: size.width / 2, y: size.height / 2)
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: centre.x + (p.x - centre.x) * share, y: centre.y + (p.y - centre.y) * share) }
        // Centre the glyph's own ink, not its em, in the enclosure.
        let inkCentre = place(CGPoint(x: ink.midX, y: ink.midY))
        let shift = CGPoint(x: centre.x - inkCentre.x, y: centre.y - inkCentre.y)
        result.run.size *= share
        result.run.positions = run.positions.map { let q = place($0); return CGPoint(x: q.x + shift.x, y: q.y + shift.y) }
        let placed = place(ink.origin)
        result.ink = CGRect(x: placed.x + shift.x, y: placed.y + shift.y, width: ink.width * share, height: ink.height * share)
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
        func place(_ p: CGPoint) -> CGPoint { CGPoint(x: origin.x + p.x * factor, y: origin.y + p.y * factor) }
        var run = self.run
        run.size *= factor
        run.positions = run.positions.map(place)
        run.bounds = CGRect(origin: .zero, size: size)
        let placedInk = CGRect(origin: place(ink.origin), size: CGSize(width: ink.width * factor, height: ink.height * factor))
        func placeRect(_ r: CGRect) -> CGRect { CGRect(origin: place(r.origin), size: CGSize(width: r.width * factor, height: r.height * factor)) }
        var placedBadge: (disc: CGRect, run: GlyphRun?)?
        if let badge {
            let badgeRun = badge.run.map { glyphs -> GlyphRun in
                var moved = glyphs
                moved.size *= factor
                moved.positions = glyphs.positions.map(place)
                return moved
            }
            placedBadge = (placeRect(badge.disc), badgeRun)
        }
        return SymbolLayout(size: size, baseline: place(CGPoint(x: 0, y: baseline)).y, run: run, ink: placedInk,
                            composition: composition, enclosureBox: enclosureBox.map(placeRect), badge: placedBadge)
    }
}
