// Linux only: the small part of UIKit that widget code reaches for, mapped onto LoupeUI.
@_exported import LoupeUI
@_exported import Foundation

/// A color as UIKit names it; each maps onto a LoupeUI color (light and dark where UIKit adapts).
public final class UIColor: @unchecked Sendable {
    public let color: Color
    public init(_ color: Color) { self.color = color }
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) { color = Color(red: red, green: green, blue: blue, opacity: alpha) }
    public init(white: CGFloat, alpha: CGFloat) { color = Color(white: white, opacity: alpha) }
    public init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        color = Color(hue: hue, saturation: saturation, brightness: brightness, opacity: alpha)
    }
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor { UIColor(color.opacity(alpha)) }

    /// A color from the app's asset catalog; nil when no catalog has it, as on iOS.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traits: UITraitCollection? = nil) {
        guard AssetCatalog.hasColor(named: name) else { return nil }
        self.init(Color(name))
    }

    /// The components in the light appearance (a dynamic color's `resolvedColor(with:)` picks the scheme).
    public func getRed(_ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
                       blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolve(in: EnvironmentValues())
        red?.pointee = rgba.red; green?.pointee = rgba.green; blue?.pointee = rgba.blue; alpha?.pointee = rgba.alpha
        return true
    }
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        let rgba = color.resolve(in: EnvironmentValues())
        white?.pointee = 0.2126 * rgba.red + 0.7152 * rgba.green + 0.0722 * rgba.blue
        alpha?.pointee = rgba.alpha
        return true
    }
    /// The color in a scheme: `traitCollection.userInterfaceStyle` picks light or dark.
    public func resolvedColor(with traits: UITraitCollection) -> UIColor {
        var environment = EnvironmentValues()
        environment.colorScheme = traits.userInterfaceStyle == .dark ? .dark : .light
        let rgba = color.resolve(in: environment)
        return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }
    /// `UIColor { traits in … }`: the light and dark colors as the provider gives them.
    public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
        self.init(Color(light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).color,
                        dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).color))
    }

    private static func system(_ name: SystemColor) -> UIColor { UIColor(Color.system(name)) }
    public static let systemRed = system(.red), systemOrange = system(.orange), systemYellow = system(.yellow)
    public static let systemGreen = system(.green), systemMint = system(.mint), systemTeal = system(.teal)
    public static let systemCyan = system(.cyan), systemBlue = system(.blue), systemIndigo = system(.indigo)
    public static let systemPurple = system(.purple), systemPink = system(.pink), systemBrown = system(.brown)
    public static let systemGray = system(.gray), systemGray2 = system(.gray2), systemGray3 = system(.gray3)
    public static let systemGray4 = system(.gray4), systemGray5 = system(.gray5), systemGray6 = system(.gray6)
    public static let label = system(.label), secondaryLabel = system(.secondaryLabel)
    public static let tertiaryLabel = system(.tertiaryLabel), quaternaryLabel = system(.quaternaryLabel)
    public static let separator = system(.separator), opaqueSeparator = system(.opaqueSeparator), link = system(.link)
    public static let systemFill = system(.systemFill), secondarySystemFill = system(.secondarySystemFill)
    public static let tertiarySystemFill = system(.tertiarySystemFill), quaternarySystemFill = system(.quaternarySystemFill)
    public static let systemBackground = system(.systemBackground), secondarySystemBackground = system(.secondarySystemBackground)
    public static let tertiarySystemBackground = system(.tertiarySystemBackground)
    public static let systemGroupedBackground = system(.systemGroupedBackground)
    public static let secondarySystemGroupedBackground = system(.secondarySystemGroupedBackground)
    public static let white = UIColor(Color.white), black = UIColor(Color.black), clear = UIColor(Color.clear)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1), green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1), gray = UIColor(white: 0.5, alpha: 1)
    // UIKit's fixed colours, with the components Apple documents for each.
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1), brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1), magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1), lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    public static let darkText = UIColor(white: 0, alpha: 1), lightText = UIColor(white: 1, alpha: 0.6)
    /// The app's tint (iOS 15): the accent colour, system blue unless the app sets one.
    public static let tintColor = system(.blue)
    public static let placeholderText = UIColor(Color(light: Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3),
                                                      dark: Color(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.3)))
}

extension Color {
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// The appearance a dynamic color resolves in.
public enum UIUserInterfaceStyle: Int, Sendable { case unspecified, light, dark }

public final class UITraitCollection: @unchecked Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public init(userInterfaceStyle: UIUserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }
    public static let current = UITraitCollection(userInterfaceStyle: .light)
}

/// The screen of the device a widget is previewed on: Loupe's default iPhone (430 × 932 pt, @3x).
/// Widget code should size itself from its family; this only lets code that asks compile and run.
public final class UIScreen: @unchecked Sendable {
    public static let main = UIScreen()
    public let bounds = CGRect(x: 0, y: 0, width: 430, height: 932)
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale) }
    public let scale: CGFloat = 3
    public var nativeScale: CGFloat { scale }
}

