import Foundation

/// An outline made of lines and Bézier curves, in points. Arcs and ellipses become cubic curves
/// when added, so every consumer handles only four kinds of element.
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }
    public private(set) var elements: [Element] = []
    private var current = CGPoint.zero
    private var subpathStart = CGPoint.zero

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(_ build: (inout Path) -> Void) { build(&self) }

    public var isEmpty: Bool { elements.isEmpty }
    public var currentPoint: CGPoint? { elements.isEmpty ? nil : current }

    public mutating func move(to p: CGPoint) { elements.append(.move(to: p)); current = p; subpathStart = p }
    public mutating func addLine(to p: CGPoint) { ensureStarted(); elements.append(.line(to: p)); current = p }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) {
        ensureStarted(); elements.append(.quadCurve(to: p, control: control)); current = p
    }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) {
        ensureStarted(); elements.append(.curve(to: p, control1: control1, control2: control2)); current = p
    }
    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath); current = subpathStart
    }
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }
    public mutating func addRect(_ r: CGRect) {
        move(to: CGPoint(x: r.minX, y: r.minY)); addLine(to: CGPoint(x: r.maxX, y: r.minY))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY)); addLine(to: CGPoint(x: r.minX, y: r.maxY)); closeSubpath()
    }
    public mutating func addPath(_ other: Path) {
        for e in other.elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
            case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// An ellipse as four cubic quarter-arcs (control distance 0.5523 of the radius).
    public mutating func addEllipse(in r: CGRect) {
        let k: CGFloat = 0.5522847498
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// An arc in SwiftUI's convention: angles from the positive x axis, y pointing down, so
    /// `clockwise: false` runs visually clockwise on screen (as SwiftUI's Path does).
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool) {
        var start = startAngle.radians, end = endAngle.radians
        if clockwise { while end > start { end -= 2 * .pi } } else { while end < start { end += 2 * .pi } }
        let startPoint = CGPoint(x: center.x + radius * cos(start), y: center.y + radius * sin(start))
        if elements.isEmpty { move(to: startPoint) } else { addLine(to: startPoint) }
        let total = end - start
        let segments = max(Int((abs(total) / (.pi / 2)).rounded(.up)), 1)
        let step = total / Double(segments)
        let k = 4 / 3 * tan(step / 4)
        for _ in 0..<segments {
            let a0 = start, a1 = start + step
            let p0 = CGPoint(x: center.x + radius * cos(a0), y: center.y + radius * sin(a0))
            let p1 = CGPoint(x: center.x + radius * cos(a1), y: center.y + radius * sin(a1))
            addCurve(to: p1,
                     control1: CGPoint(x: p0.x - k * radius * sin(a0), y: p0.y + k * radius * cos(a0)),
                     control2: CGPoint(x: p1.x + k * radius * sin(a1), y: p1.y - k * radius * cos(a1)))
            start = a1
        }
    }

    public mutating func addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        let rx = min(max(cornerSize.width, 0), r.width / 2), ry = min(max(cornerSize.height, 0), r.height / 2)
        guard rx > 0, ry > 0 else { addRect(r); return }
        if style == .continuous && rx == ry { addContinuousRoundedRect(r, radius: rx); return }
        let k: CGFloat = 0.5522847498
        move(to: CGPoint(x: r.minX + rx, y: r.minY))
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY))
        addCurve(to: CGPoint(x: r.maxX, y: r.minY + ry), control1: CGPoint(x: r.maxX - rx + k * rx, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + ry - k * ry))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry))
        addCurve(to: CGPoint(x: r.maxX - rx, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - ry + k * ry), control2: CGPoint(x: r.maxX - rx + k * rx, y: r.maxY))
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY))
        addCurve(to: CGPoint(x: r.minX, y: r.maxY - ry), control1: CGPoint(x: r.minX + rx - k * rx, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - ry + k * ry))
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry))
        addCurve(to: CGPoint(x: r.minX + rx, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + ry - k * ry), control2: CGPoint(x: r.minX + rx - k * rx, y: r.minY))
        closeSubpath()
    }

    /// Apple's "continuous" corner: the curvature eases in over 1.528 × the radius instead of
    /// jumping at the tangent point. Three cubics per corner; the coefficients are the commonly
    /// published reverse-engineered fit of UIBezierPath's continuous corners (EST, ≤ 0.5 % off).
    private mutating func addContinuousRoundedRect(_ rect: CGRect, radius: CGFloat) {
        let limit = min(rect.width, rect.height) / 2 / 1.52866483
        let r = min(radius, limit)
        // Each corner is described from its own corner point, along (u: toward the corner along the
        // incoming edge, v: away from it along the outgoing edge), in units of r.
        let k: [(CGFloat, CGFloat)] = [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100),
                                        (0.37282392, 0.16905899), (0.16905899, 0.37282392), (0.07491100, 0.63149399),
                                        (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)]
        // Corner point, direction along the incoming edge, direction along the outgoing edge.
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        func point(_ corner: (CGPoint, CGPoint, CGPoint), _ c: (CGFloat, CGFloat)) -> CGPoint {
            let (p, along, out) = corner
            return CGPoint(x: p.x - along.x * c.0 * r + out.x * c.1 * r, y: p.y - along.y * c.0 * r + out.y * c.1 * r)
        }
        move(to: point(corners[3], k[9]))
        for corner in corners {
            addLine(to: point(corner, k[0]))
            addCurve(to: point(corner, k[3]), control1: point(corner, k[1]), control2: point(corner, k[2]))
            addCurve(to: point(corner, k[6]), control1: point(corner, k[4]), control2: point(corner, k[5]))
            addCurve(to: point(corner, k[9]), control1: point(corner, k[7]), control2: point(corner, k[8]))
        }
        closeSubpath()
    }

    /// A rectangle with its own radius at each corner (`UnevenRoundedRectangle`), each corner
    /// continuous or circular; radii clamped so neighbouring corners never overlap.
    public mutating func addRoundedRect(in rect: CGRect, cornerRadii radii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        // Order: top trailing, bottom trailing, bottom leading, top leading (clockwise from the top edge).
        let wanted = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading].map { $0.isFinite ? max($0, 0) : 0 }
        guard wanted.contains(where: { $0 > 0 }) else { addRect(rect); return }
        // How far a corner reaches along its edges, in radii: continuous corners ease in further.
        let reach: CGFloat = style == .continuous ? 1.52866483 : 1
        let limit = min(rect.width, rect.height) / 2 / reach
        let r = wanted.map { min($0, limit) }
        let corners: [(CGPoint, CGPoint, CGPoint)] = [
            (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1)),
            (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0)),
            (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1)),
            (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0)),
        ]
        func point(_ i: Int, _ c: (CGFloat, CGFloat)) -> CGPoint {
            let (p, along, out) = corners[i]
            return CGPoint(x: p.x - along.x * c.0 * r[i] + out.x * c.1 * r[i], y: p.y - along.y * c.0 * r[i] + out.y * c.1 * r[i])
        }
        // The continuous fit of addContinuousRoundedRect, or a circular quarter (cubic, k = 0.5523).
        let k: [(CGFloat, CGFloat)] = style == .continuous
            ? [(1.52866483, 0), (1.08849323, 0), (0.86840689, 0), (0.63149399, 0.07491100), (0.37282392, 0.16905899),
               (0.16905899, 0.37282392), (0.07491100, 0.63149399), (0, 0.86840689), (0, 1.08849323), (0, 1.52866483)]
            : [(1, 0), (1 - 0.5522847498, 0), (0, 1 - 0.5522847498), (0, 1)]
        move(to: point(3, k[k.count - 1]))
        for i in 0..<4 {
            addLine(to: point(i, k[0]))
            guard r[i] > 0 else { continue }
            if style == .continuous {
                addCurve(to: point(i, k[3]), control1: point(i, k[1]), control2: point(i, k[2]))
                addCurve(to: point(i, k[6]), control1: point(i, k[4]), control2: point(i, k[5]))
                addCurve(to: point(i, k[9]), control1: point(i, k[7]), control2: point(i, k[8]))
            } else {
                addCurve(to: point(i, k[3]), control1: point(i, k[1]), control2: point(i, k[2]))
            }
        }
        closeSubpath()
    }

    private mutating func ensureStarted() { if elements.isEmpty { move(to: current) } }

    /// The path with every point mapped through `transform`.
    public func applying(_ transform: (CGPoint) -> CGPoint) -> Path {
        var out = Path()
        out.elements = elements.map {
            switch $0 {
            case .move(let p): return .move(to: transform(p))
            case .line(let p): return .line(to: transform(p))
            case let .quadCurve(p, c): return .quadCurve(to: transform(p), control: transform(c))
            case let .curve(p, c1, c2): return .curve(to: transform(p), control1: transform(c1), control2: transform(c2))
            case .closeSubpath: return .closeSubpath
            }
        }
        return out
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying { CGPoint(x: $0.x + dx, y: $0.y + dy) } }

    public static func == (a: Path, b: Path) -> Bool { a.elements == b.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }
