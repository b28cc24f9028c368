import OrientationResolver
import OrientationWire

/// A scenario as the code builds it: the resolver's own value, its controllers stored in the order a request body
/// would write them (a controller, its children's subtrees, then what it presents), with the file and line that
/// decide each member, keyed by the JSON pointer a finding names. What the decoder would refuse in a body (a
/// presentation style UIKit does not have, a negative mask) is kept as `refusal`, so that the scenario is left out
/// with a note, as a body with it would be.
struct ScenarioBuilder {
    var scenario = Scenario()
    var sources: [String: FileSource] = [:]
    /// The first value no request body could carry.
    var refusal: ScenarioError?
    /// Whether the controller on top of each stack is the one the scenario puts there, as a value tied to a top reads
    /// it (`CodeValue.topTests`): not for a rotation asked as a screen appears or disappears
    /// (`CodeScenarios.topWhenAsking`).
    var topsKnown = true
    /// The controllers whose mask the code gives, among several values, only with a class it tests on top of their
    /// stack (`CodeValue.topTests`), with their class (as the model keys it), the idiom's values and the mask's pointer:
    /// settled once the scenario's tree is built, by the controller it shows on top (`settleTopTiedMasks`).
    var topTied: [Int: (name: String, values: [Int], member: String)] = [:]
    /// The controllers a variant gives one of such values (`Variant.mask`): a tree that shows another controller on
    /// top of them is of no state the app reaches (`unreached`).
    var topTiedChosen: [Int: (name: String, mask: Int)] = [:]
    var unreached = false
    /// A presentation's own presenter is placed on screen under the root (not the root standing for it).
    var presenterPlaced = false
    /// For each such controller, the controllers the tree can show on top of it (a stack's member, a tab) where the
    /// value it has here does not hold: states showing one of them are of another world (`CheckedScenario`).
    var excludedTops: [Int: Set<Int>] = [:]
    /// Each controller's class as the model keys it, by index.
    var modelNames: [Int: String] = [:]

    /// Stores a controller of `kind` (named `name`, else UIKit's class for the kind) hanging from `parent` at
    /// `place`, with no answers yet; its index.
    mutating func add(_ name: String?, kind: ControllerKind, parent: Int?, place: Controller.Place) -> Int {
        var controller = Controller(kind: kind)
        controller.parent = parent
        controller.place = place
        scenario.controllers.append(controller)
        let index = scenario.controllers.count - 1
        if let name { scenario.setClassName(name, of: index) }
        if let parent, place == .presented { scenario.controllers[parent].presented = index }
        return index
    }

    /// The controller of class `name` that is on screen under `index` once each tab bar on the way selects the tab
    /// that holds it (a stack's top, a tab's child), those selections made; nil where none is (bounded).
    mutating func select(_ name: String, under index: Int, depth: Int = 0) -> Int? {
        if scenario.className(of: index) == name { return index }
        guard depth < 8 else { return nil }
        let controller = scenario.controllers[index]
        let children = controller.children.map { scenario.childIndices[$0] }
        switch controller.kind {
        case .navigationController:
            return children.last.flatMap { select(name, under: $0, depth: depth + 1) }
        case .tabBarController:
            for (position, child) in children.enumerated() {
                if let found = select(name, under: child, depth: depth + 1) {
                    scenario.controllers[index].selectedIndex = position
                    return found
                }
            }
            return nil
        case .viewController:
            return nil
        }
    }

    /// A mask the code gives at `pointer`: negative values are refused, as the decoder refuses them.
    mutating func mask(_ value: Int, at pointer: String) -> Int {
        if value < 0 {
            refuse(ScenarioError(pointer: pointer, expected: ScenarioExpectations.mask, given: "\(value)"))
        }
        return value
    }

    /// The presentation style named `style`; one UIKit does not have is refused.
    mutating func presentationStyle(_ style: String, at pointer: String) -> PresentationStyle? {
        if let known = PresentationStyle(rawValue: style) { return known }
        refuse(
            ScenarioError(
                pointer: pointer, expected: ScenarioExpectations.oneOf(PresentationStyle.self), given: "\"\(style)\""))
        return nil
    }

