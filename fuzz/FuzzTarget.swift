// libFuzzer target over what a request body meets: decode, resolve, validate, encode.
// Compiled together with Sources/OrientationResolver, Sources/OrientationWire and Tests/ReferenceDecoder (one
// module), so internal types are reachable.
// Oracles: no crash or trap; the decoder answers every input exactly as the reference decoder does (scenario or
// error); every response is valid JSON.

@_cdecl("LLVMFuzzerTestOneInput")
public func orientdFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ScenarioLimits(maxDepth: 32, maxControllers: 40)
    let answer = Result { () throws(ScenarioInputError) -> Scenario in try Scenario.decode(bytes: bytes, limits: limits) }
    let expected = Result { () throws(ScenarioInputError) -> Scenario in try ReferenceDecoder.decode(bytes: bytes, limits: limits) }
    precondition(answer == expected, "the decoder disagrees with the reference decoder")
    guard case let .success(scenario) = answer else { return 0 }
    if let resolution = try? Resolver.resolve(scenario) {
        precondition((try? JSONReader.parse(resolution.jsonBytes(in: scenario), maxDepth: 16)) != nil, "resolve answer is not JSON")
    }
    let validation = Validator.validate(scenario, maxStates: 300)
    precondition((try? JSONReader.parse(validation.jsonBytes(), maxDepth: 16)) != nil, "validate answer is not JSON")
    return 0
}
