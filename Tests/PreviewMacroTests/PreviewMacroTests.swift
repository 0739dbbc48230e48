import Foundation
import XCTest
import Loupe
import LoupeUI

/// `#Preview` blocks are found at run time and render, with no registry.
final class PreviewMacroTests: XCTestCase {
    /// This target's previews (the test binary also links the examples', which have their own).
    var records: [LoupePreviews.Record] { LoupePreviews.all.filter { $0.file.hasPrefix("PreviewMacroTests/") } }

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
}
