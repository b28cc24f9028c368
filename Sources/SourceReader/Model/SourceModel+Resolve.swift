import OrientationResolver
import OrientationWire

extension SourceModel {
    /// The model of a module from the declarations of all its files (Objective-C names resolved, extensions folded).
    mutating func resolve(_ symbols: SymbolTable, module: String) {
        var symbols = symbols
        // A SwiftUI App whose delegate adaptor installs no class of the code that answers the app delegate's mask:
        // UIKit never asks that class (it is not the app's delegate), so its answer is no mask.
        if let app = symbols.swiftUIApp, let delegate = symbols.appDelegateClass,
            let answer = symbols.appDelegateAnswer,
            !symbols.delegateAdaptors.contains(delegate)
        {
            symbols.appDelegateAnswer = nil
            symbols.appDelegateReads = []
            symbols.appDelegateTypeTests = []
            if let first = answer.first {
                notes.append(
                    Finding(
                        file: first.file, line: first.line,
                        message:
                            "\(delegate) answers application(_:supportedInterfaceOrientationsFor:), but the SwiftUI App \(app.name) installs no @UIApplicationDelegateAdaptor(\(delegate).self), so UIKit never asks it: its mask is not the app's"
                    ))
            }
        }
        if symbols.swiftUIApp != nil, symbols.delegateAdaptors.isEmpty {
            unconnectedSceneDelegates = symbols.sceneDelegates
        }
        dropUninstalledDelegateRoots(&symbols)
        if let answer = symbols.appDelegateAnswer {
            symbols.appDelegateAnswer = Self.reachedWithRoots(answer, symbols)
        }
        resolveClasses(symbols, module: module)
        resolveForwards(symbols)
        resolveSites(symbols, module: module)
        resolveRotations(symbols)
        resolveMaskChanges(symbols, module: module)
        noteUnknownAnswers()
    }

    /// Classes and their answers, each value evaluated against every assignment in the module; the app delegate's mask.
    mutating func resolveClasses(_ symbols: SymbolTable, module: String) {
        let supers = SuperAnswers(symbols)
        let (byParameter, appearanceCalls) = Self.appearanceHelperCalls(symbols)
        for declared in symbols.classes {
            // Objective-C classes print unqualified; Swift classes with their module, or by their `@objc(Name)`; an
            // extension of a class the code read does not declare (UIKit's) by that class's own name.
            let printed =
                declared.objcName
                ?? (module.isEmpty || declared.isObjectiveC || declared.isExtension
                    ? declared.name : "\(declared.module ?? module).\(declared.name)")
            var controller = ControllerClass(
                name: printed, simpleName: declared.name,
                superclass: declared.superclass ?? symbols.superclasses[declared.name],
                file: declared.file, line: declared.line)
            controller.givenWhenShown =
                Self.resolve(declared.givenWhenShown, symbols)
                + Self.givenThroughCalls(appearanceCalls[declared.name] ?? [], changes: byParameter, symbols)
            var fromOwnMask: (text: String, at: ReturnedValue)?
            for (member, returned) in declared.answers {
                let expressions = returned.map { item in
                    var item = item
                    item.expression = supers.resolving(item.expression, member: member, owner: declared.name)
                    return item
                }
                if member == ObjCReader.legacySelector, returned.count == 1,
                    case let .member("self"?, "supportedInterfaceOrientations", text) = returned[0].expression,
                    [ObjCReader.legacyMirrorsMask, ObjCReader.legacyMasksOrientationValue].contains(text)
                {
                    fromOwnMask = (text, returned[0])
                    continue
                }
                var value = Evaluator.evaluate(expressions, member: member, symbols: symbols)
                // Branches of the app's state: one returned expression, or an Objective-C method's returns none of
                // which sits under a test of the orientation asked about.
                value?.oneExpression =
                    returned.count == 1
                    || (declared.isObjectiveC && !returned.contains(where: \.underOrientationTest))
                switch member {
                case "supportedInterfaceOrientations":
                    controller.supportedInterfaceOrientations = value
                    controller.maskReads = Self.stateRead(returned)
                case "shouldAutorotate": controller.shouldAutorotate = value
                case "preferredInterfaceOrientationForPresentation":
                    controller.preferredInterfaceOrientationForPresentation = value
                case ObjCReader.legacySelector: controller.shouldAutorotateToInterfaceOrientation = value
                default:
                    if let miss = declared.misspelled.first(where: { $0.written == member }) {
                        controller.misspelled.append(
                            MisspelledMember(
                                written: member, meant: miss.meant,
                                value: Evaluator.evaluate(expressions, member: miss.meant, symbols: symbols),
                                line: miss.line))
                    }
                }
            }
            controller.pairedAnswers = Self.pairedAnswers(of: declared, controller, symbols)
            if let (text, at) = fromOwnMask {
                controller.shouldAutorotateToInterfaceOrientation = Self.legacyFromOwnMask(
                    controller.supportedInterfaceOrientations,
                    masksOrientationValue: text
                        == ObjCReader.legacyMasksOrientationValue, file: at.file, line: at.line)
            }
            if let own = declared.ownStyle {
                controller.presentationStyle = own.style
                controller.presentationStyleLine = own.line
                controller.presentationStyleFixed = own.fixed
            } else if let helper = declared.helperStyle, declared.unreadOwnStyle == nil,
                symbols.onlyWhileMade(helper.function)
            {
                controller.presentationStyle = helper.style
                controller.presentationStyleLine = helper.line
            } else if let unread = declared.unreadOwnStyle {
                controller.presentationStyleUnread = unread.text
                controller.presentationStyleLine = unread.line
                self.notes.append(
                    Finding(
                        file: declared.file, line: unread.line,
                        message: unread.late.map {
                            "\(declared.name) gives itself the modalPresentationStyle \(unread.text) in \($0), which UIKit takes only where the view is loaded before the presentation starts (the reader cannot see when), so a presentation of it that sets no style is not checked"
                        }
                            ?? "\(declared.name) gives itself the modalPresentationStyle \(unread.text), which the reader cannot evaluate, so a presentation of it that sets no style is not checked"
                    ))
            }
            self.classes[declared.name] = controller
        }
        self.containerDelegates = symbols.containerDelegates
        self.delegatesOwnContainer = symbols.tables[.delegatesOwnContainer]
        self.childrenUnread = symbols.tables[.childrenUnread]
        // A tab bar controller of the app whose tabs no code the reader reads lists (added by a helper, a category's
        // method, a loop): that it has none is assumed, never known (Theweddingceremonylive's tabs, added through
        // `[self addViewController:…]`, were taken for none under a pod's forwarding category: a nil-child crash).
        for name in self.classes.keys where symbols.children[name] == nil && self.isController(name) {
            if self.uikitBase(of: name) == "UITabBarController" { self.childrenUnread.insert(name) }
        }
        if let delegate = symbols.appDelegateAnswer {
            self.appDelegateMask = Evaluator.evaluate(
                delegate, member: "supportedInterfaceOrientations", symbols: symbols)
            self.appDelegateMaskReads = Self.stateRead(delegate)
            self.appDelegateReadNames = Set(symbols.appDelegateReads).filter(Self.mayHoldState)
            resolveScreenScopedMask(symbols)
            if let answering = symbols.appDelegateClass, symbols.answeringDelegates.count == 1,
                let idiom = symbols.delegateIdioms[answering]
            {
                self.appDelegateOnlyOn = (idiom, symbols.delegateIdioms.first { $0.value != idiom }?.key)
            }
            let tested = symbols.appDelegateTypeTests
            self.appDelegateTypeTests = tested.compactMap { test in
                Evaluator.evaluate([test.returned], member: "supportedInterfaceOrientations", symbols: symbols).map {
                    (test.type, test.tested, $0)
                }
            }
            let otherwise = delegate.filter { item in
                !tested.contains { $0.returned.line == item.line && $0.returned.file == item.file }
            }
            if !tested.isEmpty, !otherwise.isEmpty {
                self.appDelegateOtherwise = Evaluator.evaluate(
                    otherwise, member: "supportedInterfaceOrientations", symbols: symbols)
            }
        }
    }

