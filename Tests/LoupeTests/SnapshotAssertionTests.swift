import Foundation
import Loupe
import LoupeExamples
import LoupeTesting
import LoupeUI
import Testing
@testable import LoupeSnapshot

/// The Swift Testing side of LoupeTesting: the trait sets the record mode and folder, failures are
/// issues (with the artifacts attached).
@Suite("Snapshot assertions", .snapshots(record: .never))
struct SnapshotAssertionTests {
    let folder: URL = {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-assertions-\(UUID())")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }()

    @Test("A matching view passes; a changed one is reported as an issue")
    func viewSnapshots() throws {
        let reference = try Loupe.render(Color.blue.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40)).pngData()
        try reference.write(to: folder.appendingPathComponent("square.png"))
        assertSnapshot(of: Color.blue.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40), named: "square", snapshots: folder)
        withKnownIssue("a different color must fail") {
            assertSnapshot(of: Color.red.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40), named: "square", snapshots: folder)
        }
    }

    @Test("The trait's record mode applies: never means a missing reference fails")
    func neverRecords() {
        withKnownIssue("no reference and record mode never") {
            assertSnapshot(of: Text("x"), size: CGSize(width: 40, height: 40), named: "missing", snapshots: folder)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("missing.png").path))
    }

    @Test("Recording in code writes the reference and fails so it is reviewed", .snapshots(record: .missing))
    func recordsMissing() {
        withKnownIssue("recording fails the test") {
            assertSnapshot(of: Text("x"), size: CGSize(width: 40, height: 40), named: "new", snapshots: folder)
        }
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("new.png").path))
    }

    @Test("A first recording is one issue per assertion: how many, where, and the review page", .snapshots(record: .missing))
    func firstRecordingSaysOnce() {
        let seen = Issues()
        withKnownIssue("recording fails the test") {
            assertWidgetSnapshots(of: StepsWidget(), families: [.systemSmall], snapshots: folder)
        } matching: { issue in
            seen.add("\(issue)")
            return true
        }
        let issues = seen.all
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.contains("Recorded 4 new references in \(folder.path); look at them, then run again:") == true, "\(issues)")
        #expect(issues.first?.contains("review: ") == true && issues.first?.contains("review.html") == true, "\(issues)")
    }

    @Test("Recording over a changed reference says it replaced it, not that it is new")
    func rerecordingSaysReplaced() {
        withKnownIssue("recording fails the test") {
            assertSnapshot(of: Text("x"), size: CGSize(width: 40, height: 40), named: "changing", record: .missing, snapshots: folder)
        }
        let seen = Issues()
        withKnownIssue("recording fails the test") {
            assertSnapshot(of: Text("y"), size: CGSize(width: 40, height: 40), named: "changing", record: .failed, snapshots: folder)
        } matching: { issue in
            seen.add("\(issue)")
            return true
        }
        #expect(seen.all.first?.contains("Recorded 1 reference over the old one in \(folder.path)") == true, "\(seen.all)")
    }

    @Test("A widget's places are recorded under their own names, only in the families they show", .snapshots(record: .missing))
    func recordsPlaces() {
        withKnownIssue("recording fails the test") {
            assertWidgetSnapshots(of: ReadingGoalWidget(), places: [.bezel], snapshots: folder)
        }
        let recorded = (try? FileManager.default.subpathsOfDirectory(atPath: folder.appendingPathComponent("ReadingGoal").path)) ?? []
        #expect(recorded.filter { $0.hasSuffix(".png") }.sorted() == ["accessoryCircular/0-fullColor-light-bezel.png",
                                                                      "accessoryCircular/1-fullColor-light-bezel.png",
                                                                      "accessoryCircular/2-fullColor-light-bezel.png"])
    }
}

/// A whole test run gets one review page and one summary, however many assertions failed; every
/// failure names the page and the command that accepts it.
@Suite("A test run's review", .serialized)
struct TestRunReviewTests {
    let references: URL
    let artifacts: URL

    init() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-run-\(UUID())")
        references = root.appendingPathComponent("refs")
        artifacts = root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        for name in ["one", "two"] {
            try Loupe.render(Color.blue.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40)).pngData()
                .write(to: references.appendingPathComponent("\(name).png"))
        }
    }

    @Test("Failures of several assertions share one review page, each with its accept command")
    func oneReviewForTheRun() throws {
        try SnapshotSettings.$artifacts.withValue(artifacts) {
            for name in ["one", "two"] {
                withKnownIssue("the render changed") {
                    assertSnapshot(of: Color.red.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40), named: name,
                                   record: .never, snapshots: references)
                } matching: { issue in
                    let text = issue.comments.map(\.rawValue).joined()
                    return text.contains("review: \(artifacts.path)/review.html") && text.contains("accept the new render: LOUPE_RECORD=failed swift test --filter LoupeTests")
                }
            }
            let page = try String(contentsOf: artifacts.appendingPathComponent("review.html"), encoding: .utf8)
            #expect(page.contains(">one.png</h2>") && page.contains(">two.png</h2>"))
            #expect(page.contains("Accept: <code>LOUPE_RECORD=failed swift test --filter LoupeTests</code>"))
            let summary = try JSONDecoder().decode(SnapshotVerifier.Summary.self, from: Data(contentsOf: artifacts.appendingPathComponent("summary.json")))
            #expect(summary.failed == 2)
            #expect(summary.cells.map(\.cell) == ["one.png", "two.png"])
        }
    }

    @Test("The first failure of a new run clears the previous run's artifacts")
    func aNewRunClearsTheOldOne() throws {
        // A previous run (another process) left a failure behind.
        let old = artifacts.appendingPathComponent("old/actual.png")
        try FileManager.default.createDirectory(at: old.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("png".utf8).write(to: old)
        let outcome = SnapshotVerifier.Outcome(cell: "old.png", status: .failed, message: "changed", comparison: nil, artifacts: ["actual": old.path])
        try SnapshotVerifier.writeSummary([outcome], mode: .never, tolerance: .exact, artifacts: artifacts, acceptCommand: nil)
        let stale = artifacts.appendingPathComponent(".loupe-test-run/999999999")
        try FileManager.default.createDirectory(at: stale, withIntermediateDirectories: true)
        try Data("[]".utf8).write(to: stale.appendingPathComponent("x.json"))

        SnapshotSettings.$artifacts.withValue(artifacts) {
            withKnownIssue("the render changed") {
                assertSnapshot(of: Color.red.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40), named: "one",
                               record: .never, snapshots: references)
            }
        }
        #expect(!FileManager.default.fileExists(atPath: old.path))
        #expect(!FileManager.default.fileExists(atPath: stale.path))
        let summary = try JSONDecoder().decode(SnapshotVerifier.Summary.self, from: Data(contentsOf: artifacts.appendingPathComponent("summary.json")))
        #expect(summary.cells.map(\.cell) == ["one.png"])
    }
}

/// Issues' texts gathered from whichever thread matches them.
final class Issues: @unchecked Sendable {
    private let lock = NSLock()
    private var texts: [String] = []
    func add(_ text: String) { lock.withLock { texts.append(text) } }
    var all: [String] { lock.withLock { texts } }
}
