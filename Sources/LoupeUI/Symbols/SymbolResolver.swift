import Foundation

/// What an SF Symbols name is drawn as: a base glyph, how it is composed, and how it was found.
public struct SymbolRecipe: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
        /// The symbol table maps the name itself.
        case mapped
        /// Built by SF Symbols' grammar from names the table maps (`bird.circle`, `person.fill.badge.plus`).
        case composed
        /// Drawn as a close relative: the table says so (`=NAME`), or the name less its last parts is known.
        case relative(String)
        /// Nothing matched: the placeholder.
        case placeholder
    }
    public var glyph: SymbolGlyph
    public var composition: SymbolComposition
    public var kind: Kind
}

extension SymbolRecipe.Kind: CustomStringConvertible {
    /// "mapped", "composed", "relative car.side", "placeholder".
    public var description: String {
        switch self {
        case .mapped: return "mapped"
        case .composed: return "composed"
        case .relative(let other): return "relative \(other)"
        case .placeholder: return "placeholder"
        }
    }
}

extension SymbolRecipe: CustomStringConvertible {
    /// How the symbol is drawn and with what: "composed\tmdi:bird + circle".
    public var description: String {
        "\(kind)\t\(glyph)" + (composition.isPlain ? "" : " + \(composition)")
    }
}

/// Reads an SF Symbols name into a `SymbolRecipe`. A name Apple has not published (`publishedNames`,
/// releases 1.0–7.0) and the table does not map is unknown: the placeholder. Otherwise, first match wins:
/// 1. the symbol table's own entry (`SymbolTable`), following `=NAME` to the relative it names;
/// 2. the grammar — `.forward`/`.backward` as the layout direction's right or left; a badge
///    (`.badge.plus`, `.badge`, `.trianglebadge.exclamationmark`); `.and.`/`.on.` pairs; then
///    `.fill`, an enclosure and `.slash` around a known base, or around characters (`1.circle`, `a.square`);
/// 3. the nearest relative: the name less its last parts (`car.top.door.front.left.open` → `car.top.door.front.left`);
/// 4. the placeholder.
/// Names are matched exactly: SF names are case-sensitive.
public enum SymbolResolver {
    /// With a `variableValue`, a variable symbol (`SymbolVariable`: `wifi`, `speaker.wave.2`…) is
    /// drawn in its layers (`SymbolGlyph.variable`) as a battery is drawn from figures; every other
    /// name ignores the value.
    public static func resolve(_ name: String, layoutDirection: LayoutDirection = .leftToRight, variableValue: Double? = nil) -> SymbolRecipe {
        let placeholder = SymbolRecipe(glyph: .placeholder, composition: .plain, kind: .placeholder)
        guard publishedNames[name] != nil else { return placeholder }
        let written = layoutDirection == .rightToLeft ? mirrored(name) : name
        guard var recipe = resolveOrRelative(written, depth: 0) else { return placeholder }
        if variableValue != nil, let family = SymbolVariable(name: name) {
            recipe.glyph = .variable(family, body: family.bodyName.map { resolve($0, layoutDirection: layoutDirection).glyph })
            recipe.composition = .plain
        }
        return recipe
    }

    /// The name by its entry or the grammar, else as its nearest relative: the name less its last parts.
    private static func resolveOrRelative(_ name: String, depth: Int) -> SymbolRecipe? {
        if let recipe = resolve(name, depth: depth) { return recipe }
        var parts = name.split(separator: ".", omittingEmptySubsequences: false)
        while parts.count > 1 {
            parts.removeLast()
            let shorter = parts.joined(separator: ".")
            if var recipe = resolve(shorter, depth: depth) {
                recipe.kind = .relative(shorter)
                return recipe
            }
        }
        return nil
    }

