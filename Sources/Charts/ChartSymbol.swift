import Foundation
import LoupeUI

/// A chart symbol's outline: each shape centred on its point with the area `symbolSize` asks for,
/// so shapes of one size weigh alike on the plot (a square's side is √area, a circle's diameter
/// 2√(area/π)). Plus, cross and asterisk are strokes; the others are filled.
enum ChartSymbol {
    static func isStroked(_ shape: BasicChartSymbolShape) -> Bool { [.plus, .cross, .asterisk].contains(shape.kind) }

    static func path(_ shape: BasicChartSymbolShape, centre c: CGPoint, area: CGFloat) -> Path {
        let area = max(area, 1)
        var path = Path()
        switch shape.kind {
        case .circle:
            let d = 2 * (area / .pi).squareRoot()
            path.addEllipse(in: CGRect(x: c.x - d / 2, y: c.y - d / 2, width: d, height: d))
        case .square:
            let side = area.squareRoot()
            path.addRect(CGRect(x: c.x - side / 2, y: c.y - side / 2, width: side, height: side))
        case .diamond:
            let half = area.squareRoot() / 2 * 2.squareRoot()   // a square of the area, turned 45°
            path.addLines([CGPoint(x: c.x, y: c.y - half), CGPoint(x: c.x + half, y: c.y), CGPoint(x: c.x, y: c.y + half), CGPoint(x: c.x - half, y: c.y)])
            path.closeSubpath()
        case .triangle:
            // Equilateral, point up, centred on its centroid: area = (√3/4)·side².
            let side = (4 * area / 3.squareRoot()).squareRoot(), height = side * 3.squareRoot() / 2
            path.addLines([CGPoint(x: c.x, y: c.y - height * 2 / 3), CGPoint(x: c.x + side / 2, y: c.y + height / 3), CGPoint(x: c.x - side / 2, y: c.y + height / 3)])
            path.closeSubpath()
        case .pentagon:
            // Regular, point up: area = (5/2)·r²·sin 72°.
            let r = (2 * area / (5 * sin(2 * .pi / 5))).squareRoot()
            path.addLines((0..<5).map { i in
                let angle = -Double.pi / 2 + Double(i) * 2 * .pi / 5
                return CGPoint(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
            })
            path.closeSubpath()
        case .custom(let symbol):
            // The perceptual unit rectangle (a fraction of the shape's rect) takes the area, as a
            // square of side √area on the point; the rect around it follows.
            let side = area.squareRoot(), unit = symbol.unit
            let width = side / max(unit.width, 0.01), height = side / max(unit.height, 0.01)
            let rect = CGRect(x: c.x - side / 2 - unit.minX * width, y: c.y - side / 2 - unit.minY * height, width: width, height: height)
            return symbol.outline(rect)
        case .plus, .cross, .asterisk:
            let r = area.squareRoot() / 2
            let angles: [Double] = shape.kind == .plus ? [0, 90] : shape.kind == .cross ? [45, 135] : [90, 30, 150]
            for degrees in angles {
                let a = degrees * .pi / 180
                path.move(to: CGPoint(x: c.x - r * cos(a), y: c.y - r * sin(a)))
                path.addLine(to: CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)))
            }
        }
        return path
    }
}
