#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A property list value as the toolchain's `PropertyListDecoder` reads it: XML, binary (`bplist00`) or OpenStep
/// (the format of `project.pbxproj`). orientd parses no property list itself.
indirect enum PropertyList: Decodable, Equatable {
    case string(String)
    case bool(Bool)
    case integer(Int)
    case real(Double)
    case date(Date)
    case data(Data)
    case array([PropertyList])
    case dictionary([String: PropertyList])

    init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode([String: PropertyList].self) {
            self = .dictionary(value)
        } else if let value = try? container.decode([PropertyList].self) {
            self = .array(value)
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .real(value)
        } else if let value = try? container.decode(Date.self) {
            self = .date(value)
        } else if let value = try? container.decode(Data.self) {
            self = .data(value)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    enum Format: String {
        case xml, binary, openStep
    }

    /// Reads `bytes` as a property list. A file that is not one is a `ProjectFileError` naming the file and, where
    /// it can be found, the line.
    static func read(_ bytes: [UInt8], file: String) throws(ProjectFileError) -> (value: PropertyList, format: Format) {
        if let problem = NestingCheck.problem(in: bytes) {
            var error = ProjectFileError(file: file, line: nil, message: problem)
            error.isSyntax = true
            throw error
        }
        var format = PropertyListDecoder.PropertyListFormat.xml
        do {
            let value = try PropertyListDecoder().decode(PropertyList.self, from: Data(bytes), format: &format)
            let kind: Format =
                switch format {
                case .binary: .binary
                case .openStep: .openStep
                default: .xml
                }
            return (value, kind)
        } catch {
            throw ProjectFileError(file: file, line: nil, message: "not a property list")
                .described(by: error, in: bytes)
        }
    }

    /// An Info.plist's top-level keys, with the values of only those orientd reads decoded: a body of 300,000
    /// unrelated strings costs a key list, not seconds of decoding. `presenceOnly` keys get an empty dictionary.
    static func readTopLevel(_ bytes: [UInt8], file: String, reading wanted: Set<String>, presenceOnly: Set<String>)
        throws(ProjectFileError) -> (keys: [String: PropertyList], format: Format)
    {
        if let problem = NestingCheck.problem(in: bytes) {
            var error = ProjectFileError(file: file, line: nil, message: problem)
            error.isSyntax = true
            throw error
        }
        var format = PropertyListDecoder.PropertyListFormat.xml
        let decoder = PropertyListDecoder()
        decoder.userInfo[TopLevelKeys.wantedKey] = wanted
        decoder.userInfo[TopLevelKeys.presenceKey] = presenceOnly
        do {
            let document = try decoder.decode(TopLevelKeys.self, from: Data(bytes), format: &format)
            let kind: Format =
                switch format {
                case .binary: .binary
                case .openStep: .openStep
                default: .xml
                }
            return (document.values, kind)
        } catch let error as DecodingError {
            if case .typeMismatch = error {
                throw ProjectFileError(
                    file: file, line: nil,
                    message: "an Info.plist is a dictionary at the top level, given something else")
            }
            throw ProjectFileError(file: file, line: nil, message: "not a property list").described(
                by: error, in: bytes)
        } catch {
            throw ProjectFileError(file: file, line: nil, message: "not a property list").described(
                by: error, in: bytes)
        }
    }

    var dictionary: [String: PropertyList]? {
        if case let .dictionary(value) = self { value } else { nil }
    }

    var string: String? {
        if case let .string(value) = self { value } else { nil }
    }

    var array: [PropertyList]? {
        if case let .array(value) = self { value } else { nil }
    }

    /// What a message calls a value of this type.
    var typeName: String {
        switch self {
        case .string: "a string"
        case .bool: "a boolean"
        case .integer: "an integer"
        case .real: "a real number"
        case .date: "a date"
        case .data: "data"
        case .array: "an array"
        case .dictionary: "a dictionary"
        }
    }
}

/// The top-level dictionary of a property list: every key, and the decoded values of the wanted ones.
struct TopLevelKeys: Decodable {
    static let wantedKey = CodingUserInfoKey(rawValue: "orientd.wanted")!
    static let presenceKey = CodingUserInfoKey(rawValue: "orientd.presence")!

    struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    var values: [String: PropertyList] = [:]

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        let wanted = decoder.userInfo[Self.wantedKey] as? Set<String> ?? []
        let presence = decoder.userInfo[Self.presenceKey] as? Set<String> ?? []
        for key in container.allKeys {
            if presence.contains(key.stringValue) {
                values[key.stringValue] = .dictionary([:])
            } else if wanted.contains(key.stringValue) {
                values[key.stringValue] = try container.decode(PropertyList.self, forKey: key)
            } else {
                // Not read: kept as a name, for the near-miss check.
                values[key.stringValue] = .string("")
            }
        }
    }
}

