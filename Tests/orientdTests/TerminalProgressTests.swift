import Foundation
import Testing
@testable import TestSupport

/// Progress of a long check (files read of the total, then the checking) is shown on a terminal's stderr only:
/// never in a CI log or a pipe, never on stdout.
@Suite struct TerminalProgressTests {
    static let arguments = ["validate", "--sources", "Tests/fixtures/code/PlayerApp", "--format", "text"]

    @Test func noProgressWithoutATerminal() throws {
        let piped = try Repository.orientd(Self.arguments)
        #expect(piped.status == 1)
        #expect(!piped.stderr.contains("reading Tests/fixtures/code/PlayerApp:"))
        #expect(!piped.stderr.contains("checking 10 scenarios") && !piped.stderr.contains("\u{1B}[K"))
    }

    #if os(Linux)
    /// util-linux's script(1) gives the command a terminal; its stdout goes to a file.
    @Test func progressOnATerminalAndNotOnStdout() throws {
        let stdout = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-progress-\(getpid()).txt")
        defer { try? FileManager.default.removeItem(at: stdout) }
        let command = ([Repository.binary.path] + Self.arguments).joined(separator: " ") + " > " + stdout.path
        let script = Process()
        script.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        script.arguments = ["-q", "-e", "-c", command, "/dev/null"]
        script.currentDirectoryURL = Repository.root
        script.environment = ProcessInfo.processInfo.environment.merging(["TERM": "xterm"]) { _, new in new }
        let terminal = Pipe()
        script.standardOutput = terminal
        script.standardInput = FileHandle.nullDevice
        try script.run()
        let shown = String(decoding: terminal.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        script.waitUntilExit()
        #expect(script.terminationStatus == 1, "the command's own exit status")
        #expect(
            shown.contains("orientd: reading Tests/fixtures/code/PlayerApp: 1 of 6 files"), Comment(rawValue: shown))
        #expect(shown.contains("orientd: checking 8 scenarios"))
        let printed = try String(contentsOf: stdout, encoding: .utf8)
        #expect(printed == (try Repository.orientd(Self.arguments)).stdout, "stdout is the same with a terminal")
    }
    #endif
}
