@testable import OrientationResolver
import Testing

/// The trace is kept as JSON string elements; what goes in must come out as the same text and as valid JSON.
@Suite struct TraceTests {
    @Test func sentencesSurviveTheirJSONEncoding() throws {
        let sentences = ["plain", "a \"quoted\" name", "back\\slash", "line\nbreak\ttab\u{1}", "∩ and 😀", ""]
        let trace = Trace(sentences)
        #expect(trace.count == sentences.count)
        #expect(trace.sentences == sentences)
        let parsed = try JSONReader.parse(Array("[".utf8) + trace.json + Array("]".utf8), maxDepth: 4)
        #expect(parsed == .array(sentences.map { .string($0) }))
    }

    @Test func versionsArePrintedAsTheirDescription() {
        for version in [SystemVersion(major: 9, minor: 3), SystemVersion(major: 17), SystemVersion(major: 17, minor: 0, patch: 1),
                        SystemVersion(major: 99, minor: 9999, patch: 9999), SystemVersion(major: 10, minor: 10)] {
            let trace = Trace(["iOS \(version.description)"])
            var written = Trace()
            written.append("iOS \(version)")
            #expect(written == trace)
        }
    }

    @Test func classNamesThatNeedEscapingReachTheTraceIntact() throws {
        let name = #"My"App\Odd∩VC"#
        let body = #"{"device":{"systemVersion":"17.0"},"root":{"class":"My\"App\\Odd∩VC","supportedInterfaceOrientations":"portrait"}}"#
        let resolution = try Resolver.resolve(Scenario.decode(bytes: Array(body.utf8)))
        #expect(resolution.trace.sentences.contains { $0.hasPrefix(name + " (/root) is the governing controller") })
        let response = try JSONReader.parse(resolution.jsonBytes(), maxDepth: 16)
        guard case let .array(items)? = response["trace"] else { Issue.record("no trace array"); return }
        #expect(items == resolution.trace.sentences.map { .string($0) })
    }
}

@Suite struct ExceptionEncodingTests {
    /// The exception object is written from fixed fragments; it must say exactly what the struct says.
    @Test(arguments: [
        UIKitException.noCommonOrientation(className: #"Odd"Name\VC"#, version: SystemVersion(major: 17)),
        UIKitException.noCommonOrientation(className: "VC", version: SystemVersion(major: 8, minor: 2)),
        UIKitException.preferredOrientationUnsupported(preferred: 3, effectiveMask: 18, version: SystemVersion(major: 17)),
        UIKitException.preferredOrientationUnsupported(preferred: 3, effectiveMask: 18, version: SystemVersion(major: 9)),
    ])
    func exceptionJSONSaysWhatTheExceptionSays(_ exception: UIKitException) throws {
        var writer = JSONWriter()
        exception.write(to: &writer)
        let json = try JSONReader.parse(writer.bytes, maxDepth: 4)
        #expect(json == .object([("name", .string(exception.name)), ("reason", .string(exception.reason)),
                                 ("message", .string(exception.message)), ("id", .string(exception.id))]))
    }
}
