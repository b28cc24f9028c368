import OrientationResolver
import OrientationWire

/// A scenario the code implies: the moment and the controllers (the app's settings come from the project files,
/// `scenario(over:)`), the file and line of each member the code decided, and whether a value came from a set of
/// possibilities.
public struct CodeScenario: Sendable {
    /// A label: what is shown, where ("present PlayerViewController at Player.swift:12").
    public var name: String
    /// Over an empty app: the event, its argument, the app delegate's mask and the controllers.
    public var scenario: Scenario
    /// What no request body could say (a presentation style UIKit does not have, a negative mask, …): the scenario
    /// cannot be checked.
    public var refusal: ScenarioError? = nil
    /// JSON pointer → the code that decides it.
    public var sources: [String: FileSource]
    /// The one idiom the code sets this scenario's root on, if it says (checked on that idiom alone).
    public var idiom: Idiom? = nil
    /// Controllers the tree can show on top of a container whose mask here is a value the code gives only with other
    /// controllers on top (`ScenarioBuilder.excludedTops`), by the container's index.
    public var excludedTops: [Int: Set<Int>] = [:]
    /// What the reader assumed to build it.
    public var assumptions = ReaderAssumptions()
    /// A rotation request the window's root makes while it is made, at launch (in `viewDidLoad`): the interface is
    /// still in the orientation the app launched in (`CheckedScenario.adjusted`).
    public var requestAtLaunch = false

    public init(
        name: String, scenario: Scenario, refusal: ScenarioError? = nil, sources: [String: FileSource],
        fromPossibilities: Bool, unreachable: Bool, idiom: Idiom? = nil, declaredAs: String? = nil
    ) {
        self.name = name
        self.scenario = scenario
        self.refusal = refusal
        self.sources = sources
        self.idiom = idiom
        assumptions = ReaderAssumptions(
            oneOfSeveralValues: fromPossibilities, unreachable: unreachable, declaredAs: declaredAs)
    }

    /// The scenario as a /resolve body (what `orientd import --sources` prints).
    public var json: String { scenario.requestJSON() }

    /// The scenario over the app's settings (`base`): the moment and the controllers from the code, everything
    /// else from `base`.
    public func scenario(over base: Scenario) -> Scenario { scenario.placed(over: base) }
}

/// Builds the scenarios the code shows: the window's root, each presentation over it (with its
/// `modalPresentationStyle`), each value a dynamic mask can take, and every controller class with an orientation
/// answer that nothing shows, as a full-screen presentation.
public enum CodeScenarios {
    /// At most this many values of one dynamic mask are tried.
    public static let maxVariants = 8
    /// A navigation stack built from pushes holds at most this many controllers.
    public static let maxStackDepth = 5

    public static func build(from model: SourceModel) -> [CodeScenario] {
        var result: [CodeScenario] = []
        for app in appVariants(model) {
            result += build(from: model, app: app)
        }
        return result
    }

    /// The idiom a scenario is checked on: the site's, the deciding variant's, the app delegate's variant's (nil:
    /// both); `.none` when two of them disagree (the scenario cannot happen).
    static func idiom(_ parts: Idiom?...) -> Idiom?? {
        var found: Idiom?
        for part in parts {
            guard let part else { continue }
            if let found, found != part { return .none }
            found = part
        }
        return .some(found)
    }

    /// The idiom a body is written for, and whether a controller in it gives a mask that depends on the idiom
    /// while the body is for both (it is then written once per idiom).
    final class IdiomUse {
        let idiom: Idiom?
        var needsIdiom = false
        init(_ idiom: Idiom?) { self.idiom = idiom }

        /// The values a (not deciding) controller's answer has on the body's idiom; one that depends on the idiom,
        /// in a body for both, asks for the body to be written once per idiom.
        func values(of value: CodeValue) -> [Int] {
            if value.byIdiom, idiom == nil { needsIdiom = true }
            return value.values(on: idiom)
        }
    }

    /// The words a scenario's name adds when it is on one idiom only because a mask in it depends on the idiom.
    static func splitLabel(_ idiom: Idiom?, labelled: Idiom?) -> String {
        guard let idiom, labelled == nil else { return "" }
        return " (on \(idiom.deviceName): a mask in it depends on the idiom)"
    }

    /// The body `write` makes on `idiom`; on both idioms, once per idiom when a mask in it depends on the idiom.
    static func perIdiom(_ idiom: Idiom?, _ write: (IdiomUse) -> ScenarioBuilder) -> [(ScenarioBuilder, Idiom?)] {
        let use = IdiomUse(idiom)
        let written = write(use)
        guard idiom == nil, use.needsIdiom else { return [(written, idiom)] }
        return [Idiom.phone, .pad].map { on in (write(IdiomUse(on)), on) }
    }

