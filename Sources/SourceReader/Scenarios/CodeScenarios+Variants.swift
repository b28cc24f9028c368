import OrientationResolver
import OrientationWire

/// The values the scenarios try where the code gives an answer several: the app delegate's mask, a class's mask, and
/// a NO from a shouldAutorotate the app decides while it runs.
extension CodeScenarios {
    /// The values the app delegate's mask can take: one scenario set per value (the `static var orientationLock`
    /// pattern: every value assigned to it).
    static func appVariants(_ model: SourceModel) -> [Variant] {
        let variants = delegateVariants(model)
        // A delegate `main` chooses on one idiom answers there alone; the other idiom's delegate answers no mask.
        guard let only = model.appDelegateOnlyOn else { return variants }
        var result: [Variant] = variants.compactMap { variant in
            guard variant.idiom == nil || variant.idiom == only.idiom else { return nil }
            var there = variant
            there.idiom = only.idiom
            return there
        }
        var none = Variant()
        let other: Idiom = only.idiom == .pad ? .phone : .pad
        none.idiom = other
        none.label =
            " (on \(other.deviceName) the app delegate is \(only.other ?? "another class"), which main's UIApplicationMain chooses there and which answers no mask)"
        result.append(none)
        return result
    }

    /// The values of the app delegate's mask, as if its delegate were the app's on every idiom.
    static func delegateVariants(_ model: SourceModel) -> [Variant] {
        guard let mask = model.appDelegateMask else { return [Variant()] }
        switch mask.kind {
        case let .exact(value): return [Variant(mask: value)]
        case .oneOf:
            return reachable(mask, model) { value, idiom, several in
                several
                    ? " (when the app delegate's mask is \(names(value)), one of the values the code gives it\(idiom.map { " on \($0.deviceName)" } ?? ""))"
                    : idiom == nil
                        ? " (the app delegate's mask as the app starts: \(names(value)), the value the code declares it with)"
                        : " (the app delegate's mask is \(names(value)): the code gives it on \(idiom?.deviceName ?? ""))"
            }
        default: return [Variant()]
        }
    }

    static func names(_ mask: Int) -> String {
        mask & UIInterfaceOrientationMask.all == 0
            ? "0" : UIInterfaceOrientationMask.names(mask).joined(separator: ", ")
    }

    /// `choices`, where a value that copies the interface's upside-down orientation is tried on iPad alone when no
    /// controller of the app allows upside down on iPhone (UIKit's own default there excludes it): the interface
    /// can never be upside down on an iPhone, so neither can the copy.
    static func reachable(_ value: CodeValue, _ model: SourceModel, label: (Int, Idiom?, Bool) -> String) -> [Variant] {
        let upsideDown = 1 << 2
        let phoneUpsideDown = model.classes.values.contains { controller in
            guard let mask = controller.supportedInterfaceOrientations else { return false }
            switch mask.kind {
            case let .exact(value): return value & upsideDown != 0
            case .oneOf: return mask.values(on: .phone).contains { $0 & upsideDown != 0 && mask.copies[$0] == nil }
            default: return true
            }
        }
        return choices(value, idiom: nil, label: label).compactMap { variant in
            guard let mask = variant.mask, value.copies[mask] == upsideDown, !phoneUpsideDown else { return variant }
            guard variant.idiom != .phone else { return nil }
            var only = variant
            only.idiom = .pad
            return only
        }
    }

