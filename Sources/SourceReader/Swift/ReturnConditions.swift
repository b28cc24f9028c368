import SwiftSyntax

/// The Bool conditions a return is reached under (`ReturnedValue.requires`), as written around it: the evaluator
/// drops a value whose condition it finds constant the other way.
extension DeclarationVisitor {
    /// Within `root` (the answer's statements): each `if c` around the return (c holds in its body, not in its
    /// `else`), each earlier `if c { … return }` without an `else` (c does not hold after it) and each earlier
    /// `guard c else { … }` (c holds after it). Only a single plain condition counts (not `if let`, `#available` or
    /// `a, b`).
    static func requirements(of node: Syntax, in root: Syntax) -> [(condition: ValueExpr, holds: Bool)] {
        var found: [(condition: ValueExpr, holds: Bool)] = []
        var current = node
        while current.id != root.id, let parent = current.parent {
            if let conditional = parent.as(IfExprSyntax.self), let condition = single(conditional.conditions) {
                if conditional.body.id == current.id {
                    found.append((condition, true))
                } else if conditional.elseBody.map(Syntax.init)?.id == current.id {
                    found.append((condition, false))
                }
            }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for earlier in list where earlier.position < item.position {
                    if let guarded = earlier.item.as(GuardStmtSyntax.self), let condition = single(guarded.conditions) {
                        found.append((condition, true))
                    } else if let conditional = ifExpression(earlier), conditional.elseBody == nil,
                        conditional.body.statements.last?.item.is(ReturnStmtSyntax.self) == true,
                        let condition = single(conditional.conditions)
                    {
                        found.append((condition, false))
                    }
                }
            }
            current = parent
        }
        return found
    }

    /// The classes the `if`s around the return test the controller on top of a stack against (`ReturnedValue.onTop`):
    /// `nav.visibleViewController is Camera`, `if let player = topViewController as? Player`, not negated; and those
    /// tested by an `if` whose `else` holds the return, or by an earlier `if` without `else` that returns (`notOnTop`).
    static func topTests(of node: Syntax, in root: Syntax, names: Set<String> = ObjCReader.topNames)
        -> (onTop: [String], notOnTop: [String])
    {
        var onTop: [String] = []
        var notOnTop: [String] = []
        var current = node
        while current.id != root.id, let parent = current.parent {
            if let conditional = parent.as(IfExprSyntax.self) {
                if conditional.body.id == current.id {
                    onTop += topTests(conditional.conditions, names: names)
                } else if conditional.elseBody.map(Syntax.init)?.id == current.id {
                    notOnTop += topTests(conditional.conditions, names: names)
                }
            }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                for earlier in list where earlier.position < item.position {
                    if let conditional = ifExpression(earlier), conditional.elseBody == nil,
                        conditional.body.statements.last?.item.is(ReturnStmtSyntax.self) == true
                    {
                        notOnTop += topTests(conditional.conditions, names: names)
                    }
                }
            }
            current = parent
        }
        return (onTop, notOnTop)
    }

    /// The classes one condition list tests a controller named by `names` against (`x.topViewController is Player`,
    /// `as? Player`, `.isKind(of: Player.self)`), not negated.
    private static func topTests(_ conditions: ConditionElementListSyntax, names: Set<String>) -> [String] {
        var found: [String] = []
        for element in conditions {
            let tokens = Array(element.tokens(viewMode: .sourceAccurate))
            for (index, token) in tokens.enumerated() where index + 1 < tokens.count {
                var next = index + 1
                if token.tokenKind == .keyword(.is) || token.tokenKind == .keyword(.as) {
                    if tokens[next].tokenKind == .postfixQuestionMark || tokens[next].tokenKind == .exclamationMark {
                        next += 1
                    }
                } else if token.text == "isKind" || token.text == "isMember", index + 4 < tokens.count,
                    tokens[index + 1].tokenKind == .leftParen, tokens[index + 2].text == "of"
                {
                    next = index + 4
                } else {
                    continue
                }
                guard next < tokens.count, case let .identifier(name) = tokens[next].tokenKind,
                    !tokens[..<index].contains(where: { $0.tokenKind == .prefixOperator("!") }),
                    tokens[..<index].contains(where: { names.contains($0.text) })
                else { continue }
                found.append(name)
            }
        }
        return found
    }

    /// The `if` a statement is, written as an expression or as a statement.
    static func ifExpression(_ item: CodeBlockItemSyntax) -> IfExprSyntax? {
        item.item.as(IfExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
    }

    /// A list of one plain Bool condition: its value.
    private static func single(_ conditions: ConditionElementListSyntax) -> ValueExpr? {
        guard conditions.count == 1, case let .expression(expression) = conditions.first!.condition else { return nil }
        return ValueExpr(expression)
    }
}
