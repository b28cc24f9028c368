/// Routes by exact path, then method. Unknown path → 404; known path, other method → 405 with `Allow`.
public struct Router: HTTPResponder {
    public typealias Handler = @Sendable (HTTPRequest) -> HTTPResponse

    private var routes: [String: [(method: String, handler: Handler)]] = [:]

    public init() {}

    public mutating func add(_ method: String, _ path: String, _ handler: @escaping Handler) {
        routes[path, default: []].append((method, handler))
    }

    public func respond(to request: HTTPRequest) -> HTTPResponse {
        guard let candidates = routes[request.path] else {
            return Problem.notFound(request.path).response(requestID: request.requestID)
        }
        // HEAD is answered like GET; libmicrohttpd leaves the body out.
        let method = request.method == "HEAD" ? "GET" : request.method
        if let route = candidates.first(where: { $0.method == method }) {
            return route.handler(request)
        }
        var allow = candidates.map(\.method)
        if allow.contains("GET") { allow.append("HEAD") }
        return Problem.methodNotAllowed(request.method, path: request.path, allow: allow).response(requestID: request.requestID)
    }
}
