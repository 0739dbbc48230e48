import Foundation
import Loupe
import LoupeUI

/// `--resources DIR[,DIR…]` (`--assets` is the same option): folders searched for what a widget's
/// target bundles — asset catalogs (`.xcassets`) for `Color("…")` and `Image("…")`, and string
/// files (`.xcstrings`, `.strings`, `.stringsdict`, in `.lproj` folders or not) for `Text("…")` —
/// whichever folder they are given (the extension's folder, `Resources/`, the catalog itself), as the
/// search of resource bundles beside the executable does. Every cell looks in them first.
enum ResourcesOption {
    static let option = ArgumentSpec.Option(name: "--resources", short: nil, takesValue: true,
                                            help: "folders holding the widget's asset catalogs and string files (.xcassets, .xcstrings, .strings, .stringsdict, .lproj), comma-separated, searched below",
                                            valueName: "DIR")
    /// How deep below a given folder the search goes (`Sources/Widget/Resources/Assets.xcassets`).
    static let depth = 5
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc"]

    static func read(_ parsed: ParsedArguments) throws -> ([AssetCatalog], StringTables?) {
        // Each path with the flag it came with, so a message names the option the user typed.
        let paths = ["--resources", "--assets"].flatMap { flag in
            (parsed.value(flag) ?? "").split(separator: ",").map { (flag: flag, path: String($0)) }
        }
        var catalogs: [AssetCatalog] = [], stringFiles: [URL] = []
        for (flag, path) in paths {
            let folder = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue || folder.pathExtension == "xcstrings" else {
                throw CLIError.usage("\(flag) \(path): no such folder")
            }
            let found = AssetCatalog.catalogs(under: folder, depth: depth)
            let strings = StringTables.files(under: folder, depth: depth)
            guard !found.isEmpty || !strings.isEmpty else {
                let fonts = fontFiles(under: folder, depth: depth)
                let fontNote = fonts.isEmpty ? "" : " (it holds \(fonts.count) font file\(fonts.count == 1 ? "" : "s"): fonts are read from the package's resource bundles or LOUPE_FONTS)"
                throw CLIError.usage("\(flag) \(path) holds no asset catalog (.xcassets) and no string file (.xcstrings, .strings, .stringsdict) in \(depth) levels of folders\(fontNote)")
            }
            for url in found {
                do { catalogs.append(try AssetCatalog(contentsOf: url)) } catch { throw CLIError.usage("\(flag) \(error)") }
            }
            stringFiles += strings
        }
        guard !stringFiles.isEmpty else { return (catalogs, nil) }
        do { return (catalogs, try StringTables(reading: stringFiles)) } catch { throw CLIError.usage("--resources \(error)") }
    }

    private static func fontFiles(under folder: URL, depth: Int) -> [URL] {
        if fontExtensions.contains(folder.pathExtension.lowercased()) { return [folder] }
        guard depth > 0 else { return [] }
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return entries.flatMap { fontFiles(under: folder.appendingPathComponent($0), depth: depth - 1) }
    }
}
