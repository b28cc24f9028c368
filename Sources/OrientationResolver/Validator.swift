/// `/validate`: explores every reachable state of the described app, resolves each with the resolver, and reports
/// the pitfalls of semantics.md §7, one finding per rule and path.
public enum Validator {
    /// At most `maxFindingsPerRule` findings of one rule are listed (each with its details); the rest are counted
    /// (`Validation.omitted`), so an answer stays small whatever the app. The counts and `valid` include them.
    public static let maxFindingsPerRule = 100

    /// An app that says what ships (`deviceFamilies`, `minimumOSVersion`) is checked in every cell of its matrix
    /// (`Scenario.shipMatrix`); the states of all cells count against one `maxStates`.
    public static func validate(_ scenario: Scenario, maxStates: Int = 10_000) -> Validation {
        let book = ValidatorRun.FindingBook()
        let budget = max(1, maxStates)
        var checked = 0
        var truncated = false
        let cells: [ShipCell?] = scenario.shipMatrix() ?? [nil]
        for cell in cells {
            var copy = scenario
            if let cell {
                copy.idiom = cell.idiom
                copy.systemVersion = cell.systemVersion
            }
            guard checked < budget else {
                truncated = true
                break
            }
            var run = ValidatorRun(scenario: copy, maxStates: budget - checked, cell: cell, book: book)
            run.exploreStates()
            run.checkDescription()
            checked += run.statesChecked
            truncated = truncated || run.truncated
        }
        return book.result(scenario: scenario, statesChecked: checked, stateLimit: budget, truncated: truncated)
    }
}

/// One idiom at one iOS version of an app's validation matrix.
public struct ShipCell: Sendable, Equatable {
    public var idiom: Idiom
    public var systemVersion: SystemVersion

    public init(idiom: Idiom, systemVersion: SystemVersion) {
        self.idiom = idiom
        self.systemVersion = systemVersion
    }
}

extension Scenario {
    /// Every version at which a rule of the model changes (semantics §2, §6, §8, §9): the E1′ and E2 texts (8.3,
    /// 10.3), the iOS 7 transform, iPad multitasking (9), `automatic` presentation (13, 18), iOS 16's rotation,
    /// iPadOS 26 and iOS 27.
    public static let eraBoundaries: [SystemVersion] = [
        SystemVersion(major: 6), SystemVersion(major: 7), SystemVersion(major: 8), SystemVersion(major: 8, minor: 3),
        SystemVersion(major: 9), SystemVersion(major: 10), SystemVersion(major: 10, minor: 3), SystemVersion(major: 13),
        SystemVersion(major: 16), SystemVersion(major: 18), SystemVersion(major: 26), SystemVersion(major: 27),
    ]

    /// What `/validate` checks when the app says what ships (api.md): each shipped idiom (`deviceFamilies`, else
    /// `device.idiom`) × the minimum version and each era boundary above it (else `device.systemVersion`). nil when
    /// the scenario says neither.
    public func shipMatrix() -> [ShipCell]? {
        guard deviceFamilies != nil || minimumOSVersion != nil else { return nil }
        let idioms = deviceFamilies ?? [idiom]
        var versions = [minimumOSVersion ?? systemVersion]
        if let minimum = minimumOSVersion {
            versions += Self.eraBoundaries.filter { $0 > minimum }
        }
        return idioms.flatMap { idiom in versions.map { ShipCell(idiom: idiom, systemVersion: $0) } }
    }
}

public struct Validation: Sendable {
    /// The scenario validated (findings refer to its controllers by index).
    public var scenario: Scenario
    public var findings: [Finding]
    public var statesChecked: Int
    public var stateLimit: Int
    /// True when the state limit stopped the exploration before every state was checked.
    public var truncated: Bool

    /// Findings beyond `Validator.maxFindingsPerRule` of a rule: how many more each rule has, in the order the
    /// rules first overflowed, and how many of them are of each severity.
    public var omitted: [(rule: String, count: Int)] = []
    public var omittedErrors = 0
    public var omittedWarnings = 0
    public var omittedInfos = 0

    /// No error, and every state was checked: a truncated exploration does not vouch for the states it did not reach.
    public var valid: Bool { errors == 0 && !truncated }
    public var errors: Int { findings.filter { $0.severity == .error }.count + omittedErrors }
    public var warnings: Int { findings.filter { $0.severity == .warning }.count + omittedWarnings }
    public var infos: Int { findings.filter { $0.severity == .info }.count + omittedInfos }
}

