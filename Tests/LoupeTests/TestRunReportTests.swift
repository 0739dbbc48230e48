import Foundation
import Loupe
@testable import LoupeTesting
import LoupeUI
import XCTest

/// One `swift test`, one report: XCTest and Swift Testing run in two processes of one `swift test`,
/// and every failure of both is on one review page whose paths all still exist when the run ends.
final class TestRunReportTests: XCTestCase {
    static let childVariable = "LOUPE_TEST_RUN_CHILD"

    /// The processes of one `swift test` are one run; a process started any other way is its own.
    func testProcessesOfOneSwiftTestAreOneRun() {
        let names: [pid_t: String] = [10: "swift-test\n", 20: "zsh\n"]
        func run(parent: pid_t, me: pid_t, environment: [String: String] = [:]) -> String {
            TestRunReport.run(environment: environment, parent: parent, me: me, name: { names[$0] }, started: { UInt64($0) * 100 })
        }
        XCTAssertEqual(run(parent: 10, me: 11), run(parent: 10, me: 12), "XCTest's and Swift Testing's processes")
        XCTAssertNotEqual(run(parent: 20, me: 21), run(parent: 20, me: 22), "two runs from a shell")
        XCTAssertEqual(run(parent: 20, me: 21, environment: ["LOUPE_TEST_RUN": "ci 7"]), "given-ci_7")
    }

    /// Two processes of one run, each failing an assertion: one page lists both, and the first one's
    /// artifacts are still there. A later run clears them.
    func testTwoProcessesOfOneRunShareOneReviewPage() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-run-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let references = root.appendingPathComponent("refs"), artifacts = root.appendingPathComponent("artifacts")
        try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
        for name in ["one", "two", "three", "p1", "p2", "p3", "p4"] {
            try Loupe.render(Color.blue.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40)).pngData()
                .write(to: references.appendingPathComponent("\(name).png"))
        }
        func child(_ name: String, run: String) throws { try start(name, run: run).waitUntilExit() }
        func start(_ name: String, run: String) throws -> Process {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = ["LoupeTests.TestRunReportTests/testChildFailsAnAssertion"]
            process.environment = ProcessInfo.processInfo.environment.merging([
                Self.childVariable: name, "LOUPE_TEST_RUN": run, "LOUPE_ARTIFACTS": artifacts.path, "LOUPE_SNAPSHOTS_FOR_CHILD": references.path,
            ]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            return process
        }
        let page = artifacts.appendingPathComponent(SnapshotVerifier.reviewFile)
        try child("one", run: "A")
        try child("two", run: "A")
        let shared = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(shared.contains("one.png") && shared.contains("two.png"), "both processes' failures on one page")
        XCTAssertTrue(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("one/actual.png").path), "the first process's artifacts survive the second")
        try child("three", run: "B")
        let later = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(later.contains("three.png") && !later.contains("one.png"), "a new run starts a new page")
        XCTAssertFalse(FileManager.default.fileExists(atPath: artifacts.appendingPathComponent("one/actual.png").path))

        // Four processes of one run at once (swift test --parallel): the page they leave lists all four.
        let parallel = try ["p1", "p2", "p3", "p4"].map { try start($0, run: "C") }
        for process in parallel { process.waitUntilExit() }
        let together = try String(contentsOf: page, encoding: .utf8)
        for name in ["p1", "p2", "p3", "p4"] { XCTAssertTrue(together.contains("\(name).png"), "\(name) is on the page") }
    }

    /// Run by the test above in a child process: a red square against a blue reference.
    func testChildFailsAnAssertion() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let name = environment[Self.childVariable], let references = environment["LOUPE_SNAPSHOTS_FOR_CHILD"] else {
            throw XCTSkip("runs only as the child of testTwoProcessesOfOneRunShareOneReviewPage")
        }
        assertSnapshot(of: Color.red.frame(width: 20, height: 20), size: CGSize(width: 40, height: 40), named: name, record: .never,
                       snapshots: URL(fileURLWithPath: references))
    }
}
