import OrientationResolver
import OrientationWire
import ProjectFiles

/// One scenario to validate: from a scenario file over the project files' app, or built from the code. The CLI and
/// the server's archive upload report it the same way.
public struct CheckedScenario: Sendable {
    public var target: String?
    public var scenario: Scenario
    public var notes: InputNotes
    public var sources: [String: FileSource]
    /// What the reader assumed to build it from code (`ReaderAssumptions`): `adjusted` decides what each makes of a
    /// finding.
    public var assumptions = ReaderAssumptions()
    /// The container delegates' masks the code answers (`SourceModel.containerDelegates`), which the reader does not
    /// tie to a container: a warning that rests on a container of that kind answering UIKit's default is a note.
    public var containerDelegates: [ControllerKind: FileSource] = [:]
    /// The classes (as printed) that are split views: a split view delegate's mask the code answers
    /// (`containerDelegates[.viewController]`) may answer for them.
    public var splitViews: Set<String> = []
    /// The classes that give their own container a delegate (`SourceModel.delegatesOwnContainer`): a container that
    /// holds one may be served by it.
    public var delegatesOwnContainer: Set<String> = []
    /// Container classes whose own code gives them children the reader does not read (`SourceModel.childrenUnread`):
    /// where such a container has no child in a scenario, that it has none is assumed.
    public var childrenUnread: Set<String> = []
    /// Classes that answer `shouldAutorotateToInterfaceOrientation:` (as printed): where a scenario leaves the answer
    /// out (a value the reader cannot evaluate there), UIKit's default stands for it (`noteLegacyUnread`).
    public var legacyAnswering: Set<String> = []
    /// The code gives the window's root container a delegate (`((UITabBarController *)window.rootViewController)
    /// .delegate = self`).
    public var rootContainerDelegated = false
    /// A rotation request the window's root makes at launch (`CodeScenario.requestAtLaunch`).
    public var requestAtLaunch = false
    /// The app delegate's mask each controller class gives by itself whenever it is on screen
    /// (`CodeScenarios.maskWhenShown`): a finding about it is of the world of that mask alone.
    public var maskWhenShown: [String: Int] = [:]
    /// `CodeScenario.excludedTops`: a state that shows one of these controllers on top of the container is of another
    /// world than this scenario's (the container's mask there is another value).
    public var excludedTops: [Int: Set<Int>] = [:]
    /// App delegate masks that hold only while one of these controllers (as printed) is on screen
    /// (`SourceModel.appMaskSetByScreens`): a scenario of that mask without any of them is of no state the app reaches.
    public var worldsOfScreens: [Int: Set<String>] = [:]
    /// The app target (of a project) the scenario checks.
    public var app: String?
    /// What of the app's code was read (nil when the scenario does not come from code).
    public var coverage: Coverage? = nil

    public init(
        target: String?, scenario: Scenario, notes: InputNotes, sources: [String: FileSource],
        unreachable: Bool = false, inferred: Bool = false,
        app: String? = nil
    ) {
        self.app = app
        self.target = target
        self.scenario = scenario
        self.notes = notes
        self.sources = sources
        assumptions = ReaderAssumptions(oneOfSeveralValues: inferred, unreachable: unreachable)
    }

