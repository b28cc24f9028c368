/// An Info.plist built with `INFOPLIST_PREPROCESS = YES`: Xcode runs it through the C preprocessor with
/// `INFOPLIST_PREPROCESSOR_DEFINITIONS` (and the `#define`s of `INFOPLIST_PREFIX_HEADER`) before it reads it. This
/// follows its conditionals (`#if`, `#ifdef`, `#ifndef`, `#elif`, `#else`, `#endif`, with `defined`, `!`, `&&`,
/// `||`, `==`, `!=`, integers and macros) and `#define`/`#undef`, and keeps every line's number (a directive or a
/// line left out becomes an empty line). A macro is substituted in the text where a word of a line is its name (one
/// level: `#define ATS_DICTIONARY <key>…</key>`, or nothing after the name). When a condition cannot be
/// decided, every line inside a conditional is left out and only the keys outside them are read, and the lines
/// skipped are said.
struct InfoPlistPreprocessor {
    var macros: [String: String]
    /// What each macro stands for in the text: a `#define`'s words as written (none for `#define NAME`), a
    /// definition's value (`1` for `NAME` alone, as `-D` gives).
    var texts: [String: String]

    struct Output {
        var bytes: [UInt8]
        /// Line ranges left out because a condition could not be decided (empty when every one was).
        var undecided: [ClosedRange<Int>]
        /// The first condition that could not be decided, with its line.
        var reason: (line: Int, text: String)?
    }

