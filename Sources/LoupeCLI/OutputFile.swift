import Foundation

/// Writes a file atomically: into a temporary file beside it, then renamed over the target, so a
/// failed render never leaves a half-written or truncated file behind.
enum OutputFile {
    static func write(_ data: Data, to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw CLIError.failure("cannot write \(path): the folder \(folder.path) does not exist")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CLIError.failure("cannot write \(path): it is a folder")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try data.write(to: temporary)
        } catch {
            throw CLIError.failure("cannot write \(path): \(folder.path) is not writable (\(error.localizedDescription))")
        }
        if rename(temporary.path, url.path) != 0 {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw CLIError.failure("cannot write \(path): \(reason)")
        }
    }
}
