import Foundation
import XCTest
import Loupe
import LoupeUI

/// `@ScaledMetric`: a number that follows Dynamic Type like its text style.
final class ScaledMetricTests: XCTestCase {
    struct Dot: View {
        @ScaledMetric(relativeTo: .body) var side: CGFloat = 20
        var body: some View { Circle().frame(width: side, height: side).accessibilityIdentifier("dot") }
    }

    func side(at size: DynamicTypeSize) throws -> CGFloat {
        try XCTUnwrap(Loupe.layout(Dot().dynamicTypeSize(size), size: CGSize(width: 200, height: 200)).frame(ofIdentifier: "dot")).width
    }

    func testTheValueAtTheDefaultSizeIsAsDeclared() throws {
        XCTAssertEqual(try side(at: .large), 20, accuracy: 0.01)
    }

    func testItScalesAsBodyTextDoes() throws {
        // Body is 17 pt at large and 23 pt at xxxLarge (facts.md §3): 20 × 23 / 17.
        XCTAssertEqual(try side(at: .xxxLarge), 20 * 23 / 17, accuracy: 0.34)
        XCTAssertLessThan(try side(at: .xSmall), 20)
    }
}
