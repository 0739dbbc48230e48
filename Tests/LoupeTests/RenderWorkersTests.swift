import Foundation
import XCTest
import Loupe

/// The one worker pool: results in job order, every failure kept, progress counted in order.
final class RenderWorkersTests: XCTestCase {
    struct Odd: Error, Equatable { let index: Int }

    func testResultsComeBackInJobOrderWithEveryFailure() {
        let results = RenderWorkers.run(50, jobs: 2) { i, _ -> Int in
            if i % 7 == 0 { throw Odd(index: i) }
            return i * 2
        }
        XCTAssertEqual(results.count, 50)
        for (i, result) in results.enumerated() {
            switch result {
            case .success(let value): XCTAssertEqual(value, i * 2)
            case .failure(let error): XCTAssertEqual(error as? Odd, Odd(index: i))
            }
        }
        XCTAssertEqual(results.filter { if case .failure = $0 { return true }; return false }.count, 8)
    }

    func testProgressCountsEveryJobOnceInOrder() {
        var seen: [Int] = []
        _ = RenderWorkers.run(30, jobs: 2, progress: { seen.append($0) }) { i, _ in i }
        XCTAssertEqual(seen, Array(1...30))
    }

    /// A renderer never crosses threads: each job gets its own thread's.
    func testEachJobGetsItsThreadsRenderer() {
        let results = RenderWorkers.run(20, jobs: 2) { _, renderer in
            ObjectIdentifier(renderer) == ObjectIdentifier(try Renderer.forCurrentThread())
        }
        XCTAssertTrue(results.allSatisfy { (try? $0.get()) == true })
    }
}
