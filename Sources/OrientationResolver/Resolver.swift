/// UIKit's orientation decision for one event (semantics.md §3–§6). Pure: no I/O, no global state.
public enum Resolver {
    /// Resolves the scenario's event. Throws when the scenario asks for something impossible (e.g. `dismiss` with
    /// nothing presented) — a 422 at the HTTP level.
    /// With `tracing: false` the trace stays empty (the validator resolves hundreds of states and reads none).
    public static func resolve(_ scenario: Scenario, tracing: Bool = true) throws(ScenarioError) -> Resolution {
        var run = ResolverRun(scenario: scenario, tracing: tracing)
        return try run.resolve()
    }
}

/// A controller in the window's active presentation chain.
struct ChainEntry {
    var controller: Controller
    var path: String
    /// The resolved presentation style (`.fullScreen` for the root).
    var style: PresentationStyle

    var reference: ControllerReference { ControllerReference(className: controller.className, path: path) }
}

/// What the governing controller's three methods return, after forwarding (reference §3.4, §5.2).
struct ControllerAnswers {
    var mask: Int
    var maskSource: String
    var shouldAutorotate: Bool
    /// nil: `preferredInterfaceOrientationForPresentation` is not overridden.
    var preferred: Int?
    var answering: ControllerReference
    /// Forwarded to a child that does not override preferred: its inherited default answers (inferred).
    var preferredIsForwardedDefault = false
    /// Path of the forwarding container whose target child is nil.
    var nilChildContainer: String?
    /// JSON pointers of the members that answered (nil where a default answered).
    var maskPointer: MemberPointer?
    var preferredPointer: MemberPointer?
}

struct ResolverRun {
    let scenario: Scenario
    let version: SystemVersion
    let tracing: Bool
    /// A reference, so that noting is not a mutation of the run (the sentences are autoclosures reading the run).
    private let log = TraceLog()

    final class TraceLog {
        var trace = Trace()
        var inferred: [String] = []
    }

    init(scenario: Scenario, tracing: Bool = true) {
        self.scenario = scenario
        self.version = scenario.systemVersion
        self.tracing = tracing
        if tracing { log.trace.reserveCapacity(1024) }
    }

    var trace: Trace { log.trace }
    var inferred: [String] { log.inferred }

    /// Sentences are built only when tracing.
    func note(_ sentence: @autoclosure () -> TraceSentence) {
        if tracing { log.trace.append(sentence()) }
    }

    func infer(_ rule: String, _ sentence: @autoclosure () -> TraceSentence) {
        if !log.inferred.contains(rule) { log.inferred.append(rule) }
        if tracing { log.trace.append(sentence(), suffix: " (inferred: \(rule))") }
    }

    // MARK: Entry point

    mutating func resolve() throws(ScenarioError) -> Resolution {
        let chain = activeChain()
        let event = scenario.event ?? (chain.count > 1 ? .present : .rotate)
        if (event == .present || event == .dismiss) && chain.count < 2 {
            throw ScenarioError(pointer: scenario.event == nil ? "/root" : "/event",
                                expected: "a presented controller in the active chain for \"\(event.rawValue)\"",
                                given: scenario.root == nil ? "no root controller" : "nothing presented")
        }
        note("iOS \(version) on \(scenario.idiom == .pad ? "iPad" : "iPhone"); event \(event.rawValue).")
        if version.major <= 5 {
            return legacy(event: event, chain: chain)
        }
        return modern(event: event, chain: chain)
    }

    // MARK: The window

    /// Root, then each presented controller. A child on screen (top of a navigation stack, selected tab) may be
    /// the presenter; the presentation still covers the window.
    func activeChain() -> [ChainEntry] {
        guard let root = scenario.root else { return [] }
        var chain = [ChainEntry(controller: root, path: "/root", style: .fullScreen)]
        // Each hop goes one level deeper into a finite tree (bounded by the decoder's limits), so this ends.
        // A controller's presented controller comes first; otherwise a container's forwarding target (top or selected
        // child) is searched for one.
        var controller = root
        var path = "/root"
        while true {
            if let presented = controller.presented {
                path += "/presented"
                chain.append(ChainEntry(controller: presented, path: path, style: presented.presentationStyle.resolved(for: version)))
                controller = presented
            } else if let child = controller.forwardingTarget(at: path) {
                (controller, path) = child
            } else {
                return chain
            }
        }
    }

    // MARK: Masks

