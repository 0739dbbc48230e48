import Foundation
import PackagePlugin

/// Compiles widget files shared with an Xcode project as iOS sees their `#if os(iOS)` blocks,
/// with no edit to them. The target's folder holds a `loupe-sources.txt` naming the folder of the
/// shared files (relative to the target's folder); each `.swift` file under it is rewritten by
/// `loupe-ios-sources` (SourceGate) into the build folder and compiled from there.
@main
struct IOSSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        // The target's folder: where its own files (the stub, the list) are.
        guard let target = target as? SourceModuleTarget,
              let directory = target.sourceFiles.first(where: { $0.url.lastPathComponent == "loupe-sources.txt" })?.url.deletingLastPathComponent()
        else {
            throw PluginError("IOSSources: \(target.name) has no loupe-sources.txt naming the folder of the shared widget files (e.g. ../../Shared/Widgets)")
        }
        let config = directory.appendingPathComponent("loupe-sources.txt")
        guard let text = try? String(contentsOf: config, encoding: .utf8) else {
            throw PluginError("IOSSources: \(config.path) is missing: it names the folder of the shared widget files, e.g. ../../Shared/Widgets")
        }
        let tool = try context.tool(named: "loupe-ios-sources").url
        var commands: [Command] = []
        for line in text.split(separator: "\n") {
            let path = line.trimmingCharacters(in: .whitespaces)
            guard !path.isEmpty, !path.hasPrefix("#") else { continue }
            let folder = directory.appendingPathComponent(path).standardizedFileURL
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
                throw PluginError("IOSSources: \(folder.path), named in \(config.path), is not a folder")
            }
            for case let file as URL in files where file.pathExtension == "swift" {
                let relative = String(file.standardizedFileURL.path.dropFirst(folder.path.count + 1))
                // Named apart from the original, whose name `#sourceLocation` gives the copy's diagnostics
                // and #fileID (two files of one name would give two paths one #fileID). A `#Preview`
                // records the copy's own name, which `LoupePreviews.gatedCopySuffix` maps back to the
                // original's; a suffix no one names a file with, unlike `+iOS`.
                let output = context.pluginWorkDirectoryURL.appendingPathComponent("ios")
                    .appendingPathComponent(String(relative.dropLast(6)) + ".loupe-ios.swift")
                commands.append(.buildCommand(displayName: "Gating \(relative) for iOS", executable: tool,
                                              arguments: [file.path, output.path], inputFiles: [file], outputFiles: [output]))
            }
        }
        return commands
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