    /// The main window's root for no idiom in particular and for each idiom, found once (every presentation asks).
    struct MainRoots {
        var any: ShowSite?
        var pad: ShowSite?
        var phone: ShowSite?

        init(_ model: SourceModel) {
            any = model.mainRoot(on: nil)
            pad = model.mainRoot(on: .pad)
            phone = model.mainRoot(on: .phone)
        }

        func on(_ idiom: Idiom?) -> ShowSite? {
            switch idiom {
            case nil: any
            case .pad?: pad
            case .phone?: phone
            }
        }
    }

    /// The root launched where the reader sees none: a SwiftUI App's WindowGroup root, the UIHostingController
    /// SwiftUI makes, which answers UIKit's defaults and does not ask its content (inferred, representable-ignored),
    /// under the mask of its app delegate (`@UIApplicationDelegateAdaptor`) if that answers one; else a stand-in for
    /// an app delegate that answers a mask (so that its mask and the rotations the code asks for are checked).
    static func standInRoot(_ model: SourceModel) -> ShowSite? {
        if let swiftUI = model.swiftUIApp {
            return ShowSite(
                kind: .root, shown: "UIHostingController", file: swiftUI.place.file, line: swiftUI.place.line ?? 0)
        }
        guard let mask = model.appDelegateMask else { return nil }
        var site = ShowSite(kind: .root, shown: "UIViewController", file: mask.file, line: mask.line)
        site.standIn = true
        return site
    }

    static func build(from model: SourceModel, app: Variant) -> [CodeScenario] {
        var result: [CodeScenario] = []
        var roots = MainRoots(model)
        let standIn = roots.any == nil ? standInRoot(model) : nil
        if let standIn {
            result += launch(standIn, model, app: app)
            // A SwiftUI App's root is the root presentations are over (a stand-in for an unseen root is not).
            if !standIn.standIn { (roots.any, roots.pad, roots.phone) = (standIn, standIn, standIn) }
        }
        let root = roots.any ?? standIn
        let rootClass = root.map(\.shown)
        var shown: Set<String> = []
        if let rootClass { shown.insert(rootClass) }
        if let navigationRoot = root?.navigationRoot { shown.insert(navigationRoot) }
        // Each root the code sets (a main window, an external display's), alone at launch.
        // A site whose stack root the reader cannot see is not checked (its note says so): an empty stack would be a guess.
        for site in model.sites where site.kind == .root && site.checked {
            shown.insert(site.shown)
            if let navigationRoot = site.navigationRoot { shown.insert(navigationRoot) }
            result += launch(site, model, app: app)
            // Each controller pushed on the root's stack off its first pushes, on top: another state of the stack.
            for pushed in pushedOffFirstPath(of: site, model) {
                result += launch(site, model, app: app, stackTop: pushed)
            }
        }
        // Each presentation, over the root. Where the class that presents it is a controller not on screen under
        // the root, the scenarios say that the root stands for the presenter.
        let underRoot = shownClosure(of: Set([rootClass, root?.navigationRoot].compactMap { $0 }), model)
        // Presenters that are themselves presented over the root, placed there first (one step up).
        let chains = presentingSites(under: underRoot, model)
        // The root, or the app delegate, answers with what its presented controller answers.
        func asksPresented(_ value: CodeValue?) -> Bool {
            if case let .forwarding(child, _)? = value?.kind { return child.contains("presentedViewController") }
            return value?.asksPresented == true
        }
        let presenterAsksPresented =
            asksPresented(model.appDelegateMask)
            || [rootClass, root?.navigationRoot].compactMap { $0 }.contains {
                asksPresented(answer($0, \.supportedInterfaceOrientations, model))
            }
        // The other roots the code sets, each with what is on screen under it (walked once, when first asked).
        var otherRoots: [(site: ShowSite, under: Set<String>)]? = nil
        // What is on screen under the main root of any idiom (a root for the iPad alone is the iPad's main root).
        let underMainRoots = shownClosure(
            of: Set(
                [roots.any, roots.pad, roots.phone].compactMap { $0 }.flatMap { [$0.shown, $0.navigationRoot] }
                    .compactMap { $0 }), model)
        // A controller that presents itself, of a class no live code names (a vendored viewer the app never makes),
        // is never presented.
        for site in model.sites
        where site.kind == .present && site.checked && !(site.inClass == site.shown && model.isNamedNowhere(site.shown))
        {
            shown.insert(site.shown)
            if let navigationRoot = site.navigationRoot { shown.insert(navigationRoot) }
            // A world whose app delegate's mask differs from the value the presenting code gives it just before is
            // not one the presentation happens in.
            guard let app = app.at(site, model) else { continue }
            // A presenter itself presented over the root is placed there first: then it is no assumption. The
            // window's root presents what is given to `window.rootViewController.present…`, whichever class asks.
            let presenter = site.fromWindowRoot ? nil : site.inClass
            let via = presentingSite(of: presenter, in: chains, model)
            // A presenter not under the main root but under another root the code sets (a first-run flow's root, or
            // the one it is replaced by) presents over that root (Harekaze, round 75).
            let holding = via == nil ? otherRoot(holding: presenter, besides: underMainRoots, &otherRoots, model) : nil
            let assumed = via == nil && holding == nil ? assumedPresenter(of: site, under: underRoot, model) : nil
            var over = roots
            if let holding { (over.any, over.pad, over.phone) = (holding, holding, holding) }
            for choice in styleChoices(site) {
                result += presentation(
                    of: site.shown, style: choice.style, navigationRoot: site.navigationRoot,
                    at: FileSource(file: site.file, line: site.line), idiom: choice.idiom, roots: over, model,
                    app: app, unreachable: false, declaredAs: site.declaredAs,
                    styleChoice: choice, presenter: presenter, presenterSite: via
                ).map { scenario in
                    var scenario = scenario
                    scenario.assumptions.presenterAssumed = assumed
                    scenario.assumptions.presenterAsksPresented = presenterAsksPresented
                    scenario.assumptions.presentedContainerDelegated = site.containerDelegated
                    return scenario
                }
            }
        }
        // A class a skipped site shows is shown all the same (not "unreachable"), and so is an external display's.
        for site in model.sites where !site.checked {
            shown.insert(site.shown)
            if let navigationRoot = site.navigationRoot { shown.insert(navigationRoot) }
        }
        shown.formUnion(model.shownElsewhere)
        // A controller a SwiftUI representable makes is shown inside its hosting controller, as a child (what it
        // answers is `representable-ignored`'s), never presented alone.
        shown.formUnion(model.representables.map(\.shown))
        // What the shown controllers push, and the children of the shown containers, are shown too.
        shown = shownClosure(of: shown, model)
        // Controller classes with an answer that nothing reachable shows. An extension or category of UIKit's own
        // class (`UINavigationController`) is not one: it answers for every such controller the app shows, and
        // alone it would be checked with an empty stack.
        // A class no live code names (`SourceModel.deadTypes`) is dead code: no state shows it.
        for name in model.classes.keys.sorted()
        where !shown.contains(name) && model.isController(name) && UIKitNames.controllers[name] == nil
            && name != "UIViewController" && !model.isNamedNowhere(name)
        {
            guard let declared = model.classes[name], declared.answersOrientation else { continue }
            result += presentation(
                of: name, style: "fullScreen", navigationRoot: nil,
                at: FileSource(file: declared.file, line: declared.line),
                roots: roots, model, app: app, unreachable: true)
        }
        result += requestScenarios(
            model, app: app, roots: roots, root: root, underRoot: underRoot, chains: chains)
        return result
    }

