import Foundation
import LoupeUI

/// A render with its accessibility elements outlined and numbered in reading order, and beside it a
/// legend of what VoiceOver would speak for each (label, value, traits, hint) — drawn by Loupe
/// itself, so it is a view like any other cell.
public enum AccessibilitySnapshot {
    /// Outline colors, one per element in turn (system colors, legible on light and dark widgets).
    static let palette: [Color] = [.blue, .orange, .green, .pink, .purple, .teal, .red, .indigo]
    static let legendWidth: CGFloat = 280
    static let margin: CGFloat = 16

    /// The composed view and the size to render it at (points), for a render at its own scale.
    public static func view(of image: RenderedImage, elements: [AccessibilityElementInfo]) -> (view: AnyView, size: CGSize) {
        let scale = image.stages.scale
        let cell = image.stages.size
        let picture = Image(bitmap: ResolvedImage.Bitmap(width: image.width, height: image.height, pixels: image.pixels, scale: scale))
        let view = HStack(alignment: .top, spacing: margin) {
            ZStack(alignment: .topLeading) {
                picture
                ForEach(Array(elements.enumerated()), id: \.offset) { i, element in
                    outline(number: i + 1, frame: element.frame, color: palette[i % palette.count])
                }
            }
            .frame(width: cell.width, height: cell.height, alignment: .topLeading)
            VStack(alignment: .leading, spacing: 8) {
                Text("VoiceOver reads, in order").font(.headline)
                if elements.isEmpty { Text("no accessibility elements").font(.footnote).foregroundStyle(.secondary) }
                ForEach(Array(elements.enumerated()), id: \.offset) { i, element in
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        Text("\(i + 1)").font(.caption.weight(.bold)).foregroundStyle(palette[i % palette.count])
                        Text(legend(element)).font(.footnote)
                    }
                }
            }
            .frame(width: legendWidth, alignment: .leading)
        }
        .padding(margin)
        .background(Color.white)
        .environment(\.colorScheme, .light)
        // Room for the legend: two footnote lines an element, at most; the cell's height at least.
        let legendHeight = 30 + CGFloat(max(elements.count, 1)) * 40
        let size = CGSize(width: cell.width + legendWidth + margin * 3, height: max(cell.height, legendHeight) + margin * 2)
        return (AnyView(view), size)
    }

    package static func outline(number: Int, frame: CGRect, color: Color) -> some View {
        ZStack(alignment: .topLeading) {
            Rectangle().stroke(color, lineWidth: 1.5)
                .frame(width: max(frame.width, 2), height: max(frame.height, 2))
            Text("\(number)").font(.system(size: 9, weight: .bold)).foregroundStyle(.white)
                .padding(.horizontal, 3).background(color)
                .offset(x: -1, y: -11)
        }
        .offset(x: frame.minX, y: frame.minY)
    }

    /// One legend line: "Label, value" [traits] — hint.
    package static func legend(_ element: AccessibilityElementInfo) -> String {
        var line = element.label.isEmpty ? "(no label)" : element.label
        if let value = element.value { line += ", \(value)" }
        let traits = element.traits.names
        if !traits.isEmpty { line += " [\(traits.joined(separator: ", "))]" }
        if let hint = element.hint { line += " — \(hint)" }
        return line
    }
}
