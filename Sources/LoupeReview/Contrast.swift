import Foundation
import Loupe
import LoupeUI

/// WCAG 2.x contrast from a render's pixels.
enum Contrast {
    /// Relative luminance of an sRGB color (WCAG 2.x definition).
    static func luminance(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Double {
        func channel(_ v: UInt8) -> Double {
            let c = Double(v) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
    }

    static func ratio(_ a: Double, _ b: Double) -> Double { (max(a, b) + 0.05) / (min(a, b) + 0.05) }

    /// The contrast iOS's own pairing gives: `color` (straight alpha) over the opaque `background`.
    static func pairing(_ color: RGBA, over background: RGBA) -> Double {
        func over(_ c: Double, _ b: Double) -> UInt8 { UInt8(((c * color.alpha + b * (1 - color.alpha)) * 255).rounded()) }
        let ink = luminance(over(color.red, background.red), over(color.green, background.green), over(color.blue, background.blue))
        return ratio(ink, luminance(UInt8((background.red * 255).rounded()), UInt8((background.green * 255).rounded()), UInt8((background.blue * 255).rounded())))
    }

    /// The contrast of the text in `frame` (points) against its background: the most common pixel
    /// of the box is the background, the pixel most unlike it the ink. Nil when the background is
    /// not opaque (nothing definite is behind the text) or the box is empty.
    static func ratio(in image: RenderedImage, frame: CGRect) -> Double? {
        guard let histogram = PixelHistogram(image, frame: frame) else { return nil }
        let background = histogram.mostCommon
        guard background & 0xFF == 0xFF else { return nil }
        func luminance(_ key: UInt32) -> Double { Self.luminance(UInt8(key >> 24), UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF)) }
        let lb = luminance(background)
        var best = 1.0
        for entry in histogram.entries where entry.rgba & 0xFF == 0xFF {
            best = max(best, ratio(lb, luminance(entry.rgba)))
        }
        return best
    }
}
