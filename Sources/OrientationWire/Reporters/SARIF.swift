import OrientationResolver

/// `orientd validate --format sarif`: the findings as a SARIF 2.1.0 log (OASIS), so that a code-scanning upload
/// shows each at its file and line. One result per finding and note; `ruleId` is the rule id of docs/rules.md.
public enum SARIF {
    /// One validated app: its findings and notes, the sources of what the project files gave, the file a finding
    /// without a source is attributed to (the scenario file), and the target's name when several are checked.
    public struct Run {
        public var validation: Validation
        public var notes: InputNotes
        public var sources: [String: FileSource]
        public var fallback: String?
        public var target: String?
        /// The app target the run belongs to, when a project holds several: the github and text formats say a finding
        /// several scenarios share once per app.
        public var app: String?

        public init(
            validation: Validation, notes: InputNotes, sources: [String: FileSource], fallback: String?,
            target: String? = nil,
            app: String? = nil
        ) {
            self.validation = validation
            self.notes = notes
            self.sources = sources
            self.fallback = fallback
            self.target = target
            self.app = app
        }
    }

    /// The base URI id of paths inside the project's folder.
    public static let sourceRootID = "%SRCROOT%"

    /// The folder holding the project: absolute (for `originalUriBaseIds`) and as the command line named it (the
    /// files' paths start with it; "" for the current folder).
    public struct SourceRoot: Sendable {
        public var absolute: String
        public var asGiven: String

        public init(absolute: String, asGiven: String) {
            self.absolute = absolute.hasSuffix("/") ? absolute : absolute + "/"
            self.asGiven = asGiven
        }
    }

    /// A log of one run per app. `sourceRoot` (absolute) is the folder holding the project: paths inside it are
    /// written relative to it, with `uriBaseId` %SRCROOT%, which `originalUriBaseIds` defines.
    public static func log(runs: [Run], sourceRoot: SourceRoot?, version: String) -> String {
        document { out in
            for run in runs { write(run, sourceRoot: sourceRoot, version: version, to: &out) }
        }
    }

    /// A SARIF 2.1.0 log whose `runs` array `body` writes.
    static func document(_ body: (inout JSONWriter) -> Void) -> String {
        var out = JSONWriter(capacity: 2048)
        out.beginObject()
        out.field("$schema"); out.string("https://json.schemastore.org/sarif-2.1.0.json")
        out.field("version"); out.string("2.1.0")
        out.field("runs")
        out.beginArray()
        body(&out)
        out.endArray()
        out.endObject()
        return out.text
    }

    /// A log for a run that could not check anything (exit 2): no results, `executionSuccessful: false`, and the
    /// reason as an error notification.
    public static func failedLog(_ reason: String, version: String) -> String {
        document { out in
            out.beginObject()
            driver(rules: [], version: version, to: &out)
            out.field("results"); out.beginArray(); out.endArray()
            out.field("invocations")
            out.beginArray()
            out.beginObject()
            out.field("executionSuccessful"); out.bool(false)
            out.field("toolExecutionNotifications")
            out.beginArray()
            out.beginObject()
            out.field("level"); out.string("error")
            message(reason, to: &out)
            out.endObject()
            out.endArray()
            out.endObject()
            out.endArray()
            out.endObject()
        }
    }

    static func driver(rules: [String], version: String, to out: inout JSONWriter) {
        out.field("tool")
        out.beginObject()
        out.field("driver")
        out.beginObject()
        out.field("name"); out.string("orientd")
        out.field("version"); out.string(version)
        out.field("rules")
        out.beginArray()
        for id in rules {
            // The rule's metadata from the catalogue (Sources/OrientationResolver/Rules).
            let rule = Rule.named(id)
            out.beginObject()
            out.field("id"); out.string(id)
            message(rule?.title ?? id, to: &out, field: "shortDescription")
            if let rule { message("Why: " + rule.why + " Fix: " + rule.fix, to: &out, field: "fullDescription") }
            message(
                "See docs/rules.md#\(id) in orientd's repository, or GET /docs/rules.md#\(id) on an orientd server.",
                to: &out, field: "help")
            if let rule {
                out.field("defaultConfiguration")
                out.beginObject()
                out.field("level"); out.string(level(rule.level))
                out.endObject()
            }
            out.endObject()
        }
        out.endArray()
        out.endObject()
        out.endObject()
    }

    /// One result of a run: a note or a finding, as SARIF writes it.
    struct Result {
        var rule: String
        var level: String
        var text: String
        var pointer: String
        var source: FileSource?
        /// What the finding assumes (`Finding.Inference`), as SARIF result properties.
        var assumptions: [Finding.Inference] = []
    }

