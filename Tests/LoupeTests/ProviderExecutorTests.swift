import Foundation
import XCTest
@testable import Loupe
import LoupeExamples
import LoupeUI

/// Loupe's API is synchronous: it blocks its caller until a widget's provider answers. A caller on
/// Swift's cooperative pool — a Swift Testing test, an async function — holds one of the pool's
/// threads (one per core) while it waits, so a provider's async code must not need one of them.
final class ProviderExecutorTests: XCTestCase {
    func testAsyncProvidersAnswerWhileEveryPoolThreadWaitsForOne() async throws {
        // ReadingGoal's provider is an AppIntentTimelineProvider: its timeline is async.
        let preview = try XCTUnwrap(Examples.widget(named: "ReadingGoal"))
        let family = try XCTUnwrap(preview.families.first)
        let width = ProcessInfo.processInfo.activeProcessorCount
        let started = SharedCount()  // callers started on the pool
        let answers = await withTaskGroup(of: Result<Int, Error>.self) { group in
            for _ in 0..<width {
                group.addTask {
                    started.add()
                    // Every pool thread holds a caller before any of them asks: the starving case.
                    let deadline = DispatchTime.now().uptimeNanoseconds + 5_000_000_000
                    while started.value < width, DispatchTime.now().uptimeNanoseconds < deadline { usleep(1000) }
                    return Result {
                        try TimelineLoader.timeline(preview, family: family, device: DeviceProfile.defaultProfile(for: family),
                                                    now: LoupeClock.defaultNow, timeout: 3).entries.count
                    }
                }
            }
            var all: [Result<Int, Error>] = []
            for await answer in group { all.append(answer) }
            return all
        }
        XCTAssertEqual(answers.count, width)
        for answer in answers { XCTAssertGreaterThan(try answer.get(), 0) }
    }
}