/// The exploration. Each state is made by changing the working copy of the scenario in place (a tab bar's
/// selection, a stack's depth, a presentation removed) and changing it back afterwards, so memory stays that of one
/// scenario whatever the number of states, and each state costs what resolving it costs.
struct ValidatorRun {
    let original: Scenario
    /// The working copy: the state being checked.
    var scenario: Scenario
    let maxStates: Int
    var statesChecked = 0
    /// The presentation depth of the variant being checked: its top controller's.
    var deepest = 0
    var truncated = false
    /// The matrix cell being checked, if any.
    let cell: ShipCell?
    /// A reference, so that recording (whose texts read the run) is not a mutation of the run; shared by the runs
    /// of every cell of a matrix.
    let book: FindingBook
    /// The choices that make the current state, in the order they were made.
    private var selected: [(controller: Int, index: Int?)] = []
    private var stackDepth: [(controller: Int, depth: Int)] = []
    var selectedChoices: [(controller: Int, index: Int?)] { selected }
    var stackChoices: [(controller: Int, depth: Int)] { stackDepth }

    /// A finding is one per rule, place and idiom: the versions of a matrix add occurrences to the first.
    struct FindingKey: Hashable {
        var rule: String
        var location: Location
        var idiom: Idiom?
    }

    final class FindingBook {
        var findings: [Finding] = []
        var index: [FindingKey: Int] = [:]
        /// Findings listed per rule, and the most severe occurrence of each finding past the limit.
        var listed: [String: Int] = [:]
        var omitted: [FindingKey: Finding.Severity] = [:]
        var omittedRules: [String] = []
        /// States that made the scenario's geometry request, and those of them where it was refused.
        var geometryStates = 0
        var geometryRefusals = 0
        /// What each state ended in at the last version checked (`compareAcrossVersions`).
        var outcomes: [VersionlessState: VersionOutcome] = [:]

        func result(scenario original: Scenario, statesChecked: Int, stateLimit maxStates: Int, truncated: Bool)
            -> Validation
        {
            // A geometry request refused in every state it was made from can never be met.
            if geometryRefusals > 0 && geometryRefusals == geometryStates {
                for index in findings.indices
                where findings[index].rule == Rule.geometryRequestRefused.id && findings[index].severity == .warning {
                    findings[index].severity = .error
                    findings[index].message += " It is refused in every state checked, so it can never be met."
                }
            }
            let ordered = findings.enumerated().sorted {
                ($0.element.severity.rank, -$0.offset) > ($1.element.severity.rank, -$1.offset)
            }.map(\.element)
            var validation = Validation(
                scenario: original, findings: ordered, statesChecked: statesChecked, stateLimit: maxStates,
                truncated: truncated)
            for rule in omittedRules {
                validation.omitted.append((rule, omitted.keys.filter { $0.rule == rule }.count))
            }
            for severity in omitted.values {
                switch severity {
                case .error: validation.omittedErrors += 1
                case .warning: validation.omittedWarnings += 1
                case .info: validation.omittedInfos += 1
                }
            }
            return validation
        }
    }

    /// What is still to be chosen after the current choice: a controller's own variants (then what it presents),
    /// or what a controller presents.
    private enum Pending {
        case controller(Int)
        case presentedBy(Int)
    }

    init(scenario: Scenario, maxStates: Int, cell: ShipCell? = nil, book: FindingBook = FindingBook()) {
        self.original = scenario
        self.scenario = scenario
        self.maxStates = max(1, maxStates)
        self.cell = cell
        self.book = book
        startWithinAppMask()
    }

    var version: SystemVersion { original.systemVersion }

    // MARK: States

    /// Every variant a user can reach by switching tabs and pushing/popping, following only what is on screen (the
    /// selected tab, the top of each stack, the presented chain): for a tab bar the selection as described first (it
    /// may be nil), then every other tab; for a stack the full stack first, then each shallower depth.
    mutating func exploreStates() {
        guard let root = original.root else {
            _ = checkVariant()
            return
        }
        var pending = [Pending.controller(root)]
        _ = explore(&pending)
    }

    /// Makes each choice of the last pending item in turn and explores the rest; checks a variant once nothing is
    /// pending. Returns false once the state limit is reached. `pending` is as it was on return.
    private mutating func explore(_ pending: inout [Pending]) -> Bool {
        guard let next = pending.popLast() else { return checkVariant() }
        defer { pending.append(next) }
        switch next {
        case let .presentedBy(controller):
            guard let presented = original.controllers[controller].presented else { return explore(&pending) }
            pending.append(.controller(presented))
            defer { pending.removeLast() }
            return explore(&pending)
        case let .controller(controller):
            pending.append(.presentedBy(controller))
            defer { pending.removeLast() }
            let described = original.controllers[controller]
            let children = original.children(of: controller)
            switch described.kind {
            case .tabBarController where !children.isEmpty:
                defer { scenario.controllers[controller].selectedIndex = described.selectedIndex }
                var choices: [Int?] = [described.selectedIndex]
                choices += children.indices.map { $0 - children.startIndex }.filter { $0 != described.selectedIndex }
                    .map { Optional($0) }
                for choice in choices {
                    scenario.controllers[controller].selectedIndex = choice
                    selected.append((controller, choice))
                    defer { selected.removeLast() }
                    if let choice {
                        pending.append(.controller(children[children.startIndex + choice]))
                        defer { pending.removeLast() }
                        guard explore(&pending) else { return false }
                    } else {
                        guard explore(&pending) else { return false }
                    }
                }
                return true
            case .navigationController where !children.isEmpty:
                defer { scenario.controllers[controller].children = described.children }
                for depth in stride(from: children.count, through: 1, by: -1) {
                    let lower = described.children.lowerBound
                    scenario.controllers[controller].children = lower..<(lower + depth)
                    stackDepth.append((controller, depth))
                    defer { stackDepth.removeLast() }
                    pending.append(.controller(original.childIndices[lower + depth - 1]))
                    defer { pending.removeLast() }
                    guard explore(&pending) else { return false }
                }
                return true
            default:
                return explore(&pending)
            }
        }
    }

