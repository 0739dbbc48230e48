/// SF Symbols names → what each is drawn with: the one table for symbols (`SymbolTableData`).
///
/// Each line of the data is `name<TAB>target`, where the target is
/// - `mi:LIGATURE` — a glyph of Material Icons, the symbol font pinned in Fonts/ (Google, ~2,000 glyphs);
/// - `mdi:SLUG` — an outline of the community Material Design Icons set (Pictogrammers, 7,447 outlines,
///   pinned in Fonts/ by scripts/setup);
/// - `=NAME` — another SF name drawn in its place: the nearest relative of a symbol no icon set draws
///   (a specific car door drawn as the car's side).
/// A plain SF name is an outlined drawing and its `.fill` name a solid one: where the icon set has both,
/// the table maps each to its own outline. Names the table lacks are composed from the names it has
/// (`SymbolResolver`).
enum SymbolTable {
    enum Target: Hashable, Sendable {
        case glyph(SymbolGlyph)
        case relative(String)
    }

    static func target(for name: String) -> Target? { table[name] }

    /// The table, read once from `SymbolTableData.lines`; a line that is not `name<TAB>target` is a
    /// programming error caught by `SymbolTableTests`, and skipped here.
    static let table: [String: Target] = {
        var table: [String: Target] = [:]
        for line in SymbolTableData.lines.split(separator: "\n") where !line.hasPrefix("#") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2, let target = parse(columns[1]) else { continue }
            table[String(columns[0])] = target
        }
        return table
    }()

    static func parse(_ text: Substring) -> Target? {
        if text.hasPrefix("mi:") { return .glyph(.ligature(String(text.dropFirst(3)))) }
        if text.hasPrefix("mdi:") { return .glyph(.icon(String(text.dropFirst(4)))) }
        if text.hasPrefix("=") { return .relative(String(text.dropFirst())) }
        return nil
    }
}

/// The SF Symbols names Loupe's table maps, with what each is drawn with.
public enum SymbolNames {
    /// Every name of the table and its target, as the table writes it (`mi:…`, `mdi:…`, `=…`), sorted by name.
    public static var all: [(name: String, target: String)] {
        SymbolTable.table.sorted { $0.key < $1.key }.map { name, target in
            switch target {
            case .glyph(let glyph): return (name, glyph.description)
            case .relative(let other): return (name, "=" + other)
            }
        }
    }
}
