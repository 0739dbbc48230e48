import Dispatch
import Foundation
import Loupe
import LoupeUI
import LoupeSnapshot

/// `verify [WIDGET…] [axes…]` and `record`: every cell against its reference in the snapshots
/// folder (same names as `render`), with record modes, explicit tolerances, failure artifacts, a
/// review page and a JUnit report. With no axis options a run covers the whole matrix — every
/// target, family or presentation, entry or state, mode and scheme, and every other cell a
/// reference names — and a reference no cell produces fails it.
struct VerifyCommand {
    let catalog: PreviewCatalog
    var output: (String) -> Void
    let warn: (String) -> Void
    /// `record` writes every selected cell's reference (new or changed) and succeeds when it did.
    let recordsAll: Bool
    /// Where `--junit -` sends the report.
    var standardOutput: (Data) -> Void = { FileHandle.standardOutput.write($0) }

    var spec: ArgumentSpec {
        var options = RenderCommand.axisOptions + [
            .init(name: "--snapshots", short: nil, takesValue: true, help: "references folder (default Snapshots)", valueName: "DIR"),
            .init(name: "--artifacts", short: nil, takesValue: true, help: "failure artifacts folder (default: LOUPE_ARTIFACTS, else loupe-artifacts)", valueName: "DIR"),
            .init(name: "--svg", short: nil, takesValue: false, help: "also keep and compare an .svg reference per cell (exact)", valueName: ""),
        ]
        if !recordsAll {
            options += [
                .init(name: "--record", short: nil, takesValue: true, help: "all, missing, failed or never (default: LOUPE_RECORD, else never under CI, missing otherwise)", valueName: "MODE"),
                .init(name: "--tolerance-channel", short: nil, takesValue: true, help: "per-channel difference allowed, 0–255 (default 0)", valueName: "N"),
                .init(name: "--tolerance-fraction", short: nil, takesValue: true, help: "fraction of pixels allowed to change, 0–1 (default 0)", valueName: "F"),
                .init(name: "--tolerance-delta-e", short: nil, takesValue: true, help: "largest CIEDE2000 ΔE allowed (default: not checked)", valueName: "E"),
                .init(name: "--junit", short: nil, takesValue: true, help: "also write a JUnit XML report (a test case per cell) to FILE", valueName: "FILE"),
                .init(name: "--orphans", short: nil, takesValue: false, help: "only list references no cell produces", valueName: ""),
                .init(name: "--allow-orphans", short: nil, takesValue: false, help: "report references no cell produces without failing", valueName: ""),
            ]
        }
        return ArgumentSpec(command: recordsAll ? "record" : "verify", summary: recordsAll
            ? "Record the references of every cell (or the selected ones): new and changed ones are written; look at them before committing."
            : "Compare every cell (or the selected ones) with its reference; write artifacts, a review page and summary.json for failures.",
            options: options, positionals: "[WIDGET[,WIDGET…]|all]")
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        let options = try RenderCommand.wholeMatrixOptions(parsed)
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
        let artifacts = try OutputPath.folder(parsed.value("--artifacts") ?? ProcessInfo.processInfo.environment["LOUPE_ARTIFACTS"] ?? "loupe-artifacts",
                                              option: "--artifacts", holds: "the artifacts")
        let junit = try parsed.value("--junit").map { try OutputPath($0, option: "--junit", writes: [.junit]) }
        try junit?.checkWritable(option: "--junit")
        let accept = acceptCommand(arguments)
        try StrictResources.reportDiscoveryProblems(strict: options.strictResources, warn: warn)
        // With the JUnit report on standard output, the command's own lines go to standard error.
        var reporting = self
        if junit?.isStandardOutput == true { reporting.output = warn }
        try ProcessClock.run(at: options.matrix.now) {
            try reporting.verify(options, parsed: parsed, mode: mode, tolerance: tolerance, snapshots: snapshots, artifacts: artifacts, junit: junit, accept: accept)
        }
    }

