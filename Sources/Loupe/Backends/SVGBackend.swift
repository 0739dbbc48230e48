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

    /// Renumbers `id="name7"` and their references (`#name7`) per prefix in order of appearance.
    static func normalizeIdentifiers(_ data: Data) -> Data {
        guard var text = String(data: data, encoding: .utf8),
              let pattern = try? NSRegularExpression(pattern: "(?<=id=\"|#)([A-Za-z]+)(\\d+)((?:-\\d+)?)") else { return data }
        var mapping: [String: String] = [:]
        var counters: [String: Int] = [:]
        let matches = pattern.matches(in: text, range: NSRange(text.startIndex..., in: text))
        var result = ""
        var cursor = text.startIndex
        for match in matches {
            guard let whole = Range(match.range, in: text), let prefixRange = Range(match.range(at: 1), in: text),
                  let numberRange = Range(match.range(at: 2), in: text) else { continue }
            let prefix = String(text[prefixRange])
            let key = prefix + String(text[numberRange])
            let number: String
            if let known = mapping[key] { number = known } else {
                let next = counters[prefix, default: 0]
                counters[prefix] = next + 1
                number = String(next)
                mapping[key] = number
            }
            let suffixRange = Range(match.range(at: 3), in: text)
            result += text[cursor..<whole.lowerBound] + prefix + number + (suffixRange.map { String(text[$0]) } ?? "")
            cursor = whole.upperBound
        }
        result += text[cursor...]
        text = result
        return Data(text.utf8)
    }
}
