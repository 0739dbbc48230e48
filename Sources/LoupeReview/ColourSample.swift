import Foundation
import Loupe

/// The colour a mark shows in a render, and how far apart two such colours look.
struct ColourSample: Hashable {
    let r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// The most common pixel of the middle half of `frame` (points): a filled shape's or a solid
    /// symbol's own colour, clear of its anti-aliased edge and of what shows past its corners. An
    /// outline's middle is what is behind it, so two outlines look alike in every mode (the rule
    /// stays quiet rather than guess). Nil for a frame under a pixel.
    init?(in image: RenderedImage, frame: CGRect) {
        guard let histogram = PixelHistogram(image, frame: frame.insetBy(dx: frame.width / 4, dy: frame.height / 4)) else { return nil }
        let key = histogram.mostCommon
        (r, g, b, a) = (UInt8(key >> 24), UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF), UInt8(key & 0xFF))
    }

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    var hex: String { String(format: "#%02X%02X%02X", r, g, b) + (a == 255 ? "" : String(format: "%02X", a)) }

    /// CIE L*a*b* (D65) of the colour composited over black: a pixel the accented and vibrant modes
    /// leave translucent reads as it would over a dark wallpaper.
    var lab: (l: Double, a: Double, b: Double) {
        func linear(_ v: UInt8) -> Double {
            let c = Double(v) / 255 * Double(a) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        let x = (0.4124 * lr + 0.3576 * lg + 0.1805 * lb) / 0.95047
        let y = 0.2126 * lr + 0.7152 * lg + 0.0722 * lb
        let z = (0.0193 * lr + 0.1192 * lg + 0.9505 * lb) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389 ? cbrt(t) : (24389.0 / 27 * t + 16) / 116 }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIE76 ΔE: the distance between two colours in L*a*b*.
    func difference(from other: ColourSample) -> Double {
        let (p, q) = (lab, other.lab)
        return ((p.l - q.l) * (p.l - q.l) + (p.a - q.a) * (p.a - q.a) + (p.b - q.b) * (p.b - q.b)).squareRoot()
    }
}
