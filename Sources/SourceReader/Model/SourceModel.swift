import OrientationResolver
import OrientationWire

/// What the Swift code of a target says about orientation.
public struct SourceModel: Sendable {
    public var classes: [String: ControllerClass] = [:]
    public var sites: [ShowSite] = []
    /// `application(_:supportedInterfaceOrientationsFor:)` of the app delegate.
    public var appDelegateMask: CodeValue?
    /// The one idiom `main` makes the answering delegate class the app's delegate on (`isPad ? PadDelegate.class :
    /// PhoneDelegate.class`), and the class it chooses on the other idiom, which answers no mask.
    public var appDelegateOnlyOn: (idiom: Idiom, other: String?)? = nil
    /// The state the app delegate's mask returns as it is (`return AppDelegate.orientationLock`), if it does.
    public var appDelegateMaskReads: StateRead? = nil
    /// Every name the app delegate's mask method reads (`if screenSet == .portraitOnly { … }` reads `screenSet`).
    public var appDelegateReadNames: Set<String> = []
    /// Every change the code makes of the state the app delegate's mask reads is made as a controller appears or
    /// disappears: a value one controller's appearance gives holds while it is on screen.
    public var appMaskSetByScreens = false
    /// The app delegate's mask as the app starts, where the state it reads has one declared value (a flag's NO).
    public var appMaskAtStart: Int? = nil
    /// The masks it answers only while the controller on screen is of a class (`if presented is X { return … }`),
    /// each with that test, and the mask it answers otherwise (its other returns).
    public var appDelegateTypeTests: [(type: String, tested: String, value: CodeValue)] = []
    public var appDelegateOtherwise: CodeValue?
    /// A container delegate's mask the code answers (`navigationControllerSupportedInterfaceOrientations`,
    /// `tabBarControllerSupportedInterfaceOrientations`), by the kind of container, where first.
    public var containerDelegates: [ControllerKind: FileSource] = [:]
    /// Classes that give the container holding them a delegate (`SymbolTable.delegatesOwnContainer`).
    public var delegatesOwnContainer: Set<String> = []
    /// Container classes whose own code gives them children the reader does not read (`SymbolTable.childrenUnread`).
    public var childrenUnread: Set<String> = []
    /// Held in `delegatesOwnContainer` where the code gives the window's root container a delegate.
    static let windowRootMark = "@windowRoot"
    /// A container class's children as its code sets them (`viewControllers = [A(), B()]`,
    /// `setViewControllers([…], animated:)`), with the line.
    public var children: [String: ContainerChildren] = [:]
    /// A property an orientation mask reads (a controller's or the app delegate's), changed by the code in a file that
    /// never calls setNeedsUpdateOfSupportedInterfaceOrientations(): the property, whose mask, and the change.
    public var unannouncedChanges: [MaskChange] = []
    /// The target links code the reader does not read (`Coverage.notFollowed`): what the read code does not do, that
    /// code may.
    public var codeLeftUnread = false
    /// A Flutter app's orientation requests in its Dart code, read beside the iOS project (`HostedLocks`).
    public var hostedLocks: [HostedLock] = []
    /// The `UIViewControllerRepresentable` types the code uses (calls by name), with the controllers they make.
    var representables: [Representable] = []
    /// A geometry request made in the function that makes such a change, after it: UIKit answers it against the mask
    /// it last read (`AppCheck` resolves it so).
    public var staleRequests: [(change: MaskChange, request: RotationCall)] = []
    /// The rotations the code asks for, each with the class that asks.
    public var rotations: [RotationCall] = []
    /// UIDevice setters given an enum case itself (`UIInterfaceOrientation.portrait`), as written, where they run
    /// before iOS 16 (`device-orientation-setter-not-number`).
    public var boxedSetters: [(value: String, place: FileSource)] = []
    /// Presentations and pushes of a controller the reader cannot see made: not checked (one note counts them).
    public var unseenShows: [FileSource] = []
    /// The pushes each class makes, in the order of `sites` (an index of them).
    public var pushes: [String: [ShowSite]] = [:]
    /// The scene delegates the Info.plist names for the main window, and for other windows (external displays): the
    /// window's root is taken from the first, never from the second when another root is set.
    public var mainSceneDelegates: [String] = []
    public var otherSceneDelegates: [String] = []

