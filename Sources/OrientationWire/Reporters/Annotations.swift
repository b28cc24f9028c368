import OrientationResolver

/// `orientd validate --format github` and `--format text`: one line per finding and note where CI users look.
/// - github: GitHub Actions workflow commands, `::error file=F,line=N,title=RULE::MESSAGE` (`::warning`, `::notice`
///   for infos), escaped as GitHub's toolkit escapes them: in the message `%`, CR and LF; in a property also `:`
///   and `,`.
/// - text: the compiler format Xcode, editors and log parsers read, `F:N: error: [RULE] MESSAGE`.
/// The message is the finding's, with the shipped cells it was seen in ("(iPhone and iPad, iOS 17.0)") and, when
/// several apps or scenarios are checked, the target's name in brackets first (a note, about the app's code or files,
/// names only the app, and only when several are checked); a finding several scenarios share is one line that says
/// in how many more it is. Notes of one rule collapse into their first line, which says how many more there are
/// (`Notes.collapsed`, the default); `Notes.all` prints every one. Errors and warnings are never collapsed.
public enum Annotations {
    public enum Format: Sendable { case github, text }

    /// How notes are printed: one line per rule (and app) with a count, or every one.
    public enum Notes: String, Sendable, CaseIterable { case collapsed, all }

    public static func lines(_ runs: [SARIF.Run], format: Format, notes: Notes = .collapsed) -> String {
        // One line per finding: the same finding (level, rule, message, file and line) of several scenarios and
        // shipped cells is said once, with the idioms and versions it holds for, the first scenario's name and how
        // many more show it: one Info.plist fact is not 80 lines.
        struct Entry {
            var app: String?, level: String, rule: String, label: String, message: String, source: FileSource?,
                fallback: String?
            var cells: [ShipCell] = []
            var runs: Set<Int> = []
            /// The message without why it is inferred (`Finding.message`): an inferred copy of a finding joins it.
            var key: String? = nil
            var inferred = false
        }
        var entries: [Entry] = []
        var first: [String: Int] = [:]
        func add(_ entry: Entry, run: Int, cell: ShipCell?) {
            // Not keyed by level: a finding that rests on an assumption in one scenario (a warning, capped) and holds
            // for certain in another (an error) is one line, said as the certain one is.
            let key = [
                entry.app ?? "", entry.level == "notice" ? "notice" : "", entry.rule, entry.key ?? entry.message,
                entry.source?.file ?? entry.fallback ?? "", entry.source?.line.map(String.init) ?? "",
            ]
            .joined(separator: "\u{0}")
            let index = first[key] ?? entries.count
            if index == entries.count {
                first[key] = index
                entries.append(entry)
            } else if entries[index].inferred && !entry.inferred {
                // The same finding holds for certain in another scenario: said as that one is.
                entries[index].label = entry.label
                entries[index].message = entry.message
                entries[index].level = entry.level
                entries[index].inferred = false
            } else if entries[index].level == "warning" && entry.level == "error" {
                entries[index].level = entry.level
            }
            entries[index].runs.insert(run)
            if let cell, !entries[index].cells.contains(cell) { entries[index].cells.append(cell) }
        }
        // A note is about the app's code or files, not about the scenario it is listed with: it carries the app's
        // name alone, when several apps are checked.
        let apps = Set(runs.compactMap(\.app))
        for (number, run) in runs.enumerated() {
            let label = run.target.map { "[\($0)] " } ?? ""
            let appLabel = apps.count > 1 ? run.app.map { "[\($0)] " } ?? "" : ""
            for note in run.notes.list {
                add(
                    Entry(
                        app: run.app, level: note.severity == .info ? "notice" : "warning", rule: note.rule,
                        label: appLabel, message: note.message, source: note.source, fallback: run.fallback),
                    run: number, cell: nil)
            }
            for finding in run.validation.findings {
                let level =
                    switch finding.severity {
                    case .error: "error"
                    case .warning: "warning"
                    case .info: "notice"
                    }
                add(
                    Entry(
                        app: run.app, level: level, rule: finding.rule, label: label, message: finding.reportedMessage,
                        source: run.sources.deciding(run.validation.scenario.pointer(finding.location)),
                        fallback: run.fallback,
                        key: (finding.ifPresentedFullScreen ? "if presented: " : "") + finding.message,
                        inferred: finding.isInferred),
                    run: number, cell: finding.cell)
            }
        }
        // Notes of one rule, whatever the app: the first line says how many others there are.
        var others: [String: Int] = [:]
        var shown: Set<String> = []
        if notes == .collapsed {
            for entry in entries where entry.level == "notice" { others[entry.rule, default: -1] += 1 }
        }
        var out = ""
        for entry in entries {
            var also = ""
            if entry.level == "notice", let count = others[entry.rule] {
                guard shown.insert(entry.rule).inserted else { continue }
                if count > 0 {
                    also =
                        " (and \(count) more note\(count == 1 ? "" : "s") of [\(entry.rule)]; --notes all prints every one)"
                }
            }
            let more = entry.runs.count - 1
            let scenarios = more == 0 ? "" : " (the same in \(more) more scenario\(more == 1 ? "" : "s"))"
            out += line(
                format, level: entry.level, rule: entry.rule,
                message: entry.label + entry.message + cells(entry.cells) + scenarios + also, source: entry.source,
                fallback: entry.fallback)
        }
        return out
    }

