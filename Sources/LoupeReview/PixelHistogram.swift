import Foundation
import Loupe

/// The distinct pixels of a rectangle of a render, with how often each occurs: what the pixel
/// rules (contrast, colour-only) read. Sorting the packed pixels and counting runs is several times
/// faster than a dictionary for the few thousand pixels of a text's box.
struct PixelHistogram {
    /// Packed RGBA (r in the high byte) and count, the most common first; ties go to the smaller
    /// value, so the order never depends on anything but the pixels.
    let entries: [(rgba: UInt32, count: Int)]

    /// The pixels under `frame` (points), the rectangle grown outward to whole pixels and cut to
    /// the image. Nil when nothing is left.
    init?(_ image: RenderedImage, frame: CGRect) {
        let scale = image.stages.scale
        let x0 = max(Int((frame.minX * scale).rounded(.down)), 0), x1 = min(Int((frame.maxX * scale).rounded(.up)), image.width)
        let y0 = max(Int((frame.minY * scale).rounded(.down)), 0), y1 = min(Int((frame.maxY * scale).rounded(.up)), image.height)
        guard x1 > x0, y1 > y0 else { return nil }
        var packed: [UInt32] = []
        packed.reserveCapacity((x1 - x0) * (y1 - y0))
        image.pixels.withUnsafeBufferPointer { pixels in
            for y in y0..<y1 {
                var i = (y * image.width + x0) * 4
                for _ in x0..<x1 {
                    packed.append(UInt32(pixels[i]) << 24 | UInt32(pixels[i + 1]) << 16 | UInt32(pixels[i + 2]) << 8 | UInt32(pixels[i + 3]))
                    i += 4
                }
            }
        }
        packed.sort()
        var runs: [(rgba: UInt32, count: Int)] = []
        var start = 0
        for i in 1...packed.count where i == packed.count || packed[i] != packed[start] {
            runs.append((packed[start], i - start))
            start = i
        }
        entries = runs.sorted { $0.count != $1.count ? $0.count > $1.count : $0.rgba < $1.rgba }
    }

    var mostCommon: UInt32 { entries[0].rgba }
}
