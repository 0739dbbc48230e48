import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
@testable import LoupeUI

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
        // Vector imagesets as Xcode exports them: one scale-less file, rasterised at the device scale.
        try write("Badge.imageset/Contents.json", #"""
        {"images":[{"filename":"badge.svg","idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"filename":"badge-dark.svg","idiom":"universal"}],
         "properties":{"preserves-vector-representation":true}}
        """#)
        let halves = ##"<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 2 1"><rect width="1" height="1" fill="#FF0000"/><rect x="1" width="1" height="1" fill="#0000FF"/></svg>"##
        try write("Badge.imageset/badge.svg", halves)
        try write("Badge.imageset/badge-dark.svg", halves.replacingOccurrences(of: "#FF0000", with: "#FFFFFF"))
        try write("Boxed.imageset/Contents.json", #"{"images":[{"filename":"boxed.svg","idiom":"universal"}]}"#)
        try write("Boxed.imageset/boxed.svg", #"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 12 8"><rect width="12" height="8"/></svg>"#)
        try write("Stamp.imageset/Contents.json", #"{"images":[{"filename":"stamp.pdf","idiom":"universal"}],"properties":{"template-rendering-intent":"template"}}"#)
        try Self.onePagePDF(width: 30, height: 15, content: "0 1 0 rg 0 0 30 15 re f").write(to: catalog.appendingPathComponent("Stamp.imageset/stamp.pdf"))
        // A custom symbol's template, as the SF Symbols app exports one (trimmed): a cap height of
        // 70.46 units (SF Pro's at 100 pt), a Regular and a Bold medium variant, each a block
        // standing on the baseline.
        try write("custom.block.symbolset/Contents.json", #"{"symbols":[{"filename":"custom.block.svg","idiom":"universal"}]}"#)
        try write("custom.block.symbolset/custom.block.svg", ##"""
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">
          <g id="Notes"><text x="10" y="20">Template v.3.0</text></g>
          <g id="Guides">
            <line id="Baseline-M" x1="0" x2="300" y1="150" y2="150"/>
            <line id="Capline-M" x1="0" x2="300" y1="79.54" y2="79.54"/>
            <line id="left-margin-Regular-M" x1="95" x2="95" y1="40" y2="150"/>
            <line id="right-margin-Regular-M" x1="165" x2="165" y1="40" y2="150"/>
            <line id="left-margin-Bold-M" x1="95" x2="95" y1="40" y2="150"/>
            <line id="right-margin-Bold-M" x1="185" x2="185" y1="40" y2="150"/>
          </g>
          <g id="Symbols">
            <g id="Regular-M" transform="matrix(1 0 0 1 100 150)"><rect x="0" y="-70.46" width="60" height="70.46"/></g>
            <g id="Bold-M" transform="matrix(1 0 0 1 100 150)"><rect x="0" y="-70.46" width="80" height="70.46"/></g>
          </g>
        </svg>
        """##)
        // Three layers, each named in every mode's class as the SF Symbols app exports them; the
        // custom multicolor fill only in the template's own <style>.
        try write("custom.layers.symbolset/Contents.json", #"{"symbols":[{"filename":"custom.layers.svg","idiom":"universal"}]}"#)
        try write("custom.layers.symbolset/custom.layers.svg", ##"""
        <svg xmlns="http://www.w3.org/2000/svg" width="300" height="200" viewBox="0 0 300 200">
          <style>.multicolor-2:custom {fill:#00FF00}</style>
          <g id="Guides">
            <line id="Baseline-M" x1="0" x2="300" y1="150" y2="150"/>
            <line id="Capline-M" x1="0" x2="300" y1="79.54" y2="79.54"/>
            <line id="left-margin-Regular-M" x1="95" x2="95" y1="40" y2="150"/>
            <line id="right-margin-Regular-M" x1="185" x2="185" y1="40" y2="150"/>
          </g>
          <g id="Symbols">
            <g id="Regular-M" transform="matrix(1 0 0 1 100 150)">
              <rect class="monochrome-0 multicolor-0:systemRedColor hierarchical-0:primary" x="0" y="-70.46" width="26" height="70.46"/>
              <rect class="monochrome-1 multicolor-1:tintColor hierarchical-1:secondary" x="27" y="-70.46" width="26" height="70.46"/>
              <rect class="monochrome-2 multicolor-2:custom hierarchical-2:tertiary" x="54" y="-70.46" width="26" height="70.46"/>
            </g>
          </g>
        </svg>
        """##)
        try write("custom.bare.symbolset/Contents.json", #"{"symbols":[{"filename":"bare.svg","idiom":"universal"}]}"#)
        try write("custom.bare.symbolset/bare.svg", #"<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><g id="Regular-M"/></svg>"#)
        try write("Broken.imageset/Contents.json", #"{"images":[{"filename":"broken.svg","idiom":"universal"}]}"#)
        try write("Broken.imageset/broken.svg", "<svg")
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

    /// A PDF of one page drawing `content` (PDF operators), with a correct cross-reference table.
    static func onePagePDF(width: Int, height: Int, content: String) -> Data {
        let objects = ["<< /Type /Catalog /Pages 2 0 R >>",
                       "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
                       "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 \(width) \(height)] /Contents 4 0 R >>",
                       "<< /Length \(content.utf8.count) >>\nstream\n\(content)\nendstream"]
        var text = "%PDF-1.4\n", offsets: [Int] = []
        for (index, object) in objects.enumerated() {
            offsets.append(text.utf8.count)
            text += "\(index + 1) 0 obj\n\(object)\nendobj\n"
        }
        let table = text.utf8.count
        text += "xref\n0 \(objects.count + 1)\n0000000000 65535 f \n"
        for offset in offsets { text += String(repeating: "0", count: 10 - String(offset).count) + "\(offset) 00000 n \n" }
        text += "trailer\n<< /Size \(objects.count + 1) /Root 1 0 R >>\nstartxref\n\(table)\n%%EOF\n"
        return Data(text.utf8)
    }

    func testAnSVGImagesetIsRasterisedAtTheDeviceScaleInItsNaturalSize() throws {
        let view = Image("Badge").accessibilityIdentifier("badge")
        let size = CGSize(width: 20, height: 10)
        let stages = try Renderer.forCurrentThread().pipeline(view, size: size, scale: 3, environment: try environment(.light))
        XCTAssertEqual(stages.layout.frame(ofIdentifier: "badge")?.size, CGSize(width: 20, height: 10), "the SVG's width and height, in points")
        XCTAssertEqual(stages.warnings, [])
        let light = try Renderer.forCurrentThread().render(view, size: size, scale: 3, environment: try environment(.light))
        XCTAssertTrue(light.pixel(x: 10, y: 15) == (255, 0, 0, 255), "left half red, sharp at 3x: \(light.pixel(x: 10, y: 15))")
        XCTAssertTrue(light.pixel(x: 50, y: 15) == (0, 0, 255, 255), "right half blue: \(light.pixel(x: 50, y: 15))")
        let dark = try Renderer.forCurrentThread().render(view, size: size, scale: 3, environment: try environment(.dark))
        XCTAssertTrue(dark.pixel(x: 10, y: 15) == (255, 255, 255, 255), "the dark appearance's file: \(dark.pixel(x: 10, y: 15))")
    }

    func testAnSVGWithOnlyAViewBoxTakesTheViewBoxSize() throws {
        let stages = try Renderer.forCurrentThread().pipeline(Image("Boxed").accessibilityIdentifier("boxed"), size: CGSize(width: 50, height: 50),
                                                              scale: 3, environment: try environment(.light))
        XCTAssertEqual(stages.layout.frame(ofIdentifier: "boxed")?.size, CGSize(width: 12, height: 8))
    }

    func testAPDFImagesetIsDrawnAndHonoursItsTemplateIntent() throws {
        let view = Image("Stamp").foregroundStyle(Color(red: 1, green: 0, blue: 1)).accessibilityIdentifier("stamp")
        let size = CGSize(width: 30, height: 15)
        let stages = try Renderer.forCurrentThread().pipeline(view, size: size, scale: 2, environment: try environment(.light))
        XCTAssertEqual(stages.layout.frame(ofIdentifier: "stamp")?.size, CGSize(width: 30, height: 15), "the page's size, in points")
        let image = try Renderer.forCurrentThread().render(view, size: size, scale: 2, environment: try environment(.light))
        XCTAssertTrue(image.pixel(x: 30, y: 15) == (255, 0, 255, 255), "a template: the page's shape in the foreground style: \(image.pixel(x: 30, y: 15))")
    }

    func testAVectorFileThatCannotBeReadIsAPlaceholderThatNamesIt() throws {
        let stages = try Renderer.forCurrentThread().pipeline(Image("Broken"), size: CGSize(width: 50, height: 50), scale: 3, environment: try environment(.light))
        XCTAssertTrue(stages.warnings.contains { $0.hasPrefix("cannot load image \(catalog.path)/Broken.imageset/broken.svg:") }, "\(stages.warnings)")
        XCTAssertTrue(stages.layout.allNodes.contains { if case .missingImage = $0.content { return true } else { return false } },
                      "a placeholder: \(stages.layout.dump)")
    }

    func testACustomSymbolTakesItsSizeFromTheFontAndItsColorFromTheForeground() throws {
        func frame(_ view: some View) throws -> CGRect {
            let stages = try Renderer.forCurrentThread().pipeline(view.accessibilityIdentifier("symbol"), size: CGSize(width: 200, height: 200),
                                                                  scale: 1, environment: try environment(.light))
            XCTAssertEqual(stages.warnings, [])
            return try XCTUnwrap(stages.layout.frame(ofIdentifier: "symbol"))
        }
        // One template unit is size × 0.7046 / 70.46 = size / 100 points: margins 70 units apart,
        // ink 70.46 units tall.
        let regular = try frame(Image("custom.block").font(.system(size: 100)))
        XCTAssertEqual(regular.width, 70, accuracy: 0.01)
        XCTAssertEqual(regular.height, 70.46, accuracy: 0.5, "70.46 on the pixel grid")
        XCTAssertEqual(try frame(Image("custom.block").font(.system(size: 50))).width, 35, accuracy: 0.01)
        XCTAssertEqual(try frame(Image("custom.block").font(.system(size: 100)).fontWeight(.bold)).width, 90, accuracy: 0.01,
                       "the Bold variant's margins")
        XCTAssertEqual(try frame(Image("custom.block").font(.system(size: 100, weight: .black))).width, 70, accuracy: 0.01,
                       "no Black variant: the Regular one")

        let image = try Renderer.forCurrentThread().render(Image("custom.block").font(.system(size: 100)).foregroundStyle(Color(red: 0, green: 0.5, blue: 1))
            .frame(width: 70, height: 71, alignment: .topLeading), size: CGSize(width: 70, height: 71), scale: 1, environment: try environment(.light))
        XCTAssertTrue(image.pixel(x: 30, y: 35) == (0, 128, 255, 255), "the block in the foreground style: \(image.pixel(x: 30, y: 35))")
        XCTAssertEqual(image.pixel(x: 68, y: 35).a, 0, "the margin right of the ink is empty")
    }

    func testACustomSymbolIsDrawnForItsFontBeforeLayout() throws {
        let renderer = try Renderer.forCurrentThread()
        let resolved = try renderer.resolve(Image("custom.block").font(.system(size: 100)).accessibilityIdentifier("symbol"),
                                            size: CGSize(width: 200, height: 200), scale: 1, environment: try environment(.light))
        try FileManager.default.removeItem(at: catalog)
        let laidOut = renderer.layout(resolved)
        XCTAssertEqual(try XCTUnwrap(laidOut.root.frame(ofIdentifier: "symbol")).width, 70, accuracy: 0.01, "drawn from the template before it went")
        XCTAssertEqual(resolved.diagnostics.warnings, [])
    }

    func testACustomSymbolSitsOnTheTextBaseline() throws {
        let view = HStack(alignment: .firstTextBaseline, spacing: 0) {
            Text("H").accessibilityIdentifier("text")
            Image("custom.block").accessibilityIdentifier("symbol")
        }.font(.system(size: 40))
        let stages = try Renderer.forCurrentThread().pipeline(view, size: CGSize(width: 200, height: 200), scale: 1, environment: try environment(.light))
        let text = try XCTUnwrap(stages.layout.frame(ofIdentifier: "text")), symbol = try XCTUnwrap(stages.layout.frame(ofIdentifier: "symbol"))
        let textNode = try XCTUnwrap(stages.layout.allNodes.first { $0.identifier == "text" })
        guard case let .text(layout, _) = textNode.content else { return XCTFail("\(textNode.content)") }
        XCTAssertEqual(symbol.maxY, text.minY + layout.firstBaseline, accuracy: 0.01, "the ink's bottom, on the Baseline guide, is on the baseline")
    }

    func testATemplateWithoutItsGuidesIsAPlaceholderThatSaysWhatIsMissing() throws {
        let stages = try Renderer.forCurrentThread().pipeline(Image("custom.bare"), size: CGSize(width: 50, height: 50), scale: 1, environment: try environment(.light))
        XCTAssertTrue(stages.warnings.contains { $0.contains("bare.svg: lacks the Baseline-M, Capline-M and margin guides of Regular-M") }, "\(stages.warnings)")
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
        XCTAssertTrue(error.contains("--assets /no/such.xcassets: no such file or folder"), error)
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

/// A custom symbol's layers in each rendering mode, from its template's own classes.
extension AssetCatalogTests {
    func pixels(_ mode: SymbolRenderingMode?, _ styles: (Color, Color, Color)? = nil) throws -> [(r: UInt8, g: UInt8, b: UInt8, a: UInt8)] {
        var symbol = AnyView(Image("custom.layers").symbolRenderingMode(mode).foregroundStyle(.black))
        if let styles { symbol = AnyView(Image("custom.layers").symbolRenderingMode(mode).foregroundStyle(styles.0, styles.1, styles.2)) }
        let view = ZStack { Color.white; symbol.font(.system(size: 100)).tint(.orange) }.frame(width: 120, height: 120)
        let image = try Renderer.forCurrentThread().render(view, size: CGSize(width: 120, height: 120), scale: 1,
                                                           environment: try environment(.light))
        // The three layers' middles, across the symbol's 90 units (one unit a point at 100 pt).
        let y = 60
        let box = (0..<120).filter { image.pixel(x: $0, y: y).r < 250 || image.pixel(x: $0, y: y).b < 250 }
        let left = try XCTUnwrap(box.first)
        return [13, 40, 67].map { image.pixel(x: left + $0, y: y) }
    }

    func testACustomSymbolInMonochromeIsOneColour() throws {
        for p in try pixels(nil) { XCTAssertEqual([p.r, p.g, p.b], [0, 0, 0]) }
    }

    func testACustomSymbolInHierarchicalTakesTheLabelHierarchysOpacities() throws {
        let layers = try pixels(.hierarchical)
        for (pixel, expected) in zip(layers, [0.0, 0.4 * 255, 0.7 * 255]) {
            XCTAssertEqual(Double(pixel.r), expected, accuracy: 1, "black at 1, 0.6 and 0.3 over white")
        }
    }

    func testACustomSymbolInPaletteGivesEachLayerItsStyle() throws {
        let layers = try pixels(.palette, (.red, .blue, .green))
        let (red, blue, green) = (SystemColorTable.color(.red, .light), SystemColorTable.color(.blue, .light), SystemColorTable.color(.green, .light))
        for (pixel, color) in zip(layers, [red, blue, green]) {
            XCTAssertEqual(Double(pixel.r), color.red * 255, accuracy: 1)
            XCTAssertEqual(Double(pixel.g), color.green * 255, accuracy: 1)
            XCTAssertEqual(Double(pixel.b), color.blue * 255, accuracy: 1)
        }
    }

    /// Multicolor: the system colour a layer names, the tint for `tintColor`, the template's own
    /// custom colour.
    func testACustomSymbolInMulticolorTakesTheTemplatesColours() throws {
        let layers = try pixels(.multicolor)
        let (red, orange) = (SystemColorTable.color(.red, .light), SystemColorTable.color(.orange, .light))
        XCTAssertEqual(Double(layers[0].r), red.red * 255, accuracy: 1)
        XCTAssertEqual(Double(layers[0].g), red.green * 255, accuracy: 1)
        XCTAssertEqual(Double(layers[1].g), orange.green * 255, accuracy: 1)
        XCTAssertEqual([layers[2].r, layers[2].g, layers[2].b], [0, 255, 0])
    }
}

