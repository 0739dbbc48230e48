import CLoupeDigest
import CPango
import Foundation
import LoupeUI

/// The pinned fonts: Fonts/manifest.tsv, the files scripts/setup copied into Fonts/files, and a
/// private fontconfig configuration that sees only them. Loaded once per process; immutable after.
/// Sendable: every stored property is a `let` set in the initialiser, and fontconfig's configuration
/// object is only read after it (FcConfig is safe for concurrent reads).
public final class FontSet: @unchecked Sendable {
    public struct Entry: Sendable {
        public let role: String
        public let package: String
        public let packageVersion: String
        public let fileName: String
        public let sha256: String
    }

    public let directory: URL
    public let entries: [Entry]
    /// The symbol outlines pinned beside the fonts (the Material Design Icons set).
    public let icons: IconOutlines
    /// The app's own fonts (`Font.custom`): those found without being named (`AppResources.discovered`:
    /// resource bundles, shared folders, LOUPE_RESOURCES, LOUPE_FONTS) and those a run was given. Names → face, and file → SHA-256.
    public let customFaces: [String: CustomFace]
    public let customFontHashes: [String: String]

    /// A user font: the family fontconfig knows it by, and its weight and slant.
    public struct CustomFace: Sendable, Hashable {
        public let family: String
        public let weight: Int
        public let italic: Bool
        public let file: String
    }
    /// fontconfig's configuration over Fonts/files only. Read-only after creation, which fontconfig
    /// allows from several threads.
    let config: OpaquePointer

    /// The font set every render uses: found from `LOUPE_FONTS_DIR` or the package's own Fonts/.
    public static let shared: Result<FontSet, LoupeError> = Result { try FontSet(directory: defaultDirectory()) }
        .mapError { $0 as? LoupeError ?? .fonts("\($0)") }

    public static func defaultDirectory() -> URL {
        if let override = ProcessInfo.processInfo.environment["LOUPE_FONTS_DIR"], !override.isEmpty {
            return URL(fileURLWithPath: override)
        }
        // Sources/Loupe/Fonts/FontSet.swift → package root.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fonts")
    }

    public convenience init(directory: URL) throws {
        try self.init(directory: directory, appFonts: [])
    }

    /// The pinned fonts and the app's own: those found without being named, and `appFonts` (font
    /// files a run was given with `--resources`).
    public init(directory: URL, appFonts: [URL]) throws {
        self.directory = directory
        let manifestURL = directory.appendingPathComponent("manifest.tsv")
        guard let manifest = try? String(contentsOf: manifestURL, encoding: .utf8) else {
            throw LoupeError.fonts("cannot read the font manifest \(manifestURL.path)")
        }
        entries = try manifest.split(separator: "\n").enumerated().compactMap { index, line in
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 5 else {
                throw LoupeError.fonts("\(manifestURL.path):\(index + 1): expected 5 tab-separated columns, found \(columns.count)")
            }
            return Entry(role: columns[0], package: columns[1], packageVersion: columns[2],
                         fileName: (columns[3] as NSString).lastPathComponent, sha256: columns[4])
        }
        let files = directory.appendingPathComponent("files")
        try FontVerifier(directory: files, cache: directory.appendingPathComponent(".cache")).verify(entries)
        guard let outlines = entries.first(where: { $0.role == IconOutlines.role }) else {
            throw LoupeError.fonts("\(manifestURL.path) names no symbol outlines (role \(IconOutlines.role))")
        }
        icons = try IconOutlines(contentsOf: files.appendingPathComponent(outlines.fileName))
        config = try Self.makeConfig(fontsDirectory: files, cacheDirectory: directory.appendingPathComponent(".cache"))
        var faces: [String: CustomFace] = [:], hashes: [String: String] = [:]
        for file in Self.userFontFiles() + appFonts {
            guard FcConfigAppFontAddFile(config, file.path) != 0 else { continue }
            for face in Self.query(file) {
                for name in face.names where faces[name] == nil { faces[name] = face.face }
            }
            if let data = FileManager.default.contents(atPath: file.path) { hashes["custom/" + file.lastPathComponent] = SHA256.hex(of: data) }
        }
        (customFaces, customFontHashes) = (faces, hashes)
    }

    /// Font files of the app found without being named (`AppResources.discovered`).
    static func userFontFiles() -> [URL] { AppResources.discovered.fontFiles }

    /// The faces in a font file and the names `Font.custom` may use for each: PostScript, full and family.
    private static func query(_ file: URL) -> [(names: [String], face: CustomFace)] {
        var count: Int32 = 0
        var results: [(names: [String], face: CustomFace)] = []
        var index: UInt32 = 0
        repeat {
            guard let pattern = FcFreeTypeQuery(file.path, index, nil, &count) else { break }
            defer { FcPatternDestroy(pattern) }
            func string(_ key: String) -> String? {
                var value: UnsafeMutablePointer<FcChar8>?
                guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
                return String(cString: value)
            }
            var weight: Int32 = 80, slant: Int32 = 0
            FcPatternGetInteger(pattern, FC_WEIGHT, 0, &weight)
            FcPatternGetInteger(pattern, FC_SLANT, 0, &slant)
            if let family = string(FC_FAMILY) {
                let face = CustomFace(family: family, weight: Int(FcWeightToOpenType(Int32(weight))), italic: slant != 0, file: file.lastPathComponent)
                results.append(([string(FC_POSTSCRIPT_NAME), string(FC_FULLNAME), family].compactMap { $0 }, face))
            }
            index += 1
        } while Int32(index) < count
        return results
    }