    /// The application mask A (reference §3.2).
    mutating func appMask() -> MaskReport {
        if let window = scenario.supportedInterfaceOrientationsForWindow {
            if window == 0 {
                note("The app delegate returns 0 from application:supportedInterfaceOrientationsForWindow:; modern UIKit treats it as all orientations.")
                return MaskReport(rawValue: UIInterfaceOrientationMask.all, source: "delegate")
            }
            note("The app delegate's application:supportedInterfaceOrientationsForWindow: returns \(Self.describeMask(window)); it replaces the Info.plist list at run time.")
            return MaskReport(rawValue: window, source: "delegate")
        }
        return plistMask(for: scenario.idiom, noting: true)
    }

    /// The Info.plist mask for an idiom, or the idiom's default when the key is absent (or empty, inferred).
    mutating func plistMask(for idiom: Idiom, noting: Bool) -> MaskReport {
        let fallback = idiom == .pad ? UIInterfaceOrientationMask.all : UIInterfaceOrientationMask.allButUpsideDown
        guard let (key, list) = scenario.infoPlist.list(for: idiom) else {
            if noting { note("No supported-orientations key in Info.plist: the \(idiom == .pad ? "iPad" : "iPhone") default \(Self.describeMask(fallback)) applies.") }
            return MaskReport(rawValue: fallback, source: "default")
        }
        if list.isEmpty {
            if noting { infer("empty-plist-list-is-absent", "\(key) is an empty array, treated like an absent key: \(Self.describeMask(fallback))") }
            return MaskReport(rawValue: fallback, source: "default", key: key)
        }
        let mask = list.reduce(0) { $0 | UIInterfaceOrientation.mask($1) }
        if noting { note("Info.plist \(key) gives the app mask \(Self.describeMask(mask)).") }
        return MaskReport(rawValue: mask, source: "plist", key: key)
    }

    var deviceMask: Int {
        if scenario.idiom == .phone && !scenario.hasHomeButton {
            return UIInterfaceOrientationMask.all & ~UIInterfaceOrientationMask.portraitUpsideDown
        }
        return UIInterfaceOrientationMask.all
    }

    /// iPad multitasking (reference §4.3): the iPad list holds all four orientations and UIRequiresFullScreen is
    /// not in force. Then controller masks, shouldAutorotate and the delegate mask are ignored.
    mutating func isMultitasking() -> Bool {
        guard scenario.idiom == .pad, version.major >= 9 else { return false }
        guard plistMask(for: .pad, noting: false).rawValue & UIInterfaceOrientationMask.all == UIInterfaceOrientationMask.all else { return false }
        let plist = scenario.infoPlist
        var requiresFullScreen = plist.requiresFullScreen == true
        if requiresFullScreen, let ignoredFrom = plist.requiresFullScreenIgnoredStartingWithVersion, version >= ignoredFrom {
            note("UIRequiresFullScreenIgnoredStartingWithVersion is \(ignoredFrom): on iPadOS \(version) UIRequiresFullScreen is ignored.")
            requiresFullScreen = false
        }
        return !requiresFullScreen
    }

