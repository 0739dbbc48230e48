import CCairo
import CPango
import Foundation
import LoupeUI

/// The text engine over Pango and HarfBuzz, on the pinned fonts only.
///
/// Pango shapes and breaks lines; Loupe places the lines itself with SF Pro's metrics (FontRoles)
/// so line boxes match iOS, and extracts glyph ids and positions as plain `GlyphRun` values.
/// Pango objects are not thread-safe: create one engine per thread (`Renderer` does).
public final class PangoTextEngine: TextEngine {
    private let fontMap: UnsafeMutablePointer<PangoFontMap>
    private let context: OpaquePointer
    /// The app's own fonts (`Font.custom`), by the names they may be asked for.
    private let customFaces: [String: FontSet.CustomFace]
    private var faces: [UnsafeMutableRawPointer: FontFace] = [:]
    /// Layouts already made by this engine. A matrix shapes the same strings in every mode,
    /// scheme and entry; a layout is a plain value of its inputs, so reusing it changes no pixel.
    private var layouts: [LayoutKey: TextLayout] = [:]
    private struct LayoutKey: Hashable {
        let text: ResolvedText, width: CGFloat?, height: CGFloat?, displayScale: CGFloat
    }
    /// Symbols already shaped, without their paint (which `symbol` sets on the way out).
    private var symbols: [SymbolKey: SymbolLayout] = [:]
    private struct SymbolKey: Hashable {
        let glyph: SymbolGlyph, font: ResolvedFont, scale: Image.Scale
    }
    /// How far each digit's and the figure space's advance is from the mean of the face's digits, by
    /// face (`tabularFigures`).
    private var tabularShifts: [TabularKey: TabularFigures] = [:]
    private struct TabularKey: Hashable { let family: String, weight: Int, italic: Bool }
    /// The symbol outlines of the font set (Material Design Icons).
    private let icons: IconOutlines
    /// Bounds the memos: an engine lives as long as its render thread.
    private static let layoutMemoLimit = 4096

    public func hasCustomFont(named name: String) -> Bool { customFaces[name] != nil }

