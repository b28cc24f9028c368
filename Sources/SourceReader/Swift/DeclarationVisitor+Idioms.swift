import OrientationResolver
import OrientationWire
import SwiftSyntax

// The idiom the code runs on where it branches on it.
extension DeclarationVisitor {
    /// The device idioms a case of a `switch` on `userInterfaceIdiom` runs on: `.pad` or `.phone`, both, or none
    /// (`case .mac`, `case .tv`, or a `default` after cases that name both); nil for a case of another switch. A
    /// pattern the reader does not know (`_`, a binding) runs on both.
    static func devices(of switchCase: SwitchCaseSyntax) -> Set<Idiom>? {
        guard let cases = switchCase.parent?.as(SwitchCaseListSyntax.self),
            let switchExpr = cases.parent?.as(SwitchExprSyntax.self),
            switchExpr.subject.sourceText.contains("userInterfaceIdiom")
        else { return nil }
        func named(_ item: SwitchCaseSyntax) -> Set<Idiom>? {
            guard case let .case(label) = item.label else { return nil }
            var found: Set<Idiom> = []
            for entry in label.caseItems {
                let name = entry.pattern.sourceText.split(separator: ".").last.map(String.init) ?? ""
                switch name {
                case "pad": found.insert(.pad)
                case "phone": found.insert(.phone)
                case "mac", "tv", "carPlay", "vision", "unspecified": break
                default: return [.pad, .phone]
                }
            }
            return found
        }
        if let own = named(switchCase) { return own }
        // `default`: the device idioms no case names.
        let taken = cases.compactMap { $0.as(SwitchCaseSyntax.self) }.compactMap(named).reduce(into: Set<Idiom>()) {
            $0.formUnion($1)
        }
        return Set<Idiom>([.pad, .phone]).subtracting(taken)
    }

    /// The idiom a `return` runs on alone because a statement before it in the same statements leaves on the other:
    /// `if isPad { …; return .all }` (no `else`) before it, or `guard isPad else { … }` (then it runs on iPad).
    static func idiomAfter(_ returned: ExprSyntax) -> Idiom? {
        guard let statement = returned.parent?.as(ReturnStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
            let list = statement.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        for item in list {
            if item.id == statement.id { break }
            let expression: ExprSyntax? =
                switch item.item {
                case let .expr(value): value
                case let .stmt(inner): inner.as(ExpressionStmtSyntax.self)?.expression
                default: nil
                }
            if let branch = expression?.as(IfExprSyntax.self), branch.elseBody == nil,
                branch.body.statements.last?.item.as(ReturnStmtSyntax.self) != nil,
                let tested = idiomTested(by: branch.conditions.sourceText), let other = tested.elseIdiom
            {
                return other
            }
            if case let .stmt(inner) = item.item, let guardStmt = inner.as(GuardStmtSyntax.self),
                let tested = idiomTested(by: guardStmt.conditions.sourceText)
            {
                // What follows the guard runs where its condition holds: on that idiom (and more conditions).
                return tested.idiom
            }
        }
        return nil
    }

    /// Whether `node` is in a case of a `switch` on the idiom that runs on neither iPhone nor iPad.
    static func onNoDevice(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self)
                || ancestor.is(AccessorBlockSyntax.self)
            {
                return false
            }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), let devices = devices(of: switchCase) {
                return devices.isEmpty
            }
            current = ancestor.parent
        }
        return false
    }

    /// The idiom the innermost `if` around `node` tests (the opposite in its `else`), if it tests one.
    func idiomCondition(around node: Syntax) -> Idiom? {
        var child = node
        var parent = node.parent
        while let current = parent {
            // `switch UIDevice.current.userInterfaceIdiom { case .pad: … default: … }`
            if let switchCase = current.as(SwitchCaseSyntax.self), let devices = Self.devices(of: switchCase) {
                return devices.count == 1 ? devices.first : nil
            }
            if let branch = current.as(IfExprSyntax.self) {
                if let tested = idiomTested(by: branch.conditions.sourceText)
                    ?? Self.localIdiomFlag(branch.conditions.sourceText, before: current)
                {
                    if branch.body.id == child.id { return tested.idiom }
                    if branch.elseBody.map({ Syntax($0).id }) == child.id { return tested.elseIdiom }
                }
            }
            // `guard isPad else { … }`: its body runs on the other idiom.
            if let guardStmt = current.as(GuardStmtSyntax.self), guardStmt.body.id == child.id,
                let tested = idiomTested(by: guardStmt.conditions.sourceText)
            {
                return tested.elseIdiom
            }
            // `guard isPhone else { return }` (or `if isPad { return }`) before it in the same block: what follows
            // runs on the idiom the test lets through.
            if let block = current.as(CodeBlockItemListSyntax.self),
                let idiom = Self.idiomAfterExits(in: block, before: child)
            {
                return idiom
            }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            child = current
            parent = current.parent
        }
        return nil
    }

    /// The idiom a condition tests through a local given a test of the idiom before it in an enclosing block (`let
    /// iPad = UIDevice.current.userInterfaceIdiom == .pad` … `if !iPad {`): the condition is the local, negated or
    /// not, and the local's value tests the idiom both ways.
    static func localIdiomFlag(_ condition: String, before node: Syntax) -> (idiom: Idiom, elseIdiom: Idiom?)? {
        var name = Substring(condition.trimmingCharacters(in: .whitespacesAndNewlines))
        let negated = name.first == "!"
        if negated { name = name.dropFirst() }
        guard let first = name.first, first.isLetter || first == "_",
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        var child = node
        var parent = node.parent
        while let current = parent {
            if let block = current.as(CodeBlockItemListSyntax.self) {
                for item in block {
                    if item.id == child.id { break }
                    guard let declaration = item.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == String(name) {
                        guard let value = binding.initializer?.value,
                            let tested = idiomTested(by: value.sourceText), let other = tested.elseIdiom
                        else { return nil }
                        return negated ? (other, tested.idiom) : (tested.idiom, other)
                    }
                }
            }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            child = current
            parent = current.parent
        }
        return nil
    }

    /// The idiom the statements of `block` before `child` let through: a `guard` on the idiom (its body always
    /// leaves), or an `if` on it with no `else` whose body ends in `return`, `throw`, `break` or `continue`.
    static func idiomAfterExits(in block: CodeBlockItemListSyntax, before child: Syntax) -> Idiom? {
        for item in block {
            if item.id == child.id { return nil }
            if let guardStmt = item.item.as(GuardStmtSyntax.self),
                let tested = idiomTested(by: guardStmt.conditions.sourceText)
            {
                return tested.idiom
            }
            let branch =
                item.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self)
                ?? item.item.as(IfExprSyntax.self)
            if let branch, branch.elseBody == nil, let last = branch.body.statements.last?.item,
                last.is(ReturnStmtSyntax.self) || last.is(ThrowStmtSyntax.self) || last.is(BreakStmtSyntax.self)
                    || last.is(ContinueStmtSyntax.self),
                let tested = idiomTested(by: branch.conditions.sourceText), let other = tested.elseIdiom
            {
                return other
            }
        }
        return nil
    }
}
