import Foundation
import Loupe
import LoupeUI

/// `--resources DIR[,DIR…]` (`--assets` is the same option): folders searched for what a widget's
/// target bundles — asset catalogs (`.xcassets`) for `Color("…")` and `Image("…")`, and string
/// files (`.xcstrings`, `.strings`, `.stringsdict`, in `.lproj` folders or not) for `Text("…")`, and
/// font files (`.ttf`, `.otf`, `.ttc`) for `Font.custom` —
/// whichever folder they are given (the extension's folder, `Resources/`, the catalog itself), as the
/// search of resource bundles beside the executable does. Every cell looks in them first.
enum ResourcesOption {
    static let option = ArgumentSpec.Option(name: "--resources", short: nil, takesValue: true,
                                            help: "folders holding the widget's asset catalogs, string files and fonts (.xcassets, .xcstrings, .strings, .stringsdict, .lproj, .ttf, .otf), comma-separated, searched below",
                                            valueName: "DIR")
    /// How deep below a given folder the search goes (`Sources/Widget/Resources/Assets.xcassets`).
    static let depth = 5
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    /// What the folders hold.
    struct Found {
        var catalogs: [AssetCatalog] = []
        var stringTables: StringTables? = nil
        var fonts: [URL] = []

        /// The pinned fonts with these app fonts, for `Font.custom` (nil when there are none).
        func fontSet() throws -> FontSet? {
            guard !fonts.isEmpty else { return nil }
            do { return try FontSet(directory: FontSet.defaultDirectory(), appFonts: fonts) } catch { throw CLIError.failure("\(error)") }
        }
    }

    static func read(_ parsed: ParsedArguments) throws -> Found {
        // Each path with the flag it came with, so a message names the option the user typed.
        let paths = ["--resources", "--assets"].flatMap { flag in
            (parsed.value(flag) ?? "").split(separator: ",").map { (flag: flag, path: String($0)) }
        }
        var found = Found(), stringFiles: [URL] = []
        for (flag, path) in paths {
            let folder = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue || folder.pathExtension == "xcstrings" else {
                throw CLIError.usage("\(flag) \(path): no such folder")
            }
            let catalogs = AssetCatalog.catalogs(under: folder, depth: depth)
            let strings = StringTables.files(under: folder, depth: depth)
            let fonts = fontFiles(under: folder, depth: depth)
            guard !catalogs.isEmpty || !strings.isEmpty || !fonts.isEmpty else {
                throw CLIError.usage("\(flag) \(path) holds no asset catalog (.xcassets), no string file (.xcstrings, .strings, .stringsdict) and no font (.ttf, .otf, .ttc) in \(depth) levels of folders")
            }
            for url in catalogs {
                do { found.catalogs.append(try AssetCatalog(contentsOf: url)) } catch { throw CLIError.usage("\(flag) \(error)") }
            }
            found.fonts += fonts
            stringFiles += strings
        }
        guard !stringFiles.isEmpty else { return found }
        do { found.stringTables = try StringTables(reading: stringFiles) } catch { throw CLIError.usage("--resources \(error)") }
        return found
    }

    private static func fontFiles(under folder: URL, depth: Int) -> [URL] {
        if fontExtensions.contains(folder.pathExtension.lowercased()) { return [folder] }
        guard depth > 0 else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.flatMap { fontFiles(under: folder.appendingPathComponent($0), depth: depth - 1) }
    }
}
