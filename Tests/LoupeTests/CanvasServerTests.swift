#if canImport(Glibc)
import Glibc
#endif
import Foundation
import XCTest
@testable import Loupe
@testable import LoupeCLI
import LoupeUI

/// `loupe preview`: the page's server, its watching and rebuilding, its renderer and the page in a
/// real browser. The package is a temporary folder whose one widget draws the text of a watched file;
/// its "build" fails while the file says `#error`, as a compiler would, naming the file and line.
final class CanvasServerTests: XCTestCase {
    struct Entry: TimelineEntry { let date: Date; let label: String }

    /// A widget that shows the watched file's text and the entry's label.
    static func widget(showing file: URL) -> WidgetDescription {
        StaticConfiguration(kind: "Watched", provider: Provider()) { entry in
            VStack(spacing: 4) {
                Text(verbatim: (try? String(contentsOf: file, encoding: .utf8)) ?? "(missing)").font(.headline)
                Text(verbatim: entry.label).font(.caption)
            }
            .containerBackground(.white, for: .widget)
        }
        .supportedFamilies([.systemSmall, .systemMedium])._description
    }
    struct Provider: TimelineProvider {
        func placeholder(in context: Context) -> Entry { Entry(date: .now, label: "…") }
        func getSnapshot(in context: Context, completion: @escaping (Entry) -> Void) { completion(placeholder(in: context)) }
        func getTimeline(in context: Context, completion: @escaping (Timeline<Entry>) -> Void) {
            completion(Timeline(entries: [Entry(date: .now, label: "first")], policy: .never))
        }
    }

    struct Package {
        let folder: URL
        let file: URL
        let server: CanvasServer
        var url: String { "http://127.0.0.1:\(server.port!)" }
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-canvas-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }

    /// A package of one widget file (`Sources/Widget/Watched.swift`), served on a free port.
    func servedPackage(text: String = "Hello", builtAt: Date? = nil, builds: SharedCount? = nil) throws -> Package {
        let folder = try temporaryFolder()
        let sources = folder.appendingPathComponent("Sources/Widget")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let file = sources.appendingPathComponent("Watched.swift")
        try Data(text.utf8).write(to: file)
        let preview = WidgetPreview("Watched", widget: Self.widget(showing: file),
                                    entries: { [Entry(date: LoupeClock.defaultNow, label: "first"), Entry(date: LoupeClock.defaultNow + 3600, label: "second")] })
        let backend = InProcessRenderer { PreviewCatalog(previews: [preview], records: []) }
        var configuration = CanvasServer.Configuration()
        configuration.watched = [folder]
        configuration.interval = 0.05
        configuration.builtAt = builtAt
        configuration.build = {
            builds?.add()
            let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
            guard text.contains("#error") else { return BuildOutcome(succeeded: true, seconds: 0.01, diagnostics: [], output: "") }
            return BuildOutcome(succeeded: false, seconds: 0.01,
                                diagnostics: BuildDiagnostic.parse("\(file.path):1:1: error: \(text)\n"), output: "")
        }
        let server = CanvasServer(backend: backend, configuration: configuration)
        try server.start(host: "127.0.0.1", ports: [0])
        addTeardownBlock { server.stop() }
        return Package(folder: folder, file: file, server: server)
    }

    func exchange(_ port: UInt16, _ request: [UInt8]) throws -> String { try RawHTTP.exchange(port, request) }
    func get(_ url: String) throws -> Data { try RawHTTP.get(url) }

