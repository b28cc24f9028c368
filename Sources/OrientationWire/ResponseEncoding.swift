import OrientationResolver

extension Resolution {
    /// The `/resolve` response body (api.md), as UTF-8. Controllers are named from the scenario resolved.
    /// `notes` (what the body says that the scenario does not use) become `warnings`.
    /// `minimal` (`Prefer: return=minimal`): without `trace`.
    public func jsonBytes(in scenario: Scenario, notes: InputNotes = InputNotes(), minimal: Bool = false) -> [UInt8] {
        var buffer = ResponseBuffer(capacity: 2048 + trace.count * 160 + callbacks.count * 160)
        write(into: &buffer, in: scenario, notes: notes, minimal: minimal)
        return buffer.bytes
    }

    /// The same, appended to `buffer` (the server writes into the connection's).
    public func write(
        into buffer: inout ResponseBuffer, in scenario: Scenario, notes: InputNotes = InputNotes(),
        minimal: Bool = false
    ) {
        var out = JSONWriter(appendingTo: buffer)
        write(to: &out, in: scenario, notes: notes, minimal: minimal)
        buffer = out.finish()
    }

    public func json(in scenario: Scenario, notes: InputNotes = InputNotes()) -> String {
        String(decoding: jsonBytes(in: scenario, notes: notes), as: UTF8.self)
    }

    /// The response has a fixed shape, so its member names and punctuation are copied as fixed fragments.
    func write(to out: inout JSONWriter, in scenario: Scenario, notes: InputNotes, minimal: Bool = false) {
        out.beginObject()
        switch outcome {
        case let .orientation(value):
            out.raw("\"outcome\":\"orientation\",\"event\":"); out.plainString(event.json)
            out.raw(",\"orientation\":"); Self.writeOrientation(value, to: &out)
        case let .exception(exception):
            out.raw("\"outcome\":\"exception\",\"event\":"); out.plainString(event.json)
            out.raw(",\"exception\":"); exception.write(to: &out)
        }
        if let error {
            out.raw(",\"error\":{\"domain\":"); out.string(error.domain)
            out.raw(",\"code\":"); out.int(error.code)
            out.raw(",\"description\":"); out.string(error.description)
            out.raw("}")
        }
        if !console.isEmpty { out.raw(",\"console\":"); out.stringArray(console) }
        out.raw(rotated ? ",\"rotated\":true,\"previousOrientation\":" : ",\"rotated\":false,\"previousOrientation\":")
        Self.writeOrientation(previousOrientation, to: &out)
        out.raw(",\"masks\":{\"app\":");
        Self.writeMask(appMask.rawValue, source: appMask.source, key: appMask.key, to: &out)
        out.raw(",\"controller\":")
        if let controllerMask {
            Self.writeMask(controllerMask.rawValue, source: controllerMask.source, key: nil, to: &out)
        } else {
            out.raw("null")
        }
        out.raw(",\"effective\":"); Self.writeMask(effectiveMask, source: nil, key: nil, to: &out)
        out.raw("},\"decidingController\":"); Self.writeController(decidingController, in: scenario, to: &out)
        if let answeringController {
            out.raw(",\"answeringController\":"); Self.writeController(answeringController, in: scenario, to: &out)
        }
        switch shouldAutorotate {
        case true?: out.raw(",\"shouldAutorotate\":true")
        case false?: out.raw(",\"shouldAutorotate\":false")
        case nil: out.raw(",\"shouldAutorotate\":null")
        }
        if !callbacks.isEmpty {
            out.raw(",\"callbacks\":[")
            for (index, callback) in callbacks.enumerated() {
                if index > 0 { out.raw(",") }
                out.raw("{\"method\":"); out.plainString(callback.method.json)
                out.raw(",\"class\":\"")
                out.appendRaw { bytes in
                    SentenceWriter.append(to: &bytes, in: scenario) { writer in
                        writer.name(callback.controller)
                        writer.json("\",\"path\":\"")
                        writer.path(callback.controller)
                    }
                }
                switch callback.method {
                case .viewWillTransitionToSize:
                    out.raw(
                        UIInterfaceOrientation.mask(callback.orientation) & UIInterfaceOrientationMask.landscape != 0
                            ? "\",\"size\":\"landscape\"" : "\",\"size\":\"portrait\"")
                case .willRotate, .willAnimateRotation:
                    out.raw("\",\"toInterfaceOrientation\":"); Self.writeOrientationName(callback.orientation, to: &out)
                case .didRotate:
                    out.raw("\",\"fromInterfaceOrientation\":");
                    Self.writeOrientationName(callback.orientation, to: &out)
                }
                out.raw("}")
            }
            out.raw("]")
        }
        if let rootViewTransform {
            out.raw(",\"rootViewTransform\":[")
            for (index, value) in rootViewTransform.enumerated() {
                if index > 0 { out.raw(",") }
                out.int(value)
            }
            out.raw("]")
        }
        out.raw(inferredRules.isEmpty ? ",\"certainty\":\"documented\"" : ",\"certainty\":\"inferred\"")
        out.raw(",\"inferredRules\":"); out.stringArray(inferredRules)
        if !minimal {
            out.raw(",\"trace\":[")
            out.appendRaw { TraceText.write(trace, in: scenario, to: &$0) }
            out.raw("]")
        }
        if !notes.isEmpty {
            out.raw(",\"warnings\":")
            out.beginArray()
            for note in notes.list { note.writeAboutInput(to: &out, asFinding: false, minimal: minimal) }
            out.endArray()
            if !notes.omitted.isEmpty {
                out.raw(",\"omittedWarnings\":")
                out.beginObject()
                for entry in notes.omitted { out.key(entry.rule); out.int(entry.count) }
                out.endObject()
            }
        }
        out.endObject()
    }