    /// Launch and rotation to each device orientation, then each prefix of the presented chain with rotation,
    /// present and dismiss. Returns false once the state limit is reached.
    private mutating func checkVariant() -> Bool {
        let chain = ResolverRun(scenario: scenario, tracing: false).activeChain()
        let presented = max(0, chain.count - 1)
        deepest = presented
        let devices = [
            UIDeviceOrientation.portrait, UIDeviceOrientation.portraitUpsideDown,
            UIDeviceOrientation.landscapeLeft, UIDeviceOrientation.landscapeRight,
        ]
        for device in devices {
            guard check(.launch, device, depth: 0, chain: chain[...]) else { return false }
        }
        for depth in 0...presented {
            // Only the first `depth` presentations: the presenter of the next one presents nothing.
            var removed: (presenter: Int, presented: Int?)? = nil
            if depth + 1 < chain.count, let presenter = scenario.controllers[chain[depth + 1].controller].parent {
                removed = (presenter, scenario.controllers[presenter].presented)
                scenario.controllers[presenter].presented = nil
            }
            defer { if let removed { scenario.controllers[removed.presenter].presented = removed.presented } }
            let prefix = chain.prefix(depth + 1)
            for device in devices {
                guard check(.rotate, device, depth: depth, chain: prefix) else { return false }
            }
            // The app's own rotation request (semantics §8), made from this state: only the one the scenario names.
            if let event = original.event, event.isProgrammatic {
                guard check(event, original.deviceOrientation, depth: depth, chain: prefix) else { return false }
            }
            guard depth > 0 else { continue }
            for event in [Event.present, .dismiss] {
                guard check(event, original.deviceOrientation, depth: depth, chain: prefix) else { return false }
            }
        }
        return true
    }

    /// The interface is never in an orientation the app does not support (the delegate's mask, or the Info.plist's
    /// before iOS 6 and without one): where the scenario's current orientation is outside it (the default portrait in
    /// a landscape-only app), the states start from the first orientation UIKit falls back to within it, the same on
    /// every version compared. Once per run: the app's mask is the same in every state of one idiom and version.
    private mutating func startWithinAppMask() {
        var run = ResolverRun(scenario: scenario, tracing: false)
        let app =
            run.version.major < 6 ? run.plistMask(for: scenario.idiom, noting: false).rawValue : run.appMask().rawValue
        guard app & UIInterfaceOrientation.mask(scenario.interfaceOrientation) == 0,
            let start = UIInterfaceOrientation.fallbackOrder.first(where: { UIInterfaceOrientation.mask($0) & app != 0 }
            )
        else { return }
        scenario.interfaceOrientation = start
    }

    /// Resolves one state and records what it shows. Returns false once the state limit is reached.
    private mutating func check(_ event: Event, _ device: Int, depth: Int, chain: ArraySlice<ChainEntry>) -> Bool {
        guard statesChecked < maxStates else {
            truncated = true
            return false
        }
        statesChecked += 1
        scenario.event = event
        scenario.deviceOrientation = device
        guard let resolution = try? Resolver.resolve(scenario, tracing: false) else { return true }
        compareAcrossVersions(
            resolution, state: StateKey(event: event, deviceOrientation: device, presentationDepth: depth))
        analyse(
            resolution, state: StateKey(event: event, deviceOrientation: device, presentationDepth: depth), chain: chain
        )
        return true
    }

    /// The state being checked, without the choices (they are in `selected` and `stackDepth`).
    struct StateKey {
        var event: Event
        var deviceOrientation: Int
        var presentationDepth: Int
    }

    func makeState(_ key: StateKey) -> ValidationState {
        ValidationState(
            event: key.event, deviceOrientation: key.deviceOrientation, selected: selected,
            stackDepth: stackDepth, presentationDepth: key.presentationDepth)
    }

    func className(_ controller: Int) -> String { scenario.className(of: controller) }

