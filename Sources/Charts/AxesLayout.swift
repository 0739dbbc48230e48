import Foundation
import LoupeUI

/// The axes of a chart laid out at a size, as iOS 26 lays out an automatic axis (facts.md §7, third
/// pass; `ChartFigures` marks each figure measured or estimated):
/// - the plot's top is the chart's top — the top label overhangs it, unclipped;
/// - the y labels sit in a column on the plot's trailing side, a whole number of points wide (the
///   widest label and a padding, rounded up), each label leading-aligned just after the plot with its
///   ink centred on its grid line;
/// - the x labels sit in a band of fixed height under the plot; a date stride's label starts just
///   after its grid line and is dropped if it would run past the plot's trailing edge.
/// The labels are views, measured by the engine (`GeometryProxy.idealSize(of:)`) before the plot
/// is laid out around them, and placed here — texts in the layout, so a dump lists them and a review
/// judges them like any text.
extension ChartDrawing {
    /// The axes as a chart of one size lays them out: scales, marks, the plot and the labels.
    struct AxesLayout {
        let xScale: Scale, yScale: Scale
        let xItems: [AxisItem], yItems: [AxisItem]
        let plot: CGRect, labelsLeft: Bool
        var labels: [PlacedView] = []
    }

    /// A view placed in the chart: a point of it (`anchorX`: 0 its leading edge … 1 its trailing
    /// edge) at `x`, and vertically its first baseline, or a point of its height, at `y`.
    struct PlacedView {
        enum Vertical { case baseline, unit(CGFloat) }
        let view: AnyView
        let x: CGFloat, anchorX: CGFloat
        let y: CGFloat, vertical: Vertical
    }

    /// What a label view measures: its ideal size as the engine lays it out, or (with no engine, in
    /// unit tests of the scales) an estimate from its text.
    typealias Measure = (AnyView) -> CGSize?

    /// The axis labels' figures scale with their point size (Dynamic Type), from the size measured.
    private var labelScale: CGFloat { labelSize / ChartFigures.axisLabelPointSize }

    func axesLayout(size: CGSize, measure: Measure = { _ in nil }) -> AxesLayout {
        let xScale = scale(.x), yScale = scale(.y)
        // A pie or donut has no axes: its plot is the whole frame it fills.
        if isPie { return AxesLayout(xScale: xScale, yScale: yScale, xItems: [], yItems: [], plot: CGRect(origin: .zero, size: size), labelsLeft: false) }
        let xItems = axisItems(.x, scale: xScale), yItems = axisItems(.y, scale: yScale)
        func labelled(_ items: [AxisItem]) -> [Label] {
            items.compactMap { item in
                guard let label = item.label else { return nil }
                let view = labelView(item, label)
                return Label(item: item, label: label, view: view, size: measure(view) ?? estimatedSize(item.text))
            }
        }
        let yLabels = labelled(yItems), xLabels = labelled(xItems)
        // The y labels' column: the widest label and its padding, rounded up to whole points (M).
        let widest = yLabels.map(\.size.width).max()
        let column = widest.map { ($0 + ChartFigures.yLabelColumnPadding * labelScale - 1e-6).rounded(.up) } ?? 0
        let labelsLeft = (yItems.first?.position == .leading) != isRightToLeft
        let band = xLabels.isEmpty ? 0 : ChartFigures.xLabelBand * labelScale
        let plot = CGRect(x: labelsLeft ? column : 0, y: 0, width: max(size.width - column, 1), height: max(size.height - band, 1))
        var layout = AxesLayout(xScale: xScale, yScale: yScale, xItems: xItems, yItems: yItems, plot: plot, labelsLeft: labelsLeft)
        layout.labels = placedYLabels(yLabels, in: layout) + placedXLabels(xLabels, in: layout)
        return layout
    }

    /// A label with its view and size, before it is placed.
    struct Label {
        let item: AxisItem, label: AxisValueLabel
        let view: AnyView, size: CGSize
    }

    /// An axis label's view: its own, or its text in the axis labels' font and the secondary style.
    func labelView(_ item: AxisItem, _ label: AxisValueLabel) -> AnyView {
        let content: AnyView
        switch label.content {
        case .view(let view): content = view
        case .automatic, .format: content = AnyView(Text(item.text).lineLimit(1))
        }
        let font = content.font(label.font ?? .system(size: labelSize))
        if let style = label.style { return AnyView(font.foregroundStyle(style).accessibilityHidden(true)) }
        // Charts' own label, in the size and style iOS draws it: a system default a review judges as
        // iOS draws it (SystemDefaults), unless the developer chose its text, font or style.
        let chosen = label.font != nil || { if case .view = label.content { return true }; return false }()
        let drawn = font.foregroundStyle(.secondary).accessibilityHidden(true)
        return chosen ? AnyView(drawn) : AnyView(drawn.accessibilityIdentifier(SystemDefaults.identifier))
    }

