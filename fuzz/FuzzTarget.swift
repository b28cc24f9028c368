// libFuzzer target over what a request body meets: decode, resolve, validate, encode.
// Compiled together with Sources/OrientationResolver, Sources/OrientationWire and Tests/ReferenceDecoder (one
// module), so internal types are reachable.
// Oracles: no crash or trap; the decoder answers every input exactly as the reference decoder does (scenario or
// error); every response is valid JSON, and the same bytes when written into a reused ResponseBuffer.

@_cdecl("LLVMFuzzerTestOneInput")
public func orientdFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ScenarioLimits(maxDepth: 32, maxControllers: 40)
    let answer = Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decode(bytes: bytes, limits: limits) }
    let expected = Result { () throws(ScenarioInputError) -> Scenario in try ReferenceDecoder.decode(bytes: bytes, limits: limits) }
    precondition(answer == expected, "the decoder disagrees with the reference decoder")
    guard case let .success(scenario) = answer else { return 0 }
    if let resolution = try? Resolver.resolve(scenario) {
        let answer = resolution.jsonBytes(in: scenario)
        precondition((try? JSONReader.parse(answer, maxDepth: 16)) != nil, "resolve answer is not JSON")
        // The server's way: into a connection's buffer, used before, emptied, here far too small (every write grows it).
        reused.reset(keeping: 16)
        resolution.write(into: &reused, in: scenario)
        precondition(reused.bytes == answer, "the answer differs when written into a reused buffer")
    }
    let validation = Validator.validate(scenario, maxStates: 300)
    let validated = validation.jsonBytes()
    precondition((try? JSONReader.parse(validated, maxDepth: 16)) != nil, "validate answer is not JSON")
    reused.reset(keeping: 16)
    validation.write(into: &reused)
    precondition(reused.bytes == validated, "the validate answer differs when written into a reused buffer")
    return 0
}

/// One buffer kept across inputs, as a connection keeps its own (ResponseBuffer.swift).
nonisolated(unsafe) var reused = ResponseBuffer(capacity: 16)
