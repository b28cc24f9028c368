import OrientationWire

/// One assignment of a build setting: in a `project.pbxproj` configuration or an xcconfig file, with its
/// conditions (`[sdk=iphoneos*]`, `[arch=arm64]`, `[config=Release]`).
struct SettingAssignment {
    var name: String
    var conditions: [(key: String, pattern: String)]
    var value: String
    var source: FileSource

    /// "NAME[sdk=iphoneos*][arch=arm64]" → the name and its conditions; nil when the brackets are malformed.
    static func parse(key: String) -> (name: String, conditions: [(key: String, pattern: String)])? {
        guard let bracket = key.firstIndex(of: "[") else { return (key.trimmingSpaces, []) }
        let name = String(key[..<bracket]).trimmingSpaces
        var conditions: [(key: String, pattern: String)] = []
        var rest = key[bracket...]
        while let open = rest.first, open == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            guard let equals = inside.firstIndex(of: "=") else { return nil }
            conditions.append((String(inside[..<equals]).trimmingSpaces, String(inside[inside.index(after: equals)...]).trimmingSpaces))
            rest = rest[rest.index(after: close)...]
        }
        guard rest.allSatisfy({ $0 == " " || $0 == "\t" }), !name.isEmpty else { return nil }
        return (name, conditions)
    }
}

/// The build being described: an iOS device build of one configuration (what ships to the App Store).
struct BuildContext {
    var configuration: String
    var sdk = "iphoneos"
    var arch = "arm64"

    /// Whether every condition holds. An unknown condition never holds, so the unconditional value applies.
    func matches(_ conditions: [(key: String, pattern: String)]) -> Bool {
        conditions.allSatisfy { condition in
            let value: String
            switch condition.key {
            case "sdk": value = sdk
            case "arch": value = arch
            case "config": value = configuration
            default: return false
            }
            return Glob.matches(condition.pattern, value)
        }
    }
}

enum Glob {
    /// `*` any run of characters, `?` one; everything else literally.
    static func matches(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern), t = Array(text)
        var pi = 0, ti = 0, star = -1, mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] == "?" || p[pi] == t[ti] {
                pi += 1; ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi; mark = ti; pi += 1
            } else if star >= 0 {
                pi = star + 1; mark += 1; ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}

/// A setting's value after every level, and the assignment that gave it.
typealias ResolvedSettings = [String: (value: String, source: FileSource)]

enum SettingResolution {
    /// Resolves settings through their levels, lowest first (Xcode: project xcconfig, project, target xcconfig,
    /// target). Within a level a later assignment replaces an earlier one and a matching conditional assignment
    /// replaces the unconditional one; `$(inherited)` is the value from the levels below.
    static func resolve(_ levels: [[SettingAssignment]], context: BuildContext) -> ResolvedSettings {
        var resolved: ResolvedSettings = [:]
        for level in levels {
            var chosen: [String: (assignment: SettingAssignment, conditional: Bool)] = [:]
            for assignment in level where context.matches(assignment.conditions) {
                let conditional = !assignment.conditions.isEmpty
                if let current = chosen[assignment.name], current.conditional, !conditional { continue }
                chosen[assignment.name] = (assignment, conditional)
            }
            var next = resolved
            for (name, entry) in chosen {
                let inherited = resolved[name]?.value ?? ""
                let value = entry.assignment.value
                    .replacing("$(inherited)", with: inherited).replacing("${inherited}", with: inherited)
                    .trimmingSpaces
                next[name] = (value, entry.assignment.source)
            }
            resolved = next
        }
        return resolved
    }
}

/// xcconfig files: `NAME = value`, `NAME[sdk=…] = value`, `#include "other.xcconfig"` (and `#include?`, which may
/// be missing), `//` comments.
struct XCConfigReader {
    /// How the files are read (the file system, or nothing over HTTP).
    let readFile: (String) throws(ProjectFileError) -> [UInt8]?
    static let maxIncludeDepth = 16
    static let maxFiles = 64
    private(set) var filesRead: [String] = []

    init(readFile: @escaping (String) throws(ProjectFileError) -> [UInt8]?) {
        self.readFile = readFile
    }

    /// The assignments of `path` and what it includes, in order. `from` names the place that refers to it.
    mutating func assignments(of path: String, from: FileSource, optional: Bool = false, depth: Int = 0,
                              chain: [String] = []) throws(ProjectFileError) -> [SettingAssignment] {
        guard depth <= Self.maxIncludeDepth, !chain.contains(path) else {
            throw ProjectFileError(file: from.file, line: from.line, message: "#include \"\(path)\" makes a cycle or nests deeper than \(Self.maxIncludeDepth) files")
        }
        guard filesRead.count < Self.maxFiles else {
            throw ProjectFileError(file: from.file, line: from.line, message: "more than \(Self.maxFiles) xcconfig files")
        }
        guard let bytes = try readFile(path) else {
            if optional { return [] }
            throw ProjectFileError(file: from.file, line: from.line, message: "the xcconfig file \(path) cannot be read")
        }
        filesRead.append(path)
        var result: [SettingAssignment] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine.trimmingSpaces)
            if line.hasSuffix("\r") { line = line.dropLast() }
            let here = FileSource(file: path, line: lineNumber)
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""), let close = line[line.index(after: open)...].firstIndex(of: "\"") else {
                    throw ProjectFileError(file: path, line: lineNumber, message: "expected #include \"file.xcconfig\"")
                }
                let included = String(line[line.index(after: open)..<close])
                // `<DEVELOPER_DIR>/…` and other system paths are not the project's files.
                if included.hasPrefix("<") { continue }
                let target = Paths.join(Paths.directory(of: path), included)
                result += try assignments(of: target, from: here, optional: isOptional, depth: depth + 1, chain: chain + [path])
                continue
            }
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = Substring(line.trimmingSpaces)
            if line.isEmpty { continue }
            guard let equals = line.firstIndex(of: "=") else {
                throw ProjectFileError(file: path, line: lineNumber, message: "expected NAME = value, given \"\(InputNote.excerpt(String(line)))\"")
            }
            guard let (name, conditions) = SettingAssignment.parse(key: String(line[..<equals])) else {
                throw ProjectFileError(file: path, line: lineNumber, message: "expected NAME or NAME[condition=value] before =, given \"\(InputNote.excerpt(String(line[..<equals])))\"")
            }
            var value = String(line[line.index(after: equals)...]).trimmingSpaces
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
            result.append(SettingAssignment(name: name, conditions: conditions, value: value, source: here))
        }
        return result
    }
}

enum Paths {
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// `base`/`relative` with `.` and `..` folded; an absolute `relative` stands alone.
    static func join(_ base: String, _ relative: String) -> String {
        let whole = relative.hasPrefix("/") || base.isEmpty ? relative : base + "/" + relative
        var parts: [Substring] = []
        for part in whole.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
                continue
            }
            parts.append(part)
        }
        return (whole.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        let characters = self.drop { $0 == " " || $0 == "\t" }
        return String(characters.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
