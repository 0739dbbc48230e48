import Foundation
import XCTest
@testable import LoupeCLI
import Loupe
import LoupeUI

/// `--resources DIR`: the widget's asset catalogs and string files found under whichever folder is
/// given, on every command that renders.
final class ResourcesOptionTests: XCTestCase {
    func run(_ arguments: [String]) -> CommandLineRun {
        CommandLineRun(arguments, previews: [.widget(ResourcefulWidget()), .widget(CustomFontWidget())], examples: [])
    }

    /// An extension's folder as app teams lay it out: the catalog and the strings two levels down.
    func extensionFolder() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-resources-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: root) }
        let colorSet = root.appendingPathComponent("Widget/Resources/Assets.xcassets/Brand.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        try Data(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#.utf8)
            .write(to: colorSet.appendingPathComponent("Contents.json"))
        let english = root.appendingPathComponent("Widget/Resources/en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try Data(#""greeting" = "Hello from the extension";"#.utf8).write(to: english.appendingPathComponent("Localizable.strings"))
        return root
    }

    func testTheExtensionsFolderGivesItsColoursAndStrings() throws {
        let root = try extensionFolder()
        let without = run(["render", "Resourceful", "--dump", "resolved"])
        XCTAssertTrue(without.output.contains(#"Text "greeting""#), without.output)
        XCTAssertFalse(without.output.contains("rgb(255,0,0)"), "no catalog: the colour is clear")
        for flag in ["--resources", "--assets"] {
            let with = run(["render", "Resourceful", "--dump", "resolved", flag, root.path])
            XCTAssertEqual(with.code, 0, with.error)
            XCTAssertTrue(with.output.contains(#"Text "Hello from the extension""#), "\(flag): \(with.output)")
            XCTAssertTrue(with.output.contains("rgb(255,0,0)"), "\(flag): the catalog's red")
        }
    }

    /// A gallery's images take the resources too: the catalog's red is drawn.
    func testAGalleryTakesTheResources() throws {
        let root = try extensionFolder()
        let gallery = root.appendingPathComponent("gallery")
        let built = run(["gallery", "Resourceful", "-o", gallery.path, "--resources", root.path, "--quiet"])
        XCTAssertEqual(built.code, 0, built.error)
        let images = try FileManager.default.subpathsOfDirectory(atPath: gallery.path).filter { $0.hasSuffix(".png") }
        XCTAssertFalse(images.isEmpty)
        let reds = try images.filter { name in
            let image = try PNGCodec.decode(Data(contentsOf: gallery.appendingPathComponent(name)))
            return stride(from: 0, to: image.pixels.count, by: 4).contains { image.pixels[$0] > 240 && image.pixels[$0 + 1] < 20 && image.pixels[$0 + 2] < 20 }
        }
        XCTAssertFalse(reds.isEmpty, "some image draws the text in the catalog's red")
    }

    /// `list` shows display names from the folder's string tables.
    func testAListingShowsTheLocalizedDisplayName() throws {
        let root = try extensionFolder()
        let listing = run(["list", "--json", "--resources", root.path])
        XCTAssertEqual(listing.code, 0, listing.error)
        XCTAssertTrue(listing.output.contains(#""displayName" : "Hello from the extension""#) || listing.output.contains(#""displayName":"Hello from the extension""#), listing.output)
        XCTAssertTrue(run(["list", "--json"]).output.contains("greeting"))
    }

    /// `list` names where resources were looked for and what was found there, so a German cell that
    /// shows English can be traced to a catalog Loupe never found.
    func testAListingNamesThePlacesSearchedAndWhatTheyHold() throws {
        let root = try extensionFolder()
        let listing = run(["list", "--resources", root.path])
        XCTAssertEqual(listing.code, 0, listing.error)
        XCTAssertTrue(listing.output.contains("  searched \(root.path) (--resources)"), listing.output)
        XCTAssertTrue(listing.output.contains("asset catalogs: \(root.path)/Widget/Resources/Assets.xcassets"), listing.output)
        XCTAssertTrue(listing.output.contains("strings: Localizable (en)"), listing.output)
        let json = run(["list", "--json", "--resources", root.path])
        let decoded = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        let resources = try XCTUnwrap(decoded?["resources"] as? [String: Any])
        XCTAssertEqual((resources["places"] as? [[String: String]])?.first?["source"], "--resources")
        let without = run(["list"])
        if AppResources.discovered.places.isEmpty {
            XCTAssertTrue(without.output.contains("resources:\n  none found (searched"), without.output)
        }
        XCTAssertFalse(without.output.contains(root.path))
    }

    /// The app's font files under the folder draw `Font.custom` (on the worker threads too).
    func testTheFoldersFontsDrawCustomFonts() throws {
        let root = try extensionFolder()
        let fonts = root.appendingPathComponent("Widget/Resources/Fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: FontSet.defaultDirectory().appendingPathComponent("files/Caladea-Bold.ttf"),
                                         to: fonts.appendingPathComponent("Caladea-Bold.ttf"))
        let without = run(["render", "CustomFont", "--dump", "display-list"])
        XCTAssertFalse(without.output.contains("Caladea-Bold.ttf"), without.output)
        let with = run(["render", "CustomFont", "--dump", "display-list", "--resources", root.path])
        XCTAssertEqual(with.code, 0, with.error)
        XCTAssertTrue(with.output.contains("Caladea-Bold.ttf"), with.output)
        let folder = root.appendingPathComponent("renders")
        let several = run(["render", "CustomFont", "--family", "systemSmall,systemMedium", "--jobs", "2", "--resources", root.path, "-o", folder.path + "/"])
        XCTAssertEqual(several.code, 0, several.error)
        XCTAssertFalse(several.error.contains("no font named"), several.error)
    }

    func testAFolderWithNoResourcesOrNoFolderIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-empty-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: empty) }
        let none = run(["render", "Resourceful", "--resources", empty.path])
        XCTAssertEqual(none.code, 2)
        XCTAssertTrue(none.error.contains("holds no asset catalog (.xcassets), no string file (.xcstrings, .strings, .stringsdict) and no font (.ttf, .otf, .ttc)"), none.error)
        let missing = run(["verify", "Resourceful", "--resources", "/no/such/folder"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.error.contains("--resources /no/such/folder: no such file or folder"), missing.error)
    }
}

struct ResourcefulEntry: TimelineEntry { let date: Date }
struct ResourcefulWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> ResourcefulEntry { ResourcefulEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (ResourcefulEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<ResourcefulEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Resourceful", provider: Provider()) { _ in
            Text("greeting").foregroundStyle(Color("Brand")).containerBackground(.white, for: .widget)
        }
        .configurationDisplayName("greeting")
        .supportedFamilies([.systemSmall])
    }
}

struct CustomFontWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "CustomFont", provider: ResourcefulWidget.Provider()) { _ in
            Text("Hydrate").font(.custom("Caladea-Bold", size: 20)).containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}
