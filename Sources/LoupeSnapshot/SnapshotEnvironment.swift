import Foundation
import Loupe
import LoupeUI

/// What made a set of references: Loupe and library versions, font hashes. Stored as
/// Snapshots/manifest.json; when a comparison fails in a different environment, that is said first.
public struct SnapshotEnvironment: Codable, Equatable, Sendable {
    public var loupe: String
    public var cairo: String
    public var pango: String
    public var harfbuzz: String
    public var freetype: String
    public var libpng: String
    public var fonts: [String: String]
    /// The libraries that draw vector images (SVG, PDF); absent in manifests older than them.
    public var librsvg: String?
    public var poppler: String?
    /// The now the references were rendered at (ISO 8601); absent in manifests older than it.
    public var now: String?

    public static func current(fontSet: FontSet, now: Date = LoupeClock.defaultNow) -> SnapshotEnvironment {
        let versions = LibraryVersions.current
        return SnapshotEnvironment(loupe: Loupe.version, cairo: versions.cairo, pango: versions.pango, harfbuzz: versions.harfbuzz,
                                   freetype: versions.freetype, libpng: versions.libpng, fonts: fontSet.fontHashes,
                                   librsvg: versions.librsvg, poppler: versions.poppler, now: LoupeClock.format(now))
    }

    /// What differs, in words ("references were recorded with cairo 1.16.0, you have 1.18.0"); nil if nothing.
    public func differences(from current: SnapshotEnvironment) -> String? {
        var parts: [String] = []
        for (name, recorded, now) in [("Loupe", loupe, current.loupe), ("cairo", cairo, current.cairo), ("pango", pango, current.pango),
                                      ("harfbuzz", harfbuzz, current.harfbuzz), ("freetype", freetype, current.freetype), ("libpng", libpng, current.libpng)]
            where recorded != now {
            parts.append("\(name) \(recorded), you have \(now)")
        }
        for (name, recorded, now) in [("librsvg", librsvg, current.librsvg), ("poppler", poppler, current.poppler)] {
            if let recorded, let now, recorded != now { parts.append("\(name) \(recorded), you have \(now)") }
        }
        // Say how each font differs: a font added since recording reads differently from a changed one.
        let added = current.fonts.keys.filter { fonts[$0] == nil }.sorted()
        let removed = fonts.keys.filter { current.fonts[$0] == nil }.sorted()
        let changed = fonts.keys.filter { current.fonts[$0] != nil && current.fonts[$0] != fonts[$0] }.sorted()
        if !changed.isEmpty { parts.append("other versions of the fonts \(changed.joined(separator: ", "))") }
        if !added.isEmpty { parts.append("no \(added.joined(separator: ", ")) (added to Fonts/ since)") }
        if !removed.isEmpty { parts.append("\(removed.joined(separator: ", ")), which Fonts/ no longer has") }
        if let now, let current = current.now, now != current { parts.append("now = \(now), this run is at \(current) (--now, LOUPE_NOW)") }
        return parts.isEmpty ? nil : "references were recorded with " + parts.joined(separator: "; ")
    }
}
