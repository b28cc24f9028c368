import OrientationResolver

/// A request body scanned once into a flat index of its values (after swift-foundation's JSONScanner/JSONMap): one
/// entry per value, in document order, containers followed by their contents. The decoder walks the index; nothing
/// else of the document is built. Strings are kept as byte ranges and unescaped only when asked.
public struct JSONMap: Sendable {
    public enum Kind: UInt8, Sendable {
        case object, array, string, number, literalTrue, literalFalse, null
    }

    /// Eight bytes: a 1 MiB body of one-byte values makes at most 512 Ki entries, 4 MiB.
    /// Bits 0–2 the kind, bit 3 "escaped", bits 4–31 a scalar's length or a container's count, bits 32–63 a scalar's
    /// first byte or a container's next entry (0 while open). The scanner refuses bodies of 256 MiB and more.
    package struct Entry: Sendable {
        private var bits: UInt64

        init(scalar kind: Kind, start: Int, end: Int, escaped: Bool = false) {
            bits = UInt64(kind.rawValue) | (escaped ? 8 : 0) | UInt64(end - start) << 4 | UInt64(start) << 32
        }

        init(openContainer kind: Kind) {
            bits = UInt64(kind.rawValue)
        }

        package var kind: Kind { Kind(rawValue: UInt8(bits & 7))! }
        /// Strings: the content holds a backslash escape.
        package var escaped: Bool { bits & 8 != 0 }
        var isContainer: Bool { bits & 7 <= 1 }
        /// Scalars: the first byte (strings: after the opening quote) and after the last (strings: the closing quote).
        var start: Int { Int(bits >> 32) }
        var end: Int { Int(bits >> 32) + Int((bits >> 4) & 0x0FFF_FFFF) }
        /// Containers: members (objects; each is a key entry then a value entry) or elements (arrays).
        var count: Int { Int((bits >> 4) & 0x0FFF_FFFF) }
        /// Containers: the entry after this one and everything inside it; 0 while open.
        var containerNext: Int { Int(bits >> 32) }

        mutating func close(count: Int, next: Int) {
            bits = bits & 7 | UInt64(count) << 4 | UInt64(next) << 32
        }
    }

    let bytes: [UInt8]
    package var entries: [Entry]
    /// How many objects the document holds, and how deeply its containers nest.
    var objects = 0
    var depth = 0
}

/// Why a body is not JSON, or is nested deeper than allowed.
public enum JSONScanError: Error, Equatable, Sendable {
    /// Not JSON: what was wrong and where (byte offset from 0; line and column from 1).
    case syntax(message: String, offset: Int, line: Int, column: Int)
    /// Nested deeper than the limit; `pointer` is the JSON pointer of the container that went too deep.
    case tooDeep(pointer: String, limit: Int)
}

