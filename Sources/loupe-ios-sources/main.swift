// Run by the IOSSources build-tool plugin:
//   loupe-ios-sources INPUT OUTPUT
//     writes INPUT with its compilation conditions as iOS sees them (SourceGate) to OUTPUT, once per
//     shared widget file;
//   loupe-ios-sources --record-folders OUTPUT FOLDER…
//     writes OUTPUT, a Swift file that records the shared folders in the binary (SharedFolderRecord),
//     where Loupe finds their asset catalogs, string files and fonts.
import Foundation
import LoupeSourceGate

let arguments = Array(CommandLine.arguments.dropFirst())

/// `text` written to `path` through a temporary file: rename(2) replaces the output in one step, so
/// the compiler never reads half a file.
func write(_ text: String, to path: String) throws {
    let url = URL(fileURLWithPath: path)
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    let temporary = url.deletingLastPathComponent().appendingPathComponent("." + url.lastPathComponent + ".tmp")
    try Data(text.utf8).write(to: temporary)
    guard rename(temporary.path, url.path) == 0 else { throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path]) }
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("loupe-ios-sources: \(message)\n".utf8))
    exit(1)
}

if arguments.first == "--record-folders" {
    guard arguments.count >= 2 else { fail("usage: loupe-ios-sources --record-folders OUTPUT FOLDER…") }
    do { try write(SharedFolderRecord.source(folders: Array(arguments.dropFirst(2))), to: arguments[1]) } catch { fail("\(arguments[1]): \(error)") }
    exit(0)
}

guard arguments.count == 2, let input = arguments.first, let output = arguments.last else {
    fail("usage: loupe-ios-sources INPUT OUTPUT, or --record-folders OUTPUT FOLDER…")
}
do {
    let source = try String(contentsOfFile: input, encoding: .utf8)
    try write(SourceGate.rewrite(source, originalPath: input), to: output)
} catch {
    fail("\(input): \(error)")
}
