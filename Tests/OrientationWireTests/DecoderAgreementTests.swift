import Foundation
import OrientationResolver
import OrientationWire
import ReferenceDecoder
import Testing
@testable import TestSupport

/// The decoder must answer every body exactly as the reference decoder (a plain JSON tree, then a tree walk; tests
/// only) does. Checked on real scenarios and on seeded random mutations of them.
@Suite struct DecoderAgreementTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static func corpus() throws -> [[UInt8]] {
        var files: [URL] = []
        for folder in ["bench/scenarios", "examples"] {
            let directory = root.appendingPathComponent(folder)
            files += try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "json" }
        }
        return try files.sorted { $0.path < $1.path }.map { [UInt8](try Data(contentsOf: $0)) }
    }

    /// SplitMix64: deterministic across platforms and runs.
    struct Random {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(max(1, bound))) }
    }

    static let alphabet = Array(#"{}[]":,0123456789-.eE truefalsnul\"#.utf8) + [0x0A, 0xC3, 0xA9, 0xFF]

    static func mutate(_ input: [UInt8], _ random: inout Random) -> [UInt8] {
        var bytes = input
        for _ in 0...random.below(3) {
            guard !bytes.isEmpty else { break }
            let position = random.below(bytes.count)
            switch random.below(5) {
            case 0: bytes.remove(at: position)
            case 1: bytes.insert(alphabet[random.below(alphabet.count)], at: position)
            case 2: bytes[position] = alphabet[random.below(alphabet.count)]
            case 3:
                // Duplicate a span: duplicate members, deeper nesting.
                let end = min(bytes.count, position + 1 + random.below(40))
                bytes.insert(contentsOf: bytes[position..<end], at: end)
            default:
                // Swap a number for another value.
                let values = ["0", "-1", "99999999999999999999", "2.5", "null", "\"portrait\"", "[]", "{}", "true"]
                if let digit = bytes[position...].firstIndex(where: { $0 >= 0x30 && $0 <= 0x39 }) {
                    bytes.replaceSubrange(digit...digit, with: Array(values[random.below(values.count)].utf8))
                }
            }
        }
        return bytes
    }

    static func production(_ bytes: [UInt8], _ limits: ScenarioLimits = ScenarioLimits()) -> Result<
        Scenario, ScenarioInputError
    > {
        Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decode(bytes: bytes, limits: limits) }
    }

    static func reference(_ bytes: [UInt8], _ limits: ScenarioLimits = ScenarioLimits()) -> Result<
        Scenario, ScenarioInputError
    > {
        Result { () throws(ScenarioInputError) -> Scenario in try ReferenceDecoder.decode(bytes: bytes, limits: limits)
        }
    }

    @Test func everyRealScenarioDecodesAsTheReferenceDoes() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 60)
        for bytes in corpus {
            let decoded = try Self.production(bytes).get()
            #expect(Self.reference(bytes) == .success(decoded), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }

    /// Scenario or error, the decoder answers exactly as the reference does: same scenario, same 400 (message,
    /// offset, line, column), same 422 (pointer, expected, given).
    @Test func mutatedInputsNeverMakeTheDecodersDisagree() throws {
        let corpus = try Self.corpus()
        var random = Random(state: 20_261_121)
        var accepted = 0, notJSON = 0, notScenario = 0
        let limits = ScenarioLimits(maxDepth: 12, maxControllers: 15)
        for _ in 0..<10_000 {
            let input = Self.mutate(corpus[random.below(corpus.count)], &random)
            let expected = Self.reference(input, limits)
            let answer = Self.production(input, limits)
            guard answer == expected else {
                Issue.record(
                    "the decoders disagree on: \(String(decoding: input, as: UTF8.self))\n\(answer)\n\(expected)")
                return
            }
            switch answer {
            case .success: accepted += 1
            case .failure(.json): notJSON += 1
            case .failure(.scenario): notScenario += 1
            }
        }
        // Every kind of answer is exercised.
        #expect(accepted > 500)
        #expect(notJSON > 500)
        #expect(notScenario > 500)
    }

    /// Strings the scanner skips a word at a time: escapes, control characters, quotes and non-ASCII at every
    /// position of an eight-byte word, valid and invalid UTF-8.
    @Test func stringsAgreeAtEveryPositionOfAWord() {
        let specials: [[UInt8]] = [
            [0x5C, 0x22], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], [0x09], [0xC3, 0xA9],
            [0xFF], [0xE2, 0x88], [0xF0, 0x9F, 0x98, 0x80], [0x5C], [0x22], [0x7F], [0x5C, 0x78],
        ]
        for special in specials {
            for position in 0..<17 {
                var name = Array(repeating: UInt8(ascii: "A"), count: position) + special
                name += Array(repeating: UInt8(ascii: "B"), count: 20 - position)
                let body = Array(#"{"root":{"class":""#.utf8) + name + Array(#""}}"#.utf8)
                #expect(Self.production(body) == Self.reference(body), "\(special) at \(position)")
            }
        }
    }

    @Test(arguments: [
        "9.3", "17", "17.0", "17.0.1", "1.2.3", "99.9999.9999", "10.10", "026", "0", "0.1", "100", "1.", ".1", "1..2",
        "1.2.3.4", "1.23456", "", "a", "1a", "17.0.", "-1", "1.2.-3", "12.00", "01.0", "1\\u002e2",
    ])
    func systemVersionsAgree(_ version: String) throws {
        let body = Array(#"{"device":{"systemVersion":"\#(version)"},"root":{}}"#.utf8)
        #expect(Self.production(body) == Self.reference(body))
    }

    @Test(arguments: [
        "[1]", "[2]", "[1,2]", "[2,1]", "[]", "[1,1]", "[3]", "[1.0]", "[\"1\"]", "1", "null", "[1,null]", "{}", "[0]",
        "[-1]", "[1e0]",
    ])
    func deviceFamiliesAgree(_ families: String) throws {
        for body in [
            #"{"app":{"deviceFamilies":\#(families),"minimumOSVersion":"16.1"}}"#,
            #"{"app":{"minimumOSVersion":\#(families)}}"#,
        ] {
            #expect(Self.production(Array(body.utf8)) == Self.reference(Array(body.utf8)), "\(body)")
        }
    }

    @Test(arguments: [
        "class", "clas", "classX", "supportedInterfaceOrientations", "supportedInterfaceOrientationsForWindow",
        "supportedInterfaceOrientationsForWindo", "supportedInterfaceOrientationsX", "kind", "kin", "c", "", "children",
        "childrenX", "presented", "presentedX", "presentationStyle", "selectedIndex", "s", "\\u0063lass", "kin\\u0064",
    ])
    func memberNamesAgree(_ name: String) throws {
        let body = Array(#"{"root":{"kind":"navigationController","children":[{}],"\#(name)":"portrait"}}"#.utf8)
        #expect(Self.production(body) == Self.reference(body))
    }
}
