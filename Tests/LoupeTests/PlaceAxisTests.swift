import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeUI
import LoupeExamples

/// StandBy and CarPlay as a cell's place (issue #17): in names, the matrix, the command line and
/// the references' bookkeeping.
final class PlaceAxisTests: XCTestCase {
    func testAPlaceIsPartOfTheCellsNameAndReadsBack() throws {
        var cell = WidgetCell(family: .systemSmall, colorScheme: .dark)
        cell.placement = .carPlay
        XCTAssertEqual(SnapshotName.path(widget: "Steps", cell: cell), "Steps/systemSmall/0-fullColor-dark-carPlay.png")
        XCTAssertEqual(SnapshotName.Parts("systemSmall/0-fullColor-dark-carPlay.png")?.place, "carPlay")
        XCTAssertEqual(SnapshotName.Parts("systemSmall/0-fullColor-light-de_DE-stale-standBy@2x.png")?.place, "standBy")
        XCTAssertEqual(SnapshotName.Parts("systemSmall/0-fullColor-light-de_DE-stale-standBy@2x.png")?.locale, "de_DE")
        XCTAssertNil(SnapshotName.Parts("systemSmall/0-fullColor-dark.png")?.place, "the usual place is not spelled")
    }

    func testTheMatrixPlacesOnlyTheFamiliesAPlaceShows() throws {
        let steps = try XCTUnwrap(Examples.widgets.first { $0.widget.kind == "Steps" })
        let matrix = RenderMatrix(timelineIndices: [.entry(0)], modes: [.fullColor], schemes: [.light], places: [.standard, .standBy])
        let cells = try matrix.cells(of: steps, named: "Steps") { family, device in try Loupe.timeline(steps, family: family, device: device) }
        XCTAssertEqual(cells.filter { $0.placement == .standBy }.compactMap { $0.widget?.family }, [.systemSmall])
        XCTAssertEqual(cells.filter { $0.placement == .standard }.count, steps.families.count)
    }

    func testTheCommandLineRendersAPlaceAndSaysWhichFamiliesItShows() throws {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: [], records: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-places-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(tool.run(["render", "Steps", "--place", "standBy,carPlay", "--family", "systemSmall", "-q", "-o", folder.path]), 0, error)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(files, ["Steps/systemSmall/0-fullColor-light-carPlay.png", "Steps/systemSmall/0-fullColor-light-standBy.png"])
        XCTAssertEqual(tool.run(["render", "Steps", "--family", "systemMedium", "--place", "carPlay", "-o", folder.appendingPathComponent("x.png").path]), 2)
        XCTAssertTrue(error.contains("Steps: carPlay shows systemSmall widgets only (--family systemSmall)"), error)
        XCTAssertEqual(tool.run(["render", "Steps", "--place", "dock"]), 2)
        XCTAssertTrue(error.contains("unknown place 'dock'"), error)
    }

    /// `--family all` (and record's whole matrix) on a named device: the families the device has.
    func testTheCommandLineRendersEveryFamilyTheMacHas() throws {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: [], records: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-mac-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        XCTAssertEqual(tool.run(["render", "Steps", "--device", "mac", "--family", "all", "--mode", "vibrant", "--scheme", "dark", "-q", "-o", folder.path]), 0, error)
        let files = (FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []).filter { $0.hasSuffix(".png") }.sorted()
        XCTAssertEqual(files, ["Steps/systemLarge/0-vibrant-dark-mac.png", "Steps/systemMedium/0-vibrant-dark-mac.png", "Steps/systemSmall/0-vibrant-dark-mac.png"])
        XCTAssertEqual(tool.run(["render", "Steps", "--device", "mac", "--family", "accessoryCircular", "-o", folder.appendingPathComponent("x.png").path]), 2)
        XCTAssertTrue(error.contains("mac has no accessoryCircular widgets"), error)
    }

    func testARecordedPlaceIsVerifiedAndNeverAnOrphan() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-place-refs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: [], records: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let axes = ["Steps", "--family", "systemSmall", "--timeline-index", "0", "--mode", "fullColor", "--scheme", "light",
                    "--snapshots", folder.path, "--artifacts", folder.appendingPathComponent("artifacts").path]
        XCTAssertEqual(tool.run(["record"] + axes + ["--place", "standBy"]), 0, error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Steps/systemSmall/0-fullColor-light-standBy.png").path))
        output = ""
        // Verified by a run that names no place: the reference is admitted, not an orphan.
        XCTAssertEqual(tool.run(["verify"] + axes + ["--record", "never", "--allow-orphans"]), 1, "the usual place has no reference here")
        XCTAssertFalse(error.contains("ORPHAN") || error.contains("orphan Steps/systemSmall/0-fullColor-light-standBy"), error)
        XCTAssertTrue(output.contains("2 cells"), output)
    }
}