    private func verify(_ options: RenderCommand.Options, parsed: ParsedArguments, mode: RecordMode, tolerance: Tolerance,
                        snapshots: URL, artifacts: URL, junit: OutputPath?, accept: String) throws {
        let timelines = TimelineCache()
        let selection = try SnapshotSelection(request: options.matrix, catalog: catalog, snapshots: snapshots, timelines: timelines)
        var cells = selection.cells
        if let shard = options.shard { cells = shard.select(cells) }
        // Orphans are the whole selection's business: one shard reports them, not every shard.
        let orphans = options.shard.map { $0.index == 1 } ?? true ? selection.orphans + selection.strangers : []
        if parsed.has("--orphans") {
            for orphan in orphans { output(orphan) }
            if !options.quiet { warn("\(orphans.count) reference\(orphans.count == 1 ? "" : "s") in \(snapshots.path) that no cell produces") }
            return
        }
        let fontSet: FontSet
        do { fontSet = try FontSet.shared.get() } catch { throw CLIError.failure("\(error)") }
        SnapshotVerifier.clearArtifacts(in: artifacts)
        let verifier = SnapshotVerifier(snapshots: snapshots, artifacts: artifacts, mode: mode, tolerance: tolerance,
                                        environment: SnapshotEnvironment.current(fontSet: fontSet, now: options.matrix.now))
        let withSVG = parsed.has("--svg")
        let durations = Durations()
        let start = DispatchTime.now()
        let failures = MatrixRunner(cells: cells, jobs: options.jobs, showProgress: !options.quiet && isatty(2) == 1,
                                    timelines: timelines, fontSet: options.matrix.fontSet) { cell, stages, renderer in
            let began = DispatchTime.now()
            // Strict: nothing is compared or recorded for a cell that names a missing resource.
            if options.strictResources { try StrictResources.check(stages, cell: cell.path(format: "png")) }
            let image = try renderer.rasterize(stages)
            var outcome = verifier.verify(image, path: cell.path(format: "png"))
            // A cell that fails or is recorded is rendered once more: if the two renders differ,
            // its pixels follow something Loupe does not pin, and no reference of it can hold.
            if outcome.status != .passed, try !renderer.rasterize(cell.pipeline(renderer, timelines: timelines)).hasSamePixels(as: image) {
                outcome = verifier.markUnstable(cell.path(format: "png"))
            }
            if withSVG { verifier.verifySVG(renderer.svg(stages), path: cell.path(format: "svg")) }
            durations.record(outcome.cell, since: began)
        }.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        let program = CLIError.programName
        for failure in failures { warn("\(program): error: \(failure)") }

        // In the matrix's order, whichever job finished first.
        let position = Dictionary(cells.enumerated().map { ($1.path(format: "png"), $0) }, uniquingKeysWith: { a, _ in a })
        let results = verifier.results.enumerated().sorted {
            let a = position[$0.element.cell] ?? position.count + $0.offset, b = position[$1.element.cell] ?? position.count + $1.offset
            return a == b ? $0.offset < $1.offset : a < b
        }.map(\.element)
        let failed = results.filter { $0.status == .failed }, recorded = results.filter { $0.status == .recorded }
        for outcome in failed {
            warn("FAIL \(outcome.cell): \(outcome.message)")
            if let diff = outcome.artifact(.sideBySide) ?? outcome.artifact(.actual) { warn("     artifacts: \(diff)") }
        }
        if !options.quiet { for outcome in recorded { output("RECORDED \(outcome.cell): \(outcome.message)") } }
        let failsOnOrphans = !recordsAll && !parsed.has("--allow-orphans") && !orphans.isEmpty
        let strangers = Set(selection.strangers)
        for orphan in orphans {
            // What prune will do with it: delete a stale cell of a target, never a folder of no target's.
            let fate = strangers.contains(orphan) ? "it belongs to no widget or preview of this binary, so prune leaves it alone: delete it by hand if it is stale"
                : "\(program) prune --dry-run lists what prune would delete"
            warn("\(failsOnOrphans ? "ORPHAN" : "orphan") \(orphan): no cell produces it (\(fate))")
        }
        // A shard always writes its summary: `merge` reads every shard's, passing ones too.
        if options.shard != nil || !failed.isEmpty || (!recorded.isEmpty && !recordsAll) || !failures.isEmpty {
            let summary = try verifier.writeSummary(order: cells.map { $0.path(format: "png") }, acceptCommand: failed.isEmpty ? nil : accept)
            warn("summary: \(summary.path)")
            if !failed.isEmpty { warn("review: \(artifacts.appendingPathComponent(SnapshotVerifier.reviewFile).path)") }
        }
        if let junit {
            let cases = results.map { JUnitReport.Case(outcome: $0, seconds: durations.seconds(of: $0.cell)) }
            let errors = failures.map { failure -> (cell: String, message: String) in
                let parts = failure.split(separator: ":", maxSplits: 1).map(String.init)
                return (parts[0], parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : failure)
            }
            let xml = JUnitReport.xml(name: "\(program) \(recordsAll ? "record" : "verify")", cases: cases, errors: errors, orphans: failsOnOrphans ? orphans : [])
            try junit.write(Data(xml.utf8), standardOutput: standardOutput)
        }
        if !options.quiet {
            let passed = results.count - failed.count - recorded.count
            let line = recordsAll
                ? String(format: "%d cells: %d recorded, %d unchanged, %d failed in %.2f s (%.0f cells/s)",
                         cells.count, recorded.count, passed, failed.count + failures.count, seconds, Double(cells.count) / max(seconds, 0.001))
                : String(format: "%d cells: %d passed, %d failed, %d recorded (record mode %@), %d orphaned reference%@ in %.2f s (%.0f cells/s)",
                         cells.count, passed, failed.count + failures.count, recorded.count, mode.rawValue, orphans.count, orphans.count == 1 ? "" : "s",
                         seconds, Double(cells.count) / max(seconds, 0.001))
            output(line)
        }
        if !options.quiet, options.shard.map({ $0.index == 1 }) ?? true, let note = selection.testReferencesNote { output(note) }
        if !failed.isEmpty || !failures.isEmpty {
            let missing = failed.filter(\.lacksReference).count
            let what = missing == 0 ? "differ from their references" : missing == failed.count + failures.count ? "have no reference" : "differ from their references (\(missing) have none)"
            throw CLIError.failure("\(failed.count + failures.count) of \(cells.count) cells \(recordsAll ? "could not be recorded" : "\(what); to accept the new renders: \(accept)")")
        }
        if !recorded.isEmpty && !recordsAll {
            throw CLIError.failure("\(recorded.count) reference\(recorded.count == 1 ? " was" : "s were") recorded; review \(recorded.count == 1 ? "it" : "them"), then run again")
        }
        if failsOnOrphans {
            let prunable = orphans.filter { !strangers.contains($0) }.count
            let remedy = prunable == orphans.count ? "delete \(orphans.count == 1 ? "it" : "them") with '\(program) prune'"
                : prunable == 0 ? "\(orphans.count == 1 ? "it belongs" : "they belong") to no widget or preview of this binary: delete \(orphans.count == 1 ? "it" : "them") by hand if stale"
                : "delete the \(prunable) of this binary's widgets with '\(program) prune' and the \(orphans.count - prunable) of no widget of it by hand"
            throw CLIError.failure("\(orphans.count) reference\(orphans.count == 1 ? "" : "s") in \(snapshots.path) \(orphans.count == 1 ? "is" : "are") produced by no cell; \(remedy), or pass --allow-orphans")
        }
    }

