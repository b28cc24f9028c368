// The source reader's cost against SwiftParser alone on the same files (issue 22): the limit of this design is
// the parse. Usage: sources-bench DIRECTORY [ROUNDS]. Prints, per round, the seconds to parse every .swift file
// (concurrently, as the reader does) and the seconds of the whole reading (parse, model, scenarios, decode and
// validate), then the medians and their ratio. Timings only; `bench/sources.sh` measures peak RSS of the CLI.
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import OrientationResolver
import OrientationWire
import SourceReader
import SwiftParser

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
guard arguments.count > 1 else { print("usage: sources-bench DIRECTORY [ROUNDS]"); exit(2) }
let directory = arguments[1]
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 3 : 3
let (paths, _) = try SourceFiles.paths(in: directory)
let texts = paths.map { String(decoding: FileManager.default.contents(atPath: $0) ?? Data(), as: UTF8.self) }
let bytes = texts.reduce(0) { $0 + $1.utf8.count }
print("\(paths.count) files, \(bytes / 1_000_000) MB")

/// CPU seconds (user and system, every thread) the process has used: less sensitive than wall time to what else the
/// machine runs.
func cpuSeconds() -> Double {
    var usage = rusage()
    #if canImport(Glibc)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(
        usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
}

/// The wall seconds `body` takes; its CPU seconds are added to `cpu`.
func seconds(cpu: UnsafeMutablePointer<Double>? = nil, _ body: () throws -> Void) rethrows -> Double {
    let start = ContinuousClock.now
    let startCPU = cpuSeconds()
    try body()
    cpu?.pointee += cpuSeconds() - startCPU
    let elapsed = ContinuousClock.now - start
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

var parseTimes: [Double] = []
var wholeTimes: [Double] = []
var readParseTimes: [Double] = []
var parseCPU: [Double] = []
var wholeCPU: [Double] = []
for round in 1...rounds {
    var cpu = (parse: 0.0, whole: 0.0)
    let parse = seconds(cpu: &cpu.parse) {
        DispatchQueue.concurrentPerform(iterations: texts.count) { index in
            _ = Parser.parse(source: texts[index])
        }
    }
    // The same parse with each file read from disk in its task, as the reader does: what the walk adds is the
    // whole reading's time beyond this.
    let readParse = seconds {
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let text = String(decoding: FileManager.default.contents(atPath: paths[index]) ?? Data(), as: UTF8.self)
            _ = Parser.parse(source: text)
        }
    }
    readParseTimes.append(readParse)
    var findings = 0
    var stages = (read: 0.0, build: 0.0, validate: 0.0)
    let whole = try seconds(cpu: &cpu.whole) {
        var model = SourceModel()
        stages.read = try seconds { model = try SourceFiles.read(directory: directory, module: "App") }
        var decoded: [Scenario] = []
        stages.build = seconds {
            decoded = CodeScenarios.build(from: model).map { $0.scenario(over: Scenario()) }
        }
        stages.validate = seconds {
            findings = AppCheck.validate(decoded, maxStates: 10_000).reduce(0) { $0 + $1.findings.count }
        }
    }
    parseTimes.append(parse)
    wholeTimes.append(whole)
    parseCPU.append(cpu.parse)
    wholeCPU.append(cpu.whole)
    print(
        "round \(round): parse alone \(String(format: "%.2f", parse)) s, files read and parsed \(String(format: "%.2f", readParse)) s, whole reading \(String(format: "%.2f", whole)) s (\(findings) findings; "
            + "read and parse \(String(format: "%.2f", stages.read)) s, scenarios \(String(format: "%.2f", stages.build)) s, validation \(String(format: "%.2f", stages.validate)) s; CPU: parse \(String(format: "%.2f", cpu.parse)) s, whole \(String(format: "%.2f", cpu.whole)) s)"
    )
}
let median = { (values: [Double]) in values.sorted()[values.count / 2] }
print(
    "median: parse alone \(String(format: "%.2f", median(parseTimes))) s, files read and parsed \(String(format: "%.2f", median(readParseTimes))) s, whole \(String(format: "%.2f", median(wholeTimes))) s, ratio \(String(format: "%.2f", median(wholeTimes) / median(parseTimes)))"
)
print(
    "median CPU time (both cores): parse alone \(String(format: "%.2f", median(parseCPU))) s, whole \(String(format: "%.2f", median(wholeCPU))) s, ratio \(String(format: "%.2f", median(wholeCPU) / median(parseCPU)))"
)
