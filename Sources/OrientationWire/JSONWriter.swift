/// RFC 6901 JSON pointers.
public enum JSONPointer {
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}

/// Appends compact JSON as UTF-8 bytes (what the HTTP layer sends). Commas are placed by the writer: call `key`
/// before each member value and write array elements one after another.
public struct JSONWriter {
    public private(set) var bytes: [UInt8] = []
    /// The open containers, innermost in bit 0 (`depth` of them): whether each is an array, and whether it has
    /// nothing in it yet. Output nests as the encoders write it, a few levels; more than 64 is a programming error.
    private var arrays: UInt64 = 0
    private var empty: UInt64 = 0
    private var depth = 0

    public init(capacity: Int = 1024) {
        bytes.reserveCapacity(capacity)
    }

    /// The output as a String (tests, the CLI).
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    public mutating func beginObject() { beforeValue(); bytes.append(UInt8(ascii: "{")); open(isArray: false) }
    public mutating func endObject() { close(); bytes.append(UInt8(ascii: "}")) }
    public mutating func beginArray() { beforeValue(); bytes.append(UInt8(ascii: "[")); open(isArray: true) }
    public mutating func endArray() { close(); bytes.append(UInt8(ascii: "]")) }

    private mutating func open(isArray: Bool) {
        precondition(depth < 64, "JSONWriter nests at most 64 containers")
        arrays = arrays << 1 | (isArray ? 1 : 0)
        empty = empty << 1 | 1
        depth += 1
    }

    private mutating func close() {
        precondition(depth > 0, "JSONWriter: a container closed that was not open")
        arrays >>= 1
        empty >>= 1
        depth -= 1
    }

    public mutating func key(_ name: String) {
        beforeMember()
        appendQuoted(name)
        bytes.append(UInt8(ascii: ":"))
    }

    /// A member name known at compile time: copied without inspection (it must need no escaping).
    public mutating func field(_ name: StaticString) {
        beforeMember()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
        bytes.append(UInt8(ascii: ":"))
    }

    /// Copies JSON text known at compile time as it is: no commas are placed, so it must carry its own (fixed
    /// shapes such as the /resolve response write their member names and punctuation this way).
    /// Lets `body` append raw JSON to the output (the response's fixed-shape parts write themselves).
    mutating func appendRaw(_ body: (inout [UInt8]) -> Void) { body(&bytes) }

    public mutating func raw(_ json: StaticString) {
        json.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    public mutating func string(_ value: String) { beforeValue(); appendQuoted(value) }
    public mutating func int(_ value: Int) { beforeValue(); bytes.append(contentsOf: String(value).utf8) }
    public mutating func bool(_ value: Bool) { beforeValue(); bytes.append(contentsOf: (value ? "true" : "false").utf8) }
    public mutating func null() { beforeValue(); bytes.append(contentsOf: "null".utf8) }
    public mutating func stringOrNull(_ value: String?) { if let value { string(value) } else { null() } }

    /// Appends a value already encoded as JSON (precomputed fragments).
    public mutating func rawValue(_ json: [UInt8]) { beforeValue(); bytes.append(contentsOf: json) }

    /// Appends already encoded members (`"a":1,"b":2`) to the object being written; more may follow.
    public mutating func appendMembers(_ json: [UInt8]) {
        guard !json.isEmpty else { return }
        beforeMember()
        bytes.append(contentsOf: json)
    }

    /// Appends an array whose elements are already encoded (`"a","b"`, as `Trace` keeps them).
    public mutating func stringArray(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    /// The comma before a member of the object being written.
    private mutating func beforeMember() {
        guard depth > 0, arrays & 1 == 0 else { return }
        if empty & 1 == 0 { bytes.append(UInt8(ascii: ",")) }
        empty &= ~1
    }

    private mutating func beforeValue() {
        guard depth > 0, arrays & 1 == 1 else { return }
        if empty & 1 == 0 { bytes.append(UInt8(ascii: ",")) }
        empty &= ~1
    }

    private mutating func appendQuoted(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        stringContent(value)
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends the escaped content of a string without its quotes (for text assembled from fixed parts).
    public mutating func stringContent(_ value: String) {
        var value = value
        // Native strings are contiguous UTF-8 already (withUTF8 copies only a bridged or lazy one): checked and
        // copied in one go.
        value.withUTF8 { utf8 in stringContent(utf8, clean: !Self.needsEscaping(utf8)) }
    }

    /// The same for UTF-8 already checked: `clean` says that none of it needs escaping.
    mutating func stringContent(_ utf8: UnsafeBufferPointer<UInt8>, clean: Bool) {
        if clean {
            bytes.append(contentsOf: utf8)
        } else {
            for byte in utf8 { Self.appendEscaped(byte, to: &bytes) }
        }
    }

    /// A string known at compile time to need no escaping, with its quotes.
    public mutating func plainString(_ value: StaticString) {
        beforeValue()
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Whether any byte must be escaped inside a JSON string (a control character, `"` or `\`), checked a word at
    /// a time (`JSONScanner.needsEscaping`).
    static func needsEscaping(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        JSONScanner.needsEscaping(buffer)
    }

    /// One byte of UTF-8 as it appears inside a JSON string.
    static func appendEscaped(_ byte: UInt8, to bytes: inout [UInt8]) {
        switch byte {
        case 0x22: bytes.append(contentsOf: "\\\"".utf8)
        case 0x5C: bytes.append(contentsOf: "\\\\".utf8)
        case 0x0A: bytes.append(contentsOf: "\\n".utf8)
        case 0x0D: bytes.append(contentsOf: "\\r".utf8)
        case 0x09: bytes.append(contentsOf: "\\t".utf8)
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: "\\u00".utf8)
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
