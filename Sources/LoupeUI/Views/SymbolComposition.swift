import Foundation

/// An SF Symbols name the stand-in symbol font lacks, drawn from a glyph it has. SF Symbols names
/// are systematic — base, then an enclosure (`.circle`, `.square`), then `.slash`, then `.fill` —
/// so `arrow.clockwise.circle` is the `arrow.clockwise` glyph inside a circle, and
/// `wifi.circle.fill` the glyph cut out of a filled circle (issue #13 item 7).
public struct SymbolComposition: Hashable, Sendable {
    public enum Enclosure: String, Hashable, Sendable { case circle, square }
    public var enclosure: Enclosure?
    /// The enclosure is filled and the glyph cut out of it (`.circle.fill`).
    public var filledEnclosure = false
    /// A diagonal stroke across the glyph, with a clear gap beside it (`.slash`).
    public var slashed = false
    /// A badge on the glyph (`.badge`, `.badge.plus`): the badge symbol's glyph, or a dot when the
    /// name ends at `.badge`.
    public var badge: Badge?

    public enum Badge: Hashable, Sendable {
        case dot
        /// The badge symbol's name and its stand-in glyph.
        case symbol(name: String, ligature: String)
    }

    public static let plain = SymbolComposition()
    public var isPlain: Bool { self == .plain }

    /// The base name the table has and how to compose it into `name`; nil if no base is known.
    /// A trailing `.fill` with no enclosure falls back to the base glyph: the stand-in's glyphs
    /// are mostly solid already.
    static func decompose(_ name: String, known: (String) -> Bool) -> (base: String, composition: SymbolComposition)? {
        decompose(name, known: known, ligature: { _ in nil })
    }

    /// As `decompose(_:known:)`, reading badge glyphs through `ligature`.
    static func decompose(_ name: String, known: (String) -> Bool, ligature: (String) -> String?) -> (base: String, composition: SymbolComposition)? {
        var parts = name.split(separator: ".").map(String.init)
        var composition = SymbolComposition()
        // A badge comes last in SF names: "calendar.badge.plus", "bell.badge", "person.badge.clock.fill".
        if let at = parts.firstIndex(of: "badge"), at > 0 {
            let badgeName = parts[(at + 1)...].filter { $0 != "fill" }.joined(separator: ".")
            if badgeName.isEmpty {
                composition.badge = .dot
            } else if let glyph = ligature(badgeName) {
                composition.badge = .symbol(name: badgeName, ligature: glyph)
            } else {
                return nil
            }
            parts.removeSubrange(at...)
            let base = parts.joined(separator: ".")
            for candidate in [base, base + ".fill"] where known(candidate) { return (candidate, composition) }
            return nil
        }
        var fills = false
        if parts.last == "fill" { fills = true; parts.removeLast() }
        if parts.last == "slash" { composition.slashed = true; parts.removeLast() }
        if let last = parts.last, let enclosure = Enclosure(rawValue: last), parts.count > 1 {
            composition.enclosure = enclosure
            composition.filledEnclosure = fills
            parts.removeLast()
        }
        guard !parts.isEmpty, parts.count < name.split(separator: ".").count else { return nil }
        let base = parts.joined(separator: ".")
        // SF cuts a solid glyph out of a filled enclosure and draws an outline one inside an open
        // enclosure; either stands in where the other is missing.
        let candidates = composition.filledEnclosure ? [base + ".fill", base] : [base, base + ".fill"]
        for candidate in candidates where known(candidate) { return (candidate, composition) }
        return nil
    }
}

extension SymbolComposition: CustomStringConvertible {
    /// The name suffix it stands for: "circle.fill", "slash", "square.slash".
    public var description: String {
        var parts: [String] = []
        if let enclosure { parts.append(enclosure.rawValue) }
        if slashed { parts.append("slash") }
        if filledEnclosure { parts.append("fill") }
        switch badge {
        case .dot: parts.append("badge")
        case .symbol(let name, _): parts.append("badge.\(name)")
        case nil: break
        }
        return parts.joined(separator: ".")
    }
}
