import ArgumentParser
import OrientationResolver
import OrientationWire
import OrientationServer
import ProjectFiles
import SourceReader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The code below `folder`; a folder that is not one or holds too many files is bad input (one line, exit 2).
func readSources(_ folder: String, module: String, limits: SourceLimits) throws -> SourceModel {
    do {
        return try SourceFiles.read(directory: folder, module: module, limits: limits)
    } catch {
        throw BadInput(error.description)
    }
}

/// Input orientd cannot use (exit 2): a line for stderr ("orientd: " is added), and/or the problem JSON for stdout.
struct BadInput: Error {
    var line: String?
    var stdout: String?
    /// What a SARIF log says of it.
    var summary: String

    init(_ line: String?, stdout: String? = nil, summary: String? = nil) {
        self.line = line
        self.stdout = stdout
        self.summary = summary ?? line ?? "the input cannot be used"
    }

    /// Runs `body`; bad input is printed, then exit 2. A `reporter` whose format says so in its own words (a SARIF
    /// log saying the run failed, a GitHub annotation) prints that on stdout instead of the problem JSON.
    static func reporting(_ reporter: (any Reporter)? = nil, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let bad as BadInput {
            if let text = reporter?.failure(bad.summary) {
                print(text, terminator: "")
            } else if let stdout = bad.stdout {
                print(stdout)
            }
            if let line = bad.line { printError("orientd: " + line) }
            throw ExitCode(2)
        }
    }
}

/// A line on standard error (what a CI log shows beside the JSON on standard output).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}
