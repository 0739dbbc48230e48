import Foundation
import LoupeUI

/// Text hugs its content (layout.md §2.3): an unspecified dimension is unlimited.
final class TextElement: LayoutElement {
    let text: ResolvedText
    private var layouts: [ProposedViewSize: TextLayout] = [:]

    init(_ text: ResolvedText, context: LayoutContext) {
        self.text = text
        super.init(context: context)
        for name in Set(text.runs.compactMap(\.font.customName)) where !context.textEngine.hasCustomFont(named: name) {
            context.diagnostics.missing(.font, named: name, "no font named \"\(name)\" among the app's fonts (\(AppResources.discovered.searchDescription)); drawing it in the system font")
        }
    }

    func textLayout(_ proposal: ProposedViewSize) -> TextLayout {
        // An infinite dimension means the same as an unspecified one to text (layout.md §2.3).
        let width = proposal.width.flatMap { $0.isInfinite ? nil : $0 }
        let height = proposal.height.flatMap { $0.isInfinite ? nil : $0 }
        let key = ProposedViewSize(width: width, height: height)
        if let known = layouts[key] { return known }
        let layout: TextLayout
        if let free = reusableLayout(width: width, height: height) {
            layout = free
        } else {
            layout = context.textEngine.layout(text, width: width, height: height, displayScale: context.displayScale)
        }
        layouts[key] = layout
        return layout
    }

    /// A layout already made that this proposal cannot change: shaping is the costly part of
    /// layout, and stacks propose the same text many sizes. The ideal layout serves any proposal
    /// with room for it (within `LayoutFigures.sameLength`: a stack or grid that sums its children's
    /// widths and takes them off again proposes the ideal less a rounding remainder, which must not
    /// wrap the text); the layout at a width with unlimited height serves any height it fits in.
    private func reusableLayout(width: CGFloat?, height: CGFloat?) -> TextLayout? {
        guard width != nil || height != nil else { return nil }
        let ideal = textLayout(.unspecified)
        let room = { (offered: CGFloat?, needed: CGFloat) in offered.map { $0 >= needed - LayoutFigures.sameLength } ?? true }
        if !ideal.isTruncated, room(width, ideal.size.width), room(height, ideal.size.height) {
            return ideal
        }
        if let height, width != nil {
            let free = textLayout(ProposedViewSize(width: width, height: nil))
            if !free.isTruncated, free.size.height <= height { return free }
        }
        return nil
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize { textLayout(proposal).size }

    override var spacing: Spacing {
        let layout = textLayout(.unspecified)
        return .text(first: layout.firstLineMetrics, last: layout.lastLineMetrics, firstBaseline: layout.firstBaseline,
                     lastBaseline: layout.lastBaseline, height: layout.size.height, pixel: context.pixel)
    }

    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard key.isTextBaseline else { return nil }
        let layout = textLayout(proposal)
        return key == VerticalAlignment.firstTextBaseline.key ? layout.firstBaseline : layout.lastBaseline
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let layout = textLayout(proposal)
        var detail = "\"\(text.string)\""
        if layout.scale < 1 { detail += " scaled \(layout.scale.formatted)" }
        if layout.isTruncated { detail += " truncated" }
        return node("Text", origin: origin, size: layout.size, content: .text(layout, redacted: text.isRedacted), detail: detail)
    }
}

/// Images: symbols and bitmaps keep their natural size unless resizable (layout.md §2.2).
final class ImageElement: LayoutElement {
    let image: ResolvedImage
    private lazy var symbol: SymbolLayout? = {
        guard case let .symbol(_, glyph, font, scale, composition) = image.source else { return nil }
        let engine = context.textEngine
        func laidOut(_ glyph: SymbolGlyph) -> SymbolLayout { engine.symbol(glyph, font: font, scale: scale, paint: image.paint) }
        var symbol = laidOut(glyph).composed(composition, second: composition.companion.map { laidOut($0.glyph) })
        switch composition.badge {
        case nil: break
        case .dot?: symbol = symbol.badged(.dot, glyph: nil)
        case let badge?:
            if case let .symbol(_, badgeGlyph) = badge { symbol = symbol.badged(badge, glyph: laidOut(badgeGlyph)) }
        }
        symbol.style = image.symbolStyle
        return symbol.framed(pointSize: font.size * FontRoles.symbolScale(scale))
    }()
    private lazy var customSymbol: CustomSymbol? = {
        guard case let .customSymbol(url, font, scale, layers) = image.source else { return nil }
        return context.images.customSymbol(url, font: font, scale: scale, layers: layers)
    }()
    private lazy var bitmap: ResolvedImage.Bitmap? = context.images.bitmap(image.source)

    init(_ image: ResolvedImage, context: LayoutContext) {
        self.image = image
        super.init(context: context)
    }