    /// `"landscapeLeft"`: an orientation's printed name as a JSON string.
    static func writeOrientationName(_ raw: Int, to out: inout JSONWriter) {
        guard raw >= 0 && raw <= 4 else { out.string(UIInterfaceOrientation.printedName(raw)); return }
        out.appendRaw { bytes in
            bytes.append(UInt8(ascii: "\""))
            bytes.append(contentsOf: TraceText.orientationNameBytes[raw])
            bytes.append(UInt8(ascii: "\""))
        }
    }

    static func writeOrientation(_ raw: Int, to out: inout JSONWriter) {
        out.rawValue(raw >= 0 && raw <= 4 ? orientationFragments[raw] : orientationJSON(raw))
    }

    /// The JSON of each valid orientation, built once.
    static let orientationFragments: [[UInt8]] = (0...4).map(orientationJSON)

    static func orientationJSON(_ raw: Int) -> [UInt8] {
        var out = JSONWriter(capacity: 96)
        out.beginObject()
        out.field("name"); out.string(UIInterfaceOrientation.printedName(raw))
        out.field("rawValue"); out.int(raw)
        out.field("constant"); out.stringOrNull(UIInterfaceOrientation.constant(raw))
        out.endObject()
        return out.bytes
    }

    /// `"rawValue":…,"names":[…],"constant":…` for each mask 0…31, built once.
    static let maskFragments: [[UInt8]] = (0..<32).map(maskMembers)

    static func maskMembers(_ raw: Int) -> [UInt8] {
        var out = JSONWriter(capacity: 128)
        out.beginObject()
        out.field("rawValue"); out.int(raw)
        out.field("names"); out.stringArray(UIInterfaceOrientationMask.names(raw))
        out.field("constant"); out.stringOrNull(UIInterfaceOrientationMask.constant(raw))
        out.endObject()
        return Array(out.bytes.dropFirst().dropLast())
    }

    static func writeMask(_ raw: Int, source: String?, key: String?, to out: inout JSONWriter) {
        guard raw >= 0 && raw < 32 else {
            out.beginObject()
            out.appendMembers(maskMembers(raw))
            if let source { out.field("source"); out.string(source) }
            if let key { out.field("key"); out.string(key) }
            out.endObject()
            return
        }
        // The same object, its fixed part copied at once (a mask is a member value here, never an array element).
        out.appendRaw { $0.append(contentsOf: maskObjectOpenings[raw]) }
        if let source { out.raw(",\"source\":"); out.string(source) }
        if let key { out.raw(",\"key\":"); out.string(key) }
        out.raw("}")
    }

    /// `{` and the members of `maskFragments`, for each mask 0…31.
    static let maskObjectOpenings: [[UInt8]] = maskFragments.map { [UInt8(ascii: "{")] + $0 }

    static func writeController(_ controller: Int?, in scenario: Scenario, to out: inout JSONWriter) {
        guard let controller else { out.null(); return }
        out.beginObject()
        out.raw("\"class\":\"")
        out.appendRaw { bytes in
            SentenceWriter.append(to: &bytes, in: scenario) { writer in
                writer.name(controller)
                writer.json("\",\"path\":\"")
                writer.path(controller)
            }
        }
        out.raw("\"")
        out.endObject()
    }
}