    /// The iOS 5 callback answered from the class's own mask (`ObjCReader.ownMaskRead`): each value the mask has,
    /// itself, or with the orientation's value taken for its bit (`mask & o`: YES for upside down and landscape right
    /// where the mask holds portrait, for landscape left where it holds upside down, never for portrait). Unknown
    /// where the mask is.
    static func legacyFromOwnMask(_ mask: CodeValue?, masksOrientationValue: Bool, file: String, line: Int) -> CodeValue
    {
        func answer(_ value: Int) -> Int { legacyAnswer(fromMask: value, masksOrientationValue: masksOrientationValue) }
        var value = CodeValue(kind: .unknown("the class's own mask, which is not read"), file: file, line: line)
        guard let mask else { return value }
        value.fromOwnMask = masksOrientationValue
        switch mask.kind {
        case let .exact(exact): value.kind = .exact(answer(exact))
        case let .oneOf(values):
            value.kind = .oneOf(values.map(answer))
            value.idioms = mask.idioms
            value.oneExpression = mask.oneExpression
        default: break
        }
        return value
    }

    /// The iOS 5 callback's mask where it answers from `mask`: the mask, or where it ANDs the mask with the
    /// orientation's value, the orientations whose value shares a bit with the mask.
    static func legacyAnswer(fromMask mask: Int, masksOrientationValue: Bool) -> Int {
        guard masksOrientationValue else { return mask }
        var result = 0
        for orientation in 1...4 where mask & orientation != 0 { result |= UIInterfaceOrientation.mask(orientation) }
        return result
    }

