import Foundation

/// SF Symbols variants (`.symbolVariant(.fill)`, `.circle.fill`): they change the symbol's name the
/// way SF Symbols names are built — base, then an enclosure, then `.slash`, then `.fill` — and a
/// variant the symbol table does not have leaves the name as it was, as a missing variant does on iOS.
public struct SymbolVariants: Hashable, Sendable {
    var enclosure: String?
    var fills = false
    var slashes = false

    public static let none = SymbolVariants()
    public static let fill = SymbolVariants(fills: true)
    public static let slash = SymbolVariants(slashes: true)
    public static let circle = SymbolVariants(enclosure: "circle")
    public static let square = SymbolVariants(enclosure: "square")
    public static let rectangle = SymbolVariants(enclosure: "rectangle")
    public var fill: SymbolVariants { var v = self; v.fills = true; return v }
    public var slash: SymbolVariants { var v = self; v.slashes = true; return v }
    public var circle: SymbolVariants { var v = self; v.enclosure = "circle"; return v }
    public var square: SymbolVariants { var v = self; v.enclosure = "square"; return v }

    /// `name` with these variants, if the table has it; else `name`.
    func apply(to name: String, known: (String) -> Bool) -> String {
        guard self != .none else { return name }
        var candidate = name
        if let enclosure, !candidate.contains(".\(enclosure)") { candidate += ".\(enclosure)" }
        if slashes, !candidate.contains(".slash") { candidate += ".slash" }
        if fills, !candidate.hasSuffix(".fill") { candidate += ".fill" }
        return known(candidate) ? candidate : name
    }
}

/// How a symbol's layers are colored. Loupe's stand-in symbol font has one layer per symbol, so
/// every mode draws it in the primary style (the first of `.foregroundStyle(_:_:)`'s styles).
public struct SymbolRenderingMode: Hashable, Sendable {
    let name: String
    public static let monochrome = SymbolRenderingMode(name: "monochrome")
    public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
    public static let palette = SymbolRenderingMode(name: "palette")
    public static let multicolor = SymbolRenderingMode(name: "multicolor")
}

struct SymbolVariantsKey: EnvironmentKey { static let defaultValue = SymbolVariants.none }

extension EnvironmentValues {
    public var symbolVariants: SymbolVariants { get { self[SymbolVariantsKey.self] } set { self[SymbolVariantsKey.self] = newValue } }
}

extension View {
    public func symbolVariant(_ variant: SymbolVariants) -> some View { transformEnvironment { $0.symbolVariants = variant } }
    /// Accepted: the stand-in symbols have one layer, drawn in the primary style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }
    /// Accepted: a still image has no symbol effect.
    public func symbolEffect<T>(_ effect: T, options: Any? = nil, value: some Equatable) -> some View { self }
}

extension Image {
    /// Accepted: the stand-in symbols have one layer, drawn in the primary style.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }
}
