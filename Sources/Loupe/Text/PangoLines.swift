import CPango
import Foundation
import LoupeUI

/// One line as Pango set it, read back (`PangoTextEngine.readLines`): its glyphs with their
/// positions from the line's start, and what the digits' calibration needs to know of them.
struct PangoLine {
    struct Glyph {
        /// The index of the run (`RunInfo`) the glyph's character belongs to.
        let run: Int
        let id: UInt32
        var x: CGFloat
        let y: CGFloat
        let face: FontFace
        let size: CGFloat
        /// How much wider than the face draws it (widened digits), else 1.
        var stretch: CGFloat = 1
    }
    /// A digit to draw widened: its glyph, its ordinal among all the line's glyphs (to tell the
    /// last), its cell (advance and letter spacing), the spacing Pango put before it, and the
    /// character (an ASCII digit or `%`).
    struct WidenedDigit {
        let index: Int, ordinal: Int
        let cell: CGFloat, before: CGFloat
        let character: Unicode.Scalar
    }

    var glyphs: [Glyph] = []
    var widened: [WidenedDigit] = []
    /// Every glyph Pango set on the line, drawn or not (an emptied space still ends it).
    var ordinals = 0
    /// The tabular shift of the line's first and last glyphs (`RunInfo.tabularShift`), else 0.
    var firstShift: CGFloat = 0, lastShift: CGFloat = 0
    var width: CGFloat = 0, x: CGFloat = 0
    /// The runs whose fonts the line holds, in order: its metrics come from them.
    var metrics: [Int] = []
}

extension PangoTextEngine {
    /// The lines of a laid-out Pango layout, glyph by glyph: unknown and empty glyphs are counted
    /// but not kept, and each glyph's character is read back (one per glyph; none in an ellipsis or
    /// a ligature) to tell digits to widen and tabular figures to shift.
    func readLines(of layout: OpaquePointer, string: String, infos: [RunInfo]) -> [PangoLine] {
        let scale = CGFloat(PANGO_SCALE)
        let bytes = Array(string.utf8)
        var lines: [PangoLine] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        var current = PangoLine()
        var lineIndex = -1
        repeat {
            let line = pango_layout_iter_get_line_readonly(iterator)
            var lineLogical = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineLogical)
            let thisLine = Int(bitPattern: line)
            if thisLine != lineIndex {
                if lineIndex != -1 { lines.append(current) }
                current = PangoLine()
                current.width = CGFloat(lineLogical.width) / scale
                current.x = CGFloat(lineLogical.x) / scale
                lineIndex = thisLine
            }
            if let run = pango_layout_iter_get_run_readonly(iterator) {
                var runLogical = PangoRectangle()
                pango_layout_iter_get_run_extents(iterator, nil, &runLogical)
                let item = run.pointee.item!.pointee
                let glyphs = run.pointee.glyphs!.pointee
                let face = self.face(of: item.analysis.font)
                let size = fontSize(of: item.analysis.font)
                // The ellipsis of a cut line stands for the characters it hides: it is never a digit.
                let isEllipsis = item.analysis.flags & UInt8(PANGO_ANALYSIS_FLAG_IS_ELLIPSIS) != 0
                var x = CGFloat(runLogical.x) / scale - current.x
                for g in 0..<Int(glyphs.num_glyphs) {
                    let glyph = glyphs.glyphs[g]
                    let byte = Int(item.offset) + Int(glyphs.log_clusters[g])
                    let runIndex = infos.firstIndex { $0.range.contains(byte) } ?? max(infos.count - 1, 0)
                    let id = glyph.glyph
                    // One character per glyph (not a ligature or a keycap sequence), outside an ellipsis.
                    let next = item.analysis.level & 1 == 1 ? g - 1 : g + 1   // glyphs run right to left in RTL items
                    let clusterEnd = (0..<Int(glyphs.num_glyphs)).contains(next) ? Int(item.offset) + Int(glyphs.log_clusters[next])
                        : Int(item.offset) + Int(item.length)
                    let character = isEllipsis ? nil : Self.scalar(in: bytes, at: byte, upTo: clusterEnd)
                    let shift = character.flatMap { infos[runIndex].tabularShift?($0) } ?? 0
                    if current.ordinals == 0 { current.firstShift = shift }
                    current.lastShift = shift
                    if id & PANGO_GLYPH_UNKNOWN_FLAG == 0 && id != PANGO_GLYPH_EMPTY {
                        if infos[runIndex].digitWidening != nil, let character, character.isASCII,
                           FontRoles.AdvanceCalibration.isDrawnDigit(UInt8(character.value)) {
                            current.widened.append(PangoLine.WidenedDigit(index: current.glyphs.count, ordinal: current.ordinals,
                                                                          cell: CGFloat(glyph.geometry.width) / scale,
                                                                          before: CGFloat(glyph.geometry.x_offset) / scale, character: character))
                        }
                        current.glyphs.append(PangoLine.Glyph(run: runIndex, id: id, x: x + CGFloat(glyph.geometry.x_offset) / scale,
                                                              y: CGFloat(glyph.geometry.y_offset) / scale, face: face, size: size))
                    }
                    current.ordinals += 1
                    if !current.metrics.contains(runIndex) { current.metrics.append(runIndex) }
                    x += CGFloat(glyph.geometry.width) / scale
                }
            }
        } while pango_layout_iter_next_run(iterator) != 0
        if lineIndex != -1 { lines.append(current) }
        return lines.isEmpty ? [PangoLine()] : lines
    }
}