    /// The main window's root: set by a main scene delegate, else the first root not set by another role's delegate,
    /// else the first root.
    public var mainRoot: ShowSite? { mainRoot(on: nil) }

    /// The same among the roots the code sets on `idiom` or on every idiom (nil: any root).
    public func mainRoot(on idiom: Idiom?) -> ShowSite? {
        // Roots the code sets on each idiom replace a storyboard's or a nib's initial controller (the code sets the
        // window's root after the main interface is loaded): Mastodon's placeholder storyboard root, say.
        let byIdiom = sites.filter { $0.kind == .root && $0.checked && $0.interfaceFile == nil && $0.idiom != nil }
        if Set(byIdiom.compactMap(\.idiom)).count == 2 {
            return byIdiom.first { idiom == nil || $0.idiom == idiom }
        }
        let roots = sites.filter {
            $0.kind == .root && $0.unseenNavigationRoot == nil && $0.replacedBy == nil
                && (idiom == nil || $0.idiom == nil || $0.idiom == idiom)
        }
        return roots.first { $0.inClass.map(mainSceneDelegates.contains) == true }
            ?? roots.first { $0.inClass.map { !otherSceneDelegates.contains($0) } ?? true }
            ?? roots.first
    }
    public var notes: [Finding] = []
    /// Controllers' views added to the app's window (`FileDeclarations.windowSubviews`), and whether any file gives
    /// something a root (`setsSomeRoot`) or the settings give the window one (a storyboard, scenes).
    public var windowSubviews: [WindowSubview] = []
    public var rootsSetOn: Set<Idiom> = []
    /// The types the files read declare and no live code names (`Mentions.dead`): dead code, shown by no state of the
    /// app. Empty for a model not read from files, or where a file was not read.
    public var deadTypes: Set<String> = []
    /// Whether `deadTypes` was worked out (the files read hold the app's start, every one was read): then a declared
    /// type not in it is named by live code.
    public var deadTypesKnown = false
    /// Types the code makes only where it runs before an iOS version (`if #available(iOS 14, *) {} else { let root =
    /// Host(…) }`), with that version, and made nowhere else in code: dead where the app ships from that version
    /// on (`SourceModel.take(_:)`).
    public var madeOnlyBefore: [String: Int] = [:]

    /// Whether `name` is a declared type that no live code names.
    public func isNamedNowhere(_ name: String) -> Bool { deadTypes.contains(name) }

    public var filesRead = 0
    /// The modules read, in the order of their first file, and how many files of each.
    public var modulesRead: [String] = []
    public var filesByModule: [String: Int] = [:]
    /// The app's entry point when it is a SwiftUI `App` (`@main struct Name: App`): its name and place. SwiftUI's
    /// life cycle is scene-based whatever the Info.plist says.
    public var swiftUIApp: (name: String, place: FileSource)? = nil
    /// A SwiftUI App's scene delegates that nothing in the code can connect: it installs no app delegate (no
    /// `@UIApplicationDelegateAdaptor`) whose scene configuration could name one. Only the Info.plist's scene manifest
    /// still can (`take(_:)`).
    public var unconnectedSceneDelegates: Set<String> = []
    /// Classes shown where orientd checks nothing (an external display's root): not "unreachable".
    public var shownElsewhere: Set<String> = []
    /// Children the code embeds in a controller of its own (`addChild(playerViewController)`, the property's
    /// class): (container, child). UIKit asks only the controller it shows, never such a child.
    public var embeddedChildren: [(container: String, child: String)] = []
    /// The places that give the app's window a root the reader cannot see (a storyboard scene in no storyboard read,
    /// a property it cannot follow), dropped from `sites` with a note (`resolveScenes`).
    public var uncheckedRoots: [FileSource] = []
    /// The `String` enums' raw values by `Type.case` (`FileDeclarations.stringRawValues`), for storyboard names and
    /// scene identifiers written `Type.case.rawValue`.
    var stringRawValues: [String: String] = [:]

