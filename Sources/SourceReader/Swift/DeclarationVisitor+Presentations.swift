import OrientationResolver
import OrientationWire
import SwiftSyntax

// Presentations and pushes: the class shown, its style, its idiom, its stack's root.
extension DeclarationVisitor {
    /// Whether `node` is in the `else` of `if #available(iOS 16…, *)` (or later), or of `guard #available(iOS 16…)`:
    /// code that runs only before iOS 16.
    static func onlyBeforeIOS16(_ node: Syntax) -> Bool { inSixteenBranch(node, body: false) }

    /// Whether `node` is in the body of `if #available(iOS 16…, *)` (or later): code that runs only from iOS 16.
    static func onlyFromIOS16(_ node: Syntax) -> Bool { inSixteenBranch(node, body: true) }

    /// Whether `node` is in the body (`body`) or the `else` of a test of `#available(iOS 16…)` in its function.
    static func inSixteenBranch(_ node: Syntax, body: Bool) -> Bool {
        availabilityBranch(node, body: body) { $0.contains { $0 >= 16 } ? 16 : nil } != nil
    }

    /// The iOS major version `node` runs only before: it is in the `else` of `if #available(iOS N…, *)` or of
    /// `guard #available(iOS N…)`, in its function; nil elsewhere.
    static func onlyBeforeIOS(_ node: Syntax) -> Int? { availabilityBranch(node, body: false) { $0.first } }

    /// From `node` up to its function, the first `if #available(iOS …)` whose body (`body`) or `else` holds it, or
    /// `guard #available(iOS …)` whose `else` does (not for `body`), for which `pick` gives a version from the iOS
    /// versions its conditions test: that version.
    static func availabilityBranch(_ node: Syntax, body: Bool, pick: ([Int]) -> Int?) -> Int? {
        var child = node
        var parent = node.parent
        while let current = parent {
            if let branch = current.as(IfExprSyntax.self),
                (body ? Syntax(branch.body).id : branch.elseBody.map { Syntax($0).id }) == child.id,
                let version = pick(availableIOS(branch.conditions))
            {
                return version
            }
            if !body, let guardStmt = current.as(GuardStmtSyntax.self), guardStmt.body.id == child.id,
                let version = pick(availableIOS(guardStmt.conditions))
            {
                return version
            }
            // The OS version is one for the whole run: a closure made in the branch (`UIView.performWithoutAnimation
            // { … }`) runs on the version the branch tested, wherever it runs.
            if current.is(FunctionDeclSyntax.self) { return nil }
            child = current
            parent = current.parent
        }
        return nil
    }

    /// The iOS major versions the `#available(iOS N…, *)` tests in `conditions` name, in order.
    static func availableIOS(_ conditions: ConditionElementListSyntax) -> [Int] {
        var versions: [Int] = []
        for element in conditions {
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                availability.availabilityKeyword.tokenKind == .poundAvailable
            else { continue }
            for argument in availability.availabilityArguments {
                if let platform = argument.argument.as(PlatformVersionSyntax.self), platform.platform.text == "iOS",
                    let version = platform.version, let major = Int(version.major.text)
                {
                    versions.append(major)
                }
            }
        }
        return versions
    }

