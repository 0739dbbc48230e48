import Foundation

extension ResolvedNode {
    /// One node per line, indented by depth: what resolution produced, before any layout.
    public var dump: String {
        var lines: [String] = []
        func visit(_ node: ResolvedNode, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            switch node {
            case .text(let text):
                // Runs in a row with one style (an interpolation's pieces) are listed once.
                let styles = text.runs.map { "[\($0.font) \($0.paint)]" }
                let distinct = styles.enumerated().filter { $0.offset == 0 || styles[$0.offset - 1] != $0.element }.map(\.element)
                lines.append(pad + "Text \(text) " + distinct.joined(separator: " "))
            case .image(let image):
                switch image.source {
                case let .symbol(name, glyph, font, _, composition):
                    let composed = composition.isPlain ? "" : " composed \(composition)"
                    lines.append(pad + "Image systemName \(name) → \(glyph)\(composed) \(font) \(image.paint)")
                case let .customSymbol(url, font, _, layers):
                    let mode = layers == .monochrome ? "" : " \(layers)"
                    lines.append(pad + "Image symbol \(url.lastPathComponent) \(font) \(image.paint)\(mode)")
                case .file(let url, let scale): lines.append(pad + "Image \(url.lastPathComponent) @\(scale.formatted)x")
                case .bitmap(let b): lines.append(pad + "Image bitmap \(b.width)x\(b.height)")
                case .png(let data): lines.append(pad + "Image png \(data.count) bytes")
                case .missing(let name): lines.append(pad + "Image \(name) (missing)")
                }
            case .shape(let shape):
                switch shape.drawing {
                case let .fill(paint, _): lines.append(pad + "\(shape.name) fill \(paint)")
                case let .stroke(paint, style): lines.append(pad + "\(shape.name) stroke \(paint) \(style.lineWidth.formatted)")
                }
            case .spacer(let minLength): lines.append(pad + "Spacer" + (minLength.map { " min \($0.formatted)" } ?? ""))
            case let .divider(thickness, _): lines.append(pad + "Divider \(thickness.formatted)")
            case let .stack(axis, alignment, spacing, children):
                lines.append(pad + (axis == .horizontal ? "HStack" : "VStack") + " \(alignment.dumpLabel)" + (spacing.map { " spacing \($0.formatted)" } ?? ""))
                children.forEach { visit($0, depth + 1) }
            case let .zStack(_, children):
                lines.append(pad + "ZStack")
                children.forEach { visit($0, depth + 1) }
            case let .layout(modifier, child):
                lines.append(pad + modifier.dumpLabel)
                switch modifier {
                case .containerBackground(let nodes), .widgetLabel(let nodes):
                    // What the modifier holds, then what it modifies.
                    nodes.forEach { visit($0, depth + 2) }
                    lines.append(pad + "  content")
                    visit(child, depth + 2)
                default:
                    visit(child, depth + 1)
                }
            case let .secondary(layer, alignment, base, content):
                lines.append(pad + layer.rawValue + (alignment == .center ? "" : " " + alignment.dumpLabel))
                visit(base, depth + 1)
                content.forEach { visit($0, depth + 1) }
            case let .effect(effect, child):
                lines.append(pad + effect.dumpLabel)
                visit(child, depth + 1)
                if case let .mask(_, mask) = effect {
                    lines.append(pad + "  mask content")
                    visit(mask, depth + 2)
                }
            case let .customLayout(layout, children):
                lines.append(pad + layout.typeName)
                children.forEach { visit($0, depth + 1) }
            case let .firstThatFits(_, children):
                lines.append(pad + "ViewThatFits")
                children.forEach { visit($0, depth + 1) }
            case let .lazyGrid(grid, children):
                lines.append(pad + (grid.axis == .vertical ? "LazyVGrid" : "LazyHGrid") + " \(grid.items.count) items")
                children.forEach { visit($0, depth + 1) }
            case let .grid(_, rows):
                lines.append(pad + "Grid")
                rows.forEach { visit($0, depth + 1) }
            case let .gridRow(_, cells):
                lines.append(pad + "GridRow")
                cells.forEach { visit($0, depth + 1) }
            case .geometryReader:
                lines.append(pad + "GeometryReader (content resolved at layout)")
            }
        }
        visit(self, 0)
        return lines.joined(separator: "\n") + "\n"
    }
}