    /// A fontconfig configuration with only our folder: no system fonts, no system rules.
    private static func makeConfig(fontsDirectory: URL, cacheDirectory: URL) throws -> OpaquePointer {
        try? FileManager.default.createDirectory(at: cacheDirectory, withIntermediateDirectories: true)
        func escape(_ s: String) -> String {
            s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        // Bitmap fonts (the color emoji's 109 px strike) are scaled to the size asked for, as the
        // system's 10-scale-bitmap-fonts.conf does: a matrix by requested / strike pixel size.
        let xml = """
        <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd">
        <fontconfig><dir>\(escape(fontsDirectory.path))</dir><cachedir>\(escape(cacheDirectory.path))</cachedir>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="pixelsizefixupfactor" mode="assign"><divide><name target="pattern">pixelsize</name><name target="font">pixelsize</name></divide></edit></match>
        <match target="font"><test name="outline" compare="eq"><bool>false</bool></test>
          <edit name="matrix" mode="assign"><times><name>matrix</name><matrix><name>pixelsizefixupfactor</name><double>0</double><double>0</double><name>pixelsizefixupfactor</name></matrix></times></edit>
          <edit name="size" mode="assign"><divide><name>size</name><name>pixelsizefixupfactor</name></divide></edit></match>
        </fontconfig>
        """
        guard let config = FcConfigCreate() else { throw LoupeError.fonts("fontconfig could not create a configuration") }
        let parsed = xml.withCString { FcConfigParseAndLoadFromMemory(config, $0, 1) }
        guard parsed != 0, FcConfigBuildFonts(config) != 0 else {
            FcConfigDestroy(config)
            throw LoupeError.fonts("fontconfig could not load the fonts in \(fontsDirectory.path)")
        }
        return config
    }

    public var fontHashes: [String: String] {
        Dictionary(entries.map { ($0.fileName, $0.sha256) }, uniquingKeysWith: { a, _ in a }).merging(customFontHashes) { a, _ in a }
    }
}

/// Checks every manifest file is present with its pinned SHA-256. A stamp file remembers files
/// already verified (by size and modification time) so a cold start does not re-hash 14 MB.
struct FontVerifier {
    let directory: URL
    let cache: URL

    func verify(_ entries: [FontSet.Entry]) throws {
        let stampURL = cache.appendingPathComponent("verified.tsv")
        let stamps = Set((try? String(contentsOf: stampURL, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? [])
        var newStamps: [String] = []
        for entry in entries {
            let url = directory.appendingPathComponent(entry.fileName)
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
                  let size = attributes[.size] as? NSNumber,
                  let modified = attributes[.modificationDate] as? Date else {
                throw LoupeError.fonts("font file \(url.path) (role \(entry.role), from \(entry.package)) is missing; run scripts/setup")
            }
            let stamp = "\(entry.fileName)\t\(size)\t\(modified.timeIntervalSince1970)\t\(entry.sha256)"
            if !stamps.contains(stamp) {
                guard let data = try? Data(contentsOf: url) else {
                    throw LoupeError.fonts("cannot read font file \(url.path); run scripts/setup")
                }
                let actual = SHA256.hex(of: data)
                guard actual == entry.sha256 else {
                    throw LoupeError.fonts("font file \(url.path) was altered: SHA-256 \(actual), the manifest pins \(entry.sha256); run scripts/setup to restore it")
                }
            }
            newStamps.append(stamp)
        }
        if Set(newStamps) != stamps {
            // Best effort: a read-only Fonts/ only means the next start hashes again.
            try? AtomicFile.write(Data(newStamps.joined(separator: "\n").utf8), to: stampURL)
        }
    }
}

/// SHA-256 as lowercase hex, through libcrypto (Sources/CLoupeDigest): no hashing code of our own.
package enum SHA256 {
    package static func hex(of data: Data) -> String {
        data.withUnsafeBytes { hex(of: [$0]) }
    }

    /// The digest of the parts one after another, without joining them first.
    package static func hex(of parts: [UnsafeRawBufferPointer]) -> String {
        var digest = [UInt8](repeating: 0, count: 32)
        let bases = parts.map { $0.baseAddress }, lengths = parts.map(\.count)
        let status = bases.withUnsafeBufferPointer { b in
            lengths.withUnsafeBufferPointer { l in loupe_sha256(b.baseAddress, l.baseAddress, parts.count, &digest) }
        }
        precondition(status == 0, "libcrypto could not compute a SHA-256 digest")
        return digest.map { String(format: "%02x", $0) }.joined()
    }
}
