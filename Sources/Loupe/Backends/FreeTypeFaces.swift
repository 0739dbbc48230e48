import CCairo
import CPango
import Foundation

/// The font files one canvas draws with, opened on a FreeType library of its own.
///
/// Cairo 1.16 keeps the faces it opens from a file name (`cairo_ft_font_face_create_for_pattern`)
/// in one table for the whole process, at most ten open at once: opening an eleventh closes one
/// that nobody holds at that instant — which another thread may be about to use. Two threads drawing
/// text in more than ten faces crashed within a minute (`FreeTypeFacesTests`). A face handed to
/// Cairo as an `FT_Face` is never closed by that table, and these are this canvas's alone (a canvas
/// belongs to one thread); FreeType asks that opening and closing faces of one library not overlap,
/// which `lock` sees to, since the last reference to a face may be dropped on another thread.
final class FreeTypeFaces: @unchecked Sendable {
    private let lock = NSLock()
    private var library: FT_Library?

    init() {
        if FT_Init_FreeType(&library) != 0 { library = nil }
    }

    /// Runs once every face has been closed: each face keeps its library alive (`OpenFace`).
    deinit {
        if let library { FT_Done_FreeType(library) }
    }

    /// A Cairo font face for face `index` of `file`, or nil if FreeType cannot open it. The face is
    /// closed when Cairo destroys the font face, on whichever thread lets it go.
    func cairoFace(file: String, index: Int) -> OpaquePointer? {
        guard let library else { return nil }
        var opened: FT_Face?
        let error = lock.withLock { FT_New_Face(library, file, FT_Long(index), &opened) }
        guard error == 0, let face = opened else { return nil }
        guard let cairoFace = cairo_ft_font_face_create_for_ft_face(face, 0), cairo_font_face_status(cairoFace) == CAIRO_STATUS_SUCCESS else {
            close(face)
            return nil
        }
        let box = Unmanaged.passRetained(OpenFace(face: face, owner: self)).toOpaque()
        let status = cairo_font_face_set_user_data(cairoFace, Self.openFaceKey, box) { pointer in
            guard let pointer else { return }
            let open = Unmanaged<OpenFace>.fromOpaque(pointer).takeRetainedValue()
            open.owner.close(open.face)
        }
        guard status == CAIRO_STATUS_SUCCESS else {
            Unmanaged<OpenFace>.fromOpaque(box).release()
            cairo_font_face_destroy(cairoFace)
            close(face)
            return nil
        }
        return cairoFace
    }

    private func close(_ face: FT_Face) {
        lock.withLock { _ = FT_Done_Face(face) }
    }

    /// Cairo tells user data apart by the address of a key; this one is never written.
    nonisolated(unsafe) private static let openFaceKey = UnsafeMutablePointer<cairo_user_data_key_t>.allocate(capacity: 1)
}

/// What a Cairo font face's user data holds: its FreeType face, and the library that must outlive it.
private final class OpenFace {
    let face: FT_Face
    let owner: FreeTypeFaces
    init(face: FT_Face, owner: FreeTypeFaces) { (self.face, self.owner) = (face, owner) }
}
