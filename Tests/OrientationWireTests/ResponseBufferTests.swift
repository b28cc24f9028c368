import OrientationResolver
@testable import OrientationWire
import Testing
@testable import TestSupport

/// The answer's buffer (ResponseBuffer.swift, unsafe): what is written is what comes out, across every growth and
/// reuse; the fuzz target and the AddressSanitizer run check the memory side.
@Suite struct ResponseBufferTests {
    /// Writes of every length across the first growths, in each kind of append, against an array doing the same.
    @Test func appendsAcrossGrowthEqualAnArray() {
        var buffer = ResponseBuffer(capacity: 16)
        var expected: [UInt8] = []
        var capacities: Set<Int> = []
        for length in 0..<70 {
            let chunk = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ length) }
            switch length % 3 {
            case 0: buffer.append(contentsOf: chunk)
            case 1: buffer.append(contentsOf: chunk[...])
            default: for byte in chunk { buffer.append(byte) }
            }
            expected += chunk
            #expect(buffer.count == expected.count && buffer.capacity >= buffer.count)
            capacities.insert(buffer.capacity)
        }
        buffer.append("static text")
        expected += Array("static text".utf8)
        #expect(buffer.bytes == expected)
        #expect(capacities.count > 5, "the buffer grew several times: \(capacities.sorted())")
    }

    @Test func resetEmptiesAndGivesBackAGrownAllocation() {
        var buffer = ResponseBuffer(capacity: 64)
        buffer.append(contentsOf: [UInt8](repeating: 7, count: 5_000))
        #expect(buffer.capacity >= 5_000)
        buffer.reset(keeping: 1_024)
        #expect(buffer.count == 0 && buffer.capacity == 1_024 && buffer.bytes.isEmpty)
        buffer.append(contentsOf: [1, 2, 3])
        buffer.reset(keeping: 4_096)
        #expect(buffer.count == 0 && buffer.capacity == 1_024, "a buffer within the limit is kept as it is")
        buffer.append(contentsOf: [4, 5])
        #expect(buffer.bytes == [4, 5])
    }

    /// Integers as `String(value)` prints them, at the edges of the short path and of Int.
    @Test(arguments: [0, 9, 10, -1, -10, 99, 100, 12_345, Int.max, Int.min])
    func integersAsSwiftPrintsThem(_ value: Int) {
        var writer = JSONWriter(capacity: 16)
        writer.beginArray()
        writer.int(value)
        writer.int(value)
        writer.endArray()
        #expect(writer.text == "[\(value),\(value)]")
    }

    /// A writer appending to a buffer that already holds bytes leaves them, as the server's reuse needs after a reset.
    @Test func anAnswerWrittenIntoAReusedBufferIsTheAnswer() throws {
        let body =
            #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"event":"rotate","root":{"kind":"tabBarController","selectedIndex":0,"children":[{"class":"Player\"VC","supportedInterfaceOrientations":"landscape"}]}}"#
        let scenario = try Scenario.decode(bytes: Array(body.utf8))
        let resolution = try Resolver.resolve(scenario)
        let fresh = resolution.jsonBytes(in: scenario)
        var reused = ResponseBuffer(capacity: 16)
        for _ in 0..<3 {
            reused.reset(keeping: 16)
            resolution.write(into: &reused, in: scenario)
            #expect(reused.bytes == fresh)
        }
        let validation = Validator.validate(scenario)
        reused.reset(keeping: 16)
        validation.write(into: &reused)
        #expect(reused.bytes == validation.jsonBytes())
    }
}
