import Foundation

/// The fixed colours `.symbolRenderingMode(.multicolor)` gives system symbols (EST: Apple publishes
/// them only as the SF Symbols app's multicolor previews; these are the ones widgets show most, as
/// those previews draw them). Multicolor keeps the layers it defines in their colour and draws the
/// rest in the foreground, so a name not listed here is drawn as in monochrome.
enum SymbolMulticolor {
    /// Symbols drawn whole in one colour.
    static let symbols: [String: SystemColor] = [
        "heart": .red, "heart.fill": .red,
        "flame": .orange, "flame.fill": .orange,
        "leaf": .green, "leaf.fill": .green,
        "sun.max": .yellow, "sun.max.fill": .yellow,
        "exclamationmark.triangle": .yellow, "exclamationmark.triangle.fill": .yellow,
        "xmark.octagon": .red, "xmark.octagon.fill": .red,
    ]

    /// Symbols whose fixed colours sit on pieces of one glyph (`SymbolStyle.Part`), as the SF Symbols
    /// app's multicolor previews paint them (EST): a low battery's level red and a charging one's
    /// green; the weather symbols' suns and bolts yellow, their rain blue, their clouds in the
    /// foreground. The areas are where each piece of the stand-in glyph sits in its ink box (read
    /// off the outlines' filled parts, `Path.filledParts`); SymbolMulticolorTests checks each
    /// names a piece that exists, and that no piece of the glyph's main body is caught.
    static let parts: [String: [(piece: SymbolStyle.Part.Piece, color: SystemColor)]] = {
        func area(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> SymbolStyle.Part.Piece {
            .area(CGRect(x: x, y: y, width: width, height: height))
        }
        // The sun's rays around the top and sides of a cloud (`mdi:weather-partly-*`).
        let rays: [(SymbolStyle.Part.Piece, SystemColor)] = [
            (area(0, 0, 1, 0.25), .yellow), (area(0.75, 0.25, 0.25, 0.25), .yellow), (area(0, 0.25, 0.15, 0.35), .yellow),
        ]
        let rain: [(SymbolStyle.Part.Piece, SystemColor)] = [(area(0, 0.55, 1, 0.45), .blue)]
        var table: [String: [(piece: SymbolStyle.Part.Piece, color: SystemColor)]] = [
            "battery.25": [(.inner, .red)], "battery.25percent": [(.inner, .red)],
            "battery.100.bolt": [(.inner, .green)],
            "cloud.sun": rays, "cloud.sun.fill": rays,
            "cloud.sun.rain": rays + [(area(0, 0.7, 1, 0.3), .blue)], "cloud.sun.rain.fill": rays + [(area(0, 0.7, 1, 0.3), .blue)],
            "cloud.sun.bolt": rays + [(area(0, 0.7, 1, 0.3), .yellow)], "cloud.sun.bolt.fill": rays + [(area(0, 0.7, 1, 0.3), .yellow)],
            "cloud.bolt": [(area(0, 0.6, 1, 0.4), .yellow)], "cloud.bolt.fill": [(area(0, 0.6, 1, 0.4), .yellow)],
            "cloud.bolt.rain": [(area(0, 0.55, 0.55, 0.45), .yellow), (area(0.55, 0.55, 0.45, 0.45), .blue)],
            "cloud.bolt.rain.fill": [(area(0, 0.55, 0.55, 0.45), .yellow), (area(0.55, 0.55, 0.45, 0.45), .blue)],
            "sunrise": [(area(0, 0, 1, 0.4), .yellow)], "sunrise.fill": [(area(0, 0, 1, 0.4), .yellow)],
            "sunset": [(area(0, 0, 1, 0.4), .yellow)], "sunset.fill": [(area(0, 0, 1, 0.4), .yellow)],
            "thermometer.sun": [(area(0, 0, 0.7, 1), .yellow)], "thermometer.sun.fill": [(area(0, 0, 0.7, 1), .yellow)],
        ]
        for name in ["cloud.rain", "cloud.drizzle", "cloud.heavyrain", "cloud.moon.rain"] {
            table[name] = rain
            table[name + ".fill"] = rain
        }
        return table
    }()

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
