import Foundation
import LoupeUI

/// HStack and VStack (layout.md §4.1).
final class StackElement: LayoutElement {
    let axis: Axis
    let alignment: AlignmentKey
    let fixedSpacing: CGFloat?
    let children: [LayoutElement]

    init(axis: Axis, alignment: AlignmentKey, spacing: CGFloat?, children: [LayoutElement], context: LayoutContext) {
        (self.axis, self.alignment, self.fixedSpacing, self.children) = (axis, alignment, spacing, children)
        super.init(context: context)
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// Step 0: gap[i] is the space before child i.
    private lazy var gaps: [CGFloat] = children.indices.map { i in
        guard i > 0 else { return 0 }
        if let fixedSpacing { return fixedSpacing }
        return children[i - 1].spacing.distance(to: children[i].spacing, along: axis, pixel: context.pixel)
    }

    struct Arrangement {
        var proposals: [ProposedViewSize]
        var sizes: [CGSize]
        var origins: [CGPoint]
        var size: CGSize
    }

    private var arrangements: [ProposedViewSize: Arrangement] = [:]

    private func proposal(major: CGFloat?, minor: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: major, height: minor) : ProposedViewSize(width: minor, height: major)
    }
    private func major(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    private func minor(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }

    func arrange(_ p: ProposedViewSize) -> Arrangement {
        if let known = arrangements[p] { return known }
        let n = children.count
        let pMajor = p[axis], pMinor = p[cross]
        var proposals = Array(repeating: ProposedViewSize.unspecified, count: n)
        var sizes = Array(repeating: CGSize.zero, count: n)
        let internalSpacing = gaps.reduce(0, +)

        if let pMajor {
            // Step 2a: the fitting order — priority descending, then flexibility ascending (stable).
            var minLength: [Int: CGFloat] = [:], maxLength: [Int: CGFloat] = [:]
            func minL(_ i: Int) -> CGFloat {
                if let v = minLength[i] { return v }
                let v = major(children[i].sizeThatFits(proposal(major: 0, minor: pMinor))); minLength[i] = v; return v
            }
            func maxL(_ i: Int) -> CGFloat {
                if let v = maxLength[i] { return v }
                let v = major(children[i].sizeThatFits(proposal(major: .infinity, minor: pMinor))); maxLength[i] = v; return v
            }
            let order = Array(0..<n).sorted { a, b in
                let pa = children[a].layoutPriority, pb = children[b].layoutPriority
                if pa != pb { return pa > pb }
                let fa = maxL(a) - minL(a), fb = maxL(b) - minL(b)
                if fa.isInfinite && fb.isInfinite && minL(a) != minL(b) { return minL(a) > minL(b) }
                if fa != fb && !(fa.isInfinite && fb.isInfinite) { return fa < fb }
                return a < b
            }
            // Step 2b: priority groups; lower groups' minimums are reserved first.
            var groups: [[Int]] = []
            for i in order {
                if let last = groups.last?.last, children[last].layoutPriority == children[i].layoutPriority {
                    groups[groups.count - 1].append(i)
                } else {
                    groups.append([i])
                }
            }
            let reserved = groups.map { $0.reduce(0) { $0 + minL($1) } }
            var available = pMajor - internalSpacing - reserved.dropFirst().reduce(0, +)
            // Step 2c: each group in turn; an offer is the remaining space shared equally.
            for (g, group) in groups.enumerated() {
                if g > 0 { available += reserved[g] }
                var remaining = group.count
                for i in group {
                    let offer = max(available / CGFloat(remaining), 0)
                    proposals[i] = proposal(major: offer, minor: pMinor)
                    sizes[i] = children[i].sizeThatFits(proposals[i])
                    available -= major(sizes[i])
                    remaining -= 1
                }
            }
        } else {
            // Step 1: ideal sizing along the major axis.
            for i in 0..<n {
                proposals[i] = proposal(major: nil, minor: pMinor)
                sizes[i] = children[i].sizeThatFits(proposals[i])
            }
        }

        // Step 3: align on the cross axis around a shared line; the union starts from [0, 0].
        var lower: CGFloat = 0, upper: CGFloat = 0
        var crossOffsets = Array(repeating: CGFloat(0), count: n)
        for i in 0..<n {
            let a = children[i].alignment(alignment, proposal: proposals[i], size: sizes[i])
            crossOffsets[i] = -a
            lower = min(lower, -a)
            upper = max(upper, -a + minor(sizes[i]))
        }
        var position: CGFloat = 0
        var origins: [CGPoint] = []
        for i in 0..<n {
            position += gaps[i]
            let c = crossOffsets[i] - lower
            origins.append(axis == .horizontal ? CGPoint(x: position, y: c) : CGPoint(x: c, y: position))
            position += major(sizes[i])
        }
        let size = axis == .horizontal ? CGSize(width: position, height: upper - lower) : CGSize(width: upper - lower, height: position)
        let arrangement = Arrangement(proposals: proposals, sizes: sizes, origins: origins, size: size)
        arrangements[p] = arrangement
        return arrangement
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { arrange(proposal).size }

    /// Step 4: at placement a nil cross proposal becomes the stack's own cross size, so children
    /// such as a Divider stretch across the widest sibling.
    private func placementArrangement(_ p: ProposedViewSize) -> Arrangement {
        let size = sizeThatFits(p)
        var final = p
        if final[cross] == nil { final[cross] = minor(size) }
        return arrange(final)
    }

    override var spacing: Spacing {
        guard let first = children.first, let last = children.last else { return .defaultLeaf }
        var result = Spacing()
        let (leading, trailing): (Edge, Edge) = axis == .horizontal ? (.leading, .trailing) : (.top, .bottom)
        let crossEdges: [Edge] = axis == .horizontal ? [.top, .bottom] : [.leading, .trailing]
        result.merge(first.spacing, edges: [leading])
        result.merge(last.spacing, edges: [trailing])
        for child in children { result.merge(child.spacing, edges: crossEdges) }
        return result
    }

    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let arrangement = placementArrangement(proposal)
        return combine(key, children.indices.compactMap { i in
            children[i].explicitAlignment(key, proposal: arrangement.proposals[i], size: arrangement.sizes[i]).map {
                $0 + (key.axis == .horizontal ? arrangement.origins[i].x : arrangement.origins[i].y)
            }
        })
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let arrangement = placementArrangement(proposal)
        let nodes = children.indices.map { i in
            children[i].place(at: CGPoint(x: origin.x + arrangement.origins[i].x, y: origin.y + arrangement.origins[i].y),
                              proposal: arrangement.proposals[i])
        }
        return node(axis == .horizontal ? "HStack" : "VStack", origin: origin, size: size, children: nodes)
    }
}

/// Combines several children's explicit values for a guide (layout.md §5).
func combine(_ key: AlignmentKey, _ values: [CGFloat]) -> CGFloat? {
    guard !values.isEmpty else { return nil }
    switch key.combination {
    case .mean: return values.reduce(0, +) / CGFloat(values.count)
    case .topmost: return values.min()
    case .bottommost: return values.max()
    }
}

/// ZStack (layout.md §4.4): sized by its highest-priority children; all children are proposed
/// its final size and aligned on a shared reference.
final class ZStackElement: LayoutElement {
    let alignment: Alignment
    let children: [LayoutElement]
    let kind: String

