import OrientationResolver

/// `super.supportedInterfaceOrientations` (`[super supportedInterfaceOrientations]`) as the superclass answers: its
/// own answer when the module declares one (one returned expression, itself read the same way), else, up the chain,
/// UIKit's default where the chain reaches a UIKit controller that keeps it (`UIViewController` and the containers:
/// `allButUpsideDown` on iPhone, `all` on iPad; `shouldAutorotate` YES). Anything else stays as written (not
/// evaluated, said).
struct SuperAnswers {
    let symbols: SymbolTable
    let byName: [String: SymbolTable.DeclaredType]

    /// UIKit's controllers whose answers are UIViewController's defaults.
    static let defaultAnswering: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIPageViewController",
    ]

    init(_ symbols: SymbolTable) {
        self.symbols = symbols
        var byName: [String: SymbolTable.DeclaredType] = [:]
        for declared in symbols.classes where byName[declared.name] == nil { byName[declared.name] = declared }
        self.byName = byName
    }

    func superclass(of name: String) -> String? {
        (byName[name]?.superclass ?? symbols.superclasses[name]).map { String($0.split(separator: ".").last ?? "") }
    }

    /// `expression` of the class `owner`'s answer `member`, with each `super.member` replaced.
    func resolving(_ expression: ValueExpr, member: String, owner: String, depth: Int = 0) -> ValueExpr {
        func again(_ inner: ValueExpr) -> ValueExpr { resolving(inner, member: member, owner: owner, depth: depth) }
        switch expression {
        case let .member(base, name, _) where base == "super" && name == member:
            return answer(member, above: owner, depth: depth) ?? expression
        case let .coalesce(left, right, written): return .coalesce(again(left), again(right), operator: written)
        case let .ternary(first, second, text, idiom):
            return .ternary(again(first), again(second), text: text, idiom: idiom)
        case let .or(parts, text): return .or(parts.map(again), text: text)
        case let .complement(inner, text): return .complement(again(inner), text: text)
        case let .combine(left, right, operation, text):
            return .combine(again(left), again(right), operation: operation, text: text)
        default: return expression
        }
    }

    /// What the superclass of `owner` answers for `member`, as one expression.
    func answer(_ member: String, above owner: String, depth: Int) -> ValueExpr? {
        guard depth < 8, var current = superclass(of: owner) else { return nil }
        var steps = 0
        while steps < 16 {
            if let declared = byName[current], let returned = declared.answers[member] {
                guard returned.count == 1, returned[0].idiom == nil else { return nil }
                return resolving(returned[0].expression, member: member, owner: current, depth: depth + 1)
            }
            if byName[current] == nil || Self.defaultAnswering.contains(current) {
                guard Self.defaultAnswering.contains(current) else { return nil }
                switch member {
                case "supportedInterfaceOrientations":
                    return .ternary(
                        .member(base: nil, name: "allButUpsideDown", text: ".allButUpsideDown"),
                        .member(base: nil, name: "all", text: ".all"), text: "UIKit's default (\(current))",
                        idiom: .phone)
                case "shouldAutorotate": return .bool(true)
                default: return nil
                }
            }
            guard let next = superclass(of: current) else { return nil }
            current = next
            steps += 1
        }
        return nil
    }
}
