/// `os-version-differs`: the same state, compared across the versions of the app's matrix.
extension ValidatorRun {
    /// One state of one idiom, whatever the version: the choices (tabs, stacks), the event, the device orientation
    /// and the presentation depth.
    struct VersionlessState: Hashable {
        var idiom: Idiom
        var event: Event
        var device: Int
        var depth: Int
        var choices: [Int]
    }

    /// What a state ended in at one version of the matrix.
    struct VersionOutcome {
        var version: SystemVersion
        var orientation: Int?
        var previous: Int
        /// The controller whose NO from shouldAutorotate kept the interface where it was, if one did.
        var heldBy: Int?
        /// Whether the scene's orientation was the app's to choose (not iPad multitasking or a resizable window).
        var fixedScene: Bool
        /// Whether a turn of the device started in an orientation the deciding mask allows: where it does not (a
        /// full-screen controller that allows landscape alone, presented over portrait), UIKit had already turned
        /// the interface when it took over, so that start is no state the app reaches. Before iOS 6 it is one: the
        /// interface launches in the Info.plist's orientation whatever the controllers answer. So too a presentation
        /// or dismissal that leaves the interface where it was while the mask that decides excludes that
        /// orientation (a sheet over a landscape-only presenter, said to stay in portrait): the presenter governed
        /// before it, and the interface was never there.
        var reachableStart: Bool
        /// Before iOS 6: the controller whose own `shouldAutorotateToInterfaceOrientation:` answered.
        var legacyAnswer: Int? = nil
    }

    /// The events whose outcome a user sees as the interface's orientation; programmatic rotation has rules of its
    /// own for what changed (the UIDevice setter, the update call).
    static let comparedEvents: Set<Event> = [.launch, .rotate, .present, .dismiss]

    /// Whether the matrix holds a version before iOS 16 as well as one from it: then a NO from shouldAutorotate that
    /// iOS 16 ignores is said as the difference it makes (`os-version-differs`), with both outcomes.
    var comparesAcrossSixteen: Bool {
        guard cell != nil, let minimum = original.minimumOSVersion else { return false }
        return minimum.major < 16
    }

    /// Keeps what the state ends in at this version, and says where it differs from the version before it in the
    /// matrix (cells run idiom by idiom, versions in order).
    func compareAcrossVersions(_ r: Resolution, state: StateKey) {
        guard let cell, Self.comparedEvents.contains(state.event) else { return }
        var choices: [Int] = []
        for choice in selectedChoices { choices += [choice.controller, choice.index ?? -1] }
        choices.append(-2)
        for stack in stackChoices { choices += [stack.controller, stack.depth] }
        let key = VersionlessState(
            idiom: cell.idiom, event: state.event, device: state.deviceOrientation, depth: state.presentationDepth,
            choices: choices)
        let held =
            r.rotated || r.orientation == nil || version.major >= 16
            ? nil
            : [r.answeringController, r.decidingController].compactMap({ $0 }).first {
                scenario.controllers[$0].shouldAutorotate == false
            }
        let now = VersionOutcome(
            version: version, orientation: r.orientation, previous: r.previousOrientation, heldBy: held,
            fixedScene: !r.sceneMode.isResizable,
            reachableStart: version.major < 6 || r.effectiveMask & (1 << r.previousOrientation) != 0
                || state.event != .rotate && r.orientation != r.previousOrientation,
            legacyAnswer: version.major < 6 ? r.decidingController.flatMap(legacyDeclarer) : nil)
        let before = book.outcomes[key]
        book.outcomes[key] = now
        // Only a difference made at this event: the state started in the same orientation on both versions. Where the
        // scene is not the app's to orient on either side (iPad multitasking from iOS 9, resizable windows from
        // iPadOS 26), the masks are ignored there, which multitasking-ignores-masks says.
        guard let before, before.version < version, let old = before.orientation, let new = r.orientation,
            old != new, before.previous == r.previousOrientation, before.fixedScene, now.fixedScene,
            before.reachableStart, now.reachableStart
        else { return }
        // The NO that held the interface explains the difference only where iOS 16 is the boundary crossed.
        let holder = version.major >= 16 ? before.heldBy : nil
        let location: Location
        // Across iOS 6, a callback that answered before it and is never called from it: that answer's line.
        let legacy = version.major >= 6 ? before.legacyAnswer : nil
        if let holder {
            location = Location(holder, .shouldAutorotate)
        } else if let legacy {
            location = Location(legacy, .shouldAutorotateToInterfaceOrientation)
        } else if state.event == .present || state.event == .dismiss, let member = r.preferredMember {
            location = member
        } else {
            // With no controller at all (an app's settings alone), the difference is the Info.plist's.
            location =
                r.maskMember
                ?? (scenario.controllers.isEmpty
                    ? Location(nil, .infoPlist) : Location(r.decidingController ?? 0, .controller))
        }
        let deciding = r.decidingController.map(className) ?? "the root controller"
        let why =
            holder.map {
                " (\(className($0)) returns NO from shouldAutorotate, which holds the interface before iOS 16 and no longer does from it)"
            }
            ?? legacy.map {
                " (\(className($0))'s shouldAutorotateToInterfaceOrientation: answers before iOS 6 and is never called from it)"
            } ?? ""
        record(
            .osVersionDiffers, location, state: state,
            message:
                "On \(cell.idiom.deviceName), \(Self.describe(state.event, device: state.deviceOrientation)) ends in \(UIInterfaceOrientation.printedName(old)) on iOS \(before.version) and in \(UIInterfaceOrientation.printedName(new)) from iOS \(version), while \(deciding) decides\(why); the app ships to both.",
            fix: holder != nil
                ? "Say the orientation with supportedInterfaceOrientations (every version honours it) instead of shouldAutorotate, and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes."
                : "Decide which outcome is wanted and make the masks and the preferred orientation say it on every version from iOS \(before.version)."
        )
    }

    /// The controller whose own `shouldAutorotateToInterfaceOrientation:` answers for `index` before iOS 6: itself,
    /// or a navigation controller's top (as `Resolver.legacyAllowed` asks); nil where UIKit's default answers.
    func legacyDeclarer(_ index: Int) -> Int? {
        var current = index
        for _ in 0..<64 {
            if scenario.controllers[current].shouldAutorotateToInterfaceOrientation != nil { return current }
            guard scenario.controllers[current].kind == .navigationController,
                let top = scenario.children(of: current).last
            else { return nil }
            current = top
        }
        return nil
    }

    static func describe(_ event: Event, device: Int) -> String {
        let held = UIDeviceOrientation.name(device)
        return switch event {
        case .launch: "launching with the device in \(held)"
        case .rotate: "turning the device to \(held)"
        case .present: "presenting with the device in \(held)"
        case .dismiss: "dismissing with the device in \(held)"
        default: event.rawValue
        }
    }
}