    /// One variant per value of a mask the code chooses among (at most `maxVariants` per idiom). Where it chooses by
    /// idiom, each variant is tied to its idiom (only `idiom`'s when the scenario is on one), and a value that is
    /// the only one on its idiom is not a guess. `label`: the words for a value, its idiom, and whether it is one of
    /// several there.
    static func choices(
        _ value: CodeValue, idiom: Idiom?, top: String? = nil, _ model: SourceModel? = nil,
        label: (Int, Idiom?, Bool) -> String
    ) -> [Variant] {
        guard case let .oneOf(all) = value.kind else { return [Variant()] }
        // Not a value tied to another controller on top than the one there (all of them where none would be left).
        let tied = model.map { model in all.filter { holds($0, of: value, top: top, model) } } ?? all
        let values = tied.isEmpty ? all : tied
        // One value left, the one the code gives with this controller on top: no value chosen.
        if let top, values.count == 1, all.count > 1, !value.byIdiom {
            return [
                Variant(
                    mask: values[0],
                    label:
                        " (supportedInterfaceOrientations is \(names(values[0])) while \(model.map { CodeScenarios.label(top, $0) } ?? top) is on top of its stack)"
                )
            ]
        }
        // Every value tied to the controllers shown on top: each is its own world (the states that show others are
        // left out, `ScenarioBuilder.excludedTops`), no value chosen.
        if values.count > 1, !value.byIdiom, values.allSatisfy({ value.topTests[$0] != nil }) {
            return values.prefix(maxVariants).map {
                Variant(
                    mask: $0,
                    label:
                        " (supportedInterfaceOrientations is \(names($0)), the value the code gives with the controllers these states show on top)"
                )
            }
        }
        guard value.byIdiom else {
            // The value the state is declared with holds as the app starts: no value is chosen there.
            return values.prefix(maxVariants).map {
                var variant = Variant(
                    mask: $0, inferred: $0 != value.initial, label: label($0, nil, $0 != value.initial))
                // Where the app asks for a rotation as it runs, the code may have given it another value first.
                if $0 == value.initial { variant.runTime = label($0, nil, true) }
                return variant
            }
        }
        return (idiom.map { [$0] } ?? [.phone, .pad]).flatMap { on in
            let there = value.values(on: on)
            return there.prefix(maxVariants).map {
                Variant(mask: $0, inferred: there.count > 1, label: label($0, on, there.count > 1), idiom: on)
            }
        }
    }

    /// One choice among the possible values of a class's supportedInterfaceOrientations.
    struct Variant {
        var mask: Int?
        var inferred = false
        /// The function that makes the request gives the state the mask reads a value just before it that the
        /// reader cannot evaluate (a parameter it may derive the request from too): the mask there is that call's.
        var givenUnread = false
        var label = ""
        /// The idiom the code gives this value on alone.
        var idiom: Idiom? = nil
        /// The answer of shouldAutorotate tried, where the code gives it YES and NO.
        var autorotates: Bool? = nil
        /// The same for the root of the navigation stack the shown controller holds.
        var rootAutorotates: Bool? = nil
        /// The same for the controller pushed on top of that stack (`firstPathTop`).
        var topAutorotates: Bool? = nil
        /// The branch taken where an answer that holds no mask (the legacy callback, the preferred orientation)
        /// chooses its value on a condition the app decides (`[AppDelegate rotate] ? … : …`): 0 for the first, for
        /// every such answer in the scenario (one world of the state they read).
        var answerBranch: Int? = nil
        /// The preferred orientation of one class in this world, where it reads a stored property apart from the
        /// mask (`PairedAnswers`): the class, the value and where the code gave it.
        var preferred: (of: String, pair: PairedAnswers)? = nil
        /// For the value a state is declared with (no guess as the app starts): its words as one of the values the
        /// code gives, for a rotation the app asks for as it runs.
        var runTime: String? = nil
        /// One of several values the code gives the shown class's mask (the one it starts with too), and nothing else
        /// chosen beside it (no shouldAutorotate NO, no branch of another answer).
        var choosesMask = false

        /// The variant where the app asks for a rotation as it runs: the declared value is one of those the code
        /// gives, not the one the state certainly has (a request refused in that world alone is not one that can
        /// never be met).
        var atRunTime: Variant {
            guard let runTime else { return self }
            var later = self
            later.label = runTime
            later.inferred = true
            later.runTime = nil
            return later
        }

        /// The app delegate's variant at a presentation whose function gives the state the mask reads a value just
        /// before (`GivenState`): the variant of that value, which is then no guess; nil for another value (no such
        /// world at that presentation). Unchanged where the function gives none, or one the reader cannot evaluate.
        func at(_ site: ShowSite, _ model: SourceModel) -> Variant? {
            at(site.givenBefore, model, before: "this presentation")
        }

        /// The same before a geometry request (unchanged for no request).
        func at(_ request: Request?, _ model: SourceModel) -> Variant? {
            guard let request else { return self }
            return at(request.call.givenBefore, model, before: "this request")
        }

