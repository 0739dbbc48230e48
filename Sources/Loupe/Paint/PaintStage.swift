import Foundation
import LoupeUI

/// The paint stage: turns the placed tree into a display list. Rendering-mode color mapping
/// (accented, vibrant) happens here and nowhere else; redacted content is drawn by the figures of
/// LoupeUI's `Redaction` table.
enum PaintStage {
    /// A missing image's placeholder colors.
    static let placeholderFill = RGBA(red: 0.9, green: 0.9, blue: 0.92)
    static let placeholderStroke = RGBA(red: 1, green: 0, blue: 0.6)

    static func paint(_ root: LayoutNode, size: CGSize, style: RenderingModeStyle = .fullColor) -> DisplayList {
        var painter = Painter(style: style)
        let bounds = CGRect(origin: .zero, size: size)
        for surface in style.surfaces { painter.out.append(.fill(surface.shape, surface.paint, bounds: surface.bounds ?? bounds, eoFill: surface.eoFill)) }
        if style.surfaces.isEmpty, let backdrop = style.backdropPaint() {
            // The system's stand-in takes the widget's shape: the tinted platter of a Home Screen
            // widget has the container's continuous corner; a Lock Screen widget has no corner.
            let shape = style.backdropCornerRadius > 0 ? Path(roundedRect: bounds, cornerRadius: style.backdropCornerRadius) : Path(bounds)
            painter.out.append(.fill(shape, backdrop, bounds: bounds, eoFill: false))
        }
        painter.visit(root)
        for coating in style.coatings { painter.out.append(.fill(coating.shape, coating.paint, bounds: coating.bounds ?? bounds, eoFill: coating.eoFill)) }
        return DisplayList(size: size, commands: painter.out)
    }
}

/// Walks the placed tree in drawing order, tracking the accent group for the rendering mode.
private struct Painter {
    let style: RenderingModeStyle
    var out: [DisplayCommand] = []
    var accented = false
    /// Inside `.blendMode(.destinationOut)`: what is drawn there only takes away, by its alpha, so
    /// the mode maps its color and keeps its alpha — a black knock-out (luminance 0, so clear in
    /// the vibrant mode; at the default group's opacity in the accented one) still cuts through.
    var knocksOut = false

    init(style: RenderingModeStyle) { self.style = style }

    func paint(_ p: ResolvedPaint) -> ResolvedPaint { style.map(p, accented: accented, keepsAlpha: knocksOut) }
    func color(_ c: RGBA) -> RGBA { style.map(c, accented: accented, keepsAlpha: knocksOut) }

