import Foundation
import XCTest
@testable import LoupeCLI
import Loupe
import LoupeUI
import LoupeExamples

/// Odd inputs a fuzz pass of the command line found, each ending in a clear message and its exit code.
final class CommandLineFuzzTests: XCTestCase {
    func run(_ arguments: [String], name: String = "loupe", previews: [WidgetPreview] = Examples.widgets) -> CommandLineRun {
        CommandLineRun(arguments, name: name, previews: previews)
    }

    func output(_ name: String) -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-fuzz-\(UUID())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.appendingPathComponent(name).path
    }

    /// The pinned clock counts nanoseconds in 64 bits: a date it cannot hold is refused with the
    /// range, not a crash; the range's ends render.
    func testEveryDateTheFlagAcceptsRendersOrIsRefusedWithItsRange() {
        for text in ["9999-12-31T23:59:59Z", "0001-01-01T00:00:00Z"] {
            let refused = run(["render", "Steps", "--now", text, "-o", output("x.png")])
            XCTAssertEqual(refused.code, 2, text)
            XCTAssertTrue(refused.error.contains("1700-01-01T00:00:00Z to 2261-12-31T23:59:59Z"), refused.error)
        }
        for text in ["1700-01-01T00:00:00Z", "2261-12-31T23:59:59Z"] {
            XCTAssertEqual(run(["render", "Steps", "--now", text, "-o", output("y.png")]).code, 0, text)
        }
        XCTAssertThrowsError(try LoupeClock.date(from: "2300-01-01T00:00:00Z", source: "LOUPE_NOW"))
        XCTAssertThrowsError(try LoupeClock.withPinnedNow(Date(timeIntervalSince1970: 1e12)) {}, "the API refuses it too")
    }

    func testAnEmptyTargetNameIsAnError() {
        let empty = run(["render", "", "-o", output("z.png")])
        XCTAssertEqual(empty.code, 2)
        XCTAssertTrue(empty.error.contains("an empty target name"), empty.error)
        XCTAssertEqual(run(["render", ",", "-o", output("z.png")]).code, 2)
    }

    func testAMissingReviewBaselineIsAUsageErrorWithTheReason() {
        let missing = run(["review", "Steps", "--baseline", "/nonexistent/baseline.json"])
        XCTAssertEqual(missing.code, 2)
        XCTAssertTrue(missing.error.contains("--baseline /nonexistent/baseline.json: no such file"), missing.error)
    }

    func testAnUnknownLocaleIsRefusedAndAHyphenatedOneRead() {
        let unknown = run(["render", "Steps", "--locale", "zz_ZZ", "-o", output("l.png")])
        XCTAssertEqual(unknown.code, 2)
        XCTAssertTrue(unknown.error.contains("unknown --locale 'zz_ZZ'; did you mean"), unknown.error)
        XCTAssertFalse(unknown.error.contains("choose from:"), "a long list is not printed whole")
        XCTAssertEqual(run(["render", "Steps", "--locale", "de-DE", "-o", output("d.png")]).code, 0)
    }

    /// A megabyte of target name is answered at once (no suggestion is searched for it), and not echoed whole.
    func testAHugeTargetNameIsRefusedQuickly() {
        let name = String(repeating: "x", count: 1_000_000)
        let refused = run(["render", name, "-o", output("h.png")])
        XCTAssertEqual(refused.code, 2)
        XCTAssertLessThan(refused.error.count, 2_000, "the name is cut in the message")
        XCTAssertTrue(refused.error.contains("(1000000 characters"), refused.error)
    }

    /// Warnings printed from the render workers carry the user's command's name too.
    func testWarningsFromSeveralJobsUseTheCommandsName() {
        let preview = WidgetPreview.widget(FuzzUnknownSymbolWidget())
        let result = run(["render", "Unknown", "--jobs", "2", "--family", "systemSmall,systemMedium", "-o", output("warn") + "/"],
                         name: "tides", previews: [preview])
        XCTAssertTrue(result.error.contains("tides: warning:"), result.error)
        XCTAssertFalse(result.error.contains("loupe:"), result.error)
    }
}

/// `-o FILE` on the commands that write a report: the same atomic write and exit codes everywhere.
final class ReportFileTests: XCTestCase {
    func run(_ arguments: [String]) -> CommandLineRun { CommandLineRun(arguments) }

    func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-report-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// A review that fails on its findings still writes its report, and prints none of it.
    func testAReviewWritesItsReportAndKeepsItsExitCode() throws {
        let file = try folder().appendingPathComponent("review.json")
        let review = run(["review", "agenda", "--skip", "contrast", "--format", "json", "--fail-on", "warning", "-o", file.path])
        XCTAssertEqual(review.code, 1, review.error)
        XCTAssertEqual(review.output, "", "the report goes to the file")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any]
        XCTAssertNotNil(report?["findings"])
    }

    func testAListingGoesToItsFileAsJSONOrText() throws {
        let folder = try folder()
        XCTAssertEqual(run(["list", "--json", "-o", folder.appendingPathComponent("list.json").path]).code, 0)
        let listing = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("list.json"))) as? [String: Any]
        XCTAssertNotNil(listing?["widgets"])
        XCTAssertEqual(run(["list", "-o", folder.appendingPathComponent("list.txt").path]).code, 0)
        XCTAssertTrue(try String(contentsOf: folder.appendingPathComponent("list.txt"), encoding: .utf8).hasPrefix("widgets:"))
    }

    func testAReportInAMissingFolderIsAUsageErrorAndWritesNothing() throws {
        let missing = try folder().appendingPathComponent("no/such/review.txt")
        let review = run(["review", "Steps", "-o", missing.path])
        XCTAssertEqual(review.code, 2)
        XCTAssertTrue(review.error.contains("does not exist"), review.error)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
        XCTAssertEqual(run(["list", "-o", try folder().path]).code, 2, "a folder is not a report file")
    }
}

struct FuzzUnknownSymbolEntry: TimelineEntry { let date: Date }
struct FuzzUnknownSymbolWidget: Widget {
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> FuzzUnknownSymbolEntry { FuzzUnknownSymbolEntry(date: .now) }
        func getSnapshot(in context: Context, completion: @escaping (FuzzUnknownSymbolEntry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<FuzzUnknownSymbolEntry>) -> Void) {
            completion(Timeline(entries: [placeholder(in: context)], policy: .never))
        }
    }
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Unknown", provider: Provider()) { _ in Image(systemName: "no.such.symbol") }
            .supportedFamilies([.systemSmall, .systemMedium])
    }
}
