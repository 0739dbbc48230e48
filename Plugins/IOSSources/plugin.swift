import Foundation
import PackagePlugin

/// Compiles widget files shared with an Xcode project as iOS sees their `#if os(iOS)` blocks,
/// with no edit to them, and lets the target find the shared folder's resources.
///
/// The target's folder holds a comment-only `.swift` file (SwiftPM needs one) and a symbolic link to
/// the shared folder, which the target excludes (`exclude: ["Shared"]`). The link is how SwiftPM
/// knows the shared folder: it watches a target's folder, and through the link the shared files, so
/// a file added to or deleted from the shared folder reaches the next `swift build`. Each `.swift`
/// file under it is rewritten by `loupe-ios-sources` (SourceGate) into the build folder and compiled
/// from there; the shared folders are recorded in the binary, where Loupe finds their asset catalogs,
/// string files and fonts (AppResources). A `loupe-sources.txt` naming the folder (the older way)
/// still works, but SwiftPM does not see files added to or deleted from a folder named only there.
@main
struct IOSSources: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget,
              let directory = target.sourceFiles.map({ $0.url.deletingLastPathComponent().standardizedFileURL }).min(by: { $0.path.count < $1.path.count })
        else {
            throw PluginError("IOSSources: \(target.name) has no source file; its folder needs one .swift file (a comment will do) beside a link to the shared widget folder")
        }
        let links = linkedFolders(in: directory)
        // Through a link the target does not exclude, SwiftPM compiles the shared files as they are,
        // beside their gated copies.
        for (link, _) in links where target.sourceFiles.contains(where: { $0.url.standardizedFileURL.path.hasPrefix(link.standardizedFileURL.path + "/") }) {
            Diagnostics.error("IOSSources: \(target.name) compiles the files of \(link.path) as they are; add exclude: [\"\(link.lastPathComponent)\"] to the target, so only their iOS copies are compiled")
        }
        let folders = try sharedFolders(of: target.name, in: directory, linked: links.map(\.folder))
        let tool = try context.tool(named: "loupe-ios-sources").url
        let outputs = context.pluginWorkDirectoryURL.appendingPathComponent("ios")
        let ownFiles = Set(target.sourceFiles.filter { $0.url.pathExtension == "swift" }.map { $0.url.lastPathComponent })
        var commands: [Command] = []
        for (index, folder) in folders.enumerated() {
            for (file, relative) in swiftFiles(under: folder) {
                // The copy's #sourceLocation gives it the original's name, so a file of the target's
                // own with that name would share its #fileID (Module/Name.swift) and draw a warning.
                if ownFiles.contains(file.lastPathComponent) {
                    Diagnostics.error("IOSSources: \(directory.appendingPathComponent(file.lastPathComponent).path) has the name of the shared file \(file.path); rename the target's own file (to \(target.name).swift, say): two files of one name in a module share a #fileID")
                }
                // Named apart from the original, whose name `#sourceLocation` gives the copy's diagnostics
                // and #fileID. A `#Preview` records the copy's own name, which `LoupePreviews.gatedCopySuffix`
                // maps back to the original's; a suffix no one names a file with, unlike `+iOS`.
                // Several folders (two may share a name) each have a folder of copies of their own.
                let output = outputs.appendingPathComponent(folders.count > 1 ? "\(index)-\(folder.lastPathComponent)" : "")
                    .appendingPathComponent(String(relative.dropLast(6)) + ".loupe-ios.swift")
                commands.append(.buildCommand(displayName: "Gating \(relative) for iOS", executable: tool,
                                              arguments: [file.path, output.path], inputFiles: [file], outputFiles: [output]))
            }
        }
        // Where the shared folders are, recorded in the binary for resource discovery.
        let record = context.pluginWorkDirectoryURL.appendingPathComponent("LoupeSharedFolders.swift")
        commands.append(.buildCommand(displayName: "Recording the shared folders of \(target.name)", executable: tool,
                                      arguments: ["--record-folders", record.path] + folders.map(\.path), inputFiles: [], outputFiles: [record]))
        return commands
    }

    /// The symbolic links in the target's folder that lead to folders, and those folders. (A link to
    /// a file is no shared folder, and is left alone.)
    private func linkedFolders(in directory: URL) -> [(link: URL, folder: URL)] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: directory.path))?.sorted() ?? []
        return entries.compactMap { entry in
            let link = directory.appendingPathComponent(entry)
            guard (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)) != nil else { return nil }
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: link.path, isDirectory: &isFolder), isFolder.boolValue else { return nil }
            return (link, link.resolvingSymlinksInPath())
        }
    }

    /// The folders the target compiles: each directory its folder links to, and each one a
    /// `loupe-sources.txt` names.
    private func sharedFolders(of name: String, in directory: URL, linked: [URL]) throws -> [URL] {
        var folders = linked
        let list = directory.appendingPathComponent("loupe-sources.txt")
        if let text = try? String(contentsOf: list, encoding: .utf8) {
            for line in text.split(separator: "\n") {
                let path = line.trimmingCharacters(in: .whitespaces)
                guard !path.isEmpty, !path.hasPrefix("#") else { continue }
                let folder = directory.appendingPathComponent(path).standardizedFileURL
                var isFolder: ObjCBool = false
                guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                    throw PluginError("IOSSources: \(folder.path), named in \(list.path), is not a folder")
                }
                if !folders.contains(folder.resolvingSymlinksInPath()) { folders.append(folder.resolvingSymlinksInPath()) }
                Diagnostics.warning("IOSSources: \(list.path) names \(path); SwiftPM does not see files added to or deleted from a folder named there until Package.swift changes. Link it instead: ln -s \(path) \(directory.appendingPathComponent("Shared").path), add exclude: [\"Shared\"] to the target, and delete loupe-sources.txt")
            }
        }
        guard !folders.isEmpty else {
            throw PluginError("IOSSources: \(name)'s folder \(directory.path) has no link to the shared widget folder: ln -s ../../MyWidgetExtension \(directory.appendingPathComponent("Shared").path), and add exclude: [\"Shared\"] to the target")
        }
        return folders
    }

    /// The `.swift` files under a folder (hidden folders skipped), with their paths relative to it.
    private func swiftFiles(under folder: URL) -> [(URL, String)] {
        guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles]) else { return [] }
        return files.compactMap { item -> (URL, String)? in
            guard let file = item as? URL, file.pathExtension == "swift" else { return nil }
            return (file, String(file.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
        }.sorted { $0.1 < $1.1 }
    }
}

struct PluginError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