    public init() {}

    /// Roots on a screen that does not follow the device's orientation (an external display's window, or what an
    /// external display's scene delegate sets) are no launch of the app: each is a note, and its classes are shown
    /// elsewhere, not "unreachable".
    public mutating func setAsideExternalRoots(where isExternal: (ShowSite) -> Bool) {
        sites.removeAll { site in
            guard site.kind == .root, isExternal(site) else { return false }
            shownElsewhere.insert(site.shown)
            if let root = site.navigationRoot { shownElsewhere.insert(root) }
            let whose =
                site.inClass.map {
                    otherSceneDelegates.contains($0)
                        ? "the root \($0) sets, a scene delegate the Info.plist gives a role other than the application's (an external display)"
                        : nil
                } ?? nil
            notes.append(
                Finding(
                    file: site.file, line: site.line,
                    message:
                        "\(site.shown) is \(whose ?? "the root of a window on an external screen"): that screen does not follow the device's orientation, so this root is not checked"
                ))
            return true
        }
    }

    /// Controllers added as children (`addChild(x)`) are shown inside their parent, never alone: they, and their
    /// subclasses (a property's declared type is often a base class of the app's), are shown elsewhere, not
    /// "unreachable". A property declared as a UIKit class tells nothing.
    mutating func resolveEmbedded(_ symbols: SymbolTable) {
        var names: Set<String> = []
        for entry in symbols.embedded {
            // `Container>Child`: a child of a class made where the container adds it (besides `Child` alone).
            let pair = entry.split(separator: ">", maxSplits: 1).map(String.init)
            if pair.count == 2 {
                embeddedChildren.append((pair[0], pair[1]))
                continue
            }
            let parts = entry.split(separator: ".", maxSplits: 1).map(String.init)
            if parts.count == 2, let declared = symbols.properties[parts[0]]?[parts[1]] {
                // An array or dictionary's brackets and punctuation aside, as before; a module's name no longer
                // runs into the type's (`App.Player` was read as `AppPlayer`).
                let name = DeclaredType.simpleName(
                    declared.type.filter { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "<" || $0 == "." })
                // A UIKit base class (`UIViewController *mainViewController`) names no class of the app: every
                // controller would be taken as embedded.
                if UIKitNames.controllers[name] == nil {
                    names.insert(name)
                    embeddedChildren.append((parts[0], name))
                }
            } else if entry.hasPrefix(Self.scenePrefix) {
                // A storyboard scene embedded the same way (`[parent addChildViewController:vc]`, `vc` instantiated
                // from a storyboard): its class, and its stack's root.
                if let scene = symbols.scenes[String(entry.dropFirst(Self.scenePrefix.count))] {
                    shownElsewhere.insert(scene.shown)
                    if let root = scene.navigationRoot { shownElsewhere.insert(root) }
                }
            } else if parts.count == 1 {
                names.insert(entry)
            }
        }
        guard !names.isEmpty else { return }
        for name in classes.keys {
            var current: String? = name
            var steps = 0
            while let here = current, steps < 16 {
                if names.contains(here) {
                    shownElsewhere.insert(name)
                    break
                }
                current = classes[here]?.superclass.map { String($0.split(separator: ".").last ?? "") }
                steps += 1
            }
        }
    }

