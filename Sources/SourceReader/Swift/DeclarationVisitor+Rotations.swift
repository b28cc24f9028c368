import OrientationResolver
import OrientationWire
import SwiftSyntax

// The rotations the code asks for.
extension DeclarationVisitor {
    static let deviceOrientationNames: [String: Int] = [
        "unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 3, "landscapeRight": 4, "faceUp": 5,
        "faceDown": 6,
    ]

    /// `expression`, or, where it names a local of the function, closure or accessor around `node`, the one value
    /// that local is given there; `unread` where the local is given several (then no value the reader reads, not a
    /// property of the module of the same name).
    func throughLocal(_ expression: ExprSyntax, at node: some SyntaxProtocol) -> (ExprSyntax, unread: Bool) {
        guard let local = expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let body = bodyDeclaring(local, at: node)
        else { return (expression, false) }
        let scan = LocalScan(variable: local, at: Syntax(node))
        scan.walk(body)
        guard scan.isLocal else { return (expression, false) }
        if scan.values.count == 1, let initial = scan.initial { return (initial, false) }
        return (expression, true)
    }

    /// A rotation the code asks for: the geometry request with its mask (given there, or by a local made in the same
    /// function), the orientation setter with its argument (`NSNumber(value:)` and `.rawValue` unwrapped), or an
    /// update call.
    func rotation(_ node: FunctionCallExprSyntax, called: String?) -> RawRotation? {
        // Every call of every file comes here: the line is looked up only for the four names read below.
        guard let called, Self.rotationCalls.contains(called) else { return nil }
        let place = (file: path, line: line(node))
        switch called {
        case "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation":
            return RawRotation(
                kind: .updateSupportedOrientations, inClass: currentClass, file: place.file, line: place.line,
                called: called)
        case "requestGeometryUpdate":
            guard let first = node.arguments.first?.expression else { return nil }
            var preferences = first.as(FunctionCallExprSyntax.self)
            if preferences == nil, let variable = first.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let function = Syntax(node).ancestorOrSelf(mapping: {
                    $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init)
                })
            {
                let scan = LocalScan(variable: variable, storyboards: storyboards)
                scan.walk(function)
                preferences = scan.initial?.as(FunctionCallExprSyntax.self)
            }
            // `.Mac(systemFrame:)` and `.Vision(…)` preferences ask for no orientation.
            if let kind = preferences?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
                kind == "Mac" || kind == "Vision"
            {
                return nil
            }
            // `let preferences = .iOS()` then `preferences.interfaceOrientations = mask`.
            var given = preferences?.arguments.first(where: { $0.label?.text == "interfaceOrientations" })?.expression
            if given == nil, preferences != nil, let variable = first.as(DeclReferenceExprSyntax.self)?.baseName.text,
                let function = Self.enclosingBody(Syntax(node))
            {
                let scan = LocalScan(variable: variable, storyboards: storyboards, at: Syntax(node))
                scan.walk(function)
                given = scan.interfaceOrientations
            }
            // A local of the function (`let target: UIInterfaceOrientationMask = full ? .portrait : .landscape`).
            var unreadLocal = false
            if let named = given { (given, unreadLocal) = throughLocal(named, at: node) }
            guard let given else {
                return RawRotation(
                    kind: .requestGeometryUpdate,
                    unreadable:
                        "the geometry request's preferences \(InputText.excerpt(first.sourceText)) are not an .iOS(interfaceOrientations:) the reader can see",
                    inClass: currentClass, file: place.file, line: place.line)
            }
            var raw = RawRotation(
                kind: .requestGeometryUpdate,
                value: unreadLocal
                    ? ReturnedValue(value: .other(given.sourceText), line: place.line, file: place.file)
                    : ReturnedValue(given, line: place.line, file: place.file),
                inClass: currentClass, file: place.file, line: place.line, called: "requestGeometryUpdate")
            raw.function = functionLines(around: Syntax(node))
            raw.parameter = parameter(given, at: Syntax(node))
            raw.parameterCase = parameterCase(around: Syntax(node))
            raw.inDidSetOf = Self.observedProperty(around: Syntax(node), observers: [.keyword(.didSet)])
            return raw
        case "setValue", "setValuesForKeys":
            // `forKeyPath:` with the one key "orientation" is the same setter, and so is `setValuesForKeys(
            // ["orientation": value])`, which sets each key of its dictionary so.
            guard var value = Self.orientationKeyValue(node.arguments) else { return nil }
            // A local of the function (`let value = UIInterfaceOrientation.portrait.rawValue`): the one value it is
            // given there; one given several values is no property of the module of the same name.
            let unreadLocal: Bool
            (value, unreadLocal) = throughLocal(value, at: node)
            // The enum case itself, not a number made from it: Swift boxes it as an object that is no NSNumber.
            var boxedEnum: String?
            if let member = value.as(MemberAccessExprSyntax.self),
                member.base == nil
                    || ["UIInterfaceOrientation", "UIDeviceOrientation"].contains(member.base?.sourceText),
                Self.deviceOrientationNames[member.declName.baseName.text] != nil
            {
                boxedEnum = value.sourceText
            }
            // `NSNumber(value: x)`, `Int(x.rawValue)`, `NSNumber(integerLiteral: …)`: the value inside.
            while let wrapper = value.as(FunctionCallExprSyntax.self),
                ["NSNumber", "Int", "UInt", "NSInteger"].contains(wrapper.calledExpression.sourceText),
                wrapper.arguments.count == 1, let inner = wrapper.arguments.first?.expression
            {
                value = inner
            }
            if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
                let base = member.base
            {
                value = base
            }
            if let member = value.as(MemberAccessExprSyntax.self), member.base?.sourceText == "UIDeviceOrientation",
                let device = Self.deviceOrientationNames[member.declName.baseName.text]
            {
                var raw = RawRotation(
                    kind: .setDeviceOrientation, device: device, inClass: currentClass, file: place.file,
                    line: place.line, called: "setValue")
                raw.boxedEnum = boxedEnum
                return raw
            }
            let given =
                unreadLocal
                ? ReturnedValue(value: .other(value.sourceText), line: place.line, file: place.file)
                : ReturnedValue(value, line: place.line, file: place.file)
            var raw = RawRotation(
                kind: .setDeviceOrientation, value: given,
                interfaceConstant: value.sourceText.hasPrefix("UIInterfaceOrientation."),
                inClass: currentClass, file: place.file, line: place.line, called: "setValue")
            raw.boxedEnum = boxedEnum
            raw.parameter = parameter(value, at: Syntax(node))
            raw.parameterCase = parameterCase(around: Syntax(node))
            return raw
        default:
            return nil
        }
    }

    /// The value a key-value setter gives the key "orientation": `setValue(v, forKey: "orientation")` (or
    /// `forKeyPath:`), or `setValuesForKeys(["orientation": v])`; nil for any other.
    static func orientationKeyValue(_ list: LabeledExprListSyntax) -> ExprSyntax? {
        let arguments = Array(list)
        if arguments.count == 2, ["forKey", "forKeyPath"].contains(arguments[1].label?.text),
            arguments[1].expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "orientation"
        {
            return arguments[0].expression
        }
        guard arguments.count == 1, arguments[0].label == nil,
            let dictionary = arguments[0].expression.as(DictionaryExprSyntax.self),
            case let .elements(elements) = dictionary.content, elements.count == 1, let element = elements.first,
            element.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue == "orientation"
        else { return nil }
        return element.value
    }

    /// The property whose observer (one of `observers`: `didSet`, `willSet`) holds `node`, if any.
    static func observedProperty(around node: Syntax, observers: [TokenKind]) -> String? {
        guard let observer = node.ancestorOrSelf(mapping: { $0.as(AccessorDeclSyntax.self) }),
            observers.contains(observer.accessorSpecifier.tokenKind),
            let binding = Syntax(observer).ancestorOrSelf(mapping: { $0.as(PatternBindingSyntax.self) })
        else { return nil }
        return binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
    }

    /// The nearest `case` around `node` of a `switch` on a parameter of the enclosing function, with the enum cases it
    /// names (`case .landscapeLeft, .landscapeRight:`); nil for `default`, a pattern that binds or tests anything
    /// else, or a switch on anything but a parameter.
    func parameterCase(around node: Syntax) -> (parameter: ParameterRef, cases: Set<String>)? {
        guard let item = node.ancestorOrSelf(mapping: { $0.as(SwitchCaseSyntax.self) }),
            case let .case(label) = item.label,
            let switchNode = item.ancestorOrSelf(mapping: { $0.as(SwitchExprSyntax.self) }),
            let parameter = parameter(switchNode.subject, at: Syntax(switchNode))
        else { return nil }
        var cases: Set<String> = []
        for element in label.caseItems {
            guard element.whereClause == nil,
                let member = element.pattern.as(ExpressionPatternSyntax.self)?.expression.as(
                    MemberAccessExprSyntax.self)
            else { return nil }
            cases.insert(member.declName.baseName.text)
        }
        return (parameter, cases)
    }

    /// `expression` names a parameter of the function it is in (not shadowed by a local of that name), or a stored
    /// property of the struct it is in that the struct's memberwise initializer gives (SwiftUI's `struct
    /// LockModifier: ViewModifier { let mask: UIInterfaceOrientationMask … Delegate.lock = mask }`): the values the
    /// calls `LockModifier(mask: …)` pass stand for it.
    func parameter(_ expression: ExprSyntax, at node: Syntax) -> ParameterRef? {
        guard let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return nil }
        return enclosingParameter(name, at: node) ?? memberwiseParameter(name, at: node)
    }

    /// `name` is a stored property of the struct `node` is in, given by its memberwise initializer (the struct
    /// declares no initializer of its own), and not declared again by the function that reads it (its parameters
    /// are `enclosingParameter`'s, asked first): the initializer's parameter, by its place among the stored
    /// properties it takes.
    func memberwiseParameter(_ name: String, at node: Syntax) -> ParameterRef? {
        guard let type = node.ancestorOrSelf(mapping: { $0.as(StructDeclSyntax.self) }),
            let parameter = Self.memberwiseParameter(name, of: type)
        else { return nil }
        // The function's own declarations, walked only for a name that is such a property.
        if let body = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self) })?.body {
            let declared = DeclaredNames()
            declared.walk(body)
            if declared.found.contains(name) { return nil }
        }
        return parameter
    }

    /// The memberwise initializer's parameter for the stored property `name` of `type`, if it has one.
    static func memberwiseParameter(_ name: String, of type: StructDeclSyntax) -> ParameterRef? {
        var index = 0
        for member in type.memberBlock.members {
            if member.decl.is(InitializerDeclSyntax.self) { return nil }
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(where: {
                    [.keyword(.static), .keyword(.class), .keyword(.lazy)].contains($0.name.tokenKind)
                })
            else { continue }
            let constant = variable.bindingSpecifier.tokenKind == .keyword(.let)
            for binding in variable.bindings where binding.accessorBlock == nil {
                // A `let` with a value is not the initializer's; a property wrapper's is, but is not read here.
                if constant && binding.initializer != nil { continue }
                if !variable.attributes.isEmpty { return nil }
                if binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                    return ParameterRef(function: type.name.text, index: index, owner: nil)
                }
                index += 1
            }
        }
        return nil
    }

    /// A call with arguments, as the reader keeps it for a request or a setter made with a parameter of the called
    /// function: each argument an orientation value, a parameter of the function the call is made in passed on, or
    /// neither (then the values of that parameter are not all known).
    func argumentCall(_ node: FunctionCallExprSyntax, called: String) -> ArgumentCall? {
        guard !node.arguments.isEmpty, node.arguments.count <= 8, !Self.rotationCalls.contains(called) else {
            return nil
        }
        // Trailing closures are arguments too (`Locked(orientation: .portrait) { … }` calls `init(orientation:content:)`).
        let trailing = (node.trailingClosure == nil ? 0 : 1) + node.additionalTrailingClosures.count
        var call = ArgumentCall(callee: called, count: node.arguments.count + trailing)
        call.inType = typeStack.last
        if let base = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription,
            base != "self", base != "Self"
        {
            call.receiver = base
        }
        for (index, argument) in node.arguments.enumerated() {
            let expression = argument.expression
            // A parameter of the function, or a stored property of the struct that a memberwise initializer
            // gives (`OrientationLockedView(orientation: .portrait)`): the values its calls pass.
            if let parameter = parameter(expression, at: Syntax(node)) {
                call.forwarded[index] = parameter
            } else if let type = typeStack.last, let own = storedProperty(expression, of: type) {
                // A stored property of the type that makes the call, passed by its bare name: that property.
                var value = ReturnedValue(expression, line: line(node), file: path)
                value.expression = own
                call.values[index] = value
            } else if expression.trimmedLength.utf8Length <= Self.maxOrientationText * 4,
                Self.mayBeOrientation(expression.trimmedDescription)
            {
                var value = ReturnedValue(expression, line: line(node), file: path)
                value.owner = currentClass
                call.values[index] = value
            }
        }
        // Where a call that passes something read is made (most calls pass nothing the reader reads, and their
        // function is not looked for): its function, its line, and whether it is a statement of that function's body
        // itself (item, list, block, function: `lock(.landscape)` in `viewDidLoad`). A call without them counts as
        // made anywhere (`SourceModel.madeOnlyByScreens`).
        if !call.values.isEmpty || !call.forwarded.isEmpty {
            call.function = Self.functionName(around: Syntax(node))
            call.line = line(node)
            call.isStatementOfBody =
                node.parent?.is(CodeBlockItemSyntax.self) == true
                && node.parent?.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true
        }
        return call
    }

    /// `name` is a parameter of the function `node` is in, not shadowed by a local: read once per function. A
    /// type's initializer is called by the type's name (`LockedHostingController(rootView: …, orientation: …)`): its
    /// parameters are that call's, with as many arguments as it declares parameters.
    func enclosingParameter(_ name: String, at node: Syntax) -> ParameterRef? {
        guard
            let function = node.ancestorOrSelf(mapping: {
                $0.is(FunctionDeclSyntax.self) || $0.is(InitializerDeclSyntax.self) ? $0 : nil
            })
        else { return nil }
        if let known = functionParameters[function.id] { return known[name] }
        var table: [String: ParameterRef] = [:]
        let declared = DeclaredNames()
        let made = function.as(InitializerDeclSyntax.self)
        let named = function.as(FunctionDeclSyntax.self)
        if let body = made?.body ?? named?.body { declared.walk(body) }
        let parameters = made?.signature.parameterClause.parameters ?? named?.signature.parameterClause.parameters
        for (index, entry) in (parameters ?? []).enumerated() {
            let written = (entry.secondName ?? entry.firstName).text
            guard !declared.found.contains(written) else { continue }
            if made != nil {
                // An initializer is called by its type's name, with as many arguments as it has parameters.
                guard let type = typeStack.last else { continue }
                table[written] = ParameterRef(function: type, index: index, owner: nil, arity: parameters?.count)
            } else if let named {
                table[written] = ParameterRef(function: named.name.text, index: index, owner: typeStack.last)
            }
        }
        functionParameters[function.id] = table
        return table[name]
    }

    /// The longest argument text taken for an orientation value (a longer one, a closure, is not made text at all:
    /// a character is at most 4 UTF-8 bytes).
    static let maxOrientationText = 200

    /// Text that may be an orientation or a mask (`.portrait`, `[.landscapeLeft, .landscapeRight]`,
    /// `UIInterfaceOrientationMask.all`, `isLandscape ? .landscape : .portrait`).
    static func mayBeOrientation(_ text: String) -> Bool {
        text.count <= maxOrientationText
            && (text.contains("portrait") || text.contains("landscape") || text.contains("Orientation")
                || text == ".all" || text == ".allButUpsideDown")
    }
}

