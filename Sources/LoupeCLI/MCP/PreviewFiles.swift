import Foundation
import Loupe

/// Finds a preview as Xcode's RenderPreview names it: by the file that declares it and its place
/// among that file's previews. A `#Preview` knows its file as `Module/File.swift` (its `#fileID`),
/// so a path matches by its file name, and by a folder named like the module when two modules
/// have files of that name. A legacy `PreviewProvider` knows only its type: its previews belong to
/// `File.swift` when the type is `File_Previews` (Xcode's template), after the file's `#Preview`s.
struct PreviewFiles {
    let catalog: PreviewCatalog

    struct Declared {
        let target: PreviewCatalog.Target
        let module: String
        let file: String
        let line: Int
    }

    /// Every target that came from a preview, with the module and file it is declared in.
    var declared: [Declared] {
        catalog.targets.compactMap { target in
            guard let location = target.location else { return nil }
            if location.hasPrefix("PreviewProvider ") {
                // `PreviewProvider Module.File_Previews`: the file by Xcode's naming convention.
                let type = String(location.dropFirst("PreviewProvider ".count))
                let parts = type.split(separator: ".", maxSplits: 1).map(String.init)
                guard parts.count == 2, let range = parts[1].range(of: "_Previews") else { return nil }
                return Declared(target: target, module: parts[0], file: parts[1][..<range.lowerBound] + ".swift", line: .max)
            }
            guard let colon = location.lastIndex(of: ":"), let line = Int(location[location.index(after: colon)...]) else { return nil }
            let parts = location[..<colon].split(separator: "/", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { return nil }
            return Declared(target: target, module: parts[0], file: (parts[1] as NSString).lastPathComponent, line: line)
        }
    }

    func target(file path: String, index: Int) throws -> PreviewCatalog.Target {
        let components = path.split(separator: "/").map(String.init)
        guard let fileName = components.last, fileName.hasSuffix(".swift") else {
            throw MCPArgumentError(description: "sourceFilePath '\(path)' is not a Swift file")
        }
        let all = declared
        var matches = all.filter { $0.file == fileName }
        let modules = Set(matches.map(\.module))
        if modules.count > 1 {
            // Two modules with a file of this name: the path's folders say which.
            let named = modules.filter { components.dropLast().contains($0) }
            guard named.count == 1, let module = named.first else {
                throw MCPArgumentError(description: "\(fileName) is in several modules (\(modules.sorted().joined(separator: ", "))): give a path with the module's folder")
            }
            matches = matches.filter { $0.module == module }
        }
        guard !matches.isEmpty else {
            let files = Array(Set(all.map { "\($0.module)/\($0.file)" })).sorted()
            throw MCPArgumentError(description: "no preview is declared in \(path)"
                + (files.isEmpty ? "; this binary has no #Preview" : "; the files with previews are \(files.joined(separator: ", "))"))
        }
        // Source order; PreviewProvider previews (no line) after the file's #Preview blocks, in their own order.
        let ordered = matches.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(\.element)
        guard ordered.indices.contains(index) else {
            throw MCPArgumentError(description: "previewDefinitionIndexInFile \(index) is out of range: \(fileName) declares \(ordered.count) preview\(ordered.count == 1 ? "" : "s") (0…\(ordered.count - 1))")
        }
        return ordered[index].target
    }
}
