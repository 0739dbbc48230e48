import Foundation
import LoupeUI

// The containers of Docs/layout-containers.md, one element each; the section names the rule.

/// C1: the first child whose ideal size fits the proposal on the constrained axes, else the last.
final class FirstThatFitsElement: LayoutElement {
    let axes: Axis.Set
    let children: [LayoutElement]

    init(axes: Axis.Set, children: [LayoutElement], context: LayoutContext) {
        (self.axes, self.children) = (axes, children)
        super.init(context: context)
    }

    func chosen(_ p: ProposedViewSize) -> LayoutElement? {
        var ideal = p
        if axes.contains(.horizontal) { ideal.width = nil }
        if axes.contains(.vertical) { ideal.height = nil }
        func fits(_ length: CGFloat, _ offered: CGFloat?, _ axis: Axis.Set) -> Bool {
            !axes.contains(axis) || offered.map { length <= $0 + 0.001 } ?? true
        }
        return children.first { child in
            let size = child.sizeThatFits(ideal)
            return fits(size.width, p.width, .horizontal) && fits(size.height, p.height, .vertical)
        } ?? children.last
    }

    override func measure(_ p: ProposedViewSize) -> CGSize { chosen(p)?.sizeThatFits(p) ?? .zero }
    override var spacing: Spacing { children.first?.spacing ?? .defaultLeaf }
    override var layoutPriority: Double { children.first?.layoutPriority ?? 0 }
    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        chosen(proposal)?.explicitAlignment(key, proposal: proposal, size: size)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        return node("ViewThatFits", origin: origin, size: size, children: chosen(proposal).map { [$0.place(at: origin, proposal: proposal)] } ?? [])
    }
}

/// C2: a lazy grid. Written for a LazyVGrid (tracks are columns, lines are rows); a LazyHGrid is
/// the same with the axes swapped, through `cross`/`main` helpers.
final class LazyGridElement: LayoutElement {
    let grid: ResolvedLazyGrid
    let children: [LayoutElement]

    init(_ grid: ResolvedLazyGrid, children: [LayoutElement], context: LayoutContext) {
        (self.grid, self.children) = (grid, children)
        super.init(context: context)
    }

    private var isVertical: Bool { grid.axis == .vertical }
    private func cross(_ p: ProposedViewSize) -> CGFloat? { isVertical ? p.width : p.height }
    private func cross(_ s: CGSize) -> CGFloat { isVertical ? s.width : s.height }
    private func main(_ s: CGSize) -> CGFloat { isVertical ? s.height : s.width }
    private func proposal(track: CGFloat) -> ProposedViewSize {
        isVertical ? ProposedViewSize(width: track, height: nil) : ProposedViewSize(width: nil, height: track)
    }

    struct Track { var length: CGFloat; var spacingAfter: CGFloat; var alignment: Alignment }