    mutating func refuse(_ error: ScenarioError) {
        if refusal == nil { refusal = error }
    }

    /// Reserves a container's child list of `count` places (its children's own lists follow it), then stores each
    /// child `make` builds and fills its place.
    mutating func children(of index: Int, count: Int, _ make: (inout ScenarioBuilder, Int) -> Int) {
        let start = scenario.childIndices.count
        scenario.childIndices.append(contentsOf: repeatElement(0, count: count))
        scenario.controllers[index].children = start..<start + count
        for position in 0..<count {
            scenario.childIndices[start + position] = make(&self, position)
        }
    }
}

extension CodeScenarios {
    static func appMask(_ model: SourceModel, _ app: Variant, into built: inout ScenarioBuilder) {
        guard let mask = model.appDelegateMask, let value = app.mask else { return }
        built.scenario.supportedInterfaceOrientationsForWindow = built.mask(
            value, at: "/app/supportedInterfaceOrientationsForWindow")
        built.sources["/app/supportedInterfaceOrientationsForWindow"] = FileSource(file: mask.file, line: mask.line)
    }

    /// A controller's shouldAutorotate, preferred orientation and legacy callback, where each is one value.
    static func answers(
        _ name: String, variant: Variant, _ model: SourceModel, into built: inout ScenarioBuilder, index: Int,
        at pointer: String, use: IdiomUse
    ) {
        if let value = answer(name, \.shouldAutorotate, model) {
            // The variant's answer; else the one value (on the body's idiom, where the code chooses by idiom); else
            // none, as for an unknown answer.
            var flag = variant.autorotates.map { $0 ? 1 : 0 } ?? value.ownAnswer
            if flag == nil, case .oneOf = value.kind {
                let there = Set(use.values(of: value))
                flag = there.count == 1 ? there.first : nil
            }
            if let flag {
                built.scenario.controllers[index].shouldAutorotate = flag != 0
                built.sources[pointer + "/shouldAutorotate"] = FileSource(file: value.file, line: value.line)
            }
        }
        if let preferred = variant.preferred, preferred.of == name {
            built.scenario.controllers[index].preferredInterfaceOrientationForPresentation = preferred.pair.preferred
            built.sources[pointer + "/preferredInterfaceOrientationForPresentation"] = preferred.pair.preferredGiven
        } else if let value = answer(name, \.preferredInterfaceOrientationForPresentation, model),
            let orientation = value.ownAnswer ?? branch(of: value, variant, use: use)
        {
            built.scenario.controllers[index].preferredInterfaceOrientationForPresentation = orientation
            built.sources[pointer + "/preferredInterfaceOrientationForPresentation"] = FileSource(
                file: value.file, line: value.line)
        }
        // The legacy callback's mask: given when it is one value (on the body's idiom, where the code chooses by
        // idiom); else left out, as an unknown answer is.
        if let value = answer(name, \.shouldAutorotateToInterfaceOrientation, model) {
            var mask: Int?
            // Answered from the class's own mask: from the mask this scenario gives the controller.
            if let derived = value.fromOwnMask,
                let own = built.scenario.controllers[index].supportedInterfaceOrientations
            {
                mask = SourceModel.legacyAnswer(fromMask: own, masksOrientationValue: derived)
            } else {
                switch value.kind {
                case let .exact(exact): mask = exact
                case .oneOf:
                    mask = branch(
                        of: value,
                        branches(value, of: name, \.shouldAutorotateToInterfaceOrientation, model)
                            ? variant : Variant(),
                        use: use)
                default: break
                }
            }
            if let mask {
                let member = pointer + "/shouldAutorotateToInterfaceOrientation"
                built.scenario.controllers[index].shouldAutorotateToInterfaceOrientation = built.mask(mask, at: member)
                built.sources[member] = FileSource(file: value.file, line: value.line)
            }
        }
    }

    /// The value of a non-mask answer the code chooses on a condition the app decides, in the variant's world
    /// (`Variant.answerBranch`); the one value on the body's idiom; nil otherwise.
    static func branch(of value: CodeValue, _ variant: Variant, use: IdiomUse) -> Int? {
        guard case .oneOf = value.kind else { return nil }
        let there = use.values(of: value)
        if there.count == 1 { return there[0] }
        guard let branch = variant.answerBranch, !value.byIdiom, !there.isEmpty else { return nil }
        return there[min(branch, there.count - 1)]
    }