    /// Roots set on a window of its own (`alertWindow.rootViewController = …`) are not the app's roots: each is a
    /// note, and what they show is shown elsewhere (checked as presented over the app's root), not "unreachable".
    mutating func setAsideSecondaryRoots() {
        sites.removeAll { site in
            guard site.kind == .root, let window = site.secondaryWindow else { return false }
            shownElsewhere.insert(site.shown)
            notes.append(
                Finding(
                    file: site.file, line: site.line,
                    message:
                        "\(site.shown) is the root of \(window), a window of its own rather than the app's main window, so it is not taken as the app's root"
                ))
            return true
        }
    }

    /// Keeps the roots storyboards and xibs give only for the main interface files the Info.plist names (UIKit
    /// loads no other into the window by itself). The roots dropped are one note, at the first: most are storyboards
    /// the code instantiates, checked where it does, so a note each was noise.
    /// `idiom` gives the one device a main file is loaded on (`UIMainStoryboardFile~ipad`), which its root keeps.
    public mutating func keepInterfaceRoots(
        of mainInterfaceFiles: [String], idiom: (String) -> Idiom? = { _ in nil }
    ) {
        let main = Set(mainInterfaceFiles.map(StoryboardReader.interfaceName))
        var idioms: [String: Idiom] = [:]
        for file in mainInterfaceFiles { idioms[StoryboardReader.interfaceName(file)] = idiom(file) }
        for index in sites.indices where sites[index].kind == .root {
            if let file = sites[index].interfaceFile, let only = idioms[file] { sites[index].idiom = only }
        }
        let loads =
            main.isEmpty
            ? "names no main storyboard or nib" : "loads \(main.sorted().joined(separator: ", ")) into the main window"
        var dropped: [ShowSite] = []
        sites.removeAll { site in
            guard site.kind == .root, let file = site.interfaceFile, !main.contains(file) else { return false }
            dropped.append(site)
            return true
        }
        guard let first = dropped.first else { return }
        let files = dropped.compactMap(\.interfaceFile).sorted()
        let named = files.prefix(3).joined(separator: ", ") + (files.count > 3 ? ", …" : "")
        notes.append(
            Finding(
                file: first.file, line: first.line,
                message: dropped.count == 1
                    ? "\(first.shown), the initial controller of \(named), is not taken as a window root: the Info.plist \(loads); where a storyboard reference or the code instantiates it, it is checked there"
                    : "the initial controllers of \(dropped.count) storyboards and nibs (\(named)) are not taken as window roots: the Info.plist \(loads); where a storyboard reference or the code instantiates one, it is checked there"
            ))
    }

    /// A scene key with each part written `Type.case.rawValue` (a storyboard's name, a scene's identifier) given the
    /// raw value of that case of a `String` enum of the code; a part it does not know stays as written.
    func rawValued(_ key: String) -> String {
        guard key.contains(".rawValue") else { return key }
        var prefix = ""
        var rest = Substring(key)
        if rest.hasPrefix("@initial:") {
            prefix = "@initial:"
            rest = rest.dropFirst(prefix.count)
        }
        return prefix
            + rest.split(separator: "/", omittingEmptySubsequences: false).map { part in
                guard part.hasSuffix(".rawValue") else { return String(part) }
                return stringRawValues[String(part.dropLast(".rawValue".count))] ?? String(part)
            }.joined(separator: "/")
    }

    /// A name that stands for a storyboard scene (a storyboard reference's placeholder, or an instantiation the code
    /// makes without a cast): `@scene:KEY`.
    static let scenePrefix = "@scene:"

