import Foundation

/// The fixed colours `.symbolRenderingMode(.multicolor)` gives system symbols (EST: Apple publishes
/// them only as the SF Symbols app's multicolor previews; these are the ones widgets show most, as
/// those previews draw them). Multicolor keeps the layers it defines in their colour and draws the
/// rest in the foreground, so a name not listed here is drawn as in monochrome. The colours of a
/// glyph's own layers (a cloud's sun and rain, a battery's level) are in the layer table, `SymbolLayers`.
enum SymbolMulticolor {
    /// Symbols drawn whole in one colour.
    static let symbols: [String: SystemColor] = [
        "heart": .red, "heart.fill": .red,
        "flame": .orange, "flame.fill": .orange,
        "leaf": .green, "leaf.fill": .green,
        "sun.max": .yellow, "sun.max.fill": .yellow, "sun.min": .yellow, "sun.min.fill": .yellow,
        "exclamationmark.triangle": .yellow, "exclamationmark.triangle.fill": .yellow,
        "xmark.octagon": .red, "xmark.octagon.fill": .red,
    ]

    /// A badge's colour by its symbol: adding is green, removing and failing red, a warning yellow,
    /// the notification dot red.
    static func badge(_ badge: SymbolComposition.Badge) -> SystemColor? {
        switch badge {
        case .dot: return .red
        case .symbol(let name, _):
            switch name {
            case "plus", "checkmark": return .green
            case "minus", "xmark": return .red
            case "exclamationmark.triangle.fill", "exclamationmark": return .yellow
            default: return nil
            }
        }
    }
}
