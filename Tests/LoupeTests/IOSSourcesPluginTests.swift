import Foundation
import XCTest
import LoupeUI

/// The IOSSources plugin end to end, as `swift build` runs it: a package beside a shared widget
/// folder, its target linking to the folder. The fixture builds the plugin, its tool and the section
/// reader from this repository's own sources (linked in), not all of Loupe, so it takes seconds.
final class IOSSourcesPluginTests: XCTestCase {
    private var root: URL!
    private var package: URL { root.appendingPathComponent("Linux") }
    private var shared: URL { root.appendingPathComponent("Shared/Widgets") }

    override func setUpWithError() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        root = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-plugin-\(UUID())")
        let files = FileManager.default
        for folder in ["Linux/Sources/probe", "Linux/Plugins", "Linux/Gated", "Shared/Widgets/Assets.xcassets"] {
            try files.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try files.createSymbolicLink(atPath: package.appendingPathComponent("Plugins/IOSSources").path,
                                     withDestinationPath: repository.appendingPathComponent("Plugins/IOSSources").path)
        for target in ["loupe-ios-sources", "LoupeSourceGate", "CLoupePreviews"] {
            try files.createSymbolicLink(atPath: package.appendingPathComponent("Sources/\(target)").path,
                                         withDestinationPath: repository.appendingPathComponent("Sources/\(target)").path)
        }
        // The recipe: a comment-only file and a link to the shared folder, which the target excludes.
        try files.createSymbolicLink(atPath: package.appendingPathComponent("Gated/Shared").path, withDestinationPath: "../../Shared/Widgets")
        try write("// Compiled from Shared/Widgets by the IOSSources plugin\n", "Linux/Gated/Gated.swift")
        try writeManifest(gated: #".target(name: "Gated", path: "Gated", exclude: ["Shared"], plugins: ["IOSSources"])"#)
        try write("""
            import CLoupePreviews
            import Gated
            var folders: [String] = []
            if let records = loupe_resources_begin() {
                for i in 0..<loupe_resources_count() { if let record = records[i], let path = record() { folders.append(String(cString: path)) } }
            }
            print(folders.joined(separator: ","))
            print(names().joined(separator: ","))
            """, "Linux/Sources/probe/main.swift")
        try write("""
            #if os(iOS)
            public func names() -> [String] { ["ios"] + extra() }
            #else
            public func names() -> [String] { ["not ios"] }
            #endif
            """, "Shared/Widgets/Names.swift")
        try write("func extra() -> [String] { [\"a\"] }\n", "Shared/Widgets/A.swift")
        try write("{\"info\":{\"author\":\"xcode\",\"version\":1}}\n", "Shared/Widgets/Assets.xcassets/Contents.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    /// The fixture's Package.swift, with the gated target declared as `gated`.
    private func writeManifest(gated: String) throws {
        try write("""
            // swift-tools-version:6.0
            import PackageDescription
            let package = Package(name: "PluginFixture", targets: [
                .target(name: "LoupeSourceGate"),
                .executableTarget(name: "loupe-ios-sources", dependencies: ["LoupeSourceGate"]),
                .plugin(name: "IOSSources", capability: .buildTool(), dependencies: ["loupe-ios-sources"]),
                .target(name: "CLoupePreviews"),
                \(gated),
                .executableTarget(name: "probe", dependencies: ["Gated", "CLoupePreviews"]),
            ])
            """, "Linux/Package.swift")
    }

    private func write(_ text: String, _ path: String) throws {
        try Data(text.utf8).write(to: root.appendingPathComponent(path))
    }

    private func run(_ executable: String, _ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [executable] + arguments
        process.currentDirectoryURL = package
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }

    private func build() throws -> (code: Int32, output: String) { try run("swift", ["build", "--product", "probe"]) }

    private func probe() throws -> [String] {
        try run(package.appendingPathComponent(".build/debug/probe").path, []).output.split(separator: "\n").map(String.init)
    }

    func testSharedFilesAreGatedTheirFolderRecordedAndAddsAndDeletesSeen() throws {
        let first = try build()
        XCTAssertEqual(first.code, 0, first.output)
        XCTAssertFalse(first.output.contains("warning:"), first.output)
        XCTAssertEqual(try probe(), [shared.resolvingSymlinksInPath().path, "ios,a"], "the iOS branch is compiled, and the folder recorded for resources")

        // A file added to the shared folder reaches the next build, with no edit to Package.swift…
        try write("func extra() -> [String] { [\"a\"] + more() }\n", "Shared/Widgets/A.swift")
        try write("func more() -> [String] { [\"b\"] }\n", "Shared/Widgets/B.swift")
        let added = try build()
        XCTAssertEqual(added.code, 0, added.output)
        XCTAssertEqual(try probe().last, "ios,a,b")

        // …and so does one deleted, with no "missing inputs" error.
        try FileManager.default.removeItem(at: shared.appendingPathComponent("B.swift"))
        try write("func extra() -> [String] { [\"a2\"] }\n", "Shared/Widgets/A.swift")
        let deleted = try build()
        XCTAssertEqual(deleted.code, 0, deleted.output)
        XCTAssertFalse(deleted.output.contains("missing inputs"), deleted.output)
        XCTAssertEqual(try probe().last, "ios,a2")
    }

    func testATargetFileNamedLikeASharedFileIsAnErrorThatSaysWhatToRename() throws {
        try write("// mine\n", "Linux/Gated/A.swift")
        let result = try build()
        XCTAssertNotEqual(result.code, 0)
        XCTAssertTrue(result.output.contains("Gated/A.swift has the name of the shared file"), result.output)
        XCTAssertTrue(result.output.contains("rename the target's own file (to Gated.swift, say)"), result.output)
    }

    func testALinkTheTargetDoesNotExcludeIsAnErrorThatSaysSo() throws {
        try writeManifest(gated: #".target(name: "Gated", path: "Gated", plugins: ["IOSSources"])"#)
        let result = try build()
        XCTAssertNotEqual(result.code, 0)
        XCTAssertTrue(result.output.contains("add exclude: [\"Shared\"] to the target"), result.output)
    }

    func testAFolderNamedInLoupeSourcesTxtWarnsHowToLinkIt() throws {
        try FileManager.default.removeItem(at: package.appendingPathComponent("Gated/Shared"))
        try write("../../Shared/Widgets\n", "Linux/Gated/loupe-sources.txt")
        try writeManifest(gated: #".target(name: "Gated", path: "Gated", resources: [.copy("loupe-sources.txt")], plugins: ["IOSSources"])"#)
        let result = try build()
        XCTAssertEqual(result.code, 0, result.output)
        XCTAssertTrue(result.output.contains("SwiftPM does not see files added to or deleted from a folder named there"), result.output)
        XCTAssertEqual(try probe().last, "ios,a")
    }

    /// The copy starts with its `#sourceLocation` line; a preview in it is listed at its own line.
    func testAPreviewInAGatedCopyIsListedAtItsOwnLine() {
        XCTAssertEqual(LoupePreviews.sourceLine(13, in: "Gated/Widget.loupe-ios.swift"), 12)
        XCTAssertEqual(LoupePreviews.sourceLine(13, in: "Widgets/Widget.swift"), 13)
    }
}