    /// Completes what storyboard scenes give: a site that instantiates a scene takes its class (when no cast gave
    /// it), its stack root and its presentation style; a storyboard reference, as a shown class, a stack root or a
    /// tab, becomes the scene it names. A scene no storyboard read names is a note, and what stood for it is dropped.
    public mutating func resolveScenes(_ scenes: [String: StoryboardScene], ambiguous: Set<String> = []) {
        let scenes = scenes.filter { !ambiguous.contains($0.key) }
        func key(_ name: String?) -> String? {
            name.flatMap {
                $0.hasPrefix(Self.scenePrefix) ? rawValued(String($0.dropFirst(Self.scenePrefix.count))) : nil
            }
        }
        func describe(_ key: String) -> String {
            if key.hasPrefix("@initial:") {
                return "the initial controller of \(key.dropFirst("@initial:".count)).storyboard"
            }
            if let slash = key.firstIndex(of: "/") {
                return "the scene \"\(key[key.index(after: slash)...])\" of \(key[..<slash]).storyboard"
            }
            return "the storyboard scene \"\(key)\""
        }
        /// Why a placeholder stays unseen.
        func unseen(_ key: String) -> String {
            if key.hasPrefix("@outlet:") {
                return
                    "\(key.dropFirst("@outlet:".count)) is neither made where the reader can see it nor connected by a nib's outlet"
            }
            if ambiguous.contains(key) {
                return "\(describe(key)) is in several storyboards and the code does not say which"
            }
            return "\(describe(key)) is in no storyboard read"
        }
        sites = sites.compactMap { site in
            var site = site
            if let placeholder = key(site.shown) ?? site.scene.map(rawValued) {
                guard let scene = scenes[placeholder] else {
                    if key(site.shown) != nil {
                        notes.append(
                            Finding(
                                file: site.file, line: site.line,
                                message:
                                    "\(unseen(placeholder)), so this \(site.kind == .root ? "root" : site.kind.rawValue) is not checked"
                            ))
                        if site.kind == .root, !site.external, site.secondaryWindow == nil {
                            uncheckedRoots.append(FileSource(file: site.file, line: site.line))
                        }
                        return nil
                    }
                    return site
                }
                if key(site.shown) != nil { site.shown = scene.shown }
                site.navigationRoot = site.navigationRoot ?? scene.navigationRoot
                if site.kind == .present { site.presentationStyle = site.presentationStyle ?? scene.presentationStyle }
            }
            if let placeholder = key(site.navigationRoot) {
                site.navigationRoot = scenes[placeholder]?.shown
                if site.navigationRoot == nil { site.unseenNavigationRoot = describe(placeholder) }
            }
            return site
        }
        for (owner, set) in children {
            var resolved = ContainerChildren(names: [], file: set.file, line: set.line)
            for (index, name) in set.names.enumerated() {
                var root = index < set.navigationRoots.count ? set.navigationRoots[index] : nil
                var child = name
                if let placeholder = key(name) {
                    guard let scene = scenes[placeholder] else {
                        notes.append(
                            Finding(
                                file: set.file, line: set.line,
                                message:
                                    "a child of \(owner), \(describe(placeholder)), is in no storyboard read, so it is left out"
                            ))
                        continue
                    }
                    child = scene.shown
                    root = root ?? scene.navigationRoot
                }
                if let placeholder = key(root) { root = scenes[placeholder]?.shown }
                resolved.names.append(child)
                resolved.navigationRoots.append(root)
            }
            children[owner] = resolved
        }
    }

