import Foundation

extension ResolvedNode {
    /// One node per line, indented by depth: what resolution produced, before any layout.
    public var dump: String {
        var lines: [String] = []
        func visit(_ node: ResolvedNode, _ depth: Int) {
            let pad = String(repeating: "  ", count: depth)
            switch node {
            case .text(let text):
                lines.append(pad + "Text \(text) " + text.runs.map { "[\($0.font) \($0.paint)]" }.joined(separator: " "))
            case .image(let image):
                switch image.source {
                case let .symbol(name, ligature, font, _, composition):
                    let composed = composition.isPlain ? "" : " composed \(composition)"
                    lines.append(pad + "Image systemName \(name) → \(ligature)\(composed) \(font) \(image.paint)")
                case let .customSymbol(url, font, _): lines.append(pad + "Image symbol \(url.lastPathComponent) \(font) \(image.paint)")
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
                lines.append(pad + (axis == .horizontal ? "HStack" : "VStack") + " \(alignment)" + (spacing.map { " spacing \($0.formatted)" } ?? ""))
                children.forEach { visit($0, depth + 1) }
            case let .zStack(_, children):
                lines.append(pad + "ZStack")
                children.forEach { visit($0, depth + 1) }
            case let .layout(modifier, child):
                lines.append(pad + "\(modifier)")
                visit(child, depth + 1)
            case let .secondary(layer, _, base, content):
                lines.append(pad + layer.rawValue)
                visit(base, depth + 1)
                content.forEach { visit($0, depth + 1) }
            case let .effect(effect, child):
                lines.append(pad + "\(effect)")
                visit(child, depth + 1)
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
