import Foundation
import Testing
@testable import TestSupport

/// /validate (and /resolve) stay within 8 MiB of memory per request for any body within the default limits
/// (1 MiB body, 1,000 controllers, 10,000 states): the worst cases, sent over HTTP to the real binary (one thread),
/// must not raise its peak resident memory (VmHWM) more than that above where it stood after warming up.
/// deploy/kubernetes.yaml's memory limit is derived from this bound.
@Suite(.serialized) struct MemoryBoundTests {
    static let bound = 8 << 20

    /// Name, route, body.
    static func worstCases() -> [(String, String, String)] {
        let plain = Array(repeating: "{}", count: 999).joined(separator: ",")
        let longName = String(repeating: "A", count: 250)
        // Every controller breaks five rules: thousands of findings with long class names in their texts.
        let noisy = (0..<998).map { index in
            index % 2 == 0
                ? #"{"class":"\#(longName)\#(index)","supportedInterfaceOrientations":31,"preferredInterfaceOrientationForPresentation":7,"shouldAutorotate":false,"shouldAutorotateToInterfaceOrientation":30}"#
                : #"{"class":"\#(longName)\#(index)","kind":"navigationController","children":[],"supportedInterfaceOrientations":31,"delegateSupportedInterfaceOrientations":0,"delegatePreferredInterfaceOrientationForPresentation":5,"shouldAutorotate":false}"#
        }.joined(separator: ",")
        var presented = "{}"
        for _ in 0..<60 { presented = #"{"presented":\#(presented)}"# }
        func tabs(_ depth: Int) -> String {
            depth == 0
                ? "{}"
                : #"{"kind":"tabBarController","children":[\#(Array(repeating: tabs(depth - 1), count: 5).joined(separator: ","))]}"#
        }
        // Nearly 1 MiB of one-byte values: the most index entries a body within the limit can make.
        let tiny = #"{"root":{},"padding":[\#(Array(repeating: "0", count: 520_000).joined(separator: ","))]}"#
        return [
            (
                "a tab bar of 999 plain tabs", "/validate",
                #"{"root":{"kind":"tabBarController","children":[\#(plain)]}}"#
            ),
            (
                "a navigation stack of 999", "/validate",
                #"{"root":{"kind":"navigationController","children":[\#(plain)]}}"#
            ),
            ("60 presented controllers", "/validate", #"{"root":\#(presented)}"#),
            ("tab bars of tab bars (state limit)", "/validate", #"{"root":\#(tabs(4))}"#),
            (
                "998 controllers breaking five rules each", "/validate",
                #"{"device":{"systemVersion":"17.0"},"root":{"kind":"tabBarController","forwardsToChild":true,"children":[\#(noisy)]}}"#
            ),
            ("1 MiB of one-byte values", "/validate", tiny),
            ("1 MiB of one-byte values", "/resolve", tiny),
        ]
    }

    static func peakResidentBytes(_ pid: Int32) throws -> Int {
        let status = try String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)
        guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
        else {
            throw CocoaError(.fileReadCorruptFile)
        }
        return kilobytes * 1024
    }

    /// Each worst case in a server of its own, so that the figure is that request's own peak (not what earlier
    /// requests left fragmented in the heap).
    @Test func worstCasesStayWithinTheBound() throws {
        for (name, route, body) in Self.worstCases() {
            #expect(body.utf8.count <= 1 << 20, "\(name) is within the default body limit")
            let growth = try Self.peakGrowth(route: route, body: body, name: name)
            #expect(growth <= Self.bound, "\(name) \(route): peak resident memory grew by \(growth) bytes")
        }
    }

    /// A container with more children than the controller limit lets through (1 MiB of `{}`): refused with a 422
    /// at the 1,001st controller, and the decoder reserves places for no more children than the limit allows.
    @Test func childrenPastTheControllerLimitStayWithinTheBound() throws {
        let children = Array(repeating: "{}", count: 349_000).joined(separator: ",")
        let body = #"{"root":{"kind":"navigationController","children":["# + children + "]}}"
        #expect(body.utf8.count <= 1 << 20)
        let growth = try Self.peakGrowth(route: "/resolve", body: body, name: "349,000 empty children", status: 422)
        #expect(growth <= Self.bound, "349,000 empty children: peak resident memory grew by \(growth) bytes")
    }

    /// Starts the real binary (one thread), warms up every path, sends the body and answers how far the peak
    /// resident memory rose above where it stood after the warm-up.
    static func peakGrowth(route: String, body: String, name: String, status: Int = 200) throws -> Int {
        let (process, _, port, log) = try Repository.launch([
            "serve", "--host", "127.0.0.1", "--port", "0", "--threads", "1", "--log-level", "info",
        ])
        defer { if process.isRunning { process.terminate(); process.waitUntilExit() } }
        let boundPort = try #require(port, "no startup line in: \(log)")

        // Warm up every path once, then take the peak so far as the baseline.
        let warmUp =
            #"{"device":{"systemVersion":"17.0"},"root":{"kind":"tabBarController","children":[{},{"class":"V","supportedInterfaceOrientations":"landscape"}]}}"#
        for warmRoute in ["/validate", "/resolve", "/validate"] {
            #expect(try Connection(port: boundPort).request("POST", warmRoute, body: warmUp).status == 200)
        }
        let baseline = try peakResidentBytes(process.processIdentifier)
        let response = try Connection(port: boundPort, receiveTimeoutSeconds: 60).request("POST", route, body: body)
        #expect(response.status == status, "\(name) \(route)")
        return try peakResidentBytes(process.processIdentifier) - baseline
    }
}
