import Foundation

/// How a symbol's layers are painted (`.symbolRenderingMode`, `.foregroundStyle(_:_:_:)`,
/// `Image(systemName:variableValue:)`), resolved to paints for the engine.
///
/// A symbol's layers are the parts its name composes — the base glyph, a slash and a badge primary;
/// an enclosure and the second glyph of a pair secondary — and the layers of the base glyph itself
/// that the layer table names (`SymbolLayers`: a cloud and its sun, a battery's case and level),
/// painted as `parts`. A variable symbol (`wifi`, `cellularbars`, `speaker.wave.3`, `chart.bar`)
/// drawn with a value is drawn in its own layers (`SymbolGlyph.variable`), those above the value dimmed.
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
    /// The base glyph's layers in their paints for the mode (`SymbolLayers`): hierarchical and palette
    /// paint each by its role, multicolor in its fixed colour; monochrome has none. A part of the
    /// glyph no piece matches takes the symbol's paint.
    public var parts: [Part] = []

    /// A layer of the base glyph and its paint.
    public struct Part: Hashable, Sendable {
        /// Which filled parts of the glyph's outline (`Path.filledParts`) or which glyph of a layered
        /// stand-in the layer is; a part takes the first piece it matches.
        public enum Piece: Hashable, Sendable {
            /// The `index`th glyph of a layered stand-in (`SymbolGlyph.layered`), back to front.
            case glyph(Int)
            /// The islands inside the glyph's holes: a battery's level inside its case.
            case inner
            /// A filled enclosure with its glyph cut out (`plus.circle.fill` drawn whole): the
            /// enclosure drawn whole in this piece's paint, the cut-out glyph on it in the symbol's.
            /// Only a glyph without islands in its holes is one (a ring around an arrow is not).
            case enclosure
            /// The filled parts whose centre lies in this area of the glyph's ink box, in unit
            /// coordinates (0…1 across and down): for glyphs whose layers nothing else tells apart.
            case area(CGRect)
            /// Every part no piece before it matched.
            case rest
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

    /// The base glyph's layers in this style's paints (`parts`), and multicolor's fixed colours:
    /// the badge's, and the whole symbol's paint if it has one (returned).
    mutating func applyLayers(name: String, composition: SymbolComposition, primary: ResolvedPaint, scheme: ColorScheme) -> ResolvedPaint? {
        let layers = SymbolLayers.layers(of: name, composition: composition)
        switch mode {
        case .monochrome:
            parts = []
            return nil
        case .hierarchical, .palette:
            parts = layers.map { layer in
                let paint: ResolvedPaint
                switch layer.role {
                case .primary: paint = primary
                case .secondary: paint = secondary ?? primary
                case .tertiary: paint = tertiary ?? secondary ?? primary
                }
                return Part(piece: layer.piece, paint: paint)
            }
            return nil
        case .multicolor:
            // A layer without a fixed colour takes the symbol's (the whole symbol's fixed colour, else
            // the foreground), but for a filled enclosure: without colours it is drawn as in
            // monochrome, its glyph cut out.
            if let badge = composition.badge, let color = SymbolMulticolor.badge(badge) { self.badge = .color(SystemColorTable.color(color, scheme)) }
            let whole = SymbolMulticolor.symbols[name].map { ResolvedPaint.color(SystemColorTable.color($0, scheme)) }
            parts = layers.compactMap { layer in
                if let color = layer.multicolor { return Part(piece: layer.piece, paint: .color(SystemColorTable.color(color, scheme))) }
                return layer.piece == .enclosure ? nil : Part(piece: layer.piece, paint: whole ?? primary)
            }
            return whole
        }
    }

    /// Secondary and tertiary labels' opacity against the label's: 0.6 and 0.3 in both schemes.
    static func hierarchicalOpacities(_ scheme: ColorScheme) -> (secondary: Double, tertiary: Double) {
        let label = SystemColorTable.color(.label, scheme).alpha
        return (SystemColorTable.color(.secondaryLabel, scheme).alpha / label, SystemColorTable.color(.tertiaryLabel, scheme).alpha / label)
    }
}
