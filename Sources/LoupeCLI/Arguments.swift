import Foundation

/// A small argument parser: `--name value`, `--name=value`, `-o value`, flags, and positionals.
/// Unknown options are usage errors that suggest the nearest known one.
struct ArgumentSpec {
    struct Option {
        let name: String          // "--size"
        let short: String?        // "-o"
        let takesValue: Bool
        let help: String
        let valueName: String
    }
    let command: String
    let summary: String
    let options: [Option]
    let positionals: String?

    var usage: String {
        var lines = ["usage: \(CLIError.programName) \(command) [options]\(positionals.map { " \($0)" } ?? "")", "", summary, "", "options:"]
        for option in options {
            let names = ([option.short].compactMap { $0 } + [option.name]).joined(separator: ", ")
            let left = option.takesValue ? "\(names) \(option.valueName)" : names
            lines.append("  \(left.padding(toLength: max(28, left.count + 2), withPad: " ", startingAt: 0))\(option.help)")
        }
        lines.append("  --help                      show this help")
        return lines.joined(separator: "\n")
    }
}

struct ParsedArguments {
    var values: [String: String] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name] }
    func has(_ name: String) -> Bool { flags.contains(name) }
}

enum ArgumentParser {
    static func parse(_ arguments: [String], spec: ArgumentSpec) throws -> ParsedArguments {
        var parsed = ParsedArguments()
        var i = 0
        while i < arguments.count {
            let argument = arguments[i]
            if argument == "--help" || argument == "-h" { throw CLIError.help(spec.usage) }
            if argument.hasPrefix("-") && argument != "-" {
                var name = argument, inline: String?
                if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                    name = String(argument[..<equals])
                    inline = String(argument[argument.index(after: equals)...])
                }
                guard let option = spec.options.first(where: { $0.name == name || $0.short == name }) else {
                    let known = spec.options.map(\.name) + ["--help"]
                    throw CLIError.usage("unknown option '\(name)' for '\(CLIError.programName) \(spec.command)'\(suggestion(for: name, among: known))")
                }
                if option.takesValue {
                    if let inline { parsed.values[option.name] = inline } else {
                        guard i + 1 < arguments.count else {
                            throw CLIError.usage("option \(option.name) needs a value (\(option.valueName))")
                        }
                        i += 1
                        parsed.values[option.name] = arguments[i]
                    }
                } else {
                    if inline != nil { throw CLIError.usage("option \(option.name) takes no value") }
                    parsed.flags.insert(option.name)
                }
            } else {
                parsed.positionals.append(argument)
            }
            i += 1
        }
        if spec.positionals == nil, let extra = parsed.positionals.first {
            throw CLIError.usage("unexpected argument '\(extra)' for '\(CLIError.programName) \(spec.command)'")
        }
        return parsed
    }

    /// " (did you mean 'x'?)" when a known word is close enough, else a list of the choices.
    /// "; did you mean 'x'?" for a near choice, else the choices (the first few of a long list). A
    /// word far longer than any choice is compared with none: the distance grows with both
    /// lengths, and a megabyte of name would take seconds for no suggestion.
    static func suggestion(for word: String, among choices: [String]) -> String {
        let longest = choices.map(\.count).max() ?? 0
        var best: (choice: String, distance: Int)?
        for choice in choices where word.count <= 2 * longest + 8 {
            let distance = editDistance(word.lowercased(), choice.lowercased())
            if best == nil || distance < best!.distance { best = (choice, distance) }
        }
        if let best, best.distance <= max(2, word.count / 3) {
            return "; did you mean '\(best.choice)'?"
        }
        if choices.count > 16 { return "; choose from \(choices.count), such as \(choices.prefix(6).joined(separator: ", "))" }
        return "; choose from: \(choices.joined(separator: ", "))"
    }

    /// A number as a message shows it, whatever the run's region (`--locale ar_SA` must not turn
    /// Loupe's own words Arabic): 255, 0.5.
    static func plain(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }

    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            previous = current
        }
        return previous[b.count]
    }
}