        /// The world at a request or presentation whose function gives the state a value the reader cannot
        /// evaluate: kept, its value a guess that call decides.
        var givenUnreadGuess: Variant {
            var guess = atRunTime
            guess.inferred = true
            guess.givenUnread = true
            return guess
        }

        func at(_ givenBefore: [GivenState], _ model: SourceModel, before what: String) -> Variant? {
            guard let mask, let reads = model.appDelegateMaskReads,
                let given = givenBefore.last(where: { $0.gives(reads) })
            else {
                // A mask that tests the state rather than returning it (`if screenSet == .portraitOnly { return
                // .portrait }`), given a value just before: the world there is that value's, which is not read.
                guard mask != nil, model.appDelegateMaskReads == nil,
                    givenBefore.contains(where: { model.appDelegateReadNames.contains($0.state.name) })
                else { return self }
                return givenUnreadGuess
            }
            // A value the reader cannot evaluate: the world stays, but its value there is a guess.
            guard let value = given.mask else { return givenUnreadGuess }
            guard value == mask else { return nil }
            var here = self
            here.inferred = false
            // A request made later, from what was presented, may come after another change (`atRunTime`).
            here.runTime =
                " (when the app delegate's mask is \(CodeScenarios.names(value)), given at \(given.value.file):\(given.line) before \(what))"
            here.label =
                " (the app delegate's mask: \(CodeScenarios.names(value)), given at \(given.value.file):\(given.line) before \(what))"
            return here
        }
    }

    /// The app delegate's mask a controller gives by itself whenever it is on screen: its appearance methods give the
    /// state that mask reads a value (`ControllerClass.givenWhenShown`), by the class as the scenarios print it. A
    /// world with another value is none where that controller is on screen.
    static func maskWhenShown(_ model: SourceModel) -> [String: Int] {
        guard let reads = model.appDelegateMaskReads else { return [:] }
        var result: [String: Int] = [:]
        for declared in model.classes.values {
            if let mask = declared.givenWhenShown.last(where: { $0.gives(reads) })?.mask {
                result[declared.name] = mask
            }
        }
        return result
    }

    /// The app delegate's masks that only some controllers' appearance gives (`maskWhenShown`, not the mask it starts
    /// with), where every change of its state is made as a controller appears or disappears
    /// (`SourceModel.appMaskSetByScreens`): each holds while one of those controllers is on screen.
    static func worldsOfScreens(_ model: SourceModel, maskWhenShown: [String: Int]) -> [Int: Set<String>] {
        guard model.appMaskSetByScreens, let initial = model.appMaskAtStart else { return [:] }
        var result: [Int: Set<String>] = [:]
        for (name, mask) in maskWhenShown where mask != initial { result[mask, default: []].insert(name) }
        return result
    }

    /// The answers whose values the scenarios choose by `Variant.answerBranch`, with the words for them.
    static var branchingAnswers: [(member: KeyPath<ControllerClass, CodeValue?>, words: String)] {
        [
            (\.shouldAutorotateToInterfaceOrientation, "shouldAutorotateToInterfaceOrientation:"),
            (\.preferredInterfaceOrientationForPresentation, "preferredInterfaceOrientationForPresentation"),
        ]
    }

    /// Whether `value`, `name`'s answer for `member`, is one whose branches are worlds: a choice not on the idiom.
    /// A legacy callback's only where it is one returned expression (several returns may sit under tests of the
    /// orientation the reader does not follow) and the class gives no mask of its own (one that may read the same
    /// state: two answers crossed are no world).
    static func branches(
        _ value: CodeValue, of name: String, _ member: KeyPath<ControllerClass, CodeValue?>,
        _ model: SourceModel
    ) -> Bool {
        guard case .oneOf = value.kind, !value.byIdiom else { return false }
        guard member == \ControllerClass.shouldAutorotateToInterfaceOrientation else { return true }
        return value.oneExpression && answer(name, \.supportedInterfaceOrientations, model) == nil
    }