    /// What shows what: presentations of values the reader does not see made (by the type the code declares),
    /// containers' children, storyboard scenes, external screens, alerts, and the notes of what is not checked.
    mutating func resolveSites(_ symbols: SymbolTable, module: String) {
        self.sites = symbols.sites
        // A show sent to another class of the module (a controller, or one whose superclass the module does not
        // declare): that controller's. Not a container's (a navigation controller's own `navigationController` is
        // the one that holds it, not its stack).
        for index in self.sites.indices {
            if let from = self.sites[index].shownFrom, classes[from] != nil,
                !["UINavigationController", "UITabBarController"].contains(uikitBase(of: from) ?? "")
            {
                self.sites[index].inClass = from
            }
        }
        // What a presenting function gives properties before it presents: whose they are, and their values.
        for index in self.sites.indices where !self.sites[index].givenBefore.isEmpty {
            self.sites[index].givenBefore = Self.resolve(self.sites[index].givenBefore, symbols)
        }
        // Presentations of a value the reader does not see made, by the type the code declares it as.
        let undeclared = self.resolveDeclared(symbols, module: module)
        self.children = symbols.children
        self.stringRawValues = symbols.stringRawValues
        self.resolveScenes(symbols.scenes, ambiguous: symbols.ambiguousScenes)
        self.setAsideExternalRoots { $0.external }
        self.setAsideSecondaryRoots()
        self.resolveEmbedded(symbols)
        // An alert (UIAlertController or a subclass) is presented the way UIKit presents alerts, which orientd does
        // not model (it is not automatic, a sheet), and a share sheet (UIActivityViewController) the way UIKit
        // chooses (a popover on iPad, a sheet of its own on iPhone): such presentations are not checked, and one
        // note counts each kind.
        for (base, kind, itself) in [
            ("UIAlertController", "an alert (UIAlertController)", "an alert"),
            ("UIActivityViewController", "a share sheet (UIActivityViewController)", "it"),
        ] {
            var found: [Int] = []
            for index in self.sites.indices
            where self.sites[index].kind == .present && self.sites[index].presentationStyle == nil
                && self.sites[index].presentationStyles == nil
                && (self.uikitBase(of: self.sites[index].shown) == base || self.sites[index].shown == base
                    || self.nearest(self.sites[index].shown, { $0 == base ? $0 : nil }) != nil)
            {
                self.sites[index].unreadStyle = "UIAlertController's own"
                found.append(index)
            }
            guard let first = found.first else { continue }
            self.notes.append(
                Finding(
                    file: self.sites[first].file, line: self.sites[first].line,
                    message:
                        "\(found.count) presentation\(found.count == 1 ? "" : "s") of \(kind) \(found.count == 1 ? "is" : "are") not checked: UIKit presents \(itself) in a way of its own, which orientd does not model; the first is here"
                ))
        }
        // A storyboard segue from a class whose prepare(for:sender:) sets the destination's style: which segues it
        // sets, and whether the storyboard's style stands, the reader does not follow.
        for index in self.sites.indices
        where self.sites[index].kind == .present && self.sites[index].unreadStyle == nil
            && (self.sites[index].file.hasSuffix(".storyboard") || self.sites[index].file.hasSuffix(".xib"))
        {
            guard let owner = self.sites[index].inClass,
                let place = nearest(owner, symbols: symbols, { symbols.segueStyles[$0] })
            else { continue }
            self.sites[index].unreadStyle =
                "set where the presenter prepares its segues (\(place.file):\(place.line ?? 0))"
        }
        for site in self.sites where site.unreadStyle != "UIAlertController's own" {
            if let unseen = site.unseenNavigationRoot {
                self.notes.append(
                    Finding(
                        file: site.file, line: site.line,
                        message:
                            "\(site.shown)'s stack starts with \(unseen), which the reader cannot see made, so this \(site.kind == .root ? "root" : site.kind.rawValue) is not checked"
                    ))
            }
            if let style = site.unreadStyle {
                self.notes.append(
                    Finding(
                        file: site.file, line: site.line,
                        message:
                            "\(site.shown) is presented with modalPresentationStyle \(style), which the reader cannot evaluate, so this presentation is not checked"
                    ))
            }
        }
        // Presentations and pushes of a controller the reader cannot see made: not checked, and said once.
        self.unseenShows = (symbols.unseenShows + undeclared).sorted {
            ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0)
        }
        self.swiftUIApp = symbols.swiftUIApp
        // A representable the code uses: called where the reader walks, or named by live code (a call in a body the
        // reader skips, `LandscapeOnlyContainer { … }` in DocArmor's present mode, is a mention all the same).
        self.representables = symbols.representables.filter {
            symbols.allCalls.contains($0.name) || deadTypesKnown && !deadTypes.contains($0.name)
        }
        self.madeOnlyBefore = symbols.madeOnlyBefore.filter { symbols.madeOnlyBefore(named: $0.key) != nil }
        if let first = self.unseenShows.first {
            let count = self.unseenShows.count
            self.notes.append(
                Finding(
                    file: first.file, line: first.line ?? 0,
                    message:
                        "\(count) presentation\(count == 1 ? "" : "s") or push\(count == 1 ? "" : "es") show\(count == 1 ? "s" : "") a controller the reader cannot see made (a parameter, a property set elsewhere, a factory's result), so \(count == 1 ? "it is" : "they are") not checked; the first is here"
                ))
        }
        self.presentAdaptiveShows()
        self.indexPushes()
    }

    /// Controller classes with an orientation answer that no live code names (`deadTypes`): not checked, and said
    /// once, at the first.
    mutating func noteDeadControllers() {
        let dead = deadTypes.filter { isController($0) && classes[$0]?.answersOrientation == true }.sorted()
        guard let first = dead.first.flatMap({ classes[$0] }) else { return }
        let listed = dead.prefix(5).joined(separator: ", ") + (dead.count > 5 ? " and \(dead.count - 5) more" : "")
        notes.append(
            Finding(
                file: first.file, line: first.line,
                message:
                    "\(dead.count) controller class\(dead.count == 1 ? "" : "es") with an orientation answer (\(listed)) \(dead.count == 1 ? "is" : "are") named by no code the app runs (dead code: only by \(dead.count == 1 ? "its own declarations" : "their own declarations"), or by code nothing live names), so \(dead.count == 1 ? "it is" : "they are") not checked; the first is here"
            ))
    }

    /// The rotations the code asks for, their values evaluated as answers are.
    mutating func resolveRotations(_ symbols: SymbolTable) {
        // A UIDevice setter in a function that also makes a geometry request is the fallback for the iOS versions
        // before 16, where it still works; from 16 the request asks (and is checked as such).
        let requesting = symbols.rotations.filter { $0.kind == .requestGeometryUpdate && $0.function != nil }
        // Setters given an enum case itself, wherever they run before iOS 16 (also as that fallback).
        self.boxedSetters = symbols.rotations.compactMap { raw in
            guard let text = raw.boxedEnum, !raw.onlyFromIOS16 else { return nil }
            return (text, FileSource(file: raw.file, line: raw.line))
        }
        // The rotations the code asks for, their values evaluated as answers are.
        for raw in symbols.rotations
        where !symbols.runsOnlyBeforeIOS16(raw) && !symbols.caseNeverPassed(raw)
            && (raw.kind != .setDeviceOrientation
                || !requesting.contains(where: { $0.file == raw.file && $0.function == raw.function }))
        {
            if let note = Self.beforeAnySceneConnects(raw, symbols) {
                self.notes.append(note)
                continue
            }
            var call = RotationCall(
                kind: raw.kind, interfaceConstant: raw.interfaceConstant, inClass: raw.inClass, file: raw.file,
                line: raw.line,
                called: raw.called, function: raw.function)
            call.inType = raw.inType
            // Made in a function every call of which is made on one idiom (its callers' guards): that idiom's.
            call.idiom = raw.idiom ?? raw.functionName.flatMap { symbols.callIdioms[$0]?.only }
            call.functionName = raw.functionName
            // Made as a controller leaves the screen (`RawRotation.whileLeaving`), or in a disappearance method.
            call.whileLeaving = raw.whileLeaving || SourceModel.disappearanceMethods.contains(raw.functionName ?? "")
            call.reads = raw.value.flatMap { Self.stateRead([$0]) }
            if !raw.givenBefore.isEmpty { call.givenBefore = Self.resolve(raw.givenBefore, symbols) }
            if let (device, interface) = raw.argumentOf.flatMap({ Self.passedOrientation(to: $0, symbols) }) {
                call.value = CodeValue(kind: .exact(device), file: raw.file, line: raw.line)
                call.interfaceConstant = interface
            } else if let device = raw.device {
                call.value = CodeValue(kind: .exact(device), file: raw.file, line: raw.line)
            } else if let reason = raw.unreadable {
                call.value = CodeValue(kind: .unknown(reason), file: raw.file, line: raw.line)
            } else if let value = raw.value {
                // A parameter: the values the function's calls pass (through calls that pass it on). In the
                // property's own `didSet`, the values the code assigns it (not the declared one).
                var passed = raw.parameter.map { symbols.passed(to: $0) } ?? []
                if let property = raw.inDidSetOf, call.reads?.name == property {
                    passed = symbols.assignments[property]?.filter { !$0.isDeclaredValue } ?? []
                }
                call.passedByCalls = !passed.isEmpty
                call.value = Evaluator.evaluate(
                    passed.isEmpty ? [value] : passed,
                    member: raw.kind == .requestGeometryUpdate
                        ? "supportedInterfaceOrientations" : "preferredInterfaceOrientationForPresentation",
                    symbols: symbols)
            }
            // An unreadable setter value needs no note: the setter is ignored whatever it is (AppCheck says so).
            // A request that reads a property its function gives a value just before, in straight-line code: that
            // value, the one the property holds at the request.
            if raw.kind == .requestGeometryUpdate, let reads = call.reads,
                let given = call.givenBefore.last(where: { $0.gives(reads) }), let mask = given.mask
            {
                call.value = CodeValue(kind: .exact(mask), file: given.value.file, line: given.line)
            }
            if case let .unknown(reason)? = call.value?.kind, raw.kind != .setDeviceOrientation {
                let what =
                    raw.kind == .requestGeometryUpdate ? "requestGeometryUpdate" : "UIDevice's orientation setter"
                self.notes.append(Finding(file: raw.file, line: raw.line, message: "\(what): \(reason)"))
            }
            self.rotations.append(call)
        }
    }

    /// Masks that read a property the code changes (the orientationLock pattern), the changes never announced to UIKit,
    /// and the geometry requests made after one.
    mutating func resolveMaskChanges(_ symbols: SymbolTable, module: String) {
        // Masks that read a property the code changes (the orientationLock pattern), and the changes that are never
        // announced to UIKit.
        // Each with the type whose property it is (`readOwner`): a change of another type's property of the same name
        // is no change of this one.
        // A read through a receiver whose type the reader cannot resolve (`Settings.features.rotationLock.isEnabled`)
        // keeps the receiver as written (`unresolved`): only a change written through a receiver of the same last
        // name is taken for a change of it (an `isEnabled` of a switch, a button or a record is not).
        var readers: [(property: String, owner: String, ownerClass: String?, readOwner: String?, unresolved: String?)] =
            []
        for declared in symbols.classes {
            for item in declared.answers["supportedInterfaceOrientations"] ?? [] {
                if let property = item.expression.propertyName {
                    readers.append(
                        (
                            property,
                            module.isEmpty || declared.isObjectiveC
                                ? declared.name : "\(declared.module ?? module).\(declared.name)",
                            declared.name, ReturnedValue.propertyOwner(item), nil
                        ))
                }
            }
        }
        for item in symbols.appDelegateAnswer ?? [] {
            if let property = item.expression.propertyName {
                readers.append(
                    (
                        property, "application(_:supportedInterfaceOrientationsFor:)", nil,
                        ReturnedValue.propertyOwner(item), nil
                    ))
            }
        }
        // A mask that can take more than one value depends on what its getter reads (a condition, a loop over a
        // set): each property it reads that the code changes is read as the mask itself is.
        for declared in symbols.classes where Self.varies(self.classes[declared.name]?.supportedInterfaceOrientations) {
            let owner =
                module.isEmpty || declared.isObjectiveC
                ? declared.name : "\(declared.module ?? module).\(declared.name)"
            for name in declared.maskReads where Self.mayHoldState(name) && Self.changesState(name, symbols) {
                if !readers.contains(where: { $0.property == name && $0.ownerClass == declared.name }) {
                    // Read through a receiver (`self.project.header.landscapeMode`): the property is that
                    // receiver's type's; read alone, the class's own.
                    let (readOwner, unresolved) = Self.readOwner(
                        through: declared.maskReadReceivers[name], in: declared.name, otherwise: declared.name,
                        byInstance: false, symbols)
                    readers.append((name, owner, declared.name, readOwner, unresolved))
                }
            }
        }
        if Self.varies(self.appDelegateMask) {
            for name in symbols.appDelegateReads where Self.mayHoldState(name) && Self.changesState(name, symbols) {
                if !readers.contains(where: { $0.property == name && $0.ownerClass == nil }) {
                    let (readOwner, unresolved) = delegateReadOwner(name, symbols)
                    readers.append(
                        (name, "application(_:supportedInterfaceOrientationsFor:)", nil, readOwner, unresolved))
                }
            }
        }
        var capped: [String: StateRead?] = [:]
        for (property, owner, ownerClass, readOwner, unresolved) in readers {
            // A controller whose answer, met with the app delegate's, is the delegate's state whatever else it
            // reads: a change of that else changes no orientation UIKit allows.
            if let ownerClass {
                if capped[ownerClass] == nil { capped[ownerClass] = cappedByAppDelegate(ownerClass, symbols) }
                if let state = capped[ownerClass] ?? nil, state.name != property { continue }
            }
            // A mask with one value whatever the code assigns (every value given equals the one it starts with) never
            // changes: no change of what it reads is one UIKit misses (CourtCam's lock given only its own value).
            let whole = ownerClass.map { self.classes[$0]?.supportedInterfaceOrientations } ?? self.appDelegateMask
            if case .exact? = whole?.kind { continue }
            // A property whose observer announces its changes.
            if symbols.announcers.contains("didSet:" + property) { continue }
            // A property that holds one value whatever the code assigns (a flag given only the NO it starts with,
            // its YES only in a comment: Golf3D's): assigning it changes nothing, if no code left unread assigns it.
            let oneValue = Self.holdsOneValue(property, owner: readOwner, symbols)
            let concerns = { (mutation: Mutation) in
                Self.changes(property, readOwner: readOwner, unresolved: unresolved, by: mutation, symbols)
            }
            let restores = restoresOfHeldValue(property, readOwner: readOwner, symbols, concerns: concerns)
            for (mutation, announced, calls) in symbols.mutations[property] ?? []
            where Self.isUnannounced(mutation, announced: announced, calls: calls, symbols) {
                guard concerns(mutation) else { continue }
                let value = mutation.value.flatMap {
                    Evaluator.evaluate([$0], member: "supportedInterfaceOrientations", symbols: symbols)
                }
                var change = MaskChange(
                    property: property, owner: owner, ownerClass: ownerClass, change: mutation.place, value: value)
                change.inType = mutation.inType
                change.withNewRoot = mutation.withNewRoot
                change.thenPresentsCover = mutation.thenPresentsCover
                change.onlyDeclaredValue = oneValue
                change.idiom = mutation.value?.idiom
                change.alreadyHeld = alreadyHeld(mutation, StateRead(name: property, owner: readOwner), symbols)
                if let line = mutation.place.line, restores.places.contains(mutation.place.file + ":\(line)") {
                    change.restoresHeldValue = restores.value
                }
                change.thenDismisses =
                    mutation.thenDismisses
                    ?? (mutation.inClosure
                        ? nil : mutation.functionName.flatMap { Self.dismissalAfterCall(of: $0, symbols) })
                change.dismissesInCaller = mutation.thenDismisses == nil && change.thenDismisses != nil
                change.onFullScreen =
                    mutation.inClosure ? nil : mutation.functionName.flatMap { symbols.tables[.fullScreenHandlers][$0] }
                if !mutation.inClosure, let inClass = mutation.inClass, let function = mutation.functionName {
                    change.madeIn = (inClass, function)
                }
                self.unannouncedChanges.append(change)
                // A geometry request the same function makes after the change.
                for call in self.rotations where call.kind == .requestGeometryUpdate && call.file == mutation.place.file
                {
                    if !mutation.inClosure, let function = call.function, let line = mutation.place.line,
                        function.contains(line), line <= call.line
                    {
                        self.staleRequests.append((change, call))
                    }
                }
            }
        }
    }

    /// Whose property `name`, read by the app delegate's mask, is: a property its class (or its kin) declares is its
    /// own (a screen's own `isFull` is no change of it); read through a receiver (`Storage.shared.forcePortraitMode
    /// .value`), that receiver's type's, or, where the reader cannot type it or the receiver ends in an instance's
    /// property (not a type or its `shared`: another instance is another value), also only through a receiver of the
    /// same last name (`unresolved`), not every `value` of the module.
    func delegateReadOwner(_ name: String, _ symbols: SymbolTable) -> (owner: String?, unresolved: String?) {
        let own = symbols.appDelegateClass.flatMap { delegate in
            symbols.kin(of: delegate).contains { symbols.properties[$0]?[name] != nil } ? delegate : nil
        }
        return Self.readOwner(
            through: symbols.appDelegateReadReceivers[name], in: symbols.appDelegateClass, otherwise: own,
            byInstance: true, symbols)
    }

    /// Whose property a mask reads through `receiver` (nil: none written, so `otherwise`, the reading code's own;
    /// "": one the reader does not follow), and, as `unresolved`, the receiver where only a change written through a
    /// receiver of the same last name is a change of it: the reader cannot type it, or (`byInstance`) it ends in an
    /// instance's property rather than a type or its `shared`.
    static func readOwner(
        through receiver: String?, in context: String?, otherwise: String?, byInstance: Bool, _ symbols: SymbolTable
    ) -> (owner: String?, unresolved: String?) {
        guard let receiver else { return (otherwise, nil) }
        guard !receiver.isEmpty else { return (nil, nil) }
        let owner = symbols.owner(of: receiver, in: context)
        let last = receiver.split(separator: ".").last.map(String.init) ?? ""
        let instance = byInstance && last.first?.isLowercase == true && !SymbolTable.isSingletonAccessor(last)
        return (owner, owner == nil || instance ? receiver : nil)
    }

    /// The one state the app delegate's mask returns (`lock`), where `ownerClass`'s answer, met with it, is that
    /// state's value in every world: each return of the class is that state itself or a constant that holds every
    /// value the state takes (`player != nil ? .allButUpsideDown : lock` beside a delegate returning `lock`, which
    /// is only ever portrait or landscape). Whatever else the class's answer reads, UIKit allows the same
    /// orientations. Nil otherwise.
    func cappedByAppDelegate(_ ownerClass: String, _ symbols: SymbolTable) -> StateRead? {
        guard let state = self.appDelegateMaskReads, let delegate = self.appDelegateMask else { return nil }
        let taken: [Int]
        switch delegate.kind {
        case let .exact(value): taken = [value]
        case let .oneOf(values): taken = values
        default: return nil
        }
        guard !taken.isEmpty,
            let items = symbols.classes.first(where: { $0.name == ownerClass && !$0.isExtension })?.answers[
                "supportedInterfaceOrientations"], !items.isEmpty
        else { return nil }
        for item in items {
            if let name = item.expression.propertyName,
                state.same(as: StateRead(name: name, owner: ReturnedValue.propertyOwner(item)))
            {
                continue
            }
            let constants: [Int]
            switch Evaluator.evaluate([item], member: "supportedInterfaceOrientations", symbols: symbols)?.kind {
            case let .exact(value)?: constants = [value]
            case let .oneOf(values)?: constants = values
            default: return nil
            }
            guard !constants.isEmpty,
                constants.allSatisfy({ constant in taken.allSatisfy { $0 & ~constant == 0 } })
            else { return nil }
        }
        return state
    }

    /// Whether two receivers as written end in the same name (`Settings.features.rotationLock` and
    /// `features.rotationLock`, `self.rotationLock`); false where the change has none the reader kept.
    static func sameLastName(_ read: String, _ changed: String?) -> Bool {
        func last(_ text: String) -> Substring? {
            text.split(whereSeparator: { $0 == "." || $0 == "?" || $0 == "!" }).last
        }
        guard let changed, let name = last(read) else { return false }
        return last(changed) == name
    }

    /// The state one returned value reads as it is (`lock`, `self.lock`, `AppDelegate.lock`), with its owner.
    static func stateRead(_ returned: [ReturnedValue]) -> StateRead? {
        guard returned.count == 1, let only = returned.first else { return nil }
        // One choice on a flag (`allowRotation ? .landscapeLeft : .portrait`): the flag is the state
        // (`appMask(whenFlag:)` gives the mask each of its values makes).
        if case let .ternary(_, _, text, nil) = only.expression, let (name, _) = flagChosenOn(text), mayHoldState(name)
        {
            return StateRead(name: name, owner: only.owner)
        }
        guard let name = only.expression.propertyName, mayHoldState(name) else { return nil }
        return StateRead(name: name, owner: ReturnedValue.propertyOwner(only))
    }

    /// The flag a choice `c ? a : b` is made on, written as a property (`flag`, `self.flag`, `_flag`, `!flag`,
    /// `flag == YES`), and whether the choice is its negation; nil for any other condition.
    static func flagChosenOn(_ text: String) -> (name: String, negated: Bool)? {
        guard let mark = text.firstIndex(of: "?") else { return nil }
        var condition = text[..<mark].filter { !$0.isWhitespace }
        var negated = false
        while condition.hasPrefix("(") && condition.hasSuffix(")") {
            condition = String(condition.dropFirst().dropLast())
        }
        if condition.hasPrefix("!") {
            negated = true
            condition.removeFirst()
        }
        for (suffix, flips) in [("==YES", false), ("==true", false), ("==NO", true), ("==false", true)]
        where condition.hasSuffix(suffix) {
            condition.removeLast(suffix.count)
            negated = negated != flips
        }
        for prefix in ["self.", "_"] where condition.hasPrefix(prefix) { condition.removeFirst(prefix.count) }
        guard !condition.isEmpty, condition.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
        return (condition, negated)
    }

    /// Whether a mask can change while the app runs: several values (not one per idiom), or one the reader cannot
    /// evaluate.
    static func varies(_ value: CodeValue?) -> Bool {
        switch value?.kind {
        case .unknown?: return true
        case let .oneOf(values)?:
            guard Set(values).count > 1 else { return false }
            guard value?.byIdiom == true else { return true }
            return Set(value?.values(on: .phone) ?? []).count > 1 || Set(value?.values(on: .pad) ?? []).count > 1
        default: return false
        }
    }

    /// Names a mask getter reads that are the device's or UIKit's, not the app's state: never read as a property
    /// the app changes.
    static let deviceNames: Set<String> = [
        "self", "super", "shared", "current", "currentDevice", "sharedApplication", "delegate", "orientation",
        "userInterfaceIdiom", "traitCollection", "horizontalSizeClass", "verticalSizeClass", "view", "window",
        "windows", "bounds", "frame", "size", "width", "height", "rawValue", "count", "first", "last", "isEmpty",
        "contains", "containsObject", "integerValue", "intValue",
        "topViewController", "selectedViewController", "visibleViewController", "presentedViewController",
        "viewControllers", "rootViewController", "isPad", "isPhone", "idiom", "return", "if", "else", "for", "in",
        "nil", "true", "false", "let", "var", "switch", "case", "default", "guard", "sharedInstance", "instance",
        "sharedManager", "defaultManager", "standardUserDefaults", "standard",
    ]

    /// Whether the code gives `name` a value that is state (a flag, a mask, a number, an enum case), not only the
    /// object it holds (`sharedInstance = [[X alloc] init]`, `manager = Manager()`): a mask reads the state.
    static func changesState(_ name: String, _ symbols: SymbolTable) -> Bool {
        (symbols.mutations[name] ?? []).contains { change in
            guard let text = change.mutation.value?.expression.text else { return true }
            let object =
                text.contains("alloc") || text.contains(" new]") || text.contains(".init(")
                || (text.first?.isUppercase == true && text.contains("(")) || text.hasPrefix("[[")
            return !object
        }
    }

    /// Whether every value the code gives `name` (of `owner`, or any owner where nil) is the value it is declared
    /// with (a property the reader sees no declaration of may start with another), on every idiom.
    static func holdsOneValue(_ name: String, owner: String?, _ symbols: SymbolTable) -> Bool {
        for bool in [false, true] {
            if case let .values(found) = symbols.propertyValues(
                name, bool: bool, orientation: false, depth: 0, owner: owner),
                let first = found.first
            {
                return found.contains(where: \.declared)
                    && found.allSatisfy { $0.value == first.value && $0.idiom == nil }
            }
        }
        return false
    }

    /// The app delegate's mask as the app starts, and whether every change of the state it reads is made as a
    /// controller appears or disappears (`CheckedScenario.worldsOfScreens`).
    mutating func resolveScreenScopedMask(_ symbols: SymbolTable) {
        self.appMaskAtStart = self.appDelegateMask?.initial
        if self.appMaskAtStart == nil, let state = self.appDelegateMaskReads {
            let declared = (symbols.assignments[state.name] ?? []).filter(\.isDeclaredValue)
            if declared.count == 1, case let .bool(flag) = declared[0].expression {
                self.appMaskAtStart = Self.appMask(whenFlag: state.name, is: flag, symbols)
            }
        }
        // Every change of that state made as a controller appears or disappears (`viewWillAppear`,
        // `viewWillDisappear`, …) outside a closure: a value only an appearance gives holds while that controller is
        // on screen.
        if let state = self.appDelegateMaskReads, let changes = symbols.mutations[state.name], !changes.isEmpty {
            let screens = DeclarationVisitor.appearanceMethods.union(Self.disappearanceMethods)
            // Or through a function that gives the state its parameter, which only those methods call.
            self.appMaskSetByScreens = changes.allSatisfy { change in
                (!change.mutation.inClosure && screens.contains(change.mutation.functionName ?? ""))
                    || Self.madeOnlyByScreens(change.mutation, screens: screens, symbols)
            }
        }
    }

    /// Whether a change is one UIKit is not told of: its file (or a method it calls) announces none, and it is not
    /// made while its object is made (in an initializer, or a function only initializers call).
    static func isUnannounced(_ mutation: Mutation, announced: Bool, calls: Set<String>, _ symbols: SymbolTable) -> Bool
    {
        !announced && !mutation.inInitializer && calls.isDisjoint(with: symbols.announcers)
            && (mutation.inClosure
                || !symbols.onlyWhileMade(mutation))
    }

    /// Whether `mutation` changes `property` as the mask reads it (`readOwner`'s, or through a receiver whose last
    /// name is `unresolved`): not another type's property of the same name.
    static func changes(
        _ property: String, readOwner: String?, unresolved: String?, by mutation: Mutation, _ symbols: SymbolTable
    ) -> Bool {
        if let readOwner, let changed = mutation.value?.owner, !symbols.related(readOwner, changed) { return false }
        if let readOwner, !symbols.mayBe(mutation.value, propertyOf: readOwner, named: property) { return false }
        if let unresolved, !Self.sameLastName(unresolved, mutation.value?.receiver?.text) {
            // Through a receiver the reader typed (an instance's property): a change the type makes of its own
            // (`currentItem = item`, no receiver) may be that instance's; another receiver's is not.
            let written = mutation.value?.receiver?.text
            guard readOwner != nil, written == nil || written == "self" else { return false }
        }
        return true
    }

    /// The methods UIKit calls as a controller leaves the screen.
    static let disappearanceMethods: Set<String> = ["viewWillDisappear", "viewDidDisappear"]

    static func mayHoldState(_ name: String) -> Bool {
        !deviceNames.contains(name) && UIKitNames.masks[UIKitNames.caseName(name)] == nil && name.count > 1
    }

    /// A note for each answer of a controller, and the app delegate's, that the reader cannot evaluate, in name order.
    mutating func noteUnknownAnswers() {
        // In name order: a dictionary's order changes from run to run (VLC's notes came out in two orders).
        for name in self.classes.keys.sorted() where self.isController(name) {
            guard let controller = self.classes[name] else { continue }
            for value in [
                controller.supportedInterfaceOrientations, controller.shouldAutorotate,
                controller.preferredInterfaceOrientationForPresentation,
            ] {
                if case let .unknown(reason)? = value?.kind, let value {
                    self.notes.append(
                        Finding(file: value.file, line: value.line, message: "\(controller.name): \(reason)"))
                }
            }
        }
        if case let .unknown(reason)? = self.appDelegateMask?.kind, let mask = self.appDelegateMask {
            self.notes.append(
                Finding(
                    file: mask.file, line: mask.line,
                    message: "application(_:supportedInterfaceOrientationsFor:): \(reason)"))
        }
    }
}