    /// UIRequiresFullScreen YES is not honoured here only because the app is taken to link SDK 27 or later, which is
    /// assumed (no `sdkVersion`): an app built with an older SDK keeps it, so what follows from the scene being
    /// resizable rests on that assumption.
    var fullScreenIgnoredOnlyForAssumedSDK: Bool {
        original.sdkVersion == nil && original.infoPlist.requiresFullScreen == true && version.major >= 27
            && !(original.infoPlist.requiresFullScreenIgnoredStartingWithVersion.map { version >= $0 } ?? false)
    }

    func analyse(_ r: Resolution, state: StateKey, chain: ArraySlice<ChainEntry>) {
        let deciding = r.decidingController
        /// Built only when a finding's text is.
        func decidingName() -> String { deciding.map(self.className) ?? "the root controller" }
        let decidingLocation = Location(deciding ?? 0, .controller)
        if state.event == .requestGeometryUpdate {
            book.geometryStates += 1
            if let error = r.error {
                book.geometryRefusals += 1
                let requested = original.requestedOrientations ?? 0
                record(
                    .geometryRequestRefused, Location(nil, .requestedOrientations),
                    situation: error == .windowingMode && fullScreenIgnoredOnlyForAssumedSDK ? .sdkAssumed : .usual,
                    state: state,
                    message:
                        "requestGeometryUpdate(.iOS(interfaceOrientations: \(names(requested)))) is refused while \(decidingName()) decides: the error handler receives \(UISceneError.domain) \(error.code) \"\(error.description)\". Nothing rotates.",
                    fix: error == .windowingMode
                        ? "The scene is resizable (iPad multitasking or iPadOS 26 windowing), so its orientation is not the app's to choose: design for every orientation, or opt out with UIRequiresFullScreen where it is still honoured (linked SDK below 27)."
                        : "Support one of \(names(requested)) in \(decidingName())'s supportedInterfaceOrientations and in the app, call setNeedsUpdateOfSupportedInterfaceOrientations() first, then request; or request one of \(names(r.effectiveMask))."
                )
            }
        }
        checkDeviceSetter(r, state: state)
        if let exception = r.exception {
            analyse(exception, of: r, state: state, decidingName: decidingName, decidingLocation: decidingLocation)
            return
        }
        if let container = r.nilChildContainer {
            // Its own values answer without a child: the fallback the rule's fix asks for, so nothing misbehaves.
            let own = scenario.controllers[container]
            if own.supportedInterfaceOrientations != nil || own.shouldAutorotate != nil
                || own.preferredInterfaceOrientationForPresentation != nil
            {
                record(
                    .forwardingToNilChild, nilChildLocation(container), situation: .satisfied, state: state,
                    message:
                        "\(decidingName()) forwards its rotation methods to a child that is nil in this state; its own fallback values answer, so nothing crashes.",
                    fix: "Nothing, if the fallback values are what the container should answer without a child.")
            } else {
                record(
                    .forwardingToNilChild, nilChildLocation(container), state: state,
                    message:
                        "\(decidingName()) forwards its rotation methods to a child that is nil in this state, so Objective-C nil messaging answers mask 0 and shouldAutorotate NO.",
                    fix:
                        "Set selectedIndex (or push a controller) before the container appears, or forward with a fallback (child?.supportedInterfaceOrientations ?? .portrait)."
                )
            }
        }
        // Only where an ignored answer would have restricted the interface: a mask without all four orientations
        // (the controller's or the app delegate's), or a NO from shouldAutorotate.
        let all = UIInterfaceOrientationMask.all
        if r.multitasking,
            (r.maskMember != nil && (r.controllerMask?.rawValue ?? all) & all != all)
                || (original.supportedInterfaceOrientationsForWindow.map { $0 & all != all } ?? false)
                || (deciding.map { scenario.controllers[$0].shouldAutorotate == false } ?? false)
        {
            // UIRequiresFullScreen YES that this iPadOS no longer honours (the trace says why) is not "not YES".
            let ignoredYES = scenario.infoPlist.requiresFullScreen == true
            let sdkDecides = ignoredYES && fullScreenIgnoredOnlyForAssumedSDK
            record(
                .multitaskingIgnoresMasks, Location(nil, .infoPlistRequiresFullScreen),
                situation: sdkDecides ? .sdkAssumed : .usual, state: state,
                message: ignoredYES
                    ? "The iPad list holds all four orientations and UIRequiresFullScreen is YES but not honoured on iPadOS \(version), so the app supports iPad multitasking and UIKit ignores every controller mask, shouldAutorotate and the delegate mask."
                    : "The iPad list holds all four orientations and UIRequiresFullScreen is not YES, so the app supports iPad multitasking and UIKit ignores every controller mask, shouldAutorotate and the delegate mask.",
                fix: ignoredYES
                    ? "UIRequiresFullScreen can no longer restrict orientation here: design for every orientation on iPad."
                    : "Set UIRequiresFullScreen to true if the app must restrict orientation (iPadOS 26 deprecates it; plan for resizable scenes), or accept all orientations on iPad."
            )
        }
        checkSheet(chain: chain, state: state, r: r)
        if let answering = r.answeringController ?? deciding, !r.multitasking, version.major >= 6 {
            checkIgnoredChild(of: answering, state: state, deciding: r, presented: chain.last?.controller)
        }
        // From iOS 16 a controller's NO does not stop a rotation: said only where the interface does rotate while the
        // controller that UIKit asks says NO (a mask that allows one orientation never rotates, whatever it says).
        // Where the app also ships before iOS 16, the difference is said with both outcomes (os-version-differs).
        if version.major >= 16, state.event == .rotate, r.rotated, !r.multitasking, !comparesAcrossSixteen,
            let asked = [r.answeringController, deciding].compactMap({ $0 }).first(where: {
                scenario.controllers[$0].shouldAutorotate == false
            })
        {
            record(
                .shouldAutorotateIgnored, Location(asked, .shouldAutorotate), state: state,
                message:
                    "From iOS 16 shouldAutorotate no longer stops rotation (it still suppresses the no-common-orientation exception), so \(className(asked)) rotates anyway.",
                fix:
                    "Restrict supportedInterfaceOrientations and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes."
            )
        }
        if state.event == .rotate, state.deviceOrientation == UIDeviceOrientation.portraitUpsideDown {
            analyseUpsideDown(r, state: state, decidingName: decidingName, decidingLocation: decidingLocation)
        }
    }

