#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Dispatch
import Foundation

/// A request the canvas answers: GET or HEAD of a path with a query. Nothing else is read.
struct HTTPRequest: Sendable {
    let method: String
    let path: String
    let query: [String: String]
    let headers: [String: String]

    /// Parses a request head (everything before the blank line). `nil` for anything malformed:
    /// the server answers 400 and closes.
    init?(head: String) {
        let lines = head.components(separatedBy: "\r\n")
        let parts = lines[0].split(separator: " ", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1."), parts[1].hasPrefix("/") else { return nil }
        method = String(parts[0])
        let target = String(parts[1])
        let pieces = target.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        guard let path = String(pieces[0]).removingPercentEncoding else { return nil }
        self.path = path
        var query: [String: String] = [:]
        if pieces.count == 2 {
            for pair in pieces[1].split(separator: "&") {
                let kv = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                guard let key = String(kv[0]).replacingOccurrences(of: "+", with: " ").removingPercentEncoding,
                      let value = String(kv.count == 2 ? kv[1] : "").replacingOccurrences(of: "+", with: " ").removingPercentEncoding
                else { return nil }
                query[key] = value
            }
        }
        self.query = query
        var headers: [String: String] = [:]
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return nil }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        self.headers = headers
    }
}

/// What the canvas answers: a whole body, or an event stream that stays open (`EventHub`).
enum HTTPResponse: Sendable {
    case body(status: Int, contentType: String, Data)
    case eventStream

    static func json(_ data: Data) -> HTTPResponse { .body(status: 200, contentType: "application/json; charset=utf-8", data) }
    static func text(_ status: Int, _ message: String) -> HTTPResponse { .body(status: status, contentType: "text/plain; charset=utf-8", Data((message + "\n").utf8)) }

    static func reason(_ status: Int) -> String {
        switch status {
        case 200: "OK"
        case 400: "Bad Request"
        case 404: "Not Found"
        case 403: "Forbidden"
        case 405: "Method Not Allowed"
        case 408: "Request Timeout"
        case 431: "Request Header Fields Too Large"
        case 500: "Internal Server Error"
        case 503: "Service Unavailable"
        default: "Status"
        }
    }
}

/// A socket error, with the call that failed and errno's words.
struct HTTPServerError: Error, CustomStringConvertible {
    let description: String
    init(_ call: String, _ code: Int32 = errno) { description = "\(call): \(String(cString: strerror(code)))" }
}

/// A small HTTP/1.1 server for the canvas on a loopback address: one request per connection
/// (`Connection: close`), GET and HEAD only, heads up to 16 KB, each connection on its own task so
/// a slow render never holds the others. Event streams are handed to the `EventHub` and stay open.
final class HTTPServer: @unchecked Sendable {
    static let maximumHead = 16 * 1024
    /// A client that opens a connection and sends nothing is dropped after this long.
    static let readTimeout: Int = 10

    let port: UInt16
    let host: String
    private let socket: Int32
    private let events: EventHub
    private let lock = NSLock()
    private var stopped = false