    /// The methods of the window's root that run while it is made, at launch, before the interface first rotates.
    static let launchMoments: Set<String> = [
        "viewDidLoad", "loadView", "init", "initWithNibName", "initWithCoder", "awakeFromNib",
    ]

    /// Each rotation the code asks for, made where the class that asks is on screen: from the root it belongs to
    /// (the validator makes the request from every state of it), from its presentation, or, when nothing reachable
    /// shows it, from a full-screen presentation of it.
    static func requestScenarios(
        _ model: SourceModel, app: Variant, roots: MainRoots, root: ShowSite?, underRoot: Set<String>,
        chains: [String: ShowSite]
    ) -> [CodeScenario] {
        var result: [CodeScenario] = []
        for call in model.rotations {
            // One world: where the request and the app delegate's mask read one state, they read one value of it
            // (a lock's observer asks for the value just stored, which the app delegate answers).
            for request in requests(call) where consistent(request, mask: app.mask, reads: model.appDelegateMaskReads) {
                if let asker = asker(of: call, model), model.isController(asker) {
                    if let site = model.sites.first(where: {
                        $0.kind == .root && $0.checked && belongs(asker, to: $0, model)
                    }) {
                        let atLaunch =
                            launchMoments.contains(call.functionName ?? "")
                            && (site.shown == asker || site.navigationRoot == asker)
                        result += launch(site, model, app: app, request: request).map {
                            var scenario = $0
                            scenario.requestAtLaunch = atLaunch
                            return scenario
                        }
                    } else if let site = model.sites.first(where: {
                        $0.kind == .present && $0.checked && belongs(asker, to: $0, model)
                    }) {
                        guard let app = app.at(site, model) else { continue }
                        let via = presentingSite(of: site.inClass, in: chains, model)
                        let assumed = via == nil ? assumedPresenter(of: site, under: underRoot, model) : nil
                        for choice in styleChoices(site) {
                            result += presentation(
                                of: site.shown, style: choice.style, navigationRoot: site.navigationRoot,
                                at: FileSource(file: site.file, line: site.line), idiom: choice.idiom, roots: roots,
                                model, app: app, unreachable: false, declaredAs: site.declaredAs,
                                request: request, styleChoice: choice, presenter: via.flatMap { _ in site.inClass },
                                presenterSite: via
                            ).map { scenario in
                                var scenario = scenario
                                scenario.assumptions.presenterAssumed = assumed
                                return scenario
                            }
                        }
                    } else if let root, model.representables.contains(where: { $0.shown == asker }) {
                        // A controller a SwiftUI representable makes is a child of the hosting controller that shows
                        // the view, which decides (DocArmor's landscape container, in a full-screen cover): where
                        // that is, the reader does not follow, so from every state of the window's root, as for a
                        // helper, not from a full-screen presentation of the child alone.
                        result += launch(root, model, app: app, request: request)
                    } else if let declared = model.classes[asker], !model.isNamedNowhere(asker) {
                        result += presentation(
                            of: asker, style: "fullScreen", navigationRoot: nil,
                            at: FileSource(file: declared.file, line: declared.line),
                            roots: roots, model, app: app, unreachable: true, request: request)
                    }
                } else if let root {
                    // Asked from a scene delegate or a helper: from every state of the window's root.
                    result += launch(root, model, app: app, request: request)
                }
            }
        }
        return result
    }

