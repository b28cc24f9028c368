import OrientationResolver
import OrientationWire
import SwiftSyntax

/// The expressions one answer can return, each with its line: a small value tree (`ValueExpr`), so that no
/// syntax tree outlives the reading of its file (3,000 files kept whole took 4 GB).
struct ReturnedValue: Sendable {
    var expression: ValueExpr
    var line: Int
    var file: String
    /// The idiom the code returns it on alone (a return inside `if` on the idiom).
    var idiom: Idiom? = nil
    /// The type it belongs to: for an answer, the type whose code returns it (where `self` and a bare name are
    /// looked up); for a property's value, the type whose property is given it (`Type.x = …`, `self.x = …`,
    /// `settings.x = …` with `settings` declared as `Type`). Nil where the reader cannot tell (a global, a chain it
    /// does not follow, Objective-C): such a value may be any owner's.
    var owner: String? = nil
    /// Given in a branch taken only while the interface is in one orientation (`switch
    /// scene.interfaceOrientation { case .portraitUpsideDown: lock = .portraitUpsideDown … }`): that orientation's
    /// mask bit. Such a value is a copy of the current orientation and exists only where that orientation can be
    /// current.
    var whenCurrent: Int? = nil
    /// A parameter of the function that gives it (`lock = mask` in `func lock(to mask:)`): the values the function's
    /// calls pass stand for it (`SymbolTable.passParameters`).
    var parameter: ParameterRef? = nil
    /// The function (not a closure in it) whose code gives it: where every call of that function is made on one
    /// idiom (its callers' tests), the value is that idiom's alone (`SymbolTable.takeCallersIdioms`).
    var inFunction: String? = nil
    /// Returned inside a test of the orientation asked about (Objective-C's `if (UIInterfaceOrientationIsPortrait(o))
    /// return YES;`): one of a legacy callback's answers for some orientations, not a branch of the app's state.
    var underOrientationTest = false
    /// A property's declared value (`var lock: Mask = .portrait`): the one it has as the app starts.
    var isDeclaredValue = false
    /// Declared as a Swift stored property that only the module's own code can write: no attribute (`@objc`,
    /// `@IBInspectable`, a property wrapper), not `dynamic`, `public` or `open`, in a type not `@objcMembers`. No
    /// storyboard runtime attribute, key-value coding or other module sets it, so the values the reader reads are all
    /// it has (`SymbolTable.onlyCodeWrites`).
    var onlyCodeWrites = false
    /// The 0 an Objective-C scalar property starts with, which no code writes: no value where an initializer or
    /// the launch gives the property one.
    var isImplicitZero = false
    /// Given while the app launches or an object is made (`application(_:didFinishLaunchingWithOptions:)`, an
    /// initializer): the declared value may never be seen.
    var replacesDeclaredValue = false
    /// Given to the object's own property in straight-line code of its initializer, `viewDidLoad`, `loadView` or
    /// the app's launch (no branch, no closure): every object of that class has this value before UIKit first reads
    /// its mask, so the value the property is declared with (or Objective-C's implicit 0) is no world UIKit sees.
    var settlesDeclaredValue = false
    /// For a property's value whose owner is not known where it is read: the receiver as written (`self.project`,
    /// `header`) and the type whose code writes it, resolved through the declared types of the module once every
    /// file is read (`SymbolTable.resolveOwners`).
    var receiver: (text: String, context: String?)? = nil
    /// The Bool conditions the return is reached under: inside `if c` (c holds), in its `else` or after an
    /// `if c { … return }` (c does not), after `guard c else { … return }` (c holds). A condition the evaluator
    /// finds constant the other way makes the value one the code never returns (`if Settings.alwaysRotate { return
    /// true }; return false` where `alwaysRotate` returns `true`).
    var requires: [(condition: ValueExpr, holds: Bool)] = []
    /// The classes the code tests the controller on top of a stack against around the return (`if ([self
    /// .topViewController isKindOfClass:[Player class]])`, `if nav.visibleViewController is Player`): returned only
    /// while such a controller is on top.
    var onTop: [String] = []
    /// The classes such a test named in an `if` that returned before this return, or whose `else` this is: returned
    /// only while none of them is on top.
    var notOnTop: [String] = []
    /// The classes the same tests name for the window's root (`if window!.rootViewController!.isKind(of:
    /// UINavigationController.self)`): returned only where the root is (`rootIs`) or is not (`rootIsNot`) one of them.
    var rootIs: [String] = []
    var rootIsNot: [String] = []

    /// The type whose property `propertyName` is, read from `item`: `Type.x`'s type, or the type the reading code
    /// is written in for `x` and `self.x`; nil where it is not known.
    static func propertyOwner(_ item: ReturnedValue) -> String? {
        if case let .member(base?, _, _) = item.expression, base != "self", base != "Self" {
            return SymbolTable.ownerType(base)
        }
        return item.owner
    }

    init(_ syntax: ExprSyntax, line: Int, file: String, idiom: Idiom? = nil) {
        self.expression = ValueExpr(syntax)
        self.line = line
        self.file = file
        self.idiom = idiom
    }

