import Foundation

/// SwiftUI's Canvas: immediate-mode drawing through a GraphicsContext. Loupe runs the renderer
/// once the canvas has its size (it fills what it is offered, as a GeometryReader does) and turns
/// what it drew into ordinary views — paths as shapes in the canvas's coordinates, texts and images
/// placed at their points — stacked in drawing order, so the engine and both backends draw a canvas
/// with nothing of its own. The context's state (transform, opacity, blend mode, clip) is applied to
/// each drawing as it is made, as GraphicsContext does. Not drawn: filters (`addFilter`), resolved
/// symbols, and rotated or skewed text (a text takes the transform's translation and scale of its
/// point only).
public struct Canvas<Symbols: View>: View {
    let renderer: (inout GraphicsContext, CGSize) -> Void

    public init(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
                renderer: @escaping (inout GraphicsContext, CGSize) -> Void) where Symbols == EmptyView {
        self.renderer = renderer
    }

    public var body: some View {
        GeometryReader { proxy in
            let drawing = GraphicsContext.record(size: proxy.size, renderer)
            ZStack(alignment: .topLeading) {
                ForEach(Array(drawing.enumerated()), id: \.offset) { $0.element }
            }
            .frame(width: proxy.size.width, height: proxy.size.height, alignment: .topLeading)
            .transformEnvironment { $0.canvasSize = proxy.size }
            // A canvas is one drawing to VoiceOver, not the texts inside it.
            .accessibilityHidden(true)
        }
    }
}

/// How a canvas blends colours; Loupe draws in sRGB whatever it says.
public enum ColorRenderingMode: Hashable, Sendable { case nonLinear, linear, extendedLinear }

/// What a Canvas renderer draws with. Each drawing call records a view; the context's state at the
/// time of the call (transform, opacity, blend mode, clip) is applied to it.
public struct GraphicsContext {
    public var opacity: Double = 1
    public var blendMode: BlendMode = .normal
    public var transform: CGAffineTransform = .identity
    public var environment = EnvironmentValues()
    let size: CGSize
    var clips: [(path: Path, style: FillStyle)] = []
    /// The drawings so far; shared with layers drawn through `drawLayer`, which append to it.
    let sink: Sink

    final class Sink { var views: [AnyView] = [] }

    static func record(size: CGSize, _ renderer: (inout GraphicsContext, CGSize) -> Void) -> [AnyView] {
        var context = GraphicsContext(size: size, sink: Sink())
        renderer(&context, size)
        return context.sink.views
    }

