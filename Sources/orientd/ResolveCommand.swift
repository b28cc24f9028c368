import ArgumentParser
import OrientationResolver
import OrientationWire
import OrientationServer

#if canImport(Glibc)
import Glibc
#endif

/// The scenario file and the decoding limits, shared by `resolve` and `validate`.
struct ScenarioInput: ParsableArguments {
    @Argument(help: "Scenario JSON file, or - for standard input.")
    var file: String

    @Option(help: "Deepest JSON nesting accepted.")
    var maxDepth = 64

    @Option(help: "Most controllers in one scenario.")
    var maxControllers = 1000

    var limits: ScenarioLimits { ScenarioLimits(maxDepth: maxDepth, maxControllers: maxControllers) }

    /// Reads the whole file, or standard input for "-".
    func read() throws -> [UInt8] {
        let stream: UnsafeMutablePointer<FILE>? = file == "-" ? fdopen(STDIN_FILENO, "rb") : fopen(file, "rb")
        guard let stream else { throw ValidationError("cannot open \(file): \(String(cString: strerror(errno)))") }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, stream)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if count < chunk.count { break }
        }
        if ferror(stream) != 0 { throw ValidationError("cannot read \(file)") }
        return bytes
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
        let response = OrientationService.router(limits: input.limits)
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

    @Option(help: "Most states explored; the answer says when it stopped there.")
    var maxStates = 10_000

    func run() throws {
        let scenario: Scenario
        let notes: InputNotes
        do {
            (scenario, notes) = try Scenario.decodeNoting(bytes: try input.read(), limits: input.limits)
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