    /// Every SF Symbols name Apple has published (releases 1.0–7.0), with the release that introduced it.
    public static let publishedNames: [String: String] = {
        var names: [String: String] = [:]
        names.reserveCapacity(8192)
        for line in SymbolNamesData.lines.split(separator: "\n") {
            guard let tab = line.firstIndex(of: "\t") else { continue }
            names[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        return names
    }()

    /// Whether `name` draws without the placeholder.
    public static func isKnown(_ name: String) -> Bool { resolve(name).kind != .placeholder }

    /// The published names closest to `name` (edit distance, at most a third of the name's length),
    /// nearest first. Long names are not compared: no SF name is over 80 characters.
    public static func suggestions(for name: String, limit: Int = 3) -> [String] {
        let wanted = Array(name.utf8)
        guard !wanted.isEmpty, wanted.count <= 80 else { return [] }
        let bound = max(2, wanted.count / 3)
        var scored: [(distance: Int, name: String)] = []
        for candidate in publishedNames.keys {
            let bytes = Array(candidate.utf8)
            guard abs(bytes.count - wanted.count) <= bound else { continue }
            let distance = editDistance(wanted, bytes, bound: bound)
            if distance <= bound { scored.append((distance, candidate)) }
        }
        return scored.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }.prefix(limit).map(\.name)
    }

    // MARK: - Grammar

    /// Names nest (a badge on an enclosed base); a bound keeps a table cycle (`a` → `=b` → `=a`) finite.
    private static let depthLimit = 6

    private static func resolve(_ name: String, depth: Int) -> SymbolRecipe? {
        guard depth < depthLimit, !name.isEmpty else { return nil }
        switch SymbolTable.target(for: name) {
        case .glyph(let glyph)?:
            return SymbolRecipe(glyph: glyph, composition: .plain, kind: .mapped)
        case .relative(let other)?:
            guard var recipe = resolveOrRelative(other, depth: depth + 1) else { return nil }
            recipe.kind = .relative(other)
            return recipe
        case nil:
            return compose(name, depth: depth)
        }
    }

    private static func compose(_ name: String, depth: Int) -> SymbolRecipe? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1 else { return nil }
        // Directions that follow the reading order: forward is right in a left-to-right layout.
        if parts.contains("forward") || parts.contains("backward") {
            let physical = parts.map { $0 == "forward" ? "right" : $0 == "backward" ? "left" : $0 }.joined(separator: ".")
            if var recipe = resolve(physical, depth: depth + 1) {
                recipe.kind = .composed
                return recipe
            }
        }
        // Outermost first: a badge ends a name, then `.fill`, an enclosure and `.slash` wrap what is
        // before them, which may be a pair (`arrow.down.left.and.arrow.up.right.circle`).
        if let badged = badge(parts, depth: depth) { return badged }
        if let wrapped = enclosed(parts, depth: depth) { return wrapped }
        return pair(parts, depth: depth)
    }

    /// `base.badge.NAME`, `base.badge`, `base.trianglebadge.exclamationmark`.
    private static func badge(_ parts: [String], depth: Int) -> SymbolRecipe? {
        guard let at = parts.indices.dropFirst().first(where: { parts[$0] == "badge" || parts[$0] == "trianglebadge" }) else { return nil }
        let badgeName: String
        if parts[at] == "trianglebadge" {
            badgeName = "exclamationmark.triangle.fill"
        } else {
            badgeName = parts[(at + 1)...].joined(separator: ".")
        }
        let badge: SymbolComposition.Badge
        if badgeName.isEmpty || badgeName == "fill" {
            badge = .dot
        } else {
            guard let glyph = resolve(badgeName, depth: depth + 1) ?? resolve(badgeName + ".fill", depth: depth + 1) else { return nil }
            badge = .symbol(name: badgeName, glyph: glyph.glyph)
        }
        guard var base = resolve(parts[..<at].joined(separator: "."), depth: depth + 1), base.composition.badge == nil else { return nil }
        base.composition.badge = badge
        base.kind = .composed
        return base
    }

