import Dispatch
import Foundation
import Loupe
import LoupeUI
import LoupeReview

/// `loupe render [WIDGET] [axes…]`: one cell to a file, or a matrix of cells into a folder.
/// `loupe render --example NAME` renders one of the built-in example views.
struct RenderCommand {
    let catalog: PreviewCatalog
    let examples: [ViewExample]
    let output: (String) -> Void
    let warn: (String) -> Void
    /// Where `-o -` sends a rendered image's bytes.
    var standardOutput: (Data) -> Void = { FileHandle.standardOutput.write($0) }
    /// The command line's name, read where the command is made: cells render on worker threads,
    /// which do not see the task-local name (`LoupeCommandLine(name:)`).
    private let program = CLIError.programName

    /// The matrix axes, shared by render, verify, record and prune.
    static let axisOptions: [ArgumentSpec.Option] = [
        .init(name: "--family", short: nil, takesValue: true, help: "widget family; all also means every presentation (default: the preview's first)", valueName: "F"),
        .init(name: "--presentation", short: nil, takesValue: true, help: "Live Activities: lockScreen, compact, minimal, expanded; controls: small, medium, large, lockScreen", valueName: "P"),
        .init(name: "--timeline-index", short: nil, takesValue: true, help: "entry index (a Live Activity's content state, a control's off/on), placeholder or snapshot (default 0)", valueName: "N"),
        .init(name: "--stale", short: nil, takesValue: false, help: "Live Activities: render the content as stale (context.isStale)", valueName: ""),
        .init(name: "--mode", short: nil, takesValue: true, help: "fullColor, accented (iOS's Tinted: tinted works too) or vibrant (default fullColor)", valueName: "MODE"),
        .init(name: "--scheme", short: nil, takesValue: true, help: "light or dark (default light)", valueName: "SCHEME"),
        .init(name: "--device", short: nil, takesValue: true, help: "device profile (default: the family's; the list command shows them)", valueName: "NAME"),
        .init(name: "--scale", short: nil, takesValue: true, help: "pixels per point, 1, 2 or 3 (default: the device's)", valueName: "N"),
        .init(name: "--dynamic-type", short: nil, takesValue: true, help: "xSmall … xxxLarge, accessibility1 … accessibility5 (default large)", valueName: "SIZE"),
        .init(name: "--place", short: nil, takesValue: true, help: "standard, standBy, carPlay, distant, elevated, recessed, bezel or face (default standard; StandBy and CarPlay show systemSmall widgets; distant is visionOS from afar, with the simplified level of detail; elevated and recessed are visionOS mountings; bezel is the Infograph watch face's top subdial, an accessoryCircular widget with its label along the bezel; face is a watch face's rectangular slot)", valueName: "PLACE"),
        .init(name: "--locale", short: nil, takesValue: true, help: "the device's locale: string tables, Locale.current and default formatters (default en_US)", valueName: "ID"),
        .init(name: "--layout-direction", short: nil, takesValue: true, help: "ltr or rtl (default ltr)", valueName: "DIR"),
        .init(name: "--time-zone", short: nil, takesValue: true, help: "the device's IANA time zone: TimeZone.current, Calendar.current (default UTC)", valueName: "TZ"),
        .init(name: "--backdrop", short: nil, takesValue: true, help: "accented/vibrant backdrop: transparent or system", valueName: "B"),
        NowOption.option,
        ResourcesOption.option,
        .init(name: "--assets", short: nil, takesValue: true, help: "the same as --resources", valueName: "DIR"),
        StrictResources.option,
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
        .init(name: "--dump", short: nil, takesValue: true, help: "print a stage of one cell (or write it to -o): resolved, layout, display-list or accessibility", valueName: "STAGE"),
        .init(name: "--accessibility", short: nil, takesValue: false, help: "draw each cell with its accessibility elements outlined and numbered, and a legend of what VoiceOver reads", valueName: ""),
        .init(name: "--example", short: nil, takesValue: true, help: "render a built-in example view (the list command shows them)", valueName: "NAME"),
        .init(name: "--size", short: nil, takesValue: true, help: "with --example: proposed size in points", valueName: "WxH"),
    ], positionals: "[WIDGET[,WIDGET…]|all]")

    /// What a render writes.
    enum OutputFormat: String, CaseIterable {
        case png, svg

        var file: OutputFileFormat { self == .png ? .png : .svg }
    }

    /// A pipeline stage `--dump` prints.
    enum DumpStage: String, CaseIterable {
        case resolved, layout
        case displayList = "display-list"
        /// The accessibility elements VoiceOver would find, in reading order.
        case accessibility

        /// The text of this stage for a pipeline's stages (`resolved` comes before them: the callers print it).
        func text(of stages: Pipeline) -> String? {
            switch self {
            case .resolved: return nil
            case .layout: return stages.layout.dump
            case .displayList: return stages.displayList.dump
            case .accessibility: return AccessibilityTree.dump(AccessibilityTree.elements(of: stages.layout))
            }
        }
    }

    struct Options {
        var matrix = MatrixRequest()
        var format: OutputFormat?
        var output: String?
        var dump: DumpStage?
        /// `--accessibility`: each cell drawn with its accessibility elements outlined and a legend.
        var accessibility = false
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var shard: Shard?
        var quiet = false
        var example: String?
        var size: CGSize?
        /// A cell that names a resource Loupe cannot find fails instead of warning (`StrictResources`).
        var strictResources = false
    }

    func parse(_ arguments: [String]) throws -> Options {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        var options = Options()
        try Self.parseAxes(parsed, into: &options)
        options.output = parsed.value("--output")
        let named = options.output.flatMap { OutputFormat(rawValue: ($0 as NSString).pathExtension.lowercased()) }
        if let text = parsed.value("--format") {
            guard let format = OutputFormat(rawValue: text) else {
                throw CLIError.usage("--format must be png or svg, not '\(text)'\(ArgumentParser.suggestion(for: text, among: OutputFormat.allCases.map(\.rawValue)))")
            }
            if let named, named != format, let output = options.output {
                throw CLIError.usage("--format \(format.rawValue) contradicts -o \(output); name the file .\(format.rawValue) or drop --format")
            }
            options.format = format
        } else {
            options.format = named
        }
        options.accessibility = parsed.has("--accessibility")
        if let text = parsed.value("--dump") {
            guard let stage = DumpStage(rawValue: text) else {
                throw CLIError.usage("--dump must be resolved, layout, display-list or accessibility, not '\(text)'\(ArgumentParser.suggestion(for: text, among: DumpStage.allCases.map(\.rawValue)))")
            }
            options.dump = stage
            options.format = nil
        }
        options.example = parsed.value("--example")
        if let v = parsed.value("--size") {
            guard options.example != nil else { throw CLIError.usage("--size goes with --example (a widget's size is its family's)") }
            options.size = try Self.parseSize(v)
        }
        if options.example != nil && !parsed.positionals.isEmpty {
            throw CLIError.usage("give either a widget or --example, not both")
        }
        return options
    }

    /// Reads the matrix axes, --now, --jobs, --shard and --quiet.
    /// The options of a command that covers the whole matrix unless axes narrow it (verify,
    /// record, prune, review).
    static func wholeMatrixOptions(_ parsed: ParsedArguments) throws -> Options {
        var options = Options()
        options.matrix.defaults = .whole
        try parseAxes(parsed, into: &options)
        return options
    }

    static func parseAxes(_ parsed: ParsedArguments, into options: inout Options) throws {
        if !parsed.positionals.isEmpty { options.matrix.widgets = parsed.positionals }
        options.matrix.families = parsed.value("--family")
        options.matrix.presentations = parsed.value("--presentation")
        options.matrix.isStale = parsed.has("--stale") ? true : nil
        options.matrix.indices = parsed.value("--timeline-index")
        options.matrix.modes = parsed.value("--mode")
        options.matrix.schemes = parsed.value("--scheme")
        options.matrix.devices = parsed.value("--device")
        options.matrix.dynamicTypeSizes = parsed.value("--dynamic-type")
        options.matrix.places = parsed.value("--place")
        options.matrix.locale = try parsed.value("--locale").map(LocaleOption.checked)
        options.matrix.now = try NowOption.now(parsed)
        let resources = try ResourcesOption.read(parsed)
        (options.matrix.assetCatalogs, options.matrix.stringTables) = (resources.catalogs, resources.stringTables)
        options.matrix.fontSet = try resources.fontSet()
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
        options.strictResources = StrictResources.isOn(parsed)
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
        try StrictResources.reportDiscoveryProblems(strict: options.strictResources, warn: warn)
        try ProcessClock.run(at: options.matrix.now) { try render(options) }
    }

    private func render(_ options: Options) throws {
        if let example = options.example { return try renderExample(example, options) }
        let timelines = TimelineCache()
        var cells = try options.matrix.cells(in: catalog, timelines: timelines)
        if let shard = options.shard { cells = shard.select(cells) }
        let format = options.format ?? .png

        if let dump = options.dump {
            guard cells.count == 1 else { throw CLIError.usage("--dump prints one cell; this selects \(cells.count)") }
            if dump == .resolved {
                let resolved = try cells[0].resolved(try Renderer.forCurrentThread(fontSet: options.matrix.fontSet), timelines: timelines)
                return try emit(resolved.nodes.map(\.dump).joined(), to: options.output)
            }
            let stages = try cells[0].pipeline(try Renderer.forCurrentThread(fontSet: options.matrix.fontSet), timelines: timelines)
            return try emit(dump.text(of: stages) ?? "", to: options.output)
        }
        if cells.count == 1, let file = options.output, !isFolder(file) {
            let path = try OutputPath(file, option: "-o", writes: options.format.map { [$0.file] } ?? [.png, .svg])
            let renderer = try Renderer.forCurrentThread(fontSet: options.matrix.fontSet)
            try renderOne(cells[0], try cells[0].pipeline(renderer, timelines: timelines), with: renderer, to: path, format: format,
                          accessibility: options.accessibility, strictResources: options.strictResources)
            if !options.quiet && !path.isStandardOutput { output("wrote \(file)") }
            return
        }
        let folder = options.output ?? "loupe-renders"
        if cells.count > 1, let output = options.output {
            if output == "-" {
                throw CLIError.usage("this selects \(cells.count) cells, and standard output (-o -) takes one; narrow the axes to one cell or give -o a folder")
            }
            if OutputFormat(rawValue: (output as NSString).pathExtension.lowercased()) != nil || isFile(output) {
                throw CLIError.usage("this selects \(cells.count) cells, which go into a folder, not the file \(output); give -o a folder (for example -o renders)")
            }
        }
        let start = DispatchTime.now()
        let failures = MatrixRunner(cells: cells, jobs: options.jobs, showProgress: !options.quiet && isatty(2) == 1,
                                    timelines: timelines, fontSet: options.matrix.fontSet) { cell, stages, renderer in
            let url = URL(fileURLWithPath: folder).appendingPathComponent(cell.path(format: format.rawValue))
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try renderOne(cell, stages, with: renderer, to: OutputPath(url.path, option: "-o", writes: [format.file]), format: format,
                          accessibility: options.accessibility, strictResources: options.strictResources)
        }.run()
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        for failure in failures { warn("\(program): error: \(failure)") }
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

    private func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    /// A dump to standard output, or to the file `-o` names.
    private func emit(_ text: String, to path: String?) throws {
        guard let path, path != "-" else { return output(text) }
        try OutputPath(path, option: "-o", writes: [.text]).write(Data((text + "\n").utf8), standardOutput: standardOutput)
    }

    private func renderOne(_ cell: MatrixCell, _ stages: Pipeline, with renderer: Renderer, to path: OutputPath, format: OutputFormat,
                           accessibility: Bool, strictResources: Bool) throws {
        if strictResources { try StrictResources.check(stages, cell: cell.path(format: format.rawValue)) }
        for warning in stages.warnings { warn("\(program): warning: \(cell.path(format: format.rawValue)): \(warning)") }
        var shown = stages
        if accessibility {
            let image = try renderer.rasterize(stages)
            let composed = AccessibilitySnapshot.view(of: image, elements: AccessibilityTree.elements(of: stages.layout))
            shown = try renderer.pipeline(composed.view, size: composed.size, scale: stages.scale)
        }
        let data = format == .svg ? renderer.svg(shown) : try renderer.rasterize(shown).pngData()
        try path.write(data, standardOutput: standardOutput)
    }

    /// One built-in example view, through the same path as a view cell of the matrix (its clock
    /// pinned, its environment the cell's), at the size `--size` gives it.
    private func renderExample(_ name: String, _ options: Options) throws {
        guard var example = examples.first(where: { $0.name == name }) else {
            throw CLIError.usage("unknown example '\(name)'\(ArgumentParser.suggestion(for: name, among: examples.map(\.name)))")
        }
        if let size = options.size { example.size = size }
        let size = example.size, scale = options.matrix.scale ?? ViewCell.defaultScale
        let cell = ViewCell(colorScheme: ColorScheme(rawValue: options.matrix.schemes ?? "light") ?? .light, scale: scale, now: options.matrix.now)
        let renderer = try Renderer.forCurrentThread(fontSet: options.matrix.fontSet)
        if options.dump == .resolved { return try emit(renderer.resolve(example, cell: cell).nodes.map(\.dump).joined(), to: options.output) }
        let stages = try renderer.pipeline(example, cell: cell)
        for warning in stages.warnings { warn("\(program): warning: \(warning)") }
        if let text = options.dump?.text(of: stages) { return try emit(text, to: options.output) }
        let format = options.format ?? .png
        let path = try OutputPath(options.output ?? "\(example.name).\(format.rawValue)", option: "-o", writes: options.format.map { [$0.file] } ?? [.png, .svg])
        let data = format == .svg ? renderer.svg(stages) : try renderer.rasterize(stages).pngData()
        try path.write(data, standardOutput: standardOutput)
        if !options.quiet && !path.isStandardOutput {
            output("wrote \(path.typed) (\(format == .svg ? "\(size.width.formatted)×\(size.height.formatted) pt" : "\(stages.pixelSize.width)×\(stages.pixelSize.height) px @\(Int(scale))x"))")
        }
    }
}

