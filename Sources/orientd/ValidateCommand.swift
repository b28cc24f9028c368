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

/// `orientd validate FILE`: the same JSON as POST /validate; the exit status gates CI.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract:
            "Check every reachable state of a scenario file (or - for stdin) and print the /validate answer. Exit 0 when valid, 1 when a state crashes or the App Store rejects the app, 2 on bad input, 3 when --max-states stopped the exploration before every state was checked (and no error was found in those that were). A project with several iOS apps and no --target: each is checked, the answers are printed under their target names, and the worst status is the exit status."
    )

    @OptionGroup var input: ScenarioInput

    @Option(
        help: "Most states explored; the answer says when it stopped there. [env ORIENTD_MAX_STATES, default 10000]")
    var maxStates: Int?

    @Option(
        help:
            "json (the /validate answer), sarif (SARIF 2.1.0, for code scanning), github (GitHub Actions workflow commands: ::error file=…,line=…,title=RULE::MESSAGE) or text (FILE:LINE: error: [RULE] MESSAGE, the compiler format). The exit status is the same for all. [default: json; text in an Xcode build phase]"
    )
    var format: OutputFormat?

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json, sarif, github, text
    }

    @Option(
        help:
            "With --format text or github: collapsed (the default: the notes of one rule print as their first line, which says how many more there are) or all (every note). Errors and warnings always print in full; json and sarif always hold every note."
    )
    var notes: NotesOption = .collapsed

    enum NotesOption: String, ExpressibleByArgument, CaseIterable {
        case collapsed, all

        var mode: Annotations.Notes { self == .all ? .all : .collapsed }
    }

    @Option(help: "error (exit 1 when an error is found, the default) or warning (exit 1 on warnings too).")
    var failOn: FailOn = .error

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning
    }

    /// The reporter of `format` for `input`.
    static func reporter(
        _ format: OutputFormat, input: ScenarioInput, notes: Annotations.Notes = .collapsed
    ) -> any Reporter {
        let scenarioFile = input.file == "-" ? nil : input.file
        let fallback =
            scenarioFile ?? input.project.project.map { $0.hasSuffix(".xcodeproj") ? $0 + "/project.pbxproj" : $0 }
            ?? input.project.infoPlist
        return switch format {
        case .json: JSONReporter()
        case .sarif:
            SARIFReporter(
                fallback: fallback, sourceRoot: input.project.sourceRoot(), version: Orientd.configuration.version)
        case .github: AnnotationReporter(format: .github, fallback: fallback, notes: notes)
        case .text: AnnotationReporter(format: .text, fallback: fallback, notes: notes)
        }
    }

    /// The input and the format: as given, or, with no input given inside an Xcode build phase, what Xcode is
    /// building, in the compiler format (unless `--format` says otherwise).
    func resolved(xcode: XcodeBuild? = XcodeBuild.current()) -> (input: ScenarioInput, format: OutputFormat) {
        var input = self.input
        guard input.file == nil, !input.project.given, input.project.sources == nil, let xcode else {
            return (input, format ?? .json)
        }
        input.project.project = xcode.project
        input.project.target = input.project.target ?? xcode.target
        input.project.configuration = input.project.configuration ?? xcode.configuration
        input.project.sdk = input.project.sdk ?? xcode.sdk
        printError("orientd: " + xcode.description)
        return (input, format ?? .text)
    }

    func run() throws {
        let maxStates = try positive(maxStates, "ORIENTD_MAX_STATES", default: 10_000, max: 10_000_000)
        let (input, format) = resolved()
        let reporter = Self.reporter(format, input: input, notes: notes.mode)
        var status: Int32 = 0
        try BadInput.reporting(reporter) {
            // One run parses each file once, however many of its apps build it.
            let scenarios = try ParsedFiles.$current.withValue(ParsedFiles()) { try input.scenarios() }
            var reported: [ReportedScenario] = []
            var truncatedAt: [String] = []
            // The code gives many scenarios: they are validated concurrently.
            TerminalProgress.checking(scenarios.count)
            let validations = AppCheck.validate(scenarios, maxStates: maxStates)
            TerminalProgress.clear()
            for (entry, validation) in zip(scenarios, validations) {
                if validation.errors > 0 || (failOn == .warning && validation.warnings + entry.notes.warnings > 0) {
                    status = 1
                }
                if validation.truncated {
                    truncatedAt.append(
                        (entry.target.map { "\($0): " } ?? "")
                            + "the exploration stopped at --max-states \(maxStates) after \(validation.statesChecked) states"
                    )
                }
                reported.append(
                    ReportedScenario(
                        validation: validation, notes: entry.notes, sources: entry.sources, target: entry.target,
                        app: entry.app, coverage: entry.coverage))
            }
            print(reporter.report(reported), terminator: "")
            if status == 0 && !truncatedAt.isEmpty {
                printError(
                    "orientd: \(truncatedAt.joined(separator: "; ")); states beyond it were not checked, so the scenario is not reported valid (exit 3). Raise --max-states to check them all."
                )
                status = 3
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
