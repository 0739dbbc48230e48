import Foundation
import Loupe

/// Verifies renders against references on disk and records them, by record mode. One verifier
/// serves a whole run: it writes each failure's artifacts and, at the end, one JSON summary.
/// Sendable: its settings are `let`s; `outcomes` and the manifest are touched only under `lock`, and
/// files are written through AtomicFile, so two cells never see half of one.
public final class SnapshotVerifier: @unchecked Sendable {
    public enum Status: String, Codable, Sendable {
        case passed
        /// A reference was written (new, or re-recorded by the mode): the run fails so it is reviewed.
        case recorded
        case failed
    }

    public struct Outcome: Codable, Sendable {
        public let cell: String
        public let status: Status
        public let message: String
        public let comparison: ComparisonResult?
        /// Artifact files, by role (reference, actual, diff, sideBySide).
        public let artifacts: [String: String]
        /// The command that accepts this cell's new render, where it differs from the run's.
        public var acceptCommand: String? = nil
        /// A failure because the cell has no reference yet (in record mode `never`).
        public var lacksReference: Bool { status == .failed && message.hasPrefix(Outcome.noReference) }
        static let noReference = "no reference at "

        public init(cell: String, status: Status, message: String, comparison: ComparisonResult?, artifacts: [String: String],
                    acceptCommand: String? = nil) {
            (self.cell, self.status, self.message, self.comparison, self.artifacts, self.acceptCommand) =
                (cell, status, message, comparison, artifacts, acceptCommand)
        }
    }

    public let snapshots: URL
    public let artifacts: URL
    public let mode: RecordMode
    public let tolerance: Tolerance
    private let environment: SnapshotEnvironment
    private let lock = NSLock()
    private var outcomes: [Outcome] = []

    public init(snapshots: URL, artifacts: URL, mode: RecordMode, tolerance: Tolerance = .exact, environment: SnapshotEnvironment) {
        (self.snapshots, self.artifacts, self.mode, self.tolerance, self.environment) = (snapshots, artifacts, mode, tolerance, environment)
    }

    /// Checks one render against `Snapshots/<path>`. The render is compared as pixels; it is
    /// PNG-encoded only when a reference or an artifact is written.
    @discardableResult
    public func verify(_ image: RenderedImage, path: String) -> Outcome {
        verify(image, path: path, as: pixels)
    }

    /// Checks an SVG rendering against `Snapshots/<path>` (an `.svg` path). SVG output is
    /// byte-stable, so the comparison is exact; a mismatch writes both documents as artifacts.
    @discardableResult
    public func verifySVG(_ svg: Data, path: String) -> Outcome {
        verify(svg, path: path, as: Self.svgBytes)
    }

    /// The one record-mode table, for every format: a missing reference is recorded under `all`
    /// and `missing`; an unreadable one re-recorded under `all` and `failed`; a passing value
    /// passes (under `all` only when identical — re-recording it would write the same file); a
    /// failing one is re-recorded under `all` and `failed`, else fails with its artifacts.
    private func verify<Value>(_ value: Value, path: String, as format: SnapshotFormat<Value>) -> Outcome {
        let reference = snapshots.appendingPathComponent(path)
        let outcome: Outcome
        do {
            outcome = try check(value, path: path, reference: reference, format: format)
        } catch {
            outcome = Outcome(cell: path, status: .failed, message: "\(error)", comparison: nil, artifacts: [:])
        }
        lock.lock(); outcomes.append(outcome); lock.unlock()
        return outcome
    }

    private func check<Value>(_ value: Value, path: String, reference: URL, format: SnapshotFormat<Value>) throws -> Outcome {
        // As in swift-snapshot-testing, every mode but `never` records a reference that is missing:
        // a missing reference is the first failure `failed` is asked to accept.
        let records = (missing: mode != .never, failing: mode == .all || mode == .failed)
        guard FileManager.default.fileExists(atPath: reference.path) else {
            guard records.missing else {
                return Outcome(cell: path, status: .failed, message: "\(Outcome.noReference)\(reference.path) (record it with --record missing)",
                               comparison: nil, artifacts: try format.artifacts(value, nil, nil, artifactFolder(path)).byName)
            }
            try record(value, at: reference, as: format)
            return Outcome(cell: path, status: .recorded, message: "recorded a new \(format.name) reference; review it", comparison: nil, artifacts: [:])
        }
        let stored: Data
        do { stored = try Data(contentsOf: reference) } catch {
            throw LoupeError.snapshot("cannot read the reference \(reference.path): \(error.localizedDescription)")
        }
        let difference: SnapshotFormat<Value>.Difference
        do { difference = try format.compare(stored, value, reference) } catch let unreadable as SnapshotFormat<Value>.Unreadable {
            if records.failing {
                try record(value, at: reference, as: format)
                return Outcome(cell: path, status: .recorded, message: "the reference was not a readable \(format.name) (\(unreadable.reason)); re-recorded it",
                               comparison: nil, artifacts: [:])
            }
            throw LoupeError.snapshot("the reference \(reference.path) is not a readable \(format.name): \(unreadable.reason); delete it or re-record with --record failed")
        }
        if difference.passed && (mode != .all || difference.identical) {
            if mode == .all && difference.identical, let reason = format.outdated(stored, value) {
                try record(value, at: reference, as: format)
                return Outcome(cell: path, status: .recorded, message: "rewritten in the current \(format.name) form (\(reason))",
                               comparison: difference.comparison, artifacts: [:])
            }
            return Outcome(cell: path, status: .passed, message: difference.summary, comparison: difference.comparison, artifacts: [:])
        }
        if records.failing {
            try record(value, at: reference, as: format)
            return Outcome(cell: path, status: .recorded, message: "re-recorded: \(difference.summary)", comparison: difference.comparison, artifacts: [:])
        }
        var message = difference.summary
        if let recorded = recordedEnvironment(), let differences = recorded.differences(from: environment) {
            message = "\(differences). " + message
        }
        let files = try format.artifacts(value, stored, difference.comparison, artifactFolder(path))
        return Outcome(cell: path, status: .failed, message: message, comparison: difference.comparison, artifacts: files.byName)
    }

