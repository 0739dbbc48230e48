import Foundation
import XCTest
@testable import Loupe
import LoupeUI

/// The SwiftUI types the WidgetKit index lists that a widget draws once, whole (issue #17).
final class IndexViewTests: XCTestCase {
    let size = CGSize(width: 200, height: 200)

    func frames(_ view: some View) throws -> [CGRect] {
        try Loupe.layout(view, size: size).allNodes.filter { $0.kind == "Text" }.map(\.frame)
    }

    func testLazyStacksLayOutAsTheEagerOnes() throws {
        XCTAssertEqual(try frames(LazyVStack(alignment: .leading, spacing: 3) { Text("One"); Text("Two") }),
                       try frames(VStack(alignment: .leading, spacing: 3) { Text("One"); Text("Two") }))
        XCTAssertEqual(try frames(LazyHStack { Text("One"); Text("Two") }), try frames(HStack { Text("One"); Text("Two") }))
    }

    func testASectionStacksHeaderContentAndFooterLeading() throws {
        let texts = try frames(Section { Text("Row") } header: { Text("Header") } footer: { Text("A longer footer") })
        XCTAssertEqual(texts.count, 3)
        XCTAssertEqual(Set(texts.map(\.minX)).count, 1, "leading-aligned")
        // Stacked in order (two texts in a VStack touch: layout.md's text-to-text spacing).
        XCTAssertLessThanOrEqual(texts[0].maxY, texts[1].minY)
        XCTAssertLessThanOrEqual(texts[1].maxY, texts[2].minY)
    }

    func testAGroupBoxPadsItsContentOnARoundedSecondaryBackground() throws {
        let layout = try Loupe.layout(GroupBox("Box") { Text("Inside") }, size: size)
        let texts = layout.allNodes.filter { $0.kind == "Text" }
        let box = try XCTUnwrap(layout.allNodes.first { $0.kind == "RoundedRectangle" })
        XCTAssertEqual(texts[0].frame.minX - box.frame.minX, 16, accuracy: 0.34, "16 pt inside")
        XCTAssertEqual(texts[1].frame.minY - texts[0].frame.maxY, 8, accuracy: 0.34, "label 8 pt above the content")
        XCTAssertEqual(box.frame.width, 200, "as wide as offered")
    }

    func testScaledAndTransformedShapesMoveTheirPaths() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let scaled = Rectangle().scale(0.5).path(in: rect)
        XCTAssertTrue(scaled.contains(CGPoint(x: 10, y: 10)))
        XCTAssertFalse(scaled.contains(CGPoint(x: 2, y: 2)), "half size about the centre: 5…15")
        let moved = Rectangle().transform(CGAffineTransform(translationX: 30, y: 0)).path(in: rect)
        XCTAssertTrue(moved.contains(CGPoint(x: 40, y: 10)))
        XCTAssertFalse(moved.contains(CGPoint(x: 10, y: 10)))
    }

    func testSeparatorAndSelectionStylesAreTheSystemColors() {
        var environment = EnvironmentValues()
        environment.colorScheme = .dark
        XCTAssertEqual(SeparatorShapeStyle()._resolvePaint(in: environment), .color(RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6)),
                       "iOS's separator in the dark")
        XCTAssertEqual(SelectionShapeStyle()._resolvePaint(in: environment), Color.accentColor._resolvePaint(in: environment))
    }

    struct Folder: Identifiable {
        let id: Int
        let name: String
        var children: [Folder]?
    }

    func testAnOutlineGroupShowsItsTopLevelClosedWithAChevronWhereThereIsMore() throws {
        let folders = [Folder(id: 1, name: "Work", children: [Folder(id: 2, name: "Q3")]), Folder(id: 3, name: "Home")]
        let layout = try Loupe.layout(OutlineGroup(folders, children: \.children) { Text($0.name) }, size: size)
        XCTAssertEqual(layout.allNodes.compactMap(\.textString), ["Work", "Home"], "a widget cannot disclose: the children stay hidden")
        XCTAssertEqual(layout.allNodes.filter { $0.kind == "Image" }.count, 1, "a chevron for the row with children only")
    }
}
