extension ObjCReader {
    /// The token ranges of a method body that run only before an iOS version: the `else` of `if (@available(iOS
    /// N, *))` (its block, or the one statement), with N.
    static func onlyBeforeIOS(_ tokens: [Token]) -> [(range: Range<Int>, version: Int)] {
        var found: [(range: Range<Int>, version: Int)] = []
        var index = 0
        while index + 4 < tokens.count {
            defer { index += 1 }
            guard tokens[index].text == "if", tokens[index + 1].text == "(", tokens[index + 2].text == "@available",
                tokens[index + 3].text == "(", tokens[index + 4].text == "iOS", index + 5 < tokens.count,
                let version = Int(tokens[index + 5].text.prefix { $0.isNumber })
            else { continue }
            // The condition's end, then the body's, then the `else`'s.
            guard let condition = matching(tokens, from: index + 1),
                let body = statementEnd(tokens, from: condition + 1),
                body + 1 < tokens.count, tokens[body + 1].text == "else",
                let otherwise = statementEnd(tokens, from: body + 2)
            else { continue }
            found.append((body + 2..<otherwise + 1, version))
        }
        return found
    }

    /// The index of the bracket that closes the one at `open` (`(`, `[` or `{`).
    static func matching(_ tokens: [Token], from open: Int) -> Int? {
        var depth = 0
        for index in open..<tokens.count {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return index }
            default: break
            }
        }
        return nil
    }

    /// The last token of the statement that starts at `start`: a block's `}`, or a statement's `;` (an `if`'s
    /// statement with its `else`s).
    static func statementEnd(_ tokens: [Token], from start: Int) -> Int? {
        guard start < tokens.count else { return nil }
        if tokens[start].text == "{" { return matching(tokens, from: start) }
        if tokens[start].text == "if", start + 1 < tokens.count, let condition = matching(tokens, from: start + 1),
            let body = statementEnd(tokens, from: condition + 1)
        {
            if body + 1 < tokens.count, tokens[body + 1].text == "else" { return statementEnd(tokens, from: body + 2) }
            return body
        }
        var depth = 0
        for index in start..<tokens.count {
            switch tokens[index].text {
            case "(", "[", "{": depth += 1
            case ")", "]", "}": depth -= 1
            case ";" where depth == 0: return index
            default: break
            }
        }
        return nil
    }
}
