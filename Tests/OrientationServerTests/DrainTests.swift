import Foundation
import Logging
import OrientationServer
import Synchronization
import Testing

#if canImport(Glibc)
import Glibc
@testable import TestSupport
#endif

/// Stopping under load (issue 25). The daemon used to stop through `MHD_quiesce_daemon`, which with a thread pool
/// and epoll races each worker's own removal of the listen socket from its epoll set (libmicrohttpd 0.9.75
/// daemon.c 5525–5532 against 4965–4977; 1.0.1 unchanged) and aborts the process: "Fatal error in GNU
/// libmicrohttpd daemon.c:5531: Failed to remove listen FD from epoll set."
@Suite(.serialized) struct DrainTests {
    /// Clients that open a connection, send one request and close, as fast as they can, until told to stop. With
    /// four workers and a limit of four connections each worker sits at its limit most of the time, so it keeps
    /// taking the listen socket out of its epoll set and putting it back: the window the quiesce race needs.
    final class Hammer: Sendable {
        let port: UInt16
        let running = Atomic<Bool>(true)
        let answered = Atomic<Int>(0)
        let finished = Atomic<Int>(0)
        let clients: Int

        init(port: UInt16, clients: Int) {
            self.port = port
            self.clients = clients
            for _ in 0..<clients {
                let thread = Thread { [self] in
                    while running.load(ordering: .relaxed) {
                        guard let connection = try? Connection(port: port, receiveTimeoutSeconds: 1) else { continue }
                        if let response = try? connection.request("GET", "/healthz", headers: ["Connection: close"]),
                            response.status == 200
                        {
                            answered.add(1, ordering: .relaxed)
                        }
                    }
                    finished.add(1, ordering: .releasing)
                }
                thread.start()
            }
        }

        /// Stops the clients and waits (at most 5 s) until each has left its loop.
        func finish() {
            running.store(false, ordering: .relaxed)
            let deadline = Date().addingTimeInterval(5)
            while finished.load(ordering: .acquiring) < clients && Date() < deadline { usleep(1_000) }
        }
    }

    /// 200 cycles of start, eight clients against four workers at their connection limit, stop. On the quiesce-based
    /// drain a C loop of the same shape aborted within 5–30 cycles (three runs of 500); this test aborted the test
    /// process on that code. Each cycle must also have answered requests, or the stop met no load.
    @Test func stopUnderLoadAtTheConnectionLimitNeverAborts200Cycles() throws {
        var loadedCycles = 0
        for cycle in 0..<200 {
            var configuration = ServerConfiguration()
            configuration.port = 0
            configuration.threads = 4
            configuration.connectionLimit = 4
            configuration.drainTimeoutSeconds = 2
            var logger = Logger(label: "orientd-drain-test")
            logger.logLevel = .critical
            let daemon = try Daemon(
                configuration: configuration,
                responder: OrientationService.router(configuration: configuration), logger: logger)
            let hammer = Hammer(port: daemon.port, clients: 8)
            // Until the first answers, then a little more (varied, so the stop lands at different moments).
            let deadline = Date().addingTimeInterval(2)
            while hammer.answered.load(ordering: .relaxed) < 4 && Date() < deadline { usleep(200) }
            usleep(UInt32(500 + (cycle % 7) * 700))
            if hammer.answered.load(ordering: .relaxed) > 0 { loadedCycles += 1 }
            daemon.stop()
            hammer.finish()
        }
        #expect(loadedCycles == 200)
    }

    /// The drain's promise, over real sockets to the real binary stopped by SIGTERM while four requests are in flight
    /// (their heads sent, their bodies half sent): /readyz is 503 from the moment the drain is logged, a new
    /// connection is closed at once with no answer, each request in flight gets its full answer once its body
    /// arrives, and the process exits 0 well within the drain timeout.
    @Test func drainUnderLoadAnswersWhatItAcceptedAndRefusesTheRest() throws {
        let launched = try Repository.launch(["--port", "0", "--threads", "2", "--drain-timeout", "5"])
        let process = launched.process
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let port = try #require(launched.port, "no startup line in: \(launched.log)")
        let body = try String(
            contentsOf: Repository.root.appendingPathComponent("examples").appendingPathComponent("player.json"),
            encoding: .utf8)
        let expected = try Connection(port: port).request("POST", "/resolve", body: body)
        #expect(expected.status == 200)

        let keptAlive = try Connection(port: port)
        #expect(try keptAlive.request("GET", "/readyz").status == 200)
        let split = body.utf8.count / 2
        let bytes = Array(body.utf8)
        var slow: [Connection] = []
        for _ in 0..<4 {
            let connection = try Connection(port: port)
            try connection.send("POST /resolve HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: \(bytes.count)\r\n\r\n")
            try connection.send(Array(bytes[..<split]))
            slow.append(connection)
        }
        // In flight: the four, and the /metrics request that asks (an earlier /metrics request may still count until
        // libmicrohttpd reports its completion).
        let deadline = Date().addingTimeInterval(5)
        var inFlight = 0
        while inFlight < 5 && Date() < deadline {
            let metrics = try Connection(port: port).request("GET", "/metrics").body
            let line = metrics.split(separator: "\n").first { $0.hasPrefix("orientd_http_requests_in_flight ") }
            inFlight = line.flatMap { Int(Double($0.split(separator: " ").last ?? "") ?? 0) } ?? 0
        }
        #expect(inFlight >= 5, "the four slow requests never showed as in flight")

        kill(process.processIdentifier, SIGTERM)
        let signalled = Date()
        var log = launched.log
        let reader = launched.stderr.fileHandleForReading
        while !log.contains("draining") {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            log += String(decoding: chunk, as: UTF8.self)
        }
        #expect(log.contains("draining"))

        let ready = try keptAlive.request("GET", "/readyz")
        #expect(ready.status == 503)
        #expect(ready.header("Connection") == "close")

        // A new connection: refused, or accepted and closed with no answer, within a second.
        if let late = try? Connection(port: port, receiveTimeoutSeconds: 1) {
            try? late.send("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
            let answer = late.readUntilClosed()
            #expect(
                answer == [],
                "a connection made during the drain got \(answer.map { String(decoding: $0, as: UTF8.self) } ?? "no close within 1 s")"
            )
        }

        for connection in slow {
            try connection.send(Array(bytes[split...]))
            let response = try connection.readResponse()
            #expect(response.status == 200)
            #expect(response.body == expected.body)
            #expect(response.header("Connection") == "close")
        }
        process.waitUntilExit()
        let took = Date().timeIntervalSince(signalled)
        log += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(took < 5, "exit took \(took) s")
        #expect(!log.contains("still in flight"), Comment(rawValue: log))
        #expect(log.contains("stopped"))
    }
}
