import SwiftParser
import SwiftSyntax

/// `#if` clauses an iOS app target never compiles: `os(tvOS)`, `os(macOS)`, `targetEnvironment(macCatalyst)`,
/// `canImport(AppKit)` and the like, and the `#else` of a clause that always holds on iOS (`#if os(iOS)`,
/// `canImport(UIKit)`). Every reader of a Swift file must see the same code (issue 44, "a guard counts for some rules
/// and not others"), so such clauses are blanked in the text, line breaks kept, before the file is read: no walk of
/// the tree can take a Catalyst-only or tvOS-only value for an iOS one.
///
/// A condition is known only when it is built of platform tests, `true`, `false`, `!`, `&&`, `||` and parentheses.
/// Anything else (`DEBUG`, a custom flag, `swift(>=5.9)`, `targetEnvironment(simulator)`, `arch(…)`) may hold or not:
/// its clause is read, as are the clauses after it. SwiftIfConfig (swift-syntax) takes a condition it cannot decide
/// as false, which would drop every `#if DEBUG` branch; hence this small evaluator of three values.
enum PlatformConditions {
    /// What a condition is on an iOS app target: true, false or nil (not known).
    static func value(_ condition: ExprSyntax) -> Bool? {
        if let literal = condition.as(BooleanLiteralExprSyntax.self) {
            return literal.literal.tokenKind == .keyword(.true)
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let inner = tuple.elements.first {
            return value(inner.expression)
        }
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
            return value(prefix.expression).map { !$0 }
        }
        if let sequence = condition.as(SequenceExprSyntax.self) { return sequenceValue(Array(sequence.elements)) }
        if let infix = condition.as(InfixOperatorExprSyntax.self),
            let operation = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text
        {
            return combine(value(infix.leftOperand), value(infix.rightOperand), operation)
        }
        guard let call = condition.as(FunctionCallExprSyntax.self),
            let function = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
            call.arguments.count == 1, let argument = call.arguments.first?.expression.trimmedDescription
        else { return nil }
        switch function {
        case "os": return osValue(argument)
        case "targetEnvironment": return argument == "macCatalyst" ? false : nil
        case "canImport":
            if ["UIKit", "SwiftUI", "Foundation", "AVKit", "Combine"].contains(argument) { return true }
            if ["AppKit", "WatchKit", "Cocoa", "TVUIKit"].contains(argument) { return false }
            return nil
        default: return nil
        }
    }

    /// Whether `text` holds `#if` anywhere, read from its UTF-8 bytes (Foundation's `contains` bridged every file
    /// to NSString: 6% of the whole reading).
    static func mayHoldConditions(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            guard bytes.count >= 3 else { return false }
            for index in 0..<(bytes.count - 2)
            where bytes[index] == UInt8(ascii: "#") && bytes[index + 1] == UInt8(ascii: "i")
                && bytes[index + 2] == UInt8(ascii: "f")
            {
                return true
            }
            return false
        }
    }

    /// The value of a condition written as after `#if` (`"os(iOS) && !DEBUG"`).
    static func value(of condition: String) -> Bool? {
        let tree = Parser.parse(source: "#if \(condition)\n#endif\n")
        for item in tree.statements {
            if let condition = item.item.as(IfConfigDeclSyntax.self)?.clauses.first?.condition {
                return value(condition)
            }
        }
        return nil
    }

    static func osValue(_ name: String) -> Bool? {
        switch name {
        case "iOS": true
        case "macOS", "OSX", "tvOS", "watchOS", "visionOS", "xrOS", "Linux", "Windows", "Android", "FreeBSD",
            "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku":
            false
        default: nil
        }
    }

    /// A flat `a && b || c` (SwiftParser leaves operators unfolded): `&&` binds tighter than `||`.
    static func sequenceValue(_ elements: [ExprSyntax]) -> Bool? {
        // Split on `||`, each part a chain of `&&`.
        var orParts: [[ExprSyntax]] = [[]]
        for element in elements {
            if let op = element.as(BinaryOperatorExprSyntax.self)?.operator.text {
                if op == "||" {
                    orParts.append([])
                } else if op != "&&" {
                    return nil
                }
            } else {
                orParts[orParts.count - 1].append(element)
            }
        }
        var result: Bool? = false
        for part in orParts {
            var conjunction: Bool? = true
            for operand in part { conjunction = combine(conjunction, value(operand), "&&") }
            result = combine(result, conjunction, "||")
        }
        return result
    }

    static func combine(_ left: Bool?, _ right: Bool?, _ operation: String) -> Bool? {
        switch operation {
        case "&&":
            if left == false || right == false { return false }
            return left == true && right == true ? true : nil
        case "||":
            if left == true || right == true { return true }
            return left == false && right == false ? false : nil
        default: return nil
        }
    }

    /// The UTF-8 ranges of the clauses' contents an iOS target does not compile.
    static func inactiveRanges(in tree: SourceFileSyntax) -> [Range<Int>] {
        final class Finder: SyntaxVisitor {
            var ranges: [Range<Int>] = []
            override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind {
                var decided = false
                for clause in node.clauses {
                    let holds: Bool? = decided ? false : clause.condition.map { PlatformConditions.value($0) } ?? true
                    if holds == false, let elements = clause.elements {
                        ranges.append(
                            elements.positionAfterSkippingLeadingTrivia
                                .utf8Offset..<elements.endPositionBeforeTrailingTrivia.utf8Offset)
                    }
                    if holds == true { decided = true }
                }
                return .visitChildren
            }
        }
        // Only a file that has a `#if` is walked for them.
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.ranges
    }

    /// `text` with `ranges` blanked: every byte but line breaks made a space, so lines and columns stay.
    static func blanking(_ text: String, _ ranges: [Range<Int>]) -> String {
        var bytes = Array(text.utf8)
        for range in ranges {
            for index in range
            where index < bytes.count && bytes[index] != UInt8(ascii: "\n")
                && bytes[index] != UInt8(ascii: "\r")
            {
                bytes[index] = UInt8(ascii: " ")
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
