import Foundation
import XCTest
import Loupe
import LoupeUI
@testable import LoupeCLI
import LoupeExamples

/// `loupe mcp` in process: the protocol's messages in, its answers out (issue #16).
final class MCPServerTests: XCTestCase {
    /// The examples' own previews, not the test targets'.
    static let records = LoupePreviews.all.filter { $0.file.hasPrefix("LoupeExamples/") }
    static let catalog = PreviewCatalog(previews: Examples.widgets, views: Examples.all, records: records)

    /// Sends each line to a server and returns its answers by id (notifications get none).
    func session(_ messages: [JSONValue], catalog: PreviewCatalog = MCPServerTests.catalog, program: String = "loupe", defaultResources: [String] = [],
                 log: @escaping @Sendable (String) -> Void = { _ in }) -> [JSONValue: JSONValue] {
        let answers = LineBuffer()
        var tools = MCPTools(catalog: catalog, examples: Examples.all)
        tools.defaultResources = defaultResources
        let server = MCPServer(tools: tools,
                               writer: MCPWriter(write: { answers.append(String(decoding: $0, as: UTF8.self)) }), log: log, program: program)
        var lines = messages.map(\.line).makeIterator()
        server.serve { lines.next() }
        var byID: [JSONValue: JSONValue] = [:]
        for line in answers.lines.flatMap({ $0.split(separator: "\n") }) {
            let message = try! XCTUnwrap(JSONValue.parse(line))
            byID[message["id"] ?? .null] = message
        }
        return byID
    }

    func request(_ id: Int, _ method: String, _ params: [String: JSONValue] = [:]) -> JSONValue {
        ["jsonrpc": "2.0", "id": .int(id), "method": .string(method), "params": .object(params)]
    }

    func call(_ id: Int, _ tool: String, _ arguments: [String: JSONValue]) -> JSONValue {
        request(id, "tools/call", ["name": .string(tool), "arguments": .object(arguments)])
    }

    func texts(_ answer: JSONValue?) -> [String] {
        answer?["result"]?["content"]?.array?.compactMap { $0["type"] == "text" ? $0["text"]?.string : nil } ?? []
    }

    func image(_ answer: JSONValue?) -> Data? {
        answer?["result"]?["content"]?.array?.first { $0["type"] == "image" }?["data"]?.string.flatMap { Data(base64Encoded: $0) }
    }

    /// What `loupe render … -o FILE` writes for the same cell, through the command line.
    func rendered(_ arguments: [String]) throws -> Data {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-mcp-test-\(UUID()).png")
        defer { try? FileManager.default.removeItem(at: file) }
        var error = ""
        let tool = LoupeCommandLine(previews: Examples.widgets, examples: Examples.all, records: Self.records, output: { _ in }, error: { error += $0 })
        XCTAssertEqual(tool.run(["render"] + arguments + ["--quiet", "-o", file.path]), 0, error)
        return try Data(contentsOf: file)
    }

    // MARK: The protocol

    func testInitializeAnswersTheClientsVersionOrTheNewestHandshakeOne() {
        let answers = session([request(1, "initialize", ["protocolVersion": "2025-06-18"]), request(2, "initialize", ["protocolVersion": "1999-01-01"])])
        XCTAssertEqual(answers[1]?["result"]?["protocolVersion"], "2025-06-18")
        XCTAssertEqual(answers[2]?["result"]?["protocolVersion"], "2025-11-25")
        XCTAssertEqual(answers[1]?["result"]?["serverInfo"]?["name"], "loupe")
        XCTAssertEqual(answers[1]?["result"]?["capabilities"]?["tools"]?["listChanged"], false)
        XCTAssertNil(answers[1]?["result"]?["resultType"], "the handshake era's results stay as they were")
    }

    func testTheEnvelopeOf20260728IsAnsweredInKindAndAnUnknownVersionNamesTheSupportedOnes() {
        let meta: JSONValue = ["io.modelcontextprotocol/protocolVersion": "2026-07-28", "io.modelcontextprotocol/clientCapabilities": [:]]
        let answers = session([request(1, "server/discover", ["_meta": meta]), request(2, "tools/list", ["_meta": meta]),
                               request(3, "ping", ["_meta": ["io.modelcontextprotocol/protocolVersion": "2030-01-01"]])])
        XCTAssertEqual(answers[1]?["result"]?["supportedVersions"], ["2026-07-28"])
        XCTAssertEqual(answers[1]?["result"]?["resultType"], "complete")
        XCTAssertEqual(answers[2]?["result"]?["ttlMs"], 0)
        XCTAssertEqual(answers[2]?["result"]?["cacheScope"], "private")
        XCTAssertEqual(answers[3]?["error"]?["code"], -32022)
        XCTAssertEqual(answers[3]?["error"]?["data"]?["supported"], ["2026-07-28"])
    }