extension Event {
    /// The raw value, as JSON string content (no character of it needs escaping).
    var json: StaticString {
        switch self {
        case .launch: "launch"
        case .rotate: "rotate"
        case .present: "present"
        case .dismiss: "dismiss"
        case .setDeviceOrientation: "setDeviceOrientation"
        case .updateSupportedOrientations: "updateSupportedOrientations"
        case .requestGeometryUpdate: "requestGeometryUpdate"
        }
    }
}

extension RotationCallback.Method {
    /// The raw value, as JSON string content (no character of it needs escaping).
    var json: StaticString {
        switch self {
        case .viewWillTransitionToSize: "viewWillTransitionToSize:withTransitionCoordinator:"
        case .willRotate: "willRotateToInterfaceOrientation:duration:"
        case .willAnimateRotation: "willAnimateRotationToInterfaceOrientation:duration:"
        case .didRotate: "didRotateFromInterfaceOrientation:"
        }
    }
}

extension UIKitException {
    public func write(to out: inout JSONWriter) {
        out.beginObject()
        out.appendRaw { $0.append(contentsOf: Self.nameMember) }
        // The reason twice, checked for escaping once; `message` written from its parts without building it.
        var reason = reason
        reason.withUTF8 { utf8 in
            let clean = !JSONWriter.needsEscaping(utf8)
            out.raw(",\"reason\":\""); out.stringContent(utf8, clean: clean)
            out.appendRaw { $0.append(contentsOf: Self.messageOpening) }
            out.stringContent(utf8, clean: clean)
        }
        out.appendRaw { $0.append(contentsOf: Self.messageClosing) }
        out.string(id)
        out.endObject()
    }

    /// The fixed parts around the values, as JSON, built once: `"name":"…"`, then `","message":"` with the message's
    /// prefix, then its suffix with `","id":`.
    static let nameMember: [UInt8] = Array("\"name\":".utf8) + quoted(name)
    static let messageOpening: [UInt8] = Array("\",\"message\":\"".utf8) + content(messagePrefix)
    static let messageClosing: [UInt8] = content(messageSuffix) + Array("\",\"id\":".utf8)

    private static func content(_ text: String) -> [UInt8] {
        var writer = JSONWriter(capacity: 128)
        writer.stringContent(text)
        return writer.bytes
    }

    private static func quoted(_ text: String) -> [UInt8] {
        [UInt8(ascii: "\"")] + content(text) + [UInt8(ascii: "\"")]
    }
}

extension Validation {
    public func json(notes: InputNotes = InputNotes(), sources: [String: FileSource] = [:]) -> String {
        String(decoding: jsonBytes(notes: notes, sources: sources), as: UTF8.self)
    }

    /// The `/validate` response body (api.md), as UTF-8. `notes` (what the body says that the scenario does not use)
    /// come first, as warning findings about the description. `sources` gives the project file and line of the
    /// members read from project files, by JSON pointer; a finding at such a pointer carries it.
    /// `minimal` (`Prefer: return=minimal`): each finding without its `fix`.
    public func jsonBytes(
        notes: InputNotes = InputNotes(), sources: [String: FileSource] = [:], minimal: Bool = false,
        coverage: Coverage? = nil
    ) -> [UInt8] {
        var buffer = ResponseBuffer(capacity: 512 + (findings.count + notes.list.count) * 512)
        write(into: &buffer, notes: notes, sources: sources, minimal: minimal, coverage: coverage)
        return buffer.bytes
    }

    /// The same, appended to `buffer` (the server writes into the connection's).
    public func write(
        into buffer: inout ResponseBuffer, notes: InputNotes = InputNotes(), sources: [String: FileSource] = [:],
        minimal: Bool = false, coverage: Coverage? = nil
    ) {
        var out = JSONWriter(appendingTo: buffer)
        out.beginObject()
        out.field("valid"); out.bool(valid)
        out.field("errors"); out.int(errors)
        out.field("warnings"); out.int(warnings + notes.warnings)
        out.field("infos"); out.int(infos + notes.infos)
        out.field("statesChecked"); out.int(statesChecked)
        out.field("stateLimit"); out.int(stateLimit)
        out.field("truncated"); out.bool(truncated)
        out.field("findings")
        out.beginArray()
        for note in notes.list { note.writeAboutInput(to: &out, asFinding: true, minimal: minimal) }
        for finding in findings { finding.write(to: &out, in: scenario, sources: sources, minimal: minimal) }
        out.endArray()
        if !omitted.isEmpty || !notes.omitted.isEmpty {
            // Only when a rule has more findings than are listed (Validator.maxFindingsPerRule, InputNotes.maxRecorded).
            out.field("omittedFindings")
            out.beginObject()
            for entry in notes.omitted { out.key(entry.rule); out.int(entry.count) }
            for entry in omitted { out.key(entry.rule); out.int(entry.count) }
            out.endObject()
        }
        if let coverage {
            // Only for an app whose code was read: what was read, and what could not be followed.
            out.field("coverage")
            coverage.write(into: &out)
        }
        out.endObject()
        buffer = out.finish()
    }
}

