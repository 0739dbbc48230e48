import Foundation
import Loupe

/// What a command writes into a file the user names.
enum OutputFileFormat: CaseIterable {
    case png, svg, text, json, sarif, junit, html, markdown

    /// The extensions a file of this format may carry (a text report takes any that no other format claims).
    var extensions: [String] {
        switch self {
        case .png: ["png"]
        case .svg: ["svg"]
        case .text: ["txt", "text", "log"]
        case .json: ["json"]
        case .sarif: ["sarif", "json"]
        case .junit: ["xml"]
        case .html: ["html", "htm"]
        case .markdown: ["md", "markdown"]
        }
    }

    var name: String {
        switch self {
        case .png: "PNG"
        case .svg: "SVG"
        case .text: "text"
        case .json: "JSON"
        case .sarif: "SARIF"
        case .junit: "JUnit XML"
        case .html: "HTML"
        case .markdown: "Markdown"
        }
    }

    /// Extensions that name a format for certain: a text report named with one of them is a mistake.
    static let claimed: Set<String> = Set(allCases.filter { $0 != .text }.flatMap(\.extensions)).union(["jpg", "jpeg", "gif", "webp", "pdf", "heic", "tif", "tiff", "bmp"])
}

/// A path given to `-o`, `--junit` and the like, read as Unix tools read one: `-` is standard
/// output; any other path is written by `AtomicFile` (a link's target replaced, a device, FIFO or
/// socket written in place). A file whose extension names another format than the command writes
/// is a usage error that says which formats it writes.
struct OutputPath: Equatable {
    enum Destination: Equatable {
        case standardOutput
        case file(String)
    }
    let destination: Destination
    /// The path as the user typed it, for messages.
    let typed: String

    /// - Parameters:
    ///   - option: the option it came with (`-o`, `--junit`), for messages.
    ///   - formats: what the command may write there.
    init(_ typed: String, option: String, writes formats: [OutputFileFormat]) throws {
        self.typed = typed
        guard typed != "-" else { destination = .standardOutput; return }
        guard !typed.isEmpty else { throw CLIError.usage("\(option) needs a path (or - for standard output)") }
        destination = .file(typed)
        // A descriptor, device, FIFO or socket takes whatever is written to it, whatever its name.
        if AtomicFile.ownDescriptor(typed) != nil { return }
        let resolved = try? AtomicFile.resolve(typed)
        if let kind = resolved?.kind, kind != .regular { return }
        let ext = (typed as NSString).pathExtension.lowercased()
        guard !ext.isEmpty, !formats.contains(where: { $0.extensions.contains(ext) }) else { return }
        if formats.contains(.text), !OutputFileFormat.claimed.contains(ext) { return }
        let named = formats.map { format in format == .text ? "text" : "\(format.name) (\(format.extensions.map { ".\($0)" }.joined(separator: ", ")))" }
        throw CLIError.usage("\(option) \(typed): this writes \(Self.list(named)), not a .\(ext) file; name the file accordingly\(formats.contains(.text) ? "" : " or give - for standard output")")
    }

    var isStandardOutput: Bool { destination == .standardOutput }


    /// A file named before anything runs must be one that can be written: not a folder, and in a
    /// folder that exists (a device, FIFO, socket or descriptor needs neither).
    func checkWritable(option: String) throws {
        guard case .file(let path) = destination, AtomicFile.ownDescriptor(path) == nil else { return }
        let (resolved, kind) = try AtomicFile.resolve(path)
        if kind == .folder { throw CLIError.usage("\(option) \(path) is a folder; give a file name") }
        guard kind == .regular else { return }
        let folder = URL(fileURLWithPath: resolved).deletingLastPathComponent()
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw CLIError.usage("\(option) \(path): the folder \(folder.path) does not exist")
        }
    }

    /// Writes `data` there; standard output goes through `standardOutput`.
    func write(_ data: Data, standardOutput: (Data) -> Void, creatingFolder: Bool = false) throws {
        switch destination {
        case .standardOutput: standardOutput(data)
        case .file(let path): try AtomicFile.write(data, to: URL(fileURLWithPath: path), creatingFolder: creatingFolder)
        }
    }

    /// A folder option (`gallery -o`, `merge -o`, `--artifacts`): `-` and anything that is not a
    /// folder or a new path are usage errors.
    static func folder(_ typed: String, option: String, holds what: String) throws -> URL {
        guard typed != "-" else { throw CLIError.usage("\(option) -: this writes \(what) into a folder, which standard output cannot hold; give a folder") }
        let kind = try? AtomicFile.resolve(typed).kind
        switch kind {
        case .folder?, nil: return URL(fileURLWithPath: typed)
        case .regular? where !FileManager.default.fileExists(atPath: typed): return URL(fileURLWithPath: typed)
        default: throw CLIError.usage("\(option) \(typed) is a file, not a folder; give a folder for \(what)")
        }
    }

    private static func list(_ items: [String]) -> String {
        items.count <= 1 ? items.joined() : items.dropLast().joined(separator: ", ") + " or " + items.last!
    }
}
