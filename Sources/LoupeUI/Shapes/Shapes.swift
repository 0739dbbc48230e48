import Foundation

public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Rectangle { var s = self; s.insetAmount += amount; return s }
}

public struct RoundedRectangle: InsettableShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        let r = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        cornerSize = CGSize(width: r, height: r)
        self.style = style
    }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        return Path(roundedRect: r, cornerSize: CGSize(width: max(cornerSize.width - insetAmount, 0), height: max(cornerSize.height - insetAmount, 0)), style: style)
    }
    public func inset(by amount: CGFloat) -> RoundedRectangle { var s = self; s.insetAmount += amount; return s }
}

public struct Capsule: InsettableShape {
    public var style: RoundedCornerStyle
    var insetAmount: CGFloat = 0
    public init(style: RoundedCornerStyle = .circular) { self.style = style }
    public func path(in rect: CGRect) -> Path {
        let r = rect.insetBy(dx: insetAmount, dy: insetAmount)
        let radius = min(r.width, r.height) / 2
        return Path(roundedRect: r, cornerRadius: radius, style: .circular)
    }
    public func inset(by amount: CGFloat) -> Capsule { var s = self; s.insetAmount += amount; return s }
}

public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> Ellipse { var s = self; s.insetAmount += amount; return s }
}

/// A circle: the largest square that fits the proposal (layout.md §2.1), drawn centred.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        let square = CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side)
        return Path(ellipseIn: square.insetBy(dx: insetAmount, dy: insetAmount))
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let side = min(proposal.width ?? 10, proposal.height ?? 10)
        return CGSize(width: side, height: side)
    }
    public func inset(by amount: CGFloat) -> Circle { var s = self; s.insetAmount += amount; return s }
}

/// The container's shape: inside a widget, a continuous rounded rectangle concentric with it.
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    public init() {}
    /// Resolved against the environment's container radius when drawn (see ResolvedShape).
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { var s = self; s.insetAmount += amount; return s }
}

extension Path: Shape {
    public func path(in rect: CGRect) -> Path { self }
}

public struct TrimmedShape<Base: Shape>: Shape {
    let base: Base, from: CGFloat, to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

public struct RotatedShape<Base: Shape>: Shape {
    let base: Base, angle: Angle, anchor: UnitPoint
    public func path(in rect: CGRect) -> Path {
        let ax = rect.minX + anchor.x * rect.width, ay = rect.minY + anchor.y * rect.height
        let c = cos(angle.radians), s = sin(angle.radians)
        return base.path(in: rect).applying { p in
            CGPoint(x: ax + (p.x - ax) * c - (p.y - ay) * s, y: ay + (p.x - ax) * s + (p.y - ay) * c)
        }
    }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

public struct OffsetShape<Base: Shape>: Shape {
    let base: Base, offset: CGSize
    public func path(in rect: CGRect) -> Path { base.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { base.sizeThatFits(proposal) }
}

/// Shapes conform to PrimitiveView through the resolver (a protocol cannot conform to another in
/// an extension), which fills them with the foreground style.
extension ResolveContext {
    func resolveIfShape(_ view: any View) -> [ResolvedNode]? {
        guard let shape = view as? any Shape else { return nil }
        return resolveShape(shape)
    }
}