    /// One controller, stored under `parent` at `place` (`pointer` is where a body would write it): class, kind, the
    /// answers the code gives (unknown ones left out: the note says so, and UIKit's default is not claimed for
    /// them), a container's children (a navigation stack grown by pushes).
    /// Its index.
    @discardableResult
    static func controller(
        _ name: String, variant: Variant, navigationRoot: String?, _ model: SourceModel,
        into built: inout ScenarioBuilder, parent: Int?, place: Controller.Place, at pointer: String,
        style: String? = nil, use: IdiomUse = IdiomUse(nil),
        depth: Int = 0, stackTop: String? = nil
    ) -> Int {
        let base = model.uikitBase(of: name) ?? (UIKitNames.controllers[name] != nil ? name : nil)
        let kind =
            base.flatMap { UIKitNames.controllers[$0] }.flatMap(ControllerKind.init(rawValue:)) ?? .viewController
        let index = built.add(label(name, model), kind: kind, parent: parent, place: place)
        built.modelNames[index] = name
        if let style, let known = built.presentationStyle(style, at: pointer + "/presentationStyle") {
            built.scenario.controllers[index].presentationStyle = known
            built.scenario.controllers[index].presentationStyleGiven = true
        }
        var forwarding: (child: String, fallback: Int?)?
        if let value = answer(name, \.supportedInterfaceOrientations, model) {
            let member = pointer + "/supportedInterfaceOrientations"
            switch value.kind {
            case let .exact(mask):
                built.scenario.controllers[index].supportedInterfaceOrientations = built.mask(
                    variant.mask ?? mask, at: member)
                built.sources[member] = FileSource(file: value.file, line: value.line)
            case let .oneOf(values):
                // Not the deciding controller: the value the code gives on the body's idiom.
                built.scenario.controllers[index].supportedInterfaceOrientations = built.mask(
                    variant.mask ?? use.values(of: value).first ?? values[0], at: member)
                // A value given only with another controller on top than the one this scenario shows there: settled
                // once the tree is built.
                if !value.topTests.isEmpty {
                    if let chosen = variant.mask {
                        built.topTiedChosen[index] = (name, chosen)
                    } else {
                        built.topTied[index] = (name, use.values(of: value), member)
                    }
                }
                built.sources[member] = FileSource(file: value.file, line: value.line)
            case let .forwarding(child, fallback):
                forwarding = (child, fallback)
                built.sources[pointer + "/forwardsToChild"] = FileSource(file: value.file, line: value.line)
                // What it answers without a child (`child?.supportedInterfaceOrientations ?? .portrait`, or a
                // constant beside a nil-guarded forward): the container's own value, asked only then.
                if let fallback {
                    built.scenario.controllers[index].supportedInterfaceOrientations = built.mask(
                        variant.mask ?? fallback, at: member)
                    built.sources[member] = FileSource(file: value.file, line: value.line)
                }
            case .unknown:
                // A world of the mask's stored property paired with the preferred orientation's: its value there.
                if let mask = variant.mask, let paired = variant.preferred, paired.of == name {
                    built.scenario.controllers[index].supportedInterfaceOrientations = built.mask(mask, at: member)
                    built.sources[member] = paired.pair.maskGiven
                }
            }
        }
        answers(name, variant: variant, model, into: &built, index: index, at: pointer, use: use)
        if kind.isContainer {
            built.scenario.controllers[index].forwardsToChild = forwarding != nil
            addChildren(
                of: name, kind: kind, navigationRoot: navigationRoot, variant: variant, model, into: &built,
                index: index,
                at: pointer, use: use, depth: depth, stackTop: stackTop)
            if let child = forwarding?.child { forwardThroughStacks(child, of: index, at: pointer, into: &built) }
            // A Swift forward with no child on screen answers its fallbacks, as a container of its own would.
            if forwarding != nil, answer(name, \.supportedInterfaceOrientations, model)?.nilSafe == true,
                built.scenario.forwardingTarget(of: index) == nil
            {
                built.scenario.controllers[index].forwardsToChild = false
            }
            // A container that forwards shouldAutorotate alone (`topViewController?.shouldAutorotate ?? true`) but
            // answers its own mask: with a child on screen it answers the child's shouldAutorotate.
            if forwarding == nil, let value = answer(name, \.shouldAutorotate, model), case .forwarding = value.kind,
                let target = built.scenario.forwardingTarget(of: index).map(built.scenario.answering),
                let child = built.scenario.controllers[target].shouldAutorotate
            {
                built.scenario.controllers[index].shouldAutorotate = child
                built.sources[pointer + "/shouldAutorotate"] = FileSource(file: value.file, line: value.line)
            }
        }
        return index
    }