extension ResolvedLayoutModifier {
    /// The modifier as a dump line: its name and the values it was given, in points.
    var dumpLabel: String {
        func f(_ value: CGFloat) -> String { value.formatted }
        switch self {
        case .padding(let e): return "padding \(f(e.top)) \(f(e.leading)) \(f(e.bottom)) \(f(e.trailing))"
        case let .frame(width, height, alignment):
            return (["frame"] + [width.map { "width \(f($0))" }, height.map { "height \(f($0))" }].compactMap { $0 } + [alignment.dumpLabel]).joined(separator: " ")
        case let .flexFrame(frame, alignment):
            let sides: [(String, CGFloat?)] = [("minWidth", frame.minWidth), ("idealWidth", frame.idealWidth), ("maxWidth", frame.maxWidth),
                                               ("minHeight", frame.minHeight), ("idealHeight", frame.idealHeight), ("maxHeight", frame.maxHeight)]
            return (["frame"] + sides.compactMap { name, value in value.map { "\(name) \(f($0))" } } + [alignment.dumpLabel]).joined(separator: " ")
        case let .fixedSize(horizontal, vertical):
            return "fixedSize" + (horizontal && vertical ? "" : horizontal ? " horizontal" : " vertical")
        case .layoutPriority(let priority): return "layoutPriority \(f(CGFloat(priority)))"
        case let .aspectRatio(ratio, mode): return "aspectRatio " + (ratio.map { f($0) + " " } ?? "") + mode.rawValue
        case .alignmentGuide(let key, _): return "alignmentGuide \(key.dumpLabel)"
        case .offset(let size): return "offset \(f(size.width)) \(f(size.height))"
        case .accessibilityIdentifier(let id): return "#\(id)"
        case .accessibility(let a):
            let parts: [String?] = [a.label.map { "label \"\($0)\"" }, a.value.map { "value \"\($0)\"" }, a.hint.map { "hint \"\($0)\"" },
                                    a.isHidden.map { $0 ? "hidden" : "shown" }, a.children.map { "children \($0)" },
                                    a.addedTraits.isEmpty ? nil : "traits +\(a.addedTraits.rawValue)",
                                    a.removedTraits.isEmpty ? nil : "traits -\(a.removedTraits.rawValue)",
                                    a.sortPriority.map { "sortPriority \(f(CGFloat($0)))" }]
            return (["accessibility"] + parts.compactMap { $0 }).joined(separator: " ")
        case .link(let url): return "link \(url.absoluteString)"
        case .hitArea(let area): return "\(area.kind) \(area.detail)"
        case .layoutDirection(let direction): return "layoutDirection \(direction.rawValue)"
        case .containerBackground: return "containerBackground"
        case .position(let point): return "position \(f(point.x)) \(f(point.y))"
        case .coordinateSpace(let name): return "coordinateSpace \(name.base)"
        case .gridCell(let cell):
            return (["gridCell"] + [cell.columns == 1 ? nil : "columns \(cell.columns)", cell.columnAlignment.map { "alignment \($0.key.dumpLabel)" },
                                    cell.anchor.map { "anchor \(f($0.x)) \(f($0.y))" }].compactMap { $0 }).joined(separator: " ")
        case .layoutValue(_, let value): return "layoutValue \(value)"
        case let .containerRelativeFrame(axes, alignment, _):
            return "containerRelativeFrame" + (axes.contains(.horizontal) ? " horizontal" : "") + (axes.contains(.vertical) ? " vertical" : "")
                + " " + alignment.dumpLabel
        case .widgetLabel: return "widgetLabel"
        case .curvesContent(let curves): return "widgetCurvesContent \(curves)"
        case .alongArc(let arc): return "alongArc \(arc)"
        case .drawnAlongArc: return "drawnAlongArc"
        }
    }
}

extension ResolvedEffect {
    /// The effect as a dump line.
    var dumpLabel: String {
        func f(_ value: CGFloat) -> String { value.formatted }
        switch self {
        case .opacity(let opacity): return "opacity \(f(CGFloat(opacity)))"
        case .clip(let shape): return "clip \(shape.name)"
        case .mask(let alignment, _): return "mask" + (alignment == .center ? "" : " " + alignment.dumpLabel)
        case let .shadow(color, radius, x, y): return "shadow \(color) radius \(f(radius)) x \(f(x)) y \(f(y))"
        case let .rotation(degrees, anchor): return "rotation \(f(CGFloat(degrees)))° anchor \(f(anchor.x)) \(f(anchor.y))"
        case let .scale(x, y, anchor): return "scale \(f(x)) \(f(y)) anchor \(f(anchor.x)) \(f(anchor.y))"
        case .hidden: return "hidden"
        case .widgetAccentable(let accentable): return "widgetAccentable \(accentable)"
        case .blendMode(let mode): return "blendMode \(mode.rawValue)"
        case .compositingGroup: return "compositingGroup"
        case let .blur(radius, opaque): return "blur \(f(radius))" + (opaque ? " opaque" : "")
        case .luminanceToAlpha: return "luminanceToAlpha"
        case .colorMatrix(let matrix): return "colorMatrix \(matrix)"
        }
    }
}

extension Alignment {
    /// SwiftUI's name for the alignment (`topLeading`, `center`, `leadingFirstTextBaseline`), or
    /// its guides' names for one of the app's own.
    var dumpLabel: String {
        let h = horizontal.key.dumpLabel, v = vertical.key.dumpLabel
        if h == "center" && v == "center" { return "center" }
        if v == "center" { return h }
        if h == "center" && (v == "top" || v == "bottom") { return v }
        func capitalised(_ s: String) -> String { s.prefix(1).uppercased() + s.dropFirst() }
        return v == "top" || v == "bottom" ? v + capitalised(h) : h + capitalised(v)
    }
}

extension AlignmentKey {
    /// SwiftUI's name for a built-in guide (`leading`, `center`, `firstTextBaseline`); an app's own
    /// guide by its type's name.
    var dumpLabel: String {
        ["LeadingID": "leading", "HCenterID": "center", "TrailingID": "trailing", "TopID": "top", "VCenterID": "center",
         "BottomID": "bottom", "FirstBaselineID": "firstTextBaseline", "LastBaselineID": "lastTextBaseline"][name] ?? name
    }
}
