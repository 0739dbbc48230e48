import Foundation

/// How a custom symbol's layers are painted. An SF Symbols template (version 3 and later) names each
/// path's layer in its classes — `hierarchical-1:secondary`, `multicolor-0:systemRedColor`,
/// `multicolor-2:tintColor` — so the modes are the template's own, as on iOS.
public enum CustomSymbolLayers: Hashable, Sendable {
    /// One colour: the template drawn as a mask the image's paint fills.
    case monochrome
    /// A mask whose secondary and tertiary layers take the label hierarchy's opacities.
    case hierarchical(secondary: Double, tertiary: Double)
    /// Each level in its own colour (drawn in colour, not as a mask).
    case palette(primary: RGBA, secondary: RGBA, tertiary: RGBA)
    /// The template's multicolor fills, system colours in the cell's scheme; its `tintColor` layers in
    /// the tint (drawn in colour).
    case multicolor(tint: RGBA, scheme: ColorScheme)

    /// Whether the drawing is a mask the image's paint fills (else its colours are its own).
    public var isMask: Bool {
        switch self {
        case .monochrome, .hierarchical: return true
        case .palette, .multicolor: return false
        }
    }

    /// The layers for a symbol's style, drawn in `primary`.
    static func resolve(_ style: SymbolStyle, primary: ResolvedPaint, in environment: EnvironmentValues) -> CustomSymbolLayers {
        func color(_ paint: ResolvedPaint?) -> RGBA? {
            guard case .color(let color)? = paint else { return nil }
            return color
        }
        let label = SystemColorTable.color(.label, environment.colorScheme)
        switch style.mode {
        case .monochrome:
            return .monochrome
        case .hierarchical:
            let levels = SymbolStyle.hierarchicalOpacities(environment.colorScheme)
            return .hierarchical(secondary: levels.secondary, tertiary: levels.tertiary)
        case .palette:
            let first = color(primary) ?? label
            let second = color(style.secondary) ?? first
            return .palette(primary: first, secondary: second, tertiary: color(style.tertiary) ?? second)
        case .multicolor:
            let tint = color(TintShapeStyle()._resolvePaint(in: environment)) ?? SystemColorTable.color(.blue, environment.colorScheme)
            return .multicolor(tint: tint, scheme: environment.colorScheme)
        }
    }

    /// A stylesheet over the template's classes for these layers (nil: the template as it is).
    /// User rules are `!important`, so they win over the template's own `<style>`. The template's
    /// custom multicolor fills (`.multicolor-2:custom {fill:#437B48}`) are read from `template`:
    /// its own rule is not valid CSS (the colon starts a pseudo-class), so a renderer drops it.
    public func stylesheet(template: String) -> String? {
        guard case .multicolor = self, let base = stylesheet else { return stylesheet }
        var rules = [base]
        let pattern = #"\.multicolor-(\d+):custom\s*\{[^}]*?fill:\s*(#[0-9A-Fa-f]{3,8})"#
        guard let expression = try? NSRegularExpression(pattern: pattern) else { return base }
        let text = template as NSString
        for match in expression.matches(in: template, range: NSRange(location: 0, length: text.length)) {
            let layer = text.substring(with: match.range(at: 1)), fill = text.substring(with: match.range(at: 2))
            rules.append("[class~=\"multicolor-\(layer):custom\"] {fill:\(fill) !important;}")
        }
        return rules.joined(separator: " ")
    }

    /// The stylesheet for these layers, without the template's own custom colours.
    public var stylesheet: String? {
        func css(_ c: RGBA, opacity: Double = 1) -> String {
            let hex = [c.red, c.green, c.blue].map { String(format: "%02x", Int(($0 * 255).rounded())) }.joined()
            return "fill:#\(hex) !important; fill-opacity:\(c.alpha * opacity) !important;"
        }
        let black = RGBA(red: 0, green: 0, blue: 0)
        switch self {
        case .monochrome:
            return nil
        case let .hierarchical(secondary, tertiary):
            return "[class*=\":primary\"] {\(css(black))} [class*=\":secondary\"] {\(css(black, opacity: secondary))} "
                + "[class*=\":tertiary\"] {\(css(black, opacity: tertiary))}"
        case let .palette(primary, secondary, tertiary):
            return "path {\(css(primary))} [class*=\":primary\"] {\(css(primary))} [class*=\":secondary\"] {\(css(secondary))} "
                + "[class*=\":tertiary\"] {\(css(tertiary))}"
        case let .multicolor(tint, scheme):
            var rules = ["[class*=\":tintColor\"] {\(css(tint))}"]
            for (name, color) in SystemColorTable.multicolorNames {
                rules.append("[class*=\":\(name)\"] {\(css(SystemColorTable.color(color, scheme)))}")
            }
            return rules.joined(separator: " ")
        }
    }
}