    /// The UIDevice setter is ignored from iOS 16 (SDK 16 or later): said where the interface can be in another
    /// orientation than the one it asks for (where the deciding controller allows that one alone, the interface is in
    /// it already, and ignoring the setter changes nothing) and the controller on top when it takes effect allows the
    /// one it asks for (where it does not, no version turns there; `askingMask`), from the top of the presented
    /// chain: the controller that is on screen when the code asks.
    func checkDeviceSetter(_ r: Resolution, state: StateKey) {
        let sdk = original.linkedSDK
        if state.event == .setDeviceOrientation, state.presentationDepth == deepest, version.major >= 16,
            sdk.major >= 16,
            let target = original.targetOrientation.flatMap(UIDeviceOrientation.interfaceOrientation),
            r.orientation != target || r.effectiveMask & ~UIInterfaceOrientation.mask(target) != 0,
            // An orientation the controller on top when the request takes effect leaves out is one UIKit shows there
            // on no version either: the controller that asks, where it answers, or, as it leaves the screen, the one
            // the state shows (a landscape-only board asking for portrait as it pushes the next landscape screen).
            (askingMask(r) ?? UIInterfaceOrientationMask.all) & UIInterfaceOrientation.mask(target) != 0,
            // An orientation the app's Info.plist leaves out, with no delegate mask that could widen it, is one UIKit
            // shows on no version: ignoring the setter changes nothing. A delegate's value in one state is not enough:
            // the code that widens it just before the setter (a lock's `didSet`) is not paired with the setter's world.
            original.supportedInterfaceOrientationsForWindow != nil
                || original.sceneDelegateSupportedInterfaceOrientations != nil || original.delegateMaskUnknown
                || r.appMask.rawValue & UIInterfaceOrientation.mask(target) != 0
        {
            record(
                .deviceOrientationSetterIgnored, Location(nil, .targetOrientation), state: state,
                message:
                    "Setting UIDevice.orientation does nothing on iOS \(version) for an app linked against SDK \(sdk): UIKit only logs \"\(ConsoleLine.deviceOrientationSetter)\".",
                fix:
                    "Change the supported orientations (the controller's supportedInterfaceOrientations or the app delegate's mask), call setNeedsUpdateOfSupportedInterfaceOrientations(), and ask with UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))."
            )
        }
    }

    /// The mask of the controller on top when the code's rotation request takes effect, where the reader says which:
    /// the requesting controller's, in a state where it answers (not where a sheet leaves its presenter deciding, or a
    /// container answers for it), or, where the request is made as a controller leaves the screen, the one that
    /// answers in the state.
    func askingMask(_ r: Resolution) -> Int? {
        if original.requestWhileDisappearing { return r.controllerMask?.rawValue }
        guard let asking = original.requestingController, asking == (r.answeringController ?? r.decidingController)
        else { return nil }
        return r.controllerMask?.rawValue
    }

