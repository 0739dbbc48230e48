import Foundation
import Loupe

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

    /// The contrast of the text in `frame` (points) against its background: the most common pixel
    /// of the box is the background, the pixel most unlike it the ink. Nil when the background is
    /// not opaque (nothing definite is behind the text) or the box is empty.
    static func ratio(in image: RenderedImage, frame: CGRect) -> Double? {
        let scale = image.stages.scale
        let x0 = max(Int((frame.minX * scale).rounded(.down)), 0), x1 = min(Int((frame.maxX * scale).rounded(.up)), image.width)
        let y0 = max(Int((frame.minY * scale).rounded(.down)), 0), y1 = min(Int((frame.maxY * scale).rounded(.up)), image.height)
        guard x1 > x0, y1 > y0 else { return nil }
        var counts: [UInt32: Int] = [:]
        for y in y0..<y1 {
            for x in x0..<x1 {
                let p = image.pixel(x: x, y: y)
                counts[UInt32(p.r) << 24 | UInt32(p.g) << 16 | UInt32(p.b) << 8 | UInt32(p.a), default: 0] += 1
            }
        }
        guard let background = counts.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) })?.key,
              background & 0xFF == 0xFF else { return nil }
        let lb = luminance(UInt8(background >> 24), UInt8(background >> 16 & 0xFF), UInt8(background >> 8 & 0xFF))
        var best = 1.0
        for key in counts.keys where key & 0xFF == 0xFF {
            best = max(best, ratio(lb, luminance(UInt8(key >> 24), UInt8(key >> 16 & 0xFF), UInt8(key >> 8 & 0xFF))))
        }
        return best
    }
}