    /// The governing controller's answers, following forwarding containers (reference §3.4, §5.2).
    mutating func answers(_ controller: Controller, at path: String) -> ControllerAnswers {
        let reference = ControllerReference(className: controller.className, path: path)
        if controller.kind.isContainer && controller.forwardsToChild {
            if let target = controller.forwardingTarget(at: path) {
                note("\(controller.className) forwards to its \(controller.kind == .tabBarController ? "selected" : "top") child \(target.controller.className) (\(target.path)).")
                var answers = answers(target.controller, at: target.path)
                answers.maskSource = "forwarded"
                if answers.preferred == nil { answers.preferredIsForwardedDefault = true }
                return answers
            }
            let which = controller.kind == .tabBarController ? "selectedViewController" : "topViewController"
            let mask = controller.supportedInterfaceOrientations ?? 0
            let autorotate = controller.shouldAutorotate ?? false
            let preferred = controller.preferredInterfaceOrientationForPresentation ?? UIInterfaceOrientation.unknown
            if controller.supportedInterfaceOrientations == nil && controller.shouldAutorotate == nil
                && controller.preferredInterfaceOrientationForPresentation == nil {
                note("\(controller.className) forwards to its \(which), which is nil: Objective-C nil messaging answers mask 0, shouldAutorotate NO and preferred 0 (unknown).")
            } else {
                note("\(controller.className) forwards to its \(which), which is nil; its declared values serve as the fallback (Swift `?? value`), the rest answer 0/NO.")
            }
            return ControllerAnswers(mask: mask, maskSource: "nilChild", shouldAutorotate: autorotate, preferred: preferred,
                                     answering: reference, nilChildContainer: path,
                                     maskPointer: MemberPointer(path, controller.supportedInterfaceOrientations == nil ? "" : "/supportedInterfaceOrientations"),
                                     preferredPointer: MemberPointer(path, controller.preferredInterfaceOrientationForPresentation == nil ? "" : "/preferredInterfaceOrientationForPresentation"))
        }
        let delegateAvailable = controller.kind.isContainer && version.major >= 7
        if controller.kind.isContainer && version.major < 7
            && (controller.delegateSupportedInterfaceOrientations != nil || controller.delegatePreferredInterfaceOrientationForPresentation != nil) {
            note("Container delegate orientation methods exist from iOS 7; on iOS \(version) \(controller.className)'s delegate is not asked.")
        }
        let mask: Int
        let source: String
        var maskPointer: MemberPointer? = nil
        if let declared = controller.supportedInterfaceOrientations {
            (mask, source) = (declared, "declared")
            maskPointer = MemberPointer(path, "/supportedInterfaceOrientations")
        } else if delegateAvailable, let delegated = controller.delegateSupportedInterfaceOrientations {
            (mask, source) = (delegated, "delegate")
            maskPointer = MemberPointer(path, "/delegateSupportedInterfaceOrientations")
        } else {
            mask = scenario.idiom == .pad ? UIInterfaceOrientationMask.all : UIInterfaceOrientationMask.allButUpsideDown
            source = "default"
            if controller.kind.isContainer && controller.children.contains(where: { $0.supportedInterfaceOrientations != nil }) {
                note("\(controller.className) does not forward: its children's supportedInterfaceOrientations are never asked.")
            }
        }
        var preferred = controller.preferredInterfaceOrientationForPresentation
        var preferredPointer = preferred == nil ? nil : MemberPointer(path, "/preferredInterfaceOrientationForPresentation")
        if preferred == nil && delegateAvailable, let delegated = controller.delegatePreferredInterfaceOrientationForPresentation {
            preferred = delegated
            preferredPointer = MemberPointer(path, "/delegatePreferredInterfaceOrientationForPresentation")
        }
        return ControllerAnswers(mask: mask, maskSource: source, shouldAutorotate: controller.shouldAutorotate ?? true,
                                 preferred: preferred, answering: reference, maskPointer: maskPointer,
                                 preferredPointer: preferredPointer)
    }

    // MARK: iOS 6 and later

