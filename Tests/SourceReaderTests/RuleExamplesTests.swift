import OrientationResolver
import OrientationWire
import ProjectFiles
import SourceReader
import Testing

/// Every rule of the catalogue (Sources/OrientationResolver/Rules) with its own examples: each triggering one is
/// checked as orientd checks it (a scenario as `POST /validate` does; code and project files through the app check,
/// held in memory as an uploaded archive is) and must report the rule at the severity the example gives; each near
/// miss must not report it at all.
@Suite struct RuleExamplesTests {
    /// The severities at which checking `example` reports `rule`, in its findings and in its notes.
    static func severities(of rule: Rule, in example: Rule.Example) throws -> [Finding.Severity] {
        let limits = ScenarioLimits()
        switch example.input {
        case let .scenario(body):
            let decoded = try Scenario.decodeNoting(bytes: Array(body.utf8), limits: limits, base: Scenario())
            let validation = Validator.validate(decoded.scenario, maxStates: 2_000)
            #expect(!validation.truncated, "\(rule.id): the example's exploration stopped at the state limit")
            return validation.findings.filter { $0.rule == rule.id }.map(\.severity)
                + decoded.notes.list.filter { $0.rule == rule.id }.map(\.severity)
        case let .code(files), let .project(_, files):
            return try places(of: rule, in: files).map(\.severity)
        }
    }

    /// What checking the files (their `↓` markers taken out) reports of `rule`: each finding's and note's severity,
    /// file and line.
    static func places(of rule: Rule, in files: [String: String]) throws -> [(
        severity: Finding.Severity, file: String?, line: Int?
    )] {
        let tree = try ArchiveTree(files: files.mapValues { Array($0.replacingOccurrences(of: "↓", with: "").utf8) })
        let checked = try AppCheck.check(
            tree: tree, label: "the example", limits: ScenarioLimits(), sourceLimits: SourceLimits())
        return zip(checked, AppCheck.validate(checked, maxStates: 2_000)).flatMap { entry, validation in
            validation.findings.filter { $0.rule == rule.id }.map { finding in
                let source = entry.sources.deciding(validation.scenario.pointer(finding.location))
                return (finding.severity, source?.file, source?.line)
            } + entry.notes.list.filter { $0.rule == rule.id }.map { ($0.severity, $0.source?.file, $0.source?.line) }
        }
    }

    /// The places an example marks with `↓` (SwiftLint's marker): each file and line that holds one.
    static func marked(_ files: [String: String]) -> Set<String> {
        var places: Set<String> = []
        for (file, text) in files {
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("↓") {
                places.insert("\(file):\(index + 1)")
            }
        }
        return places
    }

    /// A triggering example that marks where its finding must be (`↓` before the token that decides) is reported
    /// there and nowhere else.
    @Test(arguments: Rule.all)
    func theMarkedExamplesAreReportedWhereTheyMark(_ rule: Rule) throws {
        for (index, example) in rule.triggering.enumerated() {
            let files: [String: String]
            switch example.input {
            case let .code(given), let .project(_, given): files = given
            case .scenario: continue
            }
            let marked = Self.marked(files)
            guard !marked.isEmpty else { continue }
            let found = Set(
                try Self.places(of: rule, in: files).compactMap { place in
                    place.file.flatMap { file in place.line.map { "\(file):\($0)" } }
                })
            #expect(found == marked, "\(rule.id): triggering example \(index + 1) reports \(found), marked \(marked)")
        }
    }

    @Test(arguments: Rule.all)
    func theExamplesTriggerTheRuleAndTheNearMissesDoNot(_ rule: Rule) throws {
        #expect(!rule.triggering.isEmpty, "\(rule.id) has no example that triggers it")
        #expect(!rule.nonTriggering.isEmpty, "\(rule.id) has no near miss")
        for (index, example) in rule.triggering.enumerated() {
            let expected = try #require(
                example.severity, "\(rule.id): triggering example \(index + 1) names no severity")
            let found = try Self.severities(of: rule, in: example)
            #expect(
                found.max() == expected, "\(rule.id): triggering example \(index + 1) gives \(found), not \(expected)")
        }
        for (index, example) in rule.nonTriggering.enumerated() {
            #expect(example.severity == nil, "\(rule.id): near miss \(index + 1) names a severity")
            let found = try Self.severities(of: rule, in: example)
            #expect(found.isEmpty, "\(rule.id): near miss \(index + 1) reports it (\(found))")
        }
    }
}