/// The scanner: RFC 8259, the first error reported with its position. It refuses nesting beyond `maxDepth` before
/// it recurses further, so stack use is bounded by the limit, never by the input.
///
/// This is the one Swift file of orientd (besides Daemon.swift) that reads memory through an unsafe pointer: the body
/// is read through an `UnsafeBufferPointer`, and runs of plain string bytes are skipped eight at a time with
/// unaligned word loads. Every read is guarded by an explicit bounds check against the buffer's count.
package enum JSONScanner {
    package static func scan(_ bytes: [UInt8], maxDepth: Int) throws(JSONScanError) -> JSONMap {
        // Positions and lengths are packed into the index's entries.
        guard bytes.count < 1 << 28 else {
            throw .syntax(
                message: "the body is 256 MiB or larger, more than orientd reads", offset: 0, line: 1, column: 1)
        }
        var failure: JSONScanError?
        var objects = 0
        var deepest = 0
        let entries: [JSONMap.Entry] = bytes.withUnsafeBufferPointer { buffer in
            // Every entry starts at a byte of its own (a bracket, a quote, a digit, a letter), so a small body has
            // at most one entry per byte; a large one is counted first, so that a body near the limit does not
            // reserve eight bytes per byte.
            let capacity = buffer.count < 65_536 ? buffer.count + 1 : Scanner.entryBound(buffer)
            return [JSONMap.Entry](unsafeUninitializedCapacity: capacity) { storage, initialized in
                var scanner = Scanner(bytes: buffer, entries: storage, maxDepth: maxDepth)
                do throws(JSONScanError) {
                    try scanner.document()
                } catch {
                    failure = error
                }
                initialized = scanner.count
                objects = scanner.objects
                deepest = scanner.deepest
            }
        }
        if let failure { throw failure }
        var map = JSONMap(bytes: bytes, entries: entries)
        map.objects = objects
        map.depth = deepest
        return map
    }

    /// The high bit of each byte of `word` that must be escaped inside a JSON string: a control character (< 0x20),
    /// `"` or `\` (the has-less-than and has-zero-byte tests, exact as yes/no answers per word).
    @inline(__always)
    static func escapeBits(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quote = word ^ (ones &* 0x22)
        let backslash = word ^ (ones &* 0x5C)
        return (((word &- ones &* 0x20) & ~word) | ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash))
            & 0x8080_8080_8080_8080
    }

    /// Whether any byte of `buffer` must be escaped inside a JSON string: a control character (< 0x20), `"` or
    /// `\`. Eight bytes at a time (the has-zero-byte and has-less-than tests are exact as yes/no answers), the rest
    /// one by one. The response writers check every value they copy with it.
    static func needsEscaping(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(buffer)
        var offset = 0
        var found: UInt64 = 0
        while offset + 8 <= raw.count {
            found |= escapeBits(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        if found != 0 { return true }
        while offset < raw.count {
            let byte = raw[offset]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return true }
            offset += 1
        }
        return false
    }

    private struct Scanner {
        let bytes: UnsafeBufferPointer<UInt8>
        let maxDepth: Int
        var index = 0
        /// The index being written: `count` entries so far, never more than the storage holds (checked).
        let entries: UnsafeMutableBufferPointer<JSONMap.Entry>
        var count = 0
        var objects = 0
        var deepest = 0

        init(bytes: UnsafeBufferPointer<UInt8>, entries: UnsafeMutableBufferPointer<JSONMap.Entry>, maxDepth: Int) {
            self.bytes = bytes
            self.entries = entries
            self.maxDepth = maxDepth
        }

        @inline(__always)
        mutating func append(_ entry: JSONMap.Entry) {
            precondition(count < entries.count, "JSONScanner: more entries than the body has bytes")
            (entries.baseAddress! + count).initialize(to: entry)
            count += 1
        }

        mutating func document() throws(JSONScanError) {
            skipWhitespace()
            if index == bytes.count { throw syntax("the body is empty") }
            try value(depth: 0)
            skipWhitespace()
            if index != bytes.count { throw syntax("unexpected \(describeCurrent()) after the JSON value") }
        }

        mutating func value(depth: Int) throws(JSONScanError) {
            guard index < bytes.count else { throw syntax("unexpected end of input, expected a value") }
            switch bytes[index] {
            case UInt8(ascii: "{"): try object(depth: depth + 1)
            case UInt8(ascii: "["): try array(depth: depth + 1)
            case UInt8(ascii: "\""): try string()
            case UInt8(ascii: "t"): try literal("true", .literalTrue)
            case UInt8(ascii: "f"): try literal("false", .literalFalse)
            case UInt8(ascii: "n"): try literal("null", .null)
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
            default: throw syntax("unexpected \(describeCurrent()), expected a value")
            }
        }

        mutating func open(_ kind: JSONMap.Kind, depth: Int) throws(JSONScanError) -> Int {
            if depth > maxDepth { throw .tooDeep(pointer: pointer(), limit: maxDepth) }
            deepest = max(deepest, depth)
            if kind == .object { objects += 1 }
            append(JSONMap.Entry(openContainer: kind))
            index += 1
            return count - 1
        }

        mutating func close(_ entry: Int, count: Int) {
            index += 1
            entries[entry].close(count: count, next: self.count)
        }

        mutating func object(depth: Int) throws(JSONScanError) {
            let entry = try open(.object, depth: depth)
            skipWhitespace()
            if peek(UInt8(ascii: "}")) { close(entry, count: 0); return }
            var count = 0
            while true {
                skipWhitespace()
                guard peek(UInt8(ascii: "\"")) else {
                    throw syntax("unexpected \(describeCurrent()), expected a member name in double quotes")
                }
                let key = self.count
                try string()
                skipWhitespace()
                guard peek(UInt8(ascii: ":")) else {
                    throw syntax("unexpected \(describeCurrent()), expected ':' after a member name")
                }
                index += 1
                skipWhitespace()
                _ = key
                try value(depth: depth)
                count += 1
                skipWhitespace()
                if peek(UInt8(ascii: ",")) { index += 1; continue }
                if peek(UInt8(ascii: "}")) { close(entry, count: count); return }
                throw syntax("unexpected \(describeCurrent()), expected ',' or '}' in an object")
            }
        }

        mutating func array(depth: Int) throws(JSONScanError) {
            let entry = try open(.array, depth: depth)
            skipWhitespace()
            if peek(UInt8(ascii: "]")) { close(entry, count: 0); return }
            var count = 0
            while true {
                skipWhitespace()
                try value(depth: depth)
                count += 1
                skipWhitespace()
                if peek(UInt8(ascii: ",")) { index += 1; continue }
                if peek(UInt8(ascii: "]")) { close(entry, count: count); return }
                throw syntax("unexpected \(describeCurrent()), expected ',' or ']' in an array")
            }
        }

        /// A string: escapes and control characters checked as they come, UTF-8 validity of the raw bytes checked
        /// at the end (an invalid string is reported at its opening quote).
        mutating func string() throws(JSONScanError) {
            let quote = index
            index += 1
            let contentStart = index
            var escaped = false
            var nonASCII = false
            var segmentStart = index
            var valid = true
            while true {
                skipPlainStringBytes()
                guard index < bytes.count else {
                    index = quote
                    throw syntax("unterminated string")
                }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { break }
                if byte >= 0x80 { nonASCII = true; index += 1; continue }
                if byte < 0x20 {
                    throw syntax("control character U+\(hex4(Int(byte))) inside a string must be escaped")
                }
                if byte != UInt8(ascii: "\\") { index += 1; continue }
                escaped = true
                if nonASCII && valid { valid = Self.isValidUTF8(bytes, segmentStart..<index) }
                index += 1
                guard index < bytes.count else { throw syntax("unterminated escape sequence") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
                    UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    break
                case UInt8(ascii: "u"):
                    let code = try hex4Escape()
                    if code >= 0xD800 && code < 0xDC00 {
                        guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                            bytes[index + 1] == UInt8(ascii: "u")
                        else { throw syntax("unpaired UTF-16 surrogate in \\u escape") }
                        index += 2
                        let low = try hex4Escape()
                        guard low >= 0xDC00 && low < 0xE000 else {
                            throw syntax("unpaired UTF-16 surrogate in \\u escape")
                        }
                    } else if code >= 0xDC00 && code < 0xE000 {
                        throw syntax("unpaired UTF-16 surrogate in \\u escape")
                    }
                default:
                    index -= 1
                    throw syntax("invalid escape sequence '\\\(printable(escape))'")
                }
                segmentStart = index
            }
            if nonASCII && valid { valid = Self.isValidUTF8(bytes, segmentStart..<index) }
            guard valid else {
                index = quote
                throw syntax("string is not valid UTF-8")
            }
            append(JSONMap.Entry(scalar: .string, start: contentStart, end: index, escaped: escaped))
            index += 1
        }

        /// At most this many values and member names: every value but the outermost follows a ',', a ':' or a '['
        /// (the first element), and every member name follows a '{' or a ','. Counted a word at a time.
        static func entryBound(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
            let raw = UnsafeRawBufferPointer(bytes)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            func matches(_ word: UInt64, _ byte: UInt64) -> Int {
                let v = word ^ (ones &* byte)
                // Exactly the zero bytes of v: high bit clear after (v & 0x7F..) + 0x7F.. and in v.
                return (~(((v & low) &+ low) | v | low)).nonzeroBitCount
            }
            var count = 1
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                count += matches(word, 0x2C) + matches(word, 0x3A) + matches(word, 0x5B) + matches(word, 0x7B)
                offset += 8
            }
            while offset < bytes.count {
                switch bytes[offset] {
                case UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "{"): count += 1
                default: break
                }
                offset += 1
            }
            return count
        }

        /// Skips bytes that need no attention inside a string (printable ASCII other than `"` and `\`), a word at a
        /// time while eight bytes remain.
        @inline(__always)
        mutating func skipPlainStringBytes() {
            let raw = UnsafeRawBufferPointer(bytes)
            let end = bytes.count
            var i = index
            while i + 8 <= end {
                let word = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)
                // A byte is special if it is ≥ 0x80 or would need escaping (< 0x20, a quote or a backslash).
                let special = (word & 0x8080_8080_8080_8080) | JSONScanner.escapeBits(word)
                if special != 0 {
                    index = i + (special.trailingZeroBitCount >> 3)
                    return
                }
                i += 8
            }
            while i < end {
                let byte = bytes[i]
                if byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
                i += 1
            }
            index = i
        }

        static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
            var iterator = UnsafeBufferPointer(rebasing: bytes[range]).makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid: continue
                case .emptyInput: return true
                case .error: return false
                }
            }
        }

        mutating func hex4Escape() throws(JSONScanError) -> Int {
            guard index + 4 <= bytes.count else { throw syntax("\\u escape needs four hex digits") }
            var value = 0
            for _ in 0..<4 {
                let byte = bytes[index]
                let digit: Int
                switch byte {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = Int(byte) - 48
                case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = Int(byte) - 87
                case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = Int(byte) - 55
                default: throw syntax("\\u escape needs four hex digits")
                }
                value = value * 16 + digit
                index += 1
            }
            return value
        }

        mutating func number() throws(JSONScanError) {
            let start = index
            if peek(UInt8(ascii: "-")) { index += 1 }
            if peek(UInt8(ascii: "0")) {
                index += 1
            } else if index < bytes.count, isDigit(bytes[index]) {
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            } else {
                throw syntax("a number needs a digit after '-'")
            }
            if peek(UInt8(ascii: ".")) {
                index += 1
                guard index < bytes.count, isDigit(bytes[index]) else {
                    throw syntax("a number needs a digit after '.'")
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
                index += 1
                if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
                guard index < bytes.count, isDigit(bytes[index]) else {
                    throw syntax("a number needs a digit in its exponent")
                }
                while index < bytes.count, isDigit(bytes[index]) { index += 1 }
            }
            append(JSONMap.Entry(scalar: .number, start: start, end: index))
        }

        mutating func literal(_ literal: StaticString, _ kind: JSONMap.Kind) throws(JSONScanError) {
            let count = literal.utf8CodeUnitCount
            let matches = literal.withUTF8Buffer { expected in
                guard index + count <= bytes.count else { return false }
                for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
                return true
            }
            guard matches else { throw syntax("unexpected \(describeCurrent()), expected a value") }
            append(JSONMap.Entry(scalar: kind, start: index, end: index + count))
            index += count
        }

        @inline(__always)
        mutating func skipWhitespace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0A, 0x0D: index += 1
                default: return
                }
            }
        }

        func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

        func describeCurrent() -> String {
            guard index < bytes.count else { return "end of input" }
            return "'\(printable(bytes[index]))'"
        }

        func printable(_ byte: UInt8) -> String {
            byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
        }

        func hex4(_ value: Int) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        func syntax(_ message: String) -> JSONScanError {
            var line = 1
            var column = 1
            for byte in bytes[0..<min(index, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return .syntax(message: message, offset: index, line: line, column: column)
        }

        /// The pointer of the value being read when the nesting went too deep, read back from the index: the open
        /// containers are the entries not closed yet (`next` still 0); in each, the member or element being read is
        /// the one after its closed ones (the too-deep container itself was never stored).
        func pointer() -> String {
            let entries = Array(self.entries[0..<count])
            let map = JSONMap(bytes: Array(bytes), entries: entries)
            var result = ""
            var container = 0
            while container < entries.count {
                let isObject = entries[container].kind == .object
                var child = container + 1
                var position = 0
                var key = -1
                var open: Int? = nil
                while true {
                    if isObject { key = child; child += 1 }
                    guard child < entries.count else { break }
                    let entry = entries[child]
                    if entry.isContainer && entry.containerNext == 0 { open = child; break }
                    child = entry.isContainer ? entry.containerNext : child + 1
                    position += 1
                    guard child < entries.count else { break }
                }
                result += isObject ? "/" + JSONPointer.escape(map.string(key)) : "/\(position)"
                guard let open else { break }
                container = open
            }
            return result
        }
    }
}

