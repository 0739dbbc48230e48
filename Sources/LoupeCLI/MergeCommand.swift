import Foundation
import Loupe
import LoupeSnapshot

/// `merge FOLDER…`: the artifacts folders of `verify --shard i/n` runs (each run on its own CI
/// machine, its folder downloaded here) merged into one summary, review page and JUnit report, as
/// if one machine had verified the whole matrix. A shard always writes its summary, passing or not.
/// The failing cells' images are copied into the merged folder, so its review page stands alone.
struct MergeCommand {
    let output: (String) -> Void
    let warn: (String) -> Void
    /// Where `--junit -` sends the report.
    var standardOutput: (Data) -> Void = { FileHandle.standardOutput.write($0) }

    static let spec = ArgumentSpec(command: "merge", summary: "Merge the artifacts folders of sharded verify runs (verify --shard i/n --artifacts DIR) into one summary, review page and JUnit report; exit 1 if any cell failed.", options: [
        .init(name: "--output", short: "-o", takesValue: true, help: "the merged artifacts folder (default loupe-artifacts)", valueName: "DIR"),
        .init(name: "--junit", short: nil, takesValue: true, help: "also write the merged JUnit XML report to FILE", valueName: "FILE"),
    ], positionals: "FOLDER…")

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        guard !parsed.positionals.isEmpty else { throw CLIError.usage("merge needs the shards' artifacts folders") }
        let junit = try parsed.value("--junit").map { try OutputPath($0, option: "--junit", writes: [.junit]) }
        try junit?.checkWritable(option: "--junit")
        // With the JUnit report on standard output, the command's own line goes to standard error.
        let output = junit?.isStandardOutput == true ? warn : self.output
        let merged = try OutputPath.folder(parsed.value("--output") ?? "loupe-artifacts", option: "-o", holds: "the merged artifacts")
        // Every shard's summary first: nothing is written unless all of them can be read.
        var shards: [(folder: URL, summary: SnapshotVerifier.Summary)] = []
        for path in parsed.positionals {
            let folder = URL(fileURLWithPath: path)
            let file = folder.appendingPathComponent(SnapshotVerifier.summaryFile)
            guard let data = try? Data(contentsOf: file) else {
                throw CLIError.usage("no \(SnapshotVerifier.summaryFile) in \(path): give the folder each shard's 'verify --shard i/n --artifacts DIR' wrote")
            }
            do { shards.append((folder, try JSONDecoder().decode(SnapshotVerifier.Summary.self, from: data))) } catch {
                throw CLIError.usage("\(file.path) is not a verify summary (\(error))")
            }
        }
        var seen: [String: String] = [:]
        for (folder, summary) in shards {
            for outcome in summary.cells {
                if let other = seen[outcome.cell] {
                    throw CLIError.usage("the cell \(outcome.cell) is in two shards (\(other) and \(folder.path)): were they cut with the same n?")
                }
                seen[outcome.cell] = folder.path
            }
        }
        try FileManager.default.createDirectory(at: merged, withIntermediateDirectories: true)
        SnapshotVerifier.clearArtifacts(in: merged)
        var outcomes: [SnapshotVerifier.Outcome] = []
        for (folder, summary) in shards {
            for outcome in summary.cells {
                var artifacts: [String: String] = [:]
                for (role, path) in outcome.artifacts { artifacts[role] = try copied(path, of: outcome.cell, from: folder, into: merged) }
                outcomes.append(SnapshotVerifier.Outcome(cell: outcome.cell, status: outcome.status, message: outcome.message,
                                                         comparison: outcome.comparison, artifacts: artifacts,
                                                         acceptCommand: outcome.acceptCommand.map(Self.unsharded)))
            }
        }
        let first = shards[0].summary
        let accept = shards.lazy.compactMap(\.summary.acceptCommand).first.map(Self.unsharded)
        let summaryFile = try SnapshotVerifier.writeSummary(outcomes, mode: RecordMode(rawValue: first.mode) ?? .missing, tolerance: first.tolerance,
                                                            artifacts: merged, acceptCommand: accept)
        if let junit {
            let xml = JUnitReport.xml(name: "\(CLIError.programName) verify", cases: outcomes.map { JUnitReport.Case(outcome: $0, seconds: 0) })
            try junit.write(Data(xml.utf8), standardOutput: standardOutput)
        }
        let failed = outcomes.filter { $0.status == .failed }.count
        output("\(shards.count) shards, \(outcomes.count) cells: \(outcomes.filter { $0.status == .passed }.count) passed, \(failed) failed, \(outcomes.filter { $0.status == .recorded }.count) recorded; summary: \(summaryFile.path)")
        if failed > 0 {
            throw CLIError.failure("\(failed) of \(outcomes.count) cells differ from their references; review: \(merged.appendingPathComponent(SnapshotVerifier.reviewFile).path)")
        }
    }

    /// An artifact of a shard, found under its folder as here (its summary names where it was on
    /// the shard's machine), copied into the merged folder; its path there.
    private func copied(_ path: String, of cell: String, from folder: URL, into merged: URL) throws -> String {
        let stem = (cell as NSString).deletingPathExtension
        guard let range = path.range(of: "/" + stem + "/", options: .backwards) ?? path.range(of: stem + "/", options: .anchored) else { return path }
        let relative = stem + "/" + path[range.upperBound...]
        let source = folder.appendingPathComponent(relative), target = merged.appendingPathComponent(relative)
        guard FileManager.default.fileExists(atPath: source.path) else {
            warn("\(CLIError.programName): warning: \(cell): \(relative) is missing from \(folder.path)")
            return path
        }
        if source.standardizedFileURL != target.standardizedFileURL {
            try AtomicFile.write(try Data(contentsOf: source), to: target)
        }
        return target.path
    }

    /// A shard's accept command without its `--shard i/n`: accepting the merged run's failures.
    static func unsharded(_ command: String) -> String {
        var words = command.split(separator: " ").map(String.init)
        if let index = words.firstIndex(of: "--shard") { words.removeSubrange(index...min(index + 1, words.count - 1)) }
        words.removeAll { $0.hasPrefix("--shard=") }
        return words.joined(separator: " ")
    }
}