    /// The tracks for a cross-axis length (rules 1–3).
    func tracks(_ available: CGFloat?) -> [Track] {
        let items = grid.items
        guard !items.isEmpty else { return [] }
        let spacing = items.map { $0.spacing ?? LayoutFigures.gridSpacing }
        var share = [CGFloat](repeating: 0, count: items.count)
        var remaining = (available ?? 0) - zip(items, spacing).dropLast().map { $0.1 }.reduce(0, +)
        var open: [Int] = []
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let length): share[i] = max(length, 0); remaining -= share[i]
            case let .flexible(minimum, _), let .adaptive(minimum, _):
                if available == nil { share[i] = max(minimum, 0) } else { open.append(i) }
            }
        }
        // Flexible and adaptive items share what is left, the most constrained (smallest maximum) first.
        func limits(_ i: Int) -> (CGFloat, CGFloat) {
            switch items[i].size {
            case .fixed(let l): return (l, l)
            case let .flexible(lo, hi), let .adaptive(lo, hi): return (max(lo, 0), max(hi, lo))
            }
        }
        open.sort { limits($0).1 < limits($1).1 }
        for (n, i) in open.enumerated() {
            let (lo, hi) = limits(i)
            share[i] = min(max(remaining / CGFloat(open.count - n), lo), hi)
            remaining -= share[i]
        }
        var tracks: [Track] = []
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            if case let .adaptive(minimum, maximum) = item.size, available != nil {
                let s = spacing[i]
                let count = max(1, Int(((share[i] + s) / (max(minimum, 0) + s)).rounded(.down)))
                let length = min((share[i] - CGFloat(count - 1) * s) / CGFloat(count), maximum)
                for k in 0..<count { tracks.append(Track(length: length, spacingAfter: k < count - 1 ? s : spacing[i], alignment: alignment)) }
            } else {
                tracks.append(Track(length: share[i], spacingAfter: spacing[i], alignment: alignment))
            }
        }
        return tracks
    }

    /// Rows of children (one child per track) with each line's main-axis length (rule 4).
    private func lines(_ tracks: [Track]) -> [(range: Range<Int>, length: CGFloat)] {
        guard !tracks.isEmpty else { return [] }
        return stride(from: 0, to: children.count, by: tracks.count).map { start in
            let range = start..<min(start + tracks.count, children.count)
            let length = range.map { main(children[$0].sizeThatFits(proposal(track: tracks[$0 - start].length))) }.max() ?? 0
            return (range, length)
        }
    }

    private var lineSpacing: CGFloat { grid.spacing ?? LayoutFigures.gridSpacing }

    override func measure(_ p: ProposedViewSize) -> CGSize {
        let tracks = self.tracks(cross(p))
        let lines = self.lines(tracks)
        let crossLength = tracks.map(\.length).reduce(0, +) + tracks.dropLast().map(\.spacingAfter).reduce(0, +)
        let mainLength = lines.map(\.length).reduce(0, +) + CGFloat(max(lines.count - 1, 0)) * lineSpacing
        return isVertical ? CGSize(width: crossLength, height: mainLength) : CGSize(width: mainLength, height: crossLength)
    }

    override func place(at origin: CGPoint, proposal p: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(p)
        let tracks = self.tracks(cross(p))
        var placed: [LayoutNode] = []
        var lineStart: CGFloat = 0
        for line in lines(tracks) {
            var trackStart: CGFloat = 0
            for index in line.range {
                let track = tracks[index - line.range.lowerBound]
                let child = children[index], childProposal = proposal(track: track.length)
                let childSize = child.sizeThatFits(childProposal)
                let box = isVertical ? CGSize(width: track.length, height: line.length) : CGSize(width: line.length, height: track.length)
                let offset = Self.align(child, track.alignment, proposal: childProposal, size: childSize, in: box)
                let boxOrigin = isVertical ? CGPoint(x: trackStart, y: lineStart) : CGPoint(x: lineStart, y: trackStart)
                placed.append(child.place(at: CGPoint(x: origin.x + boxOrigin.x + offset.x, y: origin.y + boxOrigin.y + offset.y), proposal: childProposal))
                trackStart += track.length + track.spacingAfter
            }
            lineStart += line.length + lineSpacing
        }
        return node(isVertical ? "LazyVGrid" : "LazyHGrid", origin: origin, size: size, children: placed)
    }

    /// A child's offset in a box: box guide − child guide (layout.md §3.1).
    static func align(_ child: LayoutElement, _ alignment: Alignment, proposal: ProposedViewSize, size: CGSize, in box: CGSize) -> CGPoint {
        let dims = ViewDimensions(width: box.width, height: box.height)
        return CGPoint(x: alignment.horizontal.key.defaultValue(in: dims) - child.alignment(alignment.horizontal.key, proposal: proposal, size: size),
                       y: alignment.vertical.key.defaultValue(in: dims) - child.alignment(alignment.vertical.key, proposal: proposal, size: size))
    }
}

/// C3: a grid of rows and shared columns.
final class GridElement: LayoutElement {
    enum Row {
        case cells(alignment: VerticalAlignment?, [(LayoutElement, ResolvedGridCell)])
        case spanning(LayoutElement)
    }
    let grid: ResolvedGrid
    let rows: [Row]

    init(_ grid: ResolvedGrid, rows: [Row], context: LayoutContext) {
        (self.grid, self.rows) = (grid, rows)
        super.init(context: context)
    }

    private var hSpacing: CGFloat { grid.horizontalSpacing ?? LayoutFigures.gridSpacing }
    private var vSpacing: CGFloat { grid.verticalSpacing ?? LayoutFigures.gridSpacing }

    /// Each cell's first column.
    private func columns(of cells: [(LayoutElement, ResolvedGridCell)]) -> [Int] {
        var next = 0
        return cells.map { _, cell in defer { next += cell.columns }; return next }
    }

    private var columnCount: Int {
        rows.map { row -> Int in
            if case .cells(_, let cells) = row { return cells.map(\.1.columns).reduce(0, +) }
            return 0
        }.max() ?? 0
    }

