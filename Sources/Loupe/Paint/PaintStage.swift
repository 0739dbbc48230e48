import Foundation
import LoupeUI

/// The paint stage: turns the placed tree into a display list. Rendering-mode color mapping
/// (accented, vibrant) will happen here and nowhere else.
enum PaintStage {
    /// Redacted text draws as bars in its color at this opacity (EST, from iOS placeholder renders).
    static let redactionOpacity = 0.16
    /// A missing image's placeholder colors.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    static let placeholderStroke = RGBA(red: 1, green: 0, blue: 0.6)

    static func paint(_ root: LayoutNode, size: CGSize) -> DisplayList {
        var commands: [DisplayCommand] = []
        visit(root, into: &commands)
        return DisplayList(size: size, commands: commands)
    }

    private static func visit(_ node: LayoutNode, into out: inout [DisplayCommand]) {
        let frame = node.frame
        switch node.content {
        case .none, .link:
            for child in node.children { visit(child, into: &out) }

        case let .text(layout, redacted):
            if redacted {
                for box in layout.lineBoxes where box.width > 0 {
                    let bar = box.offsetBy(dx: frame.minX, dy: frame.minY).insetBy(dx: 0, dy: box.height * 0.15)
                    let color = layout.runs.first?.paint.withOpacity(redactionOpacity) ?? .color(RGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: redactionOpacity))
                    out.append(.fill(Path(roundedRect: bar, cornerRadius: bar.height / 4, style: .continuous), color, bounds: bar, eoFill: false))
                }
                return
            }
            for run in layout.runs {
                var moved = run
                moved.positions = run.positions.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
                out.append(.glyphs(moved, bounds: frame))
            }
            for decoration in layout.decorations {
                let rect = decoration.rect.offsetBy(dx: frame.minX, dy: frame.minY)
                out.append(.fill(Path(rect), .color(decoration.color), bounds: rect, eoFill: false))
            }

        case let .symbol(symbol, redacted):
            if redacted {
                out.append(.fill(Path(roundedRect: frame, cornerRadius: frame.height / 4, style: .continuous),
                                 symbol.run.paint.withOpacity(redactionOpacity), bounds: frame, eoFill: false))
                return
            }
            var run = symbol.run
            run.positions = run.positions.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
            out.append(.glyphs(run, bounds: frame))

        case .shape(let shape):
            let path = shape.path(in: frame)
            switch shape.drawing {
            case let .fill(paint, eo): out.append(.fill(path, paint, bounds: frame, eoFill: eo))
            case let .stroke(paint, style): out.append(.stroke(path, paint, bounds: frame, style))
            }

        case let .bitmap(bitmap, isTemplate, paint):
            out.append(.image(bitmap, rect: frame, tint: isTemplate ? paint : nil))

        case .missingImage:
            out.append(.fill(Path(frame), .color(placeholderFill), bounds: frame, eoFill: false))
            var cross = Path()
            cross.move(to: CGPoint(x: frame.minX, y: frame.minY)); cross.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
            cross.move(to: CGPoint(x: frame.maxX, y: frame.minY)); cross.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
            cross.addRect(frame.insetBy(dx: 0.5, dy: 0.5))
            out.append(.stroke(cross, .color(placeholderStroke), bounds: frame, StrokeStyle(lineWidth: 1)))

        case .divider(let paint):
            out.append(.fill(Path(frame), paint, bounds: frame, eoFill: false))

        case .secondary(let layer):
            let base = node.children[0], extra = node.children.dropFirst()
            if layer == .background { extra.forEach { visit($0, into: &out) } }
            visit(base, into: &out)
            if layer == .overlay { extra.forEach { visit($0, into: &out) } }

        case .effect(let effect):
            let content = node.children[0]
            switch effect {
            case .opacity(let opacity):
                guard opacity > 0 else { return }
                out.append(.beginLayer(opacity: opacity)); visit(content, into: &out); out.append(.endLayer)
            case .clip(let shape):
                out.append(.beginClip(shape.path(in: frame), eoFill: false)); visit(content, into: &out); out.append(.endClip)
            case .mask:
                out.append(.beginMask); visit(content, into: &out)
                out.append(.beginMaskContent); node.children.dropFirst().forEach { visit($0, into: &out) }
                out.append(.endMask)
            case let .shadow(color, radius, x, y):
                out.append(.beginShadow(color: color, radius: radius, offset: CGSize(width: x, height: y)))
                visit(content, into: &out); out.append(.endShadow)
            case let .rotation(degrees, anchor):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                out.append(.beginTransform(.rotation(degrees: degrees, about: point))); visit(content, into: &out); out.append(.endTransform)
            case let .scale(x, y, anchor):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                out.append(.beginTransform(.scale(x: x, y: y, about: point))); visit(content, into: &out); out.append(.endTransform)
            case .hidden:
                return
            }
        }
    }
}
