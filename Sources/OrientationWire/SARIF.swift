import OrientationResolver

/// `orientd validate --format sarif`: the findings as a SARIF 2.1.0 log (OASIS), so that a code-scanning upload
/// shows each at its file and line. One result per finding and note; `ruleId` is the rule id of docs/rules.md.
public enum SARIF {
    /// `fallback` is the file a finding without a project-file source is attributed to (the scenario file), if any.
    public static func log(_ validation: Validation, notes: InputNotes, sources: [String: FileSource], fallback: String?,
                           version: String) -> String {
        struct Result {
            var rule: String
            var level: String
            var text: String
            var pointer: String
            var source: FileSource?
        }
        var results: [Result] = []
        for note in notes.list {
            results.append(Result(rule: note.rule, level: "warning", text: note.message + " Fix: " + note.fix, pointer: note.pointer,
                                  source: note.source))
        }
        for finding in validation.findings {
            let pointer = validation.scenario.pointer(finding.location)
            var text = finding.message
            if let cell = finding.cell {
                text += " (\(cell.idiom == .pad ? "iPad" : "iPhone"), iOS \(cell.systemVersion))"
            }
            text += " Fix: " + finding.fix
            let level = switch finding.severity {
            case .error: "error"
            case .warning: "warning"
            case .info: "note"
            }
            results.append(Result(rule: finding.rule, level: level, text: text, pointer: pointer, source: sources[pointer]))
        }
        var rules: [String] = []
        for result in results where !rules.contains(result.rule) { rules.append(result.rule) }

        var out = JSONWriter(capacity: 1024 + results.count * 512)
        out.beginObject()
        out.field("$schema"); out.string("https://json.schemastore.org/sarif-2.1.0.json")
        out.field("version"); out.string("2.1.0")
        out.field("runs")
        out.beginArray()
        out.beginObject()
        out.field("tool")
        out.beginObject()
        out.field("driver")
        out.beginObject()
        out.field("name"); out.string("orientd")
        out.field("version"); out.string(version)
        out.field("rules")
        out.beginArray()
        for rule in rules {
            out.beginObject()
            out.field("id"); out.string(rule)
            message(rule, to: &out, field: "shortDescription")
            message("See docs/rules.md#\(rule) in orientd's repository, or GET /docs/rules.md#\(rule) on an orientd server.", to: &out, field: "help")
            out.endObject()
        }
        out.endArray()
        out.endObject()
        out.endObject()
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
            if let file = result.source?.file ?? fallback {
                out.field("physicalLocation")
                out.beginObject()
                out.field("artifactLocation")
                out.beginObject()
                out.field("uri"); out.string(uriReference(file))
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
            message("The exploration stopped at the state limit (\(validation.stateLimit)) after \(validation.statesChecked) states; states beyond it were not checked.", to: &out)
            out.endObject()
            out.endArray()
        }
        out.endObject()
        out.endArray()
        out.endObject()
        out.endArray()
        out.endObject()
        return out.text
    }

    /// A SARIF message object (`{"text": …}`) as the member `field`.
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
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
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