    /// The command that accepts failing cells: this one again, recording failures.
    private func acceptCommand(_ arguments: [String]) -> String {
        var kept: [String] = [], skip = false
        for argument in arguments {
            if skip { skip = false; continue }
            // Where this run wrote its report and artifacts does not matter to accepting it (the
            // agent's server runs verify in a scratch folder that is gone when it answers).
            if ["--record", "--junit", "--artifacts"].contains(argument) { skip = true; continue }
            if ["--record=", "--junit=", "--artifacts="].contains(where: argument.hasPrefix) { continue }
            kept.append(argument.contains(" ") ? "\"\(argument)\"" : argument)
        }
        return ([CLIError.programName, "verify"] + kept + ["--record", "failed"]).joined(separator: " ")
    }

    private func number(_ parsed: ParsedArguments, _ name: String, range: ClosedRange<Double>, default value: Double?) throws -> Double? {
        guard let text = parsed.value(name) else { return value }
        guard let number = Double(text), number.isFinite, range.contains(number) else {
            throw CLIError.usage("\(name) must be a number from \(ArgumentParser.plain(range.lowerBound)) to \(ArgumentParser.plain(range.upperBound)), not '\(text)'")
        }
        return number
    }
}

/// Seconds per cell, from any thread.
private final class Durations: @unchecked Sendable {
    private let lock = NSLock()
    private var seconds: [String: Double] = [:]
    func record(_ cell: String, since start: DispatchTime) {
        let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        lock.lock(); seconds[cell] = elapsed; lock.unlock()
    }
    func seconds(of cell: String) -> Double { lock.lock(); defer { lock.unlock() }; return seconds[cell] ?? 0 }
}

