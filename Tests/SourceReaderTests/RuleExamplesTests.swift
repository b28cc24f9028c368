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
            let tree = try ArchiveTree(files: files.mapValues { Array($0.utf8) })
            let checked = try AppCheck.check(
                tree: tree, label: "the example", limits: limits, sourceLimits: SourceLimits())
            return zip(checked, AppCheck.validate(checked, maxStates: 2_000)).flatMap { entry, validation in
                validation.findings.filter { $0.rule == rule.id }.map(\.severity)
                    + entry.notes.list.filter { $0.rule == rule.id }.map(\.severity)
            }
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
