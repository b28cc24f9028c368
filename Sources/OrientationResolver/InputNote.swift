/// A note about the input, as opposed to a state the app reaches: what a request body says that the scenario does
/// not use, what the project files say that orientd could not use, what the code reader could not see. Made from its
/// rule (`Rule`), like a finding.
/// What a request body says that the scenario does not use: a member the schema does not have (most often a
/// misspelling, `supportedInterfaceOrientation`), a member in the wrong object (`idiom` at the top level), a member
/// given twice, or an Info.plist key that iOS would not read (`UISupportedInterfaceOrientations~iPad`). None of these
/// is an error, but none is dropped in silence: `/validate` lists them as warning findings, `/resolve` as `warnings`.
public struct InputNote: Sendable, Equatable, CustomStringConvertible {
    /// `unknown-member`, `duplicate-member`, `unknown-plist-key` or `ignored-build-setting` (docs/rules.md).
    public var rule: String
    /// The JSON pointer of the member (for a project file: where the scenario would hold what it says).
    public var pointer: String
    public var message: String
    public var fix: String
    /// The project file and line it was read from; nil for the request body.
    public var source: FileSource?
    /// A warning, except what the source reader could not see (`unparsed-source`, `code-not-read`): an info.
    public var severity: Finding.Severity

    /// `file:line: message [rule]`, or the message and rule alone when it has no file.
    public var description: String {
        (source.map { "\($0.file):\($0.line ?? 0): " } ?? "") + "\(message) [\(rule)]"
    }

    /// A note of `rule`, with the severity the rule gives it in `situation`.
    public init(
        _ rule: Rule, situation: Rule.Situation = .usual, pointer: String, message: String, fix: String,
        source: FileSource? = nil
    ) {
        self.rule = rule.id
        self.pointer = pointer
        self.message = message
        self.fix = fix
        self.source = source
        self.severity = rule.severity(situation)
    }

    /// An Info.plist key iOS does not read (`~pad`, `~iPad`, the singular): the key, shown as given.
    public static func unknownPlistKey(_ key: String, pointer: String, source: FileSource? = nil) -> InputNote {
        let shown = excerpt(key)
        let meant = nearPlistKey(key) ?? InfoPlist.supportedKey
        return InputNote(
            .unknownPlistKey, pointer: pointer,
            message: "\"\(shown)\" is not an Info.plist key iOS reads, so it is ignored; did you mean \"\(meant)\"?",
            fix:
                "Rename the key to \"\(meant)\" (Info.plist keys and their ~ipad / ~iphone suffixes are case-sensitive).",
            source: source)
    }

    /// At most `characters` characters and `bytes` UTF-8 bytes of `text`, with "…" when cut: an answer that echoes a
    /// value stays small even when the value is one huge grapheme (a letter with a million combining marks).
    public static func excerpt(_ text: String, characters: Int = 60, bytes: Int = 240) -> String {
        guard text.utf8.count > bytes || text.count > characters else { return text }
        var kept = ""
        var used = 0
        for character in text.prefix(characters) {
            let size = character.utf8.count
            if used + size > bytes {
                if kept.isEmpty {
                    // One character over the cap: keep whole scalars of it.
                    for scalar in character.unicodeScalars {
                        let length = String(scalar).utf8.count
                        guard used + length <= bytes else { break }
                        kept.unicodeScalars.append(scalar)
                        used += length
                    }
                }
                break
            }
            kept.append(character)
            used += size
        }
        return kept + "…"
    }

    /// The orientation key of the Info.plist that `key` most likely meant, when it is not one but is close to one:
    /// the same letters in another case (`~iPad`), or one or two letters off (`~pad`, the singular
    /// `UISupportedInterfaceOrientation`).
    public static func nearPlistKey(_ key: String) -> String? {
        let keys = [
            InfoPlist.supportedKey, InfoPlist.padKey, InfoPlist.phoneKey, "UIRequiresFullScreen",
            "UIInterfaceOrientation",
        ]
        guard key.utf8.count <= 64, !keys.contains(key) else { return nil }
        return closest(to: key, among: keys, within: 2)
    }

    /// The name closest to `word` ignoring case, if no more than `limit` edits away (or `word.count / 4` for long
    /// names); ties go to the first.
    public static func closest(to word: String, among names: [String], within limit: Int? = nil) -> String? {
        let lower = Array(word.lowercased().utf8)
        guard lower.count <= 80 else { return nil }
        var best: (name: String, distance: Int)?
        for name in names {
            let allowed = limit ?? max(2, name.utf8.count / 4)
            let distance = editDistance(lower, Array(name.lowercased().utf8), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, or `limit + 1` once it must exceed `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}

/// Where a value of a project file was read: the file as the user named it, and the line when the format has lines
/// (a binary property list has none).
public struct FileSource: Sendable, Equatable {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }

    /// A member the request body states, not the files: no file decides it (reporters write no source).
    public static let statedByBody = FileSource(file: "", line: nil)
}

/// A JSON pointer's escaping of one reference token (RFC 6901): `~` as `~0`, `/` as `~1`.
public enum JSONPointer {
    public static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacing("~", with: "~0").replacing("/", with: "~1")
    }
}
