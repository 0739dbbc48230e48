import Foundation

extension Path {
    /// One filled piece of an outline: a contour and the holes cut into it, as drawn with the
    /// non-zero rule. `depth` counts the contours around it: 0 for a glyph's body, 2 for an island
    /// inside one of its holes (a battery's level inside its case).
    package struct FilledPart {
        /// The contour and its holes.
        package var path: Path
        package var depth: Int
        /// The contour alone, and its holes alone: each filled whole (a filled enclosure's disc,
        /// and the glyph cut out of it).
        package var outer: Path
        package var holes = Path()
        package var bounds: CGRect { path.inkBounds }
    }

    /// The outline split into its filled parts, so each part can be painted on its own (symbols whose
    /// layers are pieces of one glyph: a battery's level, a filled enclosure's cut-out glyph). A contour
    /// inside an odd number of others is a hole and stays with the contour directly around it.
    package var filledParts: [FilledPart] {
        var contours: [Path] = []
        for element in elements {
            if case .move = element { contours.append(Path()) }
            if contours.isEmpty { contours.append(Path()) }
            contours[contours.count - 1].append(element)
        }
        contours.removeAll { $0.isEmpty }
        let boxes = contours.map(\.inkBounds)
        let samples = contours.map { $0.flattened(steps: 4).first?.points.first ?? .zero }
        // The contours around each one: a box that holds its box and a fill that covers its first point.
        func encloses(_ outer: Int, _ inner: Int) -> Bool {
            outer != inner && boxes[outer].contains(boxes[inner]) && boxes[outer] != boxes[inner] && contours[outer].contains(samples[inner])
        }
        let around = contours.indices.map { inner in contours.indices.filter { encloses($0, inner) } }
        var parts: [FilledPart] = []
        var partOf: [Int: Int] = [:]
        for index in contours.indices.sorted(by: { around[$0].count < around[$1].count }) {
            let depth = around[index].count
            if depth % 2 == 1, let parent = around[index].max(by: { around[$0].count < around[$1].count }), let part = partOf[parent] {
                parts[part].path.addPath(contours[index])
                parts[part].holes.addPath(contours[index])
            } else {
                partOf[index] = parts.count
                parts.append(FilledPart(path: contours[index], depth: depth, outer: contours[index]))
            }
        }
        return parts
    }

    private mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case let .quadCurve(p, c): addQuadCurve(to: p, control: c)
        case let .curve(p, c1, c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
