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
}
