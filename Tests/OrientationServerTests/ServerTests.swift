import Logging
import Foundation
import OrientationResolver
import OrientationWire
import OrientationServer
import ReferenceDecoder
import Testing

#if canImport(Glibc)
import Glibc
@testable import TestSupport
#endif

/// Real HTTP against the real daemon on 127.0.0.1, port 0.
@Suite struct ServerTests {
    @Test func healthz() throws {
        try withServer { daemon in
            #expect(daemon.port != 0)
            let response = try Connection(port: daemon.port).request("GET", "/healthz")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json")
            #expect(response.body == #"{"status":"ok"}"#)
            #expect(response.header("X-Request-Id")?.isEmpty == false)
        }
    }

    @Test func unknownPathIs404ProblemJSON() throws {
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request("GET", "/nowhere?x=1")
            #expect(response.status == 404)
            #expect(response.header("Content-Type") == "application/problem+json")
            #expect(response.json?["type"] == .string("/problems/not-found"))
            #expect(response.json?["status"] == .number("404"))
            #expect(response.json?["detail"] == .string("No resource at /nowhere."))
        }
    }

    @Test func wrongMethodIs405WithAllow() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            let getResolve = try connection.request("GET", "/resolve")
            #expect(getResolve.status == 405)
            #expect(getResolve.header("Allow") == "POST")
            #expect(getResolve.header("Content-Type") == "application/problem+json")
            #expect(getResolve.json?["status"] == .number("405"))
            let postHealth = try connection.request("POST", "/healthz", body: "{}")
            #expect(postHealth.status == 405)
            #expect(postHealth.header("Allow") == "GET, HEAD")
        }
    }

    @Test func bodyOverTheLimitIs413() throws {
        try withServer(configure: { $0.maxBodyBytes = 1024 }) { daemon in
            // Declared too large: refused from the headers alone.
            let declared = try Connection(port: daemon.port)
            try declared.send("POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 1025\r\n\r\n")
            let early = try declared.readResponse()
            #expect(early.status == 413)
            #expect(early.header("Content-Type") == "application/problem+json")
            #expect(early.json?["type"] == .string("/problems/body-too-large"))

            // Chunked, no length: counted as it arrives.
            let chunked = try Connection(port: daemon.port)
            var request = "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
            for _ in 0..<3 { request += "200\r\n" + String(repeating: " ", count: 512) + "\r\n" }
            try chunked.send(request + "0\r\n\r\n")
            #expect(try chunked.readResponse().status == 413)

            // Exactly at the limit is not too large (it is not JSON, so 400).
            let atLimit = try Connection(port: daemon.port).request(
                "POST", "/resolve", body: String(repeating: "x", count: 1024))
            #expect(atLimit.status == 400)
        }
    }

    @Test func bodyThatIsNotJSONIs400() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            let broken = try connection.request("POST", "/resolve", body: "{\n  \"root\": {,}\n}")
            #expect(broken.status == 400)
            #expect(broken.header("Content-Type") == "application/problem+json")
            #expect(broken.json?["type"] == .string("/problems/invalid-json"))
            #expect(
                broken.json?["detail"]
                    == .string(
                        "The body is not valid JSON: unexpected ',', expected a member name in double quotes at line 2, column 12 (byte 13)."
                    ))
            let empty = try connection.request("POST", "/resolve", body: "")
            #expect(empty.status == 400)
            #expect(try connection.request("POST", "/resolve", body: "\u{FF}").status == 400)
        }
    }

    @Test func invalidScenarioIs422WithPointer() throws {
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request(
                "POST", "/resolve", body: #"{"root":{"kind":"tabBarController","children":[{},{}],"selectedIndex":5}}"#)
            #expect(response.status == 422)
            #expect(response.header("Content-Type") == "application/problem+json")
            #expect(response.json?["pointer"] == .string("/root/selectedIndex"))
            #expect(response.json?["expected"] == .string("an index into children (0…1)"))
            #expect(response.json?["given"] == .string("5"))
            let deep = try Connection(port: daemon.port).request(
                "POST", "/resolve", body: String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000))
            #expect(deep.status == 422)
            #expect(deep.json?["expected"] == .string("nesting at most 64 levels deep"))
        }
    }

    @Test func resolveAnswersWithTheExactException() throws {
        try withServer { daemon in
            let body =
                #"{"device":{"systemVersion":"12.0"},"root":{"class":"LoginViewController","presented":{"class":"BaseTabBarController","forwardsToChild":true,"children":[{}]}}}"#
            let response = try Connection(port: daemon.port).request(
                "POST", "/resolve", body: body,
                headers: ["Content-Type: application/x-www-form-urlencoded"])
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/json")
            let json = try #require(response.json)
            #expect(json["outcome"] == .string("exception"))
            #expect(
                json["exception"]?["reason"]
                    == .string(
                        "preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: ''!"
                    ))
            #expect(
                json["exception"]?["message"]
                    == .string(
                        "*** Terminating app due to uncaught exception 'UIApplicationInvalidInterfaceOrientation', reason: 'preferredInterfaceOrientationForPresentation 'unknown' must match a supported interface orientation: ''!'"
                    ))
            #expect(json["decidingController"]?["path"] == .string("/root/presented"))
            #expect(json["masks"]?["effective"]?["rawValue"] == .number("0"))
            #expect(json["certainty"] == .string("inferred"))
            #expect(json["orientation"] == nil)
        }
    }

    /// A misspelled member is not silently ignored: /validate lists it as a warning finding and /resolve as a warning,
    /// each with its pointer, "did you mean" and docs link; the answer itself is what the body without it gives.
    @Test func unknownAndDuplicateMembersAreWarnings() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            let body =
                #"{"device":{"systemVersion":"17.0"},"root":{"class":"Root","supportedInterfaceOrientation":"landscape","shouldAutorotate":true,"shouldAutorotate":true}}"#
            let validated = try connection.request("POST", "/validate", body: body)
            #expect(validated.status == 200)
            let json = try #require(validated.json)
            #expect(json["valid"] == .bool(true))
            #expect(json["warnings"] == .number("2"))
            #expect(json["findings"]?[0]?["rule"] == .string("unknown-member"))
            #expect(json["findings"]?[0]?["path"] == .string("/root/supportedInterfaceOrientation"))
            #expect(json["findings"]?[0]?["severity"] == .string("warning"))
            #expect(json["findings"]?[0]?["docs"] == .string("/docs/rules.md#unknown-member"))
            #expect(
                json["findings"]?[0]?["message"]
                    == .string(
                        #""supportedInterfaceOrientation" is not a member of the controller at /root, so it is ignored; did you mean "supportedInterfaceOrientations"?"#
                    ))
            #expect(json["findings"]?[0]?["state"] == .null)
            #expect(json["findings"]?[1]?["rule"] == .string("duplicate-member"))
            #expect(json["findings"]?[1]?["path"] == .string("/root/shouldAutorotate"))

            let resolved = try connection.request("POST", "/resolve", body: body)
            #expect(resolved.status == 200)
            let answer = try #require(resolved.json)
            #expect(answer["warnings"]?[0]?["path"] == .string("/root/supportedInterfaceOrientation"))
            #expect(answer["warnings"]?[1]?["rule"] == .string("duplicate-member"))
            #expect(answer["warnings"]?[2] == nil)
            let clean = try connection.request(
                "POST", "/resolve",
                body: #"{"device":{"systemVersion":"17.0"},"root":{"class":"Root","shouldAutorotate":true}}"#)
            #expect(clean.json?["warnings"] == nil)
            #expect(clean.json?["orientation"] == answer["orientation"])
        }
    }

    @Test func validateReportsFindings() throws {
        try withServer(configure: { $0.maxStates = 6 }) { daemon in
            let connection = try Connection(port: daemon.port)
            let crashing = try connection.request(
                "POST", "/validate",
                body:
                    #"{"device":{"systemVersion":"12.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}},"root":{"class":"Root","supportedInterfaceOrientations":"portrait"}}"#
            )
            #expect(crashing.status == 200)
            #expect(crashing.header("Content-Type") == "application/json")
            let json = try #require(crashing.json)
            #expect(json["valid"] == .bool(false))
            #expect(json["errors"] == .number("1"))
            #expect(json["statesChecked"] == .number("6"))
            #expect(json["truncated"] == .bool(true))
            guard case let .array(findings)? = json["findings"] else { Issue.record("no findings array"); return }
            #expect(findings.first?["rule"] == .string("no-common-orientation"))
            #expect(findings.first?["path"] == .string("/root/supportedInterfaceOrientations"))
            #expect(
                findings.first?["exception"]?["reason"]
                    == .string(
                        "Supported orientations has no common orientation with the application, and [Root shouldAutorotate] is returning YES"
                    ))
            #expect(findings.first?["state"]?["event"] == .string("launch"))
            let invalid = try connection.request("POST", "/validate", body: #"{"root":{"kind":"splitViewController"}}"#)
            #expect(invalid.status == 422)
            #expect(invalid.json?["pointer"] == .string("/root/kind"))
        }
    }

    @Test func keepAliveServesSeveralRequestsOnOneConnection() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            let rotate = #"{"device":{"orientation":"landscapeLeft"},"root":{}}"#
            for _ in 0..<3 {
                #expect(try connection.request("GET", "/healthz").status == 200)
                let resolved = try connection.request("POST", "/resolve", body: rotate)
                #expect(resolved.status == 200)
                #expect(resolved.json?["orientation"]?["name"] == .string("landscapeRight"))
                #expect(try connection.request("GET", "/missing").status == 404)
            }
        }
    }

    /// A connection keeps its request state (and a small body buffer) for its next request: nothing of one request
    /// may leak into the next. Large, small, chunked, refused and invalid bodies in a row on one connection are each
    /// answered as on a fresh connection, and the body budget is back to zero after each.
    @Test func aKeptAliveConnectionsRequestsDoNotLeakIntoEachOther() throws {
        try withServer(configure: {
            $0.maxBodyBytes = 40_000; $0.threads = 1
        }) { daemon in
            let padding = String(repeating: " ", count: 30_000)
            let large = #"{"device":{"orientation":"landscapeLeft"},"root":{"class":"Big"}"# + padding + "}"
            let small =
                #"{"device":{"orientation":"landscapeRight"},"root":{"class":"Small","supportedInterfaceOrientations":"portrait"}}"#
            let tooLarge = "{" + String(repeating: " ", count: 41_000) + "}"
            let invalid = #"{"root":{"kind":"splitViewController"}}"#
            let chunked =
                "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                + String(small.utf8.count, radix: 16) + "\r\n" + small + "\r\n0\r\n\r\n"
            func fresh(_ body: String) throws -> Response {
                try Connection(port: daemon.port).request("POST", "/resolve", body: body)
            }
            let expected = [large: try fresh(large), small: try fresh(small), invalid: try fresh(invalid)]
            // Problems carry their request's id ("instance"); everything else must be equal.
            func comparable(_ response: Response?) -> JSONValue? {
                guard case var .object(members)? = response?.json else { return response?.json }
                members.removeAll { $0.key == "instance" }
                return .object(members)
            }
            // The budget is released when libmicrohttpd reports the request complete, just after the answer is
            // sent: wait for it (at most a second).
            func budgetReleased() -> Bool {
                for _ in 0..<1000 where daemon.bufferedBytes != 0 { usleep(1_000) }
                return daemon.bufferedBytes == 0
            }
            let kept = try Connection(port: daemon.port)
            for body in [large, small, large, invalid, small, large] {
                let answer = try kept.request("POST", "/resolve", body: body)
                #expect(answer.status == expected[body]?.status)
                #expect(comparable(answer) == comparable(expected[body]))
                #expect(budgetReleased())
            }
            try kept.send(chunked)
            let fromChunks = try kept.readResponse()
            #expect(fromChunks.status == 200)
            #expect(fromChunks.json == expected[small]?.json)
            let refused = try kept.request("POST", "/resolve", body: tooLarge)
            #expect(refused.status == 413)
            // After a refusal the connection may be closed; a new one is answered as the first was.
            let again = try Connection(port: daemon.port).request("POST", "/resolve", body: small)
            #expect(again.json == expected[small]?.json)
            #expect(budgetReleased())
        }
    }

    @Test func duplicateContentLengthIsRefused() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            // The second length would let a hidden request through on libmicrohttpd 0.9.75.
            try connection.send(
                "POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 36\r\n\r\n{}GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
            )
            let response = try connection.readResponse()
            #expect(response.status == 400)
            #expect(response.json?["detail"] == .string("More than one Content-Length header."))
            #expect(connection.isClosedByPeer())
        }
    }

    /// Generated ids are the daemon's random prefix and the request's number in base 36, so that they stay short
    /// enough to be stored without an allocation (at most 15 bytes up to the 2.2 billionth request).
    @Test func generatedRequestIdsCountInBase36() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            var ids: [String] = []
            for _ in 0..<40 { ids.append(try connection.request("GET", "/healthz").header("X-Request-Id") ?? "") }
            let prefix = ids[0].prefix { $0 != "-" }
            #expect(prefix.count >= 1 && prefix.count <= 8 && prefix.allSatisfy(\.isHexDigit))
            #expect(ids.map { $0.dropFirst(prefix.count + 1) } == (1...40).map { Substring(String($0, radix: 36)) })
            #expect(ids.allSatisfy { $0.hasPrefix(prefix + "-") && $0.utf8.count <= 15 })
        }
    }

    @Test func requestIdIsEchoed() throws {
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request(
                "GET", "/healthz", headers: ["X-Request-Id: abc-123"])
            #expect(response.header("X-Request-Id") == "abc-123")
        }
    }

    @Test func stopLetsARequestInFlightFinish() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            let body = #"{"root":{}}"#
            try connection.send("POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: \(body.utf8.count)\r\n\r\n{\"ro")
            while daemon.requestsInFlight == 0 { usleep(1_000) }
            let stopper = StopThread(daemon)
            usleep(100_000)
            try connection.send(String(body.dropFirst(4)))
            let response = try connection.readResponse()
            #expect(response.status == 200)
            stopper.join()
            #expect(daemon.requestsInFlight == 0)
            #expect(throws: ClientError.self) { try Connection(port: daemon.port) }
        }
    }
}