/// The app object; a widget extension cannot use it, and on Linux it does nothing.
public final class UIApplication: @unchecked Sendable {
    public static let shared = UIApplication()
    public enum State: Int, Sendable { case active, inactive, background }
    public var applicationState: State { .background }
    public func open(_ url: URL, options: [String: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
    public func canOpenURL(_ url: URL) -> Bool { false }
    public static let openSettingsURLString = "app-settings:"
}

/// An image as UIKit loads it: by name, by symbol name, from a file or PNG data.
public final class UIImage: @unchecked Sendable {
    enum Source { case named(String), system(String), file(URL), data(Data), bitmap(ResolvedImage.Bitmap), empty }
    let source: Source
    public enum RenderingMode: Int, Sendable { case automatic, alwaysOriginal, alwaysTemplate }
    public private(set) var renderingMode: RenderingMode = .automatic
    /// An empty image: draws nothing.
    public init() { source = .empty }
    init(source: Source, renderingMode: RenderingMode) { (self.source, self.renderingMode) = (source, renderingMode) }
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage { UIImage(source: source, renderingMode: mode) }
    public func withTintColor(_ color: UIColor) -> UIImage { self }
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage { withRenderingMode(renderingMode) }
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage { self }
    public func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? { self }

    /// A symbol's point size, weight and scale; accepted (a SwiftUI `Image` takes the font instead).
    public final class SymbolConfiguration: @unchecked Sendable {
        public enum Scale: Int, Sendable { case `default`, unspecified, small, medium, large }
        public enum Weight: Int, Sendable { case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black }
        public init(pointSize: CGFloat) {}
        public init(pointSize: CGFloat, weight: Weight) {}
        public init(pointSize: CGFloat, weight: Weight, scale: Scale) {}
        public init(scale: Scale) {}
        public init(weight: Weight) {}
        public init(textStyle: UIFont.TextStyle) {}
        public init(font: UIFont) {}
        public init(hierarchicalColor: UIColor) {}
        public init(paletteColors: [UIColor]) {}
        public func applying(_ configuration: SymbolConfiguration) -> SymbolConfiguration { self }
    }
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: name)
    }
    public init?(named name: String) { source = .named(name) }
    public init?(named name: String, in bundle: Bundle?, with configuration: Any?) { source = .named(name) }
    public init?(systemName name: String) { source = .system(name) }
    public init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        source = .file(URL(fileURLWithPath: path))
    }
    public init?(data: Data) {
        guard data.count > 8 else { return nil }
        source = .data(data)
    }
}

extension Image {
    public init(uiImage: UIImage) {
        switch uiImage.source {
        case .named(let name): self.init(name)
        case .system(let name): self.init(systemName: name)
        case .file(let url): self.init(contentsOf: url)
        case .data(let data): self.init(pngData: data)
        case .bitmap(let bitmap): self.init(bitmap: bitmap)
        case .empty: self.init(bitmap: ResolvedImage.Bitmap(width: 0, height: 0, pixels: []))
        }
        if uiImage.renderingMode == .alwaysTemplate { self = self.renderingMode(.template) }
    }
}

/// Fonts as UIKit makes them, mapped onto SwiftUI fonts.
public final class UIFont: @unchecked Sendable {
    public let font: Font
    public let pointSize: CGFloat
    init(font: Font, pointSize: CGFloat) { self.font = font; self.pointSize = pointSize }

    public struct Weight: Hashable, Sendable {
        let weight: Font.Weight
        public static let ultraLight = Weight(weight: .ultraLight), thin = Weight(weight: .thin), light = Weight(weight: .light)
        public static let regular = Weight(weight: .regular), medium = Weight(weight: .medium), semibold = Weight(weight: .semibold)
        public static let bold = Weight(weight: .bold), heavy = Weight(weight: .heavy), black = Weight(weight: .black)
    }
    public struct TextStyle: Hashable, Sendable {
        let style: Font.TextStyle
        public static let largeTitle = TextStyle(style: .largeTitle), title1 = TextStyle(style: .title)
        public static let title2 = TextStyle(style: .title2), title3 = TextStyle(style: .title3)
        public static let headline = TextStyle(style: .headline), body = TextStyle(style: .body), callout = TextStyle(style: .callout)
        public static let subheadline = TextStyle(style: .subheadline), footnote = TextStyle(style: .footnote)
        public static let caption1 = TextStyle(style: .caption), caption2 = TextStyle(style: .caption2)
    }

    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight), pointSize: size)
    }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(font: .system(size: size, weight: weight.weight).monospacedDigit(), pointSize: size)
    }
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        UIFont(font: .system(style.style), pointSize: Font.system(style.style).resolve(dynamicTypeSize: .large).size)
    }
}

extension Font {
    public init(_ font: UIFont) { self = font.font }
}

/// Scales values with Dynamic Type. Loupe's renders fix the size per cell, so values come back as
/// given at the default size (Large).
public struct UIFontMetrics: Sendable {
    public static let `default` = UIFontMetrics()
    public init() {}
    public init(forTextStyle style: UIFont.TextStyle) {}
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledFont(for font: UIFont) -> UIFont { font }
}