    /// The style the presenter's own presentation is placed with: the one the class gives itself where it fixes it
    /// or the site gives none, else the site's; nil where the reader cannot evaluate it.
    static func chainStyle(of site: ShowSite, _ model: SourceModel) -> String? {
        if let own = ownStyle(site.shown, model), site.presentationStyle == nil || own.fixed { return own.style }
        return site.presentationStyle ?? "automatic"
    }

    /// The style a presentation site is checked with, on which idiom (nil: the site's, or any), and whether it is
    /// one of several the code chooses among (not by idiom), with the words the scenario's name adds.
    struct StyleChoice {
        var style: String?
        var idiom: Idiom?
        var inferred = false
        var label = ""
    }

    /// The site's literal style, or each style the code chooses among: one per idiom when the choice is by idiom
    /// (a site already limited to one idiom keeps the options for it).
    static func styleChoices(_ site: ShowSite) -> [StyleChoice] {
        if let modifier = site.swiftUIModifier {
            // Apple's text does not name the style; each style it could be decides the same (a sheet or a popover
            // does not govern, a full-screen cover does).
            return [
                StyleChoice(
                    style: site.presentationStyle, idiom: site.idiom, inferred: true,
                    label:
                        " (SwiftUI's .\(modifier): a UIHostingController of its content, taken as \(site.presentationStyle ?? "")\(site.presentationStyle == "fullScreen" ? ", which governs" : ", which does not govern"))"
                )
            ]
        }
        guard let options = site.presentationStyles else {
            return [StyleChoice(style: site.presentationStyle, idiom: site.idiom)]
        }
        return options.filter { site.idiom == nil || $0.idiom == nil || $0.idiom == site.idiom }.map { option in
            option.idiom != nil
                ? StyleChoice(
                    style: option.style, idiom: option.idiom,
                    label: " (as \(option.style) there: the code chooses the style by idiom)")
                : StyleChoice(
                    style: option.style, idiom: site.idiom, inferred: true,
                    label: " (when modalPresentationStyle is \(option.style), one of the values the code gives it)")
        }
    }

    /// A rotation request as a scenario gives it: the event, its argument, the label, whether the value was one of
    /// several.
    struct Request {
        var call: RotationCall
        var value: Int?
        var inferred = false

        var label: String {
            let what =
                switch call.kind {
                case .requestGeometryUpdate:
                    "requestGeometryUpdate(\(value.map { UIInterfaceOrientationMask.names($0).joined(separator: ", ") } ?? ""))"
                case .setDeviceOrientation:
                    "UIDevice's orientation setter with "
                        + (value.map {
                            call.interfaceConstant
                                ? "the interface constant \(orientationName($0))" : "device orientation \($0)"
                        } ?? "")
                case .updateSupportedOrientations: call.called + "()"
                }
            return "\(what) at \(call.file):\(call.line)\(inferred ? " (one of the values the code gives it)" : ""), "
        }

