import Foundation
import LoupeCLI

// The `loupe` executable: the LoupeCLI command line over the built-in examples.
exit(LoupeCommandLine.builtIn.run(Array(CommandLine.arguments.dropFirst())))
