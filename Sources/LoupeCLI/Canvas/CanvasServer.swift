import Dispatch
import Foundation
import Loupe

/// The live canvas: serves the page and its cells, watches the sources, rebuilds on a save and tells
/// every open tab, which redraws without a reload. While a build fails the page keeps the last good
/// images and shows the compiler's errors over them.
final class CanvasServer: @unchecked Sendable {
    struct Configuration {
        /// The package to rebuild on a save; nil: nothing is built (a renderer restart still picks up
        /// changed resources).
        var build: (() -> BuildOutcome)?
        /// What to watch; empty: no watching.
        var watched: [URL] = []
        /// How often the sources are looked at.
        var interval: TimeInterval = 0.1
        /// Build before the first render when a source is newer than this (the binary's time).
        var builtAt: Date?
        var title = "Loupe"
    }

    /// The state the page reads (`/api/state`) and the events tell it about.
    struct Status: Encodable {
        var generation = 0
        var building = false
        /// The last build, when there was one; a failed build leaves the images of the last good one.
        var build: BuildOutcome?
        /// The files of the change that made this generation, for the page to redraw their previews first.
        var changed: [String] = []
        /// When the render server itself could not list its previews.
        var error: String?
    }

    let backend: CanvasBackend
    let configuration: Configuration
    let events = EventHub()
    private let lock = NSLock()
    private var status = Status()
    private var listing = Data("{}".utf8)
    private var server: HTTPServer?
    private var watching = false

    init(backend: CanvasBackend, configuration: Configuration) {
        self.backend = backend
        self.configuration = configuration
    }

    var port: UInt16? { server?.port }
    var currentStatus: Status { lock.lock(); defer { lock.unlock() }; return status }

    /// Binds the port, lists the previews and starts answering and watching.
    func start(host: String, ports: [UInt16]) throws {
        let server = try HTTPServer(host: host, ports: ports, events: events)
        self.server = server
        refreshListing()
        server.start { [self] request in respond(request) }
        if !configuration.watched.isEmpty {
            watching = true
            let thread = Thread { [self] in watchLoop() }
            thread.name = "loupe-canvas-watch"
            thread.start()
        }
    }

    func stop() {
        lock.lock(); watching = false; lock.unlock()
        server?.stop()
        events.closeAll()
        backend.stop()
    }

    // MARK: Answers

    func respond(_ request: HTTPRequest) -> HTTPResponse {
        switch request.path {
        case "/", "/index.html":
            return .body(status: 200, contentType: "text/html; charset=utf-8", Data(CanvasPage.html(title: configuration.title).utf8))
        case "/api/state":
            return .json(stateJSON())
        case "/api/cell":
            // A bad axis is the cell's error, shown in its place on the page.
            let cell: CanvasCell
            do { cell = backend.render(try CellRequest(fields: request.query)) } catch { cell = CanvasCell(error: CLIError.from(error).message) }
            return .json((try? JSONEncoder().encode(cell)) ?? Data("{}".utf8))
        case "/events":
            return .eventStream
        default:
            return .text(404, "no page \(request.path)")
        }
    }

    private func stateJSON() -> Data {
        lock.lock()
        let status = self.status, listing = self.listing
        lock.unlock()
        var object: [String: Any] = ["catalog": (try? JSONSerialization.jsonObject(with: listing)) ?? [:],
                                     "scenes": CanvasRenderer.scenes,
                                     "watching": configuration.watched.map(\.path)]
        if let statusObject = try? JSONSerialization.jsonObject(with: JSONEncoder().encode(status)) { object["status"] = statusObject }
        return (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    private func refreshListing() {
        do {
            let data = try backend.list()
            lock.lock(); listing = data; status.error = nil; lock.unlock()
        } catch {
            lock.lock(); status.error = CLIError.from(error).message; lock.unlock()
        }
    }

    private func announce(_ event: String) {
        let payload: Data
        lock.lock()
        payload = (try? JSONEncoder().encode(status)) ?? Data("{}".utf8)
        lock.unlock()
        events.send(event, json: payload)
    }

    // MARK: Watching

    private var isWatching: Bool { lock.lock(); defer { lock.unlock() }; return watching }

    private func watchLoop() {
        let watcher = SourceWatcher(roots: configuration.watched)
        var known = watcher.scan()
        // Sources saved after the binary was built: build them before the page sees stale pictures.
        if let builtAt = configuration.builtAt, configuration.build != nil {
            let stamp = Int64(builtAt.timeIntervalSince1970 * 1e9)
            let newer = known.filter { SourceWatcher.needsBuild($0.key) && $0.value.modified > stamp }.map(\.key).sorted()
            if !newer.isEmpty { rebuild(newer) }
        }
        while isWatching {
            Thread.sleep(forTimeInterval: configuration.interval)
            var scan = watcher.scan()
            var changed = SourceWatcher.changes(from: known, to: scan)
            guard !changed.isEmpty else { continue }
            // An editor's save can be several writes (a temporary file, then a rename): wait until
            // one more look finds nothing new.
            while true {
                Thread.sleep(forTimeInterval: 0.03)
                let again = watcher.scan()
                let more = SourceWatcher.changes(from: scan, to: again)
                scan = again
                if more.isEmpty { break }
                changed = Array(Set(changed + more)).sorted()
            }
            known = scan
            rebuild(changed)
        }
    }

    /// A change: build when sources changed, then a new renderer and a new generation; a failed build
    /// keeps the renderer, and its pictures, as they were.
    func rebuild(_ changed: [String]) {
        if let build = configuration.build, changed.contains(where: SourceWatcher.needsBuild) {
            lock.lock(); status.building = true; status.changed = changed; lock.unlock()
            announce("building")
            let outcome = build()
            lock.lock(); status.building = false; status.build = outcome; lock.unlock()
            guard outcome.succeeded else { return announce("build") }
        }
        do { try backend.restart() } catch {
            lock.lock(); status.error = "the renderer could not start: \(error)"; lock.unlock()
            return announce("build")
        }
        refreshListing()
        lock.lock(); status.generation += 1; status.changed = changed; lock.unlock()
        announce("generation")
    }
}
