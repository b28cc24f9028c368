import ArgumentParser
import OrientationResolver
import OrientationWire
import OrientationServer

#if canImport(Glibc)
import Glibc
#endif

/// The scenario file and the decoding limits, shared by `resolve` and `validate`. Each limit is checked as `serve`
/// checks it, and read from the same ORIENTD_* variable when the flag is not given.
struct ScenarioInput: ParsableArguments {
    @Argument(help: "Scenario JSON file, or - for standard input.")
    var file: String

    @Option(help: "Deepest JSON nesting accepted. [env ORIENTD_MAX_DEPTH, default 64]")
    var maxDepth: Int?

    @Option(help: "Most controllers in one scenario. [env ORIENTD_MAX_CONTROLLERS, default 1000]")
    var maxControllers: Int?

    @Option(help: "Largest input accepted, in bytes. [env ORIENTD_MAX_BODY_BYTES, default 1048576]")
    var maxBodyBytes: Int?

    func limits() throws -> ScenarioLimits {
        ScenarioLimits(maxDepth: try positive(maxDepth, "ORIENTD_MAX_DEPTH", default: 64, max: 1000),
                       maxControllers: try positive(maxControllers, "ORIENTD_MAX_CONTROLLERS", default: 1000, max: 1_000_000))
    }

    /// Reads the whole file, or standard input for "-", up to the size limit. A file that cannot be read or is
    /// too large is bad input: a line on stderr and exit 2.
    func read() throws -> [UInt8] {
        let limit = try positive(maxBodyBytes, "ORIENTD_MAX_BODY_BYTES", default: 1 << 20, max: 1 << 30)
        let stream: UnsafeMutablePointer<FILE>? = file == "-" ? fdopen(STDIN_FILENO, "rb") : fopen(file, "rb")
        guard let stream else { throw inputFailure("cannot open \(file): \(String(cString: strerror(errno)))") }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, stream)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if bytes.count > limit {
                throw inputFailure("\(file == "-" ? "standard input" : file) is larger than the limit of \(limit) bytes (--max-body-bytes)")
            }
            if count < chunk.count { break }
        }
        if ferror(stream) != 0 { throw inputFailure("cannot read \(file): \(String(cString: strerror(errno)))") }
        return bytes
    }

    private func inputFailure(_ message: String) -> ExitCode {
        printError("orientd: " + message)
        return ExitCode(2)
    }
}

/// `orientd resolve FILE`: the same JSON as POST /resolve, without a server.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a scenario file (or - for stdin) and print the /resolve answer. Exit 0 on an answer (a crash is an answer), 2 on bad input."
    )

    @OptionGroup var input: ScenarioInput

    func run() throws {
        let response = OrientationService.router(limits: try input.limits())
            .respond(to: HTTPRequest(method: "POST", path: "/resolve", body: try input.read()))
        print(String(decoding: response.body, as: UTF8.self))
        if response.status != 200 { throw ExitCode(2) }
    }
}

/// `orientd validate FILE`: the same JSON as POST /validate; the exit status gates CI.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check every reachable state of a scenario file (or - for stdin) and print the /validate answer. Exit 0 when valid, 1 when a state crashes or the App Store rejects the app, 2 on bad input, 3 when --max-states stopped the exploration before every state was checked (and no error was found in those that were)."
    )

    @OptionGroup var input: ScenarioInput

    @Option(help: "Most states explored; the answer says when it stopped there. [env ORIENTD_MAX_STATES, default 10000]")
    var maxStates: Int?

    func run() throws {
        let maxStates = try positive(maxStates, "ORIENTD_MAX_STATES", default: 10_000, max: 10_000_000)
        let scenario: Scenario
        let notes: InputNotes
        do {
            (scenario, notes) = try Scenario.decodeNoting(bytes: try input.read(), limits: try input.limits())
        } catch let error as ScenarioInputError {
            print(String(decoding: Problem.from(error).response(requestID: nil).body, as: UTF8.self))
            throw ExitCode(2)
        }
        let validation = Validator.validate(scenario, maxStates: maxStates)
        print(validation.json(notes: notes))
        if validation.errors > 0 { throw ExitCode(1) }
        if validation.truncated {
            printError("orientd: the exploration stopped at --max-states \(maxStates) after \(validation.statesChecked) states; "
                       + "states beyond it were not checked, so the scenario is not reported valid (exit 3). Raise --max-states to check them all.")
            throw ExitCode(3)
        }
    }
}

/// A line on standard error (what a CI log shows beside the JSON on standard output).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}
