// Reads swift-syntax's raw tree, through its `RawSyntax` SPI: the parser's own representation, walked without
// making a syntax node for each child. SwiftParser itself is built on it. The SPI is pinned with the package's
// swift-syntax version (603.x); this file is the only one that uses it.
@_spi(RawSyntax) import SwiftSyntax

/// Whether a code block can hold anything `DeclarationVisitor` reads, asked of each block before it is walked: a
/// block that cannot is skipped. Walking a body node by node cost a fifth of the parse (issue 22's 1.3× goal), and
/// most bodies hold no assignment, no presentation and no rotation call.
///
/// The answer is conservative: yes for any assignment, any declaration of a class or a function, and any identifier
/// the visitor's calls are named by (or a storyboard is made with), wherever it is in the block. So a block it
/// skips is one the visitor would have walked without recording anything.
enum BodyFilter {
    /// The names `DeclarationVisitor.visit(FunctionCallExprSyntax)` and `visit(VariableDeclSyntax)` act on inside a
    /// body (the rotation calls, presentations, pushes, container children, storyboards, SwiftUI's presenting
    /// modifiers, dismissals, observers), `application` for a nested delegate method, and orientation values.
    static let names: Set<SyntaxText> = [
        "present", "presentViewController", "pushViewController", "setViewControllers", "UIStoryboard", "application",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation", "requestGeometryUpdate",
        "setValue", "setValuesForKeys", "addChild", "contentViewController", "init", "sheet", "fullScreenCover",
        "popover", "dismiss",
        // `show(x, sender: self)`: a push, or a presentation off any stack (`ShowSite.adaptive`).
        "show",
        // A handler registered for a movie player's full-screen notification, a controller's view added to another's:
        // `DeclarationVisitor.readCall`.
        "addObserver", "addSubview",
        // A method of a window that may set its root (`window.transition(to: home)`): `readCall`.
        "window",
        // A Bool property's `toggle()`: a value the reader cannot evaluate (`DeclarationVisitor.readCall`).
        "toggle",
        // Orientation values passed to a function (`lock(to: .portrait)`): `DeclarationVisitor.argumentCall`.
        "portrait", "landscape", "landscapeLeft", "landscapeRight", "portraitUpsideDown", "allButUpsideDown", "all",
        "UIInterfaceOrientationMask", "UIInterfaceOrientation",
        // A stored property passed on under its label (`Locked(rootView: content, orientation: orientation)`).
        "orientation", "orientations", "interfaceOrientations",
    ]

    /// A bit for each length of `names`.
    static let lengths: UInt64 = names.reduce(0) { $0 | (1 << UInt64($1.count)) }

    /// For each length below 64, a bit for the first letter (its low six bits) of each of `names` that long: most
    /// identifiers of a length some name has (`value`, `label`, `step` beside `sheet` and `init`) are told apart by
    /// their first letter, before their text is hashed.
    static let initials: [UInt64] = (0..<64).map { length in
        names.filter { $0.count == length }.reduce(0) { $0 | (1 << UInt64($1.first! & 63)) }
    }

    /// Whether the block may hold anything the visitor looks for, and, where the answer is no, the names of the
    /// functions the block calls (`lock()`, `AppDelegate.lock()`): `DeclarationVisitor` counts them as calls made where
    /// the block is, so a function's callers' idioms (`CallIdioms`) count every call. A block that names an idiom (`isPad`, `userInterfaceIdiom`,
    /// `.phone`) is walked: the calls inside its tests are counted there.
    static func mayHoldAnything(_ block: CodeBlockSyntax, calls: inout [String]) -> Bool {
        mayHold(block.raw, depth: 0, calls: &calls)
    }

    /// The name a call calls (`lock` in `lock()`, `self.lock()` and `AppDelegate.lock()`).
    static func calledName(_ call: RawFunctionCallExprSyntax) -> String? {
        let callee = call.calledExpression
        if let reference = callee.as(RawDeclReferenceExprSyntax.self) {
            return String(syntaxText: reference.baseName.tokenText)
        }
        // `super.viewDidLoad()`: the superclass's method, not a call of the app's function of that name.
        guard let member = callee.as(RawMemberAccessExprSyntax.self), member.base?.is(RawSuperExprSyntax.self) != true
        else { return nil }
        return String(syntaxText: member.declName.baseName.tokenText)
    }

    /// Whether an identifier may name an idiom, as `mayNameIdiom` asks of a text: it ends in "pad", "hone", "diom"
    /// or "blet", in any case.
    static func namesIdiom(_ text: SyntaxText) -> Bool {
        guard text.count >= 3 else { return false }
        func lower(_ index: Int) -> UInt8 {
            let byte = text[text.count - index]
            return byte >= 65 && byte <= 90 ? byte + 32 : byte
        }
        if (lower(3), lower(2), lower(1)) == (112, 97, 100) { return true }
        guard text.count >= 4 else { return false }
        let last = (lower(4), lower(3), lower(2), lower(1))
        return last == (104, 111, 110, 101) || last == (100, 105, 111, 109) || last == (98, 108, 101, 116)
    }

    /// Deeper than this the block is walked (the answer is yes): the recursion stays bounded whatever the file.
    static let maxDepth = 256

    static func mayHold(_ node: RawSyntax, depth: Int, calls: inout [String]) -> Bool {
        switch node.kind {
        case .token:
            guard let token = node.tokenView, token.rawKind == .identifier else { return false }
            // Most identifiers are told apart by their length alone, before any comparison of their text.
            let text = token.rawText
            // `$model`: a binding (`DeclarationVisitor.writtenAround`).
            if text.first == UInt8(ascii: "$") { return true }
            if namesIdiom(text) { return true }
            guard text.count < 64, lengths & (1 << UInt64(text.count)) != 0,
                initials[text.count] & (1 << UInt64(text.first! & 63)) != 0
            else { return false }
            return names.contains(text)
        case .assignmentExpr, .classDecl, .structDecl, .enumDecl, .actorDecl, .extensionDecl, .functionDecl,
            .keyPathExpr, .inOutExpr:
            return true
        // What the visitor does not walk into (its `skipChildren` visits): nothing found there is recorded.
        case .stringLiteralExpr, .integerLiteralExpr, .floatLiteralExpr, .booleanLiteralExpr, .nilLiteralExpr,
            .binaryOperatorExpr,
            .typeAnnotation, .typeExpr, .returnClause, .functionParameterClause, .attributeList, .declModifierList,
            .genericParameterClause, .genericWhereClause, .identifierPattern, .switchCaseLabel, .closureSignature:
            return false
        default:
            guard depth < maxDepth, let layout = node.layoutView else { return true }
            if let call = node.as(RawFunctionCallExprSyntax.self), let name = calledName(call) { calls.append(name) }
            for child in layout.children {
                if let child, mayHold(child, depth: depth + 1, calls: &calls) { return true }
            }
            return false
        }
    }

    /// Whether a declaration's modifiers hold `static` or `class`, read from the raw tree: asked of every function
    /// (for static factories), where making the modifiers' nodes cost a percent of the whole reading.
    static func isTypeMember(_ declaration: some SyntaxProtocol) -> Bool {
        guard let layout = declaration.raw.layoutView else { return false }
        for child in layout.children {
            guard let child, child.kind == .declModifierList, let list = child.layoutView else { continue }
            for modifier in list.children {
                guard let parts = modifier?.layoutView else { continue }
                for part in parts.children {
                    if let token = part?.tokenView, token.rawKind == .keyword,
                        token.rawText == "static" || token.rawText == "class"
                    {
                        return true
                    }
                }
            }
            return false
        }
        return false
    }
}