        /// The event and its argument, with the call as their source.
        func apply(to built: inout ScenarioBuilder) {
            let place = FileSource(file: call.file, line: call.line)
            built.topsKnown = CodeScenarios.topWhenAsking(self, stackTop: nil) != nil
            built.scenario.event = Event(rawValue: call.kind.rawValue)
            if built.scenario.event == nil {
                built.refuse(
                    ScenarioError(pointer: "/event", expected: "an event of the contract", given: call.kind.rawValue))
            }
            built.sources["/event"] = place
            switch call.kind {
            case .requestGeometryUpdate:
                built.scenario.requestedOrientations = built.mask(value ?? 0, at: "/requestedOrientations")
                built.sources["/requestedOrientations"] = place
            case .setDeviceOrientation:
                // UIKit reads an interface constant by its value (semantics §8); the validator names it.
                let target = value ?? 0
                let interface = call.interfaceConstant && value != nil
                if interface ? !(0...4).contains(target) : !(0...6).contains(target) {
                    built.refuse(
                        ScenarioError(
                            pointer: "/targetOrientation",
                            expected: interface
                                ? "a UIInterfaceOrientation constant" : "a UIDeviceOrientation, an integer 0…6",
                            given: "\(target)"))
                }
                built.scenario.targetOrientation = target
                built.scenario.targetWasInterfaceConstant = interface
                built.sources["/targetOrientation"] = place
            case .updateSupportedOrientations:
                break
            }
        }

        func orientationName(_ value: Int) -> String {
            UIKitNames.orientations.first { $0.value == value }?.key ?? "unknown"
        }
    }

    /// The requests one call makes: none when its value cannot be read (its note says so), one per possible value.
    static func requests(_ call: RotationCall) -> [Request] {
        guard call.kind != .updateSupportedOrientations else { return [Request(call: call)] }
        switch call.value?.kind {
        case let .exact(value)?: return [Request(call: call, value: value, inferred: call.passedByCalls)]
        case let .oneOf(values)?:
            return values.prefix(maxVariants).map { Request(call: call, value: $0, inferred: true) }
        default: return []
        }
    }

    /// Whether `name` is shown by the site: the class it shows, its stack's root, the children of the containers
    /// these are, or what they push.
    static func belongs(_ name: String, to site: ShowSite, _ model: SourceModel) -> Bool {
        var direct: Set<String> = [site.shown]
        if let navigationRoot = site.navigationRoot { direct.insert(navigationRoot) }
        return shownClosure(of: direct, model).contains(name)
    }

    /// Whether a mask value `mask` that reads `reads` can hold in the world where `request` is made: where both read
    /// one state, only with the value the request reads.
    static func consistent(_ request: Request?, mask: Int?, reads: StateRead?) -> Bool {
        guard let request, let value = request.value, let mask, let state = request.call.reads, state.same(as: reads)
        else { return true }
        return mask == value
    }

    /// The window's root as a site sets it, at launch (or, with a request, that request made from its states).
    static func launch(
        _ site: ShowSite, _ model: SourceModel, app: Variant, request: Request? = nil, stackTop: String? = nil
    ) -> [CodeScenario] {
        var result: [CodeScenario] = []
        guard let app = (request == nil ? app : app.atRunTime).at(request, model) else { return [] }
        guard case let .some(fixed) = idiom(site.idiom, app.idiom, request?.call.idiom) else { return [] }
        // The controller on top of the root's stack, where the scenario knows it: the one pushed on it, the class
        // that asks for the rotation, or the stack's root.
        let top = request.map { topWhenAsking($0, stackTop: stackTop) } ?? stackTop
        for variant in variants(
            of: site.shown, model, idiom: fixed, navigationRoot: site.navigationRoot, top: top,
            pushedTop: stackTop ?? firstPathTop(of: site, model))
        where consistent(request, mask: variant.mask, reads: model.classes[site.shown]?.maskReads) {
            let written = perIdiom(fixed ?? variant.idiom) { use in
                var built = ScenarioBuilder()
                built.sources["/root"] = FileSource(file: site.file, line: site.line)
                if let request {
                    request.apply(to: &built)
                } else {
                    built.scenario.event = .launch
                }
                appMask(model, app, into: &built)
                controller(
                    site.shown, variant: variant, navigationRoot: site.navigationRoot, model, into: &built,
                    parent: nil, place: .root, at: "/root", use: use, stackTop: stackTop)
                built.settleTopTiedMasks(model)
                request?.markRequester(in: &built)
                return built
            }
            let shown =
                site.standIn
                ? "a plain root (no window root found in the code; the app delegate's mask applies)"
                : label(site.shown, model)
            for (built, on) in written where !built.unreached {
                let pushed = stackTop.map { " (\(label($0, model)) pushed on its stack)" } ?? ""
                let how =
                    request.map { "\($0.label)with \(shown) as the root" }
                    ?? "launch with \(shown)\(pushed)"
                let setter = site.interfaceFile == nil ? "the code sets" : "the Info.plist loads"
                let only = site.idiom.map { " (on \($0.deviceName) only: \(setter) this root there)" } ?? ""
                let split = splitLabel(on, labelled: fixed ?? variant.idiom)
                result.append(
                    CodeScenario(
                        name: "\(how) at \(site.file):\(site.line)\(only)\(variant.label)\(app.label)\(split)",
                        scenario: built.scenario, refusal: built.refusal, sources: built.sources,
                        fromPossibilities: variant.inferred || request?.inferred == true,
                        unreachable: false,
                        idiom: on))
                result[result.count - 1].excludedTops = built.excludedTops
                result[result.count - 1].assumptions.appMaskChosen = app.inferred
                result[result.count - 1].assumptions.appMaskGivenUnread = app.givenUnread
                result[result.count - 1].assumptions.rootForwardsUnseen =
                    forwardsUnfollowed(site.shown, model) ? label(site.shown, model) : nil
                if site.interfaceFile != nil, let other = otherRoot(site, model) {
                    result[result.count - 1].assumptions.otherRootUnseen = other
                    result[result.count - 1].assumptions.interfaceRootMayBeReplaced = true
                }
                if variant.choosesMask {
                    result[result.count - 1].assumptions.maskChoiceGroup =
                        "\(how) at \(site.file):\(site.line)\(only)\(app.label)\(split) \(on?.rawValue ?? "")"
                    result[result.count - 1].assumptions.maskChoiceOf = label(site.shown, model)
                }
            }
        }
        return result
    }

