import SwiftSyntax

/// Methods that return a navigation controller around the object itself, and presentations of what they return.
extension DeclarationVisitor {
    /// An instance method without parameters of the type being walked whose body makes a navigation controller with
    /// `self` as its root and returns it (`func withNavigationController() -> UIViewController`): recorded by name
    /// (`FileDeclarations.wrappers`), with the style it gives the container.
    func noteWrapper(_ node: FunctionDeclSyntax) {
        guard let owner = classStack.last, !BodyFilter.isTypeMember(node),
            node.signature.parameterClause.parameters.isEmpty, node.signature.returnClause != nil,
            let body = node.body, let wrapped = Self.wrappedSelf(body.statements)
        else { return }
        facts.wrappers[node.name.text, default: []].append(
            Wrapper(
                owner: facts.classes[owner].name, container: wrapped.container, style: wrapped.style,
                delegated: wrapped.delegated))
    }

    /// The navigation controller a body makes around `self` and returns: `UINavigationController(rootViewController:
    /// self)` returned (or the body's one expression); or given to a local, its properties set
    /// (`modalPresentationStyle = .fullScreen`), and the local returned.
    static func wrappedSelf(_ statements: CodeBlockItemListSyntax) -> (
        container: String, style: String?, delegated: Bool
    )? {
        let items = Array(statements)
        func expression(_ item: CodeBlockItemSyntax) -> ExprSyntax? {
            if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression }
            return item.item.as(ExprSyntax.self)
        }
        if items.count == 1, let value = items.first.flatMap(expression), let container = aroundSelf(value) {
            return (container, nil, false)
        }
        guard items.count >= 2, let declaration = items[0].item.as(VariableDeclSyntax.self),
            let binding = declaration.bindings.first, declaration.bindings.count == 1,
            let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let value = binding.initializer?.value, let container = aroundSelf(value),
            let returned = items.last?.item.as(ReturnStmtSyntax.self)?.expression?.as(DeclReferenceExprSyntax.self),
            returned.baseName.text == local
        else { return nil }
        var style: String?
        var delegated = false
        for item in items.dropFirst().dropLast() {
            // `local.modalPresentationStyle = .fullScreen`: the style it gives; `local.delegate = …`: a delegate that
            // may answer the container's mask; any other statement is left alone.
            guard let sequence = item.item.as(SequenceExprSyntax.self), case let list = Array(sequence.elements),
                list.count == 3, list[1].is(AssignmentExprSyntax.self),
                let target = list[0].as(MemberAccessExprSyntax.self),
                target.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == local
            else { continue }
            switch target.declName.baseName.text {
            case "modalPresentationStyle": style = styleName(list[2])
            case "delegate": delegated = true
            default: break
            }
        }
        return (container, style, delegated)
    }

    /// `UINavigationController(rootViewController: self)` (or the app's navigation controller class): its class.
    static func aroundSelf(_ value: ExprSyntax) -> String? {
        guard let call = value.as(FunctionCallExprSyntax.self),
            let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            name.hasSuffix("NavigationController"), call.arguments.count == 1,
            let argument = call.arguments.first, argument.label?.text == "rootViewController",
            argument.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        else { return nil }
        return name
    }

    /// `X(…).method()`, or `local.method()` where the function makes `local` as `X(…)`: a pending class of what the
    /// method returns around X (resolved once every file is read).
    func wrappingCall(_ value: ExprSyntax, at node: Syntax) -> PendingClass? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            call.trailingClosure == nil,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base
        else { return nil }
        if let made = Self.constructed(base, storyboards: storyboards), made.navigationRoot == nil {
            return .wrapping(root: made.class, method: member.declName.baseName.text)
        }
        guard let variable = base.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let function = Self.enclosingBody(node)
        else { return nil }
        let local = LocalScan(variable: variable, storyboards: storyboards, at: node)
        local.walk(function)
        guard local.isLocal, let made = local.constructed, made.navigationRoot == nil else { return nil }
        return .wrapping(root: made.class, method: member.declName.baseName.text)
    }
}