    /// Column widths for a proposal. With room, each column is its widest single-column cell's
    /// ideal width, and flexible columns share what is left; without, the columns are fitted as
    /// a stack fits its children (`compressed`).
    func columnWidths(_ p: ProposedViewSize) -> [CGFloat] {
        var widths = [CGFloat](repeating: 0, count: columnCount)
        var flexible = Set<Int>()
        for (element, column) in singleColumnCells {
            let ideal = element.sizeThatFits(.unspecified).width
            widths[column] = max(widths[column], ideal)
            if element.sizeThatFits(ProposedViewSize(width: .infinity, height: nil)).width > ideal + LayoutFigures.sameLength { flexible.insert(column) }
        }
        let total = gridWidth(widths)
        guard let offered = p.width, offered.isFinite else { return widths }
        if offered < total - LayoutFigures.sameLength { return compressed(ideal: widths, offered: offered) }
        if offered > total, !flexible.isEmpty {
            let extra = (offered - total) / CGFloat(flexible.count)
            for column in flexible { widths[column] += extra }
        }
        return widths
    }

    /// Every cell that spans one column, with its column.
    private var singleColumnCells: [(LayoutElement, Int)] {
        rows.flatMap { row -> [(LayoutElement, Int)] in
            guard case .cells(_, let cells) = row else { return [] }
            return zip(cells, columns(of: cells)).compactMap { cell, column in cell.1.columns == 1 ? (cell.0, column) : nil }
        }
    }

    /// Columns narrower in total than their ideal widths, fitted as an HStack fits its children
    /// (layout.md §3): the least flexible column first (its ideal width less its narrowest, each the
    /// widest of its cells'), each offered an equal share of what is left, and as wide as its widest
    /// cell takes for that offer, never wider than its ideal (EST: Apple documents the columns with
    /// room; this is the stack's rule applied to columns).
    private func compressed(ideal: [CGFloat], offered: CGFloat) -> [CGFloat] {
        let cells = singleColumnCells
        func widest(in column: Int, for width: CGFloat?) -> CGFloat {
            cells.filter { $0.1 == column }.map { $0.0.sizeThatFits(ProposedViewSize(width: width, height: nil)).width }.max() ?? 0
        }
        let narrowest = ideal.indices.map { widest(in: $0, for: 0) }
        let order = ideal.indices.sorted { a, b in
            let fa = ideal[a] - narrowest[a], fb = ideal[b] - narrowest[b]
            return fa != fb ? fa < fb : a < b
        }
        var widths = ideal
        var available = offered - CGFloat(max(ideal.count - 1, 0)) * hSpacing, remaining = ideal.count
        for column in order {
            let offer = max(available / CGFloat(remaining), 0)
            widths[column] = min(widest(in: column, for: offer), ideal[column])
            available -= widths[column]
            remaining -= 1
        }
        return widths
    }

    private func gridWidth(_ widths: [CGFloat]) -> CGFloat { widths.reduce(0, +) + CGFloat(max(widths.count - 1, 0)) * hSpacing }

    /// A cell's box width: its columns and the spacing between them.
    private func span(_ widths: [CGFloat], from column: Int, count: Int) -> CGFloat {
        let end = min(column + count, widths.count)
        guard column < end else { return 0 }
        return widths[column..<end].reduce(0, +) + CGFloat(end - column - 1) * hSpacing
    }

    private func rowHeights(_ widths: [CGFloat]) -> [CGFloat] {
        rows.map { row in
            switch row {
            case .cells(_, let cells):
                // Each cell as tall as it is at its columns' width (a text a narrowed column wraps is taller).
                return zip(cells, columns(of: cells)).map { cell, column in
                    cell.0.sizeThatFits(ProposedViewSize(width: span(widths, from: column, count: cell.1.columns), height: nil)).height
                }.max() ?? 0
            case .spanning(let element): return element.sizeThatFits(ProposedViewSize(width: gridWidth(widths), height: nil)).height
            }
        }
    }

    override func measure(_ p: ProposedViewSize) -> CGSize {
        let widths = columnWidths(p)
        let heights = rowHeights(widths)
        return CGSize(width: gridWidth(widths), height: heights.reduce(0, +) + CGFloat(max(heights.count - 1, 0)) * vSpacing)
    }

