import Foundation

/// How a symbol is built around its base glyph, as SF Symbols names say it: the base, then `.slash`,
/// then an enclosure (`.circle`, `.square`, `.rectangle`, `.app`, `.shield`…), then `.fill`; a
/// badge last (`.badge.plus`, `.trianglebadge.exclamationmark`); two glyphs side by side
/// (`sun.and.horizon`) or one on the other (`doc.on.doc`). `SymbolResolver` reads a name into one;
/// the engine places the parts (`SymbolLayout.composed`) and paint draws them.
public struct SymbolComposition: Hashable, Sendable {
    public enum Enclosure: String, Hashable, Sendable, CaseIterable {
        case circle, square, rectangle, app, shield, diamond, hexagon, octagon, triangle, capsule
    }
    public var enclosure: Enclosure?
    /// The enclosure is filled and the glyph cut out of it (`.circle.fill`).
    public var filledEnclosure = false
    /// A diagonal stroke across the glyph, with a clear gap beside it (`.slash`).
    public var slashed = false
    /// A badge on the glyph (`.badge`, `.badge.plus`): the badge symbol's glyph, or a dot when the
    /// name ends at `.badge`.
    public var badge: Badge?
    /// A second glyph beside or behind the base (`.and.`, `.on.`).
    public var companion: Companion?

    public enum Badge: Hashable, Sendable {
        case dot
        /// The badge symbol's name and its glyph.
        case symbol(name: String, glyph: SymbolGlyph)
    }

    public struct Companion: Hashable, Sendable {
        public enum Arrangement: String, Hashable, Sendable {
            /// `A.and.B`: A leading, B smaller at the trailing bottom, a clear gap around it.
            case and
            /// `A.on.B`: B behind, towards the top trailing corner; A in front, a clear gap around it.
            case on
        }
        public var arrangement: Arrangement
        public var name: String
        public var glyph: SymbolGlyph
    }

    public static let plain = SymbolComposition()
    public var isPlain: Bool { self == .plain }
}

extension SymbolComposition: CustomStringConvertible {
    /// The name suffix it stands for: "circle.fill", "slash", "square.slash", "on.doc".
    public var description: String {
        var parts: [String] = []
        if slashed { parts.append("slash") }
        if let enclosure { parts.append(enclosure.rawValue) }
        if filledEnclosure { parts.append("fill") }
        if let companion { parts.append("\(companion.arrangement.rawValue).\(companion.name)") }
        switch badge {
        case .dot: parts.append("badge")
        case .symbol(let name, _): parts.append("badge.\(name)")
        case nil: break
        }
        return parts.joined(separator: ".")
    }
}
