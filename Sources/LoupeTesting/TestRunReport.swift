import Foundation
import Loupe

/// One review page and one summary.json for a whole test run, however many assertions failed and
/// however many processes it took: `swift test` runs XCTest and then Swift Testing in two processes
/// (and `--parallel` in several), so a run is the `swift test` that started them. Each assertion
/// that did not pass adds its outcomes as a file under `<artifacts>/.loupe-test-run/<run>/`; the page
/// and summary are written again from every file of the run. Files of another run are a previous
/// one's: the first assertion that finds them clears that run's artifacts (only the files its summary
/// lists) and them, so every path a failure of this run printed still exists when it ends.
enum TestRunReport {
    static let folderName = ".loupe-test-run"
    /// Assertions run on several threads at once (Swift Testing); one writes the report at a time.
    private static let lock = NSLock()

    /// This run: `LOUPE_TEST_RUN` when set (for a CI script that runs a test binary several times as
    /// one run), else the `swift test` process that started this one, else this process — each with
    /// its start time, as process ids are reused.
    static let run = run(environment: ProcessInfo.processInfo.environment, parent: getppid(), me: getpid(),
                         name: { try? String(contentsOfFile: "/proc/\($0)/comm", encoding: .utf8) }, started: startTime(of:))

    static func run(environment: [String: String], parent: pid_t, me: pid_t, name: (pid_t) -> String?, started: (pid_t) -> UInt64?) -> String {
        if let given = environment["LOUPE_TEST_RUN"], !given.isEmpty {
            return "given-" + String(given.map { $0.isLetter || $0.isNumber || $0 == "-" ? $0 : "_" })
        }
        if name(parent)?.hasPrefix("swift-test") == true, let start = started(parent) { return "swift-test-\(parent)-\(start)" }
        return "\(me)-\(started(me) ?? 0)"
    }

    /// A process's start time in clock ticks since boot (/proc/PID/stat, field 22; after the name,
    /// which may hold spaces and parentheses).
    static func startTime(of process: pid_t) -> UInt64? {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
              let end = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        return fields.count > 19 ? UInt64(fields[19]) : nil
    }

    /// Adds `outcomes` to this run's report; returns the review page, or nil if it could not be written.
    static func add(_ outcomes: [SnapshotVerifier.Outcome], verifier: SnapshotVerifier) -> URL? {
        lock.lock(); defer { lock.unlock() }
        let artifacts = verifier.artifacts
        let runs = artifacts.appendingPathComponent(folderName)
        let mine = runs.appendingPathComponent(run)
        let manager = FileManager.default
        // The processes of one run (swift test --parallel) rebuild the page one at a time, so none
        // writes a page that misses another's outcomes.
        try? manager.createDirectory(at: runs, withIntermediateDirectories: true)
        let lockFile = open(runs.appendingPathComponent(".lock").path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        if lockFile >= 0 { flock(lockFile, LOCK_EX) }
        defer { if lockFile >= 0 { flock(lockFile, LOCK_UN); close(lockFile) } }
        let stale = ((try? manager.contentsOfDirectory(atPath: runs.path)) ?? []).filter { $0 != mine.lastPathComponent && $0 != ".lock" }
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
