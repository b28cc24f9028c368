import SwiftSyntax

/// Where a file calls its own functions (with no receiver, `self.` or `self?.`), and which of them run only as a
/// controller leaves the screen: called only in a `viewWillDisappear` or `viewDidDisappear`, or a dismissal's
/// completion, or by functions themselves called only so (`RawRotation.whileLeaving`). Walked over the whole file
/// (the declaration visitor skips bodies that hold nothing it reads, calls among them), only for a file with a
/// rotation request made in a function it declares and not already known to be made while leaving.
final class LeavingCalls: SyntaxVisitor {
    /// The caller counted for a call made as a controller leaves the screen.
    static let leavingCaller = "\u{0}leaving"
    /// By callee, the number of calls by each caller (a function's name, or `leavingCaller`).
    var counts: [String: [String: Int]] = [:]
    /// The functions only this file can call: `private` or `fileprivate`, or declared inside another function.
    var confined: Set<String> = []
    private var leaving: [Bool] = []
    private var functions: [String] = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.name.text
        if !functions.isEmpty
            || node.modifiers.contains(where: {
                $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
            })
        {
            confined.insert(name)
        }
        leaving.append(leaving.last == true || SourceModel.disappearanceMethods.contains(name))
        functions.append(name)
        return .visitChildren
    }
    override func visitPost(_ node: FunctionDeclSyntax) {
        leaving.removeLast()
        functions.removeLast()
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        leaving.append(leaving.last == true || DeclarationVisitor.completesDismissal(node))
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) { leaving.removeLast() }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let base = callee.as(MemberAccessExprSyntax.self)?.base
        let receiver = base?.as(OptionalChainingExprSyntax.self)?.expression ?? base
        if let called = DeclarationVisitor.calledName(callee),
            callee.is(DeclReferenceExprSyntax.self)
                || receiver?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
        {
            let caller = leaving.last == true ? Self.leavingCaller : functions.last ?? ""
            counts[called, default: [:]][caller, default: 0] += 1
        }
        return .visitChildren
    }

    /// Whether every call of `name` is made as a controller leaves the screen, or by a function itself called only
    /// so (up to three deep): a function only the file can call, whose every word in `text` is its declaration or a
    /// call counted here.
    func onlyWhileLeaving(_ name: String, text: String, depth: Int = 0) -> Bool {
        guard depth < 3, confined.contains(name), let callers = counts[name] else { return false }
        let declared =
            SwiftFileReader.occurrences(of: "func \(name)(", in: text)
            + SwiftFileReader.occurrences(of: "func \(name)<", in: text)
        guard SwiftFileReader.wordCount(name, in: text) == callers.values.reduce(declared, +) else { return false }
        return callers.keys.allSatisfy {
            $0 == Self.leavingCaller || $0 != name && onlyWhileLeaving($0, text: text, depth: depth + 1)
        }
    }
}

extension SwiftFileReader {
    /// Rotations made in a function only this file can call, every call of which is made as a controller leaves the
    /// screen (`LeavingCalls`): made while leaving (`RawRotation.whileLeaving`).
    static func markRequestsWhileLeaving(_ declarations: inout FileDeclarations, tree: SourceFileSyntax, text: String) {
        guard
            declarations.rotations.contains(where: {
                !$0.whileLeaving && $0.functionName.map { text.contains("func \($0)") } == true
            })
        else { return }
        let calls = LeavingCalls()
        calls.walk(tree)
        for index in declarations.rotations.indices where !declarations.rotations[index].whileLeaving {
            if let name = declarations.rotations[index].functionName, calls.onlyWhileLeaving(name, text: text) {
                declarations.rotations[index].whileLeaving = true
            }
        }
    }
}
