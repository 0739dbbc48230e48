import Foundation

extension Path {
    /// Whether the path's fill covers `p`, as SwiftUI's `Path.contains(_:eoFill:)`: every subpath
    /// closed, the non-zero winding rule unless `eoFill`. Curves are flattened (1/16 of a segment:
    /// a 22 pt corner is then off by under 0.02 pt).
    public func contains(_ p: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        for line in flattened(steps: 16) {
            // The polyline closed back to its start, as a fill closes it.
            let points = line.points + [line.points[0]]
            for (a, b) in zip(points, points.dropFirst()) where (a.y <= p.y) != (b.y <= p.y) {
                // Where the edge crosses the horizontal through p; count it when it is to the right.
                let x = a.x + (p.y - a.y) / (b.y - a.y) * (b.x - a.x)
                guard x > p.x else { continue }
                crossings += 1
                winding += b.y > a.y ? 1 : -1
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }
}
