import Dispatch
import Foundation
import Loupe
import LoupeUI

/// `loupe verify [WIDGET] [axes…]` and `loupe record`: every cell against its reference in the
/// snapshots folder (same names as `render`), with record modes, explicit tolerances and failure
/// artifacts (reference, actual, diff, side-by-side, and summary.json).
struct VerifyCommand {
    let catalog: Catalog
    let output: (String) -> Void
    let warn: (String) -> Void
    /// `loupe record` is `verify` with `--record all`.
    let recordsAll: Bool

    var spec: ArgumentSpec {
        ArgumentSpec(command: recordsAll ? "record" : "verify", summary: recordsAll
            ? "Re-record the references of the selected cells (then look at them before committing)."
            : "Compare the selected cells with their references; write artifacts for failures.",
            options: RenderCommand.axisOptions + [
            .init(name: "--record", short: nil, takesValue: true, help: "all, missing, failed or never (default: LOUPE_RECORD, else never under CI, missing otherwise)", valueName: "MODE"),
            .init(name: "--snapshots", short: nil, takesValue: true, help: "references folder (default Snapshots)", valueName: "DIR"),
            .init(name: "--artifacts", short: nil, takesValue: true, help: "failure artifacts folder (default: LOUPE_ARTIFACTS, else loupe-artifacts)", valueName: "DIR"),
            .init(name: "--tolerance-channel", short: nil, takesValue: true, help: "per-channel difference allowed, 0–255 (default 0)", valueName: "N"),
            .init(name: "--tolerance-fraction", short: nil, takesValue: true, help: "fraction of pixels allowed to change, 0–1 (default 0)", valueName: "F"),
            .init(name: "--tolerance-delta-e", short: nil, takesValue: true, help: "largest CIEDE2000 ΔE allowed (default: not checked)", valueName: "E"),
            .init(name: "--orphans", short: nil, takesValue: false, help: "list references no selected cell produces, instead of verifying", valueName: ""),
            .init(name: "--svg", short: nil, takesValue: false, help: "also keep and compare an .svg reference per cell (exact)", valueName: ""),
        ], positionals: "[WIDGET[,WIDGET…]|all]")
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        var options = RenderCommand.Options()
        try RenderCommand.parseAxes(parsed, into: &options)
        let mode: RecordMode
        if recordsAll {
            mode = .all
        } else if let text = parsed.value("--record") {
            guard let value = RecordMode(rawValue: text) else {
                throw CLIError.usage("--record must be all, missing, failed or never, not '\(text)'\(ArgumentParser.suggestion(for: text, among: RecordMode.allCases.map(\.rawValue)))")
            }
            mode = value
        } else {
            do { mode = try RecordMode.fromEnvironment() } catch { throw CLIError.usage("\(error)") }
        }
        let tolerance = Tolerance(perChannel: try number(parsed, "--tolerance-channel", range: 0...255, default: 0).map { Int($0) } ?? 0,
                                  changedFraction: try number(parsed, "--tolerance-fraction", range: 0...1, default: 0) ?? 0,
                                  maxDeltaE: try number(parsed, "--tolerance-delta-e", range: 0...200, default: nil))
        let snapshots = URL(fileURLWithPath: parsed.value("--snapshots") ?? "Snapshots")
        let artifacts = URL(fileURLWithPath: parsed.value("--artifacts") ?? ProcessInfo.processInfo.environment["LOUPE_ARTIFACTS"] ?? "loupe-artifacts")

        let timelines = TimelineCache()
        var cells = try options.matrix.cells(in: catalog, timelines: timelines)
        if let shard = options.shard { cells = shard.select(cells) }
        if parsed.has("--orphans") {
            let orphans = Self.orphans(in: snapshots, producedBy: cells)
            for orphan in orphans { output(orphan) }
            if !options.quiet { warn("\(orphans.count) reference\(orphans.count == 1 ? "" : "s") in \(snapshots.path) that no selected cell produces") }
            return
        }
        let fontSet: FontSet
        do { fontSet = try FontSet.shared.get() } catch { throw CLIError.failure("\(error)") }
        let verifier = SnapshotVerifier(snapshots: snapshots, artifacts: artifacts, mode: mode, tolerance: tolerance,
                                        environment: SnapshotEnvironment.current(fontSet: fontSet))
        let withSVG = parsed.has("--svg")
        let start = DispatchTime.now()
        let failures = MatrixRunner(cells: cells, jobs: options.jobs, showProgress: !options.quiet && isatty(2) == 1) { cell in
            let renderer = try Renderer.forCurrentThread()
            var timeline: LoadedTimeline?
            if case .entry = cell.cell.timelineIndex { timeline = try timelines.timeline(cell.widget, family: cell.cell.family, device: cell.cell.device) }
            let stages = try renderer.pipeline(cell.widget.preview, cell: cell.cell, timeline: timeline)
            verifier.verify(try renderer.rasterize(stages), path: cell.path(format: "png"))
            if withSVG { verifier.verifySVG(renderer.svg(stages), path: cell.path(format: "svg")) }
        }.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        for failure in failures { warn("loupe: error: \(failure)") }

        let results = verifier.results
        let failed = results.filter { $0.status == .failed }, recorded = results.filter { $0.status == .recorded }
        for outcome in failed {
            warn("FAIL \(outcome.cell): \(outcome.message)")
            if let diff = outcome.artifacts["side-by-side"] ?? outcome.artifacts["actual"] { warn("     artifacts: \(diff)") }
        }
        if !options.quiet { for outcome in recorded { output("RECORDED \(outcome.cell): \(outcome.message)") } }
        var kept: [String] = [], skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            if argument == "--record" { skip = true; continue }
            if argument.hasPrefix("--record=") { continue }
            kept.append(argument.contains(" ") ? "\"\(argument)\"" : argument)
        }
        let accept = "loupe verify \(kept.joined(separator: " ")) --record failed"
        if !failed.isEmpty || !recorded.isEmpty || !failures.isEmpty {
            let summary = try verifier.writeSummary(order: cells.map { $0.path(format: "png") }, acceptCommand: failed.isEmpty ? nil : accept)
            warn("summary: \(summary.path)")
            if !failed.isEmpty { warn("review: \(summary.deletingLastPathComponent().appendingPathComponent("review.html").path)") }
        }
        if !options.quiet {
            output(String(format: "%d cells: %d passed, %d failed, %d recorded (record mode %@) in %.2f s (%.0f cells/s)",
                          cells.count, results.count - failed.count - recorded.count, failed.count + failures.count, recorded.count,
                          mode.rawValue, seconds, Double(cells.count) / max(seconds, 0.001)))
        }
        if !failed.isEmpty || !failures.isEmpty {
            throw CLIError.failure("\(failed.count + failures.count) of \(cells.count) cells differ from their references; to accept the new renders: \(accept)")
        }
        if !recorded.isEmpty {
            throw CLIError.failure("\(recorded.count) reference\(recorded.count == 1 ? " was" : "s were") recorded; review \(recorded.count == 1 ? "it" : "them"), then run again")
        }
    }

    /// PNG and SVG references (not artifacts or sidecars) under `snapshots` that none of `cells` produces.
    static func orphans(in snapshots: URL, producedBy cells: [MatrixCell]) -> [String] {
        let produced = Set(cells.flatMap { [$0.path(format: "png"), $0.path(format: "svg")] })
        let files = (FileManager.default.subpaths(atPath: snapshots.path) ?? []).filter { ($0.hasSuffix(".png") || $0.hasSuffix(".svg")) && !$0.hasSuffix(".actual.png") }
        return files.filter { !produced.contains($0) }.sorted()
    }

    private func number(_ parsed: ParsedArguments, _ name: String, range: ClosedRange<Double>, default value: Double?) throws -> Double? {
        guard let text = parsed.value(name) else { return value }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw CLIError.usage("\(name) must be a number from \(range.lowerBound.formatted()) to \(range.upperBound.formatted()), not '\(text)'")
        }
        return number
    }
}

