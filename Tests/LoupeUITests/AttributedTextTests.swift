import Foundation
import XCTest
@testable import LoupeUI

/// `Text(AttributedString)` and `Text(_:formatter:)` resolve to the runs SwiftUI would draw.
final class AttributedTextTests: XCTestCase {
    func resolvedRuns(_ text: Text) -> [ResolvedText.Run] {
        guard case .text(let resolved)? = ResolveContext(environment: EnvironmentValues(), diagnostics: Diagnostics()).resolve(text).first else {
            XCTFail("not a text"); return []
        }
        return resolved.runs
    }

    func testEachRunKeepsItsFontColorAndDecoration() {
        var greeting = AttributedString("Hello ")
        greeting.font = .headline
        var name = AttributedString("Ada")
        name.foregroundColor = .red
        name.underlineStyle = .single
        name.kern = 2
        let runs = resolvedRuns(Text(greeting + name))
        XCTAssertEqual(runs.map(\.string), ["Hello ", "Ada"])
        XCTAssertEqual(runs[0].font.weight, .semibold, "headline is semibold")
        XCTAssertTrue(runs[1].underline != nil)
        XCTAssertEqual(runs[1].extraTracking, 2)
        XCTAssertEqual(runs[1].paint, .color(Color.red.resolve(in: EnvironmentValues())))
    }

    func testAStringLiteralStaysALocalizedKey() {
        // Text("…") must not pick the AttributedString initialiser (Linux's AttributedString takes literals).
        XCTAssertEqual(resolvedRuns(Text("Plain")).map(\.string), ["Plain"])
    }

    func testAFormatterFormatsInItsOwnSettings() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd HH:mm"
        XCTAssertEqual(resolvedRuns(Text(Date(timeIntervalSince1970: 1_717_405_200), formatter: formatter)).map(\.string), ["2024-06-03 09:00"])
    }

    func runs(of view: some View) -> [ResolvedText.Run] {
        func texts(_ node: ResolvedNode) -> [ResolvedText.Run] {
            switch node {
            case .text(let text): return text.runs
            case let .stack(_, _, _, children), let .zStack(_, children): return children.flatMap(texts)
            case let .layout(_, child), let .effect(_, child): return texts(child)
            default: return []
            }
        }
        return ResolveContext(environment: EnvironmentValues()).resolve(view).flatMap(texts)
    }

    /// `.foregroundStyle(a, b, c)` gives the hierarchical levels their own styles.
    func testHierarchicalLevelsTakeTheStylesGivenForThem() {
        let view = VStack {
            Text("one").foregroundStyle(.secondary)
            Text("two").foregroundStyle(.tertiary)
        }.foregroundStyle(.red, .blue, .green)
        XCTAssertEqual(runs(of: view).map(\.paint), [Color.blue, Color.green].map { .color($0.resolve(in: EnvironmentValues())) })
    }

    /// iOS 16's view-level text modifiers reach every text inside.
    func testViewLevelUnderlineStrikethroughAndBaselineOffsetReachTheTexts() {
        let run = runs(of: VStack { Text("x") }.underline().strikethrough(color: .red).baselineOffset(3))[0]
        XCTAssertNotNil(run.underline)
        XCTAssertEqual(run.strikethrough, Color.red.resolve(in: EnvironmentValues()))
        XCTAssertEqual(run.baselineOffset, 3)
    }
}
