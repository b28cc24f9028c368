import OrientationResolver

/// Limits on an uploaded archive, beyond its size in bytes (the server's `--max-archive-bytes`).
public struct ArchiveLimits: Sendable, Equatable {
    /// Entries (files, folders, links) at most (`--max-archive-files`).
    public var maxEntries: Int
    /// Path components at most (`--max-source-depth` also bounds how deep the code is read).
    public var maxDepth: Int
    /// Bytes of one path at most.
    public var maxPathBytes: Int

    public init(maxEntries: Int = 20_000, maxDepth: Int = 64, maxPathBytes: Int = 1024) {
        self.maxEntries = maxEntries
        self.maxDepth = maxDepth
        self.maxPathBytes = maxPathBytes
    }
}

/// Why an archive cannot be read: the entry (when known) and what is wrong with it.
public struct ArchiveError: Error, Sendable, Equatable, CustomStringConvertible {
    public var entry: String?
    /// Offset of the entry's header in the archive.
    public var offset: Int
    public var message: String

    public var description: String {
        (entry.map { "entry \"\(Words.excerpt($0))\" at byte \(offset): " } ?? "at byte \(offset): ") + message
    }
}

/// A project tree as `git archive` writes it (POSIX ustar with pax headers; GNU long names are read too), held in
/// memory: nothing is written to disk. Regular files and folders are kept; symbolic and hard links, devices and
/// FIFOs are listed as `.other` and never followed. An absolute path, a `..` component, a path deeper or longer than
/// the limits, more entries than the limit, a bad header checksum or an entry running past the end refuse the whole
/// archive with the entry and its offset.
public struct ArchiveTree: FileTree {
    /// The bytes the files are slices of.
    let bytes: [UInt8]
    var files: [String: Range<Int>] = [:]
    var folders: [String: Set<String>] = [".": []]
    var others: Set<String> = []
    /// Entries of kinds that are never read (links, devices), counted.
    public private(set) var skipped = 0

    public init(tar bytes: [UInt8], limits: ArchiveLimits = ArchiveLimits()) throws(ArchiveError) {
        self.bytes = bytes
        var offset = 0
        var entries = 0
        var longName: String?
        var paxPath: String?
        var paxSize: Int?
        var sawEnd = false
        while offset + 512 <= bytes.count {
            let header = offset
            if bytes[header..<header + 512].allSatisfy({ $0 == 0 }) {
                sawEnd = true
                break
            }
            try Self.checkChecksum(bytes, at: header)
            let type = bytes[header + 156]
            let declared = try Self.size(bytes, at: header)
            let size = paxSize ?? declared
            let dataStart = header + 512
            let padded = (size + 511) / 512 * 512
            guard size >= 0, dataStart + size <= bytes.count else {
                throw ArchiveError(
                    entry: Self.name(bytes, at: header), offset: header,
                    message:
                        "says it holds \(size) bytes, past the end of the archive (\(bytes.count) bytes): the archive is cut short"
                )
            }
            let data = dataStart..<dataStart + size
            offset = min(bytes.count, dataStart + padded)
            switch type {
            case UInt8(ascii: "x"):
                // A pax header for the next entry: its path and size win over the ustar fields.
                let records = Self.paxRecords(bytes[data])
                paxPath = records["path"]
                paxSize = try records["size"].map { text throws(ArchiveError) in
                    guard let value = Int(text), value >= 0 else {
                        throw ArchiveError(
                            entry: nil, offset: header,
                            message: "a pax header gives the size \"\(Words.excerpt(text))\", which is not a number"
                        )
                    }
                    return value
                }
                continue
            case UInt8(ascii: "g"):
                // A pax global header (git archive writes the commit id there): nothing for the files.
                continue
            case UInt8(ascii: "L"):
                longName = String(decoding: bytes[data].prefix { $0 != 0 }, as: UTF8.self)
                continue
            case UInt8(ascii: "K"):
                continue
            default:
                break
            }
            let raw = paxPath ?? longName ?? Self.name(bytes, at: header)
            paxPath = nil
            paxSize = nil
            longName = nil
            entries += 1
            guard entries <= limits.maxEntries else {
                throw ArchiveError(
                    entry: raw, offset: header,
                    message: "the archive holds more than \(limits.maxEntries) entries (--max-archive-files)")
            }
            let path = try Self.checked(raw, offset: header, limits: limits)
            guard !path.isEmpty else { continue }
            switch type {
            case 0, UInt8(ascii: "0"), UInt8(ascii: "7"):
                files[path] = data
                add(path)
            case UInt8(ascii: "5"):
                add(path)
                if folders[path] == nil { folders[path] = [] }
            default:
                // Links (1, 2), devices (3, 4), FIFOs (6) and anything else: listed, never followed or read.
                others.insert(path)
                add(path)
                skipped += 1
            }
        }
        if !sawEnd && offset < bytes.count {
            throw ArchiveError(
                entry: nil, offset: offset,
                message: "the archive ends inside a header (\(bytes.count - offset) bytes left over)")
        }
        if bytes.isEmpty {
            throw ArchiveError(entry: nil, offset: 0, message: "the archive is empty")
        }
    }

