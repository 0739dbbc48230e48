import Foundation
import LoupeUI

/// How visionOS presents a widget in a room (issue #17): the coating `widgetTexture(_:)` chooses,
/// over every visionOS cell, and at the mounting places (`--place elevated` / `recessed`) the frame
/// around an elevated widget or the wall around a recessed one. Apple describes each in one sentence
/// (quoted below); every figure is an estimate (EST), here and nowhere else.
public enum VisionFigures {
    /// `.glass`, the default: "A reflective, clear glass-like texture for the widget's coating
    /// layer" (WidgetTexture.glass): a sheen from the top-leading corner, white at this opacity,
    /// gone this share of the way along the diagonal (EST).
    public static let glassSheenOpacity = 0.16
    public static let glassSheenReach: CGFloat = 0.5
    /// `.paper`: "A matte, paper-like texture" — matte, so nothing reflects: no sheen is drawn.

    /// `.elevated`, the default mounting: "surrounding the widget with a composite material": a
    /// frame this wide around the widget, its corner concentric, lit from above (EST).
    public static let frameWidth: CGFloat = 8
    public static let frameTop = RGBA(red: 0.95, green: 0.94, blue: 0.92)
    public static let frameBottom = RGBA(red: 0.80, green: 0.79, blue: 0.77)
    /// `.recessed`: "displayed within a recessed portal": this much wall around the portal, in this
    /// colour, and the shadow the portal's top edge casts into it — black at this opacity, gone
    /// this far down (EST).
    public static let wallMargin: CGFloat = 16
    public static let wall = RGBA(red: 0.84, green: 0.83, blue: 0.81)
    public static let portalShadowOpacity = 0.35
    public static let portalShadowDepth: CGFloat = 12
    /// Behind a mounted widget, the pane its coating is on: what shows where the system removes the
    /// widget's background (the accented mode) — a dark glass, so white content reads (EST).
    public static let pane = RGBA(red: 0.17, green: 0.18, blue: 0.20, alpha: 0.9)
}

/// The system's part of a visionOS cell: the room around the widget and the coating over it, as
/// surfaces and coatings of the cell's rendering style (so no rendering mode changes them).
enum VisionPresentation {
    /// How far the cell reaches beyond the widget at a place: the frame, the wall, or nothing.
    static func margin(at placement: WidgetCell.Placement) -> CGFloat {
        switch placement {
        case .elevated: VisionFigures.frameWidth
        case .recessed: VisionFigures.wallMargin
        default: 0
        }
    }

    /// Dresses a style for a widget of `size` with `corner`, at `placement`, in `texture`. The
    /// coating lies on the widget's background: where that is removed and nothing is mounted behind
    /// it (an unmounted cell in the accented mode), there is nothing to coat.
    static func dress(_ style: inout RenderingModeStyle, size: CGSize, corner: CGFloat, placement: WidgetCell.Placement, texture: WidgetTexture,
                      showsBackground: Bool) {
        let f = VisionFigures.self
        let margin = margin(at: placement)
        let widget = CGRect(x: margin, y: margin, width: size.width, height: size.height)
        let canvas = widget.insetBy(dx: -margin, dy: -margin)
        let widgetShape = Path(roundedRect: widget, cornerRadius: corner, style: .continuous)
        func clear(_ c: RGBA) -> RGBA { RGBA(red: c.red, green: c.green, blue: c.blue, alpha: 0) }

        switch placement {
        case .elevated:
            let frame: ResolvedPaint = .linearGradient([.init(color: f.frameTop, location: 0), .init(color: f.frameBottom, location: 1)], start: .top, end: .bottom)
            style.surfaces = [.init(frame, Path(roundedRect: canvas, cornerRadius: corner + margin, style: .continuous)), .init(.color(f.pane), widgetShape)]
        case .recessed:
            style.surfaces = [.init(.color(f.wall), Path(canvas)), .init(.color(f.pane), widgetShape)]
            let black = RGBA(red: 0, green: 0, blue: 0, alpha: f.portalShadowOpacity)
            let shadow: ResolvedPaint = .linearGradient([.init(color: black, location: 0), .init(color: clear(black), location: f.portalShadowDepth / size.height)],
                                                        start: .top, end: .bottom)
            style.coatings.append(.init(shadow, widgetShape, bounds: widget))
        default:
            break
        }
        if texture == .glass, showsBackground || margin > 0 {
            let white = RGBA(red: 1, green: 1, blue: 1, alpha: f.glassSheenOpacity)
            let sheen: ResolvedPaint = .linearGradient([.init(color: white, location: 0), .init(color: clear(white), location: f.glassSheenReach)],
                                                       start: .topLeading, end: .bottomTrailing)
            style.coatings.insert(.init(sheen, widgetShape, bounds: widget), at: 0)
        }
    }
}
