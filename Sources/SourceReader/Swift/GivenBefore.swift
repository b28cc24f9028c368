import SwiftSyntax

/// What a function gives properties before a call, in straight-line code (`ShowSite.givenBefore`).
extension DeclarationVisitor {
    /// The plain assignments (`x = v`, `self.x = v`, `Type.x = v`, `a.b.x = v`) among the statements that run
    /// before `node` in `function`: the earlier statements of each block around it, up to the function; not those in
    /// a branch, a loop or a closure beside it (they may not run), and none once a closure around `node` is met (it
    /// may run later, after other changes). The last one of each property wins.
    func givenBefore(_ node: Syntax, in function: Syntax?) -> [GivenState] {
        guard let function else { return [] }
        var found: [GivenState] = []
        var current = node
        while current.id != function.id, let parent = current.parent {
            if let closure = parent.as(ClosureExprSyntax.self), !Self.runsAtOnce(closure),
                !Self.runsNextOnMain(closure)
            {
                break
            }
            if let item = current.as(CodeBlockItemSyntax.self), let list = parent.as(CodeBlockItemListSyntax.self) {
                var here: [GivenState] = []
                for earlier in list where earlier.position < item.position {
                    if let given = given(earlier) { here.append(given) }
                }
                // Statements nearer the call run later: they come after those of the blocks around.
                found = here + found
            }
            current = parent
        }
        return Self.latestOfEach(found)
    }

    /// Whether a closure is `DispatchQueue.main.async`'s: it runs on the main queue's next turn, after the function
    /// that dispatches it returns, and what that function gave properties before it still holds there (a lock set,
    /// then a geometry request dispatched: MyPianoInstructor's).
    static func runsNextOnMain(_ closure: ClosureExprSyntax) -> Bool {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        return call?.calledExpression.trimmedDescription == "DispatchQueue.main.async"
    }

    /// Whether a closure runs where it is written, before the statement after it: the body of a sequence's
    /// `forEach`, `map`, `compactMap`, `flatMap`, `filter`, `first(where:)` or `contains(where:)`.
    static func runsAtOnce(_ closure: ClosureExprSyntax) -> Bool {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.parent?.parent?.as(FunctionCallExprSyntax.self)
        guard let name = call?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else {
            return false
        }
        return ["forEach", "map", "compactMap", "flatMap", "filter", "first", "contains"].contains(name)
    }

    /// The plain assignments among a body's own statements (not in a branch, a loop or a closure), the last one of
    /// each property: what the body has given them when it returns. The app's delegate bound by its class (`if let
    /// app = UIApplication.shared.delegate as? AppDelegate { app.lock = .portrait }`, or `guard let … else { … }`)
    /// is always there: the `if`'s own statements run too, and what they give through the binding is that class's.
    func givenThroughout(_ body: CodeBlockSyntax) -> [GivenState] {
        var found: [GivenState] = []
        var bound: [String: String] = [:]
        func rebound(_ given: GivenState) -> GivenState {
            var given = given
            if let receiver = given.receiver, let type = bound[receiver] { given.receiver = type }
            return given
        }
        for item in body.statements {
            if let given = given(item) {
                found.append(rebound(given))
            } else if let guarded = item.item.as(GuardStmtSyntax.self),
                let (name, type) = Self.appDelegateBinding(guarded.conditions)
            {
                bound[name] = type
            } else if let conditional = Self.ifExpression(item), conditional.elseBody == nil,
                let (name, type) = Self.appDelegateBinding(conditional.conditions)
            {
                let outer = bound
                bound[name] = type
                found += conditional.body.statements.compactMap(given).map(rebound)
                bound = outer
            }
        }
        return Self.latestOfEach(found)
    }

    /// A change `viewDidAppear` makes of a property to the value `viewWillAppear` gives it in straight-line code (and
    /// `viewDidDisappear` after `viewWillDisappear`) is no change: UIKit sends the second after the first within one
    /// appearance. Dropped from the class's changes where every change of that property in the second method gives
    /// that value, outside a closure.
    func dropRepeatedAppearanceChanges(_ members: MemberBlockSyntax) {
        guard let owner = currentClass else { return }
        for (first, second) in [("viewWillAppear", "viewDidAppear"), ("viewWillDisappear", "viewDidDisappear")] {
            guard
                let body = members.members.lazy.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
                    .first(where: { $0.name.text == first })?.body
            else { continue }
            for given in givenThroughout(body) {
                let name = given.state.name
                guard let changes = facts.mutations[name] else { continue }
                let repeated = changes.indices.filter {
                    changes[$0].inClass == owner && changes[$0].functionName == second
                }
                guard !repeated.isEmpty,
                    repeated.allSatisfy({
                        !changes[$0].inClosure
                            && changes[$0].value?.expression.text == given.value.expression.text
                    })
                else { continue }
                let dropped = Set(repeated)
                facts.mutations[name] = changes.indices.filter { !dropped.contains($0) }.map { changes[$0] }
            }
        }
    }

    /// The one condition `let name = UIApplication.shared.delegate as? Type` (or `as!`, `sharedApplication`): the
    /// name and the class.
    static func appDelegateBinding(_ conditions: ConditionElementListSyntax) -> (name: String, type: String)? {
        guard conditions.count == 1, case let .optionalBinding(binding) = conditions.first!.condition,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let (value, type) = binding.initializer.flatMap({ castParts($0.value) }),
            let source = value.as(MemberAccessExprSyntax.self), source.declName.baseName.text == "delegate",
            source.base?.trimmedDescription.hasPrefix("UIApplication.") == true
        else { return nil }
        return (name, type.trimmedDescription)
    }

    /// Of assignments in the order they run, the last one of each property (by its name and receiver as written).
    static func latestOfEach(_ found: [GivenState]) -> [GivenState] {
        var latest: [String: GivenState] = [:]
        for given in found { latest[given.state.name + "\u{0}" + (given.receiver ?? "")] = given }
        return found.filter { given in
            latest[given.state.name + "\u{0}" + (given.receiver ?? "")]?.value.line == given.value.line
        }
    }

    /// The body of the function, getter or block around `node` (where `givenBefore` looks).
    static func enclosingBody(_ node: Syntax) -> Syntax? {
        node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) })
            ?? node.ancestorOrSelf(mapping: { $0.as(AccessorBlockSyntax.self).map(Syntax.init) })
            ?? node.ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self).map(Syntax.init) })
    }

    /// A statement that is one plain assignment.
    private func given(_ item: CodeBlockItemSyntax) -> GivenState? {
        let expression =
            item.item.as(SequenceExprSyntax.self)
            ?? item.item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self)
        guard let sequence = expression else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target = elements[0]
        let name: String, receiver: String?
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            // A local of the function is no property.
            guard !isLocal(reference.baseName.text, at: item) else { return nil }
            name = reference.baseName.text
            receiver = nil
        } else if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            name = member.declName.baseName.text
            receiver = base.trimmedDescription
        } else {
            return nil
        }
        var value = ReturnedValue(elements[2], line: line(elements[2]), file: path)
        value.owner = typeStack.last
        // A parameter of the function (`lock = orientation` in `func set(to orientation:)`): what its calls pass.
        value.parameter = parameter(elements[2], at: Syntax(item))
        return GivenState(
            state: StateRead(name: name, owner: nil), receiver: receiver, context: currentClass, value: value)
    }
}
