import Foundation

/// A straight (not premultiplied) sRGB color with components in 0…1.
public struct RGBA: Hashable, Sendable, CustomStringConvertible {
    public var red, green, blue, alpha: Double
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
        func clamp(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
        (self.red, self.green, self.blue, self.alpha) = (clamp(red), clamp(green), clamp(blue), clamp(alpha))
    }
    public static let clear = RGBA(red: 0, green: 0, blue: 0, alpha: 0)
    public func withAlpha(multipliedBy factor: Double) -> RGBA {
        RGBA(red: red, green: green, blue: blue, alpha: alpha * factor)
    }
    public var description: String {
        func c(_ v: Double) -> Int { Int((v * 255).rounded()) }
        return alpha == 1 ? "rgb(\(c(red)),\(c(green)),\(c(blue)))"
            : "rgba(\(c(red)),\(c(green)),\(c(blue)),\(String(format: "%.3g", alpha)))"
    }
}

/// A color as SwiftUI declares it: a fixed value, or a system color that adapts to the color scheme.
public struct Color: Hashable, Sendable, CustomStringConvertible {
    enum Storage: Hashable, Sendable {
        case rgba(RGBA)
        case system(SystemColor)
        indirect case opacity(Color, Double)
        /// One color in the light appearance, another in the dark (asset catalogs, UIColor providers).
        indirect case adaptive(light: Color, dark: Color)
        /// A color from the asset catalogs in the environment (`Color("Brand")`).
        case named(String)
        /// The app's accent color: its catalogs' accent color set, else the system blue.
        case accent
    }
    let storage: Storage

    init(storage: Storage) { self.storage = storage }
    init(_ system: SystemColor) { self.storage = .system(system) }
    /// A system color by name (for the UIKit shim's UIColor constants).
    public static func system(_ name: SystemColor) -> Color { Color(name) }

    public enum RGBColorSpace: Sendable { case sRGB, sRGBLinear, displayP3 }

    public init(_ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let rgba: RGBA
        switch colorSpace {
        case .sRGBLinear:
            func encode(_ v: Double) -> Double { v <= 0.0031308 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055 }
            rgba = RGBA(red: encode(red), green: encode(green), blue: encode(blue), alpha: opacity)
        case .sRGB, .displayP3:  // Display P3 is drawn as sRGB: the PNGs are sRGB.
            rgba = RGBA(red: red, green: green, blue: blue, alpha: opacity)
        }
        storage = .rgba(rgba)
    }

    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue.truncatingRemainder(dividingBy: 1) + 1).truncatingRemainder(dividingBy: 1) * 6
        let c = brightness * saturation, x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1)), m = brightness - c
        let (r, g, b): (Double, Double, Double) = switch Int(h) {
            case 0: (c, x, 0); case 1: (x, c, 0); case 2: (0, c, x)
            case 3: (0, x, c); case 4: (x, 0, c); default: (c, 0, x)
        }
        self.init(red: r + m, green: g + m, blue: b + m, opacity: opacity)
    }

    public func opacity(_ opacity: Double) -> Color { Color(storage: .opacity(self, opacity)) }

    /// A color that is `light` in the light appearance and `dark` in the dark one.
    public init(light: Color, dark: Color) { storage = .adaptive(light: light, dark: dark) }

    /// A color from the app's asset catalog (`environment.assetCatalogs`); `bundle` is accepted —
    /// a package's resource bundles are searched anyway.
    public init(_ name: String, bundle: Bundle? = nil) { storage = .named(name) }


    /// The concrete color in an environment (light or dark).
    public func resolve(in environment: EnvironmentValues) -> RGBA {
        switch storage {
        case .rgba(let rgba): return rgba
        case .system(let name): return SystemColorTable.color(name, environment.colorScheme)
        case .opacity(let base, let factor): return base.resolve(in: environment).withAlpha(multipliedBy: factor)
        case .adaptive(let light, let dark): return (environment.colorScheme == .dark ? dark : light).resolve(in: environment)
        case .named(let name):
            if let color = environment.assetCatalogs.lazy.compactMap({ $0.color(named: name) }).first { return color.resolve(in: environment) }
            // iOS draws a missing named color as clear; the warning names it.
            environment.diagnostics?.missing(.color, named: name, "no color named \"\(name)\" in \(AppResources.describeCatalogs(environment.assetCatalogs)); drawing it clear, as iOS does")
            return .clear
        case .accent:
            // As Xcode compiles the app: the colour set its "Global Accent Color Name" names
            // (AccentColor, the templates' default), and the system blue in an app that has none.
            let name = AssetCatalog.accentColorName
            if let color = environment.assetCatalogs.lazy.compactMap({ $0.color(named: name) }).first { return color.resolve(in: environment) }
            if name != AssetCatalog.defaultAccentColorName {
                environment.diagnostics?.missing(.color, named: name, "no accent color named \"\(name)\" (\(AssetCatalog.accentColorVariable)) in \(AppResources.describeCatalogs(environment.assetCatalogs)); drawing the system blue")
            }
            return SystemColorTable.color(.blue, environment.colorScheme)
        }
    }

    public var description: String {
        switch storage {
        case .rgba(let rgba): return rgba.description
        case .system(let name): return name.rawValue
        case .opacity(let base, let factor): return "\(base).opacity(\(factor))"
        case .adaptive(let light, let dark): return "\(light)/\(dark)"
        case .named(let name): return "named(\(name))"
        case .accent: return "accentColor"
        }
    }

    public static let red = Color(.red), orange = Color(.orange), yellow = Color(.yellow)
    public static let green = Color(.green), mint = Color(.mint), teal = Color(.teal), cyan = Color(.cyan)
    public static let blue = Color(.blue), indigo = Color(.indigo), purple = Color(.purple)
    public static let pink = Color(.pink), brown = Color(.brown), gray = Color(.gray)
    public static let black = Color(.black), white = Color(.white)
    public static let clear = Color(storage: .rgba(.clear))
    public static let primary = Color(.label), secondary = Color(.secondaryLabel)
    /// The app's accent color: the catalog's `AccentColor` set (or the one `LOUPE_ACCENT_COLOR_NAME`
    /// names), else the system blue.
    public static let accentColor = Color(storage: .accent)
}

/// A color is also a view: a rectangle that fills what it is offered.
extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        [Redaction.shape(ResolvedShape(Rectangle(), drawing: .fill(.color(resolve(in: context.environment)), eoFill: false)), in: context.environment)]
    }
}
