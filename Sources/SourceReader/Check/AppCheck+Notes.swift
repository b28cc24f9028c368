import OrientationResolver
import OrientationWire
import ProjectFiles

extension AppCheck {
    /// mask-change-not-announced at a geometry request: made after an unannounced change of the deciding controller's
    /// mask, in the same function, it is answered against the mask UIKit last read. Said where the request is
    /// refused against that mask on an idiom the app ships, and would not be against the new value (else the request
    /// fails anyway, and its own scenarios say so). Each is resolved at the deployment target, device in portrait.
    static func staleRequestNotes(model: SourceModel, base: Scenario, limits: ScenarioLimits, minimum: SystemVersion)
        -> [Finding]
    {
        var notes: [Finding] = []
        var said: Set<String> = []
        for stale in CodeScenarios.staleRequests(model) {
            let decoded = stale.scenario.placed(over: base)
            guard stale.refusal == nil, decoded.refusal(limits: limits) == nil else { continue }
            var refusedOn: [Idiom] = []
            var refusal: UISceneError?
            for idiom in base.deviceFamilies ?? [base.idiom] {
                var stalePlace = decoded
                stalePlace.idiom = idiom
                stalePlace.systemVersion = minimum
                var fresh = stalePlace
                fresh.lastReadSupportedInterfaceOrientations = nil
                guard let held = try? Resolver.resolve(stalePlace, tracing: false), let error = held.error,
                    let now = try? Resolver.resolve(fresh, tracing: false), now.error == nil
                else { continue }
                refusedOn.append(idiom)
                refusal = refusal ?? error
            }
            guard let refusal,
                said.insert(
                    "\(stale.request.file):\(stale.request.line):\(stale.change.change.line ?? 0):\(stale.lastRead):\(stale.requested)"
                ).inserted
            else { continue }
            let names = { (mask: Int) in UIInterfaceOrientationMask.names(mask).joined(separator: ", ") }
            let owner = model.classes[stale.change.ownerClass ?? ""]?.name ?? stale.change.owner
            notes.append(
                Finding(
                    .maskChangeNotAnnounced, pointer: "",
                    message:
                        "requestGeometryUpdate(\(names(stale.requested))) here follows the change of \(stale.change.property) to \(names(stale.current)) at \(stale.change.change.file):\(stale.change.change.line ?? 0) in the same function, without setNeedsUpdateOfSupportedInterfaceOrientations(): from iOS 16 UIKit answers it against the mask it last read from \(owner), not the new one; when that is \(names(stale.lastRead)) (another value the code gives \(stale.change.property)), on \(refusedOn.map(\.deviceName).joined(separator: " and ")) it is refused: the error handler receives \(UISceneError.domain) \(refusal.code) \"\(refusal.description)\" and nothing rotates (inferred; POST the scenario `orientd import` lists under staleRequests to /resolve for the trace).",
                    fix:
                        "Call setNeedsUpdateOfSupportedInterfaceOrientations() on \(owner) after changing \(stale.change.property), before requestGeometryUpdate.",
                    source: FileSource(file: stale.request.file, line: stale.request.line)))
        }
        return notes
    }

    /// device-orientation-setter-ignored where the setter's value is not one the reader can see: from iOS 16, for an
    /// app linked against SDK 16 or later, UIKit ignores the setter whatever the value. Not said when the SDK is
    /// known to be older.
    static func unreadSetterNotes(model: SourceModel, base: Scenario) -> [Finding] {
        if let sdk = base.sdkVersion, sdk.major < 16 { return [] }
        var notes: [Finding] = []
        for call in model.rotations where call.kind == .setDeviceOrientation {
            guard case .unknown? = call.value?.kind else { continue }
            notes.append(
                Finding(
                    .deviceOrientationSetterIgnored, pointer: "",
                    message:
                        "Setting UIDevice.orientation does nothing from iOS 16 for an app linked against SDK 16 or later, whatever the value (this one is computed at run time): UIKit only logs \"\(ConsoleLine.deviceOrientationSetter)\"\(call.idiom.map { " (on \($0.deviceName), where the code makes the call)" } ?? "").",
                    fix:
                        "Change the supported orientations (the controller's supportedInterfaceOrientations or the app delegate's mask), call setNeedsUpdateOfSupportedInterfaceOrientations(), and ask with UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)).",
                    source: FileSource(file: call.file, line: call.line)))
        }
        return notes
    }

