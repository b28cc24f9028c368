import Logging
import OrientationResolver
import OrientationWire
import ReferenceDecoder
import OrientationServer
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct ClientError: Error, CustomStringConvertible {
    var description: String
}

struct Response {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: String

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    var json: JSONValue? { try? JSONReader.parse(Array(body.utf8)) }
}

/// A blocking HTTP/1.1 client over one TCP connection to 127.0.0.1, for tests: it sends exactly the bytes given
/// and reads one response at a time (Content-Length framed), so keep-alive and malformed requests can be tested.
final class Connection {
    /// -1 once closed. A class whose initializer throws after every stored property is set still runs deinit, so an
    /// init that closed on failure closed twice; the second close could hit a descriptor another thread had just
    /// been given (a daemon's epoll or eventfd: "Failed to signal shutdown via inter-thread communication channel").
    private var fd: Int32
    private var buffer: [UInt8] = []

    init(port: UInt16, receiveTimeoutSeconds: Int = 10) throws {
        #if canImport(Glibc)
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw ClientError(description: "socket failed") }
        var timeout = timeval(tv_sec: receiveTimeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            let failure = errno
            close(fd)
            fd = -1
            throw ClientError(description: "connect failed: \(failure)")
        }
    }

    deinit { if fd >= 0 { close(fd) } }

    func send(_ text: String) throws { try send(Array(text.utf8)) }

    func send(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes {
                #if canImport(Glibc)
                Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #else
                Darwin.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
                #endif
            }
            guard written > 0 else { throw ClientError(description: "send failed: \(errno)") }
            offset += written
        }
    }

    /// Sends a request with a Content-Length body and reads its response.
    func request(_ method: String, _ path: String, body: String? = nil, headers: [String] = []) throws -> Response {
        var head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n"
        for header in headers { head += header + "\r\n" }
        if let body { head += "Content-Length: \(body.utf8.count)\r\n" }
        try send(head + "\r\n" + (body ?? ""))
        return try readResponse()
    }

    func readResponse() throws -> Response {
        let separator: [UInt8] = [13, 10, 13, 10]
        var headerEnd: Int?
        while headerEnd == nil {
            if let range = buffer.firstRange(of: separator) { headerEnd = range.lowerBound; break }
            try fill()
        }
        let head = String(decoding: buffer[0..<headerEnd!], as: UTF8.self)
        buffer.removeFirst(headerEnd! + 4)
        var lines = head.split(separator: "\r\n").map(String.init)
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let status = Int(statusLine[1]) else {
            throw ClientError(description: "bad status line")
        }
        let headers = lines.compactMap { line -> (name: String, value: String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingPrefix(" ").description)
        }
        let length = headers.first { $0.name.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? 0
        while buffer.count < length { try fill() }
        let body = String(decoding: buffer[0..<length], as: UTF8.self)
        buffer.removeFirst(length)
        return Response(status: status, headers: headers, body: body)
    }

    /// Every byte the server sends until it closes the connection (nil if it does not close within the receive
    /// timeout): to see that an answer is sent once, and that the connection is closed after it.
    func readUntilClosed() -> [UInt8]? {
        var all = buffer
        buffer = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(fd, &chunk, chunk.count, 0)
            if count == 0 { return all }
            if count < 0 { return errno == ECONNRESET ? all : nil }
            all.append(contentsOf: chunk[0..<count])
        }
    }

    /// Whether anything (bytes or a close) arrives within `milliseconds`, without reading it.
    func hasInput(within milliseconds: Int32) -> Bool {
        guard buffer.isEmpty else { return true }
        var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return poll(&descriptor, 1, milliseconds) > 0
    }

    /// True when the server closed the connection (read returns 0 or fails) within the receive timeout.
    func isClosedByPeer() -> Bool {
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, 0) <= 0
    }

    private func fill() throws {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = recv(fd, &chunk, chunk.count, 0)
        guard count > 0 else {
            throw ClientError(description: "connection closed or timed out (\(count), errno \(errno))")
        }
        buffer.append(contentsOf: chunk[0..<count])
    }
}

/// Starts the real daemon on an ephemeral loopback port for the body of a test, then stops it.
func withServer<T>(configure: (inout ServerConfiguration) -> Void = { _ in }, _ body: (Daemon) throws -> T) throws -> T
{
    var configuration = ServerConfiguration()
    configuration.port = 0
    configuration.threads = 2
    configure(&configuration)
    var logger = Logger(label: "orientd-test")
    logger.logLevel = .critical
    let daemon = try Daemon(
        configuration: configuration,
        responder: OrientationService.router(configuration: configuration), logger: logger)
    defer { daemon.stop() }
    return try body(daemon)
}
