import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeExamples
import LoupeUI
@testable import LoupeSnapshot

/// `loupe verify` / `loupe record` end to end, on a temporary snapshots folder.
final class SnapshotCommandTests: XCTestCase {
    struct Run { let code: Int32; let output: String; let error: String }
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-snapshots-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func run(_ arguments: [String]) -> Run {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        var extra = ["--snapshots", folder.appendingPathComponent("refs").path]
        if arguments.first != "prune" { extra += ["--artifacts", folder.appendingPathComponent("artifacts").path] }
        let code = tool.run(arguments + extra)
        return Run(code: code, output: output, error: error)
    }

    var reference: URL { folder.appendingPathComponent("refs/Steps/systemSmall/0-fullColor-light.png") }
    /// One family, mode and scheme: with no axis options the snapshot commands cover the whole matrix.
    let small = ["--family", "systemSmall", "--mode", "fullColor", "--scheme", "light"]

    func testRecordThenVerifyThenFailWithArtifactsThenAccept() throws {
        // Recording writes the references and the manifest, and succeeds: it did what it was asked.
        let recorded = run(["record", "Steps", "--timeline-index", "0,1"] + small)
        XCTAssertEqual(recorded.code, 0, recorded.error)
        XCTAssertTrue(recorded.output.contains("2 cells: 2 recorded, 0 unchanged, 0 failed"), recorded.output)
        XCTAssertTrue(FileManager.default.fileExists(atPath: reference.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("refs/manifest.json").path))

        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never"] + small).code, 0)

        // A change: entry 0's reference now holds entry 1's render.
        try FileManager.default.removeItem(at: reference)
        try FileManager.default.copyItem(at: folder.appendingPathComponent("refs/Steps/systemSmall/1-fullColor-light.png"), to: reference)
        let failed = run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never"] + small)
        XCTAssertEqual(failed.code, 1)
        XCTAssertTrue(failed.error.contains("FAIL Steps/systemSmall/0-fullColor-light.png"), failed.error)
        XCTAssertTrue(failed.error.contains("--record failed"), "says how to accept: \(failed.error)")
        for role in ["reference", "actual", "diff", "side-by-side"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/Steps/systemSmall/0-fullColor-light/\(role).png").path), role)
        }
        let side = try PNGCodec.decode(Data(contentsOf: folder.appendingPathComponent("artifacts/Steps/systemSmall/0-fullColor-light/side-by-side.png")))
        XCTAssertEqual(side.width, 510 * 3 + 16, "reference | diff | actual")
        let summary = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("artifacts/summary.json"))) as! [String: Any]
        XCTAssertEqual(summary["failed"] as? Int, 1)
        XCTAssertEqual(summary["passed"] as? Int, 1)
        let cell = (summary["cells"] as! [[String: Any]])[0]
        XCTAssertEqual(cell["cell"] as? String, "Steps/systemSmall/0-fullColor-light.png")
        XCTAssertEqual(cell["status"] as? String, "failed")
        let comparison = cell["comparison"] as! [String: Any]
        XCTAssertGreaterThan(comparison["changedPixels"] as! Int, 0)
        XCTAssertGreaterThan(comparison["maxDeltaE"] as! Double, 1)
        XCTAssertEqual((comparison["changedBounds"] as? [Int])?.count, 4)
        let page = try String(contentsOf: folder.appendingPathComponent("artifacts/review.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<h2 id=\"title0\">Steps/systemSmall/0-fullColor-light.png</h2>"))
        XCTAssertTrue(page.contains("src=\"Steps/systemSmall/0-fullColor-light/reference.png\""), "relative image paths")
        XCTAssertTrue(page.contains("--record failed</code>"), "the accept command")
        XCTAssertTrue(page.contains("type=\"range\""), "onion-skin slider")

        // Accept: only the failing cell is re-recorded; then everything verifies.
        let accepted = run(["verify", "Steps", "--timeline-index", "0,1", "--record", "failed"] + small)
        XCTAssertEqual(accepted.code, 1)
        XCTAssertTrue(accepted.output.contains("RECORDED Steps/systemSmall/0-fullColor-light.png"), accepted.output)
        XCTAssertFalse(accepted.output.contains("RECORDED Steps/systemSmall/1-"), "passing cells are left alone")
        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never"] + small).code, 0)
    }

    func testMissingReferenceUnderNeverFails() {
        let result = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("no reference at"), result.error)
    }

    func testCorruptAndMisSizedReferencesGiveSpecificMessages() throws {
        XCTAssertEqual(run(["record", "Steps"] + small).code, 0)
        let good = try Data(contentsOf: reference)
        try good.prefix(100).write(to: reference)
        let truncated = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertTrue(truncated.error.contains("is not a readable PNG") && truncated.error.contains("truncated"), truncated.error)

        let other = try Loupe.render(Color.red, size: CGSize(width: 10, height: 10), scale: 1).pngData()
        try other.write(to: reference)
        let sized = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertTrue(sized.error.contains("size differs: reference 10×10 px, render 510×510 px"), sized.error)
    }

    func testAChangedEnvironmentIsSaidFirst() throws {
        XCTAssertEqual(run(["record", "Steps"] + small).code, 0)
        let manifest = folder.appendingPathComponent("refs/manifest.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as! [String: Any]
        json["cairo"] = "1.14.0"
        try JSONSerialization.data(withJSONObject: json).write(to: manifest)
        try Loupe.render(.widget(StepsWidget()), cell: WidgetCell(family: .systemSmall, timelineIndex: .entry(1))).pngData().write(to: reference)
        let result = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertTrue(result.error.contains("references were recorded with cairo 1.14.0, you have 1.16.0."), result.error)
    }

    func testTheVectorLibrariesAreRecordedAndAnOlderManifestWithoutThemStillReads() throws {
        XCTAssertEqual(run(["record", "Steps"] + small).code, 0)
        let manifest = folder.appendingPathComponent("refs/manifest.json")
        var json = try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as! [String: Any]
        let current = try XCTUnwrap(json["librsvg"] as? String, "the manifest names librsvg's version")
        XCTAssertNotNil(json["poppler"] as? String)
        try Loupe.render(.widget(StepsWidget()), cell: WidgetCell(family: .systemSmall, timelineIndex: .entry(1))).pngData().write(to: reference)

        json["librsvg"] = "2.40.0"
        try JSONSerialization.data(withJSONObject: json).write(to: manifest)
        let changed = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertTrue(changed.error.contains("references were recorded with librsvg 2.40.0, you have \(current)."), changed.error)

        json["librsvg"] = nil; json["poppler"] = nil
        try JSONSerialization.data(withJSONObject: json).write(to: manifest)
        let older = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertEqual(older.code, 1, "the damaged reference still fails")
        XCTAssertFalse(older.error.contains("librsvg"), "an older manifest says nothing of libraries it never recorded: \(older.error)")
    }

    func testSidecarToleranceAppliesToItsCellAndBadValuesAreNamed() throws {
        XCTAssertEqual(run(["record", "Steps"] + small).code, 0)
        try Loupe.render(.widget(StepsWidget()), cell: WidgetCell(family: .systemSmall, timelineIndex: .entry(1))).pngData().write(to: reference)
        let sidecar = reference.deletingPathExtension().appendingPathExtension("tolerance.json")
        try Data(#"{"changedFraction": 0.2}"#.utf8).write(to: sidecar)
        XCTAssertEqual(run(["verify", "Steps", "--record", "never"] + small).code, 0, "20 % may change for this cell")
        try Data(#"{"changedFraction": 0.2, "maxDeltaE": 1}"#.utf8).write(to: sidecar)
        XCTAssertEqual(run(["verify", "Steps", "--record", "never"] + small).code, 1, "but not by more than ΔE 1")
        try Data(#"{"changedFraction": 5}"#.utf8).write(to: sidecar)
        let bad = run(["verify", "Steps", "--record", "never"] + small)
        XCTAssertTrue(bad.error.contains("0-fullColor-light.tolerance.json: changedFraction must be a number from 0.0 to 1.0, not 5"), bad.error)
        try Data(#"{"fraction": 0.1}"#.utf8).write(to: sidecar)
        XCTAssertTrue(run(["verify", "Steps", "--record", "never"] + small).error.contains("unknown key \"fraction\""))
    }

    /// References of cells that exist are never orphans, whatever the axes select; a reference no
    /// cell of its widget can produce is one, and fails a plain verify.
    func testOrphansAreReferencesNoCellCanProduce() throws {
        XCTAssertEqual(run(["record", "Steps", "--timeline-index", "0,1"] + small).code, 0)
        let refs = folder.appendingPathComponent("refs")
        let pastTheTimeline = refs.appendingPathComponent("Steps/systemSmall/9-fullColor-light.png")
        let noSuchFamily = refs.appendingPathComponent("Steps/systemHuge/0-fullColor-light.png")
        try FileManager.default.createDirectory(at: noSuchFamily.deletingLastPathComponent(), withIntermediateDirectories: true)
        for orphan in [pastTheTimeline, noSuchFamily] { try FileManager.default.copyItem(at: reference, to: orphan) }

        let listed = run(["verify", "Steps", "--timeline-index", "0", "--orphans"] + small)
        XCTAssertEqual(listed.output, "Steps/systemHuge/0-fullColor-light.png\nSteps/systemSmall/9-fullColor-light.png\n", "entry 1 exists: not an orphan")
        let verified = run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never"] + small)
        XCTAssertEqual(verified.code, 1, "orphans fail a verify")
        XCTAssertTrue(verified.error.contains("ORPHAN Steps/systemSmall/9-fullColor-light.png"), verified.error)
        XCTAssertTrue(verified.error.contains("2 references in \(refs.path) are produced by no cell; delete them with 'loupe prune'"), verified.error)
        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never", "--allow-orphans"] + small).code, 0, "unless told otherwise")
    }

    /// A cell with no reference fails a run that only verifies, saying so, and the command it offers
    /// to accept it (`--record failed`) records it, as swift-snapshot-testing's `.failed` does.
    func testTheAcceptCommandRecordsAMissingReferenceToo() throws {
        let missing = run(["verify", "Steps", "--timeline-index", "0", "--record", "never"] + small)
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(missing.error.contains("1 of 1 cells have no reference; to accept the new renders:"), missing.error)
        let accepted = run(["verify", "Steps", "--timeline-index", "0", "--record", "failed"] + small)
        XCTAssertEqual(accepted.code, 1, "a recorded reference fails the run, to be looked at")
        XCTAssertTrue(accepted.output.contains("RECORDED Steps/systemSmall/0-fullColor-light.png"), accepted.output)
        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0", "--record", "never"] + small).code, 0)
    }

    /// A view's reference from `assertSnapshot(of:size:named:)` sits at the top of the folder, where
    /// no cell's reference ever does: the command line neither calls it an orphan nor prunes it,
    /// while a folder of no known widget beside it still is one.
    func testTheTestsViewReferencesAreNotOrphans() throws {
        XCTAssertEqual(run(["record", "Steps", "--timeline-index", "0"] + small).code, 0)
        let refs = folder.appendingPathComponent("refs")
        for name in ["badge-3.png", "badge-3.tolerance.json"] { try FileManager.default.copyItem(at: reference, to: refs.appendingPathComponent(name)) }
        try FileManager.default.createDirectory(at: refs.appendingPathComponent("Gone"), withIntermediateDirectories: true)

        let listed = run(["verify", "--orphans"])
        XCTAssertEqual(listed.output, "Gone/\n", "the folder of no widget is an orphan; the view's reference is not")
        // Prune leaves a folder of no widget alone, so verify does not send the user to prune.
        let everyWidget = ["--timeline-index", "0", "--mode", "fullColor", "--scheme", "light"]
        XCTAssertEqual(run(["record"] + everyWidget).code, 0)
        let plain = run(["verify", "--record", "never"] + everyWidget)
        XCTAssertEqual(plain.code, 1, plain.error)
        XCTAssertTrue(plain.error.contains("ORPHAN Gone/: no cell produces it (it belongs to no widget or preview of this binary, so prune leaves it alone"), plain.error)
        XCTAssertTrue(plain.error.contains("it belongs to no widget or preview of this binary: delete it by hand if stale, or pass --allow-orphans"), plain.error)
        let verified = run(["verify", "Steps", "--timeline-index", "0", "--record", "never"] + small)
        XCTAssertEqual(verified.code, 0, verified.error)
        let pruned = run(["prune", "--dry-run"])
        XCTAssertEqual(pruned.code, 0, pruned.error)
        XCTAssertTrue(pruned.output.contains("left alone: 1 view reference of snapshot tests (badge-3.png)"), pruned.output)
        XCTAssertFalse(pruned.output.contains("would delete badge-3"), pruned.output)
    }

    /// Plain prune deletes only references no cell can produce; axes narrow what is kept; another
    /// widget's references and folders of unknown widgets are never touched.
    func testPruneReachesOnlyIntoTheNamedWidgetsFolders() throws {
        XCTAssertEqual(run(["record", "Steps,Countdown", "--timeline-index", "0,1"] + small).code, 0)
        let refs = folder.appendingPathComponent("refs")
        let orphan = refs.appendingPathComponent("Steps/systemSmall/9-fullColor-light.png")
        try FileManager.default.copyItem(at: reference, to: orphan)
        let sidecar = orphan.deletingPathExtension().appendingPathExtension("tolerance.json")
        try Data(#"{"perChannel": 1}"#.utf8).write(to: sidecar)
        let stranger = refs.appendingPathComponent("Gone/systemSmall/0-fullColor-light.png")
        try FileManager.default.createDirectory(at: stranger.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: reference, to: stranger)
        func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: refs.appendingPathComponent(path).path) }

        let dry = run(["prune", "--dry-run"])
        XCTAssertEqual(dry.code, 0, dry.error)
        XCTAssertTrue(dry.output.hasPrefix("would delete Steps/systemSmall/9-fullColor-light.png (and its tolerance.json)\n1 reference would be deleted"), dry.output)
        XCTAssertTrue(dry.error.contains("left alone: Gone/"), dry.error)
        XCTAssertTrue(exists("Steps/systemSmall/9-fullColor-light.png"), "a dry run deletes nothing")

        XCTAssertEqual(run(["prune", "Steps", "--family", "all"]).code, 0)
        XCTAssertFalse(exists("Steps/systemSmall/9-fullColor-light.png"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: sidecar.path), "its sidecar goes with it")
        XCTAssertTrue(exists("Steps/systemSmall/1-fullColor-light.png"), "a valid reference stays")
        XCTAssertTrue(exists("Countdown/systemSmall/1-fullColor-light.png"), "another widget's references stay")
        XCTAssertTrue(exists("Gone/systemSmall/0-fullColor-light.png"), "an unknown widget's references stay")

        // Axes narrow what is kept, in the named widget only.
        XCTAssertEqual(run(["prune", "Steps", "--timeline-index", "0"]).code, 0)
        XCTAssertFalse(exists("Steps/systemSmall/1-fullColor-light.png"))
        XCTAssertTrue(exists("Steps/systemSmall/0-fullColor-light.png"))
        XCTAssertTrue(exists("Countdown/systemSmall/1-fullColor-light.png"))
    }

    func testUnwritableSnapshotsFolderIsASpecificError() throws {
        // A file where the references folder should be (running as root, permissions alone would not stop us).
        let blocked = folder.appendingPathComponent("refs")
        try Data("not a folder".utf8).write(to: blocked)
        let result = run(["record", "Steps"] + small)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("cannot create \(blocked.path)/Steps/systemSmall"), result.error)
    }

    func testConcurrentRecordingsOfOneCellLeaveOneWholeFile() throws {
        let image = try Loupe.render(.widget(StepsWidget()), cell: WidgetCell(family: .systemSmall))
        let environment = SnapshotEnvironment.current(fontSet: try FontSet.shared.get())
        let refs = folder.appendingPathComponent("refs")
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let verifier = SnapshotVerifier(snapshots: refs, artifacts: folder.appendingPathComponent("artifacts"), mode: .all, environment: environment)
            verifier.verify(image, path: "Steps/systemSmall/0-fullColor-light.png")
        }
        XCTAssertEqual(try PNGCodec.decode(Data(contentsOf: reference)).pixels, image.pixels)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: reference.deletingLastPathComponent().path).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [], "no temporary files left behind")
    }

    /// PNG and SVG go through the one record-mode table: a failing SVG leaves both documents under
    /// their typed roles, and the same table re-records it under `failed`.
    func testAnSVGMismatchLeavesBothDocumentsAndFailedReRecordsIt() throws {
        let environment = SnapshotEnvironment.current(fontSet: try FontSet.shared.get())
        let refs = folder.appendingPathComponent("refs"), artifacts = folder.appendingPathComponent("artifacts")
        try AtomicFile.write(Data("<svg/>".utf8), to: refs.appendingPathComponent("x/a.svg"))
        let never = SnapshotVerifier(snapshots: refs, artifacts: artifacts, mode: .never, environment: environment)
        let failed = never.verifySVG(Data("<svg></svg>".utf8), path: "x/a.svg")
        XCTAssertEqual(failed.status, .failed)
        XCTAssertEqual(try failed.artifact(.referenceSVG).map { try String(contentsOfFile: $0, encoding: .utf8) }, "<svg/>")
        XCTAssertEqual(try failed.artifact(.actualSVG).map { try String(contentsOfFile: $0, encoding: .utf8) }, "<svg></svg>")
        let rerecord = SnapshotVerifier(snapshots: refs, artifacts: artifacts, mode: .failed, environment: environment)
        XCTAssertEqual(rerecord.verifySVG(Data("<svg></svg>".utf8), path: "x/a.svg").status, .recorded)
        XCTAssertEqual(try String(contentsOf: refs.appendingPathComponent("x/a.svg"), encoding: .utf8), "<svg></svg>")
        XCTAssertTrue(FileManager.default.fileExists(atPath: refs.appendingPathComponent("manifest.json").path), "recording writes the manifest for SVG too")
    }

    func testSVGReferencesAreOptionalAndExact() throws {
        XCTAssertEqual(run(["record", "Steps", "--svg"] + small).code, 0)
        let svg = folder.appendingPathComponent("refs/Steps/systemSmall/0-fullColor-light.svg")
        XCTAssertTrue(String(decoding: try Data(contentsOf: svg), as: UTF8.self).hasPrefix("<?xml"))
        XCTAssertEqual(run(["verify", "Steps", "--svg", "--record", "never"] + small).code, 0)
        try Data("<svg/>".utf8).write(to: svg)
        let failed = run(["verify", "Steps", "--svg", "--record", "never"] + small)
        XCTAssertEqual(failed.code, 1)
        XCTAssertTrue(failed.error.contains("FAIL Steps/systemSmall/0-fullColor-light.svg: the SVG differs from its reference"), failed.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("artifacts/Steps/systemSmall/0-fullColor-light/actual.svg").path))
    }

    /// `record` records: it takes no record mode, and passes when it wrote what it was asked.
    func testRecordTakesNoRecordModeAndLeavesIdenticalReferencesAlone() throws {
        let wrong = run(["record", "Steps", "--record", "missing"] + small)
        XCTAssertEqual(wrong.code, 2)
        XCTAssertTrue(wrong.error.contains("unknown option '--record' for 'loupe record'"), wrong.error)
        XCTAssertEqual(run(["record", "Steps"] + small).code, 0)
        let written = try FileManager.default.attributesOfItem(atPath: reference.path)[.modificationDate] as! Date
        Thread.sleep(forTimeInterval: 0.05)
        let again = run(["record", "Steps"] + small)
        XCTAssertEqual(again.code, 0)
        XCTAssertTrue(again.output.contains("0 recorded, 4 unchanged"), again.output)
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: reference.path)[.modificationDate] as? Date, written, "not rewritten")
    }

    /// A run clears what the previous run left: a passing verify leaves no failure behind.
    func testAPassingRunClearsTheLastRunsArtifacts() throws {
        XCTAssertEqual(run(["record", "Steps", "--timeline-index", "0,1"] + small).code, 0)
        let good = try Data(contentsOf: reference)
        try Data(contentsOf: folder.appendingPathComponent("refs/Steps/systemSmall/1-fullColor-light.png")).write(to: reference)
        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never"] + small).code, 1)
        let artifacts = folder.appendingPathComponent("artifacts")
        let mine = artifacts.appendingPathComponent("notes.txt")
        try Data("kept".utf8).write(to: mine)
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("review.html").path))
        try good.write(to: reference)
        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never"] + small).code, 0)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: artifacts.path), ["notes.txt"], "only what Loupe wrote is removed")
    }

    /// JUnit: well-formed XML, a test case per cell, failures with the figures and artifact paths,
    /// orphans as failing cases.
    func testJUnitReportIsWellFormedAndComplete() throws {
        XCTAssertEqual(run(["record", "Steps", "--timeline-index", "0,1"] + small).code, 0)
        try Data(contentsOf: folder.appendingPathComponent("refs/Steps/systemSmall/1-fullColor-light.png")).write(to: reference)
        try Data(contentsOf: reference).write(to: folder.appendingPathComponent("refs/Steps/systemSmall/7-fullColor-light.png"))
        let report = folder.appendingPathComponent("junit.xml")
        XCTAssertEqual(run(["verify", "Steps", "--timeline-index", "0,1", "--record", "never", "--junit", report.path] + small).code, 1)
        let document = try XMLDocument(contentsOf: report, options: [])
        let root = try XCTUnwrap(document.rootElement())
        XCTAssertEqual(root.name, "testsuites")
        XCTAssertEqual(root.attribute(forName: "tests")?.stringValue, "3")
        XCTAssertEqual(root.attribute(forName: "failures")?.stringValue, "2")
        let cases = try root.nodes(forXPath: "//testcase") as! [XMLElement]
        XCTAssertEqual(cases.map { $0.attribute(forName: "name")!.stringValue! },
                       ["systemSmall/0-fullColor-light", "systemSmall/1-fullColor-light", "Steps/systemSmall/7-fullColor-light.png"])
        let failure = try XCTUnwrap(cases[0].elements(forName: "failure").first)
        XCTAssertTrue(failure.attribute(forName: "message")!.stringValue!.contains("% of pixels changed"))
        XCTAssertTrue(failure.stringValue!.contains("side-by-side: \(folder.appendingPathComponent("artifacts").path)"), failure.stringValue!)
        XCTAssertEqual(cases[2].elements(forName: "failure").first?.attribute(forName: "type")?.stringValue, "orphan")
        XCTAssertEqual(run(["verify", "Steps", "--junit", folder.appendingPathComponent("no/such/report.xml").path] + small).code, 2)
    }

    func testJUnitEscapesWhatXMLCannotHold() throws {
        let outcome = SnapshotVerifier.Outcome(cell: "A&B/<x>/\"q\"\u{1}.png", status: .failed, message: "ΔE > 2 & 'more'\u{7}", comparison: nil, artifacts: [:])
        let xml = JUnitReport.xml(name: "t", cases: [.init(outcome: outcome, seconds: 0)])
        let document = try XMLDocument(xmlString: xml, options: [])
        let testcase = try XCTUnwrap((try document.nodes(forXPath: "//testcase")).first as? XMLElement)
        XCTAssertEqual(testcase.attribute(forName: "classname")?.stringValue, "A&B")
        XCTAssertEqual(testcase.elements(forName: "failure").first?.attribute(forName: "message")?.stringValue, "ΔE > 2 & 'more'")
    }

    /// References made at another now are said to be so before the pixels are.
    func testAnotherNowIsSaidFirst() throws {
        // The delivery's arrival timer counts from the now.
        let cell = ["DeliveryTracker", "--presentation", "lockScreen", "--timeline-index", "1", "--scheme", "light"]
        XCTAssertEqual(run(["record"] + cell).code, 0)
        let result = run(["verify", "--record", "never", "--now", "2024-06-03T10:00:00Z"] + cell)
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("now = 2024-06-03T09:00:00Z, this run is at 2024-06-03T10:00:00Z"), result.error)
    }

    func testToleranceOptionsAreChecked() {
        XCTAssertEqual(run(["verify", "Steps", "--tolerance-fraction", "2"]).code, 2)
        XCTAssertEqual(run(["verify", "Steps", "--record", "sometimes"]).code, 2)
    }

    func testRecordModeDefaults() throws {
        XCTAssertEqual(try RecordMode.fromEnvironment([:]), .missing)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true"]), .never)
        XCTAssertEqual(try RecordMode.fromEnvironment(["CI": "true", "LOUPE_RECORD": "failed"]), .failed)
        XCTAssertThrowsError(try RecordMode.fromEnvironment(["LOUPE_RECORD": "yes"]))
    }
}
