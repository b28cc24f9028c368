import OrientationResolver

/// `orientd validate --format github` and `--format text`: one line per finding and note where CI users look.
/// - github: GitHub Actions workflow commands, `::error file=F,line=N,title=RULE::MESSAGE` (`::warning`, `::notice`
///   for infos), escaped as GitHub's toolkit escapes them: in the message `%`, CR and LF; in a property also `:`
///   and `,`.
/// - text: the compiler format Xcode, editors and log parsers read, `F:N: error: [RULE] MESSAGE`.
/// The message is the finding's, with the shipped cell it was seen in ("(iPad, iOS 17.0)") and, when several apps or
/// scenarios are checked, the target's name in brackets first; a finding several scenarios share is one line that
/// says in how many more it is.
public enum Annotations {
    public enum Format: Sendable { case github, text }

    public static func lines(_ runs: [SARIF.Run], format: Format) -> String {
        // One line per finding; the same finding (level, rule, message, file and line) of several scenarios is said
        // once, with the first scenario's name and how many more show it: one Info.plist fact is not 80 lines.
        struct Entry {
            var app: String?, level: String, rule: String, label: String, message: String, source: FileSource?,
                fallback: String?
            var more = 0
        }
        var entries: [Entry] = []
        var first: [String: Int] = [:]
        func add(_ entry: Entry) {
            let key = [
                entry.app ?? "", entry.level, entry.rule, entry.message, entry.source?.file ?? entry.fallback ?? "",
                entry.source?.line.map(String.init) ?? "",
            ]
            .joined(separator: "\u{0}")
            if let index = first[key] {
                entries[index].more += 1
            } else {
                first[key] = entries.count; entries.append(entry)
            }
        }
        for run in runs {
            let label = run.target.map { "[\($0)] " } ?? ""
            for note in run.notes.list {
                add(
                    Entry(
                        app: run.app, level: note.severity == .info ? "notice" : "warning", rule: note.rule,
                        label: label, message: note.message,
                        source: note.source, fallback: run.fallback))
            }
            for finding in run.validation.findings {
                var message = finding.reportedMessage
                if let cell = finding.cell { message += " (\(cell.idiom.deviceName), iOS \(cell.systemVersion))" }
                let level =
                    switch finding.severity {
                    case .error: "error"
                    case .warning: "warning"
                    case .info: "notice"
                    }
                add(
                    Entry(
                        app: run.app, level: level, rule: finding.rule, label: label, message: message,
                        source: run.sources[run.validation.scenario.pointer(finding.location)], fallback: run.fallback))
            }
        }
        var out = ""
        for entry in entries {
            let also = entry.more == 0 ? "" : " (the same in \(entry.more) more scenario\(entry.more == 1 ? "" : "s"))"
            out += line(
                format, level: entry.level, rule: entry.rule, message: entry.label + entry.message + also,
                source: entry.source, fallback: entry.fallback)
        }
        return out
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