    /// Each variant, and again once per branch of an answer in `branchingAnswers` of the shown class or its stack's root that
    /// chooses its value on a condition the app decides (not on the idiom): the code gives each, so each is a world
    /// the app can be in (inferred). Not beside a mask that changes as the app runs (a pair the app may never give
    /// together).
    static func answerWorlds(of names: [String], _ variants: [Variant], _ model: SourceModel, idiom: Idiom?)
        -> [Variant]
    {
        guard variants.allSatisfy({ !$0.inferred }) else { return variants }
        var count = 0
        var members: [String] = []
        for name in names {
            for (member, words) in branchingAnswers {
                guard let value = answer(name, member, model), branches(value, of: name, member, model) else {
                    continue
                }
                count = max(count, min(value.values(on: idiom).count, maxVariants))
                if !members.contains(words) { members.append(words) }
            }
        }
        guard count > 1 else { return variants }
        let what = members.joined(separator: " and ")
        // The worlds besides each variant as it was (where such an answer is left out, as an unknown one is): the
        // findings that do not rest on the branch keep their words.
        return variants
            + variants.flatMap { variant in
                (0..<count).map { branch in
                    var world = variant
                    world.answerBranch = branch
                    world.inferred = true
                    world.label +=
                        " (when \(what) takes its \(branch == 0 ? "first" : "other") value, one of those the code gives)"
                    return world
                }
            }
    }

    /// A world per pair of values `name`'s mask and preferred orientation can have together where each reads its own
    /// stored property (`ControllerClass.pairedAnswers`), beside the variants of that mask (where the preferred
    /// orientation is otherwise left out, as an unknown one is): the pair rests on the order the functions that give
    /// them run in, so it is inferred.
    static func pairedWorlds(of name: String, _ variants: [Variant], _ model: SourceModel) -> [Variant] {
        guard let pairs = model.classes[name]?.pairedAnswers, !pairs.isEmpty else { return [] }
        return pairs.compactMap { pair in
            var world: Variant
            if variants.allSatisfy({ $0.mask == nil }) {
                // A mask the reader cannot evaluate as a whole (some function gives the property a value it cannot
                // read): the pair's value, given where the pair says.
                world = Variant(mask: pair.mask)
            } else if let base = variants.first(where: { $0.mask == pair.mask && $0.preferred == nil }) {
                world = base
                world.runTime = nil
            } else {
                return nil
            }
            world.preferred = (name, pair)
            world.inferred = true
            world.label =
                " (when \(label(name, model))'s \(pair.maskProperty) is \(names(pair.mask)), given at \(pair.maskGiven.file):\(pair.maskGiven.line ?? 0), and its \(pair.preferredProperty) \(UIInterfaceOrientation.printedName(pair.preferred)), given at \(pair.preferredGiven.file):\(pair.preferredGiven.line ?? 0): a pair the code's assignments can leave together)"
            return world
        }
    }

    /// Whether `name`'s shouldAutorotate answers YES or NO as the app runs, on `idiom` (nil: either), its mask held.
    static func decidesAutorotation(_ name: String, _ model: SourceModel, idiom: Idiom?) -> Bool {
        guard let autorotate = answer(name, \.shouldAutorotate, model), case .oneOf = autorotate.kind,
            !autorotate.byIdiom || idiom != nil, Set(autorotate.values(on: idiom)) == [0, 1]
        else { return false }
        if let mask = answer(name, \.supportedInterfaceOrientations, model), case .oneOf = mask.kind {
            // Not beside a mask that changes as the app runs (one per idiom is no change).
            return mask.byIdiom && Set(mask.values(on: idiom)).count == 1
        }
        return true
    }

    /// The values of the class's supportedInterfaceOrientations the scenarios try (on `idiom` alone, if given).
    /// Where its shouldAutorotate answers YES or NO as the app runs (`!isLocked`, `topViewController is X`), each
    /// also with NO.
    /// So too for the root of the navigation stack it holds (`navigationRoot`): a plain navigation controller does
    /// not ask it, which container-ignores-child says.
    /// Whether `mask`, one of `value`'s, can be the answer while `top` is the controller on top of the stack: a
    /// value the code returns only under tests of the top (`CodeValue.topTests`) needs one of its returns to admit
    /// it. Where only the top itself is known (`path` nil: the class that asks for a rotation), tests of containers
    /// are not counted; with the path from the container's child down to the top, every class on it is.
    static func holds(
        _ mask: Int, of value: CodeValue, top: String?, path: [String]? = nil, _ model: SourceModel
    ) -> Bool {
        guard let top, let tests = value.topTests[mask] else { return true }
        let leaf = kinds(of: top, model)
        if path == nil, leaf.contains(where: { isContainer($0) }) { return true }
        let onPath = path.map { $0.reduce(into: Set<String>()) { $0.formUnion(kinds(of: $1, model)) } } ?? leaf
        func counted(_ name: String) -> Bool { path != nil || model.uikitBase(of: name).map(isContainer) != true }
        return tests.contains { test in
            test.onTop.filter(counted).allSatisfy(onPath.contains)
                && !test.notOnTop.filter(counted).contains(where: onPath.contains)
        }
    }