    init(value: ValueExpr, line: Int, file: String, idiom: Idiom? = nil) {
        self.expression = value
        self.line = line
        self.file = file
        self.idiom = idiom
    }
}

/// An expression as far as orientation values need it, taken from the syntax tree while its file is read.
indirect enum ValueExpr: Sendable {
    /// Values nested deeper than this are not read (`ValueExpr`, the Objective-C reader's `value`): evaluation stops
    /// at this depth too.
    static let maxDepth = 8

    case bool(Bool)
    /// `.portrait`, `UIInterfaceOrientationMask.all`, `self.lock`, `AppDelegate.orientationLock`,
    /// `selectedViewController?.supportedInterfaceOrientations` (the base as written).
    case member(base: String?, name: String, text: String)
    case reference(String)
    case array([ValueExpr], text: String)
    /// `.init(rawValue: 24)`, `UIInterfaceOrientationMask(rawValue: 24)`
    case rawValue(Int)
    case integer(Int)
    /// `a ?? b`
    /// `a ?? b` (Objective-C's `a ?: b`: `operator` says which, for the words).
    case coalesce(ValueExpr, ValueExpr, operator: String = "??")
    /// `condition ? a : b`: the two values; `idiom`, the idiom `a` is given on alone when the condition tests the
    /// idiom (and `b` on the other).
    case ternary(ValueExpr, ValueExpr, text: String, idiom: Idiom? = nil)
    /// `a | b | c`
    case or([ValueExpr], text: String)
    /// `~a` (a mask's complement within the four orientations).
    case complement(ValueExpr, text: String)
    /// `a & b`, `a.intersection(b)`, `a.union(b)`, `a.subtracting(b)`, `a.symmetricDifference(b)`.
    case combine(ValueExpr, ValueExpr, operation: String, text: String)
    /// `!a`
    case not(ValueExpr, text: String)
    /// A Bool the app decides while it runs: a comparison, a type test, `&&` or `||` (`topViewController is X`).
    case condition(String)
    case call(String)
    case other(String)

    var text: String {
        switch self {
        case let .bool(flag): "\(flag)"
        case let .member(_, _, text), let .array(_, text), let .ternary(_, _, text, _), let .or(_, text),
            let .call(text), let .other(text), let .complement(_, text), let .combine(_, _, _, text),
            let .not(_, text), let .condition(text):
            text
        case let .reference(name): name
        case let .rawValue(value), let .integer(value): "\(value)"
        case let .coalesce(left, right, written): left.text + " \(written) " + right.text
        }
    }

    /// The property a read names.
    var propertyName: String? {
        switch self {
        case let .reference(name): name
        case let .member(base, name, _)
        where base != nil && !(base!.hasSuffix("?")) && UIKitNames.masks[UIKitNames.caseName(name)] == nil:
            name
        default: nil
        }
    }

    /// `depth`: how deep in another value this one is; from `ValueExpr.maxDepth` on, a value is not read (the
    /// evaluation gives up there anyway, and a long chain of ternaries was copied at every level).
    init(_ expression: ExprSyntax, depth: Int = 0) {
        // Only the kinds that keep their text write it out (a reference, a literal or a flag does not; every
        // assignment's value is read).
        var text: String { expression.sourceText }
        if depth >= ValueExpr.maxDepth {
            self = .other(InputText.excerpt(text))
        } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            self = .bool(literal.literal.tokenKind == .keyword(.true))
        } else if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let base = member.base
        {
            // `x.rawValue`: a mask's or an orientation's raw value is the value itself.
            self = ValueExpr(base, depth: depth + 1)
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            // `presented.supportedInterfaceOrientations` inside `if let presented = presentedViewController ?? …`:
            // the presented controller's answer.
            let base =
                ValueExpr.boundToPresented(member) ? "presentedViewController?" : member.base?.sourceText
            self = .member(base: base, name: member.declName.baseName.text, text: text)
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "~" {
            self = .complement(ValueExpr(prefix.expression, depth: depth + 1), text: text)
        } else if let prefix = expression.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            self = .not(ValueExpr(prefix.expression, depth: depth + 1), text: text)
        } else if expression.is(IsExprSyntax.self) {
            self = .condition(text)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self = .reference(reference.baseName.text)
        } else if let array = expression.as(ArrayExprSyntax.self) {
            self = .array(array.elements.map { ValueExpr($0.expression, depth: depth + 1) }, text: text)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.sourceText
            if [
                ".init", "UIInterfaceOrientationMask", "UIInterfaceOrientationMask.init", "UIInterfaceOrientation",
                "UIInterfaceOrientation.init",
            ].contains(called),
                let argument = call.arguments.first, argument.label?.text == "rawValue",
                let integer = argument.expression.as(IntegerLiteralExprSyntax.self),
                let value = Int(integer.literal.text)
            {
                self = .rawValue(value)
            } else if ["Int", "UInt", "NSNumber"].contains(called), call.arguments.count == 1,
                let argument = call.arguments.first, argument.label == nil || argument.label?.text == "value"
            {
                // `Int(x.rawValue)`, `NSNumber(value: x)`: the value inside.
                self = ValueExpr(argument.expression, depth: depth + 1)
            } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                Self.setOperations.contains(member.declName.baseName.text), call.arguments.count == 1,
                let argument = call.arguments.first, argument.label == nil
            {
                self = .combine(
                    ValueExpr(base, depth: depth + 1), ValueExpr(argument.expression, depth: depth + 1),
                    operation: member.declName.baseName.text, text: text)
            } else if call.arguments.isEmpty, call.trailingClosure == nil,
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                DeclarationVisitor.answers.contains(member.declName.baseName.text)
            {
                // Swift 1 and 2 declared the answers as methods: `child.supportedInterfaceOrientations()` reads
                // what Swift 3's `child.supportedInterfaceOrientations` reads.
                self = ValueExpr(call.calledExpression, depth: depth + 1)
            } else {
                self = .call(text)
            }
        } else if let integer = expression.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text) {
            self = .integer(value)
        } else if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            // `(selectedViewController?.shouldAutorotate)!`: the value unwrapped (a nil would crash, not answer).
            self = ValueExpr(unwrapped.expression, depth: depth + 1)
        } else if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
            let only = parenthesized.elements.first
        {
            self = ValueExpr(only.expression, depth: depth + 1)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            self = ValueExpr(sequence: Array(sequence.elements), text: text, depth: depth + 1)
        } else {
            self = .other(text)
        }
    }

    /// The operators whose result is a Bool the app decides while it runs.
    static let conditionOperators: Set<String> = ["==", "!=", "===", "!==", "<", ">", "<=", ">=", "&&", "||"]

    /// The set operations of an option set that make a mask from two.
    static let setOperations: Set<String> = ["union", "intersection", "subtracting", "symmetricDifference"]

    init(sequence elements: [ExprSyntax], text: @autoclosure @escaping () -> String, depth: Int = 0) {
        func single(_ slice: ArraySlice<ExprSyntax>) -> ValueExpr {
            slice.count == 1
                ? ValueExpr(slice.first!, depth: depth + 1)
                : ValueExpr(
                    sequence: Array(slice), text: slice.map(\.sourceText).joined(separator: " "), depth: depth + 1)
        }
        // As written (every message cuts it): cutting it here, for every assignment read, cost more than the rest.
        let written = text
        if depth >= ValueExpr.maxDepth {
            self = .other(InputText.excerpt(written()))
        } else if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            self = .coalesce(ValueExpr(elements[0], depth: depth + 1), ValueExpr(elements[2], depth: depth + 1))
        } else if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }),
            index + 1 < elements.count,
            let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self)
        {
            // Only a condition that splits the idioms both ways ties each side to one.
            let tested = idiomTested(by: elements[..<index].map(\.sourceText).joined(separator: " "))
            self = .ternary(
                ValueExpr(ternary.thenExpression, depth: depth + 1), single(elements[(index + 1)...]), text: written(),
                idiom: tested?.elseIdiom != nil ? tested?.idiom : nil)
        } else if elements.count >= 3,
            elements.enumerated().allSatisfy({
                $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "|"
            })
        {
            self = .or(
                elements.enumerated().filter { $0.offset % 2 == 0 }.map { ValueExpr($0.element, depth: depth + 1) },
                text: written())
        } else if elements.count == 3, let operation = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            operation == "&"
        {
            self = .combine(
                ValueExpr(elements[0], depth: depth + 1), ValueExpr(elements[2], depth: depth + 1),
                operation: "intersection", text: written())
        } else if elements.contains(where: {
            $0.is(UnresolvedIsExprSyntax.self)
                || Self.conditionOperators.contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }) {
            self = .condition(written())
        } else {
            self = .other(written())
        }
    }
}

