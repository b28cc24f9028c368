/// UIKit's orientation decision for one event (semantics.md §3–§6). Pure: no I/O, no global state.
public enum Resolver {
    /// Resolves the scenario's event. Throws when the scenario asks for something impossible (e.g. `dismiss` with
    /// nothing presented) — a 422 at the HTTP level.
    /// With `tracing: false` the trace stays empty (the validator resolves hundreds of states and reads none);
    /// `callbacks` (default: as `tracing`) lists the rotation callbacks, which a minimal answer keeps.
    public static func resolve(_ scenario: Scenario, tracing: Bool = true, callbacks: Bool? = nil) throws(ScenarioError)
        -> Resolution
    {
        var run = ResolverRun(scenario: scenario, tracing: tracing, callbacks: callbacks ?? tracing)
        return try run.resolve()
    }
}

/// A controller in the window's active presentation chain.
struct ChainEntry {
    /// Index in `Scenario.controllers`.
    var controller: Int
    /// The resolved presentation style (`.fullScreen` for the root).
    var style: PresentationStyle
}

/// What the governing controller's three methods return, after forwarding (reference §3.4, §5.2).
struct ControllerAnswers {
    var mask: Int
    var maskSource: String
    var shouldAutorotate: Bool
    /// nil: `preferredInterfaceOrientationForPresentation` is not overridden.
    var preferred: Int?
    var answering: Int
    /// Forwarded to a child that does not override preferred: its inherited default answers (inferred).
    var preferredIsForwardedDefault = false
    /// The forwarding container whose target child is nil.
    var nilChildContainer: Int?
    /// The members that answered (nil where a default answered).
    var maskMember: Location?
    var preferredMember: Location?
}

struct ResolverRun {
    let scenario: Scenario
    let version: SystemVersion
    let tracing: Bool
    /// Whether the answer lists the rotation callbacks (the validator's quiet runs do not).
    let listsCallbacks: Bool
    /// How the scene relates to orientation (semantics §6, §9).
    private(set) var mode = SceneMode.fixed
    /// The steps noted (when tracing) and the inferred rules they rest on. Stored in the run, so noting is a
    /// mutation checked when compiled, not a class's fields checked at run time.
    private(set) var trace: [TraceEvent] = []
    private(set) var inferred: [String] = []

    init(scenario: Scenario, tracing: Bool = true, callbacks: Bool? = nil) {
        self.scenario = scenario
        self.version = scenario.systemVersion
        self.tracing = tracing
        self.listsCallbacks = callbacks ?? tracing
        if tracing { trace.reserveCapacity(16) }
        mode = sceneMode(noting: false)
    }

    /// Records a step; an inferred one also names its rule, traced or not.
    mutating func note(_ event: TraceEvent) {
        if let rule = event.inferredRule, !inferred.contains(rule) { inferred.append(rule) }
        if tracing { trace.append(event) }
    }

    var controllers: [Controller] { scenario.controllers }

    // MARK: Entry point

    mutating func resolve() throws(ScenarioError) -> Resolution {
        let chain = activeChain()
        let event = scenario.event ?? (chain.count > 1 ? .present : .rotate)
        if (event == .present || event == .dismiss) && chain.count < 2 {
            throw ScenarioError(
                pointer: scenario.event == nil ? "/root" : "/event",
                expected: "a presented controller in the active chain for \"\(event.rawValue)\"",
                given: scenario.controllers.isEmpty ? "no root controller" : "nothing presented")
        }
        if scenario.event != nil, let unavailable = scenario.eventUnavailability() {
            throw ScenarioError(pointer: "/event", expected: unavailable, given: "\"\(event.rawValue)\"")
        }
        note(.context(version: version, idiom: scenario.idiom, event: event))
        for entry in chain.dropFirst() {
            if !controllers[entry.controller].presentationStyleGiven {
                note(.defaultPresentationStyle(controller: entry.controller, resolved: entry.style, version: version))
            }
            if controllers[entry.controller].presentationStyle == .popover, entry.style == .fullScreen {
                note(.popoverAdaptsToFullScreen(controller: entry.controller, version: version))
            }
            if controllers[entry.controller].presentationStyle == .automatic,
                entry.style != PresentationStyle.automatic.resolved(for: version)
            {
                note(.automaticByLinkedSDK(controller: entry.controller, sdk: scenario.linkedSDK))
            }
        }
        var resolution: Resolution
        if version.major <= 5 {
            resolution = legacy(event: event, chain: chain)
        } else {
            resolution = modern(event: event, chain: chain)
        }
        finishAnswer(&resolution, chain: chain)
        // Set once, at the end (sharing the log's arrays earlier would make every later note copy them).
        resolution.trace = trace
        resolution.inferredRules = inferred
        return resolution
    }

