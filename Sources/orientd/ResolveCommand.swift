import ArgumentParser
import OrientationResolver
import OrientationWire
import OrientationServer
import ProjectFiles

#if canImport(Glibc)
import Glibc
#endif

/// The scenario file, the project files and the decoding limits, shared by `resolve` and `validate`. Each limit is
/// checked as `serve` checks it, and read from the same ORIENTD_* variable when the flag is not given.
struct ScenarioInput: ParsableArguments {
    @Argument(help: "Scenario JSON file, or - for standard input. Optional with --info-plist or --project; what it states wins over the files.")
    var file: String?

    @OptionGroup var project: ProjectOptions

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
        guard let file else { return Array("{}".utf8) }
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

    /// The scenario: the project files' app, with the scenario file decoded over it; its notes, and the sources
    /// of what the files gave. Bad input prints the problem (JSON on stdout, or a line on stderr) and exits 2.
    func scenario() throws -> (scenario: Scenario, notes: InputNotes, sources: [String: FileSource]) {
        guard file != nil || project.given else {
            printError("orientd: give a scenario file (or - for standard input), --info-plist FILE or --project DIR.xcodeproj")
            throw ExitCode(2)
        }
        let imported = try project.imported()
        do {
            var (scenario, notes) = try Scenario.decodeNoting(bytes: try read(), limits: try limits(), base: imported?.baseScenario ?? Scenario())
            if let imported {
                notes.list.insert(contentsOf: imported.notes, at: 0)
                return (scenario, notes, imported.sources(in: scenario))
            }
            return (scenario, notes, [:])
        } catch let error as ScenarioInputError {
            print(String(decoding: Problem.from(error).response(requestID: nil).body, as: UTF8.self))
            throw ExitCode(2)
        }
    }
}

/// Where the app's settings come from when not (only) from the scenario JSON (semantics §10).
struct ProjectOptions: ParsableArguments {
    @Option(help: "An Info.plist (XML or binary): its orientation keys, UIDeviceFamily, MinimumOSVersion and DTSDKName fill app. With --project it replaces the target's INFOPLIST_FILE.")
    var infoPlist: String?

    @Option(help: "An Xcode project (DIR.xcodeproj): the target's build settings (with their xcconfig files), Info.plist and generated INFOPLIST_KEY_* keys fill app.")
    var project: String?

    @Option(help: "The target of --project. [default: its one application target]")
    var target: String?

    @Option(help: "The build configuration of --project. [default: the target's default configuration, normally Release]")
    var configuration: String?

    var given: Bool { infoPlist != nil || project != nil }

    /// What the files say, or nil without files. A file orientd cannot use: one line on stderr, exit 2.
    func imported() throws -> ImportedApp? {
        guard given else {
            if target != nil || configuration != nil {
                printError("orientd: --target and --configuration need --project")
                throw ExitCode(2)
            }
            return nil
        }
        do {
            if let project {
                return try XcodeProjectReader.reading(project).read(target: target, configuration: configuration, infoPlistOverride: infoPlist)
            }
            if target != nil || configuration != nil {
                printError("orientd: --target and --configuration need --project")
                throw ExitCode(2)
            }
            var app = ImportedApp()
            let path = infoPlist!
            guard let bytes = try FileSystem.read(path) else { throw ProjectFileError(file: path, line: nil, message: "no such file") }
            try app.readInfoPlist(bytes, name: path)
            return app
        } catch let error as ProjectFileError {
            printError("orientd: " + error.description)
            throw ExitCode(2)
        }
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
        let (scenario, notes, _) = try input.scenario()
        do {
            let resolution = try Resolver.resolve(scenario)
            print(String(decoding: resolution.jsonBytes(in: scenario, notes: notes), as: UTF8.self))
        } catch {
            print(String(decoding: Problem.from(error).response(requestID: nil).body, as: UTF8.self))
            throw ExitCode(2)
        }
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

    @Option(help: "json (the /validate answer) or sarif (SARIF 2.1.0, for code scanning). [default: json]")
    var format: OutputFormat = .json

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json, sarif
    }

    func run() throws {
        let maxStates = try positive(maxStates, "ORIENTD_MAX_STATES", default: 10_000, max: 10_000_000)
        let (scenario, notes, sources) = try input.scenario()
        let validation = Validator.validate(scenario, maxStates: maxStates)
        switch format {
        case .json:
            print(validation.json(notes: notes, sources: sources))
        case .sarif:
            let scenarioFile = input.file == "-" ? nil : input.file
            print(SARIF.log(validation, notes: notes, sources: sources,
                            fallback: scenarioFile ?? input.project.project.map { $0 + "/project.pbxproj" } ?? input.project.infoPlist,
                            version: Orientd.configuration.version))
        }
        if validation.errors > 0 { throw ExitCode(1) }
        if validation.truncated {
            printError("orientd: the exploration stopped at --max-states \(maxStates) after \(validation.statesChecked) states; "
                       + "states beyond it were not checked, so the scenario is not reported valid (exit 3). Raise --max-states to check them all.")
            throw ExitCode(3)
        }
    }
}

/// `orientd import`: the scenario JSON that project files give, to start a scenario from.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the scenario JSON (device and app) that an Info.plist or an Xcode project gives; notes about the files go to stderr. Exit 0, or 2 on a file orientd cannot use."
    )

    @OptionGroup var project: ProjectOptions

    func run() throws {
        guard project.given, let app = try project.imported() else {
            printError("orientd: give --info-plist FILE or --project DIR.xcodeproj")
            throw ExitCode(2)
        }
        if let target = app.target, let configuration = app.configuration {
            printError("orientd: target \(target), configuration \(configuration); read \(app.files.joined(separator: ", "))")
        }
        for note in app.notes {
            let place = note.source.map { "\($0.file)\($0.line.map { ":\($0)" } ?? ""): " } ?? ""
            printError("orientd: \(place)warning: \(note.message) [\(note.rule)]")
        }
        print(app.scenarioJSON())
    }
}

/// A line on standard error (what a CI log shows beside the JSON on standard output).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}
