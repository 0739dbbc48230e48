import CCairo
import Foundation
import LoupeUI

extension Path {
    /// The current path of a Cairo context (what `cairo_glyph_path` or `pango_cairo_layout_path`
    /// traced), in the context's user space. A glyph without ink (a space) gives an empty path.
    init(cairoPath cr: OpaquePointer) {
        self.init()
        guard let copied = cairo_copy_path(cr) else { return }
        defer { cairo_path_destroy(copied) }
        var i = 0
        let data = copied.pointee.data
        while let data, i < Int(copied.pointee.num_data) {
            let header = data[i].header
            func pt(_ k: Int) -> CGPoint { CGPoint(x: data[i + k].point.x, y: data[i + k].point.y) }
            switch header.type {
            case CAIRO_PATH_MOVE_TO: move(to: pt(1))
            case CAIRO_PATH_LINE_TO: addLine(to: pt(1))
            case CAIRO_PATH_CURVE_TO: addCurve(to: pt(3), control1: pt(1), control2: pt(2))
            case CAIRO_PATH_CLOSE_PATH: closeSubpath()
            default: break
            }
            i += Int(header.length)
        }
    }
}