enum InputText {
    /// The first line of source text, cut as every echoed value is (Words.excerpt: 60 characters, 240 bytes).
    static func excerpt(_ text: String) -> String {
        Words.excerpt(text.split(separator: "\n").first.map(String.init) ?? text)
    }
}

extension ValueExpr {
    /// Whether `member` asks an answer (`supportedInterfaceOrientations`, …) of a local that an enclosing `if let`
    /// binds to the presented controller (`if let presented = presentedViewController ?? top?.presentedViewController
    /// { return presented.supportedInterfaceOrientations }`).
    static func boundToPresented(_ member: MemberAccessExprSyntax) -> Bool {
        guard DeclarationVisitor.answers.contains(member.declName.baseName.text),
            let name = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        var node = Syntax(member).parent
        while let current = node {
            if current.is(FunctionDeclSyntax.self) || current.is(AccessorDeclSyntax.self)
                || current.is(ClosureExprSyntax.self)
            {
                return false
            }
            if let branch = current.as(IfExprSyntax.self) {
                for element in branch.conditions {
                    guard let binding = element.condition.as(OptionalBindingConditionSyntax.self),
                        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                    else { continue }
                    let value = binding.initializer?.value.trimmedDescription ?? name
                    let bare = value.hasPrefix("self.") ? String(value.dropFirst(5)) : value
                    return bare == "presentedViewController" || bare.hasPrefix("presentedViewController ??")
                }
            }
            node = current.parent
        }
        return false
    }
}
