import Foundation
import Loupe
import LoupeUI
import LoupeReview

/// `review [WIDGET…] [axes…]`: the review rules over every cell of the selected widgets (the whole
/// matrix unless axes narrow it), findings grouped by widget and rule, as text or JSON; exits 1
/// when a finding is at or above `--fail-on`.
struct ReviewCommand {
    let catalog: PreviewCatalog
    let output: (String) -> Void
    let warn: (String) -> Void

    enum Format: String, CaseIterable { case text, json, sarif }
    enum FailOn: String, CaseIterable { case error, warning, info, never }

    var spec: ArgumentSpec {
        ArgumentSpec(command: "review", summary: "Check every cell (or the selected ones) and every timeline against the review rules: truncated, scaled, clipped or small text, contrast, colour-only marks in the accented and vibrant modes, margins, a missing container background, closure buttons, hit regions, links, unlabelled images, timeline order, reloads against the budget, placeholders, slow snapshots. With no axes, the whole matrix.",
                     options: RenderCommand.axisOptions + [
                        .init(name: "--format", short: nil, takesValue: true, help: "text, json or sarif (default text)", valueName: "FORMAT"),
                        .init(name: "--baseline", short: nil, takesValue: true, help: "accepted findings (JSON): only new ones are reported and fail the run", valueName: "FILE"),
                        .init(name: "--write-baseline", short: nil, takesValue: true, help: "write every current finding to FILE as accepted, and pass", valueName: "FILE"),
                        .init(name: "--annotate", short: nil, takesValue: true, help: "also write each cell with findings to DIR as a PNG, the findings outlined and listed", valueName: "DIR"),
                        .init(name: "--fail-on", short: nil, takesValue: true, help: "error, warning, info or never (default error)", valueName: "LEVEL"),
                        .init(name: "--per-cell", short: nil, takesValue: false, help: "list every finding in every cell, not one line per cause", valueName: ""),
                        ReportFile.option,
                        .init(name: "--skip", short: nil, takesValue: true, help: "rules to leave out, comma-separated, for the run (RULE) or one widget (WIDGET:RULE): \(ReviewRules.all.map(\.id).joined(separator: ", "))", valueName: "RULES"),
                     ], positionals: "[WIDGET[,WIDGET…]|all]")
    }

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: spec)
        let options = try RenderCommand.wholeMatrixOptions(parsed)
        try StrictResources.reportDiscoveryProblems(strict: options.strictResources, warn: warn)
        let format = try choice(parsed, "--format", default: Format.text)
        let failOn = try choice(parsed, "--fail-on", default: FailOn.error)
        var rules = ReviewRules.all
        var skippedFor: [String: Set<String>] = [:]   // widget → rules left out for it
        if let skip = parsed.value("--skip") {
            for item in skip.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
                // RULE for the whole run, or WIDGET:RULE for one widget.
                let parts = item.split(separator: ":", maxSplits: 1).map(String.init)
                let id = parts.last ?? item
                guard ReviewRules.named(id) != nil else {
                    throw CLIError.usage("unknown rule '\(id)'\(ArgumentParser.suggestion(for: id, among: ReviewRules.all.map(\.id)))")
                }
                if parts.count == 2 {
                    guard let target = catalog.target(named: parts[0]) else {
                        throw CLIError.usage("unknown widget '\(parts[0])' in --skip \(item)\(ArgumentParser.suggestion(for: parts[0], among: catalog.names))")
                    }
                    skippedFor[SnapshotName.sanitize(target.name), default: []].insert(id)
                } else {
                    rules.removeAll { $0.id == id }
                }
            }
        }
        let baseline = try parsed.value("--baseline").map { path in
            guard FileManager.default.fileExists(atPath: path) else {
                throw CLIError.usage("--baseline \(path): no such file (write one with --write-baseline)")
            }
            return try ReviewBaseline.read(URL(fileURLWithPath: path))
        }
        let writeBaseline = parsed.value("--write-baseline").map { URL(fileURLWithPath: $0) }
        let annotate = parsed.value("--annotate").map { URL(fileURLWithPath: $0) }
        let report = try ReportFile(parsed.value("--output"), writes: [format == .json ? .json : format == .sarif ? .sarif : .text], printingTo: output)
        let reporting = ReviewCommand(catalog: catalog, output: report.write, warn: warn)
        try report.collecting {
            try ProcessClock.run(at: options.matrix.now) {
                try reporting.review(options, rules: rules, skippedFor: skippedFor, format: format, failOn: failOn, baseline: baseline,
                                     writeBaseline: writeBaseline, annotate: annotate, perCell: parsed.has("--per-cell"))
            }
        }
    }

    private func review(_ options: RenderCommand.Options, rules: [ReviewRule], skippedFor: [String: Set<String>], format: Format,
                        failOn: FailOn, baseline: ReviewBaseline?, writeBaseline: URL?, annotate: URL?, perCell: Bool) throws {
        let timelines = TimelineCache()
        var cells = try options.matrix.cells(in: catalog, timelines: timelines)
        if let shard = options.shard { cells = shard.select(cells) }
        // One job per mode group (a widget cell in its modes, drawn from one laid-out tree where the
        // widget allows it), so the mode rules compare cells that are rendered together and no image
        // outlives its group.
        let groups = MatrixCell.layoutGroups(cells)
        func name(_ cell: MatrixCell) -> String { (cell.path(format: "png") as NSString).deletingPathExtension }
        func mode(_ cell: MatrixCell) -> WidgetRenderingMode? {
            if case let .widget(_, widgetCell) = cell.subject { widgetCell.widget?.mode } else { nil }
        }
        let results = RenderWorkers.run(groups.count, jobs: options.jobs, fontSet: options.matrix.fontSet) { g, renderer -> (findings: [ReviewFinding], failures: [String]) in
            let members = groups[g].map { cells[$0] }
            let drawn = zip(members, MatrixCell.pipelines(members, renderer, timelines: timelines)).map { cell, stages in
                ReviewFlow.Cell(name: name(cell), mode: mode(cell), stages: stages)
            }
            let reviewed = ReviewFlow(rules: rules, renderer: renderer).review(modeGroup: drawn) {
                // A group without its full-colour cell (--mode accented) renders it to compare against.
                guard case let .widget(preview, widgetCell) = members[0].subject, let full = Reviewer.modeGroup(of: widgetCell) else { return nil }
                let cell = MatrixCell(target: members[0].target, subject: .widget(preview, full))
                return ReviewFlow.Cell(name: name(cell), mode: .fullColor, stages: Result { try cell.pipeline(renderer, timelines: timelines) })
            }
            return (reviewed.findings, reviewed.failures.map { "\($0.name).png: \(CLIError.from($0.error).message)" })
        }
        var findings: [ReviewFinding] = [], failures: [String] = []
        for (group, result) in zip(groups, results) {
            switch result {
            case .success(let reviewed): findings += reviewed.findings; failures += reviewed.failures
            case .failure(let error): failures.append("\(cells[group[0]].path(format: "png")): \(CLIError.from(error).message)")
            }
        }
        // Timelines: once per widget and family the cells cover (the provider's answer is cached).
        var seen = Set<String>()
        let renderer = try Renderer.forCurrentThread(fontSet: options.matrix.fontSet)
        for cell in cells {
            guard case let .widget(preview, widgetCell) = cell.subject, case let .widget(family, _, _) = widgetCell.subject else { continue }
            let name = "\(SnapshotName.sanitize(cell.target.name))/\(family.rawValue)"
            guard seen.insert(name).inserted else { continue }
            do {
                let timeline = try timelines.timeline(cell.target.name, preview, family: family, device: widgetCell.device, now: widgetCell.now,
                                                      region: widgetCell.region())
                findings += try ReviewFlow(rules: rules, renderer: renderer).review(timelineOf: preview, named: name, cell: widgetCell, timeline: timeline)
            } catch {
                failures.append("\(name): \(CLIError.from(error).message)")
            }
        }
        // Rules switched off for one widget: its findings of them are dropped.
        findings.removeAll { finding in skippedFor[String(finding.cell.split(separator: "/").first ?? "")]?.contains(finding.rule) ?? false }
        guard failures.isEmpty else {
            throw CLIError.failure("\(failures.count) of \(cells.count) cells could not be rendered:\n  " + failures.joined(separator: "\n  "))
        }
        if let writeBaseline {
            try ReviewBaseline(accepting: findings).write(to: writeBaseline)
            output("accepted \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(writeBaseline.path)")
            return
        }
        let baselined = baseline.map { b in findings.filter(b.accepts).count } ?? 0
        if let baseline { findings.removeAll(where: baseline.accepts) }
        if let annotate { try writeAnnotations(findings, cells: cells, timelines: timelines, to: annotate, jobs: options.jobs, fontSet: options.matrix.fontSet) }
        switch format {
        case .json: output(try json(findings, cells: cells.count, baselined: baselined))
        case .sarif:
            var locations: [String: String] = [:]
            for cell in cells { locations[(cell.path(format: "png") as NSString).deletingPathExtension] = cell.target.location.map(sourcePath) }
            output(String(decoding: try ReviewSARIF.document(findings, rules: rules, locations: locations, perCell: perCell), as: UTF8.self))
        case .text:
            for line in perCell ? text(findings, cells: cells.count) : causes(findings, cells: cells.count) { output(line) }
            if baselined > 0 { output("\(baselined) accepted finding\(baselined == 1 ? "" : "s") in the baseline not shown") }
        }
        let threshold: ReviewSeverity? = switch failOn { case .error: .error; case .warning: .warning; case .info: .info; case .never: nil }
        if let threshold {
            let failing = findings.filter { $0.severity >= threshold }.count
            if failing > 0 { throw CLIError.failure("\(failing) finding\(failing == 1 ? "" : "s") at or above \(threshold.rawValue) (--fail-on \(failOn.rawValue))") }
        }
    }

    /// Each cell with findings, rendered with them outlined and listed: `DIR/<cell>.png`.
    private func writeAnnotations(_ findings: [ReviewFinding], cells: [MatrixCell], timelines: TimelineCache, to folder: URL, jobs: Int,
                                  fontSet: FontSet?) throws {
        let byCell = Dictionary(grouping: findings, by: \.cell)
        let marked = cells.filter { byCell[($0.path(format: "png") as NSString).deletingPathExtension] != nil }
        let results = RenderWorkers.run(marked.count, jobs: jobs, fontSet: fontSet) { i, renderer in
            let name = (marked[i].path(format: "png") as NSString).deletingPathExtension
            let image = try renderer.rasterize(marked[i].pipeline(renderer, timelines: timelines))
            let composed = ReviewAnnotation.view(of: image, findings: byCell[name] ?? [])
            let png = try renderer.rasterize(renderer.pipeline(composed.view, size: composed.size, scale: image.stages.scale)).pngData()
            try AtomicFile.write(png, to: folder.appendingPathComponent(name + ".png"))
        }
        let failed = zip(marked, results).compactMap { cell, result -> String? in
            guard case .failure(let error) = result else { return nil }
            return "\(cell.path(format: "png")): \(CLIError.from(error).message)"
        }
        guard failed.isEmpty else { throw CLIError.failure("could not annotate \(failed.count) cells:\n  " + failed.joined(separator: "\n  ")) }
    }

    /// One line per cause (`ReviewCause`): each view a rule fired at, with its first finding and
    /// the cells it occurs in.
    private func causes(_ findings: [ReviewFinding], cells: Int) -> [String] {
        let causes = ReviewCause.group(findings)
        let lines = listing(causes, widget: \.widget, rule: \.rule) { cause in
            let example = cause.example, where_ = cause.cells
            var line = cause.element.isEmpty ? example.cell : cause.element
            if let text = example.text { line += "  \"\(text)\"" }
            if !example.detail.isEmpty { line += "  — \(example.detail)" }
            // The worst of several cells is named: the one to look at first.
            if where_.count > 1, example.shortfall != nil { line += " (worst: \(example.cell))" }
            let shown = where_.prefix(2).joined(separator: ", ") + (where_.count > 2 ? " and \(where_.count - 2) more" : "")
            return line + (cause.element.isEmpty && where_.count == 1 ? "" : "  · \(where_.count) cell\(where_.count == 1 ? "" : "s"): \(shown)")
        }
        return lines + [summary(findings, cells: cells) + ", \(causes.count) cause\(causes.count == 1 ? "" : "s") (--per-cell lists each)"]
    }

    /// Every finding: its cell, element, text, frame and detail.
    private func text(_ findings: [ReviewFinding], cells: Int) -> [String] {
        let lines = listing(findings, widget: \.widgetName, rule: \.rule) { finding in
            let f = finding.frame.map { CGFloat($0).formatted }
            var line = finding.cell
            if !finding.element.isEmpty { line += "  \(finding.element)" }
            if let text = finding.text { line += "  \"\(text)\"" }
            line += "  @ \(f[0]),\(f[1]) \(f[2])×\(f[3])"
            if !finding.detail.isEmpty { line += "  — \(finding.detail)" }
            return line
        }
        return lines + [summary(findings, cells: cells)]
    }

    /// Items grouped by widget, then rule in the rules' order: each rule's why and fix once, then
    /// a line per item.
    private func listing<Item>(_ items: [Item], widget: KeyPath<Item, String>, rule: KeyPath<Item, String>, line: (Item) -> String) -> [String] {
        var lines: [String] = []
        let byWidget = Dictionary(grouping: items) { $0[keyPath: widget] }
        for name in byWidget.keys.sorted() {
            lines.append(name)
            let byRule = Dictionary(grouping: byWidget[name]!) { $0[keyPath: rule] }
            for reviewRule in ReviewRules.all where byRule[reviewRule.id] != nil {
                lines.append("  \(reviewRule.id) (\(reviewRule.severity.rawValue)): \(reviewRule.why) \(reviewRule.fix)")
                lines += byRule[reviewRule.id]!.map { "    " + line($0) }
            }
        }
        return lines
    }

    private func summary(_ findings: [ReviewFinding], cells: Int) -> String {
        let count = { (s: ReviewSeverity) in findings.filter { $0.severity == s }.count }
        return "\(findings.count) finding\(findings.count == 1 ? "" : "s") (\(count(.error)) errors, \(count(.warning)) warnings, \(count(.info)) info) in \(cells) cells"
    }

    private func json(_ findings: [ReviewFinding], cells: Int, baselined: Int) throws -> String {
        struct Report: Encodable { let cells: Int; let rules: [String]; let baselined: Int; let causes: Int; let findings: [ReviewFinding] }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let report = Report(cells: cells, rules: ReviewRules.all.map(\.id), baselined: baselined, causes: ReviewCause.group(findings).count, findings: findings)
        return String(decoding: try encoder.encode(report), as: UTF8.self)
    }

    /// A `#Preview`'s location is `Module/File.swift:12`; code scanning wants the file's path in the
    /// repository: `Sources/Module/…/File.swift` under the current folder when it is there.
    private func sourcePath(_ location: String) -> String {
        guard let colon = location.lastIndex(of: ":") else { return location }
        let fileID = location[..<colon], line = location[colon...]
        let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return location }
        let module = URL(fileURLWithPath: "Sources").appendingPathComponent(parts[0])
        guard let files = FileManager.default.enumerator(at: module, includingPropertiesForKeys: nil) else { return location }
        let matches = files.compactMap { $0 as? URL }.filter { $0.lastPathComponent == parts[1] }.map { $0.path }.sorted()
        guard matches.count == 1, let found = matches.first else { return location }
        let root = FileManager.default.currentDirectoryPath + "/"
        return (found.hasPrefix(root) ? String(found.dropFirst(root.count)) : found) + line
    }

    private func choice<T: RawRepresentable & CaseIterable>(_ parsed: ParsedArguments, _ name: String, default value: T) throws -> T where T.RawValue == String {
        guard let text = parsed.value(name) else { return value }
        guard let chosen = T(rawValue: text) else {
            let all = T.allCases.map(\.rawValue)
            throw CLIError.usage("\(name) must be \(all.dropLast().joined(separator: ", ")) or \(all.last!), not '\(text)'\(ArgumentParser.suggestion(for: text, among: all))")
        }
        return chosen
    }
}

private extension ReviewFinding {
    /// The widget the finding's cell belongs to.
    var widgetName: String { ReviewCause.widget(of: cell) }
}
