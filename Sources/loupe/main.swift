import Foundation
import LoupeCLI
import LoupeExamples

// The `loupe` executable: the LoupeCLI command line over the built-in example widgets and views
// (and the examples' #Preview blocks, which are in this binary).
exit(LoupeCommandLine(previews: Examples.widgets, examples: Examples.all).run(Array(CommandLine.arguments.dropFirst())))
