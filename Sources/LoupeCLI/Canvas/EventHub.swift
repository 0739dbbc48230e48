#if canImport(Glibc)
import Glibc
#endif
import Dispatch
import Foundation

/// The page's open event streams (Server-Sent Events): every build and every new generation is sent
/// to each tab as it happens, so the page redraws without a reload. A tab that has gone away fails
/// its next write and is dropped; a comment every few seconds finds those that went quietly.
final class EventHub: @unchecked Sendable {
    private let lock = NSLock()
    private var clients: [Int32] = []
    private var timer: DispatchSourceTimer?

    init(keepAlive seconds: Int = 10) {
        let timer = DispatchSource.makeTimerSource(queue: .global())
        timer.schedule(deadline: .now() + .seconds(seconds), repeating: .seconds(seconds))
        timer.setEventHandler { [weak self] in self?.write(": keep-alive\n\n") }
        timer.resume()
        self.timer = timer
    }

    deinit { timer?.cancel() }

    var count: Int { lock.lock(); defer { lock.unlock() }; return clients.count }

    func add(_ client: Int32) {
        lock.lock(); clients.append(client); lock.unlock()
    }

    /// Sends one event, its data a line of JSON, to every open stream.
    func send(_ event: String, json: Data) {
        write("event: \(event)\ndata: \(String(decoding: json, as: UTF8.self))\n\n")
    }

    private func write(_ text: String) {
        let data = Data(text.utf8)
        lock.lock(); defer { lock.unlock() }
        clients = clients.filter { client in
            if HTTPServer.send(client, data) { return true }
            close(client)
            return false
        }
    }

    func closeAll() {
        lock.lock(); defer { lock.unlock() }
        timer?.cancel()
        for client in clients { shutdown(client, Int32(SHUT_RDWR)); close(client) }
        clients = []
    }
}
