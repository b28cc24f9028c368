import Foundation
import OrientationResolver
@testable import OrientationWire
import Testing

/// The single-pass decoder may only ever agree with the tree decoder: when it returns a scenario, the tree decoder
/// returns the same one. Checked on real scenarios and on seeded random mutations of them.
@Suite struct FastDecoderTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

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

    /// nil: the fast decoder declined; otherwise its scenario.
    static func fast(_ bytes: [UInt8], _ limits: ScenarioLimits) -> Scenario? {
        var decoder = FastScenarioDecoder(bytes: bytes, limits: limits)
        return try? decoder.decode()
    }

    @Test func everyRealScenarioTakesTheFastPathAndAgrees() throws {
        let corpus = try Self.corpus()
        #expect(corpus.count >= 60)
        for bytes in corpus {
            let fast = try #require(Self.fast(bytes, ScenarioLimits()), "\(String(decoding: bytes, as: UTF8.self))")
            #expect(fast == (try Scenario.decodeWithTree(bytes: bytes)))
        }
    }

    @Test func mutatedInputsNeverMakeTheDecodersDisagree() throws {
        let corpus = try Self.corpus()
        var random = Random(state: 20_261_121)
        var accepted = 0
        var rejected = 0
        let limits = ScenarioLimits(maxDepth: 12, maxControllers: 15)
        for _ in 0..<10_000 {
            let input = Self.mutate(corpus[random.below(corpus.count)], &random)
            let tree = Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decodeWithTree(bytes: input, limits: limits) }
            if let fast = Self.fast(input, limits) {
                accepted += 1
                guard case let .success(expected) = tree, expected == fast else {
                    Issue.record("fast path disagrees on: \(String(decoding: input, as: UTF8.self))")
                    return
                }
            } else {
                rejected += 1
            }
            // Whatever path it takes, the public decoder answers exactly as the tree decoder does.
            let answer = Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decode(bytes: input, limits: limits) }
            #expect(answer == tree)
        }
        // Both paths are exercised.
        #expect(accepted > 500)
        #expect(rejected > 500)
    }

    /// Versions and member names at the edges of what the fast path reads from bytes: where it answers, it answers
    /// as the tree decoder does; valid everyday inputs take it.
    @Test(arguments: [
        "9.3", "17", "17.0", "17.0.1", "1.2.3", "99.9999.9999", "10.10", "026", "0", "0.1", "100", "1.", ".1", "1..2",
        "1.2.3.4", "1.23456", "", "a", "1a", "17.0.", "-1", "1.2.-3", "12.00", "01.0",
    ])
    func systemVersionsAgree(_ version: String) throws {
        let body = Array(#"{"device":{"systemVersion":"\#(version)"},"root":{}}"#.utf8)
        let tree = Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decodeWithTree(bytes: body) }
        if let fast = Self.fast(body, ScenarioLimits()) {
            #expect(tree == .success(fast))
        } else if case .success = tree {
            // Only unusual input may leave the fast path.
            #expect(!["9.3", "17", "17.0", "17.0.1", "99.9999.9999", "10.10", "12.00"].contains(version))
        }
    }

    @Test(arguments: [
        "class", "clas", "classX", "supportedInterfaceOrientations", "supportedInterfaceOrientationsForWindow",
        "supportedInterfaceOrientationsForWindo", "supportedInterfaceOrientationsX", "kind", "kin", "c", "", "children",
        "childrenX", "presented", "presentedX", "presentationStyle", "selectedIndex", "s",
    ])
    func memberNamesAgree(_ name: String) throws {
        let body = Array(#"{"root":{"kind":"navigationController","children":[{}],"\#(name)":"portrait"}}"#.utf8)
        let tree = Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decodeWithTree(bytes: body) }
        if let fast = Self.fast(body, ScenarioLimits()) {
            #expect(tree == .success(fast))
        }
    }
}