    /// device-orientation-setter-not-number: a setter given an enum case itself, for an app that ships before iOS 16
    /// (or does not say what it ships to), where UIKit still reads the value.
    static func boxedSetterNotes(model: SourceModel, base: Scenario) -> [Finding] {
        if let minimum = base.minimumOSVersion, minimum.major >= 16 { return [] }
        let ships = base.minimumOSVersion.map { "the app ships from iOS \($0), and " } ?? ""
        return model.boxedSetters.map { setter in
            Finding(
                .deviceOrientationSetterNotNumber, pointer: "",
                message:
                    "UIDevice's orientation setter is given \(Words.excerpt(setter.value)), a value of an enum, which Swift passes to setValue(_:forKey:) as an object that is no NSNumber (Swift bridges only its numbers); \(ships)before iOS 16 key-value coding hands it to the setter, which needs an integer, so the app may terminate here (inferred).",
                fix:
                    "Pass the case's rawValue (an Int, which bridges to NSNumber) instead of \(Words.excerpt(setter.value)), and from iOS 16 ask with UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:)).",
                source: setter.place)
        }
    }

    /// One line for a decoding error of a scenario orientd built.
    static func summary(_ error: ScenarioInputError) -> String {
        switch error {
        case let .json(message, _, line, column): "not JSON at line \(line), column \(column): \(message)"
        case let .scenario(problem): "\(problem.pointer): expected \(problem.expected), given \(problem.given)"
        }
    }

    /// What the reader could not see, as `info` notes at their lines (at most `maxCodeNotes`, then one that counts
    /// the rest).
    public static func notes(of model: SourceModel) -> [Finding] {
        var result = Array(model.notes.prefix(maxCodeNotes))
        if model.notes.count > maxCodeNotes {
            result.append(
                Finding(
                    .codeNotRead, pointer: "",
                    message:
                        "\(model.notes.count - maxCodeNotes) more places in the code that the reader could not see are not listed.",
                    fix: "Run orientd import --sources on the folder to list them all."))
        }
        return result
    }
}

extension AppCheck {
    /// container-ignores-child for a container of the app's own: a controller the app shows as the window's root or
    /// full screen embeds a child (`addChild`) whose supportedInterfaceOrientations gives a value other than UIKit's
    /// iPhone default, and answers none itself (nor inherits one): UIKit asks only the controller it shows, so the
    /// child's answer is never asked and the default decides (Sora's landscape player inside its wrapper).
    static func customContainerNotes(model: SourceModel) -> [Finding] {
        var notes: [Finding] = []
        var said: Set<String> = []
        for (container, child) in model.embeddedChildren where said.insert(container + "\u{0}" + child).inserted {
            guard model.classes[container] != nil, model.uikitBase(of: container) == "UIViewController",
                CodeScenarios.answer(container, \.supportedInterfaceOrientations, model) == nil,
                let answer = CodeScenarios.answer(child, \.supportedInterfaceOrientations, model),
                let values = answer.everyValue
            else { continue }
            let phoneDefault = UIInterfaceOrientationMask.allButUpsideDown
            guard values.contains(where: { $0 & UIInterfaceOrientationMask.all != phoneDefault }),
                let site = model.sites.first(where: { site in
                    site.shown == container && site.checked
                        && (site.kind == .root
                            || (site.kind == .present
                                && ["fullScreen", "overFullScreen"].contains(site.presentationStyle ?? "")))
                })
            else { continue }
            let words = values.map { UIInterfaceOrientationMask.names($0).joined(separator: ", ") }
                .joined(separator: " or ")
            notes.append(
                Finding(
                    .containerIgnoresChild, pointer: "",
                    message:
                        "\(container) embeds \(child) as a child and answers no supportedInterfaceOrientations of its own: UIKit asks only the controller it shows (\(container), \(site.kind == .root ? "the window's root" : "presented full screen") at \(site.file):\(site.line)), so \(child)'s answer (\(words)) is never asked, and on iPhone UIKit's default (portrait, landscapeLeft, landscapeRight) decides.",
                    fix:
                        "Answer supportedInterfaceOrientations (and shouldAutorotate, preferredInterfaceOrientationForPresentation) in \(container), returning \(child)'s, or present \(child) itself.",
                    source: FileSource(file: answer.file, line: answer.line)))
        }
        return notes
    }

