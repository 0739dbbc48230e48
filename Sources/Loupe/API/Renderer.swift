import CLoupePNG
import Foundation
import LoupeUI

/// Runs the whole pipeline — resolve → layout → paint → backend — for views on one thread.
/// Holds that thread's Pango engine and Cairo font cache; create one per thread (they are cheap to
/// keep, not to share). Renders are pure: the same view, size and scale give the same bytes.
public final class Renderer {
    public let fontSet: FontSet
    let textEngine: PangoTextEngine
    let canvas = CairoCanvas()

    public init(fontSet: FontSet) {
        self.fontSet = fontSet
        textEngine = PangoTextEngine(fontSet: fontSet)
    }

    /// A renderer over the pinned fonts in Fonts/.
    public convenience init() throws {
        self.init(fontSet: try FontSet.shared.get())
    }

    /// The renderer of the calling thread, made on first use (Pango is not thread-safe, so each
    /// thread keeps its own).
    /// With a `fontSet` (the pinned fonts and a run's app fonts), the thread keeps a renderer for it too.
    public static func forCurrentThread(fontSet: FontSet? = nil) throws -> Renderer {
        let key = fontSet.map { "org.loupe.renderer.\(ObjectIdentifier($0).hashValue)" } ?? "org.loupe.renderer"
        if let renderer = Thread.current.threadDictionary[key] as? Renderer, fontSet == nil || renderer.fontSet === fontSet { return renderer }
        let renderer = try fontSet.map { Renderer(fontSet: $0) } ?? Renderer()
        Thread.current.threadDictionary[key] = renderer
        return renderer
    }

    /// The stages up to the display list, for a root view proposed `size` at `scale`.
    public func pipeline(_ view: any View, size: CGSize, scale: CGFloat, environment: EnvironmentValues = EnvironmentValues(),
                         style: RenderingModeStyle? = nil) throws -> Pipeline {
        let resolved = try resolve(view, size: size, scale: scale, environment: environment)
        return paint(layout(resolved), style: style)
    }

    /// Stage 1: the view's body expanded under the environment.
    public func resolve(_ view: any View, size: CGSize, scale: CGFloat, environment: EnvironmentValues = EnvironmentValues()) throws -> ResolvedStage {
        try Self.validate(size: size, scale: scale)
        let diagnostics = Diagnostics()
        var environment = environment
        environment.displayScale = scale
        // Read before the reads are tracked: the renderer's own read is not the views'.
        let renderingMode = environment.widgetRenderingMode
        let reads = EnvironmentReads()
        environment.reads = reads
        let nodes = ResolveContext(environment: environment, diagnostics: diagnostics).resolve(view)
        // What files provide is settled here, before layout measures anything.
        let images = LoadedImages(nodes, displayScale: scale, diagnostics: diagnostics)
        return ResolvedStage(size: size, scale: scale, nodes: nodes, images: images, renderingMode: renderingMode,
                             isRightToLeft: environment.layoutDirection == .rightToLeft, reads: reads, diagnostics: diagnostics)
    }

    /// Stage 2: SwiftUI's layout over the resolved nodes.
    public func layout(_ resolved: ResolvedStage) -> LaidOutStage {
        let context = LayoutContext(textEngine: textEngine, displayScale: resolved.scale,
                                    images: resolved.images, diagnostics: resolved.diagnostics)
        let root = LayoutStage.layout(resolved.nodes, size: resolved.size, context: context, isRightToLeft: resolved.isRightToLeft)
        return LaidOutStage(size: resolved.size, scale: resolved.scale, root: root, renderingMode: resolved.renderingMode,
                            readsModeValues: resolved.reads.modeValues, diagnostics: resolved.diagnostics)
    }

    /// Stage 3: the display list, its colours mapped by `style` — a place's or a caller's own; by
    /// default, the rendering mode the views were resolved in.
    public func paint(_ laidOut: LaidOutStage, style: RenderingModeStyle? = nil) -> Pipeline {
        let style = style ?? RenderingModeStyle(mode: laidOut.renderingMode)
        return Pipeline(size: laidOut.size, scale: laidOut.scale, layout: laidOut.root,
                        displayList: PaintStage.paint(laidOut.root, size: laidOut.size, style: style), diagnostics: laidOut.diagnostics.all)
    }