    func status(_ package: Package) throws -> [String: Any] {
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: get(package.url + "/api/state")) as? [String: Any])
        return try XCTUnwrap(state["status"] as? [String: Any])
    }

    func waitFor(_ what: String, timeout: TimeInterval = 10, _ condition: () throws -> Bool) rethrows {
        let deadline = Date() + timeout
        while Date() < deadline {
            if try condition() { return }
            Thread.sleep(forTimeInterval: 0.05)
        }
        XCTFail("\(what): not within \(timeout) s")
    }

    // MARK: Requests

    func testARequestHeadIsParsedOrRefused() throws {
        let request = try XCTUnwrap(HTTPRequest(head: "GET /api/cell?target=Steps+Today&family=system%53mall&entry= HTTP/1.1\r\nHost: x\r\nAccept: */*"))
        XCTAssertEqual(request.path, "/api/cell")
        XCTAssertEqual(request.query, ["target": "Steps Today", "family": "systemSmall", "entry": ""])
        XCTAssertEqual(request.headers["host"], "x")
        XCTAssertNil(HTTPRequest(head: "GET /a"), "no version")
        XCTAssertNil(HTTPRequest(head: "GET a HTTP/1.1"), "not a path")
        XCTAssertNil(HTTPRequest(head: "GET /a?x=%zz HTTP/1.1"), "bad escape")
        XCTAssertNil(HTTPRequest(head: "GET /a HTTP/1.1\r\nno colon"), "bad header")
        XCTAssertEqual(try CellRequest(fields: request.query).arguments, ["Steps Today", "--family", "systemSmall"], "an empty axis is left out")
        XCTAssertThrowsError(try CellRequest(fields: ["family": "systemSmall"])) { XCTAssertEqual("\($0)", "error: a cell needs a target\n(see 'loupe --help')") }
    }

    /// A request's axes are typed: each value is read once, into its type, and a wrong one named.
    func testACellRequestsAxesAreTyped() throws {
        let request = try CellRequest(fields: ["target": "Delivery", "presentation": "expanded", "entry": "2", "mode": "tinted", "scheme": "dark",
                                               "dynamicType": "accessibility2", "scene": "dynamicIsland"])
        XCTAssertEqual(request.presentation, .activity(.expanded))
        XCTAssertEqual(request.entry, .index(2))
        XCTAssertEqual(request.mode, .accented, "iOS's name for it")
        XCTAssertEqual(request.dynamicType, .accessibility2)
        XCTAssertEqual(request.scene, .dynamicIsland)
        XCTAssertEqual(try CellRequest(fields: ["target": "Light", "presentation": "small"]).presentation, .control(.small))
        let placed = try CellRequest(fields: ["target": "Steps", "layoutDirection": "rtl", "place": "standBy", "timeZone": "Europe/Berlin", "stale": "true"])
        XCTAssertEqual(placed.arguments, ["Steps", "--layout-direction", "rtl", "--time-zone", "Europe/Berlin", "--place", "standBy", "--stale"])
        XCTAssertEqual(try JSONDecoder().decode(CellRequest.self, from: JSONEncoder().encode(placed)), placed)
        XCTAssertEqual(try JSONDecoder().decode(CellRequest.self, from: JSONEncoder().encode(request)), request, "the same on the wire")
        func failure(_ fields: [String: String]) -> String {
            do { _ = try CellRequest(fields: fields); return "no error" } catch { return CLIError.from(error).message }
        }
        XCTAssertEqual(failure(["target": "S", "mode": "vibrnt"]), "unknown mode 'vibrnt'; did you mean 'vibrant'?")
        XCTAssertEqual(failure(["target": "S", "family": "systemSmal"]), "unknown family 'systemSmal'; did you mean 'systemSmall'?")
        XCTAssertEqual(failure(["target": "S", "entry": "-1"]), "entry must be an index (0, 1, …), placeholder or snapshot, not '-1'")
        XCTAssertEqual(failure(["target": "S", "place": "standby"]), "unknown place 'standby'; did you mean 'standBy'?")
        XCTAssertTrue(failure(["target": "S", "colour": "red"]).hasPrefix("a cell has no 'colour'"), failure(["target": "S", "colour": "red"]))
    }

    func testTheServerSurvivesMalformedRequests() throws {
        let package = try servedPackage()
        let port = try XCTUnwrap(package.server.port)
        XCTAssertTrue(try exchange(port, Array("NONSENSE\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 400"))
        XCTAssertTrue(try exchange(port, Array("GET /x?a=%zz HTTP/1.1\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 400"))
        XCTAssertTrue(try exchange(port, Array("GET / HTTP/1.1\r\n".utf8) + [UInt8](repeating: 65, count: 20_000)).hasPrefix("HTTP/1.1 431"))
        XCTAssertTrue(try exchange(port, [0xff, 0xfe, 13, 10, 13, 10]).hasPrefix("HTTP/1.1 400"), "not UTF-8")
        XCTAssertTrue(try exchange(port, Array("POST /api/state HTTP/1.1\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 405"))
        XCTAssertTrue(try exchange(port, Array("GET /nowhere HTTP/1.1\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 404"))
        XCTAssertTrue(try exchange(port, Array("GET /api/cell HTTP/1.1\r\n\r\n".utf8)).contains("a cell needs a target"))
        // DNS rebinding: a page of another site reaching this machine by its own name is refused.
        XCTAssertTrue(try exchange(port, Array("GET /api/state HTTP/1.1\r\nHost: evil.example:\(port)\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 403"))
        XCTAssertTrue(try exchange(port, Array("GET /api/state HTTP/1.1\r\nHost: localhost:\(port)\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 200"))
        XCTAssertTrue(try exchange(port, Array("GET /api/state HTTP/1.1\r\nHost: localhost:9\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 200"), "a forwarded port")
        XCTAssertTrue(try exchange(port, Array("GET /api/state HTTP/1.1\r\nHost: [::1]:\(port)\r\n\r\n".utf8)).hasPrefix("HTTP/1.1 200"))
        let head = try exchange(port, Array("HEAD / HTTP/1.1\r\n\r\n".utf8))
        XCTAssertTrue(head.hasPrefix("HTTP/1.1 200") && !head.contains("<html"), "HEAD answers without a body")
        XCTAssertEqual(try status(package)["generation"] as? Int, 0, "still serving")
    }

    // MARK: Cells

    func testACellIsTheCommandLinesRenderWithItsFindings() throws {
        let package = try servedPackage()
        let cell = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched&family=systemMedium&entry=1&scheme=dark"))
        XCTAssertNil(cell.error)
        let (width, height) = try XCTUnwrap(cell.png.map { try PNGCodec.decode($0) }.map { ($0.width, $0.height) })
        XCTAssertEqual([width, height, cell.width], [1092, 510, 1092], "systemMedium at the default device's 3x")
        XCTAssertEqual(cell.scale, 3)

        // The same bytes `render` writes for the cell.
        let out = try temporaryFolder().appendingPathComponent("cell.png")
        let catalog = PreviewCatalog(previews: [WidgetPreview("Watched", widget: Self.widget(showing: package.file),
                                                              entries: { [Entry(date: LoupeClock.defaultNow, label: "first"), Entry(date: LoupeClock.defaultNow + 3600, label: "second")] })], records: [])
        try RenderCommand(catalog: catalog, examples: [], output: { _ in }, warn: { _ in }).run(["Watched", "--family", "systemMedium", "--timeline-index", "1", "--scheme", "dark", "--quiet", "-o", out.path])
        XCTAssertEqual(try Data(contentsOf: out), cell.png)

        let wrong = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched&family=systemLarge"))
        XCTAssertNil(wrong.png)
        XCTAssertEqual(wrong.error, "Watched does not support systemLarge; it supports systemSmall, systemMedium", "the command line's words")
        let scene = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched&family=systemSmall&scene=standBy"))
        XCTAssertNil(scene.error)
        XCTAssertGreaterThan(scene.width, 1500, "the StandBy scene around the widget")
        let noScene = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched&family=systemMedium&scene=standBy"))
        XCTAssertEqual(noScene.error, "the StandBy scene does not show this systemMedium widget")
        let typo = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched&scene=standby"))
        XCTAssertEqual(typo.error, "unknown scene 'standby'; did you mean 'standBy'?")
    }

    // MARK: Watching and building

    func testASaveRebuildsAndAFailedBuildKeepsTheLastGoodRenderer() throws {
        let builds = SharedCount()
        let package = try servedPackage(builds: builds)
        let before = try get(package.url + "/api/cell?target=Watched")
        try Data("Edited".utf8).write(to: package.file)
        try waitFor("a new generation") { try status(package)["generation"] as? Int == 1 }
        XCTAssertEqual(builds.value, 1)
        let changed = try XCTUnwrap(try status(package)["changed"] as? [String])
        XCTAssertEqual(changed.map { ($0 as NSString).lastPathComponent }, ["Watched.swift"])
        XCTAssertNotEqual(try get(package.url + "/api/cell?target=Watched"), before)

        try Data("#error broken".utf8).write(to: package.file)
        try waitFor("the failed build") { (try status(package)["build"] as? [String: Any])?["succeeded"] as? Bool == false }
        let build = try XCTUnwrap(try status(package)["build"] as? [String: Any])
        let diagnostic = try XCTUnwrap((build["diagnostics"] as? [[String: Any]])?.first)
        XCTAssertEqual(diagnostic["file"] as? String, package.file.path)
        XCTAssertEqual(diagnostic["line"] as? Int, 1)
        XCTAssertEqual(try status(package)["generation"] as? Int, 1, "no new generation from a failed build")

        // A resource (not a source) changes: no build, a new renderer.
        try Data("{}".utf8).write(to: package.folder.appendingPathComponent("Sources/Widget/Colors.json"))
        try waitFor("a generation without a build") { try status(package)["generation"] as? Int == 2 }
        XCTAssertEqual(builds.value, 2, "JSON is read while rendering; only Swift is built")

        // A deleted source is a change like any other.
        try FileManager.default.removeItem(at: package.file)
        try waitFor("the deletion's build") { try status(package)["generation"] as? Int == 3 }
        let cell = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched"))
        XCTAssertNotNil(cell.png, "the widget draws without its file: \(cell.error ?? "")")
    }

    func testAPackageThatDoesNotBuildAtStartStillServesItsLastBinary() throws {
        let builds = SharedCount()
        let package = try servedPackage(text: "#error at start", builtAt: Date(timeIntervalSince1970: 0), builds: builds)
        try waitFor("the build at start") { try builds.value == 1 && (status(package)["build"] as? [String: Any])?["succeeded"] as? Bool == false }
        let cell = try JSONDecoder().decode(CanvasCell.self, from: get(package.url + "/api/cell?target=Watched"))
        XCTAssertNotNil(cell.png, "the binary that is there still draws")
    }

    func testTheWatcherFollowsLinksAndSkipsBuildOutput() throws {
        let folder = try temporaryFolder(), shared = try temporaryFolder()
        try FileManager.default.createDirectory(at: folder.appendingPathComponent(".build/debug"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent(".build/debug/x.swift"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Snapshots"), withIntermediateDirectories: true)
        try Data().write(to: folder.appendingPathComponent("Snapshots/a.png"))
        try Data().write(to: shared.appendingPathComponent("Widget.swift"))
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Shared"), withDestinationURL: shared)
        try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent("Loop"), withDestinationURL: folder)
        let watcher = SourceWatcher(roots: [folder])
        let first = watcher.scan()
        XCTAssertEqual(first.keys.map { ($0 as NSString).lastPathComponent }, ["Widget.swift"], "through the link, once; no build output or references")
        try Data("x".utf8).write(to: shared.appendingPathComponent("Widget.swift"))
        try Data().write(to: shared.appendingPathComponent("New.swift"))
        XCTAssertEqual(SourceWatcher.changes(from: first, to: watcher.scan()).map { ($0 as NSString).lastPathComponent }, ["New.swift", "Widget.swift"])
        XCTAssertTrue(SourceWatcher.needsBuild("/a/Widget.swift"))
        XCTAssertFalse(SourceWatcher.needsBuild("/a/Assets.xcassets/Contents.json"))
    }

    func testCompilerDiagnosticsAreReadOncePerPlaceErrorsFirst() {
        let output = """
        [1/4] Compiling Widgets Steps.swift
        /p/Sources/Widgets/Steps.swift:12:5: warning: variable 'x' was never used
        /p/Sources/Widgets/Steps.swift:14:9: error: cannot find 'Txt' in scope
        /p/Sources/Widgets/Steps.swift:14:9: error: cannot find 'Txt' in scope
        12 |     Txt("a")
        error: fatalError
        """
        XCTAssertEqual(BuildDiagnostic.parse(output), [
            BuildDiagnostic(file: "/p/Sources/Widgets/Steps.swift", line: 14, column: 9, severity: "error", message: "cannot find 'Txt' in scope"),
            BuildDiagnostic(file: "/p/Sources/Widgets/Steps.swift", line: 12, column: 5, severity: "warning", message: "variable 'x' was never used"),
        ])
    }

    func testThePackageOfABinaryIsWhereSwiftPMPutIt() throws {
        let root = try temporaryFolder()
        try Data().write(to: root.appendingPathComponent("Package.swift"))
        let binary = root.appendingPathComponent(".build/x86_64-unknown-linux-gnu/debug/widgets")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: binary)
        let package = try XCTUnwrap(PackageBuild.of(executable: binary))
        XCTAssertEqual(package.root.resolvingSymlinksInPath().path, root.resolvingSymlinksInPath().path)
        XCTAssertEqual(package.arguments, ["build", "--product", "widgets", "--configuration", "debug", "--scratch-path", package.scratch.path])
        XCTAssertEqual(package.scratch.lastPathComponent, ".build")
        XCTAssertNil(PackageBuild.of(executable: URL(fileURLWithPath: "/usr/bin/env")), "not built by SwiftPM")
    }

    func testPreviewOptionsAreChecked() {
        func run(_ arguments: [String]) -> (Int32, String) {
            let errors = LineBuffer()
            let code = LoupeCommandLine(previews: [], examples: [], output: { _ in }, error: { errors.append($0) }).run(arguments)
            return (code, errors.lines.joined(separator: "\n"))
        }
        XCTAssertEqual(run(["preview", "--port", "http"]).0, 2)
        XCTAssertTrue(run(["preview", "--port", "http"]).1.contains("--port must be a port number (0 for any free port), not 'http'"))
        let noPackage = run(["preview", "--package", "/nowhere"])
        XCTAssertEqual(noPackage.0, 2)
        XCTAssertTrue(noPackage.1.contains("--package /nowhere: no Package.swift there"), noPackage.1)
        XCTAssertTrue(run(["preview", "--prot", "1"]).1.contains("did you mean '--port'"))
    }

    // MARK: In a browser

    /// The page in headless Chromium, driven through the DevTools protocol: a save redraws without a
    /// reload, a build error shows and goes away, the scrubber changes the entry, a second tab draws.
    /// A screenshot is left in `.build/test-artifacts/canvas.png` to look at.
    func testThePageRedrawsOnASaveInChromium() throws {
        guard let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("Chromium is not installed: run scripts/setup --tests (CI does, through ./run-tests)")
        }
        let package = try servedPackage()
        let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let script = here.appendingPathComponent("../Browser/canvas_check.py").standardized
        let screenshot = here.appendingPathComponent("../../.build/test-artifacts/canvas.png").standardized
        try FileManager.default.createDirectory(at: screenshot.deletingLastPathComponent(), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, chromium, package.url + "/", package.file.path, screenshot.path]
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        struct Report: Decodable {
            let failure: String?
            let drawn: Int?
            let changedAfterSave: Bool?
            let reloaded: Bool?
            let error: String?
            let pictureKeptOnError: Bool?
            let scrubbed: Bool?
            let entryLabels: [String]?
            let secondTab: Bool?
            let console: [String]?
        }
        print("canvas_check.py: \(String(decoding: data, as: UTF8.self))")
        let report = try JSONDecoder().decode(Report.self, from: data)
        XCTAssertNil(report.failure)
        XCTAssertEqual(report.drawn, 1, "one preview, one cell (systemSmall, full colour, light, large)")
        XCTAssertEqual(report.changedAfterSave, true)
        XCTAssertEqual(report.reloaded, false, "pushed, not reloaded")
        XCTAssertEqual(report.error, "\(package.file.path):1:1: #error broken")
        XCTAssertEqual(report.pictureKeptOnError, true, "the last good picture stays under the error")
        XCTAssertEqual(report.scrubbed, true)
        XCTAssertEqual(report.entryLabels?.map { $0.prefix(2) }, ["0 ", "1 "])
        XCTAssertEqual(report.secondTab, true)
        XCTAssertEqual(report.console, [])
        print("canvas screenshot: \(screenshot.path)")
    }
}

/// The built `loupe preview` as a person starts it: the server prints its address, its renderer is a
/// worker process of the same binary, and a cell it answers is the bytes `loupe render` writes.
final class CanvasBinaryTests: XCTestCase {
    func testTheBuiltBinaryServesCellsFromItsWorker() throws {
        let loupe = MCPReferenceClientTests.products.appendingPathComponent("loupe")
        guard FileManager.default.isExecutableFile(atPath: loupe.path) else { return XCTFail("no built loupe beside the tests at \(loupe.path)") }
        let process = Process()
        process.executableURL = loupe
        process.arguments = ["preview", "--no-watch", "--port", "0"]
        process.currentDirectoryURL = MCPReferenceClientTests.root
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }

        // The first line is the address.
        var line = Data()
        while !line.contains(10) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            line.append(chunk)
        }
        let text = String(decoding: line, as: UTF8.self)
        let address = try XCTUnwrap(text.split(separator: " ").last.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }, text)
        XCTAssertTrue(text.hasPrefix("Loupe canvas: http://127.0.0.1:"), text)
        let state = try XCTUnwrap(JSONSerialization.jsonObject(with: RawHTTP.get(address + "api/state")) as? [String: Any])
        let widgets = try XCTUnwrap((state["catalog"] as? [String: Any])?["widgets"] as? [[String: Any]])
        XCTAssertTrue(widgets.contains { $0["name"] as? String == "Steps" }, "the worker lists the binary's previews")

        let cell = try JSONDecoder().decode(CanvasCell.self, from: RawHTTP.get(address + "api/cell?target=Steps&family=systemMedium&scheme=dark"))
        XCTAssertNil(cell.error)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-canvas-binary-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = folder.appendingPathComponent("steps.png")
        let render = Process()
        render.executableURL = loupe
        render.arguments = ["render", "Steps", "--family", "systemMedium", "--scheme", "dark", "--quiet", "-o", expected.path]
        try render.run()
        render.waitUntilExit()
        XCTAssertEqual(render.terminationStatus, 0)
        XCTAssertEqual(cell.png, try Data(contentsOf: expected), "the worker draws what render writes")
        let wrong = try JSONDecoder().decode(CanvasCell.self, from: RawHTTP.get(address + "api/cell?target=Stpes"))
        XCTAssertEqual(wrong.error, "unknown widget 'Stpes'; did you mean 'Steps'?", "the worker's error, in the command line's words")
    }
}

/// HTTP by hand over a socket (Foundation on Linux fetches no http: URL without FoundationNetworking).
enum RawHTTP {
    /// A raw exchange: the bytes sent, everything answered until the server closes.
    static func exchange(_ port: UInt16, _ request: [UInt8]) throws -> String {
        String(decoding: try exchangeBytes(port, request), as: UTF8.self)
    }

    static func exchangeBytes(_ port: UInt16, _ request: [UInt8]) throws -> [UInt8] {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        inet_pton(AF_INET, "127.0.0.1", &address.sin_addr)
        let connected = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        XCTAssertEqual(connected, 0)
        _ = request.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var answer: [UInt8] = [], buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = recv(fd, &buffer, buffer.count, 0)
            if n <= 0 { break }
            answer += buffer[0..<n]
        }
        return answer
    }

    /// A GET's body; the answer must be 200.
    static func get(_ url: String) throws -> Data {
        let parsed = try XCTUnwrap(URLComponents(string: url))
        let target = parsed.percentEncodedPath + (parsed.percentEncodedQuery.map { "?" + $0 } ?? "")
        let port = UInt16(try XCTUnwrap(parsed.port))
        let answer = try exchangeBytes(port, Array("GET \(target) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n".utf8))
        let end = try XCTUnwrap(answer.firstRange(of: [13, 10, 13, 10]), "no head in \(String(decoding: answer.prefix(200), as: UTF8.self))")
        XCTAssertTrue(answer.starts(with: Array("HTTP/1.1 200".utf8)), String(decoding: answer.prefix(200), as: UTF8.self))
        return Data(answer[end.upperBound...])
    }
}
