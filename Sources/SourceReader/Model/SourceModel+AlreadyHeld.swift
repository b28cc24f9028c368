import OrientationResolver

/// Changes that give a property the value it already holds when they run (`mask-change-not-announced`): no change,
/// whatever UIKit holds.
extension SourceModel {
    /// Why `mutation` (a change of `read`) gives the value the property already holds, where the model can tell:
    /// - a controller's appearance (`viewWillAppear`, `viewDidAppear`, `viewDidLoad`, outside a closure) gives the
    ///   value that every place the code shows the controller gives it just before (`ShowSite.givenBefore`), or that
    ///   the showing controller's own appearance gives where nothing else in its class changes the property (SLY's
    ///   player, flagged by both presenters before they present it);
    /// - a dismissal's completion gives the value that every controller the dismissal can take away gives it as it
    ///   disappears (`viewWillDisappear`, `viewDidDisappear`): the class's presented controllers, and the class
    ///   itself where it dismisses through `self` (SLY's presenters, after the player's own `viewWillDisappear`).
    /// Nil otherwise, and where the code shows the controller nowhere the reader sees. The text names the places.
    func alreadyHeld(_ mutation: Mutation, _ read: StateRead, _ symbols: SymbolTable) -> String? {
        guard let inClass = mutation.inClass, let value = mutation.value else { return nil }
        if !mutation.inClosure, let function = mutation.functionName,
            DeclarationVisitor.appearanceMethods.contains(function)
        {
            return givenBeforeShowing(inClass, value, read, symbols).map {
                " Every place the code shows \(inClass) gives \(read.name) this value before it (\($0)), so the change gives the value it already holds (inferred)."
            }
        }
        if mutation.inClosure, let dismissal = mutation.afterDismissal {
            var dismissed = Set(sites.filter { $0.kind == .present && $0.inClass == inClass }.map(\.shown))
            if dismissal.bySelf { dismissed.insert(inClass) }
            guard !dismissed.isEmpty else { return nil }
            var places: [String] = []
            for controller in dismissed.sorted() {
                guard let place = givenOnDisappearing(controller, value, read, symbols) else { return nil }
                places.append(place)
            }
            return
                " It is made after the dismissal at \(mutation.place.file):\(dismissal.line), and every controller that dismissal can take away gives \(read.name) this value as it disappears (\(places.joined(separator: ", "))), so the change gives the value it already holds (inferred)."
        }
        return nil
    }

    /// The places (as "file:line") that give `read` the value `value` gives just before each showing of `shown`,
    /// where every site the code shows it at does; nil where one does not, or none is seen.
    private func givenBeforeShowing(_ shown: String, _ value: ReturnedValue, _ read: StateRead, _ symbols: SymbolTable)
        -> String?
    {
        let showing = sites.filter { $0.kind != .root && ($0.shown == shown || $0.navigationRoot == shown) }
        guard !showing.isEmpty, !sites.contains(where: { $0.kind == .root && $0.shown == shown }) else { return nil }
        // One that shows another controller appears again as that one goes away, after changes it may have made.
        if sites.contains(where: { $0.kind != .root && $0.inClass == shown }),
            Self.changedOutsideAppearance(read.name, in: shown, symbols)
        {
            return nil
        }
        var places: [String] = []
        for site in showing {
            if let given = site.givenBefore.last(where: { $0.gives(read) }) {
                guard Self.sameValue(given.value, value, symbols) else { return nil }
                places.append("\(site.file):\(given.line)")
            } else if let presenter = site.inClass, presenter != shown,
                let given = classes[presenter]?.givenWhenShown.last(where: { $0.gives(read) }),
                Self.sameValue(given.value, value, symbols),
                !Self.changedOutsideAppearance(read.name, in: presenter, symbols)
            {
                places.append("\(given.value.file):\(given.line), as \(presenter) appears")
            } else {
                return nil
            }
        }
        return places.sorted().joined(separator: ", ")
    }

    /// Where `controller`'s disappearance gives `read` the value `value` gives: every change of it its disappearance
    /// methods make, outside a closure, gives that value (one at least).
    private func givenOnDisappearing(
        _ controller: String, _ value: ReturnedValue, _ read: StateRead, _ symbols: SymbolTable
    ) -> String? {
        let changes = (symbols.mutations[read.name] ?? []).map(\.mutation).filter {
            $0.inClass == controller && !$0.inClosure
                && Self.disappearanceMethods.contains($0.functionName ?? "")
        }
        guard let first = changes.first, let line = first.place.line,
            changes.allSatisfy({ change in change.value.map { Self.sameValue($0, value, symbols) } ?? false })
        else { return nil }
        return "\(first.place.file):\(line)"
    }

    /// Whether `presenter`'s code changes `name` anywhere but its appearance methods.
    private static func changedOutsideAppearance(_ name: String, in presenter: String, _ symbols: SymbolTable) -> Bool {
        (symbols.mutations[name] ?? []).contains { entry in
            entry.mutation.inClass == presenter
                && (entry.mutation.inClosure
                    || !DeclarationVisitor.appearanceMethods.contains(entry.mutation.functionName ?? ""))
        }
    }

    /// Whether two values given to a property are the same one constant (as a mask, or as a Bool's 0 or 1).
    static func sameValue(_ one: ReturnedValue, _ other: ReturnedValue, _ symbols: SymbolTable) -> Bool {
        for bool in [false, true] {
            if case let .values(first) = Evaluator.constant(
                one.expression, bool: bool, orientation: false, symbols: symbols, depth: 0, owner: one.owner),
                case let .values(second) = Evaluator.constant(
                    other.expression, bool: bool, orientation: false, symbols: symbols, depth: 0, owner: other.owner),
                Set(first.map(\.value)).count == 1, Set(first.map(\.value)) == Set(second.map(\.value))
            {
                return true
            }
        }
        return false
    }
}

extension SourceModel {
    /// A SwiftUI App that installs no `@UIApplicationDelegateAdaptor` for the code's app delegate class: UIKit never
    /// makes that class, so the window roots its code gives are no roots of the app (BlueSyncController's landscape
    /// host, set in a delegate nothing installs). They are dropped, with a note at the first.
    mutating func dropUninstalledDelegateRoots(_ symbols: inout SymbolTable) {
        guard let app = symbols.swiftUIApp else { return }
        let delegates = symbols.tables[.launchingClasses].union(symbols.appDelegateClass.map { [$0] } ?? [])
        guard
            let delegate = delegates.sorted().first(where: { delegate in
                !symbols.delegateAdaptors.contains(delegate)
                    && symbols.sites.contains { $0.kind == .root && $0.inClass == delegate }
            }),
            let first = symbols.sites.first(where: { $0.kind == .root && $0.inClass == delegate })
        else { return }
        symbols.sites.removeAll { $0.kind == .root && $0.inClass == delegate }
        notes.append(
            Finding(
                file: first.file, line: first.line,
                message:
                    "\(delegate) gives a window its root here, but the SwiftUI App \(app.name) installs no @UIApplicationDelegateAdaptor(\(delegate).self), so UIKit never makes \(delegate) and this is no root of the app"
            ))
    }
}
