import Logging
import OrientationResolver
import OrientationWire
import OrientationServer
import Testing

@testable import TestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bad input and bad clients over real HTTP: every answer is a clear 4xx, the server never crashes, and it keeps
/// serving others.
@Suite(.serialized) struct RobustnessTests {
    /// Each is followed by a normal request proving the server is alive.
    static func assertAlive(_ daemon: Daemon, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let response = try Connection(port: daemon.port).request("POST", "/resolve", body: #"{"root":{}}"#)
        #expect(response.status == 200, sourceLocation: sourceLocation)
    }

    /// (body, status, pointer or detail fragment)
    @Test(arguments: [
        (#"{"root":{"class":"A","chil"#, 400, "unterminated string"),
        (#"{"root":{"class":"A""#, 400, "expected ',' or '}'"),
        ("", 400, "the body is empty"),
        ("\u{FEFF}{}", 400, "unexpected"),
        (#"{"device":{"orientation":99999999999999999999999999}}"#, 422, "/device/orientation"),
        (#"{"root":{"supportedInterfaceOrientations":1e400}}"#, 422, "/root/supportedInterfaceOrientations"),
        (
            #"{"root":{"preferredInterfaceOrientationForPresentation":-1.5}}"#, 422,
            "/root/preferredInterfaceOrientationForPresentation"
        ),
        (#"{"device":"phone"}"#, 422, "/device"),
        (#"{"device":{"idiom":1}}"#, 422, "/device/idiom"),
        (#"{"device":{"systemVersion":[17]}}"#, 422, "/device/systemVersion"),
        (#"{"interfaceOrientation":{}}"#, 422, "/interfaceOrientation"),
        (#"{"event":true}"#, 422, "/event"),
        (#"{"app":[]}"#, 422, "/app"),
        (#"{"app":{"infoPlist":"x"}}"#, 422, "/app/infoPlist"),
        (#"{"root":{"children":[1]}}"#, 422, "/root/children/0"),
        (#"{"root":{"presented":"modal"}}"#, 422, "/root/presented"),
        (#"{"root":{"shouldAutorotate":"YES"}}"#, 422, "/root/shouldAutorotate"),
        (#"{"root":{"kind":"tabBarController","selectedIndex":"0","children":[{}]}}"#, 422, "/root/selectedIndex"),
        ("[1,2,3]", 422, ""),
        ("42", 422, ""),
    ])
    func badBodies(_ body: String, _ status: Int, _ fragment: String) throws {
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request("POST", "/resolve", body: body)
            #expect(response.status == status)
            #expect(response.header("Content-Type") == "application/problem+json")
            let json = try #require(response.json)
            if status == 422 {
                #expect(json["pointer"] == .string(fragment))
            } else {
                guard case let .string(detail)? = json["detail"] else { Issue.record("no detail"); return }
                #expect(detail.contains(fragment), "\(detail)")
            }
            try Self.assertAlive(daemon)
        }
    }

    /// A head that cannot be trusted gets one answer, then the connection closes (RFC 9112): a body that cannot
    /// be delimited is never read until the timeout, and what follows a bad head is never run as a request.
    /// (head, status, fragment of the problem's detail, what libmicrohttpd 1.x answers itself before orientd sees
    /// the request: status and a fragment of its HTML body; nil where orientd answers on both versions). The
    /// expectation is chosen by `MHD_get_version()` at run time (README, Robustness).
    @Test(arguments: [
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length : 11\r\n\r\n{\"root\":{}}", 400,
            "header name contains whitespace",
            LibraryAnswer(400, "HTTP request has whitespace before the first colon in header line.")
        ),
        (
            "POST /resolve HTTP/1.1\r\nContent-Length: 11\r\n\r\n{\"root\":{}}", 400, "must carry a Host header",
            LibraryAnswer(400, "HTTP/1.1 request without <b>&quot;Host:&quot;</b>.")
        ),
        ("GET /healthz HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", 400, "More than one Host", nil),
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip\r\n\r\n{\"root\":{}}", 501,
            #"\"gzip\" is not supported"#,
            LibraryAnswer(400, "The Transfer-Encoding used in request is not supported.")
        ),
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: xchunked\r\n\r\n{\"root\":{}}", 501,
            #"\"xchunked\" is not supported"#,
            LibraryAnswer(400, "The Transfer-Encoding used in request is not supported.")
        ),
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: gzip, chunked\r\n\r\nb\r\n{\"root\":{}}\r\n0\r\n\r\n",
            501, #"\"gzip\" is not supported"#,
            LibraryAnswer(400, "The Transfer-Encoding used in request is not supported.")
        ),
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked, identity\r\n\r\nb\r\n{\"root\":{}}\r\n0\r\n\r\n",
            400, "chunked must be the last coding",
            LibraryAnswer(400, "The Transfer-Encoding used in request is not supported.")
        ),
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n",
            400, "More than one Transfer-Encoding", nil
        ),
        (
            "POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 18446744073709551615\r\n\r\n{\"root\":{}}", 413,
            "larger than the limit",
            LibraryAnswer(413, "HTTP request has too large value for <b>Content-Length</b> header.")
        ),
        (
            "POST %2Fresolve HTTP/1.1\r\nHost: x\r\nContent-Length: 11\r\n\r\n{\"root\":{}}", 400,
            "must be a path starting with /", nil
        ),
    ])
    func untrustworthyHeadsGetOneAnswerAndAClose(
        _ head: String, _ status: Int, _ fragment: String, _ onLibrary1: LibraryAnswer?
    ) throws {
        try withServer(configure: {
            $0.connectionTimeoutSeconds = 30; $0.requestTimeoutSeconds = 30
        }) { daemon in
            let connection = try Connection(port: daemon.port, receiveTimeoutSeconds: 5)
            try connection.send(head)
            let bytes = try #require(connection.readUntilClosed(), "the connection was not closed")
            let text = String(decoding: bytes, as: UTF8.self)
            #expect(
                text.components(separatedBy: "\r\n").filter { $0.hasPrefix("HTTP/") }.count == 1,
                "one status line: \(text)")
            if Self.isLibrary1, let answer = onLibrary1 {
                #expect(text.hasPrefix("HTTP/1.1 \(answer.status) "), Comment(rawValue: text))
                #expect(text.hasSuffix(answer.fragment + "</body></html>"), Comment(rawValue: text))
            } else {
                #expect(text.hasPrefix("HTTP/1.1 \(status) "), Comment(rawValue: text))
                #expect(text.contains(fragment), Comment(rawValue: text))
                #expect(text.contains("application/problem+json"))
            }
            try Self.assertAlive(daemon)
        }
    }

    /// What libmicrohttpd answers by itself, by version (issue 25; scripts/mhd-version-behaviour.py prints all of
    /// it): a malformed Content-Length gets the library's HTML 400 with its head written twice on 0.9.75 and once on
    /// 1.0.x; a NUL in a header value is cut by 0.9.75 (orientd cannot see it and answers the request) and refused
    /// by 1.0.x with a 400.
    @Test func libraryOwnAnswersByVersion() throws {
        try withServer { daemon in
            for value in ["abc", "-1", "0x10", "11, 11"] {
                let connection = try Connection(port: daemon.port, receiveTimeoutSeconds: 5)
                try connection.send(
                    "POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: \(value)\r\n\r\n{\"root\":{}}")
                let text = String(decoding: try #require(connection.readUntilClosed()), as: UTF8.self)
                let heads = text.components(separatedBy: "\r\n").filter { $0 == "HTTP/1.1 400 Bad Request" }.count
                #expect(
                    heads == (Self.isLibrary1 ? 1 : 2), "Content-Length: \(value) on \(Daemon.libraryVersion): \(text)")
                #expect(
                    text.hasSuffix(
                        Self.isLibrary1
                            ? "<body>HTTP request has wrong value for <b>Content-Length</b> header.</body></html>"
                            : "<body>Your HTTP request has wrong value for <b>Content-Length</b> header.</body></html>"),
                    Comment(rawValue: text))
            }
            let connection = try Connection(port: daemon.port, receiveTimeoutSeconds: 5)
            try connection.send(
                Array("POST /resolve HTTP/1.1\r\nHost: x\r\nX-Request-Id: ab".utf8) + [0]
                    + Array("cd\r\nContent-Length: 11\r\n\r\n{\"root\":{}}".utf8))
            if Self.isLibrary1 {
                let text = String(decoding: try #require(connection.readUntilClosed()), as: UTF8.self)
                #expect(text.hasPrefix("HTTP/1.1 400 "), Comment(rawValue: text))
                #expect(
                    text.hasSuffix("<body>HTTP request has invalid character in header.</body></html>"),
                    Comment(rawValue: text))
            } else {
                let response = try connection.readResponse()
                #expect(response.status == 200)
                #expect(response.header("X-Request-Id") == "ab", "0.9.75 cuts the value at the NUL")
            }
            try Self.assertAlive(daemon)
        }
    }

    /// A documented limit on both versions (libmicrohttpd 1.0.1 does not lift it): a chunked upload that goes over
    /// the body limit is answered 413 only after its last chunk, because the library cannot queue an answer in the
    /// middle of an upload; orientd stops keeping the body and the request timeout still bounds it.
    @Test func overLimitChunkedUploadIsAnsweredAfterItsLastChunk() throws {
        try withServer(configure: { $0.maxBodyBytes = 1000 }) { daemon in
            let connection = try Connection(port: daemon.port, receiveTimeoutSeconds: 5)
            try connection.send("POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n")
            for _ in 0..<8 { try connection.send("c8\r\n" + String(repeating: " ", count: 200) + "\r\n") }
            #expect(!connection.hasInput(within: 500), "answered before the last chunk on \(Daemon.libraryVersion)")
            try connection.send("0\r\n\r\n")
            #expect(try connection.readResponse().status == 413)
        }
    }

    struct LibraryAnswer: Sendable, CustomStringConvertible {
        var status: Int
        var fragment: String
        init(_ status: Int, _ fragment: String) {
            self.status = status
            self.fragment = fragment
        }
        var description: String { "\(status) \(fragment)" }
    }

    /// libmicrohttpd 1.x (Debian trixie) rather than 0.9.x (bookworm), at run time.
    static var isLibrary1: Bool { Daemon.libraryVersion.hasPrefix("1.") }

    /// The target is matched as sent: percent-escapes are not decoded into a route, and the absolute form that
    /// servers must accept (RFC 9112 §3.2.2) reaches its route.
    @Test(arguments: [
        ("POST", "/resolve%00.json", 404), ("GET", "/healthz%3F", 404), ("GET", "/%68ealthz", 404),
        ("GET", "http://127.0.0.1/healthz", 200), ("GET", "HTTP://example.com/nothing", 404),
        ("GET", "http://example.com", 200), ("POST", "http://x/resolve", 200),
    ])
    func targetsAreMatchedAsSent(_ method: String, _ target: String, _ status: Int) throws {
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request(
                method, target, body: method == "POST" ? #"{"root":{}}"# : nil)
            #expect(response.status == status)
        }
    }

    /// A second server on a port in use is a start-up error, not a silent half of the traffic (no SO_REUSEPORT).
    @Test func portInUseIsAStartupError() throws {
        try withServer { daemon in
            var configuration = ServerConfiguration()
            configuration.port = daemon.port
            #expect(throws: DaemonError.self) {
                let second = try Daemon(
                    configuration: configuration, responder: OrientationService.router(configuration: configuration),
                    logger: Logger(label: "second"))
                second.stop()
            }
        }
    }

    /// A 422 echoes what was given, cut by bytes as well as characters: one grapheme of 300,000 combining marks
    /// (600 KB) used to come back twice, whole (1.2 MB).
    @Test func echoedValuesAreCappedByBytes() throws {
        let grapheme = "e" + String(repeating: "\u{301}", count: 300_000)
        try withServer { daemon in
            for body in [#"{"root":{"class":""# + grapheme + #""}}"#, #"{"device":{"idiom":""# + grapheme + #""}}"#] {
                let response = try Connection(port: daemon.port).request("POST", "/resolve", body: body)
                #expect(response.status == 422)
                #expect(response.body.utf8.count < 2_000, "\(response.body.utf8.count) bytes")
                guard case let .string(given)? = response.json?["given"] else { Issue.record("no given"); continue }
                #expect(given.hasSuffix("…\""))
                #expect(given.utf8.count <= 240 + 5)
            }
            let noted = try Connection(port: daemon.port).request(
                "POST", "/resolve", body: #"{"root":{""# + grapheme + #"":1}}"#)
            #expect(noted.status == 200)
            #expect(
                noted.body.utf8.count < 700_000, "the pointer names the member; the message does not repeat it whole")
            #expect(noted.json?["warnings"]?[0]?["message"].map { "\($0)".utf8.count < 1_000 } == true)
        }
    }

    @Test func invalidUTF8() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            try connection.send(
                Array("POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 18\r\n\r\n{\"root\":{\"class\":\"".utf8) + [
                    0xC3
                ])
            // 18 bytes declared: the body ends inside the string, with a lone lead byte.
            let response = try connection.readResponse()
            #expect(response.status == 400)
            try Self.assertAlive(daemon)
        }
    }

    @Test func tenThousandDeepNestingAndAHundredThousandControllers() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            let deep =
                String(repeating: #"{"presented":"#, count: 10_000) + "{}" + String(repeating: "}", count: 10_000)
            let nested = try connection.request("POST", "/resolve", body: #"{"root":"# + deep + "}")
            #expect(nested.status == 422)
            #expect(nested.json?["expected"] == .string("nesting at most 64 levels deep"))
            let tabs = Array(repeating: "{}", count: 100_000).joined(separator: ",")
            let wide = try connection.request(
                "POST", "/validate", body: #"{"root":{"kind":"tabBarController","children":["# + tabs + "]}}")
            #expect(wide.status == 422)
            #expect(wide.json?["pointer"] == .string("/root/children/999"))
            #expect(wide.json?["expected"] == .string("at most 1000 controllers in the scenario"))
            try Self.assertAlive(daemon)
        }
    }

    /// libmicrohttpd 0.9.75 notices a client that closed mid-body only at the connection timeout; the request is
    /// released then (and the server serves others meanwhile).
    @Test func truncatedBodyThenClose() throws {
        try withServer(configure: { $0.connectionTimeoutSeconds = 1 }) { daemon in
            do {
                let connection = try Connection(port: daemon.port)
                try connection.send("POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{\"root\":{}")
            }  // closed mid-body
            try Self.assertAlive(daemon)
            let clock = ContinuousClock()
            let start = clock.now
            while daemon.requestsInFlight > 0 && clock.now - start < .seconds(4) { usleep(20_000) }
            #expect(daemon.requestsInFlight == 0)
        }
    }

    @Test func chunkedUploadIsAccepted() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            try connection.send(
                "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{\"roo\r\n6\r\nt\":{}}\r\n0\r\n\r\n"
            )
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.json?["outcome"] == .string("orientation"))
        }
    }

    @Test func contentLengthWithTransferEncodingIsRefused() throws {
        try withServer { daemon in
            let connection = try Connection(port: daemon.port)
            try connection.send(
                "POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
            )
            #expect(try connection.readResponse().status == 400)
            try Self.assertAlive(daemon)
        }
    }

    @Test func idleConnectionsTimeOutAndSlowBodiesAreCut() throws {
        try withServer(configure: {
            $0.connectionTimeoutSeconds = 1; $0.requestTimeoutSeconds = 2
        }) { daemon in
            let clock = ContinuousClock()
            // Idle: closed by the inactivity timeout.
            let idle = try Connection(port: daemon.port, receiveTimeoutSeconds: 5)
            let idleStart = clock.now
            #expect(idle.isClosedByPeer())
            #expect(clock.now - idleStart < .seconds(3))

            // A body dripped one byte every 0.4 s never goes idle, but is cut at the request timeout, while another
            // client is served at once.
            let slow = try Connection(port: daemon.port, receiveTimeoutSeconds: 5)
            try slow.send("POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 100\r\n\r\n")
            let slowStart = clock.now
            var cut = false
            for _ in 0..<20 {
                do { try slow.send("{") } catch { cut = true; break }
                let other = clock.now
                try Self.assertAlive(daemon)
                #expect(clock.now - other < .milliseconds(200))
                usleep(400_000)
            }
            #expect(cut || slow.isClosedByPeer())
            #expect(clock.now - slowStart < .seconds(5))
        }
    }

    /// Issue 13, item 10: a head dripped one byte every 0.4 s never goes idle, so libmicrohttpd alone kept the
    /// connection forever; the head deadline closes it, and a kept-alive connection idle past it likewise.
    @Test func aHeadThatNeverCompletesIsClosedAtTheHeadDeadline() throws {
        try withServer(configure: {
            $0.connectionTimeoutSeconds = 30; $0.requestTimeoutSeconds = 30; $0.headTimeoutSeconds = 2
        }) { daemon in
            let clock = ContinuousClock()
            let slow = try Connection(port: daemon.port, receiveTimeoutSeconds: 6)
            try slow.send("GET /healthz HTTP/1.1\r\nHost: x\r\nX-Drip: ")
            let start = clock.now
            var cut = false
            for _ in 0..<25 {
                do { try slow.send("a") } catch { cut = true; break }
                let other = clock.now
                try Self.assertAlive(daemon)
                #expect(clock.now - other < .milliseconds(200))
                usleep(400_000)
                if clock.now - start > .seconds(5) { break }
            }
            #expect(cut || slow.isClosedByPeer())
            let took = clock.now - start
            #expect(took >= .seconds(2) && took < .seconds(5), "closed after \(took)")
            #expect(daemon.headsTimedOut == 1)

            // Answered, then silent: the deadline starts again at the answer, well before the 30 s idle timeout.
            let kept = try Connection(port: daemon.port, receiveTimeoutSeconds: 6)
            #expect(try kept.request("GET", "/healthz").status == 200)
            let answered = clock.now
            #expect(kept.isClosedByPeer())
            #expect(clock.now - answered < .seconds(5))
            #expect(daemon.headsTimedOut == 2)
            // A prompt client on a kept-alive connection is never cut.
            let prompt = try Connection(port: daemon.port)
            for _ in 0..<3 {
                #expect(try prompt.request("GET", "/healthz").status == 200)
                usleep(1_000_000)
            }
        }
    }

    @Test func moreConnectionsThanTheLimitAreRefusedAndServingGoesOn() throws {
        try withServer(configure: { $0.connectionLimit = 4 }) { daemon in
            var held: [Connection] = []
            for _ in 0..<4 {
                let connection = try Connection(port: daemon.port, receiveTimeoutSeconds: 2)
                #expect(try connection.request("GET", "/healthz").status == 200)
                held.append(connection)
            }
            // The fifth is accepted by the kernel and closed by libmicrohttpd at once.
            let extra = try Connection(port: daemon.port, receiveTimeoutSeconds: 2)
            #expect(throws: ClientError.self) { try extra.request("GET", "/healthz") }
            // The held ones still work; once they go, new clients are served.
            #expect(try held[0].request("GET", "/healthz").status == 200)
            held.removeAll()
            usleep(100_000)
            try Self.assertAlive(daemon)
        }
    }

    @Test func theGlobalBodyBudgetAnswers503AndIsReleased() throws {
        try withServer(configure: {
            $0.maxBodyBytes = 1000; $0.maxBufferedBytes = 1500
        }) { daemon in
            // A request holding 1000 bytes of the 1500-byte budget, mid-body.
            let holder = try Connection(port: daemon.port)
            let body = #"{"root":{"class":"A"}}"# + String(repeating: " ", count: 1000 - 22)
            try holder.send("POST /resolve HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n" + body.prefix(10))
            while daemon.bufferedBytes < 1000 { usleep(1_000) }
            // Declared: refused from the headers.
            let declared = try Connection(port: daemon.port).request("POST", "/resolve", body: body)
            #expect(declared.status == 503)
            #expect(declared.header("Retry-After") == "1")
            #expect(declared.header("Content-Type") == "application/problem+json")
            #expect(declared.json?["type"] == .string("/problems/busy"))
            // Chunked: refused once it no longer fits.
            let chunked = try Connection(port: daemon.port)
            try chunked.send(
                "POST /resolve HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n258\r\n"
                    + String(repeating: " ", count: 600) + "\r\n0\r\n\r\n")
            #expect(try chunked.readResponse().status == 503)
            // Small requests still fit; the holder finishes; everything is released.
            #expect(try Connection(port: daemon.port).request("POST", "/resolve", body: #"{"root":{}}"#).status == 200)
            try holder.send(String(body.dropFirst(10)))
            #expect(try holder.readResponse().status == 200)
            let clock = ContinuousClock()
            let start = clock.now
            while daemon.bufferedBytes > 0 && clock.now - start < .seconds(2) { usleep(5_000) }
            #expect(daemon.bufferedBytes == 0)
            #expect(try Connection(port: daemon.port).request("POST", "/resolve", body: body).status == 200)
        }
    }
}
