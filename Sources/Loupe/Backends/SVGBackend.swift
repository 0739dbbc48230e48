import CCairo
import Foundation

/// Draws a display list into an SVG document with Cairo's SVG surface. Text is drawn as glyph
/// outlines. Cairo numbers some ids from process-wide counters, so ids are renumbered in order of
/// first appearance: the same list gives the same bytes in any process.
enum SVGBackend {
    static func render(_ list: DisplayList) throws -> Data {
        final class Sink { var data = Data() }
        let sink = Sink()
        let closure = Unmanaged.passRetained(sink)
        defer { closure.release() }
        let write: cairo_write_func_t = { context, bytes, length in
            let sink = Unmanaged<Sink>.fromOpaque(context!).takeUnretainedValue()
            if let bytes { sink.data.append(bytes, count: Int(length)) }
            return CAIRO_STATUS_SUCCESS
        }
        guard let surface = cairo_svg_surface_create_for_stream(write, closure.toOpaque(), Double(list.size.width), Double(list.size.height)) else {
            throw LoupeError.encoding("Cairo could not create an SVG surface")
        }
        cairo_svg_surface_set_document_unit(surface, CAIRO_SVG_UNIT_PX)
        let cr = cairo_create(surface)!
        let canvas = CairoCanvas()
        canvas.draw(list, on: cr, scale: 1)
        let status = cairo_status(cr)
        cairo_destroy(cr)
        cairo_surface_finish(surface)
        cairo_surface_destroy(surface)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw LoupeError.encoding("Cairo SVG drawing failed: \(String(cString: cairo_status_to_string(status)))")
        }
        return normalizeIdentifiers(sink.data)
    }

    /// Renumbers identifiers (`id="glyph3-1"`, `#surface42`) per prefix in order of first appearance.
    /// One pass over the bytes: an identifier is letters then digits right after `id="` or `#`.
    static func normalizeIdentifiers(_ data: Data) -> Data {
        let bytes = [UInt8](data)
        var out = [UInt8]()
        out.reserveCapacity(bytes.count)
        var mapping: [[UInt8]: [UInt8]] = [:]
        var counters: [[UInt8]: Int] = [:]
        let idPrefix = Array("id=\"".utf8)
        func isLetter(_ b: UInt8) -> Bool { (b >= 65 && b <= 90) || (b >= 97 && b <= 122) }
        func isDigit(_ b: UInt8) -> Bool { b >= 48 && b <= 57 }
        var i = 0
        while i < bytes.count {
            let startsIdentifier = (i >= 4 && bytes[i - 4..<i].elementsEqual(idPrefix)) || (i >= 1 && bytes[i - 1] == UInt8(ascii: "#"))
            if startsIdentifier, isLetter(bytes[i]) {
                var j = i
                while j < bytes.count, isLetter(bytes[j]) { j += 1 }
                var k = j
                while k < bytes.count, isDigit(bytes[k]) { k += 1 }
                if k > j {
                    let prefix = Array(bytes[i..<j]), key = Array(bytes[i..<k])
                    let number: [UInt8]
                    if let known = mapping[key] { number = known } else {
                        let next = counters[prefix, default: 0]
                        counters[prefix] = next + 1
                        number = Array(String(next).utf8)
                        mapping[key] = number
                    }
                    out.append(contentsOf: prefix)
                    out.append(contentsOf: number)
                    i = k
                    continue
                }
            }
            out.append(bytes[i])
            i += 1
        }
        return Data(out)
    }
}
