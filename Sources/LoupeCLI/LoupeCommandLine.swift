import Foundation
import Loupe
import LoupeExamples
import LoupeUI

/// The `loupe` command line as a library: `LoupeCommandLine(examples:).run(arguments)` returns the
/// exit code; every error is printed here, in one place.
public struct LoupeCommandLine {
    let examples: [Example]
    var standardOutput: (String) -> Void = { print($0) }
    var standardError: (String) -> Void = { FileHandle.standardError.write(Data(($0 + "\n").utf8)) }

    public init(examples: [Example] = Examples.all) {
        self.examples = examples
    }

    init(examples: [Example], output: @escaping (String) -> Void, error: @escaping (String) -> Void) {
        self.examples = examples
        standardOutput = output
        standardError = error
    }

    static let commands: [(String, String)] = [
        ("render", "render a built-in example to PNG or SVG, or dump a pipeline stage"),
        ("list", "list the built-in examples"),
        ("bench", "measure each pipeline stage over the examples (use a release build)"),
    ]

    static var overview: String {
        var lines = ["loupe \(Loupe.version): render SwiftUI/WidgetKit-style views on Linux with Cairo", "",
                     "usage: loupe <command> [options]", "", "commands:"]
        for (name, summary) in commands { lines.append("  \(name.padding(toLength: 10, withPad: " ", startingAt: 0))\(summary)") }
        lines += ["", "global options:", "  --help       show help (also 'loupe <command> --help')", "  --version    print the version",
                  "", "exit codes: 0 success, 1 render or write failure, 2 usage error"]
        return lines.joined(separator: "\n")
    }

    @discardableResult
    public func run(_ arguments: [String]) -> Int32 {
        do {
            try dispatch(arguments)
            return 0
        } catch {
            let cli = CLIError.from(error)
            if case .help(let text) = cli { standardOutput(text) } else { standardError("loupe: \(cli)") }
            return cli.exitCode
        }
    }

    private func dispatch(_ arguments: [String]) throws {
        guard let command = arguments.first else { throw CLIError.help(Self.overview) }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "--help", "-h", "help": throw CLIError.help(Self.overview)
        case "--version": standardOutput("loupe \(Loupe.version)")
        case "render": try RenderCommand(examples: examples, output: standardOutput, warn: standardError).run(rest)
        case "list": try listExamples(rest)
        case "bench": try BenchCommand(examples: examples, output: standardOutput).run(rest)
        default:
            throw CLIError.usage("unknown command '\(command)'\(ArgumentParser.suggestion(for: command, among: Self.commands.map(\.0)))")
        }
    }

    private func listExamples(_ arguments: [String]) throws {
        let spec = ArgumentSpec(command: "list", summary: "List the built-in examples with their sizes.", options: [], positionals: nil)
        _ = try ArgumentParser.parse(arguments, spec: spec)
        standardOutput("examples:")
        for example in examples {
            standardOutput("  \(example.name.padding(toLength: 14, withPad: " ", startingAt: 0)) \(example.size.width.formatted)×\(example.size.height.formatted)  \(example.summary)")
        }
        let previews = LoupePreviews.all
        if !previews.isEmpty {
            standardOutput("previews (#Preview in this binary):")
            for record in previews {
                let kind: String
                switch record.item {
                case .widget(let preview): kind = "\(preview.widget.kind) as \(preview.families.map(\.rawValue).joined(separator: ", "))"
                case .view: kind = "view"
                }
                standardOutput("  \(record.displayName)  [\(kind)]  \(record.file):\(record.line)")
            }
        }
    }
}