    func testEveryToolHasAnObjectSchemaAndRenderPreviewNeedsItsFile() throws {
        let tools = try XCTUnwrap(session([request(1, "tools/list")])[1]?["result"]?["tools"]?.array)
        XCTAssertEqual(tools.compactMap { $0["name"]?.string }, ["RenderPreview", "list_previews", "render", "layout", "verify", "review"])
        for tool in tools {
            XCTAssertEqual(tool["inputSchema"]?["type"], "object")
            XCTAssertEqual(tool["inputSchema"]?["additionalProperties"], false)
            XCTAssertFalse(tool["description"]?.string?.isEmpty ?? true)
        }
        XCTAssertEqual(tools[0]["inputSchema"]?["required"], ["sourceFilePath"])
        XCTAssertNotNil(tools[0]["inputSchema"]?["properties"]?["previewCanvasControlOverrides"]?["properties"]?["toggleState"])
    }

    func testMalformedMessagesUnknownMethodsAndUnknownToolsAreProtocolErrors() {
        let answers = LineBuffer()
        let server = MCPServer(tools: MCPTools(catalog: Self.catalog, examples: []), writer: MCPWriter(write: { answers.append(String(decoding: $0, as: UTF8.self)) }), log: { _ in })
        server.handle("this is not json")
        server.handle(request(2, "resources/list").line)
        server.handle(call(3, "RenderPreviews", [:]).line)
        server.handle(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        let codes = answers.lines.compactMap { JSONValue.parse($0)?["error"]?["code"] }
        XCTAssertEqual(codes, [-32700, -32601, -32602], "a notification gets no answer")
        XCTAssertTrue(answers.lines[2].contains("did you mean 'RenderPreview'?"), answers.lines[2])
    }

    // MARK: RenderPreview

    func testRenderPreviewGivesTheBytesOfLoupeRenderForTheSameCell() throws {
        let answers = session([call(1, "RenderPreview", ["sourceFilePath": "/somewhere/Sources/LoupeExamples/Widgets/Previews.swift",
                                                           "previewCanvasControlOverrides": ["timelineIndex": 2], "tabIdentifier": "ignored"])])
        XCTAssertNotEqual(answers[1]?["result"]?["isError"], true, texts(answers[1]).joined())
        let png = try XCTUnwrap(image(answers[1]))
        XCTAssertEqual(png, try rendered(["Steps through the day", "--timeline-index", "2"]))
        XCTAssertEqual(texts(answers[1]), ["Steps through the day (timeline-index 2): 510×510 px PNG; no warnings (LoupeExamples/Previews.swift:6)"])
    }

    func testThePreviewIndexCountsTheFilesPreviewsInSourceOrder() throws {
        // Previews.swift declares, in order: Steps through the day, Steps on the Lock Screen, An hour's reading, …
        let answers = session([call(1, "RenderPreview", ["sourceFilePath": "Previews.swift", "previewDefinitionIndexInFile": 2,
                                                           "colorScheme": "dark"])])
        XCTAssertEqual(try XCTUnwrap(image(answers[1])), try rendered(["An hour's reading", "--scheme", "dark"]))
    }

    func testToggleStateIsALiveActivitysContentState() throws {
        let answers = session([call(1, "RenderPreview", ["sourceFilePath": "Previews.swift", "previewDefinitionIndexInFile": 3,
                                                           "previewCanvasControlOverrides": ["toggleState": 1]])])
        XCTAssertEqual(try XCTUnwrap(image(answers[1])), try rendered(["Delivery on the Lock Screen", "--timeline-index", "1"]))
    }

    func testBadArgumentsAreToolErrorsAndTheServerKeepsServing() {
        let answers = session([
            call(1, "RenderPreview", ["sourceFilePath": "/nowhere/Nope.swift"]),
            call(2, "RenderPreview", ["sourceFilePath": "Previews.swift", "previewDefinitionIndexInFile": 7]),
            call(3, "RenderPreview", ["sourceFilePath": "Previews.swift", "previewCanvasControlOverrides": ["timelineIndex": 9]]),
            call(4, "RenderPreview", ["sourceFilePath": "Previews.swift", "timelinIndex": 1]),
            call(5, "render", ["target": "Steps", "family": 3]),
            call(6, "render", ["target": "Stpes"]),
            request(7, "ping"),
        ])
        for id in 1...6 { XCTAssertEqual(answers[.int(id)]?["result"]?["isError"], true, "call \(id)") }
        XCTAssertEqual(texts(answers[1]), ["no preview is declared in /nowhere/Nope.swift; the files with previews are LoupeExamples/Previews.swift"])
        XCTAssertEqual(texts(answers[2]), ["previewDefinitionIndexInFile 7 is out of range: Previews.swift declares 5 previews (0…4)"])
        XCTAssertEqual(texts(answers[3]), ["timeline index 9 is out of range: Steps through the day has 4 entries for systemSmall (0…3)"])
        XCTAssertTrue(texts(answers[4]).first?.hasPrefix("RenderPreview has no argument 'timelinIndex'") ?? false, texts(answers[4]).joined())
        XCTAssertEqual(texts(answers[5]), ["'family' must be a string"])
        XCTAssertEqual(texts(answers[6]), ["unknown widget 'Stpes'; did you mean 'Steps'?"], "the command line's own message")
        XCTAssertEqual(answers[7]?["result"], [:], "still serving")
    }

    func testAFileNameInTwoModulesNeedsItsModulesFolder() throws {
        let preview = Examples.widgets[0]
        let records = [LoupePreviews.Record(file: "Alpha/Previews.swift", line: 4, item: .widget(WidgetPreview(widget: preview.widget))),
                       LoupePreviews.Record(file: "Beta/Previews.swift", line: 9, item: .widget(WidgetPreview(widget: preview.widget)))]
        let files = PreviewFiles(catalog: PreviewCatalog(records: records))
        XCTAssertThrowsError(try files.target(file: "Previews.swift", index: 0)) { error in
            XCTAssertEqual("\(error)", "Previews.swift is in several modules (Alpha, Beta): give a path with the module's folder")
        }
        XCTAssertEqual(try files.target(file: "/repo/Sources/Beta/Previews.swift", index: 0).location, "Beta/Previews.swift:9")
    }

    // MARK: The other tools

    func testLayoutIsTheDumpOfTheCell() {
        let answers = session([call(1, "layout", ["target": "Steps", "family": "systemMedium"]),
                               call(2, "layout", ["target": "Steps", "family": "systemMedium", "stage": "accessibility"]),
                               call(3, "layout", ["target": "Steps", "family": "systemMedium", "stage": "resolved"])])
        XCTAssertEqual(texts(answers[1]).first?.split(separator: "\n").first, "root 0 0 364 170")
        XCTAssertTrue(texts(answers[2]).first?.hasPrefix("1. \"Steps\" [text]") ?? false, texts(answers[2]).joined())
        XCTAssertEqual(texts(answers[3]).first?.split(separator: "\n").first, "clip RoundedRectangle", texts(answers[3]).joined())
    }

    /// `resources` is a string or an array on every tool, RenderPreview's too; the server's own
    /// places (`mcp --resources`) are searched after a call's.
    func testResourcesAreAStringOrAnArrayAndTheServerHasItsOwn() throws {
        let shared = try SharedWidgetFolder()
        defer { shared.remove() }
        let catalog = PreviewCatalog(previews: [.widget(ResourceNamingWidget())], records: [])
        let answers = session([call(1, "render", ["target": "ResourceNaming"]),
                               call(2, "render", ["target": "ResourceNaming", "resources": .array([.string(shared.folder.path)])]),
                               call(3, "render", ["target": "ResourceNaming", "resources": .string(shared.catalog.path)]),
                               call(4, "render", ["target": "ResourceNaming", "resources": .int(3)])], catalog: catalog)
        XCTAssertTrue(texts(answers[1]).joined().contains("no color named \"BrandColor\""), texts(answers[1]).joined())
        XCTAssertTrue(texts(answers[2]).joined().contains("; no warnings"), texts(answers[2]).joined())
        XCTAssertTrue(texts(answers[3]).joined().contains("; no warnings"), texts(answers[3]).joined())
        XCTAssertTrue(texts(answers[4]).joined().contains("'resources' must be a string or an array of strings"), texts(answers[4]).joined())
        let byServer = session([call(1, "render", ["target": "ResourceNaming"])], catalog: catalog, defaultResources: [shared.folder.path])
        XCTAssertTrue(texts(byServer[1]).joined().contains("; no warnings"), texts(byServer[1]).joined())
        let preview = session([call(1, "RenderPreview", ["sourceFilePath": "LoupeExamples/Previews.swift", "resources": .array([.string("/no/such/place")])])])
        XCTAssertTrue(texts(preview[1]).joined().contains("--resources /no/such/place: no such file or folder"), texts(preview[1]).joined())
    }

    func testRenderTakesThePlaceAxisToo() throws {
        let answers = session([call(1, "render", ["target": "Steps", "place": "carPlay"])])
        XCTAssertEqual(try XCTUnwrap(image(answers[1])), try rendered(["Steps", "--place", "carPlay"]))
    }

    func testRenderGivesSVGToo() throws {
        let answers = session([call(1, "render", ["target": "Steps", "format": "svg"])])
        let block = try XCTUnwrap(answers[1]?["result"]?["content"]?.array?.first)
        XCTAssertEqual(block["mimeType"], "image/svg+xml")
        XCTAssertTrue(String(decoding: try XCTUnwrap(image(answers[1])), as: UTF8.self).contains("<svg"))
    }

    func testVerifyPassesOnTheReferencesAndShowsTheDiffOfAChangedOne() throws {
        let passing = session([call(1, "verify", ["target": "Steps", "family": "systemSmall", "timelineIndex": 0, "mode": "fullColor"])])
        XCTAssertEqual(passing[1]?["result"]?["structuredContent"]?["passed"], true, texts(passing[1]).joined())
        // A folder of references where Steps' cell holds another widget's picture.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-mcp-refs-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cell = folder.appendingPathComponent("Steps/systemSmall/0-fullColor-light.png")
        try FileManager.default.createDirectory(at: cell.deletingLastPathComponent(), withIntermediateDirectories: true)
        try rendered(["CharacterHealth"]).write(to: cell)
        let logged = LineBuffer()
        let failing = session([call(1, "verify", ["target": "Steps", "family": "systemSmall", "timelineIndex": 0, "mode": "fullColor",
                                                   "colorScheme": "light", "snapshots": .string(folder.path)])],
                              program: "tides", log: { logged.append($0) })
        XCTAssertEqual(failing[1]?["result"]?["structuredContent"]?["passed"], false)
        XCTAssertEqual(failing[1]?["result"]?["structuredContent"]?["failed"]?.array?.first?["cell"], "Steps/systemSmall/0-fullColor-light.png")
        XCTAssertNotNil(image(failing[1]), "the diff, to look at")
        // The way to accept it is a real command: verify, not the server's, without its scratch folder.
        let told = texts(failing[1]).joined(separator: "\n")
        XCTAssertTrue(told.contains("tides verify Steps"), "the command's own name: \(told)")
        XCTAssertFalse(told.contains("tides mcp"), told)
        XCTAssertEqual(logged.lines.map { $0.split(separator: ":").first.map(String.init) }, ["tides mcp", "tides mcp"], logged.lines.joined(separator: "\n"))
        XCTAssertFalse(told.contains("--artifacts"), told)
    }

    /// JSON-RPC 2.0: an object that is no request and a batch each get an Invalid Request error with
    /// a null id, and the server keeps serving.
    func testAnEmptyObjectAndABatchAreInvalidRequestsAndServingGoesOn() {
        let answers = LineBuffer()
        let server = MCPServer(tools: MCPTools(catalog: Self.catalog, examples: []), writer: MCPWriter(write: { answers.append(String(decoding: $0, as: UTF8.self)) }), log: { _ in })
        server.handle("{}")
        server.handle("[1,2,3]")
        server.handle(#"{"jsonrpc":"2.0","id":9,"result":{}}"#)
        server.handle(request(4, "ping").line)
        let messages = answers.lines.compactMap { JSONValue.parse($0) }
        XCTAssertEqual(messages.map { $0["error"]?["code"] }, [-32600, -32600, nil], "a response sent to the server gets no answer")
        XCTAssertEqual(messages.map { $0["id"] }, [.null, .null, 4])
    }

    func testReviewGivesItsFindingsAsStructuredContent() throws {
        let answers = session([call(1, "review", ["target": "agenda", "skip": "contrast"])])
        let findings = try XCTUnwrap(answers[1]?["result"]?["structuredContent"]?["findings"]?.array)
        XCTAssertEqual(Set(findings.compactMap { $0["rule"]?.string }), ["text-truncated"])
        XCTAssertTrue(texts(answers[1]).first?.hasPrefix("2 findings in 2 cells") ?? false, texts(answers[1]).joined())
    }

    func testListPreviewsNamesTheFilesAndLines() throws {
        let answers = session([call(1, "list_previews", [:])])
        XCTAssertTrue(texts(answers[1]).first?.contains("LoupeExamples/Previews.swift:6") ?? false)
        XCTAssertNotNil(answers[1]?["result"]?["structuredContent"]?["widgets"])
    }
}

/// `loupe mcp` as an agent meets it: the built binary driven by the reference MCP client (the `mcp`
/// package from PyPI, which `scripts/setup --tests` installs in .build/mcp-client), in both eras.
final class MCPReferenceClientTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The executables `swift build` made, beside this test bundle.
    static var products: URL {
        // On Linux the test bundle is an executable in the products folder (…/debug/LoupePackageTests.xctest).
        let candidates = [Bundle.main.executableURL?.deletingLastPathComponent(), Bundle(for: MCPReferenceClientTests.self).bundleURL,
                          Bundle(for: MCPReferenceClientTests.self).bundleURL.deletingLastPathComponent()].compactMap { $0 }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.appendingPathComponent("loupe").path) } ?? candidates[0]
    }

    func run(_ executable: URL, _ arguments: [String]) throws -> (status: Int32, output: Data, error: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.root
        let output = Pipe(), error = Pipe()
        (process.standardOutput, process.standardError) = (output, error)
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, data, message)
    }

    func testTheReferenceClientListsRendersAndIsToldWhatWasWrong() throws {
        let python = Self.root.appendingPathComponent(".build/mcp-client/bin/python")
        guard FileManager.default.isExecutableFile(atPath: python.path) else {
            return XCTFail("the reference MCP client is not installed: run scripts/setup --tests (./run-tests does)")
        }
        let loupe = Self.products.appendingPathComponent("loupe")
        let previews = Self.root.appendingPathComponent("Sources/LoupeExamples/Widgets/Previews.swift")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-mcp-client-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = folder.appendingPathComponent("render.png")
        let render = try run(loupe, ["render", "Steps through the day", "--timeline-index", "2", "--quiet", "-o", expected.path])
        XCTAssertEqual(render.status, 0, render.error)

        for (mode, version) in [("auto", "2026-07-28"), ("legacy", "2025-11-25")] {
            let png = folder.appendingPathComponent("\(mode).png")
            let client = try run(python, [Self.root.appendingPathComponent("Tests/MCPClient/check_loupe_mcp.py").path, loupe.path, previews.path, png.path, mode])
            XCTAssertEqual(client.status, 0, client.error)
            let seen = try XCTUnwrap(JSONValue.parse(String(decoding: client.output, as: UTF8.self)), client.error)
            XCTAssertEqual(seen["protocolVersion"], .string(version), mode)
            XCTAssertEqual(seen["tools"], ["RenderPreview", "layout", "list_previews", "render", "review", "verify"])
            XCTAssertEqual(seen["render"]?["isError"], false, mode)
            XCTAssertEqual(seen["render"]?["mimeType"], "image/png")
            XCTAssertEqual(try Data(contentsOf: png), try Data(contentsOf: expected), "\(mode): the bytes loupe render writes")
            XCTAssertEqual(seen["badFile"]?["isError"], true)
            XCTAssertEqual(seen["outOfRange"]?["isError"], true)
            XCTAssertEqual(seen["outOfRange"]?["text"], ["previewDefinitionIndexInFile 99 is out of range: Previews.swift declares 5 previews (0…4)"])
            XCTAssertEqual(seen["entryOutOfRange"]?["isError"], true)
            XCTAssertEqual(seen["afterErrors"]?["isError"], false, "the server keeps serving after tool errors")
        }
    }
}
