import CLoupeSystem
import Foundation
import Loupe
import LoupeUI

/// The `loupe` command line as a library. A package gets the whole command line over its own
/// widgets from its executable target with one line:
///
///     exit(LoupeCommandLine().run(Array(CommandLine.arguments.dropFirst())))
///
/// Every `#Preview` in the binary is a widget it knows; pass `previews:` to add widgets declared
/// without the macro. Every error is printed here, in one place.
public struct LoupeCommandLine {
    private let previews: [WidgetPreview]
    /// The binary's `#Preview` blocks and legacy previews, read when a run starts (`makeCatalog`).
    private let records: () -> [LoupePreviews.Record]
    /// The widgets of the binary's widget bundle, read with the records: those no preview shows are
    /// targets too (`PreviewCatalog`).
    private let bundled: () -> [WidgetDescription]
    let examples: [ViewExample]
    /// The name messages use: the executable's own (`widgets` for `swift run widgets`) unless given.
    let name: String
    var standardOutput: (String) -> Void = { print($0) }
    var standardError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }
    /// The environment the run reads its settings from (`CI`, `LOUPE_STRICT_RESOURCES`): the process's
    /// unless set.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Where a file named `-` goes: an image's or a report's bytes, as they are.
    var standardOutputData: (Data) -> Void = { data in
        fflush(nil)   // lines printed before (print buffers them) stay before
        FileHandle.standardOutput.write(data)
    }

    /// - Parameters:
    ///   - name: what the command line calls itself in messages (default: the executable's file name).
    ///   - previews: widgets to offer besides the binary's `#Preview`s (Loupe's own binary passes its
    ///     example widgets).
    ///   - examples: plain example views, rendered as targets of their own (and by `render --example`).
    public init(name: String? = nil, previews: [WidgetPreview] = [], examples: [ViewExample] = []) {
        self.previews = previews
        records = { LoupePreviews.all }
        bundled = { LoupePreviews.bundledWidgets }
        self.examples = examples
        self.name = name ?? (CommandLine.arguments.first.map { ($0 as NSString).lastPathComponent } ?? "loupe")
    }

    /// For tests: output captured, the `#Preview` blocks to offer given (a test binary links the
    /// previews of every test target), and an empty environment, so a test reads the same settings
    /// on a developer's machine and under CI=true.
    init(previews: [WidgetPreview], examples: [ViewExample], records: @autoclosure @escaping () -> [LoupePreviews.Record] = LoupePreviews.all,
         bundled: @autoclosure @escaping () -> [WidgetDescription] = [],
         output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        environment = [:]
        self.previews = previews
        self.records = records
        self.bundled = bundled
        self.examples = examples
        name = "loupe"
        standardOutput = output
        standardError = error
    }

    static let commands: [(String, String)] = [
        ("render", "render widget cells (or --example views) to PNG or SVG, or dump a pipeline stage"),
        ("list", "list the widgets, their families, timelines and reload policies, devices and examples"),
        ("timeline", "show a widget's entries on a time line and when WidgetKit would reload"),
        ("verify", "compare every cell (or the selected ones) with its reference in Snapshots/; fail on orphaned references"),
        ("record", "record the references of every cell (or the selected ones)"),
        ("merge", "merge the artifacts of sharded verify runs into one summary, review page and JUnit report"),
        ("prune", "delete references in the selected widgets' folders that no selected cell produces (--dry-run first)"),
        ("gallery", "build a documentation gallery (static site or Markdown) of every widget state, in context"),
        ("review", "check every cell and timeline against the review rules (text, contrast, margins, buttons, links, images, timelines)"),
        ("symbols", "draw a contact sheet of SF Symbols (common ones, or those named) in a weight, or list how each is drawn"),
        ("bench", "measure each pipeline stage and matrix throughput (use a release build)"),
        ("preview", "serve a live canvas of every preview in a browser; a save rebuilds and redraws"),
        ("mcp", "serve the Model Context Protocol on stdio for coding agents (RenderPreview, render, verify, review…)"),
    ]

    static var overview: String {
        let program = CLIError.programName
        var lines = ["\(program) (Loupe \(Loupe.version)): render WidgetKit widgets on Linux with Cairo", "",
                     "usage: \(program) <command> [options]", "", "commands:"]
        for (name, summary) in commands { lines.append("  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(summary)") }
        lines += ["", "global options:", "  --help       show help (also '\(program) <command> --help')", "  --version    print the version",
                  "", "exit codes: 0 success, 1 render or write failure, 2 usage error"]
        return lines.joined(separator: "\n")
    }

    @discardableResult
    public func run(_ arguments: [String]) -> Int32 {
        Self.keepLargeBuffersInTheHeap()
        return CLIError.$programName.withValue(name) {
            do {
                try RunEnvironment.$variables.withValue(environment) {
                    try pinned(arguments) { catalog in try dispatch(arguments, catalog: catalog) }
                }
                return 0
            } catch {
                let cli = CLIError.from(error)
                if case .help(let text) = cli { standardOutput(text) } else { standardError("\(name): \(cli)") }
                return cli.exitCode
            }
        }
    }

    /// Every cell allocates a few multi-megabyte buffers (the Cairo surface, straight RGBA, a decoded
    /// reference). With glibc's default heap padding each cell faulted them in again (43 % of a
    /// verify run was kernel time); a 64 MB top pad keeps them resident. Measured with
    /// MALLOC_* variables first: only the top pad mattered (verify 200 → ~370 cells/s on 2 cores).
    static func keepLargeBuffersInTheHeap() {
        loupe_keep_large_buffers_in_heap()
    }

    /// The previews this command line offers, listed now: previews are built when they are listed,
    /// so the clock and region they read must already be pinned.
    private func makeCatalog() -> PreviewCatalog {
        PreviewCatalog(previews: previews, views: examples, records: records(), bundled: bundled())
    }

    /// Runs `body` over the catalog with the run's now and region pinned from the start (`RunPin`).
    /// The agents' server answers requests at several nows: it lists its previews at the process's
    /// now and pins each request's own.
    private func pinned(_ arguments: [String], _ body: (PreviewCatalog) throws -> Void) throws {
        guard arguments.first != "mcp", let pin = RunPin(Array(arguments.dropFirst())) else {
            let catalog = try LoupeClock.withPinned(now: LoupeClock.processNow, region: .standard) { makeCatalog() }
            return try body(catalog)
        }
        try LoupeClock.withAmbient(now: pin.now, region: pin.region) { try body(makeCatalog()) }
    }

    private func dispatch(_ arguments: [String], catalog: PreviewCatalog) throws {
        guard let command = arguments.first else { throw CLIError.help(Self.overview) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help": throw CLIError.help(Self.overview)
        case "--version": standardOutput(name == "loupe" ? "loupe \(Loupe.version)" : "\(name) (Loupe \(Loupe.version))")
        case "render":
            var command = RenderCommand(catalog: catalog, examples: examples, output: standardOutput, warn: standardError)
            command.standardOutput = standardOutputData
            try command.run(rest)
        case "list": try ListCommand(catalog: catalog, examples: examples, output: standardOutput).run(rest)
        case "timeline": try TimelineCommand(catalog: catalog, output: standardOutput).run(rest)
        case "verify", "record":
            var verify = VerifyCommand(catalog: catalog, output: standardOutput, warn: standardError, recordsAll: command == "record")
            verify.standardOutput = standardOutputData
            try verify.run(rest)
        case "merge":
            var command = MergeCommand(output: standardOutput, warn: standardError)
            command.standardOutput = standardOutputData
            try command.run(rest)
        case "prune": try PruneCommand(catalog: catalog, output: standardOutput, warn: standardError).run(rest)
        case "gallery": try GalleryCommand(catalog: catalog, output: standardOutput).run(rest)
        case "review": try ReviewCommand(catalog: catalog, output: standardOutput, warn: standardError).run(rest)
        case "symbols":
            var command = SymbolsCommand(output: standardOutput, warn: standardError)
            command.standardOutput = standardOutputData
            try command.run(rest)
        case "bench": try BenchCommand(catalog: catalog, examples: examples, output: standardOutput).run(rest)
        case "mcp": try MCPCommand(catalog: catalog, examples: examples).run(rest)
        case "preview": try PreviewCommand(catalog: catalog, output: standardOutput, warn: standardError).run(rest)
        default:
            throw CLIError.usage("unknown command '\(command)'\(ArgumentParser.suggestion(for: command, among: Self.commands.map(\.0)))")
        }
    }
}
