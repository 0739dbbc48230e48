import Foundation
import Loupe

extension ReviewRules {
    /// Marks that only their colour tells apart — status dots, legend swatches, chart series — and
    /// that the accented or vibrant mode paints alike. Look-alikes are shapes or symbols of the same
    /// kind (the same symbol) whose widths or heights agree; a pair is reported when their colours
    /// differ clearly in full colour (ΔE ≥ 20) and hardly at all in the other mode (ΔE < 6), once
    /// for each pair of full colours. Texts are left out: their words tell them apart.
    public static let colourOnly: ReviewRule = {
        var rule = ReviewRule(
            id: "colour-only", severity: .warning,
            why: "marks told apart only by their colour look alike in this rendering mode, where WidgetKit repaints colours.",
            fix: "Tell them apart by something besides colour (a symbol, a label, a shape or a fill), mark the one that matters .widgetAccentable(), or draw them for the mode (\\.widgetRenderingMode).",
            modes: { subject in
            guard let fullImage = subject.fullColor.image, let otherImage = subject.other.image else { return [] }
            // The same node in the other mode: the same kind in the same place. Not the same path:
            // the accented and vibrant modes drop the container background, and the tree with it.
            // (A view that lays itself out differently for the mode has done something about it.)
            func place(_ node: LayoutNode) -> String {
                let f = node.frame
                return "\(node.kind) \(Int((f.minX * 2).rounded())) \(Int((f.minY * 2).rounded())) \(Int((f.width * 2).rounded())) \(Int((f.height * 2).rounded()))"
            }
            var others: [String: (path: String, node: LayoutNode)] = [:]
            for placed in subject.other.pipeline.layout.walk(path: subject.other.pipeline.layout.kind) where others[place(placed.node)] == nil {
                others[place(placed.node)] = (placed.path, placed.node)
            }
            struct Mark { let path: String; let node: LayoutNode; let look: String; let full: ColourSample; let other: ColourSample }
            var marks: [Mark] = []
            for placed in subject.fullColor.pipeline.layout.walk(path: subject.fullColor.pipeline.layout.kind) {
                let node = placed.node
                let look: String
                switch node.content {
                case .shape: look = node.kind
                case .symbol(_, redacted: false): look = "\(node.kind) \(node.detail)"
                default: continue
                }
                guard let twin = others[place(node)],
                      let full = ColourSample(in: fullImage, frame: node.frame),
                      let other = ColourSample(in: otherImage, frame: twin.node.frame) else { continue }
                // Reported where the other cell has it: its path in that cell's layout dump.
                marks.append(Mark(path: twin.path, node: node, look: look, full: full, other: other))
            }
            let tolerance = ReviewFigures.lookAlikeSizeTolerance
            var reported = Set<[ColourSample]>()
            var hits: [ReviewRule.Hit] = []
            for (j, b) in marks.enumerated() {
                for a in marks[..<j] where a.look == b.look {
                    let sameSize = abs(a.node.frame.width - b.node.frame.width) <= tolerance || abs(a.node.frame.height - b.node.frame.height) <= tolerance
                    guard sameSize,
                          a.full.difference(from: b.full) >= ReviewFigures.distinctColourDifference,
                          a.other.difference(from: b.other) < ReviewFigures.indistinctColourDifference,
                          reported.insert([a.full, b.full].sorted { $0.hex < $1.hex }).inserted else { continue }
                    let mode = subject.other.mode.map { "\($0)" } ?? "this mode"
                    hits.append((b.path, nil, b.node.frame,
                                 "\(b.node.kind) \(b.full.hex) and \(a.path) \(a.full.hex) in full colour are \(b.other.hex) and \(a.other.hex) in \(mode)"))
                }
            }
            return hits
        })
        rule.needsPixels = true
        return rule
    }()
}