    public init(fontSet: FontSet) {
        customFaces = fontSet.customFaces
        icons = fontSet.icons
        fontMap = pango_cairo_font_map_new_for_font_type(CAIRO_FONT_TYPE_FT)
        pango_fc_font_map_set_config(OpaquePointer(fontMap), fontSet.config)  // PangoCairoFcFontMap is a PangoFcFontMap
        pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), 72)  // 1 Pango point = 1 layout point
        context = pango_font_map_create_context(fontMap)
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        // A fixed language: Pango would otherwise take it from $LANG and shape differently per machine.
        pango_context_set_language(context, pango_language_from_string("en-us"))
    }

    deinit {
        // Releasing the font map closes its fonts in Cairo's shared table (CairoFontTable).
        CairoFontTable.lock.withLock {
            g_object_unref(UnsafeMutableRawPointer(context))
            g_object_unref(fontMap)
        }
    }

    // MARK: - Text

    public func layout(_ text: ResolvedText, width: CGFloat?, height: CGFloat?, displayScale: CGFloat) -> TextLayout {
        let key = LayoutKey(text: text, width: width, height: height, displayScale: displayScale)
        if let known = layouts[key] { return known }
        if layouts.count >= Self.layoutMemoLimit { layouts.removeAll(keepingCapacity: true) }
        let made = CairoFontTable.lock.withLock { fittedLayout(text, width: width, height: height, displayScale: displayScale) }
        layouts[key] = made
        return made
    }

    private func fittedLayout(_ text: ResolvedText, width: CGFloat?, height: CGFloat?, displayScale: CGFloat) -> TextLayout {
        let full = shape(text, fontScale: 1, width: width, height: height, displayScale: displayScale)
        guard full.isTruncated, text.minimumScaleFactor < 1 else { return full }
        // Shrink toward minimumScaleFactor: the largest scale at which nothing is truncated.
        var smallest = shape(text, fontScale: text.minimumScaleFactor, width: width, height: height, displayScale: displayScale)
        guard !smallest.isTruncated else { return smallest }
        var low = text.minimumScaleFactor, high: CGFloat = 1
        for _ in 0..<8 {
            let middle = (low + high) / 2
            let attempt = shape(text, fontScale: middle, width: width, height: height, displayScale: displayScale)
            if attempt.isTruncated { high = middle } else { low = middle; smallest = attempt }
        }
        return smallest
    }

    /// Per-run facts Loupe needs back after Pango has itemised the string.
    struct RunInfo {
        let range: Range<Int>      // UTF-8 byte range in the layout's string
        let run: ResolvedText.Run
        let metrics: LineMetrics
        let pitch: CGFloat         // baseline-to-baseline distance for this run's font
        let rise: CGFloat          // baseline shift (up is positive)
        /// Digits drawn widened: the scale, and the letter spacing a digit and a percent sign were given (points).
        var digitWidening: (scale: (Unicode.Scalar) -> CGFloat, spacing: (Unicode.Scalar) -> CGFloat)? = nil
        /// How far a tabular figure (a digit of a `monospacedDigit` font, a figure space) is moved to
        /// the face's mean digit width, by letter spacing, in points; 0 for other characters.
        var tabularShift: ((Unicode.Scalar) -> CGFloat)? = nil
    }

    private func shape(_ text: ResolvedText, fontScale: CGFloat, width: CGFloat?, height: CGFloat?, displayScale: CGFloat) -> TextLayout {
        if text.runs.allSatisfy({ $0.string.isEmpty }) { return emptyLayout(text, displayScale: displayScale) }
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let (string, infos) = configure(layout, text: text, fontScale: fontScale)

        let pixel = 1 / displayScale
        if let width, width.isFinite {
            pango_layout_set_width(layout, Int32(max(width, 1 / CGFloat(PANGO_SCALE)) * CGFloat(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        let base = infos.first?.metrics ?? LineMetrics(ascent: 0, descent: 0, capHeight: 0, leading: 0)
        let basePitch = infos.first?.pitch ?? 0

        // How many lines may show: the line limit, and what fits the proposed height.
        var allowed = text.lineLimit ?? Int.max
        if let height, height.isFinite {
            let singleLine = base.ascent + base.descent
            let fitting = basePitch > 0 ? Int(((height - singleLine) / basePitch + 0.001).rounded(.down)) + 1 : 1
            allowed = min(allowed, max(fitting, 1))
        }
        var truncated = false
        // Cap the lines before Pango breaks them: at a tiny width, counting every line first would
        // break the text one character per line only to throw the lines away. At an unlimited
        // width nothing is cut: lines come only from explicit newlines, and Pango's line cap counts
        // lines per paragraph. (Ellipsizing at the line's own width cut tracked text that fitted —
        // issue #13 item 3: "84%" at 34 pt bold was shrunk with room to spare.)
        if allowed < Int.max, let width, width.isFinite {
            pango_layout_set_ellipsize(layout, ellipsizeMode(text.truncationMode))
            pango_layout_set_height(layout, Int32(-min(allowed, Int(Int32.max))))
            keepEllipsizedLines(of: layout, within: width)
            if allowed == 1 { dropWhiteSpaceBesideEllipsis(of: layout, string: string) }
        }
        if pango_layout_is_ellipsized(layout) != 0 { truncated = true }

        return extract(layout, string: string, infos: infos, text: text, pixel: pixel, truncated: truncated, fontScale: fontScale)
    }

    /// Pango's ellipsized line can come out a little wider than the width it was cut to (17 pt
    /// tracked text cut to 80 pt measured 80.44); iOS never lets it (issue #13 item 10). Narrow the
    /// cutting width by the overflow until the widest line fits.
    private func keepEllipsizedLines(of layout: OpaquePointer, within width: CGFloat) {
        let limit = Int32(max(width, 0) * CGFloat(PANGO_SCALE))
        var cut = pango_layout_get_width(layout)
        for _ in 0..<4 where pango_layout_is_ellipsized(layout) != 0 {
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            let overflow = logical.width - limit
            guard overflow > 0, cut > overflow else { return }
            cut -= overflow
            pango_layout_set_width(layout, cut)
        }
    }

    /// iOS drops white space next to the ellipsis ("Basement Dehumidifier -…", not "… - …"); Pango
    /// keeps it. While a character beside the cut is white space, narrow the cutting width by a
    /// point, so Pango cuts it too (one line; the ellipsis is the run that stands for the cut text:
    /// one glyph for several characters).
    private func dropWhiteSpaceBesideEllipsis(of layout: OpaquePointer, string: String) {
        let bytes = Array(string.utf8)
        // Space, tab, and U+00A0, U+2009, U+200A, U+202F: the white space iOS drops too.
        let spaces: [[UInt8]] = [[0x20], [0x09], [0xC2, 0xA0], [0xE2, 0x80, 0x89], [0xE2, 0x80, 0x8A], [0xE2, 0x80, 0xAF]]
        func spaceEnds(at end: Int) -> Bool { spaces.contains { end - $0.count >= 0 && Array(bytes[(end - $0.count)..<end]) == $0 } }
        func spaceStarts(at start: Int) -> Bool { spaces.contains { start + $0.count <= bytes.count && Array(bytes[start..<(start + $0.count)]) == $0 } }
        for _ in 0..<16 where pango_layout_is_ellipsized(layout) != 0 {
            guard let line = pango_layout_get_line_readonly(layout, 0) else { return }
            var cut: (start: Int, end: Int)?
            var node = line.pointee.runs
            while let current = node {
                if let run = current.pointee.data?.assumingMemoryBound(to: PangoGlyphItem.self), let item = run.pointee.item,
                   run.pointee.glyphs.pointee.num_glyphs == 1, item.pointee.num_chars > 1 {
                    cut = (Int(item.pointee.offset), Int(item.pointee.offset) + Int(item.pointee.length))
                }
                node = current.pointee.next
            }
            guard let cut, spaceEnds(at: cut.start) || spaceStarts(at: cut.end) else { return }
            pango_layout_set_width(layout, max(pango_layout_get_width(layout) - Int32(PANGO_SCALE), Int32(PANGO_SCALE)))
        }
    }

    /// An empty text has no width and one line's height (SwiftUI keeps the line box).
    private func emptyLayout(_ text: ResolvedText, displayScale: CGFloat) -> TextLayout {
        let size = text.runs.first?.font.size ?? 17
        let pixel = 1 / displayScale
        let metrics = LineMetrics(ascent: size * FontRoles.ascender, descent: size * FontRoles.descender, capHeight: size * FontRoles.capHeight, leading: 0)
        let height = PixelGrid.roundedUp(metrics.ascent + metrics.descent, pixel: pixel)
        let baseline = (metrics.ascent / pixel).rounded() * pixel
        return TextLayout(string: text.string, size: CGSize(width: 0, height: height), firstBaseline: baseline, lastBaseline: baseline, lineCount: 1,
                          isTruncated: false, scale: 1, runs: [], decorations: [], lineBoxes: [], firstLineMetrics: metrics, lastLineMetrics: metrics)
    }

    private func ellipsizeMode(_ mode: Text.TruncationMode) -> PangoEllipsizeMode {
        switch mode {
        case .head: return PANGO_ELLIPSIZE_START
        case .middle: return PANGO_ELLIPSIZE_MIDDLE
        case .tail: return PANGO_ELLIPSIZE_END
        }
    }

    /// Puts the text and its attributes into a Pango layout.
    private func configure(_ layout: OpaquePointer, text: ResolvedText, fontScale: CGFloat) -> (String, [RunInfo]) {
        var string = ""
        var infos: [RunInfo] = []
        let attributes = pango_attr_list_new()!
        defer { pango_attr_list_unref(attributes) }
        for run in text.runs where !run.string.isEmpty {
            let start = string.utf8.count
            string += run.string
            let end = string.utf8.count
            var font = run.font
            font.size *= fontScale
            let description = pango_font_description_new()!
            defer { pango_font_description_free(description) }
            let size = font.size
            var rise = run.baselineOffset
            var widening: (scale: (Unicode.Scalar) -> CGFloat, spacing: (Unicode.Scalar) -> CGFloat)?
            var tabularShift: ((Unicode.Scalar) -> CGFloat)?
            if run.symbol != nil {
                let em = size * FontRoles.symbolEmPerPoint
                pango_font_description_set_family(description, FontRoles.symbols.name)
                pango_font_description_set_weight(description, PANGO_WEIGHT_NORMAL)
                pango_font_description_set_absolute_size(description, Double(em) * Double(PANGO_SCALE))
                // Centre the icon's ink (half an em above its baseline) on half the cap height.
                rise += size * FontRoles.capHeight / 2 - em / 2
            } else if let name = font.customName, let face = customFaces[name] {
                // The app's own font: its own family, weight and metrics, no SF calibration.
                pango_font_description_set_family(description, face.family)
                pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight == .regular ? face.weight : font.weight.value)))
                pango_font_description_set_style(description, face.italic || font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
                pango_font_description_set_absolute_size(description, Double(size) * Double(PANGO_SCALE))
                let tracking = run.extraTracking * fontScale
                if tracking != 0 { insert(pango_attr_letter_spacing_new(Int32(tracking * CGFloat(PANGO_SCALE))), start, end, attributes) }
                if font.monospacedDigit { insert(pango_attr_font_features_new("tnum"), start, end, attributes) }
                insert(pango_attr_font_desc_new(description), start, end, attributes)
                let fontMetrics = pango_context_get_metrics(context, description, nil)
                let ascent = CGFloat(pango_font_metrics_get_ascent(fontMetrics)) / CGFloat(PANGO_SCALE)
                let descent = CGFloat(pango_font_metrics_get_descent(fontMetrics)) / CGFloat(PANGO_SCALE)
                pango_font_metrics_unref(fontMetrics)
                // Cap height is not in Pango's metrics: 0.7 em stands in (EST; it only places decorations).
                let metrics = LineMetrics(ascent: ascent, descent: descent, capHeight: size * 0.7, leading: 0)
                infos.append(RunInfo(range: start..<end, run: run, metrics: metrics, pitch: ascent + descent, rise: rise))
                continue
            } else {
                let family = FontRoles.family(for: font)
                pango_font_description_set_family(description, family.name)
                pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
                pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
                pango_font_description_set_absolute_size(description, Double(FontRoles.drawSize(font, family: family)) * Double(PANGO_SCALE))
                let tracking = FontRoles.tracking(font, family: family) + run.extraTracking * fontScale
                // A calibrated face's tabular figures are set by spacing (`tabularFigures`); the others' by the font's own.
                let tabular = family.advances != nil ? tabularFigures(family, font: font) : nil
                let letterSpacing = { (scalar: Unicode.Scalar) -> CGFloat in
                    guard let calibration = family.advances else { return tracking }
                    return tracking + (calibration.extra(for: scalar) + (tabular?.shift(for: scalar, monospacedDigit: font.monospacedDigit) ?? 0)) * size
                }
                insertLetterSpacing(letterSpacing, string: run.string, from: start, into: attributes)
                if font.monospacedDigit {
                    if let tabular {
                        // Over the digits only (one features attribute holds them all): the face's
                        // tabular figures if it has them, and no kerning (a kerned "11" would not line up with "00").
                        insertTabularDigits(run.string, features: tabular.usesFontFigures ? "tnum, -kern" : "-kern", from: start, into: attributes)
                    } else {
                        insert(pango_attr_font_features_new("tnum"), start, end, attributes)
                    }
                }
                if let calibration = family.advances, let tabular {
                    // A percent sign is wider than a digit: it grows by its own share of the extra.
                    let scale = 1 + calibration.digits / max(tabular.meanAdvance, 0.01)
                    let percentScale = 1 + calibration.digits / max(tabular.percentAdvance, 0.01)
                    widening = ({ $0 == "%" ? percentScale : scale }, letterSpacing)
                }
                if let tabular {
                    tabularShift = { tabular.shift(for: $0, monospacedDigit: font.monospacedDigit) * size }
                }
            }
            insert(pango_attr_font_desc_new(description), start, end, attributes)
            let metrics = LineMetrics(ascent: size * FontRoles.ascender, descent: size * FontRoles.descender,
                                      capHeight: size * FontRoles.capHeight, leading: 0)
            let pitch = font.lineSpacing.map { $0 * fontScale } ?? (metrics.ascent + metrics.descent)
            infos.append(RunInfo(range: start..<end, run: run, metrics: metrics, pitch: pitch, rise: rise, digitWidening: widening,
                                 tabularShift: tabularShift))
        }
        pango_layout_set_text(layout, string, Int32(string.utf8.count))
        pango_layout_set_attributes(layout, attributes)
        pango_layout_set_auto_dir(layout, 1)
        let direction = text.layoutDirection == .rightToLeft ? PANGO_DIRECTION_RTL : PANGO_DIRECTION_LTR
        pango_context_set_base_dir(context, direction)
        pango_layout_context_changed(layout)
        return (string, infos)
    }

    /// Tabular figures of a calibrated face: every digit as wide as the face's digits are on average,
    /// calibration included (facts.md §7, "Second pass": iOS's tabular "25:00" is narrower than the
    /// stand-in set it with its own tabular figures, which take the widest digit's advance). A face
    /// with tabular figures (Inter) keeps them, moved back to the mean; one without (Quicksand, Inter
    /// Display) gets each digit's difference to the mean. Both are letter spacing, which Pango leaves
    /// out at a line's two ends; `completeTabularEnds` puts that half back. Measured once per face; a
    /// figure space, as wide as a digit by definition, is moved to the mean too. Digits set tabular
    /// are not kerned.
    struct TabularFigures {
        /// Whether the face's own tabular figures (OpenType `tnum`) are used.
        let usesFontFigures: Bool
        /// The digits' mean advance and the percent sign's, in em of the point size (a widened digit
        /// grows by the extra's share of the mean, a widened `%` by its own share).
        let meanAdvance: CGFloat
        let percentAdvance: CGFloat
        /// In em of the point size: each digit's shift, then the figure space's.
        let digits: [CGFloat], figureSpace: CGFloat
        func shift(for scalar: Unicode.Scalar, monospacedDigit: Bool) -> CGFloat {
            if scalar == "\u{2007}" { return figureSpace }
            guard monospacedDigit, FontRoles.AdvanceCalibration.isTabularFigure(scalar) else { return 0 }
            return digits[Int(scalar.value - 48)]
        }
    }

    private func tabularFigures(_ family: FontRoles.Family, font: ResolvedFont) -> TabularFigures {
        let key = TabularKey(family: family.name, weight: font.weight.value, italic: font.italic)
        if let known = tabularShifts[key] { return known }
        let reference: CGFloat = 100
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family.name)
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(font.weight.value)))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_font_description_set_absolute_size(description, Double(reference) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        func advance(_ character: String, tabular: Bool = false) -> CGFloat {
            let attributes = pango_attr_list_new()!
            defer { pango_attr_list_unref(attributes) }
            if tabular { insert(pango_attr_font_features_new("tnum"), 0, character.utf8.count, attributes) }
            pango_layout_set_attributes(layout, attributes)
            pango_layout_set_text(layout, character, Int32(character.utf8.count))
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            // In em of the point size: the face is drawn at `FontRoles.drawSize`.
            return CGFloat(logical.width) / CGFloat(PANGO_SCALE) / reference * FontRoles.capHeight / family.capHeight
        }
        let proportional = (0...9).map { advance(String($0)) }
        let tabular = (0...9).map { advance(String($0), tabular: true) }
        let mean = proportional.reduce(0, +) / 10
        let fontFigures = tabular.allSatisfy { abs($0 - tabular[0]) < 0.005 }   // Inter SemiBold's tabular 4 is 3 units narrower
        let figures = TabularFigures(usesFontFigures: fontFigures, meanAdvance: mean, percentAdvance: advance("%"),
                                     digits: (fontFigures ? tabular : proportional).map { mean - $0 }, figureSpace: mean - advance("\u{2007}"))
        tabularShifts[key] = figures
        return figures
    }

    /// The one character a glyph's cluster holds (bytes `start..<end` of the layout's UTF-8), or nil
    /// when it holds several (a ligature, a keycap sequence) or none.
    static func scalar(in bytes: [UInt8], at start: Int, upTo end: Int) -> Unicode.Scalar? {
        guard start >= 0, start < end, end <= bytes.count else { return nil }
        let scalars = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars
        return scalars.count == 1 ? scalars.first : nil
    }

    /// Sets OpenType features over each stretch of digits.
    private func insertTabularDigits(_ string: String, features: String, from start: Int, into attributes: OpaquePointer) {
        var offset = start, stretchStart: Int?
        for scalar in string.unicodeScalars {
            let digit = FontRoles.AdvanceCalibration.isTabularFigure(scalar)
            if digit, stretchStart == nil { stretchStart = offset }
            if !digit, let first = stretchStart { insert(pango_attr_font_features_new(features), first, offset, attributes); stretchStart = nil }
            offset += String(scalar).utf8.count
        }
        if let first = stretchStart { insert(pango_attr_font_features_new(features), first, offset, attributes) }
    }

    /// Letter spacing by character, over stretches of equal spacing: the tracking, the stand-in's
    /// width calibration (`FontRoles.AdvanceCalibration`) and its tabular figures.
    private func insertLetterSpacing(_ spacing: (Unicode.Scalar) -> CGFloat, string: String, from start: Int, into attributes: OpaquePointer) {
        var segmentStart = start, offset = start
        var current: CGFloat?
        func flush() {
            guard let value = current, offset > segmentStart, value != 0 else { return }
            insert(pango_attr_letter_spacing_new(Int32((value * CGFloat(PANGO_SCALE)).rounded())), segmentStart, offset, attributes)
        }
        for scalar in string.unicodeScalars {
            let value = spacing(scalar)
            if value != current { flush(); segmentStart = offset; current = value }
            offset += String(scalar).utf8.count
        }
        flush()
    }

    private func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ start: Int, _ end: Int, _ list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = guint(start)
        attribute.pointee.end_index = guint(end)
        pango_attr_list_insert(list, attribute)
    }

    /// Reads lines and glyphs back out of Pango and places them on Loupe's baselines, in four
    /// steps, each in a file of its own: the lines as Pango set them (`readLines`), the digits'
    /// calibration on each line (`PangoLine.calibrateDigits`), the baselines with SwiftUI's pixel
    /// rounding (`TextBaselines`), and the runs aligned and decorated on them (`TextRunPlacement`).
    private func extract(_ layout: OpaquePointer, string: String, infos: [RunInfo], text: ResolvedText,
                         pixel: CGFloat, truncated: Bool, fontScale: CGFloat) -> TextLayout {
        var lines = readLines(of: layout, string: string, infos: infos)
        // A cut or wrapped line never grows past the width the text was given.
        let given = pango_layout_get_width(layout) > 0 ? CGFloat(pango_layout_get_width(layout)) / CGFloat(PANGO_SCALE) : nil
        for i in lines.indices { lines[i].calibrateDigits(infos: infos, within: given) }
        let baselines = TextBaselines(lines: lines, infos: infos, text: text, pixel: pixel)
        let placement = TextRunPlacement(lines: lines, infos: infos, baselines: baselines, text: text, pixel: pixel)
        let firstInfo = infos.first?.metrics ?? LineMetrics(ascent: 0, descent: 0, capHeight: 0, leading: 0)
        let lastInfo = lines.last.flatMap { $0.metrics.last.map { infos[$0].metrics } } ?? firstInfo
        return TextLayout(string: text.string, size: baselines.size(width: placement.textWidth), firstBaseline: baselines.firstRounded,
                          lastBaseline: baselines.lastRounded, lineCount: baselines.lineCount, isTruncated: truncated, scale: fontScale,
                          runs: placement.runs, decorations: placement.decorations, lineBoxes: placement.lineBoxes,
                          firstLineMetrics: firstInfo, lastLineMetrics: lastInfo)
    }

    // MARK: - Symbols

    public func symbol(_ glyph: SymbolGlyph, font: ResolvedFont, scale: Image.Scale, paint: ResolvedPaint) -> SymbolLayout {
        let key = SymbolKey(glyph: glyph, font: font, scale: scale)
        var layout: SymbolLayout
        if let known = symbols[key] {
            layout = known
        } else {
            if symbols.count >= Self.layoutMemoLimit { symbols.removeAll(keepingCapacity: true) }
            let size = font.size * FontRoles.symbolScale(scale)
            layout = baseSymbol(glyph, size: size, weight: font.weight)
            // A drawn battery has its weight in its wall; the icon sets' outlines are grown or shrunk.
            if case .battery = glyph {} else { layout.weightOffset = FontRoles.symbolWeightOffset(font.weight, size: size) }
            symbols[key] = layout
        }
        layout.paint = paint
        return layout
    }

    /// A glyph's outline laid out in its box: the icon sets' before the font's weight, a drawn one in it.
    private func baseSymbol(_ glyph: SymbolGlyph, size: CGFloat, weight: Font.Weight) -> SymbolLayout {
        switch glyph {
        case .icon(let slug):
            return iconSymbol(slug, size: size) ?? CairoFontTable.lock.withLock { fontSymbol(SymbolGlyph.placeholderLigature, size: size) }
        case .ligature(let ligature):
            return CairoFontTable.lock.withLock { fontSymbol(ligature, size: size) }
        case .characters(let text):
            return CairoFontTable.lock.withLock { charactersSymbol(text, size: size) }
        case let .battery(level, bolt):
            let box = symbolBox(size: size)
            let outline = BatterySymbol(level: level, bolt: bolt, weight: weight).outline(side: box.side)
            return SymbolLayout(size: CGSize(width: box.side * FontRoles.batteryWidth, height: box.side), baseline: box.baseline, outline: outline,
                                paint: .color(.clear), ink: outline.inkBounds)
        case let .variable(family, body):
            // The layers fill the square box the table's glyph for the name has.
            let box = symbolBox(size: size)
            let square = SymbolLayout(size: CGSize(width: box.side, height: box.side), baseline: box.baseline, outline: Path(),
                                      paint: .color(.clear), ink: CGRect(x: 0, y: 0, width: box.side, height: box.side))
            return VariableSymbol(family: family).laidOut(over: square, body: body.map { baseSymbol($0, size: size, weight: weight) })
        case .layered(let glyphs):
            return layeredSymbol(glyphs, size: size, weight: weight)
        }
    }

    /// A layered stand-in: each glyph laid out alone, its ink fitted into its frame of the square box
    /// (aspect kept, centred), kept as a layer of its own.
    private func layeredSymbol(_ glyphs: [SymbolGlyph.Placed], size: CGFloat, weight: Font.Weight) -> SymbolLayout {
        let box = symbolBox(size: size)
        var result = SymbolLayout(size: CGSize(width: box.side, height: box.side), baseline: box.baseline, outline: Path(),
                                  paint: .color(.clear), ink: .null)
        var ink = CGRect.null
        result.glyphLayers = glyphs.map { placed in
            let drawn = baseSymbol(placed.glyph, size: size, weight: weight)
            let from = drawn.ink
            let frame = CGRect(x: placed.frame.minX * box.side, y: placed.frame.minY * box.side,
                               width: placed.frame.width * box.side, height: placed.frame.height * box.side)
            guard !from.isNull, from.width > 0, from.height > 0 else { return Path() }
            let share = min(frame.width / from.width, frame.height / from.height)
            let outline = drawn.outline.applying { CGPoint(x: frame.midX + ($0.x - from.midX) * share, y: frame.midY + ($0.y - from.midY) * share) }
            ink = ink.union(outline.inkBounds)
            return outline
        }
        result.ink = ink.isNull ? CGRect(origin: .zero, size: result.size) : ink
        return result
    }

    /// The box every symbol is laid out in: the icon sets' ink area, 20 of their 24-unit em, with the
    /// em at `symbolEmPerPoint` points per point; its baseline puts the ink's centre on half the cap
    /// height above the text baseline (facts.md §7).
    private func symbolBox(size: CGFloat) -> (em: CGFloat, side: CGFloat, margin: CGFloat, baseline: CGFloat) {
        let em = size * FontRoles.symbolEmPerPoint
        let side = em * FontRoles.symbolInkPerEm
        return (em, side, (em - side) / 2, side / 2 + size * FontRoles.capHeight / 2)
    }

    /// A Material Design Icons outline, scaled from its 24-unit grid onto the box.
    private func iconSymbol(_ slug: String, size: CGFloat) -> SymbolLayout? {
        guard let grid = icons.outline(slug) else { return nil }
        let box = symbolBox(size: size)
        let unit = box.em / IconOutlines.gridSize
        let outline = grid.applying { CGPoint(x: $0.x * unit - box.margin, y: $0.y * unit - box.margin) }
        return SymbolLayout(size: CGSize(width: box.side, height: box.side), baseline: box.baseline, outline: outline,
                            paint: .color(.clear), ink: outline.inkBounds)
    }

    /// A Material Icons glyph, shaped by Pango from its ligature and traced by Cairo.
    private func fontSymbol(_ ligature: String, size: CGFloat) -> SymbolLayout {
        let box = symbolBox(size: size)
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, FontRoles.symbols.name)
        pango_font_description_set_absolute_size(description, Double(box.em) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, ligature, Int32(ligature.utf8.count))
        // The glyph's baseline sits on the em's bottom edge; the box starts `margin` inside the em.
        var baseline = CGFloat(pango_layout_get_baseline(layout)) / CGFloat(PANGO_SCALE)
        if baseline <= 0 { baseline = box.em }
        let outline = tracedOutline(of: layout, origin: CGPoint(x: -box.margin, y: box.em - baseline - box.margin))
        return SymbolLayout(size: CGSize(width: box.side, height: box.side), baseline: box.baseline, outline: outline,
                            paint: .color(.clear), ink: outline.inkBounds)
    }

    /// Characters in the system font's semibold (`1.circle`, `a.square`, `4h`), centred in the box with
    /// their capitals `symbolCharactersCapShare` of its height; text wider than the box widens it.
    private func charactersSymbol(_ text: String, size: CGFloat) -> SymbolLayout {
        let box = symbolBox(size: size)
        let family = FontRoles.inter
        let capHeight = box.side * FontRoles.symbolCharactersCapShare
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        let description = pango_font_description_new()!
        defer { pango_font_description_free(description) }
        pango_font_description_set_family(description, family.name)
        pango_font_description_set_weight(description, PangoWeight(rawValue: 600))
        pango_font_description_set_absolute_size(description, Double(capHeight / family.capHeight) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, Int32(text.utf8.count))
        let traced = tracedOutline(of: layout, origin: .zero)
        let ink = traced.inkBounds
        let width = max(box.side, ink.width + box.side * FontRoles.symbolCharactersSideMargin * 2)
        let outline = traced.offsetBy(dx: width / 2 - ink.midX, dy: box.side / 2 - ink.midY)
        return SymbolLayout(size: CGSize(width: width, height: box.side), baseline: box.baseline, outline: outline,
                            paint: .color(.clear), ink: outline.inkBounds)
    }

    /// A Pango layout's glyph outlines, its top-left corner at `origin`: what Cairo would fill to draw it.
    private func tracedOutline(of layout: OpaquePointer, origin: CGPoint) -> Path {
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)!
        defer { cairo_surface_destroy(surface) }
        let cr = cairo_create(surface)!
        defer { cairo_destroy(cr) }
        cairo_translate(cr, Double(origin.x), Double(origin.y))
        pango_cairo_layout_path(cr, layout)
        cairo_identity_matrix(cr)
        return Path(cairoPath: cr)
    }

    // MARK: - Fonts

    /// The file behind a Pango font, cached per font object (Pango keeps fonts alive in its map).
    func face(of font: UnsafeMutablePointer<PangoFont>?) -> FontFace {
        guard let font else { return FontFace(file: "", index: 0, embolden: false) }
        let key = UnsafeMutableRawPointer(font)
        if let known = faces[key] { return known }
        var file = "", index: Int32 = 0, embolden: FcBool = 0
        font.withMemoryRebound(to: PangoFcFont.self, capacity: 1) { fc in
            if let pattern = pango_fc_font_get_pattern(fc) {
                var path: UnsafeMutablePointer<FcChar8>?
                if FcPatternGetString(pattern, FC_FILE, 0, &path) == FcResultMatch, let path {
                    file = String(cString: UnsafeRawPointer(path).assumingMemoryBound(to: CChar.self))
                }
                _ = FcPatternGetInteger(pattern, FC_INDEX, 0, &index)
                _ = FcPatternGetBool(pattern, FC_EMBOLDEN, 0, &embolden)
            }
        }
        let face = FontFace(file: file, index: Int(index), embolden: embolden != 0)
        faces[key] = face
        return face
    }

    func fontSize(of font: UnsafeMutablePointer<PangoFont>?) -> CGFloat {
        // A bitmap font (the color emoji) is described at its strike size (109 px) and scaled by
        // Pango to the size asked for: the scaled font's matrix holds the size actually drawn.
        if let font, let scaled = pango_cairo_font_get_scaled_font(OpaquePointer(font)) {
            var matrix = cairo_matrix_t()
            cairo_scaled_font_get_font_matrix(scaled, &matrix)
            if matrix.xx > 0, matrix.yx == 0, matrix.xy == 0 { return CGFloat(matrix.xx) }
        }
        guard let font, let description = pango_font_describe_with_absolute_size(font) else { return 0 }
        defer { pango_font_description_free(description) }
        return CGFloat(pango_font_description_get_size(description)) / CGFloat(PANGO_SCALE)
    }
}
