extension SourceModel {
    /// The app delegate's returns that the window's roots the code sets reach: not one under a test of the root's
    /// class that every root fails (`if window!.rootViewController!.isKind(of: UINavigationController.self)` where
    /// the only root is a tab bar controller: HurricaneWPLG's forward to the top screen's own mask). All of them
    /// where the code sets no root, or none would be left.
    static func reachedWithRoots(_ answer: [ReturnedValue], _ symbols: SymbolTable) -> [ReturnedValue] {
        guard answer.contains(where: { !$0.rootIs.isEmpty || !$0.rootIsNot.isEmpty }) else { return answer }
        let roots = symbols.sites.filter { $0.kind == .root && !$0.external && $0.secondaryWindow == nil }
            .map(\.shown)
        guard !roots.isEmpty else { return answer }
        // Each root's class and its superclasses: what a type test finds it to be.
        let kinds = roots.map { Set([$0] + symbols.ancestors(of: $0)) }
        let kept = answer.filter { item in
            kinds.contains { kind in
                item.rootIs.allSatisfy(kind.contains) && !item.rootIsNot.contains(where: kind.contains)
            }
        }
        return kept.isEmpty ? answer : kept
    }
}