    /// A presentation over the window's root. `idiom`: the code presents it on that idiom alone, so it is placed
    /// over that idiom's root; else, where the code sets a root per idiom, over each of them, each on its idiom.
    static func presentation(
        of name: String, style: String?, navigationRoot: String?, at place: FileSource, idiom: Idiom? = nil,
        roots: MainRoots, _ model: SourceModel, app: Variant, unreachable: Bool, declaredAs: String? = nil,
        request: Request? = nil,
        styleChoice: StyleChoice = StyleChoice(), presenter: String? = nil, presenterSite: ShowSite? = nil
    ) -> [CodeScenario] {
        let main = roots.on(idiom)
        var placements: [(root: ShowSite?, idiom: Idiom?)] = [(main, idiom ?? main?.idiom)]
        if idiom == nil, let other = main?.idiom?.other {
            // That idiom's root, or the root the code sets on every idiom.
            if let otherRoot = roots.on(other) {
                placements.append((otherRoot, other))
            } else {
                // No root for the other idiom in the code: there the presentation is over whatever root the app has.
                placements.append((nil, other))
            }
        }
        // Over a root per idiom, the same presentation's scenarios are one group (`AppCheck.noteIdiomChoices`).
        let group =
            placements.count > 1 && placements.allSatisfy({ $0.root != nil })
            ? "\(name) \(place.file):\(place.line ?? 0) \(style ?? "") \(styleChoice.label)" : nil
        return placements.flatMap { placement in
            presentation(
                of: name, style: style, navigationRoot: navigationRoot, at: place, over: placement.root,
                idiom: placement.idiom,
                model, app: app, unreachable: unreachable, declaredAs: declaredAs, request: request,
                styleChoice: styleChoice, presenter: presenter, idiomGroup: group,
                // The chain was found under the main root: over another idiom's root, the presenter is not placed.
                presenterSite: placement.root.map { $0.file == main?.file && $0.line == main?.line } == true
                    ? presenterSite : nil)
        }
    }

    /// The style a presentation has: the one set where it is presented; with none set, the one the class gives
    /// itself, if it does (in its initializer); a getter override's, whatever the presenting code assigns. Nil where
    /// the class gives itself one the reader cannot evaluate: not checked (the model's note says so).
    static func presentedStyle(of name: String, _ style: String?, at place: FileSource, _ model: SourceModel) -> (
        style: String?, place: FileSource
    )? {
        guard let own = ownStyle(name, model), style == nil || own.fixed else { return (style, place) }
        guard let ownStyle = own.style else { return nil }
        return (ownStyle, own.place)
    }