/// `loupe prune [WIDGET] [axes…]`: deletes the references that no selected cell produces (what
/// `verify --orphans` lists for the same selection).
struct PruneCommand {
    let catalog: Catalog
    let output: (String) -> Void

    var spec: ArgumentSpec {
        ArgumentSpec(command: "prune", summary: "Delete references that no selected cell produces (select the whole matrix: all --family all …).",
                     options: RenderCommand.axisOptions + [
                        .init(name: "--snapshots", short: nil, takesValue: true, help: "references folder (default Snapshots)", valueName: "DIR"),
                        .init(name: "--dry-run", short: nil, takesValue: false, help: "list what would be deleted", valueName: ""),
                     ], positionals: "[WIDGET[,WIDGET…]|all]")
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        var options = RenderCommand.Options()
        try RenderCommand.parseAxes(parsed, into: &options)
        let snapshots = URL(fileURLWithPath: parsed.value("--snapshots") ?? "Snapshots")
        let cells = try options.matrix.cells(in: catalog, timelines: TimelineCache())
        let orphans = VerifyCommand.orphans(in: snapshots, producedBy: cells)
        for orphan in orphans {
            if !parsed.has("--dry-run") {
                do { try FileManager.default.removeItem(at: snapshots.appendingPathComponent(orphan)) } catch {
                    throw CLIError.failure("cannot delete \(snapshots.appendingPathComponent(orphan).path): \(error.localizedDescription)")
                }
            }
            output("\(parsed.has("--dry-run") ? "would delete" : "deleted") \(orphan)")
        }
        if !options.quiet { output("\(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s")\(parsed.has("--dry-run") ? " (dry run)" : " deleted")") }
    }
}
