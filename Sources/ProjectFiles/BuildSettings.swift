import OrientationResolver

/// One assignment of a build setting: in a `project.pbxproj` configuration or an xcconfig file, with its
/// conditions (`[sdk=iphoneos*]`, `[arch=arm64]`, `[config=Release]`).
struct SettingAssignment {
    var name: String
    var conditions: [(key: String, pattern: String)]
    var value: String
    var source: FileSource

    /// "NAME[sdk=iphoneos*][arch=arm64]" or "NAME[sdk=iphoneos*,arch=arm64]" → the name and its conditions; nil
    /// when the name is not an identifier or the brackets are malformed. A condition's value may hold `=` (it is
    /// split at its first `=`).
    static func parse(key: String) -> (name: String, conditions: [(key: String, pattern: String)])? {
        let trimmed = Substring(key.trimmingSpaces)
        // Xcode's names are letters, digits and "_"; anything else up to a bracket is kept in the name, so a near
        // miss such as INFOPLIST_KEY_UISupportedInterfaceOrientations~ipad is read and reported, not dropped.
        let name = trimmed.prefix { $0 != "[" && $0 != " " && $0 != "\t" && $0 != "=" }
        guard !name.isEmpty, name.first.map({ $0.isSettingNameCharacter && !$0.isNumber }) == true else { return nil }
        var conditions: [(key: String, pattern: String)] = []
        var rest = trimmed[name.endIndex...]
        while let open = rest.first, open == "[" {
            guard let close = rest.firstIndex(of: "]") else { return nil }
            let inside = rest[rest.index(after: rest.startIndex)..<close]
            for part in inside.split(separator: ",", omittingEmptySubsequences: false) {
                guard let equals = part.firstIndex(of: "=") else { return nil }
                let conditionKey = part[..<equals].trimmingSpaces
                guard !conditionKey.isEmpty else { return nil }
                conditions.append((conditionKey, part[part.index(after: equals)...].trimmingSpaces))
            }
            rest = rest[rest.index(after: close)...]
        }
        guard rest.allSatisfy({ $0 == " " || $0 == "\t" }) else { return nil }
        return (String(name), conditions)
    }

    /// Splits an xcconfig line (comments already removed) into its key and value at the first `=` outside
    /// brackets; nil when there is none.
    static func split(line: Substring) -> (key: Substring, value: Substring)? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth = max(0, depth - 1)
            case "=" where depth == 0: return (line[..<index], line[line.index(after: index)...])
            default: break
            }
        }
        return nil
    }
}

extension Character {
    /// Letters, digits and `_`: what a build setting's name is made of.
    var isSettingNameCharacter: Bool { (isASCII && (isLetter || isNumber)) || self == "_" }
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
                // A setting that names itself (`INFOPLIST_FILE = $(INFOPLIST_FILE)`) takes the value from the levels
                // below, as `$(inherited)` does; where that is all it says, so is the place that gives it.
                let written = entry.assignment.value.trimmingSpaces
                if let below = resolved[name], written == "$(\(name))" || written == "${\(name)}" {
                    next[name] = below
                    continue
                }
                let value = entry.assignment.value
                    .replacing("$(inherited)", with: inherited).replacing("${inherited}", with: inherited)
                    .replacing("$(\(name))", with: inherited).replacing("${\(name)}", with: inherited)
                    .trimmingSpaces
                next[name] = (value, entry.assignment.source)
            }
            resolved = next
        }
        return resolved
    }
}

extension SettingResolution {
    /// Expands the `$(NAME)` references in every resolved value from the other settings and `builtins` (what Xcode
    /// itself defines, such as TARGET_NAME; PRODUCT_NAME defaults to TARGET_NAME). References to settings no file
    /// defines stay as written.
    static func expandAll(_ settings: inout ResolvedSettings, builtins: [String: String]) {
        let snapshot = settings
        func lookup(_ name: String) -> String? {
            if let value = snapshot[name]?.value { return value }
            if name == "PRODUCT_NAME" { return builtins["TARGET_NAME"] }
            return builtins[name]
        }
        for (name, entry) in snapshot where entry.value.contains("$") {
            settings[name] = (SettingExpansion.expand(entry.value, lookup: lookup), entry.source)
        }
    }
}

/// xcconfig files as Xcode reads them ("Configuration Settings File (xcconfig) format", Xcode Help):
/// `NAME = value`, conditions `NAME[sdk=iphoneos*][arch=arm64] = value` (or several in one bracket, comma-separated;
/// a condition's value may hold `=`), `#include "other.xcconfig"` and `#include? "…"` (which may be missing), `//`
/// comments anywhere (even inside a value, as Xcode does), spaces around `=`, empty values, an optional `;` at the
/// end. What Xcode would only warn about is never fatal here: a line orientd cannot parse, in a setting orientd does
/// not read, and a file that is not there (a build generates it) are warnings with file and line
/// (`diagnostics`); only a setting orientd reads, written in a way it cannot read, stops the import.
struct XCConfigReader {
    /// How the files are read (the file system, or nothing over HTTP).
    let readFile: (String) throws(ProjectFileError) -> [UInt8]?
    static let maxIncludeDepth = 16
    static let maxFiles = 64
    private(set) var filesRead: [String] = []
    /// Files an `#include` or a configuration names that are not there: the settings read may be incomplete.
    private(set) var missing: [String] = []
    /// Where an `#include` not found beside the including file is looked for next: the project's folder, as Xcode
    /// looks (Element's `Riot/Common.xcconfig` includes `Config/AppIdentifiers.xcconfig` at the project's top).
    var projectRoot: String? = nil
    /// Warnings, in the order met (each file once).
    private(set) var diagnostics: [Finding] = []
    /// Files already reported missing or unparsable, so a file included from several places is reported once.
    private var reported: Set<String> = []

