import OrientationResolver
import OrientationWire
import SwiftSyntax

// What an expression names: itself, a variable, a type, a constructed controller, a storyboard scene.
extension DeclarationVisitor {
    /// `name` or `self.name`: the variable or property an expression reads.
    /// `x` or `self.x` (`self?.x`, `self!.x` in a closure that captures self weakly): a member of the object itself.
    static func isOnSelf(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = expression.as(MemberAccessExprSyntax.self)?.base?.sourceText else { return false }
        return base == "self" || base == "self?" || base == "self!"
    }

    /// The expression without the `!` or `?` that unwrap it (`child!`, `self.child?`).
    static func unwrapped(_ expression: ExprSyntax) -> ExprSyntax {
        var inner = expression
        while let next = inner.as(ForceUnwrapExprSyntax.self)?.expression
            ?? inner.as(OptionalChainingExprSyntax.self)?.expression
        { inner = next }
        return inner
    }

    static func variableName(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap {
                $0.base?.sourceText == "self" ? $0.declName.baseName.text : nil
            }
    }

    /// `value as? Type` (`as!`, `as`, read as a sequence before operators are folded): the value and the type.
    static func castParts(_ expression: ExprSyntax) -> (value: ExprSyntax, type: TypeSyntax)? {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self),
            let type = elements[2].as(TypeExprSyntax.self)
        else { return nil }
        return (elements[0], type.type)
    }

    /// A type that can name a class, as written: `T`, `T?`, `T!`, `Module.T` (not an array, a closure, a tuple: no
    /// presented controller is declared so); nil for the others, whose text is not read.
    static func namedType(_ type: TypeSyntax) -> String? {
        if let named = type.as(IdentifierTypeSyntax.self) { return named.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return namedType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return namedType(unwrapped.wrappedType)
        }
        if type.is(MemberTypeSyntax.self) { return type.sourceText }
        return nil
    }

    /// `X(...)`, `UINavigationController(rootViewController: Y())`, `UIHostingController(rootView: …)`.
    static func constructed(_ expression: ExprSyntax, storyboards: [String: String] = [:]) -> (
        class: String, navigationRoot: String?, scene: String?
    )? {
        // `storyboard.instantiateViewController(withIdentifier: "Login") as! LoginViewController`: the cast names the
        // class, the identifier its scene.
        if expression.is(SequenceExprSyntax.self) {
            guard let (value, type) = castParts(expression),
                let scene = instantiatedScene(value, storyboards: storyboards)
            else { return nil }
            let name = type.sourceText
            guard name.first?.isUppercase == true else { return nil }
            return (name, nil, scene)
        }
        if let scene = instantiatedScene(expression, storyboards: storyboards) {
            return (SourceModel.scenePrefix + scene, nil, scene)
        }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var name = call.calledExpression.sourceText
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        if name.hasSuffix(".init") { name = String(name.dropLast(5)) }
        // `Module.Class(…)` constructs; `Factory.make(…)` (a lower-case last part) is a call, not a class.
        guard name.split(separator: ".").last?.first?.isUppercase == true else { return nil }
        // Made there, or a local made in the function (`UINavigationController(rootViewController: home)`).
        let root = call.arguments.first { isStackRootLabel($0.label?.text) }.flatMap {
            constructed($0.expression)?.class
                ?? madeOnce($0.expression)?.class
        }
        return (name, root, nil)
    }

    /// A container initializer's label for its stack's root: UIKit's `rootViewController`, or an app's own
    /// initializer named for one (`init(rootASCViewController:)`, which calls `init(rootViewController:)`); not
    /// SwiftUI's `rootView`.
    static func isStackRootLabel(_ label: String?) -> Bool {
        guard let label else { return false }
        return label == "rootViewController" || (label.hasPrefix("root") && label.hasSuffix("Controller"))
    }

    /// "Name" of `UIStoryboard(name: "Name", bundle: …)`.
    static func storyboardName(_ call: FunctionCallExprSyntax) -> String? {
        // The name's token is compared, not the callee's text: every `let x = f(…)` of a file is asked.
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard" else {
            return nil
        }
        return nameLiteral(call.arguments.first(where: { $0.label?.text == "name" })?.expression)
    }

    /// A string literal's text; or `Type.case.rawValue` as written, which names a case of a `String` enum of the code
    /// (its raw value is taken once every file is read: `SourceModel.rawValued`).
    static func nameLiteral(_ expression: ExprSyntax?) -> String? {
        if let string = expression?.as(StringLiteralExprSyntax.self) {
            guard string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self) else {
                return nil
            }
            return segment.content.text
        }
        guard let member = expression?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
            let named = member.base?.as(MemberAccessExprSyntax.self),
            let type = named.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, type.first?.isUppercase == true
        else { return nil }
        return "\(type).\(named.declName.baseName.text).rawValue"
    }

    /// The scene a storyboard instantiation names: `….instantiateViewController(withIdentifier: "id")` (or
    /// `identifier:`), or `UIStoryboard(name: "Name", bundle: …).instantiateInitialViewController()` (`@initial:Name`).
    /// `storyboards`: the file's variables given `UIStoryboard(name: "Name", …)`, by name (`let sb = …`).
    static func instantiatedScene(_ expression: ExprSyntax, storyboards: [String: String] = [:]) -> String? {
        guard let call = unwrapped(expression).as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self)
        else { return nil }
        // `UIStoryboard(name: "Name", bundle: …)` names the storyboard; another base (`storyboard!`, a variable) does not.
        let storyboard =
            member.base?.as(FunctionCallExprSyntax.self).flatMap(storyboardName)
            ?? member.base?.as(DeclReferenceExprSyntax.self).flatMap { storyboards[$0.baseName.text] }
        switch member.declName.baseName.text {
        case "instantiateViewController":
            guard
                let identifier = nameLiteral(
                    call.arguments.first { $0.label?.text == "withIdentifier" || $0.label?.text == "identifier" }?
                        .expression)
            else { return nil }
            return storyboard.map { "\($0)/\(identifier)" } ?? identifier
        case "instantiateInitialViewController":
            return storyboard.map { "@initial:" + $0 }
        default: return nil
        }
    }
}