    private func artifactFolder(_ path: String) -> URL {
        artifacts.appendingPathComponent(path).deletingPathExtension()
    }

    /// A per-cell tolerance beside the reference, `NAME.tolerance.json`:
    /// `{"perChannel": 2, "changedFraction": 0.001, "maxDeltaE": 1.5}` (each key optional). It
    /// replaces the run's tolerance for that cell. Bad values are errors that name the file and key.
    static func sidecarTolerance(for reference: URL) throws -> Tolerance? {
        let sidecar = reference.deletingPathExtension().appendingPathExtension("tolerance.json")
        guard FileManager.default.fileExists(atPath: sidecar.path) else { return nil }
        guard let data = try? Data(contentsOf: sidecar),
              let object = try? JSONSerialization.jsonObject(with: data), let json = object as? [String: Any] else {
            throw LoupeError.snapshot("\(sidecar.path) is not a JSON object like {\"perChannel\": 2, \"changedFraction\": 0.001, \"maxDeltaE\": 1.5}")
        }
        let known: Set<String> = ["perChannel", "changedFraction", "maxDeltaE"]
        if let unknown = json.keys.sorted().first(where: { !known.contains($0) }) {
            throw LoupeError.snapshot("\(sidecar.path): unknown key \"\(unknown)\"; use perChannel, changedFraction or maxDeltaE")
        }
        func number(_ key: String, _ range: ClosedRange<Double>) throws -> Double? {
            guard let value = json[key] else { return nil }
            guard let n = value as? Double, n.isFinite, range.contains(n) else {
                throw LoupeError.snapshot("\(sidecar.path): \(key) must be a number from \(range.lowerBound) to \(range.upperBound), not \(value)")
            }
            return n
        }
        let channel = try number("perChannel", 0...255)
        if let channel, channel != channel.rounded() {
            throw LoupeError.snapshot("\(sidecar.path): perChannel must be a whole number, not \(channel)")
        }
        return Tolerance(perChannel: Int(channel ?? 0), changedFraction: try number("changedFraction", 0...1) ?? 0,
                         maxDeltaE: try number("maxDeltaE", 0...200))
    }

    /// Writes the reference atomically (a temporary file, then a rename), and the manifest beside
    /// the references.
    private func record<Value>(_ value: Value, at reference: URL, as format: SnapshotFormat<Value>) throws {
        try AtomicFile.write(try format.encode(value), to: reference)
        lock.lock(); defer { lock.unlock() }
        let manifest = snapshots.appendingPathComponent("manifest.json")
        if recordedEnvironment() != environment {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try AtomicFile.write(try encoder.encode(environment), to: manifest)
        }
    }

    private func recordedEnvironment() -> SnapshotEnvironment? {
        guard let data = try? Data(contentsOf: snapshots.appendingPathComponent("manifest.json")) else { return nil }
        return try? JSONDecoder().decode(SnapshotEnvironment.self, from: data)
    }

    /// Marks a cell whose two renders in one run differed: whatever its comparison said, no
    /// reference of it can hold.
    @discardableResult
    public func markUnstable(_ path: String) -> Outcome {
        lock.lock(); defer { lock.unlock() }
        let previous = outcomes.last { $0.cell == path }
        let outcome = Outcome(cell: path, status: .failed,
                              message: "two renders of this cell in one run differ: it reads a clock, a random number or other state Loupe does not pin, so its reference cannot hold (\(previous?.message ?? "no comparison"))",
                              comparison: previous?.comparison, artifacts: previous?.artifacts ?? [:])
        outcomes.removeAll { $0.cell == path }
        outcomes.append(outcome)
        return outcome
    }

    /// Every outcome so far, in the order cells were given.
    public var results: [Outcome] {
        lock.lock(); defer { lock.unlock() }
        return outcomes
    }

