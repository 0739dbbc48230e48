import Foundation

/// SF Symbols' layers for the stand-in glyphs: which part of a symbol is its primary, secondary or
/// tertiary layer, and the fixed colour multicolor gives it. The one table for layers
/// (`SymbolStyle.applyLayers` paints them in each mode).
///
/// A stand-in glyph is one outline, so a layer is a piece of it (`SymbolStyle.Part.Piece`): a
/// glyph of a layered stand-in (`SymbolGlyph.layered`: a cloud in front of a sun), the islands in
/// its holes (a battery's level), a filled enclosure with the glyph cut out of it (`plus.circle.fill`
/// drawn whole by Material's `add_circle`), or, where the glyph's parts cannot be told apart any
/// other way, where a part sits in the symbol's ink box. Roles and colours are EST, read off the SF
/// Symbols app's hierarchical and multicolor previews: the weather's clouds primary (filled ones
/// white), the sun, moon, rain, bolts and snow secondary (sun and bolts yellow, rain blue, moon and
/// snow in the foreground); a battery's case secondary under its primary level (red when low, green
/// charging). A name the table lacks has no layers of its own: its glyph is one layer.
enum SymbolLayers {
    struct Layer: Hashable, Sendable {
        var piece: SymbolStyle.Part.Piece
        var role: SymbolLayerRole
        /// Multicolor's fixed colour for the layer; nil: the foreground, as in monochrome.
        var multicolor: SystemColor?
    }

    /// The layers of `name`: the table's entry, else an enclosure's where the symbol table maps the
    /// whole name to one glyph rather than composing it (a composed enclosure is a layer of its own,
    /// `SymbolComposition`): a filled one (`plus.circle.fill` as `add_circle`) is secondary under the
    /// glyph cut out of it; an outlined one (`plus.circle` as `add_circle_outline`) is a secondary
    /// ring around the primary glyph inside it.
    static func layers(of name: String, composition: SymbolComposition) -> [Layer] {
        if let layers = table[name] { return layers }
        guard composition.enclosure == nil else { return [] }
        var words = name.split(separator: ".").map(String.init)
        let filled = words.last == "fill"
        if filled { words.removeLast() }
        guard words.count > 1, let last = words.last, SymbolComposition.Enclosure(rawValue: last) != nil else { return [] }
        if filled { return [Layer(piece: .enclosure, role: .secondary, multicolor: nil)] }
        return [Layer(piece: .inner, role: .primary, multicolor: nil), Layer(piece: .rest, role: .secondary, multicolor: nil)]
    }

