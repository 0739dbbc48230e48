import Foundation

/// Placeholder redaction (`.redacted(reason: .placeholder)`). Each primitive decides it once, in its
/// own environment (so `.unredacted()` inside a redacted view keeps its content): a text or image
/// is marked where it resolves, and paint draws a marked text as rounded bars over its line boxes
/// (the lines layout breaks) and a marked symbol or image as a rounded fill of its frame; a shape, a
/// color or a gradient used as a view becomes a flat fill of `fillColor` as it resolves. Every figure is an estimate
/// from iOS placeholder renders (EST).
public enum Redaction {
    /// Bars and fills are the content's color at this opacity (EST).
    public static let opacity = 0.16
    /// Redacted images and shapes: a flat gray at twice the bar opacity (EST).
    public static let fillColor = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).withAlpha(multipliedBy: opacity * 2)
    /// A text without a color of its own (no runs) is barred in this gray at `opacity` (EST).
    public static let barColor = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: opacity)
    /// A bar leaves this fraction of its line box's height clear above and below (EST).
    public static let barInset: CGFloat = 0.15
    /// A bar's and a redacted symbol's corner radius, as a fraction of their height (EST).
    public static let barCornerRadius: CGFloat = 1.0 / 4
    /// A redacted image's corner radius, as a fraction of its shorter side (EST).
    public static let imageCornerRadius: CGFloat = 1.0 / 8

    /// Whether content resolved in `environment` is a placeholder's.
    static func isRedacting(_ environment: EnvironmentValues) -> Bool { environment.redactionReasons.contains(.placeholder) }

    /// A shape a view resolves to (a shape, a color, a gradient): in a placeholder, a flat fill.
    static func shape(_ shape: ResolvedShape, in environment: EnvironmentValues) -> ResolvedNode {
        .shape(isRedacting(environment) ? shape.withDrawing(.fill(.color(fillColor), eoFill: false)) : shape)
    }
}
