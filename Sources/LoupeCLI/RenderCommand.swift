import Dispatch
import Foundation
import Loupe
import LoupeUI

/// `loupe render [WIDGET] [axes…]`: one cell to a file, or a matrix of cells into a folder.
/// `loupe render --example NAME` renders one of the built-in example views.
struct RenderCommand {
    let catalog: Catalog
    let examples: [ViewExample]
    let output: (String) -> Void
    let warn: (String) -> Void

    /// The matrix axes, shared by render, verify and record.
    static let axisOptions: [ArgumentSpec.Option] = [
        .init(name: "--family", short: nil, takesValue: true, help: "widget family (default: the preview's first)", valueName: "F"),
        .init(name: "--presentation", short: nil, takesValue: true, help: "Live Activities: lockScreen, compact, minimal or expanded (default: the preview's first)", valueName: "P"),
        .init(name: "--timeline-index", short: nil, takesValue: true, help: "entry index (a Live Activity's content state), placeholder or snapshot (default 0)", valueName: "N"),
        .init(name: "--stale", short: nil, takesValue: false, help: "Live Activities: render the content as stale (context.isStale)", valueName: ""),
        .init(name: "--mode", short: nil, takesValue: true, help: "fullColor, accented or vibrant (default fullColor)", valueName: "MODE"),
        .init(name: "--scheme", short: nil, takesValue: true, help: "light or dark (default light)", valueName: "SCHEME"),
        .init(name: "--device", short: nil, takesValue: true, help: "device profile (default: the family's; see loupe list)", valueName: "NAME"),
        .init(name: "--scale", short: nil, takesValue: true, help: "pixels per point, 1, 2 or 3 (default: the device's)", valueName: "N"),
        .init(name: "--dynamic-type", short: nil, takesValue: true, help: "xSmall … xxxLarge, accessibility1 … accessibility5 (default large)", valueName: "SIZE"),
        .init(name: "--locale", short: nil, takesValue: true, help: "locale for formatting (default en_US)", valueName: "ID"),
        .init(name: "--layout-direction", short: nil, takesValue: true, help: "ltr or rtl (default ltr)", valueName: "DIR"),
        .init(name: "--time-zone", short: nil, takesValue: true, help: "IANA time zone (default UTC)", valueName: "TZ"),
        .init(name: "--backdrop", short: nil, takesValue: true, help: "accented/vibrant backdrop: transparent or system", valueName: "B"),
        .init(name: "--jobs", short: "-j", takesValue: true, help: "parallel renders (default: all cores)", valueName: "N"),
        .init(name: "--shard", short: nil, takesValue: true, help: "only shard i of n of the matrix", valueName: "i/n"),
        .init(name: "--quiet", short: "-q", takesValue: false, help: "no progress bar or summary", valueName: ""),
    ]

    static let spec = ArgumentSpec(command: "render", summary: """
        Render widget cells to PNG or SVG. Each axis takes one value, a comma-separated list, or all;
        one cell is written to -o FILE, several into the folder -o DIR as WIDGET/FAMILY/INDEX-MODE-SCHEME.png.
        """, options: axisOptions + [
        .init(name: "--format", short: nil, takesValue: true, help: "png or svg (default: from -o, else png)", valueName: "FORMAT"),
        .init(name: "--output", short: "-o", takesValue: true, help: "file for one cell, folder for several (default: loupe-renders)", valueName: "PATH"),
        .init(name: "--dump", short: nil, takesValue: true, help: "print a stage of one cell: resolved, layout or display-list", valueName: "STAGE"),
        .init(name: "--example", short: nil, takesValue: true, help: "render a built-in example view instead (see loupe list)", valueName: "NAME"),
        .init(name: "--size", short: nil, takesValue: true, help: "with --example: proposed size in points", valueName: "WxH"),
    ], positionals: "[WIDGET[,WIDGET…]|all]")

    struct Options {
        var matrix = MatrixRequest()
        var format: String?
        var output: String?
        var dump: String?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var shard: Shard?
        var quiet = false
        var example: String?
        var size: CGSize?
    }

    func parse(_ arguments: [String]) throws -> Options {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        var options = Options()
        try Self.parseAxes(parsed, into: &options)
        options.output = parsed.value("--output")
        if let format = parsed.value("--format") {
            guard ["png", "svg"].contains(format) else {
                throw CLIError.usage("--format must be png or svg, not '\(format)'\(ArgumentParser.suggestion(for: format, among: ["png", "svg"]))")
            }
            options.format = format
        } else if let output = options.output, output.lowercased().hasSuffix(".svg") {
            options.format = "svg"
        }
        if let dump = parsed.value("--dump") {
            let stages = ["resolved", "layout", "display-list"]
            guard stages.contains(dump) else {
                throw CLIError.usage("--dump must be resolved, layout or display-list, not '\(dump)'\(ArgumentParser.suggestion(for: dump, among: stages))")
            }
            options.dump = dump
        }
        options.example = parsed.value("--example")
        if let v = parsed.value("--size") { options.size = try Self.parseSize(v) }
        if options.example != nil && !parsed.positionals.isEmpty {
            throw CLIError.usage("give either a widget or --example, not both")
        }
        return options
    }

