@testable import OrientationResolver
@testable import OrientationWire
import Testing
@testable import TestSupport

/// The response writer copies some texts from fixed fragments instead of escaping them per request; each fragment
/// must say exactly what the value it stands for would.
@Suite struct WireFragmentTests {
    @Test func eventAndCallbackNamesAreTheRawValues() {
        for event in Event.allCases { #expect(event.json.description == event.rawValue) }
        for method in [RotationCallback.Method.viewWillTransitionToSize, .willRotate, .willAnimateRotation, .didRotate]
        {
            #expect(method.json.description == method.rawValue)
        }
    }

    @Test func prebuiltTextsEqualWhatTheyReplace() {
        for raw in 0...4 {
            #expect(TraceText.orientationNameBytes[raw] == Array(UIInterfaceOrientation.printedName(raw).utf8))
        }
        for mask in 0..<32 {
            #expect(TraceText.maskDescriptionBytes[mask] == Array(TraceText.makeMaskDescription(mask).utf8))
            #expect(UIKitException.namedLists[mask] == UIInterfaceOrientationMask.names(mask).joined(separator: ", "))
        }
        var writer = JSONWriter()
        writer.beginObject()
        writer.key("name"); writer.string(UIKitException.name)
        #expect(Array(writer.bytes.dropFirst()) == UIKitException.nameMember)
    }

    @Test func escapeCheckAgreesWithTheByteRule() {
        // Every byte value at every position of a 1…20-byte run: the word-at-a-time check against the plain rule.
        for length in 1...20 {
            for position in 0..<length {
                for byte in 0...255 {
                    var run = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    run[position] = UInt8(byte)
                    let expected = byte < 0x20 || byte == 0x22 || byte == 0x5C
                    #expect(run.withUnsafeBufferPointer { JSONScanner.needsEscaping($0) } == expected)
                }
            }
        }
    }

    @Test func classNameCountsAgreeWithTheStringRule() throws {
        let names = [
            "A", "MyApp.FeedViewController", "Ünïcødé.Contrôleur", "日本語のビューコントローラ", "a\u{7F}b",
            "MyApp.PlayerViewController\u{7F}", "abcdefg", "abcdefgh", "abcdefghi", "🙂🙂🙂🙂🙂",
        ]
        for name in names {
            let body = Array("{\"class\":\"\(name)\"}".utf8)
            let map = try JSONScanner.scan(body, maxDepth: 4)
            let range = 10..<(10 + name.utf8.count)
            let (scalars, delete) = map.scalarCountAndDelete(range)
            #expect(scalars == name.unicodeScalars.count, "\(name)")
            #expect(delete == name.unicodeScalars.contains("\u{7F}"), "\(name)")
        }
    }
}
