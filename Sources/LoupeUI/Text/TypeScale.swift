import Foundation

/// iOS text styles by Dynamic Type size: point size, weight, leading, emphasized weight.
/// The one table for these figures. Source: `shared/reference/facts.md` §3 (HIG Typography,
/// CONFIRMED) for sizes xSmall…xxxLarge and the Large leading; accessibility sizes AX1–AX5 are
/// the HIG's published sizes as recalled (EST: only AX5 body 53/62 is quoted in facts.md).
/// Leading at sizes other than Large keeps the style's Large leading-to-size ratio (EST).
enum TypeScale {
    struct Metrics { let size: CGFloat; let weight: Font.Weight; let leading: CGFloat; let emphasized: Font.Weight }

    /// Order: largeTitle, title, title2, title3, headline, body, callout, subheadline, footnote, caption, caption2.
    static let sizes: [DynamicTypeSize: [CGFloat]] = [
        .xSmall: [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        .small: [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        .medium: [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        .large: [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        .xLarge: [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        .xxLarge: [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        .xxxLarge: [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        .accessibility1: [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        .accessibility2: [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        .accessibility3: [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        .accessibility4: [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        .accessibility5: [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]
    /// Leading at Large (CONFIRMED), same order.
    static let largeLeading: [CGFloat] = [41, 34, 28, 25, 22, 22, 21, 20, 18, 16, 13]
    static let weights: [Font.Weight] = [.regular, .regular, .regular, .regular, .semibold, .regular, .regular, .regular, .regular, .regular, .regular]
    static let emphasized: [Font.Weight] = [.bold, .bold, .bold, .semibold, .semibold, .semibold, .semibold, .semibold, .semibold, .semibold, .semibold]

    static func metrics(_ style: Font.TextStyle, _ size: DynamicTypeSize) -> Metrics {
        let i = Font.TextStyle.allCases.firstIndex(of: style)!
        let points = sizes[size]![i], large = sizes[.large]![i]
        let leading = size == .large ? largeLeading[i] : (points * largeLeading[i] / large).rounded()
        return Metrics(size: points, weight: weights[i], leading: leading, emphasized: emphasized[i])
    }
}
