import Foundation
import Loupe

extension ReviewRules {
    /// Marks that only their colour tells apart — status dots, legend swatches, chart series — and
    /// that the accented or vibrant mode paints alike. Look-alikes are shapes or symbols of the same
    /// kind (the same symbol) whose widths or heights agree; a pair collapses when their colours
    /// differ clearly in full colour (ΔE ≥ 20) and hardly at all in the other mode (ΔE < 6), and
    /// marks joined by such pairs are one finding (at the first mark, framing them all). Texts are
    /// left out: their words tell them apart.
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
            // Pairs of look-alikes whose colours collapse, joined into groups: one finding per group.
            let tolerance = ReviewFigures.lookAlikeSizeTolerance
            var group = Array(marks.indices)
            func root(_ i: Int) -> Int { var i = i; while group[i] != i { i = group[i] }; return i }
            for j in marks.indices {
                for i in 0..<j where marks[i].look == marks[j].look {
                    let (a, b) = (marks[i], marks[j])
                    let sameSize = abs(a.node.frame.width - b.node.frame.width) <= tolerance || abs(a.node.frame.height - b.node.frame.height) <= tolerance
                    guard sameSize, a.full.difference(from: b.full) >= ReviewFigures.distinctColourDifference,
                          a.other.difference(from: b.other) < ReviewFigures.indistinctColourDifference else { continue }
                    group[root(j)] = root(i)
                }
            }
            let mode = subject.other.mode.map { "\($0)" } ?? "this mode"
            var hits: [ReviewRule.Hit] = []
            for members in Dictionary(grouping: marks.indices, by: root).values.map({ $0.sorted() }).sorted(by: { $0[0] < $1[0] }) where members.count > 1 {
                let first = marks[members[0]]
                var fullColours: [String] = []
                for m in members where !fullColours.contains(marks[m].full.hex) { fullColours.append(marks[m].full.hex) }
                var otherColours: [String] = []
                for m in members where !otherColours.contains(marks[m].other.hex) { otherColours.append(marks[m].other.hex) }
                let frame = members.dropFirst().reduce(first.node.frame) { $0.union(marks[$1].node.frame) }
                hits.append(ReviewRule.Hit(first.path, nil, frame,
                             "\(members.count) \(first.node.kind)s, \(fullColours.joined(separator: ", ")) in full colour, look alike in \(mode) (\(otherColours.joined(separator: ", ")))"))
            }
            return hits
        })
        rule.needsPixels = true
        return rule
    }()
}
