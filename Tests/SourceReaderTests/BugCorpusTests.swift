import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
import SourceReader
import Testing

/// The corpus of real orientation bugs (Tests/fixtures/bugs, issue 35): for each, a small app written to reproduce the
/// pattern before and after the real fix. The check must find the bug's rule before the fix exactly where the corpus
/// says it does (`fixtureFound`), and never after it.
@Suite struct BugCorpusTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/bugs").standardized

    struct Bug: Sendable, CustomStringConvertible {
        var name: String
        var rule: String
        /// Other rules that say the same of this app (`alsoAs`): an app that ships before iOS 16 hears the iOS 16
        /// shouldAutorotate change as os-version-differs, with both outcomes.
        var alsoAs: [String] = []
        var found: Bool
        var description: String { name }
    }

    static let bugs: [Bug] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.sorted().compactMap { name in
            let url = folder.appendingPathComponent(name).appendingPathComponent("bug.json")
            guard let data = try? Data(contentsOf: url),
                let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                let rule = json["rule"] as? String, let found = json["fixtureFound"] as? Bool
            else { return nil }
            return Bug(name: name, rule: rule, alsoAs: json["alsoAs"] as? [String] ?? [], found: found)
        }
    }()

    /// The rules the check says as warnings or errors on one side of a fix: the validation's findings and the code's
    /// own (mask-change-not-announced, representable-ignored…).
    static func rules(_ bug: Bug, _ side: String) -> Set<String> {
        let root = folder.appendingPathComponent(bug.name).appendingPathComponent(side)
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = walker?.nextObject() as? URL {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            files["App/" + url.path.dropFirst(root.path.count + 1)] = text
        }
        // An app whose code shows nothing the check reads (no root, no answer) says nothing about the bug.
        guard let checked = try? PrecisionTests.check(files) else { return [] }
        var rules = Set(checked.findings.filter { $0.severity != .info }.map(\.rule))
        for scenario in checked.scenarios {
            rules.formUnion(scenario.notes.list.filter { $0.severity != .info }.map(\.rule))
        }
        return rules
    }

    @Test func theCorpusHoldsTwentyBugsOrMore() {
        #expect(Self.bugs.count >= 20)
        // Each names its rule and says whether the fixture shows it; most of them it does.
        #expect(Self.bugs.filter(\.found).count >= 19)
    }

    @Test(arguments: bugs) func foundBeforeTheFixAndNotAfter(_ bug: Bug) {
        let before = Self.rules(bug, "before")
        let after = Self.rules(bug, "after")
        // Found: said before the fix and not after it.
        let rules = Set([bug.rule] + bug.alsoAs)
        #expect(
            (!before.isDisjoint(with: rules) && after.isDisjoint(with: rules)) == bug.found,
            "before the fix: \(before.sorted()); after: \(after.sorted())")
    }
}