    mutating func visit(_ node: LayoutNode) {
        let frame = node.frame
        switch node.content {
        case .none, .link, .hitArea, .accessibility:
            for child in node.children { visit(child) }

        case let .text(layout, redacted):
            if redacted {
                for box in layout.lineBoxes where box.width > 0 {
                    let bar = box.offsetBy(dx: frame.minX, dy: frame.minY).insetBy(dx: 0, dy: box.height * Redaction.barInset)
                    let bars = layout.runs.first?.paint.withOpacity(Redaction.opacity) ?? .color(Redaction.barColor)
                    out.append(.fill(Path(roundedRect: bar, cornerRadius: bar.height * Redaction.barCornerRadius, style: .continuous), paint(bars),
                                     bounds: bar, eoFill: false))
                }
                return
            }
            for run in layout.runs {
                var moved = run
                moved.paint = paint(run.paint)
                moved.positions = run.positions.map { CGPoint(x: $0.x + frame.minX, y: $0.y + frame.minY) }
                out.append(.glyphs(moved, bounds: frame))
            }
            for decoration in layout.decorations {
                for piece in decoration.segments {
                    let rect = piece.offsetBy(dx: frame.minX, dy: frame.minY)
                    out.append(.fill(Path(rect), .color(color(decoration.color)), bounds: rect, eoFill: false))
                }
            }

        case let .symbol(symbol, redacted):
            if redacted {
                out.append(.fill(Path(roundedRect: frame, cornerRadius: frame.height * Redaction.barCornerRadius, style: .continuous),
                                 paint(symbol.paint.withOpacity(Redaction.opacity)), bounds: frame, eoFill: false))
                return
            }
            var symbol = symbol
            symbol.style.parts = symbol.style.parts.map { SymbolStyle.Part(piece: $0.piece, paint: paint($0.paint)) }
            let style = symbol.style
            let secondary = style.secondary ?? symbol.paint
            out += SymbolPainter(symbol: symbol, paint: paint(symbol.paint), secondary: paint(secondary),
                                 tertiary: paint(style.tertiary ?? secondary), dimmed: paint(style.dimmed ?? symbol.paint),
                                 badge: paint(style.badge ?? symbol.paint), frame: frame).commands

        case .shape(let shape):
            let path = shape.path(placedIn: frame)
            switch shape.drawing {
            case let .fill(fill, eo): out.append(.fill(path, paint(fill), bounds: frame, eoFill: eo))
            case let .stroke(stroke, strokeStyle): out.append(.stroke(path, paint(stroke), bounds: frame, strokeStyle))
            }

        case let .bitmap(bitmap, isTemplate, tint, imageMode, redacted):
            if redacted {
                out.append(.fill(Path(roundedRect: frame, cornerRadius: min(frame.width, frame.height) * Redaction.imageCornerRadius, style: .continuous),
                                 paint(.color(Redaction.fillColor)), bounds: frame, eoFill: false))
            } else if isTemplate {
                out.append(.image(bitmap, rect: frame, tint: paint(tint)))
            } else {
                out.append(.image(knocksOut ? bitmap : style.map(bitmap, accented: accented, imageMode: imageMode), rect: frame, tint: nil))
            }

        case .missingImage:
            out.append(.fill(Path(frame), .color(color(PaintStage.placeholderFill)), bounds: frame, eoFill: false))
            var cross = Path()
            cross.move(to: CGPoint(x: frame.minX, y: frame.minY)); cross.addLine(to: CGPoint(x: frame.maxX, y: frame.maxY))
            cross.move(to: CGPoint(x: frame.maxX, y: frame.minY)); cross.addLine(to: CGPoint(x: frame.minX, y: frame.maxY))
            cross.addRect(frame.insetBy(dx: 0.5, dy: 0.5))
            out.append(.stroke(cross, .color(color(PaintStage.placeholderStroke)), bounds: frame, StrokeStyle(lineWidth: 1)))

        case .divider(let line):
            out.append(.fill(Path(frame), paint(line), bounds: frame, eoFill: false))

        case .secondary(let layer):
            let (base, layers) = node.secondaryParts
            if layer == .background { for child in layers { visit(child) } }
            visit(base)
            if layer == .overlay { for child in layers { visit(child) } }

        case .effect(let effect):
            let (content, mask) = node.effectParts
            switch effect {
            case .opacity(let opacity):
                guard opacity > 0 else { return }
                out.append(.beginLayer(opacity: opacity)); visit(content); out.append(.endLayer)
            case .luminanceToAlpha:
                out.append(.beginLuminanceToAlpha); visit(content); out.append(.endLuminanceToAlpha)
            case .colorMatrix(let matrix):
                guard matrix != .identity else { return visit(content) }
                out.append(.beginColorMatrix(matrix)); visit(content); out.append(.endColorMatrix)
            case .compositingGroup:
                out.append(.beginLayer(opacity: 1)); visit(content); out.append(.endLayer)
            case let .blur(radius, opaque):
                guard radius > 0 else { return visit(content) }
                out.append(.beginBlur(radius: radius, bounds: frame, opaque: opaque)); visit(content); out.append(.endBlur)
            case .blendMode(let mode):
                guard mode != .normal else { return visit(content) }
                let outer = knocksOut
                knocksOut = knocksOut || mode == .destinationOut
                out.append(.beginBlend(mode)); visit(content); out.append(.endBlend)
                knocksOut = outer
            case .clip(let shape):
                out.append(.beginClip(shape.path(placedIn: frame), eoFill: false)); visit(content); out.append(.endClip)
            case .mask:
                out.append(.beginMask); visit(content)
                out.append(.beginMaskContent); if let mask { visit(mask) }
                out.append(.endMask)
            case let .shadow(shadowColor, radius, x, y):
                out.append(.beginShadow(color: color(shadowColor), radius: radius, offset: CGSize(width: x, height: y), bounds: frame))
                visit(content); out.append(.endShadow)
            case let .rotation(degrees, anchor):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                out.append(.beginTransform(.rotation(degrees: degrees, about: point))); visit(content); out.append(.endTransform)
            case let .scale(x, y, anchor):
                let point = CGPoint(x: frame.minX + anchor.x * frame.width, y: frame.minY + anchor.y * frame.height)
                out.append(.beginTransform(.scale(x: x, y: y, about: point))); visit(content); out.append(.endTransform)
            case .hidden:
                return
            case .widgetAccentable(let on):
                let outer = accented
                accented = on
                visit(content)
                accented = outer
            }
        }
    }
}