    /// How a path is painted: a colour, a gradient in the canvas's coordinates, or any shape style.
    public struct Shading {
        let style: AnyShapeStyle
        public static func color(_ color: Color) -> Shading { Shading(style: AnyShapeStyle(color)) }
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(style: AnyShapeStyle(style)) }
        public static var foreground: Shading { Shading(style: AnyShapeStyle(ForegroundStyle())) }
        /// Gradient points are in the canvas's coordinates (the untransformed canvas).
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasLinearGradient(gradient: gradient, start: startPoint, end: endPoint)))
        }
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat,
                                          options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasRadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)))
        }
        public static func conicGradient(_ gradient: Gradient, center: CGPoint, angle: Angle = .zero, options: GradientOptions = GradientOptions()) -> Shading {
            Shading(style: AnyShapeStyle(CanvasConicGradient(gradient: gradient, center: center, angle: angle)))
        }
    }

    public struct GradientOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let `repeat` = GradientOptions(rawValue: 1)
        public static let mirror = GradientOptions(rawValue: 2)
        public static let linearColor = GradientOptions(rawValue: 4)
    }

    public struct ClipOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let inverse = ClipOptions(rawValue: 1)
    }

    public struct Filter { public static func blur(radius: CGFloat) -> Filter { Filter() } }

    // MARK: State

    public mutating func translateBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(translationX: x, y: y).concatenating(transform) }
    public mutating func scaleBy(x: CGFloat, y: CGFloat) { transform = CGAffineTransform(scaleX: x, y: y).concatenating(transform) }
    public mutating func rotate(by angle: Angle) { transform = CGAffineTransform(rotationAngle: angle.radians).concatenating(transform) }
    public mutating func concatenate(_ matrix: CGAffineTransform) { transform = matrix.concatenating(transform) }
    /// Later drawings are clipped to the path (in the current transform). Inverse clips are not drawn.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle(), options: ClipOptions = ClipOptions()) {
        guard !options.contains(.inverse) else { return }
        clips.append((path.applying(transform), style))
    }
    /// Accepted: filters are not drawn.
    public mutating func addFilter(_ filter: Filter, options: Int = 0) {}
    /// The canvas's bounds in the current coordinates (for an unrotated transform).
    public var clipBoundingRect: CGRect {
        let inverse = transform.inverted()
        let a = inverse.apply(.zero), b = inverse.apply(CGPoint(x: size.width, y: size.height))
        return CGRect(x: min(a.x, b.x), y: min(a.y, b.y), width: abs(b.x - a.x), height: abs(b.y - a.y))
    }

    // MARK: Drawing

    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        add(AnyView(path.applying(transform).fill(shading.style, style: style)))
    }
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        var scaled = style
        scaled.lineWidth *= transform.lineScale
        add(AnyView(path.applying(transform).stroke(shading.style, style: scaled)))
    }
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// A text with its anchor point at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        place(AnyView(text.fixedSize().scaleEffect(transform.lineScale, anchor: anchor)), at: transform.apply(point), anchor: anchor)
    }
    /// A text laid out in a rectangle.
    public func draw(_ text: Text, in rect: CGRect) {
        place(AnyView(text.frame(width: rect.width, height: rect.height, alignment: .topLeading)), at: transform.apply(rect.origin), anchor: .topLeading)
    }
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        place(AnyView(image.fixedSize()), at: transform.apply(point), anchor: anchor)
    }
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        let box = CGRect(origin: transform.apply(rect.origin), size: CGSize(width: rect.width * transform.lineScale, height: rect.height * transform.lineScale))
        place(AnyView(image.resizable().frame(width: box.width, height: box.height)), at: box.origin, anchor: .topLeading)
    }

    /// Draws into a layer that is composited as one, with this context's opacity and blend mode.
    public func drawLayer(content: (inout GraphicsContext) throws -> Void) rethrows {
        var layer = GraphicsContext(size: size, sink: Sink())
        layer.transform = transform
        layer.environment = environment
        layer.clips = clips
        try content(&layer)
        let views = layer.sink.views
        let group = ZStack(alignment: .topLeading) { ForEach(Array(views.enumerated()), id: \.offset) { $0.element } }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        sink.views.append(AnyView(group.compositingGroup().opacity(opacity).blendMode(blendMode)))
    }

    /// A path drawing: in the canvas's own frame, with the context's state.
    private func add(_ view: AnyView) {
        var drawn = AnyView(view.frame(width: size.width, height: size.height))
        for clip in clips { drawn = AnyView(drawn.clipShape(clip.path, style: clip.style)) }
        // Opacity and blending only where they change something: each makes a layer of its own
        // (an offscreen group), which at full opacity and normal blending draws the same pixels.
        if opacity < 1 { drawn = AnyView(drawn.opacity(opacity)) }
        if blendMode != .normal { drawn = AnyView(drawn.blendMode(blendMode)) }
        sink.views.append(drawn)
    }

    /// A view of its own size with its anchor at `point`, in the canvas's frame.
    private func place(_ view: AnyView, at point: CGPoint, anchor: UnitPoint) {
        let placed = Color.clear.frame(width: size.width, height: size.height)
            .overlay(alignment: .topLeading) {
                view.alignmentGuide(.leading) { $0.width * anchor.x - point.x }
                    .alignmentGuide(.top) { $0.height * anchor.y - point.y }
            }
        add(AnyView(placed))
    }
}

extension CGAffineTransform {
    /// `self` then `other`, as CoreGraphics composes them.
    public func concatenating(_ other: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * other.a + b * other.c, b: a * other.b + b * other.d,
                          c: c * other.a + d * other.c, d: c * other.b + d * other.d,
                          tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
    }
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    /// How much lengths grow under the transform (the square root of its determinant's size).
    var lineScale: CGFloat { sqrt(abs(a * d - b * c)) }
}

extension Path {
    /// The path with every point put through the transform.
    public func applying(_ transform: CGAffineTransform) -> Path { applying { transform.apply($0) } }
}

/// A canvas gradient: points in the canvas's coordinates, turned into the unit points of the
/// shape's bounds — every canvas drawing spans the whole canvas, so those bounds are the canvas.
struct CanvasLinearGradient: ShapeStyle {
    let gradient: Gradient, start: CGPoint, end: CGPoint
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .linearGradient(gradient.resolve(in: environment), start: environment.canvasUnit(start), end: environment.canvasUnit(end))
    }
}
struct CanvasRadialGradient: ShapeStyle {
    let gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .radialGradient(gradient.resolve(in: environment), center: environment.canvasUnit(center), startRadius: startRadius, endRadius: endRadius)
    }
}
struct CanvasConicGradient: ShapeStyle {
    let gradient: Gradient, center: CGPoint, angle: Angle
    func _resolvePaint(in environment: EnvironmentValues) -> ResolvedPaint {
        .angularGradient(gradient.resolve(in: environment), center: environment.canvasUnit(center), startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }
}

struct CanvasSizeKey: EnvironmentKey { static let defaultValue = CGSize(width: 1, height: 1) }
extension EnvironmentValues {
    /// The size of the canvas being drawn, for its gradients' points.
    var canvasSize: CGSize { get { self[CanvasSizeKey.self] } set { self[CanvasSizeKey.self] = newValue } }
    func canvasUnit(_ point: CGPoint) -> UnitPoint {
        UnitPoint(x: canvasSize.width > 0 ? point.x / canvasSize.width : 0, y: canvasSize.height > 0 ? point.y / canvasSize.height : 0)
    }
}
