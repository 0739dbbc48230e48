import Foundation
import XCTest
import Loupe
import SwiftUI
import WidgetKit
import AppIntents

/// Widget files written for Xcode compile unchanged against the shims, and render.
final class ShimTests: XCTestCase {
    func texts(_ layout: LayoutNode) -> [String] { layout.allNodes.filter { $0.kind == "Text" }.map(\.detail) }

    func testConfigurableWidgetUsesTheDefaultIntent() throws {
        let layout = try Loupe.layout(.widget(ConfigurableWidget()), cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(texts(layout), ["\"All\"", "\"42 items\""])
    }

    func testPreviewUsingAnIntentConfiguresTheProvider() throws {
        let intent = SelectCategoryIntent()
        intent.category = CategoryEntity(id: "health", name: "Health")
        let preview = WidgetPreview.widget("Health", as: .systemMedium, using: intent, widget: { ConfigurableWidget() },
                                           timelineProvider: { ConfigurableProvider() })
        XCTAssertEqual(texts(try Loupe.layout(preview, cell: WidgetCell(family: .systemMedium))), ["\"Health\"", "\"42 items\""])
        XCTAssertEqual(SelectCategoryIntent().showCompleted, true, "@Parameter default")
    }

    func testUIKitNeighboursMapOntoLoupeUI() throws {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        XCTAssertEqual(Color(.systemGray2).resolve(in: environment), RGBA(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
        XCTAssertEqual(Color(uiColor: .systemBlue.withAlphaComponent(0.5)).resolve(in: EnvironmentValues()).alpha, 0.5)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledValue(for: 20), 20)
        let png = try Loupe.render(Color.red, size: CGSize(width: 4, height: 2), scale: 1).pngData()
        let layout = try Loupe.layout(Image(uiImage: UIImage(data: png)!).accessibilityIdentifier("i"), size: CGSize(width: 10, height: 10), scale: 1)
        XCTAssertEqual(layout.frame(ofIdentifier: "i")?.size, CGSize(width: 4, height: 2))
        XCTAssertNil(UIImage(contentsOfFile: "/no/such/file.png"))
    }
}
