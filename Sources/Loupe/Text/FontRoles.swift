import Foundation
import LoupeUI

/// How SwiftUI's fonts map onto the pinned stand-ins, and the metrics lines are sized with.
/// The one table for these figures.
package enum FontRoles {
    /// SF Pro's vertical metrics in em (facts.md §7, 3P measured on iOS 26 renders, H).
    /// Line boxes use these so frames land where iOS puts them, whatever stand-in draws the glyphs.
    static let ascender: CGFloat = 0.9521
    static let descender: CGFloat = 0.2412
    package static let capHeight: CGFloat = 0.7046

    /// Underline and strikethrough (Loupe estimate, L: not yet measured on iOS): the line is 1/18 em thick,
    /// an underline sits 0.09 em below the baseline, a strikethrough 0.42 cap heights above it.
    static let decorationThickness: CGFloat = 1.0 / 18
    static let underlineOffset: CGFloat = 0.09
    static let strikethroughHeight: CGFloat = 0.42
    /// Dotted and dashed decorations (Loupe estimate, L: Apple publishes no lengths): on and off
    /// lengths in multiples of the line's thickness, repeated from the line's left end.
    static func decorationSteps(_ pattern: Text.LineStyle.Pattern) -> [CGFloat] {
        switch pattern {
        case .solid: []
        case .dot: [1, 1]
        case .dash: [3, 1.5]
        case .dashDot: [3, 1.5, 1, 1.5]
        case .dashDotDot: [3, 1.5, 1, 1.5, 1, 1.5]
        }
    }

    /// SF Pro switches from its Text to its Display cut at 20 pt; Inter has the same split.
    static let displayCutFrom: CGFloat = 20

    struct Family {
        let name: String
        /// The family's cap height in em (from its OS/2 table); glyphs are drawn at
        /// size × capHeight(SF) / capHeight(family) so capitals stand as tall as SF Pro's.
        let capHeight: CGFloat
        /// Whether Apple's SF Pro tracking table (facts.md §3) applies.
        let usesSFTracking: Bool
        /// Extra advance that brings the stand-in's widths to SF Pro's (SF Pro Rounded's for the
        /// rounded stand-in), or nil for faces drawn as they are (the serif and monospaced stand-ins
        /// and the app's own fonts).
        var advances: AdvanceCalibration? = nil
    }

    /// Inter at SF's cap height sets lines narrower than SF Pro: letters by about 3 %, digits and `%`
    /// by about 9 % (facts.md §7, "Text widths", 3P measured on iOS 26, H). Each character gets an
    /// extra advance by its class, in em, shared half before and half after it as Pango letter
    /// spacing does, so line breaking and truncation see the wider line and glyph shapes stay.
    ///
    /// Fitted to the five measured ink widths (iOS − stand-in, pt): "Living Room" 15 pt +2.67,
    /// "Battery - 68%" 15 pt +5.00, "72%" 15 pt +2.67, "No energy dashboard configured" 13 pt
    /// +5.67, "40%" 13 pt semibold +2.33; `TextWidthCalibrationTests` holds all five to ±0.34 pt.
    /// The digits' figure was 0.084 while digits were spaced apart; drawn widened (below), their
    /// ink reaches further for the same advance, and 0.052 to 0.058 hold all five rows and the
    /// display-size one: 0.055, the middle. Inter Display (20 pt and up) takes the same values, and agrees with
    /// the one display-size figure: "84%" at 34 pt bold, 71.76 pt on iOS (51.67 under a 0.72
    /// scale effect), 72.0 here. Tabular digits (`monospacedDigit`) are as wide as these calibrated
    /// digits on average (`PangoTextEngine.tabularFigures`). The digits' figure is fitted on rows that
    /// each end in "%", so it cannot tell a digit's share from the percent sign's.
    ///
    /// Digits and the percent sign are drawn wider than the face draws them, about their own
    /// centres, so their extra advance is ink, not a gap: each widens by 1 + `digits` / the face's
    /// mean digit advance (measured from the face, `PangoTextEngine.TabularFigures`), a `%` by its
    /// own share. SF's digits are wider glyphs, not narrow ones spaced apart; spaced, a sign stood
    /// off its digit ("- 3 °" for "-3°", looked at in both designs).
    struct AdvanceCalibration: Hashable {
        let letters: CGFloat
        let digits: CGFloat
        static let sfPro = AdvanceCalibration(letters: 0.014, digits: 0.055)
        /// Quicksand for SF Pro Rounded: its digits are narrower still, so they are drawn widened
        /// (spaced apart, Quicksand's narrow digits read "2 4°" where SF Rounded's sit close; looked
        /// at), by the extra over Quicksand's mean digit advance (about 0.55 em, Light to Bold). Fitted
        /// to the one measured row (facts.md §7, "Second pass", 3P measured on iOS 26, H): "18" at
        /// 30 pt semibold is 31.0 pt of ink on iOS and 27.0 in Quicksand as it is; 0.076 to 0.082 em,
        /// drawn about 1.14 times as wide, give 31.0; the middle. Letters are not measured and keep
        /// Quicksand's advances.
        static let sfProRounded = AdvanceCalibration(letters: 0, digits: 0.079)

        /// Whether `monospacedDigit` sets a character as a tabular figure: the digits.
        static func isTabularFigure(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
        /// Whether a character is drawn widened: the digits and the percent sign (a figure space has no ink).
        static func isDrawnDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "%") }
        /// Whether a character takes the digit figure: ASCII digits, the percent sign, and the figure
        /// space (U+2007), which is as wide as a digit by definition.
        static func isDigitClass(_ scalar: Unicode.Scalar) -> Bool {
            ("0"..."9").contains(scalar) || scalar == "%" || scalar == "\u{2007}"
        }
        func extra(for scalar: Unicode.Scalar) -> CGFloat { Self.isDigitClass(scalar) ? digits : letters }
    }

    static let inter = Family(name: "Inter", capHeight: 2048.0 / 2816.0, usesSFTracking: true, advances: .sfPro)
    static let interDisplay = Family(name: "Inter Display", capHeight: 1472.0 / 2048.0, usesSFTracking: true, advances: .sfPro)
    static let rounded = Family(name: "Quicksand", capHeight: 0.700, usesSFTracking: false, advances: .sfProRounded)
    static let serif = Family(name: "Caladea", capHeight: 0.667, usesSFTracking: false)
    static let monospaced = Family(name: "JetBrains Mono", capHeight: 0.730, usesSFTracking: false)
    static let symbols = Family(name: "Material Icons", capHeight: capHeight, usesSFTracking: false)

    static func family(for font: ResolvedFont) -> Family {
        switch font.design {
        case .default: return font.size >= displayCutFrom ? interDisplay : inter
        case .rounded: return rounded
        case .serif: return serif
        case .monospaced: return monospaced
        }
    }

    /// The size glyphs are drawn at for a font of `size` points.
    static func drawSize(_ font: ResolvedFont, family: Family) -> CGFloat {
        font.size * capHeight / family.capHeight
    }

    /// SF Pro tracking in 1/1000 em by point size (facts.md §3, CONFIRMED, HIG). Sizes between rows
    /// take the row below; ≥ 80 pt is 0.
    static let sfTracking: [(size: CGFloat, milliEm: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (31, 13), (32, 13), (33, 12), (36, 10), (40, 10),
        (48, 8), (60, 4), (72, 2), (80, 0),
    ]

    /// Tracking in points for a font.
    static func tracking(_ font: ResolvedFont, family: Family) -> CGFloat {
        guard family.usesSFTracking else { return 0 }
        let row = sfTracking.last { $0.size <= font.size } ?? sfTracking[0]
        return row.milliEm / 1000 * font.size
    }

    /// SF Symbols in a text line (facts.md §7, 3P measured, M): the ink is about as tall as the
    /// point size and centred on half the cap height above the baseline. Material Icons draw their
    /// ink in 20/24 of the em, so the em is 1.2 × the point size; scaled by `.imageScale`.
    static let symbolEmPerPoint: CGFloat = 1.2
    static let symbolInkPerEm: CGFloat = 20.0 / 24.0
    /// A symbol image's frame is taller than its ink by this share of its point size above and below
    /// (facts.md §7, 3P measured, H): `calendar` at 32 pt lays out 33.7 tall around 28.8 of ink, 2.45
    /// each side, 0.077 of the size; `arrow.clockwise.circle` at `.title` (28 pt) 32.6 around 27.9,
    /// 2.35, 0.084. The mean, 0.080, holds both rows to 0.22 pt. A share of the point size, not of the
    /// ink: a flat symbol is padded as much as a tall one (an Apple Developer Forums report, thread
    /// 716773: `chevron.compact.down` at 64 pt light, 14.3 pt of ink in a 25.67 pt image, 0.089 of
    /// the size each side; a share of its ink would give it 16.7). Widths keep the box (SF's margins
    /// are per symbol and not measured).
    static let symbolFramePadding: CGFloat = 0.080
    /// A resizable SF Symbol's ink fills this share of its box's height, the rest an even margin
    /// (facts.md §7, 3P measured, H: `bolt.fill` ink 9.67 pt in a 10 pt frame, 15.33 in 16). Those
    /// figures count every pixel with any ink, so each includes about one pixel (1/3 pt at @3x) of
    /// antialiased edge beyond the outline: the outline's own share is (9.67 − 0.33) / 10 = 0.934 and
    /// (15.33 − 0.33) / 16 = 0.9375; the mean. (Symbols drawn as glyph masks had their edge pixels
    /// rounded outward by Cairo, which hid this; outlines are now filled exactly.)
    static let resizableSymbolInkShare: CGFloat = 0.936
    /// Composed symbols (SymbolComposition), in shares of the symbol's box (its point size). The
    /// enclosure spans the box: `arrow.clockwise.circle` at 28 pt is 27.9 pt of ink on iOS (facts.md
    /// §7, H). The rest are EST from SF Symbols' regular weight: a 0.07 stroke, the glyph at 0.56
    /// inside, a square's corner 0.22, a slash 0.08 wide with a 0.06 clear gap on its side.
    static let enclosureLineWidth: CGFloat = 0.07
    static let enclosedGlyphShare: CGFloat = 0.56
    static let squareEnclosureCornerRadius: CGFloat = 0.22
    /// `.app`: the rounder corner of an app icon's shape (EST, from `app.badge`), in shares of its side.
    static let appEnclosureCornerRadius: CGFloat = 0.3
    static let slashLineWidth: CGFloat = 0.08
    static let slashGap: CGFloat = 0.06
    /// Badges (EST, from SF Symbols' badged names): a symbol badge sits in the bottom-trailing
    /// corner, its glyph 0.5 of the box inside a clear disc of 0.62; a plain `.badge` is a dot of 0.34
    /// at the top-trailing corner with a 0.08 clear gap.
    static let badgeGlyphShare: CGFloat = 0.5
    static let badgeClearDiameter: CGFloat = 0.62
    static let badgeDotDiameter: CGFloat = 0.34
    static let badgeDotGap: CGFloat = 0.08
    /// An enclosure's width in shares of its height: SF's `.rectangle` and `.capsule` are wider than
    /// tall (EST from SF Symbols' `play.rectangle`, about 1.3 : 1); the others are as wide as tall.
    static func enclosureWidth(_ enclosure: SymbolComposition.Enclosure) -> CGFloat {
        switch enclosure {
        case .rectangle, .capsule: return 1.3
        default: return 1
        }
    }
    /// How far below the centre an enclosed glyph sits, in shares of the box: a triangle's and a
    /// shield's room is lower down (EST, from `exclamationmark.triangle` and `checkmark.shield`).
    static func enclosedGlyphDrop(_ enclosure: SymbolComposition.Enclosure) -> CGFloat {
        switch enclosure {
        case .triangle: return 0.12
        case .shield: return 0.02
        default: return 0
        }
    }
    /// Two glyphs as one symbol (EST, from SF Symbols' `sun.and.horizon`, `person.and.arrow.left.and.arrow.right`,
    /// `doc.on.doc`, `square.on.square`): the box's width in shares of its height, each glyph's share
    /// of the box and where its ink centre sits, in shares of the box's width and height. The second
    /// glyph is cut clear of the first by `symbolPairGap` of the box's height.
    struct SymbolPairFigures {
        let width: CGFloat
        let firstShare: CGFloat, firstCentre: CGPoint
        let secondShare: CGFloat, secondCentre: CGPoint
    }
    static func symbolPair(_ arrangement: SymbolComposition.Companion.Arrangement) -> SymbolPairFigures {
        switch arrangement {
        case .and:
            return SymbolPairFigures(width: 1.3, firstShare: 0.85, firstCentre: CGPoint(x: 0.36, y: 0.45),
                                     secondShare: 0.55, secondCentre: CGPoint(x: 0.76, y: 0.7))
        case .on:
            return SymbolPairFigures(width: 1, firstShare: 0.72, firstCentre: CGPoint(x: 0.4, y: 0.6),
                                     secondShare: 0.72, secondCentre: CGPoint(x: 0.6, y: 0.4))
        }
    }
    static let symbolPairGap: CGFloat = 0.06
    /// A symbol's weight (EST): SF Symbols draws each of the nine weights with the stroke of SF Pro's
    /// stems at that weight, about these multiples of the regular stroke (SF Pro's stems, ultralight
    /// to black). The icon sets have one weight, whose stroke is 2 of their 24 grid units — 0.1 of
    /// the point size at Loupe's em of 1.2 points per point — so a weight moves every outline's edge
    /// by half the stroke's change, times `symbolWeightFollow`: the icons' gaps and small solids are
    /// about one stroke wide, and SF redraws them per weight where an offset can only close or erode
    /// them, so the outline follows half of SF's change (looked at on the contact sheets: at the full
    /// change black closes the gaps of `heart.slash` and ultralight erodes `person.fill` to its head).
    /// At 17 pt: ultralight's stroke 0.6 of regular, bold 1.28, black 1.56.
    static let symbolStrokeMultiples: [CGFloat] = [0.21, 0.39, 0.67, 1, 1.17, 1.33, 1.57, 1.85, 2.12]
    static let symbolRegularStroke: CGFloat = 0.1
    static let symbolWeightFollow: CGFloat = 0.5
    static func symbolWeightOffset(_ weight: Font.Weight, size: CGFloat) -> CGFloat {
        let index = min(max(weight.value / 100 - 1, 0), symbolStrokeMultiples.count - 1)
        return (symbolStrokeMultiples[index] - 1) * symbolRegularStroke / 2 * symbolWeightFollow * size
    }
    /// The batteries (`BatterySymbol`), EST from SF Symbols' `battery.100` at regular weight, in shares
    /// of the symbol's box height: the box 1.45 wide; a case 0.52 tall with corners of 0.16 and a wall
    /// of 0.075 (the regular stroke); a cap 0.07 wide and 0.2 tall, 0.03 clear of the case; the level
    /// 0.055 inside the wall with corners of 0.06; a bolt 0.9 of the level's height.
    static let batteryWidth: CGFloat = 1.45
    static let batteryBodyHeight: CGFloat = 0.52
    static let batteryCornerRadius: CGFloat = 0.16
    static let batteryWall: CGFloat = 0.075
    static let batteryCapWidth: CGFloat = 0.07
    static let batteryCapHeight: CGFloat = 0.2
    static let batteryCapGap: CGFloat = 0.03
    static let batteryLevelInset: CGFloat = 0.055
    static let batteryLevelCornerRadius: CGFloat = 0.06
    static let batteryBoltHeight: CGFloat = 0.9
    /// Characters in an enclosure (`1.circle`, `a.square`): the system font's semibold, its capitals
    /// as tall as this share of the symbol's ink box before the enclosure shrinks it (EST).
    static let symbolCharactersCapShare: CGFloat = 0.9
    /// Text wider than the box (`4h`) widens it, keeping this share of its height clear on each side (EST).
    static let symbolCharactersSideMargin: CGFloat = 0.05
    static func symbolScale(_ scale: Image.Scale) -> CGFloat {
        switch scale {  // EST: SF Symbols' small/large scales are ~0.78× and ~1.29× medium.
        case .small: return 0.78
        case .medium: return 1
        case .large: return 1.29
        }
    }
}
