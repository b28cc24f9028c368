import OrientationResolver
import OrientationWire

/// A parsed JSON document. Objects keep their members in order; numbers keep their text so that integers of any
/// size can be judged (and reported) exactly as the client wrote them.
public enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([JSONValue])
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): true
        case let (.bool(a), .bool(b)): a == b
        case let (.number(a), .number(b)): a == b
        case let (.string(a), .string(b)): a == b
        case let (.array(a), .array(b)): a == b
        case let (.object(a), .object(b)):
            a.count == b.count && zip(a, b).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: false
        }
    }

    /// The member's value; with duplicate keys the last one wins, as in most JSON readers.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// The array's element, or nil when this is not an array or the index is out of range.
    public subscript(index: Int) -> JSONValue? {
        guard case let .array(elements) = self, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
}

/// Why a body could not be read as JSON.
public enum JSONReadError: Error, Equatable, Sendable {
    /// Not JSON: what was wrong and where (byte offset from 0; line and column from 1).
    case syntax(message: String, offset: Int, line: Int, column: Int)
    /// Nested deeper than the limit; `pointer` is the JSON pointer of the container that went too deep.
    case tooDeep(pointer: String, limit: Int)
}

/// A single-pass JSON reader (RFC 8259) over UTF-8 bytes. It refuses nesting beyond `maxDepth` before it
/// recurses further, so the stack use is bounded by the limit, never by the input.
public struct JSONReader {
    private let bytes: [UInt8]
    private var index = 0
    private let maxDepth: Int
    private var path: [PathComponent] = []

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    public static func parse(_ bytes: [UInt8], maxDepth: Int = 64) throws(JSONReadError) -> JSONValue {
        var reader = JSONReader(bytes: bytes, maxDepth: maxDepth)
        reader.skipWhitespace()
        if reader.index == bytes.count { throw reader.syntax("the body is empty") }
        let value = try reader.parseValue(depth: 0)
        reader.skipWhitespace()
        if reader.index != bytes.count {
            throw reader.syntax("unexpected \(reader.describeCurrent()) after the JSON value")
        }
        return value
    }

    private init(bytes: [UInt8], maxDepth: Int) {
        self.bytes = bytes
        self.maxDepth = maxDepth
    }

    private mutating func parseValue(depth: Int) throws(JSONReadError) -> JSONValue {
        guard index < bytes.count else { throw syntax("unexpected end of input, expected a value") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
        case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): try expectLiteral("true"); return .bool(true)
        case UInt8(ascii: "f"): try expectLiteral("false"); return .bool(false)
        case UInt8(ascii: "n"): try expectLiteral("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
        default: throw syntax("unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func checkDepth(_ depth: Int) throws(JSONReadError) {
        if depth > maxDepth { throw .tooDeep(pointer: pointer(), limit: maxDepth) }
    }

    private mutating func parseObject(depth: Int) throws(JSONReadError) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw syntax("unexpected \(describeCurrent()), expected a member name in double quotes")
            }
            let key = try parseString()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw syntax("unexpected \(describeCurrent()), expected ':' after a member name")
            }
            index += 1
            skipWhitespace()
            path.append(.key(key))
            let value = try parseValue(depth: depth)
            path.removeLast()
            members.append((key, value))
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "}")) { index += 1; return .object(members) }
            throw syntax("unexpected \(describeCurrent()), expected ',' or '}' in an object")
        }
    }

    private mutating func parseArray(depth: Int) throws(JSONReadError) -> JSONValue {
        try checkDepth(depth)
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
        while true {
            skipWhitespace()
            path.append(.index(elements.count))
            let value = try parseValue(depth: depth)
            path.removeLast()
            elements.append(value)
            skipWhitespace()
            if peek(UInt8(ascii: ",")) { index += 1; continue }
            if peek(UInt8(ascii: "]")) { index += 1; return .array(elements) }
            throw syntax("unexpected \(describeCurrent()), expected ',' or ']' in an array")
        }
    }

    private mutating func parseString() throws(JSONReadError) -> String {
        let start = index
        index += 1
        var scalars: [UInt8] = []
        var segmentStart = index
        var escaped = false
        while true {
            guard index < bytes.count else {
                index = start
                throw syntax("unterminated string")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte < 0x20 { throw syntax("control character U+\(hex4(Int(byte))) inside a string must be escaped") }
            if byte != UInt8(ascii: "\\") { index += 1; continue }
            escaped = true
            scalars.append(contentsOf: bytes[segmentStart..<index])
            index += 1
            guard index < bytes.count else { throw syntax("unterminated escape sequence") }
            let escape = bytes[index]
            index += 1
            switch escape {
            case UInt8(ascii: "\""): scalars.append(0x22)
            case UInt8(ascii: "\\"): scalars.append(0x5C)
            case UInt8(ascii: "/"): scalars.append(0x2F)
            case UInt8(ascii: "b"): scalars.append(0x08)
            case UInt8(ascii: "f"): scalars.append(0x0C)
            case UInt8(ascii: "n"): scalars.append(0x0A)
            case UInt8(ascii: "r"): scalars.append(0x0D)
            case UInt8(ascii: "t"): scalars.append(0x09)
            case UInt8(ascii: "u"):
                var code = try parseHex4()
                if code >= 0xD800 && code < 0xDC00 {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                        bytes[index + 1] == UInt8(ascii: "u")
                    else { throw syntax("unpaired UTF-16 surrogate in \\u escape") }
                    index += 2
                    let low = try parseHex4()
                    guard low >= 0xDC00 && low < 0xE000 else { throw syntax("unpaired UTF-16 surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if code >= 0xDC00 && code < 0xE000 {
                    throw syntax("unpaired UTF-16 surrogate in \\u escape")
                }
                guard let scalar = Unicode.Scalar(code) else { throw syntax("invalid \\u escape") }
                scalars.append(contentsOf: UTF8.encode(scalar)!)
            default:
                index -= 1
                throw syntax("invalid escape sequence '\\\(printable(escape))'")
            }
            segmentStart = index
        }
        let segment = bytes[segmentStart..<index]
        let text: String?
        if escaped {
            scalars.append(contentsOf: segment)
            text = String(validating: scalars, as: UTF8.self)
        } else {
            text = String(validating: segment, as: UTF8.self)
        }
        guard let text else {
            index = start
            throw syntax("string is not valid UTF-8")
        }
        index += 1
        return text
    }

    private mutating func parseHex4() throws(JSONReadError) -> Int {
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

    private mutating func parseNumber() throws(JSONReadError) -> String {
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
            guard index < bytes.count, isDigit(bytes[index]) else { throw syntax("a number needs a digit after '.'") }
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
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func expectLiteral(_ literal: StaticString) throws(JSONReadError) {
        let count = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected in
            index + count <= bytes.count && bytes[index..<(index + count)].elementsEqual(expected)
        }
        guard matches else { throw syntax("unexpected \(describeCurrent()), expected a value") }
        index += count
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of input" }
        return "'\(printable(bytes[index]))'"
    }

    private func printable(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16, uppercase: true)
    }

    private func hex4(_ value: Int) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func syntax(_ message: String) -> JSONReadError {
        var line = 1
        var column = 1
        for byte in bytes[0..<min(index, bytes.count)] {
            if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return .syntax(message: message, offset: index, line: line, column: column)
    }

    private func pointer() -> String {
        var result = ""
        for component in path {
            switch component {
            case let .key(key): result += "/" + JSONPointer.escape(key)
            case let .index(index): result += "/\(index)"
            }
        }
        return result
    }
}