extension JSONMap {
    /// The entry after `entry` and everything inside it.
    func next(_ entry: Int) -> Int {
        let e = entries[entry]
        return e.isContainer ? e.containerNext : entry + 1
    }

    /// The text of a string entry, escapes undone.
    package func string(_ entry: Int) -> String {
        let e = entries[entry]
        guard e.escaped else { return String(decoding: bytes[e.start..<e.end], as: UTF8.self) }
        var scalars: [UInt8] = []
        scalars.reserveCapacity(e.end - e.start)
        var index = e.start
        func hex4(_ at: Int) -> Int {
            var value = 0
            for offset in 0..<4 {
                let byte = bytes[at + offset]
                value = value * 16 + Int(byte <= 0x39 ? byte - 48 : byte <= 0x46 ? byte - 55 : byte - 87)
            }
            return value
        }
        while index < e.end {
            let byte = bytes[index]
            guard byte == UInt8(ascii: "\\") else { scalars.append(byte); index += 1; continue }
            let escape = bytes[index + 1]
            index += 2
            switch escape {
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = hex4(index)
                index += 4
                if code >= 0xD800 && code < 0xDC00 {
                    // The scanner checked that a low surrogate follows.
                    code = 0x10000 + ((code - 0xD800) << 10) + (hex4(index + 2) - 0xDC00)
                    index += 6
                }
                scalars.append(contentsOf: UTF8.encode(Unicode.Scalar(UInt32(code))!)!)
            default: scalars.append(escape)  // " \ /
            }
        }
        return String(decoding: scalars, as: UTF8.self)
    }

