import OrientationResolver
import OrientationWire
import ReferenceDecoder
import Testing
@testable import TestSupport

@Suite struct JSONReaderTests {
    static func parse(_ text: String, maxDepth: Int = 64) throws(JSONReadError) -> JSONValue {
        try JSONReader.parse(Array(text.utf8), maxDepth: maxDepth)
    }

    @Test func parsesEveryKindOfValue() throws {
        let value = try Self.parse(#" {"a": [1, -2.5e3, true, false, null, "x\"y\\z\u00e9\ud83d\ude00\n"], "b": {}} "#)
        #expect(
            value["a"]
                == .array([.number("1"), .number("-2.5e3"), .bool(true), .bool(false), .null, .string("x\"y\\zé😀\n")]))
        #expect(value["b"] == .object([]))
        #expect(try Self.parse(#"{"k":1,"k":2}"#)["k"] == .number("2"))
    }

    /// (text, message fragment, offset, line, column)
    @Test(arguments: [
        ("", "the body is empty", 0, 1, 1),
        ("   ", "the body is empty", 3, 1, 4),
        ("{", "expected a member name", 1, 1, 2),
        (#"{"a" 1}"#, "expected ':'", 5, 1, 6),
        (#"{"a":1,}"#, "expected a member name", 7, 1, 8),
        ("[1 2]", "expected ',' or ']'", 3, 1, 4),
        ("{}\n x", "after the JSON value", 4, 2, 2),
        ("tru", "expected a value", 0, 1, 1),
        ("01", "after the JSON value", 1, 1, 2),
        ("-", "digit after '-'", 1, 1, 2),
        ("1.", "digit after '.'", 2, 1, 3),
        ("1e+", "exponent", 3, 1, 4),
        (#""abc"#, "unterminated string", 0, 1, 1),
        ("\"a\tb\"", "control character U+0009", 2, 1, 3),
        (#""\x""#, "invalid escape", 2, 1, 3),
        (#""\ud800""#, "unpaired UTF-16 surrogate", 7, 1, 8),
        (#""\u12""#, "four hex digits", 3, 1, 4),
    ])
    func syntaxErrorsSayWhere(_ text: String, _ fragment: String, _ offset: Int, _ line: Int, _ column: Int) {
        #expect {
            try Self.parse(text)
        } throws: { error in
            guard case let .syntax(message, errorOffset, errorLine, errorColumn) = error as? JSONReadError else {
                return false
            }
            return message.contains(fragment) && errorOffset == offset && errorLine == line && errorColumn == column
        }
        // The production scanner reports the same error.
        #expect {
            try Scenario.decode(bytes: Array(text.utf8))
        } throws: { error in
            guard case let .json(message, errorOffset, errorLine, errorColumn) = error as? ScenarioInputError else {
                return false
            }
            return message.contains(fragment) && errorOffset == offset && errorLine == line && errorColumn == column
        }
    }

    @Test func invalidUTF8IsASyntaxError() {
        #expect {
            try JSONReader.parse([0x22, 0x61, 0xFF, 0x22])
        } throws: { error in
            guard case let .syntax(message, _, _, _) = error as? JSONReadError else { return false }
            return message == "string is not valid UTF-8"
        }
    }

    @Test func depthIsLimitedWithAPointer() throws {
        #expect(throws: Never.self) {
            try Self.parse(String(repeating: "[", count: 64) + String(repeating: "]", count: 64))
        }
        #expect(throws: JSONReadError.tooDeep(pointer: String(repeating: "/0", count: 64), limit: 64)) {
            try Self.parse(String(repeating: "[", count: 65) + String(repeating: "]", count: 65))
        }
        #expect(throws: JSONReadError.tooDeep(pointer: "/a~1b/c~0d", limit: 2)) {
            try Self.parse(#"{"a/b":{"c~d":{}}}"#, maxDepth: 2)
        }
        // A million-deep document is refused at the limit without recursing into it.
        #expect(throws: JSONReadError.self) { try Self.parse(String(repeating: "[", count: 1_000_000)) }
        // The production scanner, likewise.
        #expect(
            throws: ScenarioInputError.scenario(
                ScenarioError(pointer: "/a~1b/c~0d", expected: "nesting at most 2 levels deep", given: "a deeper value")
            )
        ) {
            try Scenario.decode(bytes: Array(#"{"a/b":{"c~d":{}}}"#.utf8), limits: ScenarioLimits(maxDepth: 2))
        }
        #expect(throws: ScenarioInputError.self) {
            try Scenario.decode(bytes: Array(String(repeating: "[", count: 1_000_000).utf8))
        }
    }

    @Test func writerEscapes() {
        var out = JSONWriter()
        out.beginObject()
        out.key("a\"b"); out.string("line\nbreak\u{1}\\")
        out.key("list"); out.stringArray(["x", "y"])
        out.key("n"); out.int(-3)
        out.key("z"); out.null()
        out.endObject()
        #expect(out.text == #"{"a\"b":"line\nbreak\u0001\\","list":["x","y"],"n":-3,"z":null}"#)
        #expect(try! JSONReader.parse(Array(out.text.utf8))["a\"b"] == .string("line\nbreak\u{1}\\"))
    }
}