    /// A label's size before the engine measures it (unit tests of the scales): its characters at
    /// an average width (EST, `ChartFigures.labelCharacterWidth`).
    func estimatedSize(_ text: String) -> CGSize {
        CGSize(width: CGFloat(text.count) * labelSize * ChartFigures.labelCharacterWidth, height: labelSize * ChartFigures.labelLineHeight)
    }

    /// The y labels: just after the plot (before it, on the leading side), each with its ink centred
    /// on its grid line — its baseline a fixed distance below the line (M).
    private func placedYLabels(_ labels: [Label], in layout: AxesLayout) -> [PlacedView] {
        let plot = layout.plot, spacing = ChartFigures.yLabelSpacing * labelScale
        var kept = KeptBoxes()
        return labels.compactMap { label in
            guard let y = along(label.item, centered: label.label.centered, on: .y, in: layout) else { return nil }
            let x = layout.labelsLeft ? plot.minX - spacing : plot.maxX + spacing
            let anchorX: CGFloat = label.label.anchor?.x ?? (layout.labelsLeft ? 1 : 0)
            let placed: PlacedView
            if let anchor = label.label.anchor {
                placed = PlacedView(view: label.view, x: x, anchorX: anchorX, y: y, vertical: .unit(anchor.y))
            } else {
                placed = PlacedView(view: label.view, x: x, anchorX: anchorX, y: y + ChartFigures.yLabelBaselineOffset * labelScale, vertical: .baseline)
            }
            let box = CGRect(x: x - label.size.width * anchorX, y: y - label.size.height / 2, width: label.size.width, height: label.size.height)
            return kept.keep(box, judged: label.label.collisionResolution != .disabled) ? placed : nil
        }
    }

    /// The x labels, their baselines a fixed distance under the plot (M): a date's label starts just
    /// after its grid line, reading forward, and is left out if it would run past the plot's end (M);
    /// numbers and categories centre under their value. Labels that would overlap one kept before
    /// them are left out, as Charts' automatic collision resolution does (`.disabled` keeps them all).
    private func placedXLabels(_ labels: [Label], in layout: AxesLayout) -> [PlacedView] {
        let plot = layout.plot
        let baseline = plot.maxY + ChartFigures.xLabelBaseline * labelScale
        let datesAlongX: Bool = { if case .continuous(_, _, true) = layout.xScale { return true }; return false }()
        var kept = KeptBoxes()
        // Right to left, the labels are kept from the trailing end, where the axis starts.
        return (isRightToLeft ? labels.reversed() : labels).compactMap { label in
            guard let x = along(label.item, centered: label.label.centered, on: .x, in: layout) else { return nil }
            let width = label.size.width
            let placed: PlacedView, start: CGFloat
            if let anchor = label.label.anchor {
                placed = PlacedView(view: label.view, x: x, anchorX: anchor.x, y: plot.maxY + ChartFigures.axisLabelGap * labelScale, vertical: .unit(anchor.y))
                start = x - width * anchor.x
            } else if datesAlongX && label.label.centered != true {
                let offset = ChartFigures.xLabelSpacing * labelScale
                start = isRightToLeft ? x - offset - width : x + offset
                guard start >= plot.minX - 0.01, start + width <= plot.maxX + 0.01 else { return nil }
                placed = PlacedView(view: label.view, x: start, anchorX: 0, y: baseline, vertical: .baseline)
            } else {
                start = x - width / 2
                placed = PlacedView(view: label.view, x: x, anchorX: 0.5, y: baseline, vertical: .baseline)
            }
            let box = CGRect(x: start, y: plot.maxY, width: width, height: label.size.height).insetBy(dx: -ChartFigures.labelMinimumGap / 2, dy: 0)
            return kept.keep(box, judged: label.label.collisionResolution != .disabled) ? placed : nil
        }
    }

    /// The boxes of the labels kept so far along one axis.
    private struct KeptBoxes {
        var boxes: [CGRect] = []
        /// Whether a label of this box is kept: always when not judged, else if it overlaps none kept.
        mutating func keep(_ box: CGRect, judged: Bool) -> Bool {
            if judged, boxes.contains(where: { $0.intersects(box) }) { return false }
            boxes.append(box)
            return true
        }
    }

    // MARK: Positions

    /// Where a value falls on an axis of the layout, in the chart's coordinates. A date binned by a
    /// unit (`.value("Day", date, unit: .day)`) stands for its whole unit: every mark of it — a bar,
    /// a point, a line's vertex — sits in the unit's middle.
    func x(_ value: PlottedValue, in layout: AxesLayout) -> CGFloat? {
        Self.position(value, on: layout.xScale, length: layout.plot.width).map { isRightToLeft ? layout.plot.maxX - $0 : layout.plot.minX + $0 }
    }
    /// Categories on y run from the top, as Charts lists them; values rise from the bottom.
    func y(_ value: PlottedValue, in layout: AxesLayout) -> CGFloat? {
        let position = Self.position(value, on: layout.yScale, length: layout.plot.height)
        if case .categories = layout.yScale { return position.map { layout.plot.minY + $0 } }
        return position.map { layout.plot.maxY - $0 }
    }

