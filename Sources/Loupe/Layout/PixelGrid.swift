import Foundation

/// Lengths rounded up onto the pixel grid: the one rule for sizes that must cover what they hold —
/// a text's box, text-aware spacing, a raster, a cell fitted to its content. A length already on
/// the grid within float noise stays where it is (3 pt at @3x is 9 pixels, not 10).
enum PixelGrid {
    /// How far above a whole number of pixels a length may lie and still count as that number.
    static let noise: CGFloat = 0.0001

    /// `length` points rounded up to a whole number of pixels of `pixel` points each, in points.
    static func roundedUp(_ length: CGFloat, pixel: CGFloat) -> CGFloat {
        (length / pixel - noise).rounded(.up) * pixel
    }

    /// How many whole pixels `length` points cover at `scale` (a float: the length may be infinite).
    static func wholePixels(_ length: CGFloat, scale: CGFloat) -> CGFloat {
        (length * scale - noise).rounded(.up)
    }
}
