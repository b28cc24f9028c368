import OrientationResolver
import OrientationWire

/// What the visitors found in every file, before values are evaluated.
struct SymbolTable {
    struct DeclaredType {
        var name: String
        var superclass: String?
        var file: String
        var line: Int
        var isObjectiveC = false
        /// The module that declares it, when it is not the app's (a package target's).
        var module: String? = nil
        var answers: [String: [ReturnedValue]] = [:]
        /// The names its `supportedInterfaceOrientations` reads (less its locals): what its mask may depend on.
        var maskReads: [String] = []
        /// The receiver each of those is read through (`self.project.header` for `landscapeMode`); none: `self`'s;
        /// "": a receiver the reader does not follow (a message's result).
        var maskReadReceivers: [String: String] = [:]
        /// A Swift class's Objective-C name, `@objc(Name)`: how Objective-C code names it, and how UIKit prints it.
        var objcName: String? = nil
        /// A Swift `extension` or an Objective-C category: its members are the class's, folded into it
        /// (`SymbolTable.foldExtensions`).
        var isExtension = false
        /// The `modalPresentationStyle` the class gives itself: set in its initializer, or its override of the
        /// property, with the line that says so.
        var ownStyle: (style: String, line: Int, fixed: Bool)? = nil
        /// A style it gives itself in a method of its own (`setupTransition()`, `commonInit`): its own style where
        /// only its initializers call that method (`onlyWhileMade`), as HalloApp's bottom sheets are made `.custom`.
        var helperStyle: (style: String, line: Int, function: String)? = nil
        /// A style the class gives itself that the reader cannot evaluate (a ternary, a call), with its line.
        /// `late`: the class's own view-loading method that sets it (`viewDidLoad`, `loadView`): UIKit takes it only
        /// where the view is loaded before the presentation, which the reader cannot see.
        var unreadOwnStyle: (text: String, line: Int, late: String?)? = nil
        /// Members named a few letters off an orientation member UIKit asks (`supportedInterfaceOrientation`), which
        /// UIKit never calls: what each returns is in `answers` under the name as written.
        var misspelled: [(written: String, meant: String, line: Int)] = []
        /// Objective-C macros used between its methods (`ObjCReader.methodMacros`): the methods they stand for are
        /// its own.
        var macroUses: [String] = []
        /// What its `viewDidLoad`, `viewWillAppear` and `viewDidAppear` give properties in straight-line code: the
        /// values those properties have whenever it is on screen (`ControllerClass.givenWhenShown`).
        var givenWhenShown: [GivenState] = []
    }

    /// A property given a parameter of the function that gives it (`func lock(to mask:) { Delegate.lock = mask }`):
    /// the values the function's calls pass are the property's (`passed(to:)`); where they are not all known,
    /// the parameter stays, a value the reader cannot evaluate.
    mutating func passParameters() {
        func substituted(_ value: ReturnedValue) -> [ReturnedValue] {
            guard let parameter = value.parameter else { return [value] }
            let passed = passed(to: parameter)
            guard !passed.isEmpty else { return [value] }
            return passed.map { given in
                var copy = value
                copy.expression = given.expression
                copy.parameter = nil
                return copy
            }
        }
        for (name, values) in assignments where values.contains(where: { $0.parameter != nil }) {
            assignments[name] = values.flatMap(substituted)
        }
    }

    /// The roots given to a window's method (`ShowSite.windowHelper`) where the method makes that parameter the
    /// window's root; the others were no roots.
    mutating func keepWindowHelperRoots() {
        sites.removeAll { site in site.windowHelper.map { !windowRootHelpers.contains($0) } ?? false }
    }

    /// A value given in a function every call of which is made on one idiom (`if idiom == .phone {
    /// lock(.portrait) }`, the function `lock` giving the property its parameter) is that idiom's alone, as one given
    /// inside the test itself is.
    mutating func takeCallersIdioms() {
        let only = callIdioms.compactMapValues(\.only)
        guard !only.isEmpty else { return }
        func taken(_ value: inout ReturnedValue) {
            if value.idiom == nil, let function = value.inFunction, let idiom = only[function] { value.idiom = idiom }
        }
        for name in assignments.keys {
            for index in assignments[name]!.indices { taken(&assignments[name]![index]) }
        }
        for name in mutations.keys {
            for index in mutations[name]!.indices where mutations[name]![index].mutation.value != nil {
                taken(&mutations[name]![index].mutation.value!)
            }
        }
    }

