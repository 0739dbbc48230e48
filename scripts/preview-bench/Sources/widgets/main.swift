import Foundation
import LoupeCLI
import Widgets

exit(LoupeCommandLine().run(Array(CommandLine.arguments.dropFirst())))