    /// The rules a state that raises `exception` breaks: no common orientation (and an orientation used as a mask),
    /// a preferred orientation that is not supported (or a nil child's, or one that is no orientation).
    func analyse(
        _ exception: UIKitException, of r: Resolution, state: StateKey, decidingName: () -> String,
        decidingLocation: Location
    ) {
        switch exception.kind {
        case .noCommonOrientation:
            let location = r.maskMember ?? decidingLocation
            record(
                .noCommonOrientation, location, state: state, exception: exception,
                message:
                    "\(decidingName()) supports \(names(r.controllerMask?.rawValue ?? 0)) and the app supports \(names(r.appMask.rawValue)): nothing in common while shouldAutorotate is YES, so UIKit raises \(exception.id).",
                fix:
                    "Return a mask that shares an orientation with the app from \(decidingName()), or let the app delegate return a superset (e.g. .all) and restrict each controller."
            )
            if isWrongTypeMask(location) {
                record(
                    .orientationUsedAsMask, location, situation: .crashes, state: state, exception: exception,
                    message:
                        "A UIInterfaceOrientation constant is returned where a UIInterfaceOrientationMask belongs; as a mask its value \(r.controllerMask?.rawValue ?? 0) has no orientation in common with the app, so UIKit crashes.",
                    fix:
                        "Return the UIInterfaceOrientationMask constant (e.g. UIInterfaceOrientationMaskPortrait, .portrait in Swift)."
                )
            }
        case .preferredOrientationUnsupported:
            let preferred = r.preferredAnswer ?? UIInterfaceOrientation.unknown
            if let container = r.nilChildContainer, r.preferredMember == Location(container, .controller) {
                record(
                    .forwardingToNilChild, nilChildLocation(container), situation: .crashes, state: state,
                    exception: exception,
                    message:
                        "\(decidingName()) forwards its rotation methods to a child that is nil at presentation, so Objective-C nil messaging answers mask 0, shouldAutorotate NO and preferred 0, and UIKit raises \(exception.id).",
                    fix:
                        "Set selectedIndex (or push a controller) before the container is presented, or forward with a fallback (child?.preferredInterfaceOrientationForPresentation ?? .portrait)."
                )
            } else if !UIInterfaceOrientation.isValid(preferred) || isWrongTypeOrientation(r.preferredMember) {
                record(
                    .preferredNotSingleOrientation, r.preferredMember ?? decidingLocation, situation: .crashes,
                    state: state, exception: exception,
                    message:
                        "preferredInterfaceOrientationForPresentation returns \(UIInterfaceOrientation.printedName(preferred)), which is not one of the four orientations UIKit accepts, so presenting \(decidingName()) crashes.",
                    fix:
                        "Return exactly one UIInterfaceOrientation (not an OR of several, not a mask constant) that \(decidingName()) supports, e.g. .\(UIInterfaceOrientationMask.names(r.effectiveMask).first ?? "portrait")."
                )
            } else {
                record(
                    .presentationPreferredUnsupported, r.preferredMember ?? decidingLocation, state: state,
                    exception: exception,
                    message:
                        "preferredInterfaceOrientationForPresentation returns \(UIInterfaceOrientation.printedName(preferred)), but \(decidingName()) can only be shown in \(names(r.effectiveMask)) (its mask ∩ the app's), so UIKit raises \(exception.id) when it \(state.event == .dismiss ? "is revealed by a dismissal" : "is presented").",
                    fix: r.effectiveMask == 0
                        ? "Give \(decidingName()) a supported mask that shares an orientation with the app."
                        : "Return one of \(names(r.effectiveMask)) from preferredInterfaceOrientationForPresentation, or support \(UIInterfaceOrientation.printedName(preferred)) in both \(decidingName()) and the app."
                )
            }
        }
    }

    /// A rotation to portraitUpsideDown that the interface does not follow although the app supports it.
    func analyseUpsideDown(
        _ r: Resolution, state: StateKey, decidingName: () -> String, decidingLocation: Location
    ) {
        if r.orientation != UIInterfaceOrientation.portraitUpsideDown,
            r.appMask.rawValue & UIInterfaceOrientationMask.portraitUpsideDown != 0
        {
            if r.effectiveMask & UIInterfaceOrientationMask.portraitUpsideDown != 0 {
                // Said only where it is the reason: an iPhone without a Home button (on an iPad, or when
                // shouldAutorotate says NO, upside-down stays for another reason, which this text would misstate).
                if original.idiom == .phone && !original.hasHomeButton {
                    record(
                        .upsideDownUnavailable, Location(nil, .hasHomeButton), state: state,
                        message:
                            "The app and \(decidingName()) support portraitUpsideDown, but an iPhone without a Home button never shows it.",
                        fix: "Nothing to fix on this device; do not rely on upside-down on Face ID iPhones.")
                }
            } else if r.controllerMask != nil {
                record(
                    .upsideDownUnavailable, r.maskMember ?? decidingLocation, state: state,
                    message:
                        "The app supports portraitUpsideDown but \(decidingName()) does not (\(r.maskMember == nil ? "the iPhone default is allButUpsideDown" : "its mask leaves it out")), so turning the device upside down does nothing.",
                    fix: "Return .all from \(decidingName())'s supportedInterfaceOrientations if upside-down is wanted."
                )
            }
        }
    }

