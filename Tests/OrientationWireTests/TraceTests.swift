import OrientationResolver
@testable import OrientationWire
import ReferenceDecoder
import Testing
@testable import TestSupport

/// Sentences as the trace writes them: values escaped as they are written.
private func escapedArray(_ sentences: [String]) -> [UInt8] {
    var json: [UInt8] = []
    for (index, sentence) in sentences.enumerated() {
        if index > 0 { json.append(UInt8(ascii: ",")) }
        var writer = SentenceWriter(bytes: ResponseBuffer(), scenario: Scenario())
        writer.put(sentence)
        json += [UInt8(ascii: "\"")] + writer.bytes.bytes + [UInt8(ascii: "\"")]
    }
    return json
}

/// The trace is kept as JSON string elements; what goes in must come out as the same text and as valid JSON.
@Suite struct TraceTests {
    @Test func sentencesSurviveTheirJSONEncoding() throws {
        let sentences = ["plain", "a \"quoted\" name", "back\\slash", "line\nbreak\ttab\u{1}", "∩ and 😀", ""]
        let parsed = try JSONReader.parse(Array("[".utf8) + escapedArray(sentences) + Array("]".utf8), maxDepth: 4)
        #expect(parsed == .array(sentences.map { .string($0) }))
    }

    @Test func versionsArePrintedAsTheirDescription() {
        for version in [
            SystemVersion(major: 9, minor: 3), SystemVersion(major: 17), SystemVersion(major: 17, minor: 0, patch: 1),
            SystemVersion(major: 99, minor: 9999, patch: 9999), SystemVersion(major: 10, minor: 10),
        ] {
            var writer = SentenceWriter(bytes: ResponseBuffer(), scenario: Scenario())
            writer.lit("iOS ")
            writer.put(version)
            #expect(writer.bytes.bytes == Array("iOS \(version.description)".utf8))
        }
    }

    @Test func classNamesThatNeedEscapingReachTheTraceIntact() throws {
        let name = #"My"App\Odd∩VC"#
        let body =
            #"{"device":{"systemVersion":"17.0"},"root":{"class":"My\"App\\Odd∩VC","supportedInterfaceOrientations":"portrait"}}"#
        let scenario = try Scenario.decode(bytes: Array(body.utf8))
        let resolution = try Resolver.resolve(scenario)
        let sentences = resolution.traceSentences(in: scenario)
        #expect(sentences.contains { $0.hasPrefix(name + " (/root) is the governing controller") })
        let response = try JSONReader.parse(resolution.jsonBytes(in: scenario), maxDepth: 16)
        guard case let .array(items)? = response["trace"] else { Issue.record("no trace array"); return }
        #expect(items == sentences.map { .string($0) })
    }
}

@Suite struct ExceptionEncodingTests {
    /// The exception object is written from fixed fragments; it must say exactly what the struct says.
    @Test(arguments: [
        UIKitException.noCommonOrientation(className: #"Odd"Name\VC"#, version: SystemVersion(major: 17)),
        UIKitException.noCommonOrientation(className: "VC", version: SystemVersion(major: 8, minor: 2)),
        UIKitException.preferredOrientationUnsupported(
            preferred: 3, effectiveMask: 18, version: SystemVersion(major: 17)),
        UIKitException.preferredOrientationUnsupported(
            preferred: 3, effectiveMask: 18, version: SystemVersion(major: 9)),
    ])
    func exceptionJSONSaysWhatTheExceptionSays(_ exception: UIKitException) throws {
        var writer = JSONWriter()
        exception.write(to: &writer)
        let json = try JSONReader.parse(writer.bytes, maxDepth: 4)
        #expect(
            json
                == .object([
                    ("name", .string(exception.name)), ("reason", .string(exception.reason)),
                    ("message", .string(exception.message)), ("id", .string(exception.id)),
                ]))
    }
}
