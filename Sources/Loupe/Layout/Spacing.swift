import Foundation
import LoupeUI

/// A view's spacing preferences on each edge (layout.md §4.2): the gap between two neighbours in a
/// stack with `spacing: nil` comes from what each says about its touching edge.
struct Spacing {
    enum Category: Hashable { case textToText, textBaseline, edgeAboveText, edgeBelowText, edgeLeftText, edgeRightText }
    enum Value {
        case distance(CGFloat)
        /// Text-to-text spacing: the line metrics of the text on that side.
        case textMetrics(LineMetrics)
    }
    struct Key: Hashable { let category: Category?; let edge: Edge }

    var values: [Key: Value] = [:]

    /// Color, shapes, frames, stacks without text: 0 "against text" on every edge, which matches
    /// nothing another leaf says, so two leaves get the default 8.
    static let defaultLeaf = Spacing(values: [
        Key(category: .edgeBelowText, edge: .top): .distance(0),
        Key(category: .edgeAboveText, edge: .bottom): .distance(0),
        Key(category: .edgeRightText, edge: .leading): .distance(0),
        Key(category: .edgeLeftText, edge: .trailing): .distance(0),
    ])

    /// A Spacer: 0 with no category on the edges along its axis (so the gap beside it is 0).
    static func spacer(axis: Axis?) -> Spacing {
        let edges: [Edge] = switch axis {
            case .horizontal: [.leading, .trailing]
            case .vertical: [.top, .bottom]
            case nil: Edge.allCases
        }
        return Spacing(values: Dictionary(uniqueKeysWithValues: edges.map { (Key(category: nil, edge: $0), .distance(0)) }))
    }

    /// Text: entries on the top and bottom only, so horizontally it is 8 from anything.
    static func text(first: LineMetrics, last: LineMetrics, firstBaseline: CGFloat, lastBaseline: CGFloat,
                     height: CGFloat, pixel: CGFloat) -> Spacing {
        func lineSpacing(_ m: LineMetrics) -> (text: CGFloat, line: CGFloat) {
            let lineHeight = m.ascent + m.descent
            let textSpacing = PixelGrid.roundedUp(0.1 * lineHeight, pixel: pixel)
            return (textSpacing, lineHeight + textSpacing)
        }
        let top = lineSpacing(first), bottom = lineSpacing(last)
        return Spacing(values: [
            Key(category: .textToText, edge: .top): .textMetrics(first),
            Key(category: .textBaseline, edge: .top): .distance(-firstBaseline),
            Key(category: .edgeAboveText, edge: .top): .distance(top.line - first.ascent),
            Key(category: .textToText, edge: .bottom): .textMetrics(last),
            Key(category: .textBaseline, edge: .bottom): .distance(lastBaseline - height),
            Key(category: .edgeBelowText, edge: .bottom): .distance(max(bottom.line - last.capHeight, bottom.text + last.descent)),
        ])
    }

    /// Padding and fixed frames reset their edges to a plain leaf's (layout.md §3.1, §3.3).
    func resetting(_ edges: [Edge]) -> Spacing {
        var copy = self
        for key in copy.values.keys where edges.contains(key.edge) { copy.values[key] = nil }
        for (key, value) in Spacing.defaultLeaf.values where edges.contains(key.edge) { copy.values[key] = value }
        return copy
    }

    /// Merges another view's entries on some edges (stacks merge their children's outer edges).
    mutating func merge(_ other: Spacing, edges: [Edge]) {
        for (key, value) in other.values where edges.contains(key.edge) {
            if let existing = values[key], case .distance(let a) = existing, case .distance(let b) = value {
                values[key] = .distance(max(a, b))
            } else if values[key] == nil {
                values[key] = value
            }
        }
    }

    /// The gap between `self` (first: left or top) and `next` along an axis. The platform default
    /// when nothing matches is 8 pt (facts.md §4).
    func distance(to next: Spacing, along axis: Axis, pixel: CGFloat) -> CGFloat {
        let (trailingEdge, leadingEdge): (Edge, Edge) = axis == .horizontal ? (.trailing, .leading) : (.bottom, .top)
        var best: CGFloat?
        for (key, mine) in values where key.edge == trailingEdge && key.category != nil {
            guard let theirs = next.values[Key(category: key.category, edge: leadingEdge)] else { continue }
            let combined: CGFloat
            switch (mine, theirs) {
            case let (.distance(a), .distance(b)): combined = a + b
            case (.textMetrics, .textMetrics(let lower)):
                // Text over text: the lower text's font leading, rounded up to a pixel.
                combined = PixelGrid.roundedUp(lower.leading, pixel: pixel)
            default: continue
            }
            best = max(best ?? -.infinity, combined)
        }
        if let best { return best }
        let mine = values[Key(category: nil, edge: trailingEdge)], theirs = next.values[Key(category: nil, edge: leadingEdge)]
        if mine != nil || theirs != nil {
            func d(_ v: Value?) -> CGFloat { if case .distance(let x)? = v { return x }; return -.infinity }
            return max(d(mine), d(theirs))
        }
        return LayoutFigures.defaultSpacing
    }
}

/// Layout figures that are not rules: the one table, with sources.
enum LayoutFigures {
    /// Default gap between views and Spacer minimum (facts.md §4: OpenSwiftUI defaultSpacing, 3P).
    static let defaultSpacing: CGFloat = 8
    /// A leaf with no natural size takes 10 pt on an unspecified axis (layout.md §1, S1).
    static let unspecifiedLength: CGFloat = 10
    /// A missing image's placeholder size (Loupe's own choice).
    static let missingImageSize: CGFloat = 24
    /// Space between grid cells when a grid or item gives none (Docs/layout-containers.md C2, C3; EST:
    /// the stacks' default gap).
    static let gridSpacing: CGFloat = 8
    /// A flexible grid item's default minimum width (Apple: GridItem.Size.flexible(minimum: 10)).
    static let flexibleGridMinimum: CGFloat = 10
    /// Two lengths closer than this are the same length: sums and differences of pixel-rounded
    /// widths (thirds of a point at @3x) miss each other in the last bits, and a text proposed its
    /// own ideal width less such a remainder must not wrap (Loupe's own tolerance, far below a pixel).
    static let sameLength: CGFloat = 0.001
}
