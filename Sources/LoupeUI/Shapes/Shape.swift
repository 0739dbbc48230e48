import Foundation

/// A 2D outline that fills what it is offered, as SwiftUI's Shape. A shape used as a view is
/// filled with the foreground style.
public protocol Shape: View where Body == Never {
    func path(in rect: CGRect) -> Path
    /// The shape's size for a proposal: by default the proposal, with unspecified dimensions 10 pt.
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

extension Shape {
    public var body: Never { fatalError("\(type(of: self)) is a shape and has no body") }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    public func fill<S: ShapeStyle>(_ style: S, style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(style), eoFill: fillStyle.isEOFilled))
    }
    public func fill(style fillStyle: FillStyle = FillStyle()) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .fill(AnyShapeStyle(ForegroundStyle()), eoFill: fillStyle.isEOFilled))
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<Self> {
        _ShapeView(shape: self, drawing: .stroke(AnyShapeStyle(style), strokeStyle))
    }
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<Self> {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func stroke(style strokeStyle: StrokeStyle) -> _ShapeView<Self> { stroke(ForegroundStyle(), style: strokeStyle) }
    public func stroke(lineWidth: CGFloat = 1) -> _ShapeView<Self> { stroke(ForegroundStyle(), lineWidth: lineWidth) }

    public func trim(from start: CGFloat = 0, to end: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: start, to: end)
    }
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(base: self, angle: angle, anchor: anchor)
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> { OffsetShape(base: self, offset: CGSize(width: x, height: y)) }
    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(base: self, offset: offset) }
}

/// A shape whose outline can be inset, so it can be stroked inside its bounds (`strokeBorder`).
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle) -> _ShapeView<InsetShape> {
        inset(by: strokeStyle.lineWidth / 2).stroke(style, style: strokeStyle)
    }
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }
    public func strokeBorder(lineWidth: CGFloat = 1) -> _ShapeView<InsetShape> { strokeBorder(ForegroundStyle(), lineWidth: lineWidth) }
}

public struct FillStyle: Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}

public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth.isFinite ? max(lineWidth, 0) : 1
        (self.lineCap, self.lineJoin, self.miterLimit, self.dash, self.dashPhase) = (lineCap, lineJoin, miterLimit, dash, dashPhase)
    }
}

/// A shape with its drawing decided: `Circle().fill(.red)`, `Capsule().stroke(.blue, lineWidth: 2)`.
public struct _ShapeView<Content: Shape>: View, PrimitiveView {
    enum Drawing { case fill(AnyShapeStyle, eoFill: Bool), stroke(AnyShapeStyle, StrokeStyle) }
    let shape: Content
    let drawing: Drawing
    public var body: Never { primitiveBody() }
    package func resolve(in context: ResolveContext) -> [ResolvedNode] {
        let environment = context.environment
        let resolved: ResolvedShape.Drawing
        switch drawing {
        case let .fill(style, eo):
            // An image paint is no single paint: it fills the shape with views of its own.
            if let paint = style.base as? ImagePaint { return paint.fill(shape, eoFill: eo, in: context) }
            resolved = .fill(style._resolvePaint(in: environment), eoFill: eo)
        case let .stroke(style, stroke): resolved = .stroke(style._resolvePaint(in: environment), stroke)
        }
        return [Redaction.shape(ResolvedShape(shape, drawing: resolved, environment: environment), in: environment)]
    }
}

extension _ShapeView {
    /// iOS 17: a filled shape stroked on top, centred on its outline (`Circle().fill(.red).stroke(.blue)`).
    public func stroke<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(style, lineWidth: lineWidth))
    }
    public func stroke<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.stroke(style, style: strokeStyle))
    }
}

extension _ShapeView where Content: InsettableShape {
    /// iOS 17: a filled shape stroked inside its outline (`RoundedRectangle(…).fill(.red).strokeBorder(.blue)`).
    public func strokeBorder<S: ShapeStyle>(_ style: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(style, lineWidth: lineWidth))
    }
    public func strokeBorder<S: ShapeStyle>(_ style: S, style strokeStyle: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay(shape.strokeBorder(style, style: strokeStyle))
    }
}

/// A shape ready to lay out and draw: how it sizes, its outline in a rect, and its paint.
public struct ResolvedShape {
    public enum Drawing {
        case fill(ResolvedPaint, eoFill: Bool)
        case stroke(ResolvedPaint, StrokeStyle)
    }
    public let name: String
    public let drawing: Drawing
    let pathIn: (CGRect) -> Path
    let sizing: (ProposedViewSize) -> CGSize

    public init<S: Shape>(_ shape: S, drawing: Drawing, environment: EnvironmentValues = EnvironmentValues()) {
        self.name = String(describing: S.self).components(separatedBy: "<").first ?? "Shape"
        self.drawing = drawing
        let container = environment.containerShapeRadius
        if shape is ContainerRelativeShape {
            self.pathIn = { Path(roundedRect: $0, cornerRadius: container, style: .continuous) }
        } else {
            self.pathIn = { shape.path(in: $0) }
        }
        self.sizing = { shape.sizeThatFits($0) }
    }

    public func path(in rect: CGRect) -> Path { pathIn(rect) }
    /// The path for a view placed at `frame` (root coordinates): as in SwiftUI, `path(in:)` is
    /// asked for the frame's own bounds — origin zero — and the result is moved onto the frame, so
    /// a `Path` used as a view and a custom shape's coordinates are local (issue #13 item 4).
    public func path(placedIn frame: CGRect) -> Path {
        pathIn(CGRect(origin: .zero, size: frame.size)).offsetBy(dx: frame.minX, dy: frame.minY)
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { sizing(proposal) }

    private init(name: String, drawing: Drawing, pathIn: @escaping (CGRect) -> Path, sizing: @escaping (ProposedViewSize) -> CGSize) {
        (self.name, self.drawing, self.pathIn, self.sizing) = (name, drawing, pathIn, sizing)
    }

    /// The same shape drawn differently (redaction).
    func withDrawing(_ drawing: Drawing) -> ResolvedShape {
        ResolvedShape(name: name, drawing: drawing, pathIn: pathIn, sizing: sizing)
    }
}

extension ResolveContext {
    /// Shapes used directly as views are filled with the foreground style.
    func resolveShape<S: Shape>(_ shape: S) -> [ResolvedNode] {
        [Redaction.shape(ResolvedShape(shape, drawing: .fill(environment.resolvedForeground, eoFill: false), environment: environment), in: environment)]
    }
}

struct ContainerShapeRadiusKey: EnvironmentKey { static let defaultValue: CGFloat = 0 }
extension EnvironmentValues {
    /// The corner radius `ContainerRelativeShape` takes: the widget container's, minus any padding
    /// between it and the shape. 0 outside a container.
    public var containerShapeRadius: CGFloat { get { self[ContainerShapeRadiusKey.self] } set { self[ContainerShapeRadiusKey.self] = newValue } }
}
