import Foundation
import LoupeUI

/// How the paint stage maps colors for a widget rendering mode (facts.md §6). This is the only
/// place colors change with the mode; the figures are the one table for them.
public struct RenderingModeStyle: Hashable, Sendable {
    public var mode: WidgetRenderingMode
    /// Accented mode: the accent group's color. On iPhone both groups are tinted white and the
    /// system applies the person's tint afterwards (CONFIRMED, qualitative).
    public var accentColor: RGBA
    /// Accented mode: the default group's color and its opacity relative to the accent group
    /// (EST: Apple publishes no figure; 0.6 keeps the groups apart as on device).
    public var defaultGroupColor: RGBA
    public var defaultGroupOpacity: Double
    /// What the widget is drawn over in the accented and vibrant modes.
    public var backdrop: Backdrop
    /// The corner of the system backdrop: the container's corner for Home Screen families, 0 for
    /// accessory families (which sit on the Lock Screen's material, not on a platter).
    public var backdropCornerRadius: CGFloat = 0
    /// What the system draws under the widget in every mode, unchanged by it (a watch face's black
    /// behind a complication; the wall and frame a visionOS widget is mounted in); they stand in
    /// for the backdrop.
    public var surfaces: [Surface] = []
    /// What the system draws over the widget in every mode, unchanged by it (a visionOS widget's
    /// glass coating, the shadow of a recessed portal's edge).
    public var coatings: [Surface] = []

    /// A system fill in the cell's coordinates; a gradient spans `bounds` (nil: the whole cell).
    public struct Surface: Hashable, Sendable {
        public var paint: ResolvedPaint
        public var shape: Path
        public var bounds: CGRect?
        public var eoFill: Bool
        public init(_ paint: ResolvedPaint, _ shape: Path, bounds: CGRect? = nil, eoFill: Bool = false) {
            (self.paint, self.shape, self.bounds, self.eoFill) = (paint, shape, bounds, eoFill)
        }
    }

    public enum Backdrop: String, Hashable, Sendable, CaseIterable {
        /// Nothing: transparent pixels, for snapshots and compositing.
        case transparent
        /// A stand-in for the system: a tinted Home Screen (accented), a blurred dark Lock Screen
        /// wallpaper (vibrant). EST colors, chosen from device screenshots.
        case system
    }

    public init(mode: WidgetRenderingMode, accentColor: RGBA = RGBA(red: 1, green: 1, blue: 1),
                defaultGroupColor: RGBA = RGBA(red: 1, green: 1, blue: 1), defaultGroupOpacity: Double = 0.6,
                backdrop: Backdrop = .transparent) {
        (self.mode, self.accentColor, self.defaultGroupColor, self.defaultGroupOpacity, self.backdrop) =
            (mode, accentColor, defaultGroupColor, defaultGroupOpacity, backdrop)
    }

    public static let fullColor = RenderingModeStyle(mode: .fullColor)

    /// Rec. 709 luma of sRGB components (EST: Apple says "luminance" without coefficients).
    static func luma(_ c: RGBA) -> Double { 0.2126 * c.red + 0.7152 * c.green + 0.0722 * c.blue }

    /// The color a source color becomes in this mode; `keepsAlpha` keeps the source's alpha (a
    /// knock-out, whose alpha is all it contributes).
    func map(_ color: RGBA, accented: Bool, keepsAlpha: Bool) -> RGBA {
        var mapped = map(color, accented: accented)
        if keepsAlpha { mapped.alpha = color.alpha }
        return mapped
    }

    /// The color a source color becomes in this mode.
    func map(_ color: RGBA, accented: Bool) -> RGBA {
        switch mode {
        case .accented:
            let group = accented ? accentColor : defaultGroupColor
            return RGBA(red: group.red, green: group.green, blue: group.blue, alpha: color.alpha * (accented ? 1 : defaultGroupOpacity))
        case .vibrant:
            return RGBA(red: 1, green: 1, blue: 1, alpha: Self.luma(color) * color.alpha)
        default:
            return color
        }
    }