    init(alignment: Alignment, children: [LayoutElement], kind: String = "ZStack", context: LayoutContext) {
        (self.alignment, self.children, self.kind) = (alignment, children, kind)
        super.init(context: context)
    }

    private var topPriority: Double { children.map(\.layoutPriority).max() ?? 0 }

    override func measure(_ p: ProposedViewSize) -> CGSize {
        let top = topPriority
        var size = CGSize.zero
        for child in children where child.layoutPriority == top {
            let s = child.sizeThatFits(p)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    override var spacing: Spacing {
        guard !children.isEmpty else { return .defaultLeaf }
        var result = Spacing()
        for child in children { result.merge(child.spacing, edges: Edge.allCases) }
        return result
    }

    /// Children's origins inside a box of `size`.
    func origins(in size: CGSize) -> [(CGPoint, ProposedViewSize)] {
        let proposal = ProposedViewSize(size)
        let top = topPriority
        let sizes = children.map { $0.sizeThatFits(proposal) }
        var refX: CGFloat = -.infinity, refY: CGFloat = -.infinity
        for (i, child) in children.enumerated() where child.layoutPriority == top {
            refX = max(refX, child.alignment(alignment.horizontal.key, proposal: proposal, size: sizes[i]))
            refY = max(refY, child.alignment(alignment.vertical.key, proposal: proposal, size: sizes[i]))
        }
        if !refX.isFinite { refX = alignment.horizontal.key.defaultValue(in: ViewDimensions(width: size.width, height: size.height)) }
        if !refY.isFinite { refY = alignment.vertical.key.defaultValue(in: ViewDimensions(width: size.width, height: size.height)) }
        return children.indices.map { i in
            let x = refX - children[i].alignment(alignment.horizontal.key, proposal: proposal, size: sizes[i])
            let y = refY - children[i].alignment(alignment.vertical.key, proposal: proposal, size: sizes[i])
            return (CGPoint(x: x, y: y), proposal)
        }
    }

    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        let placed = origins(in: size)
        return combine(key, children.indices.compactMap { i in
            let (o, p) = placed[i]
            return children[i].explicitAlignment(key, proposal: p, size: children[i].sizeThatFits(p)).map { $0 + (key.axis == .horizontal ? o.x : o.y) }
        })
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let nodes = zip(children, origins(in: size)).map { child, placed in
            child.place(at: CGPoint(x: origin.x + placed.0.x, y: origin.y + placed.0.y), proposal: placed.1)
        }
        return node(kind, origin: origin, size: size, children: nodes)
    }
}
