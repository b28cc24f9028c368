import OrientationResolver
import OrientationWire
import ProjectFiles

/// An RFC 9457 problem detail (`application/problem+json`), the body of every error answer (api.md "Errors").
public struct Problem: Error, Sendable {
    public var status: Int
    /// Last segment of `type`: `/problems/<slug>`.
    public var slug: String
    public var title: String
    public var detail: String
    /// JSON pointer into the request, for 422.
    public var pointer: String?
    public var expected: String?
    public var given: String?
    public var headers: [(name: String, value: String)] = []

    public init(
        status: Int, slug: String, title: String, detail: String, pointer: String? = nil,
        expected: String? = nil, given: String? = nil
    ) {
        self.status = status
        self.slug = slug
        self.title = title
        self.detail = detail
        self.pointer = pointer
        self.expected = expected
        self.given = given
    }

    public func response(requestID: String? = nil) -> HTTPResponse {
        var out = JSONWriter(capacity: 256)
        out.beginObject()
        out.field("type"); out.string("/problems/\(slug)")
        out.field("title"); out.string(title)
        out.field("status"); out.int(status)
        out.field("detail"); out.string(detail)
        if let pointer { out.field("pointer"); out.string(pointer) }
        if let expected { out.field("expected"); out.string(expected) }
        if let given { out.field("given"); out.string(given) }
        if let requestID, !requestID.isEmpty { out.field("instance"); out.string("urn:request:\(requestID)") }
        out.endObject()
        return HTTPResponse(status: status, contentType: "application/problem+json", body: out.bytes, headers: headers)
    }
}

extension Problem {
    public static func notFound(_ path: String) -> Problem {
        Problem(status: 404, slug: "not-found", title: "Not Found", detail: "No resource at \(path).")
    }

    public static func methodNotAllowed(_ method: String, path: String, allow: [String]) -> Problem {
        var problem = Problem(
            status: 405, slug: "method-not-allowed", title: "Method Not Allowed",
            detail: "\(path) does not accept \(method); it accepts \(allow.joined(separator: ", ")).")
        problem.headers = [("Allow", allow.joined(separator: ", "))]
        return problem
    }

    public static func bodyTooLarge(limit: Int) -> Problem {
        Problem(
            status: 413, slug: "body-too-large", title: "Content Too Large",
            detail: "The request body is larger than the limit of \(limit) bytes.")
    }

    public static func busy(budget: Int) -> Problem {
        var problem = Problem(
            status: 503, slug: "busy", title: "Service Unavailable",
            detail: "Request bodies in flight already fill the buffer budget of \(budget) bytes; retry shortly.")
        problem.headers = [("Retry-After", "1")]
        return problem
    }

    public static func badFraming(_ detail: String) -> Problem {
        Problem(status: 400, slug: "bad-request", title: "Bad Request", detail: detail)
    }

    /// 400 for a body that is not JSON, 422 for JSON that is not a valid scenario.
    public static func from(_ error: ScenarioInputError) -> Problem {
        switch error {
        case let .json(message, offset, line, column):
            return Problem(
                status: 400, slug: "invalid-json", title: "Body is not JSON",
                detail: "The body is not valid JSON: \(message) at line \(line), column \(column) (byte \(offset)).")
        case let .scenario(error):
            return from(error)
        }
    }

    /// A property-list body (api.md "Project files"): 400 when it is not a property list, 422 when its values
    /// cannot be used; the detail names the line where it is known.
    public static func from(_ error: ProjectFileError) -> Problem {
        error.isSyntax
            ? Problem(
                status: 400, slug: "invalid-property-list", title: "Body is not a property list",
                detail: error.description)
            : Problem(
                status: 422, slug: "invalid-info-plist", title: "Not a usable Info.plist", detail: error.description)
    }

    public static func from(_ error: ScenarioError) -> Problem {
        Problem(
            status: 422, slug: "invalid-scenario", title: "Not a valid scenario", detail: error.detail,
            pointer: error.pointer, expected: error.expected, given: error.given)
    }
}
