import Foundation
import Testing
@testable import TestSupport

/// The `orientd` binary itself: configuration from ORIENTD_* variables, the startup line, per-request logs at
/// debug, and a clean exit 0 on SIGTERM.
@Suite(.serialized) struct ExecutableTests {
    static let binary = Repository.binary

    /// `--host localhost` binds 127.0.0.1 (issue 13, item 12); another name is refused at start-up with the reason.
    @Test func localhostIsLoopbackAndOtherNamesAreRefused() throws {
        let (process, stderr, port, log) = try Repository.launch([
            "--host", "localhost", "--port", "0", "--threads", "1",
        ])
        defer { if process.isRunning { process.terminate() } }
        let boundPort = try #require(port, "no startup line on 127.0.0.1 in: \(log)")
        #expect(try Connection(port: boundPort).request("GET", "/healthz").status == 200)
        kill(process.processIdentifier, SIGTERM)
        _ = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let refused = Process()
        refused.executableURL = Self.binary
        refused.arguments = ["--host", "example.com", "--port", "0"]
        let output = Pipe()
        refused.standardError = output
        try refused.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        refused.waitUntilExit()
        #expect(refused.terminationStatus != 0)
        #expect(text.contains("host is not an IPv4 or IPv6 address"), Comment(rawValue: text))
    }

    @Test func servesAndStopsCleanlyOnSIGTERM() throws {
        let launched = try Repository.launch(
            ["--log-level", "debug"],
            environment: ["ORIENTD_PORT": "0", "ORIENTD_HOST": "127.0.0.1", "ORIENTD_THREADS": "1"])
        let process = launched.process
        defer { if process.isRunning { process.terminate() } }
        let reader = launched.stderr.fileHandleForReading
        var log = launched.log
        let port = launched.port
        let boundPort = try #require(port, "no startup line in: \(log)")
        #expect(log.contains("threads=1"))
        let response = try Connection(port: boundPort).request("GET", "/healthz")
        #expect(response.status == 200)

        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        log += String(decoding: reader.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(log.contains("http.path=/healthz"))
        #expect(log.contains("http.status=200"))
        #expect(log.contains("stopped"))
    }

    /// A value that cannot work is refused at start, never accepted to answer nothing later. One process at a
    /// time, its output read to the end before waiting: Foundation's Process on Linux can miss the exit of a child
    /// started while another one ends.
    @Test func badEnvironmentValuesAreErrors() throws {
        for (environment, message) in [
            (["ORIENTD_PORT": "eighty"], "ORIENTD_PORT=eighty is not a valid value."),
            (
                ["ORIENTD_CONNECTION_MEMORY_LIMIT": "100"],
                "connection-memory-limit must be between 4096 and 16777216, given 100."
            ),
        ] {
            let process = Process()
            process.executableURL = Self.binary
            process.environment = environment
            let stderr = Pipe()
            process.standardError = stderr
            try process.run()
            let output = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            #expect(process.terminationStatus != 0)
            #expect(output.contains(message), Comment(rawValue: output))
        }
    }

    /// `orientd validate FILE` exits 0 when valid, 1 on an error, 2 on bad input, 3 when truncated without an error;
    /// `resolve` exits 0 or 2.
    @Test(arguments: [
        (["validate", "examples/player.json"], Int32(0), #""valid":true"#),
        (["validate", "examples/tabbar-without-selection.json"], Int32(1), #""rule":"forwarding-to-nil-child""#),
        (["validate", "-"], Int32(2), #""status":400"#),
        (["resolve", "examples/landscape-app-portrait-root.json"], Int32(0), "[Demo.ViewController shouldAutorotate]"),
        (["resolve", "Package.swift"], Int32(2), #""type":"/problems/invalid-json""#),
        (
            ["validate", "no-such-file.json"], Int32(2),
            "orientd: cannot open no-such-file.json: No such file or directory"
        ),
        (["resolve", "examples"], Int32(2), "orientd: cannot read examples: Is a directory"),
        (
            ["resolve", "--max-body-bytes", "100", "examples/player.json"], Int32(2),
            "larger than the limit of 100 bytes"
        ),
        // Limits are checked as serve checks them.
        (
            ["validate", "--max-states", "0", "examples/player.json"], Int32(64),
            "max-states must be between 1 and 10000000, given 0"
        ),
        (
            ["resolve", "--max-depth", "0", "examples/player.json"], Int32(64),
            "max-depth must be between 1 and 1000, given 0"
        ),
        // A truncated exploration is not a pass: its own exit status, and a line on stderr saying why.
        (["validate", "--max-states", "2", "examples/player.json"], Int32(3), "states beyond it were not checked"),
        (["validate", "--max-states", "2", "examples/player.json"], Int32(3), #""valid":false,"errors":0"#),
        (["validate", "--max-states", "20", "examples/tabbar-without-selection.json"], Int32(1), #""truncated":true"#),
    ])
    func commandLine(_ arguments: [String], _ status: Int32, _ fragment: String) throws {
        let process = Process()
        process.executableURL = Self.binary
        process.currentDirectoryURL = Self.binary.deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        process.arguments = arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data("not json".utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == status, Comment(rawValue: text))
        #expect(text.contains(fragment), Comment(rawValue: text))
    }
}
