import SwiftSyntax

/// Every `return x` below a node (not inside nested closures or functions).
final class ReturnScan: SyntaxVisitor {
    var found: [ExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { found.append(expression) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// In one function: `let variable = X(...)` and `variable.modalPresentationStyle = .style`.
/// What a function does with a local: its initial value (a constructed controller; geometry preferences) and the
/// `modalPresentationStyle` set on it.
final class LocalScan: SyntaxVisitor {
    let variable: String
    var initial: ExprSyntax?
    let storyboards: [String: String]
    var constructed: (class: String, navigationRoot: String?, scene: String?)? {
        initial.flatMap { DeclarationVisitor.constructed($0, storyboards: storyboards) }
    }
    var presentationStyle: String?
    /// The function gives the variable a delegate (`variable.delegate = …`).
    var delegateSet = false
    /// Geometry preferences made first and given their mask after: `preferences.interfaceOrientations = mask`.
    var interfaceOrientations: ExprSyntax?
    /// The value given to the variable's `modalPresentationStyle` when it is not a literal style (the elements of
    /// the sequence after the `=`: one, or a ternary's).
    var styleValue: [ExprSyntax]?

    /// The call the value is used at: only what is given before it, and a declaration in scope there, counts (a
    /// later `if let x = …` in a closure, or a `let x` in another branch, gives another value).
    let at: Syntax?

    init(variable: String, storyboards: [String: String] = [:], at: Syntax? = nil) {
        self.variable = variable
        self.storyboards = storyboards
        self.at = at
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether what `node` gives the variable holds at `at`: it comes before it, and `scope` (where a declaration
    /// holds) contains it.
    func reaches(_ node: some SyntaxProtocol, scope: Syntax?) -> Bool {
        guard let at else { return true }
        guard node.position < at.position else { return false }
        guard let scope else { return true }
        return scope.position <= at.position && at.endPosition <= scope.endPosition
    }

    /// The statements a declaration at `node` holds in: its enclosing list of statements.
    static func statements(around node: some SyntaxProtocol) -> Syntax? {
        Syntax(node).ancestorOrSelf { $0.is(CodeBlockItemListSyntax.self) ? $0 : nil }
    }

    /// Every value the variable is given in the function, with the node that gives it (`let x = A()`, `x = B()`).
    var values: [(value: ExprSyntax, at: Syntax)] = []

    /// The type the function declares the local with (`let player: PlayerViewController = …`).
    var annotation: String?
    /// Whether the function declares the variable (a local, not a property).
    var isLocal = false

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable,
            reaches(node, scope: Self.statements(around: node))
        {
            isLocal = true
            if let type = node.typeAnnotation?.type { annotation = type.sourceText }
            if let value = node.initializer?.value {
                initial = value
                values.append((value, Syntax(node)))
            }
        }
        return .visitChildren
    }

    /// `if let player = … as? PlayerViewController`, `guard let player = PlayerViewController.instantiate()`.
    /// `if let x`, `guard let x = x` or `= self.x` unwraps the same value: it keeps what the variable was given.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable,
            let value = node.initializer?.value,
            !names(value)
        else { return .visitChildren }
        // `if let`/`while let`: the body; `guard let`: the statements after it.
        let owner = node.parent?.parent?.parent
        let scope =
            owner?.as(IfExprSyntax.self).map { Syntax($0.body) } ?? owner?.as(WhileStmtSyntax.self).map {
                Syntax($0.body)
            }
            ?? Self.statements(around: node)
        if reaches(node, scope: scope) {
            isLocal = true
            if let type = node.typeAnnotation?.type { annotation = type.sourceText }
            initial = value
        }
        return .visitChildren
    }

    /// `variable` or `self.variable`.
    func names(_ expression: ExprSyntax?) -> Bool {
        guard let text = expression?.sourceText else { return false }
        return text == variable || text == "self." + variable
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "delegate",
            names(member.base)
        {
            delegateSet = true
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "modalPresentationStyle",
            names(member.base)
        {
            if elements.count == 3, let style = DeclarationVisitor.styleName(elements[2]) {
                presentationStyle = style
                styleValue = nil
            } else {
                presentationStyle = nil
                styleValue = Array(elements[2...])
            }
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
            member.declName.baseName.text == "interfaceOrientations", names(member.base), elements.count == 3,
            reaches(node, scope: nil)
        {
            interfaceOrientations = elements[2]
        } else if elements.count == 3, names(elements[0]), elements[2].sourceText != variable, reaches(node, scope: nil)
        {
            // A property (or a local declared earlier) given its value in this function: `picker = Camera()` (not
            // `self.picker = picker`, which gives the property the local's value).
            initial = elements[2]
            values.append((elements[2], Syntax(node)))
        }
        return .visitChildren
    }
}

/// Every name a body declares with a pattern (`let x`, `var x`, `if let x`, `for x in`): where a `LocalScan` can find
/// a local's declaration.
final class DeclaredNames: SyntaxVisitor {
    var found: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        found.insert(node.identifier.text)
        return .visitChildren
    }
}

/// The names a body reads (`x`, `self.x`, `AppDelegate.shared.x`: each member's own name), less the body's own
/// locals and parameters: what a mask may depend on.
final class ReadScan: SyntaxVisitor {
    var read: Set<String> = []
    var declared: Set<String> = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name is its member access's to read; a function called is no state read
        // (`UserDefaults.standard.string(forKey:)` reads no property `string`).
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .visitChildren
        }
        if !Self.isCalled(Syntax(node)) { read.insert(node.baseName.text) }
        return .visitChildren
    }
    /// The receiver each name is first read through (`self.project.header` for `landscapeMode`).
    var receivers: [String: String] = [:]
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if !Self.isCalled(Syntax(node)) {
            let name = node.declName.baseName.text
            read.insert(name)
            if receivers[name] == nil, let base = node.base { receivers[name] = base.trimmedDescription }
        }
        return .visitChildren
    }

    /// Whether `node` is the function a call calls.
    static func isCalled(_ node: Syntax) -> Bool {
        node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
    }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.identifier.text)
        return .visitChildren
    }
    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
        declared.insert(node.name.text)
        return .visitChildren
    }

    /// What `node` reads that is not its own.
    static func names(in node: some SyntaxProtocol) -> [String] {
        reads(in: node).names
    }

    /// What `node` reads that is not its own, and the receiver each is read through (none: `self`'s).
    static func reads(in node: some SyntaxProtocol) -> (names: [String], receivers: [String: String]) {
        let scan = ReadScan()
        scan.walk(node)
        let names = scan.read.subtracting(scan.declared).sorted()
        return (names, scan.receivers.filter { names.contains($0.key) })
    }
}
