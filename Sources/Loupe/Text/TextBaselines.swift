import Foundation
import LoupeUI

/// Where a text's lines sit: each baseline from its line's fonts (SF metrics per line, the style's
/// leading between lines, facts.md §7), lines a `lineLimit` reserves added, then SwiftUI's pixel
/// rounding — the first baseline to the nearest pixel, the others shifted by as much, the last
/// rounded up, and the size rounded up (layout.md §2.3 steps 5–6).
struct TextBaselines {
    /// The unrounded baselines and descents, one per line (reserved lines included).
    private(set) var baselines: [CGFloat] = [], descents: [CGFloat] = []
    private(set) var lineCount: Int
    private let pixel: CGFloat

    init(lines: [PangoLine], infos: [PangoTextEngine.RunInfo], text: ResolvedText, pixel: CGFloat) {
        self.pixel = pixel
        let fallback = infos.first.map { [$0] } ?? []
        var previousDescent: CGFloat = 0
        for (i, line) in lines.enumerated() {
            let used = line.metrics.isEmpty ? fallback : line.metrics.map { infos[$0] }
            let ascent = used.map(\.metrics.ascent).max() ?? 0
            let descent = used.map(\.metrics.descent).max() ?? 0
            let pitch = used.map(\.pitch).max() ?? 0
            baselines.append(i == 0 ? ascent : baselines[i - 1] + max(pitch, previousDescent + ascent) + text.lineSpacing)
            descents.append(descent)
            previousDescent = descent
        }
        lineCount = lines.count
        if text.reservesLineLimitSpace, let limit = text.lineLimit, limit > lineCount, let pitch = infos.first?.pitch {
            for _ in lineCount..<limit { baselines.append(baselines.last! + pitch + text.lineSpacing); descents.append(descents.last!) }
            lineCount = limit
        }
    }

    /// The first baseline, rounded to the nearest pixel, and how far that moved every line.
    var firstRounded: CGFloat { (baselines[0] / pixel).rounded() * pixel }
    var shift: CGFloat { firstRounded - baselines[0] }
    /// Line `i`'s baseline after the shift.
    func baseline(_ i: Int) -> CGFloat { baselines[i] + shift }
    /// The last baseline, shifted and rounded up.
    var lastRounded: CGFloat { PixelGrid.roundedUp(baselines[baselines.count - 1] + shift, pixel: pixel) }

    /// The text's size for the widest line's width: both rounded up to the pixel, at least a pixel tall.
    func size(width: CGFloat) -> CGSize {
        CGSize(width: PixelGrid.roundedUp(width, pixel: pixel),
               height: max(PixelGrid.roundedUp(baselines.last! + descents.last!, pixel: pixel), pixel))
    }
}