    /// The values the calls of a function pass as one of its parameters, followed through calls that pass on a
    /// parameter of their own (at most 4 deep); none where a call passes what the reader does not keep.
    func passed(to parameter: ParameterRef, depth: Int = 0) -> [ReturnedValue] {
        guard depth < 4,
            let made = argumentCalls[parameter.function]?.filter({ call in
                call.mayCall(parameter) && (parameter.arity.map { call.count == $0 } ?? true)
            }),
            !made.isEmpty
        else { return [] }
        var values: [ReturnedValue] = []
        for call in made {
            if call.count <= parameter.index,
                call.forwarded.values.contains(where: {
                    $0.function == parameter.function && $0.owner == parameter.owner
                })
            {
                // `lock(_ mask:, andRotateTo:)` calling `lock(mask)`: the overload with fewer parameters, which its own
                // calls pass nothing for this one.
                continue
            } else if let value = call.values[parameter.index] {
                values.append(value)
            } else if let forwarded = call.forwarded[parameter.index], forwarded == parameter {
                // The parameter passed to a function of the same name (a recursion, or an overload that passes its
                // own on: `lock(_ mask:, andRotateTo:)` calling `lock(mask)`): no value of its own; the calls of
                // either are among `made` already.
                continue
            } else if let forwarded = call.forwarded[parameter.index] {
                let more = passed(to: forwarded, depth: depth + 1)
                guard !more.isEmpty else { return [] }
                values += more
            } else {
                // A call the reader keeps that passes something else here: the values are not all known.
                return []
            }
        }
        return values
    }

    /// Whether `raw` is made in a `switch` case on a parameter (`RawRotation.parameterCase`) that no call passes:
    /// every call the reader keeps passes an enum case by name, and none of them is the branch's.
    func caseNeverPassed(_ raw: RawRotation) -> Bool {
        guard let (parameter, cases) = raw.parameterCase else { return false }
        let passed = passed(to: parameter)
        return !passed.isEmpty
            && passed.allSatisfy { value in
                guard case let .member(base, name, _) = value.expression,
                    base == nil
                        || ["UIInterfaceOrientation", "UIDeviceOrientation", "UIInterfaceOrientationMask"]
                            .contains(base)
                else { return false }
                return !cases.contains(name)
            }
    }

    /// The name the methods of a macro are read under, never a class's (`ObjCReader.methodMacros`).
    static func macroClass(_ name: String) -> String { macroPrefix + name }
    static let macroPrefix = "#define "

    /// Each class that uses a macro standing for methods takes the answers those methods give (where it gives none
    /// of its own); the macros' own entries are then dropped, as no class of the app.
    mutating func expandMacros() {
        let macros = classes.filter { $0.name.hasPrefix(Self.macroPrefix) }
        guard !macros.isEmpty else { return }
        classes.removeAll { $0.name.hasPrefix(Self.macroPrefix) }
        for index in classes.indices where !classes[index].macroUses.isEmpty {
            for use in classes[index].macroUses {
                guard let macro = macros.first(where: { $0.name == Self.macroClass(use) }) else { continue }
                for (member, value) in macro.answers where classes[index].answers[member] == nil {
                    classes[index].answers[member] = value
                }
                if classes[index].maskReads.isEmpty { classes[index].maskReads = macro.maskReads }
            }
        }
    }