    /// `A.and.B`, `A.on.B`: both halves must be known; B is drawn as its glyph.
    private static func pair(_ parts: [String], depth: Int) -> SymbolRecipe? {
        for at in parts.indices.dropFirst().dropLast() where parts[at] == "and" || parts[at] == "on" {
            let rest = parts[(at + 1)...]
            // "flashlight.on.fill", "lightswitch.on.square": `on` as a state, not a pair (but
            // "square.on.square" is two squares); and
            // "waves.left.and.right": two directions of one glyph, not two glyphs.
            func isShape(_ word: String) -> Bool { SymbolComposition.Enclosure(rawValue: word) != nil }
            guard let first = rest.first, !["fill", "slash", "badge"].contains(first),
                  !(isShape(first) && rest.count == 1 && !isShape(parts[at - 1])),
                  !(directionWords.contains(parts[at - 1]) && directionWords.contains(first)) else { continue }
            let secondName = rest.joined(separator: ".")
            guard let second = resolve(secondName, depth: depth + 1),
                  var first = resolve(parts[..<at].joined(separator: "."), depth: depth + 1), first.composition.companion == nil else { continue }
            first.composition.companion = .init(arrangement: parts[at] == "and" ? .and : .on, name: secondName, glyph: second.glyph)
            first.kind = .composed
            return first
        }
        return nil
    }

    /// `base[.slash][.enclosure][.fill]` around a known base or a number or letter.
    private static func enclosed(_ parts: [String], depth: Int) -> SymbolRecipe? {
        var rest = parts[...]
        var composition = SymbolComposition()
        var fills = false
        if rest.last == "fill" { fills = true; rest.removeLast() }
        if rest.count > 1, let last = rest.last, let enclosure = SymbolComposition.Enclosure(rawValue: last) {
            composition.enclosure = enclosure
            composition.filledEnclosure = fills
            rest.removeLast()
        }
        if rest.count > 1, rest.last == "slash" { composition.slashed = true; rest.removeLast() }
        guard !rest.isEmpty, rest.count < parts.count else { return nil }
        let base = rest.joined(separator: ".")
        if composition.enclosure != nil, isCharacters(base) {
            return SymbolRecipe(glyph: .characters(base), composition: composition, kind: .composed)
        }
        // A slashed base the table draws itself (`bell.slash` → the icon set's bell-off) is preferred
        // to drawing the slash; SF cuts a solid glyph out of a filled enclosure and draws an outline
        // one inside an open enclosure, and either stands in where the other is missing.
        var candidates: [(name: String, slashed: Bool)] = []
        let solid = fills
        for slashed in composition.slashed ? [true, false] : [false] {
            let stem = slashed ? base + ".slash" : base
            candidates += solid ? [(stem + ".fill", slashed), (stem, slashed)] : [(stem, slashed), (stem + ".fill", slashed)]
        }
        for candidate in candidates {
            guard candidate.name != parts.joined(separator: "."), let found = resolve(candidate.name, depth: depth + 1) else { continue }
            var merged = found.composition
            // The base's own composition must leave room for what the name adds.
            if composition.enclosure != nil && merged.enclosure != nil { continue }
            if let enclosure = composition.enclosure { merged.enclosure = enclosure; merged.filledEnclosure = composition.filledEnclosure }
            if composition.slashed && !candidate.slashed { merged.slashed = true }
            return SymbolRecipe(glyph: found.glyph, composition: merged, kind: .composed)
        }
        return nil
    }

    /// Numbers and letters SF draws in enclosures: `1.circle`, `50.square.fill`, `a.circle`.
    private static func isCharacters(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        if scalars.count <= 2, scalars.allSatisfy({ ("0"..."9").contains($0) }) { return true }
        return scalars.count == 1 && scalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    private static let directionWords: Set<String> = ["left", "right", "up", "down", "forward", "backward", "leading", "trailing",
                                                       "top", "bottom", "clockwise", "counterclockwise", "inward", "outward"]

    /// forward and backward swapped: a right-to-left layout draws `.forward` pointing left.
    private static func mirrored(_ name: String) -> String {
        name.split(separator: ".", omittingEmptySubsequences: false)
            .map { $0 == "forward" ? "backward" : $0 == "backward" ? "forward" : String($0) }
            .joined(separator: ".")
    }

    /// Levenshtein distance, stopping early once every path exceeds `bound`.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], bound: Int) -> Int {
        var previous = Array(0...b.count), current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMin = i
            for j in 1...max(b.count, 1) where j <= b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                rowMin = min(rowMin, current[j])
            }
            if rowMin > bound { return bound + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
