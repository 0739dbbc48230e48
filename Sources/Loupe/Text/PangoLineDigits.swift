import Foundation
import LoupeUI

extension PangoLine {
    /// The digits' calibration on a line Pango set (`FontRoles.AdvanceCalibration`): calibrated
    /// digits drawn widened, then the tabular shift Pango left out at the line's two ends put back,
    /// never past `limit`, the width the text was given.
    mutating func calibrateDigits(infos: [PangoTextEngine.RunInfo], within limit: CGFloat?) {
        widenDigits(infos: infos)
        completeTabularEnds(within: limit)
    }

    /// Each widened digit grows about the centre of its natural advance — its cell less the letter
    /// spacing Pango gave it, which is none after a line's last glyph — all by the same factor, so
    /// a digit at the end of a line reaches a little past its cell, as a glyph's overhang does.
    private mutating func widenDigits(infos: [PangoTextEngine.RunInfo]) {
        let lastOrdinal = ordinals - 1
        for digit in widened {
            guard let widening = infos[glyphs[digit.index].run].digitWidening else { continue }
            let after = digit.ordinal == lastOrdinal ? 0 : widening.spacing(digit.character) / 2   // Pango splits spacing in halves
            let natural = max(digit.cell - digit.before - after, 0)
            guard natural > 0 else { continue }
            let scale = widening.scale(digit.character)
            glyphs[digit.index].x -= (scale - 1) * natural / 2
            glyphs[digit.index].stretch = scale
        }
    }

    /// Pango sets no letter spacing before a line's first glyph or after its last, so a digit spaced
    /// to the tabular mean there would keep half its own width's difference: the line gets that half
    /// back, but never grows past the width the text was given (a cut or wrapped line fits it).
    private mutating func completeTabularEnds(within limit: CGFloat?) {
        let (first, last) = (firstShift, lastShift)
        guard first != 0 || last != 0 else { return }
        if first != 0 {
            for j in glyphs.indices { glyphs[j].x += first / 2 }
        }
        width += first / 2 + last / 2
        if let limit, width > limit { width = max(limit, 0) }
    }
}