    /// Writes `summary.json` and the review page `review.html` into the artifacts folder; returns
    /// the summary's path. `acceptCommand` is shown on the page.
    @discardableResult
    public func writeSummary(order: [String], acceptCommand: String? = nil) throws -> URL {
        let position = Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, $0) })
        let sorted = results.sorted { (position[$0.cell] ?? .max) < (position[$1.cell] ?? .max) }
        return try Self.writeSummary(sorted, mode: mode, tolerance: tolerance, artifacts: artifacts, acceptCommand: acceptCommand)
    }

    /// What `summary.json` holds: the run's settings and counts, and every cell's outcome.
    public struct Summary: Codable {
        public let mode: String, tolerance: Tolerance, passed: Int, recorded: Int, failed: Int, cells: [Outcome]
        /// The command that accepts the failing cells' new renders, if there is one.
        public let acceptCommand: String?
    }

    /// Writes `summary.json` and `review.html` for `outcomes` (one run's, perhaps gathered from
    /// several verifiers, as a test run's assertions are) into `artifacts`.
    @discardableResult
    public static func writeSummary(_ outcomes: [Outcome], mode: RecordMode, tolerance: Tolerance, artifacts: URL,
                                    acceptCommand: String?) throws -> URL {
        let summary = Summary(mode: mode.rawValue, tolerance: tolerance, passed: outcomes.filter { $0.status == .passed }.count,
                              recorded: outcomes.filter { $0.status == .recorded }.count, failed: outcomes.filter { $0.status == .failed }.count,
                              cells: outcomes, acceptCommand: acceptCommand)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let url = artifacts.appendingPathComponent(summaryFile)
        try AtomicFile.write(try encoder.encode(summary), to: url)
        let page = ReviewPage.html(outcomes: outcomes, artifacts: artifacts, acceptCommand: acceptCommand)
        try AtomicFile.write(Data(page.utf8), to: artifacts.appendingPathComponent(reviewFile))
        return url
    }

    public static let summaryFile = "summary.json"
    public static let reviewFile = "review.html"

    /// Removes what the last run left in `artifacts` — the files its `summary.json` lists, then the
    /// summary and review page — so a passing run leaves no stale failure behind. Touches nothing
    /// else: a folder that was not Loupe's keeps its files.
    public static func clearArtifacts(in artifacts: URL) {
        let summaryURL = artifacts.appendingPathComponent(summaryFile)
        guard let data = try? Data(contentsOf: summaryURL), let summary = try? JSONDecoder().decode(Summary.self, from: data) else { return }
        let root = artifacts.standardizedFileURL.path
        let manager = FileManager.default
        for outcome in summary.cells {
            for path in outcome.artifacts.values where URL(fileURLWithPath: path).standardizedFileURL.path.hasPrefix(root + "/") {
                try? manager.removeItem(atPath: path)
                // Then the cell's folders, while they are empty, up to the artifacts folder.
                var folder = URL(fileURLWithPath: path).deletingLastPathComponent().standardizedFileURL
                while folder.path.hasPrefix(root + "/"), (try? manager.contentsOfDirectory(atPath: folder.path))?.isEmpty == true {
                    try? manager.removeItem(at: folder)
                    folder.deleteLastPathComponent()
                }
            }
        }
        try? manager.removeItem(at: summaryURL)
        try? manager.removeItem(at: artifacts.appendingPathComponent(reviewFile))
    }
}

/// Diff and side-by-side images for a failed comparison.
enum DiffImage {
    /// The reference faded toward white, with changed pixels in solid magenta.
    static func make(reference: [UInt8], actual: [UInt8], width: Int, height: Int, perChannel: Int) -> [UInt8] {
        var out = [UInt8](repeating: 255, count: width * height * 4)
        for i in stride(from: 0, to: out.count, by: 4) {
            var largest = 0
            for c in 0..<4 { largest = max(largest, abs(Int(reference[i + c]) - Int(actual[i + c]))) }
            if largest > perChannel {
                out[i] = 255; out[i + 1] = 0; out[i + 2] = 160; out[i + 3] = 255
            } else {
                let a = Int(reference[i + 3])
                for c in 0..<3 {
                    let onWhite = (Int(reference[i + c]) * a + 255 * (255 - a)) / 255
                    out[i + c] = UInt8(255 - (255 - onWhite) * 3 / 10)
                }
            }
        }
        return out
    }

    /// Images placed left to right with an 8-pixel gap.
    static func sideBySide(_ images: [[UInt8]], width: Int, height: Int) -> (width: Int, pixels: [UInt8]) {
        let gap = 8, total = width * images.count + gap * (images.count - 1)
        var out = [UInt8](repeating: 0, count: total * height * 4)
        for (k, image) in images.enumerated() {
            let x0 = k * (width + gap)
            for y in 0..<height {
                let source = y * width * 4, target = (y * total + x0) * 4
                out.replaceSubrange(target..<(target + width * 4), with: image[source..<(source + width * 4)])
            }
        }
        return (total, out)
    }
}
