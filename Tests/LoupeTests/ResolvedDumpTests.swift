import Foundation
import XCTest
@testable import Loupe
import LoupeUI
import LoupeExamples

/// `--dump resolved`: one line per node, modifiers by name and value, and what a modifier holds
/// (a container background, a watch label, a mask) beneath it.
final class ResolvedDumpTests: XCTestCase {
    private func dump(_ view: some View, _ environment: EnvironmentValues = EnvironmentValues()) -> [String] {
        ResolveContext(environment: environment).resolve(view).map(\.dump).joined().split(separator: "\n").map(String.init)
    }

    func testLayoutModifiersAreNamedWithTheirValues() {
        XCTAssertEqual(dump(Text("a").padding(.horizontal, 8)), ["padding 0 8 0 8", "  Text \"a\" [regular 17pt rgb(0,0,0)]"])
        XCTAssertEqual(dump(Color.red.frame(width: 10, alignment: .topLeading)).first, "frame width 10 topLeading")
        XCTAssertEqual(dump(Color.red.frame(maxWidth: .infinity, alignment: .leadingFirstTextBaseline)).first, "frame maxWidth inf leadingFirstTextBaseline")
        XCTAssertEqual(dump(Color.red.offset(x: 2, y: -3)).first, "offset 2 -3")
        XCTAssertEqual(dump(Color.red.accessibilityLabel("Level")).first, "accessibility label \"Level\"")
    }

    func testAContainerBackgroundIsListedAboveTheContentItBacks() {
        XCTAssertEqual(dump(Text("a").containerBackground(for: .widget) { Color.blue }), [
            "containerBackground",
            "    ZStack",
            "      Rectangle fill rgb(0,136,255)",
            "  content",
            "    Text \"a\" [regular 17pt rgb(0,0,0)]",
        ])
    }

    func testAMaskIsListedBelowTheContentItMasks() {
        let lines = dump(Color.red.mask { Circle() })
        XCTAssertEqual(lines.first, "mask")
        XCTAssertEqual(lines.dropFirst().map { $0.trimmingCharacters(in: .whitespaces).components(separatedBy: " ").first ?? "" },
                       ["Rectangle", "mask", "Circle"], "\(lines)")
    }

    func testRunsOfOneStyleAreListedOnce() {
        let count = 5
        XCTAssertEqual(dump(Text("\(count) of 30 min")), ["Text \"5 of 30 min\" [regular 17pt rgb(0,0,0)]"])
    }
}

/// A widget cell's first stage is the one its pipeline lays out.
final class CellResolveTests: XCTestCase {
    func testAWidgetCellsResolvedStageLaysOutAsItsPipeline() throws {
        let renderer = try Renderer()
        for family in [WidgetFamily.systemSmall, .accessoryRectangular] {
            let cell = WidgetCell(family: family, timelineIndex: .entry(1), renderingMode: .accented, colorScheme: .dark)
            let resolved = try renderer.resolve(.widget(StepsWidget()), cell: cell)
            XCTAssertEqual(renderer.layout(resolved).root.dump, try renderer.pipeline(.widget(StepsWidget()), cell: cell).layout.dump, "\(family)")
            XCTAssertEqual(resolved.renderingMode, .accented)
        }
    }
}
