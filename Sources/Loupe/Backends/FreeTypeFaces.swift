import CCairo
import CPango
import Foundation

/// The font files Loupe draws with, each opened once for the process as a FreeType face and handed
/// to Cairo as such.
///
/// Cairo 1.16 keeps the faces it opens from a file name (`cairo_ft_font_face_create_for_pattern`)
/// in one table for the whole process, at most ten open at once: opening an eleventh closes one
/// that nobody holds at that instant — which another thread may be about to use. Threads drawing
/// text in more than ten faces crashed the process (`FreeTypeFacesTests`). A face handed to Cairo as
/// an `FT_Face` is never closed by that table; Cairo lets one thread at a time load glyphs from it
/// (its own lock per face), and FreeType asks only that faces of one library be opened one at a
/// time, which `lock` sees to. The faces stay open for the life of the process — as many as there
/// are font files and synthesized bolds — so renderers made and dropped by the hundred (tests do)
/// open nothing twice. One table for the process, like `FontSet.shared`: it holds handles to files,
/// never anything a render could leave behind for another.
final class FreeTypeFaces: @unchecked Sendable {
    static let shared = FreeTypeFaces()

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [FontFace: OpaquePointer] = [:]

    private init() {
        if FT_Init_FreeType(&library) != 0 { library = nil }
    }

    /// How many faces are open (for tests: renderers made and dropped open nothing twice).
    var openCount: Int { lock.withLock { faces.count } }

    /// The Cairo font face for a file's face (synthesized bold if asked), or nil if FreeType cannot
    /// open it. Owned here: callers keep the pointer without a reference of their own.
    func cairoFace(_ face: FontFace) -> OpaquePointer? {
        lock.withLock {
            if let known = faces[face] { return known }
            guard let library else { return nil }
            var opened: FT_Face?
            guard FT_New_Face(library, face.file, FT_Long(face.index), &opened) == 0, let ftFace = opened else { return nil }
            guard let cairoFace = cairo_ft_font_face_create_for_ft_face(ftFace, 0),
                  cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
                FT_Done_Face(ftFace)
                return nil
            }
            if face.embolden { cairo_ft_font_face_set_synthesize(cairoFace, UInt32(CAIRO_FT_SYNTHESIZE_BOLD.rawValue)) }
            faces[face] = cairoFace
            return cairoFace
        }
    }
}