extension Finding {
    /// A finding about the input: a warning of `/resolve`, or (`asFinding`) a finding of `/validate` about the
    /// description (no state).
    func writeAboutInput(to out: inout JSONWriter, asFinding: Bool, minimal: Bool = false) {
        out.beginObject()
        out.field("rule"); out.string(rule)
        out.field("docs"); out.string("/docs/rules.md#" + rule)
        out.field("severity"); out.string(severity.rawValue)
        out.field("path"); out.string(namedPointer ?? "")
        out.field("message"); out.string(message)
        if !(minimal && asFinding) { out.field("fix"); out.string(fix) }
        if asFinding {
            out.field("state"); out.null()
            // Said once, of the description (a reported finding always occurs at least once).
            out.field("occurrences"); out.int(1)
        }
        if let source { out.field("source"); source.write(to: &out) }
        out.endObject()
    }
}

extension Finding {
    func write(
        to out: inout JSONWriter, in scenario: Scenario, sources: [String: FileSource] = [:], minimal: Bool = false
    ) {
        let pointer = scenario.pointer(location)
        out.beginObject()
        out.field("rule"); out.string(rule)
        // The rule's section of the reference the server serves (docs/rules.md, GET /docs/rules.md).
        out.field("docs"); out.string("/docs/rules.md#" + rule)
        out.field("severity"); out.string(severity.rawValue)
        out.field("path"); out.string(pointer)
        out.field("message"); out.string(reportedMessage)
        if !minimal { out.field("fix"); out.string(fix) }
        out.field("state")
        if let state {
            state.write(to: &out, in: scenario, cell: cell)
        } else if let cell {
            // A finding about the description, in one cell of the app's matrix: the state names only the cell.
            out.beginObject()
            cell.writeMembers(to: &out)
            out.endObject()
        } else {
            out.null()
        }
        if let exception { out.field("exception"); exception.write(to: &out) }
        out.field("occurrences"); out.int(occurrences)
        if !appStoreMessages.isEmpty { out.field("appStoreMessages"); out.stringArray(appStoreMessages) }
        if !inferences.isEmpty { Finding.Inference.write(inferences, to: &out) }
        if let source = sources.deciding(pointer) { out.field("source"); source.write(to: &out) }
        out.endObject()
    }
}

extension FileSource {
    public func write(to out: inout JSONWriter) {
        out.beginObject()
        out.field("file"); out.string(file)
        if let line { out.field("line"); out.int(line) }
        out.endObject()
    }
}

extension ShipCell {
    func writeMembers(to out: inout JSONWriter) {
        out.field("idiom"); out.string(idiom.rawValue)
        out.field("systemVersion"); out.string(systemVersion.description)
    }
}

extension ValidationState {
    func write(to out: inout JSONWriter, in scenario: Scenario, cell: ShipCell? = nil) {
        out.beginObject()
        cell?.writeMembers(to: &out)
        out.field("event"); out.string(event.rawValue)
        out.field("deviceOrientation"); out.string(UIDeviceOrientation.name(deviceOrientation))
        out.field("selected")
        out.beginObject()
        for entry in selected {
            out.key(scenario.path(of: entry.controller))
            if let index = entry.index { out.int(index) } else { out.null() }
        }
        out.endObject()
        out.field("stackDepth")
        out.beginObject()
        for entry in stackDepth {
            out.key(scenario.path(of: entry.controller)); out.int(entry.depth)
        }
        out.endObject()
        out.field("presentationDepth"); out.int(presentationDepth)
        out.endObject()
    }
}

extension Finding.Inference {
    /// `"assumptions": [{"kind": …, "detail": …}, …]`: the /validate finding's member and SARIF's result property.
    static func write(_ assumptions: [Finding.Inference], to out: inout JSONWriter) {
        out.field("assumptions")
        out.beginArray()
        for assumption in assumptions {
            out.beginObject()
            out.field("kind"); out.string(assumption.kind)
            if !assumption.detail.isEmpty { out.field("detail"); out.string(assumption.detail) }
            out.endObject()
        }
        out.endArray()
    }
}