    // MARK: The window

    /// Root, then each presented controller. A child on screen (top of a navigation stack, selected tab) may be
    /// the presenter; the presentation still covers the window.
    func activeChain() -> [ChainEntry] {
        guard let root = scenario.root else { return [] }
        var chain: [ChainEntry] = []
        chain.reserveCapacity(4)
        chain.append(ChainEntry(controller: root, style: .fullScreen))
        // Each hop goes one level deeper into a finite tree (bounded by the decoder's limits), so this ends.
        // A controller's presented controller comes first; otherwise a container's forwarding target (top or selected
        // child) is searched for one.
        var controller = root
        while true {
            if let presented = controllers[controller].presented {
                chain.append(
                    ChainEntry(
                        controller: presented,
                        style: controllers[presented].presentationStyle.resolved(
                            for: version, linkedSDK: scenario.linkedSDK, idiom: scenario.idiom)))
                controller = presented
            } else if let child = scenario.forwardingTarget(of: controller) {
                controller = child
            } else {
                return chain
            }
        }
    }

    // MARK: Masks

    /// The application mask A (reference §3.2).
    mutating func appMask() -> MaskReport {
        let scene = scenario.sceneDelegateSupportedInterfaceOrientations
        if scene != nil && version.major < 27 {
            note(.sceneDelegateUnavailable(version))
        }
        if let window = scenario.supportedInterfaceOrientationsForWindow {
            if scene != nil && version.major >= 27 {
                note(.sceneAndAppDelegateMasks)
            }
            if window == 0 {
                note(.delegateReturnsZero)
                return MaskReport(rawValue: UIInterfaceOrientationMask.all, source: "delegate")
            }
            note(.delegateMask(window))
            return MaskReport(rawValue: window, source: "delegate")
        }
        if let scene, version.major >= 27 {
            note(.sceneDelegateMask(scene))
            return MaskReport(rawValue: scene, source: "sceneDelegate")
        }
        return plistMask(for: scenario.idiom, noting: true)
    }

    /// The Info.plist mask for an idiom, or the idiom's default when the key is absent (or empty, inferred).
    mutating func plistMask(for idiom: Idiom, noting: Bool) -> MaskReport {
        let fallback = UIInterfaceOrientationMask.idiomDefault(idiom)
        guard let (key, list) = scenario.infoPlist.list(for: idiom) else {
            if noting { note(.noPlistKey(idiom: idiom, mask: fallback)) }
            return MaskReport(rawValue: fallback, source: "default")
        }
        if list.isEmpty {
            if noting { note(.emptyPlistList(key: key, mask: fallback)) }
            return MaskReport(rawValue: fallback, source: "default", key: key)
        }
        let mask = list.reduce(0) { $0 | UIInterfaceOrientation.mask($1) }
        if noting { note(.plistMask(key: key, mask: mask)) }
        return MaskReport(rawValue: mask, source: "plist", key: key)
    }

    var deviceMask: Int {
        if scenario.idiom == .phone && !scenario.hasHomeButton {
            return UIInterfaceOrientationMask.all & ~UIInterfaceOrientationMask.portraitUpsideDown
        }
        return UIInterfaceOrientationMask.all
    }

