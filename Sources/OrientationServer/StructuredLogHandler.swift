import OrientationResolver
import OrientationWire
import Logging

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One line per log record on standard error, as logfmt (`ts=… level=info msg="…" request.id=…`) or as a JSON
/// object, so log pipelines can parse it. swift-log ships only a human-oriented stream handler.
public struct StructuredLogHandler: LogHandler {
    public enum Format: String, Sendable, CaseIterable {
        case logfmt, json
    }

    public var logLevel: Logger.Level
    public var metadata: Logger.Metadata = [:]
    private let label: String
    private let format: Format
    private let write: @Sendable (String) -> Void

    public init(
        label: String, format: Format, level: Logger.Level,
        write: @escaping @Sendable (String) -> Void = StructuredLogHandler.standardError
    ) {
        self.label = label
        self.format = format
        self.logLevel = level
        self.write = write
    }

    public subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    public func log(event: LogEvent) {
        var fields: [(String, String)] = [
            ("ts", Self.timestamp()), ("level", event.level.rawValue), ("msg", "\(event.message)"),
        ]
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        for key in merged.keys.sorted() { fields.append((key, "\(merged[key]!)")) }
        fields.append(("logger", label))
        write(Self.render(fields, format) + "\n")
    }

    static func render(_ fields: [(String, String)], _ format: Format) -> String {
        switch format {
        case .json:
            var out = JSONWriter(capacity: 256)
            out.beginObject()
            for (key, value) in fields { out.key(key); out.string(value) }
            out.endObject()
            return out.text
        case .logfmt:
            return fields.map { key, value in
                let plain =
                    !value.isEmpty
                    && value.unicodeScalars.allSatisfy {
                        $0.value > 0x20 && $0 != "\"" && $0 != "=" && $0 != "\\" && $0.value < 0x7F
                    }
                if plain { return key + "=" + value }
                let escaped = value.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"").replacing(
                    "\n", with: "\\n")
                return key + "=\"" + escaped + "\""
            }.joined(separator: " ")
        }
    }

    /// RFC 3339 UTC with milliseconds.
    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var seconds = now.tv_sec
        var parts = tm()
        gmtime_r(&seconds, &parts)
        func pad(_ value: Int32, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(parts.tm_year + 1900)-\(pad(parts.tm_mon + 1, 2))-\(pad(parts.tm_mday, 2))T\(pad(parts.tm_hour, 2)):"
            + "\(pad(parts.tm_min, 2)):\(pad(parts.tm_sec, 2)).\(pad(Int32(now.tv_nsec / 1_000_000), 3))Z"
    }

    /// One write(2) per line, so lines from different threads do not interleave.
    public static let standardError: @Sendable (String) -> Void = { line in
        var line = line
        #if canImport(Glibc)
        line.withUTF8 { bytes in _ = Glibc.write(2, bytes.baseAddress, bytes.count) }
        #else
        line.withUTF8 { bytes in _ = Darwin.write(2, bytes.baseAddress, bytes.count) }
        #endif
    }
}
