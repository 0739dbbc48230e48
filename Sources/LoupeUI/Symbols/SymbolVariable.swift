/// The variable symbols SF Symbols fills by a value (`Image(systemName:variableValue:)`) that Loupe
/// draws in their own layers (the engine's `VariableSymbol`). The resolver reads a name into one only
/// when the image has a value: without one the symbol table's glyph is drawn, and any other symbol
/// ignores the value, as on iOS.
public enum SymbolVariable: Hashable, Sendable, CustomStringConvertible {
    /// `cellularbars`: four bars rising left to right.
    case cellularBars
    /// `wifi`: a dot and two arcs above it (three layers).
    case wifi
    /// `speaker.wave.N`: the speaker, then N waves.
    case speakerWaves(Int)
    /// `chart.bar`: three bars rising left to right.
    case chartBars

    /// The family a name belongs to, its `.fill` form included.
    init?(name: String) {
        let plain = name.hasSuffix(".fill") ? String(name.dropLast(5)) : name
        switch plain {
        case "cellularbars": self = .cellularBars
        case "wifi": self = .wifi
        case "speaker.wave.1": self = .speakerWaves(1)
        case "speaker.wave.2": self = .speakerWaves(2)
        case "speaker.wave.3": self = .speakerWaves(3)
        case "chart.bar": self = .chartBars
        default: return nil
        }
    }

    /// The SF name whose glyph is the part the value never dims (the speaker), if any.
    var bodyName: String? {
        if case .speakerWaves = self { return "speaker.fill" }
        return nil
    }

    /// The SF name it stands for, without `.fill`: "wifi", "speaker.wave.2".
    public var description: String {
        switch self {
        case .cellularBars: return "cellularbars"
        case .wifi: return "wifi"
        case .speakerWaves(let count): return "speaker.wave.\(count)"
        case .chartBars: return "chart.bar"
        }
    }
}
