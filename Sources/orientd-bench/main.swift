// Times each stage of a request in process, per scenario group, so the HTTP figures can be split into
// "our work" and "the rest". Usage: orientd-bench [scenario directory] [milliseconds per stage per scenario]
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import OrientationResolver
import OrientationWire

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
let directory = arguments.count > 1 ? arguments[1] : "bench/scenarios"
let budget = Duration.milliseconds(arguments.count > 2 ? Int(arguments[2]) ?? 40 : 40)
/// Optional third argument: measure only this stage (scan, decode, resolve, encode, validate), e.g. under perf.
let only = arguments.count > 3 ? arguments[3] : nil

guard
    let names = try? FileManager.default.contentsOfDirectory(atPath: directory).filter({ $0.hasSuffix(".json") })
        .sorted(),
    !names.isEmpty
else {
    print("no scenarios in \(directory)")
    exit(1)
}

/// ORIENTD_BENCH_CALLS=N: call each stage exactly N times (for counting allocations under valgrind --tool=dhat:
/// total blocks ÷ (N × scenarios)); the times printed are then meaningless.
let fixedCalls = ProcessInfo.processInfo.environment["ORIENTD_BENCH_CALLS"].flatMap { Int($0) }

/// Runs `body` repeatedly for about `budget` and returns nanoseconds per call.
@inline(never)
func measure(_ stage: String, _ body: () -> Void) -> Double {
    if let only, only != stage { return 0 }
    if let fixedCalls {
        for _ in 0..<fixedCalls { body() }
        return 0
    }
    for _ in 0..<20 { body() }
    let clock = ContinuousClock()
    var iterations = 0
    let start = clock.now
    var elapsed = Duration.zero
    repeat {
        for _ in 0..<50 { body() }
        iterations += 50
        elapsed = clock.now - start
    } while elapsed < budget
    let nanoseconds = Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
    return nanoseconds / Double(iterations)
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

struct Row {
    var parse: [Double] = [], decode: [Double] = [], resolve: [Double] = [], resolveQuiet: [Double] = [],
        encode: [Double] = []
    var validate: [Double] = [], validateEncode: [Double] = [], states: [Double] = [], bytes: [Double] = []
}

var groups: [String: Row] = [:]
var sink = 0
for name in names {
    guard let data = FileManager.default.contents(atPath: directory + "/" + name) else { continue }
    let bytes = [UInt8](data)
    let group = String(name.prefix { $0 != "-" })
    guard let scenario = try? Scenario.decode(bytes: bytes),
        let resolution = try? Resolver.resolve(scenario)
    else {
        print("skipping \(name): not a valid scenario")
        continue
    }
    let validation = Validator.validate(scenario)
    var row = groups[group] ?? Row()
    row.bytes.append(Double(bytes.count))
    // decode: the production path (scan into the index, then walk it); scan: the scan alone, part of decode.
    row.decode.append(measure("decode") { sink &+= (try? Scenario.decode(bytes: bytes))?.interfaceOrientation ?? 0 })
    row.parse.append(measure("scan") { sink &+= (try? JSONScanner.scan(bytes, maxDepth: 64))?.entries.count ?? 0 })
    row.resolve.append(measure("resolve") { sink &+= (try? Resolver.resolve(scenario))?.effectiveMask ?? 0 })
    row.resolveQuiet.append(
        measure("resolve-quiet") { sink &+= (try? Resolver.resolve(scenario, tracing: false))?.effectiveMask ?? 0 })
    row.encode.append(measure("encode") { sink &+= resolution.jsonBytes(in: scenario).count })
    row.validate.append(measure("validate") { sink &+= Validator.validate(scenario).statesChecked })
    row.validateEncode.append(measure("validate-encode") { sink &+= validation.jsonBytes().count })
    row.states.append(Double(validation.statesChecked))
    groups[group] = row
}

func us(_ nanoseconds: Double) -> String {
    let value = nanoseconds / 1000
    return value < 10 ? String(Int((value * 100).rounded())).paddedDecimal(2) : String(Int(value.rounded()))
}

extension String {
    /// "123" with 2 decimals → "1.23".
    func paddedDecimal(_ places: Int) -> String {
        let digits = String(repeating: "0", count: max(0, places + 1 - count)) + self
        return digits.dropLast(places) + "." + digits.suffix(places)
    }
}

print("median µs per call, per scenario group (\(names.count) scenarios, \(budget) per stage each)")
print(
    "group     n  bytes    scan  decode resolve  encode | /resolve total | validate  states  encode | /validate total")
print("(scan: the scan into the index alone, part of decode; decode: scan + walk, the path requests take)")
for group in ["small", "typical", "large"]
    + groups.keys.sorted().filter({ !["small", "typical", "large"].contains($0) })
{
    guard let row = groups[group] else { continue }
    let resolveTotal = median(row.decode) + median(row.resolve) + median(row.encode)
    let validateTotal = median(row.decode) + median(row.validate) + median(row.validateEncode)
    func cell(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - text.count)) + text
    }
    var line = group + String(repeating: " ", count: max(0, 8 - group.count))
    line += cell(String(row.bytes.count), 3)
    line += cell(String(Int(median(row.bytes))), 7)
    line += cell(us(median(row.parse)), 8)
    line += cell(us(median(row.decode)), 8)
    line += cell(us(median(row.resolve)), 8)
    line += cell(us(median(row.encode)), 8)
    line += " |" + cell(us(resolveTotal), 15)
    line += " |" + cell(us(median(row.validate)), 9)
    line += cell(String(Int(median(row.states))), 8)
    line += cell(us(median(row.validateEncode)), 8)
    line += " |" + cell(us(validateTotal), 16)
    print(line)
    print("         resolve without building the trace: " + us(median(row.resolveQuiet)) + " µs")
}
if sink == 42 { print("") }
