import OrientationWire

/// Routes by exact path, then method. Unknown path → 404; known path, other method → 405 with `Allow`.
public struct Router: HTTPResponder {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse
    /// A handler that may write its body into the connection's buffer (`HTTPResponse.bodyInOutput`).
    public typealias WritingHandler = @Sendable (HTTPRequest, inout ResponseBuffer) -> HTTPResponse

    private var routes: [String: [(method: String, handler: WritingHandler)]] = [:]

    public init() {}

    public mutating func add(_ method: String, _ path: String, _ handler: @escaping Handler) {
        routes[path, default: []].append((method, { request, _ in handler(request) }))
    }

    public mutating func add(_ method: String, _ path: String, writing handler: @escaping WritingHandler) {
        routes[path, default: []].append((method, handler))
    }

    public func respond(to request: HTTPRequest, output: inout ResponseBuffer) -> HTTPResponse {
        guard let candidates = routes[request.path] else {
            return Problem.notFound(request.path).response(requestID: request.requestID)
        }
        // HEAD is answered like GET; libmicrohttpd leaves the body out.
        let method = request.method == "HEAD" ? "GET" : request.method
        if let route = candidates.first(where: { $0.method == method }) {
            return route.handler(request, &output)
        }
        var allow = candidates.map(\.method)
        if allow.contains("GET") { allow.append("HEAD") }
        return Problem.methodNotAllowed(request.method, path: request.path, allow: allow).response(
            requestID: request.requestID)
    }
}
