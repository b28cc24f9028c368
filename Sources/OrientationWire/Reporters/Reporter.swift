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