    var classes: [DeclaredType] = []
    /// The modules other than the app's that the files belong to (package targets, pods).
    var modules: Set<String> = []
    var sites: [ShowSite] = []
    var windowRootHelpers: Set<String> = []
    /// Controllers added as children (`FileDeclarations.embedded`).
    var embedded: [String] = []
    /// Every `name = value` and `var name … = value` of the module, by property name.
    var assignments: [String: [ReturnedValue]] = [:]
    /// Static properties the code declares in an extension of UIInterfaceOrientationMask or UIInterfaceOrientation.
    var typeConstants: [String: [ReturnedValue]] = [:]
    var storedTypeConstants: Set<String> = []
    /// `FileDeclarations.writtenAround`, of every file.
    var writtenAround: Set<String> = []
    /// Static functions by name: the type (or protocol) that declares each and its declared return type.
    var factories: [String: [(owner: String, returns: String, made: (class: String, navigationRoot: String?)?)]] = [:]
    /// Methods that return a navigation controller around the object (`FileDeclarations.wrappers`), by name.
    var wrappers: [String: [Wrapper]] = [:]
    /// Stored and computed properties by class: the declared type, or the class the initial value makes.
    var properties: [String: [String: DeclaredProperty]] = [:]
    var appDelegateAnswer: [ReturnedValue]?
    var appDelegateReads: [String] = []
    var appDelegateReadReceivers: [String: String] = [:]
    var appDelegateTypeTests: [TypeTestedReturn] = []
    var appDelegateClass: String?
    /// Every class whose method answers the app delegate's mask, and the delegates `main` chooses by idiom.
    var answeringDelegates: Set<String> = []
    var delegateIdioms: [String: Idiom] = [:]
    var delegateAdaptors: Set<String> = []
    var sceneDelegates: Set<String> = []
    /// Where the code answers a container delegate's mask, by the kind of container.
    var containerDelegates: [ControllerKind: FileSource] = [:]
    /// Classes whose `prepare(for:sender:)` (`prepareForSegue:sender:`) sets a segue destination's
    /// `modalPresentationStyle`, and where.
    var segueStyles: [String: FileSource] = [:]
    /// The tables declared by their keys (`FactKey`), each merged from every file's.
    var tables = FactTables()
    var children: [String: ContainerChildren] = [:]
    var scenes: [String: StoryboardScene] = [:]
    var ambiguousScenes: Set<String> = []

    var superclasses: [String: String] = [:]
    /// Each declared class's superclass, by name, its chain of superclasses and its direct subclasses
    /// (`indexOwners` fills them).
    var superclassOf: [String: String] = [:]
    var ancestorsOf: [String: [String]] = [:]
    var subclassesOf: [String: [String]] = [:]
    /// The indices of each property's values by their owner ("" for none), for properties some value of which has
    /// an owner.
    var assignmentGroups: [String: [String: [Int]]] = [:]
    /// The types that declare each property name (with a type the reader sees).
    var propertyOwners: [String: Set<String>] = [:]
    /// Changes of each property, with whether their file announces mask changes, and the names their file calls
    /// (it announces them too when it calls one of `announcers`).
    var mutations: [String: [(mutation: Mutation, announced: Bool, calls: Set<String>)]] = [:]
    /// Methods that announce mask changes (`FileDeclarations.announcers`).
    var announcers: Set<String> = []
    /// Every name the module calls, and its `UIViewControllerRepresentable` types.
    var allCalls: Set<String> = []
    /// Names called in initializers, and at any other time (`FileDeclarations.callsWhileMade`).
    var callsWhileMade: Set<String> = []
    /// Types made only in code that runs before an iOS version (`FileDeclarations.madeOnlyBefore`), the latest.
    var madeOnlyBefore: [String: Int] = [:]
    var callsLater: Set<String> = []
    /// Objective-C's `[self name]` as `Class.name` (`FileDeclarations.selfCallsWhileMade`), and the names used
    /// otherwise later.
    var selfCallsWhileMade: Set<String> = []
    var selfCallsLater: Set<String> = []
    var otherCallsLater: Set<String> = []
    var callIdioms: [String: CallIdioms] = [:]
    var representables: [Representable] = []
    var rotations: [RawRotation] = []
    /// Calls that pass an orientation value or a parameter on, by the called function's base name.
    var argumentCalls: [String: [ArgumentCall]] = [:]
    var unseenShows: [FileSource] = []
    var swiftUIApp: (name: String, place: FileSource)? = nil
    var stringRawValues: [String: String] = [:]

