import Foundation
import LoupeUI

/// The Material Design Icons outlines (Fonts/manifest.tsv role `symbols-mdi`): one SVG path per
/// icon on a 24-unit grid, by slug. scripts/setup makes the file from the pinned wheel and
/// `FontVerifier` checks its SHA-256 like every font's. Read once with the font set; the path data
/// is parsed when a symbol is laid out (each engine keeps what it parsed).
public final class IconOutlines: Sendable {
    /// The manifest role of the outlines file.
    static let role = "symbols-mdi"
    /// Each icon's outline lies on this grid, with the same two-unit margin as Material Icons' glyphs.
    static let gridSize: CGFloat = 24

    private let data: [String: String]

    public var slugs: [String] { data.keys.sorted() }

    init(contentsOf url: URL) throws {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            throw LoupeError.fonts("cannot read the symbol outlines \(url.path); run scripts/setup")
        }
        var data: [String: String] = [:]
        data.reserveCapacity(8192)
        for (number, line) in text.split(separator: "\n").enumerated() {
            guard let tab = line.firstIndex(of: "\t") else {
                throw LoupeError.fonts("\(url.path):\(number + 1): expected `slug<TAB>path data`")
            }
            data[String(line[..<tab])] = String(line[line.index(after: tab)...])
        }
        self.data = data
    }

    /// An icon's outline in grid units, or nil if the set has no such slug (or its data is malformed).
    func outline(_ slug: String) -> Path? {
        data[slug].flatMap { Path(svgPathData: $0) }
    }
}
