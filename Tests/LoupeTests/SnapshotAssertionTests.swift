import Foundation
import Loupe
import LoupeExamples
import LoupeTesting
import LoupeUI
import Testing

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
}
