import Foundation
import XCTest
@testable import Loupe
@testable import LoupeUI

/// `Color.accentColor` and the default tint are the app's accent color: the catalog's `AccentColor`
/// set, as Xcode's widget template creates it, else the system blue.
final class AccentColorTests: XCTestCase {
    /// The accent color three ways: filled, as a progress view's default tint, and as a gauge's.
    struct AccentWidget: Widget {
        let accent: Color?
        init() { accent = nil }
        init(accent: Color?) { self.accent = accent }
        struct Entry: TimelineEntry { let date: Date }
        struct Provider: TimelineProvider {
            func placeholder(in context: Context) -> Entry { Entry(date: .now) }
            func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
            func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) { completion(Timeline(entries: [placeholder(in: context)], policy: .never)) }
        }
        var body: some WidgetConfiguration {
            let accent = self.accent
            return StaticConfiguration(kind: "Accent", provider: Provider()) { _ in
                VStack {
                    Circle().fill(accent ?? .accentColor).frame(width: 30, height: 30)
                    ProgressView(value: 0.6).tint(accent)
                    Gauge(value: 0.4) { Text("G") }.gaugeStyle(.accessoryCircularCapacity).tint(accent)
                }
                .containerBackground(.white, for: .widget)
            }
            .supportedFamilies([.systemSmall])
        }
    }

    func catalog(light: String, dark: String) throws -> AssetCatalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-accent-\(UUID())/Assets.xcassets")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        let set = folder.appendingPathComponent("AccentColor.colorset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        try Data(#"{"info":{"author":"xcode","version":1}}"#.utf8).write(to: folder.appendingPathComponent("Contents.json"))
        try Data("""
        {"colors":[{"color":{"color-space":"srgb","components":{\(light)}},"idiom":"universal"},
          {"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{\(dark)}},"idiom":"universal"}]}
        """.utf8).write(to: set.appendingPathComponent("Contents.json"))
        return try AssetCatalog(contentsOf: folder)
    }

    private func pixels(_ widget: AccentWidget, _ mode: WidgetRenderingMode, _ scheme: ColorScheme, catalogs: [AssetCatalog]) throws -> [UInt8] {
        var cell = WidgetCell(family: .systemSmall, renderingMode: mode, colorScheme: scheme)
        cell.assetCatalogs = catalogs
        let image = try Renderer.forCurrentThread().render(.widget(widget), cell: cell)
        XCTAssertEqual(image.stages.missingResources, [])
        return image.pixels
    }

    func testTheCatalogsAccentColorIsTheAccentAndTheDefaultTintInEveryModeAndScheme() throws {
        let orange = try catalog(light: #""red":"1.000","green":"0.450","blue":"0.000","alpha":"1.000""#,
                                 dark: #""red":"1.000","green":"0.600","blue":"0.200","alpha":"1.000""#)
        let explicit = Color(light: Color(red: 1, green: 0.45, blue: 0), dark: Color(red: 1, green: 0.6, blue: 0.2))
        for mode in WidgetRenderingMode.allCases {
            for scheme in ColorScheme.allCases {
                XCTAssertEqual(try pixels(AccentWidget(), mode, scheme, catalogs: [orange]),
                               try pixels(AccentWidget(accent: explicit), mode, scheme, catalogs: []), "\(mode) \(scheme)")
            }
        }
        XCTAssertNotEqual(try pixels(AccentWidget(), .fullColor, .light, catalogs: [orange]),
                          try pixels(AccentWidget(), .fullColor, .light, catalogs: []), "the catalog's color, not blue")
    }

    func testWithoutAnAccentColorSetItIsTheSystemBlueAndNothingIsMissing() throws {
        for scheme in ColorScheme.allCases {
            XCTAssertEqual(try pixels(AccentWidget(), .fullColor, scheme, catalogs: []),
                           try pixels(AccentWidget(accent: .blue), .fullColor, scheme, catalogs: []), "\(scheme)")
        }
    }

    func testTheSetsNameIsAccentColorUnlessTheSettingNamesAnother() {
        XCTAssertEqual(AssetCatalog.accentColorName(in: [:]), "AccentColor")
        XCTAssertEqual(AssetCatalog.accentColorName(in: ["LOUPE_ACCENT_COLOR_NAME": "BrandAccent"]), "BrandAccent")
    }
}
