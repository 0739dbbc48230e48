#if canImport(Glibc)
import Glibc
#endif
import Foundation

/// Watches a package's sources by looking at them: every few tenths of a second it reads the
/// modification time and size of each file under its folders, following links (a shared widget
/// folder is usually a link) and skipping build output, references and hidden folders. Polling
/// works the same on every file system, through links and containers, and costs under a
/// millisecond for a few hundred files; a change is seen within one interval.
struct SourceWatcher {
    /// Folders never looked into: build products, version control, references and renders.
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Snapshots", "loupe-artifacts", "loupe-renders", "node_modules", "DerivedData"]

    let roots: [URL]

    struct Stamp: Equatable { let modified: Int64; let size: Int64 }
    typealias Scan = [String: Stamp]

    /// The files under the roots now.
    func scan() -> Scan {
        var files: Scan = [:]
        var seen: Set<String> = []
        for root in roots { walk(root.path, into: &files, seen: &seen) }
        return files
    }

    private func walk(_ folder: String, into files: inout Scan, seen: inout Set<String>) {
        // A folder reached twice through links is read once.
        guard let real = realpath(folder, nil) else { return }
        let resolved = String(cString: real)
        free(real)
        guard seen.insert(resolved).inserted, let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            guard name != ".", name != "..", !name.hasPrefix("."), !Self.skipped.contains(name), !name.hasSuffix(".xcodeproj") else { continue }
            let path = folder + "/" + name
            var info = stat()
            guard stat(path, &info) == 0 else { continue }   // a dangling link, or gone since readdir
            if (info.st_mode & S_IFMT) == S_IFDIR {
                walk(path, into: &files, seen: &seen)
            } else if (info.st_mode & S_IFMT) == S_IFREG {
                files[path] = Stamp(modified: Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec), size: Int64(info.st_size))
            }
        }
    }

    /// The files added, changed or removed between two scans, sorted.
    static func changes(from old: Scan, to new: Scan) -> [String] {
        var changed = Set<String>()
        for (path, stamp) in new where old[path] != stamp { changed.insert(path) }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed.sorted()
    }

    /// Whether a change needs the package rebuilt: Swift sources, the manifest and files a build
    /// plugin reads. Anything else (catalogs, images, fonts) is read while rendering, so a new
    /// renderer is enough.
    static func needsBuild(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name.hasSuffix(".swift") || name == "Package.resolved" || name.hasSuffix(".intentdefinition")
    }
}