    static func presentation(
        of name: String, style: String?, navigationRoot: String?, at place: FileSource, over root: ShowSite?,
        idiom: Idiom?, _ model: SourceModel, app: Variant, unreachable: Bool, declaredAs: String?, request: Request?,
        styleChoice: StyleChoice, presenter: String? = nil, idiomGroup: String? = nil, presenterSite: ShowSite? = nil
    ) -> [CodeScenario] {
        var result: [CodeScenario] = []
        guard let app = (request == nil ? app : app.atRunTime).at(request, model) else { return [] }
        guard let (style, stylePlace) = presentedStyle(of: name, style, at: place, model) else { return [] }
        guard case let .some(fixed) = Self.idiom(idiom, app.idiom, request?.call.idiom) else { return [] }
        let shown = variants(
            of: name, model, idiom: fixed, navigationRoot: navigationRoot,
            top: request.flatMap { topWhenAsking($0, stackTop: nil) }
        ).filter { consistent(request, mask: $0.mask, reads: model.classes[name]?.maskReads) }
        // The root as the code makes it; and, beside the first of the presented controller's worlds, each pair of
        // values the root's mask and preferred orientation can have together (revealed by a dismissal, it decides).
        var worlds = shown.map { (root: Variant(), variant: $0) }
        if let root, let first = shown.first {
            worlds += pairedWorlds(of: root.shown, [], model).map { (root: $0, variant: first) }
        }
        for (rootWorld, variant) in worlds {
            let written = perIdiom(fixed ?? variant.idiom) { use in
                var built = ScenarioBuilder()
                if let root { built.sources["/root"] = FileSource(file: root.file, line: root.line) }
                if let request {
                    request.apply(to: &built)
                } else {
                    built.scenario.event = .present
                }
                appMask(model, app, into: &built)
                let host: Int
                if let root {
                    // The root as the code makes it, with the presentation made by the class that presents it where
                    // that class is on screen (a tab's stack: that tab selected), else by the root.
                    let index = controller(
                        root.shown, variant: rootWorld, navigationRoot: root.navigationRoot, model, into: &built,
                        parent: nil, place: .root, at: "/root", use: use, stackTop: presenter)
                    if let presenter, let via = presenterSite,
                        built.select(label(presenter, model), under: index) == nil
                    {
                        // The presenter is itself presented over the root (one step up): it is placed there first,
                        // as the code presents it, and presents from there.
                        let step = built.scenario.path(of: index) + "/presented"
                        built.sources[step] = FileSource(file: via.file, line: via.line)
                        let shown = controller(
                            via.shown, variant: Variant(), navigationRoot: via.navigationRoot, model, into: &built,
                            parent: index, place: .presented, at: step, style: Self.chainStyle(of: via, model),
                            use: use, stackTop: presenter)
                        host = built.select(label(presenter, model), under: shown) ?? shown
                        built.presenterPlaced = true
                    } else {
                        let placed = presenter.flatMap { built.select(label($0, model), under: index) }
                        (host, built.presenterPlaced) = (placed ?? index, placed != nil)
                    }
                } else {
                    host = built.add(nil, kind: .viewController, parent: nil, place: .root)
                }
                let pointer = built.scenario.path(of: host) + "/presented"
                built.sources[pointer] = place
                built.sources[pointer + "/presentationStyle"] = stylePlace
                controller(
                    name, variant: variant, navigationRoot: navigationRoot, model, into: &built, parent: host,
                    place: .presented, at: pointer, style: style, use: use)
                built.settleTopTiedMasks(model)
                request?.markRequester(in: &built)
                return built
            }
            for (built, on) in written where !built.unreached {
                let step = presenterSite.map { " from \(label($0.shown, model)) (presented at \($0.file):\($0.line))" }
                let over =
                    root.map {
                        (step ?? "") + " over \(label($0.shown, model)) (the root set at \($0.file):\($0.line))"
                    }
                    ?? " over a plain root (no window root found in the code)"
                let how =
                    (request?.label ?? "")
                    + (unreachable
                        ? "\(label(name, model)) (nothing reachable shows it: checked as a full-screen presentation), declared at \(place.file):\(place.line ?? 0)"
                        : "present \(label(name, model))\(declaredAs.map { " (\($0): the reader does not see it made)" } ?? "") at \(place.file):\(place.line ?? 0)")
                    + over
                let only = idiom.map { " (on \($0.deviceName) only)" } ?? ""
                let split = splitLabel(on, labelled: fixed ?? variant.idiom)
                result.append(
                    CodeScenario(
                        name: how + only + styleChoice.label + variant.label + rootWorld.label + app.label + split,
                        scenario: built.scenario, refusal: built.refusal, sources: built.sources,
                        fromPossibilities: variant.inferred || rootWorld.inferred || request?.inferred == true
                            || styleChoice.inferred,
                        unreachable: unreachable, idiom: on, declaredAs: declaredAs))
                result[result.count - 1].excludedTops = built.excludedTops
                result[result.count - 1].assumptions.appMaskChosen = app.inferred
                result[result.count - 1].assumptions.appMaskGivenUnread = app.givenUnread
                result[result.count - 1].assumptions.rootUnseen = root == nil
                // Over a main storyboard's initial controller, the presenter placed under it rests on it being the
                // root too.
                let replaceable = root?.interfaceFile != nil && otherRoot(root, model) != nil
                result[result.count - 1].assumptions.otherRootUnseen =
                    built.presenterPlaced && !replaceable ? nil : otherRoot(root, model)
                result[result.count - 1].assumptions.interfaceRootMayBeReplaced = replaceable
                result[result.count - 1].assumptions.idiomChoiceGroup = idiomGroup
                if idiomGroup != nil, let presenter, !built.presenterPlaced {
                    result[result.count - 1].assumptions.presenterUnplaced = label(presenter, model)
                }
                result[result.count - 1].assumptions.rootForwardsUnseen = root.flatMap {
                    forwardsUnfollowed($0.shown, model) ? label($0.shown, model) : nil
                }
                if UIKitNames.systemControllers.contains(name),
                    answer(name, \.supportedInterfaceOrientations, model) == nil
                {
                    result[result.count - 1].assumptions.systemMaskUnknown = name
                }
                if variant.choosesMask {
                    result[result.count - 1].assumptions.maskChoiceGroup =
                        how + only + styleChoice.label + app.label + split + " \(on?.rawValue ?? "")"
                    result[result.count - 1].assumptions.maskChoiceOf = label(name, model)
                }
            }
        }
        return result
    }