    /// Extensions and categories folded into the class they extend, in path order: their answers and styles are
    /// the class's (a category's method replaces the class's own, as the Objective-C runtime does; a Swift extension
    /// cannot redeclare one). The class keeps its own file, line and superclass. An extension of a class the module
    /// does not declare (`UIAlertController`, `UIViewController`) stands for that class, as the runtime makes it:
    /// what it answers, every controller that inherits from it answers.
    mutating func foldExtensions() {
        var primary: [String: Int] = [:]
        var folded: [DeclaredType] = []
        for declared in classes {
            guard let index = primary[declared.name] else {
                primary[declared.name] = folded.count
                folded.append(declared)
                continue
            }
            var merged = folded[index]
            if merged.isExtension && !declared.isExtension {
                // The class itself after an extension of it: its place and its own answers.
                var own = declared
                for (member, value) in merged.answers where own.answers[member] == nil { own.answers[member] = value }
                own.misspelled += merged.misspelled
                if own.maskReads.isEmpty {
                    own.maskReads = merged.maskReads
                    own.maskReadReceivers = merged.maskReadReceivers
                }
                own.ownStyle = own.ownStyle ?? merged.ownStyle
                own.helperStyle = own.helperStyle ?? merged.helperStyle
                own.unreadOwnStyle = own.unreadOwnStyle ?? merged.unreadOwnStyle
                own.givenWhenShown += merged.givenWhenShown
                merged = own
            } else {
                for (member, value) in declared.answers { merged.answers[member] = value }
                merged.misspelled += declared.misspelled
                if !declared.maskReads.isEmpty {
                    merged.maskReads = declared.maskReads
                    merged.maskReadReceivers = declared.maskReadReceivers
                }
                if let style = declared.ownStyle, merged.ownStyle?.fixed != true || style.fixed {
                    merged.ownStyle = style
                }
                merged.unreadOwnStyle = merged.unreadOwnStyle ?? declared.unreadOwnStyle
                merged.helperStyle = merged.helperStyle ?? declared.helperStyle
                merged.superclass = merged.superclass ?? declared.superclass
                merged.givenWhenShown += declared.givenWhenShown
                merged.objcName = merged.objcName ?? declared.objcName
            }
            folded[index] = merged
        }
        classes = folded
    }

    /// Once every file is merged and extensions are folded: each class's superclasses and subclasses, the types
    /// that declare each property, the owners of values set through a receiver, and each property's values grouped
    /// by owner, so that a read asks only its own type's kin.
    mutating func indexOwners() {
        for declared in classes { if let parent = declared.superclass { superclassOf[declared.name] = parent } }
        for name in superclassOf.keys { ancestorsOf[name] = ancestorChain(of: name) }
        for (name, parent) in superclassOf { subclassesOf[parent, default: []].append(name) }
        for (owner, declared) in properties {
            for name in declared.keys { propertyOwners[name, default: []].insert(owner) }
        }
        resolveOwners()
        ownGlobals()
        // Each property's values grouped by owner ("" for none), by index.
        for (name, values) in assignments where values.contains(where: { $0.owner != nil }) {
            var groups: [String: [Int]] = [:]
            for (index, value) in values.enumerated() { groups[value.owner ?? "", default: []].append(index) }
            assignmentGroups[name] = groups
        }
    }

    /// A global the code assigns by its bare name inside a type (`lockPortrait = true` in a controller's method, with
    /// `var lockPortrait = false` at the top of a file) is the global, not the type's: where neither the type nor its
    /// kin declares a member of that name, the value has no owner.
    mutating func ownGlobals() {
        var globals: Set<String> = []
        var declaredIn: [String: Set<String>] = [:]
        for (name, values) in assignments {
            for value in values where value.isDeclaredValue {
                if let owner = value.owner {
                    declaredIn[name, default: []].insert(owner)
                } else if value.receiver == nil {
                    globals.insert(name)
                }
            }
        }
        var kinOf: [String: Set<String>] = [:]
        func isGlobal(_ value: ReturnedValue?, _ name: String) -> Bool {
            guard let value, let owner = value.owner, !value.isDeclaredValue else { return false }
            if kinOf[owner] == nil { kinOf[owner] = kin(of: owner) }
            return !kinOf[owner]!.contains { properties[$0]?[name] != nil || declaredIn[name]?.contains($0) == true }
        }
        for name in globals {
            if let values = assignments[name], values.contains(where: { isGlobal($0, name) }) {
                assignments[name] = values.map { value in
                    guard isGlobal(value, name) else { return value }
                    var global = value
                    global.owner = nil
                    return global
                }
            }
            if let changes = mutations[name], changes.contains(where: { isGlobal($0.mutation.value, name) }) {
                mutations[name] = changes.map { change in
                    guard isGlobal(change.mutation.value, name) else { return change }
                    var global = change
                    global.mutation.value?.owner = nil
                    return global
                }
            }
        }
    }

