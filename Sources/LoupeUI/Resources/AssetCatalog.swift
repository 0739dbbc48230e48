import Foundation

/// An Xcode asset catalog (`Assets.xcassets`) read as Xcode writes it, so `Color("Brand")`,
/// `Image("Logo")`, `UIColor(named:)` and `UIImage(named:)` find the app's own assets:
/// - colorsets: the universal (else iPhone) color for the light appearance and, when given, the dark
///   one (`luminosity: dark`); components as Xcode writes them — "0.800", "204" (8-bit), "0xCC" —
///   in sRGB, Display P3 (drawn as sRGB, as Loupe draws every color) or gray;
/// - imagesets: PNG files by scale (`1x`, `2x`, `3x`) and appearance, and the template rendering
///   intent; a vector file (PDF, SVG) stands for every scale and is drawn at the one asked for.
/// - symbolsets: custom SF Symbols (their SVG template), drawn like system symbols;
/// - folders that provide a namespace prefix their assets' names (`Icons/Logo`).
/// A catalog is read once and never changes; lookups are plain dictionary reads.
public final class AssetCatalog: Hashable, @unchecked Sendable {
    /// A catalog is its folder: two reads of one folder are the same catalog.
    public static func == (a: AssetCatalog, b: AssetCatalog) -> Bool { a.url == b.url }
    public func hash(into hasher: inout Hasher) { hasher.combine(url) }

    public let url: URL
    let colors: [String: Color]
    let images: [String: ImageSet]
    let symbols: [String: URL]

    /// One image of an imageset: its file, scale (none for a vector file) and appearance.
    struct ImageFile {
        let url: URL
        let scale: CGFloat?
        let isDark: Bool
    }

    struct ImageSet {
        let files: [ImageFile]
        let isTemplate: Bool?
    }

    /// What is wrong with a catalog, naming the file.
    public struct ReadError: Error, CustomStringConvertible {
        public let file: String
        public let reason: String
        public var description: String { "\(file): \(reason)" }
    }