    /// The validation as reported: for an unreachable controller, errors in a state where it is presented become
    /// notes that say why (`Finding.ifPresentedFullScreen`): the full-screen presentation they need is one the reader
    /// does not see (in the trials, every such line judged was false: the class was pushed, embedded or never made).
    /// An error of the app's settings alone (no state) or of the root it is placed over (presentation depth 0) stays
    /// as it is: it holds whatever is presented, and the root's own scenario says it too. For a value that is one of
    /// several the code gives, each finding is inferred, and so is each finding about a presented controller whose
    /// class is the type the code declares it as (`Finding.inferences`); the reporters say so in their words
    /// (`Finding.reportedMessage`).
    public func adjusted(_ validation: Validation) -> Validation {
        var result = validation
        removeUnreached(&result)
        noteUnreadChildren(&result)
        noteSystemMask(&result)
        noteLegacyUnread(&result)
        guard !assumptions.isEmpty || !containerDelegates.isEmpty else { return result }
        let unreachable = assumptions.unreachable
        let rootUnseen = assumptions.rootUnseen
        let rootForwardsUnseen = assumptions.rootForwardsUnseen
        // A presenter that answers with its presented controller's mask lets a sheet's mask decide: "the presenter
        // keeps deciding" does not hold.
        // So too a version difference over a presentation, which a sheet on one version and a full screen on the other
        // make: the presented controller's mask decides on both.
        if assumptions.presenterAsksPresented {
            result.findings.removeAll {
                $0.rule == Rule.sheetDoesNotForceOrientation.id
                    || $0.rule == Rule.osVersionDiffers.id && ($0.state?.presentationDepth ?? 0) > 0
            }
        }
        for index in result.findings.indices {
            if unreachable && Self.isPresentedCallback(result.findings[index], in: result.scenario)
                || unreachable && result.findings[index].severity == .error
                    && (result.findings[index].state?.presentationDepth ?? 0) > 0
            {
                result.findings[index].severity = .info
                result.findings[index].ifPresentedFullScreen = true
            }
            // A value chosen among the code's is assumed by every finding but those the Info.plist alone decides
            // (an App Store rejection, iPadOS's runtime issue, a deprecated key): they hold whatever the code does.
            if assumptions.oneOfSeveralValues && !Self.decidedByInfoPlistAlone(result.findings[index]) {
                result.findings[index].inferences.append(.oneOfSeveralValues)
            }
            if assumptions.appMaskChosen && !Self.decidedByInfoPlistAlone(result.findings[index]) {
                result.findings[index].inferences.append(.appMaskChosen)
            }
            // Only a finding in a state where it is presented depends on the class (not one of the app's settings or
            // of the root under it).
            if let declaredAs = assumptions.declaredAs, let state = result.findings[index].state,
                state.presentationDepth > 0
            {
                result.findings[index].inferences.append(.declaredType(declaredAs))
            }
            // What a sheet leaves to its presenter, and whether the interface is already where the UIDevice setter
            // asks, are not known when the presenter is not: notes.
            // What a presentation ends in over a root the reader does not see rests on that root's answers: notes.
            // A version difference says who decides: over a root the reader does not see (a stand-in with UIKit's
            // defaults), or for a class nothing reachable shows (taken as presented full screen, which may be pushed
            // into a container that never asks it), who decides is assumed, at every depth: a note.
            // So is whether UIKit asks a class nothing reachable shows at all, for its shouldAutorotate NO said to be
            // ignored (Shari's studio screen, pushed into a tab's plain navigation controller, which never asks it).
            let rule = result.findings[index].rule
            let decidingAssumed =
                [Rule.osVersionDiffers.id, Rule.multitaskingIgnoresMasks.id, Rule.shouldAutorotateIgnored.id].contains(
                    rule)
                && (rootUnseen || (unreachable && (result.findings[index].state?.presentationDepth ?? 0) > 0))
            // Multitasking over a class nothing reachable shows, presented: the mask it says UIKit ignores may be that
            // class's alone, in a state the app never reaches, whatever the root (WooCommerce's embedded prologue).
            let presentedUnreachable =
                unreachable && (result.findings[index].state?.presentationDepth ?? 0) > 0
                && [Rule.multitaskingIgnoresMasks.id, Rule.shouldAutorotateIgnored.id].contains(rule)
            if decidingAssumed && ((!rootUnseen && rootForwardsUnseen == nil) || presentedUnreachable) {
                result.findings[index].ifPresentedFullScreen = true
                result.findings[index].severity = .info
            }
            // A root whose answer is a forward the reader does not follow decides by a value it assumes, at
            // launch as over a presentation.
            let forwardAssumed = rootForwardsUnseen != nil && result.findings[index].rule == Rule.osVersionDiffers.id
            if rootUnseen || rootForwardsUnseen != nil, let state = result.findings[index].state,
                state.presentationDepth > 0 || decidingAssumed || forwardAssumed,
                [Rule.osVersionDiffers.id, Rule.sheetDoesNotForceOrientation.id].contains(result.findings[index].rule)
            {
                result.findings[index].inferences.append(
                    rootForwardsUnseen.map { .rootForwardsUnseen($0) } ?? .rootUnseen)
                result.findings[index].severity = .info
            }
            // A request whose own call gives the app delegate's state a value the reader cannot evaluate: whether
            // the mask then refuses the request rests on pairing the two, which the reader cannot (MacMobility's
            // `lock(to:)`): a note. Not a refusal a resizable scene makes whatever the masks (the windowing mode's).
            if assumptions.appMaskGivenUnread, result.findings[index].rule == Rule.geometryRequestRefused.id,
                !result.findings[index].message.contains(UISceneError.windowingMode.description)
            {
                if !result.findings[index].inferences.contains(.appMaskChosen) {
                    result.findings[index].inferences.append(.appMaskChosen)
                }
                result.findings[index].severity = .info
            }
            // Over the root the reader sees, where the code also gives the window one it cannot see: who presents
            // is assumed, as over a root it does not see at all.
            if let other = assumptions.otherRootUnseen, !rootUnseen, rootForwardsUnseen == nil,
                (result.findings[index].state?.presentationDepth ?? 0) > 0 || assumptions.interfaceRootMayBeReplaced,
                [Rule.osVersionDiffers.id, Rule.sheetDoesNotForceOrientation.id].contains(result.findings[index].rule)
            {
                result.findings[index].inferences.append(.otherRootUnseen(other))
                result.findings[index].severity = .info
            }
            if let presenterAssumed = assumptions.presenterAssumed,
                [Rule.sheetDoesNotForceOrientation.id, Rule.deviceOrientationSetterIgnored.id].contains(rule)
            {
                result.findings[index].inferences.append(.presenterAssumed(presenterAssumed))
                result.findings[index].severity = .info
            }
            inferContainerDelegate(&result.findings[index])
            result.findings[index].capSeverityByAssumptions()
        }
        return result
    }

