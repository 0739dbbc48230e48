import Foundation
import XCTest
@testable import LoupeCLI
import Loupe
import LoupeSnapshot
import LoupeExamples

/// A matrix verified in two shards (as two CI machines would, each into its own artifacts folder)
/// and merged: one summary, review page and JUnit report, as if one machine had verified it all.
final class ShardMergeTests: XCTestCase {
    func run(_ arguments: [String]) -> CommandLineRun { CommandLineRun(arguments) }

    func testTwoShardsMergeIntoOneReportWithTheFailureAndItsImages() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-shards-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let snapshots = root.appendingPathComponent("Snapshots").path
        let axes = ["Steps", "--family", "systemSmall,systemMedium", "--mode", "all", "--scheme", "all"]
        XCTAssertEqual(run(["record"] + axes + ["--snapshots", snapshots]).code, 0)
        // One reference now holds another cell's picture: that cell fails, in whichever shard it falls.
        let changed = "Steps/systemSmall/0-fullColor-light.png"
        try FileManager.default.removeItem(atPath: snapshots + "/" + changed)
        try FileManager.default.copyItem(atPath: snapshots + "/Steps/systemMedium/0-fullColor-light.png", toPath: snapshots + "/" + changed)
        var codes: [Int32] = []
        for shard in ["1/2", "2/2"] {
            let folder = root.appendingPathComponent("shard-\(shard.prefix(1))").path
            codes.append(run(["verify"] + axes + ["--snapshots", snapshots, "--shard", shard, "--artifacts", folder]).code)
        }
        XCTAssertEqual(codes.sorted(), [0, 1], "one shard holds the failure")

        let merged = root.appendingPathComponent("merged"), junit = root.appendingPathComponent("junit.xml")
        let merge = run(["merge", root.appendingPathComponent("shard-1").path, root.appendingPathComponent("shard-2").path,
                         "-o", merged.path, "--junit", junit.path])
        XCTAssertEqual(merge.code, 1, merge.error)
        let summary = try JSONDecoder().decode(SnapshotVerifier.Summary.self,
                                               from: Data(contentsOf: merged.appendingPathComponent(SnapshotVerifier.summaryFile)))
        let recorded = try FileManager.default.subpathsOfDirectory(atPath: snapshots).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(summary.cells.count, recorded.count, "every cell of both shards")
        XCTAssertEqual(summary.failed, 1)
        let failure = try XCTUnwrap(summary.cells.first { $0.status == .failed })
        XCTAssertEqual(failure.cell, changed)
        for path in failure.artifacts.values {
            XCTAssertTrue(path.hasPrefix(merged.path + "/"), "copied into the merged folder: \(path)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: path))
        }
        XCTAssertFalse(summary.acceptCommand?.contains("--shard") ?? true, summary.acceptCommand ?? "")
        XCTAssertTrue(FileManager.default.fileExists(atPath: merged.appendingPathComponent(SnapshotVerifier.reviewFile).path))
        let xml = try String(contentsOf: junit, encoding: .utf8)
        XCTAssertEqual(xml.components(separatedBy: "<testcase ").count - 1, recorded.count)
        XCTAssertEqual(xml.components(separatedBy: "<failure").count - 1, 1)

        // The same shard twice, or a folder with no summary: usage errors, and nothing written.
        let twice = run(["merge", root.appendingPathComponent("shard-1").path, root.appendingPathComponent("shard-1").path, "-o", root.appendingPathComponent("twice").path])
        XCTAssertEqual(twice.code, 2)
        XCTAssertTrue(twice.error.contains("is in two shards"), twice.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root.appendingPathComponent("twice").path))
        let empty = run(["merge", root.path])
        XCTAssertEqual(empty.code, 2)
        XCTAssertTrue(empty.error.contains("no summary.json in"), empty.error)
        XCTAssertEqual(run(["verify", "Steps", "--shard", "3/2"]).code, 2, "a shard out of range")
    }
}