    /// Members of a controller named a few letters off one UIKit asks (`misspelled-member`): said where what they
    /// return differs from what UIKit uses instead, the class's default on an idiom the app ships to (the class
    /// does not answer the member meant itself).
    static func misspelledMembers(model: SourceModel, base: Scenario) -> [Finding] {
        var found: [Finding] = []
        let idioms = base.deviceFamilies ?? [base.idiom]
        for name in model.classes.keys.sorted() {
            guard let controller = model.classes[name], !controller.misspelled.isEmpty,
                model.uikitBase(of: name).map({ UIKitNames.controllers[$0] != nil }) == true
            else { continue }
            for miss in controller.misspelled {
                let answered: CodeValue? =
                    switch miss.meant {
                    case "supportedInterfaceOrientations": controller.supportedInterfaceOrientations
                    case "shouldAutorotate": controller.shouldAutorotate
                    default: controller.preferredInterfaceOrientationForPresentation
                    }
                guard answered == nil, let values = miss.value?.everyValue else { continue }
                // What UIKit uses instead: the idiom's default mask, YES, or no preferred orientation (any differs).
                let differs = values.contains { given in
                    switch miss.meant {
                    case "supportedInterfaceOrientations":
                        idioms.contains {
                            given & UIInterfaceOrientationMask.all
                                != ($0 == .pad
                                    ? UIInterfaceOrientationMask.all : UIInterfaceOrientationMask.allButUpsideDown)
                        }
                    case "shouldAutorotate": given == 0
                    default: true
                    }
                }
                guard differs else { continue }
                let words =
                    miss.meant == "shouldAutorotate"
                    ? values.map { $0 == 0 ? "NO" : "YES" }.joined(separator: " or ")
                    : values.map { value in
                        miss.meant == "supportedInterfaceOrientations"
                            ? UIInterfaceOrientationMask.names(value).joined(separator: ", ")
                            : UIInterfaceOrientation.printedName(value)
                    }.joined(separator: " or ")
                found.append(
                    Finding(
                        .misspelledMember, pointer: "",
                        message:
                            "\(controller.simpleName) declares \(miss.written), which UIKit never calls: it asks \(miss.meant). Its answer (\(words)) is never used, and UIKit's default for the class decides.",
                        fix: "Name it \(miss.meant) (in Swift, with override).",
                        source: FileSource(file: controller.file, line: miss.line)))
            }
        }
        return found
    }

    /// A controller's view added to the app's window that has no root view controller (`window-without-root`):
    /// said at the first place the code adds one on an idiom the app ships to where nothing gives a window a root
    /// (a root set only in a branch on the other idiom gives none here), and whose Info.plist list for that idiom
    /// holds more than one orientation, or one that is not portrait.
    static func windowWithoutRoot(model: SourceModel, base: Scenario) -> [Finding] {
        let plist = base.infoPlist
        for subview in model.windowSubviews {
            let idioms = (base.deviceFamilies ?? [.phone]).filter { subview.idiom == nil || subview.idiom == $0 }
            let rootless = idioms.filter { idiom in
                !model.rootsSetOn.contains(idiom)
                    && !model.sites.contains { $0.kind == .root && ($0.idiom == nil || $0.idiom == idiom) }
            }
            // No list: UIKit's default, which holds more than one on every idiom. One orientation that is not
            // portrait (a landscape-only app): UIKit puts the interface in it and turns nothing in the window.
            func listed(_ idiom: Idiom) -> Set<Int>? {
                ((idiom == .pad ? plist.supportedInterfaceOrientationsPad : plist.supportedInterfaceOrientationsPhone)
                    ?? plist.supportedInterfaceOrientations).map(Set.init)
            }
            guard
                let idiom = rootless.first(where: { idiom in
                    listed(idiom).map { $0.count > 1 || $0 != [1] } ?? true
                })
            else { continue }
            let only = listed(idiom).flatMap { $0.count == 1 ? $0.first : nil }.map {
                (UIInterfaceOrientation.printedName($0), $0 == 2 ? "upside down" : "sideways")
            }
            // Where the window has a root on the other idiom, the finding names the one it lacks it on.
            let elsewhere = !model.rootsSetOn.isEmpty || model.sites.contains { $0.kind == .root }
            let place = elsewhere ? "On \(idiom.deviceName), " : ""
            let adds = place.isEmpty ? "The code adds" : "the code adds"
            return [
                Finding(
                    .windowWithoutRoot, pointer: "",
                    message: only.map {
                        "\(place)\(adds) a controller's view to the app's window here and never gives the window a rootViewController: the Info.plist lists only \($0.0), so UIKit puts the interface in it, but it rotates nothing in the window and asks no controller, so the added view is not turned to \($0.0) (it shows \($0.1))."
                    }
                        ?? "\(place)\(adds) a controller's view to the app's window here and never gives the window a rootViewController: UIKit then rotates nothing in it and asks no controller (the app's supported orientations alone apply), so the orientations the Info.plist lists are never used by the app's screens.",
                    fix:
                        "Set window.rootViewController to the controller whose view is added instead of adding its view.",
                    source: subview.source)
            ]
        }
        return []
    }

