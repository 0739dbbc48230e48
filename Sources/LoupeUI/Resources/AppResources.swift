import CLoupePreviews
import Foundation

/// An app's resources — asset catalogs (`Color("…")`, `Image("…")`), string files (`Text("…")`,
/// `String(localized:)`) and font files (`Font.custom`) — and where they were found.
///
/// One meaning wherever a place is given: each place is a folder (the extension's folder, a shared
/// widget folder, `Resources/`, a resource bundle) searched `depth` levels down, or a resource itself
/// (an `.xcassets`, an `.xcstrings`, a `.strings`, an `.lproj`, a font file). So `LOUPE_RESOURCES`,
/// `LOUPE_ASSETS`, `LOUPE_STRINGS` and `LOUPE_FONTS`, the command line's `--resources`, the
/// assertions' `.snapshots(resources:)` and the agents' `resources` all take the same things.
public struct AppResources: Sendable {
    public let catalogs: [AssetCatalog]
    public let stringTables: StringTables
    public let fontFiles: [URL]
    /// The places searched, with where each came from (`--resources`, `LOUPE_RESOURCES`, the
    /// resource bundle beside the executable, the IOSSources plugin's shared folder).
    public let places: [Place]

    public struct Place: Hashable, Sendable, CustomStringConvertible {
        public let url: URL
        public let source: String
        public init(url: URL, source: String) { (self.url, self.source) = (url, source) }
        public var description: String { "\(url.path) (\(source))" }
    }