    public func render(_ view: any View, size: CGSize, scale: CGFloat = 3, environment: EnvironmentValues = EnvironmentValues()) throws -> RenderedImage {
        let stages = try pipeline(view, size: size, scale: scale, environment: environment)
        return try rasterize(stages)
    }

    /// The stages as an SVG document.
    public func svg(_ stages: Pipeline) -> Data { SVGBackend.render(stages.displayList, canvas: canvas) }

    /// The stages as pixels.
    public func rasterize(_ stages: Pipeline) throws -> RenderedImage {
        RenderedImage(raster: try RasterBackend.render(stages.displayList, size: stages.size, scale: stages.scale, canvas: canvas), stages: stages)
    }

    /// Sizes must be finite and positive, and no side may exceed `Loupe.maximumPixelSide` pixels.
    static func validate(size: CGSize, scale: CGFloat) throws {
        guard scale.isFinite, scale > 0, scale <= 8 else {
            throw LoupeError.invalidSize("scale \(scale) is not a finite number between 0 and 8 (use 1, 2 or 3)")
        }
        for (name, value) in [("width", size.width), ("height", size.height)] {
            guard value.isFinite, value > 0 else {
                throw LoupeError.invalidSize("\(name) \(value) must be a finite number greater than 0 points")
            }
            let pixels = value * scale
            guard pixels <= CGFloat(Loupe.maximumPixelSide) else {
                throw LoupeError.invalidSize("\(name) \(value.formatted) pt at @\(scale.formatted)x is \(Int(pixels.rounded(.up))) pixels; the limit is \(Loupe.maximumPixelSide) a side")
            }
        }
    }
}

/// The resolved tree of one render, with what layout needs to know about it.
public struct ResolvedStage {
    public let size: CGSize
    public let scale: CGFloat
    public let nodes: [ResolvedNode]
    /// The images `nodes` draw, read and decoded (layout reads no file).
    let images: LoadedImages
    /// The rendering mode the views were resolved in (what `\.widgetRenderingMode` told them).
    public let renderingMode: WidgetRenderingMode
    let isRightToLeft: Bool
    /// What the views read so far; layout adds the reads of the content it resolves (a `GeometryReader`'s).
    let reads: EnvironmentReads
    let diagnostics: Diagnostics
}

/// The placed tree of one render.
public struct LaidOutStage {
    public let size: CGSize
    public let scale: CGFloat
    public let root: LayoutNode
    /// The rendering mode the views were resolved in.
    public let renderingMode: WidgetRenderingMode
    /// Whether any view read `\.widgetRenderingMode` or `\.showsWidgetContainerBackground` while it
    /// was resolved or laid out. If none did, the tree is the same in every mode: the background
    /// the accented and vibrant modes remove can be taken out (`removingContainerBackground`).
    let readsModeValues: Bool
    let diagnostics: Diagnostics

    /// The tree without the widget container's background: the node the container tagged
    /// (`WidgetFigures.containerBackgroundIdentifier`) replaced by its base. It is what layout gives
    /// where the system removes the background, since a background never changes its base's layout.
    func removingContainerBackground() -> LaidOutStage {
        LaidOutStage(size: size, scale: scale, root: root.removingContainerBackground() ?? root, renderingMode: renderingMode,
                     readsModeValues: readsModeValues, diagnostics: diagnostics)
    }
}

extension LayoutNode {
    /// The tree with the container's background node replaced by its base; nil if there is none.
    /// Only the path down to it is rebuilt.
    fileprivate func removingContainerBackground() -> LayoutNode? {
        if identifier == WidgetFigures.containerBackgroundIdentifier, case .secondary = content { return secondaryParts.base }
        for (i, child) in children.enumerated() {
            guard let without = child.removingContainerBackground() else { continue }
            var rebuilt = children
            rebuilt[i] = without
            return LayoutNode(kind: kind, frame: frame, identifier: identifier, children: rebuilt, content: content, detail: detail)
        }
        return nil
    }
}

