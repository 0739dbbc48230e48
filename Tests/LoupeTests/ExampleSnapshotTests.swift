import Foundation
import XCTest
import Loupe
@testable import LoupeCLI
import LoupeExamples
import LoupeTesting
import LoupeUI
@testable import LoupeSnapshot

/// Dogfooding: every built-in example against its reviewed reference in Snapshots/ — the folder
/// plain `loupe verify` checks (./run-tests runs that too). The widgets go through LoupeTesting's
/// assertions, whose paths must be the command line's: the references were recorded by the CLI.
/// One test per example, so any one can be run alone. Re-record (then look at every changed image)
/// with `./loupe record WIDGET`, or `LOUPE_RECORD=failed swift test --filter ExampleSnapshotTests`.
final class ExampleSnapshotTests: XCTestCase {
    static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Snapshots")

    /// The committed references say what made them, so a failure elsewhere can name the difference.
    func testReferencesCarryTheirManifest() throws {
        let data = try Data(contentsOf: Self.snapshots.appendingPathComponent("manifest.json"))
        let manifest = try JSONDecoder().decode(SnapshotEnvironment.self, from: data)
        XCTAssertFalse(manifest.fonts.isEmpty, "manifest.json lists no font hashes")
        XCTAssertEqual(manifest.now, "2024-06-03T09:00:00Z", "the references were rendered at Loupe's default now")
    }

    /// Every family, timeline entry, mode and scheme of a widget (a Live Activity's presentations
    /// and states, a control's presentations off and on), plus the placeholder and snapshot.
    private func verify(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let preview = try XCTUnwrap(Examples.widget(named: name), file: file, line: line)
        assertWidgetSnapshots(of: preview, modes: WidgetRenderingMode.allCases, schemes: ColorScheme.allCases, snapshots: Self.snapshots,
                              file: file, line: line)
        if let family = preview.families.first {
            assertWidgetSnapshots(of: preview, families: [family], timelineIndices: [.placeholder, .snapshot], snapshots: Self.snapshots,
                                  file: file, line: line)
        }
    }

    func testSteps() throws { try verify("Steps") }
    func testCharacterHealth() throws { try verify("CharacterHealth") }
    func testTaskChecklist() throws { try verify("TaskChecklist") }
    func testReadingGoal() throws { try verify("ReadingGoal") }
    func testCountdown() throws { try verify("Countdown") }
    func testDeliveryTracker() throws { try verify("DeliveryTracker") }
    func testOrderTracker() throws { try verify("OrderTracker") }
    func testLightToggle() throws { try verify("LightToggle") }
    func testLogCoffee() throws { try verify("LogCoffee") }

    /// The example views and the examples' #Preview blocks, and no reference without a cell: the
    /// command line's plain verify, run in this process (CI=true: nothing is recorded).
    func testPreviewsAndViewsAndNoOrphans() {
        var output = "", error = ""
        let records = LoupePreviews.all.filter { $0.file.hasPrefix("LoupeExamples/") }
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, records: records,
                                    output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let targets = PreviewCatalog(previews: Examples.widgets, views: Examples.all, records: records).targets
            .filter { $0.location != nil || $0.widgetPreview == nil }.map(\.name)
        XCTAssertEqual(tool.run(["verify", targets.joined(separator: ","), "--record", "never", "-q", "--snapshots", Self.snapshots.path,
                                 "--artifacts", Self.snapshots.deletingLastPathComponent().appendingPathComponent(".build/loupe-artifacts").path]), 0, error)
        XCTAssertEqual(tool.run(["verify", "--orphans", "-q", "--snapshots", Self.snapshots.path]), 0)
        XCTAssertEqual(output, "", "references no cell produces:\n\(output)")
    }
}
