import OrientationResolver
import OrientationWire
import SwiftSyntax

// The rotations the code asks for.
extension DeclarationVisitor {
    static let deviceOrientationNames: [String: Int] = [
        "unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 3, "landscapeRight": 4, "faceUp": 5,
        "faceDown": 6,
    ]

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
            guard let preferences,
                let argument = preferences.arguments.first(where: { $0.label?.text == "interfaceOrientations" })
            else {
                return RawRotation(
                    kind: .requestGeometryUpdate,
                    unreadable:
                        "the geometry request's preferences \(InputText.excerpt(first.sourceText)) are not an .iOS(interfaceOrientations:) the reader can see",
                    inClass: currentClass, file: place.file, line: place.line)
            }
            var raw = RawRotation(
                kind: .requestGeometryUpdate,
                value: ReturnedValue(argument.expression, line: place.line, file: place.file),
                inClass: currentClass, file: place.file, line: place.line, called: "requestGeometryUpdate")
            raw.function = functionLines(around: Syntax(node))
            return raw
        case "setValue":
            let arguments = Array(node.arguments)
            guard arguments.count == 2, arguments[1].label?.text == "forKey",
                let key = arguments[1].expression.as(StringLiteralExprSyntax.self),
                key.representedLiteralValue == "orientation"
            else { return nil }
            var value = arguments[0].expression
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
            var raw = RawRotation(
                kind: .setDeviceOrientation, value: ReturnedValue(value, line: place.line, file: place.file),
                interfaceConstant: value.sourceText.hasPrefix("UIInterfaceOrientation."),
                inClass: currentClass, file: place.file, line: place.line, called: "setValue")
            raw.boxedEnum = boxedEnum
            return raw
        default:
            return nil
        }
    }
}