    /// The owners of the values whose target's receiver was a chain or a property (`self.project.header.x = …`),
    /// through the declared types of the module's properties.
    mutating func resolveOwners() {
        // The same receiver in the same type is asked once (`self.player` in each of a class's methods).
        var known: [String: String?] = [:]
        func owner(_ value: ReturnedValue?) -> String?? {
            guard let value, value.owner == nil, let receiver = value.receiver else { return nil }
            let key = receiver.text + "\u{0}" + (receiver.context ?? "")
            if let owner = known[key] { return owner }
            let owner = self.owner(of: receiver.text, in: receiver.context)
            known[key] = owner
            return owner
        }
        var owners: [(name: String, index: Int, owner: String?)] = []
        for (name, values) in assignments where values.contains(where: { $0.receiver != nil }) {
            for (index, value) in values.enumerated() {
                if let found = owner(value) { owners.append((name, index, found)) }
            }
        }
        for (name, index, found) in owners { assignments[name]![index].owner = found }
        owners.removeAll()
        for (name, changes) in mutations where changes.contains(where: { $0.mutation.value?.receiver != nil }) {
            for (index, change) in changes.enumerated() {
                if let found = owner(change.mutation.value) { owners.append((name, index, found)) }
            }
        }
        for (name, index, found) in owners { mutations[name]![index].mutation.value!.owner = found }
    }

    /// The type of a receiver as written in `context`'s code: `self` is `context`; `Type` and `Type.shared` are
    /// `Type`; a property (`project`, `self.project`) is its declared type, and each further part the declared type
    /// of that type's property (`self.project.header`: the type of `header` of `project`'s type). Nil where a part
    /// has no declared type the module gives.
    func owner(of receiver: String, in context: String?) -> String? {
        var text = Substring(receiver)
        text.removeAll { $0 == "?" || $0 == "!" }
        var parts = text.split(separator: ".").map(String.init)
        guard let first = parts.first else { return nil }
        var current: String?
        if first == "self" || first == "Self" {
            current = context
            parts.removeFirst()
        } else if first.first?.isUppercase == true {
            // `Type.shared.x`, `Project.scene`: from the type, through its properties (a singleton's accessor is
            // its type).
            current = first
            parts.removeFirst()
            if let accessor = parts.first,
                Self.isSingletonAccessor(accessor),
                property(accessor, of: first) == nil
            {
                parts.removeFirst()
            }
        } else {
            current = context
        }
        for part in parts {
            guard let type = current, let declared = property(part, of: type) else { return nil }
            current = SourceReader.DeclaredType.simpleName(declared.type)
        }
        return current
    }

    /// A property of `type` or of a superclass the module declares.
    func property(_ name: String, of type: String) -> DeclaredProperty? {
        for owner in [type] + ancestors(of: type) {
            if let found = properties[owner]?[name] { return found }
        }
        return nil
    }

    /// Objective-C code names a Swift class by its `@objc(Name)`: every such name in what shows what, in containers'
    /// children and in superclasses becomes the Swift class.
    mutating func resolveObjCNames() {
        var swiftName: [String: String] = [:]
        for declared in classes {
            if let objc = declared.objcName, objc != declared.name { swiftName[objc] = declared.name }
        }
        guard !swiftName.isEmpty else { return }
        func rename(_ name: String?) -> String? { name.map { swiftName[$0] ?? $0 } }
        for index in sites.indices {
            sites[index].shown = swiftName[sites[index].shown] ?? sites[index].shown
            sites[index].inClass = rename(sites[index].inClass)
            sites[index].shownFrom = rename(sites[index].shownFrom)
            sites[index].navigationRoot = rename(sites[index].navigationRoot)
        }
        for (owner, set) in children {
            var renamed = set
            renamed.names = set.names.map { swiftName[$0] ?? $0 }
            renamed.navigationRoots = set.navigationRoots.map(rename)
            children[owner] = nil
            children[swiftName[owner] ?? owner] = renamed
        }
        for index in classes.indices { classes[index].superclass = rename(classes[index].superclass) }
        superclasses = superclasses.mapValues { swiftName[$0] ?? $0 }
        for index in rotations.indices { rotations[index].inClass = rename(rotations[index].inClass) }
        // The class a property is made as (`_player = [[VLCPlayer alloc] init]` for a Swift `@objc(VLCPlayer)`).
        properties = properties.mapValues { byName in
            byName.mapValues { property in
                var renamed = property
                if property.made, let swift = swiftName[property.type] { renamed.type = swift }
                return renamed
            }
        }
    }

    /// The table of `files`' declarations, merged in order and then resolved across them (macros, parameters,
    /// callers' idioms, window helpers, Objective-C names, extensions, owners).
    init(merging files: [FileDeclarations]) {
        for declarations in files { merge(declarations) }
        expandMacros()
        passParameters()
        takeCallersIdioms()
        keepWindowHelperRoots()
        resolveObjCNames()
        foldExtensions()
        indexOwners()
    }