    /// The governing controller's answers, following forwarding containers (reference §3.4, §5.2).
    mutating func answers(_ index: Int) -> ControllerAnswers {
        let controller = controllers[index]
        if controller.kind.isContainer && controller.forwardsToChild {
            if let target = scenario.forwardingTarget(of: index) {
                note(.forwards(container: index, child: target))
                var answers = answers(target)
                answers.maskSource = "forwarded"
                if answers.preferred == nil { answers.preferredIsForwardedDefault = true }
                return answers
            }
            let mask = controller.supportedInterfaceOrientations ?? 0
            let autorotate = controller.shouldAutorotate ?? false
            let preferred = controller.preferredInterfaceOrientationForPresentation ?? UIInterfaceOrientation.unknown
            if controller.supportedInterfaceOrientations == nil && controller.shouldAutorotate == nil
                && controller.preferredInterfaceOrientationForPresentation == nil
            {
                note(.forwardsToNilChild(container: index))
            } else {
                note(.forwardsToNilChildWithFallback(container: index))
            }
            return ControllerAnswers(
                mask: mask, maskSource: "nilChild", shouldAutorotate: autorotate, preferred: preferred,
                answering: index, nilChildContainer: index,
                maskMember: Location(
                    index,
                    controller.supportedInterfaceOrientations == nil ? .controller : .supportedInterfaceOrientations),
                preferredMember: Location(
                    index,
                    controller.preferredInterfaceOrientationForPresentation == nil
                        ? .controller : .preferredInterfaceOrientationForPresentation))
        }
        let delegateAvailable = controller.kind.isContainer && version.major >= 7
        if controller.kind.isContainer && version.major < 7
            && (controller.delegateSupportedInterfaceOrientations != nil
                || controller.delegatePreferredInterfaceOrientationForPresentation != nil)
        {
            note(.containerDelegateUnavailable(controller: index, version: version))
        }
        let mask: Int
        let source: String
        var maskMember: Location? = nil
        if let declared = controller.supportedInterfaceOrientations {
            (mask, source) = (declared, "declared")
            maskMember = Location(index, .supportedInterfaceOrientations)
        } else if delegateAvailable, let delegated = controller.delegateSupportedInterfaceOrientations {
            (mask, source) = (delegated, "delegate")
            maskMember = Location(index, .delegateSupportedInterfaceOrientations)
        } else {
            mask = UIInterfaceOrientationMask.idiomDefault(scenario.idiom)
            source = "default"
            if tracing && controller.kind.isContainer
                && scenario.children(of: index).contains(where: {
                    controllers[$0].supportedInterfaceOrientations != nil
                })
            {
                note(.containerDoesNotForward(index))
            }
        }
        var preferred = controller.preferredInterfaceOrientationForPresentation
        var preferredMember = preferred == nil ? nil : Location(index, .preferredInterfaceOrientationForPresentation)
        if preferred == nil && delegateAvailable,
            let delegated = controller.delegatePreferredInterfaceOrientationForPresentation
        {
            preferred = delegated
            preferredMember = Location(index, .delegatePreferredInterfaceOrientationForPresentation)
        }
        return ControllerAnswers(
            mask: mask, maskSource: source, shouldAutorotate: controller.shouldAutorotate ?? true,
            preferred: preferred, answering: index, maskMember: maskMember,
            preferredMember: preferredMember)
    }

    // MARK: iOS 6 and later

