import SwiftSyntax

/// The app delegate's answer that branches on the controller on screen (`if presented is PlayerViewController {
/// return .allButUpsideDown }; return .portrait`): each return inside such a test, with the class it tests for and
/// what it tests.
struct TypeTestedReturn: Sendable {
    /// The class tested for, as written (`PlayerViewController`, `AVPlayerViewController`).
    var type: String
    /// What is tested, as written (`window?.rootViewController?.presentedViewController`).
    var tested: String
    var returned: ReturnedValue
}

enum TypeTestScan {
    /// Each `return` of `body` inside the then-branch of an `if` whose condition tests a type (`x is X`, `let y = x
    /// as? X`), after a `guard` that does, or under `case is X` of a `switch` on it.
    static func returns(in body: CodeBlockSyntax, file: String, lines: LineStarts) -> [TypeTestedReturn] {
        let scan = ReturnScan()
        scan.walk(body.statements)
        var result: [TypeTestedReturn] = []
        for found in scan.found {
            guard let test = test(around: Syntax(found), in: Syntax(body)) else { continue }
            result.append(
                TypeTestedReturn(
                    type: test.type, tested: test.tested,
                    returned: ReturnedValue(found, line: lines.line(of: found), file: file)))
        }
        return result
    }

    /// The nearest type test that holds where `node` runs, up to `top`.
    static func test(around node: Syntax, in top: Syntax) -> (type: String, tested: String)? {
        var child = node
        var current = node.parent
        while let ancestor = current, ancestor.id != top.id {
            if let branch = ancestor.as(IfExprSyntax.self), branch.body.id == child.id,
                let found = branch.conditions.lazy.compactMap({ typeTest(in: Syntax($0)) }).first
            {
                return found
            }
            if let item = ancestor.as(SwitchCaseSyntax.self), case let .case(label) = item.label,
                let subject = Syntax(item).ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) })?.subject,
                let pattern = label.caseItems.first?.pattern.as(IsTypePatternSyntax.self)
            {
                return (pattern.type.trimmedDescription, subject.trimmedDescription)
            }
            // A `guard` before the return in the same block.
            if let list = ancestor.as(CodeBlockItemListSyntax.self) {
                for item in list {
                    if item.id == child.id { break }
                    if let guarded = item.item.as(GuardStmtSyntax.self),
                        let found = guarded.conditions.lazy.compactMap({ typeTest(in: Syntax($0)) }).first
                    {
                        return found
                    }
                }
            }
            child = ancestor
            current = ancestor.parent
        }
        return nil
    }

    /// `x is X`, `x as? X` (bound or compared), in a condition: the parser leaves them unfolded, as a sequence of
    /// the value, `is` or `as?`, and the type. Not in a condition that may negate it (`!(x is X)`, `x as? X == nil`,
    /// `== false`): the return is then not X's.
    static func typeTest(in condition: Syntax, depth: Int = 0) -> (type: String, tested: String)? {
        guard depth < 16 else { return nil }
        if depth == 0 {
            let text = condition.trimmedDescription.filter { !$0.isWhitespace }
            if text.contains("!(") || text.contains("==nil") || text.contains("==false") || text.hasPrefix("!") {
                return nil
            }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            for index in elements.indices.dropFirst() where index + 1 < elements.count {
                let isTest = elements[index].is(UnresolvedIsExprSyntax.self)
                let optionalCast =
                    elements[index].as(UnresolvedAsExprSyntax.self)?.questionOrExclamationMark?.tokenKind
                    == .postfixQuestionMark
                if isTest || optionalCast, let type = elements[index + 1].as(TypeExprSyntax.self) {
                    return (type.type.trimmedDescription, elements[index - 1].trimmedDescription)
                }
            }
        }
        for child in condition.children(viewMode: .sourceAccurate) {
            if let found = typeTest(in: child, depth: depth + 1) { return found }
        }
        return nil
    }
}
