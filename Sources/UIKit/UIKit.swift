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
}

extension Color {
    public init(uiColor: UIColor) { self = uiColor.color }
    public init(_ uiColor: UIColor) { self = uiColor.color }
}

/// An image as UIKit loads it: by name, by symbol name, from a file or PNG data.
public final class UIImage: @unchecked Sendable {
    enum Source { case named(String), system(String), file(URL), data(Data) }
    let source: Source
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
        }
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
