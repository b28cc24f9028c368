import OrientationWire

/// A complete request as the daemon hands it to a responder: the body is fully read and within the cap.
public struct HTTPRequest: Sendable {
    /// The answer's `Preference-Applied` header when the client asked for `return=minimal`.
    public static let minimalApplied = (name: "Preference-Applied", value: "return=minimal")

    public var method: String
    /// The path without the query string.
    public var path: String
    public var body: [UInt8]
    /// From `X-Request-Id` when the client sent a usable one, else generated.
    public var requestID: String
    /// The `Content-Type` header, when it is there and not `application/json` (nil for JSON and for none).
    public var contentType: String?

    /// A property list body (`application/x-plist`, `application/xml`, `text/xml`; api.md "Project files").
    public var isPropertyList: Bool {
        guard let contentType else { return false }
        let media = contentType.prefix { $0 != ";" }.lowercased().filter { $0 != " " && $0 != "\t" }
        return media == "application/x-plist" || media == "application/xml" || media == "text/xml"
    }

    /// `Prefer: return=minimal` (RFC 7240): the answer leaves out `trace` (and each finding's `fix`).
    public var prefersMinimal = false

    /// Whether a `Prefer` header value asks for `return=minimal` (preferences are comma-separated, their parameters
    /// follow `;`, names and values are case-insensitive, a value may be quoted). Read byte by byte, with no strings:
    /// it runs on every request that sends the header.
    public static func prefersMinimal(_ header: [UInt8]) -> Bool {
        func lower(_ byte: UInt8) -> UInt8 { byte >= 65 && byte <= 90 ? byte | 0x20 : byte }
        func isPadding(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || byte == 0x22 }
        /// Whether bytes[start..<end], without padding, are `word` (lower case ASCII).
        func equals(_ start: Int, _ end: Int, _ word: StaticString) -> Bool {
            var from = start, to = end
            while from < to && isPadding(header[from]) { from += 1 }
            while to > from && isPadding(header[to - 1]) { to -= 1 }
            guard to - from == word.utf8CodeUnitCount else { return false }
            return word.withUTF8Buffer { expected in
                for offset in 0..<expected.count where lower(header[from + offset]) != expected[offset] { return false }
                return true
            }
        }
        var start = 0
        while start < header.count {
            var end = start
            while end < header.count && header[end] != 0x2C { end += 1 }
            // The preference's token=value, before any parameters.
            var tokenEnd = start
            while tokenEnd < end && header[tokenEnd] != 0x3B { tokenEnd += 1 }
            var equal = start
            while equal < tokenEnd && header[equal] != 0x3D { equal += 1 }
            if equal < tokenEnd && equals(start, equal, "return") && equals(equal + 1, tokenEnd, "minimal") {
                return true
            }
            start = end + 1
        }
        return false
    }

    public static func prefersMinimal(_ header: String) -> Bool { prefersMinimal(Array(header.utf8)) }

    /// A project archive (`application/x-tar`, as `git archive` writes it; api.md "Project archives").
    public var isArchive: Bool { contentType.map(Self.isArchive) ?? false }

    public static func isArchive(_ contentType: String) -> Bool {
        let media = contentType.prefix { $0 != ";" }.lowercased().filter { $0 != " " && $0 != "\t" }
        return media == "application/x-tar" || media == "application/tar"
    }

    public init(method: String, path: String, body: [UInt8] = [], requestID: String = "") {
        self.method = method
        self.path = path
        self.body = body
        self.requestID = requestID
    }
}

public struct HTTPResponse: Sendable {
    public var status: Int
    public var contentType: String
    /// The body, unless `bodyInOutput`.
    public var body: [UInt8]
    /// The body is what the handler wrote into the connection's `ResponseBuffer` (the /resolve and /validate answers:
    /// libmicrohttpd sends it from there, with no copy); `body` is then empty.
    public var bodyInOutput = false
    public var headers: [(name: String, value: String)]

    public init(status: Int, contentType: String, body: [UInt8], headers: [(name: String, value: String)] = []) {
        self.status = status
        self.contentType = contentType
        self.body = body
        self.headers = headers
    }

    public static func json(_ text: String, status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: Array(text.utf8))
    }

    public static func json(bytes: [UInt8], status: Int = 200) -> HTTPResponse {
        HTTPResponse(status: status, contentType: "application/json", body: bytes)
    }

    /// A JSON answer already written into the connection's buffer.
    public static func jsonInOutput(status: Int = 200) -> HTTPResponse {
        var response = HTTPResponse(status: status, contentType: "application/json", body: [])
        response.bodyInOutput = true
        return response
    }
}

/// Answers a request synchronously, on the daemon's thread. Must not block. `output` is the connection's buffer,
/// empty: a responder may write the body there and answer with `bodyInOutput`.
public protocol HTTPResponder: Sendable {
    func respond(to request: HTTPRequest, output: inout ResponseBuffer) -> HTTPResponse
}

extension HTTPResponder {
    /// The answer with its body in `body`, wherever it was written (tests, in-process callers).
    public func respond(to request: HTTPRequest) -> HTTPResponse {
        var output = ResponseBuffer(capacity: 1024)
        var response = respond(to: request, output: &output)
        if response.bodyInOutput {
            response.body = output.bytes
            response.bodyInOutput = false
        }
        return response
    }
}