    /// A call of `setNeedsUpdateOfSupportedInterfaceOrientations` (or one that performs it by name): the file
    /// announces, and so do its function and, in a property's observer, every change of the property.
    func noteAnnouncer(_ node: FunctionCallExprSyntax, called: String?) {
        // Called, or performed by name (`perform(Selector(("setNeedsUpdateOf…")))`, `#selector(…)`), as apps that
        // still build with an SDK before 16 do.
        if called == "setNeedsUpdateOfSupportedInterfaceOrientations"
            || (["perform", "Selector", "NSSelectorFromString", "responds"].contains(called)
                && node.description.contains("setNeedsUpdateOfSupportedInterfaceOrientations"))
        {
            facts.announces = true
            if let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) }) {
                facts.announcers.insert(function.name.text)
            }
            // In a property's observer (`didSet`, `willSet`): every change of the property is announced.
            if let name = Self.observedProperty(
                around: Syntax(node), observers: [.keyword(.didSet), .keyword(.willSet)])
            {
                facts.announcers.insert("didSet:" + name)
            }
        }
    }

    /// `present(x, animated:)`: the class of x (constructed there, or a local constructed in the same function), and
    /// the `modalPresentationStyle` set on it in that function.
    /// A name called, and its moment: in an initializer or `viewDidLoad` (not in a closure there), or at any other
    /// time.
    func noteCall(_ called: String, throughSuper: Bool = false, at node: Syntax? = nil) {
        // A type made only in the `else` of `if #available(iOS N, *)`: made only where the app runs before iOS N.
        if called.first?.isUppercase == true, let node, let version = Self.onlyBeforeIOS(node) {
            facts.madeOnlyBefore[called] = max(version, facts.madeOnlyBefore[called] ?? 0)
            return
        }
        facts.calls.insert(called)
        if moments.last?.passesToCalls == true && closureDepth == 0 && !throughSuper {
            facts.callsWhileMade.insert(called)
        } else {
            facts.callsLater.insert(called)
            facts.otherCallsLater.insert(called)
        }
    }

    /// The one idiom a call is made on, looked for only in a function whose text names an idiom (asked once per
    /// function): most calls are in functions that test none.
    func callIdiom(_ node: Syntax) -> Idiom? {
        guard
            let function = node.ancestorOrSelf(mapping: {
                $0.is(FunctionDeclSyntax.self) || $0.is(ClosureExprSyntax.self) || $0.is(AccessorDeclSyntax.self)
                    ? $0 : nil
            })
        else { return nil }
        let names =
            namesIdiom[function.id]
            ?? {
                let found = mayNameIdiom(function.description)
                namesIdiom[function.id] = found
                return found
            }()
        return names ? idiomCondition(around: node) : nil
    }

    /// `addChild(nav)` or `setViewControllers(…)` on the class itself: children the reader does not list.
    func noteOwnChildren(_ callee: ExprSyntax, called: String?) {
        if called == "addChild" || called == "setViewControllers", let owner = currentClass,
            callee.as(DeclReferenceExprSyntax.self) != nil
                || callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "self"
        {
            facts.tables[.childrenUnread].insert(owner)
        }
    }

    /// The idiom a call of `called` is made on, and whether only before iOS 16 (`CallIdioms`). A call made inside a
    /// function of the same name (a recursion, or an overload that passes its own on: `lock(_ mask:, andRotateTo:)`
    /// calling `lock(mask)`) runs where that function's calls run, counted already.
    func noteCallIdiom(_ node: FunctionCallExprSyntax, called: String) {
        guard called != Self.functionName(around: Syntax(node)) else { return }
        countCall(
            called, idiom: callIdiom(Syntax(node)), beforeIOS16: Self.onlyBeforeIOS16(Syntax(node)),
            atAppLaunch: atAppLaunch)
    }

    /// One call of `called` in `CallIdioms`: the idiom it is made on, and whether only before iOS 16 or at launch.
    func countCall(_ called: String, idiom: Idiom?, beforeIOS16: Bool, atAppLaunch: Bool) {
        facts.callIdioms[called, default: CallIdioms()].add(idiom)
        if beforeIOS16 { facts.callIdioms[called]?.beforeIOS16 += 1 }
        if atAppLaunch { facts.callIdioms[called]?.atAppLaunch += 1 }
    }

    /// The calls of a block the visitor skips (`BodyFilter`), counted as `noteCallIdiom` counts the calls it walks:
    /// on the idiom and before the iOS version the block is made under (a function's own body: neither).
    func noteSkippedCalls(_ calls: [String], in block: CodeBlockSyntax) {
        let own = Self.functionName(around: Syntax(block))
        let body =
            block.parent.map {
                $0.is(FunctionDeclSyntax.self) || $0.is(AccessorDeclSyntax.self) || $0.is(InitializerDeclSyntax.self)
            } ?? false
        let idiom = body ? nil : callIdiom(Syntax(block))
        let beforeIOS16 = !body && Self.onlyBeforeIOS16(Syntax(block))
        // A skipped block is never the app delegate's launch, which is walked whole.
        for called in calls where called != own {
            countCall(called, idiom: idiom, beforeIOS16: beforeIOS16, atAppLaunch: false)
        }
    }

    /// `flag.toggle()`, `self.flag.toggle()`: a value of the property the reader cannot evaluate.
    func noteToggle(_ node: FunctionCallExprSyntax) {
        guard node.arguments.isEmpty, let member = node.calledExpression.as(MemberAccessExprSyntax.self),
            let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
                ?? member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        else { return }
        facts.assignments[name, default: []].append(
            ReturnedValue(value: .other(node.trimmedDescription), line: line(node), file: path))
    }

    /// Whether a closure is a dismissal's completion (`dismiss(animated: true) { … }`, `completion: { … }`).
    static func completesDismissal(_ closure: ClosureExprSyntax) -> Bool {
        let call =
            closure.parent?.as(FunctionCallExprSyntax.self)
            ?? closure.parent?.as(LabeledExprSyntax.self).flatMap {
                $0.label?.text == "completion" ? $0.parent?.parent?.as(FunctionCallExprSyntax.self) : nil
            }
        return call.flatMap { calledName($0.calledExpression) } == "dismiss"
    }

    /// A dismissal (`dismiss(animated:)`), and whether it is made through `self` or no receiver: the controller whose
    /// code it is, or the one it presents, goes away.
    func noteDismissal(_ node: FunctionCallExprSyntax) {
        dismissals.append(line(node))
        let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base
        if base == nil || base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            dismissalsBySelf.insert(line(node))
        }
        noteCallsBeforeDismissal(node)
    }

    /// The name of the function or method a call calls; Swift 2's `presentViewController(_:animated:completion:)`
    /// (the Objective-C selector's name, before Swift 3 renamed it) by the name it has since, `present`.
    static func calledName(_ callee: ExprSyntax) -> String? {
        let written =
            callee.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        return written == "presentViewController" ? "present" : written
    }

    func readCall(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let called = Self.calledName(callee)
        noteAnnouncer(node, called: called)
        if let called {
            // `super.viewDidLoad()`: the superclass's method, not this class's function of that name.
            let base = callee.as(MemberAccessExprSyntax.self)?.base?.as(SuperExprSyntax.self)
            noteCall(called, throughSuper: base != nil, at: Syntax(node))
            if base == nil { noteCallIdiom(node, called: called) }
            noteWindowHelperCall(node, called: called)
        }
        if called == "addObserver" { noteFullScreenObserver(node) }
        if called == "toggle" { noteToggle(node) }
        noteOwnChildren(callee, called: called)
        if called == "dismiss", node.arguments.contains(where: { $0.label?.text == "animated" }) {
            noteDismissal(node)
        }
        // A UIDevice setter in the `else` of `if #available(iOS 16…)` runs only where it still works: it is not
        // ignored there, but it is read for the value it is given (`boxedEnum`).
        if let called, let call = argumentCall(node, called: called) { facts.argumentCalls.append(call) }
        noteRotation(node, called: called)
        // `setViewControllers(…)` on the container itself, not on another one (`tabs.setViewControllers(…)`).
        if called == "setViewControllers", let owner = currentClass, let first = node.arguments.first,
            Self.isOnSelf(callee),
            let made = Self.constructedChildren(first.expression), facts.children[owner] == nil
        {
            facts.children[owner] = ContainerChildren(
                names: made.names, navigationRoots: made.roots, file: path, line: line(node))
        }
        // `super.init(rootViewController: child)` in a navigation controller's own initializer: its stack has a root
        // (UIViewController stands for one the reader does not see made).
        if called == "init", let owner = currentClass, facts.children[owner] == nil,
            callee.as(MemberAccessExprSyntax.self)?.base?.as(SuperExprSyntax.self) != nil,
            let root = node.arguments.first(where: { $0.label?.text == "rootViewController" })
        {
            facts.children[owner] = ContainerChildren(
                names: [Self.constructed(root.expression)?.class ?? "UIViewController"], file: path, line: line(node))
        }
        if called == "addChild" { noteChild(node) }
        noteShownInside(node, called: called)
        if readSwiftUIModifier(node, called: called) { return .visitChildren }
        // `show(x, sender: self)` on the controller itself: a push onto its stack, or a presentation where it is on
        // none (`ShowSite.adaptive`).
        let adaptive =
            called == "show" && Self.isOnSelf(callee) && node.arguments.count == 2
            && node.arguments.last?.label?.text == "sender"
        guard called == "present" || called == "pushViewController" || adaptive, let first = node.arguments.first,
            first.label == nil,
            adaptive || node.arguments.contains(where: { $0.label?.text == "animated" })
        else { return .visitChildren }
        // The enclosing function's body; else a getter's (a SwiftUI `body` whose button presents), else the
        // nearest block.
        let function = Self.enclosingBody(Syntax(node))
        var shown = Self.constructed(first.expression, storyboards: storyboards)
        // `root.present(self, animated: true)`: a controller that presents itself is its own class.
        if first.expression.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self),
            let itself = currentClass
        {
            shown = (itself, nil, nil)
        }
        var style: String?
        var styleValue: [ExprSyntax]?
        var construction = first.expression.as(FunctionCallExprSyntax.self)
        var scan: LocalScan?
        // A local, or a property given its value in the same function (`self.picker` or `picker`).
        if let variable = Self.variableName(first.expression), let function {
            let local = LocalScan(variable: variable, storyboards: storyboards, at: Syntax(node))
            local.walk(function)
            scan = local
            shown = shown ?? local.constructed
            style = local.presentationStyle
            styleValue = local.styleValue
            construction = construction ?? local.initial?.as(FunctionCallExprSyntax.self)
        }
        if let shown {
            var site = ShowSite(
                kind: called == "present" ? .present : .push, shown: shown.class, inClass: currentClass,
                presentationStyle: called == "present" || adaptive ? style : nil, navigationRoot: shown.navigationRoot,
                file: path,
                line: line(node),
                scene: shown.scene)
            site.adaptive = adaptive
            if called == "present" || adaptive {
                chosenStyle(style, styleValue, into: &site, at: Syntax(node), function: function)
            } else {
                site.idiom = idiomCondition(around: Syntax(node))
            }
            site.containerDelegated = scan?.delegateSet == true
            site.fromWindowRoot = Self.onWindowRoot(node.calledExpression)
            site.shownFrom = receiverClass(callee, pushes: called != "present", at: Syntax(node), function: function)
            if called == "present" { site.givenBefore = givenBefore(Syntax(node), in: function) }
            stackRoot(of: construction, in: function, into: &site)
            facts.sites.append(site)
        } else if called == "present", let pending = declaredClass(first.expression, scan: scan, node: Syntax(node)) {
            // Not seen made: the type the code declares it as, checked once every file is read.
            var site = ShowSite(
                kind: .present, shown: "", inClass: currentClass, presentationStyle: style, navigationRoot: nil,
                file: path, line: line(node))
            chosenStyle(style, styleValue, into: &site, at: Syntax(node), function: function)
            site.pending = pending
            site.fromWindowRoot = Self.onWindowRoot(node.calledExpression)
            facts.sites.append(site)
        } else {
            facts.unseenShows.append(FileSource(file: path, line: line(node)))
        }
        return .visitChildren
    }

    /// A rotation call (the UIDevice setter, a geometry request, an announcement), with where and when it is made.
    func noteRotation(_ node: FunctionCallExprSyntax, called: String?) {
        if var rotation = rotation(node, called: called), !Self.setsTheOrientationTheDeviceHas(node, rotation) {
            if rotation.kind == .setDeviceOrientation {
                rotation.onlyBeforeIOS16 = Self.onlyBeforeIOS16(Syntax(node))
                rotation.onlyFromIOS16 = rotation.boxedEnum != nil && Self.onlyFromIOS16(Syntax(node))
            }
            if !rotation.onlyBeforeIOS16 || rotation.boxedEnum != nil {
                rotation.idiom = idiomCondition(around: Syntax(node))
                rotation.functionName = Self.functionName(around: Syntax(node))
                rotation.atAppLaunch = atAppLaunch
                rotation.whileLeaving = leaving.last == true
                if rotation.kind == .setDeviceOrientation { rotation.function = functionLines(around: Syntax(node)) }
                // A geometry request is answered against the masks, whatever orientation the interface is in: a
                // value the function gives the lock first is the lock's there (not so for the setter, whose effect
                // depends on the orientation the interface is still in).
                if rotation.kind == .requestGeometryUpdate {
                    rotation.givenBefore = givenBefore(Syntax(node), in: Self.enclosingBody(Syntax(node)))
                }
                rotation.inType = typeStack.last
                facts.rotations.append(rotation)
            }
        }
    }

    /// A controller shown inside another without being its child: `container.addSubview(child.view)` (UIKit asks
    /// it nothing, and it is no class nothing reachable shows), a popover's content.
    func noteShownInside(_ node: FunctionCallExprSyntax, called: String?) {
        let callee = node.calledExpression
        // `container.addSubview(child.view)`: the controller's view shown inside another's; UIKit asks it nothing
        // (no child of a container's), and it is no class nothing reachable shows. Not a window's subview (the
        // root of an app before iOS 4).
        if called == "addSubview", let view = node.arguments.first?.expression.as(MemberAccessExprSyntax.self),
            view.declName.baseName.text == "view", let controller = view.base,
            callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription.lowercased().contains("window") != true
        {
            noteChild(node, asChild: false, argument: controller, property: true)
        }
        // `UIPopoverController(contentViewController: x)` (or a library's sheet with that label): x is a popover's
        // content, which never decides (semantics §4), and not a class nothing reachable shows.
        if node.arguments.count == 1, node.arguments.first?.label?.text == "contentViewController" {
            noteChild(node, asChild: false)
        }
    }

    /// The class that shows when the call goes to another controller the function holds: `root.present(…)`,
    /// `root.navigationController?.pushViewController(…)` (onto the stack that holds it), where the local or
    /// property is made in the function as that class. Nil for `self`, its own navigation controller, or a
    /// receiver the reader does not see made.
    func receiverClass(_ callee: ExprSyntax, pushes: Bool, at node: Syntax, function: Syntax?) -> String? {
        func unwrapped(_ expression: ExprSyntax?) -> ExprSyntax? {
            expression?.as(OptionalChainingExprSyntax.self)?.expression
                ?? expression?.as(ForceUnwrapExprSyntax.self)?.expression ?? expression
        }
        guard let function, var base = unwrapped(callee.as(MemberAccessExprSyntax.self)?.base) else { return nil }
        if pushes {
            guard let stack = base.as(MemberAccessExprSyntax.self),
                stack.declName.baseName.text == "navigationController", let holder = unwrapped(stack.base)
            else { return nil }
            base = holder
        }
        guard let variable = Self.variableName(base), variable != "self" else { return nil }
        let local = LocalScan(variable: variable, storyboards: storyboards, at: node)
        local.walk(function)
        return local.constructed?.class
    }

    /// `window?.rootViewController?.present(…)`: the call's receiver is a window's root.
    static func onWindowRoot(_ callee: ExprSyntax) -> Bool {
        guard let base = callee.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription else { return false }
        return base.hasSuffix("rootViewController") || base.hasSuffix("rootViewController?")
            || base.hasSuffix("rootViewController!")
    }

    /// A presentation's idiom, and the style the code chooses when it is not one literal: by idiom, among several, or
    /// one the reader cannot evaluate.
    func chosenStyle(
        _ style: String?, _ styleValue: [ExprSyntax]?, into site: inout ShowSite, at node: Syntax, function: Syntax?
    ) {
        if style == nil, let styleValue {
            if let options = styleOptions(sequence: styleValue, around: node, function: function) {
                if options.count == 1, options[0].idiom == nil {
                    site.presentationStyle = options[0].style
                } else {
                    site.presentationStyles = options
                }
            } else {
                site.unreadStyle = InputText.excerpt(styleValue.map(\.sourceText).joined(separator: " "))
            }
        }
        site.idiom = idiomCondition(around: node)
    }

    /// What names the class of a presented value the reader does not see made: the value (or the local's value) is
    /// `T.factory(…)` or a cast; the local or the enclosing function's parameter is declared with a type; or it is
    /// a property of the presenting class.
    func declaredClass(_ expression: ExprSyntax, scan: LocalScan?, node: Syntax) -> PendingClass? {
        let value = scan?.initial ?? expression
        if let factory = Self.factoryCall(value) { return factory }
        if let wrapping = wrappingCall(value, at: node) { return wrapping }
        if let (_, type) = Self.castParts(value) { return .type(type.sourceText) }
        if let annotation = scan?.annotation { return .type(annotation) }
        guard let variable = Self.variableName(expression) else { return nil }
        // A name a closure, a `for`, a `case` or a `catch` around the call binds: nothing says its type.
        if scan?.isLocal != true, Self.boundAround(variable, node) { return nil }
        // A parameter of the enclosing function or initializer.
        let parameters =
            node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.signature.parameterClause })
            ?? node.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self)?.signature.parameterClause })
        if scan?.isLocal != true, let parameters {
            for parameter in parameters.parameters where (parameter.secondName ?? parameter.firstName).text == variable
            {
                return .type(parameter.type.sourceText)
            }
        }
        // Not a local of the function: a property of the class.
        if scan?.isLocal != true, let owner = currentClass { return .property(owner: owner, name: variable) }
        return nil
    }

    /// `T.factory(…)`: a type's own function that makes the value (`RootViewController.instance()`), resolved once
    /// every file is read.
    static func factoryCall(_ value: ExprSyntax) -> PendingClass? {
        guard let call = value.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true,
            member.declName.baseName.text != "init"
        else { return nil }
        return .factory(type: base, method: member.declName.baseName.text)
    }

    /// Whether a closure's parameters, a `for` pattern, a `case` pattern (of a `switch`, or `if case`, `guard case`,
    /// `while case`) or a `catch` around `node` bind `name` (up to the enclosing function).
    static func boundAround(_ name: String, _ node: Syntax) -> Bool {
        func binds(_ part: (some SyntaxProtocol)?) -> Bool {
            part?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } == true
        }
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return false }
            if let closure = ancestor.as(ClosureExprSyntax.self), binds(closure.signature?.parameterClause) {
                return true
            }
            if let loop = ancestor.as(ForStmtSyntax.self), binds(loop.pattern) { return true }
            if let item = ancestor.as(SwitchCaseSyntax.self), binds(item.label) { return true }
            if let clause = ancestor.as(CatchClauseSyntax.self),
                binds(clause.catchItems) || clause.catchItems.isEmpty && name == "error"
            {
                return true
            }
            for conditions in [
                ancestor.as(IfExprSyntax.self)?.conditions, ancestor.as(WhileStmtSyntax.self)?.conditions,
                ancestor.as(GuardStmtSyntax.self)?.conditions,
            ] {
                if let conditions,
                    conditions.contains(where: { $0.condition.is(MatchingPatternConditionSyntax.self) && binds($0) })
                {
                    return true
                }
            }
            current = ancestor.parent
        }
        return false
    }

    var currentClass: String? { classStack.last.map { facts.classes[$0].name } }

    /// The styles a value given to `modalPresentationStyle` can be, each with the idiom it is for (nil: any): a
    /// literal (`.fullScreen`); a ternary of such values, split by idiom when its condition tests the idiom; a
    /// local of the function, or a computed property (one expression) or constant of the presenting type, that gives
    /// one. Nil when the reader cannot evaluate it.
    func styleOptions(sequence elements: [ExprSyntax], around node: Syntax, function: Syntax?, depth: Int = 0)
        -> [StyleOption]?
    {
        if elements.count == 1 { return styleOptions(elements[0], around: node, function: function, depth: depth) }
        // `condition ? a : b`, unfolded as SwiftParser leaves it: the condition is what comes before the first
        // ternary, the else branch all after it (`c ? a : d ? b : e`).
        guard depth < 4, let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0,
            index + 1 < elements.count,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
            let then = styleOptions(ternary.thenExpression, around: node, function: function, depth: depth + 1),
            let otherwise = styleOptions(
                sequence: Array(elements[(index + 1)...]), around: node, function: function, depth: depth + 1)
        else { return nil }
        guard let tested = idiomTested(by: elements[..<index].map(\.sourceText).joined(separator: " ")) else {
            return then + otherwise
        }
        /// The options that hold on `idiom` (any: every option).
        func on(_ idiom: Idiom?, _ options: [StyleOption]) -> [StyleOption] {
            guard let idiom else { return options }
            return options.compactMap {
                $0.idiom == nil || $0.idiom == idiom ? StyleOption(idiom: idiom, style: $0.style) : nil
            }
        }
        return on(tested.idiom, then) + on(tested.elseIdiom, otherwise)
    }

    func styleOptions(_ expression: ExprSyntax, around node: Syntax, function: Syntax?, depth: Int = 0)
        -> [StyleOption]?
    {
        guard depth < 4 else { return nil }
        if let style = Self.styleName(expression) { return [StyleOption(idiom: nil, style: style)] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first,
            only.label == nil
        {
            return styleOptions(only.expression, around: node, function: function, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return styleOptions(sequence: Array(sequence.elements), around: node, function: function, depth: depth + 1)
        }
        guard let name = Self.variableName(expression) else { return nil }
        if let function {
            let scan = LocalScan(variable: name)
            scan.walk(function)
            if let initial = scan.initial {
                return styleOptions(initial, around: node, function: function, depth: depth + 1)
            }
        }
        // A member of the type the presentation is made in: `var style: UIModalPresentationStyle { … }` with one
        // expression, or `let style = …`.
        var parent = node.parent
        while let current = parent, !current.is(ClassDeclSyntax.self), !current.is(StructDeclSyntax.self),
            !current.is(EnumDeclSyntax.self),
            !current.is(ExtensionDeclSyntax.self), !current.is(ActorDeclSyntax.self)
        {
            parent = current.parent
        }
        let members =
            parent?.as(ClassDeclSyntax.self)?.memberBlock ?? parent?.as(StructDeclSyntax.self)?.memberBlock
            ?? parent?.as(EnumDeclSyntax.self)?.memberBlock ?? parent?.as(ExtensionDeclSyntax.self)?.memberBlock
            ?? parent?.as(ActorDeclSyntax.self)?.memberBlock
        for member in members?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings
            where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let accessors = binding.accessorBlock, case let .getter(statements) = accessors.accessors,
                    statements.count == 1,
                    let item = statements.first?.item
                {
                    let value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
                    return value.flatMap { styleOptions($0, around: node, function: nil, depth: depth + 1) }
                }
                if variable.bindingSpecifier.tokenKind == .keyword(.let), let initial = binding.initializer?.value {
                    return styleOptions(initial, around: node, function: nil, depth: depth + 1)
                }
                return nil
            }
        }
        return nil
    }

    /// The first and last lines of the function, initializer or accessor around `node`.
    /// The functions a function calls before it dismisses (`dismissal`): a change one of them makes is followed by it.
    /// The first `maxDismissalsRead` dismissals of a file are read (each walks its function's tokens).
    func noteCallsBeforeDismissal(_ dismissal: FunctionCallExprSyntax) {
        guard dismissals.count <= Self.maxDismissalsRead,
            let body = Syntax(dismissal).ancestorOrSelf(mapping: {
                $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init)
            })
        else { return }
        let place = FileSource(file: path, line: line(dismissal))
        let end = dismissal.positionAfterSkippingLeadingTrivia
        for token in body.tokens(viewMode: .sourceAccurate) {
            if token.position >= end { break }
            guard case .identifier = token.tokenKind,
                token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .leftParen,
                facts.tables[.calledBeforeDismissal][token.text] == nil
            else { continue }
            facts.tables[.calledBeforeDismissal][token.text] = place
        }
    }

    /// `addObserver(self, selector: #selector(handler(_:)), name: .MPMoviePlayerWillEnterFullscreen, …)`: `handler`
    /// runs as the movie player enters or leaves full screen.
    func noteFullScreenObserver(_ node: FunctionCallExprSyntax) {
        guard let name = node.arguments.first(where: { $0.label?.text == "name" }),
            Self.isFullScreenNotification(name.expression.trimmedDescription),
            let selector = node.arguments.first(where: { $0.label?.text == "selector" })?.expression
                .as(MacroExpansionExprSyntax.self)?.arguments.first?.expression
        else { return }
        let handler =
            selector.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? selector.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if let handler {
            facts.tables[.fullScreenHandlers][handler] = (
                InputText.excerpt(name.expression.trimmedDescription), FileSource(file: path, line: line(node))
            )
        }
    }

    static let maxDismissalsRead = 64

    /// A movie player's notification that it enters or leaves full screen (`MPMoviePlayerWillEnterFullscreenNotification`,
    /// Swift's `.MPMoviePlayerDidExitFullscreen`, the private `UIMoviePlayerControllerDidEnterFullscreenNotification`).
    static func isFullScreenNotification(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.contains("fullscreen") && (lowered.contains("enter") || lowered.contains("exit"))
            && lowered.contains("player")
    }

    /// The name of the function (or `init`) the node is in, if any.
    static func functionName(around node: Syntax) -> String? {
        var parent = node.parent
        while let current = parent {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if current.is(InitializerDeclSyntax.self) { return "init" }
            if current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self) { return nil }
            parent = current.parent
        }
        return nil
    }

    func functionLines(around node: Syntax) -> ClosedRange<Int>? {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self)
                || current.is(AccessorDeclSyntax.self)
            {
                return lines.line(of: current)...lines.line(ofEnd: current)
            }
            parent = current.parent
        }
        return nil
    }

    /// `addChild(x)`: x is shown inside this controller, never alone (`embedded`; `Container>Child` where the
    /// controller adds a child made in its code). Not `asChild` (a popover's content): x alone, no container.
    /// `argument`: the controller, where it is not the call's first argument (`addSubview(x.view)`'s `x`);
    /// `property`: a name that is no local is this class's property, as a child's is.
    func noteChild(
        _ node: FunctionCallExprSyntax, asChild: Bool = true, argument: ExprSyntax? = nil, property: Bool = false
    ) {
        guard let given = argument ?? node.arguments.first?.expression else { return }
        let first = Self.unwrapped(given)
        if let made = Self.constructed(first, storyboards: storyboards) {
            facts.embedded.append(made.class)
            if asChild, let owner = currentClass, Self.isOnSelf(node.calledExpression) {
                facts.embedded.append(owner + ">" + made.class)
            }
        } else if let variable = Self.variableName(first) {
            let function = Syntax(node).ancestorOrSelf(mapping: {
                $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init)
            })
            let scan = LocalScan(variable: variable, storyboards: storyboards)
            if let function { scan.walk(function) }
            if let made = scan.constructed {
                facts.embedded.append(made.class)
                if asChild, let owner = currentClass, Self.isOnSelf(node.calledExpression) {
                    facts.embedded.append(owner + ">" + made.class)
                }
            } else if asChild || property, let owner = currentClass {
                // A property, or a local bound from one (`if let child = childController { addChild(child) }`).
                var property = variable
                if let text = function?.description, let bound = text.range(of: "let \(variable) = ") {
                    let rest = text[bound.upperBound...].drop(while: { $0 == " " })
                    let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
                    property = String(name.split(separator: ".").last ?? Substring(variable))
                }
                facts.embedded.append(owner + "." + property)
            }
        }
    }
}