    public init(contentsOf url: URL) throws {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ReadError(file: url.path, reason: "is not an asset catalog folder (a .xcassets directory)")
        }
        self.url = url
        var found = Found()
        try Self.scan(url, prefix: "", into: &found)
        (colors, images, symbols) = (found.colors, found.images, found.symbols)
    }

    /// The color named `name`, adapting to the scheme when the catalog gives a dark one.
    public func color(named name: String) -> Color? { colors[name] }

    /// Whether a catalog of the view being resolved (or a discovered one) has this color: what
    /// `UIColor(named:)` asks before it returns nil.
    public static func hasColor(named name: String) -> Bool {
        EnvironmentValues.current.assetCatalogs.contains { $0.color(named: name) != nil }
    }

    /// The names of the catalog's colors and images, sorted (public for tools built on Loupe).
    public var colorNames: [String] { colors.keys.sorted() }
    public var imageNames: [String] { images.keys.sorted() }

    /// The SVG template of the custom symbol named `name`.
    public func symbol(named name: String) -> URL? { symbols[name] }

    /// The best file of an imageset for a scheme and scale: the scheme's appearance (else any), then
    /// the PNG of the scale asked for, else a vector file (drawn at that scale), else the largest PNG.
    func image(named name: String, dark: Bool, scale: CGFloat) -> (url: URL, scale: CGFloat, isTemplate: Bool?)? {
        guard let set = images[name] else { return nil }
        let byAppearance = set.files.filter { $0.isDark == dark }
        let candidates = byAppearance.isEmpty ? set.files.filter { !$0.isDark } : byAppearance
        if let exact = candidates.first(where: { $0.scale == scale }) { return (exact.url, scale, set.isTemplate) }
        if let vector = candidates.first(where: { $0.scale == nil }) { return (vector.url, scale, set.isTemplate) }
        guard let largest = candidates.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }), let largestScale = largest.scale else { return nil }
        return (largest.url, largestScale, set.isTemplate)
    }

    // MARK: Reading

    private struct Found {
        var colors: [String: Color] = [:], images: [String: ImageSet] = [:], symbols: [String: URL] = [:]
    }

    private static func scan(_ folder: URL, prefix: String, into found: inout Found) throws {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.sorted() ?? []
        for entry in entries {
            let item = folder.appendingPathComponent(entry)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: item.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let ext = item.pathExtension, base = item.deletingPathExtension().lastPathComponent
            switch ext {
            case "colorset": found.colors[prefix + base] = try readColor(item)
            case "imageset": found.images[prefix + base] = try readImageSet(item)
            case "symbolset": found.symbols[prefix + base] = try readSymbolSet(item)
            case "":
                // A plain folder groups assets; with "provides-namespace" it prefixes their names.
                let contents = try? json(item.appendingPathComponent("Contents.json"))
                let namespace = ((contents?["properties"] as? [String: Any])?["provides-namespace"] as? Bool) == true
                try scan(item, prefix: namespace ? prefix + base + "/" : prefix, into: &found)
            default: continue  // app icons, data sets…
            }
        }
    }

    private static func json(_ file: URL) throws -> [String: Any] {
        guard let data = FileManager.default.contents(atPath: file.path) else { throw ReadError(file: file.path, reason: "is missing") }
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError(file: file.path, reason: "is not a JSON object")
        }
        return object
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        (entry["appearances"] as? [[String: Any]] ?? []).contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
    }

    /// An entry for another appearance than light or dark (high contrast): not used.
    private static func otherAppearance(_ entry: [String: Any]) -> Bool {
        (entry["appearances"] as? [[String: Any]] ?? []).contains { ($0["appearance"] as? String) != "luminosity" }
    }

    private static func readColor(_ set: URL) throws -> Color {
        let file = set.appendingPathComponent("Contents.json")
        let entries = (try json(file)["colors"] as? [[String: Any]]) ?? []
        // Universal first, then iPhone; high-contrast variants are left out.
        let usable = entries.filter { !otherAppearance($0) && ["universal", "iphone", nil].contains($0["idiom"] as? String) }
            .sorted { (($0["idiom"] as? String) == "universal" ? 0 : 1) < (($1["idiom"] as? String) == "universal" ? 0 : 1) }
        func color(_ entry: [String: Any]) throws -> Color {
            guard let spec = entry["color"] as? [String: Any], let components = spec["components"] as? [String: Any] else {
                throw ReadError(file: file.path, reason: "a color has no components")
            }
            func value(_ key: String) throws -> Double {
                guard let raw = components[key] else { throw ReadError(file: file.path, reason: "a color has no \"\(key)\" component") }
                let text = "\(raw)".trimmingCharacters(in: .whitespaces)
                if text.lowercased().hasPrefix("0x"), let n = Int(text.dropFirst(2), radix: 16) { return Double(n) / 255 }
                if text.contains("."), let n = Double(text) { return n }
                if let n = Int(text) { return n > 1 ? Double(n) / 255 : Double(n) }
                throw ReadError(file: file.path, reason: "\"\(key)\" is \"\(text)\", not a number")
            }
            let alpha = components["alpha"] == nil ? 1 : try value("alpha")
            if components["white"] != nil { let w = try value("white"); return Color(red: w, green: w, blue: w, opacity: alpha) }
            return Color(red: try value("red"), green: try value("green"), blue: try value("blue"), opacity: alpha)
        }
        guard let light = usable.first(where: { !isDark($0) }) ?? usable.first else {
            throw ReadError(file: file.path, reason: "has no universal or iPhone color")
        }
        let lightColor = try color(light)
        guard let dark = usable.first(where: isDark) else { return lightColor }
        return Color(light: lightColor, dark: try color(dark))
    }

    private static func readImageSet(_ set: URL) throws -> ImageSet {
        let file = set.appendingPathComponent("Contents.json")
        let contents = try json(file)
        var files: [ImageFile] = []
        for entry in contents["images"] as? [[String: Any]] ?? [] where !otherAppearance(entry) {
            guard ["universal", "iphone", nil].contains(entry["idiom"] as? String), let name = entry["filename"] as? String else { continue }
            let url = set.appendingPathComponent(name)
            switch url.pathExtension.lowercased() {
            case "png":
                let scale = Double((entry["scale"] as? String ?? "1x").dropLast()) ?? 1
                files.append(ImageFile(url: url, scale: CGFloat(scale), isDark: isDark(entry)))
            case "pdf", "svg": files.append(ImageFile(url: url, scale: nil, isDark: isDark(entry)))
            default: continue
            }
        }
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return ImageSet(files: files, isTemplate: intent.map { $0 == "template" })
    }

    private static func readSymbolSet(_ set: URL) throws -> URL {
        let file = set.appendingPathComponent("Contents.json")
        let entries = (try json(file)["symbols"] as? [[String: Any]]) ?? []
        guard let name = entries.first(where: { ["universal", "iphone", nil].contains($0["idiom"] as? String) })?["filename"] as? String else {
            throw ReadError(file: file.path, reason: "names no universal symbol file")
        }
        return set.appendingPathComponent(name)
    }

    // MARK: Where catalogs come from

    /// Catalogs found without being asked (`AppResources.discovered`): the package's resource
    /// bundles beside the executable, the IOSSources plugin's shared folders, LOUPE_RESOURCES and
    /// LOUPE_ASSETS.
    public static var discovered: [AssetCatalog] { AppResources.discovered.catalogs }

    /// The color set `Color.accentColor` is: Xcode's "Global Accent Color Name" build setting, which
    /// the app templates set to `AccentColor`. `LOUPE_ACCENT_COLOR_NAME` names another, as the
    /// setting does; read once per process.
    public static let accentColorName = accentColorName(in: ProcessInfo.processInfo.environment)
    static func accentColorName(in environment: [String: String]) -> String {
        environment[accentColorVariable].flatMap { $0.isEmpty ? nil : $0 } ?? defaultAccentColorName
    }
    public static let defaultAccentColorName = "AccentColor"
    public static let accentColorVariable = "LOUPE_ACCENT_COLOR_NAME"
}

struct AssetCatalogsKey: EnvironmentKey { static let defaultValue: [AssetCatalog] = AssetCatalog.discovered }
struct DiagnosticsKey: EnvironmentKey { static let defaultValue: Diagnostics? = nil }

extension EnvironmentValues {
    /// The asset catalogs `Color("…")` and `Image("…")` look in, first to last: by default those
    /// found without being named (`AppResources.discovered`; `--resources` on the command line adds more).
    public var assetCatalogs: [AssetCatalog] {
        get { self[AssetCatalogsKey.self] }
        set { self[AssetCatalogsKey.self] = newValue }
    }

    /// Where values resolved outside a view's own resolution (a named color) report what is missing.
    package var diagnostics: Diagnostics? {
        get { self[DiagnosticsKey.self] }
        set { self[DiagnosticsKey.self] = newValue }
    }
}
