import Foundation
import XCTest
@testable import LoupeCLI
import Loupe
import LoupeUI

/// A legacy preview as Live Activity teams write them: its state is a `static let` built with
/// `Date()`, which Swift initialises the first time it is touched — when the previews are listed,
/// before any cell renders.
struct StaticClockProbe_Previews: PreviewProvider {
    static let deadline = Date().addingTimeInterval(15 * 60)

    static var previews: some View {
        Text(deadline, style: .timer)
            .accessibilityIdentifier("timer")
            .containerBackground(.white, for: .widget)
            .previewContext(WidgetPreviewContext(family: .systemSmall))
            .previewDisplayName(StaticClockTests.previewName)
    }
}

final class StaticClockTests: XCTestCase {
    static let previewName = "Static clock probe"
    /// Set in a child process: the file it renders the probe to.
    static let outputVariable = "LOUPE_STATIC_CLOCK_PROBE_OUTPUT"

    /// Listing the previews outside any render pins them at the process's now.
    func testAStaticTouchedFirstWhileListingReadsThePinnedNow() {
        XCTAssertTrue(LoupePreviews.all.contains { $0.item.name == Self.previewName })
        XCTAssertEqual(StaticClockProbe_Previews.deadline, LoupeClock.processNow.addingTimeInterval(15 * 60))
    }

    /// Two processes, started more than a second of real time apart, render the same bytes, and the
    /// timer reads the 15 minutes it was built with. The timer shows seconds, so a static that read
    /// the real clock would differ between the two (and would read thousands of hours).
    func testTwoRunsOfTheCommandLineRenderTheSameBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-static-clock-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func childRender(_ name: String) throws -> (png: Data, dump: String) {
            let file = folder.appendingPathComponent(name)
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["LoupeTests.StaticClockTests/testChildRendersTheProbe"]
            child.environment = ProcessInfo.processInfo.environment.merging([Self.outputVariable: file.path]) { $1 }
            child.standardOutput = FileHandle.nullDevice
            child.standardError = FileHandle.nullDevice
            try child.run()
            child.waitUntilExit()
            XCTAssertEqual(child.terminationStatus, 0, "the child's render failed")
            return (try Data(contentsOf: file), try String(contentsOf: file.appendingPathExtension("txt"), encoding: .utf8))
        }
        let first = try childRender("first.png")
        Thread.sleep(forTimeInterval: 1.2)
        let second = try childRender("second.png")
        XCTAssertEqual(first.png, second.png)
        XCTAssertTrue(first.dump.contains("#timer") && first.dump.contains("\"15:00\""), first.dump)
    }

    /// Run by the test above in a child process (a fresh process: the static is not yet touched).
    func testChildRendersTheProbe() throws {
        guard let path = ProcessInfo.processInfo.environment[Self.outputVariable] else {
            throw XCTSkip("runs only as the child of testTwoRunsOfTheCommandLineRenderTheSameBytes")
        }
        let tool = LoupeCommandLine(previews: [], examples: [], records: LoupePreviews.all.filter { $0.item.name == Self.previewName },
                                    output: { _ in }, error: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        XCTAssertEqual(tool.run(["render", Self.previewName, "-o", path]), 0)
        XCTAssertEqual(tool.run(["render", Self.previewName, "--dump", "layout", "-o", path + ".txt"]), 0)
    }
}