    /// Makes each `show(_:sender:)` (`ShowSite.adaptive`) sent by a controller on no navigation stack a presentation,
    /// as UIKit's `show` does where the controller's `navigationController` is nil: the class that sends it (and every
    /// subclass) is shown only as a root, a presentation or a container's child with no stack, never as a stack's root
    /// or a push. Where the reader does not see the class shown at all, the push stays a push (onto nothing).
    mutating func presentAdaptiveShows() {
        guard sites.contains(where: \.adaptive) else { return }
        // The classes on a stack: the roots of stacks the code, a storyboard or a container gives, what a navigation
        // controller class holds, and what is pushed from a class on a stack (or by a plain push).
        var onStack = Set(sites.compactMap(\.navigationRoot))
        var shownOff: Set<String> = []
        for site in sites where site.kind != .push && site.navigationRoot == nil && site.unseenNavigationRoot == nil {
            if uikitBase(of: site.shown) != "UINavigationController" { shownOff.insert(site.shown) }
        }
        for (owner, held) in children {
            onStack.formUnion(held.navigationRoots.compactMap { $0 })
            if uikitBase(of: owner) == "UINavigationController" {
                onStack.formUnion(held.names)
            } else {
                for (index, name) in held.names.enumerated()
                where index >= held.navigationRoots.count || held.navigationRoots[index] == nil {
                    if uikitBase(of: name) != "UINavigationController" { shownOff.insert(name) }
                }
            }
        }
        var grew = true
        while grew {
            let before = onStack.count
            for site in sites where site.kind == .push && (!site.adaptive || site.inClass.map(onStack.contains) == true)
            {
                onStack.insert(site.shown)
            }
            grew = onStack.count != before
        }
        /// The class or one of its superclasses is `name`.
        func descends(_ type: String, from name: String) -> Bool { nearest(type) { $0 == name ? true : nil } ?? false }
        for index in sites.indices where sites[index].adaptive && sites[index].kind == .push {
            guard let sender = sites[index].inClass, shownOff.contains(sender),
                !onStack.contains(where: { descends($0, from: sender) })
            else { continue }
            sites[index].kind = .present
        }
    }

    /// Builds `pushes` from `sites`.
    public mutating func indexPushes() {
        pushes = [:]
        // A push onto the window's root (`[(UINavigationController *)self.window.rootViewController
        // pushViewController:x …]` in the app delegate) is onto the stack of each root the code sets, whichever class
        // sends it.
        let roots = sites.filter { $0.kind == .root && $0.checked && !$0.external }.map {
            $0.navigationRoot ?? $0.shown
        }
        for site in sites where site.kind == .push {
            if site.fromWindowRoot, !roots.isEmpty {
                for root in Set(roots) where root != site.inClass { pushes[root, default: []].append(site) }
            } else if let owner = site.inClass {
                pushes[owner, default: []].append(site)
            }
        }
    }

    /// Classes whose chain reaches a UIKit view controller class, by simple name.
    public func isController(_ name: String, depth: Int = 0) -> Bool {
        if UIKitNames.controllers[name] != nil { return true }
        guard depth < 32, let parent = classes[name]?.superclass else { return false }
        return isController(parent, depth: depth + 1)
    }

    /// UIKit's controllers that a declared type names as they are (a value declared `UIViewController` or
    /// `UINavigationController` is most often a subclass).
    static let declarableUIKit: Set<String> = ["UIAlertController", "UIHostingController", "AVPlayerViewController"]

