import Foundation
import Loupe
import LoupeHTML
import LoupeUI

/// A family's timeline entries side by side, in order, each with its date: drawn by Loupe from the
/// entries' own renders (at the filmstrip's scale, so each frame lands pixel for pixel).
enum Filmstrip {
    static let scale: CGFloat = 2
    static let gap: CGFloat = 16
    static let padding: CGFloat = 16
    static let captionHeight: CGFloat = 18
    static let captionGap: CGFloat = 8
    static let captionSize: CGFloat = 13

    /// The strip's size in points for `count` frames of one size.
    static func size(frame: CGSize, count: Int) -> CGSize {
        CGSize(width: CGFloat(count) * frame.width + CGFloat(count - 1) * gap + 2 * padding,
               height: frame.height + captionGap + captionHeight + 2 * padding)
    }

    static func render(_ preview: WidgetPreview, cells: [WidgetCell], captions: [String], timeline: LoadedTimeline, scheme: ColorScheme,
                       with renderer: Renderer) throws -> RenderedImage {
        var frames: [(Image, String)] = []
        var size = CGSize.zero
        for (cell, caption) in zip(cells, captions) {
            var cell = cell
            cell.scale = scale
            let image = try renderer.render(preview, cell: cell, timeline: timeline)
            // Frames may differ in height (a Live Activity's follows its content): the tallest sets the strip.
            size = CGSize(width: max(size.width, image.stages.size.width), height: max(size.height, image.stages.size.height))
            frames.append((Image(bitmap: ResolvedImage.Bitmap(width: image.width, height: image.height, pixels: image.pixels, scale: scale)), caption))
        }
        let total = Self.size(frame: size, count: frames.count)
        let view = HStack(alignment: .top, spacing: gap) {
            ForEach(Array(frames.enumerated()), id: \.offset) { _, frame in
                VStack(spacing: captionGap) {
                    frame.0.frame(width: size.width, height: size.height, alignment: .top)
                    Text(frame.1).font(.system(size: captionSize, weight: .medium)).monospacedDigit().foregroundStyle(.secondary)
                        .frame(height: captionHeight)
                }
            }
        }
        .frame(width: total.width, height: total.height)
        .background(scheme == .light ? Color(white: 0.94) : Color(white: 0.07))
        .environment(\.colorScheme, scheme)
        return try renderer.render(view, size: total, scale: scale)
    }
}