extension SourceModel {
    /// The one orientation every message of `selector` the code sends passes (`[self turnTo:UIDeviceOrientationPortrait]`),
    /// as UIDevice's setter gets it, and whether it is an interface constant; nil where none is seen, they differ, or
    /// one passes something else.
    static func passedOrientation(to selector: String, _ symbols: SymbolTable) -> (Int, Bool)? {
        let constants = Set(
            symbols.tables[.orientationArguments].compactMap { entry in
                entry.hasPrefix(selector + "|") ? String(entry.dropFirst(selector.count + 1)) : nil
            })
        guard constants.count == 1, let constant = constants.first, constant != "?" else { return nil }
        if let device = ObjCReader.deviceOrientationRaw(constant) { return (device, false) }
        return ObjCReader.interfaceOrientationRaw(constant).map { ($0, true) }
    }
}

extension FactKey {
    /// One-argument Objective-C messages, as `selector|Constant` where they pass an orientation constant and
    /// `selector|?` otherwise.
    static var orientationArguments: FactKey<Set<String>> { .init("orientationArguments") }
}

extension SourceModel {
    /// A geometry request made as the app delegate's launch runs (in `application(_:didFinishLaunchingWithOptions:)`,
    /// or in a private function only it calls: `RawRotation.atAppLaunch`) in an app with scenes (a SwiftUI App, a
    /// scene delegate): UIKit connects the first scene after the launch method returns, so no window scene is there
    /// to receive the request (BLU-v2's `connectedScenes.first`). A note that it is not checked; nil for any other
    /// rotation.
    static func beforeAnySceneConnects(_ raw: RawRotation, _ symbols: SymbolTable) -> Finding? {
        guard raw.kind == .requestGeometryUpdate, symbols.swiftUIApp != nil || !symbols.sceneDelegates.isEmpty,
            raw.atAppLaunch
        else { return nil }
        return Finding(
            file: raw.file, line: raw.line,
            message:
                "requestGeometryUpdate: made as the app delegate's launch runs (in application(_:didFinishLaunchingWithOptions:), or in a private function only it calls), before UIKit connects the app's first scene, so no window scene is there to receive it (inferred); not checked."
        )
    }
}