    /// Reads the matrix axes, --jobs, --shard and --quiet.
    static func parseAxes(_ parsed: ParsedArguments, into options: inout Options) throws {
        if !parsed.positionals.isEmpty { options.matrix.widgets = parsed.positionals }
        options.matrix.families = parsed.value("--family")
        options.matrix.presentations = parsed.value("--presentation")
        options.matrix.isStale = parsed.has("--stale")
        if let v = parsed.value("--timeline-index") { options.matrix.indices = v }
        if let v = parsed.value("--mode") { options.matrix.modes = v }
        if let v = parsed.value("--scheme") { options.matrix.schemes = v; options.matrix.schemeGiven = true }
        options.matrix.devices = parsed.value("--device")
        if let v = parsed.value("--dynamic-type") { options.matrix.dynamicTypeSizes = v }
        if let v = parsed.value("--locale") { options.matrix.locale = v }
        if let v = parsed.value("--time-zone") {
            guard TimeZone(identifier: v) != nil else { throw CLIError.usage("unknown time zone '\(v)' (use an IANA name such as Europe/Paris)") }
            options.matrix.timeZone = v
        }
        if let v = parsed.value("--layout-direction") {
            switch v {
            case "ltr", "leftToRight": options.matrix.layoutDirection = .leftToRight
            case "rtl", "rightToLeft": options.matrix.layoutDirection = .rightToLeft
            default: throw CLIError.usage("--layout-direction must be ltr or rtl, not '\(v)'")
            }
        }
        if let v = parsed.value("--backdrop") {
            guard let backdrop = RenderingModeStyle.Backdrop(rawValue: v) else { throw CLIError.usage("--backdrop must be transparent or system, not '\(v)'") }
            options.matrix.backdrop = backdrop
        }
        if let v = parsed.value("--scale") {
            guard let value = Int(v), [1, 2, 3].contains(value) else { throw CLIError.usage("--scale must be 1, 2 or 3, not '\(v)'") }
            options.matrix.scale = CGFloat(value)
        }
        if let v = parsed.value("--jobs") {
            guard let jobs = Int(v), jobs >= 1 else { throw CLIError.usage("--jobs must be a whole number of at least 1, not '\(v)'") }
            options.jobs = jobs
        }
        if let v = parsed.value("--shard") { options.shard = try Shard(v) }
        options.quiet = parsed.has("--quiet")
    }