    /// A container whose mask forwards to its child through the child's navigation stack (`CodeValue.throughStack`):
    /// each plain navigation controller among its children answers, to it, what that stack's top answers (the child
    /// forwards every member: the scenario has no forward of one member) or the mask its root answers (the root's,
    /// with its line; the controllers pushed above it are not asked; the forward read is the mask's).
    static func forwardThroughStacks(
        _ child: String, of index: Int, at pointer: String, into built: inout ScenarioBuilder
    ) {
        let toTop = child.hasSuffix(CodeValue.stackTop)
        guard toTop || child.hasSuffix(CodeValue.stackRoot) else { return }
        let children = built.scenario.controllers[index].children
        for (position, slot) in children.enumerated() {
            let stack = built.scenario.childIndices[slot]
            guard built.scenario.controllers[stack].kind == .navigationController,
                !built.scenario.controllers[stack].forwardsToChild,
                built.scenario.controllers[stack].supportedInterfaceOrientations == nil,
                let first = built.scenario.controllers[stack].children.first
            else { continue }
            let stackPointer = pointer + "/children/\(position)"
            if toTop {
                built.scenario.controllers[stack].forwardsToChild = true
                built.sources[stackPointer + "/forwardsToChild"] = built.sources[pointer + "/forwardsToChild"]
                continue
            }
            let root = built.scenario.childIndices[first]
            let rootPointer = stackPointer + "/children/0"
            built.scenario.controllers[stack].supportedInterfaceOrientations =
                built.scenario.controllers[root].supportedInterfaceOrientations
            built.sources[stackPointer + "/supportedInterfaceOrientations"] =
                built.sources[rootPointer + "/supportedInterfaceOrientations"]
        }
    }

    /// A container's children: a navigation stack's root, or the children its code sets; a navigation stack grown
    /// by the pushes its top controller makes (the first push of each class, at most `maxStackDepth` deep: the
    /// validator checks each depth). Below four levels the tree stops (a storyboard can loop a tab bar back into
    /// itself): no children, so no selection either.
    ///
    /// `stackTop`: the class that presents over this stack. Where the stack holds it, or the code pushes it, it is the
    /// stack's top while its presentation shows (no other top is a state of that presentation): the stack is that
    /// controller alone.
    /// The first push the code makes from `top` on the body's idiom: a push inside a test of the idiom
    /// (`if (idiom == UIUserInterfaceIdiomPhone) { [self.navigationController pushViewController:…] }`) is made on
    /// that idiom alone, so a body for both is written once per idiom.
    static func firstPush(from top: String, _ model: SourceModel, use: IdiomUse) -> ShowSite? {
        guard let pushes = model.pushes[top] else { return nil }
        if use.idiom == nil, pushes.contains(where: { $0.idiom != nil }) { use.needsIdiom = true }
        return pushes.first { $0.idiom == nil || use.idiom == nil || $0.idiom == use.idiom }
    }

