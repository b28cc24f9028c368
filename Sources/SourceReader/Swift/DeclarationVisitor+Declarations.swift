import OrientationResolver
import OrientationWire
import SwiftSyntax

// Declarations: properties, overrides, static members, the app delegate's answer; what a getter returns.
extension DeclarationVisitor {
    func readVariable(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                let storyboard = Self.storyboardName(call)
            {
                storyboards[name] = storyboard
            }
            // A property's (or a global's) initial value; a function's locals are not properties, and reading each
            // one's text was a tenth of the whole reading.
            if let initializer = binding.initializer, isPropertyOrGlobal(node) {
                var value = ReturnedValue(initializer.value, line: line(initializer.value), file: path)
                value.owner = node.parent?.is(MemberBlockItemSyntax.self) == true ? typeStack.last : nil
                value.isDeclaredValue = true
                value.onlyCodeWrites = value.owner != nil && Self.onlyCodeWrites(node)
                facts.assignments[name, default: []].append(value)
            }
            // A property of a type (or of its extension): its type, or the class its initial value makes.
            if let owner = typeStack.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
                // `let picker = PickerViewController()`: the class called (a cheap look, asked of every property).
                var made: String?
                if let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(
                    DeclReferenceExprSyntax.self)?.baseName.text,
                    called.first?.isUppercase == true
                {
                    made = called
                }
                // `let delegate = UIApplication.shared.delegate as? AppDelegate`: the type it is cast to.
                let cast = binding.initializer.flatMap { Self.castParts($0.value) }.flatMap { Self.namedType($0.type) }
                if let type = binding.typeAnnotation.flatMap({ Self.namedType($0.type) }) ?? made ?? cast {
                    facts.properties[owner, default: [:]][name] = DeclaredProperty(
                        type: type, made: made != nil, alias: Self.returnedProperty(binding))
                }
            }
            // `extension UIInterfaceOrientationMask { static var portraitOnPhone: Self { … } }`
            if let owner = classStack.last, facts.classes[owner].isExtension,
                facts.classes[owner].name == "UIInterfaceOrientationMask"
                    || facts.classes[owner].name == "UIInterfaceOrientation",
                BodyFilter.isTypeMember(node)
            {
                // A stored one (`static var allowed: Self = .portrait`): its initial value is among the assignments.
                if binding.initializer != nil {
                    facts.storedTypeConstants.insert(facts.classes[owner].name + "." + name)
                } else if let accessors = binding.accessorBlock {
                    facts.typeConstants[facts.classes[owner].name + "." + name] = returnedExpressions(accessors)
                }
            }
            let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            // A computed property of the app's own type that gives a mask, an orientation or a Bool
            // (`var mask: UIInterfaceOrientationMask { locked ? .portrait : .all }`): what its getter returns, by
            // `Owner.name`, for a read of it through its owner (`OrientationManager.shared.mask`).
            if !isOverride, let owner = typeStack.last, let accessors = binding.accessorBlock,
                binding.initializer == nil, node.parent?.is(MemberBlockItemSyntax.self) == true,
                let type = binding.typeAnnotation.flatMap({ Self.namedType($0.type) }),
                ["UIInterfaceOrientationMask", "UIInterfaceOrientation", "Bool"].contains(type)
            {
                let returned = returnedExpressions(accessors)
                if !returned.isEmpty { facts.typeConstants[owner + "." + name] = returned }
            }
            // `override var modalPresentationStyle: UIModalPresentationStyle { .fullScreen }` (or its getter).
            if isOverride, name == "modalPresentationStyle", let owner = classStack.last,
                let accessors = binding.accessorBlock
            {
                let returned = returnedStyles(accessors)
                if returned.count == 1, let only = returned.first {
                    facts.classes[owner].ownStyle = (only, line(binding), true)
                } else {
                    facts.classes[owner].unreadOwnStyle = (
                        InputText.excerpt(accessors.sourceText), line(binding), nil
                    )
                }
            }
            // `var supportedInterfaceOrientation: UIInterfaceOrientationMask { … }` (no `override`: it overrides
            // nothing, so it compiles): a member UIKit never calls.
            if !isOverride, let owner = classStack.last, let accessors = binding.accessorBlock,
                let type = binding.typeAnnotation?.type.trimmedDescription,
                let meant = Self.misspelledAnswer(name, type: type)
            {
                let returned = returnedExpressions(accessors)
                if !returned.isEmpty {
                    facts.classes[owner].answers[name] = returned
                    facts.classes[owner].misspelled.append((name, meant, line(binding)))
                }
            }
            guard isOverride, Self.answers.contains(name), let owner = classStack.last else { continue }
            takeAnswer(
                name, of: owner, returned: binding.accessorBlock.map(returnedExpressions) ?? [],
                reading: binding.accessorBlock)
        }
        return .visitChildren
    }

    /// A presentation style as the code writes it: `.fullScreen` or `UIModalPresentationStyle.fullScreen`.
    static func styleName(_ value: ExprSyntax) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.sourceText != "UIModalPresentationStyle" { return nil }
        return member.declName.baseName.text
    }

    /// An overriding answer of the class at `owner` (`override var supportedInterfaceOrientations { … }`, or Swift 1
    /// and 2's `override func supportedInterfaceOrientations() -> …`): what it returns, and, for the mask, what the
    /// getter or body reads.
    func takeAnswer(_ name: String, of owner: Int, returned: [ReturnedValue], reading body: (some SyntaxProtocol)?) {
        if !returned.isEmpty { facts.classes[owner].answers[name] = returned }
        if name == "supportedInterfaceOrientations", let body {
            (facts.classes[owner].maskReads, facts.classes[owner].maskReadReceivers) = ReadScan.reads(in: body)
        }
    }

    /// The methods that run each time (`viewDidLoad`: the first time) a controller comes on screen.
    static let appearanceMethods: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear"]

    /// Whether `function` is a controller's `viewDidLoad` or `loadView` (`CodeMoment.loadingView`).
    static func loadsView(_ function: FunctionDeclSyntax) -> Bool {
        CodeMoment.viewLoading.contains(function.name.text) && function.signature.parameterClause.parameters.isEmpty
    }

    /// Whether `node` is in an initializer of the class it is declared in: not in a closure or a nested function there,
    /// and not in an initializer of a struct, enum or other type nested in the class. With `orLoadingView`, also in
    /// its `viewDidLoad` or `loadView` (`CodeMoment.loadingView`).
    static func inInitializer(_ node: Syntax, orLoadingView: Bool = false) -> Bool {
        var parent = node.parent
        var initializer = false
        while let current = parent {
            if current.is(ClassDeclSyntax.self) { return initializer }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ExtensionDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self)
            {
                return false
            }
            if current.is(InitializerDeclSyntax.self) {
                initializer = true
            } else if !initializer, orLoadingView, let function = current.as(FunctionDeclSyntax.self),
                loadsView(function)
            {
                initializer = true
            } else if !initializer,
                current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self)
                    || current.is(AccessorDeclSyntax.self)
            {
                return false
            }
            parent = current.parent
        }
        return false
    }

    /// The styles an overriding property's getter returns.
    func returnedStyles(_ accessors: AccessorBlockSyntax) -> [String] {
        returnedExpressions(accessors).compactMap { returned in
            if case let .member(base, name, _) = returned.expression, base == nil || base == "UIModalPresentationStyle"
            {
                return name
            }
            return nil
        }
    }

    /// A stored property only the module's own code can write (`ReturnedValue.onlyCodeWrites`): a `var` of a type's
    /// member block with no attribute, not `dynamic`, `public` or `open`, in a type not marked `@objcMembers`.
    static func onlyCodeWrites(_ node: VariableDeclSyntax) -> Bool {
        guard node.attributes.isEmpty,
            !node.modifiers.contains(where: {
                [.keyword(.dynamic), .keyword(.public), .keyword(.open)].contains($0.name.tokenKind)
            }),
            let type = node.parent?.parent?.parent?.parent
        else { return false }
        let attributes =
            type.as(ClassDeclSyntax.self)?.attributes ?? type.as(StructDeclSyntax.self)?.attributes
            ?? type.as(EnumDeclSyntax.self)?.attributes
        guard let attributes else { return false }
        return !attributes.contains {
            $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers"
        }
    }

    /// Declared in a type's member block or at the top of the file, not inside a function, closure or accessor.
    func isPropertyOrGlobal(_ node: VariableDeclSyntax) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return true }
        return node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// A change of `target` at `node`: exempt from mask-change-not-announced when it sets the object's own property
    /// (`x = …`, `self.x = …`) in its initializer; one made in a closure may run later than the code after it.
    func mutation(at node: SequenceExprSyntax, target: ExprSyntax, value: ReturnedValue) -> Mutation {
        let own = Self.isOnSelf(target)
        return Mutation(
            place: FileSource(file: path, line: line(node)), value: value,
            inInitializer: moments.last == .launching || own && moments.last?.precedesOwnMask == true
                || madeBeforeShown(target, at: node),
            inClosure: closureDepth > 0, function: functionLines(around: Syntax(node)),
            closure: closureDepth > 0 ? closureLines(around: Syntax(node)) : nil,
            functionName: Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })?.name.text,
            inClass: currentClass, inType: typeStack.last)
    }

    /// The lines of the innermost closure around `node`.
    func closureLines(around node: Syntax) -> ClosedRange<Int>? {
        guard let closure = node.ancestorOrSelf(mapping: { $0.as(ClosureExprSyntax.self) }) else { return nil }
        return line(closure)...line(closure.rightBrace)
    }

    /// Whether `target` (`p.x`) is a property of an object this function makes (`let p = X(…)`) and has not passed
    /// to any call before `node`: set while the object is made, before it is shown, so no stale mask of it.
    func madeBeforeShown(_ target: ExprSyntax, at node: SequenceExprSyntax) -> Bool {
        guard closureDepth == 0, let member = target.as(MemberAccessExprSyntax.self),
            let variable = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let function = bodyDeclaring(variable, at: node),
            function.parent?.is(FunctionDeclSyntax.self) == true
        else { return false }
        let scan = LocalScan(variable: variable, storyboards: storyboards, at: Syntax(node))
        scan.walk(function)
        guard scan.isLocal, let call = scan.initial?.as(FunctionCallExprSyntax.self),
            let called = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            called.first?.isUppercase == true
        else { return false }
        // Passed to a call before the change (`present(p)`, `show(p)`, `nav.pushViewController(p, …)`): it may be
        // on screen.
        final class Uses: SyntaxVisitor {
            let variable: String
            let before: AbsolutePosition
            var passed = false
            init(_ variable: String, before: AbsolutePosition) {
                self.variable = variable
                self.before = before
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: LabeledExprSyntax) -> SyntaxVisitorContinueKind {
                if node.position < before, node.expression.trimmedDescription == variable { passed = true }
                return .visitChildren
            }
        }
        let uses = Uses(variable, before: node.position)
        uses.walk(function)
        return !uses.passed
    }

    /// `AVPlayerViewControllerDelegate`'s callbacks around its full-screen presentation.
    static let fullScreenCallbacks: Set<String> = [
        "willBeginFullScreenPresentationWithAnimationCoordinator",
        "willEndFullScreenPresentationWithAnimationCoordinator",
    ]

    func readFunction(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        // The app's launch, before its window shows: a value set there is the first UIKit reads, not a change.
        let name = node.name.text
        let labels =
            name == "application" || name == "scene" || name == "playerViewController"
            ? node.signature.parameterClause.parameters.map { $0.firstName.text } : []
        // AVKit's player view controller about to present or dismiss its full-screen controller: a full-screen
        // presentation or dismissal follows, for which UIKit reads the masks again (as for the movie player's
        // notifications, `noteFullScreenObserver`).
        if labels.count == 2, Self.fullScreenCallbacks.contains(labels[1]) {
            facts.tables[.fullScreenHandlers][name] = (labels[1], FileSource(file: path, line: line(node)))
        }
        let launches =
            labels == ["_", "didFinishLaunchingWithOptions"] || labels == ["_", "willFinishLaunchingWithOptions"]
        appLaunch.append(launches)
        if launches, let owner = classStack.last { facts.tables[.launchingClasses].insert(facts.classes[owner].name) }
        leaving.append(leaving.last == true || SourceModel.disappearanceMethods.contains(name))
        if launches || labels == ["_", "willConnectTo", "options"] {
            if labels.count == 3, let owner = classStack.last { facts.sceneDelegates.append(facts.classes[owner].name) }
            moments.append(.launching)
        } else if !classStack.isEmpty, Self.loadsView(node), let body = node.body {
            // A controller's `viewDidLoad`: its own state set there (or in a helper only it calls) precedes its mask.
            initializerBodies.append(body)
            moments.append(.loadingView)
        } else {
            moments.append(.later)
        }
        // A function whose body is one call passes on to the function it calls (`func choosing(_ on: Bool) {
        // Lock.set(on) }`): what follows a call of it follows that function's too.
        if let statements = node.body?.statements, statements.count == 1,
            let call = statements.first?.item.as(ExprSyntax.self).map(Self.unwrapped)?.as(FunctionCallExprSyntax.self),
            let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            facts.tables[.forwardsTo][name] = callee
        }
        // What a controller's appearance gives properties in straight-line code (`givenWhenShown`).
        if let owner = classStack.last, Self.appearanceMethods.contains(name), let body = node.body {
            facts.classes[owner].givenWhenShown += givenThroughout(body)
        }
        // `static func instantiate() -> Self` (or `class func make() -> PlayerViewController?`) of a type or a
        // protocol extension: what `T.instantiate()` gives. A method that returns a controller it makes
        // (`func makeRoot() -> UIViewController { UINavigationController(rootViewController: Home()) }`, a
        // coordinator's): that controller, for `coordinator.makeRoot()`.
        if let owner = classStack.last, let returns = node.signature.returnClause?.type {
            let made =
                returns.trimmedDescription.contains("Controller")
                ? node.body.flatMap { Self.madeReturned(by: $0) } : nil
            if BodyFilter.isTypeMember(node) || made != nil {
                facts.factories[node.name.text, default: []].append(
                    (facts.classes[owner].name, returns.sourceText, made.map { ($0.class, $0.navigationRoot) }))
            }
        }
        noteWrapper(node)
        // A container delegate's mask (`navigationControllerSupportedInterfaceOrientations(_:)`).
        if let kind = UIKitNames.containerDelegateMethods[name], facts.containerDelegates[kind] == nil {
            facts.containerDelegates[kind] = FileSource(file: path, line: line(node.name))
        }
        // Swift 1 and 2 declared the answers as methods (`override func supportedInterfaceOrientations() -> Int`,
        // `override func shouldAutorotate() -> Bool`): the same answers as Swift 3's overriding properties.
        if let owner = classStack.last, node.signature.parameterClause.parameters.isEmpty, Self.answers.contains(name),
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }), let body = node.body
        {
            takeAnswer(name, of: owner, returned: returnedExpressions(in: body.statements), reading: body)
        }
        // `func supportedInterfaceOrientation() -> UIInterfaceOrientationMask` in a class: UIKit never calls it.
        if let owner = classStack.last, node.signature.parameterClause.parameters.isEmpty,
            let type = node.signature.returnClause?.type.trimmedDescription,
            !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }),
            let meant = Self.misspelledAnswer(name, type: type), let body = node.body
        {
            let returned = returnedExpressions(in: body.statements)
            if !returned.isEmpty {
                facts.classes[owner].answers[name] = returned
                facts.classes[owner].misspelled.append((name, meant, line(node.name)))
            }
        }
        // application(_:supportedInterfaceOrientationsFor:); the labels are read only for a function so named (every
        // function of every file comes here).
        guard name == "application" else { return .visitChildren }
        if labels == ["_", "supportedInterfaceOrientationsFor"], let body = node.body {
            // Declared by a view controller (a delegate's method copied into a screen): UIKit never calls it there.
            if let owner = classStack.last,
                Self.isControllerClass(facts.classes[owner].name, superclass: facts.classes[owner].superclass)
            {
                let returned = returnedExpressions(in: body.statements)
                let written = "application(_:supportedInterfaceOrientationsFor:)"
                if !returned.isEmpty {
                    facts.classes[owner].answers[written] = returned
                    facts.classes[owner].misspelled.append((written, "supportedInterfaceOrientations", line(node.name)))
                }
                return .visitChildren
            }
            facts.appDelegateAnswer = returnedExpressions(in: body.statements)
            (facts.appDelegateReads, facts.appDelegateReadReceivers) = ReadScan.reads(in: body)
            facts.appDelegateTypeTests = TypeTestScan.returns(in: body, file: path, lines: lines)
            facts.appDelegateClass = typeStack.last
        }
        return .visitChildren
    }

    /// The expressions a getter or function body returns: `return x` statements, or a single expression body, or
    /// the branches of an `if`/`switch` expression.
    func returnedExpressions(_ accessors: AccessorBlockSyntax) -> [ReturnedValue] {
        switch accessors.accessors {
        case let .getter(statements): return returnedExpressions(in: statements)
        case let .accessors(list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body
            else { return [] }
            return returnedExpressions(in: body.statements)
        }
    }

    /// What the statements return, each owned by the type being walked (where its `self` and bare names are looked
    /// up).
    /// The property a computed property's getter returns as it is (`{ navigationContainer }`, `{ return
    /// self.navigationContainer }`); nil for anything else.
    static func returnedProperty(_ binding: PatternBindingSyntax) -> String? {
        guard binding.initializer == nil, let accessors = binding.accessorBlock else { return nil }
        let statements: CodeBlockItemListSyntax
        switch accessors.accessors {
        case let .getter(body): statements = body
        case let .accessors(list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                let body = getter.body?.statements
            else { return nil }
            statements = body
        }
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        let expression =
            item.as(ReturnStmtSyntax.self)?.expression ?? item.as(ExpressionStmtSyntax.self)?.expression
            ?? ExprSyntax(item.as(DeclReferenceExprSyntax.self))
            ?? item.as(MemberAccessExprSyntax.self).map(ExprSyntax.init)
        if let reference = expression?.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression?.as(MemberAccessExprSyntax.self), member.base?.trimmedDescription == "self" {
            return member.declName.baseName.text
        }
        return nil
    }

    func returnedExpressions(in statements: CodeBlockItemListSyntax) -> [ReturnedValue] {
        let owner = typeStack.last
        return returnedValues(in: statements).map { value in
            var value = value
            value.owner = owner
            return value
        }
    }

    func returnedValues(in statements: CodeBlockItemListSyntax) -> [ReturnedValue] {
        let returns = ReturnScan()
        returns.walk(statements)
        // Each tied to the idiom an `if` or `switch` on it gives it on, if one does.
        // A return in a case that runs on neither iPhone nor iPad (`case .mac`) is not a value on the devices.
        if !returns.found.isEmpty {
            return returns.found.filter { !Self.onNoDevice(Syntax($0)) }
                .flatMap { found -> [ReturnedValue] in
                    let idiom = idiomCondition(around: Syntax(found)) ?? Self.idiomAfter(found)
                    if let local = localValues(of: found, in: statements) {
                        return local.map { ReturnedValue(value: $0.value, line: $0.line, file: path, idiom: idiom) }
                    }
                    if let through = Self.forwardThroughStack(found, in: statements) {
                        return [ReturnedValue(value: through, line: line(found), file: path, idiom: idiom)]
                    }
                    var value = ReturnedValue(found, line: line(found), file: path, idiom: idiom)
                    value.requires = Self.requirements(of: Syntax(found), in: Syntax(statements))
                    (value.onTop, value.notOnTop) = Self.topTests(of: Syntax(found), in: Syntax(statements))
                    (value.rootIs, value.rootIsNot) = Self.topTests(
                        of: Syntax(found), in: Syntax(statements), names: ["rootViewController"])
                    return [value]
                }
        }
        guard statements.count == 1, let only = statements.first else { return [] }
        let expression: ExprSyntax?
        switch only.item {
        case let .expr(value): expression = value
        case let .stmt(statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        default: expression = nil
        }
        guard let expression else { return [] }
        if let branches = Self.branches(expression) {
            return branches.filter { !Self.onNoDevice(Syntax($0)) }
                .map { ReturnedValue($0, line: line($0), file: path, idiom: idiomCondition(around: Syntax($0))) }
        }
        return [ReturnedValue(expression, line: line(expression), file: path)]
    }

    /// `return child.supportedInterfaceOrientations` where the local `child` is bound to a child and, when that child
    /// is a navigation controller, to its root or top (`(selectedViewController as?
    /// UINavigationController)?.viewControllers.first ?? selectedViewController`): a forward to the child through its
    /// stack, the child's name marked `/stackRoot` or `/stackTop` (`CodeValue.throughStack`).
    static func forwardThroughStack(_ returned: ExprSyntax, in statements: CodeBlockItemListSyntax) -> ValueExpr? {
        guard let member = returned.as(MemberAccessExprSyntax.self),
            let local = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            SourceModel.forwardedAnswers.contains(where: { $0.name == member.declName.baseName.text })
        else { return nil }
        let scan = LocalScan(variable: local, at: Syntax(returned))
        scan.walk(statements)
        guard scan.isLocal, scan.values.isEmpty, let initial = scan.initial,
            let (child, through) = CodeValue.throughStack(initial.description)
        else { return nil }
        return .member(
            base: child + through, name: member.declName.baseName.text, text: InputText.excerpt(returned.description))
    }

    /// A local of the body returned (`var mask: UIInterfaceOrientationMask = .portrait; if x { mask = .all }; return
    /// mask`): the values the body gives it, each at its line; one value the reader cannot evaluate when the body
    /// changes it in place (`mask.insert(…)`, `mask |= …`) or gives it none it can see. nil when `returned` is not a
    /// local of the body (a property's values are the module's).
    func localValues(of returned: ExprSyntax, in statements: CodeBlockItemListSyntax) -> [(
        value: ValueExpr, line: Int
    )]? {
        guard let name = returned.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        let scan = LocalScan(variable: name, at: Syntax(returned))
        scan.walk(statements)
        guard scan.isLocal else { return nil }
        let inPlace = [
            "|=", "&=", ".insert(", ".formUnion(", ".remove(", ".subtract(", ".formIntersection(", ".update(",
        ]
        let body = statements.description
        if inPlace.contains(where: { body.contains(name + " " + $0) || body.contains(name + $0) }) {
            return [(.other(InputText.excerpt(name)), line(returned))]
        }
        // Bound by `if let answer = child?.shouldAutorotate { return answer }`: the value it unwraps.
        if scan.values.isEmpty, let initial = scan.initial { return [(ValueExpr(initial), line(initial))] }
        if scan.values.isEmpty { return [(.other(InputText.excerpt(name)), line(returned))] }
        return scan.values.map { (ValueExpr($0.value), line($0.value)) }
    }

    /// The body of the function (accessor, closure, initializer) around `node` when it declares `name` somewhere
    /// (the names each body declares are found once); nil when it does not, so no scan for `name` is needed: most
    /// assigned names are not among them.
    func bodyDeclaring(_ name: String, at node: some SyntaxProtocol) -> Syntax? {
        guard
            let body = Syntax(node).ancestorOrSelf(mapping: {
                $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) ?? $0.as(AccessorDeclSyntax.self)?.body.map(
                    Syntax.init)
                    ?? $0.as(ClosureExprSyntax.self).map { Syntax($0.statements) }
                    ?? $0.as(InitializerDeclSyntax.self)?.body.map(Syntax.init)
            })
        else { return nil }
        let declared =
            declaredNames[body.id]
            ?? {
                let names = DeclaredNames()
                names.walk(body)
                declaredNames[body.id] = names.found
                return names.found
            }()
        return declared.contains(name) ? body : nil
    }

    /// Whether `name`, assigned at `node`, is a local of the function, closure or accessor around it (not a
    /// property): its values and changes are not the property's.
    func isLocal(_ name: String, at node: some SyntaxProtocol) -> Bool {
        guard let body = bodyDeclaring(name, at: node) else { return false }
        let scan = LocalScan(variable: name, at: Syntax(node))
        scan.walk(body)
        return scan.isLocal
    }

    /// The last expression of each branch of an `if` or `switch` expression. `whole`: every branch is one
    /// expression and an `if` ends in an `else` (a value each branch gives, as a window root's), else nil.
    static func branches(_ expression: ExprSyntax, whole: Bool = false) -> [ExprSyntax]? {
        func last(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
            guard let item = statements.last?.item, !whole || statements.count == 1 else { return nil }
            switch item {
            case let .expr(value): return value
            case let .stmt(statement): return statement.as(ExpressionStmtSyntax.self)?.expression
            default: return nil
            }
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            var result: [ExprSyntax] = []
            if let value = last(conditional.body.statements) { result.append(value) } else if whole { return nil }
            switch conditional.elseBody {
            case let .codeBlock(block)?:
                if let value = last(block.statements) { result.append(value) } else if whole { return nil }
            case let .ifExpr(nested)?:
                guard let nested = branches(ExprSyntax(nested), whole: whole) else { return whole ? nil : result }
                result += nested
            case nil: if whole { return nil }
            }
            return result
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            let cases = switchExpression.cases.map { $0.as(SwitchCaseSyntax.self).flatMap { last($0.statements) } }
            if whole { return cases.isEmpty || cases.contains(where: { $0 == nil }) ? nil : cases.compactMap { $0 } }
            return cases.compactMap { $0 }
        }
        return nil
    }

    /// The orientation member UIKit asks that `name` is a few letters off (ignoring case: `shouldAutoRotate`), when
    /// `type` is that member's (a mask, an orientation, a Bool); nil for the member itself and any other name.
    static func misspelledAnswer(_ name: String, type: String?) -> String? {
        guard name.utf8.count >= 12, !answers.contains(name),
            let meant = Words.closest(to: name, among: answerNames, within: 2)
        else { return nil }
        // The member's name behind a prefix of the app's own, at a word's start (`a3SupportedInterfaceOrientations`,
        // `mySupportedInterfaceOrientations`): a method of the app's, which its own code calls, not a misspelling.
        let capitalized = meant.prefix(1).uppercased() + meant.dropFirst()
        if name.count > meant.count, name.hasSuffix(capitalized) { return nil }
        guard let type else { return meant }
        let expected = meant == "shouldAutorotate" ? "Bool" : "UIInterfaceOrientation"
        return type.contains(expected) || (expected == "Bool" && type == "BOOL") ? meant : nil
    }

    /// Whether a class is a view controller by what its declaration says: its superclass is one of UIKit's
    /// controllers or named as a view controller is; with none given here (an Objective-C `@interface` in a header),
    /// its own name ends so. Not an app delegate (`AppDelegate`, cocos2d's `AppController`), whose methods UIKit calls.
    static func isControllerClass(_ name: String, superclass: String?) -> Bool {
        // A category or an extension of UIKit's own controllers (`@implementation UINavigationController
        // (Rotation)`) is one too.
        guard let superclass else {
            return name.hasSuffix("ViewController") || UIKitNames.controllers[DeclaredType.simpleName(name)] != nil
        }
        let named = DeclaredType.simpleName(superclass)
        return UIKitNames.controllers[named] != nil || named.hasSuffix("ViewController")
    }

    static let answerNames = [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
    ]
}