    /// Of `candidates` (classes whose masks read a property the code changes), those the code shows only inside
    /// containers that answer for them: the root of a plain `UINavigationController` it makes, a push, a container's
    /// child; never presented or set as a root themselves. Each is placed in some scenario the code gives (a push
    /// the scenarios do not place may land on a stack that forwards, which the reader cannot see; unless nothing in
    /// the app forwards), and asked by UIKit in none (as a root, presented, or a child of containers that all forward
    /// to it; not a class nothing reachable shows, checked as a presentation), nor through a subclass that is.
    static func shownOnlyWrapped(_ candidates: Set<String>, built: [CodeScenario], base: Scenario, model: SourceModel)
        -> Set<String>
    {
        let navigationRoots = Set(
            model.sites.filter { $0.shown == "UINavigationController" }.compactMap(\.navigationRoot))
        // Shown by the code inside a container: a plain stack's root, a push, a container's child. A class the code
        // shows nowhere it can see may be shown anywhere.
        let inside = navigationRoots.union(model.sites.filter { $0.kind == .push }.map(\.shown))
            .union(model.shownInsideContainers)
        var wrapped = candidates.intersection(inside)
        for site in model.sites where site.kind != .push && site.shown != "UINavigationController" {
            wrapped.remove(site.shown)
        }
        // Rare: the scenarios are built again only where a candidate remains.
        guard !wrapped.isEmpty else { return [] }
        var placed: Set<String> = []
        var declared: [String: String] = [:]
        for (name, controller) in model.classes { declared[controller.name] = name }
        for code in built {
            let scenario = code.scenario(over: base)
            for index in scenario.controllers.indices {
                var current = index
                var answersItself = true
                for _ in 0..<16 {
                    guard case .child = scenario.controllers[current].place,
                        let parent = scenario.controllers[current].parent
                    else { break }
                    if !scenario.controllers[parent].forwardsToChild { answersItself = false }
                    current = parent
                }
                guard answersItself,
                    !code.assumptions.unreachable || scenario.controllers[current].place != .presented
                else { continue }
                let printed = scenario.className(of: index)
                var name: String? = declared[printed] ?? printed
                for _ in 0..<16 {
                    guard let next = name else { break }
                    wrapped.remove(next)
                    name = model.classes[next]?.superclass
                }
            }
            if !code.assumptions.unreachable {
                for index in scenario.controllers.indices {
                    let printed = scenario.className(of: index)
                    placed.insert(declared[printed] ?? printed)
                }
            }
        }
        // An app delegate that answers with a screen's own mask (or with a value the reader cannot evaluate, which may
        // be one) asks every screen it can reach: none is wrapped but as before.
        if let delegate = model.appDelegateMask, delegate.isForward || delegate.isUnknown {
            return wrapped.intersection(navigationRoots)
        }
        // The root of a plain navigation controller the code makes is placed where it is made; another class is
        // known to be shown only where the scenarios place it, unless no container of the app forwards at all (no
        // forwarding answer, no container delegate): then no stack it is pushed on, and no tab it is in, asks it.
        let forwards =
            !model.containerDelegates.isEmpty
            || model.classes.values.contains { $0.supportedInterfaceOrientations?.isForward == true }
        return wrapped.filter { navigationRoots.contains($0) || placed.contains($0) || !forwards }
    }

