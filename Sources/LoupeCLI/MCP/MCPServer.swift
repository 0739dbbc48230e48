import Foundation
import Loupe

/// `loupe mcp`: a Model Context Protocol server on stdin and stdout (JSON-RPC 2.0, one message a
/// line). It speaks both eras of the protocol: the `initialize` handshake (2024-11-05 … 2025-11-25)
/// and the per-request envelope of 2026-07-28 (`server/discover`, the version in each request's
/// `_meta`). Protocol requests (ping, tools/list) are answered at once, as they arrive; tool calls
/// run one after another on a worker (each render already uses every core, and a run pins the
/// process's clock), so a call that arrives while another renders waits its turn.
final class MCPServer: @unchecked Sendable {
    // Sendable: `tools` is read-only; the writer serialises output under its lock; `pending` is
    // touched only on the reader's thread.
    static let handshakeVersions = ["2024-11-05", "2025-03-26", "2025-06-18", "2025-11-25"]
    static let modernVersions = ["2026-07-28"]
    static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"

    private let tools: MCPTools
    private let writer: MCPWriter
    private let log: @Sendable (String) -> Void
    private let worker = DispatchQueue(label: "loupe.mcp.tools")
    /// The command's own name (`widgets` in a package's command line), for the log and for the
    /// tools' messages, which run on the worker, outside the task that set the name.
    private let program: String

    init(tools: MCPTools, writer: MCPWriter, log: @escaping @Sendable (String) -> Void, program: String = CLIError.programName) {
        (self.tools, self.writer, self.log, self.program) = (tools, writer, log, program)
    }

    /// Reads messages until the input ends, then waits for the calls still running.
    func serve(readLine: () -> String?) {
        log("\(program) mcp: serving \(MCPTools.all.count) tools over stdio (Loupe \(Loupe.version))")
        while let line = readLine() {
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            handle(line)
        }
        worker.sync {}
    }

    func handle(_ line: String) {
        guard let message = JSONValue.parse(line) else {
            return writer.send(Self.error(id: .null, code: -32700, message: "parse error: not JSON"))
        }
        if case .array = message {
            // MCP has no batches (JSON-RPC 2.0's are optional): one Invalid Request for the whole line.
            return writer.send(Self.error(id: .null, code: -32600, message: "invalid request: batches are not supported; send one request per line"))
        }
        guard case .object(let fields) = message, fields["jsonrpc"] == "2.0", let method = fields["method"]?.string else {
            // A response to us (we send no requests) needs no answer; anything else that is not a
            // request is an Invalid Request, answered with its id if it has a usable one, else null.
            if case .object(let fields) = message, fields["method"] == nil, fields["result"] != nil || fields["error"] != nil { return }
            var id = message["id"] ?? .null
            switch id { case .string, .int, .double: break; default: id = .null }
            return writer.send(Self.error(id: id, code: -32600, message: "invalid request: not a JSON-RPC 2.0 request (jsonrpc \"2.0\" and a method)"))
        }
        guard let id = fields["id"] else { return }   // a notification (initialized, cancelled): nothing to answer
        let params = fields["params"]?.object ?? [:]
        // The 2026-07-28 envelope: every request names its version in _meta.
        let modern = params["_meta"]?[Self.protocolVersionKey]?.string
        if let modern, !Self.modernVersions.contains(modern) {
            return writer.send(Self.error(id: id, code: -32022, message: "unsupported protocol version \(modern)",
                                          data: ["supported": .array(Self.modernVersions.map { .string($0) }), "requested": .string(modern)]))
        }
        let isModern = modern != nil
        @Sendable func reply(_ result: [String: JSONValue], cacheable: Bool = false) {
            var result = result
            if isModern {
                result["resultType"] = "complete"
                if cacheable { result["ttlMs"] = 0; result["cacheScope"] = "private" }
            }
            writer.send(["jsonrpc": "2.0", "id": id, "result": .object(result)])
        }
        switch method {
        case "initialize":
            let asked = params["protocolVersion"]?.string ?? ""
            let version = Self.handshakeVersions.contains(asked) ? asked : Self.handshakeVersions.last!
            reply(["protocolVersion": .string(version), "capabilities": ["tools": ["listChanged": false]],
                   "serverInfo": ["name": "loupe", "version": .string(Loupe.version)], "instructions": .string(Self.instructions)])
        case "server/discover":
            reply(["supportedVersions": .array(Self.modernVersions.map { .string($0) }), "capabilities": ["tools": ["listChanged": false]],
                   "serverInfo": ["name": "loupe", "version": .string(Loupe.version)], "instructions": .string(Self.instructions)],
                  cacheable: true)
        case "ping":
            reply([:])
        case "tools/list":
            reply(["tools": .array(MCPTools.all.map(\.listing))], cacheable: true)
        case "tools/call":
            guard let name = params["name"]?.string else {
                return writer.send(Self.error(id: id, code: -32602, message: "tools/call needs a tool name"))
            }
            guard MCPTools.named(name) != nil else {
                return writer.send(Self.error(id: id, code: -32602, message: "unknown tool '\(name)'\(ArgumentParser.suggestion(for: name, among: MCPTools.all.map(\.name)))"))
            }
            let arguments = params["arguments"]?.object ?? [:]
            worker.async {
                let began = DispatchTime.now().uptimeNanoseconds
                let result = CLIError.$programName.withValue(self.program) { self.tools.call(name, arguments: arguments) }
                self.log("\(self.program) mcp: \(name) \(result.isError ? "failed" : "answered") in \((DispatchTime.now().uptimeNanoseconds - began) / 1_000_000) ms")
                reply(result.json.object ?? [:])
            }
        default:
            writer.send(Self.error(id: id, code: -32601, message: "method not found: \(method)"))
        }
    }

