import Foundation
import LoupeUI

/// SF Symbols' batteries (`battery.0` … `battery.100`, `battery.100.bolt`), drawn from figures
/// (`FontRoles.battery*`): a rounded case lying down with its cap on the right and a level filling it
/// from the left. The case's wall and the level are separate filled parts, the level an island in the
/// case's hole, so multicolor can paint the level on its own as iOS does.
struct BatterySymbol {
    let level: Double
    let bolt: Bool
    /// The font's weight, which thickens or thins the case's wall by SF Pro's stem multiples
    /// (`FontRoles.symbolStrokeMultiples`, followed as the icon outlines follow them), leaving the
    /// gaps open where growing the whole outline would close them.
    let weight: Font.Weight

    /// The outline in a box `side` tall and `FontRoles.batteryWidth` × `side` wide, wound so the
    /// non-zero rule leaves the case's inside and the bolt clear.
    func outline(side s: CGFloat) -> Path {
        let width = s * FontRoles.batteryWidth
        let body = CGRect(x: 0, y: (s - s * FontRoles.batteryBodyHeight) / 2,
                          width: width - s * (FontRoles.batteryCapWidth + FontRoles.batteryCapGap), height: s * FontRoles.batteryBodyHeight)
        let index = min(max(Int(weight.value / 100) - 1, 0), FontRoles.symbolStrokeMultiples.count - 1)
        let wall = s * FontRoles.batteryWall * (1 + (FontRoles.symbolStrokeMultiples[index] - 1) * FontRoles.symbolWeightFollow)
        var path = Path()
        path.addPolygon(Self.roundedRect(body, radius: s * FontRoles.batteryCornerRadius))
        let inside = body.insetBy(dx: wall, dy: wall)
        path.addPolygon(Self.roundedRect(inside, radius: max(s * FontRoles.batteryCornerRadius - wall, 0)).reversed())
        let capHeight = s * FontRoles.batteryCapHeight
        let cap = CGRect(x: body.maxX + s * FontRoles.batteryCapGap, y: s / 2 - capHeight / 2, width: s * FontRoles.batteryCapWidth, height: capHeight)
        path.addPolygon(Self.roundedRect(cap, radius: cap.width / 2))
        let room = inside.insetBy(dx: s * FontRoles.batteryLevelInset, dy: s * FontRoles.batteryLevelInset)
        let clamped = CGFloat(min(max(level, 0), 1))
        guard clamped > 0, room.width > 0 else { return path }
        let fill = CGRect(x: room.minX, y: room.minY, width: room.width * clamped, height: room.height)
        path.addPolygon(Self.roundedRect(fill, radius: min(s * FontRoles.batteryLevelCornerRadius, fill.width / 2)))
        if bolt {
            // A bolt through the level's middle, wound the other way so it is cut out of the fill.
            let h = room.height * FontRoles.batteryBoltHeight, c = CGPoint(x: room.midX, y: room.midY)
            let points: [(CGFloat, CGFloat)] = [(0.12, -0.5), (-0.3, 0.08), (-0.02, 0.08), (-0.12, 0.5), (0.3, -0.08), (0.02, -0.08)]
            path.addPolygon(points.map { CGPoint(x: c.x + $0.0 * h, y: c.y + $0.1 * h) })
        }
        return path
    }

    /// A rounded rectangle as a polygon, clockwise on screen (y down), its quarter circles in eight steps.
    static func roundedRect(_ r: CGRect, radius: CGFloat) -> [CGPoint] {
        let radius = min(radius, r.width / 2, r.height / 2)
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: r.maxX - radius, y: r.minY + radius), -.pi / 2), (CGPoint(x: r.maxX - radius, y: r.maxY - radius), 0),
            (CGPoint(x: r.minX + radius, y: r.maxY - radius), .pi / 2), (CGPoint(x: r.minX + radius, y: r.minY + radius), .pi),
        ]
        return corners.flatMap { centre, start in
            (0...8).map { step in
                let angle = start + CGFloat(step) / 8 * .pi / 2
                return CGPoint(x: centre.x + radius * cos(angle), y: centre.y + radius * sin(angle))
            }
        }
    }
}

private extension Path {
    mutating func addPolygon(_ points: [CGPoint]) {
        addLines(points)
        closeSubpath()
    }
}
