import Foundation
import XCTest
import Loupe
import LoupeExamples
import LoupeTesting
import LoupeUI

/// Dogfooding: every built-in example view and widget against its reviewed reference in
/// Snapshots/, through LoupeTesting's assertions. Re-record (then look at every changed image)
/// with `LOUPE_RECORD=failed swift test --filter ExampleSnapshotTests`.
final class ExampleSnapshotTests: XCTestCase {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The committed references say what made them, so a failure elsewhere can name the difference.
    func testReferenceFoldersCarryTheirManifest() throws {
        for folder in ["examples", "widgets"] {
            let data = try Data(contentsOf: Self.snapshots.appendingPathComponent(folder).appendingPathComponent("manifest.json"))
            let manifest = try JSONDecoder().decode(SnapshotEnvironment.self, from: data)
            XCTAssertFalse(manifest.fonts.isEmpty, "\(folder)/manifest.json lists no font hashes")
        }
    }

    func testExampleViewsMatchTheirReferences() {
        for example in Examples.all {
            for scheme in ColorScheme.allCases {
                assertSnapshot(of: example.makeView(scheme), size: example.size, named: "\(example.name)-\(scheme.rawValue)",
                               snapshots: Self.snapshots.appendingPathComponent("examples"))
            }
        }
    }

    /// Every family as designed (light, dark), tinted and on the Lock Screen material; every
    /// timeline entry, the placeholder and the snapshot of the first family.
    func testExampleWidgetsMatchTheirReferences() throws {
        let folder = Self.snapshots.appendingPathComponent("widgets")
        for preview in Examples.widgets {
            if !preview.presentations.isEmpty || !preview.controlPresentations.isEmpty {
                // Live Activities: every presentation and content state, light and dark; controls:
                // every presentation, off and on.
                assertWidgetSnapshots(of: preview, schemes: [.light, .dark], snapshots: folder)
                continue
            }
            assertWidgetSnapshots(of: preview, timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.light, .dark], snapshots: folder)
            assertWidgetSnapshots(of: preview, timelineIndices: [.entry(0)], modes: [.accented, .vibrant], schemes: [.dark], snapshots: folder)
            let family = preview.families[0]
            let count = try Loupe.timeline(preview, family: family).entries.count
            assertWidgetSnapshots(of: preview, families: [family], timelineIndices: (1..<count).map { .entry($0) } + [.placeholder, .snapshot],
                                  snapshots: folder)
        }
    }
}
