/// The trace of a resolution, kept as the JSON it is sent as: the sentences are written straight into one byte
/// buffer as JSON string elements (`"…","…"`), escaped as they are written, so answering a request builds no
/// String per sentence and copies the trace into the response in one go. `sentences` decodes them for tests and
/// tools.
public struct Trace: Sendable, Equatable {
    /// The elements of the JSON array, without the brackets.
    public private(set) var json: [UInt8] = []
    public private(set) var count = 0

    public init() {}

    public init(_ sentences: [String]) {
        for sentence in sentences { append("\(sentence)") }
    }

    public var isEmpty: Bool { count == 0 }

    mutating func reserveCapacity(_ bytes: Int) { json.reserveCapacity(bytes) }

    mutating func append(_ sentence: TraceSentence, suffix: TraceSentence? = nil) {
        if count > 0 { json.append(UInt8(ascii: ",")) }
        json.append(UInt8(ascii: "\""))
        json.append(contentsOf: sentence.escaped)
        if let suffix { json.append(contentsOf: suffix.escaped) }
        json.append(UInt8(ascii: "\""))
        count += 1
    }

    /// The sentences as text (undoes the JSON escaping).
    public var sentences: [String] {
        var result: [String] = []
        result.reserveCapacity(count)
        var current: [UInt8] = []
        var index = 0
        var inString = false
        while index < json.count {
            let byte = json[index]
            if !inString {
                if byte == UInt8(ascii: "\"") { inString = true; current.removeAll(keepingCapacity: true) }
            } else if byte == UInt8(ascii: "\"") {
                inString = false
                result.append(String(decoding: current, as: UTF8.self))
            } else if byte == UInt8(ascii: "\\") {
                index += 1
                switch json[index] {
                case UInt8(ascii: "n"): current.append(0x0A)
                case UInt8(ascii: "r"): current.append(0x0D)
                case UInt8(ascii: "t"): current.append(0x09)
                case UInt8(ascii: "u"):
                    // Only control characters are written as \u00XX.
                    let hex = json[(index + 1)...(index + 4)].reduce(0) { $0 * 16 + Int(Self.hexValue($1)) }
                    current.append(UInt8(hex))
                    index += 4
                default: current.append(json[index])
                }
            } else {
                current.append(byte)
            }
            index += 1
        }
        return result
    }

    private static func hexValue(_ digit: UInt8) -> UInt8 {
        digit <= UInt8(ascii: "9") ? digit - UInt8(ascii: "0") : (digit | 0x20) - UInt8(ascii: "a") + 10
    }
}

/// One trace sentence, built by string interpolation straight into JSON-escaped UTF-8.
public struct TraceSentence: ExpressibleByStringInterpolation {
    var escaped: [UInt8]

    public init(stringLiteral value: StaticString) {
        var interpolation = StringInterpolation(literalCapacity: value.utf8CodeUnitCount, interpolationCount: 0)
        interpolation.appendLiteral(value)
        escaped = interpolation.escaped
    }

    public init(stringInterpolation: StringInterpolation) {
        escaped = stringInterpolation.escaped
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var escaped: [UInt8] = []

        public init(literalCapacity: Int, interpolationCount: Int) {
            escaped.reserveCapacity(literalCapacity + interpolationCount * 32)
        }

        /// The sentence's own text is copied as it is: it never needs escaping (checked in debug builds, which the
        /// tests run).
        public mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { buffer in
                assert(!buffer.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }, "trace text that needs escaping: \(literal)")
                escaped.append(contentsOf: buffer)
            }
        }

        public mutating func appendInterpolation(_ value: String) {
            var value = value
            value.withUTF8 { append($0) }
        }

        public mutating func appendInterpolation(_ value: Substring) {
            appendInterpolation(String(value))
        }

        public mutating func appendInterpolation(_ value: Int) {
            if value >= 0 && value < 10 {
                escaped.append(UInt8(ascii: "0") + UInt8(value))
            } else {
                escaped.append(contentsOf: String(value).utf8)
            }
        }

        /// As `SystemVersion.description` prints it.
        public mutating func appendInterpolation(_ version: SystemVersion) {
            appendInterpolation(version.major)
            escaped.append(UInt8(ascii: "."))
            appendInterpolation(version.minor)
            if version.patch != 0 {
                escaped.append(UInt8(ascii: "."))
                appendInterpolation(version.patch)
            }
        }

        public mutating func appendInterpolation(_ value: some CustomStringConvertible) {
            appendInterpolation(value.description)
        }

        /// Appends UTF-8, escaping what JSON requires inside a string.
        private mutating func append(_ bytes: some Collection<UInt8>) {
            if !JSONWriter.needsEscaping(bytes) {
                escaped.append(contentsOf: bytes)
                return
            }
            for byte in bytes { JSONWriter.appendEscaped(byte, to: &escaped) }
        }
    }
}
