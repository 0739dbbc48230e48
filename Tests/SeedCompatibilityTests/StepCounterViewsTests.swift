import Foundation
import XCTest
import Loupe
import LoupeUI

/// The seed's step-counter views compile against LoupeUI unchanged but for the import, and render
/// sensibly at the family sizes they were written for.
final class StepCounterViewsTests: XCTestCase {
    let views = StepCounterViews(entry: SimpleEntry(date: Date(timeIntervalSince1970: 0), title: "Steps", value: 7_432, icon: "figure.walk"))

    func testSmallViewPutsTheNumberAtTheBottomAndLinksToTheApp() throws {
        let pipeline = try Loupe.pipeline(views.smallView, size: CGSize(width: 170, height: 170))
        XCTAssertEqual(pipeline.warnings, [])
        let texts = pipeline.layout.allNodes.filter { $0.kind == "Text" }
        XCTAssertEqual(texts.map(\.detail), ["\"Steps\"", "\"7432\""], "Int interpolation has no grouping, as in SwiftUI")
        XCTAssertEqual(texts[1].frame.maxY, 170 - 16, accuracy: 0.5, "the Spacer pushes the value down to the padding")
        let link = pipeline.layout.allNodes.first { $0.kind == "link" }
        XCTAssertEqual(link?.detail, "myapp://steps")
        XCTAssertEqual(link?.frame, CGRect(x: 0, y: 0, width: 170, height: 170).intersection(link!.frame))
    }

    func testMediumViewPlacesTheGoalColumnOnTheTrailingSide() throws {
        let layout = try Loupe.layout(views.mediumView, size: CGSize(width: 364, height: 170))
        let goal = layout.allNodes.first { $0.detail == "\"Goal: 10,000\"" }!
        let remaining = layout.allNodes.first { $0.detail == "\"2568 remaining\"" }!
        XCTAssertEqual(goal.frame.maxX, remaining.frame.maxX, accuracy: 0.01, "trailing-aligned column")
        XCTAssertEqual(goal.frame.maxX, 364 - 16, accuracy: 0.5)
    }

    func testLargeViewListsFourHoursWithTabularDigits() throws {
        let pipeline = try Loupe.pipeline(views.largeView, size: CGSize(width: 364, height: 382))
        let hours = pipeline.layout.allNodes.filter { $0.detail.hasSuffix(":00\"") }
        XCTAssertEqual(hours.map(\.detail), ["\"9:00\"", "\"10:00\"", "\"11:00\"", "\"12:00\""])
        XCTAssertTrue(pipeline.layout.allNodes.contains { $0.kind == "Divider" })
        let image = try Renderer().rasterize(pipeline)
        XCTAssertEqual(image.width, 1092)
        XCTAssertEqual(image.height, 1146)
    }

    func testInlineViewIsOneLineWithItsSymbol() throws {
        let layout = try Loupe.layout(views.inlineView, size: CGSize(width: 257, height: 26))
        let text = layout.allNodes.first { $0.kind == "Text" }!
        XCTAssertEqual(text.detail, "\"7432 Steps\"")
        XCTAssertLessThan(text.frame.height, 26)
        XCTAssertEqual(layout.allNodes.first { $0.kind == "Image" }?.detail, "figure.walk")
    }
}
