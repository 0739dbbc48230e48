import Foundation
import Loupe
import LoupeUI

/// A cell's render with its findings outlined — red for errors, orange for warnings, gray for
/// information — numbered, and listed beside it with their rule and message (`review --annotate`).
public enum ReviewAnnotation {
    static let legendWidth: CGFloat = 320
    static let margin: CGFloat = 16

    static func color(_ severity: ReviewSeverity) -> Color {
        switch severity {
        case .error: return .red
        case .warning: return .orange
        case .info: return .gray
        }
    }

    /// The composed view and its size in points. Findings without a frame (a whole-cell or timeline
    /// finding) are listed but not outlined.
    public static func view(of image: RenderedImage, findings: [ReviewFinding]) -> (view: AnyView, size: CGSize) {
        let scale = image.stages.scale, cell = image.stages.size
        let picture = Image(bitmap: ResolvedImage.Bitmap(width: image.width, height: image.height, pixels: image.pixels, scale: scale))
        let view = HStack(alignment: .top, spacing: margin) {
            ZStack(alignment: .topLeading) {
                picture
                ForEach(Array(findings.enumerated()), id: \.offset) { i, finding in
                    let f = finding.frame.map { CGFloat($0) }
                    if f[2] > 0 && f[3] > 0 {
                        AccessibilitySnapshot.outline(number: i + 1, frame: CGRect(x: f[0], y: f[1], width: f[2], height: f[3]),
                                                      color: color(finding.severity))
                    }
                }
            }
            .frame(width: cell.width, height: cell.height, alignment: .topLeading)
            VStack(alignment: .leading, spacing: 8) {
                Text(findings.first?.cell ?? "").font(.headline)
                ForEach(Array(findings.enumerated()), id: \.offset) { i, finding in
                    HStack(alignment: .firstTextBaseline, spacing: 6) {
                        Text("\(i + 1)").font(.caption.weight(.bold)).foregroundStyle(color(finding.severity))
                        Text("\(finding.rule) (\(finding.severity.rawValue)): \(finding.message)").font(.caption)
                    }
                }
            }
            .frame(width: legendWidth, alignment: .leading)
        }
        .padding(margin)
        .background(Color.white)
        .environment(\.colorScheme, .light)
        let legendHeight = 30 + CGFloat(max(findings.count, 1)) * 64
        return (AnyView(view), CGSize(width: cell.width + legendWidth + margin * 3, height: max(cell.height, legendHeight) + margin * 2))
    }
}