    mutating func merge(_ visitor: FileDeclarations) {
        rotations += visitor.rotations
        for call in visitor.argumentCalls { argumentCalls[call.callee, default: []].append(call) }
        unseenShows += visitor.unseenShows
        // A library's SwiftUI App (a package's example) is not the app's entry point: only the app's own module's.
        if visitor.module == nil { swiftUIApp = swiftUIApp ?? visitor.swiftUIApp }
        stringRawValues.merge(visitor.stringRawValues) { first, _ in first }
        delegateAdaptors.formUnion(visitor.delegateAdaptors)
        sceneDelegates.formUnion(visitor.sceneDelegates)
        announcers.formUnion(visitor.announcers)
        allCalls.formUnion(visitor.calls)
        madeOnlyBefore.merge(visitor.madeOnlyBefore, uniquingKeysWith: max)
        callsWhileMade.formUnion(visitor.callsWhileMade)
        callsLater.formUnion(visitor.callsLater)
        selfCallsWhileMade.formUnion(visitor.selfCallsWhileMade)
        selfCallsLater.formUnion(visitor.selfCallsLater)
        otherCallsLater.formUnion(visitor.otherCallsLater)
        for (name, idioms) in visitor.callIdioms { callIdioms[name, default: CallIdioms()].add(idioms) }
        representables += visitor.representables
        for (name, places) in visitor.mutations {
            mutations[name, default: []] += places.map { ($0, visitor.announces, visitor.calls) }
        }
        for (name, parent) in visitor.superclasses {
            // A storyboard names a scene's UIKit class (`<viewController customClass="Tip">`); the code's own
            // `@interface Tip : BaseViewController`, wherever it is merged, is the nearer superclass.
            if let known = superclasses[name],
                !(UIKitNames.controllers[known] != nil && UIKitNames.controllers[parent] == nil)
            {
                continue
            }
            superclasses[name] = parent
        }
        for (name, value) in visitor.children where children[name] == nil { children[name] = value }
        for (key, scene) in visitor.scenes {
            // An identifier alone (the code does not name the storyboard) that two storyboards use says no scene, unless
            // both give the same controller (an iPhone's and an iPad's main nib connecting the app delegate's
            // `navigationController` outlet to a navigation controller over the same class).
            if let known = scenes[key], known.file != scene.file {
                if known.shown != scene.shown || known.navigationRoot != scene.navigationRoot
                    || known.presentationStyle != scene.presentationStyle
                {
                    ambiguousScenes.insert(key)
                }
            } else {
                scenes[key] = scenes[key] ?? scene
            }
        }
        if let module = visitor.module {
            modules.insert(module)
            classes += visitor.classes.map { declared in
                var declared = declared
                declared.module = module
                return declared
            }
        } else {
            classes += visitor.classes
        }
        embedded += visitor.embedded
        sites += visitor.sites
        windowRootHelpers.formUnion(visitor.windowRootHelpers)
        for (name, values) in visitor.assignments { assignments[name, default: []] += values }
        for (name, values) in visitor.typeConstants where typeConstants[name] == nil { typeConstants[name] = values }
        storedTypeConstants.formUnion(visitor.storedTypeConstants)
        writtenAround.formUnion(visitor.writtenAround)
        for (name, owners) in visitor.factories { factories[name, default: []] += owners }
        for (name, found) in visitor.wrappers { wrappers[name, default: []] += found }
        for (owner, declared) in visitor.properties {
            // The class a property is made as wins over the type an `@property` declares it (another file).
            properties[owner, default: [:]].merge(declared) { first, second in
                second.made && !first.made ? second : first
            }
        }
        containerDelegates.merge(visitor.containerDelegates) { first, _ in first }
        segueStyles.merge(visitor.segueStyles) { first, _ in first }
        tables.merge(visitor.tables)
        if let answer = visitor.appDelegateAnswer {
            appDelegateAnswer = answer
            appDelegateReads = visitor.appDelegateReads
            appDelegateReadReceivers = visitor.appDelegateReadReceivers
            appDelegateTypeTests = visitor.appDelegateTypeTests
            appDelegateClass = visitor.appDelegateClass
            answeringDelegates.insert(visitor.appDelegateClass ?? "")
        }
        delegateIdioms.merge(visitor.delegateIdioms) { first, _ in first }
    }