    var naturalSize: CGSize {
        if let symbol { return symbol.size }
        if let customSymbol { return customSymbol.size }
        if let bitmap { return CGSize(width: CGFloat(bitmap.width) / bitmap.scale, height: CGFloat(bitmap.height) / bitmap.scale) }
        return CGSize(width: LayoutFigures.missingImageSize, height: LayoutFigures.missingImageSize)
    }

    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let natural = naturalSize
        guard image.isResizable else { return natural }
        return CGSize(width: max(proposal.width ?? natural.width, 0), height: max(proposal.height ?? natural.height, 0))
    }

    override func explicitAlignment(_ key: AlignmentKey, proposal: ProposedViewSize, size: CGSize) -> CGFloat? {
        guard key.isTextBaseline, !image.isResizable else { return nil }
        return symbol?.baseline ?? customSymbol?.baseline
    }

    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        let size = sizeThatFits(proposal)
        // Everything but a system symbol draws a bitmap; one that could not be had is a placeholder.
        func bitmapContent(missing name: String?) -> LayoutNode.Content {
            if let bitmap {
                return .bitmap(bitmap, isTemplate: image.isTemplate, paint: image.paint, accentedMode: image.accentedMode, redacted: image.isRedacted)
            }
            return name.map { .missingImage(name: $0) } ?? .none
        }
        let content: LayoutNode.Content, detail: String
        switch image.source {
        case let .symbol(name, _, _, _, _):
            // A resizable symbol is drawn to its frame; a fixed one at its font's size.
            let drawn = image.isResizable ? symbol?.fitted(into: size) : symbol
            (detail, content) = (name, drawn.map { .symbol($0, redacted: image.isRedacted) } ?? .none)
        case .missing(let name):
            (detail, content) = ("\(name) missing", .missingImage(name: name))
        case .file(let url, _):
            (detail, content) = (url.lastPathComponent, bitmapContent(missing: url.lastPathComponent))
        case .customSymbol(let url, _, _, _):
            (detail, content) = (url.deletingPathExtension().lastPathComponent, bitmapContent(missing: url.lastPathComponent))
        case .png:
            (detail, content) = ("png data", bitmapContent(missing: "png data"))
        case .bitmap:
            (detail, content) = ("", bitmapContent(missing: nil))
        }
        return node("Image", origin: origin, size: size, content: content, detail: detail)
    }
}

/// Shapes and colors take what they are offered (layout.md §2.1); Circle takes the largest square.
final class ShapeElement: LayoutElement {
    let shape: ResolvedShape
    init(_ shape: ResolvedShape, context: LayoutContext) {
        self.shape = shape
        super.init(context: context)
    }
    override func measure(_ proposal: ProposedViewSize) -> CGSize {
        let size = shape.sizeThatFits(proposal)
        return CGSize(width: size.width.isFinite ? max(size.width, 0) : size.width, height: size.height.isFinite ? max(size.height, 0) : size.height)
    }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        node(shape.name, origin: origin, size: sizeThatFits(proposal), content: .shape(shape))
    }
}

/// Spacer: flexible along its stack's axis, 0 across it (layout.md §2.4).
final class SpacerElement: LayoutElement {
    let minLength: CGFloat
    let axis: Axis?
    init(minLength: CGFloat?, axis: Axis?, context: LayoutContext) {
        self.minLength = minLength ?? LayoutFigures.defaultSpacing
        self.axis = axis
        super.init(context: context)
    }
    override func measure(_ p: ProposedViewSize) -> CGSize {
        switch axis {
        case .horizontal: return CGSize(width: max(p.width ?? -.infinity, minLength), height: 0)
        case .vertical: return CGSize(width: 0, height: max(p.height ?? -.infinity, minLength))
        case nil: return CGSize(width: max(p.width ?? -.infinity, minLength), height: max(p.height ?? -.infinity, minLength))
        }
    }
    /// Spacers form the last priority group in a stack.
    override var layoutPriority: Double { -.infinity }
    override var spacing: Spacing { .spacer(axis: axis) }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        node("Spacer", origin: origin, size: sizeThatFits(proposal))
    }
}

/// Divider: a hairline across its stack; vertical in an HStack (layout.md §2.5).
final class DividerElement: LayoutElement {
    let thickness: CGFloat, paint: ResolvedPaint, vertical: Bool
    init(thickness: CGFloat, paint: ResolvedPaint, parentAxis: Axis?, context: LayoutContext) {
        (self.thickness, self.paint, self.vertical) = (thickness, paint, parentAxis == .horizontal)
        super.init(context: context)
    }
    override func measure(_ p: ProposedViewSize) -> CGSize {
        vertical ? CGSize(width: thickness, height: p.height ?? LayoutFigures.unspecifiedLength)
                 : CGSize(width: p.width ?? LayoutFigures.unspecifiedLength, height: thickness)
    }
    override var spacing: Spacing { Spacing.defaultLeaf }
    override func place(at origin: CGPoint, proposal: ProposedViewSize) -> LayoutNode {
        node("Divider", origin: origin, size: sizeThatFits(proposal), content: .divider(paint))
    }
}