    /// sheet-does-not-force-orientation: a presentation that does not fill the window, whose answers would change
    /// what is shown. Under iPad multitasking no controller's mask decides, the presenter's no more than the
    /// sheet's: multitasking-ignores-masks says it once, and "present it full screen" would change nothing.
    func checkSheet(chain: ArraySlice<ChainEntry>, state: StateKey, r: Resolution) {
        guard state.event == .present, state.presentationDepth > 0, let top = chain.last, !top.style.fillsWindow,
            version.major >= 6, !r.multitasking
        else { return }
        // Its answers as UIKit would take them if it decided: a container that forwards, its child's. A container that
        // neither forwards nor answers (a plain navigation controller around a portrait screen): the screen inside,
        // whose answers the sheet ignores and the container would not ask either.
        let (passed, answering) = throughPlainContainers(from: scenario.answering(top.controller)) {
            $0.supportedInterfaceOrientations != nil || $0.preferredInterfaceOrientationForPresentation != nil
        }
        let inside = passed.isEmpty ? nil : answering
        let presented = scenario.controllers[answering]
        // Only where its answers would change what is shown: its mask, within the app's, differs from what the
        // presenter allows, or its preferred orientation is not the one the presenter keeps. A mask with nothing
        // within the app's would show nothing full screen either (no-common-orientation's crash, where it decides).
        let within =
            (presented.supportedInterfaceOrientations ?? UIInterfaceOrientationMask.all) & r.appMask.rawValue
            & UIInterfaceOrientationMask.all
        let allowed = presented.supportedInterfaceOrientations == nil || within == 0 ? nil : within
        let preferred = presented.preferredInterfaceOrientationForPresentation
        // A preferred orientation full screen could not show either (outside its mask and the app's): full screen
        // alone would raise (presentation-preferred-unsupported), so the fix says what else it needs.
        let unshowable = preferred.flatMap { within & UIInterfaceOrientation.mask($0) == 0 ? $0 : nil }
        let alsoNeeds = unshowable.map {
            " Full screen alone would raise (presentation-preferred-unsupported): first let the app's supported orientations and \(className(answering))'s mask include \(UIInterfaceOrientation.printedName($0))."
        }
        if (allowed != nil && allowed != r.effectiveMask) || (preferred != nil && preferred != r.orientation) {
            record(
                .sheetDoesNotForceOrientation, Location(top.controller, .presentationStyle), state: state,
                message:
                    "\(className(top.controller)) is presented as \(top.style.rawValue)\(scenario.controllers[top.controller].presentationStyle == .automatic ? " (automatic on iOS \(version))" : ""), which does not fill the window: \(inside.map { "the supportedInterfaceOrientations and preferred orientation of \(className($0)), which it holds and does not forward to, are" } ?? "its supportedInterfaceOrientations and preferred orientation are") ignored and the presenter keeps deciding.",
                fix: inside.map {
                    "Present it with modalPresentationStyle = .fullScreen (or .overFullScreen), and make \(className(top.controller)) forward supportedInterfaceOrientations and preferredInterfaceOrientationForPresentation to \(className($0)) (or present \(className($0)) itself).\(alsoNeeds ?? "")"
                }
                    ?? "Present it with modalPresentationStyle = .fullScreen (or .overFullScreen) to force its orientation.\(alsoNeeds ?? "")"
            )
        }
    }

    /// Down the forwarding targets from `index` through containers that neither forward nor give any answer
    /// `answers` looks at (a plain navigation controller in a tab), and through containers that forward (what they
    /// would answer is their child's), at most eight deep: the plain containers passed, and the first controller
    /// that is neither.
    func throughPlainContainers(from index: Int, answers: (Controller) -> Bool) -> (passed: [Int], reached: Int) {
        var passed: [Int] = []
        var current = index
        for _ in 0..<8 {
            let here = scenario.controllers[current]
            guard here.kind.isContainer, here.forwardsToChild || !answers(here),
                let next = scenario.forwardingTarget(of: current)
            else { break }
            if !here.forwardsToChild { passed.append(current) }
            current = next
        }
        return (passed, current)
    }