/// Calls `Daemon.stop()` on its own thread, as the signal handler does.
final class StopThread: @unchecked Sendable {
    private var thread = pthread_t()

    init(_ daemon: Daemon) {
        let box = Unmanaged.passRetained(daemon).toOpaque()
        pthread_create(
            &thread, nil,
            { pointer in
                let daemon = Unmanaged<Daemon>.fromOpaque(pointer!).takeRetainedValue()
                daemon.stop()
                return nil
            }, box)
    }

    func join() { pthread_join(thread, nil) }
}

@Suite struct OpenAPIDocumentTests {
    static let file = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("openapi.yaml")

    @Test func servedDocumentIsTheFileUnchanged() throws {
        let expected = try String(contentsOf: Self.file, encoding: .utf8)
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request("GET", "/openapi.yaml")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "application/yaml")
            #expect(response.body == expected)
        }
    }
}

/// GET / serves web/playground.html with the examples filled in by the EmbedDocuments plugin, and a CSP that allows
/// exactly its inline script and style. The browser tests (Tests/browser) drive the page itself.
@Suite struct PlaygroundPageTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let dataOpen = #"<script type="application/json" id="orientd-examples">"#

    /// The text between `open` and the next `close` after it, and where it is.
    static func element(_ page: String, _ open: String, _ close: String) throws -> Range<String.Index> {
        let start = try #require(page.range(of: open)).upperBound
        return start..<(try #require(page.range(of: close, range: start..<page.endIndex)).lowerBound)
    }

    /// The SHA-256 of `text` in base64, as coreutils' sha256sum computes it (independent of the build tool's own).
    static func hash(_ text: Substring) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data(text.utf8))
        try input.fileHandleForWriting.close()
        let hex = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        process.waitUntilExit()
        var bytes: [UInt8] = []
        var index = hex.startIndex
        while index < hex.endIndex {
            let next = hex.index(index, offsetBy: 2)
            bytes.append(try #require(UInt8(hex[index..<next], radix: 16)))
            index = next
        }
        #expect(process.terminationStatus == 0 && bytes.count == 32)
        return Data(bytes).base64EncodedString()
    }

    @Test func servedPageIsTheTemplateWithTheExamplesAndItsPolicy() throws {
        let template = try String(contentsOf: Self.root.appendingPathComponent("web/playground.html"), encoding: .utf8)
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request("GET", "/")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/html; charset=utf-8")
            #expect(response.header("X-Content-Type-Options") == "nosniff")
            let page = response.body
            // The page is the template, but for the data block and the archive limits the server states.
            let data = try Self.element(page, Self.dataOpen, "</script>")
            let configuration = ServerConfiguration()
            let limits = "\(configuration.maxArchiveBytes) \(configuration.archiveLimits.maxEntries)"
            #expect(
                page.replacingCharacters(in: data, with: "__ORIENTD_EXAMPLES__")
                    == template.replacingOccurrences(of: "__ORIENTD_ARCHIVE_LIMITS__", with: limits))
            // The data block maps each example's file name to its JSON.
            let examples = try #require(try JSONSerialization.jsonObject(with: Data(page[data].utf8)) as? [String: Any])
            let names = try FileManager.default.contentsOfDirectory(
                atPath: Self.root.appendingPathComponent("examples").path
            ).filter { $0.hasSuffix(".json") }
            #expect(Set(examples.keys) == Set(names))
            #expect(names.count >= 9)
            for name in names {
                let file = try JSONSerialization.jsonObject(
                    with: Data(contentsOf: Self.root.appendingPathComponent("examples/\(name)")))
                #expect((examples[name] as? NSObject)?.isEqual(file) == true, "examples/\(name)")
            }
            #expect(!page[data].contains("</"))
            // The policy allows the one inline script and the one style by their SHA-256, and nothing else.
            let afterData = page[data.upperBound...]
            let script = try Self.element(String(afterData), "<script>", "</script>")
            let style = try Self.element(page, "<style>", "</style>")
            let scriptText = String(afterData)[script]
            #expect(
                response.header("Content-Security-Policy")
                    == "default-src 'none'; script-src 'sha256-\(try Self.hash(scriptText))'; "
                    + "style-src 'sha256-\(try Self.hash(page[style]))'; connect-src 'self'; img-src 'self' data:; base-uri 'none'; "
                    + "form-action 'none'; frame-ancestors 'none'")
            #expect(
                page.components(separatedBy: "<script").count == 3 && page.components(separatedBy: "<style").count == 2)
        }
    }

    /// Runs the plugin's tool on a package holding `page` and one example; its exit status, standard error and output.
    static func embed(page: String, example: String) throws -> (status: Int32, message: String, written: String?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-embed-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for sub in ["web", "docs", "examples"] {
            try FileManager.default.createDirectory(
                at: folder.appendingPathComponent(sub), withIntermediateDirectories: true)
        }
        try Data("openapi: 3.1.0\n".utf8).write(to: folder.appendingPathComponent("openapi.yaml"))
        try Data("# Rules\n\"\"\"# \\#(x)\n".utf8).write(to: folder.appendingPathComponent("docs/rules.md"))
        try Data(page.utf8).write(to: folder.appendingPathComponent("web/playground.html"))
        try Data(example.utf8).write(to: folder.appendingPathComponent("examples/a.json"))
        let process = Process()
        process.executableURL = root.appendingPathComponent(".build/debug/embed-documents")
        process.arguments = [folder.path, folder.appendingPathComponent("out.swift").path]
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        let message = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (
            process.terminationStatus, message,
            try? String(contentsOf: folder.appendingPathComponent("out.swift"), encoding: .utf8)
        )
    }

    /// The plugin's tool stops the build on a page the policy would break, naming what is wrong, and on an example
    /// that is not JSON.
    @Test func embeddingRefusesWhatThePolicyWouldBreak() throws {
        let template = try String(contentsOf: Self.root.appendingPathComponent("web/playground.html"), encoding: .utf8)
        let cases: [(page: String, example: String, error: String)] = [
            (template, #"{"app": {}}"#, ""),
            (
                template.replacingOccurrences(of: "<body>", with: #"<body style="color: red">"#), "{}",
                "the page contains a style attribute"
            ),
            (
                template.replacingOccurrences(of: "</head>", with: "<script>alert(1)</script></head>"), "{}",
                "expected exactly one inline <script>, found 2"
            ),
            (
                template.replacingOccurrences(of: "</head>", with: #"<img src="https://example.com/x.png"></head>"#),
                "{}", "the page contains a reference to another origin"
            ),
            (
                template.replacingOccurrences(of: "__ORIENTD_EXAMPLES__", with: ""), "{}",
                "web/playground.html must contain __ORIENTD_EXAMPLES__ exactly once"
            ),
            (template, "{", "examples/a.json: not JSON"),
        ]
        for (page, example, error) in cases {
            let (status, message, written) = try Self.embed(page: page, example: example)
            if error.isEmpty {
                #expect(status == 0, "\(message)")
                // The rules text holds `"""#` and `\#(`, so its literal takes two #s.
                #expect(written?.contains("static let rules = ##\"\"\"\n# Rules\n\"\"\"# \\#(x)\n\n\"\"\"##") == true)
                #expect(written?.contains(#"{"a.json":{"app": {}}}"#) == true)
            } else {
                #expect(status == 1)
                #expect(message.hasPrefix("embed-documents: " + error), "\(message)")
            }
        }
    }

    /// The tool's own SHA-256 agrees with sha256sum on scripts and styles whose lengths sit at each padding boundary
    /// (one block or two, the length field alone in the last block), and on non-ASCII text.
    @Test func policyHashesAgreeWithSha256sumAtEveryPaddingBoundary() throws {
        let template = try String(contentsOf: Self.root.appendingPathComponent("web/playground.html"), encoding: .utf8)
        let script = try Self.element(template, "__ORIENTD_EXAMPLES__</script>\n<script>", "</script>")
        for length in [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128] {
            let scriptText = String(repeating: "x", count: length)
            let styleText = String(repeating: "é", count: length)
            var page = template
            page.replaceSubrange(script, with: scriptText)
            page.replaceSubrange(try Self.element(page, "<style>", "</style>"), with: styleText)
            let (status, message, written) = try Self.embed(page: page, example: "{}")
            #expect(status == 0, "\(message)")
            let expected =
                "script-src 'sha256-\(try Self.hash(scriptText[...]))'; style-src 'sha256-\(try Self.hash(styleText[...]))'"
            #expect(written?.contains(expected) == true, "length \(length)")
        }
    }
}

/// GET /readyz: 200 while the service takes work, 503 once draining starts, while GET /healthz stays 200.
@Suite struct ReadinessTests {
    @Test func readyzTurns503WhenDrainingStartsAndHealthzStays200() throws {
        var configuration = ServerConfiguration()
        configuration.port = 0
        configuration.threads = 1
        var logger = Logger(label: "orientd-test")
        logger.logLevel = .critical
        let readiness = Readiness()
        let daemon = try Daemon(
            configuration: configuration,
            responder: OrientationService.router(configuration: configuration, readiness: readiness),
            logger: logger)
        defer { daemon.stop() }
        let connection = try Connection(port: daemon.port)
        let ready = try connection.request("GET", "/readyz")
        #expect(ready.status == 200)
        #expect(ready.body == #"{"status":"ready"}"#)
        readiness.startDraining()
        let draining = try connection.request("GET", "/readyz")
        #expect(draining.status == 503)
        #expect(draining.body == #"{"status":"draining"}"#)
        #expect(try connection.request("GET", "/healthz").status == 200)
    }
}

/// `Prefer` (RFC 7240) as the daemon reads it: comma-separated preferences, parameters after `;`, case-insensitive,
/// a value may be quoted; only `return=minimal` counts.
@Suite struct PreferHeaderTests {
    @Test(arguments: [
        ("return=minimal", true), ("RETURN=Minimal", true), (" return = \"minimal\" ", true),
        ("respond-async, return=minimal; x=1", true), ("wait=10,return=minimal", true),
        ("return=representation", false), ("return=minimalist", false), ("x; return=minimal", false),
        ("", false), ("return", false), ("=minimal", false), ("returns=minimal", false),
    ])
    func prefer(_ header: String, _ minimal: Bool) {
        #expect(HTTPRequest.prefersMinimal(header) == minimal)
    }
}
