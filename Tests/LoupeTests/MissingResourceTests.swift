import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
@testable import LoupeUI

/// A project's resources, laid out as an app's: a shared widget folder with its asset catalog and
/// String Catalog. Written once per test.
struct SharedWidgetFolder {
    let root: URL
    var folder: URL { root.appendingPathComponent("Shared/Widgets") }
    var catalog: URL { folder.appendingPathComponent("Assets.xcassets") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-shared-\(UUID())")
        try write("Assets.xcassets/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        try write("Assets.xcassets/BrandColor.colorset/Contents.json",
                  #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.600","red":"0.100"}},"idiom":"universal"}]}"#)
        try write("Localizable.xcstrings", #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "Steps today":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Schritte heute"}}}},
          "Goal":{"localizations":{"de":{"stringUnit":{"state":"translated","value":"Ziel"}}}},
          "Energy":{},
          "•":{"shouldTranslate":false}
        }}
        """#)
    }

    func write(_ path: String, _ text: String) throws {
        let url = folder.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// A widget that names resources the way app widgets do.
struct ResourceNamingWidget: Widget {
    struct Entry: TimelineEntry { let date: Date }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "ResourceNaming", provider: Provider()) { _ in
            VStack {
                Text("Steps today")
                Text("Energy")
                Text("•")
                Color("BrandColor").frame(width: 20, height: 20)
            }
            .containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

final class MissingResourceTests: XCTestCase {
    var shared: SharedWidgetFolder!
    override func setUpWithError() throws { shared = try SharedWidgetFolder() }
    override func tearDown() { shared.remove() }

    private func pipeline(locale: String, resources: AppResources?) throws -> Pipeline {
        var cell = WidgetCell(family: .systemSmall, locale: locale)
        if let resources { (cell.assetCatalogs, cell.stringTables) = (resources.catalogs, resources.stringTables) }
        return try Renderer.forCurrentThread().pipeline(.widget(ResourceNamingWidget()), cell: cell)
    }

    // MARK: Found the way a project is laid out

    /// Every way of naming a place takes a folder or a catalog: the shared folder itself, or the
    /// catalog inside it, in any of the variables.
    func testEveryPlaceTakesAFolderOrACatalog() {
        for (variable, place) in [("LOUPE_ASSETS", shared.folder), ("LOUPE_ASSETS", shared.catalog), ("LOUPE_RESOURCES", shared.folder),
                                  ("LOUPE_STRINGS", shared.folder), ("LOUPE_STRINGS", shared.folder.appendingPathComponent("Localizable.xcstrings"))] {
            let found = AppResources.discover(environment: [variable: place.path], executableFolder: shared.root, sharedFolders: [])
            XCTAssertEqual(found.problems, [], "\(variable)=\(place.path)")
            XCTAssertFalse(found.resources.isEmpty, "\(variable)=\(place.path)")
        }
    }

    func testTheSharedFolderTheBinaryRecordedIsSearchedWithNoSetting() {
        let found = AppResources.discover(environment: [:], executableFolder: shared.root, sharedFolders: [shared.folder])
        XCTAssertEqual(found.resources.catalogs.map(\.url), [shared.catalog])
        XCTAssertEqual(found.resources.stringTables.text(for: "Goal", locale: Locale(identifier: "de_DE")), "Ziel")
        XCTAssertEqual(found.resources.places.map(\.source), ["the shared widget folder IOSSources compiled"])
    }

    func testAPlaceInTheEnvironmentThatCannotServeIsAProblemNotASilentNothing() {
        let found = AppResources.discover(environment: ["LOUPE_RESOURCES": "/no/such/folder:\(shared.root.path)/empty"], executableFolder: shared.root, sharedFolders: [])
        XCTAssertEqual(found.problems.count, 2, "\(found.problems)")
        XCTAssertTrue(found.problems[0].hasPrefix("LOUPE_RESOURCES /no/such/folder: no such file or folder"), found.problems[0])
    }

    /// A malformed file in a folder found by itself (the plugin's shared folder) is a problem, not
    /// a folder silently left out.
    func testAMalformedFileInTheSharedFolderIsAProblem() throws {
        try shared.write("Assets.xcassets/Broken.colorset/Contents.json", "{ not json")
        let found = AppResources.discover(environment: [:], executableFolder: shared.root, sharedFolders: [shared.folder])
        XCTAssertEqual(found.problems.count, 1, "\(found.problems)")
        XCTAssertTrue(found.problems.first?.contains("Broken.colorset/Contents.json: is not a JSON object") == true, "\(found.problems)")
    }

    /// A broken string file is blamed on the place, and the option, it came with.
    func testABrokenStringFileNamesItsOwnPlace() throws {
        let other = shared.root.appendingPathComponent("Other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Data("\"a\" = ".utf8).write(to: other.appendingPathComponent("Localizable.strings"))
        XCTAssertThrowsError(try AppResources(at: [.init(url: shared.folder, source: "--resources"), .init(url: other, source: "--assets")])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--assets \(other.path): "), "\(error)")
        }
    }

    // MARK: What is missing is said, typed

    func testAMissingColorIsATypedMissingResource() throws {
        let stages = try pipeline(locale: "en_US", resources: nil)
        XCTAssertEqual(stages.missingResources.map(\.kind), [.color])
        XCTAssertEqual(stages.missingResources.first?.name, "BrandColor")
        XCTAssertTrue(stages.missingResources[0].message.contains("none was found (searched"), stages.missingResources[0].message)
        XCTAssertEqual(try pipeline(locale: "en_US", resources: try AppResources(at: [shared.folder], source: "test")).missingResources, [])
    }

    /// An app localized into German shows a string it has no German for in a German cell: missing.
    /// The source language, a language the app is not localized into, and a string marked not to
    /// be translated are as iOS shows them.
    func testAMissingTranslationIsMissingOnlyWhereTheAppIsLocalizedForTheCell() throws {
        let resources = try AppResources(at: [shared.folder], source: "test")
        let german = try pipeline(locale: "de_DE", resources: resources).missingResources
        XCTAssertEqual(german.map(\.kind), [.string])
        XCTAssertEqual(german.map(\.name), ["Energy"])
        XCTAssertTrue(german[0].message.contains("no de translation of \"Energy\" in the Localizable table"), german[0].message)
        XCTAssertEqual(try pipeline(locale: "en_US", resources: resources).missingResources, [], "the source language")
        XCTAssertEqual(try pipeline(locale: "fr_FR", resources: resources).missingResources, [], "an app not localized into French shows English, as on iOS")
    }

    // MARK: The command line: warnings, or failures when strict

    private func run(_ arguments: [String]) -> CommandLineRun {
        CommandLineRun(arguments, previews: [.widget(ResourceNamingWidget())], examples: [])
    }

    func testTheCommandLineWarnsAndWritesByDefault() throws {
        let file = shared.root.appendingPathComponent("cell.png")
        let result = run(["render", "ResourceNaming", "-o", file.path])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertTrue(result.error.contains("warning: ResourceNaming/systemSmall/0-fullColor-light.png: no color named \"BrandColor\""), result.error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }

    func testStrictResourcesFailsTheCellAndWritesNothing() throws {
        let file = shared.root.appendingPathComponent("cell.png")
        let result = run(["render", "ResourceNaming", "--strict-resources", "-o", file.path])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("names resources Loupe could not find (--strict-resources), so it was not written"), result.error)
        XCTAssertTrue(result.error.contains("color \"BrandColor\""), result.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file.path))
        XCTAssertEqual(run(["render", "ResourceNaming", "--strict-resources", "--resources", shared.folder.path, "-o", file.path]).code, 0)
    }

    func testStrictVerifyRecordsNothingForTheCell() throws {
        let snapshots = shared.root.appendingPathComponent("Snapshots")
        let result = run(["record", "ResourceNaming", "--strict-resources", "--snapshots", snapshots.path, "--artifacts", shared.root.appendingPathComponent("a").path])
        XCTAssertEqual(result.code, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: snapshots.appendingPathComponent("ResourceNaming").path))
    }

    /// The run's environment, CI=true in it, is what turns strictness on by itself.
    func testACIRunIsStrictByItself() throws {
        var error = ""
        var tool = LoupeCommandLine(name: "loupe", previews: [.widget(ResourceNamingWidget())])
        tool.standardError = { error += $0 + "\n" }
        tool.standardOutput = { _ in }
        tool.environment = ["CI": "true"]
        XCTAssertEqual(tool.run(["render", "ResourceNaming", "-o", shared.root.appendingPathComponent("ci.png").path]), 1)
        XCTAssertTrue(error.contains("(--strict-resources)"), error)
        tool.environment = ["CI": "true", "LOUPE_STRICT_RESOURCES": "0"]
        XCTAssertEqual(tool.run(["render", "ResourceNaming", "-o", shared.root.appendingPathComponent("ci.png").path]), 0)
    }

    func testStrictIsOnInCIUnlessTurnedOff() throws {
        let parsed = try ArgumentParser.parse([], spec: RenderCommand.spec)
        XCTAssertFalse(StrictResources.isOn(parsed, environment: [:]))
        XCTAssertTrue(StrictResources.isOn(parsed, environment: ["CI": "true"]))
        XCTAssertFalse(StrictResources.isOn(parsed, environment: ["CI": "true", "LOUPE_STRICT_RESOURCES": "0"]))
        XCTAssertTrue(StrictResources.isOn(parsed, environment: ["LOUPE_STRICT_RESOURCES": "1"]))
        XCTAssertTrue(StrictResources.isOn(try ArgumentParser.parse(["--strict-resources"], spec: RenderCommand.spec), environment: [:]))
    }
}
