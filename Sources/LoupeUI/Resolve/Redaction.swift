import Foundation

/// Placeholder redaction (`.redacted(reason: .placeholder)`): text becomes rounded bars (drawn by
/// paint), images and shapes flat fills of the redaction color.
public enum Redaction {
    /// Bars and fills are the content's color at this opacity (EST, from iOS placeholder renders).
    public static let opacity = 0.16
    /// Redacted images and shapes: a flat gray at twice the bar opacity (EST).
    public static let fillColor = RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 1).withAlpha(multipliedBy: opacity * 2)

    static func redact(_ node: ResolvedNode) -> ResolvedNode {
        switch node {
        case .shape(let shape):
            return .shape(shape.withDrawing(.fill(.color(fillColor), eoFill: false)))
        case .image(var image):
            image.isRedacted = true
            return .image(image)
        default:
            return node
        }
    }
}