    mutating func modern(event: Event, chain: [ChainEntry]) -> Resolution {
        let app = appMask()
        let mode = sceneMode()
        let multitasking = mode.isResizable
        var d = scenario.deviceOrientation
        var current = scenario.interfaceOrientation

        // Who governs, and whether the event changes anything at all.
        var governing: ChainEntry? = nil
        var sheetOnly = false
        switch event {
        case .launch:
            governing = chain.first
            current = launchOrientation()
            if chain.count > 1 { note(.launchIgnoresPresented) }
        case .rotate, .updateSupportedOrientations, .requestGeometryUpdate:
            governing = chain.last(where: { $0.style.fillsWindow })
        case .setDeviceOrientation:
            governing = chain.last(where: { $0.style.fillsWindow })
            d = setterTarget()
        case .present:
            let top = chain[chain.count - 1]
            governing = chain.last(where: { $0.style.fillsWindow })
            if !top.style.fillsWindow {
                sheetOnly = true
                note(.presentedAsSheet(controller: top.controller, style: top.style))
            }
        case .dismiss:
            let removed = chain[chain.count - 1]
            governing = chain.dropLast().last(where: { $0.style.fillsWindow })
            note(.dismissed(removed.controller))
            if !removed.style.fillsWindow {
                sheetOnly = true
                note(.dismissedSheet(style: removed.style))
            }
        }

        for entry in chain
        where entry.style == .custom
            && (entry.controller == governing?.controller || entry.controller == chain.last?.controller)
        {
            note(.customPresentationGoverns(entry.controller))
        }

        guard let governing else { return withoutRoot(event: event, app: app, current: current, device: d, mode: mode) }

        let isRoot = governing.controller == scenario.root
        if !isRoot || event != .launch {
            note(.governing(controller: governing.controller, style: governing.style))
        }
        if controllers[governing.controller].shouldAutorotateToInterfaceOrientation != nil {
            note(.legacyCallbackNeverCalled(governing.controller))
        }
        var answers = answers(governing.controller)
        if let lastRead = scenario.lastReadSupportedInterfaceOrientations, !multitasking {
            // iOS ≥ 16 keeps the mask it last read until told (inferred); transitions and the update read it again.
            let rereads =
                event == .launch || event == .present || event == .dismiss || event == .updateSupportedOrientations
            if version.major >= 16 && !rereads {
                note(.staleMaskUsed(controller: governing.controller, current: answers.mask, lastRead: lastRead))
                answers.mask = lastRead
                answers.maskSource = "lastRead"
            } else {
                note(.staleMaskNotUsed(rereads: rereads))
            }
        }
        let effective =
            multitasking ? UIInterfaceOrientationMask.all : answers.mask & app.rawValue & UIInterfaceOrientationMask.all
        if !multitasking {
            note(
                .controllerMask(
                    controller: governing.controller, mask: answers.mask, source: answers.maskSource,
                    effective: effective))
        }
        let controllerReport = MaskReport(rawValue: answers.mask, source: multitasking ? "ignored" : answers.maskSource)

        let outcome: Resolution.Outcome
        switch event {
        case .setDeviceOrientation, .updateSupportedOrientations, .requestGeometryUpdate:
            var resolution = makeResolution(
                event: event, previous: current, outcome: .orientation(current), app: app,
                controller: controllerReport, effective: effective, governing: governing, answers: answers)
            programmatic(event, into: &resolution, device: d, answers: answers, mode: mode)
            return resolution
        case .launch:
            var exception: UIKitException? = nil
            if !multitasking {
                if version.major < 13 {
                    exception = noCommonOrientation(answers, app: app.rawValue, governing: governing.controller)
                } else if answers.mask != 0 && answers.mask & app.rawValue == 0 && answers.shouldAutorotate {
                    note(.rootDoesNotRaiseAtLaunch)
                }
            }
            if let exception {
                outcome = .exception(exception)
            } else {
                outcome = rotate(
                    to: d, from: current, answers: answers, effective: effective, app: app.rawValue,
                    multitasking: multitasking, checkException: false, governing: governing.controller)
            }
        case .rotate:
            outcome = rotate(
                to: d, from: current, answers: answers, effective: effective, app: app.rawValue,
                multitasking: multitasking, checkException: true, governing: governing.controller)
        case .present, .dismiss:
            if sheetOnly {
                outcome = .orientation(current)
            } else {
                outcome = presentation(
                    answers: answers, effective: effective, app: app.rawValue, current: current,
                    multitasking: multitasking, governing: governing.controller)
            }
        }
        // The programmatic events finish their resolution above; every other event ends here with its outcome.
        return makeResolution(
            event: event, previous: current, outcome: outcome, app: app, controller: controllerReport,
            effective: effective, governing: governing, answers: answers)
    }

