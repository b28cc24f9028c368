// libFuzzer target over what a request body meets: decode (fast path and tree path), resolve, validate, encode.
// Compiled together with Sources/OrientationResolver (one module), so internal types are reachable.
// Oracles: no crash or trap; the fast decoder never disagrees with the tree decoder; every response is valid JSON.

@_cdecl("LLVMFuzzerTestOneInput")
public func orientdFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let limits = ScenarioLimits(maxDepth: 32, maxControllers: 40)
    var fast = FastScenarioDecoder(bytes: bytes, limits: limits)
    let fastScenario = try? fast.decode()
    let scenario: Scenario
    do {
        scenario = try Scenario.decodeWithTree(bytes: bytes, limits: limits)
    } catch {
        precondition(fastScenario == nil, "fast path accepted what the tree decoder refuses")
        return 0
    }
    if let fastScenario { precondition(fastScenario == scenario, "fast path disagrees with the tree decoder") }
    if let resolution = try? Resolver.resolve(scenario) {
        precondition((try? JSONReader.parse(resolution.jsonBytes(in: scenario), maxDepth: 16)) != nil, "resolve answer is not JSON")
    }
    let validation = Validator.validate(scenario, maxStates: 300)
    precondition((try? JSONReader.parse(validation.jsonBytes(), maxDepth: 16)) != nil, "validate answer is not JSON")
    return 0
}
