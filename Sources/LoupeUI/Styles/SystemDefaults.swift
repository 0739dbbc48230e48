import Foundation

/// What the system draws in a style the developer did not choose, which a review judges as iOS
/// draws it rather than as a finding: iOS's own secondary, tertiary and quaternary label colours
/// (Apple's pairings with its backgrounds, 3.44:1 for the secondary label on white), and Swift
/// Charts' automatic axis labels (9 pt in the secondary style, measured on iOS 26), which the chart
/// marks with `identifier`.
public enum SystemDefaults {
    /// The identifier a view drawn in the system's own style carries in the layout.
    public static let identifier = "loupe.system-default"

    /// The background iOS pairs a lower label level with: for a paint that is the secondary,
    /// tertiary or quaternary label colour of a scheme, that scheme's system background; nil for
    /// any other paint.
    public static func pairedBackground(of paint: ResolvedPaint) -> RGBA? {
        guard case .color(let color) = paint else { return nil }
        for scheme in [ColorScheme.light, .dark] {
            let levels = [SystemColor.secondaryLabel, .tertiaryLabel, .quaternaryLabel].map { SystemColorTable.color($0, scheme) }
            if levels.contains(color) { return SystemColorTable.color(.systemBackground, scheme) }
        }
        return nil
    }
}
