import OrientationResolver
import OrientationWire
import SwiftSyntax

// Assignments: a property's values and changes, a class's own presentation style, a container's children, the window's root.
extension DeclarationVisitor {
    /// `x = value` anywhere (the assignments of a property), `window.rootViewController = X()`, and
    /// `x.modalPresentationStyle = .fullScreen`. Read from the `=`, second in its sequence: every binary
    /// expression is a sequence, and looking into each for an `=` cost more than the rest of this visit.
    func readAssignment(_ assignment: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
        guard let list = assignment.parent?.as(ExprListSyntax.self), list.count >= 3,
            let node = list.parent?.as(SequenceExprSyntax.self), let target = list.first, target.id != assignment.id,
            list[list.index(after: list.startIndex)].id == assignment.id
        else { return .skipChildren }
        var name =
            target.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        // A local of the function is no property: its values and changes are its function's alone.
        if let local = target.as(DeclReferenceExprSyntax.self)?.baseName.text, isLocal(local, at: node) { name = nil }
        guard list.count == 3, let value = list.last else {
            // `x = condition ? a : b`, `x = a ?? b`, `x = a + b`: the value is the rest of the sequence, read as a
            // getter's is (a ternary gives both values; what the reader cannot evaluate is said so).
            if let name {
                let rest = Array(list.dropFirst(2))
                let assigned = ReturnedValue(
                    value: ValueExpr(sequence: rest, text: rest.map(\.sourceText).joined(separator: " ")),
                    line: line(rest[0]), file: path)
                if name == "modalPresentationStyle", let owner = classStack.last,
                    Self.isOnSelf(target),
                    Self.inInitializer(Syntax(node)), classes[owner].ownStyle?.fixed != true
                {
                    classes[owner].ownStyle = nil
                    classes[owner].unreadOwnStyle = (InputText.excerpt(assigned.expression.text), line(node))
                }
                assignments[name, default: []].append(assigned)
                mutations[name, default: []].append(mutation(at: node, target: target, value: assigned))
            }
            return .skipChildren
        }
        if name == "modalPresentationStyle" { noteSegueStyle(target: target, at: node) }
        if name == "delegate" { noteOwnContainerDelegate(target) }
        if let name {
            let assigned = ReturnedValue(value, line: line(value), file: path)
            assignments[name, default: []].append(assigned)
            mutations[name, default: []].append(mutation(at: node, target: target, value: assigned))
            // `modalPresentationStyle = .fullScreen` (or `self.…`) in the class's own initializer; a value the reader
            // cannot evaluate is kept as text (presentations that rely on it are not checked).
            if name == "modalPresentationStyle", let owner = classStack.last,
                Self.isOnSelf(target),
                Self.inInitializer(Syntax(node)), classes[owner].ownStyle?.fixed != true
            {
                if let style = Self.styleName(value) {
                    classes[owner].ownStyle = (style, line(node), false)
                    classes[owner].unreadOwnStyle = nil
                } else {
                    classes[owner].ownStyle = nil
                    classes[owner].unreadOwnStyle = (InputText.excerpt(value.sourceText), line(node))
                }
            }
            if name == "viewControllers", let owner = currentClass, Self.isOnSelf(target),
                let names = Self.constructedList(value), children[owner] == nil
            {
                children[owner] = ContainerChildren(names: names, file: path, line: line(node))
            }
            // The enclosing function is looked up only for a root (every assignment comes here).
            let function =
                name == "rootViewController"
                ? Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) }) : nil
            if name == "rootViewController", isWindow(target.as(MemberAccessExprSyntax.self)?.base, in: function) {
                // Made there, or `nav` made in the same function, or a property a nib's outlet connects
                // (`self.tabBarController`, resolved once every nib is read).
                var made = Self.constructed(value, storyboards: storyboards)
                var construction = value.as(FunctionCallExprSyntax.self)
                if made == nil, let variable = Self.variableName(value) {
                    let scan = LocalScan(variable: variable, storyboards: storyboards)
                    if let function { scan.walk(function) }
                    // A local given a controller on each idiom (`if isPad { root = A() } else { root = B() }`, or a
                    // switch on the idiom): one root per idiom, at the line that gives it.
                    var byIdiom: [(site: ShowSite, idiom: Idiom)] = []
                    // The values given before the window's root is set (not `self.root = root` after it).
                    let before = scan.values.filter { $0.at.position < node.position }
                    for given in before {
                        // Made there, or through one more local (`let vc = A(); root = vc`).
                        let shown =
                            Self.constructed(given.value, storyboards: storyboards)
                            ?? Self.variableName(given.value).flatMap { inner in
                                let scan = LocalScan(variable: inner, storyboards: storyboards)
                                if let function { scan.walk(function) }
                                return scan.constructed
                            }
                        guard let shown, let idiom = idiomCondition(around: given.at) else { continue }
                        byIdiom.append(
                            (
                                ShowSite(
                                    kind: .root, shown: shown.class, inClass: currentClass, presentationStyle: nil,
                                    navigationRoot: shown.navigationRoot, file: path, line: line(given.at),
                                    scene: shown.scene), idiom
                            ))
                    }
                    if byIdiom.count == before.count, Set(byIdiom.map(\.idiom)).count == 2 {
                        let outer = idiomCondition(around: Syntax(node))
                        for given in byIdiom where outer == nil || outer == given.idiom {
                            var site = given.site
                            site.idiom = given.idiom
                            site.external =
                                target.as(MemberAccessExprSyntax.self)?.base?.sourceText.lowercased().contains(
                                    "external") == true
                            sites.append(site)
                        }
                        return .skipChildren
                    }
                    made = scan.constructed ?? (SourceModel.scenePrefix + "@outlet:" + variable, nil, nil)
                    construction = scan.initial?.as(FunctionCallExprSyntax.self)
                }
                if let shown = made {
                    sites.append(
                        rootSite(
                            shown, on: target.as(MemberAccessExprSyntax.self)?.base?.sourceText, at: node,
                            construction: construction, in: function))
                }
            }
        }
        return .skipChildren
    }

    /// A site's stack root from `UINavigationController(rootViewController: vc)` with `vc` made in the same function;
    /// a root given but not seen made leaves the site unchecked (`unseenNavigationRoot`).
    func stackRoot(of construction: FunctionCallExprSyntax?, in function: Syntax?, into site: inout ShowSite) {
        guard site.navigationRoot == nil,
            let argument = construction?.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression
        else { return }
        if let variable = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, let function {
            let scan = LocalScan(variable: variable, storyboards: storyboards)
            scan.walk(function)
            site.navigationRoot = scan.constructed?.class
        }
        if site.navigationRoot == nil { site.unseenNavigationRoot = InputText.excerpt(argument.sourceText) }
    }

    /// A window's root as an assignment sets it on `window` (the receiver as written): on an external screen, on
    /// one idiom, on a window of its own (unless the function makes that window the main one, `self.window =
    /// newWindow`), with its stack's root.
    func rootSite(
        _ shown: (class: String, navigationRoot: String?, scene: String?), on window: String?,
        at node: some SyntaxProtocol,
        construction: FunctionCallExprSyntax?, in function: Syntax?
    ) -> ShowSite {
        var site = ShowSite(
            kind: .root, shown: shown.class, inClass: currentClass, presentationStyle: nil,
            navigationRoot: shown.navigationRoot, file: path, line: line(node), scene: shown.scene)
        site.external = window?.lowercased().contains("external") == true
        site.idiom = idiomCondition(around: Syntax(node))
        site.secondaryWindow = window.flatMap(ShowSite.secondaryWindow)
        if let name = site.secondaryWindow, let function,
            function.description.filter({ !$0.isWhitespace }).contains("window=\(name)")
        {
            site.secondaryWindow = nil
        }
        // A window a function or a computed property makes and returns (`static var topWindow: UIWindow { let
        // window = UIWindow(…); window.rootViewController = …; return window }`), or raises to an alert's or the
        // status bar's level (`window.windowLevel = .alert + 1`: a transient overlay), is a window of its own. A
        // window just above the app's (`.normal + 1`, a player's) is a screen the user works in: still a root.
        if site.secondaryWindow == nil, let name = window, !name.contains("."),
            let body = Syntax(node).ancestorOrSelf(mapping: {
                $0.as(FunctionDeclSyntax.self).map(Syntax.init) ?? $0.as(AccessorBlockSyntax.self).map(Syntax.init)
            })
        {
            let text = body.description.filter { !$0.isWhitespace }
            let raised = text.lowercased().components(separatedBy: "\(name.lowercased()).windowlevel=").dropFirst()
                .contains { $0.prefix(40).contains("alert") || $0.prefix(40).contains("statusbar") }
            if text.contains("return\(name)") || raised { site.secondaryWindow = name }
        }
        stackRoot(of: construction, in: function, into: &site)
        return site
    }

    /// Whether `rootViewController` is set on a window of the device: a base named for a window (`window`,
    /// `self.window?`, `keyWindow`…) or a local made as `UIWindow(…)`; not another object's property (an app
    /// delegate's `rootViewController`, a holder's) and not a CarPlay window.
    func isWindow(_ base: ExprSyntax?, in function: Syntax?) -> Bool {
        guard let base else { return false }
        let text = base.sourceText.lowercased()
        if text.contains("carplay") || text.contains("cpwindow") { return false }
        if text.contains("window") { return true }
        guard let variable = Self.variableName(base), let function else { return false }
        let scan = LocalScan(variable: variable, storyboards: storyboards)
        scan.walk(function)
        return scan.initial?.as(FunctionCallExprSyntax.self)?.calledExpression.sourceText == "UIWindow"
    }

    /// `navigationController?.delegate = self`: the container that holds this class has a delegate.
    func noteOwnContainerDelegate(_ target: ExprSyntax) {
        guard let owner = currentClass, var base = target.as(MemberAccessExprSyntax.self)?.base?.sourceText[...]
        else { return }
        if base.hasPrefix("self.") { base = base.dropFirst(5) }
        if base.hasSuffix("?") || base.hasSuffix("!") { base = base.dropLast() }
        if base == "navigationController" || base == "tabBarController" { delegatesOwnContainer.insert(owner) }
    }

    /// `segue.destination.modalPresentationStyle = …` in `prepare(for:sender:)`: the style of some of the class's
    /// segues, which the storyboard does not say.
    func noteSegueStyle(target: ExprSyntax, at node: SequenceExprSyntax) {
        guard !Self.isOnSelf(target), let owner = currentClass, segueStyles[owner] == nil,
            let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
            function.name.text == "prepare",
            function.signature.parameterClause.parameters.first?.firstName.text == "for"
        else { return }
        segueStyles[owner] = FileSource(file: path, line: line(node))
    }
}
