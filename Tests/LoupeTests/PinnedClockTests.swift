import Dispatch
import Foundation
import XCTest
@testable import LoupeCLI
import Loupe
import LoupeUI

/// A widget written the way app teams write them: the provider builds its entries from `Date()`,
/// the view shows the entry's time, a relative date and the seconds of `Date()` itself.
struct WallClockEntry: TimelineEntry {
    let date: Date
    let deadline: Date
}

struct WallClockProvider: TimelineProvider {
    func placeholder(in context: Context) -> WallClockEntry { WallClockEntry(date: Date(), deadline: Date().addingTimeInterval(3_600)) }
    func getSnapshot(in context: Context, completion: @escaping (WallClockEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<WallClockEntry>) -> Void) {
        let now = Date()
        // As many providers do, the answer comes from another queue.
        DispatchQueue.global().async {
            let entries = (0..<3).map { WallClockEntry(date: now.addingTimeInterval(Double($0) * 900), deadline: now.addingTimeInterval(3_600)) }
            completion(Timeline(entries: entries, policy: .atEnd))
        }
    }
}

struct WallClockWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "WallClock", provider: WallClockProvider()) { entry in
            VStack {
                Text(entry.date, style: .time).accessibilityIdentifier("time")
                Text(entry.deadline, style: .relative).accessibilityIdentifier("relative")
                Text(Date.now.formatted(.dateTime.hour().minute().second())).accessibilityIdentifier("seconds")
            }
            .containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall])
    }
}

final class PinnedClockTests: XCTestCase {
    let june3 = Date(timeIntervalSince1970: 1_717_405_200)

    func testDateReadsThePinnedNowOnlyInsideTheScope() throws {
        let inside = try LoupeClock.withPinnedNow(june3) { Date() }
        XCTAssertEqual(inside, june3)
        XCTAssertGreaterThan(Date().timeIntervalSince(june3), 365 * 86_400, "outside a render the real clock runs")
        XCTAssertNil(LoupeClock.pinnedNow)
    }

    func testOtherThreadsAndTasksReadItToo() throws {
        final class Dates: @unchecked Sendable {
            let lock = NSLock()
            var values: [Date] = []
            func add(_ date: Date) { lock.lock(); values.append(date); lock.unlock() }
        }
        let seen = try LoupeClock.withPinnedNow(june3) { () -> [Date] in
            let dates = Dates(), group = DispatchGroup()
            for _ in 0..<4 {
                group.enter()
                DispatchQueue.global().async { dates.add(Date()); group.leave() }
            }
            group.wait()
            return dates.values
        }
        XCTAssertEqual(seen, Array(repeating: june3, count: 4))
    }

    /// libdispatch computes absolute deadlines from the wall clock: it must keep the real one, or
    /// every timed wait would end at once.
    func testTimeoutsStillWaitWhileTheClockIsPinned() throws {
        let waited = try LoupeClock.withPinnedNow(june3) { () -> Double in
            let start = DispatchTime.now()
            _ = DispatchSemaphore(value: 0).wait(timeout: .now() + 0.2)
            return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        }
        XCTAssertGreaterThan(waited, 0.15)
    }

    func testARenderInsideARenderAtAnotherNowIsAnError() throws {
        XCTAssertThrowsError(try LoupeClock.withPinnedNow(june3) { try LoupeClock.withPinnedNow(june3.addingTimeInterval(60)) {} }) { error in
            XCTAssertEqual("\(error)", "this thread already runs at now = 2024-06-03T09:00:00Z; a render at 2024-06-03T09:01:00Z cannot run inside it")
        }
        XCTAssertNoThrow(try LoupeClock.withPinnedNow(june3) { try LoupeClock.withPinnedNow(june3) {} }, "the same now nests")
    }

    func testLoupeNowIsReadAndCheckedAsISO8601() throws {
        XCTAssertEqual(try LoupeClock.configuredNow([:]), LoupeClock.defaultNow)
        XCTAssertEqual(try LoupeClock.configuredNow(["LOUPE_NOW": "2024-06-03T11:00:00+02:00"]), june3)
        XCTAssertThrowsError(try LoupeClock.configuredNow(["LOUPE_NOW": "tomorrow"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("LOUPE_NOW 'tomorrow' is not an ISO 8601 date and time"), "\(error)")
        }
    }

    /// The provider's Date(), the entries' dates, the relative text and Date() in the view all
    /// follow the cell's now — and a second of real time later the bytes are the same.
    func testAWallClockWidgetRendersTheSameWheneverItRuns() throws {
        let preview = WidgetPreview.widget(WallClockWidget())
        func texts(_ cell: WidgetCell) throws -> [String?] {
            let layout = try Loupe.layout(preview, cell: cell)
            return ["time", "relative", "seconds"].map { layout.node(withIdentifier: $0)?.detail }
        }
        var cell = WidgetCell(family: .systemSmall, timelineIndex: .entry(1))
        XCTAssertEqual(try texts(cell), ["\"9:15\u{202F}AM\"", "\"45 min\"", "\"9:00:00\u{202F}AM\""])
        cell.now = june3.addingTimeInterval(6 * 3_600 + 30 * 60)
        XCTAssertEqual(try texts(cell), ["\"3:45\u{202F}PM\"", "\"45 min\"", "\"3:30:00\u{202F}PM\""])

        let first = try Loupe.render(preview, cell: WidgetCell(family: .systemSmall)).pixels
        Thread.sleep(forTimeInterval: 1.1)
        XCTAssertEqual(try Loupe.render(preview, cell: WidgetCell(family: .systemSmall)).pixels, first)
    }

    /// The command line's --now reaches the provider; a bad one is a usage error.
    func testTheCommandLineRendersAtItsNow() {
        var output = "", error = ""
        let tool = LoupeCommandLine(previews: [.widget(WallClockWidget(), name: "WallClock")], examples: [], records: [],
                                    output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        XCTAssertEqual(tool.run(["render", "WallClock", "--dump", "layout", "--now", "2024-12-24T18:00:00Z"]), 0, error)
        XCTAssertTrue(output.contains("#time") && output.contains("\"6:00\u{202F}PM\""), output)
        XCTAssertEqual(tool.run(["render", "WallClock", "--now", "yesterday"]), 2)
        XCTAssertTrue(error.contains("--now 'yesterday' is not an ISO 8601 date and time"), error)
        XCTAssertNil(LoupeClock.pinnedNow, "the run's pin ends with the run")
    }
}
