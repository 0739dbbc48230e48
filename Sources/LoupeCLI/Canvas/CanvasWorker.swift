#if canImport(Glibc)
import Glibc
#endif
import Foundation
import Loupe

/// What draws the page's cells and lists its previews. The canvas rebuilds the package and starts a
/// new renderer from the new binary (`ProcessRenderer`); tests draw in their own process
/// (`InProcessRenderer`).
protocol CanvasBackend: AnyObject, Sendable {
    /// `list --json` of the renderer's binary: the previews, their files, families, entries and states.
    func list() throws -> Data
    func render(_ request: CellRequest) -> CanvasCell
    /// Starts over with the binary as it is now on disk (after a build, or a changed resource).
    func restart() throws
    func stop()
}

/// One request to a renderer process, one JSON line; one JSON line back.
enum WorkerMessage: Codable {
    case list
    case render(CellRequest)
}

/// The canvas's renderer when it runs over a package: `BINARY preview --worker` started from the
/// freshly built binary, kept warm between requests, and started again after each build. A crash in
/// the widget's code ends the worker, not the server: the request that crashed it says so, and the
/// next request starts a new one.
final class ProcessRenderer: CanvasBackend, @unchecked Sendable {
    let executable: URL
    let arguments: [String]
    private let lock = NSLock()
    private var process: Process?
    private var input: FileHandle?
    private var output: FileHandle?
    private var buffer = Data()

    init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    func list() throws -> Data {
        try call(.list)
    }

    func render(_ request: CellRequest) -> CanvasCell {
        do {
            return try JSONDecoder().decode(CanvasCell.self, from: call(.render(request)))
        } catch {
            return CanvasCell(error: "\(error)")
        }
    }

    func restart() throws {
        lock.lock(); defer { lock.unlock() }
        end()
        try begin()
    }

    func stop() {
        lock.lock(); defer { lock.unlock() }
        end()
    }

    private func call(_ message: WorkerMessage) throws -> Data {
        lock.lock(); defer { lock.unlock() }
        if process?.isRunning != true { end(); try begin() }
        var line = try JSONEncoder().encode(message)
        line.append(10)
        do {
            try input?.write(contentsOf: line)
            return try readLine()
        } catch {
            let status = process.map { $0.isRunning ? "" : " (it ended: \($0.terminationReason == .uncaughtSignal ? "signal" : "status") \($0.terminationStatus))" } ?? ""
            end()
            throw CLIError.failure("the renderer stopped while drawing\(status); its output is in the terminal. The next request starts a new one.")
        }
    }

    private func readLine() throws -> Data {
        while true {
            if let newline = buffer.firstIndex(of: 10) {
                let line = buffer[buffer.startIndex..<newline]
                buffer = Data(buffer[(newline + 1)...])
                return Data(line)
            }
            // availableData returns what has arrived; read(upToCount:) would wait for the whole count.
            guard let chunk = output?.availableData, !chunk.isEmpty else { throw CLIError.failure("renderer closed") }
            buffer.append(chunk)
        }
    }

    private func begin() throws {
        let process = Process()
        process.executableURL = executable
        process.arguments = ["preview", "--worker"] + arguments
        let toWorker = Pipe(), fromWorker = Pipe()
        process.standardInput = toWorker
        process.standardOutput = fromWorker
        process.standardError = FileHandle.standardError
        try process.run()
        (self.process, input, output, buffer) = (process, toWorker.fileHandleForWriting, fromWorker.fileHandleForReading, Data())
    }

    private func end() {
        try? input?.close()
        if let process, process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        (process, input, output) = (nil, nil, nil)
    }
}

/// The canvas's renderer in its own process: for tests, and for a binary that is not in a package.
final class InProcessRenderer: CanvasBackend, @unchecked Sendable {
    private let makeCatalog: () -> PreviewCatalog
    private let lock = NSLock()
    private var renderer: CanvasRenderer
    let extraArguments: [String]

    init(extraArguments: [String] = [], catalog: @escaping () -> PreviewCatalog) {
        makeCatalog = catalog
        self.extraArguments = extraArguments
        renderer = CanvasRenderer(catalog: catalog(), extraArguments: extraArguments)
    }

    func list() throws -> Data {
        lock.lock(); let catalog = renderer.catalog; lock.unlock()
        return try CanvasWorkerLoop.list(catalog)
    }

    func render(_ request: CellRequest) -> CanvasCell {
        lock.lock(); let renderer = renderer; lock.unlock()
        return renderer.render(request)
    }

    func restart() throws {
        let fresh = CanvasRenderer(catalog: makeCatalog(), extraArguments: extraArguments)
        lock.lock(); renderer = fresh; lock.unlock()
    }

    func stop() {}
}

/// The worker's side: requests on standard input, answers on what was standard output. The
/// widget's own `print`s go to standard error instead (the terminal), so they never break a reply.
enum CanvasWorkerLoop {
    static func run(catalog: PreviewCatalog, extraArguments: [String]) throws {
        let replies = FileHandle(fileDescriptor: dup(STDOUT_FILENO), closeOnDealloc: true)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        let renderer = CanvasRenderer(catalog: catalog, extraArguments: extraArguments)
        while let line = Swift.readLine(strippingNewline: true) {
            guard !line.isEmpty else { continue }
            var reply: Data
            do {
                switch try JSONDecoder().decode(WorkerMessage.self, from: Data(line.utf8)) {
                case .list: reply = try list(catalog)
                case .render(let request): reply = try JSONEncoder().encode(renderer.render(request))
                }
            } catch {
                reply = (try? JSONEncoder().encode(CanvasCell(error: "bad request to the renderer: \(error)"))) ?? Data()
            }
            reply.append(10)
            try replies.write(contentsOf: reply)
        }
    }

    /// `list --json`, as one line.
    static func list(_ catalog: PreviewCatalog) throws -> Data {
        let lines = LineBuffer()
        try ListCommand(catalog: catalog, examples: [], output: { lines.append($0) }).run(["--json"])
        let json = try JSONSerialization.jsonObject(with: Data(lines.lines.joined(separator: "\n").utf8))
        return try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys])
    }
}