    /// The raw text of a number entry.
    func numberText(_ entry: Int) -> String {
        String(decoding: bytes[entries[entry].start..<entries[entry].end], as: UTF8.self)
    }
}

extension JSONMap {
    /// The first and last eight bytes of `bytes[range]` as words (shorter ranges: the bytes in `first`, `last` 0).
    /// With the length they spell out any name of up to 16 bytes exactly; `NameTable` looks names up by them.
    @inline(__always)
    func edgeWords(_ range: Range<Int>) -> (first: UInt64, last: UInt64) {
        bytes.withUnsafeBufferPointer { Self.edgeWords($0, range) }
    }

    static func edgeWords(of name: [UInt8]) -> (first: UInt64, last: UInt64) {
        name.withUnsafeBufferPointer { edgeWords($0, 0..<name.count) }
    }

    @inline(__always)
    private static func edgeWords(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> (
        first: UInt64, last: UInt64
    ) {
        precondition(range.lowerBound >= 0 && range.upperBound <= buffer.count)
        let raw = UnsafeRawBufferPointer(buffer)
        let count = range.count
        if count >= 8 {
            return (
                raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self)
            )
        }
        if count == 0 { return (0, 0) }
        // Shorter: one word that holds the range and lies in the buffer, its other bytes shifted out (little-endian).
        if range.lowerBound + 8 <= buffer.count {
            let word = raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self)
            return (word & (UInt64.max >> (64 - 8 * UInt64(count))), 0)
        }
        if range.upperBound >= 8 {
            return (
                raw.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self) >> (64 - 8 * UInt64(count)), 0
            )
        }
        var first: UInt64 = 0
        for offset in 0..<count { first |= UInt64(buffer[range.lowerBound + offset]) << (8 * UInt64(offset)) }
        return (first, 0)
    }

    /// Whether `bytes[range]` equal `storage[start ..< start + range.count]`, a word at a time (the last word
    /// overlapping the one before it); the first `from` bytes are taken as equal (the caller compared them).
    func bytes(_ range: Range<Int>, equal storage: [UInt8], at start: Int, from: Int = 0) -> Bool {
        precondition(
            range.lowerBound >= 0 && range.upperBound <= bytes.count && start >= 0
                && start + range.count <= storage.count)
        let count = range.count
        return bytes.withUnsafeBytes { body in
            storage.withUnsafeBytes { name in
                guard count >= 8 else {
                    for offset in from..<max(from, count) where body[range.lowerBound + offset] != name[start + offset]
                    { return false }
                    return true
                }
                var offset = from
                while offset < count - 8 {
                    guard
                        body.loadUnaligned(fromByteOffset: range.lowerBound + offset, as: UInt64.self)
                            == name.loadUnaligned(fromByteOffset: start + offset, as: UInt64.self)
                    else { return false }
                    offset += 8
                }
                return body.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self)
                    == name.loadUnaligned(fromByteOffset: start + count - 8, as: UInt64.self)
            }
        }
    }

    /// Unicode scalars in `bytes[range]` (valid UTF-8): the bytes that are not continuation bytes; and whether a
    /// DEL (0x7F) is among them. A word at a time; continuation bytes are counted only when a byte is not ASCII (the
    /// bit count costs more than the rest where the CPU baseline has no popcnt).
    func scalarCountAndDelete(_ range: Range<Int>) -> (scalars: Int, delete: Bool) {
        precondition(range.lowerBound >= 0 && range.upperBound <= bytes.count)
        return bytes.withUnsafeBytes { raw in
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            // Its bytes already seen shifted out (little-endian: they are the low ones), the last word of a range
            // of 8 bytes or more covers what the whole words leave.
            func word(at offset: Int) -> UInt64 {
                if offset + 8 <= range.upperBound { return raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) }
                let tail = range.upperBound - offset
                return raw.loadUnaligned(fromByteOffset: range.upperBound - 8, as: UInt64.self)
                    >> (64 - 8 * UInt64(tail))
            }
            guard range.count >= 8 else {
                var continuation = 0
                var delete = false
                for offset in range {
                    if raw[offset] & 0xC0 == 0x80 { continuation += 1 }
                    if raw[offset] == 0x7F { delete = true }
                }
                return (range.count - continuation, delete)
            }
            var any: UInt64 = 0
            var delete: UInt64 = 0
            var offset = range.lowerBound
            while offset < range.upperBound {
                let w = word(at: offset)
                any |= w
                // A zero byte of w ^ 0x7F… is a DEL (the has-zero-byte test: nonzero exactly when a byte is zero).
                let v = w ^ (ones &* 0x7F)
                delete |= (v &- ones) & ~v & high
                offset += 8
            }
            guard any & high != 0 else { return (range.count, delete != 0) }
            var continuation = 0
            offset = range.lowerBound
            while offset < range.upperBound {
                let w = word(at: offset)
                // A continuation byte is 10xxxxxx: bit 7 set and bit 6 clear.
                continuation += (w & ~(w << 1) & high).nonzeroBitCount
                offset += 8
            }
            return (range.count - continuation, delete != 0)
        }
    }
}
