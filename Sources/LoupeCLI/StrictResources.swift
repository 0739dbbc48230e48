import Foundation
import Loupe
import LoupeUI

/// `--strict-resources`: a cell that names a color, image, symbol, translation or font Loupe cannot
/// find fails (exit 1, nothing written or recorded for it) instead of warning and drawing it as iOS
/// would without it. On by itself in CI (`CI=true`), where a placeholder must never reach a
/// reference; `LOUPE_STRICT_RESOURCES=0` turns it off there, `=1` on everywhere.
enum StrictResources {
    static let option = ArgumentSpec.Option(name: "--strict-resources", short: nil, takesValue: false,
                                            help: "fail a cell that names a color, image, symbol, translation or font Loupe cannot find (default: on when CI=true; LOUPE_STRICT_RESOURCES=0/1)",
                                            valueName: "")

    static func isOn(_ parsed: ParsedArguments, environment: [String: String] = RunEnvironment.variables) -> Bool {
        if parsed.has("--strict-resources") { return true }
        switch environment["LOUPE_STRICT_RESOURCES"] {
        case "1"?, "true"?: return true
        case "0"?, "false"?: return false
        default: return environment["CI"] == "true"
        }
    }

    /// The cell's stages, or its failure when it names missing resources.
    static func check(_ stages: Pipeline, cell: String) throws {
        let missing = stages.missingResources
        guard !missing.isEmpty else { return }
        let lines = missing.map { "  \($0.kind) \"\($0.name)\": \($0.message)" }
        throw CLIError.failure("\(cell) names resources Loupe could not find (--strict-resources), so it was not written:\n" + lines.joined(separator: "\n"))
    }

    /// A place in LOUPE_RESOURCES and its kin that cannot serve: a warning, an error when strict.
    static func reportDiscoveryProblems(strict: Bool, warn: (String) -> Void) throws {
        for problem in AppResources.discoveryProblems {
            if strict { throw CLIError.usage(problem) }
            warn("\(CLIError.programName): warning: \(problem); left out")
        }
    }
}

/// The environment variables a command-line run reads its settings from (`CI`,
/// `LOUPE_STRICT_RESOURCES`): the process's, unless the run was given its own
/// (`LoupeCommandLine.environment`), as a test gives one that is the same on every machine.
enum RunEnvironment {
    @TaskLocal static var variables: [String: String] = ProcessInfo.processInfo.environment
}