    /// A warning whose deciding container answers UIKit's default while the app has a delegate that answers that
    /// container's mask (`containerDelegates`), which the reader does not pair with it: a note.
    private func inferContainerDelegate(_ finding: inout Finding) {
        if finding.severity == .warning,
            let container = answeringDefault(above: finding.location.controller),
            let place = containerDelegates[container.kind]
        {
            let method =
                switch container.kind {
                case .navigationController: "navigationControllerSupportedInterfaceOrientations"
                case .tabBarController: "tabBarControllerSupportedInterfaceOrientations"
                case .viewController: "splitViewControllerSupportedInterfaceOrientations"
                }
            finding.inferences.append(
                .containerDelegateUnseen(method: method, place: "\(place.file):\(place.line ?? 0)"))
            finding.severity = .info
        }
    }

    /// So is the iOS 5 callback's answer lost for a class nothing reachable shows (said of the presented controller,
    /// in no state): only where the class decides, which such a class may never do (pushed into a stack that does not
    /// ask it).
    static func isPresentedCallback(_ finding: Finding, in scenario: Scenario) -> Bool {
        finding.rule == Rule.legacyCallbackIgnored.id && scenario.pointer(finding.location).contains("/presented")
    }

    /// Findings of no state the app reaches: multitasking where the build has no launch storyboard, the UIDevice
    /// setter at launch asking for the one orientation the app launches in, and what is said of a controller while
    /// it is on screen in a world of the app delegate's mask other than the one its appearance gives.
    func removeUnreached(_ result: inout Validation) {
        // A state that shows on top of a container a controller with which its mask here does not hold: another
        // world's (ShootIP's camera tab, under a root that answers all orientations only with the camera on top).
        if !excludedTops.isEmpty {
            result.findings.removeAll { finding in
                guard let state = finding.state else { return false }
                return excludedTops.contains { container, tops in tops.contains(shownOnTop(of: container, in: state)) }
            }
        }
        // An app the project builds without a launch storyboard runs on iPad full screen, not in multitasking
        // (uikit-reference §4.3: eligibility needs one), so its masks are honoured; app-store-launch-storyboard says
        // what is missing. A request's Info.plist that names no launch screen multitasks as semantics §6 says.
        let plist = scenario.infoPlist
        if plist.requiresFullScreen != true, plist.surelyNoLaunchScreen {
            result.findings.removeAll { $0.rule == Rule.multitaskingIgnoresMasks.id }
        }
        // The UIDevice setter at launch, asking for the one orientation the Info.plist lets the app launch in on that
        // idiom: the interface is there already, so ignoring the setter changes nothing (Squpiece, round 15).
        if requestAtLaunch, let target = scenario.targetOrientation.flatMap(UIDeviceOrientation.interfaceOrientation) {
            result.findings.removeAll { finding in
                finding.rule == Rule.deviceOrientationSetterIgnored.id
                    && plist.list(for: finding.cell?.idiom ?? scenario.idiom)?.orientations == [target]
            }
        }
        // A mask only some controllers' appearance gives, in a scenario that shows none of them (a
        // sheet, a UIDevice request elsewhere in the app, under the landscape one screen's viewWillAppear gives and
        // its viewWillDisappear takes back: Yingke's), is of no state the app reaches.
        if let mask = scenario.supportedInterfaceOrientationsForWindow, let screens = worldsOfScreens[mask],
            !scenario.controllers.indices.contains(where: { screens.contains(scenario.className(of: $0)) })
        {
            result.findings.removeAll { !Self.decidedByInfoPlistAlone($0) }
        }
        // A controller whose appearance gives the app delegate's mask its value is on screen only in the world of
        // that value: what is said of it while it is on screen (a rotation, what its container decides) in another
        // world is of no state the app reaches (DinoRunner's game, which locks landscape in its own viewDidLoad, was
        // said to be ignored under the portrait the app starts with). Not a crash, nor at a presentation or a
        // dismissal: UIKit reads the masks for those before the controller has appeared (Mediaverse's player, which
        // locks landscape in viewDidAppear, crashes when presented under portrait).
        if let mask = scenario.supportedInterfaceOrientationsForWindow, !maskWhenShown.isEmpty {
            result.findings.removeAll { finding in
                guard finding.exception == nil, finding.severity != .error,
                    finding.state.map({ $0.event != .present && $0.event != .dismiss }) ?? true,
                    let index = finding.location.controller, scenario.controllers.indices.contains(index),
                    let given = maskWhenShown[scenario.className(of: index)]
                else { return false }
                return given != mask
            }
        }
    }

