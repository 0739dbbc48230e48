import Foundation
import LoupeUI

/// A line or area edge through a series' points as an interpolation method draws it: a start and
/// segments, kept as values (not a `Path`) so an area can run its lower edge backwards along the
/// very curve a line over the same points draws, for every method.
struct ChartCurve: Equatable {
    enum Segment: Equatable {
        case line(to: CGPoint)
        case cubic(to: CGPoint, control1: CGPoint, control2: CGPoint)

        var end: CGPoint {
            switch self { case .line(let to), .cubic(let to, _, _): return to }
        }
    }

    let start: CGPoint
    let segments: [Segment]

    /// The curve through `points` (at least one), left to right in their order.
    init(through points: [CGPoint], _ method: InterpolationMethod) {
        start = points[0]
        segments = points.count < 2 ? [] : Self.segments(through: points, method.kind)
    }

    private init(start: CGPoint, segments: [Segment]) {
        (self.start, self.segments) = (start, segments)
    }

    /// The same curve run from its end to its start: each cubic's controls swapped, so the shape is
    /// the same, point for point.
    var reversed: ChartCurve {
        let ends = [start] + segments.map(\.end)
        var back: [Segment] = []
        for index in segments.indices.reversed() {
            switch segments[index] {
            case .line: back.append(.line(to: ends[index]))
            case let .cubic(_, control1, control2): back.append(.cubic(to: ends[index], control1: control2, control2: control1))
            }
        }
        return ChartCurve(start: ends.last ?? start, segments: back)
    }

    /// The curve as a path of its own.
    var path: Path {
        var path = Path()
        path.move(to: start)
        append(to: &path)
        return path
    }

    /// Continues `path` along the curve's segments, from wherever it is (a caller joins the start).
    func append(to path: inout Path) {
        for segment in segments {
            switch segment {
            case .line(let to): path.addLine(to: to)
            case let .cubic(to, control1, control2): path.addCurve(to: to, control1: control1, control2: control2)
            }
        }
    }

    private static func segments(through points: [CGPoint], _ kind: InterpolationMethod.Kind) -> [Segment] {
        let pairs = Array(zip(points, points.dropFirst()))
        switch kind {
        case .linear:
            return pairs.map { .line(to: $0.1) }
        case .monotone where points.count < 3:
            return pairs.map { .line(to: $0.1) }
        case .monotone:
            // Monotone cubic (Fritsch–Carlson): tangents that never overshoot a point, so a series
            // that only rises draws a curve that only rises.
            let tangents = monotoneTangents(points)
            return pairs.enumerated().map { i, pair in
                let (p1, p2) = pair, dx = (p2.x - p1.x) / 3
                return .cubic(to: p2, control1: CGPoint(x: p1.x + dx, y: p1.y + tangents[i] * dx),
                              control2: CGPoint(x: p2.x - dx, y: p2.y - tangents[i + 1] * dx))
            }
        case .cardinal(let tension):
            // Tangents (1 − tension) × half the chord across each point; at the ends the point
            // stands in for its missing neighbour. Tension 0 is the uniform Catmull-Rom spline.
            let k = (1 - tension) / 6
            return pairs.enumerated().map { i, pair in
                let p0 = points[max(i - 1, 0)], (p1, p2) = pair, p3 = points[min(i + 2, points.count - 1)]
                return .cubic(to: p2, control1: CGPoint(x: p1.x + k * (p2.x - p0.x), y: p1.y + k * (p2.y - p0.y)),
                              control2: CGPoint(x: p2.x - k * (p3.x - p1.x), y: p2.y - k * (p3.y - p1.y)))
            }
        case .catmullRom(let alpha):
            return pairs.enumerated().map { i, pair in
                catmullRom(points[max(i - 1, 0)], pair.0, pair.1, points[min(i + 2, points.count - 1)], alpha: alpha)
            }
        case .stepStart, .stepEnd, .stepCenter:
            // Each step a run and a rise: the new value taken at the start, the end or midway.
            var steps: [Segment] = [], at = points[0]
            for (a, b) in pairs {
                let turn = kind == .stepStart ? a.x : kind == .stepEnd ? b.x : (a.x + b.x) / 2
                for corner in [CGPoint(x: turn, y: a.y), CGPoint(x: turn, y: b.y), b] where corner != at {
                    steps.append(.line(to: corner))
                    at = corner
                }
            }
            return steps
        }
    }