    /// Gives each presentation whose class is pending (`ShowSite.pending`) the class its declared type names: a
    /// controller class of the module that no class of the module subclasses, or a UIKit controller in
    /// `declarableUIKit`. The others are left out of the sites and returned, as presentations not checked.
    mutating func resolveDeclared(_ symbols: SymbolTable, module: String) -> [FileSource] {
        /// `PlayerViewController?`, `PlayerViewController!`, `UIHostingController<Root>`, `PlayerViewController *`,
        /// and `Module.PlayerViewController` for this module; nil for a type nested in another or of another module
        /// (`Settings.ViewController`, `PlayerKit.PlayerViewController`), which the model's simple names cannot tell
        /// apart.
        func plain(_ type: String) -> String? {
            let parts = DeclaredType.parts(type)
            if parts.count == 2,
                parts[0] == module || symbols.modules.contains(String(parts[0])) || parts[0] == "UIKit"
                    || parts[0] == "AVKit" || parts[0] == "SwiftUI"
            {
                return String(parts[1])
            }
            return parts.count == 1 ? String(parts[0]) : nil
        }
        var subclassed: Set<String> = []
        for declared in symbols.classes {
            if let parent = declared.superclass ?? symbols.superclasses[declared.name] {
                // `App.PlayerViewController` and a type of another module alike: the simple name is subclassed.
                subclassed.insert(plain(parent) ?? DeclaredType.simpleName(parent))
            }
        }
        // A navigation controller's stack is what the code that makes it puts there, which the reader does not see:
        // an empty stack would claim a nil-child crash, so such a presentation stays unchecked. A subclass of an
        // alert is an alert (its presentations are not checked either way).
        func named(_ type: String) -> String? {
            guard let name = plain(type) else { return nil }
            if name == "UIAlertController" { return name }
            if subclassed.contains(name) { return nil }
            if Self.declarableUIKit.contains(name) { return name }
            return classes[name] != nil && isController(name) && uikitBase(of: name) != "UINavigationController"
                ? name : nil
        }
        func resolve(_ pending: PendingClass) -> (name: String, words: String)? {
            switch pending {
            case let .type(type):
                return named(type).map { ($0, "declared as \($0)") }
            case let .factory(type, method):
                // The type's own static function (or a superclass's), else a protocol extension's that returns Self.
                let candidates = symbols.factories[method] ?? []
                if let found = nearest(type, { owner in candidates.first { $0.owner == owner } }) {
                    let returns = plain(found.returns)
                    return named(returns == "Self" ? type : found.returns).map {
                        ($0, "what \(type).\(method) returns")
                    }
                }
                // A protocol's extension (read as a type of its own, not a controller).
                let fromProtocols = candidates.filter { !isController($0.owner) && plain($0.returns) == "Self" }
                guard fromProtocols.count == 1 else { return nil }
                return named(type).map { ($0, "what \(type).\(method) returns") }
            case let .property(owner, name):
                return property(name, of: owner)
            case let .member(receiver, name, context):
                guard let owner = symbols.owner(of: receiver, in: context) else { return nil }
                return property(name, of: owner)
            case .wrapping, .returned:
                return nil
            }
        }
        // A property of `owner` (or a superclass): its declared type, or the class its initial value makes; through
        // a getter that returns another property, that one's.
        func property(_ name: String, of owner: String) -> (name: String, words: String)? {
            guard
                let (holder, found) = nearest(
                    owner, { holder in symbols.properties[holder]?[name].map { (holder, $0) } })
            else { return nil }
            var property = found, shown = name
            if let alias = found.alias, let aliased = symbols.properties[holder]?[alias] {
                property = aliased
                shown = alias
            }
            return named(property.type).map {
                ($0, property.made ? "made where \(holder).\(shown) is declared" : "declared as \($0)")
            }
        }
        var unseen: [FileSource] = []
        var kept: [ShowSite] = []
        for var site in sites {
            if resolveWrapping(&site, symbols) {
                kept.append(site)
                continue
            }
            if let root = site.pendingNavigationRoot, let found = resolve(root) {
                site.navigationRoot = found.name
                site.unseenNavigationRoot = nil
            }
            site.pendingNavigationRoot = nil
            guard let pending = site.pending else { kept.append(site); continue }
            site.pending = nil
            if case let .returned(receiver, method, context) = pending,
                let owner = symbols.owner(of: receiver, in: context),
                let made = nearest(owner, { holder in symbols.factories[method]?.first { $0.owner == holder }?.made })
            {
                site.shown = made.class
                site.navigationRoot = site.navigationRoot ?? made.navigationRoot
                kept.append(site)
                continue
            }
            // A root that a nib's outlet may connect: the outlet's scene, where a nib read connects one, wins.
            let outlet = site.kind == .root && site.shown.hasPrefix(Self.scenePrefix + "@outlet:")
            if outlet, symbols.scenes[String(site.shown.dropFirst(Self.scenePrefix.count))] != nil {
                kept.append(site)
            } else if let found = resolve(pending) {
                site.shown = found.name
                site.declaredAs = found.words
                kept.append(site)
            } else if site.kind == .root, case let .member(_, name, _) = pending {
                // A root the reader cannot follow: as one a nib's outlet may give (its note says it is not seen).
                site.shown = Self.scenePrefix + "@outlet:" + name
                kept.append(site)
            } else if outlet {
                kept.append(site)
            } else {
                unseen.append(FileSource(file: site.file, line: site.line))
            }
        }
        sites = kept
        return unseen
    }