    init(readFile: @escaping (String) throws(ProjectFileError) -> [UInt8]?) {
        self.readFile = readFile
    }

    mutating func warn(_ source: FileSource, _ message: String) {
        diagnostics.append(Finding(projectFile: source.file, line: source.line, message: message))
    }

    /// The assignments of `path` and what it includes, in order. `from` names the place that refers to it.
    mutating func assignments(
        of path: String, from: FileSource, optional: Bool = false, depth: Int = 0,
        chain: [String] = []
    ) throws(ProjectFileError) -> [SettingAssignment] {
        if chain.contains(path) {
            if reported.insert("cycle " + path).inserted {
                warn(
                    from,
                    "#include \"\(path)\" includes a file that includes it back; Xcode reads each file once, so the second include is skipped"
                )
            }
            return []
        }
        guard depth <= Self.maxIncludeDepth else {
            throw ProjectFileError(
                file: from.file, line: from.line,
                message: "#include \"\(path)\" nests deeper than \(Self.maxIncludeDepth) files")
        }
        guard filesRead.count < Self.maxFiles else {
            throw ProjectFileError(
                file: from.file, line: from.line, message: "more than \(Self.maxFiles) xcconfig files")
        }
        guard let bytes = try readFile(path) else {
            if !optional { missing.append(path) }
            if !optional && reported.insert(path).inserted {
                warn(
                    from,
                    "the xcconfig file \(path) is not there, so its settings are not read (Xcode only warns too); \(Self.generatorHint(for: path))"
                )
            }
            return []
        }
        filesRead.append(path)
        var result: [SettingAssignment] = []
        let text = String(decoding: bytes, as: UTF8.self)
        var lineNumber = 0
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = Substring(rawLine.trimmingSpaces)
            let here = FileSource(file: path, line: lineNumber)
            if line.hasPrefix("#include") {
                let isOptional = line.hasPrefix("#include?")
                guard let open = line.firstIndex(of: "\""),
                    let close = line[line.index(after: open)...].firstIndex(of: "\"")
                else {
                    warn(
                        here,
                        "expected #include \"file.xcconfig\", given \"\(Words.excerpt(String(line)))\"; the line is skipped, as Xcode skips it"
                    )
                    continue
                }
                let included = String(line[line.index(after: open)..<close])
                // `<DEVELOPER_DIR>/…` and other system paths are not the project's files.
                if included.hasPrefix("<") { continue }
                var target = Paths.join(Paths.directory(of: path), included)
                if let root = projectRoot, !included.hasPrefix("/"), (try? readFile(target)) ?? nil == nil {
                    let fromRoot = Paths.join(root, included)
                    if ((try? readFile(fromRoot)) ?? nil) != nil { target = fromRoot }
                }
                result += try assignments(
                    of: target, from: here, optional: isOptional, depth: depth + 1, chain: chain + [path])
                continue
            }
            if let comment = line.firstRange(of: "//") { line = line[..<comment.lowerBound] }
            line = Substring(line.trimmingSpaces)
            if line.isEmpty { continue }
            guard let (key, rawValue) = SettingAssignment.split(line: line),
                let (name, conditions) = SettingAssignment.parse(key: String(key))
            else {
                // What setting the line meant, if its start names one.
                let meant = String(line.prefix { $0.isSettingNameCharacter })
                if ImportedApp.reads(setting: meant) {
                    throw ProjectFileError(
                        file: path, line: lineNumber,
                        message:
                            "\(meant) is written in a way orientd cannot read (expected \(meant) = value or \(meant)[sdk=iphoneos*] = value, given \"\(Words.excerpt(String(line)))\"), and orientd needs it; write it in that form"
                    )
                }
                warn(
                    here,
                    "expected NAME = value or NAME[condition=value] = value, given \"\(Words.excerpt(String(line)))\"; orientd does not read this setting, so the line is skipped"
                )
                continue
            }
            var value = rawValue.trimmingSpaces
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingSpaces }
            result.append(SettingAssignment(name: name, conditions: conditions, value: value, source: here))
        }
        return result
    }

    /// What makes a missing xcconfig file, for the warning.
    static func generatorHint(for path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        if file.hasPrefix("Pods-") || file == "Pods.xcodeproj" || path.contains("/Pods/") || path.hasPrefix("Pods/") {
            return "CocoaPods writes it: run `pod install` first to check with its settings"
        }
        if file == "Generated.xcconfig" || file == "flutter_export_environment.sh"
            || path.contains("/Flutter/ephemeral/")
        {
            return
                "Flutter writes it: run `flutter pub get` (or `flutter build ios --config-only`) first to check with its settings"
        }
        if path.contains("/Carthage/") {
            return "Carthage writes it: run `carthage bootstrap` first to check with its settings"
        }
        return "if a build step or script writes it, run that first to check with its settings"
    }
}

public enum Paths {
    public static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return path[..<slash].isEmpty ? "/" : String(path[..<slash])
    }

    /// The last component of a path (the whole path when it has no slash).
    public static func fileName(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
    }

    /// `base`/`relative` with `.` and `..` folded; an absolute `relative` stands alone.
    public static func join(_ base: String, _ relative: String) -> String {
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
        // A relative path that climbs back to where it started (`App/..`) is the folder itself.
        if parts.isEmpty && !whole.hasPrefix("/") && !whole.isEmpty { return "." }
        return (whole.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }
}

extension StringProtocol {
    var trimmingSpaces: String {
        let characters = self.drop { $0 == " " || $0 == "\t" }
        return String(characters.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed())
    }
}