    /// Binds `host:port`. Port 0 asks the system for a free port; `preferred` ports are tried in order
    /// first (a fixed port keeps the page's remembered settings, which browsers keep per origin).
    init(host: String, ports: [UInt16], events: EventHub) throws {
        signal(SIGPIPE, SIG_IGN)   // a tab closed mid-answer is a failed write, not the process's end
        self.host = host
        self.events = events
        var lastError: HTTPServerError?
        for port in ports {
            let fd = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard fd >= 0 else { throw HTTPServerError("socket") }
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = port.bigEndian
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else {
                close(fd)
                throw HTTPServerError(description: "'\(host)' is not an IPv4 address")
            }
            let bound = withUnsafePointer(to: &address) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
            guard bound == 0, listen(fd, 64) == 0 else {
                lastError = HTTPServerError("port \(port)")
                close(fd)
                continue
            }
            var actual = sockaddr_in(), length = socklen_t(MemoryLayout<sockaddr_in>.size)
            _ = withUnsafeMutablePointer(to: &actual) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) } }
            self.socket = fd
            self.port = UInt16(bigEndian: actual.sin_port)
            return
        }
        throw lastError ?? HTTPServerError(description: "no port to bind")
    }

    /// Accepts connections on a thread of its own until `stop()`; each request goes to `handler`.
    func start(_ handler: @escaping @Sendable (HTTPRequest) -> HTTPResponse) {
        let thread = Thread { [self] in
            while true {
                let client = accept(socket, nil, nil)
                if client < 0 {
                    if errno == EINTR { continue }
                    return   // the listening socket was closed: stop()
                }
                DispatchQueue.global().async { self.serve(client, handler) }
            }
        }
        thread.name = "loupe-canvas-accept"
        thread.start()
    }

    func stop() {
        lock.lock(); defer { lock.unlock() }
        guard !stopped else { return }
        stopped = true
        shutdown(socket, Int32(SHUT_RDWR))
        close(socket)
    }

    private func serve(_ client: Int32, _ handler: (HTTPRequest) -> HTTPResponse) {
        var timeout = timeval(tv_sec: Self.readTimeout, tv_usec: 0)
        setsockopt(client, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head: String
        switch Self.readHead(client) {
        case .head(let text): head = text
        case .tooLarge: return Self.finish(client, .text(431, "request head over \(Self.maximumHead) bytes"), head: false)
        case .malformed: return Self.finish(client, .text(400, "malformed request"), head: false)
        case .closed: close(client); return
        }
        guard let request = HTTPRequest(head: head) else { return Self.finish(client, .text(400, "malformed request"), head: false) }
        guard request.method == "GET" || request.method == "HEAD" else {
            return Self.finish(client, .text(405, "\(request.method) is not served: the canvas answers GET"), head: false)
        }
        guard acceptsHost(request.headers["host"]) else {
            return Self.finish(client, .text(403, "the canvas answers requests for 127.0.0.1 and localhost only"), head: false)
        }
        let response = handler(request)
        if case .eventStream = response, request.method == "GET" {
            let header = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nConnection: keep-alive\r\n\r\n"
            guard Self.send(client, Data(header.utf8)) else { close(client); return }
            events.add(client)
            return
        }
        Self.finish(client, response, head: request.method == "HEAD")
    }

    /// A page on another site can make the browser ask for a name that resolves to this machine (DNS
    /// rebinding) and read the answer; a loopback server answers only loopback names. Any port: an
    /// editor's port forwarding may reach it through another one. A server bound to another address
    /// (`--host`) was asked to be reached from elsewhere.
    func acceptsHost(_ header: String?) -> Bool {
        guard host == "127.0.0.1" else { return true }
        guard let header else { return true }   // HTTP/1.0 clients send none; browsers always do
        let name = header.lowercased().hasPrefix("[") ? String(header.prefix { $0 != "]" }) + "]"
            : String(header.lowercased().prefix { $0 != ":" })
        return ["127.0.0.1", "localhost", "[::1]"].contains(name)
    }

    private enum Head { case head(String), tooLarge, malformed, closed }

    private static func readHead(_ client: Int32) -> Head {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        let end: [UInt8] = [13, 10, 13, 10]
        while true {
            let n = recv(client, &buffer, buffer.count, 0)
            if n <= 0 { return bytes.isEmpty ? .closed : .malformed }
            bytes.append(contentsOf: buffer[0..<n])
            if let range = bytes.firstRange(of: end) {
                guard let text = String(validating: bytes[..<range.lowerBound], as: UTF8.self) else { return .malformed }
                return .head(text)
            }
            if bytes.count > maximumHead { return .tooLarge }
        }
    }

    private static func finish(_ client: Int32, _ response: HTTPResponse, head: Bool) {
        if case .body(let status, let type, let body) = response {
            let header = "HTTP/1.1 \(status) \(HTTPResponse.reason(status))\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n"
            if send(client, Data(header.utf8)), !head { _ = send(client, body) }
        }
        shutdown(client, Int32(SHUT_WR))
        close(client)
    }

    /// Writes everything or reports failure (a closed tab); never raises SIGPIPE.
    static func send(_ client: Int32, _ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let n = Glibc.send(client, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
    }
}

extension HTTPServerError {
    init(description: String) { self.description = description }
}
