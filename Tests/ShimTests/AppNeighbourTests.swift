import Foundation
import XCTest
import Loupe
import SwiftUI
import UIKit

/// Code shared with the app: UIKit's image calls, the environment values SwiftUI gives every view,
/// and formatters inside text literals.
final class AppNeighbourTests: XCTestCase {
    /// A red square drawn at 2x: 10 × 10 points of 20 × 20 pixels, its PNG read back the same size.
    func testAnImageRendererDrawsWhatUIKitCodeFills() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 5, y: 0, width: 5, height: 5)).fill()
        }
        XCTAssertEqual(image.size, CGSize(width: 10, height: 10))
        XCTAssertEqual(image.scale, 2)
        let png = try XCTUnwrap(image.pngData())
        XCTAssertEqual(UIImage(data: png)?.size, CGSize(width: 20, height: 20), "the PNG's own header: pixels, at 1x")
        XCTAssertNil(image.jpegData(compressionQuality: 0.8))
        let drawn = try Loupe.render(Image(uiImage: image), size: CGSize(width: 10, height: 10), scale: 2)
        let left = drawn.pixel(x: 2, y: 10), oval = drawn.pixel(x: 15, y: 5), corner = drawn.pixel(x: 19, y: 19)
        XCTAssertGreaterThan(left.r, 200); XCTAssertLessThan(left.b, 80)
        XCTAssertGreaterThan(oval.b, 200); XCTAssertLessThan(oval.r, 80)
        XCTAssertEqual(corner.a, 0, "nothing drawn there")
    }

    struct Reader: View {
        @Environment(\.openURL) var openURL
        @Environment(\.horizontalSizeClass) var sizeClass
        @Environment(\.controlSize) var controlSize
        @Environment(\.backgroundMaterial) var material
        @Environment(\.widgetContentMargins) var margins
        @Environment(\.showsWidgetContainerBackground) var showsBackground
        @Environment(\.redactionReasons) var redaction
        @Environment(\.isLuminanceReduced) var isLuminanceReduced
        @Environment(\.displayScale) var displayScale
        @Environment(\.accessibilityReduceMotion) var reduceMotion
        @Environment(\.colorSchemeContrast) var contrast
        @Environment(\.scenePhase) var scenePhase
        @Environment(\.dismiss) var dismiss
        var body: some View {
            Text("\(sizeClass == .compact ? "compact" : "regular") \(String(describing: controlSize)) \(material == nil ? "none" : "material") \(reduceMotion ? "reduced" : "motion") \(contrast == .standard ? "standard" : "increased") \(scenePhase == .active ? "active" : "idle")")
        }
    }

    /// The values a widget on the Home Screen has; a view's own `.environment`/`.controlSize` wins.
    func testEnvironmentValuesReadAsAWidgetsAndCanBeSet() throws {
        func text(_ view: some View) throws -> String {
            try Loupe.layout(view, size: CGSize(width: 400, height: 40)).allNodes.first { $0.kind == "Text" }?.detail ?? ""
        }
        XCTAssertEqual(try text(Reader()), "\"compact regular none motion standard active\"")
        XCTAssertEqual(try text(Reader().controlSize(.mini).environment(\.accessibilityReduceMotion, true)),
                       "\"compact mini none reduced standard active\"")
        Reader().openURL(URL(string: "https://example.com")!)  // opens nothing, and returns
    }

    /// `\(date, formatter:)` in a literal uses the formatter as it is.
    func testAFormatterInsideATextLiteral() throws {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let date = Date(timeIntervalSince1970: 86_400 * 365)
        let node = try Loupe.layout(Text("Due \(date, formatter: formatter)"), size: CGSize(width: 300, height: 40)).allNodes.first { $0.kind == "Text" }
        XCTAssertEqual(node?.detail, "\"Due 1971-01-01\"")
    }

    /// UIKit's fixed colours have the components Apple documents; the system ones follow the scheme.
    func testUIKitsNamedColours() {
        let light = EnvironmentValues()
        XCTAssertEqual(UIColor.orange.color.resolve(in: light), RGBA(red: 1, green: 0.5, blue: 0))
        XCTAssertEqual(UIColor.brown.color.resolve(in: light), RGBA(red: 0.6, green: 0.4, blue: 0.2))
        XCTAssertEqual(UIColor.darkGray.color.resolve(in: light), RGBA(red: 1.0 / 3, green: 1.0 / 3, blue: 1.0 / 3))
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        XCTAssertNotEqual(UIColor.systemMint.color.resolve(in: light), UIColor.systemMint.color.resolve(in: dark))
        XCTAssertEqual(UIColor.tintColor.color.resolve(in: light), UIColor.systemBlue.color.resolve(in: light))
    }
}