    /// A tree of the files given (path → contents), held in memory as an archive's are: the rule catalogue's
    /// examples, and tests. Paths are relative (`..` and absolute paths are refused, as in an archive).
    public init(files: [String: [UInt8]], limits: ArchiveLimits = ArchiveLimits()) throws(ArchiveError) {
        var bytes: [UInt8] = []
        var ranges: [(String, Range<Int>)] = []
        for (path, contents) in files.sorted(by: { $0.key < $1.key }) {
            let key = try Self.checked(path, offset: bytes.count, limits: limits)
            ranges.append((key, bytes.count..<bytes.count + contents.count))
            bytes += contents
        }
        self.bytes = bytes
        for (key, range) in ranges {
            self.files[key] = range
            add(key)
        }
    }

    /// Records `path` in its parent folders, creating them.
    private mutating func add(_ path: String) {
        var child = path
        while true {
            let parent = Self.parent(of: child)
            let name = parent == "." ? child : String(child.dropFirst(parent.count + 1))
            let (inserted, _) = folders[parent, default: []].insert(name)
            guard inserted, parent != "." else { return }
            child = parent
        }
    }

    public static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// The path as the tree keys it: without a leading `./` or a trailing `/`. Absolute paths and `..` are refused.
    static func checked(_ raw: String, offset: Int, limits: ArchiveLimits) throws(ArchiveError) -> String {
        guard raw.utf8.count <= limits.maxPathBytes else {
            throw ArchiveError(
                entry: raw, offset: offset, message: "the path is longer than \(limits.maxPathBytes) bytes")
        }
        guard !raw.hasPrefix("/") else {
            throw ArchiveError(
                entry: raw, offset: offset,
                message:
                    "an absolute path; an archive of a project holds paths relative to its top (as git archive writes them)"
            )
        }
        let parts = raw.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        guard !parts.contains("..") else {
            throw ArchiveError(
                entry: raw, offset: offset, message: "a path with \"..\", which would leave the archive's top")
        }
        guard parts.count <= limits.maxDepth else {
            throw ArchiveError(
                entry: raw, offset: offset, message: "the path is more than \(limits.maxDepth) folders deep")
        }
        return parts.joined(separator: "/")
    }

    /// The ustar name: `prefix/name` when the prefix field is used.
    static func name(_ bytes: [UInt8], at header: Int) -> String {
        let name = field(bytes, header, 100)
        let isUstar = bytes[header + 257..<header + 262].elementsEqual("ustar".utf8)
        let prefix = isUstar && bytes[header + 262] == 0 ? field(bytes, header + 345, 155) : ""
        return prefix.isEmpty ? name : prefix + "/" + name
    }

    static func field(_ bytes: [UInt8], _ start: Int, _ length: Int) -> String {
        String(decoding: bytes[start..<start + length].prefix { $0 != 0 }, as: UTF8.self)
    }

