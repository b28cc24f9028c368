/// Appends compact JSON as UTF-8 bytes (what the HTTP layer sends) to a `ResponseBuffer`. Commas are placed by the
/// writer: call `key` before each member value and write array elements one after another.
public struct JSONWriter: ~Copyable {
    /// The output so far.
    public private(set) var buffer: ResponseBuffer
    /// The open containers, innermost in bit 0 (`depth` of them): whether each is an array, and whether it has
    /// nothing in it yet. Output nests as the encoders write it, a few levels; more than 64 is a programming error.
    private var arrays: UInt64 = 0
    private var empty: UInt64 = 0
    private var depth = 0

    public init(capacity: Int = 1024) {
        buffer = ResponseBuffer(capacity: capacity)
    }

    /// Writes after what `buffer` holds (a connection's buffer, emptied for its next answer).
    public init(appendingTo buffer: consuming ResponseBuffer) {
        self.buffer = buffer
    }

    /// The buffer, with the output.
    public consuming func finish() -> ResponseBuffer { buffer }

    /// The output as an array (a copy: tests, the CLI, fragments built once).
    public var bytes: [UInt8] { buffer.bytes }

    /// The output as a String (tests, the CLI).
    public var text: String { buffer.withBytes { String(decoding: $0, as: UTF8.self) } }

    public mutating func beginObject() { beforeValue(); buffer.append(UInt8(ascii: "{")); open(isArray: false) }
    public mutating func endObject() { close(); buffer.append(UInt8(ascii: "}")) }
    public mutating func beginArray() { beforeValue(); buffer.append(UInt8(ascii: "[")); open(isArray: true) }
    public mutating func endArray() { close(); buffer.append(UInt8(ascii: "]")) }

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
        buffer.append(UInt8(ascii: ":"))
    }

    /// A member name known at compile time: copied without inspection (it must need no escaping).
    public mutating func field(_ name: StaticString) {
        beforeMember()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(name)
        buffer.append(UInt8(ascii: "\""))
        buffer.append(UInt8(ascii: ":"))
    }

    /// Copies JSON text known at compile time as it is: no commas are placed, so it must carry its own (fixed
    /// shapes such as the /resolve response write their member names and punctuation this way).
    /// Lets `body` append raw JSON to the output (the response's fixed-shape parts write themselves).
    mutating func appendRaw(_ body: (inout ResponseBuffer) -> Void) { body(&buffer) }

    public mutating func raw(_ json: StaticString) {
        buffer.append(json)
    }

    public mutating func string(_ value: String) { beforeValue(); appendQuoted(value) }
    public mutating func int(_ value: Int) { beforeValue(); Self.appendDecimal(value, to: &buffer) }
    public mutating func bool(_ value: Bool) { beforeValue(); buffer.append(value ? "true" : "false") }
    public mutating func null() { beforeValue(); buffer.append("null") }
    public mutating func stringOrNull(_ value: String?) { if let value { string(value) } else { null() } }

    /// Appends a value already encoded as JSON (precomputed fragments).
    public mutating func rawValue(_ json: [UInt8]) { beforeValue(); buffer.append(contentsOf: json) }

    /// Appends already encoded members (`"a":1,"b":2`) to the object being written; more may follow.
    public mutating func appendMembers(_ json: [UInt8]) {
        guard !json.isEmpty else { return }
        beforeMember()
        buffer.append(contentsOf: json)
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
        if empty & 1 == 0 { buffer.append(UInt8(ascii: ",")) }
        empty &= ~1
    }

    private mutating func beforeValue() {
        guard depth > 0, arrays & 1 == 1 else { return }
        if empty & 1 == 0 { buffer.append(UInt8(ascii: ",")) }
        empty &= ~1
    }

    private mutating func appendQuoted(_ value: String) {
        buffer.append(UInt8(ascii: "\""))
        stringContent(value)
        buffer.append(UInt8(ascii: "\""))
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
            buffer.append(utf8)
        } else {
            for byte in utf8 { Self.appendEscaped(byte, to: &buffer) }
        }
    }

    /// A string known at compile time to need no escaping, with its quotes.
    public mutating func plainString(_ value: StaticString) {
        beforeValue()
        buffer.append(UInt8(ascii: "\""))
        buffer.append(value)
        buffer.append(UInt8(ascii: "\""))
    }

    /// Whether any byte must be escaped inside a JSON string (a control character, `"` or `\`), checked a word at
    /// a time (`JSONScanner.needsEscaping`).
    static func needsEscaping(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        JSONScanner.needsEscaping(buffer)
    }

    /// An integer in decimal, as `String(value)` prints it (a small string: nothing is allocated).
    static func appendDecimal(_ value: Int, to bytes: inout ResponseBuffer) {
        if value >= 0 && value < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(value))
            return
        }
        var text = String(value)
        text.withUTF8 { bytes.append($0) }
    }

    /// One byte of UTF-8 as it appears inside a JSON string.
    static func appendEscaped(_ byte: UInt8, to bytes: inout ResponseBuffer) {
        switch byte {
        case 0x22: bytes.append("\\\"")
        case 0x5C: bytes.append("\\\\")
        case 0x0A: bytes.append("\\n")
        case 0x0D: bytes.append("\\r")
        case 0x09: bytes.append("\\t")
        case 0..<0x20:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append("\\u00")
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        default: bytes.append(byte)
        }
    }
}