/// Renders cells through the worker pool (RenderWorkers) and hands each cell's stages to
/// `render`; reports failures by cell, in cell order. A group of cells that can share a laid-out
/// tree (`MatrixCell.layoutGroups`) is one job, so it is resolved once, on one thread.
struct MatrixRunner {
    let cells: [MatrixCell]
    let jobs: Int
    let showProgress: Bool
    let timelines: TimelineCache
    /// The fonts to draw with when the run adds the app's own (`--resources`); nil: the pinned set.
    var fontSet: FontSet? = nil
    let render: (MatrixCell, Pipeline, Renderer) throws -> Void

    func run() -> [String] {
        let progress = ProgressBar(total: cells.count, enabled: showProgress && cells.count > 1)
        let groups = MatrixCell.layoutGroups(cells)
        let done = CellCount()
        let results = RenderWorkers.run(groups.count, jobs: jobs, fontSet: fontSet, progress: { _ in progress.update(done.value) }) { g, renderer in
            let group = groups[g]
            let stages = MatrixCell.pipelines(group.map { cells[$0] }, renderer, timelines: timelines)
            let results = zip(group, stages).map { i, stages in Result { try render(cells[i], stages.get(), renderer) } }
            done.add(group.count)
            return results
        }
        progress.finish()
        var byCell = [Result<Void, Error>?](repeating: nil, count: cells.count)
        for (group, result) in zip(groups, results) {
            switch result {
            case .success(let results): for (i, result) in zip(group, results) { byCell[i] = result }
            case .failure(let error): for i in group { byCell[i] = .failure(error) }
            }
        }
        return zip(cells, byCell).compactMap { cell, result in
            guard case .failure(let error) = result else { return nil }
            return "\(cell.path(format: "png")): \(CLIError.from(error).message)"
        }
    }
}