    static func label(_ name: String, _ model: SourceModel) -> String { model.classes[name]?.name ?? name }

    /// Whether a class answers its mask by forwarding to a controller that is no child the scenarios hold (a plain
    /// controller's `actualTopVC`, not a navigation or tab bar controller's child) and has no fallback of its own.
    static func forwardsUnfollowed(_ name: String, _ model: SourceModel) -> Bool {
        guard case .forwarding(_, nil)? = answer(name, \.supportedInterfaceOrientations, model)?.kind else {
            return false
        }
        let base = model.uikitBase(of: name) ?? (UIKitNames.controllers[name] != nil ? name : nil)
        return (base.flatMap { UIKitNames.controllers[$0] } ?? "viewController") == "viewController"
    }

    /// A geometry request made after an unannounced change of the deciding controller's mask (`staleRequests`), as
    /// a /resolve body: the controller answers the value the change assigns, and UIKit still holds another value
    /// the code gives the mask (`lastReadSupportedInterfaceOrientations`).
    public struct StaleRequest: Sendable {
        public var change: MaskChange
        public var request: RotationCall
        public var scenario: Scenario
        /// What no request body could say (`CodeScenario.refusal`).
        public var refusal: ScenarioError?
        public var current: Int
        public var lastRead: Int
        public var requested: Int
        public var name: String
    }

    /// Each stale request the model holds, once per value UIKit may still hold and per value requested (at most
    /// `maxVariants` of each). None for the app delegate's mask (UIKit's cache is modelled for the deciding
    /// controller's), a change whose value is not one literal, or a mask the reader sees no other value of.
    public static func staleRequests(_ model: SourceModel) -> [StaleRequest] {
        var result: [StaleRequest] = []
        let app = appVariants(model)[0]
        for (change, call) in model.staleRequests {
            guard let owner = change.ownerClass, model.isController(owner),
                case let .exact(current)? = change.value?.kind,
                let mask = answer(owner, \.supportedInterfaceOrientations, model), case let .oneOf(values) = mask.kind
            else { continue }
            // Another value UIKit may hold: one the mask can have on an idiom where it can also have the new one.
            let possible =
                mask.byIdiom
                ? [Idiom.phone, .pad].filter { mask.values(on: $0).contains(current) }.flatMap { mask.values(on: $0) }
                : values
            var held: [Int] = []
            for value in possible where value != current && !held.contains(value) { held.append(value) }
            for lastRead in held.prefix(maxVariants) {
                for request in requests(call) {
                    var built = ScenarioBuilder()
                    request.apply(to: &built)
                    built.scenario.lastReadSupportedInterfaceOrientations = lastRead
                    appMask(model, app, into: &built)
                    controller(
                        owner, variant: Variant(mask: current), navigationRoot: nil, model, into: &built, parent: nil,
                        place: .root, at: "/root")
                    result.append(
                        StaleRequest(
                            change: change, request: call, scenario: built.scenario, refusal: built.refusal,
                            current: current, lastRead: lastRead,
                            requested: request.value ?? 0,
                            name:
                                "\(request.label)after \(change.property) = \(names(current)) at \(change.change.file):\(change.change.line ?? 0), with \(label(owner, model)) deciding and UIKit still holding \(names(lastRead))"
                        ))
                }
            }
        }
        return result
    }

    /// The presentation style a class (or the nearest superclass in the module) gives itself, with where.
    /// nil `style`: the class gives itself one the reader cannot evaluate.
    static func ownStyle(_ name: String, _ model: SourceModel, depth: Int = 0) -> (
        style: String?, place: FileSource, fixed: Bool
    )? {
        guard depth < 32, let declared = model.classes[name] else { return nil }
        if let style = declared.presentationStyle {
            return (
                style, FileSource(file: declared.file, line: declared.presentationStyleLine),
                declared.presentationStyleFixed
            )
        }
        if declared.presentationStyleUnread != nil {
            return (nil, FileSource(file: declared.file, line: declared.presentationStyleLine), false)
        }
        return declared.superclass.flatMap { ownStyle($0, model, depth: depth + 1) }
    }

    /// A class's answer, or the nearest superclass's in the module.
    static func answer(_ name: String, _ member: KeyPath<ControllerClass, CodeValue?>, _ model: SourceModel)
        -> CodeValue?
    {
        model.answer(name, member)
    }
}
