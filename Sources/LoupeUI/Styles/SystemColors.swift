/// Apple's system and semantic colors, light and dark, in sRGB 0–255 (alpha 0–1).
/// The one table for these figures. Source: `shared/reference/facts.md` §5:
/// §5a/§5b are CONFIRMED (HIG Color, iOS 26 values, June 2025); §5c semantic colors are 3P
/// (ColorCompatibility / PerseusUISystemKit UIColor dumps); dark "base" backgrounds are EST.
enum SystemColorTable {
    struct Entry { let light: RGBA; let dark: RGBA }

    /// The colour names an SF Symbols template's multicolor classes use (`multicolor-0:systemRedColor`),
    /// UIKit's: `systemRedColor`, `systemGrayColor`, `labelColor`, `whiteColor`…
    static let multicolorNames: [(String, SystemColor)] = SystemColor.allCases.map { color in
        let name = color.rawValue
        switch color {
        case .black, .white: return (name + "Color", color)
        case .label, .secondaryLabel, .tertiaryLabel, .quaternaryLabel, .separator, .opaqueSeparator, .link,
             .systemFill, .secondarySystemFill, .tertiarySystemFill, .quaternarySystemFill,
             .systemBackground, .secondarySystemBackground, .tertiarySystemBackground,
             .systemGroupedBackground, .secondarySystemGroupedBackground:
            return (name + "Color", color)
        default:
            return ("system" + name.prefix(1).uppercased() + name.dropFirst() + "Color", color)
        }
    }

    static func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> RGBA {
        RGBA(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }

    static let entries: [SystemColor: Entry] = [
        .red: Entry(light: rgb(255, 56, 60), dark: rgb(255, 66, 69)),
        .orange: Entry(light: rgb(255, 141, 40), dark: rgb(255, 146, 48)),
        .yellow: Entry(light: rgb(255, 204, 0), dark: rgb(255, 214, 0)),
        .green: Entry(light: rgb(52, 199, 89), dark: rgb(48, 209, 88)),
        .mint: Entry(light: rgb(0, 200, 179), dark: rgb(0, 218, 195)),
        .teal: Entry(light: rgb(0, 195, 208), dark: rgb(0, 210, 224)),
        .cyan: Entry(light: rgb(0, 192, 232), dark: rgb(60, 211, 254)),
        .blue: Entry(light: rgb(0, 136, 255), dark: rgb(0, 145, 255)),
        .indigo: Entry(light: rgb(97, 85, 245), dark: rgb(109, 124, 255)),
        .purple: Entry(light: rgb(203, 48, 224), dark: rgb(219, 52, 242)),
        .pink: Entry(light: rgb(255, 45, 85), dark: rgb(255, 55, 95)),
        .brown: Entry(light: rgb(172, 127, 94), dark: rgb(183, 138, 102)),
        .gray: Entry(light: rgb(142, 142, 147), dark: rgb(142, 142, 147)),
        .gray2: Entry(light: rgb(174, 174, 178), dark: rgb(99, 99, 102)),
        .gray3: Entry(light: rgb(199, 199, 204), dark: rgb(72, 72, 74)),
        .gray4: Entry(light: rgb(209, 209, 214), dark: rgb(58, 58, 60)),
        .gray5: Entry(light: rgb(229, 229, 234), dark: rgb(44, 44, 46)),
        .gray6: Entry(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        .label: Entry(light: rgb(0, 0, 0), dark: rgb(255, 255, 255)),
        .secondaryLabel: Entry(light: rgb(60, 60, 67, 0.60), dark: rgb(235, 235, 245, 0.60)),
        .tertiaryLabel: Entry(light: rgb(60, 60, 67, 0.30), dark: rgb(235, 235, 245, 0.30)),
        .quaternaryLabel: Entry(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16)),
        .separator: Entry(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.60)),
        .opaqueSeparator: Entry(light: rgb(198, 198, 200), dark: rgb(56, 56, 58)),
        .link: Entry(light: rgb(0, 122, 255), dark: rgb(9, 132, 255)),
        .systemFill: Entry(light: rgb(120, 120, 128, 0.20), dark: rgb(120, 120, 128, 0.36)),
        .secondarySystemFill: Entry(light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32)),
        .tertiarySystemFill: Entry(light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24)),
        .quaternarySystemFill: Entry(light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18)),
        .systemBackground: Entry(light: rgb(255, 255, 255), dark: rgb(0, 0, 0)),
        .secondarySystemBackground: Entry(light: rgb(242, 242, 247), dark: rgb(28, 28, 30)),
        .tertiarySystemBackground: Entry(light: rgb(255, 255, 255), dark: rgb(44, 44, 46)),
        .systemGroupedBackground: Entry(light: rgb(242, 242, 247), dark: rgb(0, 0, 0)),
        .secondarySystemGroupedBackground: Entry(light: rgb(255, 255, 255), dark: rgb(28, 28, 30)),
        .black: Entry(light: rgb(0, 0, 0), dark: rgb(0, 0, 0)),
        .white: Entry(light: rgb(255, 255, 255), dark: rgb(255, 255, 255)),
    ]

    static func color(_ name: SystemColor, _ scheme: ColorScheme) -> RGBA {
        let entry = entries[name]!
        return scheme == .dark ? entry.dark : entry.light
    }
}

/// Every named color Loupe knows, light and dark.
public enum SystemColor: String, CaseIterable, Sendable {
    case red, orange, yellow, green, mint, teal, cyan, blue, indigo, purple, pink, brown
    case gray, gray2, gray3, gray4, gray5, gray6
    case label, secondaryLabel, tertiaryLabel, quaternaryLabel, separator, opaqueSeparator, link
    case systemFill, secondarySystemFill, tertiarySystemFill, quaternarySystemFill
    case systemBackground, secondarySystemBackground, tertiarySystemBackground
    case systemGroupedBackground, secondarySystemGroupedBackground
    case black, white
}