/// A project file orientd cannot use: which file, the line when known, and what is wrong (CLI: exit 2; HTTP: 422).
public struct ProjectFileError: Error, Sendable, Equatable {
    public var file: String
    public var line: Int?
    public var message: String
    /// The file is not a property list at all (HTTP 400), rather than one with values orientd cannot use (422).
    public var isSyntax = false

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// "file:line: message", as compilers print it.
    public var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(message)"
    }

    /// The decoder's own words for what broke. Its XML reader reports every error "on line 1", so for XML the line
    /// is found again in the text: the first tag that is not a property-list tag or does not close the open one.
    func described(by error: any Error, in bytes: [UInt8]) -> ProjectFileError {
        var copy = self
        copy.isSyntax = true
        var reason = "\(error)"
        if let decoding = error as? DecodingError, case let .dataCorrupted(context) = decoding {
            reason = context.debugDescription
            if let underlying = context.underlyingError as? CocoaError,
                let description = underlying.userInfo["NSDebugDescription"] as? String
            {
                reason = description
            }
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            copy.message = "not a valid binary property list (\(reason))"
            return copy
        }
        // A conflict a merge left in the file (`<<<<<<< HEAD` … `>>>>>>> …`): Xcode cannot open it either.
        if let conflict = Self.conflictMarkerLine(in: bytes) {
            copy.line = conflict
            copy.message =
                "holds an unresolved merge conflict (a line starting with <<<<<<< at line \(conflict)), which Xcode cannot open either; resolve the conflict"
            return copy
        }
        let looksXML = bytes.prefix(256).contains(UInt8(ascii: "<"))
        if looksXML {
            // Drop the reader's wrong line number; give ours.
            reason = reason.replacing(" on line 1", with: "")
            copy.line = XMLTagCheck.firstBadLine(in: bytes)
            copy.message = "not a valid XML property list (\(reason))"
        } else {
            if let range = reason.firstRange(of: "line "),
                let number = Int(reason[range.upperBound...].prefix { $0.isNumber })
            {
                copy.line = number
            }
            copy.message = "not a valid property list (\(reason))"
        }
        return copy
    }
}

extension ProjectFileError {
    /// The line of the first merge-conflict marker (`<<<<<<< ` at the start of a line), if any.
    static func conflictMarkerLine(in bytes: [UInt8]) -> Int? {
        let marker = Array("<<<<<<< ".utf8)
        var line = 1
        var atStart = true
        for index in bytes.indices {
            if atStart, bytes[index...].starts(with: marker) { return line }
            atStart = bytes[index] == UInt8(ascii: "\n")
            if atStart { line += 1 }
        }
        return nil
    }
}

/// Finds the line of the first tag of an XML property list that breaks its structure, for error messages only
/// (values are read by `PropertyListDecoder`): an unknown tag, or a closing tag that does not match the open one.
enum XMLTagCheck {
    static let tags: Set<String> = [
        "plist", "dict", "key", "string", "array", "integer", "real", "true", "false", "date", "data",
    ]

    static func firstBadLine(in bytes: [UInt8]) -> Int? {
        var line = 1
        var open: [String] = []
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A { line += 1 }
            guard byte == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            let tagLine = line
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") {
                if bytes[end] == 0x0A { line += 1 }
                end += 1
            }
            guard end < bytes.count else { return tagLine }
            let body = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
            index = end + 1
            if body.hasPrefix("?") || body.hasPrefix("!") { continue }
            let closing = body.hasPrefix("/")
            let selfClosing = body.hasSuffix("/")
            let name = String(body.drop { $0 == "/" }.prefix { !$0.isWhitespace && $0 != "/" })
            guard tags.contains(name) else { return tagLine }
            if closing {
                guard open.last == name else { return tagLine }
                open.removeLast()
            } else if !selfClosing {
                open.append(name)
            }
        }
        return open.isEmpty ? nil : line
    }
}