    mutating func modern(event: Event, chain: [ChainEntry]) -> Resolution {
        let app = appMask()
        let multitasking = isMultitasking()
        if multitasking {
            note("iPad multitasking applies (the iPad list holds all four orientations, UIRequiresFullScreen is not YES): controller masks, shouldAutorotate and the delegate mask are ignored.")
        }
        if scenario.idiom == .pad && version.major >= 26 && multitasking {
            note("On iPadOS 26 resizable scenes treat orientation masks as preferences only.")
        }
        let d = scenario.deviceOrientation
        var current = scenario.interfaceOrientation

        // Who governs, and whether the event changes anything at all.
        var governing: ChainEntry? = nil
        var sheetOnly = false
        switch event {
        case .launch:
            governing = chain.first
            current = launchOrientation()
            if chain.count > 1 { note("At launch only the root controller is on screen; presented controllers are not considered.") }
        case .rotate:
            governing = chain.last(where: { $0.style.fillsWindow })
        case .present:
            let top = chain[chain.count - 1]
            governing = chain.last(where: { $0.style.fillsWindow })
            if !top.style.fillsWindow {
                sheetOnly = true
                note("\(top.controller.className) is presented as \(top.style.rawValue), which does not fill the window: its presenter keeps deciding and the presentation changes nothing.")
            }
        case .dismiss:
            let removed = chain[chain.count - 1]
            governing = chain.dropLast().last(where: { $0.style.fillsWindow })
            note("\(removed.controller.className) is dismissed.")
            if !removed.style.fillsWindow {
                sheetOnly = true
                note("It was presented as \(removed.style.rawValue), so the controller beneath never stopped deciding: nothing changes.")
            }
        }

        guard let governing else {
            // No root view controller: only the application decides (QA1688).
            note("No root view controller: supported orientations come from the application alone.")
            let effective = app.rawValue & UIInterfaceOrientationMask.all
            var resolution = makeResolution(event: event, previous: current, outcome: .orientation(current), app: app,
                                            controller: nil, effective: effective, governing: nil, answers: nil)
            if let o = UIDeviceOrientation.interfaceOrientation(d), UIInterfaceOrientation.mask(o) & effective & deviceMask != 0 {
                note("The window rotates to \(UIInterfaceOrientation.printedName(o)).")
                resolution.outcome = .orientation(o)
            } else {
                note("The interface stays \(UIInterfaceOrientation.printedName(current)).")
            }
            resolution.trace = trace
            resolution.inferredRules = inferred
            return resolution
        }

        if governing.path != "/root" || event != .launch {
            note("\(governing.controller.className) (\(governing.path)) is the governing controller: \(governing.path == "/root" ? "the window's root" : "the topmost controller presented \(governing.style.rawValue)").")
        }
        if governing.controller.shouldAutorotateToInterfaceOrientation != nil {
            note("\(governing.controller.className) implements shouldAutorotateToInterfaceOrientation:, which UIKit never calls from iOS 6 on.")
        }
        let answers = answers(governing.controller, at: governing.path)
        let effective = multitasking ? UIInterfaceOrientationMask.all : answers.mask & app.rawValue & UIInterfaceOrientationMask.all
        if !multitasking {
            note("\(governing.controller.className) supports \(Self.describeMask(answers.mask)) (\(answers.maskSource)); effective mask = controller ∩ app = \(Self.describeMask(effective)).")
        }
        let controllerReport = MaskReport(rawValue: answers.mask, source: multitasking ? "ignored" : answers.maskSource)

        func finish(_ outcome: Resolution.Outcome, previous: Int, _ run: inout ResolverRun) -> Resolution {
            var resolution = run.makeResolution(event: event, previous: previous, outcome: outcome, app: app,
                                                controller: controllerReport, effective: effective,
                                                governing: governing, answers: answers)
            resolution.trace = run.trace
            resolution.inferredRules = run.inferred
            return resolution
        }

        switch event {
        case .launch:
            if !multitasking {
                if version.major < 13 {
                    if let exception = noCommonOrientation(answers, app: app.rawValue, className: governing.controller.className) {
                        return finish(.exception(exception), previous: current, &self)
                    }
                } else if answers.mask != 0 && answers.mask & app.rawValue == 0 && answers.shouldAutorotate {
                    infer("root-no-exception-at-launch-ios13", "On iOS 13 and later the window's root controller does not raise at launch even with no common orientation")
                }
            }
            let outcome = rotate(to: d, from: current, answers: answers, effective: effective, app: app.rawValue,
                                 multitasking: multitasking, checkException: false, className: governing.controller.className)
            return finish(outcome, previous: current, &self)
        case .rotate:
            let outcome = rotate(to: d, from: current, answers: answers, effective: effective, app: app.rawValue,
                                 multitasking: multitasking, checkException: true, className: governing.controller.className)
            return finish(outcome, previous: current, &self)
        case .present, .dismiss:
            if sheetOnly {
                return finish(.orientation(current), previous: current, &self)
            }
            let outcome = presentation(answers: answers, effective: effective, app: app.rawValue, current: current,
                                       multitasking: multitasking, className: governing.controller.className)
            return finish(outcome, previous: current, &self)
        }
    }

    /// E1/E1′ (semantics §4): not multitasking (checked by the caller), M ≠ 0, M ∩ A = 0, shouldAutorotate YES.
    mutating func noCommonOrientation(_ answers: ControllerAnswers, app: Int, className: String) -> UIKitException? {
        guard answers.mask != 0 else {
            note("A controller mask of 0 does not raise the no-common-orientation exception.")
            return nil
        }
        guard answers.mask & app == 0 else { return nil }
        guard answers.shouldAutorotate else {
            note("The controller and the app have no orientation in common, but shouldAutorotate returns NO, which suppresses the exception.")
            return nil
        }
        let exception = UIKitException.noCommonOrientation(className: className, version: version)
        if version >= SystemVersion(major: 8, minor: 2) && version < SystemVersion(major: 8, minor: 3) {
            infer("e1-text-boundary", "E1 is chosen for iOS 8.2, between the last E1 report (8.1) and the first E1′ report (8.3)")
        }
        note("The controller mask and the app mask have no orientation in common and shouldAutorotate returns YES: UIKit raises \(exception.id).")
        return exception
    }

    /// The rotate rule (semantics §5).
    mutating func rotate(to device: Int, from current: Int, answers: ControllerAnswers, effective: Int, app: Int,
                         multitasking: Bool, checkException: Bool, className: String) -> Resolution.Outcome {
        guard let target = UIDeviceOrientation.interfaceOrientation(device) else {
            note("Device orientation \(UIDeviceOrientation.name(device)) is not an interface orientation: the interface stays \(UIInterfaceOrientation.printedName(current)).")
            return .orientation(current)
        }
        if !multitasking {
            if !answers.shouldAutorotate {
                if version.major < 16 {
                    note("shouldAutorotate returns NO: on iOS 6–15 device rotation is ignored and the masks are not consulted; the interface stays \(UIInterfaceOrientation.printedName(current)).")
                    return .orientation(current)
                }
                note("shouldAutorotate returns NO, but from iOS 16 it no longer gates rotation.")
            }
            if checkException, let exception = noCommonOrientation(answers, app: app, className: className) {
                return .exception(exception)
            }
        }
        let targetMask = UIInterfaceOrientation.mask(target)
        let name = UIInterfaceOrientation.printedName(target)
        let deviceName = UIDeviceOrientation.name(device)
        if targetMask & effective & deviceMask != 0 {
            note(target == current ? "Device \(deviceName) is interface \(name), already shown." : "Device \(deviceName) is interface \(name), which is supported: the interface rotates to \(name).")
            return .orientation(target)
        }
        if targetMask & effective != 0 {
            note("This iPhone has no Home button and cannot show portraitUpsideDown: the interface stays \(UIInterfaceOrientation.printedName(current)).")
            if effective & deviceMask == 0 {
                infer("device-mask-never-raises", "The device mask limits what is shown and never raises, even when nothing supported can be shown")
            }
            return .orientation(current)
        }
        note("Device \(deviceName) is interface \(name), which is not in the effective mask: the interface stays \(UIInterfaceOrientation.printedName(current)).")
        return .orientation(current)
    }

    /// The present rule, also used for the controller revealed by a dismissal (semantics §5, reference §3.6).
    mutating func presentation(answers: ControllerAnswers, effective: Int, app: Int, current: Int,
                               multitasking: Bool, className: String) -> Resolution.Outcome {
        if multitasking {
            note("In iPad multitasking a presentation does not force an orientation: the interface stays \(UIInterfaceOrientation.printedName(current)).")
            return .orientation(current)
        }
        if let exception = noCommonOrientation(answers, app: app, className: className) {
            return .exception(exception)
        }
        if let preferred = answers.preferred {
            let name = UIInterfaceOrientation.printedName(preferred)
            if UIInterfaceOrientation.isValid(preferred) && UIInterfaceOrientation.mask(preferred) & effective != 0 {
                note("preferredInterfaceOrientationForPresentation returns \(name), which is supported: the interface becomes \(name).")
                return .orientation(preferred)
            }
            if UIInterfaceOrientation.isValid(preferred) {
                note("preferredInterfaceOrientationForPresentation returns \(name), which is not in the effective mask \(Self.describeMask(effective)).")
            } else {
                note("preferredInterfaceOrientationForPresentation returns \(name), which is not a single orientation (1…4).")
            }
            let exception = UIKitException.preferredOrientationUnsupported(preferred: preferred, effectiveMask: effective, version: version)
            if exception.id == "E2′" {
                if effective == 0 { infer("empty-list-format", "With an empty effective mask the list prints as ''") }
                if effective & UIInterfaceOrientationMask.portraitUpsideDown != 0 && UIInterfaceOrientationMask.names(effective).count > 1 {
                    infer("upside-down-list-position", "portraitUpsideDown is listed second, in declaration order")
                }
                if preferred == UIInterfaceOrientation.portraitUpsideDown {
                    infer("upside-down-printed-name", "Preferred value 2 prints as 'portraitUpsideDown' by UIKit's naming convention")
                }
                if version < SystemVersion(major: 10, minor: 3) {
                    infer("e2-text-boundary", "E2′ is chosen for iOS \(version), before its earliest report (10.3)")
                }
            }
            note("UIKit raises \(exception.id).")
            return .exception(exception)
        }
        if answers.preferredIsForwardedDefault {
            infer("forwarded-preferred-default", "The container forwards preferredInterfaceOrientationForPresentation to a child that does not override it; the child's inherited answer is taken as \("\"not overridden\"")")
        }
        let displayable = effective & deviceMask != 0 ? effective & deviceMask : effective
        guard displayable != 0 else {
            note("Nothing is supported and preferred is not overridden: the interface stays \(UIInterfaceOrientation.printedName(current)).")
            return .orientation(current)
        }
        if UIInterfaceOrientation.mask(current) & displayable != 0 {
            note("preferredInterfaceOrientationForPresentation is not overridden and the current orientation \(UIInterfaceOrientation.printedName(current)) is supported: it is kept.")
            return .orientation(current)
        }
        if let device = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation),
           UIInterfaceOrientation.mask(device) & displayable != 0 {
            note("preferredInterfaceOrientationForPresentation is not overridden and the current orientation is not supported: the device's orientation \(UIInterfaceOrientation.printedName(device)) is.")
            return .orientation(device)
        }
        // displayable holds at least one of the four orientations, so the fallback to `current` is never taken.
        let chosen = UIInterfaceOrientation.fallbackOrder.first { UIInterfaceOrientation.mask($0) & displayable != 0 } ?? current
        infer("presentation-fallback-order", "Neither the current nor the device orientation is supported: the first of portrait, landscapeRight, landscapeLeft, portraitUpsideDown that is, \(UIInterfaceOrientation.printedName(chosen)), is chosen")
        return .orientation(chosen)
    }

