import Foundation
import XCTest
import Loupe
import LoupeUI

/// `#Preview` blocks are found at run time and render, with no registry.
final class PreviewMacroTests: XCTestCase {
    /// This target's previews (the test binary also links the examples', which have their own).
    var records: [LoupePreviews.Record] { LoupePreviews.all.filter { $0.file.hasPrefix("PreviewMacroTests/") } }
    /// This target's legacy PreviewProvider previews.
    var legacy: [LoupePreviews.Record] { LoupePreviews.all.filter { $0.provider?.hasPrefix("PreviewMacroTests.") == true } }

    func testEveryPreviewInTheBinaryIsFoundWithItsNameAndPlace() {
        let records = self.records
        XCTAssertEqual(records.map(\.item.name), ["Counter timeline", nil, "Greeting", nil])
        XCTAssertEqual(records.map(\.location), ["PreviewMacroTests/Previews.swift:26", "PreviewMacroTests/Previews.swift:34",
                                               "PreviewMacroTests/Previews.swift:40", "PreviewMacroTests/Previews.swift:45"])
        XCTAssertTrue(records.allSatisfy { $0.file.hasSuffix("Previews.swift") })
    }

    /// The names the command line, the assertions and the gallery use: no line numbers. The widget
    /// itself is its kind; the unnamed widget preview its kind and family; the unnamed view, built
    /// from SwiftUI's own types, its file's name.
    func testThePreviewsAreNamedWithoutLineNumbers() {
        XCTAssertEqual(PreviewCatalog(records: records).names, ["Counter", "Counter timeline", "Counter-systemMedium", "Greeting", "Previews"])
    }

    func testTimelinePreviewRendersItsEntries() throws {
        guard case .widget(let preview) = records[0].item else { return XCTFail() }
        XCTAssertEqual(preview.families, [.systemSmall])
        for index in 0..<3 {
            let layout = try Loupe.layout(preview, cell: WidgetCell(family: .systemSmall, timelineIndex: .entry(index)))
            XCTAssertEqual(layout.node(withIdentifier: "count")?.detail, "\"\(index + 1)\"")
        }
    }

    func testProviderPreviewAsksTheProvider() throws {
        guard case .widget(let preview) = records[1].item else { return XCTFail() }
        let layout = try Loupe.layout(preview, cell: WidgetCell(family: .systemMedium))
        XCTAssertEqual(layout.node(withIdentifier: "count")?.detail, "\"10\"")
    }

    func testViewPreviewRenders() throws {
        guard case .view(let preview) = records[2].item else { return XCTFail() }
        let layout = try Loupe.layout(preview.makeView(), size: ViewPreview.canvas)
        XCTAssertTrue(layout.allNodes.contains { $0.detail == "\"Hello, Loupe\"" })
    }

    /// A PreviewProvider is found at run time, with no registry: each view in `previews` is a
    /// preview, with the traits of the modifiers on it and on the groups around it.
    func testLegacyPreviewProvidersAreFoundAndSplitIntoPreviews() throws {
        XCTAssertEqual(legacy.map(\.item.name), ["CounterWidget_Previews-systemSmall", "Counter on the Lock Screen", "CounterWidget_Previews"])
        XCTAssertEqual(legacy.first?.location, "PreviewProvider PreviewMacroTests.CounterWidget_Previews")
        guard case .widget(let small) = legacy[0].item, case .widget(let circular) = legacy[1].item, case .view(let plain) = legacy[2].item else {
            return XCTFail("two widget previews and a view")
        }
        XCTAssertEqual(small.families, [.systemSmall])
        XCTAssertEqual(circular.families, [.accessoryCircular])
        XCTAssertEqual(plain.layout, .sizeThatFits)
    }

    /// A view in a WidgetPreviewContext renders as the widget would: in the family's container.
    func testALegacyWidgetPreviewRendersInItsFamily() throws {
        guard case .widget(let small) = legacy[0].item else { return XCTFail() }
        let layout = try Loupe.layout(small, cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(layout.node(withIdentifier: "count")?.detail, "\"7\"")
        XCTAssertEqual(layout.node(withIdentifier: "time")?.detail, "\"9:00\u{202F}AM\"", "Date() in previews is read at the render's now")
        let image = try Loupe.render(small, cell: WidgetCell(family: .systemSmall))
        XCTAssertEqual(image.width, 510, "170 pt at @3x")
        let corner = image.pixels[(20 * image.width + 255) * 4..<(20 * image.width + 255) * 4 + 4]
        XCTAssertEqual(Array(corner), [255, 204, 0, 255], "the container background is the view's yellow")
    }

    /// The catalog names them as they were declared, and a sizeThatFits view is only as large as it is.
    func testLegacyPreviewsAreTargetsSizedAsDeclared() throws {
        let catalog = PreviewCatalog(records: legacy)
        XCTAssertEqual(catalog.names, ["CounterWidget_Previews-systemSmall", "Counter on the Lock Screen", "CounterWidget_Previews"])
        guard case .view(let plain) = catalog.targets[2].subject else { return XCTFail() }
        let stages = try Renderer.forCurrentThread().pipeline(plain, cell: ViewCell())
        XCTAssertLessThan(stages.size.width, 100, "the view's own width, not the canvas's 430 pt")
    }
}
