import Foundation

extension Path {
    /// The outline of this path stroked with `style`, as a path to fill (`strokedPath(_:)`): each
    /// segment of the flattened path becomes a band as wide as the line, dashes cut first, caps
    /// added; all bands wind the same way, so the non-zero fill is their union. Joins are round
    /// (a miter or bevel join is drawn round: Loupe's own approximation, EST).
    public func strokedPath(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0, half.isFinite else { return Path() }
        var result = Path()
        for points in dashed(flattened(steps: 16).map(\.points), style: style) {
            let isClosed = points.count > 2 && points.first == points.last
            for (p, q) in zip(points, points.dropFirst()) where p != q {
                result.addPolygon(Self.band(from: p, to: q, half: half))
            }
            // Joins, and the caps of an open line.
            let joins = isClosed ? points : Array(points.dropFirst().dropLast())
            for point in joins { result.addPolygon(Self.disc(at: point, radius: half)) }
            guard !isClosed, let first = points.first, let last = points.last else { continue }
            switch style.lineCap {
            case .round:
                result.addPolygon(Self.disc(at: first, radius: half))
                result.addPolygon(Self.disc(at: last, radius: half))
            case .square:
                if points.count > 1 {
                    result.addPolygon(Self.band(from: first, to: Self.step(from: first, away: points[1], by: half), half: half))
                    result.addPolygon(Self.band(from: last, to: Self.step(from: last, away: points[points.count - 2], by: half), half: half))
                }
            default:
                break
            }
        }
        return result
    }

    /// The polylines cut into the style's dashes, starting `dashPhase` into the pattern.
    private func dashed(_ lines: [[CGPoint]], style: StrokeStyle) -> [[CGPoint]] {
        let pattern = style.dash.map { max($0, 0) }
        guard !pattern.isEmpty, pattern.contains(where: { $0 > 0 }) else { return lines }
        let period = pattern.reduce(0, +)
        var out: [[CGPoint]] = []
        for line in lines {
            var index = 0, left = pattern[0], on = true
            var phase = style.dashPhase.truncatingRemainder(dividingBy: period)
            if phase < 0 { phase += period }
            while phase > 0 {
                let step = min(phase, left)
                phase -= step; left -= step
                if left <= 0 { index = (index + 1) % pattern.count; left = pattern[index]; on.toggle() }
            }
            var piece: [CGPoint] = on ? [line[0]] : []
            for (p, q) in zip(line, line.dropFirst()) {
                var start = p
                var remaining = hypot(q.x - start.x, q.y - start.y)
                while remaining > 0 {
                    let step = min(remaining, left)
                    let t = step / remaining
                    let point = CGPoint(x: start.x + (q.x - start.x) * t, y: start.y + (q.y - start.y) * t)
                    if on { piece.append(point) }
                    start = point; remaining -= step; left -= step
                    if left <= 1e-9 {
                        if on, piece.count > 1 { out.append(piece) }
                        on.toggle(); piece = on ? [point] : []
                        index = (index + 1) % pattern.count; left = pattern[index]
                    }
                }
            }
            if on, piece.count > 1 { out.append(piece) }
        }
        return out
    }

    private static func step(from point: CGPoint, away other: CGPoint, by distance: CGFloat) -> CGPoint {
        let dx = point.x - other.x, dy = point.y - other.y, length = max(hypot(dx, dy), 1e-9)
        return CGPoint(x: point.x + dx / length * distance, y: point.y + dy / length * distance)
    }

    private static func band(from p: CGPoint, to q: CGPoint, half: CGFloat) -> [CGPoint] {
        let dx = q.x - p.x, dy = q.y - p.y, length = max(hypot(dx, dy), 1e-9)
        let n = CGPoint(x: -dy / length * half, y: dx / length * half)
        return [CGPoint(x: p.x + n.x, y: p.y + n.y), CGPoint(x: q.x + n.x, y: q.y + n.y),
                CGPoint(x: q.x - n.x, y: q.y - n.y), CGPoint(x: p.x - n.x, y: p.y - n.y)]
    }

    private static func disc(at centre: CGPoint, radius: CGFloat) -> [CGPoint] {
        (0..<24).map { i in
            let angle = CGFloat(i) / 24 * 2 * .pi
            return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
        }
    }

    /// A closed polygon, turned to wind the one way every band and disc winds.
    private mutating func addPolygon(_ points: [CGPoint]) {
        guard points.count > 2 else { return }
        var area: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst() + [points[0]]) { area += a.x * b.y - b.x * a.y }
        let ordered = area < 0 ? Array(points.reversed()) : points
        move(to: ordered[0])
        for point in ordered.dropFirst() { addLine(to: point) }
        closeSubpath()
    }
}