    static func error(id: JSONValue, code: Int, message: String, data: JSONValue? = nil) -> JSONValue {
        var error: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let data { error["data"] = data }
        return ["jsonrpc": "2.0", "id": id, "error": .object(error)]
    }

    static let instructions = """
        Loupe renders WidgetKit widgets on Linux. Call list_previews to see what this binary can render; \
        RenderPreview renders a #Preview by its file (as Xcode's tool does) — call it once per timeline \
        entry (previewCanvasControlOverrides.timelineIndex) and look at each frame; render, layout, verify \
        and review cover any cell on any axis.
        """
}

/// Writes protocol messages, one a line, whole: concurrent answers never interleave.
final class MCPWriter: @unchecked Sendable {
    // Sendable: `write` is called only under `lock`.
    private let lock = NSLock()
    private let write: (Data) -> Void

    init(write: @escaping (Data) -> Void) { self.write = write }
    convenience init(handle: FileHandle) { self.init(write: { handle.write($0) }) }

    func send(_ message: JSONValue) {
        let data = Data((message.line + "\n").utf8)
        lock.lock(); defer { lock.unlock() }
        write(data)
    }
}

/// `mcp`: the server over this process's standard input and output.
struct MCPCommand {
    let catalog: PreviewCatalog
    let examples: [ViewExample]

    static let spec = ArgumentSpec(command: "mcp", summary: "Serve the Model Context Protocol on stdin/stdout for coding agents: RenderPreview (Xcode's, by source file and timeline index), list_previews, render, layout, verify and review. Logs go to stderr.", options: [
        .init(name: "--resources", short: nil, takesValue: true, help: "places holding the widget's resources that every call searches (after its own resources argument), comma-separated", valueName: "PLACE"),
    ], positionals: "")

    func run(_ arguments: [String]) throws {
        let parsed = try ArgumentParser.parse(arguments, spec: Self.spec)
        var tools = MCPTools(catalog: catalog, examples: examples)
        tools.defaultResources = (parsed.value("--resources") ?? "").split(separator: ",").map(String.init)
        // Checked now, so a server started with a wrong place says so instead of failing every call.
        _ = try ResourcesOption.read(parsed)
        // The protocol owns the real stdout; anything else that prints (a provider's print(),
        // a library) goes to stderr instead of corrupting the stream.
        fflush(nil)   // whatever is buffered for stdout leaves before stdout is moved
        let protocolOutput = dup(STDOUT_FILENO)
        guard protocolOutput >= 0 else { throw CLIError.failure("cannot duplicate standard output") }
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let server = MCPServer(tools: tools,
                               writer: MCPWriter(handle: FileHandle(fileDescriptor: protocolOutput, closeOnDealloc: true)),
                               log: { FileHandle.standardError.write(Data(($0 + "\n").utf8)) })
        server.serve { Swift.readLine(strippingNewline: true) }
    }
}