    /// The candidates the code shows only as sheets: every place it shows one (or a navigation controller over it)
    /// presents it with no style, or with a style that does not fill the window, and the class gives itself none. From
    /// iOS 13 an automatic style is a sheet, and a sheet decides nothing (semantics §4): from iOS 16, where a change
    /// goes unannounced, UIKit asks its mask in no state. A class pushed, embedded, made a root or shown in a way the
    /// reader does not see is not among them.
    static func shownOnlyAsSheets(_ candidates: Set<String>, model: SourceModel) -> Set<String> {
        // Not a popover: in a compact width UIKit adapts it to a full-screen presentation.
        let sheets: Set<String> = ["automatic", "pageSheet", "formSheet"]
        var result: Set<String> = []
        for name in candidates where !model.shownInsideContainers.contains(name) {
            let own = model.classes[name]
            guard own?.presentationStyle == nil, own?.presentationStyleUnread == nil else { continue }
            let sites = model.sites.filter { $0.shown == name || $0.navigationRoot == name }
            guard !sites.isEmpty,
                sites.allSatisfy({ site in
                    site.kind == .present && site.checked && site.presentationStyles == nil && site.unreadStyle == nil
                        && (site.shown == name || site.shown == "UINavigationController")
                        && site.presentationStyle.map(sheets.contains) ?? true
                })
            else { continue }
            result.insert(name)
        }
        return result
    }

    /// Why a change is made before UIKit first reads the masks of the window's root it concerns, if it is: made while
    /// the root (or the first controller of the root's navigation stack) is made or loads its view, or as the root
    /// itself is about to appear (`viewWillAppear`: at launch, or as a controller over it is dismissed, which makes UIKit
    /// read the masks again). Nil otherwise: a pushed controller's `viewDidLoad` runs while another screen's masks hold.
    static func rootLoading(_ change: MaskChange, _ model: SourceModel) -> String? {
        guard let (inClass, function) = change.madeIn else { return nil }
        let loads = CodeScenarios.launchMoments.contains(function)
        guard loads || function == "viewWillAppear",
            let site = model.sites.first(where: { site in
                site.kind == .root && site.checked && !site.external && site.secondaryWindow == nil
                    && (site.shown == inClass || loads && site.navigationRoot == inClass)
            })
        else { return nil }
        let moment =
            loads ? "while it is made or loads its view (\(function))" : "as it is about to appear (viewWillAppear)"
        return
            " The change is made by the window's root \(inClass) (set at \(site.file):\(site.line)) \(moment), before UIKit reads the masks for it, at launch or as a controller over it goes away, so UIKit reads the new value (inferred)."
    }