    override func place(at origin: CGPoint, proposal p: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(p)
        let widths = columnWidths(p), heights = rowHeights(widths)
        // A column's alignment: the first gridColumnAlignment set in it.
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for case .cells(_, let cells) in rows {
            for ((_, cell), column) in zip(cells, columns(of: cells)) {
                if let alignment = cell.columnAlignment, columnAlignment[column] == nil { columnAlignment[column] = alignment }
            }
        }
        var placed: [LayoutNode] = []
        var y: CGFloat = 0
        for (row, height) in zip(rows, heights) {
            switch row {
            case .spanning(let element):
                let childProposal = ProposedViewSize(width: gridWidth(widths), height: height)
                let childSize = element.sizeThatFits(childProposal)
                let offset = LazyGridElement.align(element, Alignment(horizontal: grid.alignment.horizontal, vertical: .center),
                                                   proposal: childProposal, size: childSize, in: CGSize(width: gridWidth(widths), height: height))
                placed.append(element.place(at: CGPoint(x: origin.x + offset.x, y: origin.y + y + offset.y), proposal: childProposal))
            case let .cells(rowAlignment, cells):
                for ((element, cell), column) in zip(cells, columns(of: cells)) {
                    let x = widths.prefix(column).reduce(0, +) + CGFloat(column) * hSpacing
                    let box = CGSize(width: span(widths, from: column, count: cell.columns), height: height)
                    let childProposal = ProposedViewSize(box)
                    let childSize = element.sizeThatFits(childProposal)
                    let offset: CGPoint
                    if let anchor = cell.anchor {
                        offset = CGPoint(x: (box.width - childSize.width) * anchor.x, y: (box.height - childSize.height) * anchor.y)
                    } else {
                        let alignment = Alignment(horizontal: columnAlignment[column] ?? grid.alignment.horizontal,
                                                  vertical: rowAlignment ?? grid.alignment.vertical)
                        offset = LazyGridElement.align(element, alignment, proposal: childProposal, size: childSize, in: box)
                    }
                    placed.append(element.place(at: CGPoint(x: origin.x + x + offset.x, y: origin.y + y + offset.y), proposal: childProposal))
                }
            }
            y += height + vSpacing
        }
        return node("Grid", origin: origin, size: size, children: placed)
    }
}

/// C4: sized like a flexible view; its content is resolved and laid out once it is placed.
final class GeometryReaderElement: LayoutElement {
    let content: GeometryContent
    let builder: LayoutBuilder

    init(_ content: GeometryContent, builder: LayoutBuilder, context: LayoutContext) {
        (self.content, self.builder) = (content, builder)
        super.init(context: context)
    }

    override func measure(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions(by: CGSize(width: LayoutFigures.unspecifiedLength, height: LayoutFigures.unspecifiedLength)) }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        let proxy = GeometryProxy(size: size, global: CGRect(origin: origin, size: size), named: context.namedSpaces) { [content, builder, context] view in
            let nodes = content.resolveAside(view)
            context.images.load(nodes)
            return ZStackElement(alignment: .topLeading, children: nodes.map { builder.element($0) }, context: context).sizeThatFits(.unspecified)
        }
        let nodes = content.resolve(proxy)
        context.images.load(nodes)  // content that exists only now brings its images now
        let children = nodes.map { builder.element($0) }
        let stack = ZStackElement(alignment: .topLeading, children: children, context: context)
        return node("GeometryReader", origin: origin, size: size, children: [stack.place(at: origin, proposal: ProposedViewSize(size))])
    }
}

/// C5: takes the whole proposal and centres the child on the point.
final class PositionElement: WrapperElement {
    let point: CGPoint
    init(_ point: CGPoint, child: LayoutElement, context: LayoutContext) {
        self.point = point
        super.init(child, context: context)
    }
    override func measure(_ p: ProposedViewSize) -> CGSize { p.replacingUnspecifiedDimensions(by: CGSize(width: LayoutFigures.unspecifiedLength, height: LayoutFigures.unspecifiedLength)) }
    override func childPlacement(_ p: ProposedViewSize, size: CGSize) -> (CGPoint, ProposedViewSize) {
        let childSize = child.sizeThatFits(p)
        return (CGPoint(x: point.x - childSize.width / 2, y: point.y - childSize.height / 2), p)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        placeWrapping("position", at: origin, proposal: proposal, detail: "\(point.x.formatted) \(point.y.formatted)")
    }
}

/// Records where a named coordinate space starts, for the geometry readers inside it.
final class CoordinateSpaceElement: TransparentElement {
    let name: AnyHashable
    init(_ name: AnyHashable, child: LayoutElement, context: LayoutContext) {
        self.name = name
        super.init(child, context: context)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        context.namedSpaces[name] = origin
        return placeChild(at: origin, proposal: proposal, size: sizeThatFits(proposal))
    }
}