    /// A class, its superclasses and the UIKit class it is: what `isKindOfClass:` finds it to be.
    static func kinds(of name: String, _ model: SourceModel) -> Set<String> {
        var kinds: Set<String> = []
        var next: String? = name
        while let current = next, kinds.count < 32, kinds.insert(current).inserted {
            next = model.classes[current]?.superclass
        }
        if let base = model.uikitBase(of: name) { kinds.insert(base) }
        return kinds
    }

    static func isContainer(_ base: String) -> Bool {
        ["UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController"].contains(base)
    }

    static func variants(
        of name: String?, _ model: SourceModel, idiom: Idiom? = nil, navigationRoot: String? = nil, top: String? = nil,
        pushedTop: String? = nil
    ) -> [Variant] {
        guard let name else { return [Variant()] }
        var masks = [Variant()]
        if let value = answer(name, \.supportedInterfaceOrientations, model), case .oneOf = value.kind {
            masks = choices(value, idiom: idiom, top: top, model) { mask, idiom, several in
                several
                    ? " (when supportedInterfaceOrientations is \(names(mask)), one of the values the code gives it\(idiom.map { " on \($0.deviceName)" } ?? ""))"
                    : idiom == nil
                        ? " (supportedInterfaceOrientations as the controller starts: \(names(mask)), the value the code declares it with)"
                        : " (supportedInterfaceOrientations is \(names(mask)): the code gives it on \(idiom?.deviceName ?? ""))"
            }
            if masks.count > 1, masks.contains(where: \.inferred) {
                for index in masks.indices { masks[index].choosesMask = true }
            }
        }
        masks = answerWorlds(of: [name, navigationRoot].compactMap { $0 }, masks, model, idiom: idiom)
        masks += pairedWorlds(of: name, masks, model)
        // Not beside a mask that also changes as the app runs: the two may read the same state (Delta locks the mask
        // while shouldAutorotate says NO), and a pair of values the app never gives together is no state it reaches.
        guard masks.allSatisfy({ !$0.inferred }) else { return masks }
        return masks
            + masks.compactMap { mask in
                let on = idiom ?? mask.idiom
                var held = mask
                if decidesAutorotation(name, model, idiom: on) {
                    held.autorotates = false
                    held.label += " (when shouldAutorotate answers NO, one of the values the code gives it)"
                } else if let root = navigationRoot, decidesAutorotation(root, model, idiom: on) {
                    held.rootAutorotates = false
                    held.label +=
                        " (when \(label(root, model))'s shouldAutorotate answers NO, one of the values the code gives it)"
                } else if let pushedTop, pushedTop != name, pushedTop != navigationRoot,
                    decidesAutorotation(pushedTop, model, idiom: on)
                {
                    // The controller pushed on top of the stack, which a plain navigation controller does not ask
                    // either (a recording screen's `!isRecording`).
                    held.topAutorotates = false
                    held.label +=
                        " (when \(label(pushedTop, model))'s shouldAutorotate answers NO, one of the values the code gives it)"
                } else {
                    return nil
                }
                held.inferred = true
                return held
            }
    }
}

extension CodeScenarios {
    /// The classes pushed on a root's navigation stack (from its stack root, transitively) that its first pushes do
    /// not reach (`ScenarioBuilder.addChildren` follows the first push of each), at most `maxPushedTops`, in the
    /// code's order: each is the stack's top in a state of its own.
    static func pushedOffFirstPath(of site: ShowSite, _ model: SourceModel) -> [String] {
        guard let stackRoot = site.navigationRoot else { return [] }
        var first: Set<String> = [stackRoot]
        var top = stackRoot
        while let push = model.pushes[top]?.first, first.insert(push.shown).inserted { top = push.shown }
        var found: [String] = []
        var seen: Set<String> = [stackRoot]
        var queue = [stackRoot]
        while !queue.isEmpty, found.count < maxPushedTops {
            let next = queue.removeFirst()
            for push in model.pushes[next] ?? [] where seen.insert(push.shown).inserted {
                queue.append(push.shown)
                if !first.contains(push.shown), found.count < maxPushedTops { found.append(push.shown) }
            }
        }
        return found
    }

