import OrientationResolver

/// One checked scenario as a report shows it: its validation and notes, the files and lines that decide its members,
/// its name (the target, and the scenario when the code gives several) and the app target it belongs to.
public struct ReportedScenario {
    public var validation: Validation
    public var notes: InputNotes
    public var sources: [String: FileSource]
    public var target: String?
    public var app: String?
    /// What of the app's code was read (nil when none was).
    public var coverage: Coverage?

    public init(
        validation: Validation, notes: InputNotes, sources: [String: FileSource], target: String?, app: String?,
        coverage: Coverage? = nil
    ) {
        self.coverage = coverage
        self.validation = validation
        self.notes = notes
        self.sources = sources
        self.target = target
        self.app = app
    }
}

/// An output format of `orientd validate` (`--format`): the whole report of the checked scenarios, and what to print
/// when the input cannot be used at all. The CLI and the server choose one; what is checked does not depend on it.
public protocol Reporter {
    /// Everything printed on standard output for `scenarios`, with its final newline.
    func report(_ scenarios: [ReportedScenario]) -> String
    /// What is printed on standard output when the input cannot be used (nil: nothing; the reason goes to stderr).
    func failure(_ summary: String) -> String?
}

extension Reporter {
    public func failure(_ summary: String) -> String? { nil }
}

/// `--format json`: the /validate answer; several are `{"targets": {name: answer}}`.
public struct JSONReporter: Reporter {
    public init() {}

    public func report(_ scenarios: [ReportedScenario]) -> String {
        let answers = scenarios.map { scenario in
            (
                scenario.target ?? "",
                scenario.validation.jsonBytes(
                    notes: scenario.notes, sources: scenario.sources, coverage: scenario.coverage)
            )
        }
        return String(decoding: Self.answer(answers), as: UTF8.self) + "\n"
    }

    /// The answer for several validations: one alone is the /validate answer; several are
    /// `{"targets": {name: answer}}`.
    public static func answer(_ answers: [(target: String, json: [UInt8])]) -> [UInt8] {
        if answers.count == 1 { return answers[0].json }
        var out = JSONWriter(capacity: answers.reduce(64) { $0 + $1.json.count + $1.target.utf8.count + 8 })
        out.beginObject()
        out.field("targets")
        out.beginObject()
        for (target, json) in answers {
            out.key(target)
            out.rawValue(json)
        }
        out.endObject()
        out.endObject()
        return out.bytes
    }
}

/// `--format sarif`: a SARIF 2.1.0 log, one run per scenario (`SARIF`).
public struct SARIFReporter: Reporter {
    /// The file a finding without a source is attributed to (the scenario file, or the project's).
    public var fallback: String?
    public var sourceRoot: SARIF.SourceRoot?
    public var version: String

    public init(fallback: String?, sourceRoot: SARIF.SourceRoot?, version: String) {
        self.fallback = fallback
        self.sourceRoot = sourceRoot
        self.version = version
    }

    public func report(_ scenarios: [ReportedScenario]) -> String {
        SARIF.log(runs: SARIF.runs(scenarios, fallback: fallback), sourceRoot: sourceRoot, version: version) + "\n"
    }

    public func failure(_ summary: String) -> String? { SARIF.failedLog(summary, version: version) + "\n" }
}

/// `--format github` and `--format text`: one line per finding where CI users look (`Annotations`).
public struct AnnotationReporter: Reporter {
    public var format: Annotations.Format
    /// The file a finding without a source is attributed to (the scenario file, or the project's).
    public var fallback: String?

    public init(format: Annotations.Format, fallback: String?) {
        self.format = format
        self.fallback = fallback
    }

    public func report(_ scenarios: [ReportedScenario]) -> String {
        Annotations.lines(SARIF.runs(scenarios, fallback: fallback), format: format)
    }

    public func failure(_ summary: String) -> String? {
        format == .github ? "::error title=orientd::" + Annotations.escapeData(summary) + "\n" : nil
    }
}

extension SARIF {
    /// A run per scenario; each is named by its target only when several are reported.
    static func runs(_ scenarios: [ReportedScenario], fallback: String?) -> [Run] {
        scenarios.map { scenario in
            Run(
                validation: scenario.validation, notes: scenario.notes, sources: scenario.sources, fallback: fallback,
                target: scenarios.count > 1 ? scenario.target : nil, app: scenario.app)
        }
    }
}
