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

    /// The sentences as text (the JSON reader undoes the escaping).
    public var sentences: [String] {
        guard case let .array(items)? = try? JSONReader.parse(Array("[".utf8) + json + Array("]".utf8), maxDepth: 1) else {
            preconditionFailure("a trace holds JSON string elements")
        }
        return items.map { item in
            guard case let .string(text) = item else { preconditionFailure("a trace holds JSON string elements") }
            return text
        }
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