    /// Launch (reference §4.2): the device orientation if the Info.plist list holds it, else its first entry.
    mutating func launchOrientation() -> Int {
        let plist = scenario.infoPlist
        if let (key, list) = plist.list(for: scenario.idiom), let first = list.first {
            if plist.initialInterfaceOrientation != nil {
                note("UIInterfaceOrientation is ignored because \(key) is present.")
            }
            if let device = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation), list.contains(device) {
                note("Launch: \(key) holds the device orientation \(UIInterfaceOrientation.printedName(device)), so the app launches in it.")
                return device
            }
            note("Launch: the device orientation is not in \(key), so the app launches in its first entry, \(UIInterfaceOrientation.printedName(first)).")
            return first
        }
        if let initial = plist.initialInterfaceOrientation {
            note("Launch: no supported list; UIInterfaceOrientation gives \(UIInterfaceOrientation.printedName(initial)).")
            return initial
        }
        note("Launch: no orientations in Info.plist, so the app launches in portrait.")
        return UIInterfaceOrientation.portrait
    }

    // MARK: iOS 5 and earlier

    /// Only `shouldAutorotateToInterfaceOrientation:` exists (reference §4.1). The plist decides launch only.
    mutating func legacy(event: Event, chain: [ChainEntry]) -> Resolution {
        let app = plistMask(for: scenario.idiom, noting: true)
        note("Before iOS 6 the Info.plist list only decides the launch orientation; controllers answer shouldAutorotateToInterfaceOrientation: and no exception exists.")
        var current = scenario.interfaceOrientation
        let frontmost: ChainEntry?
        switch event {
        case .launch: frontmost = chain.first; current = launchOrientation()
        case .dismiss: frontmost = chain.dropLast().last
        case .rotate, .present: frontmost = chain.last
        }
        guard let frontmost else {
            note("No root view controller: nothing rotates.")
            return makeResolution(event: event, previous: current, outcome: .orientation(current), app: app, controller: nil,
                                  effective: 0, governing: nil, answers: nil, legacy: true)
        }
        let (allowed, source) = legacyAllowed(frontmost.controller, at: frontmost.path)
        note("\(frontmost.controller.className) (\(frontmost.path)) answers YES for \(Self.describeMask(allowed)) (\(source)).")
        var outcome = Resolution.Outcome.orientation(current)
        switch event {
        case .launch:
            note("The interface keeps the launch orientation until the device moves.")
        case .rotate:
            if let target = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation) {
                if UIInterfaceOrientation.mask(target) & allowed & deviceMask != 0 {
                    note("It answers YES for \(UIInterfaceOrientation.printedName(target)): the interface rotates.")
                    outcome = .orientation(target)
                } else {
                    note("It answers NO for \(UIInterfaceOrientation.printedName(target)): the interface stays.")
                }
            } else {
                note("Device orientation \(UIDeviceOrientation.name(scenario.deviceOrientation)) is not an interface orientation: the interface stays.")
            }
        case .present, .dismiss:
            let displayable = allowed & deviceMask
            if UIInterfaceOrientation.mask(current) & displayable != 0 {
                infer("legacy-presentation", "The frontmost controller accepts the current orientation, which is kept")
            } else if let device = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation),
                      UIInterfaceOrientation.mask(device) & displayable != 0 {
                infer("legacy-presentation", "The frontmost controller accepts the device orientation \(UIInterfaceOrientation.printedName(device))")
                outcome = .orientation(device)
            } else if let chosen = UIInterfaceOrientation.fallbackOrder.first(where: { UIInterfaceOrientation.mask($0) & displayable != 0 }) {
                infer("legacy-presentation", "The frontmost controller accepts \(UIInterfaceOrientation.printedName(chosen)) first")
                outcome = .orientation(chosen)
            } else {
                note("It accepts no orientation: the interface stays.")
            }
        }
        let answers = ControllerAnswers(mask: allowed, maskSource: "legacy", shouldAutorotate: true, preferred: nil,
                                        answering: frontmost.reference)
        return makeResolution(event: event, previous: current, outcome: outcome, app: app,
                              controller: MaskReport(rawValue: allowed, source: "legacy"), effective: allowed,
                              governing: frontmost, answers: answers, legacy: true)
    }

    /// Navigation asks its top controller; a tab bar rotates only if every tab agrees; default portrait only.
    func legacyAllowed(_ controller: Controller, at path: String) -> (mask: Int, source: String) {
        if let declared = controller.shouldAutorotateToInterfaceOrientation {
            return (declared & UIInterfaceOrientationMask.all, "declared")
        }
        switch controller.kind {
        case .navigationController where !controller.children.isEmpty:
            let top = controller.children.count - 1
            return (legacyAllowed(controller.children[top], at: Controller.childPath(path, top)).mask, "its top controller")
        case .tabBarController where !controller.children.isEmpty:
            let mask = controller.children.enumerated().reduce(UIInterfaceOrientationMask.all) {
                $0 & legacyAllowed($1.element, at: Controller.childPath(path, $1.offset)).mask
            }
            return (mask, "every tab must agree")
        default:
            return (UIInterfaceOrientationMask.portrait, "default: portrait only")
        }
    }

    // MARK: Helpers

    func makeResolution(event: Event, previous: Int, outcome: Resolution.Outcome, app: MaskReport, controller: MaskReport?,
                        effective: Int, governing: ChainEntry?, answers: ControllerAnswers?, legacy: Bool = false) -> Resolution {
        let answering = answers.flatMap { $0.answering.path == governing?.path ? nil : $0.answering }
        var resolution = Resolution(outcome: outcome, event: event, previousOrientation: previous, appMask: app,
                                    controllerMask: controller, effectiveMask: effective,
                                    decidingController: governing?.reference, answeringController: answering,
                                    shouldAutorotate: legacy ? nil : answers?.shouldAutorotate,
                                    inferredRules: inferred, trace: trace)
        resolution.nilChildContainer = answers?.nilChildContainer
        resolution.maskMember = answers?.maskPointer
        resolution.preferredMember = answers?.preferredPointer
        resolution.preferredAnswer = answers?.preferred
        return resolution
    }

    /// "24 (landscape)", "18 (portrait, landscapeLeft)", "1 (no orientation, plus bits that are no orientation)".
    static func describeMask(_ mask: Int) -> String {
        if mask >= 0 && mask < 32 { return maskDescriptions[mask] }
        return makeMaskDescription(mask)
    }

    /// Built once: trace sentences describe masks constantly.
    static let maskDescriptions: [String] = (0..<32).map(makeMaskDescription)

    static func makeMaskDescription(_ mask: Int) -> String {
        let names = UIInterfaceOrientationMask.names(mask)
        let listed = names.isEmpty ? "no orientation" : names.joined(separator: ", ")
        if let constant = UIInterfaceOrientationMask.constant(mask) {
            let name = constant.dropFirst("UIInterfaceOrientationMask".count)
            return "\(mask) (\(name.prefix(1).lowercased() + name.dropFirst()))"
        }
        return mask & ~UIInterfaceOrientationMask.all != 0 ? "\(mask) (\(listed), plus bits that are no orientation)" : "\(mask) (\(listed))"
    }
}
