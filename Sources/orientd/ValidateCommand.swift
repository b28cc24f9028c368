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
        abstract: "Check every reachable state of a scenario file (or - for stdin) and print the /validate answer. Exit 0 when valid, 1 when a state crashes or the App Store rejects the app, 2 on bad input, 3 when --max-states stopped the exploration before every state was checked (and no error was found in those that were). A project with several iOS apps and no --target: each is checked, the answers are printed under their target names, and the worst status is the exit status."
    )

    @OptionGroup var input: ScenarioInput

    @Option(help: "Most states explored; the answer says when it stopped there. [env ORIENTD_MAX_STATES, default 10000]")
    var maxStates: Int?

    @Option(help: "json (the /validate answer), sarif (SARIF 2.1.0, for code scanning), github (GitHub Actions workflow commands: ::error file=…,line=…,title=RULE::MESSAGE) or text (FILE:LINE: error: [RULE] MESSAGE, the compiler format). The exit status is the same for all. [default: json]")
    var format: OutputFormat = .json

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json, sarif, github, text
    }

    @Option(help: "error (exit 1 when an error is found, the default) or warning (exit 1 on warnings too).")
    var failOn: FailOn = .error

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning
    }

    func run() throws {
        let maxStates = try positive(maxStates, "ORIENTD_MAX_STATES", default: 10_000, max: 10_000_000)
        let sourceRoot = input.project.sourceRoot()
        var status: Int32 = 0
        let failure: ((BadInput) -> Void)? = switch format {
        case .sarif: { bad in print(SARIF.failedLog(bad.summary, version: Orientd.configuration.version)) }
        case .github: { bad in print("::error title=orientd::" + Annotations.escapeData(bad.summary)) }
        case .json, .text: nil
        }
        try BadInput.reporting(sarif: failure) {
            let scenarios = try input.scenarios()
            var runs: [SARIF.Run] = []
            var answers: [(target: String, json: [UInt8])] = []
            var truncatedAt: [String] = []
            // The code gives many scenarios: they are validated concurrently.
            for (entry, validation) in zip(scenarios, AppCheck.validate(scenarios, maxStates: maxStates)) {
                let (target, notes, sources) = (entry.target, entry.notes, entry.sources)
                if validation.errors > 0 || (failOn == .warning && validation.warnings + notes.warnings > 0) { status = 1 }
                if validation.truncated {
                    truncatedAt.append((target.map { "\($0): " } ?? "") + "the exploration stopped at --max-states \(maxStates) after \(validation.statesChecked) states")
                }
                switch format {
                case .json:
                    answers.append((target ?? "", validation.jsonBytes(notes: notes, sources: sources)))
                case .sarif, .github, .text:
                    let scenarioFile = input.file == "-" ? nil : input.file
                    runs.append(SARIF.Run(validation: validation, notes: notes, sources: sources,
                                          fallback: scenarioFile ?? input.project.project.map { $0.hasSuffix(".xcodeproj") ? $0 + "/project.pbxproj" : $0 } ?? input.project.infoPlist,
                                          target: scenarios.count > 1 ? target : nil, app: entry.app))
                }
            }
            switch format {
            case .json:
                print(String(decoding: AppCheck.answer(answers), as: UTF8.self))
            case .sarif:
                print(SARIF.log(runs: runs, sourceRoot: sourceRoot, version: Orientd.configuration.version))
            case .github:
                print(Annotations.lines(runs, format: .github), terminator: "")
            case .text:
                print(Annotations.lines(runs, format: .text), terminator: "")
            }
            if status == 0 && !truncatedAt.isEmpty {
                printError("orientd: \(truncatedAt.joined(separator: "; ")); states beyond it were not checked, so the scenario is not reported valid (exit 3). Raise --max-states to check them all.")
                status = 3
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}
