import OrientationResolver

/// The method's locals: declared, made here, shared.
extension ObjCMethodReader {
    /// `T name = …;`, `T name;`, `const T name`, `__block T name`: `name` is a local of the method from here on. A
    /// change in place (`name |= …`, `name &= …`) makes its value one the reader does not follow.
    mutating func declareLocal(_ tokens: [Token]) {
        if tokens.count >= 4, tokens[0].text == "static", tokens[1].kind == .identifier, tokens[2].text == "*",
            tokens[3].kind == .identifier
        {
            staticLocals.insert(tokens[3].text)
        }
        let end = tokens.firstIndex { $0.text == "=" } ?? tokens.count
        let head = tokens[..<end]
        if head.count >= 2, let last = head.last, last.kind == .identifier,
            head.dropLast().allSatisfy({ $0.kind == .identifier || $0.text == "*" }),
            !["return", "else", "case", "goto", "if", "while", "for", "switch", "do", "static"].contains(
                head.first!.text),
            // `T x = { … }` ends at its brace: a struct's initializer list.
            end == tokens.count || end + 1 == tokens.count || (end + 1 < tokens.count && tokens[end + 1].text != "=")
        {
            scalarLocals.insert(last.text)
            if ["BOOL", "bool"].contains(head.dropLast().last?.text), end + 1 < tokens.count,
                let tested = testedIdiom(tokens[(end + 1)...]), tested.elseIdiom != nil
            {
                idiomFlags[last.text] = tested.idiom
            }
            // Declared without `*` (`UIEdgeInsets insets = …`, `CGRect frame;`): a value the method holds, not an
            // object, so setting a field of it changes nothing outside the method.
            if !head.contains(where: { ["*", "id", "Class", "__kindof"].contains($0.text) }) {
                valueLocals.insert(last.text)
            }
        }
        // Also after an unbraced `if (…)` or `else` (`if ([self allows:o]) mask |= bit;`).
        for index in tokens.indices.dropLast(2)
        where (index == 0 || [")", "else"].contains(tokens[index - 1].text))
            && scalarLocals.contains(tokens[index].text) && tokens[index + 2].text == "="
            && ["|", "&", "^", "+", "-"].contains(tokens[index + 1].text)
        {
            changedInPlace.insert(tokens[index].text)
        }
    }

    /// Whether `receiver` is an object nothing else holds yet: a local made in this method and not given away, or
    /// the `static` shared instance inside the `dispatch_once` block that makes it.
    func isNewObject(_ receiver: String) -> Bool {
        madeHere.contains(receiver) || !onceDepths.isEmpty && staticLocals.contains(receiver)
    }
}
