/// What a mask method reads.
extension ObjCMethodReader {
    /// The names the body reads (an instance variable `_x` as its property `x`), less its own locals: what a mask
    /// may depend on.
    func reads() -> [String] {
        var names: Set<String> = []
        for token in body where token.kind == .identifier {
            let name = token.text.hasPrefix("_") ? String(token.text.dropFirst()) : token.text
            if name.first?.isLowercase == true { names.insert(name) }
        }
        return names.subtracting(scalarLocals).subtracting(locals.keys).sorted()
    }

    /// The receiver each name of `reads()` is first read through (`self.project.header` for
    /// `self.project.header.landscapeMode`); a name read alone or through `self` has none.
    func readReceivers() -> [String: String] {
        var receivers: [String: String] = [:]
        for index in body.indices where body[index].kind == .identifier && index >= 2 && body[index - 1].text == "." {
            let name = body[index].text
            guard receivers[name] == nil else { continue }
            if body[index - 2].text == "]" {
                // `[AppDelegate shared].x`: a class message with no argument names its class's instance; any
                // other message's result is not known ("").
                if index >= 5, body[index - 5].text == "[", body[index - 4].text.first?.isUppercase == true,
                    body[index - 3].kind == .identifier
                {
                    receivers[name] = body[index - 4].text + "." + body[index - 3].text
                } else {
                    receivers[name] = ""
                }
                continue
            }
            guard let receiver = ObjCReader.receiverText(body, before: index), receiver != "self" else { continue }
            receivers[name] = receiver
        }
        // `[self.project.header landscapeMode]`: a getter sent as a message, to a receiver not followed.
        for index in body.indices.dropFirst().dropLast()
        where body[index].kind == .identifier && body[index + 1].text == "]" && body[index - 1].text != "["
            && body[index - 1].text != "self" && receivers[body[index].text] == nil
        {
            receivers[body[index].text] = ""
        }
        return receivers
    }
}

extension ObjCMethodReader {
    /// The names the body uses (`declarations.calls`), less the classes it makes only where it runs before an iOS
    /// version (`[[Old alloc] init]` in the `else` of `if (@available(iOS 16.0, *))`), which are
    /// `madeOnlyBefore` that version.
    mutating func noteCalls() {
        let before = body.contains { $0.text == "@available" } ? ObjCReader.onlyBeforeIOS(body) : []
        for (index, token) in body.enumerated() where token.kind == .identifier {
            if index + 1 < body.count, body[index + 1].text == "alloc" || body[index + 1].text == "new",
                let version = before.filter({ $0.range.contains(index) }).map(\.version).max()
            {
                declarations.madeOnlyBefore[token.text] = max(version, declarations.madeOnlyBefore[token.text] ?? 0)
                continue
            }
            declarations.calls.insert(token.text)
        }
    }
}
