import Foundation

/// How a symbol's layers are painted (`.symbolRenderingMode`, `.foregroundStyle(_:_:_:)`,
/// `Image(systemName:variableValue:)`), resolved to paints for the engine.
///
/// The stand-in glyphs are one layer each, so the layers are the parts a name composes: the base
/// glyph and a slash and a badge are primary; an enclosure and the second glyph of a pair are
/// secondary. A variable symbol (`wifi`, `cellularbars`, `speaker.wave.3`, `chart.bar`) drawn with a
/// value is drawn in its own layers (VariableSymbol), those above the value dimmed.
public struct SymbolStyle: Hashable, Sendable {
    public enum Mode: String, Hashable, Sendable {
        case monochrome, hierarchical, palette, multicolor
    }
    public var mode: Mode = .monochrome
    /// The secondary and tertiary layers' paints; nil draws them in the primary paint.
    public var secondary: ResolvedPaint?
    public var tertiary: ResolvedPaint?
    /// `Image(systemName:variableValue:)`, clamped to 0…1; nil draws the symbol whole.
    public var variableValue: Double?
    /// A variable symbol's layers above its value: the primary paint at the tertiary label's opacity (EST).
    public var dimmed: ResolvedPaint?
    /// Multicolor: the badge's fixed colour, if it has one (`SymbolMulticolor`).
    public var badge: ResolvedPaint?
    /// Multicolor: pieces of the glyph in fixed colours of their own (a battery's level, a cloud's
    /// rain), found by where they sit in its outline; the rest takes the symbol's paint.
    public var parts: [Part] = []

    /// A piece of one glyph that multicolor paints on its own (`SymbolMulticolor.parts`).
    public struct Part: Hashable, Sendable {
        public enum Piece: Hashable, Sendable {
            /// The islands inside the glyph's holes: a battery's level inside its case.
            case inner
            /// The filled parts whose centre lies in this area of the glyph's ink box, in unit
            /// coordinates (0…1 across and down).
            case area(CGRect)
        }
        public var piece: Piece
        public var paint: ResolvedPaint
        public init(piece: Piece, paint: ResolvedPaint) { self.piece = piece; self.paint = paint }
    }

    public static let monochrome = SymbolStyle()

    /// The style in effect for a symbol drawn in `primary`: the image's own mode, else the
    /// environment's, else palette where `.foregroundStyle` gave several styles (as SwiftUI does).
    static func resolve(mode explicit: SymbolRenderingMode?, variableValue: Double?, primary: ResolvedPaint,
                        in environment: EnvironmentValues) -> SymbolStyle {
        var style = SymbolStyle()
        style.variableValue = variableValue.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
        if style.variableValue != nil { style.dimmed = primary.withOpacity(hierarchicalOpacities(environment.colorScheme).tertiary) }
        let styles = environment.hierarchicalStyles
        let mode = explicit ?? environment.symbolRenderingMode ?? (styles.count > 1 ? .palette : .monochrome)
        switch mode.kind {
        case .monochrome:
            break
        case .multicolor:
            style.mode = .multicolor
        case .hierarchical:
            // The layers take the primary paint at the opacities of the label hierarchy (EST, as
            // facts.md §5 maps .secondary and .tertiary onto the labels).
            style.mode = .hierarchical
            let levels = Self.hierarchicalOpacities(environment.colorScheme)
            style.secondary = primary.withOpacity(levels.secondary)
            style.tertiary = primary.withOpacity(levels.tertiary)
        case .palette:
            style.mode = .palette
            var outer = environment
            outer.hierarchicalStyles = []
            outer.foregroundStyle = nil
            if styles.count > 1 { style.secondary = styles[1]._resolvePaint(in: outer) }
            style.tertiary = styles.count > 2 ? styles[2]._resolvePaint(in: outer) : style.secondary
        }
        return style
    }

    /// Multicolor's fixed colours for a symbol: the whole symbol's paint, if it has one, and its badge's.
    mutating func applyMulticolor(name: String, composition: SymbolComposition, scheme: ColorScheme) -> ResolvedPaint? {
        guard mode == .multicolor else { return nil }
        if let badge = composition.badge, let color = SymbolMulticolor.badge(badge) { self.badge = .color(SystemColorTable.color(color, scheme)) }
        parts = (SymbolMulticolor.parts[name] ?? []).map { Part(piece: $0.piece, paint: .color(SystemColorTable.color($0.color, scheme))) }
        return SymbolMulticolor.symbols[name].map { .color(SystemColorTable.color($0, scheme)) }
    }

    /// Secondary and tertiary labels' opacity against the label's: 0.6 and 0.3 in both schemes.
    static func hierarchicalOpacities(_ scheme: ColorScheme) -> (secondary: Double, tertiary: Double) {
        let label = SystemColorTable.color(.label, scheme).alpha
        return (SystemColorTable.color(.secondaryLabel, scheme).alpha / label, SystemColorTable.color(.tertiaryLabel, scheme).alpha / label)
    }
}