/// How many cells the runner has finished, counted by its jobs on several threads. Sendable: the
/// count is read and written only under the lock.
private final class CellCount: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func add(_ n: Int) { lock.lock(); count += n; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
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

/// `--locale ID`: a locale ICU knows (`en_US`, `de_DE`, `ja`; `en-US` is read as `en_US`), or a usage error
/// with the nearest known ones; an unknown identifier would silently format as the root locale.
enum LocaleOption {
    static func checked(_ text: String) throws -> String {
        let identifier = text.replacingOccurrences(of: "-", with: "_")
        let known = Set(Locale.availableIdentifiers)
        guard known.contains(identifier) else {
            let byName = named(text, among: known)
            let hint = byName.isEmpty ? ArgumentParser.suggestion(for: identifier, among: known.sorted())
                                      : "; \(text) is \(byName.joined(separator: " or ")) (a language, or a language and region)"
            throw CLIError.usage("unknown --locale '\(text)'\(hint)")
        }
        return identifier
    }

    /// The identifiers a language's English name stands for (`german` → de, de_DE), its own country's
    /// first: the language alone, then the region whose code is the language's (de_DE, fr_FR), else
    /// the first region.
    static func named(_ text: String, among known: Set<String>) -> [String] {
        let english = Locale(identifier: "en")
        guard let language = known.filter({ !$0.contains("_") })
            .first(where: { english.localizedString(forLanguageCode: $0)?.lowercased() == text.lowercased() }) else { return [] }
        let regions = known.filter { $0.hasPrefix(language + "_") && $0.split(separator: "_").count == 2 }.sorted()
        let home = regions.first { $0 == "\(language)_\(language.uppercased())" } ?? regions.first
        return [language] + (home.map { [$0] } ?? [])
    }
}
