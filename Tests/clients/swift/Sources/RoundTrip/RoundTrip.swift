// Sends every example of openapi.yaml through the Swift client generated from it, and checks that the answer the
// client parses, encoded back into JSON, equals the raw answer (kept by a middleware) and the documented one.
//
//     RoundTrip SERVER-URL EXAMPLES.json
//
// EXAMPLES.json is a list of {"path", "name", "request", "expected"}, the request and response examples paired by
// name (Tests/clients/run.sh writes it from openapi.yaml). Prints one line per check and "N passed, N failed".
import Foundation
import HTTPTypes
import OpenAPIRuntime
import OpenAPIURLSession

/// The raw body of the last answer, as the server sent it.
final class RawBody: ClientMiddleware, @unchecked Sendable {
    private let lock = NSLock()
    private var bytes = Data()

    var last: Data { lock.withLock { bytes } }

    func intercept(
        _ request: HTTPRequest, body: HTTPBody?, baseURL: URL, operationID: String,
        next: (HTTPRequest, HTTPBody?, URL) async throws -> (HTTPResponse, HTTPBody?)
    ) async throws -> (HTTPResponse, HTTPBody?) {
        let (response, body) = try await next(request, body, baseURL)
        var data = Data()
        if let body { data = try await Data(collecting: body, upTo: 16 << 20) }
        lock.withLock { bytes = data }
        return (response, HTTPBody(data))
    }
}

struct Example: Decodable {
    let path: String
    let name: String
    let request: OpenAPIValueContainer
    let expected: OpenAPIValueContainer
}

struct Failure: Error, CustomStringConvertible {
    let description: String
}

/// A JSON value as the runtime's container (numbers, strings, booleans, null, arrays and objects).
func value(_ data: Data) throws -> OpenAPIValueContainer {
    try JSONDecoder().decode(OpenAPIValueContainer.self, from: data)
}

func json(_ encodable: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(encodable)
}

/// Where two JSON values first differ, as a JSON pointer with both sides, or nil when they are equal.
func difference(_ got: Any?, _ want: Any?, at pointer: String = "") -> String? {
    switch (got, want) {
    case let (got as [String: Any], want as [String: Any]):
        // A member that is null on one side and absent on the other is one value to Swift's Codable (an Optional).
        let present = { (object: [String: Any]) in Set(object.filter { !($0.value is NSNull) }.keys) }
        for key in present(got).union(present(want)).sorted() {
            if let found = difference(got[key], want[key], at: pointer + "/" + key) { return found }
        }
        return nil
    case let (got as [Any], want as [Any]):
        guard got.count == want.count else { return "\(pointer): \(got.count) items, want \(want.count)" }
        for index in got.indices {
            if let found = difference(got[index], want[index], at: pointer + "/\(index)") { return found }
        }
        return nil
    default:
        let text = { (value: Any?) in value.map { "\($0)" } ?? "(absent)" }
        return text(got) == text(want) ? nil : "\(pointer): \(text(got)), want \(text(want))"
    }
}

func expectEqual(_ what: String, _ got: OpenAPIValueContainer, _ want: OpenAPIValueContainer) throws {
    if let place = difference(try JSONSerialization.jsonObject(with: try json(got), options: .fragmentsAllowed),
                              try JSONSerialization.jsonObject(with: try json(want), options: .fragmentsAllowed)) {
        throw Failure(description: "\(what) differ at \(place)")
    }
}

/// Sends one example through the generated client; `prefer` is nil or return=minimal.
func check(_ example: Example, _ client: Client, _ raw: RawBody, prefer: String?) async throws {
    let scenario = try JSONDecoder().decode(Components.Schemas.Scenario.self, from: try json(example.request))
    try expectEqual("the example and the client's request model", try value(try json(scenario)), example.request)
    let parsed: Data
    switch example.path {
    case "/resolve":
        let output = try await client.resolve(headers: .init(prefer: prefer), body: .json(scenario))
        parsed = try json(try output.ok.body.json)
    case "/validate":
        let output = try await client.validate(headers: .init(prefer: prefer), body: .json(scenario))
        parsed = try json(try output.ok.body.json)
    default:
        throw Failure(description: "no operation for \(example.path)")
    }
    let answer = try value(raw.last)
    try expectEqual("the parsed answer and the raw answer", try value(parsed), answer)
    if prefer == nil { try expectEqual("the raw answer and the documented one", answer, example.expected) }
}

@main struct RoundTrip {
    static func main() async {
        let arguments = CommandLine.arguments
        let examples: [Example]
        do {
            guard arguments.count == 3 else { throw Failure(description: "usage: RoundTrip SERVER-URL EXAMPLES.json") }
            examples = try JSONDecoder().decode([Example].self, from: Data(contentsOf: URL(fileURLWithPath: arguments[2])))
        } catch {
            FileHandle.standardError.write(Data("RoundTrip: \(error)\n".utf8))
            exit(2)
        }
        guard let url = URL(string: arguments[1]) else { exit(2) }
        let raw = RawBody()
        let client = Client(serverURL: url, transport: URLSessionTransport(), middlewares: [raw])
        var passed = 0
        var failed = 0
        func record(_ name: String, _ body: () async throws -> Void) async {
            do {
                try await body()
                passed += 1
                print("ok   \(name)")
            } catch {
                failed += 1
                print("FAIL \(name): \(error)")
            }
        }
        for example in examples {
            for prefer in [nil, "return=minimal"] {
                await record("\(example.path):\(example.name)\(prefer.map { " (\($0))" } ?? "")") {
                    try await check(example, client, raw, prefer: prefer)
                }
            }
        }
        // A problem answer parses as the Problem schema, equal to the raw problem+json.
        await record("/resolve: a 422 as Problem") {
            let body = try JSONDecoder().decode(Components.Schemas.Scenario.self, from: Data(#"{"root":{"kind":"tabBarController","selectedIndex":2,"children":[{}]}}"#.utf8))
            let output = try await client.resolve(body: .json(body))
            guard case .unprocessableContent(let problem) = output else { throw Failure(description: "not a 422: \(output)") }
            try expectEqual("the parsed problem and the raw one", try value(try json(try problem.body.applicationProblemJson)), try value(raw.last))
        }
        if examples.count < 7 { failed += 1; print("FAIL only \(examples.count) examples") }
        print("\(passed) passed, \(failed) failed")
        if failed > 0 { exit(1) }
    }
}