    /// No root view controller: only the application decides (QA1688).
    mutating func withoutRoot(event: Event, app: MaskReport, current: Int, device d: Int, mode: SceneMode) -> Resolution
    {
        note(.noRootController)
        let effective = app.rawValue & UIInterfaceOrientationMask.all
        if event.isProgrammatic {
            var resolution = makeResolution(
                event: event, previous: current, outcome: .orientation(current), app: app,
                controller: nil, effective: effective, governing: nil, answers: nil)
            programmatic(event, into: &resolution, device: d, answers: nil, mode: mode)
            return resolution
        }
        var outcome = Resolution.Outcome.orientation(current)
        if let o = UIDeviceOrientation.interfaceOrientation(d),
            UIInterfaceOrientation.mask(o) & effective & deviceMask != 0
        {
            note(.windowRotates(to: o))
            outcome = .orientation(o)
        } else {
            note(.interfaceStays(current))
        }
        return makeResolution(
            event: event, previous: current, outcome: outcome, app: app,
            controller: nil, effective: effective, governing: nil, answers: nil)
    }

    /// E1/E1′ (semantics §4): not multitasking (checked by the caller), M ≠ 0, M ∩ A = 0, shouldAutorotate YES.
    mutating func noCommonOrientation(_ answers: ControllerAnswers, app: Int, governing: Int) -> UIKitException? {
        guard answers.mask != 0 else {
            note(.zeroMaskDoesNotRaise)
            return nil
        }
        guard answers.mask & app == 0 else { return nil }
        guard answers.shouldAutorotate else {
            note(.shouldAutorotateSuppressesException)
            return nil
        }
        let exception = UIKitException.noCommonOrientation(
            className: scenario.className(of: governing), version: version)
        if version >= SystemVersion(major: 8, minor: 2) && version < SystemVersion(major: 8, minor: 3) {
            note(.e1TextBoundary)
        }
        note(.raisesNoCommonOrientation(exceptionID: exception.id))
        return exception
    }

    /// The rotate rule (semantics §5).
    mutating func rotate(
        to device: Int, from current: Int, answers: ControllerAnswers, effective: Int, app: Int,
        multitasking: Bool, checkException: Bool, governing: Int
    ) -> Resolution.Outcome {
        guard let target = UIDeviceOrientation.interfaceOrientation(device) else {
            note(.deviceNotInterface(device: device, current: current))
            return .orientation(current)
        }
        if !multitasking {
            if !answers.shouldAutorotate {
                if version.major < 16 {
                    note(.shouldAutorotateNoStops(current: current))
                    return .orientation(current)
                }
                note(.shouldAutorotateNoIgnored)
            }
            if checkException, let exception = noCommonOrientation(answers, app: app, governing: governing) {
                return .exception(exception)
            }
        }
        let targetMask = UIInterfaceOrientation.mask(target)
        if targetMask & effective & deviceMask != 0 {
            note(.rotates(device: device, to: target, alreadyShown: target == current))
            return .orientation(target)
        }
        if targetMask & effective != 0 {
            note(.noHomeButtonUpsideDown(current: current))
            if effective & deviceMask == 0 {
                note(.deviceMaskNeverRaises)
            }
            return .orientation(current)
        }
        note(.notInEffectiveMask(device: device, interface: target, current: current))
        return .orientation(current)
    }

