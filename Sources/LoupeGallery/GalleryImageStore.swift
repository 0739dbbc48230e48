import Foundation
import Loupe
import LoupeHTML

/// A gallery's images, named by a hash of their pixels (`images/<hash>.png`). An image whose pixels
/// did not change keeps its name and its file, so a re-run encodes and writes nothing for it, and
/// browsers and forges can cache images forever. Sendable: `root` is a constant and the sets and
/// counters are read and written only under `lock`.
final class GalleryImageStore: @unchecked Sendable {
    let root: URL
    static let folder = "images"
    private let lock = NSLock()
    private var referenced = Set<String>()
    private(set) var written = 0
    private(set) var reused = 0

    init(root: URL) { self.root = root }

    /// Stores the image if no file has its pixels yet; returns its path relative to the root.
    func store(_ image: RenderedImage) throws -> String {
        var header = [UInt8]()
        for value in [image.width, image.height] { withUnsafeBytes(of: UInt32(value).bigEndian) { header += $0 } }
        let hash = header.withUnsafeBytes { h in image.pixels.withUnsafeBytes { p in SHA256.hex(of: [h, p]) } }
        let relative = "\(Self.folder)/\(hash.prefix(24)).png"
        let url = root.appendingPathComponent(relative)
        lock.lock()
        let first = referenced.insert(relative).inserted
        lock.unlock()
        // Two cells with the same pixels share one file; only the first writes it.
        guard first, !FileManager.default.fileExists(atPath: url.path) else {
            lock.lock(); reused += 1; lock.unlock()
            return relative
        }
        let png = try PNGCodec.encode(width: image.width, height: image.height, rgba: image.pixels, compact: true)
        try AtomicFile.write(png, to: url)
        lock.lock(); written += 1; lock.unlock()
        return relative
    }

    /// Deletes images no page of this run refers to (from earlier runs); returns how many.
    func removeUnreferenced() -> Int {
        let folder = root.appendingPathComponent(Self.folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where name.hasSuffix(".png") && !referenced.contains("\(Self.folder)/\(name)") {
            if (try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))) != nil { removed += 1 }
        }
        return removed
    }
}