    /// L6: a container that does not forward never asks the child on screen.
    func checkIgnoredChild(of index: Int, state: StateKey, deciding: Resolution, presented: Int? = nil) {
        let container = scenario.controllers[index]
        guard container.kind.isContainer, !container.forwardsToChild,
            var childIndex = scenario.forwardingTarget(of: index)
        else { return }
        // Through containers that neither forward nor answer anything themselves (a plain navigation controller in a
        // tab): the controller that declares answers is the one never asked.
        let (between, reached) = throughPlainContainers(from: childIndex) {
            $0.supportedInterfaceOrientations != nil || $0.shouldAutorotate != nil
                || $0.preferredInterfaceOrientationForPresentation != nil
        }
        childIndex = reached
        let child = scenario.controllers[childIndex]
        // Only an answer that would change what UIKit does: a mask whose orientations the app allows differ from the
        // container's; a NO before iOS 16 where more than one orientation is allowed; a preferred orientation of a
        // presented container that would start the presentation in another orientation (not where the container
        // prefers the same one, nor where the app and the container allow only one).
        let appMask = deciding.appMask.rawValue
        let shown = deciding.effectiveMask
        let declared: (name: String, member: Location.Member)
        if let mask = child.supportedInterfaceOrientations, mask & appMask != shown {
            declared = ("supportedInterfaceOrientations", .supportedInterfaceOrientations)
        } else if let answer = child.shouldAutorotate, answer != (container.shouldAutorotate ?? true),
            version.major < 16, shown.nonzeroBitCount > 1
        {
            declared = ("shouldAutorotate", .shouldAutorotate)
        } else if let preferred = child.preferredInterfaceOrientationForPresentation, state.presentationDepth > 0,
            state.event == .present, presented == index, shown.nonzeroBitCount > 1,
            preferred != container.preferredInterfaceOrientationForPresentation
        {
            declared = ("preferredInterfaceOrientationForPresentation", .preferredInterfaceOrientationForPresentation)
        } else {
            return
        }
        record(
            .containerIgnoresChild, Location(childIndex, declared.member), state: state,
            message:
                "\(className(index)) does not forward rotation methods, so \(className(childIndex))'s \(declared.name) is never asked; the container's own \(declared.member == .preferredInterfaceOrientationForPresentation ? container.preferredInterfaceOrientationForPresentation.map { "preferred orientation, \(UIInterfaceOrientation.printedName($0))," } ?? "mask, \(names(deciding.controllerMask?.rawValue ?? 0)), with no preferred orientation," : names(deciding.controllerMask?.rawValue ?? 0)) decides.",
            fix:
                "Make \(className(index)) forward supportedInterfaceOrientations, shouldAutorotate and preferredInterfaceOrientationForPresentation to its \(container.kind == .tabBarController ? "selectedViewController" : "topViewController") (subclass or delegate method)\(between.isEmpty ? "" : ", and so must \(between.map(className).joined(separator: " and ")), which holds \(className(childIndex))")."
        )
    }

    // MARK: Recording

    /// One finding per rule and location: counts the states, and keeps the most severe occurrence's details. The
    /// texts are built only when a finding is new or its details are replaced.
    func record(
        _ made: Rule, _ location: Location, situation: Rule.Situation = .usual, state: StateKey?,
        exception: UIKitException? = nil, message: @autoclosure () -> String, fix: @autoclosure () -> String
    ) {
        let rule = made.id, severity = made.severity(situation)
        let key = FindingKey(rule: rule, location: location, idiom: cell?.idiom)
        // A finding about the app as a whole (no state) occurs once per cell of the matrix that shows it.
        let occurrences = 1
        func make() -> Finding {
            var finding = Finding(
                made, situation: situation, location: location, message: message(), fix: fix(),
                state: state.map(makeState), exception: exception, occurrences: occurrences)
            finding.cell = cell
            return finding
        }
        guard let position = book.index[key] else {
            if let severityPast = book.omitted[key] {
                book.omitted[key] = max(severityPast, severity)
                return
            }
            guard book.listed[rule, default: 0] < Validator.maxFindingsPerRule else {
                if !book.omittedRules.contains(rule) { book.omittedRules.append(rule) }
                book.omitted[key] = severity
                return
            }
            book.listed[rule, default: 0] += 1
            book.index[key] = book.findings.count
            book.findings.append(make())
            return
        }
        let existing = book.findings[position]
        let total = existing.occurrences + occurrences
        if severity > existing.severity || (existing.state == nil && state != nil && severity == existing.severity) {
            book.findings[position] = make()
        }
        book.findings[position].occurrences = total
    }

    // MARK: Helpers

    func names(_ mask: Int) -> String {
        let list = UIInterfaceOrientationMask.names(mask)
        return list.isEmpty ? "no orientation" : list.joined(separator: ", ")
    }

    func isWrongTypeMask(_ location: Location) -> Bool {
        original.wrongTypeConstants.contains { $0.location == location && $0.mistake == .orientationUsedAsMask }
            || (location.member == .supportedInterfaceOrientations && location.elements.isEmpty
                && location.controller.flatMap { original.controllers[$0].supportedInterfaceOrientations }
                    .map { $0 & ~UIInterfaceOrientationMask.all != 0 } ?? false)
    }

    func isWrongTypeOrientation(_ location: Location?) -> Bool {
        original.wrongTypeConstants.contains { $0.location == location && $0.mistake == .maskUsedAsOrientation }
    }

    func nilChildLocation(_ container: Int) -> Location {
        Location(container, scenario.controllers[container].kind == .tabBarController ? .selectedIndex : .children)
    }
}