    /// `NAME` and `NAME=value` words of INFOPLIST_PREPROCESSOR_DEFINITIONS.
    init(definitions: String, prefixHeader: [UInt8]?) {
        macros = [:]
        texts = [:]
        for word in definitions.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            var text = String(word)
            if text.hasPrefix("\""), text.hasSuffix("\""), text.count >= 2 {
                text = String(text.dropFirst().dropLast())
            }
            if let equals = text.firstIndex(of: "=") {
                macros[String(text[..<equals])] = String(text[text.index(after: equals)...])
            } else if !text.isEmpty {
                macros[text] = "1"
            }
            texts = macros
        }
        if let prefixHeader {
            for line in String(decoding: prefixHeader, as: UTF8.self).split(separator: "\n") {
                let words = line.trimmingSpaces.split(maxSplits: 2, whereSeparator: { $0 == " " || $0 == "\t" })
                if words.count >= 2, words[0] == "#define" {
                    macros[String(words[1])] = words.count > 2 ? String(words[2]).trimmingSpaces : "1"
                    texts[String(words[1])] = words.count > 2 ? String(words[2]).trimmingSpaces : ""
                }
            }
        }
    }

    func run(_ bytes: [UInt8]) -> Output {
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        if let decided = follow(lines) { return Output(bytes: decided, undecided: [], reason: nil) }
        // Undecidable: keep what lies outside every conditional.
        var out: [Substring] = []
        var depth = 0
        var undecided: [ClosedRange<Int>] = []
        var start = 0
        var reason: (line: Int, text: String)?
        var macros = self.macros
        for (index, line) in lines.enumerated() {
            let directive = Self.directive(line)
            switch directive?.name {
            case "if", "ifdef", "ifndef":
                if depth == 0 { start = index + 1 }
                if reason == nil, directive?.name == "if", Self.evaluate(directive!.rest, macros) == nil {
                    reason = (index + 1, String(line.trimmingSpaces))
                }
                depth += 1
                out.append("")
            case "endif":
                depth = max(0, depth - 1)
                if depth == 0 { undecided.append(start...(index + 1)) }
                out.append("")
            case "define" where depth == 0:
                let words = directive!.rest.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
                if let name = words.first { macros[String(name)] = words.count > 1 ? String(words[1]) : "1" }
                out.append("")
            case .some:
                out.append("")
            case nil:
                out.append(depth == 0 ? line : "")
            }
        }
        return Output(bytes: Array(out.joined(separator: "\n").utf8), undecided: undecided, reason: reason)
    }

    /// `line` with each word that names a macro replaced by what the macro stands for (once, not again inside it).
    static func substituted(_ line: Substring, _ texts: [String: String]) -> Substring {
        guard !texts.isEmpty else { return line }
        var out = ""
        var word = ""
        var changed = false
        func flush() {
            if let text = texts[word] {
                out += text
                changed = true
            } else {
                out += word
            }
            word = ""
        }
        for character in line {
            if character == "_" || character.isLetter || (character.isNumber && !word.isEmpty) {
                word.append(character)
            } else {
                flush()
                out.append(character)
            }
        }
        flush()
        return changed ? Substring(out) : line
    }

    /// The lines with every conditional decided, or nil when one cannot be.
    private func follow(_ lines: [Substring]) -> [UInt8]? {
        var macros = self.macros
        var texts = self.texts
        // Per open conditional: whether its enclosing region is live, whether a branch was taken, whether this one is.
        var stack: [(outer: Bool, taken: Bool, live: Bool)] = []
        var live = true
        var out: [Substring] = []
        for line in lines {
            guard let directive = Self.directive(line) else {
                out.append(live ? Self.substituted(line, texts) : "")
                continue
            }
            out.append("")
            let rest = directive.rest
            switch directive.name {
            case "if", "ifdef", "ifndef":
                let condition: Bool?
                switch directive.name {
                case "ifdef": condition = macros[Self.firstWord(rest)] != nil
                case "ifndef": condition = macros[Self.firstWord(rest)] == nil
                default: condition = live ? Self.evaluate(rest, macros).map { $0 != 0 } : false
                }
                guard let condition else { return nil }
                stack.append((live, condition, live && condition))
                live = live && condition
            case "elif":
                guard var top = stack.popLast() else { return nil }
                let condition: Bool
                if top.outer && !top.taken {
                    guard let value = Self.evaluate(rest, macros) else { return nil }
                    condition = value != 0
                } else {
                    condition = false
                }
                top.live = top.outer && !top.taken && condition
                top.taken = top.taken || condition
                stack.append(top)
                live = top.live
            case "else":
                guard var top = stack.popLast() else { return nil }
                top.live = top.outer && !top.taken
                top.taken = true
                stack.append(top)
                live = top.live
            case "endif":
                guard let top = stack.popLast() else { return nil }
                live = top.outer
            case "define":
                if live {
                    let words = rest.split(maxSplits: 1, whereSeparator: { $0 == " " || $0 == "\t" })
                    if let name = words.first {
                        macros[String(name)] = words.count > 1 ? String(words[1]).trimmingSpaces : "1"
                        texts[String(name)] = words.count > 1 ? String(words[1]).trimmingSpaces : ""
                    }
                }
            case "undef":
                if live {
                    macros[Self.firstWord(rest)] = nil
                    texts[Self.firstWord(rest)] = nil
                }
            default:
                // #include, #pragma, #error: not followed; the line is left out.
                break
            }
        }
        guard stack.isEmpty else { return nil }
        return Array(out.joined(separator: "\n").utf8)
    }

    static func directive(_ line: Substring) -> (name: String, rest: String)? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.first == "#" else { return nil }
        let body = trimmed.dropFirst().drop { $0 == " " || $0 == "\t" }
        let name = body.prefix { $0.isLetter }
        guard !name.isEmpty else { return nil }
        var rest = String(body.dropFirst(name.count))
        if let comment = rest.range(of: "//") { rest = String(rest[..<comment.lowerBound]) }
        return (String(name), rest.trimmingSpaces)
    }

    static func firstWord(_ text: String) -> String {
        String(text.prefix { $0.isSettingNameCharacter })
    }

    /// A `#if` expression's value, or nil when it holds something this does not evaluate.
    static func evaluate(_ text: String, _ macros: [String: String], depth: Int = 0) -> Int? {
        var tokens: [String] = []
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == " " || character == "\t" { index = text.index(after: index); continue }
            if character.isSettingNameCharacter {
                let word = text[index...].prefix { $0.isSettingNameCharacter }
                tokens.append(String(word))
                index = word.endIndex
                continue
            }
            let two = text[index...].prefix(2)
            if ["&&", "||", "==", "!="].contains(String(two)) {
                tokens.append(String(two))
                index = two.endIndex
                continue
            }
            guard "()!".contains(character) else { return nil }
            tokens.append(String(character))
            index = text.index(after: index)
        }
        var parser = ExpressionParser(tokens: tokens, macros: macros, depth: depth)
        guard let value = parser.or(), parser.position == tokens.count else { return nil }
        return value
    }

    private struct ExpressionParser {
        let tokens: [String]
        let macros: [String: String]
        let depth: Int
        var position = 0

        var next: String? { position < tokens.count ? tokens[position] : nil }

        mutating func or() -> Int? {
            guard var value = and() else { return nil }
            while next == "||" {
                position += 1
                guard let right = and() else { return nil }
                value = (value != 0 || right != 0) ? 1 : 0
            }
            return value
        }

        mutating func and() -> Int? {
            guard var value = equality() else { return nil }
            while next == "&&" {
                position += 1
                guard let right = equality() else { return nil }
                value = (value != 0 && right != 0) ? 1 : 0
            }
            return value
        }

        mutating func equality() -> Int? {
            guard var value = unary() else { return nil }
            while let op = next, op == "==" || op == "!=" {
                position += 1
                guard let right = unary() else { return nil }
                value = (op == "==") == (value == right) ? 1 : 0
            }
            return value
        }

        mutating func unary() -> Int? {
            guard let token = next else { return nil }
            position += 1
            switch token {
            case "!": return unary().map { $0 == 0 ? 1 : 0 }
            case "(":
                guard let value = or(), next == ")" else { return nil }
                position += 1
                return value
            case "defined":
                if next == "(" {
                    position += 1
                    guard let name = next, name.first?.isLetter == true || name.first == "_" else { return nil }
                    position += 1
                    guard next == ")" else { return nil }
                    position += 1
                    return macros[name] != nil ? 1 : 0
                }
                guard let name = next else { return nil }
                position += 1
                return macros[name] != nil ? 1 : 0
            default:
                if let number = Int(token) { return number }
                guard token.first?.isNumber == false else { return nil }
                // An undefined macro is 0, as in C; a defined one is its value, evaluated.
                guard let value = macros[token] else { return 0 }
                guard depth < 8 else { return nil }
                return InfoPlistPreprocessor.evaluate(value, macros, depth: depth + 1)
            }
        }
    }
}
