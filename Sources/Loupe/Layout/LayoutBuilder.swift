import Foundation
import LoupeUI

/// Turns the resolved tree into layout elements. The parent stack's axis travels down so Spacers
/// and Dividers know which way they run; the layout direction in force travels down so each change
/// of direction becomes a mirror (SwiftUI lays out left to right, then flips right-to-left subtrees).
struct LayoutBuilder {
    let context: LayoutContext
    let isRightToLeft: Bool

    func element(_ node: ResolvedNode, parentAxis: Axis? = nil) -> LayoutElement {
        switch node {
        case .text(let text): return TextElement(text, context: context)
        case .image(let image): return ImageElement(image, context: context)
        case .shape(let shape): return ShapeElement(shape, context: context)
        case .spacer(let minLength): return SpacerElement(minLength: minLength, axis: parentAxis, context: context)
        case let .divider(thickness, paint):
            return DividerElement(thickness: thickness, paint: paint, parentAxis: parentAxis, context: context)
        case let .stack(axis, alignment, spacing, children):
            return StackElement(axis: axis, alignment: alignment, spacing: spacing,
                                children: children.map { element($0, parentAxis: axis) }, context: context)
        case let .zStack(alignment, children):
            return ZStackElement(alignment: alignment, children: children.map { element($0) }, context: context)
        case let .layout(.layoutDirection(direction), child):
            let rtl = direction == .rightToLeft
            let inner = LayoutBuilder(context: context, isRightToLeft: rtl).element(child, parentAxis: parentAxis)
            return rtl == isRightToLeft ? inner : MirrorElement(inner, context: context)
        case let .layout(.alongArc(arc), child):
            var text: ResolvedText?
            if case .text(let resolved) = child { text = resolved }
            return ArcElement(arc, text: text, child: element(child), context: context)
        case let .layout(modifier, child):
            return layoutModifier(modifier, child: element(child, parentAxis: parentAxis))
        case let .secondary(layer, alignment, base, content):
            let stack = ZStackElement(alignment: alignment, children: content.map { element($0) }, context: context)
            return SecondaryElement(layer, content: stack, base: element(base, parentAxis: parentAxis), context: context)
        case let .effect(effect, child):
            var mask: ZStackElement?
            if case let .mask(alignment, maskNode) = effect {
                mask = ZStackElement(alignment: alignment, children: [element(maskNode)], kind: "maskContent", context: context)
            }
            return EffectElement(effect, mask: mask, child: element(child, parentAxis: parentAxis), context: context)
        case let .customLayout(layout, children):
            return CustomLayoutElement(layout, children: children.map { (element($0), Self.layoutValues(of: $0)) }, context: context)
        case let .firstThatFits(axes, children):
            return FirstThatFitsElement(axes: axes, children: children.map { element($0, parentAxis: parentAxis) }, context: context)
        case let .lazyGrid(grid, children):
            return LazyGridElement(grid, children: children.map { element($0) }, context: context)
        case let .grid(grid, rows):
            return GridElement(grid, rows: rows.map(gridRow), context: context)
        case let .gridRow(alignment, cells):
            // Outside a grid a row is a row of views.
            return StackElement(axis: .horizontal, alignment: (alignment ?? .center).key, spacing: nil,
                                children: cells.map { element($0, parentAxis: .horizontal) }, context: context)
        case .geometryReader(let content):
            return GeometryReaderElement(content, builder: self, context: context)
        }
    }

    /// A grid's row: its cells with their settings, or a view spanning every column.
    private func gridRow(_ node: ResolvedNode) -> GridElement.Row {
        guard case let .gridRow(alignment, cells) = node else { return .spanning(element(node)) }
        return .cells(alignment: alignment, cells.map { (element($0, parentAxis: .horizontal), Self.gridCell(of: $0)) })
    }

    /// The `.layoutValue(key:value:)` settings in a child's outer chain of layout modifiers; the
    /// outermost wins, as it is the one nearest the layout.
    static func layoutValues(of node: ResolvedNode) -> [ObjectIdentifier: Any] {
        var values: [ObjectIdentifier: Any] = [:]
        var current = node
        while case let .layout(modifier, child) = current {
            if case let .layoutValue(key, value) = modifier, values[key] == nil { values[key] = value }
            current = child
        }
        return values
    }

