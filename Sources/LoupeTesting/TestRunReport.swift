import Foundation
import Loupe

/// One review page and one summary.json for a whole test run, however many assertions failed.
/// Each assertion that did not pass adds its outcomes as a file under
/// `<artifacts>/.loupe-test-run/<process id>/`; the page and summary are written again from every
/// file of this process. Files of another process are the previous run's: the first assertion
/// that finds them clears that run's artifacts (only the files its summary lists) and them.
enum TestRunReport {
    static let folderName = ".loupe-test-run"
    /// Assertions run on several threads at once (Swift Testing); one writes the report at a time.
    private static let lock = NSLock()

    /// Adds `outcomes` to this run's report; returns the review page, or nil if it could not be written.
    static func add(_ outcomes: [SnapshotVerifier.Outcome], verifier: SnapshotVerifier) -> URL? {
        lock.lock(); defer { lock.unlock() }
        let artifacts = verifier.artifacts
        let runs = artifacts.appendingPathComponent(folderName)
        let mine = runs.appendingPathComponent(String(ProcessInfo.processInfo.processIdentifier))
        let manager = FileManager.default
        let stale = ((try? manager.contentsOfDirectory(atPath: runs.path)) ?? []).filter { $0 != mine.lastPathComponent }
        if !stale.isEmpty {
            SnapshotVerifier.clearArtifacts(in: artifacts)
            for folder in stale { try? manager.removeItem(at: runs.appendingPathComponent(folder)) }
        }
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            try AtomicFile.write(try encoder.encode(outcomes), to: mine.appendingPathComponent("\(UUID().uuidString).json"))
            let files = ((try? manager.contentsOfDirectory(atPath: mine.path)) ?? []).filter { $0.hasSuffix(".json") }.sorted()
            var all: [SnapshotVerifier.Outcome] = []
            for file in files {
                if let data = try? Data(contentsOf: mine.appendingPathComponent(file)),
                   let part = try? JSONDecoder().decode([SnapshotVerifier.Outcome].self, from: data) {
                    all += part
                }
            }
            all.sort { $0.cell < $1.cell }
            let accepts = Set(all.compactMap(\.acceptCommand))
            try SnapshotVerifier.writeSummary(all, mode: verifier.mode, tolerance: verifier.tolerance, artifacts: artifacts,
                                              acceptCommand: accepts.count == 1 ? accepts.first : nil)
            return artifacts.appendingPathComponent(SnapshotVerifier.reviewFile)
        } catch {
            return nil
        }
    }
}
