/// What a CocoaPods podspec says its pod builds, read from its text (Ruby or JSON): the folders below the pod's
/// folder that its `source_files` patterns (in the spec and its subspecs) start from, and whether it names none
/// but prebuilt frameworks or libraries (`vendored_frameworks`, `vendored_libraries`). Patterns that start with a
/// wildcard or that Ruby computes, or a podspec orientd cannot read this way, leave the whole folder to be read.
struct PodspecSources {
    /// The folders (or files) below the pod's folder that its source patterns start from; nil: the whole folder.
    var roots: [String]?
    /// The podspec names no `source_files` at all, and prebuilt frameworks or libraries: no code of its own.
    var prebuiltOnly = false

    init(_ text: String) {
        var patterns: [String] = []
        var named = false
        var open: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = raw.drop(while: { $0 == " " || $0 == "\t" })
            guard !line.hasPrefix("#") else { continue }
            // An array over several lines: its strings, up to its `]`.
            if let continuing = open {
                patterns += Self.strings(in: line)
                open = line.contains("]") ? nil : continuing
                continue
            }
            guard line.contains("source_files") else { continue }
            named = true
            let value = line.drop { $0 != "=" && $0 != ":" }
            patterns += Self.strings(in: value)
            if value.contains("[") && !value.contains("]") { open = "source_files" }
        }
        if !named {
            prebuiltOnly = text.contains("vendored_frameworks") || text.contains("vendored_libraries")
            roots = nil
            return
        }
        var found: [String] = []
        for pattern in patterns {
            let parts = pattern.split(separator: "/").map(String.init)
            let fixed = parts.prefix { part in !part.contains(where: { "*?{[".contains($0) }) }
            // A pattern with a wildcard from its start (`**/*.swift`), or one Ruby computes (`"#{s.name}/Classes"`):
            // the whole folder.
            guard !fixed.isEmpty, !fixed.contains(".."), !pattern.contains("#{") else {
                roots = nil
                return
            }
            let root = fixed.joined(separator: "/")
            if !found.contains(root) { found.append(root) }
        }
        roots = found.isEmpty ? nil : found
    }

    /// The quoted strings ('…' or "…") in `text`, in order.
    static func strings(in text: Substring) -> [String] {
        var result: [String] = []
        var rest = text[...]
        while let open = rest.firstIndex(where: { $0 == "'" || $0 == "\"" }) {
            let after = rest[rest.index(after: open)...]
            guard let close = after.firstIndex(of: rest[open]) else { break }
            result.append(String(after[..<close]))
            rest = after[after.index(after: close)...]
        }
        return result
    }
}