    static func addChildren(
        of name: String, kind: ControllerKind, navigationRoot: String?, variant: Variant, _ model: SourceModel,
        into built: inout ScenarioBuilder, index: Int, at pointer: String, use: IdiomUse, depth: Int,
        stackTop: String? = nil
    ) {
        var childNames: [String] = []
        var childRoots: [String?] = []
        if let navigationRoot, kind == .navigationController {
            childNames = [navigationRoot]
        } else if let set = containerChildren(name, model), depth < 4 {
            childNames = set.names
            childRoots = set.navigationRoots
            built.sources[pointer + "/children"] = FileSource(file: set.file, line: set.line)
            if kind == .tabBarController && !set.names.isEmpty {
                // Setting viewControllers selects the first tab (UITabBarController).
                built.scenario.controllers[index].selectedIndex = 0
                built.sources[pointer + "/selectedIndex"] = FileSource(file: set.file, line: set.line)
            }
        }
        var pushSites: [Int: ShowSite] = [:]
        if kind == .navigationController, var top = childNames.last {
            while childNames.count < maxStackDepth, let push = firstPush(from: top, model, use: use),
                !childNames.contains(push.shown)
            {
                pushSites[childNames.count] = push
                childNames.append(push.shown)
                top = push.shown
            }
        }
        if kind == .navigationController, let stackTop, childNames.count > 1 {
            if let position = childNames.firstIndex(of: stackTop) {
                childNames = [stackTop]
                childRoots = position < childRoots.count ? [childRoots[position]] : []
                pushSites = pushSites[position].map { [0: $0] } ?? [:]
            } else if model.pushes.values.contains(where: { $0.contains { $0.shown == stackTop } }) {
                // Pushed by a controller the stack's first pushes do not reach: on top all the same.
                childNames = [stackTop]
                childRoots = []
                pushSites = [:]
            }
            // Pushed only inside a test of the other idiom (`if (idiom == UIUserInterfaceIdiomPhone) { [nav push…] }`):
            // no state of this idiom shows it on top.
            let sites = model.pushes.values.joined().filter { $0.shown == stackTop }
            if sites.contains(where: { $0.idiom != nil }) {
                if use.idiom == nil {
                    use.needsIdiom = true
                } else if !sites.contains(where: { $0.idiom == nil || $0.idiom == use.idiom }) {
                    built.unreached = true
                }
            }
        }
        guard !childNames.isEmpty, depth < 4 else { return }
        built.children(of: index, count: childNames.count) { built, position in
            let child = childNames[position]
            if let push = pushSites[position] {
                built.sources[pointer + "/children/\(position)"] = FileSource(file: push.file, line: push.line)
            }
            // The stack's root, or the controller pushed on top of it, as the variant tries it (a NO from its
            // shouldAutorotate).
            let onTop = kind == .navigationController && position > 0 && position == childNames.count - 1
            var tried = Variant(
                autorotates: position == 0 && navigationRoot != nil
                    ? variant.rootAutorotates : onTop ? variant.topAutorotates : nil)
            tried.answerBranch = variant.answerBranch
            return controller(
                child, variant: tried, navigationRoot: position < childRoots.count ? childRoots[position] : nil, model,
                into: &built, parent: index, place: .child(position), at: pointer + "/children/\(position)", use: use,
                depth: depth + 1, stackTop: kind == .tabBarController ? stackTop : nil)
        }
    }
}

extension Scenario {
    /// The moment and the controllers the code gives (this scenario, built over an empty app) over the app's
    /// settings (`base`): what a body with only the code's members decodes to over `base`.
    func placed(over base: Scenario) -> Scenario {
        var merged = base
        merged.event = event ?? base.event
        if let targetOrientation {
            merged.targetOrientation = targetOrientation
            merged.targetWasInterfaceConstant = targetWasInterfaceConstant
        }
        merged.requestedOrientations = requestedOrientations ?? base.requestedOrientations
        merged.lastReadSupportedInterfaceOrientations =
            lastReadSupportedInterfaceOrientations ?? base.lastReadSupportedInterfaceOrientations
        merged.supportedInterfaceOrientationsForWindow =
            supportedInterfaceOrientationsForWindow ?? base.supportedInterfaceOrientationsForWindow
        merged.controllers = controllers
        merged.childIndices = childIndices
        merged.classNames = classNames
        merged.requestingController = requestingController
        merged.requestWhileDisappearing = requestWhileDisappearing
        merged.source = []
        return merged
    }