    /// The segment p1 → p2 of a Catmull-Rom spline parameterised by chord length to the power
    /// `alpha` (0 uniform, 0.5 centripetal, 1 chordal), as a cubic Bézier: each control point is
    /// the tangent the knot spacing gives, over a third of the segment (Yuksel, Schaefer and Keyser,
    /// "On the parameterization of Catmull-Rom curves"). A missing neighbour at an end (the point
    /// repeated) leaves that control on its point.
    static func catmullRom(_ p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint, alpha: CGFloat) -> Segment {
        func spacing(_ a: CGPoint, _ b: CGPoint) -> CGFloat { pow(hypot(b.x - a.x, b.y - a.y), alpha) }
        let d01 = p0 == p1 ? 0 : spacing(p0, p1), d12 = spacing(p1, p2), d23 = p2 == p3 ? 0 : spacing(p2, p3)
        var control1 = p1, control2 = p2
        if d01 > 1e-9, d12 > 1e-9 {
            // The tangent at p1 of the curve through p0, p1, p2 with knots d01 and d12 apart.
            let a = 2 * d01 * d01 + 3 * d01 * d12 + d12 * d12, n = 3 * d01 * (d01 + d12)
            control1 = CGPoint(x: (p1.x * a - p0.x * d12 * d12 + p2.x * d01 * d01) / n,
                               y: (p1.y * a - p0.y * d12 * d12 + p2.y * d01 * d01) / n)
        } else if d12 > 1e-9 {
            control1 = CGPoint(x: p1.x + (p2.x - p1.x) / 6, y: p1.y + (p2.y - p1.y) / 6)
        }
        if d23 > 1e-9, d12 > 1e-9 {
            let b = 2 * d23 * d23 + 3 * d23 * d12 + d12 * d12, m = 3 * d23 * (d23 + d12)
            control2 = CGPoint(x: (p2.x * b + p1.x * d23 * d23 - p3.x * d12 * d12) / m,
                               y: (p2.y * b + p1.y * d23 * d23 - p3.y * d12 * d12) / m)
        } else if d12 > 1e-9 {
            control2 = CGPoint(x: p2.x - (p2.x - p1.x) / 6, y: p2.y - (p2.y - p1.y) / 6)
        }
        return .cubic(to: p2, control1: control1, control2: control2)
    }

    /// Fritsch–Carlson tangents (dy/dx at each point): zero at a turn, and limited so the curve
    /// between two points stays between them.
    static func monotoneTangents(_ points: [CGPoint]) -> [CGFloat] {
        let n = points.count
        let slopes = (0..<(n - 1)).map { i -> CGFloat in
            let dx = points[i + 1].x - points[i].x
            return dx == 0 ? 0 : (points[i + 1].y - points[i].y) / dx
        }
        var tangents = [CGFloat](repeating: 0, count: n)
        tangents[0] = slopes[0]
        tangents[n - 1] = slopes[n - 2]
        for i in 1..<(n - 1) { tangents[i] = slopes[i - 1] * slopes[i] <= 0 ? 0 : (slopes[i - 1] + slopes[i]) / 2 }
        for i in 0..<(n - 1) {
            guard slopes[i] != 0 else { tangents[i] = 0; tangents[i + 1] = 0; continue }
            let a = tangents[i] / slopes[i], b = tangents[i + 1] / slopes[i]
            let length = (a * a + b * b).squareRoot()
            if length > 3 { tangents[i] = 3 * a / length * slopes[i]; tangents[i + 1] = 3 * b / length * slopes[i] }
        }
        return tangents
    }
}