    /// The present rule, also used for the controller revealed by a dismissal (semantics §5, reference §3.6).
    mutating func presentation(
        answers: ControllerAnswers, effective: Int, app: Int, current: Int,
        multitasking: Bool, governing: Int
    ) -> Resolution.Outcome {
        if multitasking {
            note(
                mode == .windowed
                    ? .windowedPresentation(current: current) : .multitaskingPresentation(current: current))
            return .orientation(current)
        }
        if let exception = noCommonOrientation(answers, app: app, governing: governing) {
            return .exception(exception)
        }
        if let preferred = answers.preferred {
            if UIInterfaceOrientation.isValid(preferred) && UIInterfaceOrientation.mask(preferred) & effective != 0 {
                note(.preferredSupported(preferred))
                return .orientation(preferred)
            }
            if UIInterfaceOrientation.isValid(preferred) {
                note(.preferredNotInEffectiveMask(preferred: preferred, effective: effective))
            } else {
                note(.preferredNotSingleOrientation(preferred))
            }
            let exception = UIKitException.preferredOrientationUnsupported(
                preferred: preferred, effectiveMask: effective, version: version)
            if exception.id == "E2′" {
                if effective == 0 { note(.emptyListFormat) }
                if effective & UIInterfaceOrientationMask.portraitUpsideDown != 0
                    && UIInterfaceOrientationMask.names(effective).count > 1
                {
                    note(.upsideDownListPosition)
                }
                if preferred == UIInterfaceOrientation.portraitUpsideDown {
                    note(.upsideDownPrintedName)
                }
                if version < SystemVersion(major: 10, minor: 3) {
                    note(.e2TextBoundary(version))
                }
            }
            note(.raises(exceptionID: exception.id))
            return .exception(exception)
        }
        if answers.preferredIsForwardedDefault {
            note(.forwardedPreferredDefault)
        }
        let displayable = effective & deviceMask != 0 ? effective & deviceMask : effective
        guard displayable != 0 else {
            note(.nothingSupported(current: current))
            return .orientation(current)
        }
        if UIInterfaceOrientation.mask(current) & displayable != 0 {
            note(.currentKept(current))
            return .orientation(current)
        }
        if let device = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation),
            UIInterfaceOrientation.mask(device) & displayable != 0
        {
            note(.deviceOrientationChosen(device))
            return .orientation(device)
        }
        // displayable holds at least one of the four orientations, so the fallback to `current` is never taken.
        let chosen =
            UIInterfaceOrientation.fallbackOrder.first { UIInterfaceOrientation.mask($0) & displayable != 0 } ?? current
        note(.fallbackOrder(chosen: chosen))
        return .orientation(chosen)
    }

    /// Launch (reference §4.2): the device orientation if the Info.plist list holds it, else its first entry.
    mutating func launchOrientation() -> Int {
        let plist = scenario.infoPlist
        if let (key, list) = plist.list(for: scenario.idiom), let first = list.first {
            if plist.initialInterfaceOrientation != nil {
                note(.initialOrientationIgnored(key: key))
            }
            if let device = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation), list.contains(device)
            {
                note(.launchInDeviceOrientation(key: key, orientation: device))
                return device
            }
            note(.launchInFirstEntry(key: key, orientation: first))
            return first
        }
        if let initial = plist.initialInterfaceOrientation {
            note(.launchFromInitialOrientation(initial))
            return initial
        }
        note(.launchInPortrait)
        return UIInterfaceOrientation.portrait
    }

    // MARK: iOS 5 and earlier

    /// Only `shouldAutorotateToInterfaceOrientation:` exists (reference §4.1). The plist decides launch only.
    mutating func legacy(event: Event, chain: [ChainEntry]) -> Resolution {
        let app = plistMask(for: scenario.idiom, noting: true)
        note(.legacyRules)
        var current = scenario.interfaceOrientation
        let frontmost: ChainEntry?
        switch event {
        case .launch: frontmost = chain.first; current = launchOrientation()
        case .dismiss: frontmost = chain.dropLast().last
        case .rotate, .present, .updateSupportedOrientations, .requestGeometryUpdate: frontmost = chain.last
        case .setDeviceOrientation:
            frontmost = chain.last
            note(.legacyDeviceSetter)
        }
        let device = event == .setDeviceOrientation ? setterTarget() : scenario.deviceOrientation
        guard let frontmost else {
            note(.legacyNoRoot)
            return makeResolution(
                event: event, previous: current, outcome: .orientation(current), app: app, controller: nil,
                effective: 0, governing: nil, answers: nil, legacy: true)
        }
        let (allowed, source) = legacyAllowed(frontmost.controller)
        note(.legacyAnswers(controller: frontmost.controller, mask: allowed, source: source))
        var outcome = Resolution.Outcome.orientation(current)
        switch event {
        case .launch:
            note(.legacyKeepsLaunchOrientation)
        case .rotate, .setDeviceOrientation, .updateSupportedOrientations, .requestGeometryUpdate:
            if event == .updateSupportedOrientations { note(.attemptRotation) }
            if let target = UIDeviceOrientation.interfaceOrientation(device) {
                if UIInterfaceOrientation.mask(target) & allowed & deviceMask != 0 {
                    note(.legacyRotates(target))
                    outcome = .orientation(target)
                } else {
                    note(.legacyRefuses(target))
                }
            } else {
                note(.legacyDeviceNotInterface(device: device))
            }
        case .present, .dismiss:
            let displayable = allowed & deviceMask
            if UIInterfaceOrientation.mask(current) & displayable != 0 {
                note(.legacyKeepsCurrent)
            } else if let device = UIDeviceOrientation.interfaceOrientation(scenario.deviceOrientation),
                UIInterfaceOrientation.mask(device) & displayable != 0
            {
                note(.legacyAcceptsDevice(device))
                outcome = .orientation(device)
            } else if let chosen = UIInterfaceOrientation.fallbackOrder.first(where: {
                UIInterfaceOrientation.mask($0) & displayable != 0
            }) {
                note(.legacyAcceptsFirst(chosen))
                outcome = .orientation(chosen)
            } else {
                note(.legacyAcceptsNothing)
            }
        }
        let answers = ControllerAnswers(
            mask: allowed, maskSource: "legacy", shouldAutorotate: true, preferred: nil,
            answering: frontmost.controller)
        return makeResolution(
            event: event, previous: current, outcome: outcome, app: app,
            controller: MaskReport(rawValue: allowed, source: "legacy"), effective: allowed,
            governing: frontmost, answers: answers, legacy: true)
    }

    /// Navigation asks its top controller; a tab bar rotates only if every tab agrees; default portrait only.
    func legacyAllowed(_ index: Int) -> (mask: Int, source: TraceEvent.LegacySource) {
        let controller = controllers[index]
        if let declared = controller.shouldAutorotateToInterfaceOrientation {
            return (declared & UIInterfaceOrientationMask.all, .declared)
        }
        let children = scenario.children(of: index)
        switch controller.kind {
        case .navigationController where !children.isEmpty:
            return (legacyAllowed(children.last!).mask, .topController)
        case .tabBarController where !children.isEmpty:
            let mask = children.reduce(UIInterfaceOrientationMask.all) { $0 & legacyAllowed($1).mask }
            return (mask, .everyTab)
        default:
            return (UIInterfaceOrientationMask.portrait, .portraitOnly)
        }
    }

    // MARK: Helpers

    func makeResolution(
        event: Event, previous: Int, outcome: Resolution.Outcome, app: MaskReport, controller: MaskReport?,
        effective: Int, governing: ChainEntry?, answers: ControllerAnswers?, legacy: Bool = false
    ) -> Resolution {
        let answering = answers.flatMap { $0.answering == governing?.controller ? nil : $0.answering }
        var resolution = Resolution(
            outcome: outcome, event: event, previousOrientation: previous, appMask: app,
            controllerMask: controller, effectiveMask: effective,
            decidingController: governing?.controller, answeringController: answering,
            shouldAutorotate: legacy ? nil : answers?.shouldAutorotate,
            inferredRules: [], trace: [])
        resolution.nilChildContainer = answers?.nilChildContainer
        resolution.maskMember = answers?.maskMember
        resolution.preferredMember = answers?.preferredMember
        resolution.preferredAnswer = answers?.preferred
        return resolution
    }
}
