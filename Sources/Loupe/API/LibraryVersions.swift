import CCairo
import CLoupePNG
import CPango
import CVector
import Foundation

/// The versions of the C libraries that draw: what a snapshot manifest records, read here so that no
/// module above the engine reaches past it into C.
public struct LibraryVersions: Sendable, Equatable {
    public let cairo: String
    public let pango: String
    public let harfbuzz: String
    public let freetype: String
    public let libpng: String
    /// The libraries that draw vector images (SVG, PDF).
    public let librsvg: String
    public let poppler: String

    /// The versions linked into this process.
    public static var current: LibraryVersions {
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        var library: FT_Library?
        if FT_Init_FreeType(&library) == 0, let library {
            FT_Library_Version(library, &major, &minor, &patch)
            FT_Done_FreeType(library)
        }
        return LibraryVersions(cairo: String(cString: cairo_version_string()), pango: String(cString: pango_version_string()),
                               harfbuzz: String(cString: hb_version_string()), freetype: "\(major).\(minor).\(patch)",
                               libpng: String(cString: loupe_png_version()),
                               librsvg: "\(rsvg_major_version).\(rsvg_minor_version).\(rsvg_micro_version)",
                               poppler: String(cString: poppler_get_version()))
    }
}