    /// Whether the function `name` runs only while its object is made: initializers call it, and nothing else
    /// does (Objective-C: `[self name]` in an initializer, outside a block, and no other mention of the name).
    func onlyWhileMade(_ name: String?, inClass: String? = nil, takesArguments: Bool = false) -> Bool {
        guard let name else { return false }
        // An Objective-C class's own method that its initializer sends to itself, and that no later message to
        // itself or to another receiver names (another class's `[self setup]` is that class's own; Swift's calls
        // are kept by name alone).
        if let inClass, selfCallsWhileMade.contains(inClass + "." + name) {
            let sent = [name + (takesArguments ? ":" : "]"), name + ")", name]
            return !selfCallsLater.contains(inClass + "." + name) && !sent.contains(where: otherCallsLater.contains)
        }
        return callsWhileMade.contains(name) && !callsLater.contains(name)
    }

    /// The names of a type's shared instance (`Manager.shared`): a property read through one is the type's.
    static let singletonAccessors: Set<String> = [
        "shared", "sharedInstance", "current", "default", "instance", "main",
    ]

    /// Whether `name` is a shared instance's accessor: one of `singletonAccessors`, or `shared…`/`default…` with a
    /// type-like rest (Objective-C's `[LayoutManager sharedManager]`, `[Settings defaultSettings]`).
    static func isSingletonAccessor(_ name: String) -> Bool {
        if singletonAccessors.contains(name) { return true }
        for prefix in ["shared", "default"] where name.hasPrefix(prefix) {
            if name.dropFirst(prefix.count).first?.isUppercase == true { return true }
        }
        return false
    }

    /// The type a base names (`AppDelegate`, `Manager.shared`, `App.Manager`): its first part that is a type, or
    /// the module-qualified type's last part.
    static func ownerType(_ base: String) -> String? {
        var text = Substring(base)
        while text.last == "?" || text.last == "!" { text = text.dropLast() }
        let parts = text.split(separator: ".")
        guard let first = parts.first else { return nil }
        // `Module.Type.shared`: the last part that starts upper-case.
        let types = parts.filter { $0.first?.isUppercase == true }
        if parts.count > 1, types.count > 1 { return types.last.map(String.init) }
        return first.first?.isUppercase == true ? String(first) : nil
    }

    /// Whether `a` and `b` are one type, or one inherits from the other (a property of a superclass is the
    /// subclass's too).
    func related(_ a: String, _ b: String) -> Bool {
        if a == b { return true }
        return ancestors(of: a).contains(b) || ancestors(of: b).contains(a)
    }

    /// Whether a value given through a receiver the reader cannot type (`item.orientation = …` on a parameter)
    /// may be `owner`'s property: not where another type, outside `owner`'s kin, declares a property of that name
    /// (then the value is not attributed to either: the reader cannot see whose it is).
    func mayBe(_ value: ReturnedValue?, propertyOf owner: String, named name: String) -> Bool {
        guard let value, value.owner == nil, value.receiver != nil, let owners = propertyOwners[name] else {
            return true
        }
        return mayBe(value, kin: kin(of: owner), owners: owners)
    }

    func mayBe(_ value: ReturnedValue, kin: Set<String>, owners: Set<String>) -> Bool {
        value.owner != nil || value.receiver == nil || !owners.contains { !kin.contains($0) }
    }

    /// `name`, its superclasses and its subclasses (transitively, bounded): the types whose property a read of
    /// `name`'s own may be.
    func kin(of name: String) -> Set<String> {
        var result: Set<String> = [name]
        result.formUnion(ancestors(of: name))
        var queue = [name]
        while let next = queue.popLast(), result.count < 4_096 {
            for child in subclassesOf[next] ?? [] where result.insert(child).inserted { queue.append(child) }
        }
        return result
    }

    /// The superclasses of `name` the module declares, nearest first (bounded).
    func ancestors(of name: String) -> [String] {
        ancestorsOf[name] ?? ancestorChain(of: name)
    }

    func ancestorChain(of name: String) -> [String] {
        var result: [String] = []
        var current = name
        for _ in 0..<16 {
            guard let parent = superclassOf[current] ?? superclasses[current], !result.contains(parent) else { break }
            result.append(parent)
            current = parent
        }
        return result
    }