    static let table: [String: [Layer]] = {
        func layer(_ piece: SymbolStyle.Part.Piece, _ role: SymbolLayerRole, _ color: SystemColor? = nil) -> Layer {
            Layer(piece: piece, role: role, multicolor: color)
        }
        /// What a weather stand-in draws behind its cloud: nothing, a sun (yellow in multicolor) or a
        /// moon (in the foreground).
        enum Behind { case nothing, sun, moon }
        /// A layered weather stand-in's glyphs, back to front as the table lists them: what is behind
        /// the cloud, the cloud, then what falls from it. A filled cloud is white in multicolor; an
        /// outlined one is in the foreground (white would vanish on a light background).
        func weatherLayers(behind: Behind, below: [SystemColor?], filled: Bool) -> [Layer] {
            var layers: [Layer] = []
            switch behind {
            case .nothing: break
            case .sun: layers.append(layer(.glyph(0), .secondary, .yellow))
            case .moon: layers.append(layer(.glyph(0), .secondary))
            }
            layers.append(layer(.glyph(layers.count), .primary, filled ? .white : nil))
            for color in below { layers.append(layer(.glyph(layers.count), .secondary, color)) }
            return layers
        }
        let rain: [SystemColor?] = [.blue, .blue, .blue]
        let weather: [String: (behind: Behind, below: [SystemColor?])] = [
            "cloud.sun": (.sun, []), "cloud.sun.rain": (.sun, rain), "cloud.sun.bolt": (.sun, [.yellow]),
            "cloud.moon": (.moon, []), "cloud.moon.rain": (.moon, rain), "cloud.moon.bolt": (.moon, [.yellow]),
            "cloud.rain": (.nothing, rain), "cloud.drizzle": (.nothing, rain + rain), "cloud.heavyrain": (.nothing, rain + [.blue]),
            "cloud.bolt": (.nothing, [.yellow]), "cloud.bolt.rain": (.nothing, [.yellow, .blue, .blue]), "cloud.snow": (.nothing, [nil, nil]),
        ]
        let horizon = SymbolStyle.Part.Piece.area(CGRect(x: 0, y: 0.9, width: 1, height: 0.1))
        var table: [String: [Layer]] = [
            // The sun on the horizon behind its arrow: the horizon line, the bottom part of the sun's
            // glyph, and the arrow primary; the sun secondary and yellow.
            "sunrise": [layer(horizon, .primary), layer(.glyph(0), .secondary, .yellow), layer(.glyph(1), .primary)],
            "sunset": [layer(horizon, .primary), layer(.glyph(0), .secondary, .yellow), layer(.glyph(1), .primary)],
            "thermometer.sun": [layer(.area(CGRect(x: 0, y: 0, width: 0.7, height: 1)), .secondary, .yellow)],
            // The sun above its horizon line, one glyph (Material's wb_twilight): the line is the bottom part.
            "sun.horizon": [layer(.area(CGRect(x: 0, y: 0, width: 1, height: 0.8)), .secondary, .yellow)],
            "sun.and.horizon": [layer(.area(CGRect(x: 0, y: 0, width: 1, height: 0.8)), .secondary, .yellow)],
            // The stand-ins cut the layer SF draws on top out of the glyph: a thermometer's column
            // out of its tube, a percent sign out of a drop.
            "thermometer.medium": [layer(.enclosure, .secondary)],
            "humidity": [layer(.enclosure, .secondary)],
            "checkmark.seal.fill": [layer(.enclosure, .secondary)],
            // One glyph whose parts sit apart: the stars beside the moon, the fog below the cloud
            // (a filled cloud white in multicolor), the snowflake beside the thermometer.
            "moon.stars": [layer(.area(CGRect(x: 0.55, y: 0, width: 0.45, height: 0.6)), .secondary)],
            "cloud.fog": [layer(.area(CGRect(x: 0, y: 0.65, width: 1, height: 0.35)), .secondary)],
            "thermometer.snowflake": [layer(.area(CGRect(x: 0, y: 0, width: 0.6, height: 1)), .secondary)],
        ]
        // An empty battery is its case alone: one layer, nothing to dim it against.
        for level in ["25", "50", "75", "100"] {
            let low: SystemColor? = level == "25" ? .red : nil
            table["battery.\(level)"] = [layer(.inner, .primary, low), layer(.rest, .secondary)]
            table["battery.\(level)percent"] = table["battery.\(level)"]
        }
        table["battery.100.bolt"] = [layer(.inner, .primary, .green), layer(.rest, .secondary)]
        // `.fill` names draw the same layers.
        for (name, layers) in table where !name.hasPrefix("battery") && SymbolResolver.publishedNames[name + ".fill"] != nil {
            table[name + ".fill"] = layers
        }
        table["cloud.fog.fill"] = table["cloud.fog"].map { $0 + [layer(.rest, .primary, .white)] }
        // The filled moon is drawn from a moon and two stars.
        table["moon.stars.fill"] = [layer(.glyph(1), .secondary), layer(.glyph(2), .secondary)]
        for (name, parts) in weather {
            table[name] = weatherLayers(behind: parts.behind, below: parts.below, filled: false)
            table[name + ".fill"] = weatherLayers(behind: parts.behind, below: parts.below, filled: true)
        }
        return table
    }()
}

/// SF Symbols' layer roles: hierarchical draws them at the label hierarchy's opacities, palette in
/// its styles in order.
public enum SymbolLayerRole: Hashable, Sendable {
    case primary, secondary, tertiary
}
