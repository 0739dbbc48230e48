import Foundation
import XCTest
import Loupe
import LoupeUI

/// The seed's SimpleWidget compiles against LoupeUI unchanged but for the import, and renders
/// every family it declares, from its own provider.
final class SimpleWidgetTests: XCTestCase {
    func layout(_ family: WidgetFamily, _ index: TimelineIndex = .entry(0)) throws -> Pipeline {
        try Renderer().pipeline(.widget(SimpleWidget()), cell: WidgetCell(family: family, timelineIndex: index))
    }
    func texts(_ p: Pipeline) -> [String] { p.layout.allNodes.filter { $0.kind == "Text" }.map(\.detail) }

    func testEveryDeclaredFamilyRendersWithoutWarnings() throws {
        for family in SimpleWidget().body._description.supportedFamilies {
            let pipeline = try layout(family)
            XCTAssertEqual(pipeline.warnings, [], "\(family)")
            XCTAssertNoThrow(try Renderer().rasterize(pipeline))
        }
    }

    func testTimelineHasFiveHourlyEntriesAndTheIndexPicksOne() throws {
        let timeline = try Loupe.timeline(.widget(SimpleWidget()), family: .systemSmall)
        XCTAssertEqual(timeline.entries.count, 5)
        XCTAssertEqual(timeline.policy, .atEnd)
        XCTAssertEqual(texts(try layout(.systemSmall, .entry(4))), ["\"Steps Today\"", "\"10432\""])
    }

    func testSmallViewPutsTheNumberAtTheBottomAndLinksToTheApp() throws {
        let pipeline = try layout(.systemSmall)
        let value = pipeline.layout.allNodes.first { $0.detail == "\"8432\"" }!
        // contentMarginsDisabled: the view's own .padding() (16) is the only margin.
        XCTAssertEqual(value.frame.maxY, 170 - 16, accuracy: 0.5)
        XCTAssertEqual(pipeline.layout.allNodes.first { $0.kind == "link" }?.detail, "myapp://steps")
    }

    func testMediumViewHasTheGoalColumnWithAProgressBar() throws {
        let pipeline = try layout(.systemMedium)
        let goal = pipeline.layout.allNodes.first { $0.detail == "\"Goal: 10,000\"" }!
        let remaining = pipeline.layout.allNodes.first { $0.detail == "\"1568 remaining\"" }!
        XCTAssertEqual(goal.frame.maxX, remaining.frame.maxX, accuracy: 0.01, "trailing-aligned column")
        XCTAssertEqual(goal.frame.maxX, 364 - 16, accuracy: 0.5)
    }

    func testPlaceholderShowsTheLoadingEntryRedacted() throws {
        let pipeline = try layout(.systemSmall, .placeholder)
        XCTAssertTrue(texts(pipeline).contains("\"Loading...\""))
        XCTAssertFalse(pipeline.displayList.commands.contains { if case .glyphs = $0 { return true }; return false })
    }

    func testLockScreenFamilies() throws {
        let circular = try layout(.accessoryCircular)
        XCTAssertTrue(texts(circular).contains("\"8k\""))
        let inline = try layout(.accessoryInline)
        XCTAssertEqual(texts(inline), ["\"8432 Steps Today\""])
        XCTAssertEqual(inline.layout.allNodes.first { $0.kind == "Image" }?.detail, "figure.walk")
    }
}
