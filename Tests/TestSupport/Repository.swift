import Foundation
import Testing

/// The repository the tests run in, and the built orientd run there as a user runs it.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var json: [String: Any]? {
            (try? JSONSerialization.jsonObject(with: Data(stdout.utf8))) as? [String: Any]
        }
        var findings: [[String: Any]] { json?["findings"] as? [[String: Any]] ?? [] }
        func finding(_ rule: String, at path: String? = nil) -> [String: Any]? {
            findings.first { $0["rule"] as? String == rule && (path == nil || $0["path"] as? String == path) }
        }
    }

    /// Runs the built orientd in the repository's directory; stdin is `input` (empty by default); `environment` is
    /// added to the test's own (Xcode's build settings, say).
    static func orientd(
        _ arguments: [String], input: String = "", environment: [String: String] = [:], in directory: URL? = nil
    ) throws -> Run {
        let process = Process()
        process.executableURL = binary
        process.currentDirectoryURL = directory ?? root
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, given in given }
        }
        let output = Pipe(), errors = Pipe(), stdin = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = stdin
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let err = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, stdout: out, stderr: err)
    }

    /// The line of `fragment` in a fixture (1-based), so that the tests do not hard-code line numbers.
    static func line(of fragment: String, in file: String, after anchor: String? = nil) throws -> Int {
        let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(
            separatedBy: "\n")
        let start = try anchor.map { anchor in try #require(lines.firstIndex { $0.contains(anchor) }) } ?? 0
        return try #require(lines[start...].firstIndex { $0.contains(fragment) }) + 1
    }

    static func source(_ finding: [String: Any]?) -> (file: String?, line: Int?) {
        let source = finding?["source"] as? [String: Any]
        return (source?["file"] as? String, source?["line"] as? Int)
    }

    /// The built binary.
    static let binary = root.appendingPathComponent(".build/debug/orientd")

    /// Starts the binary and reads its stderr until the startup line names the port (nil after 10 s or on exit).
    static func launch(_ arguments: [String], environment: [String: String]? = nil) throws
        -> (process: Process, stderr: Pipe, port: UInt16?, log: String)
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = environment }
        let stderr = Pipe()
        process.standardError = stderr
        try process.run()
        var log = ""
        var port: UInt16?
        let deadline = Date().addingTimeInterval(10)
        while port == nil && Date() < deadline {
            let chunk = stderr.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            log += String(decoding: chunk, as: UTF8.self)
            if let range = log.range(of: #"http://127\.0\.0\.1:(\d+)"#, options: .regularExpression) {
                port = UInt16(log[range].split(separator: ":").last!)
            }
        }
        return (process, stderr, port, log)
    }
}