    /// The shipped cells a finding holds in: " (iPhone, iOS 17.0)", " (iPhone and iPad, iOS 27.0)",
    /// " (iPhone, iOS 15.0 and 16.0; iPad, iOS 16.0)".
    static func cells(_ cells: [ShipCell]) -> String {
        guard !cells.isEmpty else { return "" }
        var idioms: [Idiom] = []
        for cell in cells where !idioms.contains(cell.idiom) { idioms.append(cell.idiom) }
        func versions(_ idiom: Idiom) -> [String] {
            var seen: [String] = []
            for cell in cells where cell.idiom == idiom && !seen.contains("\(cell.systemVersion)") {
                seen.append("\(cell.systemVersion)")
            }
            return seen
        }
        func joined(_ words: [String]) -> String {
            words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " and " + words.last!
        }
        let byIdiom = idioms.map { (idiom: $0, versions: versions($0)) }
        if byIdiom.allSatisfy({ $0.versions == byIdiom[0].versions }) {
            return " (\(joined(idioms.map(\.deviceName))), iOS \(joined(byIdiom[0].versions)))"
        }
        return " (" + byIdiom.map { "\($0.idiom.deviceName), iOS \(joined($0.versions))" }.joined(separator: "; ") + ")"
    }

    static func line(
        _ format: Format, level: String, rule: String, message: String, source: FileSource?, fallback: String?
    ) -> String {
        let file = source?.file ?? fallback
        let line = source?.line
        switch format {
        case .github:
            var properties: [String] = []
            if let file { properties.append("file=" + escapeProperty(file)) }
            if let line { properties.append("line=\(line)") }
            properties.append("title=" + escapeProperty(rule))
            return "::\(level) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        case .text:
            let place = file.map { $0 + (line.map { ":\($0)" } ?? "") + ": " } ?? "orientd: "
            // The compiler format's levels: error, warning, note.
            let word = level == "notice" ? "note" : level
            let oneLine = String(
                String.UnicodeScalarView(message.unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
            return "\(place)\(word): [\(rule)] \(oneLine)\n"
        }
    }

    /// A workflow command's message (GitHub's toolkit, escapeData). By scalars: "\r\n" is one Character in Swift.
    public static func escapeData(_ text: String) -> String {
        escape(text, also: [:])
    }

    /// A workflow command's property value (escapeProperty).
    public static func escapeProperty(_ text: String) -> String {
        escape(text, also: [":": "%3A", ",": "%2C"])
    }

    static func escape(_ text: String, also: [Unicode.Scalar: String]) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if let replacement = also[scalar] { out += replacement } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}

/// `--format github` and `--format text`: one line per finding where CI users look (`Annotations`).
public struct AnnotationReporter: Reporter {
    public var format: Annotations.Format
    /// The file a finding without a source is attributed to (the scenario file, or the project's).
    public var fallback: String?
    public var notes: Annotations.Notes

    public init(format: Annotations.Format, fallback: String?, notes: Annotations.Notes = .collapsed) {
        self.format = format
        self.fallback = fallback
        self.notes = notes
    }

    public func report(_ scenarios: [ReportedScenario]) -> String {
        Annotations.lines(SARIF.runs(scenarios, fallback: fallback), format: format, notes: notes)
    }

    public func failure(_ summary: String) -> String? {
        format == .github ? "::error title=orientd::" + Annotations.escapeData(summary) + "\n" : nil
    }
}