    func map(_ paint: ResolvedPaint, accented: Bool, keepsAlpha: Bool = false) -> ResolvedPaint {
        guard mode != .fullColor else { return paint }
        func stops(_ s: [ResolvedPaint.GradientStop]) -> [ResolvedPaint.GradientStop] {
            s.map { .init(color: map($0.color, accented: accented, keepsAlpha: keepsAlpha), location: $0.location) }
        }
        switch paint {
        case .color(let c): return .color(map(c, accented: accented, keepsAlpha: keepsAlpha))
        case let .linearGradient(s, a, b): return .linearGradient(stops(s), start: a, end: b)
        case let .radialGradient(s, c, r0, r1): return .radialGradient(stops(s), center: c, startRadius: r0, endRadius: r1)
        case let .ellipticalGradient(s, c, r0, r1): return .ellipticalGradient(stops(s), center: c, startRadiusFraction: r0, endRadiusFraction: r1)
        case let .angularGradient(s, c, a0, a1): return .angularGradient(stops(s), center: c, startAngle: a0, endAngle: a1)
        }
    }

    /// A full-color bitmap in this mode. In the accented mode an image without
    /// `widgetAccentedRenderingMode` is desaturated into the default group (facts.md §6).
    func map(_ bitmap: ResolvedImage.Bitmap, accented: Bool, imageMode: WidgetAccentedRenderingMode?) -> ResolvedImage.Bitmap {
        switch mode {
        case .accented:
            let chosen = imageMode ?? (accented ? .accented : .desaturated)
            if chosen == .fullColor { return bitmap }
            let inAccent = chosen == .accented || chosen == .accentedDesaturated || accented
            let luminanceToAlpha = chosen == .desaturated || chosen == .accentedDesaturated
            return transform(bitmap) { c in
                let alpha = luminanceToAlpha ? Self.luma(c) * c.alpha : c.alpha
                return map(RGBA(red: 0, green: 0, blue: 0, alpha: alpha), accented: inAccent)
            }
        case .vibrant:
            return transform(bitmap) { map($0, accented: accented) }
        default:
            return bitmap
        }
    }

    private func transform(_ bitmap: ResolvedImage.Bitmap, _ f: (RGBA) -> RGBA) -> ResolvedImage.Bitmap {
        var pixels = bitmap.pixels
        for i in stride(from: 0, to: pixels.count, by: 4) {
            let c = f(RGBA(red: Double(pixels[i]) / 255, green: Double(pixels[i + 1]) / 255,
                           blue: Double(pixels[i + 2]) / 255, alpha: Double(pixels[i + 3]) / 255))
            pixels[i] = UInt8((c.red * 255).rounded()); pixels[i + 1] = UInt8((c.green * 255).rounded())
            pixels[i + 2] = UInt8((c.blue * 255).rounded()); pixels[i + 3] = UInt8((c.alpha * 255).rounded())
        }
        return ResolvedImage.Bitmap(width: bitmap.width, height: bitmap.height, pixels: pixels, scale: bitmap.scale)
    }

    /// The backdrop drawn first, if any.
    func backdropPaint() -> ResolvedPaint? {
        guard backdrop == .system else { return nil }
        switch mode {
        case .accented:
            return .linearGradient([.init(color: RGBA(red: 0.16, green: 0.20, blue: 0.30), location: 0),
                                    .init(color: RGBA(red: 0.08, green: 0.10, blue: 0.16), location: 1)], start: .top, end: .bottom)
        case .vibrant:
            return .linearGradient([.init(color: RGBA(red: 0.22, green: 0.24, blue: 0.30), location: 0),
                                    .init(color: RGBA(red: 0.10, green: 0.10, blue: 0.13), location: 1)], start: .top, end: .bottom)
        default:
            return nil
        }
    }
}
