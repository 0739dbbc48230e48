import Foundation

/// One thread at a time in Cairo's table of fonts opened by file name.
///
/// Cairo 1.16 keeps every FreeType face it opens from a file name — all that Pango measures with
/// (`pango_cairo_font_map`) and all that librsvg sets text in — in one table for the whole process,
/// at most ten open at once: opening an eleventh closes one that nobody holds at that instant, which
/// another thread may be about to use, and FreeType faces are opened and closed on one shared
/// library without a lock. Several threads laying out text in more than ten faces crash the process
/// (`FreeTypeFacesTests`). Loupe's own drawing opens its faces itself (FreeTypeFaces); Pango's
/// layouts and librsvg's drawings take this lock. A layout is made once per engine and then reused
/// (PangoTextEngine's memo), so the lock is taken on the first sight of a text, not on every render.
enum CairoFontTable {
    static let lock = NSLock()
}
