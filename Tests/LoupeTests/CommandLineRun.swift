import Foundation
@testable import LoupeCLI
import Loupe
import LoupeUI
import LoupeExamples

/// One run of the command line in this process, its exit code and what it printed: the harness the
/// command-line tests share.
struct CommandLineRun {
    let code: Int32, output: String, error: String

    init(_ arguments: [String], name: String = "loupe", previews: [WidgetPreview] = Examples.widgets, examples: [ViewExample] = Examples.all) {
        let output = LineBuffer(), error = LineBuffer()
        var tool = LoupeCommandLine(name: name, previews: previews, examples: examples)
        tool.standardOutput = { output.append($0) }
        tool.standardError = { error.append($0) }
        code = tool.run(arguments)
        (self.output, self.error) = (output.lines.joined(separator: "\n"), error.lines.joined(separator: "\n"))
    }
}