    /// `mask-change-not-announced`, for each change the model holds of a property a mask reads (`minimum`: the iOS
    /// the app ships from, or 16).
    static func maskChangeNotes(model: SourceModel, built: [CodeScenario], base: Scenario, minimum: SystemVersion)
        -> [Finding]
    {
        let shipsTo = minimum.major >= 16 ? "the app ships to iOS \(minimum) and " : ""
        var found: [Finding] = []
        // A mask of a class no live code names (dead code) is never read. A class the code shows only as the root of
        // a plain navigation controller is asked by UIKit in no state the reader knows: a note. One it never sees
        // shown may be shown where it does not look: a warning, as before.
        let wrapped = shownOnlyWrapped(
            Set(model.unannouncedChanges.compactMap(\.ownerClass)), built: built, base: base, model: model)
        let sheetsOnly = shownOnlyAsSheets(
            Set(model.unannouncedChanges.compactMap(\.ownerClass)).subtracting(wrapped), model: model)
        // A change made only on an idiom the app does not ship to (`if isTablet { … }` in an iPhone app) never happens.
        let idioms = base.deviceFamilies ?? [base.idiom]
        // An app whose Info.plist lists one orientation on every idiom it ships to, with no app delegate mask that
        // could widen it: no mask of a controller turns the interface, whatever UIKit holds.
        let single =
            model.appDelegateMask == nil
                && idioms.allSatisfy { (base.infoPlist.list(for: $0)?.orientations ?? []).count == 1 }
            ? " The Info.plist lists one orientation on every device the app ships to, and no app delegate mask widens it, so no change of a controller's mask can turn the interface."
            : nil
        for change in model.unannouncedChanges
        where !(change.ownerClass.map(model.isNamedNowhere) ?? false)
            && (!change.onlyDeclaredValue || model.codeLeftUnread) && change.idiom.map(idioms.contains) != false
        {
            // A dismissal after the change makes UIKit read the masks again if the dismissed controller governed,
            // which the reader cannot tell: a note.
            let dismissal = change.thenDismisses.map {
                " \(change.dismissesInCaller ? "A function that calls the one making it" : "The same function") then dismisses a controller (\($0.file):\($0.line ?? 0)), and UIKit reads the masks again when the dismissed controller governed, so the change may take effect then."
            }
            let cover = change.thenPresentsCover.map {
                " The same code then presents full screen (a cover, or a controller with a full-screen style: \($0.file):\($0.line ?? 0)), and UIKit reads the masks again for a full-screen presentation, so the change may take effect then."
            }
            let newRoot = change.withNewRoot.map {
                " The same function gives the window a new root (\($0.file):\($0.line ?? 0)), and UIKit reads the masks again for a new root, so the change may take effect then."
            }
            let fullScreen = change.onFullScreen.map {
                " The change is made when the movie player announces \($0.notification) (registered at \($0.place.file):\($0.place.line ?? 0)); the player's full-screen presentation or dismissal that follows makes UIKit read the masks again, so the change may take effect then."
            }
            // A change back to the starting value where every change away from it went unannounced: by the rule's
            // own account UIKit still holds it (unless code the reader left unread changes it too).
            let restored =
                change.restoresHeldValue == nil || model.codeLeftUnread
                ? nil
                : " Every change of \(change.property) away from the value it is given back here is made without that call too, with nothing after it in its function that makes UIKit read the masks again, so UIKit still holds this value (inferred)."
            // A change to the value the property already holds when it runs (unless code left unread shows the
            // controller, or changes the property, too).
            let held = model.codeLeftUnread ? nil : change.alreadyHeld
            let loading = rootLoading(change, model) ?? held ?? single
            let unasked = change.ownerClass.flatMap { owner in
                wrapped.contains(owner)
                    ? " No state the code shows has UIKit ask \(owner) for its mask: the code shows it only inside containers that answer for it (a plain UINavigationController, a tab bar controller that does not forward)."
                    : sheetsOnly.contains(owner)
                        ? " From iOS 16 UIKit asks \(owner) for its mask in no state the code shows: the code presents it only as a sheet (with a sheet's style, or none: automatic, a sheet from iOS 13), and a sheet decides nothing."
                        : nil
            }
            found.append(
                Finding(
                    .maskChangeNotAnnounced,
                    situation: dismissal == nil && newRoot == nil && fullScreen == nil && cover == nil && unasked == nil
                        && restored == nil && loading == nil ? .usual : .satisfied,
                    pointer: "",
                    message:
                        "\(change.owner) reads \(change.property), which the code changes here without calling setNeedsUpdateOfSupportedInterfaceOrientations() (in this file); \(shipsTo)from iOS 16 UIKit keeps the mask it last read until that call, so the change may not take effect (inferred).\(dismissal ?? newRoot ?? fullScreen ?? cover ?? "")\(unasked ?? "")\(restored ?? "")\(loading ?? "")",
                    fix:
                        "After changing \(change.property), call setNeedsUpdateOfSupportedInterfaceOrientations() on the controller whose mask reads it (for the app delegate's mask, on the window's root view controller), then ask for the rotation with requestGeometryUpdate if needed.",
                    source: change.change))
        }
        return found
    }
}
