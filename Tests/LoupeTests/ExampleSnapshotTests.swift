import Foundation
import XCTest
import Loupe
import LoupeExamples
import LoupeUI

/// Every built-in example view and widget against its reviewed reference in Snapshots/, byte for
/// byte. Re-record with `LOUPE_RECORD=all swift test --filter ExampleSnapshotTests`.
final class ExampleSnapshotTests: XCTestCase {
    func testExampleViewsMatchTheirReferences() throws {
        var failures: [String] = []
        for example in Examples.all {
            for scheme in ColorScheme.allCases {
                let png = try Loupe.render(example.makeView(scheme), size: example.size).pngData()
                if let failure = try ReferenceFiles.check(png, at: "examples/\(example.name)-\(scheme.rawValue).png") { failures.append(failure) }
            }
        }
        ReferenceFiles.finish(failures)
    }

    /// The variants every family is checked in: as designed (light, dark), tinted, and on the
    /// Lock Screen material.
    static let variants: [(WidgetRenderingMode, ColorScheme)] = [(.fullColor, .light), (.fullColor, .dark), (.accented, .dark), (.vibrant, .dark)]

    func testExampleWidgetsMatchTheirReferences() throws {
        var failures: [String] = []
        for preview in Examples.widgets {
            let name = preview.name!
            for family in preview.families {
                for (mode, scheme) in Self.variants {
                    let cell = WidgetCell(family: family, renderingMode: mode, colorScheme: scheme)
                    let png = try Loupe.render(preview, cell: cell).pngData()
                    if let failure = try ReferenceFiles.check(png, at: "widgets/\(name)/\(family)/0-\(mode)-\(scheme.rawValue).png") { failures.append(failure) }
                }
            }
            // Every timeline entry (and the placeholder and snapshot) of the first family, as designed.
            let family = preview.families[0]
            let count = try Loupe.timeline(preview, family: family).entries.count
            let indices = (1..<count).map { TimelineIndex.entry($0) } + [.placeholder, .snapshot]
            for index in indices {
                let png = try Loupe.render(preview, cell: WidgetCell(family: family, timelineIndex: index)).pngData()
                if let failure = try ReferenceFiles.check(png, at: "widgets/\(name)/\(family)/\(index)-fullColor-light.png") { failures.append(failure) }
            }
        }
        ReferenceFiles.finish(failures)
    }
}
