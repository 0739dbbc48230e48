import Foundation

/// A font as SwiftUI declares it: a text style that follows Dynamic Type, or a fixed system size.
public struct Font: Hashable, Sendable {
    public enum TextStyle: String, CaseIterable, Hashable, Sendable {
        case largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2
    }

    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public struct Weight: Hashable, Comparable, Sendable, CustomStringConvertible {
        /// CSS/OpenType weight class: 100 (ultraLight) … 900 (black).
        public let value: Int
        public static let ultraLight = Weight(value: 100), thin = Weight(value: 200), light = Weight(value: 300)
        public static let regular = Weight(value: 400), medium = Weight(value: 500), semibold = Weight(value: 600)
        public static let bold = Weight(value: 700), heavy = Weight(value: 800), black = Weight(value: 900)
        public static func < (a: Weight, b: Weight) -> Bool { a.value < b.value }
        public var description: String {
            ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"][value / 100 - 1]
        }
    }

    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    enum Base: Hashable, Sendable {
        case textStyle(TextStyle)
        case system(size: CGFloat)
        /// A named font: drawn with the system stand-in for its design (Loupe ships no other fonts).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    var base: Base
    var weight: Weight?
    var design: Design?
    var isBold = false
    var isItalic = false
    var isMonospacedDigit = false
    var leading: Leading = .standard

    init(base: Base, weight: Weight? = nil, design: Design? = nil) {
        self.base = base
        self.weight = weight
        self.design = design
    }

    public static let largeTitle = Font(base: .textStyle(.largeTitle))
    public static let title = Font(base: .textStyle(.title))
    public static let title2 = Font(base: .textStyle(.title2))
    public static let title3 = Font(base: .textStyle(.title3))
    public static let headline = Font(base: .textStyle(.headline))
    public static let body = Font(base: .textStyle(.body))
    public static let callout = Font(base: .textStyle(.callout))
    public static let subheadline = Font(base: .textStyle(.subheadline))
    public static let footnote = Font(base: .textStyle(.footnote))
    public static let caption = Font(base: .textStyle(.caption))
    public static let caption2 = Font(base: .textStyle(.caption2))

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style), weight: weight, design: design)
    }
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size.isFinite && size > 0 ? size : 17), weight: weight, design: design)
    }
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }
    public static func custom(_ name: String, size: CGFloat, relativeTo style: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: style))
    }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    public func bold() -> Font { var f = self; f.isBold = true; return f }
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    public func weight(_ weight: Weight) -> Font { var f = self; f.weight = weight; return f }
    public func monospacedDigit() -> Font { var f = self; f.isMonospacedDigit = true; return f }
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    public func leading(_ leading: Leading) -> Font { var f = self; f.leading = leading; return f }

    /// The concrete font at a Dynamic Type size.
    public func resolve(dynamicTypeSize: DynamicTypeSize) -> ResolvedFont {
        let size: CGFloat, baseWeight: Weight, lineHeight: CGFloat?
        var emphasized = Weight.bold
        switch base {
        case .textStyle(let style):
            let metrics = TypeScale.metrics(style, dynamicTypeSize)
            (size, baseWeight, lineHeight, emphasized) = (metrics.size, metrics.weight, metrics.leading, metrics.emphasized)
        case .system(let fixed):
            (size, baseWeight, lineHeight) = (fixed, .regular, nil)
        case let .custom(_, fixed, relativeTo):
            let scale = relativeTo.map { TypeScale.metrics($0, dynamicTypeSize).size / TypeScale.metrics($0, .large).size } ?? 1
            (size, baseWeight, lineHeight) = (fixed * scale, .regular, nil)
        }
        var resolvedWeight = weight ?? baseWeight
        if isBold { resolvedWeight = max(resolvedWeight, emphasized) }
        var spacing = lineHeight
        if let line = lineHeight {
            switch leading {
            case .standard: break
            case .tight: spacing = line - 2  // EST: UIFont's tight leading is ~2 pt shorter
            case .loose: spacing = line + 2  // EST: and loose ~2 pt longer
            }
        }
        var resolved = ResolvedFont(size: size, weight: resolvedWeight, design: design ?? .default, italic: isItalic,
                                    monospacedDigit: isMonospacedDigit, lineSpacing: spacing)
        if case .custom(let name, _, _) = base { resolved.customName = name }
        return resolved
    }
}

/// A font with every choice made: what the text engine shapes with.
public struct ResolvedFont: Hashable, Sendable, CustomStringConvertible {
    public var size: CGFloat
    public var weight: Font.Weight
    public var design: Font.Design
    public var italic: Bool
    public var monospacedDigit: Bool
    /// The text style's line pitch (its "leading" in the HIG tables), nil for fixed-size fonts.
    public var lineSpacing: CGFloat?
    /// `Font.custom(name, …)`: the app's own font, by PostScript, full or family name.
    public var customName: String?

    public var description: String {
        var s = (customName.map { "\"\($0)\" " } ?? "") + "\(design == .default ? "" : "\(design) ")\(weight) \(size.formatted)pt"
        if italic { s += " italic" }
        if monospacedDigit { s += " tnum" }
        return s
    }
}

extension CGFloat {
    /// Short, stable text for dumps: at most two decimals, no trailing zeros.
    public var formatted: String {
        if self.isInfinite { return self < 0 ? "-inf" : "inf" }
        let rounded = (self * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(format: "%g", rounded)
    }
}

// Widths (iOS 16): SF Pro has compressed, condensed and expanded faces; the stand-in fonts have one
// width, so text is drawn at the standard width — accepted and ignored (README says so).
extension Font {
    public struct Width: Hashable, Sendable {
        public let value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3), condensed = Width(-0.2), standard = Width(0), expanded = Width(0.2)
    }
    public func width(_ width: Width) -> Font { self }
}

extension View {
    public func fontWidth(_ width: Font.Width?) -> some View { self }
    /// Accepted: iOS may tighten letter spacing a little before it truncates a line; Loupe
    /// truncates at the normal spacing (Apple publishes no limit).
    public func allowsTightening(_ flag: Bool) -> some View { self }
}

extension Text {
    public func fontWidth(_ width: Font.Width?) -> Text { self }
}

// Small capitals need the font's `smcp`/`c2sc` features, which the stand-in fonts lack: accepted,
// drawn in ordinary letters (README).
extension Font {
    public func smallCaps() -> Font { self }
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
}

extension Text {
    /// A text scale (iOS 17): `.secondary` marks supporting text, which some platforms draw smaller.
    /// iOS publishes no factor: accepted, drawn at its font's size (README).
    public struct Scale: Hashable, Sendable {
        let name: String
        public static let `default` = Scale(name: "default")
        public static let secondary = Scale(name: "secondary")
    }
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text { self }
}
