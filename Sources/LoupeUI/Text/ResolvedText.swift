import Foundation

/// Text with every style decided: runs of characters with a font and paint each, and the
/// paragraph settings the text engine needs.
public struct ResolvedText: Hashable, CustomStringConvertible {
    public struct Run: Hashable {
        public var string: String
        public var font: ResolvedFont
        public var paint: ResolvedPaint
        public var underline: RGBA?
        public var strikethrough: RGBA?
        /// How the underline and strikethrough are drawn: solid, or dotted and dashed.
        public var underlinePattern: Text.LineStyle.Pattern = .solid
        public var strikethroughPattern: Text.LineStyle.Pattern = .solid
        /// Extra space between characters (`kerning`/`tracking`), in points, added to the font's own tracking.
        public var extraTracking: CGFloat
        public var baselineOffset: CGFloat
        /// A symbol drawn inline (an `Image(systemName:)` interpolated into the text), or nil.
        public var symbol: String?
    }

    public var runs: [Run]
    public var lineLimit: Int?
    public var reservesLineLimitSpace: Bool
    /// Extra space between lines, in points.
    public var lineSpacing: CGFloat
    public var alignment: TextAlignment
    public var truncationMode: Text.TruncationMode
    public var minimumScaleFactor: CGFloat
    public var layoutDirection: LayoutDirection
    /// Placeholder redaction: drawn as rounded bars instead of glyphs.
    public var isRedacted: Bool

    public var string: String { runs.map(\.string).joined() }
    public var description: String { "\"\(string)\"" }

    init(_ text: Text, in context: ResolveContext) {
        let environment = context.environment
        var runs: [Run] = []
        var style = TextStyleState(environment: environment)
        Self.collect(text, style: &style, into: &runs, context: context)
        if let textCase = environment.textCase {
            for i in runs.indices {
                runs[i].string = textCase == .uppercase ? runs[i].string.uppercased(with: environment.locale)
                                                        : runs[i].string.lowercased(with: environment.locale)
            }
        }
        self.runs = runs
        lineLimit = environment.lineLimit
        reservesLineLimitSpace = environment.lineLimitReservesSpace
        lineSpacing = environment.lineSpacing
        alignment = environment.multilineTextAlignment
        truncationMode = environment.truncationMode
        minimumScaleFactor = environment.minimumScaleFactor
        layoutDirection = environment.layoutDirection
        isRedacted = Redaction.isRedacting(environment)
    }

    /// The style a run inherits: the environment's, then the Text's own attributes, innermost last.
    struct TextStyleState {
        var font: Font
        var weight: Font.Weight?
        var bold: Bool
        var italic: Bool
        var monospacedDigit: Bool
        var design: Font.Design?
        var foreground: AnyShapeStyle?
        var underline: RGBA?
        var strikethrough: RGBA?
        var underlinePattern: Text.LineStyle.Pattern
        var strikethroughPattern: Text.LineStyle.Pattern
        var tracking: CGFloat
        var baselineOffset: CGFloat = 0
        let environment: EnvironmentValues

        init(environment: EnvironmentValues) {
            self.environment = environment
            font = environment.font ?? .body
            weight = environment.fontWeight
            bold = environment.isBold
            italic = environment.isItalic
            monospacedDigit = environment.isMonospacedDigit
            design = environment.fontDesign
            foreground = nil
            tracking = environment.tracking
            baselineOffset = environment.baselineOffset
            (underlinePattern, strikethroughPattern) = environment.decorationPatterns
            if let color = environment.underline { underline = (color ?? Color.primary).resolve(in: environment) }
            if let color = environment.strikethrough { strikethrough = (color ?? Color.primary).resolve(in: environment) }
        }

        mutating func apply(_ attribute: Text.Attribute) {
            switch attribute {
            case .font(let f): font = f ?? environment.font ?? .body
            case .weight(let w): weight = w
            case .bold(let b): bold = b
            case .italic(let i): italic = i
            case .monospacedDigit: monospacedDigit = true
            case .design(let d): design = d
            case .foreground(let s): foreground = s
            case let .underline(on, c, pattern):
                underline = on ? (c ?? Color.primary).resolve(in: environment) : nil
                underlinePattern = pattern
            case let .strikethrough(on, c, pattern):
                strikethrough = on ? (c ?? Color.primary).resolve(in: environment) : nil
                strikethroughPattern = pattern
            case .kerning(let k), .tracking(let k): tracking += k.isFinite ? k : 0
            case .baselineOffset(let o): baselineOffset += o.isFinite ? o : 0
            }
        }

