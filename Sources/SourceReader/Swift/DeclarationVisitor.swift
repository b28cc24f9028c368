import OrientationResolver
import OrientationWire
import SwiftSyntax

/// One file's declarations: classes, their answers, assignments, shows.
final class DeclarationVisitor: SyntaxVisitor {
    let path: String
    let lines: LineStarts
    /// What the file declares, as the reader finds it: the one declaration of each kind of fact (`FileDeclarations`).
    var facts = FileDeclarations()
    /// The lines of the file's `dismiss(animated:)` calls.
    var dismissals: [Int] = []
    /// The lines of the dismissals made through `self` or no receiver.
    var dismissalsBySelf: Set<Int> = []
    /// The flags the file's full-screen covers are bound to (`.fullScreenCover(isPresented: $showing)`).
    var coverFlags: Set<String> = []
    /// The names each function, accessor, closure or initializer body declares (`isLocal`), by the body.
    var declaredNames: [SyntaxIdentifier: Set<String>] = [:]
    /// Each function's parameters (not shadowed by a local), by the function's node: `enclosingParameter`.
    var functionParameters: [SyntaxIdentifier: [String: ParameterRef]] = [:]
    /// Whether a function is given an orientation or a mask, by its node (asked of each of its blocks).
    var givenOrientation: [SyntaxIdentifier: Bool] = [:]
    /// Whether a function's (or closure's) text names an idiom (`callIdiom`), by its node.
    var namesIdiom: [SyntaxIdentifier: Bool] = [:]
    var classStack: [Int] = []
    /// The types being walked (classes, structs, enums, actors, extensions), innermost last: the owner of a property
    /// declared or set there (`ReturnedValue.owner`).
    var typeStack: [String] = []
    /// Variables given `UIStoryboard(name: "Name", …)`, by name, as the file declares them (the latest one wins).
    var storyboards: [String: String] = [:]