    /// The size field: octal digits (space or NUL ended), or GNU's base-256 when its first byte has the high bit.
    static func size(_ bytes: [UInt8], at header: Int) throws(ArchiveError) -> Int {
        let field = bytes[header + 124..<header + 136]
        if let first = field.first, first & 0x80 != 0 {
            var value = Int(first & 0x7F)
            for byte in field.dropFirst() {
                guard value < Int.max >> 9 else {
                    throw ArchiveError(
                        entry: name(bytes, at: header), offset: header, message: "the size field is too large")
                }
                value = value << 8 | Int(byte)
            }
            return value
        }
        return try octal(field, bytes, header, what: "size")
    }

    static func octal(_ field: ArraySlice<UInt8>, _ bytes: [UInt8], _ header: Int, what: String) throws(ArchiveError)
        -> Int
    {
        var value = 0
        var digits = 0
        for byte in field {
            if byte == 0 || byte == 0x20 {
                if digits > 0 { break } else { continue }
            }
            guard byte >= 0x30 && byte <= 0x37, value < Int.max >> 4 else {
                throw ArchiveError(
                    entry: name(bytes, at: header), offset: header,
                    message: "the \(what) field is not an octal number: this is not a tar archive")
            }
            value = value * 8 + Int(byte - 0x30)
            digits += 1
        }
        return value
    }

    /// The header's checksum (the sum of its bytes with the checksum field read as spaces).
    static func checkChecksum(_ bytes: [UInt8], at header: Int) throws(ArchiveError) {
        let stored = try octal(bytes[header + 148..<header + 156], bytes, header, what: "checksum")
        var sum = 0
        for index in header..<header + 512 {
            sum += (index >= header + 148 && index < header + 156) ? 0x20 : Int(bytes[index])
        }
        guard sum == stored else {
            throw ArchiveError(
                entry: nil, offset: header,
                message:
                    "the header's checksum is \(stored), its bytes sum to \(sum): this is not a tar archive, or it is damaged"
            )
        }
    }

    /// `length key=value\n` records (POSIX pax).
    static func paxRecords(_ data: ArraySlice<UInt8>) -> [String: String] {
        var records: [String: String] = [:]
        var index = data.startIndex
        while index < data.endIndex {
            guard let space = data[index...].firstIndex(of: 0x20),
                let length = Int(String(decoding: data[index..<space], as: UTF8.self)), length > 0,
                index + length <= data.endIndex
            else { break }
            let record = data[(space + 1)..<(index + length)]
            if let equals = record.firstIndex(of: UInt8(ascii: "=")) {
                let key = String(decoding: record[..<equals], as: UTF8.self)
                var value = record[(equals + 1)...]
                if value.last == 0x0A { value = value.dropLast() }
                records[key] = String(decoding: value, as: UTF8.self)
            }
            index += length
        }
        return records
    }

    // MARK: FileTree

    static func key(_ path: String) -> String {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    public func kind(_ path: String) -> FileKind? {
        let key = Self.key(path)
        if let range = files[key] { return .file(size: range.count) }
        if folders[key] != nil { return .directory }
        if others.contains(key) { return .other }
        return nil
    }

    public func entries(_ folder: String) -> [String]? {
        folders[Self.key(folder)].map { $0.sorted() }
    }

    public func read(_ path: String) throws(ProjectFileError) -> [UInt8]? {
        let key = Self.key(path)
        if let range = files[key] {
            guard range.count <= XcodeProjectReader.maxFileBytes else {
                throw ProjectFileError(
                    file: path, line: nil, message: "larger than the limit of \(XcodeProjectReader.maxFileBytes) bytes")
            }
            return Array(bytes[range])
        }
        if folders[key] != nil { throw ProjectFileError(file: path, line: nil, message: "is a directory, not a file") }
        return nil
    }

    /// Where the project is: the archive's top, or its one folder when the top holds nothing else (`git archive
    /// --prefix=app/`), unless that folder is the project itself (an archive of `App.xcodeproj` alone).
    public var top: String {
        let names = folders["."] ?? []
        if names.count == 1, let only = names.first, folders[only] != nil, !only.hasSuffix(".xcodeproj"),
            !only.hasSuffix(".xcworkspace")
        {
            return only
        }
        return "."
    }
}
