import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeUI

/// An asset catalog written as Xcode writes one, read as iOS reads it.
final class AssetCatalogTests: XCTestCase {
    var catalog: URL!

    override func setUpWithError() throws {
        catalog = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-assets-\(UUID())/Assets.xcassets")
        func write(_ path: String, _ text: String) throws {
            let url = catalog.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        // Light in floats, dark in 8-bit integers; a high-contrast variant that is not used.
        try write("Brand.colorset/Contents.json", #"""
        {"colors":[
          {"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"0.200","green":"0.400","red":"0.800"}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"alpha":"1.000","blue":"255","green":"128","red":"0"}},"idiom":"universal"},
          {"appearances":[{"appearance":"contrast","value":"high"}],"color":{"color-space":"srgb","components":{"alpha":"1","blue":"0","green":"0","red":"0"}},"idiom":"universal"}
        ],"info":{"author":"xcode","version":1}}
        """#)
        try write("Icons/Contents.json", #"{"properties":{"provides-namespace":true}}"#)
        try write("Icons/Accent.colorset/Contents.json", #"{"colors":[{"color":{"color-space":"srgb","components":{"alpha":"0x80","blue":"0x00","green":"0xFF","red":"0x00"}},"idiom":"universal"}]}"#)
        try write("Logo.imageset/Contents.json", #"""
        {"images":[{"filename":"logo@2x.png","idiom":"universal","scale":"2x"},{"filename":"logo@3x.png","idiom":"universal","scale":"3x"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"logo-dark@3x.png","idiom":"universal","scale":"3x"}],
         "properties":{"template-rendering-intent":"original"}}
        """#)
        for (name, side) in [("logo@2x.png", 4), ("logo@3x.png", 6), ("logo-dark@3x.png", 9)] {
            let pixels = [UInt8](repeating: 200, count: side * side * 4)
            try PNGCodec.encode(width: side, height: side, rgba: pixels).write(to: catalog.appendingPathComponent("Logo.imageset/\(name)"))
        }
        try write("Vector.imageset/Contents.json", #"{"images":[{"filename":"vector.pdf","idiom":"universal"}]}"#)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }

    func environment(_ scheme: ColorScheme) throws -> EnvironmentValues {
        var environment = EnvironmentValues()
        environment.colorScheme = scheme
        environment.assetCatalogs = [try AssetCatalog(contentsOf: catalog)]
        return environment
    }

    func testColorsetsGiveTheirLightAndDarkColorsInEveryComponentSpelling() throws {
        XCTAssertEqual(Color("Brand").resolve(in: try environment(.light)), RGBA(red: 0.8, green: 0.4, blue: 0.2))
        XCTAssertEqual(Color("Brand").resolve(in: try environment(.dark)), RGBA(red: 0, green: 128.0 / 255, blue: 1))
        XCTAssertEqual(Color("Icons/Accent").resolve(in: try environment(.light)), RGBA(red: 0, green: 1, blue: 0, alpha: 128.0 / 255),
                       "a namespace folder prefixes the name; hex components")
    }

    func testAMissingColorIsClearAndNamedInAWarning() throws {
        let stages = try Renderer.forCurrentThread().pipeline(Color("Nope").frame(width: 10, height: 10), size: CGSize(width: 10, height: 10),
                                                                scale: 1, environment: try environment(.light))
        XCTAssertTrue(stages.warnings.contains { $0.hasPrefix("no color named \"Nope\" in Assets.xcassets") }, "\(stages.warnings)")
    }

    func testImagesetsPickTheAppearanceAndTheScale() throws {
        func width(_ scheme: ColorScheme, scale: CGFloat) throws -> CGFloat {
            let layout = try Renderer.forCurrentThread().pipeline(Image("Logo").accessibilityIdentifier("logo"), size: CGSize(width: 50, height: 50),
                                                                  scale: scale, environment: try environment(scheme)).layout
            return try XCTUnwrap(layout.frame(ofIdentifier: "logo")).width
        }
        XCTAssertEqual(try width(.light, scale: 3), 2, "logo@3x.png: 6 px at 3x")
        XCTAssertEqual(try width(.light, scale: 2), 2, "logo@2x.png: 4 px at 2x")
        XCTAssertEqual(try width(.dark, scale: 3), 3, "the dark variant: 9 px at 3x")
    }

    func testAVectorOnlyImagesetIsAPlaceholderThatSaysWhy() throws {
        let stages = try Renderer.forCurrentThread().pipeline(Image("Vector"), size: CGSize(width: 50, height: 50), scale: 3, environment: try environment(.light))
        XCTAssertTrue(stages.warnings.contains { $0.contains("\"Vector\" in the asset catalog is a vector file") }, "\(stages.warnings)")
    }

    func testABrokenCatalogNamesItsFile() throws {
        try Data("{".utf8).write(to: catalog.appendingPathComponent("Brand.colorset/Contents.json"))
        XCTAssertThrowsError(try AssetCatalog(contentsOf: catalog)) { error in
            XCTAssertEqual("\(error)", "\(catalog.path)/Brand.colorset/Contents.json: is not a JSON object")
        }
    }

    func testTheCommandLineTakesCatalogsWithAssets() throws {
        var output = "", error = ""
        let brand = WidgetPreview.widget("Brand", as: .systemSmall, widget: { BrandWidget() }, timeline: { BrandEntry(date: .now) })
        let tool = LoupeCommandLine(previews: [brand], examples: [], records: [], output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        XCTAssertEqual(tool.run(["render", "Brand", "--assets", catalog.path, "--dump", "display-list"]), 0, error)
        XCTAssertTrue(output.contains("rgb(204,102,51)"), output)
        XCTAssertEqual(tool.run(["render", "Brand", "--assets", "/no/such.xcassets"]), 2)
        XCTAssertTrue(error.contains("--assets /no/such.xcassets: is not an asset catalog folder"), error)
    }
}

struct BrandEntry: TimelineEntry { let date: Date }
struct BrandProvider: TimelineProvider {
    func placeholder(in context: Context) -> BrandEntry { BrandEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (BrandEntry) -> Void) { completion(BrandEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<BrandEntry>) -> Void) { completion(Timeline(entries: [BrandEntry(date: .now)], policy: .never)) }
}
struct BrandWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Brand", provider: BrandProvider()) { _ in
            Color("Brand").containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}