    /// "364x170" (or "364×170"); each side a finite number greater than 0.
    static func parseSize(_ text: String) throws -> CGSize {
        let parts = text.lowercased().replacingOccurrences(of: "×", with: "x").split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw CLIError.usage("--size must look like 364x170 (points), not '\(text)'")
        }
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw CLIError.usage("--size \(text): both sides must be finite numbers greater than 0")
        }
        return CGSize(width: width, height: height)
    }

    func run(_ arguments: [String]) throws {
        let options = try parse(arguments)
        if let example = options.example { return try renderExample(example, options) }
        let timelines = TimelineCache()
        var cells = try options.matrix.cells(in: catalog, timelines: timelines)
        if let shard = options.shard { cells = shard.select(cells) }
        let format = options.format ?? "png"

        if let dump = options.dump {
            guard cells.count == 1 else { throw CLIError.usage("--dump prints one cell; this selects \(cells.count)") }
            return try dumpCell(cells[0], stage: dump, timelines: timelines)
        }
        if cells.count == 1, let file = options.output, !isFolder(file) {
            try renderOne(cells[0], to: file, format: format, timelines: timelines)
            if !options.quiet { output("wrote \(file)") }
            return
        }
        let folder = options.output ?? "loupe-renders"
        let start = DispatchTime.now()
        let failures = MatrixRunner(cells: cells, jobs: options.jobs, showProgress: !options.quiet && isatty(2) == 1) { cell in
            let url = URL(fileURLWithPath: folder).appendingPathComponent(cell.path(format: format))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try renderOne(cell, to: url.path, format: format, timelines: timelines)
        }.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        for failure in failures { warn("loupe: error: \(failure)") }
        if !options.quiet {
            let rate = seconds > 0 ? Double(cells.count - failures.count) / seconds : 0
            output("rendered \(cells.count - failures.count) of \(cells.count) cells into \(folder) in \(String(format: "%.2f", seconds)) s (\(String(format: "%.0f", rate)) images/s, \(options.jobs) job\(options.jobs == 1 ? "" : "s"))")
        }
        if !failures.isEmpty { throw CLIError.failure("\(failures.count) of \(cells.count) cells failed") }
    }

    private func isFolder(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return path.hasSuffix("/") || (FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    private func pipeline(_ cell: MatrixCell, timelines: TimelineCache) throws -> (Renderer, Pipeline) {
        let renderer = try Renderer.forCurrentThread()
        var timeline: LoadedTimeline?
        if case .entry = cell.cell.timelineIndex {
            timeline = try timelines.timeline(cell.widget, family: cell.cell.family, device: cell.cell.device)
        }
        return (renderer, try renderer.pipeline(cell.widget.preview, cell: cell.cell, timeline: timeline))
    }

    private func renderOne(_ cell: MatrixCell, to path: String, format: String, timelines: TimelineCache) throws {
        let (renderer, stages) = try pipeline(cell, timelines: timelines)
        for warning in stages.warnings { warn("loupe: warning: \(cell.path(format: format)): \(warning)") }
        let data = format == "svg" ? try stages.svgData() : try renderer.rasterize(stages).pngData()
        try OutputFile.write(data, to: path)
    }

    private func dumpCell(_ cell: MatrixCell, stage: String, timelines: TimelineCache) throws {
        let (_, stages) = try pipeline(cell, timelines: timelines)
        switch stage {
        case "layout": output(stages.layout.dump)
        case "display-list": output(stages.displayList.dump)
        default: throw CLIError.usage("--dump resolved works with --example; for widgets use layout or display-list")
        }
    }

    private func renderExample(_ name: String, _ options: Options) throws {
        guard let example = examples.first(where: { $0.name == name }) else {
            throw CLIError.usage("unknown example '\(name)'\(ArgumentParser.suggestion(for: name, among: examples.map(\.name)))")
        }
        let size = options.size ?? example.size
        let scale = options.matrix.scale ?? 3
        let scheme = ColorScheme(rawValue: options.matrix.schemes) ?? .light
        let renderer = try Renderer()
        let resolved = try renderer.resolve(example.makeView(scheme), size: size, scale: scale)
        if options.dump == "resolved" { output(resolved.nodes.map(\.dump).joined()); return }
        let stages = renderer.paint(renderer.layout(resolved))
        for warning in stages.warnings { warn("loupe: warning: \(warning)") }
        switch options.dump {
        case "layout": output(stages.layout.dump); return
        case "display-list": output(stages.displayList.dump); return
        default: break
        }
        let format = options.format ?? "png"
        let data = format == "svg" ? try stages.svgData() : try renderer.rasterize(stages).pngData()
        let path = options.output ?? "\(example.name).\(format)"
        try OutputFile.write(data, to: path)
        if !options.quiet {
            output("wrote \(path) (\(format == "svg" ? "\(size.width.formatted)×\(size.height.formatted) pt" : "\(Int((size.width * scale).rounded(.up)))×\(Int((size.height * scale).rounded(.up))) px @\(Int(scale))x"))")
        }
    }
}


/// Renders cells on `jobs` threads, each taking the next cell; reports failures by cell.
struct MatrixRunner {
    let cells: [MatrixCell]
    let jobs: Int
    let showProgress: Bool
    let render: (MatrixCell) throws -> Void

    func run() -> [String] {
        let lock = NSLock()
        var next = 0, done = 0
        var failures: [(Int, String)] = []
        let progress = ProgressBar(total: cells.count, enabled: showProgress && cells.count > 1)
        DispatchQueue.concurrentPerform(iterations: min(jobs, max(cells.count, 1))) { _ in
            while true {
                lock.lock()
                let i = next
                next += 1
                lock.unlock()
                guard i < cells.count else { return }
                var failure: String?
                do { try render(cells[i]) } catch { failure = "\(cells[i].path(format: "png")): \(CLIError.from(error).message)" }
                lock.lock()
                done += 1
                if let failure { failures.append((i, failure)) }
                progress.update(done)
                lock.unlock()
            }
        }
        progress.finish()
        return failures.sorted { $0.0 < $1.0 }.map(\.1)
    }
}

/// A one-line progress bar on standard error, only on a terminal.
struct ProgressBar {
    let total: Int
    let enabled: Bool
    func update(_ done: Int) {
        guard enabled else { return }
        let width = 30, filled = total > 0 ? done * width / total : width
        let bar = String(repeating: "█", count: filled) + String(repeating: "░", count: width - filled)
        FileHandle.standardError.write(Data("\r\(bar) \(done)/\(total)".utf8))
    }
    func finish() {
        guard enabled else { return }
        FileHandle.standardError.write(Data("\r\u{1B}[K".utf8))
    }
}
