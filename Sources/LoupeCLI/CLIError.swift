import Foundation
import Loupe

/// What a command can end with besides success. Exit codes: 0 ok, 1 render failure, 2 usage.
public enum CLIError: Error, Equatable, CustomStringConvertible {
    /// Help was asked for: printed to standard output, exit 0.
    case help(String)
    /// Bad arguments: exit 2.
    case usage(String)
    /// The render or a write failed: exit 1.
    case failure(String)

    public var exitCode: Int32 {
        switch self {
        case .help: return 0
        case .usage: return 2
        case .failure: return 1
        }
    }

    /// The name the running command line goes by in its messages: `loupe`, or a user's own binary's
    /// (`LoupeCommandLine(name:)`, by default the executable's file name). Scoped to a run.
    @TaskLocal static var programName = "loupe"

    public var description: String {
        switch self {
        case .help(let text): return text
        case .usage(let message): return "error: \(message)\n(see '\(Self.programName) --help')"
        case .failure(let message): return "error: \(message)"
        }
    }

    /// The message without the "error:" prefix.
    var message: String {
        switch self {
        case .help(let text): return text
        case .usage(let message), .failure(let message): return message
        }
    }

    static func from(_ error: Error) -> CLIError {
        if let cli = error as? CLIError { return cli }
        // An axis value the preview cannot take is the caller's to fix: a usage error.
        if let matrix = error as? RenderMatrix.Failure { return .usage(matrix.description) }
        if let loupe = error as? LoupeError {
            if case .invalidSize(let message) = loupe { return .usage(message) }
            return .failure(loupe.description)
        }
        return .failure("\(error)")
    }
}