    /// How deep below a folder the search goes (`Sources/Widget/Resources/Assets.xcassets`).
    public static let depth = 5
    public static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]
    public static let stringExtensions: Set<String> = ["strings", "stringsdict", "xcstrings"]

    /// A place that cannot serve: it does not exist, holds nothing, or holds a file that cannot be read.
    public struct Failure: Error, Equatable, CustomStringConvertible {
        public let place: String
        public let source: String
        public let reason: String
        /// A file there that could not be read (as opposed to a place that is not there or holds nothing).
        public var isUnreadable = false
        public var description: String { "\(source) \(place): \(reason)" }
    }

    public static let none = AppResources(catalogs: [], stringTables: StringTables(tables: [:]), fontFiles: [], places: [])

    init(catalogs: [AssetCatalog], stringTables: StringTables, fontFiles: [URL], places: [Place]) {
        (self.catalogs, self.stringTables, self.fontFiles, self.places) = (catalogs, stringTables, fontFiles, places)
    }

    /// The resources at `paths`, each from `source` (what a message names: `--resources`). A path
    /// that does not exist or holds no resource, and a file that cannot be read, is an error.
    public init(at paths: [URL], source: String) throws {
        try self.init(at: paths.map { Place(url: $0, source: source) })
    }

    public init(at places: [Place]) throws {
        var catalogs: [AssetCatalog] = [], tables = StringTables(tables: [:]), fonts: [URL] = []
        for place in places {
            guard FileManager.default.fileExists(atPath: place.url.path) else {
                throw Failure(place: place.url.path, source: place.source, reason: "no such file or folder")
            }
            let found = Self.scan(place.url, depth: Self.depth)
            guard !found.catalogs.isEmpty || !found.strings.isEmpty || !found.fonts.isEmpty else {
                throw Failure(place: place.url.path, source: place.source,
                              reason: "holds no asset catalog (.xcassets), no string file (.xcstrings, .strings, .stringsdict) and no font (.ttf, .otf, .ttc) in \(Self.depth) levels of folders")
            }
            for url in found.catalogs where !catalogs.contains(where: { $0.url == url }) {
                do { catalogs.append(try AssetCatalog(contentsOf: url)) } catch {
                    throw Failure(place: place.url.path, source: place.source, reason: "\(error)", isUnreadable: true)
                }
            }
            // Each place's string files read on their own, so a broken one is blamed on its place.
            do { tables = tables.merged(over: try StringTables(reading: found.strings)) } catch {
                throw Failure(place: place.url.path, source: place.source, reason: "\(error)", isUnreadable: true)
            }
            fonts += found.fonts.filter { !fonts.contains($0) }
        }
        self.init(catalogs: catalogs, stringTables: tables, fontFiles: fonts, places: places)
    }

    /// These resources first, then `other`'s.
    public func followed(by other: AppResources) -> AppResources {
        AppResources(catalogs: catalogs + other.catalogs.filter { !catalogs.contains($0) }, stringTables: stringTables.merged(over: other.stringTables),
                     fontFiles: fontFiles + other.fontFiles.filter { !fontFiles.contains($0) }, places: places + other.places)
    }

    public var isEmpty: Bool { catalogs.isEmpty && stringTables.isEmpty && fontFiles.isEmpty }

    // MARK: Found without being named

    /// The resources a binary finds by itself: its package's resource bundles beside the executable
    /// (`resources: [.copy("Assets.xcassets")]`), the shared folders the IOSSources plugin compiled
    /// its widget files from, and the places in `LOUPE_RESOURCES`, `LOUPE_ASSETS`, `LOUPE_STRINGS`
    /// and `LOUPE_FONTS` (':'-separated). Read once per process; a place that cannot serve is left
    /// out and named in `discoveryProblems`.
    public static var discovered: AppResources { discovery.resources }

    /// Places given in the environment that could not serve, in words (the command line prints them,
    /// the assertions fail on them).
    public static var discoveryProblems: [String] { discovery.problems }

    public static let environmentVariables = ["LOUPE_RESOURCES", "LOUPE_ASSETS", "LOUPE_STRINGS", "LOUPE_FONTS"]

    private static let discovery = discover(environment: ProcessInfo.processInfo.environment, executableFolder: Bundle.main.bundleURL,
                                            sharedFolders: recordedSharedFolders())

    /// What a process with this environment, executable folder and recorded shared folders finds.
    static func discover(environment: [String: String], executableFolder: URL, sharedFolders: [URL]) -> (resources: AppResources, problems: [String]) {
        var resources = AppResources.none, problems: [String] = []
        /// A place the environment names must serve; one found by itself may hold nothing, but a
        /// file there that cannot be read is a problem all the same (a malformed colorset in the
        /// shared folder must not silently drop the folder's catalog).
        func add(_ place: Place, required: Bool) {
            do { resources = resources.followed(by: try AppResources(at: [place])) } catch let failure as Failure {
                if required || failure.isUnreadable { problems.append("\(failure)") }
            } catch {
                problems.append("\(place): \(error)")
            }
        }
        for variable in environmentVariables {
            for path in (environment[variable] ?? "").split(separator: ":") where !path.isEmpty {
                add(Place(url: URL(fileURLWithPath: String(path)), source: variable), required: true)
            }
        }
        for folder in sharedFolders {
            add(Place(url: folder, source: "the shared widget folder IOSSources compiled"), required: false)
        }
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: executableFolder.path))?.sorted() ?? []
            where entry.hasSuffix(".resources") || entry.hasSuffix(".bundle") {
            add(Place(url: executableFolder.appendingPathComponent(entry), source: "a resource bundle beside the executable"), required: false)
        }
        return (resources, problems)
    }

    /// The shared folders recorded by the IOSSources plugin in this binary (the `loupe_resources` section).
    public static func recordedSharedFolders() -> [URL] {
        guard let records = loupe_resources_begin() else { return [] }
        var folders: [URL] = []
        for index in 0..<loupe_resources_count() {
            guard let record = records[index], let path = record() else { continue }
            let url = URL(fileURLWithPath: String(cString: path))
            if !folders.contains(url) { folders.append(url) }
        }
        return folders
    }

    /// Where resources were looked for, for messages: the places searched, or where a binary looks
    /// and how to point it at more.
    public var searchDescription: String {
        let searched = places.isEmpty ? "no place that holds any (none beside the executable, no IOSSources shared folder, no LOUPE_RESOURCES)"
                                      : places.map(\.description).joined(separator: ", ")
        return "\(searched); give the folder that holds it with --resources DIR, LOUPE_RESOURCES=DIR, or .snapshots(resources:) in a test"
    }

    /// The catalogs a lookup searched, for a missing color's or image's message.
    public static func describeCatalogs(_ catalogs: [AssetCatalog]) -> String {
        guard !catalogs.isEmpty else { return "any asset catalog: none was found (searched \(discovered.searchDescription))" }
        return catalogs.map { "\($0.url.lastPathComponent) (\($0.url.deletingLastPathComponent().path))" }.joined(separator: ", ")
    }

    // MARK: Scanning

    /// The resources under a place: catalogs (not looked inside), string files and fonts; hidden
    /// folders (`.git`, `.build`) are skipped.
    static func scan(_ url: URL, depth: Int) -> (catalogs: [URL], strings: [URL], fonts: [URL]) {
        let ext = url.pathExtension.lowercased()
        if ext == "xcassets" { return ([url], [], []) }
        if stringExtensions.contains(ext) { return ([], [url], []) }
        if fontExtensions.contains(ext) { return ([], [], [url]) }
        var isFolder: ObjCBool = false
        guard depth > 0, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { return ([], [], []) }
        var found: (catalogs: [URL], strings: [URL], fonts: [URL]) = ([], [], [])
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: url.path))?.sorted() ?? [] where !entry.hasPrefix(".") {
            let inner = scan(url.appendingPathComponent(entry), depth: depth - 1)
            found.catalogs += inner.catalogs
            found.strings += inner.strings
            found.fonts += inner.fonts
        }
        return found
    }
}