    /// The most pushed controllers checked on top of one root's stack beyond its first pushes.
    static let maxPushedTops = 8

    /// `classes` with every class their pushes show and, for containers, their children and those children's stack
    /// roots, transitively.
    static func shownClosure(of classes: Set<String>, _ model: SourceModel) -> Set<String> {
        var result = classes
        var queue = Array(classes)
        while let next = queue.popLast() {
            let children = containerChildren(next, model)
            let more =
                (model.pushes[next] ?? []).map(\.shown) + (children?.names ?? [])
                + (children?.navigationRoots.compactMap { $0 } ?? [])
            for name in more where result.insert(name).inserted { queue.append(name) }
        }
        return result
    }

    /// The controller on top of the stack when the code asks for a rotation, as a value tied to a top
    /// (`CodeValue.topTests`) reads it: the one pushed there, or the class that asks. None (any value) where it asks as
    /// a screen appears or disappears: the interface may still be in an orientation the screen on top before it
    /// allowed (a pop back from a landscape gallery).
    static func topWhenAsking(_ request: Request, stackTop: String?) -> String? {
        let function = request.call.functionName ?? ""
        guard !DeclarationVisitor.appearanceMethods.contains(function),
            !SourceModel.disappearanceMethods.contains(function)
        else { return nil }
        return stackTop ?? request.call.inClass
    }
}

extension CodeScenarios {
    /// The controller on top of a root's stack as its first pushes leave it (the stack root, then the first push of
    /// each, as `addChildren` builds it); nil without pushes.
    static func firstPathTop(of site: ShowSite, _ model: SourceModel) -> String? {
        guard let stackRoot = site.navigationRoot else { return nil }
        var path = [stackRoot]
        while path.count < maxStackDepth, let push = model.pushes[path[path.count - 1]]?.first,
            !path.contains(push.shown)
        {
            path.append(push.shown)
        }
        return path.count > 1 ? path.last : nil
    }
}

extension CodeScenarios {
    /// Where the code gives the app's window a root the reader cannot see (`SourceModel.uncheckedRoots`), beside
    /// `root`, the one a presentation is placed over when no presenter of its own is placed: that root may not be
    /// under it.
    static func otherRoot(_ root: ShowSite?, _ model: SourceModel) -> String? {
        guard root != nil, let other = model.uncheckedRoots.first else { return nil }
        return "\(other.file):\(other.line ?? 0)"
    }

    /// A container's children as its code (or its superclass's) sets them.
    static func containerChildren(_ name: String, _ model: SourceModel) -> ContainerChildren? {
        model.nearest(name) { model.children[$0] }
    }
}

extension CodeScenarios.Request {
    /// Names the controller of the built tree whose class makes the request (`Scenario.requestingController`): the
    /// first of that class (as the code names it, or printed with its module); and whether it is made as a controller
    /// leaves the screen (`Scenario.requestWhileDisappearing`).
    func markRequester(in built: inout ScenarioBuilder) {
        built.scenario.requestWhileDisappearing = call.whileLeaving
        guard let inClass = call.inClass else { return }
        built.scenario.requestingController = built.scenario.controllers.indices.first { index in
            let name = built.scenario.className(of: index)
            return name == inClass || name.hasSuffix("." + inClass)
        }
    }
}

extension CodeScenarios {
    /// The controller whose states a request is checked in: the class that makes it; for one made as that class
    /// leaves the screen, where the class is presented, the class that presents it (shown again as it goes).
    static func asker(of call: RotationCall, _ model: SourceModel) -> String? {
        guard let asker = call.inClass, call.whileLeaving,
            let presenter = model.sites.first(where: {
                $0.kind == .present && $0.checked && ($0.shown == asker || $0.navigationRoot == asker)
            })?.inClass
        else { return call.inClass }
        return presenter
    }
}
