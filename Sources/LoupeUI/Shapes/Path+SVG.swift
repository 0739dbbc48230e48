import Foundation

/// SVG path data (`d="M12,4A4,4 0 0,1 16,8Z"`) read into a `Path`: the outlines of the Material
/// Design Icons set arrive in this form. Every command of SVG 1.1 §8.3 is read, absolute and
/// relative; elliptical arcs become cubic Béziers (at most a quarter turn each), as Cairo and
/// librsvg draw them. Not SwiftUI API: the engine's way in for vector symbols.
extension Path {
    /// The path the data describes, or nil if the data is malformed (the reason is not needed: the
    /// data comes from a pinned, checked file).
    package init?(svgPathData data: String) {
        var reader = SVGPathReader(Array(data.utf8))
        guard let path = reader.read() else { return nil }
        self = path
    }
}

private struct SVGPathReader {
    private let bytes: [UInt8]
    private var index = 0
    private var path = Path()
    private var current = CGPoint.zero
    private var start = CGPoint.zero
    /// The last control point of a cubic or quadratic, for the smooth commands (S, T).
    private var lastCubicControl: CGPoint?
    private var lastQuadControl: CGPoint?

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    mutating func read() -> Path? {
        var command: UInt8?
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            let byte = bytes[index]
            if Self.isCommand(byte) {
                command = byte
                index += 1
            } else if command == nil || command == UInt8(ascii: "Z") || command == UInt8(ascii: "z") {
                return nil  // numbers with no command before them
            }
            guard let letter = command, perform(letter) else { return nil }
            // After a moveto, further pairs are linetos (SVG 1.1 §8.3.2).
            if letter == UInt8(ascii: "M") { command = UInt8(ascii: "L") }
            if letter == UInt8(ascii: "m") { command = UInt8(ascii: "l") }
        }
        return path
    }

    private static func isCommand(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "M"), UInt8(ascii: "m"), UInt8(ascii: "L"), UInt8(ascii: "l"), UInt8(ascii: "H"), UInt8(ascii: "h"),
             UInt8(ascii: "V"), UInt8(ascii: "v"), UInt8(ascii: "C"), UInt8(ascii: "c"), UInt8(ascii: "S"), UInt8(ascii: "s"),
             UInt8(ascii: "Q"), UInt8(ascii: "q"), UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: "A"), UInt8(ascii: "a"),
             UInt8(ascii: "Z"), UInt8(ascii: "z"):
            return true
        default:
            return false
        }
    }

    /// Reads one command's arguments and adds its segment.
    private mutating func perform(_ letter: UInt8) -> Bool {
        let relative = letter >= UInt8(ascii: "a")
        let base = relative ? current : .zero
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: base.x + x, y: base.y + y) }
        var cubic: CGPoint?, quad: CGPoint?
        switch letter | 0x20 {  // lower-cased
        case UInt8(ascii: "m"):
            guard let x = number(), let y = number() else { return false }
            current = point(x, y); start = current
            path.move(to: current)
        case UInt8(ascii: "l"):
            guard let x = number(), let y = number() else { return false }
            current = point(x, y)
            path.addLine(to: current)
        case UInt8(ascii: "h"):
            guard let x = number() else { return false }
            current = CGPoint(x: relative ? current.x + x : x, y: current.y)
            path.addLine(to: current)
        case UInt8(ascii: "v"):
            guard let y = number() else { return false }
            current = CGPoint(x: current.x, y: relative ? current.y + y : y)
            path.addLine(to: current)
        case UInt8(ascii: "c"):
            guard let x1 = number(), let y1 = number(), let x2 = number(), let y2 = number(), let x = number(), let y = number() else { return false }
            let c1 = point(x1, y1), c2 = point(x2, y2)
            current = point(x, y)
            path.addCurve(to: current, control1: c1, control2: c2)
            cubic = c2
        case UInt8(ascii: "s"):
            guard let x2 = number(), let y2 = number(), let x = number(), let y = number() else { return false }
            let c1 = reflected(lastCubicControl), c2 = point(x2, y2)
            current = point(x, y)
            path.addCurve(to: current, control1: c1, control2: c2)
            cubic = c2
        case UInt8(ascii: "q"):
            guard let x1 = number(), let y1 = number(), let x = number(), let y = number() else { return false }
            let c = point(x1, y1)
            current = point(x, y)
            path.addQuadCurve(to: current, control: c)
            quad = c
        case UInt8(ascii: "t"):
            guard let x = number(), let y = number() else { return false }
            let c = reflected(lastQuadControl)
            current = point(x, y)
            path.addQuadCurve(to: current, control: c)
            quad = c
        case UInt8(ascii: "a"):
            guard let rx = number(), let ry = number(), let rotation = number(), let large = flag(), let sweep = flag(),
                  let x = number(), let y = number() else { return false }
            let end = point(x, y)
            addArc(from: current, to: end, radii: CGSize(width: abs(rx), height: abs(ry)), rotation: rotation, large: large, sweep: sweep)
            current = end
        case UInt8(ascii: "z"):
            path.closeSubpath()
            current = start
        default:
            return false
        }
        (lastCubicControl, lastQuadControl) = (cubic, quad)
        return true
    }

    /// The reflection of the previous control point about the current point, or the current point.
    private func reflected(_ control: CGPoint?) -> CGPoint {
        guard let control else { return current }
        return CGPoint(x: 2 * current.x - control.x, y: 2 * current.y - control.y)
    }

    /// An elliptical arc as cubics, by the endpoint-to-centre conversion of SVG 1.1 §F.6.5.
    private mutating func addArc(from p0: CGPoint, to p1: CGPoint, radii: CGSize, rotation degrees: CGFloat, large: Bool, sweep: Bool) {
        var rx = radii.width, ry = radii.height
        guard p0 != p1 else { return }
        guard rx > 0, ry > 0 else { path.addLine(to: p1); return }
        let phi = degrees * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (p0.x - p1.x) / 2, dy = (p0.y - p1.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        // Radii too small to reach are scaled up (§F.6.6).
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 { rx *= lambda.squareRoot(); ry *= lambda.squareRoot() }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(numerator, 0) / denominator).squareRoot()
        if large == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let centre = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (p0.x + p1.x) / 2, y: sinPhi * cx1 + cosPhi * cy1 + (p0.y + p1.y) / 2)
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta1 = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi }
        if sweep, delta < 0 { delta += 2 * .pi }
        let pieces = max(Int((abs(delta) / (.pi / 2)).rounded(.up)), 1)
        let step = delta / CGFloat(pieces)
        // Each piece of `step` radians: a cubic whose handles are k long along the tangents.
        let k = 4.0 / 3.0 * tan(step / 4)
        func onEllipse(_ t: CGFloat) -> CGPoint {
            CGPoint(x: centre.x + rx * cos(t) * cosPhi - ry * sin(t) * sinPhi, y: centre.y + rx * cos(t) * sinPhi + ry * sin(t) * cosPhi)
        }
        func derivative(_ t: CGFloat) -> CGPoint {
            CGPoint(x: -rx * sin(t) * cosPhi - ry * cos(t) * sinPhi, y: -rx * sin(t) * sinPhi + ry * cos(t) * cosPhi)
        }
        var t = theta1
        for piece in 0..<pieces {
            let next = t + step
            let a = onEllipse(t), da = derivative(t), db = derivative(next)
            let b = piece == pieces - 1 ? p1 : onEllipse(next)
            path.addCurve(to: b, control1: CGPoint(x: a.x + k * da.x, y: a.y + k * da.y),
                          control2: CGPoint(x: b.x - k * db.x, y: b.y - k * db.y))
            t = next
        }
    }

    private mutating func skipSeparators() {
        while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: ",")
                || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\t") || bytes[index] == UInt8(ascii: "\r") {
            index += 1
        }
    }

    /// An arc flag: a single 0 or 1, which may run into the next number ("a1,1 0 011,1").
    private mutating func flag() -> Bool? {
        skipSeparators()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "0"): index += 1; return false
        case UInt8(ascii: "1"): index += 1; return true
        default: return nil
        }
    }

    /// A number: sign, digits, a fraction, an exponent. "1.5.5" is 1.5 then .5; "1-2" is 1 then -2.
    private mutating func number() -> CGFloat? {
        skipSeparators()
        let begin = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var digits = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1; digits += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1; digits += 1 }
        }
        guard digits > 0 else { index = begin; return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var look = index + 1
            if look < bytes.count, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") { look += 1 }
            if look < bytes.count, bytes[look] >= UInt8(ascii: "0"), bytes[look] <= UInt8(ascii: "9") {
                index = look
                while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
            }
        }
        guard let text = String(bytes: bytes[begin..<index], encoding: .ascii), let value = Double(text) else { return nil }
        return CGFloat(value)
    }
}

extension Path {
    /// SwiftUI's `boundingRect`: the box around the path's segments, not their control points.
    public var boundingRect: CGRect { inkBounds }

    /// The tight box around the path's outline: curves are sampled, not their control points, so a
    /// round glyph's box is its ink (to well under a hundredth of its size). `.zero` for an empty path.
    package var inkBounds: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func add(_ p: CGPoint) { minX = min(minX, p.x); minY = min(minY, p.y); maxX = max(maxX, p.x); maxY = max(maxY, p.y) }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                add(p); current = p
            case let .quadCurve(p, c):
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    add(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x, y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case let .curve(p, c1, c2):
                for step in 1...16 {
                    let t = CGFloat(step) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    add(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x, y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .closeSubpath:
                break
            }
        }
        guard minX <= maxX else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
