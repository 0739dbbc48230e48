// loupe-ios-sources INPUT OUTPUT: writes INPUT with its compilation conditions as iOS sees them
// (SourceGate) to OUTPUT. Run by the IOSSources build-tool plugin, once per shared widget file.
import Foundation
import LoupeSourceGate

let arguments = CommandLine.arguments.dropFirst()
guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    FileHandle.standardError.write(Data("usage: loupe-ios-sources INPUT OUTPUT\n".utf8))
    exit(2)
}
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    let rewritten = SourceGate.rewrite(source, originalPath: input)
    let url = URL(fileURLWithPath: output)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp")
    try Data(rewritten.utf8).write(to: temporary)
    // rename(2) replaces the output in one step, so the compiler never reads half a file.
    guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
} catch {
    FileHandle.standardError.write(Data("loupe-ios-sources: \(input): \(error)\n".utf8))
    exit(1)
}
