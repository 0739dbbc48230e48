import Foundation
@testable import LoupeCLI
import Loupe
import LoupeUI
import LoupeExamples

/// One run of the command line in this process, its exit code and what it printed: the harness the
/// command-line tests share.
struct CommandLineRun {
    let code: Int32, output: String, error: String
    /// The bytes written to standard output as a file (`-o -`).
    let outputData: Data

    init(_ arguments: [String], name: String = "loupe", previews: [WidgetPreview] = Examples.widgets, examples: [ViewExample] = Examples.all) {
        let output = LineBuffer(), error = LineBuffer(), data = DataBuffer()
        var tool = LoupeCommandLine(name: name, previews: previews, examples: examples)
        tool.standardOutput = { output.append($0) }
        tool.standardError = { error.append($0) }
        tool.standardOutputData = { data.append($0) }
        tool.environment = [:]   // the same settings on every machine, CI=true or not
        code = tool.run(arguments)
        (self.output, self.error) = (output.lines.joined(separator: "\n"), error.lines.joined(separator: "\n"))
        outputData = data.data
    }
}

/// Bytes gathered from whichever thread writes them.
final class DataBuffer: @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()
    func append(_ more: Data) { lock.withLock { bytes.append(more) } }
    var data: Data { lock.withLock { bytes } }
}