    /// What the decoder would refuse in this scenario as a body, besides what `ScenarioBuilder` refuses: more
    /// controllers than `limits` allow, a class name too long or with a control character, an event the device's
    /// iOS version does not have.
    func refusal(limits: ScenarioLimits) -> ScenarioError? {
        if controllers.count > limits.maxControllers {
            return ScenarioError(
                pointer: "/root", expected: "at most \(limits.maxControllers) controllers in the scenario",
                given: "\(controllers.count) controllers")
        }
        for index in controllers.indices {
            let name = className(of: index)
            guard !ScenarioExpectations.isClassName(name.utf8, limit: limits.maxClassNameLength) else { continue }
            return ScenarioError(
                pointer: pointer(Location(index, .controller)) + "/class",
                expected: ScenarioExpectations.className(limit: limits.maxClassNameLength),
                given: "\"\(Words.excerpt(name))\"")
        }
        if let unavailable = eventUnavailability() {
            return ScenarioError(pointer: "/event", expected: unavailable, given: "\"\(event?.rawValue ?? "")\"")
        }
        return nil
    }
}

extension ScenarioBuilder {
    /// Gives each controller in `topTied` the first of its values that holds with the controller the built tree shows
    /// on top of it (`CodeScenarios.holds`): down its stack's last child, a tab bar's selected child, to a controller
    /// that is no container. Not where the top is not known (`topsKnown`: a rotation asked as a screen appears).
    mutating func settleTopTiedMasks(_ model: SourceModel) {
        guard topsKnown else { return }
        for (index, tied) in topTied {
            guard let value = CodeScenarios.answer(tied.name, \.supportedInterfaceOrientations, model) else { continue }
            let shown = shownOnTop(of: index)
            let chosen =
                tied.values.first(where: { mask in
                    shown.map { CodeScenarios.holds(mask, of: value, top: $0.top, path: $0.path, model) } ?? true
                }) ?? tied.values.first
            guard let chosen else { continue }
            scenario.controllers[index].supportedInterfaceOrientations = mask(chosen, at: tied.member)
            exclude(tops: index, holding: chosen, of: value, model)
        }
        for (index, tied) in topTiedChosen {
            guard let value = CodeScenarios.answer(tied.name, \.supportedInterfaceOrientations, model) else { continue }
            exclude(tops: index, holding: tied.mask, of: value, model)
        }
    }

    /// Notes in `excludedTops` the controllers the tree can show on top of `index` where `mask` does not hold; where
    /// it holds with none of them, the whole tree is of no state the app reaches.
    mutating func exclude(tops index: Int, holding mask: Int, of value: CodeValue, _ model: SourceModel) {
        let tops = shownOnTop(under: index)
        guard !tops.isEmpty else { return }
        let excluded = tops.filter { !CodeScenarios.holds(mask, of: value, top: $0.top, path: $0.path, model) }
        if excluded.count == tops.count {
            unreached = true
        } else if !excluded.isEmpty {
            excludedTops[index] = Set(excluded.map(\.leaf))
        }
    }

    /// Every controller the tree can show on top of container `index` (each member of a stack, each tab, down to
    /// controllers that hold no children), with the classes on the way to it from the container's child.
    func shownOnTop(under index: Int) -> [(leaf: Int, top: String, path: [String])] {
        var result: [(leaf: Int, top: String, path: [String])] = []
        func walk(_ current: Int, _ path: [String], _ depth: Int) {
            let controller = scenario.controllers[current]
            let container = controller.kind == .navigationController || controller.kind == .tabBarController
            if depth > 0, depth >= 8 || controller.children.isEmpty || !container {
                if let top = modelNames[current] { result.append((current, top, path)) }
                return
            }
            for child in scenario.children(of: current) { walk(child, path + [modelNames[child] ?? ""], depth + 1) }
        }
        walk(index, [], 0)
        return result
    }

    /// The controller the tree shows on top of container `index` as built (what each container on the way forwards to,
    /// `Scenario.forwardingTarget`: its stack's last member, its selected tab), with the classes on the way; nil where
    /// that is `index` itself.
    func shownOnTop(of index: Int) -> (top: String, path: [String])? {
        var leaf = index
        var path: [String] = []
        for _ in 0..<8 {
            guard let next = scenario.forwardingTarget(of: leaf) else { break }
            leaf = next
            path.append(modelNames[leaf] ?? "")
        }
        return leaf == index ? nil : modelNames[leaf].map { ($0, path) }
    }
}