extension DeclarationVisitor {
    /// Whether a UIDevice setter gives the orientation the device already has: made in the body of an `if` whose
    /// condition tests `UIDevice.current.orientation` (or its `rawValue`) for the value passed
    /// (`if UIDevice.current.orientation.rawValue == 4 { UIDevice.current.setValue(4, forKey: "orientation") }`).
    /// The device is already there, so the setter changes nothing on any version.
    static func setsTheOrientationTheDeviceHas(_ node: FunctionCallExprSyntax, _ rotation: RawRotation) -> Bool {
        guard rotation.kind == .setDeviceOrientation, let argument = node.arguments.first?.expression else {
            return false
        }
        var passed = argument.trimmedDescription.filter { !$0.isWhitespace }
        if passed.hasSuffix(".rawValue") { passed.removeLast(".rawValue".count) }
        var tests = ["orientation.rawValue==\(passed)", "orientation==\(passed)"]
        let type = "UIDeviceOrientation."
        if passed.hasPrefix(type) { tests.append("orientation==." + passed.dropFirst(type.count)) }
        var current = Syntax(node)
        while let parent = current.parent, !parent.is(FunctionDeclSyntax.self), !parent.is(ClosureExprSyntax.self) {
            if let test = parent.as(IfExprSyntax.self), current.id == test.body.id {
                let condition = test.conditions.trimmedDescription.filter { !$0.isWhitespace }
                if condition.contains("UIDevice.current.orientation"), tests.contains(where: condition.contains) {
                    return true
                }
            }
            current = parent
        }
        return false
    }
}
