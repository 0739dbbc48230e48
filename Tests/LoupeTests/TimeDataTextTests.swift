import Foundation
import XCTest
import Loupe
import LoupeUI

/// iOS 18's live time text, read at the render date.
final class TimeDataTextTests: XCTestCase {
    let now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func string(_ text: Text) throws -> String? {
        let layout = try Loupe.layout(text, size: CGSize(width: 300, height: 40), now: now)
        return layout.allNodes.first { $0.kind == "Text" }?.textString
    }

    func testATimerCountsDownToItsEnd() throws {
        let range = now.addingTimeInterval(-60)..<now.addingTimeInterval(540)
        XCTAssertEqual(try string(Text(.currentDate, format: .timer(countingDownIn: range))), "9:00")
        XCTAssertEqual(try string(Text(.currentDate, format: .timer(countingUpIn: range))), "1:00")
    }

    func testAStopwatchShowsHundredthsUnlessToldWholeSeconds() throws {
        let start = now.addingTimeInterval(-65.25)
        XCTAssertEqual(try string(Text(.currentDate, format: .stopwatch(startingAt: start))), "1:05.25")
        XCTAssertEqual(try string(Text(.currentDate, format: .stopwatch(startingAt: start, maxPrecision: .seconds(1)))), "1:05")
    }

    func testOffsetAndReferenceAreInWords() throws {
        XCTAssertEqual(try string(Text(.currentDate, format: .offset(to: now.addingTimeInterval(600)))), "+10 minutes")
        XCTAssertEqual(try string(Text(.currentDate, format: .reference(to: now.addingTimeInterval(-7_500)))), "2 hr, 5 min")
    }
}