    /// The value at a distance along an axis from its start: a category's band, or a number or date
    /// on the continuous domain.
    static func value(at distance: CGFloat, on scale: Scale, length: CGFloat) -> PlottedValue? {
        guard length > 0 else { return nil }
        switch scale {
        case .categories(let names):
            guard !names.isEmpty, distance >= 0, distance <= length else { return nil }
            return .category(names[min(Int(distance / length * CGFloat(names.count)), names.count - 1)])
        case let .continuous(domain, _, isDate):
            let number = domain.lowerBound + Double(distance / length) * (domain.upperBound - domain.lowerBound)
            return isDate ? .date(Date(timeIntervalSinceReferenceDate: number), unit: nil) : .number(number)
        }
    }

    private static func position(_ value: PlottedValue, on scale: Scale, length: CGFloat) -> CGFloat? {
        guard case .date(let date, let unit?) = value else { return scale.position(value, length: length) }
        return scale.position(.number(date.timeIntervalSinceReferenceDate + seconds(unit) / 2), length: length)
    }

    /// A part's position along its axis: at its value, or halfway to the next one when centred.
    func along(_ item: AxisItem, centered: Bool?, on axis: ChartAxis, in layout: AxesLayout) -> CGFloat? {
        let isX = axis == .x
        let place = { (value: PlottedValue) in isX ? self.x(value, in: layout) : self.y(value, in: layout) }
        guard let at = place(item.value) else { return nil }
        guard centered == true, case .continuous = isX ? layout.xScale : layout.yScale, let next = item.next.flatMap(place) else { return at }
        // Centred on an interval the plot ends within: the last mark of a stride that reaches the
        // domain's end has no interval left to label.
        let middle = (at + next) / 2
        let span = isX ? layout.plot.minX...layout.plot.maxX : layout.plot.minY...layout.plot.maxY
        return span.contains(middle) ? middle : nil
    }

    // MARK: Drawing

    /// Draws the axes' grid lines and ticks (the labels are views, `AxesLayout.labels`): grid lines
    /// in the grid's style, the y axis's solid across the plot, the x axis's dashed (M); each line
    /// drawn on its own, so crossings are darker, as on iOS. No axis line: zero is a grid line.
    func drawAxes(in context: inout GraphicsContext, layout: AxesLayout) {
        let plot = layout.plot
        func stroke(_ from: CGPoint, _ to: CGPoint, style: AnyShapeStyle?, stroke: StrokeStyle) {
            var line = Path()
            line.move(to: from)
            line.addLine(to: to)
            context.stroke(line, with: .style(style ?? ChartFigures.gridLineStyle), style: stroke)
        }
        for item in layout.yItems {
            for part in item.parts {
                switch part {
                case .gridLine(let line):
                    guard let y = along(item, centered: line.centered, on: .y, in: layout) else { continue }
                    stroke(CGPoint(x: plot.minX, y: y), CGPoint(x: plot.maxX, y: y), style: line.style,
                           stroke: line.stroke ?? StrokeStyle(lineWidth: ChartFigures.gridLineWidth))
                case .tick(let tick):
                    guard let y = along(item, centered: tick.centered, on: .y, in: layout) else { continue }
                    let edge = layout.labelsLeft ? plot.minX : plot.maxX, length = (tick.length ?? ChartFigures.tickLength) * (layout.labelsLeft ? -1 : 1)
                    stroke(CGPoint(x: edge, y: y), CGPoint(x: edge + length, y: y), style: tick.style,
                           stroke: tick.stroke ?? StrokeStyle(lineWidth: ChartFigures.gridLineWidth))
                case .label: break
                }
            }
        }
        for item in layout.xItems {
            for part in item.parts {
                switch part {
                case .gridLine(let line):
                    guard let x = along(item, centered: line.centered, on: .x, in: layout) else { continue }
                    stroke(CGPoint(x: x, y: plot.minY), CGPoint(x: x, y: plot.maxY), style: line.style,
                           stroke: line.stroke ?? StrokeStyle(lineWidth: ChartFigures.gridLineWidth, dash: ChartFigures.xGridLineDash))
                case .tick(let tick):
                    guard let x = along(item, centered: tick.centered, on: .x, in: layout) else { continue }
                    stroke(CGPoint(x: x, y: plot.maxY), CGPoint(x: x, y: plot.maxY + (tick.length ?? ChartFigures.tickLength)), style: tick.style,
                           stroke: tick.stroke ?? StrokeStyle(lineWidth: ChartFigures.gridLineWidth))
                case .label: break
                }
            }
        }
    }
}
