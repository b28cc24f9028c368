import OrientationResolver
import OrientationWire
import SwiftSyntax

// Assignments: a property's values and changes, a class's own presentation style, a container's children, the window's root.
extension DeclarationVisitor {
    /// `x = value` anywhere (the assignments of a property), `window.rootViewController = X()`, and
    /// `x.modalPresentationStyle = .fullScreen`. Read from the `=`, second in its sequence: every binary
    /// expression is a sequence, and looking into each for an `=` cost more than the rest of this visit.
    func readAssignment(_ assignment: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
        // A window root set only before an iOS version (`if #available(iOS 14, *) {} else { … }`) says so.
        let sitesBefore = facts.sites.count
        let result = readAssignmentStatement(assignment)
        if facts.sites.count > sitesBefore, let version = Self.onlyBeforeIOS(Syntax(assignment)) {
            for index in sitesBefore..<facts.sites.count { facts.sites[index].onlyBeforeIOS = version }
        }
        return result
    }

    func readAssignmentStatement(_ assignment: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
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
                var assigned = ReturnedValue(
                    value: ValueExpr(sequence: rest, text: rest.map(\.sourceText).joined(separator: " ")),
                    line: line(rest[0]), file: path)
                place(&assigned, target: target, at: node)
                if name == "modalPresentationStyle", let owner = classStack.last,
                    Self.isOnSelf(target),
                    Self.inInitializer(Syntax(node)), facts.classes[owner].ownStyle?.fixed != true
                {
                    facts.classes[owner].ownStyle = nil
                    facts.classes[owner].unreadOwnStyle = (
                        InputText.excerpt(assigned.expression.text), line(node), nil
                    )
                }
                facts.assignments[name, default: []].append(assigned)
                facts.mutations[name, default: []].append(mutation(at: node, target: target, value: assigned))
            }
            return .skipChildren
        }
        if name == "modalPresentationStyle" { noteSegueStyle(target: target, at: node) }
        if name == "delegate" { noteOwnContainerDelegate(target) }
        // `let current = Lock.mask; Lock.mask = current`: the value it already holds, no change.
        if name != nil, Self.writesBack(value, to: target) { return .skipChildren }
        if let name {
            var assigned = ReturnedValue(value, line: line(value), file: path)
            place(&assigned, target: target, at: node)
            qualifyOwnProperty(&assigned, value: value, at: node)
            facts.assignments[name, default: []].append(assigned)
            facts.mutations[name, default: []].append(mutation(at: node, target: target, value: assigned))
            if name == "modalPresentationStyle", let owner = classStack.last, Self.isOnSelf(target) {
                takeOwnStyle(value, of: owner, at: node)
            }
            if name == "viewControllers", let owner = currentClass, Self.isOnSelf(target) {
                if let made = Self.constructedChildren(value) ?? Self.childrenThroughLocal(value) {
                    if facts.children[owner] == nil {
                        facts.children[owner] = ContainerChildren(
                            names: made.names, navigationRoots: made.roots, file: path, line: line(node))
                    }
                } else {
                    // Its own list, given by what the reader does not read (`viewControllers = tabs.map { … }`).
                    facts.tables[.childrenUnread].insert(owner)
                }
            } else if name == "viewControllers", let container = Self.containerMadeHere(target),
                facts.children[container] == nil,
                let made = Self.constructedChildren(value) ?? Self.childrenThroughLocal(value)
            {
                // `tabs.viewControllers = [home, settings]` on a container the function makes (`let tabs =
                // Tabs()`, `self.tabs = Tabs()`): its children, as `takeChildren` reads them in Objective-C.
                facts.children[container] = ContainerChildren(
                    names: made.names, navigationRoots: made.roots, file: path, line: line(node))
            }
            // The enclosing function or initializer is looked up only for a root (every assignment comes here).
            let function =
                name == "rootViewController"
                ? Syntax(node).ancestorOrSelf(mapping: {
                    $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init)
                        ?? $0.as(InitializerDeclSyntax.self)?.body.map(Syntax.init)
                }) : nil
            if name == "rootViewController", isWindow(target.as(MemberAccessExprSyntax.self)?.base, in: function) {
                readRoot(value, target: target, at: node, in: function)
            } else if name == "rootViewController" {
                noteWindowRootHelper(value, target: target, at: node)
            }
        }
        return .skipChildren
    }

    /// `rootViewController = controller` in a method of a window (`extension UIWindow { func transition(to controller:
    /// UIViewController) { … } }`) that gives it a parameter: the method sets the root of the window it is called on
    /// (`SymbolTable.keepWindowHelperRoots`), as `window.transition(to: Home())` shows.
    func noteWindowRootHelper(_ value: ExprSyntax, target: ExprSyntax, at node: SequenceExprSyntax) {
        guard target.is(DeclReferenceExprSyntax.self) || Self.isOnSelf(target), let type = typeStack.last,
            type == "UIWindow" || facts.superclasses[type] == "UIWindow",
            let parameter = parameter(value, at: Syntax(node)), parameter.arity == nil
        else { return }
        facts.windowRootHelpers.insert(Self.windowHelperKey(parameter.function, parameter.index))
    }

    static func windowHelperKey(_ function: String, _ index: Int) -> String { "\(function)#\(index)" }

    /// `window.method(x, …)` on a window: each argument the reader sees made is the window's root if `method` is one
    /// that sets the root from that parameter (`noteWindowRootHelper`), kept or dropped once every file is read.
    func noteWindowHelperCall(_ node: FunctionCallExprSyntax, called: String) {
        guard let callee = node.calledExpression.as(MemberAccessExprSyntax.self), let base = callee.base,
            !node.arguments.isEmpty, node.arguments.count <= 4, base.trimmedLength.utf8Length <= 80,
            base.sourceText.lowercased().contains("window")
        else { return }
        let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) })
        for (index, argument) in node.arguments.enumerated() where !argument.expression.is(ClosureExprSyntax.self) {
            let before = facts.sites.count
            readRoot(argument.expression, target: ExprSyntax(callee), at: node, in: function)
            for site in before..<facts.sites.count {
                facts.sites[site].windowHelper = Self.windowHelperKey(called, index)
            }
        }
    }

    /// `window.rootViewController = value`: made there, or `nav` made in the same function, or a property a nib's
    /// outlet connects (`self.tabBarController`, resolved once every nib is read), or what a factory returns; each
    /// branch of an `if` or `switch` expression (`= if onboarded { Tabs() } else { Intro() }`) as a root of its own,
    /// as the same assignment in each branch of a statement is.
    func readRoot(_ value: ExprSyntax, target: ExprSyntax, at node: some SyntaxProtocol, in function: Syntax?) {
        if let branches = Self.branches(value, whole: true) {
            for branch in branches { readRoot(branch, target: target, at: node, in: function) }
            return
        }
        // Made there, or `nav` made in the same function, or a property a nib's outlet connects
        // (`self.tabBarController`, resolved once every nib is read).
        // Or what a function of the same file makes and returns (`window.rootViewController = makeRoot()`).
        var made =
            Self.constructed(value, storyboards: storyboards)
            ?? (value.is(FunctionCallExprSyntax.self) ? Self.madeThrough(value) : nil)
        var construction = value.as(FunctionCallExprSyntax.self)
        if made == nil, let variable = Self.variableName(value) {
            let scan = LocalScan(variable: variable, storyboards: storyboards)
            if let function { scan.walk(function) }
            // `tabs.delegate = self` in the function that makes `tabs` the window's root: the root has a delegate.
            if scan.delegateSet { facts.tables[.delegatesOwnContainer].insert(SourceModel.windowRootMark) }
            if let roots = rootsByIdiom(of: scan, target: target, at: node, in: function) {
                facts.sites.append(contentsOf: roots)
                return
            }
            // Given once another local the function makes (`root = navigation`, `let navigation =
            // UINavigationController(rootViewController: home)`): what that one was made as.
            if scan.constructed == nil, scan.values.count == 1, let initial = scan.initial,
                initial.is(DeclReferenceExprSyntax.self), let through = Self.madeThrough(initial)
            {
                facts.sites.append(
                    rootSite(
                        through, on: target.as(MemberAccessExprSyntax.self)?.base?.sourceText, at: node,
                        construction: nil, in: function))
                return
            }
            // A property of the type (`let split = Split()`, its bare name): its type, else a nib's outlet.
            if !scan.isLocal, scan.constructed == nil, let owner = currentClass {
                var site = rootSite(
                    ("", nil, nil), on: target.as(MemberAccessExprSyntax.self)?.base?.sourceText, at: node,
                    construction: nil, in: function)
                site.pending = .member(receiver: "self", name: variable, context: owner)
                facts.sites.append(site)
                return
            }
            // A local given another type's property (`let root = RootViewController.instance`): that
            // property's type, resolved once every file is read.
            if scan.isLocal, scan.constructed == nil, let initial = scan.initial,
                initial.is(MemberAccessExprSyntax.self),
                let site = memberRoot(initial, on: target, at: node, in: function)
            {
                facts.sites.append(site)
                return
            }
            made = scan.constructed ?? (SourceModel.scenePrefix + "@outlet:" + variable, nil, nil)
            construction = scan.initial?.as(FunctionCallExprSyntax.self)
        }
        if let shown = made {
            facts.sites.append(
                rootSite(
                    shown, on: target.as(MemberAccessExprSyntax.self)?.base?.sourceText, at: node,
                    construction: construction, in: function))
        } else if let site = memberRoot(value, on: target, at: node, in: function) {
            facts.sites.append(site)
        } else if let factory = Self.factoryCall(value) ?? returnedCall(value) {
            // `window.rootViewController = RootViewController.instance()`: what the factory returns.
            var site = rootSite(
                ("", nil, nil), on: target.as(MemberAccessExprSyntax.self)?.base?.sourceText, at: node,
                construction: nil, in: function)
            site.pending = factory
            facts.sites.append(site)
        }
    }

    /// The interface orientation (its mask bit) the nearest enclosing `switch` on the current orientation is in
    /// for the case that holds `node`: `switch windowScene.interfaceOrientation { case .landscapeLeft: … }` (an
    /// interface orientation), or `switch UIDevice.current.orientation { … }` (a device orientation, whose landscape
    /// sides are the interface's the other way round). Nil elsewhere, and for a case of several orientations.
    static func currentOrientationCase(around node: Syntax) -> Int? {
        var current = node.parent
        var depth = 0
        while let step = current, depth < 12 {
            if step.is(FunctionDeclSyntax.self) || step.is(ClosureExprSyntax.self) { return nil }
            if let switchCase = step.as(SwitchCaseSyntax.self),
                let switchExpr = switchCase.parent?.parent?.as(SwitchExprSyntax.self)
            {
                let subject = switchExpr.subject.trimmedDescription
                let interface = subject.hasSuffix("interfaceOrientation")
                let device = subject.hasSuffix("UIDevice.current.orientation") || subject == "deviceOrientation"
                guard interface || device, case let .case(label) = switchCase.label, label.caseItems.count == 1,
                    let item = label.caseItems.first?.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
                        MemberAccessExprSyntax.self)
                else { return nil }
                let name = item.declName.baseName.text
                let bits: [String: Int] =
                    interface
                    ? [
                        "portrait": 1 << 1, "portraitUpsideDown": 1 << 2, "landscapeLeft": 1 << 4,
                        "landscapeRight": 1 << 3,
                    ]
                    : [
                        "portrait": 1 << 1, "portraitUpsideDown": 1 << 2, "landscapeLeft": 1 << 3,
                        "landscapeRight": 1 << 4,
                    ]
                return bits[name]
            }
            current = step.parent
            depth += 1
        }
        return nil
    }

    /// A property's value with its owner (or the receiver to find it from), the orientation branch it is given
    /// in, and whether it is given while the app launches or the object is made.
    /// `modalPresentationStyle = .fullScreen` (or `self.…`) in the class's own initializer: the style it gives
    /// itself; a value the reader cannot evaluate is kept as text (presentations that rely on it are not checked).
    /// Set in its `viewDidLoad` or `loadView`: UIKit reads the style when the presentation starts, which is before
    /// the view loads unless the presenter touched the view first, so the reader cannot tell either.
    func takeOwnStyle(_ value: ExprSyntax, of owner: Int, at node: SequenceExprSyntax) {
        if Self.inInitializer(Syntax(node)), facts.classes[owner].ownStyle?.fixed != true {
            if let style = Self.styleName(value) {
                facts.classes[owner].ownStyle = (style, line(node), false)
                facts.classes[owner].unreadOwnStyle = nil
            } else {
                facts.classes[owner].ownStyle = nil
                facts.classes[owner].unreadOwnStyle = (InputText.excerpt(value.sourceText), line(node), nil)
            }
        } else if facts.classes[owner].ownStyle == nil, facts.classes[owner].unreadOwnStyle == nil,
            moments.last == .loadingView, let method = Self.functionName(around: Syntax(node))
        {
            facts.classes[owner].unreadOwnStyle = (InputText.excerpt(value.sourceText), line(node), method)
        } else if facts.classes[owner].helperStyle == nil, moments.last == .later, closureDepth == 0,
            let style = Self.styleName(value), let method = Self.functionName(around: Syntax(node))
        {
            // Its own style if only its initializers call this method (resolved once the module is read).
            facts.classes[owner].helperStyle = (style, line(node), method)
        }
    }

    /// The parameter of the enclosing function a value names; else, where another object's property is given one
    /// of this class's own stored properties by its bare name (`delegate.orientationLock = orientation` in a hosting
    /// controller), that property of this class, not one of the assigned object's.
    func qualifyOwnProperty(_ assigned: inout ReturnedValue, value: ExprSyntax, at node: SequenceExprSyntax) {
        assigned.parameter = parameter(value, at: Syntax(node))
        guard assigned.parameter == nil, let lexical = currentClass, assigned.owner != lexical,
            let own = storedProperty(value, of: lexical)
        else { return }
        assigned.expression = own
    }

    /// `expression` is a bare name of a stored property of `type` (no local of the function declares it): that
    /// property, read as `type`'s.
    func storedProperty(_ expression: ExprSyntax, of type: String) -> ValueExpr? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            facts.properties[type]?[name] != nil, bodyDeclaring(name, at: expression) == nil
        else { return nil }
        return .member(base: type, name: name, text: name)
    }

    func place(_ assigned: inout ReturnedValue, target: ExprSyntax, at node: SequenceExprSyntax) {
        assigned.owner = owner(of: target, at: node)
        if assigned.owner == nil { assigned.receiver = receiver(of: target) }
        assigned.whenCurrent = Self.currentOrientationCase(around: Syntax(node))
        let own = closureDepth == 0 && Self.isOnSelf(target)
        assigned.replacesDeclaredValue =
            moments.last == .made || moments.last == .launching || moments.last == .loadingView && own
        assigned.settlesDeclaredValue =
            own && moments.last?.precedesOwnMask == true && Self.isStraightLine(Syntax(node))
        // Given inside a test of the idiom (`if userInterfaceIdiom == .phone { lockPortrait = true }`): a value the
        // property has on that idiom alone.
        assigned.idiom = idiomCondition(around: Syntax(node))
        if assigned.idiom == nil { assigned.inFunction = Self.functionName(around: Syntax(node)) }
    }

    /// `receiver.method()` on an instance (`coordinator.makeRoot()`, `self.router.start()`): what that method of the
    /// receiver's type returns, resolved once every file is read.
    func returnedCall(_ value: ExprSyntax) -> PendingClass? {
        guard let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
            let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
            case let receiver = base.trimmedDescription, receiver.first?.isLowercase == true
        else { return nil }
        return .returned(receiver: receiver, method: member.declName.baseName.text, context: currentClass)
    }

    /// Whether the statement at `node` is one of its function's or initializer's own statements, not inside a
    /// branch, loop or closure.
    static func isStraightLine(_ node: Syntax) -> Bool {
        guard let item = node.ancestorOrSelf(mapping: { $0.as(CodeBlockItemSyntax.self) }),
            let block = item.parent?.parent?.as(CodeBlockSyntax.self)
        else { return false }
        return block.parent?.is(FunctionDeclSyntax.self) == true || block.parent?.is(InitializerDeclSyntax.self) == true
    }

    /// The receiver of `target` as written (`self.player.settings` of `self.player.settings.x`), with the type
    /// being walked, for the owner to be resolved once every file is read. A chain from a local the function
    /// declares with a type (`project.scene` with `let project = Project()`) starts from that type.
    func receiver(of target: ExprSyntax) -> (text: String, context: String?)? {
        guard let base = target.as(MemberAccessExprSyntax.self)?.base else { return nil }
        var text = base.trimmedDescription
        let root = String(text.prefix { $0 != "." && $0 != "?" && $0 != "!" })
        if root != text, root.first?.isLowercase == true, root != "self", let function = bodyDeclaring(root, at: base) {
            let scan = LocalScan(variable: root, storyboards: storyboards, at: Syntax(base))
            scan.walk(function)
            if scan.isLocal, let type = scan.annotation.map(DeclaredType.simpleName) ?? Self.typeMade(by: scan.initial)
            {
                text = type + text.dropFirst(root.count)
            }
        }
        return (text, typeStack.last)
    }

    /// The type a local's initial value makes or names: `T(…)`, `x as? T`, `x as! T`.
    static func typeMade(by initial: ExprSyntax?) -> String? {
        guard let initial else { return nil }
        if let called = initial.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?
            .baseName.text, called.first?.isUppercase == true
        {
            return called
        }
        if let (_, type) = Self.castParts(initial) { return DeclaredType.simpleName(type.trimmedDescription) }
        if let cast = initial.as(AsExprSyntax.self) { return DeclaredType.simpleName(cast.type.trimmedDescription) }
        return nil
    }

    /// The type whose property `target` is (`ReturnedValue.owner`): the type being walked for `x` and `self.x`;
    /// `Type` for `Type.x` and `Type.shared.x`; the declared type of `p` for `p.x` and `self.p.x`, where `p` is a
    /// property of the type being walked or a local the function declares with a type or makes with `Type(…)`.
    /// Nil where the reader cannot tell.
    func owner(of target: ExprSyntax, at node: some SyntaxProtocol) -> String? {
        if target.is(DeclReferenceExprSyntax.self) { return typeStack.last }
        guard let base = target.as(MemberAccessExprSyntax.self)?.base else { return nil }
        var text = Substring(base.trimmedDescription)
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        if text == "self" || text == "Self" { return typeStack.last }
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        let parts = text.split(separator: ".")
        guard let first = parts.first, parts.allSatisfy({ $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } })
        else { return nil }
        if first.first?.isUppercase == true {
            // `AppDelegate.lock`, `OrientationManager.shared.lock`: the type (a singleton is its type's instance).
            if parts.count == 1 { return String(first) }
            if parts.count == 2,
                SymbolTable.isSingletonAccessor(String(parts[1]))
            {
                return String(first)
            }
            return nil
        }
        guard parts.count == 1 else { return nil }
        let name = String(first)
        if let function = bodyDeclaring(name, at: node) {
            let scan = LocalScan(variable: name, storyboards: storyboards, at: Syntax(node))
            scan.walk(function)
            if scan.isLocal {
                if let annotation = scan.annotation { return DeclaredType.simpleName(annotation) }
                return Self.typeMade(by: scan.initial)
            }
        }
        if let type = typeStack.last, let declared = facts.properties[type]?[name] { return declared.type }
        return nil
    }

    /// A local given a controller on each idiom (`if isPad { root = A() } else { root = B() }`, or a switch on the
    /// idiom) before the window's root is set to it: one root per idiom, at the line that gives it; nil otherwise.
    func rootsByIdiom(
        of scan: LocalScan, target: ExprSyntax, at node: some SyntaxProtocol, in function: Syntax?
    ) -> [ShowSite]? {
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
        guard byIdiom.count == before.count, Set(byIdiom.map(\.idiom)).count == 2 else { return nil }
        let outer = idiomCondition(around: Syntax(node))
        let external =
            target.as(MemberAccessExprSyntax.self)?.base?.sourceText.lowercased().contains("external") == true
        return byIdiom.filter { outer == nil || outer == $0.idiom }.map { given in
            var site = given.site
            site.idiom = given.idiom
            site.external = external
            return site
        }
    }

    /// A site's stack root from `UINavigationController(rootViewController: vc)` with `vc` made in the same function;
    /// a root given but not seen made leaves the site unchecked (`unseenNavigationRoot`).
    func stackRoot(of construction: FunctionCallExprSyntax?, in function: Syntax?, into site: inout ShowSite) {
        guard site.navigationRoot == nil,
            let argument = construction?.arguments.first(where: { Self.isStackRootLabel($0.label?.text) })?.expression
        else { return }
        if let variable = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, let function {
            let scan = LocalScan(variable: variable, storyboards: storyboards)
            scan.walk(function)
            site.navigationRoot = scan.constructed?.class
        }
        // What a type's factory returns (`Library.instance()`), resolved once every file is read.
        if site.navigationRoot == nil { site.pendingNavigationRoot = Self.factoryCall(argument) }
        if site.navigationRoot == nil { site.unseenNavigationRoot = InputText.excerpt(argument.sourceText) }
    }

    /// A window's root as an assignment sets it on `window` (the receiver as written): on an external screen, on
    /// one idiom, on a window of its own (unless the function makes that window the main one, `self.window =
    /// newWindow`), with its stack's root.
    /// A root a property of another object gives (`appCoordinator?.rootViewController`): that property of the
    /// receiver's type, resolved once every file is read (`PendingClass.member`).
    func memberRoot(
        _ value: ExprSyntax, on target: ExprSyntax, at node: some SyntaxProtocol, in function: Syntax?
    ) -> ShowSite? {
        guard let member = value.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        var site = rootSite(
            ("", nil, nil), on: target.as(MemberAccessExprSyntax.self)?.base?.sourceText, at: node, construction: nil,
            in: function)
        site.pending = .member(
            receiver: base.trimmedDescription.filter { $0 != "?" && $0 != "!" }, name: member.declName.baseName.text,
            context: currentClass)
        return site
    }

    func rootSite(
        _ shown: (class: String, navigationRoot: String?, scene: String?), on window: String?,
        at node: some SyntaxProtocol,
        construction: FunctionCallExprSyntax?, in function: Syntax?
    ) -> ShowSite {
        var site = ShowSite(
            kind: .root, shown: shown.class, inClass: currentClass, presentationStyle: nil,
            navigationRoot: shown.navigationRoot, file: path, line: line(node), scene: shown.scene)
        site.external = window?.lowercased().contains("external") == true
        site.setWhileLaunching = moments.last == .launching && Self.isStraightLine(Syntax(node))
        // A window made for an external display: in a function named for one (`externalMonitorConnected`), or kept
        // in a property named for one (`externalDisplayWindow = window`).
        if !site.external, let name = window?.lowercased(), !name.contains("."), let function {
            let named =
                Syntax(function).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })?.name.text.lowercased()
                .contains("external") == true
            let text = function.description.lowercased().filter { !$0.isWhitespace }
            let keptAs = text.components(separatedBy: "=\(name)").dropLast().map { before in
                String(before.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }.reversed())
            }
            site.external = named || keptAs.contains { $0.contains("external") }
        }
        site.idiom = idiomCondition(around: Syntax(node))
        site.secondaryWindow = window.flatMap(ShowSite.secondaryWindow)
        // Unless the function makes it the main window (`self.window = newWindow`), or it is the app's launch and
        // makes the window key and visible (`deviceWindow.makeKeyAndVisible()`): the main window, whatever its name.
        if let name = site.secondaryWindow, let function {
            let text = function.description.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" }
            if text.contains("window=\(name)")
                || (moments.last == .launching && text.contains("\(name).makeKeyAndVisible()"))
            {
                site.secondaryWindow = nil
            }
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
        if base == "navigationController" || base == "tabBarController" {
            facts.tables[.delegatesOwnContainer].insert(owner)
        }
        // `(window?.rootViewController as? UITabBarController)?.delegate = self`: the window's root has one.
        if base.contains("rootViewController") {
            facts.tables[.delegatesOwnContainer].insert(SourceModel.windowRootMark)
        }
    }

    /// `segue.destination.modalPresentationStyle = …` in `prepare(for:sender:)`: the style of some of the class's
    /// segues, which the storyboard does not say.
    func noteSegueStyle(target: ExprSyntax, at node: SequenceExprSyntax) {
        guard !Self.isOnSelf(target), let owner = currentClass, facts.segueStyles[owner] == nil,
            let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }),
            function.name.text == "prepare",
            function.signature.parameterClause.parameters.first?.firstName.text == "for"
        else { return }
        facts.segueStyles[owner] = FileSource(file: path, line: line(node))
    }
}