    /// Every value assigned to the property `name` of `owner` in the module: a value given to another type's
    /// property of the same name (a settings struct's `orientation`) is not one of them. A value whose owner the
    /// reader cannot tell, or a read whose owner it cannot tell, may be any owner's.
    func propertyValues(_ name: String, bool: Bool, orientation: Bool, depth: Int, owner: String? = nil)
        -> Evaluator.Evaluation
    {
        var assigned = assignments[name] ?? []
        if let owner, assignmentGroups[name] != nil || propertyOwners[name] != nil {
            // The values with no owner, and those of the owner's kin, in the order the code gives them; not a value
            // given through a receiver the reader cannot type where another type declares the name.
            let kin = kin(of: owner)
            if let groups = assignmentGroups[name] {
                let indices = groups.filter { $0.key.isEmpty || kin.contains($0.key) }.values.joined().sorted()
                assigned = indices.map { assigned[$0] }
            }
            if let owners = propertyOwners[name] { assigned = assigned.filter { mayBe($0, kin: kin, owners: owners) } }
        }
        // A declared value every object of its class replaces in straight-line code while it is made, before UIKit
        // first reads its mask (`settlesDeclaredValue`), is no value UIKit sees.
        let settled = Set(assigned.filter(\.settlesDeclaredValue).compactMap(\.owner))
        if !settled.isEmpty {
            assigned.removeAll { $0.isDeclaredValue && $0.owner.map(settled.contains) == true }
        }
        // Objective-C's implicit 0 is a value only of a property that nothing gives a value while it is made or at
        // launch, and that the code does give values later.
        if assigned.contains(where: \.isImplicitZero) {
            let given = assigned.filter { !$0.isImplicitZero }
            if given.isEmpty || given.contains(where: \.replacesDeclaredValue) { assigned = given }
        }
        guard !assigned.isEmpty else {
            return .unknown("\(name) is not assigned a value the reader can see")
        }
        return Evaluator.values(of: assigned, bool: bool, orientation: orientation, symbols: self, depth: depth) {
            item in
            "\(name) is assigned \(InputText.excerpt(item.expression.text)) at \(item.file):\(item.line), which the reader cannot evaluate"
        }
    }
}

extension SymbolTable {
    /// Whether the code makes `name` only where it runs before iOS 16 or earlier (`if (@available(iOS 16.0, *)) { … }
    /// else { [[Old alloc] init]; }`): what its methods do runs only there too.
    func madeOnlyBeforeIOS16(_ name: String?) -> Bool {
        guard let version = name.flatMap(madeOnlyBefore(named:)) else { return false }
        return version <= 16
    }

    /// Whether a rotation runs only before iOS 16, where UIDevice's setter still works: in the `else` of `if
    /// #available(iOS 16…, *)`, in a class made only there, or (a setter) in a function every call of which is made
    /// only there (a helper that branch calls).
    func runsOnlyBeforeIOS16(_ raw: RawRotation) -> Bool {
        raw.onlyBeforeIOS16 || madeOnlyBeforeIOS16(raw.inClass)
            || raw.kind == .setDeviceOrientation
                && raw.functionName.flatMap { callIdioms[$0]?.onlyBeforeIOS16 } == true
    }

    /// The iOS version before which alone the code makes `name`, where no other code makes or names it.
    func madeOnlyBefore(named name: String) -> Int? { allCalls.contains(name) ? nil : madeOnlyBefore[name] }
}

extension SymbolTable {
    /// Whether `condition` reads (or negates) a Bool property of `owner`'s own (`allowRotation`, `self.allowRotation`)
    /// that only the module's code writes (`ReturnedValue.onlyCodeWrites`, declared by `owner` or its kin): every
    /// value it has is one the reader reads, so a value none of them gives is no world of the app.
    func onlyCodeWrites(_ condition: ValueExpr, owner: String?) -> Bool {
        var read = condition
        if case let .not(inner, _) = read { read = inner }
        switch read {
        case let .reference(name), let .member("self"?, name, _): return onlyCodeWrites(named: name, owner: owner)
        default: return false
        }
    }

    /// Whether `owner`'s property `name` (declared by `owner` or its kin) is one only the module's code writes.
    func onlyCodeWrites(named name: String, owner: String?) -> Bool {
        guard let owner, !writtenAround.contains(name), let declared = assignments[name]?.filter(\.isDeclaredValue),
            !declared.isEmpty
        else {
            return false
        }
        let kin = kin(of: owner)
        let own = declared.filter { $0.owner.map(kin.contains) == true }
        return !own.isEmpty && own.allSatisfy(\.onlyCodeWrites)
    }

    /// Whether `mutation`'s function runs only while its object is made (`onlyWhileMade(_:inClass:takesArguments:)`).
    func onlyWhileMade(_ mutation: Mutation) -> Bool {
        onlyWhileMade(mutation.functionName, inClass: mutation.inClass, takesArguments: mutation.takesArguments)
    }
}
