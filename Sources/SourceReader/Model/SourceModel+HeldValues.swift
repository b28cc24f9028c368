import OrientationResolver

/// The values a property starts with and holds, and what follows a change of it: where UIKit still holds a value
/// that a change restores (`mask-change-not-announced`).
extension SourceModel {
    /// The changes of `property` (as "file:line") back to the value it starts with (`value`, in the property's own
    /// terms: a mask, or a Bool's 0 or 1), where every change of it to another value is itself made without
    /// announcing it, outside an initializer, and followed by nothing that makes UIKit read the masks again in the
    /// same function (a dismissal, a new window root, a presentation the value is given before, the movie player's
    /// full screen): by the rule's own account UIKit still holds the starting value when such a change restores
    /// it (DottiGuitar's `onDisappear`, Yingke's `viewWillDisappear`). Empty where the starting value is not one
    /// value, or no change leaves it.
    func restoresOfHeldValue(
        _ property: String, readOwner: String?, _ symbols: SymbolTable, concerns: (Mutation) -> Bool
    ) -> (places: Set<String>, value: Int?) {
        guard let (start, bool) = Self.startingValue(property, owner: readOwner, symbols) else { return ([], nil) }
        var restoring: Set<String> = []
        var leaves = false
        for (mutation, announced, calls) in symbols.mutations[property] ?? [] where concerns(mutation) {
            var given: Set<Int>?
            if let value = mutation.value,
                case let .values(found) = Evaluator.constant(
                    value.expression, bool: bool, orientation: false, symbols: symbols, depth: 0, owner: value.owner)
            {
                given = Set(found.map(\.value))
            }
            if given == [start], let line = mutation.place.line {
                restoring.insert(mutation.place.file + ":\(line)")
                continue
            }
            leaves = true
            let function = mutation.inClosure ? nil : mutation.functionName
            let quiet =
                Self.isUnannounced(mutation, announced: announced, calls: calls, symbols)
                && mutation.thenDismisses == nil && mutation.withNewRoot == nil && mutation.thenPresentsCover == nil
                && function.map {
                    Self.dismissalAfterCall(of: $0, symbols) == nil && symbols.tables[.fullScreenHandlers][$0] == nil
                }
                    != false
                && !self.sites.contains { site in
                    site.file == mutation.place.file && site.givenBefore.contains { $0.line == mutation.place.line }
                }
            guard quiet else { return ([], nil) }
        }
        return leaves ? (restoring, start) : ([], nil)
    }

    /// The one value a property starts with (its declared value, Objective-C's NO, or the one straight-line code
    /// gives it while its object is made or the app launches), in its own terms, and whether it is a Bool; nil where
    /// it starts with several, one per idiom, or one the launch replaces in a branch.
    static func startingValue(_ name: String, owner: String?, _ symbols: SymbolTable) -> (Int, Bool)? {
        for bool in [false, true] {
            if case let .values(found) = symbols.propertyValues(
                name, bool: bool, orientation: false, depth: 0, owner: owner)
            {
                // A value given in straight-line code while the object is made or the app launches is the one
                // UIKit first reads (Objective-C's scalars start at 0 otherwise, which the reader does not list for
                // a flag that names no orientation).
                let settled = found.filter(\.settles)
                let declared = settled.isEmpty ? found.filter(\.declared) : settled
                guard let first = declared.first, declared.allSatisfy({ $0.value == first.value && $0.idiom == nil }),
                    !found.contains(where: { $0.replacesDeclared && !$0.settles })
                else { return nil }
                return (first.value, bool)
            }
        }
        return nil
    }
}

extension SourceModel {
    /// The dismissal that follows a call of `function`, in the function that calls it or in one that calls a
    /// function passing on to it (`forwardsTo`, up to three deep).
    static func dismissalAfterCall(of function: String, _ symbols: SymbolTable) -> FileSource? {
        let dismissals = symbols.tables[.calledBeforeDismissal]
        let forwards = symbols.tables[.forwardsTo]
        var names: Set<String> = [function]
        for depth in 0...3 {
            if let found = names.sorted().lazy.compactMap({ dismissals[$0] }).first { return found }
            let callers = Set(forwards.filter { names.contains($0.value) && !names.contains($0.key) }.map(\.key))
            if depth == 3 || callers.isEmpty { return nil }
            names.formUnion(callers)
        }
        return nil
    }
}

extension FactKey {
    /// Functions whose body is one call, by name, with the name they call (`SourceModel.dismissalAfterCall`).
    static var forwardsTo: FactKey<[String: String]> { .init("forwardsTo") }
    /// The Swift classes that declare the app delegate's launch (`application(_:didFinishLaunchingWithOptions:)`).
    static var launchingClasses: FactKey<Set<String>> { .init("launchingClasses") }
    /// Classes that give their own navigation (tab bar) controller a delegate (`navigationController?.delegate = …`),
    /// and `SourceModel.windowRootMark` where the root-setting code gives the window's root container one.
    static var delegatesOwnContainer: FactKey<Set<String>> { .init("delegatesOwnContainer") }
    /// Container classes whose own code gives them children the reader does not read (`[self addChildViewController:
    /// nav]` in a loop, `self.viewControllers = built`).
    static var childrenUnread: FactKey<Set<String>> { .init("childrenUnread") }
    /// Functions called before a dismissal in the same function, with that dismissal: a change one of them makes is
    /// followed by it.
    static var calledBeforeDismissal: FactKey<[String: FileSource]> { .init("calledBeforeDismissal") }
    /// Functions the file registers for a movie player's full-screen notification (`MPMoviePlayerWillEnter…`,
    /// `…ExitFullscreenNotification`), with that notification and where: they run as the player presents or
    /// dismisses its full-screen controller, which makes UIKit read the masks again.
    static var fullScreenHandlers: FactKey<[String: (notification: String, place: FileSource)]> {
        .init("fullScreenHandlers")
    }
}