    static func write(_ run: Run, sourceRoot: SourceRoot?, version: String, to out: inout JSONWriter) {
        let validation = run.validation
        let label = run.target.map { "[\($0)] " } ?? ""
        var results: [Result] = []
        for note in run.notes.list {
            results.append(
                Result(
                    rule: note.rule, level: note.severity == .info ? "note" : "warning",
                    text: label + note.message + " Fix: " + note.fix, pointer: note.namedPointer ?? "",
                    source: note.source))
        }
        for finding in validation.findings {
            let pointer = validation.scenario.pointer(finding.location)
            var text = label + finding.reportedMessage
            if let cell = finding.cell {
                text += " (\(cell.idiom.deviceName), iOS \(cell.systemVersion))"
            }
            text += " Fix: " + finding.fix
            let level =
                switch finding.severity {
                case .error: "error"
                case .warning: "warning"
                case .info: "note"
                }
            results.append(
                Result(
                    rule: finding.rule, level: level, text: text, pointer: pointer,
                    source: run.sources.deciding(pointer), assumptions: finding.inferences))
        }
        var rules: [String] = []
        for result in results where !rules.contains(result.rule) { rules.append(result.rule) }

        out.beginObject()
        driver(rules: rules, version: version, to: &out)
        if let target = run.target {
            out.field("automationDetails")
            out.beginObject()
            out.field("id"); out.string("orientd/\(target)/")
            out.endObject()
        }
        if let root = sourceRoot {
            out.field("originalUriBaseIds")
            out.beginObject()
            out.key(sourceRootID)
            out.beginObject()
            out.field("uri"); out.string("file://" + uriReference(root.absolute))
            out.endObject()
            out.endObject()
        }
        out.field("results")
        out.beginArray()
        for result in results {
            out.beginObject()
            out.field("ruleId"); out.string(result.rule)
            out.field("ruleIndex"); out.int(rules.firstIndex(of: result.rule) ?? 0)
            out.field("level"); out.string(result.level)
            message(result.text, to: &out)
            out.field("locations")
            out.beginArray()
            out.beginObject()
            if let file = result.source?.file ?? run.fallback {
                out.field("physicalLocation")
                out.beginObject()
                out.field("artifactLocation")
                out.beginObject()
                let relative = relativePath(file, under: sourceRoot)
                out.field("uri"); out.string(uriReference(relative ?? file))
                if relative != nil { out.field("uriBaseId"); out.string(sourceRootID) }
                out.endObject()
                if let line = result.source?.line {
                    out.field("region")
                    out.beginObject()
                    out.field("startLine"); out.int(line)
                    out.endObject()
                }
                out.endObject()
            }
            out.field("logicalLocations")
            out.beginArray()
            out.beginObject()
            out.field("fullyQualifiedName"); out.string(result.pointer.isEmpty ? "/" : result.pointer)
            out.field("kind"); out.string("member")
            out.endObject()
            out.endArray()
            out.endObject()
            out.endArray()
            if !result.assumptions.isEmpty {
                out.field("properties")
                out.beginObject()
                Finding.Inference.write(result.assumptions, to: &out)
                out.endObject()
            }
            out.endObject()
        }
        out.endArray()
        out.field("invocations")
        out.beginArray()
        out.beginObject()
        out.field("executionSuccessful"); out.bool(true)
        if validation.truncated {
            out.field("toolExecutionNotifications")
            out.beginArray()
            out.beginObject()
            out.field("level"); out.string("warning")
            message(
                "The exploration stopped at the state limit (\(validation.stateLimit)) after \(validation.statesChecked) states; states beyond it were not checked.",
                to: &out)
            out.endObject()
            out.endArray()
        }
        out.endObject()
        out.endArray()
        out.endObject()
    }

    /// `file` relative to the project's folder when it lies inside it (an absolute path under its absolute form, or
    /// a relative one under the form the command line gave); nil otherwise.
    static func relativePath(_ file: String, under root: SourceRoot?) -> String? {
        guard let root else { return nil }
        if file.hasPrefix("/") {
            return file.hasPrefix(root.absolute) ? String(file.dropFirst(root.absolute.count)) : nil
        }
        if root.asGiven.isEmpty || root.asGiven == "." { return file.hasPrefix("../") ? nil : file }
        let prefix = root.asGiven.hasSuffix("/") ? root.asGiven : root.asGiven + "/"
        return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : nil
    }

    /// A SARIF message object (`{"text": …}`) as the member `field`.
    /// SARIF's level for a severity.
    static func level(_ severity: Finding.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    static func message(_ text: String, to out: inout JSONWriter, field: StaticString = "message") {
        out.field(field)
        out.beginObject()
        out.field("text"); out.string(text)
        out.endObject()
    }

    /// A file path as a relative URI reference: each byte outside the unreserved set and "/" percent-encoded.
    static func uriReference(_ path: String) -> String {
        var text = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = Array("0123456789ABCDEF".unicodeScalars)
                text.unicodeScalars.append("%")
                text.unicodeScalars.append(hex[Int(byte >> 4)])
                text.unicodeScalars.append(hex[Int(byte & 0xF)])
            }
        }
        return text
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
