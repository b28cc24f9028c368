import OrientationResolver

/// A value the code gives for an orientation answer, with the file and line that decide it.
public struct CodeValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// One value, exactly (a literal).
        case exact(Int)
        /// One of these (branches of literals, or every value a property is assigned in the target): `inferred`.
        case oneOf([Int])
        /// A container that asks a child (`selectedViewController?.supportedInterfaceOrientations ?? .portrait`); the
        /// fallback answers when the child is nil.
        case forwarding(child: String, fallback: Int?)
        /// Something the reader cannot evaluate (a call, a computation): said, never guessed.
        case unknown(String)
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    /// For `oneOf`, the idiom each value is given on (nil: on either), where the code chooses by idiom
    /// (`userInterfaceIdiom == .phone ? .portrait : .all`, or a return inside `if` on the idiom); empty when no value
    /// is tied to one.
    public var idioms: [Idiom?] = []
    /// The answer is the presented controller's while one is presented (`if let presentedViewController { return
    /// presentedViewController.supportedInterfaceOrientations }`); the value is what it answers otherwise.
    public var asksPresented = false
    /// For `oneOf` read from one state: the value that state is declared with, which holds as the app starts and
    /// until the code first changes it. The world where it holds is the app as launched, not a value chosen from
    /// several; nil where there is no one such value.
    public var initial: Int? = nil
    /// For `oneOf`: the values that copy the current orientation (`ReturnedValue.whenCurrent`), each with that
    /// orientation's mask bit: they exist only where a controller lets the interface be there.
    public var copies: [Int: Int] = [:]
    /// For `oneOf`: the values returned only under tests of the controller on top of a stack (`if ([nav
    /// .visibleViewController isKindOfClass:[Camera class]]) return …All;`), each return's tests (`TopTest`): a value
    /// given only where one of its returns admits the controllers shown. A value with a return under no such test
    /// holds with any.
    public var topTests: [Int: [TopTest]] = [:]
    /// For `oneOf`: the values are the branches of the app's state: one returned expression (`rotates ? a : b`), or
    /// Objective-C returns under conditions that do not test the orientation asked about (`if ([mode isEqual:@"all"])
    /// return YES; else return o == …Portrait;`), not returns whose conditions test it (`if (IsPortrait(o)) return
    /// YES; else return NO;`).
    public var oneExpression = false
    /// For `forwarding`: a Swift forward through an optional chain (`topViewController?.x ?? fallback`, or `if let
    /// x = child?.x`): with no child it answers its fallback (UIKit's default for `super.x`), never nil messaging's
    /// zeros.
    public var nilSafe = false
    /// For the iOS 5 callback answered from the class's own mask (`SourceModel.legacyFromOwnMask`): false where it is
    /// the mask itself, true where it takes the orientation's value for its bit; nil otherwise. A scenario gives it
    /// from the mask that scenario gives the controller.
    public var fromOwnMask: Bool? = nil

    /// Whether the answer asks a child (or the presented controller) for its own.
    public var isForward: Bool {
        if case .forwarding = kind { return true }
        return asksPresented
    }

    /// Whether the reader could not evaluate the answer.
    public var isUnknown: Bool {
        if case .unknown = kind { return true }
        return false
    }

    public init(kind: Kind, file: String, line: Int, idioms: [Idiom?] = []) {
        self.kind = kind
        self.file = file
        self.line = line
        self.idioms = idioms
    }

    /// Whether some value is given on one idiom alone.
    public var byIdiom: Bool { idioms.contains { $0 != nil } }

    /// The controller's own answer: the one value, or a forward's fallback (what it answers without a child).
    public var ownAnswer: Int? {
        switch kind {
        case let .exact(value): value
        case let .forwarding(_, fallback): fallback
        default: nil
        }
    }

    /// Every value it can have, on any idiom: the one value, or those of `oneOf`; nil when the reader cannot tell (a
    /// forward, a value it cannot evaluate).
    public var everyValue: [Int]? {
        switch kind {
        case let .exact(value): [value]
        case let .oneOf(values): values
        default: nil
        }
    }

    /// Every value it can have on `idiom`: the one value, or those of `oneOf` there; nil when the reader cannot tell
    /// (a forward, a value it cannot evaluate).
    public func possible(on idiom: Idiom) -> [Int]? {
        switch kind {
        case let .exact(value): [value]
        case .oneOf: values(on: idiom)
        default: nil
        }
    }

    /// The values possible on `idiom` (for `oneOf`; every value when none is tied to an idiom, or when the code gives
    /// none on that idiom that the reader could see).
    public func values(on idiom: Idiom?) -> [Int] {
        guard case let .oneOf(values) = kind else { return [] }
        guard let idiom, byIdiom else { return values }
        let there = zip(values, idioms).filter { $0.1 == nil || $0.1 == idiom }.map(\.0)
        return there.isEmpty ? values : there
    }
}

extension CodeValue {
    /// The marks a forward's child carries when it goes through a navigation controller child: to its root, to its
    /// top.
    public static let stackRoot = "/stackRoot"
    public static let stackTop = "/stackTop"

    /// `(child as? UINavigationController)?.viewControllers.first ?? child` (the stack's root),
    /// `…?.topViewController ?? child` or `…?.visibleViewController ?? child` (its top), with or without `self.` and
    /// the fallback: the child's name and the mark; nil for any other expression.
    static func throughStack(_ text: String) -> (child: String, mark: String)? {
        let compact = text.filter { !$0.isWhitespace }
        guard compact.hasPrefix("("), let castRange = compact.range(of: "as?UINavigationController)?.") else {
            return nil
        }
        var child = String(compact[compact.index(after: compact.startIndex)..<castRange.lowerBound])
        if child.hasPrefix("self.") { child.removeFirst(5) }
        guard !child.isEmpty, child.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        var rest = String(compact[castRange.upperBound...])
        for fallback in ["??self." + child, "??" + child] where rest.hasSuffix(fallback) {
            rest.removeLast(fallback.count)
            break
        }
        switch rest {
        case "viewControllers.first", "viewControllers.first!": return (child, stackRoot)
        case "topViewController", "visibleViewController": return (child, stackTop)
        default: return nil
        }
    }
}

/// The tests of the controller on top of a stack one return is made under: the classes tested true around it
/// (`onTop`) and those tested false before it (`notOnTop`).
public struct TopTest: Sendable, Hashable {
    public var onTop: [String]
    public var notOnTop: [String]
}