    /// The controller a state shows on top of container `index`: down the stack to the depth the state gives it
    /// (all of it otherwise), and to the tab it selects.
    func shownOnTop(of index: Int, in state: ValidationState) -> Int {
        var top = index
        for _ in 0..<8 {
            let controller = scenario.controllers[top]
            guard !controller.children.isEmpty else { break }
            let children = scenario.children(of: top)
            switch controller.kind {
            case .navigationController:
                let depth = state.stackDepth.first { $0.controller == top }?.depth ?? children.count
                top = children[children.startIndex + max(0, min(depth, children.count) - 1)]
            case .tabBarController:
                let selected = state.selected.first { $0.controller == top }?.index ?? controller.selectedIndex ?? 0
                top = children[children.startIndex + max(0, min(selected, children.count - 1))]
            default: return top
            }
        }
        return top
    }

    /// What is said while UIKit's own controller, whose mask the reader does not know, is presented (a photo picker
    /// that may be portrait only, which a version difference over it took for UIKit's default: Tikeyc's): a note.
    /// A version difference, or a legacy callback said to be ignored, about a controller whose class answers
    /// `shouldAutorotateToInterfaceOrientation:` with a value the scenario leaves out (the reader cannot evaluate
    /// it: TaskPaper's `o == [self lockedOrientation]`): what it says before iOS 6 is UIKit's default standing for
    /// that answer, a note.
    func noteLegacyUnread(_ result: inout Validation) {
        guard !legacyAnswering.isEmpty else { return }
        for index in result.findings.indices
        where [Rule.osVersionDiffers.id, Rule.legacyCallbackIgnored.id].contains(result.findings[index].rule) {
            guard let at = result.findings[index].location.controller, scenario.controllers.indices.contains(at),
                scenario.controllers[at].shouldAutorotateToInterfaceOrientation == nil,
                legacyAnswering.contains(scenario.className(of: at))
            else { continue }
            result.findings[index].inferences.append(.legacyCallbackUnread(scenario.className(of: at)))
            result.findings[index].severity = .info
        }
    }

