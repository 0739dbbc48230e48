import Foundation
import XCTest
@testable import LoupeCLI
import LoupeExamples

/// The command line: parsing, errors and exit codes, output files.
final class CommandLineTests: XCTestCase {
    struct Run { let code: Int32; let output: String; let error: String }

    func run(_ arguments: [String]) -> Run {
        var output = "", error = ""
        let tool = LoupeCommandLine(examples: Examples.all, output: { output += $0 + "\n" }, error: { error += $0 + "\n" })
        let code = tool.run(arguments)
        return Run(code: code, output: output, error: error)
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-cli-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    func testHelpAndVersionExitZero() {
        let help = run(["--help"])
        XCTAssertEqual(help.code, 0)
        XCTAssertTrue(help.output.contains("usage: loupe <command>"))
        XCTAssertTrue(help.output.contains("exit codes"))
        let renderHelp = run(["render", "--help"])
        XCTAssertEqual(renderHelp.code, 0)
        XCTAssertTrue(renderHelp.output.contains("--example NAME"))
        XCTAssertEqual(run(["--version"]).output, "loupe 0.1.0\n")
    }

    func testUsageErrorsExitTwoAndSuggestTheNearestChoice() {
        let cases: [([String], String)] = [
            (["rendr"], "unknown command 'rendr'; did you mean 'render'?"),
            (["render", "--example", "wether"], "unknown example 'wether'; did you mean 'weather'?"),
            (["render", "--exmaple", "weather"], "unknown option '--exmaple' for 'loupe render'; did you mean '--example'?"),
            (["render"], "loupe render needs --example NAME"),
            (["render", "--example", "weather", "--scale", "4"], "--scale must be 1, 2 or 3, not '4'"),
            (["render", "--example", "weather", "--format", "jpg"], "--format must be png or svg, not 'jpg'"),
            (["render", "--example", "weather", "--size", "0x10"], "both sides must be finite numbers greater than 0"),
            (["render", "--example", "weather", "--size", "big"], "--size must look like 364x170"),
            (["render", "--example", "weather", "--size", "9000x10"], "the limit is 16384 a side"),
            (["render", "--example", "weather", "--dump", "pixels"], "--dump must be resolved, layout or display-list"),
            (["render", "--example", "weather", "--scale"], "option --scale needs a value"),
            (["render", "--example", "weather", "stray"], "unexpected argument 'stray'"),
        ]
        for (arguments, message) in cases {
            let result = run(arguments)
            XCTAssertEqual(result.code, 2, "\(arguments)")
            XCTAssertTrue(result.error.contains(message), "\(arguments): \(result.error)")
            XCTAssertTrue(result.error.hasPrefix("loupe: error: "), result.error)
        }
    }

    func testRenderWritesAPNGOfTheRightSize() throws {
        let file = try temporaryFolder().appendingPathComponent("out.png")
        let result = run(["render", "--example", "weather", "--scale", "2", "-o", file.path])
        XCTAssertEqual(result.code, 0, result.error)
        XCTAssertTrue(result.output.contains("340×340 px @2x"))
        let png = try Data(contentsOf: file)
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(png[16..<24].map { $0 }, [0, 0, 1, 0x54, 0, 0, 1, 0x54], "IHDR: 340 × 340")
    }

    func testFormatFollowsTheOutputExtension() throws {
        let file = try temporaryFolder().appendingPathComponent("out.svg")
        XCTAssertEqual(run(["render", "--example", "battery", "--output=\(file.path)"]).code, 0)
        XCTAssertTrue(String(decoding: try Data(contentsOf: file), as: UTF8.self).contains("<svg"))
    }

    func testDumpLayoutPrintsOneNodePerLine() {
        let result = run(["render", "--example", "battery", "--dump", "layout"])
        XCTAssertEqual(result.code, 0)
        let lines = result.output.split(separator: "\n")
        XCTAssertEqual(lines.first, "root 0 0 170 170")
        XCTAssertTrue(lines.contains { $0.hasSuffix("frame 23 23 56 56 #phone") }, "the identifier tags the view it was attached to")
    }

    func testDumpResolvedShowsTheTreeBeforeLayout() {
        let result = run(["render", "--example", "weather", "--dump", "resolved"])
        XCTAssertEqual(result.code, 0)
        XCTAssertTrue(result.output.contains("Text \"Cupertino\" [semibold 17pt rgb(255,255,255)]"), result.output)
        XCTAssertTrue(result.output.contains("Image systemName cloud.sun.fill → wb_cloudy"), result.output)
    }

    func testUnwritableOutputFailsWithExitOneAndLeavesNoFile() throws {
        let folder = try temporaryFolder()
        let missing = folder.appendingPathComponent("no/such/dir/out.png")
        let result = run(["render", "--example", "weather", "-o", missing.path])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.error.contains("does not exist"), result.error)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), [])
    }

    func testExistingFileIsReplacedOnlyBySuccess() throws {
        let file = try temporaryFolder().appendingPathComponent("keep.png")
        try Data("previous".utf8).write(to: file)
        XCTAssertEqual(run(["render", "--example", "weather", "--size", "-1x5", "-o", file.path]).code, 2)
        XCTAssertEqual(try Data(contentsOf: file), Data("previous".utf8))
        XCTAssertEqual(run(["render", "--example", "weather", "-o", file.path]).code, 0)
        XCTAssertNotEqual(try Data(contentsOf: file), Data("previous".utf8))
    }

    func testListNamesEveryExample() {
        let output = run(["list"]).output
        for example in Examples.all { XCTAssertTrue(output.contains(example.name)) }
    }

    func testEditDistance() {
        XCTAssertEqual(ArgumentParser.editDistance("kitten", "sitting"), 3)
        XCTAssertEqual(ArgumentParser.editDistance("", "abc"), 3)
    }
}