    /// `[A(), B()]` as class names, each with its stack root where it is a navigation controller made with one
    /// (`UINavigationController(rootViewController: Alarm())`); nil when an element is not a constructed controller.
    /// An element may be a local the enclosing function gives one (`let tab = A()`), or gives what a function of the
    /// same file returns (`let tab = makeNavigation(root: home)`, where that function returns
    /// `BaseNavigationController(…)`).
    static func constructedChildren(_ expression: ExprSyntax) -> (names: [String], roots: [String?])? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var names: [String] = []
        var roots: [String?] = []
        for element in array.elements {
            guard let shown = constructed(element.expression) ?? madeThrough(element.expression) else { return nil }
            names.append(shown.class)
            roots.append(shown.navigationRoot)
        }
        return (names, roots)
    }

    /// A scan of `variable` in the function that holds `node`, up to `node`.
    static func scanned(_ variable: String, at node: Syntax) -> LocalScan? {
        guard let body = enclosingBody(of: node) else { return nil }
        let scan = LocalScan(variable: variable, at: node)
        scan.walk(body)
        return scan
    }

    /// The children a local array gives (`let tabs = [home, settings]`, then `viewControllers = tabs`): the array
    /// the function makes it as, read as `constructedChildren` reads a literal.
    static func childrenThroughLocal(_ expression: ExprSyntax) -> (names: [String], roots: [String?])? {
        guard let reference = expression.as(DeclReferenceExprSyntax.self),
            let scan = scanned(reference.baseName.text, at: Syntax(expression)), scan.isLocal,
            scan.values.count == 1, let initial = scan.initial
        else { return nil }
        return constructedChildren(initial)
    }

    /// What a local (or a property) the function gives one value to before `expression` was made as there (`let
    /// home = Home()`, `self.home = Home()`); nil where it is given several (`home = A()` and `home = B()` in
    /// branches) or something else.
    static func madeOnce(_ expression: ExprSyntax) -> (class: String, navigationRoot: String?, scene: String?)? {
        guard let variable = variableName(expression), variable != "self",
            let scan = scanned(variable, at: Syntax(expression)), scan.values.count == 1
        else { return nil }
        return scan.constructed
    }

    /// Whether `value` is a local the function gave the value of `target` itself (`let current = AppDelegate.lock`,
    /// then `AppDelegate.lock = current`).
    static func writesBack(_ value: ExprSyntax, to target: ExprSyntax) -> Bool {
        guard let reference = value.as(DeclReferenceExprSyntax.self),
            let scan = scanned(reference.baseName.text, at: Syntax(value)), scan.isLocal, scan.values.count == 1,
            let initial = scan.initial
        else { return false }
        func bare(_ text: String) -> String { text.hasPrefix("self.") ? String(text.dropFirst(5)) : text }
        return bare(initial.trimmedDescription) == bare(target.trimmedDescription)
    }

    /// The class of the container a `….viewControllers = …` is given to (`tabs`, `tabs!`, `self.tabs?`), where the
    /// enclosing function makes it (`let tabs = Tabs()`, `self.tabs = Tabs()`) and gives it nothing else.
    static func containerMadeHere(_ target: ExprSyntax) -> String? {
        guard let base = target.as(MemberAccessExprSyntax.self)?.base.map(unwrapped),
            let variable = variableName(base), variable != "self", let scan = scanned(variable, at: Syntax(target)),
            scan.values.count == 1, let made = scan.constructed, made.scene == nil
        else { return nil }
        return made.class
    }

    /// What a local (`tab`) or a call to a function of the same file (`makeNavigation(…)`, `self.makeNavigation(…)`)
    /// gives, where it is a controller constructed there: at most two steps, each in the function it is written in.
    static func madeThrough(_ expression: ExprSyntax, depth: Int = 0) -> (
        class: String, navigationRoot: String?, scene: String?
    )? {
        guard depth < 3 else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard let body = enclosingBody(of: Syntax(expression)) else { return nil }
            let scan = LocalScan(variable: reference.baseName.text, at: Syntax(expression))
            scan.walk(body)
            guard let initial = scan.initial else { return nil }
            return constructed(initial) ?? madeThrough(initial, depth: depth + 1)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        let callee = call.calledExpression
        let member = callee.as(MemberAccessExprSyntax.self)
        guard
            let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? (member?.base?.is(DeclReferenceExprSyntax.self) == true
                    && member?.base?.trimmedDescription == "self" ? member?.declName.baseName.text : nil),
            let file = Syntax(expression).root.as(SourceFileSyntax.self)
        else { return nil }
        // The one function of that name the file declares, and what each of its returns gives.
        let functions = FunctionsNamed(name)
        functions.walk(file)
        guard functions.found.count == 1, let body = functions.found[0].body else { return nil }
        return madeReturned(by: body, depth: depth)
    }

    /// The controller every return of `body` makes (one class), as `madeThrough` follows each; nil where they differ
    /// or one is not seen made.
    static func madeReturned(by body: CodeBlockSyntax, depth: Int = 0) -> (
        class: String, navigationRoot: String?, scene: String?
    )? {
        let returns = ReturnsOf()
        returns.walk(body)
        // A body of one expression returns it (`func makeRoot() -> UIViewController { Tabs() }`).
        if returns.values.isEmpty, body.statements.count == 1,
            let only = body.statements.first?.item.as(ExprSyntax.self)
        {
            returns.values = [only]
        }
        let made = returns.values.map { value in
            // `UINavigationController(rootViewController: home)` with `home` made in the body: its stack's root.
            constructed(value).map { made in
                guard made.navigationRoot == nil, let call = value.as(FunctionCallExprSyntax.self),
                    let root = call.arguments.first(where: { isStackRootLabel($0.label?.text) })?.expression.as(
                        DeclReferenceExprSyntax.self)
                else { return made }
                let scan = LocalScan(variable: root.baseName.text, at: Syntax(value))
                scan.walk(body)
                return (made.class, scan.constructed?.class, made.scene)
            } ?? madeThrough(value, depth: depth + 1)
        }
        guard let first = made.first, let shown = first, made.allSatisfy({ $0?.class == shown.class }) else {
            return nil
        }
        return shown
    }

    /// The body of the function, initializer or closure `node` is in.
    static func enclosingBody(of node: Syntax) -> Syntax? {
        node.ancestorOrSelf { ancestor in
            if let function = ancestor.as(FunctionDeclSyntax.self) { return function.body.map(Syntax.init) }
            if let initializer = ancestor.as(InitializerDeclSyntax.self) { return initializer.body.map(Syntax.init) }
            if let closure = ancestor.as(ClosureExprSyntax.self) { return Syntax(closure.statements) }
            return nil
        }
    }

    /// The functions of a file with one name.
    final class FunctionsNamed: SyntaxVisitor {
        let name: String
        var found: [FunctionDeclSyntax] = []
        init(_ name: String) {
            self.name = name
            super.init(viewMode: .sourceAccurate)
        }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.name.text == name { found.append(node) }
            return .skipChildren
        }
    }

    /// The values a function body returns (not those of closures or functions inside it).
    final class ReturnsOf: SyntaxVisitor {
        var values: [ExprSyntax] = []
        init() { super.init(viewMode: .sourceAccurate) }
        override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
            if let value = node.expression { values.append(value) }
            return .skipChildren
        }
        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// Whether blocks are asked `BodyFilter` before they are walked.
    let filtering: Bool
    /// When the walk stops (the per-file time bound), and whether it has.
    let timeUp: ContinuousClock.Instant
    var stopped = false
    var blocks = 0

    init(path: String, lines: LineStarts, filtering: Bool = true, milliseconds: Int = SwiftFileReader.maxMilliseconds) {
        self.path = path
        self.lines = lines
        self.filtering = filtering
        self.timeUp = ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int { lines.line(of: node) }

    /// `@main struct Name: App`: the app's life cycle is SwiftUI's.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if facts.swiftUIApp == nil,
            node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "main" }),
            node.inheritanceClause?.inheritedTypes.contains(where: {
                ["App", "SwiftUI.App"].contains($0.type.sourceText)
            }) == true
        {
            facts.swiftUIApp = (node.name.text, FileSource(file: path, line: line(node.name)))
        }
        readRepresentable(name: node.name.text, inheritance: node.inheritanceClause, members: node.memberBlock)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { _ = typeStack.popLast() }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        // `enum Storyboards: String { case main = "Main" }`: each case's raw value (its name where none is given).
        if node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription == "String" {
            for member in node.memberBlock.members {
                for element in member.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                    let raw = element.rawValue.map { Self.nameLiteral($0.value) } ?? element.name.text
                    if let raw { facts.stringRawValues["\(node.name.text).\(element.name.text)"] = raw }
                }
            }
        }
        typeStack.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: EnumDeclSyntax) { _ = typeStack.popLast() }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        typeStack.append(node.name.text)
        return .visitChildren
    }
    override func visitPost(_ node: ActorDeclSyntax) { _ = typeStack.popLast() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { type -> String in
            let text = type.type.sourceText
            return text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text
        }
        var declared = SymbolTable.DeclaredType(
            name: node.name.text, superclass: superclass, file: path, line: line(node.name))
        for case let .attribute(attribute) in node.attributes where attribute.attributeName.sourceText == "objc" {
            if let name = attribute.arguments?.sourceText, !name.isEmpty { declared.objcName = name }
        }
        facts.classes.append(declared)
        classStack.append(facts.classes.count - 1)
        typeStack.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) {
        dropRepeatedAppearanceChanges(node.memberBlock)
        _ = classStack.popLast()
        _ = typeStack.popLast()
    }

    /// `extension Name { … }`: its members are the class's (folded into it after every file is read).
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let text = node.extendedType.sourceText
        let name = text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text
        var declared = SymbolTable.DeclaredType(name: name, superclass: nil, file: path, line: line(node.extendedType))
        declared.isExtension = true
        facts.classes.append(declared)
        classStack.append(facts.classes.count - 1)
        typeStack.append(name)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) {
        _ = classStack.popLast()
        _ = typeStack.popLast()
    }

    // Nodes that hold nothing the reader looks for (no call, assignment or declaration inside): their children and
    // tokens are not walked. Half the nodes of a body are such leaves, and walking them was most of the reading
    // beside the parse.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// A block that holds no assignment, presentation, rotation call, orientation value or declaration (`BodyFilter`),
    /// unless its function is given an orientation; every block once
    /// the file's time is up (`SwiftFileReader.maxMilliseconds`, looked at every 64 blocks).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        blocks &+= 1
        if blocks & 63 == 0, !stopped, ContinuousClock.now >= timeUp { stopped = true }
        if stopped { return .skipChildren }
        // The app delegate's launch is walked whole: the calls it makes run only then (`atAppLaunch`).
        var calls: [String] = []
        guard filtering, !atAppLaunch, !BodyFilter.mayHoldAnything(node, calls: &calls) else { return .visitChildren }
        // The calls of a block skipped are counted all the same, as made where the block is (it tests no idiom).
        if !calls.isEmpty { noteSkippedCalls(calls, in: node) }
        // A function given an orientation or a mask may pass it on (`update(mask)`): its calls are read
        // (`argumentCall`).
        guard let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) else {
            return .skipChildren
        }
        if let known = givenOrientation[function.id] { return known ? .visitChildren : .skipChildren }
        let given = function.signature.parameterClause.parameters.contains {
            $0.type.trimmedDescription.contains("Orientation")
        }
        givenOrientation[function.id] = given
        return given ? .visitChildren : .skipChildren
    }
    /// `view.backgroundColor`, `.fullScreen`, `self.x`: a member of a name holds nothing more; `make().x` is walked.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        // `$model.name`: a binding, through which a SwiftUI control writes the property.
        var root = node.base
        while let member = root?.as(MemberAccessExprSyntax.self) { root = member.base }
        if let bound = root?.as(DeclReferenceExprSyntax.self)?.baseName.text, bound.hasPrefix("$"),
            bound.dropFirst().first?.isNumber == false
        {
            facts.writtenAround.insert(node.declName.baseName.text)
        }
        return node.base == nil || node.base?.is(DeclReferenceExprSyntax.self) == true ? .skipChildren : .visitChildren
    }

    static let answers: Set<String> = [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
    ]
    /// The calls `rotation(_:called:)` reads.
    static let rotationCalls: Set<String> = [
        "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation",
        "requestGeometryUpdate", "setValue", "setValuesForKeys",
    ]

    /// Closures being walked.
    var closureDepth = 0

    /// For each initializer, function and closure being walked, when its code runs: a change made in an initializer
    /// or a controller's `viewDidLoad` (not in a closure or function inside it, which may run later) is made before
    /// UIKit reads any mask of the object; one made at the app's launch, before the window shows.
    var moments: [CodeMoment] = []
    /// The bodies of the file's initializers and view-loading methods (`SwiftFileReader.CallMoments` looks for the
    /// calls they make).
    var initializerBodies: [CodeBlockSyntax] = []
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { initializerBodies.append(body) }
        moments.append(.made)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { moments.removeLast() }
    /// `deinit`: the object goes away, and no mask of it is read again; a change there is no change UIKit sees.
    override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        moments.append(.made)
        return .visitChildren
    }
    override func visitPost(_ node: DeinitializerDeclSyntax) { moments.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        moments.append(.later)
        closureDepth += 1
        leaving.append(leaving.last == true || Self.completesDismissal(node))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        moments.removeLast()
        closureDepth -= 1
        leaving.removeLast()
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        moments.removeLast()
        appLaunch.removeLast()
        leaving.removeLast()
    }

    /// For each function and closure being walked, whether its code runs as a controller leaves the screen: a
    /// controller's `viewWillDisappear` or `viewDidDisappear` (and what it nests), a dismissal's completion.
    var leaving: [Bool] = []
    /// For each function being walked, whether it is the app delegate's launch (`application(_:didFinishLaunching…)`,
    /// `…willFinishLaunching…`), not a scene's connection.
    var appLaunch: [Bool] = []
    /// Code that runs as the app delegate's launch method runs: in its body, outside a closure.
    var atAppLaunch: Bool { appLaunch.last == true && closureDepth == 0 }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { readFunction(node) }
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        // `@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate`, or `… var delegate: AppDelegate`: the class a
        // SwiftUI App installs.
        for attribute in node.attributes {
            guard let attribute = attribute.as(AttributeSyntax.self),
                attribute.attributeName.trimmedDescription.hasSuffix("UIApplicationDelegateAdaptor")
            else { continue }
            if case let .argumentList(arguments)? = attribute.arguments,
                let type = arguments.first?.expression.as(MemberAccessExprSyntax.self)?.base
            {
                facts.delegateAdaptors.append(type.trimmedDescription)
            }
            for binding in node.bindings {
                if let type = binding.typeAnnotation?.type { facts.delegateAdaptors.append(type.trimmedDescription) }
            }
        }
        return readVariable(node)
    }
    override func visit(_ assignment: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
        // `x.rootViewController = …`, whatever the reader makes of it.
        if assignment.parent?.as(ExprListSyntax.self)?.first?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            == "rootViewController"
        {
            facts.setsSomeRoot = true
        }
        return readAssignment(assignment)
    }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { readCall(node) }
    /// `\.name`, `\Model.a.name`: each name may be written through the key path.
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind {
        for component in node.components {
            if let property = component.component.as(KeyPathPropertyComponentSyntax.self) {
                facts.writtenAround.insert(property.declName.baseName.text)
            }
        }
        return .skipChildren
    }
    /// `&name`, `&model.name`: the function called may write it.
    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? node.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        {
            facts.writtenAround.insert(name)
        }
        return .visitChildren
    }
}
