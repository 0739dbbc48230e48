import Foundation
import Loupe
import LoupeUI

/// `--resources PLACE[,PLACE…]` (`--assets` is the same option): places that hold what a widget's
/// target bundles — folders (the extension's folder, `Resources/`, a shared widget folder) or the
/// resources themselves (`.xcassets`, `.xcstrings`, `.strings`, `.lproj`, font files) — read as
/// `AppResources` reads every place, and searched before the ones found without being named.
enum ResourcesOption {
    static let option = ArgumentSpec.Option(name: "--resources", short: nil, takesValue: true,
                                            help: "folders or catalogs holding the widget's asset catalogs, string files and fonts (.xcassets, .xcstrings, .strings, .stringsdict, .lproj, .ttf, .otf), comma-separated, searched below",
                                            valueName: "PLACE")

    /// What the places hold.
    struct Found {
        var resources = AppResources.none
        var catalogs: [AssetCatalog] { resources.catalogs }
        var stringTables: StringTables? { resources.stringTables.isEmpty ? nil : resources.stringTables }
        var fonts: [URL] { resources.fontFiles }

        /// The pinned fonts with these app fonts, for `Font.custom` (nil when there are none).
        func fontSet() throws -> FontSet? {
            guard !fonts.isEmpty else { return nil }
            do { return try FontSet(directory: FontSet.defaultDirectory(), appFonts: fonts) } catch { throw CLIError.failure("\(error)") }
        }
    }

    static func read(_ parsed: ParsedArguments) throws -> Found {
        // Each place with the flag it came with, so a message names the option the user typed.
        let places = ["--resources", "--assets"].flatMap { flag in
            (parsed.value(flag) ?? "").split(separator: ",").map { AppResources.Place(url: URL(fileURLWithPath: String($0)), source: flag) }
        }
        guard !places.isEmpty else { return Found() }
        do { return Found(resources: try AppResources(at: places)) } catch { throw CLIError.usage("\(error)") }
    }
}
