/// How findings quote what they were given and suggest what was meant: a value cut to a readable size, the key or
/// name closest to a misspelling.
public enum Words {
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
