import Foundation
import LoupeCLI

// The `loupe` executable: the LoupeCLI command line over the built-in examples.
exit(LoupeCommandLine().run(Array(CommandLine.arguments.dropFirst())))