    /// The grid settings in a cell's outer chain of layout modifiers, merged (inner ones first).
    static func gridCell(of node: ResolvedNode) -> ResolvedGridCell {
        var cell = ResolvedGridCell()
        var current = node
        var chain: [ResolvedGridCell] = []
        while case let .layout(modifier, child) = current {
            if case .gridCell(let settings) = modifier { chain.append(settings) }
            current = child
        }
        for settings in chain.reversed() {
            if settings.columns != 1 { cell.columns = settings.columns }
            if let alignment = settings.columnAlignment { cell.columnAlignment = alignment }
            if let anchor = settings.anchor { cell.anchor = anchor }
        }
        return cell
    }

    private func layoutModifier(_ modifier: ResolvedLayoutModifier, child: LayoutElement) -> LayoutElement {
        switch modifier {
        case .padding(let insets):
            return PaddingElement(insets, child: child, context: context)
        case let .frame(width, height, alignment):
            return FrameElement(width: width, height: height, alignment: alignment, child: child, context: context)
        case let .flexFrame(limits, alignment):
            return FlexFrameElement(limits, alignment: alignment, child: child, context: context)
        case let .fixedSize(horizontal, vertical):
            return FixedSizeElement(horizontal: horizontal, vertical: vertical, child: child, context: context)
        case .layoutPriority(let priority): return PriorityElement(priority, child: child, context: context)
        case let .aspectRatio(ratio, mode): return AspectRatioElement(ratio: ratio, mode: mode, child: child, context: context)
        case let .alignmentGuide(key, compute): return AlignmentGuideElement(key: key, compute: compute, child: child, context: context)
        case .offset(let offset): return OffsetElement(offset, child: child, context: context)
        case .accessibilityIdentifier(let id): return IdentifierElement(id, child: child, context: context)
        case .accessibility(let attributes):
            return LinkElement(kind: "accessibility", detail: attributes.summary, content: .accessibility(attributes), child: child, context: context)
        case .link(let url): return LinkElement(kind: "link", detail: url.absoluteString, content: .link(url), child: child, context: context)
        case .hitArea(let area): return LinkElement(kind: area.kind, detail: area.detail, content: .hitArea(area), child: child, context: context)
        case .layoutDirection: return child  // handled in element(_:parentAxis:)
        case .containerBackground: return child  // used by WidgetContainer; ignored elsewhere
        case .widgetLabel, .curvesContent, .drawnAlongArc: return child  // used by the watch face's container
        case .alongArc: return child  // handled in element(_:parentAxis:)
        case .position(let point): return PositionElement(point, child: child, context: context)
        case .coordinateSpace(let name): return CoordinateSpaceElement(name, child: child, context: context)
        case .gridCell: return child  // read by the grid (gridCell(of:)); nothing elsewhere
        case .layoutValue: return child  // read by the custom layout (layoutValues(of:))
        case let .containerRelativeFrame(axes, alignment, length):
            let container = context.containerSize
            func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? max(value, 0) : 0 }
            return FrameElement(width: axes.contains(.horizontal) ? finite(length(container.width, .horizontal)) : nil,
                                height: axes.contains(.vertical) ? finite(length(container.height, .vertical)) : nil,
                                alignment: alignment, child: child, context: context)
        }
    }

}

/// The layout stage as one function: the root is proposed the container's size and centred in it,
/// as a hosting view does (layout.md §1).
enum LayoutStage {
    static func layout(_ nodes: [ResolvedNode], size: CGSize, context: LayoutContext, isRightToLeft: Bool) -> LayoutNode {
        context.containerSize = size
        let builder = LayoutBuilder(context: context, isRightToLeft: isRightToLeft)
        var root: LayoutElement = nodes.count == 1 ? builder.element(nodes[0])
            : ZStackElement(alignment: .center, children: nodes.map { builder.element($0) }, context: context)
        if isRightToLeft { root = MirrorElement(root, context: context) }
        let proposal = ProposedViewSize(size)
        let fitted = root.sizeThatFits(proposal)
        let origin = CGPoint(x: (size.width - fitted.width) / 2, y: (size.height - fitted.height) / 2)
        let placed = root.place(at: origin, proposal: proposal)
        return LayoutNode(kind: "root", frame: CGRect(origin: .zero, size: size), identifier: nil, children: [placed], content: .none, detail: "")
    }
}