    /// `X(…).withNavigationController()` (`PendingClass.wrapping`): the navigation controller that method of X (or
    /// of a superclass, or of UIViewController's extension) makes around X, with X its stack's root and the style
    /// the method gives it where the presenting code gives none. False where it is not such a site or no such
    /// method is found.
    func resolveWrapping(_ site: inout ShowSite, _ symbols: SymbolTable) -> Bool {
        guard case let .wrapping(root, method)? = site.pending,
            let found = nearest(
                root, symbols: symbols, { owner in symbols.wrappers[method]?.first { $0.owner == owner } }),
            found.container == "UINavigationController"
                || (classes[found.container] != nil && uikitBase(of: found.container) == "UINavigationController")
        else { return false }
        site.shown = found.container
        site.navigationRoot = root
        site.presentationStyle = site.presentationStyle ?? found.style
        site.containerDelegated = site.containerDelegated || found.delegated
        site.pending = nil
        return true
    }

    /// What `find` gives for `name`, else for its nearest superclass that gives something (at most 32 classes up the
    /// chain the module declares; with `symbols`, also through a superclass only an `@interface` names).
    func nearest<T>(_ name: String, symbols: SymbolTable? = nil, _ find: (String) -> T?) -> T? {
        var current: String? = name
        for _ in 0..<32 {
            guard let here = current else { return nil }
            if let found = find(here) { return found }
            current = classes[here]?.superclass ?? symbols?.superclasses[here]
        }
        return nil
    }

    /// The answer a class gives, or the nearest superclass of the module that gives it.
    ///
    /// A category on UIViewController (`@implementation UIViewController (Rotation)`) replaces UIViewController's
    /// own method. So a plain UINavigationController answers with it too: UIKit's falls back to `super` where no
    /// delegate answers (decompiled UIKit). And a class that inherits its `preferredInterfaceOrientationForPresentation`
    /// does not override it: UIKit asks the preferred orientation only of a class whose method differs from
    /// UIViewController's (`doesOverridePreferredInterfaceOrientationForPresentation`, uikit-reference §3.6), and
    /// UIViewController's is now the category's.
    func answer(_ name: String, _ member: KeyPath<ControllerClass, CodeValue?>) -> CodeValue? {
        var holder: String?
        let found = nearest(name) { candidate -> CodeValue? in
            let value = classes[candidate]?[keyPath: member]
            if value != nil { holder = candidate }
            return value
        }
        let category = "UIViewController"
        if found != nil, holder == category, name != category {
            return member == \ControllerClass.preferredInterfaceOrientationForPresentation ? nil : found
        }
        if found == nil, member != \ControllerClass.preferredInterfaceOrientationForPresentation,
            uikitBase(of: name) == "UINavigationController"
        {
            return classes[category]?[keyPath: member]
        }
        return found
    }

    /// The UIKit class at the bottom of the chain, if any.
    public func uikitBase(of name: String, depth: Int = 0) -> String? {
        if UIKitNames.controllers[name] != nil { return name }
        guard depth < 32, let parent = classes[name]?.superclass else { return nil }
        return uikitBase(of: parent, depth: depth + 1)
    }
}

/// A controller's view added to the app's window (`[self.window addSubview:nav.view]`), not made its root: where,
/// and the idiom whose branch holds it (nil: every idiom).
public struct WindowSubview: Sendable, Equatable {
    public var source: FileSource
    public var idiom: Idiom?
}
