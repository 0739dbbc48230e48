import Foundation

/// The one way Loupe writes a file: into a temporary file beside it, then renamed over the target,
/// so readers see the old file or the new one, never half of one — also when a render fails midway
/// or two processes record the same cell at once.
public enum AtomicFile {
    /// - Parameter creatingFolder: make the folder if it is missing (references, artifacts); a
    ///   file the user named on the command line wants an existing folder, and says so if not.
    public static func write(_ data: Data, to url: URL, creatingFolder: Bool = true) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if creatingFolder {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw LoupeError.output("cannot create \(folder.path): \(error.localizedDescription)")
            }
        } else if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw LoupeError.output("cannot write \(url.path): the folder \(folder.path) does not exist")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw LoupeError.output("cannot write \(url.path): it is a folder")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        do { try data.write(to: temporary) } catch {
            throw LoupeError.output("cannot write \(url.path): \(folder.path) is not writable (\(error.localizedDescription))")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw LoupeError.output("cannot write \(url.path): \(reason)")
        }
    }
}
