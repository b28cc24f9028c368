import OrientationResolver

// The Objective-C reader's small expression helpers: a forward, a shared instance's property, a condition, the
// part of a method's body that runs.
extension ObjCReader {
    /// The answers one controller can forward to another's (`[self.child supportedInterfaceOrientations]`).
    static let forwardedAnswers: Set<String> = [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
    ]

    /// `member` asked of the last of `receiver`'s names (`self` and brackets left out): a forward to that child;
    /// of `super` alone, what the superclass answers (`SuperAnswers`); nil for no receiver.
    static func forward(to receiver: [String], _ member: String, text: String) -> ValueExpr? {
        if let child = receiver.last, child != "super" { return .member(base: child + "?", name: member, text: text) }
        if receiver == ["super"] { return .member(base: "super", name: member, text: text) }
        return nil
    }

    /// `[Type accessor].name` or `[[Type accessor] name]` where `accessor` names the type's shared instance.
    static func sharedInstanceProperty(_ tokens: [Token]) -> (type: String, accessor: String, name: String)? {
        let words = tokens.map(\.text)
        let inner: ArraySlice<Token>, name: Token
        if words.count == 6, words[0] == "[", words[3] == "]", words[4] == "." {
            inner = tokens[1...2]
            name = tokens[5]
        } else if words.count == 7, words[0] == "[", words[1] == "[", words[4] == "]", words[6] == "]" {
            inner = tokens[2...3]
            name = tokens[5]
        } else {
            return nil
        }
        let type = inner[inner.startIndex], accessor = inner[inner.startIndex + 1]
        guard type.kind == .identifier, type.text.first?.isUppercase == true, accessor.kind == .identifier,
            SymbolTable.isSingletonAccessor(accessor.text), name.kind == .identifier
        else { return nil }
        return (type.text, accessor.text, name.text)
    }

    /// Whether `tokens` compare or combine Bools outside brackets and parentheses (`a == b`, `a != b`, `a < b`,
    /// `a && b`, `a || b`).
    static func isCondition(_ tokens: [Token]) -> Bool {
        var depth = 0
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "<", ">":
                if depth == 0 { return true }
            case "=", "&", "|":
                guard depth == 0, index > 0 else { break }
                let before = tokens[index - 1].text
                if before == token.text || (token.text == "=" && ["!", "<", ">"].contains(before)) { return true }
            default: break
            }
        }
        return false
    }

    /// The message that starts `tokens` (`[receiver first:a second:b]`): the index of its closing bracket, the indices
    /// of its own colons, and its selector's first part (the name before its first colon, or its last name where it
    /// takes no argument). Nil where `tokens` starts no message, or the message does not close.
    static func message(_ tokens: [Token]) -> (end: Int, colons: [Int], selector: String)? {
        guard tokens.first?.text == "[" else { return nil }
        var depth = 0
        var colons: [Int] = []
        var selector: String?
        for index in tokens.indices {
            let token = tokens[index]
            if token.text == "[" || token.text == "(" {
                depth += 1
            } else if token.text == "]" || token.text == ")" {
                depth -= 1
                if depth == 0 { return selector.map { (index, colons, $0) } }
            } else if depth == 1, token.text == ":" {
                colons.append(index)
            } else if depth == 1, colons.isEmpty, token.kind == .identifier, index > 1 {
                selector = token.text
            }
        }
        return nil
    }

    /// A body up to its first `return …;` at the top (`return self;` in an initializer followed by code): what follows
    /// never runs. Kept whole where another `return` follows at the top, as the preprocessor's branches (`#if … return
    /// a; #else return b; #endif`, both kept by the lexer) would read that way.
    static func liveBody(_ body: [Token]) -> [Token] {
        var braces = 0
        var cut: Int?
        for (index, token) in body.enumerated() {
            if token.text == "{" { braces += 1 } else if token.text == "}" { braces -= 1 }
            guard braces == 0, token.text == "return",
                index == 0 || [";", "{", "}"].contains(body[index - 1].text)
            else { continue }
            if cut != nil { return body }
            var end = index
            var depth = 0
            while end < body.count {
                if body[end].text == "{" { depth += 1 } else if body[end].text == "}" { depth -= 1 }
                if depth == 0 && body[end].text == ";" { break }
                end += 1
            }
            guard end + 1 < body.count else { return body }
            cut = end + 1
        }
        return cut.map { Array(body[..<$0]) } ?? body
    }

    /// Whether an `if`'s header tests only that `self` exists (`if (self)`, `if ((self = [super init]))`,
    /// `if (self = [super initWithFrame:f])`, `if (self != nil)`): an initializer's usual guard.
    static func testsSelf(_ header: [String]) -> Bool {
        let inside = header.dropFirst().drop { $0 == "(" }
        guard inside.first == "self", inside.count >= 2 else { return false }
        let next = inside[inside.startIndex + 1]
        if next == ")" { return inside.dropFirst(2).allSatisfy { $0 == ")" } }
        if next == "!=" { return inside.count >= 3 && inside[inside.startIndex + 2] == "nil" }
        return next == "=" && inside.dropFirst(2).first == "["
    }
}
