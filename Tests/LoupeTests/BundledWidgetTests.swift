import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeUI

/// A widget of the binary's widget bundle that no `#Preview` shows is still a target, as Xcode
/// lists every widget of its extension: found through the bundle, named by its kind.
final class BundledWidgetTests: XCTestCase {
    func testTheBinarysBundlesAreFoundWithTheirWidgets() {
        let kinds = LoupePreviews.bundledWidgets.map(\.kind)
        XCTAssertTrue(kinds.contains("BundledOnly"), "\(kinds)")
        XCTAssertEqual(LoupePreviews.bundledWidgets.first { $0.kind == "BundledOnly" }?.typeName, "BundledOnlyWidget")
    }

    func testABundledWidgetNoPreviewShowsIsATargetByItsKindAndTypeName() throws {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: [], examples: [], records: [], bundled: [BundledOnlyWidget()._loupeDescription],
                                    output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        XCTAssertEqual(tool.run(["list"]), 0, error)
        XCTAssertTrue(output.contains("BundledOnly"), output)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("bundled-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        XCTAssertEqual(tool.run(["render", "BundledOnlyWidget", "--family", "systemSmall", "-o", file.path]), 0, error)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file.path))
    }

    /// A widget a preview already shows keeps the preview's target; the bundle adds no second one.
    func testAWidgetAPreviewShowsIsNotAddedTwice() {
        let preview = WidgetPreview.widget("Brand", as: .systemSmall, widget: { BrandWidget() }, timeline: { BrandEntry(date: .now) })
        let catalog = PreviewCatalog(previews: [WidgetPreview(widget: BrandWidget()._loupeDescription), preview], records: [],
                                     bundled: [BrandWidget()._loupeDescription, BundledOnlyWidget()._loupeDescription])
        XCTAssertEqual(catalog.names.filter { $0 == BrandWidget()._loupeDescription.kind }.count, 1, "\(catalog.names)")
        XCTAssertEqual(catalog.names.filter { $0 == "BundledOnly" }.count, 1, "\(catalog.names)")
    }
}

struct BundledOnlyWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "BundledOnly", provider: BrandProvider()) { _ in Text("Only in the bundle") }
            .supportedFamilies([.systemSmall])
    }
}

struct BundledOnlyWidgets: WidgetBundle {
    var body: some Widget { BundledOnlyWidget() }
}
