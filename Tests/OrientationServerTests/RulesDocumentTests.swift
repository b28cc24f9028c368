import Foundation
import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// docs/rules.md is the user-facing reference: served unchanged at GET /docs/rules.md, with a section for every rule
/// id a finding can carry (the `docs` member links to it), every exception id in both spellings, and every inferred
/// rule name an answer can list.
@Suite struct RulesDocumentTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/rules.md"), encoding: .utf8)
    }

    @Test func servedDocumentIsTheFileUnchanged() throws {
        let expected = try Self.document()
        try withServer { daemon in
            let response = try Connection(port: daemon.port).request("GET", "/docs/rules.md")
            #expect(response.status == 200)
            #expect(response.header("Content-Type") == "text/markdown; charset=utf-8")
            #expect(response.body == expected)
        }
    }

    /// The rule sections of docs/rules.md are the catalogue's (Sources/OrientationResolver/Rules), as `make rules-doc`
    /// writes them between the markers; each has a level-3 heading that is exactly the id, which GitHub turns into the
    /// anchor `#<id>` that findings link to.
    @Test func theRuleSectionsAreTheCatalogue() throws {
        let document = try Self.document()
        let start = try #require(document.range(of: "<!-- rules: generated")).upperBound
        let body = try #require(document[start...].firstIndex(of: "\n").map { document.index(after: $0) })
        let end = try #require(document.range(of: "<!-- end of the generated rules -->")).lowerBound
        #expect(
            String(document[body..<end]) == "\n" + Rule.markdown + "\n",
            "docs/rules.md differs from the rule catalogue: run make rules-doc")
        let headings = Set(
            document.split(separator: "\n").filter { $0.hasPrefix("### ") }.map { String($0.dropFirst(4)) })
        #expect(Rule.all.count == 34)
        #expect(Set(Rule.all.map(\.id)).count == Rule.all.count, "two rules share an id")
        for rule in Rule.all {
            #expect(headings.contains(rule.id), "docs/rules.md has no '### \(rule.id)'")
            #expect(
                !rule.title.isEmpty && !rule.title.hasSuffix("."), "\(rule.id): a title is one line without a full stop"
            )
        }
    }

    @Test func everyExceptionIdIsSpelledBothWays() throws {
        let document = try Self.document()
        for id in ["E1′", "E1'", "E2′", "E2'"] {
            #expect(document.contains(id), "\(id)")
        }
    }

    /// The inferred rule names the resolver can put in `inferredRules` are each explained.
    @Test func everyInferredRuleIsExplained() throws {
        let document = try Self.document()
        let events = try String(
            contentsOf: Self.root.appendingPathComponent("Sources/OrientationResolver/TraceEvent.swift"),
            encoding: .utf8)
        let body = try #require(events.split(separator: "public var inferredRule").last)
        let names = Set(body.matches(of: /"([a-z0-9-]+)"/).map { String($0.output.1) })
        #expect(names.count >= 20)
        for name in names.sorted() {
            #expect(document.contains("`\(name)`"), "docs/rules.md does not explain \(name)")
        }
    }

    @Test func findingsLinkToTheirSection() throws {
        let scenario = try Scenario.decode(
            bytes: Array(#"{"device":{"systemVersion":"17.0"},"root":{"shouldAutorotate":false}}"#.utf8))
        let json = Validator.validate(scenario).json()
        #expect(json.contains(#""rule":"should-autorotate-ignored","docs":"/docs/rules.md#should-autorotate-ignored""#))
    }
}