/// `prune [WIDGET…] [axes…]`: deletes the references in the selected targets' folders that no
/// selected cell produces. With no axis options that is every reference no cell of its widget can
/// produce; axes narrow what is kept. Folders of widgets this binary does not have are never touched.
struct PruneCommand {
    let catalog: PreviewCatalog
    let output: (String) -> Void
    let warn: (String) -> Void

    var spec: ArgumentSpec {
        ArgumentSpec(command: "prune", summary: """
            Delete references in the selected widgets' folders that no selected cell produces (run with --dry-run first).
            With no axis options only references no cell can produce are deleted; axes narrow what is kept.
            """, options: RenderCommand.axisOptions + [
                .init(name: "--snapshots", short: nil, takesValue: true, help: "references folder (default Snapshots)", valueName: "DIR"),
                .init(name: "--dry-run", short: nil, takesValue: false, help: "list what would be deleted, delete nothing", valueName: ""),
            ], positionals: "[WIDGET[,WIDGET…]|all]")
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        let options = try RenderCommand.wholeMatrixOptions(parsed)
        if options.shard != nil { throw CLIError.usage("prune works on the whole selection; --shard does not apply") }
        let snapshots = URL(fileURLWithPath: parsed.value("--snapshots") ?? "Snapshots")
        let dryRun = parsed.has("--dry-run")
        let selection = try ProcessClock.run(at: options.matrix.now) {
            try SnapshotSelection(request: options.matrix, catalog: catalog, snapshots: snapshots, timelines: TimelineCache())
        }
        let produced = selection.producedPaths
        let doomed = selection.references.filter { !produced.contains($0) }
        for path in doomed {
            let file = snapshots.appendingPathComponent(path)
            let sidecar = file.deletingPathExtension().appendingPathExtension("tolerance.json")
            let hasSidecar = path.hasSuffix(".png") && FileManager.default.fileExists(atPath: sidecar.path)
            if !dryRun {
                do {
                    try FileManager.default.removeItem(at: file)
                    if hasSidecar { try FileManager.default.removeItem(at: sidecar) }
                } catch {
                    throw CLIError.failure("cannot delete \(file.path): \(error.localizedDescription)")
                }
            }
            output("\(dryRun ? "would delete" : "deleted") \(path)\(hasSidecar ? " (and its tolerance.json)" : "")")
        }
        for stranger in selection.strangers {
            warn("left alone: \(stranger) in \(snapshots.path) belongs to no widget or preview of this binary")
        }
        if !options.quiet, let note = selection.testReferencesNote { output("left alone: " + note) }
        if !options.quiet {
            output("\(doomed.count) reference\(doomed.count == 1 ? "" : "s") \(dryRun ? "would be deleted (dry run)" : "deleted"); \(selection.references.count - doomed.count) kept")
        }
    }
}