        /// A Markdown span's style on top of the text's: bold, italic, code in the monospaced
        /// design, strikethrough in the text's colour, links in the tint (as SwiftUI draws them).
        mutating func applyMarkdown(_ flags: InlineMarkdown.Flags) {
            if flags.bold { bold = true }
            if flags.italic { italic = true }
            if flags.code { design = .monospaced }
            if flags.strikethrough { apply(.strikethrough(true, nil)) }
            if flags.link != nil { foreground = AnyShapeStyle(.tint) }
        }

        func resolvedFont() -> ResolvedFont {
            var f = font
            if let weight { f = f.weight(weight) }
            if bold { f = f.bold() }
            if italic { f = f.italic() }
            if monospacedDigit { f = f.monospacedDigit() }
            if let design { f.design = design }
            return f.resolve(dynamicTypeSize: environment.dynamicTypeSize)
        }

        func run(_ string: String, symbol: String? = nil) -> Run {
            let paint = foreground?._resolvePaint(in: environment) ?? environment.resolvedForeground
            return Run(string: string, font: resolvedFont(), paint: paint, underline: underline.map { _ in underlineColor(paint) } ?? nil,
                       strikethrough: strikethrough, underlinePattern: underlinePattern, strikethroughPattern: strikethroughPattern,
                       extraTracking: tracking, baselineOffset: baselineOffset, symbol: symbol)
        }

        /// Underlines default to the text's own color.
        private func underlineColor(_ paint: ResolvedPaint) -> RGBA? {
            if let underline { return underline }
            if case .color(let c) = paint { return c }
            return nil
        }
    }

    /// Stands for an interpolated value while the literal text around it is read as Markdown.
    private static let placeholder: Character = "\u{FFFC}"

    private static func collectSegment(_ segment: LocalizedStringKey.Segment, style: inout TextStyleState, into runs: inout [Run],
                                       context: ResolveContext) {
        switch segment {
        case .literal(let s), .argument(let s, _): runs.append(style.run(s))
        case .formatted(let format): runs.append(style.run(format(style.environment)))
        case .text(let inner): collect(inner, style: &style, into: &runs, context: context)
        }
    }

    private static func collect(_ text: Text, style: inout TextStyleState, into runs: inout [Run], context: ResolveContext) {
        let saved = style
        for attribute in text.attributes { style.apply(attribute) }
        switch text.storage {
        case .verbatim(let s): runs.append(style.run(s))
        case .localized(let key, let table):
            let segments = StringTables.localize(key, table: table, in: style.environment)
            let literal = segments.reduce(into: "") { if case .literal(let s) = $1 { $0 += s } }
            guard literal.contains(where: InlineMarkdown.markers.contains) else {
                for segment in segments { collectSegment(segment, style: &style, into: &runs, context: context) }
                break
            }
            // Markdown in the literal text; each interpolated value stands in as one placeholder
            // and takes the style of the markers around it.
            var whole = "", values: [LocalizedStringKey.Segment] = []
            for segment in segments {
                if case .literal(let s) = segment { whole += s } else { whole.append(placeholder); values.append(segment) }
            }
            var next = 0
            for span in InlineMarkdown.spans(whole) {
                var styled = style
                styled.applyMarkdown(span.flags)
                var text = ""
                for c in span.text {
                    if c == placeholder, next < values.count {
                        if !text.isEmpty { runs.append(styled.run(text)); text = "" }
                        collectSegment(values[next], style: &styled, into: &runs, context: context)
                        next += 1
                    } else {
                        text.append(c)
                    }
                }
                if !text.isEmpty { runs.append(styled.run(text)) }
            }
        case .concatenated(let parts):
            for part in parts { collect(part, style: &style, into: &runs, context: context) }
        case .computed(let compute):
            runs.append(style.run(compute(style.environment)))
        case .image(let image):
            let symbol = image.inlineSymbolGlyph(context: context)
            runs.append(style.run(symbol.text, symbol: symbol.name))
        }
        style = saved
    }
}
