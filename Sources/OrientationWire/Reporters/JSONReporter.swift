import OrientationResolver

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
