import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The one way Loupe writes a file, treating a path as Unix tools do:
/// - a regular file (or a new one) is written into a temporary file beside it, then renamed over
///   it, so readers see the old file or the new one, never half of one — also when a render fails
///   midway or two processes record the same cell at once; the old file's permissions are kept;
/// - a symbolic link is followed, and its target is the file replaced (in the target's folder), so
///   the link stays a link and its target is never left stale;
/// - a character device (`/dev/null`, a terminal), a FIFO or a Unix socket is written in place,
///   never replaced: renaming over `/dev/null` as root would break the machine;
/// - a block device (a disk) is refused;
/// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N` and `/proc/self/fd/N` are this process's descriptors:
///   written through the descriptor, so `-o /dev/stdout >> log` appends to the log as the shell set it up.
public enum AtomicFile {
    /// What is at a path, as `write` treats it.
    public enum Kind: Equatable, Sendable {
        /// Nothing yet, or a regular file: replaced atomically.
        case regular
        case folder
        /// A character device, FIFO or socket: written in place.
        case characterDevice, fifo, socket
        case blockDevice
    }

    /// What is at `path` once symbolic links are followed, and that final path (a dangling link's
    /// target is where a new file goes).
    public static func resolve(_ path: String) throws -> (path: String, kind: Kind) {
        // The kernel follows the links first (also /proc's, like /dev/stdout → /proc/self/fd/1 →
        // "pipe:[…]", whose text is no path): a device, FIFO or socket is opened by the path given.
        var info = stat()
        if stat(path, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFDIR: return (path, .folder)
            case S_IFCHR: return (path, .characterDevice)
            case S_IFIFO: return (path, .fifo)
            case S_IFSOCK: return (path, .socket)
            case S_IFBLK: return (path, .blockDevice)
            default: break
            }
        }
        // A regular file (or none yet) is replaced in its real folder: the links' text followed.
        return (try followLinks(path), .regular)
    }

    /// - Parameter creatingFolder: make the folder if it is missing (references, artifacts); a
    ///   file the user named on the command line wants an existing folder, and says so if not.
    public static func write(_ data: Data, to url: URL, creatingFolder: Bool = true) throws {
        if let descriptor = ownDescriptor(url.path) {
            return try writeAll(data, to: descriptor, shown: "\(url.path) (descriptor \(descriptor))")
        }
        let (path, kind) = try resolve(url.path)
        let shown = path == url.path ? url.path : "\(url.path) (a link to \(path))"
        switch kind {
        case .folder: throw LoupeError.output("cannot write \(shown): it is a folder")
        case .blockDevice: throw LoupeError.output("cannot write \(shown): it is a block device, which Loupe does not write to")
        case .characterDevice, .fifo: return try writeInPlace(data, to: path, shown: shown)
        case .socket: return try send(data, to: path, shown: shown)
        case .regular: try replace(with: data, at: URL(fileURLWithPath: path), shown: shown, creatingFolder: creatingFolder)
        }
    }

    /// The regular file at `url` replaced by a renamed temporary file in its folder.
    private static func replace(with data: Data, at url: URL, shown: String, creatingFolder: Bool) throws {
        let folder = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if creatingFolder {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            } catch {
                throw LoupeError.output("cannot create \(folder.path): \(error.localizedDescription)")
            }
        } else if !FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
            throw LoupeError.output("cannot write \(shown): the folder \(folder.path) does not exist")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).\(UUID().uuidString.prefix(8)).tmp")
        do { try data.write(to: temporary) } catch {
            throw LoupeError.output("cannot write \(shown): \(folder.path) is not writable (\(error.localizedDescription))")
        }
        // A file replaced keeps its permissions, as an editor's save does.
        var existing = stat()
        if stat(url.path, &existing) == 0 { _ = chmod(temporary.path, existing.st_mode & 0o7777) }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw LoupeError.output("cannot write \(shown): \(reason)")
        }
    }

    /// A device or FIFO opened for writing and written, as `cat > path` would (a FIFO waits for its reader).
    private static func writeInPlace(_ data: Data, to path: String, shown: String) throws {
        let descriptor = open(path, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw LoupeError.output("cannot write \(shown): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor, shown: shown)
    }

    /// A Unix socket connected to and sent the bytes.
    private static func send(_ data: Data, to path: String, shown: String) throws {
        let descriptor = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard descriptor >= 0 else { throw LoupeError.output("cannot write \(shown): \(String(cString: strerror(errno)))") }
        defer { close(descriptor) }
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        let bytes = Array(path.utf8)
        guard bytes.count < MemoryLayout.size(ofValue: address.sun_path) else {
            throw LoupeError.output("cannot write \(shown): the socket's path is too long to connect to")
        }
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: bytes) }
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard connected == 0 else { throw LoupeError.output("cannot write \(shown): it is a socket and connecting to it failed (\(String(cString: strerror(errno))))") }
        try writeAll(data, to: descriptor, shown: shown)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32, shown: String) throws {
        try data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            var offset = 0
            while offset < bytes.count {
                let written = Glibc.write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw LoupeError.output("cannot write \(shown): \(String(cString: strerror(errno)))")
                }
                offset += written
            }
        }
    }

    /// The descriptor a path names in this process: `/dev/stdout` (1), `/dev/stderr` (2),
    /// `/dev/fd/N`, `/proc/self/fd/N`; nil for any other path.
    public static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                if let descriptor = Int32(path.dropFirst(prefix.count)), descriptor >= 0 { return descriptor }
            }
            return nil
        }
    }

    /// The path with every symbolic link along the last component followed (relative targets
    /// against the link's folder); a loop of links is an error.
    private static func followLinks(_ path: String) throws -> String {
        var current = path
        for _ in 0..<40 {
            guard let target = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = target.hasPrefix("/") ? target
                : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(target).standardizedFileURL.path
        }
        throw LoupeError.output("cannot write \(path): too many levels of symbolic links")
    }
}