    func noteSystemMask(_ result: inout Validation) {
        guard let name = assumptions.systemMaskUnknown else { return }
        for index in result.findings.indices where (result.findings[index].state?.presentationDepth ?? 0) > 0 {
            result.findings[index].inferences.append(.systemMaskUnknown(name))
            result.findings[index].severity = .info
        }
    }

    /// A container said to forward to a nil child whose own code gives it children the reader does not read: that it
    /// has none is assumed, so the claim is a note (WeChat's tab bar adds its tabs in a loop in viewDidLoad). So is
    /// any other finding about such a container while it forwards with no child (what it answers is nil messaging's
    /// zeros, an assumption too), and a sheet over such a root (what the root keeps deciding is its children's: the
    /// AgoraIotLink alerts over a tab bar given its tabs in a helper of viewDidLoad); a finding about another
    /// controller stays (a full-screen player's crash holds whatever the tabs are: BabyMv's).
    func noteUnreadChildren(_ result: inout Validation) {
        let emptyForwarding = scenario.controllers.indices.first { index in
            scenario.controllers[index].forwardsToChild && scenario.controllers[index].children.isEmpty
                && childrenUnread.contains(scenario.className(of: index))
        }
        for index in result.findings.indices {
            let container: Int
            if result.findings[index].rule == Rule.forwardingToNilChild.id {
                guard let at = result.findings[index].location.controller,
                    scenario.controllers.indices.contains(at), scenario.controllers[at].children.isEmpty,
                    childrenUnread.contains(scenario.className(of: at))
                else { continue }
                container = at
            } else {
                // About the container itself; or a sheet over it, said because the container, keeping the decision,
                // answers otherwise than the sheet (which its unread children decide).
                guard let empty = emptyForwarding,
                    result.findings[index].location.controller == empty
                        || result.findings[index].rule == Rule.sheetDoesNotForceOrientation.id
                            && empty == scenario.root
                else {
                    continue
                }
                container = empty
            }
            result.findings[index].inferences.append(.childrenUnread(scenario.className(of: container)))
            result.findings[index].severity = .info
        }
    }

    /// A finding about the app's Info.plist that no value of the code changes (its location is a key of it).
    static func decidedByInfoPlistAlone(_ finding: Finding) -> Bool {
        guard finding.location.controller == nil, finding.rule != Rule.multitaskingIgnoresMasks.id else {
            return false
        }
        switch finding.location.member {
        case .infoPlist, .infoPlistRequiresFullScreen, .infoPlistList: return true
        default: return false
        }
    }

    /// Whether the code gives the container at `container` a delegate: the presenting code gives the presented
    /// container one, or a class on its stack gives its own container one.
    func served(_ container: Int) -> Bool {
        if assumptions.presentedContainerDelegated, scenario.controllers[container].place == .presented { return true }
        if rootContainerDelegated, container == 0 { return true }
        let children = scenario.controllers[container].children.map { scenario.childIndices[$0] }
        return children.contains { delegatesOwnContainer.contains(scenario.className(of: $0)) }
    }

    /// The controller at `index` or the nearest container above it (a stack or a tab bar holding it) that answers no
    /// mask of its own and does not forward, and that the code gives a delegate: a container whose delegate may
    /// answer for it.
    func answeringDefault(above index: Int?) -> Controller? {
        guard containerDelegates.isEmpty == false, var current = index else { return nil }
        let controllers = scenario.controllers
        for _ in 0..<64 {
            guard controllers.indices.contains(current) else { return nil }
            let controller = controllers[current]
            // A split view with no mask of its own, where the code answers a split view delegate's mask.
            if controller.kind == .viewController, containerDelegates[.viewController] != nil,
                controller.supportedInterfaceOrientations == nil, splitViews.contains(scenario.className(of: current))
            {
                return controller
            }
            if controller.kind.isContainer, containerDelegates[controller.kind] != nil,
                controller.supportedInterfaceOrientations == nil, !controller.forwardsToChild,
                controller.delegateSupportedInterfaceOrientations == nil, served(current)
            {
                return controller
            }
            guard
                let parent = controllers.indices.first(where: { index in
                    controllers[index].children.contains { scenario.childIndices[$0] == current }
                })
            else {
                return nil
            }
            current = parent
        }
        return nil
    }
}
