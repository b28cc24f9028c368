/// A token of Objective-C.
struct ObjCToken {
    enum Kind { case identifier, number, punctuation }
    var kind: Kind
    var text: String
    var line: Int
    /// A string literal's contents, on its `"` token (the token's text stays `"`, so no literal is ever taken for
    /// a name); read only where a storyboard identifier or name, or a notification's name, belongs.
    var literal: String? = nil
}

/// The lexer of Objective-C: comments, literals and preprocessor lines skipped.
enum ObjCLexer {
    /// The tokens of a file, without comments, literals (a string is one `"` token) and preprocessor lines.
    static func tokens(_ text: String) -> [ObjCToken] {
        let bytes = Array(text.utf8)
        var result: [ObjCToken] = []
        var index = 0
        var line = 1
        var atLineStart = true
        var conditionals = Conditionals()
        func peek(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; atLineStart = true; index += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") {
                index += 1; continue
            }
            if atLineStart && byte == UInt8(ascii: "#") {
                // A preprocessor line, with its continuations.
                let start = index
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "\n") { line += 1; index += 1 }
                    index += 1
                }
                conditionals.take(bytes[start..<index])
                continue
            }
            // Code that `#if 0` (or the `#else` of `#if 1`) turns off is never compiled.
            if conditionals.skipping {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            atLineStart = false
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let start = line
                index += 1
                let contents = index
                while index < bytes.count && bytes[index] != byte && bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") {
                        // A line continued inside the literal (`@"…\n\` at the line's end) is a line too.
                        if peek(1) == UInt8(ascii: "\n") { line += 1 }
                        index += 1
                    }
                    index += 1
                }
                let literal =
                    byte == UInt8(ascii: "\"")
                    ? String(decoding: bytes[contents..<min(index, bytes.count)], as: UTF8.self) : nil
                index += 1
                result.append(ObjCToken(kind: .punctuation, text: "\"", line: start, literal: literal))
                continue
            }
            if isIdentifierStart(byte) || byte == UInt8(ascii: "@") {
                let start = index
                index += 1
                while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
                result.append(
                    ObjCToken(
                        kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                continue
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let start = index
                while index < bytes.count && (isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".")) {
                    index += 1
                }
                result.append(
                    ObjCToken(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                continue
            }
            result.append(ObjCToken(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line))
            index += 1
        }
        return result
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

/// The preprocessor's conditionals open at a point of a file, for what they turn off: `#if 0 … #else … #endif` and
/// `#if 1 … #else … #endif` (any other condition keeps both branches, as the reader cannot tell which is compiled).
struct Conditionals {
    enum Branch { case kept, off, onThenOff }
    /// The open conditionals, outermost first: whether each turns off its current branch.
    var open: [(branch: Branch, off: Bool)] = []

    var skipping: Bool { open.contains { $0.off } }

    /// One directive line (from its `#`).
    mutating func take(_ line: ArraySlice<UInt8>) {
        // The directive's words, up to a comment.
        let words = String(decoding: line.dropFirst(), as: UTF8.self)
            .split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "(" || $0 == ")" })
            .prefix { !$0.hasPrefix("/") }
        guard let directive = words.first else { return }
        let condition = words.count == 2 ? words.last.map(String.init) : nil
        switch directive {
        case "if":
            let branch: Branch = condition == "0" ? .off : condition == "1" ? .onThenOff : .kept
            open.append((branch, branch == .off))
        case "ifdef", "ifndef": open.append((.kept, false))
        case "else", "elif":
            guard let last = open.popLast() else { return }
            switch last.branch {
            case .off: open.append((.kept, false))
            case .onThenOff: open.append((.onThenOff, true))
            case .kept: open.append(last)
            }
        case "endif": _ = open.popLast()
        default: break
        }
    }
}
