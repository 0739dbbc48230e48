import Foundation
import Loupe
import LoupeHTML

/// Writes a built gallery's pages. A page whose bytes are unchanged is not rewritten, so a re-run
/// over unchanged widgets touches no file at all.
public enum GalleryWriter {
    public enum Format: String, CaseIterable, Sendable {
        /// `index.html` and a page per widget.
        case html
        /// `gallery.md`: one page for a README on a Git forge (not `README.md`, which a folder may
        /// already have).
        case markdown
        /// `WidgetGallery.md`: a DocC article; put the folder in a `.docc` catalog.
        case docc
    }

    public struct Written {
        /// Files written this run (new or changed), relative to the root.
        public let changed: [String]
        public let unchanged: Int
        /// The page to open first.
        public let entry: String
    }

    public static func write(_ model: GalleryModel, format: Format, to root: URL, title: String = "Widget gallery") throws -> Written {
        let pages: [(name: String, text: String)]
        switch format {
        case .html: pages = GallerySite.pages(model, title: title).map { ($0.name, $0.html) }
        case .markdown: pages = [("gallery.md", GalleryMarkdown.page(model, title: title))]
        case .docc: pages = [("WidgetGallery.md", GalleryMarkdown.page(model, title: title, flavor: .docc))]
        }
        var changed: [String] = [], unchanged = 0
        for (name, text) in pages {
            let url = root.appendingPathComponent(name)
            let data = Data(text.utf8)
            if (try? Data(contentsOf: url)) == data { unchanged += 1; continue }
            try AtomicFile.write(data, to: url)
            changed.append(name)
        }
        return Written(changed: changed, unchanged: unchanged, entry: pages[0].name)
    }
}
