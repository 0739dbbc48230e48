import Foundation

/// What a symbol's base is drawn with: one glyph of a pinned icon set, or characters of the system
/// font. The engine turns each into an outline (`TextEngine.symbol`), so every symbol is drawn the
/// same way whatever set it comes from.
public enum SymbolGlyph: Hashable, Sendable, CustomStringConvertible {
    /// A Material Icons glyph, by its ligature (`favorite`).
    case ligature(String)
    /// A Material Design Icons outline, by its slug (`bird`).
    case icon(String)
    /// Characters drawn in the system font: the `1` of `1.circle`, the `a` of `a.square`.
    case characters(String)
    /// A battery lying down, its cap to the right and filled to `level` (0…1), with a bolt cut out
    /// of the fill if `bolt`: drawn from figures, as the icon sets' batteries stand upright and
    /// their levels are not parts of their own (multicolor paints SF's level on its own).
    case battery(level: Double, bolt: Bool)
    /// A variable symbol drawn with a value, in the layers the value lights (`SymbolVariable`);
    /// `body` is the glyph of the part the value never dims (the speaker), if it has one.
    indirect case variable(SymbolVariable, body: SymbolGlyph?)
    /// A stand-in drawn from several glyphs, back to front, each fitted into its frame of the box:
    /// SF draws such symbols in layers (a cloud in front of a sun, rain below a cloud), so each glyph
    /// is a layer of its own that the layer table paints (`SymbolLayers`, `SymbolStyle.Part.Piece.glyph`).
    case layered([Placed])

    /// One glyph of a layered stand-in and where it goes.
    public struct Placed: Hashable, Sendable {
        public var glyph: SymbolGlyph
        /// Where the glyph's ink is fitted (its aspect kept, centred), in unit coordinates of the
        /// symbol's square box (0…1 across and down).
        public var frame: CGRect
        public init(glyph: SymbolGlyph, frame: CGRect) { self.glyph = glyph; self.frame = frame }
    }

    /// The placeholder an unknown name draws: a question mark in a rounded square.
    public static let placeholder = SymbolGlyph.ligature(placeholderLigature)
    public static let placeholderLigature = "help_center"

    /// As the symbol table writes it: `mi:favorite`, `mdi:bird`, `chars:1`.
    public var description: String {
        switch self {
        case .ligature(let ligature): return "mi:" + ligature
        case .icon(let slug): return "mdi:" + slug
        case .characters(let text): return "chars:" + text
        case let .battery(level, bolt): return "battery:\(CGFloat(level).formatted)" + (bolt ? ",bolt" : "")
        case let .variable(family, body): return "variable:\(family)" + (body.map { " over \($0)" } ?? "")
        case .layered(let glyphs):
            return "layered:" + glyphs.map { placed in
                let f = placed.frame
                return "\(placed.glyph)@" + [f.minX, f.minY, f.width, f.height].map(\.formatted).joined(separator: ",")
            }.joined(separator: ";")
        }
    }
}
