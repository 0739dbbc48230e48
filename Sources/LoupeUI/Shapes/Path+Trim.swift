import Foundation

extension Path {
    /// The part of the path between two fractions of its length, as SwiftUI's `trim(from:to:)`.
    /// Curves are flattened finely (1/64 of a segment) before cutting: enough for display at @3x.
    public func trimmedPath(from start: CGFloat, to end: CGFloat) -> Path {
        let from = min(max(start.isNaN ? 0 : start, 0), 1), to = min(max(end.isNaN ? 1 : end, 0), 1)
        guard to > from else { return Path() }
        if from == 0 && to == 1 { return self }
        let polylines = flattened()
        let total = polylines.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let a = from * total, b = to * total
        var out = Path(), travelled: CGFloat = 0
        for line in polylines {
            var started = false
            for i in 1..<line.points.count {
                let p0 = line.points[i - 1], p1 = line.points[i]
                let length = hypot(p1.x - p0.x, p1.y - p0.y)
                let s0 = travelled, s1 = travelled + length
                travelled = s1
                guard s1 > a, s0 < b, length > 0 else { continue }
                func at(_ s: CGFloat) -> CGPoint {
                    let t = (s - s0) / length
                    return CGPoint(x: p0.x + (p1.x - p0.x) * t, y: p0.y + (p1.y - p0.y) * t)
                }
                if !started { out.move(to: at(max(a, s0))); started = true }
                out.addLine(to: at(min(b, s1)))
            }
        }
        return out
    }

    struct Polyline { var points: [CGPoint]; var length: CGFloat }

    func flattened(steps: Int = 64) -> [Polyline] {
        var lines: [Polyline] = [], points: [CGPoint] = [], current = CGPoint.zero, start = CGPoint.zero
        func finish() {
            if points.count > 1 {
                let length = zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
                lines.append(Polyline(points: points, length: length))
            }
            points = []
        }
        for element in elements {
            switch element {
            case .move(let p): finish(); points = [p]; current = p; start = p
            case .line(let p): points.append(p); current = p
            case let .quadCurve(p, c):
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    points.append(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case let .curve(p, c1, c2):
                for i in 1...steps {
                    let t = CGFloat(i) / CGFloat(steps), u = 1 - t
                    let x = u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    points.append(CGPoint(x: x, y: y))
                }
                current = p
            case .closeSubpath:
                points.append(start); current = start; finish()
            }
        }
        finish()
        return lines
    }
}
