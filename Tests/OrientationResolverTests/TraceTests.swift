import OrientationResolver
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