/// The intermediate stages of one render, each a value you can dump.
public struct Pipeline {
    public let size: CGSize
    public let scale: CGFloat
    public let layout: LayoutNode
    public let displayList: DisplayList
    /// What the render said about itself: resources it could not find, other warnings.
    public let diagnostics: [Diagnostic]
    /// Warnings, as text: unknown symbols, missing images…
    public var warnings: [String] { diagnostics.map(\.description) }
    /// The resources the cell named and Loupe could not find or read (drawn as placeholders, clear,
    /// as written or in the system font).
    public var missingResources: [MissingResource] {
        diagnostics.compactMap { if case .missingResource(let missing) = $0 { missing } else { nil } }
    }
    /// The raster's size in whole pixels (a fraction of a pixel rounds up).
    public var pixelSize: (width: Int, height: Int) { RasterBackend.pixelSize(of: size, scale: scale) }

    /// The display list as an SVG document, on the calling thread's renderer.
    @available(*, deprecated, message: "a value does not reach for the thread's renderer: use Loupe.svg(_:) or renderer.svg(_:)")
    public func svgData() throws -> Data { try Loupe.svg(self) }
}

/// A rendered picture: straight (non-premultiplied) sRGB RGBA pixels, and its encodings.
public struct RenderedImage {
    public var width: Int { raster.width }
    public var height: Int { raster.height }
    /// Row-major RGBA, 4 bytes a pixel, no padding (made from the drawn surface the first time it is read).
    public var pixels: [UInt8] { raster.straightRGBA }
    public let stages: Pipeline
    let raster: DrawnRaster

    init(raster: DrawnRaster, stages: Pipeline) {
        self.raster = raster
        self.stages = stages
    }

    public var layout: LayoutNode { stages.layout }
    public var displayList: DisplayList { stages.displayList }
    public var warnings: [String] { stages.warnings }

    public func pngData() throws -> Data { try PNGCodec.encode(raster) }

    /// The PNG as a snapshot reference is stored: `pngData()` with the pixels' digest after the
    /// image data (a `loPX` chunk, PixelDigest), so comparing a later render with it needs no decoding.
    public func referencePNGData() throws -> Data { try PNGCodec.encode(raster, withDigest: true) }

    /// The digest of the pixels (PixelDigest).
    public var pixelDigest: PixelDigest { raster.pixelDigest }

    /// Whether another render has exactly these pixels (compared without converting either, when
    /// neither has been read as straight RGBA yet).
    public func hasSamePixels(as other: RenderedImage) -> Bool { raster.hasSamePixels(as: other.raster) }

    /// Whether a PNG file holds exactly these pixels, found without decoding it into an image: nil
    /// when the quick reader does not take the file (another PNG format, or a damaged file) — decode
    /// it and compare then. A file that carries a digest (`referencePNGData`) is answered by the
    /// digests alone; any other is compared as it inflates.
    public func isIdentical(toPNG data: Data) -> Bool? {
        if let stored = PixelDigest(storedIn: data, width: width, height: height) { return stored == pixelDigest }
        let status = data.withUnsafeBytes { bytes in
            let file = bytes.bindMemory(to: UInt8.self).baseAddress
            return raster.withPixels { pixels in
                switch pixels {
                case let .words(words, stride):
                    return loupe_png_equals_argb(file, bytes.count, words, UInt32(width), UInt32(height), stride)
                case .straight(let rgba):
                    return loupe_png_equals_rgba(file, bytes.count, rgba, UInt32(width), UInt32(height))
                }
            }
        }
        return status < 0 ? nil : status == 0
    }
    @available(*, deprecated, message: "a value does not reach for the thread's renderer: use Loupe.svg(image.stages) or renderer.svg(_:)")
    public func svgData() throws -> Data { try Loupe.svg(stages) }

    /// The pixel at (x, y) as RGBA bytes.
    public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        let i = (y * width + x) * 4
        return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
    }
}
