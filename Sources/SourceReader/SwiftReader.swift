import Dispatch
import OrientationResolver
import OrientationWire
import SwiftParser
import SwiftSyntax

/// A value the code gives for an orientation answer, with the file and line that decide it.
public struct CodeValue: Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        /// One value, exactly (a literal).
        case exact(Int)
        /// One of these (branches of literals, or every value a property is assigned in the target): `inferred`.
        case oneOf([Int])
        /// A container that asks a child (`selectedViewController?.supportedInterfaceOrientations ?? .portrait`); the
        /// fallback answers when the child is nil.
        case forwarding(child: String, fallback: Int?)
        /// Something the reader cannot evaluate (a call, a computation): said, never guessed.
        case unknown(String)
    }

    public var kind: Kind
    public var file: String
    public var line: Int
    /// For `oneOf`, the idiom each value is given on (nil: on either), where the code chooses by idiom
    /// (`userInterfaceIdiom == .phone ? .portrait : .all`, or a return inside `if` on the idiom); empty when no value
    /// is tied to one.
    public var idioms: [Idiom?] = []

    public init(kind: Kind, file: String, line: Int, idioms: [Idiom?] = []) {
        self.kind = kind
        self.file = file
        self.line = line
        self.idioms = idioms
    }

    /// Whether some value is given on one idiom alone.
    public var byIdiom: Bool { idioms.contains { $0 != nil } }

    /// The values possible on `idiom` (for `oneOf`; every value when none is tied to an idiom, or when the code gives
    /// none on that idiom that the reader could see).
    public func values(on idiom: Idiom?) -> [Int] {
        guard case let .oneOf(values) = kind else { return [] }
        guard let idiom, byIdiom else { return values }
        let there = zip(values, idioms).filter { $0.1 == nil || $0.1 == idiom }.map(\.0)
        return there.isEmpty ? values : there
    }
}

/// One controller class of the code.
public struct ControllerClass: Sendable {
    /// As UIKit prints it: Swift classes module-qualified.
    public var name: String
    public var simpleName: String
    public var superclass: String?
    public var file: String
    public var line: Int
    public var supportedInterfaceOrientations: CodeValue?
    public var shouldAutorotate: CodeValue?
    public var preferredInterfaceOrientationForPresentation: CodeValue?
    /// Objective-C's `shouldAutorotateToInterfaceOrientation:` (which UIKit calls only before iOS 6): the mask of the
    /// orientations it answers YES for.
    public var shouldAutorotateToInterfaceOrientation: CodeValue? = nil
    /// The `modalPresentationStyle` the class gives itself (in its initializer, or by overriding the property): a
    /// presentation that sets none uses it. Its line is `presentationStyleLine`, in `file`.
    public var presentationStyle: String? = nil
    public var presentationStyleLine: Int? = nil
    /// The style comes from an override of the property's getter: whatever the presenting code assigns is ignored.
    public var presentationStyleFixed = false
    /// The style the class gives itself when the reader cannot evaluate it, as written (`presentationStyleLine`):
    /// a presentation that sets none is not checked.
    public var presentationStyleUnread: String? = nil
}

/// A place the code shows a controller: the window's root, a presentation, or a push onto the navigation stack of
/// the class that pushes (`pushViewController(_:animated:)`, a storyboard `show` segue).
/// A container's children as the code, a storyboard or a xib sets them, in order.
public struct ContainerChildren: Sendable {
    public var names: [String]
    /// Each child's stack root, where the child is a navigation controller whose root the storyboard or xib gives
    /// (a tab's navigation controller is a plain UINavigationController there, told apart by its root alone).
    public var navigationRoots: [String?]
    public var file: String
    public var line: Int

    init(names: [String], navigationRoots: [String?] = [], file: String, line: Int) {
        self.names = names
        self.navigationRoots = navigationRoots
        self.file = file
        self.line = line
    }
}

public struct ShowSite: Sendable {
    public enum Kind: String, Sendable, Equatable { case root, present, push }
    public var kind: Kind
    /// The class shown (simple name as written).
    public var shown: String
    /// The class whose code does it.
    public var inClass: String?
    /// `modalPresentationStyle` set on the value in the same function (nil: not set, UIKit's automatic).
    public var presentationStyle: String?
    /// `UINavigationController(rootViewController: X())`: the stack's root.
    public var navigationRoot: String?
    /// A stack's root the code gives but the reader cannot see made (`rootViewController: vc` with `vc` from
    /// elsewhere), as written: the site is not checked, rather than checked with an empty stack.
    public var unseenNavigationRoot: String?
    public var file: String
    public var line: Int
    /// For a root a storyboard or xib gives (its initial controller, its window's outlet): the file's name without
    /// folder, extension or ~ipad/~iphone, as the Info.plist names the main interface. Nil for a root the code sets.
    public var interfaceFile: String? = nil
    /// The storyboard scene the code instantiates (`instantiateViewController(withIdentifier: "id")`, an initial
    /// controller `@initial:Name`), whose stack root and presentation style complete the site.
    public var scene: String? = nil
    /// A root set on a window named for an external screen (`_externalWindow`): it does not follow the device.
    public var external = false
    /// The idiom the code sets this root on, or presents this controller on (`if UIDevice.current.userInterfaceIdiom
    /// == .pad { … } else { … }`, `if (IS_IPHONE)`): the site is checked on that idiom alone.
    public var idiom: Idiom? = nil
    /// The styles a presentation's `modalPresentationStyle` can be when the code chooses (`isPad ? .formSheet :
    /// .fullScreen`, directly or through a local or a computed property): each with the idiom it is for, if the
    /// choice is by idiom. Nil when the style is one literal (`presentationStyle`) or not set.
    public var presentationStyles: [StyleOption]? = nil
    /// A style the code sets but the reader cannot evaluate, as written: the presentation is not checked (its note
    /// says so), rather than checked as automatic.
    public var unreadStyle: String? = nil
    /// Where the class comes from when the reader does not see the controller made: the type the code declares the
    /// value as (a local's or a property's type, a cast, a parameter), or the type a static factory returns
    /// ("declared as PlayerViewController"). The class may then be a subclass the module does not declare, so the
    /// scenarios are inferred.
    public var declaredAs: String? = nil
    /// Until every file is read: what names the class (`declaredAs`), resolved by `SourceModel.resolveDeclared`.
    var pending: PendingClass? = nil

    /// Whether the scenarios check the site: its stack root and its style are known.
    public var checked: Bool { unseenNavigationRoot == nil && unreadStyle == nil }
}

/// A property as its class declares it: its type as written, or the class its initial value makes (`made`).
struct DeclaredProperty: Sendable {
    var type: String
    var made: Bool
}

/// What names the class of a presented value the reader does not see made, resolved once every file is read.
enum PendingClass: Sendable {
    /// A type as the code writes it: a local's or a parameter's annotation, a cast (`as! T`, `as? T`), an
    /// Objective-C local's `T *x`.
    case type(String)
    /// `T.method(…)`: a static factory, whose declared return type names the class (`Self`: T).
    case factory(type: String, method: String)
    /// A property of the presenting class (or a superclass): its declared type, or the class its initial value makes.
    case property(owner: String, name: String)
}

/// One style a presentation can have, on one idiom or (nil) on any.
public struct StyleOption: Sendable, Equatable {
    public var idiom: Idiom?
    public var style: String

    public init(idiom: Idiom?, style: String) {
        self.idiom = idiom
        self.style = style
    }
}

/// Whether `text` holds "pad", "phone" or "idiom" in any case, from its bytes.
func mayNameIdiom(_ text: String) -> Bool {
    var last: (UInt8, UInt8, UInt8, UInt8) = (0, 0, 0, 0)
    for byte in text.utf8 {
        let lower = byte >= 65 && byte <= 90 ? byte + 32 : byte
        last = (last.1, last.2, last.3, lower)
        // "pad", "hone" (phone), "diom" (idiom), by their last bytes.
        if (last.1, last.2, last.3) == (112, 97, 100) || last == (104, 111, 110, 101) || last == (100, 105, 111, 109) { return true }
    }
    return false
}

/// The idiom a condition tests: `userInterfaceIdiom == .pad` (or `!= .phone`), `UI_USER_INTERFACE_IDIOM() ==
/// UIUserInterfaceIdiomPad`, a flag named for the idiom alone (`IS_IPAD`, `isPad`, `DeviceType.isIPhone`, negated with
/// `!` or compared with false); nil for any other condition, for one that holds on both idioms (`isPad || forceTablet`)
/// and for a negated group (`!(isPad && wide)`). A flag whose name only begins with the idiom (`isPadLayoutEnabled`)
/// says nothing about the device. `elseIdiom`: the idiom the `else` runs
/// on alone, the other one; nil after a conjunction (`isPad && wide`, `if isPad, wide`), which does not promise it.
func idiomTested(by condition: String) -> (idiom: Idiom, elseIdiom: Idiom?)? {
    // Most conditions name no idiom: one that holds neither "pad", "phone" nor "idiom" (in any case) is not looked at
    // further (every ternary the reader reads asks).
    guard mayNameIdiom(condition) else { return nil }
    // Without spaces: the Objective-C reader joins a condition's tokens with them (`| |`, `! IS_IPAD`).
    let compact = condition.lowercased().filter { !$0.isWhitespace }
    // A disjunction holds on both idioms; a negated group (`!(isPad && x)`, `!(idiom == .pad)`) is not read.
    guard !compact.contains("||"), !compact.contains("|"), !compact.contains("!(") else { return nil }
    var pad = false, phone = false, negated = false
    if compact.contains("idiom") {
        // `.pad`/`.phone`, or UIUserInterfaceIdiomPad/Phone, compared with == or !=.
        pad = compact.contains(".pad") || compact.contains("idiompad")
        phone = compact.contains(".phone") || compact.contains("idiomphone")
        negated = compact.contains("!=")
    } else {
        // A flag named for the idiom alone (`IS_IPAD` and `isIPad` are both "isipad" without underscores), negated by
        // a `!` before its chain (`!DeviceType.isPad`) or compared with false/NO.
        let characters = Array(compact)
        var index = 0
        var flags = 0
        while index < characters.count {
            guard characters[index].isLetter || characters[index].isNumber || characters[index] == "_" else { index += 1; continue }
            let start = index
            while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "_" { index += 1 }
            let word = String(characters[start..<index]).filter { $0 != "_" }
            guard word == "ispad" || word == "isipad" || word == "isphone" || word == "isiphone" else { continue }
            flags += 1
            if word.hasSuffix("pad") { pad = true } else { phone = true }
            // The start of the chain the flag ends (`devicetype.ispad`), and what comes after it.
            var chainStart = start
            while chainStart > 0, characters[chainStart - 1].isLetter || characters[chainStart - 1].isNumber
                    || characters[chainStart - 1] == "_" || characters[chainStart - 1] == "." || characters[chainStart - 1] == "?" { chainStart -= 1 }
            let before = chainStart > 0 && characters[chainStart - 1] == "!"
            let after = String(characters[index...])
            let comparedFalse = after.hasPrefix("==false") || after.hasPrefix("==no") || after.hasPrefix("!=true") || after.hasPrefix("!=yes")
            negated = before != comparedFalse
        }
        // Two flags (`isPad && !isIPhone`) are not read.
        guard flags <= 1 else { return nil }
    }
    guard pad != phone else { return nil }
    let conjunction = compact.contains("&&") || compact.contains("&") || compact.contains(",")
    let idiom: Idiom = (pad != negated) ? .pad : .phone
    return (idiom, conjunction ? nil : idiom.other)
}

/// A storyboard scene the code or another storyboard can instantiate: by its `storyboardIdentifier`, or as its
/// storyboard's initial controller (key `@initial:Name`).
public struct StoryboardScene: Sendable {
    public var shown: String
    public var navigationRoot: String?
    /// The `modalPresentationStyle` the scene's controller is given in the storyboard.
    public var presentationStyle: String?
    public var file: String
    public var line: Int
}

/// A rotation the code asks for (semantics §8), in the class that asks: `requestGeometryUpdate(.iOS(interfaceOrientations:))`,
/// `UIDevice.current.setValue(…, forKey: "orientation")`, `setNeedsUpdateOfSupportedInterfaceOrientations()` or
/// `attemptRotationToDeviceOrientation()`.
/// A change of a property an orientation mask reads, not announced to UIKit (mask-change-not-announced).
public struct MaskChange: Sendable {
    public var property: String
    /// Whose mask reads it, as printed: a controller class, or the app delegate's method.
    public var owner: String
    /// The controller class (as the model keys it) whose supportedInterfaceOrientations reads it; nil for the app
    /// delegate's mask.
    public var ownerClass: String?
    public var change: FileSource
    /// The value assigned there, evaluated as a mask.
    public var value: CodeValue?
}

public struct RotationCall: Sendable {
    public enum Kind: String, Sendable {
        case requestGeometryUpdate, setDeviceOrientation, updateSupportedOrientations
    }
    public var kind: Kind
    /// The requested mask (requestGeometryUpdate) or the orientation passed to the setter; nil for the update calls.
    public var value: CodeValue?
    /// The setter's argument is a UIInterfaceOrientation constant (UIKit reads it by value as a device orientation).
    public var interfaceConstant = false
    public var inClass: String?
    public var file: String
    public var line: Int
    /// The method as the code calls it (`attemptRotationToDeviceOrientation`, `setNeedsUpdateOf…`, …).
    public var called = ""
    /// The lines of the function (or Objective-C method) that makes a geometry request.
    public var function: ClosedRange<Int>? = nil
}

/// Something the reader could not see, at its line: an `info` finding, `unparsed-source` for a file SwiftParser
/// could not read whole, else `code-not-read` (docs/rules.md).
public struct SourceNote: Sendable, Equatable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var rule: String

    public init(file: String, line: Int, message: String, rule: String = "code-not-read") {
        self.file = file
        self.line = line
        self.message = message
        self.rule = rule
    }

    public var description: String { "\(file):\(line): \(message) [\(rule)]" }
}

/// What the Swift code of a target says about orientation.
public struct SourceModel: Sendable {
    public var classes: [String: ControllerClass] = [:]
    public var sites: [ShowSite] = []
    /// `application(_:supportedInterfaceOrientationsFor:)` of the app delegate.
    public var appDelegateMask: CodeValue?
    /// A container class's children as its code sets them (`viewControllers = [A(), B()]`,
    /// `setViewControllers([…], animated:)`), with the line.
    public var children: [String: ContainerChildren] = [:]
    /// A property an orientation mask reads (a controller's or the app delegate's), changed by the code in a file that
    /// never calls setNeedsUpdateOfSupportedInterfaceOrientations(): the property, whose mask, and the change.
    public var unannouncedChanges: [MaskChange] = []
    /// A geometry request made in the function that makes such a change, after it: UIKit answers it against the mask
    /// it last read (`AppCheck` resolves it so).
    public var staleRequests: [(change: MaskChange, request: RotationCall)] = []
    /// The rotations the code asks for, each with the class that asks.
    public var rotations: [RotationCall] = []
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
        let roots = sites.filter { $0.kind == .root && $0.unseenNavigationRoot == nil && (idiom == nil || $0.idiom == nil || $0.idiom == idiom) }
        return roots.first { $0.inClass.map(mainSceneDelegates.contains) == true }
            ?? roots.first { $0.inClass.map { !otherSceneDelegates.contains($0) } ?? true }
            ?? roots.first
    }
    public var notes: [SourceNote] = []
    public var filesRead = 0
    /// The app's entry point when it is a SwiftUI `App` (`@main struct Name: App`): its name and place. SwiftUI's
    /// life cycle is scene-based whatever the Info.plist says.
    public var swiftUIApp: (name: String, place: FileSource)? = nil
    /// Classes shown where orientd checks nothing (an external display's root): not "unreachable".
    public var shownElsewhere: Set<String> = []

    public init() {}

    /// Roots on a screen that does not follow the device's orientation (an external display's window, or what an
    /// external display's scene delegate sets) are no launch of the app: each is a note, and its classes are shown
    /// elsewhere, not "unreachable".
    public mutating func setAsideExternalRoots(where isExternal: (ShowSite) -> Bool) {
        sites.removeAll { site in
            guard site.kind == .root, isExternal(site) else { return false }
            shownElsewhere.insert(site.shown)
            if let root = site.navigationRoot { shownElsewhere.insert(root) }
            let whose = site.inClass.map { otherSceneDelegates.contains($0) ? "the root \($0) sets, a scene delegate the Info.plist gives a role other than the application's (an external display)" : nil } ?? nil
            notes.append(SourceNote(file: site.file, line: site.line,
                                    message: "\(site.shown) is \(whose ?? "the root of a window on an external screen"): that screen does not follow the device's orientation, so this root is not checked"))
            return true
        }
    }

    /// Keeps the roots storyboards and xibs give only for the main interface files the Info.plist names (UIKit
    /// loads no other into the window by itself); each root dropped is a note at its line.
    public mutating func keepInterfaceRoots(of mainInterfaceFiles: [String]) {
        let main = Set(mainInterfaceFiles.map(StoryboardReader.interfaceName))
        let loads = main.isEmpty ? "names no main storyboard or nib" : "loads \(main.sorted().joined(separator: ", ")) into the main window"
        sites.removeAll { site in
            guard site.kind == .root, let file = site.interfaceFile, !main.contains(file) else { return false }
            notes.append(SourceNote(file: site.file, line: site.line,
                                    message: "\(site.shown), the initial controller of \(file), is not taken as a window root: the Info.plist \(loads); where a storyboard reference or the code instantiates it, it is checked there"))
            return true
        }
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
            name.flatMap { $0.hasPrefix(Self.scenePrefix) ? String($0.dropFirst(Self.scenePrefix.count)) : nil }
        }
        func describe(_ key: String) -> String {
            if key.hasPrefix("@initial:") { return "the initial controller of \(key.dropFirst("@initial:".count)).storyboard" }
            if let slash = key.firstIndex(of: "/") { return "the scene \"\(key[key.index(after: slash)...])\" of \(key[..<slash]).storyboard" }
            return "the storyboard scene \"\(key)\""
        }
        /// Why a placeholder stays unseen.
        func unseen(_ key: String) -> String {
            if key.hasPrefix("@outlet:") { return "\(key.dropFirst("@outlet:".count)) is neither made where the reader can see it nor connected by a nib's outlet" }
            if ambiguous.contains(key) { return "\(describe(key)) is in several storyboards and the code does not say which" }
            return "\(describe(key)) is in no storyboard read"
        }
        sites = sites.compactMap { site in
            var site = site
            if let placeholder = key(site.shown) ?? site.scene {
                guard let scene = scenes[placeholder] else {
                    if key(site.shown) != nil {
                        notes.append(SourceNote(file: site.file, line: site.line, message: "\(unseen(placeholder)), so this \(site.kind == .root ? "root" : site.kind.rawValue) is not checked"))
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
                        notes.append(SourceNote(file: set.file, line: set.line, message: "a child of \(owner), \(describe(placeholder)), is in no storyboard read, so it is left out"))
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

    /// Builds `pushes` from `sites`.
    public mutating func indexPushes() {
        pushes = [:]
        for site in sites where site.kind == .push {
            if let owner = site.inClass { pushes[owner, default: []].append(site) }
        }
    }

    /// Classes whose chain reaches a UIKit view controller class, by simple name.
    public func isController(_ name: String, depth: Int = 0) -> Bool {
        if SwiftReader.uikitControllers[name] != nil { return true }
        guard depth < 32, let parent = classes[name]?.superclass else { return false }
        return isController(parent, depth: depth + 1)
    }

    /// UIKit's controllers that a declared type names as they are (a value declared `UIViewController` or
    /// `UINavigationController` is most often a subclass).
    static let declarableUIKit: Set<String> = ["UIAlertController", "UIHostingController", "AVPlayerViewController"]

    /// Gives each presentation whose class is pending (`ShowSite.pending`) the class its declared type names: a
    /// controller class of the module that no class of the module subclasses, or a UIKit controller in
    /// `declarableUIKit`. The others are left out of the sites and returned, as presentations not checked.
    mutating func resolveDeclared(_ collector: Collector, module: String) -> [FileSource] {
        /// `PlayerViewController?`, `PlayerViewController!`, `UIHostingController<Root>`, `PlayerViewController *`,
        /// and `Module.PlayerViewController` for this module; nil for a type nested in another or of another module
        /// (`Settings.ViewController`, `PlayerKit.PlayerViewController`), which the model's simple names cannot tell
        /// apart.
        func plain(_ type: String) -> String? {
            var text = type.filter { !$0.isWhitespace && $0 != "?" && $0 != "!" && $0 != "*" }
            if let generic = text.firstIndex(of: "<") { text = String(text[..<generic]) }
            let parts = text.split(separator: ".")
            if parts.count == 2, parts[0] == module || parts[0] == "UIKit" || parts[0] == "AVKit" || parts[0] == "SwiftUI" { return String(parts[1]) }
            return parts.count == 1 ? text : nil
        }
        var subclassed: Set<String> = []
        for declared in collector.classes {
            if let parent = declared.superclass ?? collector.superclasses[declared.name] {
                // `App.PlayerViewController` and a type of another module alike: the simple name is subclassed.
                subclassed.insert(plain(parent) ?? String(parent.split(separator: ".").last ?? ""))
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
            return classes[name] != nil && isController(name) && uikitBase(of: name) != "UINavigationController" ? name : nil
        }
        func resolve(_ pending: PendingClass) -> (name: String, words: String)? {
            switch pending {
            case let .type(type):
                return named(type).map { ($0, "declared as \($0)") }
            case let .factory(type, method):
                // The type's own static function (or a superclass's), else a protocol extension's that returns Self.
                var owner: String? = type
                var depth = 0
                let candidates = collector.factories[method] ?? []
                while let current = owner, depth < 32 {
                    if let found = candidates.first(where: { $0.owner == current }) {
                        let returns = plain(found.returns)
                        return named(returns == "Self" ? type : found.returns).map { ($0, "what \(type).\(method) returns") }
                    }
                    owner = classes[current]?.superclass
                    depth += 1
                }
                // A protocol's extension (read as a type of its own, not a controller).
                let fromProtocols = candidates.filter { !isController($0.owner) && plain($0.returns) == "Self" }
                guard fromProtocols.count == 1 else { return nil }
                return named(type).map { ($0, "what \(type).\(method) returns") }
            case let .property(owner, name):
                var current: String? = owner
                var depth = 0
                while let holder = current, depth < 32 {
                    if let property = collector.properties[holder]?[name] {
                        return named(property.type).map { ($0, property.made ? "made where \(holder).\(name) is declared" : "declared as \($0)") }
                    }
                    current = classes[holder]?.superclass
                    depth += 1
                }
                return nil
            }
        }
        var unseen: [FileSource] = []
        var kept: [ShowSite] = []
        for var site in sites {
            guard let pending = site.pending else { kept.append(site); continue }
            site.pending = nil
            if let found = resolve(pending) {
                site.shown = found.name
                site.declaredAs = found.words
                kept.append(site)
            } else {
                unseen.append(FileSource(file: site.file, line: site.line))
            }
        }
        sites = kept
        return unseen
    }

    /// The UIKit class at the bottom of the chain, if any.
    public func uikitBase(of name: String, depth: Int = 0) -> String? {
        if SwiftReader.uikitControllers[name] != nil { return name }
        guard depth < 32, let parent = classes[name]?.superclass else { return nil }
        return uikitBase(of: parent, depth: depth + 1)
    }
}

/// Where each line of a file starts, from its UTF-8 bytes (LF, CR LF and CR end a line, as in swift-syntax), for the
/// line of a node: a scan of the bytes, where `SourceLocationConverter` walks every token of the tree again (it was
/// 6% of the whole reading).
public struct LineStarts: Sendable {
    private var starts: [Int] = [0]

    public init(_ text: String) {
        var text = text
        var starts = [0]
        text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x0A {
                    starts.append(index + 1)
                } else if byte == 0x0D {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
                    starts.append(index + 1)
                }
                index += 1
            }
        }
        self.starts = starts
    }

    /// The 1-based line of a UTF-8 offset.
    public func line(at offset: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= offset { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The line a node starts on, after its leading trivia (as `startLocation(converter:)` gives it).
    public func line(of node: some SyntaxProtocol) -> Int { line(at: node.positionAfterSkippingLeadingTrivia.utf8Offset) }
    /// The line of the node's last character (before its trailing trivia).
    public func line(ofEnd node: some SyntaxProtocol) -> Int {
        line(at: max(node.positionAfterSkippingLeadingTrivia.utf8Offset, node.endPositionBeforeTrailingTrivia.utf8Offset - 1))
    }
}

extension SyntaxProtocol {
    /// The node's text as written, without its leading and trailing trivia: what `trimmedDescription` gives, read
    /// from the node's bytes instead of from a trimmed copy of its tree, which cost about 40,000 instructions a node
    /// (the reader asks it of every assignment's value). Checked against `trimmedDescription` on every node of the
    /// fixtures (SourceReaderTests).
    public var sourceText: String {
        // Where the parser inserted a missing token the two disagree on the trivia before it: that rare case (a
        // file that does not parse) keeps the trimmed copy.
        if hasError { return trimmedDescription }
        let bytes = syntaxTextBytes
        let leading = leadingTriviaLength.utf8Length, trailing = trailingTriviaLength.utf8Length
        guard leading + trailing <= bytes.count else { return trimmedDescription }
        return String(decoding: bytes[leading..<(bytes.count - trailing)], as: UTF8.self)
    }
}

/// Reads Swift sources with swift-syntax (SwiftParser). No regular expressions: every fact comes from the tree.
public enum SwiftReader {
    /// The UIKit (and SwiftUI, AVKit) controller classes a chain may end in, with the scenario kind each is.
    static let uikitControllers: [String: String] = [
        "UIViewController": "viewController", "UITableViewController": "viewController",
        "UICollectionViewController": "viewController", "UIPageViewController": "viewController",
        "UISplitViewController": "viewController", "UIHostingController": "viewController",
        "AVPlayerViewController": "viewController", "UIAlertController": "viewController",
        "UINavigationController": "navigationController", "UITabBarController": "tabBarController",
    ]

    static let maskNames: [String: Int] = [
        "portrait": UIInterfaceOrientationMask.portrait, "portraitUpsideDown": UIInterfaceOrientationMask.portraitUpsideDown,
        "landscapeLeft": UIInterfaceOrientationMask.landscapeLeft, "landscapeRight": UIInterfaceOrientationMask.landscapeRight,
        "landscape": UIInterfaceOrientationMask.landscape, "all": UIInterfaceOrientationMask.all,
        "allButUpsideDown": UIInterfaceOrientationMask.allButUpsideDown,
    ]

    /// Values nested deeper than this are not read (`ValueExpr`, the Objective-C reader's `value`): evaluation stops
    /// at this depth too.
    static let maxValueDepth = 8

    static let orientationNames: [String: Int] = [
        "portrait": UIInterfaceOrientation.portrait, "portraitUpsideDown": UIInterfaceOrientation.portraitUpsideDown,
        "landscapeLeft": UIInterfaceOrientation.landscapeLeft, "landscapeRight": UIInterfaceOrientation.landscapeRight,
        "unknown": UIInterfaceOrientation.unknown,
    ]

    /// Reads the files (path, text) of one module.
    /// `filtering: false` walks every code block, where `BodyFilter` skips those that hold nothing the reader looks
    /// for: the tests compare the two.
    public static func read(_ files: [(path: String, text: String)], module: String, filtering: Bool = true) -> SourceModel {
        read(count: files.count, module: module, filtering: filtering) { index in .text(files[index].text, path: files[index].path) }
    }

    /// A file as `load` gives it: its text, or why it is not read.
    public enum Loaded: Sendable {
        case text(String, path: String)
        case skipped(SourceNote?)
    }

    /// Reads `count` files that `load` gives by index: each is loaded, parsed and walked concurrently (one task per
    /// file, as many threads as cores), and merged in index order, so the model does not depend on the schedule.
    /// Notes of files not read come first, in that order.
    public static func read(count: Int, module: String, filtering: Bool = true, load: @Sendable (Int) -> Loaded) -> SourceModel {
        var model = SourceModel()
        var collector = Collector()
        let slots = UnsafeMutableBufferPointer<(declarations: FileDeclarations?, skipped: SourceNote?)>.allocate(capacity: count)
        slots.initialize(repeating: (nil, nil))
        defer { slots.deinitialize(); slots.deallocate() }
        nonisolated(unsafe) let shared = slots
        DispatchQueue.concurrentPerform(iterations: count) { index in
            switch load(index) {
            case let .text(text, path): shared[index] = (parse(path: path, text: text, filtering: filtering), nil)
            case let .skipped(note): shared[index] = (nil, note)
            }
        }
        model.notes = slots.compactMap(\.skipped)
        for case let declarations? in slots.map(\.declarations) {
            if let note = declarations.unparsed { model.notes.append(note) }
            collector.merge(declarations)
            model.filesRead += 1
        }
        collector.resolveObjCNames()
        collector.foldExtensions()
        // Classes and their answers, values evaluated against every assignment in the module.
        for declared in collector.classes {
            // Objective-C classes print unqualified; Swift classes with their module, or by their `@objc(Name)`; an
            // extension of a class the code read does not declare (UIKit's) by that class's own name.
            let printed = declared.objcName ?? (module.isEmpty || declared.isObjectiveC || declared.isExtension ? declared.name : "\(module).\(declared.name)")
            var controller = ControllerClass(name: printed, simpleName: declared.name,
                                              superclass: declared.superclass ?? collector.superclasses[declared.name],
                                              file: declared.file, line: declared.line)
            for (member, expressions) in declared.answers {
                let value = evaluate(expressions, member: member, collector: collector)
                switch member {
                case "supportedInterfaceOrientations": controller.supportedInterfaceOrientations = value
                case "shouldAutorotate": controller.shouldAutorotate = value
                case "preferredInterfaceOrientationForPresentation": controller.preferredInterfaceOrientationForPresentation = value
                case ObjCReader.legacySelector: controller.shouldAutorotateToInterfaceOrientation = value
                default: break
                }
            }
            if let own = declared.ownStyle {
                controller.presentationStyle = own.style
                controller.presentationStyleLine = own.line
                controller.presentationStyleFixed = own.fixed
            } else if let unread = declared.unreadOwnStyle {
                controller.presentationStyleUnread = unread.text
                controller.presentationStyleLine = unread.line
                model.notes.append(SourceNote(file: declared.file, line: unread.line,
                                              message: "\(declared.name) gives itself the modalPresentationStyle \(unread.text), which the reader cannot evaluate, so a presentation of it that sets no style is not checked"))
            }
            model.classes[declared.name] = controller
        }
        if let delegate = collector.appDelegateAnswer {
            model.appDelegateMask = evaluate(delegate, member: "supportedInterfaceOrientations", collector: collector)
        }
        model.sites = collector.sites
        // Presentations of a value the reader does not see made, by the type the code declares it as.
        let undeclared = model.resolveDeclared(collector, module: module)
        model.children = collector.children
        model.resolveScenes(collector.scenes, ambiguous: collector.ambiguousScenes)
        model.setAsideExternalRoots { $0.external }
        // An alert (UIAlertController or a subclass) is presented the way UIKit presents alerts, which orientd does
        // not model (it is not automatic, a sheet): such presentations are not checked, and one note counts them.
        var alerts: [Int] = []
        for index in model.sites.indices where model.sites[index].kind == .present && model.sites[index].presentationStyle == nil
            && model.sites[index].presentationStyles == nil && model.uikitBase(of: model.sites[index].shown) == "UIAlertController" {
            model.sites[index].unreadStyle = "UIAlertController's own"
            alerts.append(index)
        }
        if let first = alerts.first {
            model.notes.append(SourceNote(file: model.sites[first].file, line: model.sites[first].line,
                                          message: "\(alerts.count) presentation\(alerts.count == 1 ? "" : "s") of an alert (UIAlertController) \(alerts.count == 1 ? "is" : "are") not checked: UIKit presents an alert in a way of its own, which orientd does not model; the first is here"))
        }
        for site in model.sites where site.unreadStyle != "UIAlertController's own" {
            if let unseen = site.unseenNavigationRoot {
                model.notes.append(SourceNote(file: site.file, line: site.line,
                                              message: "\(site.shown)'s stack starts with \(unseen), which the reader cannot see made, so this \(site.kind == .root ? "root" : site.kind.rawValue) is not checked"))
            }
            if let style = site.unreadStyle {
                model.notes.append(SourceNote(file: site.file, line: site.line,
                                              message: "\(site.shown) is presented with modalPresentationStyle \(style), which the reader cannot evaluate, so this presentation is not checked"))
            }
        }
        // Presentations and pushes of a controller the reader cannot see made: not checked, and said once.
        model.unseenShows = (collector.unseenShows + undeclared).sorted { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) }
        model.swiftUIApp = collector.swiftUIApp
        if let first = model.unseenShows.first {
            let count = model.unseenShows.count
            model.notes.append(SourceNote(file: first.file, line: first.line ?? 0,
                                          message: "\(count) presentation\(count == 1 ? "" : "s") or push\(count == 1 ? "" : "es") show\(count == 1 ? "s" : "") a controller the reader cannot see made (a parameter, a property set elsewhere, a factory's result), so \(count == 1 ? "it is" : "they are") not checked; the first is here"))
        }
        model.indexPushes()
        // The rotations the code asks for, their values evaluated as answers are.
        for raw in collector.rotations {
            var call = RotationCall(kind: raw.kind, interfaceConstant: raw.interfaceConstant, inClass: raw.inClass, file: raw.file, line: raw.line,
                                    called: raw.called, function: raw.function)
            if let device = raw.device {
                call.value = CodeValue(kind: .exact(device), file: raw.file, line: raw.line)
            } else if let reason = raw.unreadable {
                call.value = CodeValue(kind: .unknown(reason), file: raw.file, line: raw.line)
            } else if let value = raw.value {
                call.value = evaluate([value], member: raw.kind == .requestGeometryUpdate ? "supportedInterfaceOrientations" : "preferredInterfaceOrientationForPresentation",
                                      collector: collector)
            }
            if case let .unknown(reason)? = call.value?.kind {
                let what = raw.kind == .requestGeometryUpdate ? "requestGeometryUpdate" : "UIDevice's orientation setter"
                model.notes.append(SourceNote(file: raw.file, line: raw.line, message: "\(what): \(reason)"))
            }
            model.rotations.append(call)
        }
        // Masks that read a property the code changes (the orientationLock pattern), and the changes that are never
        // announced to UIKit.
        var readers: [(property: String, owner: String, ownerClass: String?)] = []
        for declared in collector.classes {
            for item in declared.answers["supportedInterfaceOrientations"] ?? [] {
                if let property = item.expression.propertyName {
                    readers.append((property, module.isEmpty || declared.isObjectiveC ? declared.name : "\(module).\(declared.name)", declared.name))
                }
            }
        }
        for item in collector.appDelegateAnswer ?? [] {
            if let property = item.expression.propertyName { readers.append((property, "application(_:supportedInterfaceOrientationsFor:)", nil)) }
        }
        for (property, owner, ownerClass) in readers {
            for (mutation, announced) in collector.mutations[property] ?? [] where !announced && !mutation.inInitializer {
                let value = mutation.value.flatMap { evaluate([$0], member: "supportedInterfaceOrientations", collector: collector) }
                let change = MaskChange(property: property, owner: owner, ownerClass: ownerClass, change: mutation.place, value: value)
                model.unannouncedChanges.append(change)
                // A geometry request the same function makes after the change.
                for call in model.rotations where call.kind == .requestGeometryUpdate && call.file == mutation.place.file {
                    if !mutation.inClosure, let function = call.function, let line = mutation.place.line, function.contains(line), line <= call.line {
                        model.staleRequests.append((change, call))
                    }
                }
            }
        }
        // In name order: a dictionary's order changes from run to run (VLC's notes came out in two orders).
        for name in model.classes.keys.sorted() where model.isController(name) {
            guard let controller = model.classes[name] else { continue }
            for value in [controller.supportedInterfaceOrientations, controller.shouldAutorotate, controller.preferredInterfaceOrientationForPresentation] {
                if case let .unknown(reason)? = value?.kind, let value {
                    model.notes.append(SourceNote(file: value.file, line: value.line, message: "\(controller.name): \(reason)"))
                }
            }
        }
        if case let .unknown(reason)? = model.appDelegateMask?.kind, let mask = model.appDelegateMask {
            model.notes.append(SourceNote(file: mask.file, line: mask.line, message: "application(_:supportedInterfaceOrientationsFor:): \(reason)"))
        }
        return model
    }

    /// One file's declarations (the tree's nodes are immutable, so they are read on any thread afterwards).
    static func parse(path: String, text: String, filtering: Bool = true) -> FileDeclarations {
        if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") { return ObjCReader.parse(path: path, text: text) }
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") { return StoryboardReader.parse(path: path, text: text) }
        let tree = Parser.parse(source: text)
        let lines = LineStarts(text)
        var unparsed: SourceNote?
        if tree.hasError {
            unparsed = SourceNote(file: path, line: firstErrorLine(tree, lines),
                                  message: "SwiftParser could not read all of this file; findings come from the parts it recovered", rule: "unparsed-source")
        }
        let visitor = DeclarationVisitor(path: path, lines: lines, filtering: filtering)
        visitor.walk(tree)
        return FileDeclarations(classes: visitor.classes, sites: visitor.sites, assignments: visitor.assignments,
                                appDelegateAnswer: visitor.appDelegateAnswer, children: visitor.children, unparsed: unparsed, superclasses: [:],
                                mutations: visitor.mutations, announces: visitor.announces, rotations: visitor.rotations,
                                unseenShows: visitor.unseenShows, swiftUIApp: visitor.swiftUIApp, typeConstants: visitor.typeConstants,
                                storedTypeConstants: visitor.storedTypeConstants, factories: visitor.factories, properties: visitor.properties)
    }

    static func firstErrorLine(_ tree: SourceFileSyntax, _ lines: LineStarts) -> Int {
        for token in tree.tokens(viewMode: .all) where token.presence == .missing || token.hasError {
            return lines.line(of: token)
        }
        return 1
    }

    /// The expressions one answer can return, each with its line: a small value tree (`ValueExpr`), so that no
    /// syntax tree outlives the reading of its file (3,000 files kept whole took 4 GB).
    struct Returned: Sendable {
        var expression: ValueExpr
        var line: Int
        var file: String
        /// The idiom the code returns it on alone (a return inside `if` on the idiom).
        var idiom: Idiom? = nil

        init(_ syntax: ExprSyntax, line: Int, file: String, idiom: Idiom? = nil) {
            self.expression = ValueExpr(syntax)
            self.line = line
            self.file = file
            self.idiom = idiom
        }

        init(value: ValueExpr, line: Int, file: String, idiom: Idiom? = nil) {
            self.expression = value
            self.line = line
            self.file = file
            self.idiom = idiom
        }
    }

    /// The value of an answer from the expressions it returns.
    static func evaluate(_ returned: [Returned], member: String, collector: Collector) -> CodeValue? {
        guard let first = returned.first else { return nil }
        let isBool = member == "shouldAutorotate"
        let isOrientation = member == "preferredInterfaceOrientationForPresentation"
        var values: [Possible] = []
        for item in returned {
            switch constant(item.expression, bool: isBool, orientation: isOrientation, collector: collector, depth: 0) {
            case let .values(found): values += Possible.on(item.idiom, found)
            case let .forwarding(child, fallback):
                return CodeValue(kind: .forwarding(child: child, fallback: fallback), file: item.file, line: item.line)
            case let .unknown(reason):
                return CodeValue(kind: .unknown(reason), file: item.file, line: item.line)
            }
        }
        // A value given on either idiom makes the same value on one idiom redundant.
        var distinct: [Possible] = []
        for value in values where !distinct.contains(where: { $0.value == value.value && ($0.idiom == nil || $0.idiom == value.idiom) }) {
            distinct.removeAll { $0.value == value.value && value.idiom == nil }
            distinct.append(value)
        }
        // One value on every idiom the code gives one (`isPad ? .all : .all`) is that value.
        if Set(distinct.map(\.value)).count == 1 { return CodeValue(kind: .exact(distinct[0].value), file: first.file, line: first.line) }
        let idioms = distinct.map(\.idiom)
        return CodeValue(kind: .oneOf(distinct.map(\.value)), file: first.file, line: first.line,
                         idioms: idioms.contains { $0 != nil } ? idioms : [])
    }

    /// A value an expression can have, on one idiom alone or (nil) on either.
    struct Possible {
        var value: Int
        var idiom: Idiom? = nil

        /// `values` as the code gives them where it runs on `idiom` alone: each keeps an idiom of its own, and
        /// one tied to the other idiom cannot happen there.
        static func on(_ idiom: Idiom?, _ values: [Possible]) -> [Possible] {
            guard let idiom else { return values }
            return values.compactMap { $0.idiom == nil || $0.idiom == idiom ? Possible(value: $0.value, idiom: idiom) : nil }
        }
    }

    enum Evaluation {
        case values([Possible])
        case forwarding(String, Int?)
        case unknown(String)
    }

    /// The bitwise union of parts that each have one value (an array literal of mask members, or `a | b`); nil when
    /// one does not.
    static func union(_ parts: [ValueExpr], orientation: Bool, collector: Collector, depth: Int) -> Int? {
        var mask = 0
        for part in parts {
            guard case let .values(found) = constant(part, bool: false, orientation: orientation, collector: collector, depth: depth + 1),
                  found.count == 1 else { return nil }
            mask |= found[0].value
        }
        return mask
    }

    /// A mask, orientation or Bool expression: literals exactly; `[a, b]` and `a | b` as unions; ternaries and `??`
    /// as the set of both sides; a property as every value assigned to it; anything else unknown.
    static func constant(_ expression: ValueExpr, bool: Bool, orientation: Bool, collector: Collector, depth: Int) -> Evaluation {
        guard depth < 8 else { return .unknown("a value that refers to itself") }
        switch expression {
        case let .bool(flag):
            return bool ? .values([Possible(value: flag ? 1 : 0)]) : .unknown("\(flag) is not a mask")
        case let .member(base, name, text):
            // `selectedViewController?.supportedInterfaceOrientations`
            if let base, base.hasSuffix("?"), ["supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation"].contains(name) {
                return .forwarding(String(base.dropLast()), nil)
            }
            if base == nil || base == "UIInterfaceOrientationMask" || base == "UIInterfaceOrientation" {
                if let value = (orientation ? orientationNames : maskNames)[name] { return .values([Possible(value: value)]) }
            }
            // `.portraitOnPhone` (or `Self.x` inside the extension): a static property the code declares in an
            // extension of the type; a stored one is every value assigned to it, as a property is.
            if base == nil || base == "Self" || base == (orientation ? "UIInterfaceOrientation" : "UIInterfaceOrientationMask") {
                let key = (orientation ? "UIInterfaceOrientation." : "UIInterfaceOrientationMask.") + name
                if collector.storedTypeConstants.contains(key) {
                    return collector.propertyValues(name, bool: bool, orientation: orientation, depth: depth)
                }
                // The values of a static property the code declares in an extension: what its getter returns.
                if let declared = collector.typeConstants[key] {
                    return values(of: declared, bool: bool, orientation: orientation, collector: collector, depth: depth) { item in
                        ".\(name) is \(InputText.excerpt(item.expression.text)) at \(item.file):\(item.line), which the reader cannot evaluate"
                    }
                }
            }
            if base == "super" { return .unknown("returns super's \(name), which the reader does not follow") }
            if base == "self" || base == "Self" || (base.map { $0.first?.isUppercase == true } ?? false) {
                return collector.propertyValues(name, bool: bool, orientation: orientation, depth: depth)
            }
            return .unknown("\(InputText.excerpt(text)) is computed at run time")
        case let .reference(name):
            return collector.propertyValues(name, bool: bool, orientation: orientation, depth: depth)
        case let .array(elements, text):
            guard let mask = union(elements, orientation: false, collector: collector, depth: depth) else {
                return .unknown("the array \(InputText.excerpt(text)) holds a value the reader cannot evaluate")
            }
            return .values([Possible(value: mask)])
        case let .rawValue(value), let .integer(value):
            return .values([Possible(value: value)])
        case let .coalesce(left, right, _):
            let fallback = constant(right, bool: bool, orientation: orientation, collector: collector, depth: depth + 1)
            if case let .forwarding(child, _) = constant(left, bool: bool, orientation: orientation, collector: collector, depth: depth + 1) {
                if case let .values(found) = fallback, found.count == 1 { return .forwarding(child, found[0].value) }
                return .forwarding(child, nil)
            }
            return .unknown("\(InputText.excerpt(expression.text)) is computed at run time")
        case let .ternary(first, second, text, idiom):
            var values: [Possible] = []
            for (side, sideIdiom) in [(first, idiom), (second, idiom?.other)] {
                guard case let .values(found) = constant(side, bool: bool, orientation: orientation, collector: collector, depth: depth + 1) else {
                    return .unknown("a branch of \(InputText.excerpt(text)) is not a constant")
                }
                values += Possible.on(sideIdiom, found)
            }
            return .values(values)
        case let .or(parts, text):
            guard let mask = union(parts, orientation: orientation, collector: collector, depth: depth) else {
                return .unknown("\(InputText.excerpt(text)) holds a value the reader cannot evaluate")
            }
            return .values([Possible(value: mask)])
        case let .call(text):
            return .unknown("\(InputText.excerpt(text)) is a call the reader does not evaluate")
        case let .other(text):
            return .unknown("\(InputText.excerpt(text)) is computed at run time")
        }
    }
}

extension SwiftReader {
    /// Every value the expressions can have, each on the idiom its place gives it (a property's assignments, a
    /// static property's getter); `unreadable` words the first one that has no constant value.
    static func values(of items: [Returned], bool: Bool, orientation: Bool, collector: Collector, depth: Int,
                       unreadable: (Returned) -> String) -> Evaluation {
        var values: [Possible] = []
        for item in items {
            guard case let .values(found) = constant(item.expression, bool: bool, orientation: orientation, collector: collector, depth: depth + 1) else {
                return .unknown(unreadable(item))
            }
            values += Possible.on(item.idiom, found)
        }
        return .values(values)
    }
}

/// An expression as far as orientation values need it, taken from the syntax tree while its file is read.
indirect enum ValueExpr: Sendable {
    case bool(Bool)
    /// `.portrait`, `UIInterfaceOrientationMask.all`, `self.lock`, `AppDelegate.orientationLock`,
    /// `selectedViewController?.supportedInterfaceOrientations` (the base as written).
    case member(base: String?, name: String, text: String)
    case reference(String)
    case array([ValueExpr], text: String)
    /// `.init(rawValue: 24)`, `UIInterfaceOrientationMask(rawValue: 24)`
    case rawValue(Int)
    case integer(Int)
    /// `a ?? b`
    /// `a ?? b` (Objective-C's `a ?: b`: `operator` says which, for the words).
    case coalesce(ValueExpr, ValueExpr, operator: String = "??")
    /// `condition ? a : b`: the two values; `idiom`, the idiom `a` is given on alone when the condition tests the
    /// idiom (and `b` on the other).
    case ternary(ValueExpr, ValueExpr, text: String, idiom: Idiom? = nil)
    /// `a | b | c`
    case or([ValueExpr], text: String)
    case call(String)
    case other(String)

    var text: String {
        switch self {
        case let .bool(flag): "\(flag)"
        case let .member(_, _, text), let .array(_, text), let .ternary(_, _, text, _), let .or(_, text), let .call(text), let .other(text): text
        case let .reference(name): name
        case let .rawValue(value), let .integer(value): "\(value)"
        case let .coalesce(left, right, written): left.text + " \(written) " + right.text
        }
    }

    /// The property a read names.
    var propertyName: String? {
        switch self {
        case let .reference(name): name
        case let .member(base, name, _) where base != nil && !(base!.hasSuffix("?")) && SwiftReader.maskNames[name] == nil: name
        default: nil
        }
    }

    /// `depth`: how deep in another value this one is; from `SwiftReader.maxValueDepth` on, a value is not read (the
    /// evaluation gives up there anyway, and a long chain of ternaries was copied at every level).
    init(_ expression: ExprSyntax, depth: Int = 0) {
        // Only the kinds that keep their text write it out (a reference, a literal or a flag does not; every
        // assignment's value is read).
        var text: String { expression.sourceText }
        if depth >= SwiftReader.maxValueDepth {
            self = .other(InputText.excerpt(text))
        } else if let literal = expression.as(BooleanLiteralExprSyntax.self) {
            self = .bool(literal.literal.tokenKind == .keyword(.true))
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            self = .member(base: member.base?.sourceText, name: member.declName.baseName.text, text: text)
        } else if let reference = expression.as(DeclReferenceExprSyntax.self) {
            self = .reference(reference.baseName.text)
        } else if let array = expression.as(ArrayExprSyntax.self) {
            self = .array(array.elements.map { ValueExpr($0.expression, depth: depth + 1) }, text: text)
        } else if let call = expression.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression.sourceText
            if [".init", "UIInterfaceOrientationMask", "UIInterfaceOrientationMask.init", "UIInterfaceOrientation", "UIInterfaceOrientation.init"].contains(called),
               let argument = call.arguments.first, argument.label?.text == "rawValue",
               let integer = argument.expression.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text) {
                self = .rawValue(value)
            } else {
                self = .call(text)
            }
        } else if let integer = expression.as(IntegerLiteralExprSyntax.self), let value = Int(integer.literal.text) {
            self = .integer(value)
        } else if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1, let only = parenthesized.elements.first {
            self = ValueExpr(only.expression, depth: depth + 1)
        } else if let sequence = expression.as(SequenceExprSyntax.self) {
            self = ValueExpr(sequence: Array(sequence.elements), text: text, depth: depth + 1)
        } else {
            self = .other(text)
        }
    }

    init(sequence elements: [ExprSyntax], text: @autoclosure @escaping () -> String, depth: Int = 0) {
        func single(_ slice: ArraySlice<ExprSyntax>) -> ValueExpr {
            slice.count == 1 ? ValueExpr(slice.first!, depth: depth + 1)
                : ValueExpr(sequence: Array(slice), text: slice.map(\.sourceText).joined(separator: " "), depth: depth + 1)
        }
        // As written (every message cuts it): cutting it here, for every assignment read, cost more than the rest.
        let written = text
        if depth >= SwiftReader.maxValueDepth {
            self = .other(InputText.excerpt(written()))
        } else if elements.count == 3, elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text == "??" {
            self = .coalesce(ValueExpr(elements[0], depth: depth + 1), ValueExpr(elements[2], depth: depth + 1))
        } else if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index + 1 < elements.count,
                  let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) {
            // Only a condition that splits the idioms both ways ties each side to one.
            let tested = idiomTested(by: elements[..<index].map(\.sourceText).joined(separator: " "))
            self = .ternary(ValueExpr(ternary.thenExpression, depth: depth + 1), single(elements[(index + 1)...]), text: written(),
                            idiom: tested?.elseIdiom != nil ? tested?.idiom : nil)
        } else if elements.count >= 3,
                  elements.enumerated().allSatisfy({ $0.offset % 2 == 0 || $0.element.as(BinaryOperatorExprSyntax.self)?.operator.text == "|" }) {
            self = .or(elements.enumerated().filter { $0.offset % 2 == 0 }.map { ValueExpr($0.element, depth: depth + 1) }, text: written())
        } else {
            self = .other(written())
        }
    }
}

enum InputText {
    /// The first line of source text, cut as every echoed value is (InputNote.excerpt: 60 characters, 240 bytes).
    static func excerpt(_ text: String) -> String {
        InputNote.excerpt(text.split(separator: "\n").first.map(String.init) ?? text)
    }
}

/// What one file declares.
struct FileDeclarations {
    var classes: [Collector.DeclaredClass]
    var sites: [ShowSite]
    var assignments: [String: [SwiftReader.Returned]]
    var appDelegateAnswer: [SwiftReader.Returned]?
    var children: [String: ContainerChildren]
    var unparsed: SourceNote?
    /// Objective-C `@interface Name : Super` (often in a header, apart from the @implementation).
    var superclasses: [String: String] = [:]
    /// Where the file changes each property after its declaration.
    var mutations: [String: [Mutation]] = [:]
    /// Whether the file calls setNeedsUpdateOfSupportedInterfaceOrientations.
    var announces = false
    var rotations: [RawRotation] = []
    /// Presentations and pushes of a controller the reader cannot see made (a parameter, a factory's result).
    var unseenShows: [FileSource] = []
    /// `@main struct Name: App`.
    var swiftUIApp: (name: String, place: FileSource)? = nil
    /// `extension UIInterfaceOrientationMask { static var name … }`, by `Type.name`.
    var typeConstants: [String: [SwiftReader.Returned]] = [:]
    /// Those that are stored (`static var name = …`), whose values are every value assigned.
    var storedTypeConstants: Set<String> = []
    /// Static functions by name, with the type that declares each and its return type.
    var factories: [String: [(owner: String, returns: String)]] = [:]
    /// Properties by class.
    var properties: [String: [String: DeclaredProperty]] = [:]
    /// Storyboard scenes by identifier (and `@initial:Name`).
    var scenes: [String: StoryboardScene] = [:]
}

/// A change of a property after its declaration: where, and the value assigned.
struct Mutation {
    var place: FileSource
    var value: SwiftReader.Returned?
    /// The object's own property set in its initializer: before UIKit can have read any mask of it, so never a
    /// stale one.
    var inInitializer = false
    /// Made in a closure (Objective-C: a block), which may run after the code that follows it: not paired with a
    /// geometry request.
    var inClosure = false
}

/// A rotation call as read, before its value is evaluated.
struct RawRotation {
    var kind: RotationCall.Kind
    var value: SwiftReader.Returned?
    /// A UIDeviceOrientation constant passed to the setter, by value.
    var device: Int?
    var interfaceConstant = false
    var unreadable: String?
    var inClass: String?
    var file: String
    var line: Int
    var called = ""
    /// The lines of the enclosing function or method (read for geometry requests).
    var function: ClosedRange<Int>? = nil
}

/// What the visitors found in every file, before values are evaluated.
struct Collector {
    struct DeclaredClass {
        var name: String
        var superclass: String?
        var file: String
        var line: Int
        var isObjectiveC = false
        var answers: [String: [SwiftReader.Returned]] = [:]
        /// A Swift class's Objective-C name, `@objc(Name)`: how Objective-C code names it, and how UIKit prints it.
        var objcName: String? = nil
        /// A Swift `extension` or an Objective-C category: its members are the class's, folded into it
        /// (`Collector.foldExtensions`).
        var isExtension = false
        /// The `modalPresentationStyle` the class gives itself: set in its initializer, or its override of the
        /// property, with the line that says so.
        var ownStyle: (style: String, line: Int, fixed: Bool)? = nil
        /// A style the class gives itself that the reader cannot evaluate (a ternary, a call), with its line.
        var unreadOwnStyle: (text: String, line: Int)? = nil
    }

    var classes: [DeclaredClass] = []
    var sites: [ShowSite] = []
    /// Every `name = value` and `var name … = value` of the module, by property name.
    var assignments: [String: [SwiftReader.Returned]] = [:]
    /// Static properties the code declares in an extension of UIInterfaceOrientationMask or UIInterfaceOrientation.
    var typeConstants: [String: [SwiftReader.Returned]] = [:]
    var storedTypeConstants: Set<String> = []
    /// Static functions by name: the type (or protocol) that declares each and its declared return type.
    var factories: [String: [(owner: String, returns: String)]] = [:]
    /// Stored and computed properties by class: the declared type, or the class the initial value makes.
    var properties: [String: [String: DeclaredProperty]] = [:]
    var appDelegateAnswer: [SwiftReader.Returned]?
    var children: [String: ContainerChildren] = [:]
    var scenes: [String: StoryboardScene] = [:]
    var ambiguousScenes: Set<String> = []

    var superclasses: [String: String] = [:]
    /// Changes of each property, with whether their file announces mask changes.
    var mutations: [String: [(mutation: Mutation, announced: Bool)]] = [:]
    var rotations: [RawRotation] = []
    var unseenShows: [FileSource] = []
    var swiftUIApp: (name: String, place: FileSource)? = nil

    /// Extensions and categories folded into the class they extend, in path order: their answers and styles are
    /// the class's (a category's method replaces the class's own, as the Objective-C runtime does; a Swift extension
    /// cannot redeclare one). The class keeps its own file, line and superclass. An extension of a class the module
    /// does not declare (`UIAlertController`, `UIViewController`) stands for that class, as the runtime makes it:
    /// what it answers, every controller that inherits from it answers.
    mutating func foldExtensions() {
        var primary: [String: Int] = [:]
        var folded: [DeclaredClass] = []
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
                own.ownStyle = own.ownStyle ?? merged.ownStyle
                own.unreadOwnStyle = own.unreadOwnStyle ?? merged.unreadOwnStyle
                merged = own
            } else {
                for (member, value) in declared.answers { merged.answers[member] = value }
                if let style = declared.ownStyle, merged.ownStyle?.fixed != true || style.fixed { merged.ownStyle = style }
                merged.unreadOwnStyle = merged.unreadOwnStyle ?? declared.unreadOwnStyle
                merged.superclass = merged.superclass ?? declared.superclass
                merged.objcName = merged.objcName ?? declared.objcName
            }
            folded[index] = merged
        }
        classes = folded
    }

    /// Objective-C code names a Swift class by its `@objc(Name)`: every such name in what shows what, in containers'
    /// children and in superclasses becomes the Swift class.
    mutating func resolveObjCNames() {
        var swiftName: [String: String] = [:]
        for declared in classes { if let objc = declared.objcName, objc != declared.name { swiftName[objc] = declared.name } }
        guard !swiftName.isEmpty else { return }
        func rename(_ name: String?) -> String? { name.map { swiftName[$0] ?? $0 } }
        for index in sites.indices {
            sites[index].shown = swiftName[sites[index].shown] ?? sites[index].shown
            sites[index].inClass = rename(sites[index].inClass)
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
    }

    mutating func merge(_ visitor: FileDeclarations) {
        rotations += visitor.rotations
        unseenShows += visitor.unseenShows
        swiftUIApp = swiftUIApp ?? visitor.swiftUIApp
        for (name, places) in visitor.mutations { mutations[name, default: []] += places.map { ($0, visitor.announces) } }
        for (name, parent) in visitor.superclasses where superclasses[name] == nil { superclasses[name] = parent }
        for (name, value) in visitor.children where children[name] == nil { children[name] = value }
        for (key, scene) in visitor.scenes {
            // An identifier alone (the code does not name the storyboard) that two storyboards use says no scene.
            if let known = scenes[key], known.file != scene.file { ambiguousScenes.insert(key) } else { scenes[key] = scenes[key] ?? scene }
        }
        classes += visitor.classes
        sites += visitor.sites
        for (name, values) in visitor.assignments { assignments[name, default: []] += values }
        for (name, values) in visitor.typeConstants where typeConstants[name] == nil { typeConstants[name] = values }
        storedTypeConstants.formUnion(visitor.storedTypeConstants)
        for (name, owners) in visitor.factories { factories[name, default: []] += owners }
        for (owner, declared) in visitor.properties { properties[owner, default: [:]].merge(declared) { first, _ in first } }
        if let answer = visitor.appDelegateAnswer { appDelegateAnswer = answer }
    }

    /// Every value assigned to the property `name` anywhere in the module.
    func propertyValues(_ name: String, bool: Bool, orientation: Bool, depth: Int) -> SwiftReader.Evaluation {
        guard let assigned = assignments[name], !assigned.isEmpty else {
            return .unknown("\(name) is not assigned a value the reader can see")
        }
        return SwiftReader.values(of: assigned, bool: bool, orientation: orientation, collector: self, depth: depth) { item in
            "\(name) is assigned \(InputText.excerpt(item.expression.text)) at \(item.file):\(item.line), which the reader cannot evaluate"
        }
    }
}

/// One file's declarations: classes, their answers, assignments, shows.
final class DeclarationVisitor: SyntaxVisitor {
    let path: String
    let lines: LineStarts
    var classes: [Collector.DeclaredClass] = []
    var sites: [ShowSite] = []
    var assignments: [String: [SwiftReader.Returned]] = [:]
    var appDelegateAnswer: [SwiftReader.Returned]?
    var children: [String: ContainerChildren] = [:]
    /// Assignments after declaration (`x = …`), by property: the places the code changes a value.
    var mutations: [String: [Mutation]] = [:]
    /// Whether the file calls setNeedsUpdateOfSupportedInterfaceOrientations().
    var announces = false
    var rotations: [RawRotation] = []
    /// Presentations and pushes of a controller the reader cannot see made.
    var unseenShows: [FileSource] = []
    var swiftUIApp: (name: String, place: FileSource)?
    /// Static properties declared in an extension of UIInterfaceOrientationMask or UIInterfaceOrientation, by
    /// `Type.name`: what they return.
    var typeConstants: [String: [SwiftReader.Returned]] = [:]
    var storedTypeConstants: Set<String> = []
    var factories: [String: [(owner: String, returns: String)]] = [:]
    var properties: [String: [String: DeclaredProperty]] = [:]
    private var classStack: [Int] = []
    /// Variables given `UIStoryboard(name: "Name", …)`, by name, as the file declares them (the latest one wins).
    var storyboards: [String: String] = [:]

    /// `[A(), B()]` as class names (nil when an element is not a constructed controller).
    static func constructedList(_ expression: ExprSyntax) -> [String]? {
        guard let array = expression.as(ArrayExprSyntax.self) else { return nil }
        var names: [String] = []
        for element in array.elements {
            guard let shown = constructed(element.expression) else { return nil }
            names.append(shown.class)
        }
        return names
    }

    /// Whether blocks are asked `BodyFilter` before they are walked.
    let filtering: Bool

    init(path: String, lines: LineStarts, filtering: Bool = true) {
        self.path = path
        self.lines = lines
        self.filtering = filtering
        super.init(viewMode: .sourceAccurate)
    }

    func line(_ node: some SyntaxProtocol) -> Int { lines.line(of: node) }

    /// `@main struct Name: App`: the app's life cycle is SwiftUI's.
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        if swiftUIApp == nil, node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.sourceText == "main" }),
           node.inheritanceClause?.inheritedTypes.contains(where: { ["App", "SwiftUI.App"].contains($0.type.sourceText) }) == true {
            swiftUIApp = (node.name.text, FileSource(file: path, line: line(node.name)))
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let superclass = node.inheritanceClause?.inheritedTypes.first.map { type -> String in
            let text = type.type.sourceText
            return text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text
        }
        var declared = Collector.DeclaredClass(name: node.name.text, superclass: superclass, file: path, line: line(node.name))
        for case let .attribute(attribute) in node.attributes where attribute.attributeName.sourceText == "objc" {
            if let name = attribute.arguments?.sourceText, !name.isEmpty { declared.objcName = name }
        }
        classes.append(declared)
        classStack.append(classes.count - 1)
        return .visitChildren
    }

    override func visitPost(_ node: ClassDeclSyntax) { _ = classStack.popLast() }

    /// `extension Name { … }`: its members are the class's (folded into it after every file is read).
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let text = node.extendedType.sourceText
        let name = text.firstIndex(of: "<").map { String(text[..<$0]) } ?? text
        var declared = Collector.DeclaredClass(name: name, superclass: nil, file: path, line: line(node.extendedType))
        declared.isExtension = true
        classes.append(declared)
        classStack.append(classes.count - 1)
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { _ = classStack.popLast() }

    // Nodes that hold nothing the reader looks for (no call, assignment or declaration inside): their children and
    // tokens are not walked. Half the nodes of a body are such leaves, and walking them was most of the reading
    // beside the parse.
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IntegerLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FloatLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StringLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: NilLiteralExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: BinaryOperatorExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeAnnotationSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: TypeExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ReturnClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AttributeListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: DeclModifierListSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InheritanceClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericParameterClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: GenericWhereClauseSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: SwitchCaseLabelSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClosureSignatureSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    /// A block that holds no assignment, presentation, rotation call or declaration (`BodyFilter`).
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind {
        !filtering || BodyFilter.mayHoldAnything(node) ? .visitChildren : .skipChildren
    }
    /// `view.backgroundColor`, `.fullScreen`, `self.x`: a member of a name holds nothing more; `make().x` is walked.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        node.base == nil || node.base?.is(DeclReferenceExprSyntax.self) == true ? .skipChildren : .visitChildren
    }

    static let answers: Set<String> = ["supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation"]
    /// The calls `rotation(_:called:)` reads.
    static let rotationCalls: Set<String> = ["setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation",
                                             "requestGeometryUpdate", "setValue"]

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), let storyboard = Self.storyboardName(call) {
                storyboards[name] = storyboard
            }
            // A property's (or a global's) initial value; a function's locals are not properties, and reading each
            // one's text was a tenth of the whole reading.
            if let initializer = binding.initializer, isPropertyOrGlobal(node) {
                assignments[name, default: []].append(SwiftReader.Returned(initializer.value, line: line(initializer.value), file: path))
            }
            // A property of a class (or of its extension): its type, or the controller its initial value makes.
            if let owner = classStack.last, node.parent?.is(MemberBlockItemSyntax.self) == true {
                // `let picker = PickerViewController()`: the class called (a cheap look, asked of every property).
                var made: String?
                if let called = binding.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                   called.first?.isUppercase == true {
                    made = called
                }
                if let type = binding.typeAnnotation.flatMap({ Self.namedType($0.type) }) ?? made {
                    properties[classes[owner].name, default: [:]][name] = DeclaredProperty(type: type, made: made != nil)
                }
            }
            // `extension UIInterfaceOrientationMask { static var portraitOnPhone: Self { … } }`
            if let owner = classStack.last, classes[owner].isExtension,
               classes[owner].name == "UIInterfaceOrientationMask" || classes[owner].name == "UIInterfaceOrientation",
               BodyFilter.isTypeMember(node) {
                // A stored one (`static var allowed: Self = .portrait`): its initial value is among the assignments.
                if binding.initializer != nil {
                    storedTypeConstants.insert(classes[owner].name + "." + name)
                } else if let accessors = binding.accessorBlock {
                    typeConstants[classes[owner].name + "." + name] = returnedExpressions(accessors)
                }
            }
            let isOverride = node.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
            // `override var modalPresentationStyle: UIModalPresentationStyle { .fullScreen }` (or its getter).
            if isOverride, name == "modalPresentationStyle", let owner = classStack.last, let accessors = binding.accessorBlock {
                let returned = returnedStyles(accessors)
                if returned.count == 1, let only = returned.first {
                    classes[owner].ownStyle = (only, line(binding), true)
                } else {
                    classes[owner].unreadOwnStyle = (InputText.excerpt(accessors.sourceText), line(binding))
                }
            }
            guard isOverride, Self.answers.contains(name), let owner = classStack.last else { continue }
            let returned = binding.accessorBlock.map(returnedExpressions) ?? []
            if !returned.isEmpty { classes[owner].answers[name] = returned }
        }
        return .visitChildren
    }

    /// A presentation style as the code writes it: `.fullScreen` or `UIModalPresentationStyle.fullScreen`.
    static func styleName(_ value: ExprSyntax) -> String? {
        guard let member = value.as(MemberAccessExprSyntax.self) else { return nil }
        if let base = member.base, base.sourceText != "UIModalPresentationStyle" { return nil }
        return member.declName.baseName.text
    }

    /// Whether `node` is in an initializer of the class it is declared in: not in a closure or a nested function there,
    /// and not in an initializer of a struct, enum or other type nested in the class.
    static func inInitializer(_ node: Syntax) -> Bool {
        var parent = node.parent
        var initializer = false
        while let current = parent {
            if current.is(ClassDeclSyntax.self) { return initializer }
            if current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) || current.is(ExtensionDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) || current.is(ProtocolDeclSyntax.self) { return false }
            if current.is(InitializerDeclSyntax.self) {
                initializer = true
            } else if !initializer, current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorDeclSyntax.self) {
                return false
            }
            parent = current.parent
        }
        return false
    }

    /// The styles an overriding property's getter returns.
    func returnedStyles(_ accessors: AccessorBlockSyntax) -> [String] {
        returnedExpressions(accessors).compactMap { returned in
            if case let .member(base, name, _) = returned.expression, base == nil || base == "UIModalPresentationStyle" { return name }
            return nil
        }
    }

    /// Declared in a type's member block or at the top of the file, not inside a function, closure or accessor.
    func isPropertyOrGlobal(_ node: VariableDeclSyntax) -> Bool {
        if node.parent?.is(MemberBlockItemSyntax.self) == true { return true }
        return node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }

    /// A change of `target` at `node`: exempt from mask-change-not-announced when it sets the object's own property
    /// (`x = …`, `self.x = …`) in its initializer; one made in a closure may run later than the code after it.
    func mutation(at node: SequenceExprSyntax, target: ExprSyntax, value: SwiftReader.Returned) -> Mutation {
        let own = Self.isOnSelf(target)
        return Mutation(place: FileSource(file: path, line: line(node)), value: value, inInitializer: own && inInitializer.last == true,
                        inClosure: closureDepth > 0)
    }

    /// Closures being walked.
    var closureDepth = 0

    /// For each initializer, function and closure being walked, whether it is an initializer: a change made in one
    /// (not in a closure or function inside it, which may run later) is made before UIKit reads any mask.
    var inInitializer: [Bool] = []
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        inInitializer.append(true)
        return .visitChildren
    }
    override func visitPost(_ node: InitializerDeclSyntax) { inInitializer.removeLast() }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        inInitializer.append(false)
        closureDepth += 1
        return .visitChildren
    }
    override func visitPost(_ node: ClosureExprSyntax) {
        inInitializer.removeLast()
        closureDepth -= 1
    }
    override func visitPost(_ node: FunctionDeclSyntax) { inInitializer.removeLast() }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        inInitializer.append(false)
        // `static func instantiate() -> Self` (or `class func make() -> PlayerViewController?`) of a type or a
        // protocol extension: what `T.instantiate()` gives.
        if let owner = classStack.last, BodyFilter.isTypeMember(node), let returns = node.signature.returnClause?.type {
            factories[node.name.text, default: []].append((classes[owner].name, returns.sourceText))
        }
        // application(_:supportedInterfaceOrientationsFor:); the labels are read only for a function so named (every
        // function of every file comes here).
        guard node.name.text == "application" else { return .visitChildren }
        let labels = node.signature.parameterClause.parameters.map { $0.firstName.text }
        if labels == ["_", "supportedInterfaceOrientationsFor"], let body = node.body {
            appDelegateAnswer = returnedExpressions(in: body.statements)
        }
        return .visitChildren
    }

    /// `x = value` anywhere (the assignments of a property), `window.rootViewController = X()`, and
    /// `x.modalPresentationStyle = .fullScreen`. Read from the `=`, second in its sequence: every binary
    /// expression is a sequence, and looking into each for an `=` cost more than the rest of this visit.
    override func visit(_ assignment: AssignmentExprSyntax) -> SyntaxVisitorContinueKind {
        guard let list = assignment.parent?.as(ExprListSyntax.self), list.count >= 3,
              let node = list.parent?.as(SequenceExprSyntax.self), let target = list.first, target.id != assignment.id,
              list[list.index(after: list.startIndex)].id == assignment.id else { return .skipChildren }
        let name = target.as(DeclReferenceExprSyntax.self)?.baseName.text ?? target.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        guard list.count == 3, let value = list.last else {
            // `x = condition ? a : b`, `x = a ?? b`, `x = a + b`: the value is the rest of the sequence, read as a
            // getter's is (a ternary gives both values; what the reader cannot evaluate is said so).
            if let name {
                let rest = Array(list.dropFirst(2))
                let assigned = SwiftReader.Returned(value: ValueExpr(sequence: rest, text: rest.map(\.sourceText).joined(separator: " ")),
                                                    line: line(rest[0]), file: path)
                if name == "modalPresentationStyle", let owner = classStack.last,
                   Self.isOnSelf(target),
                   Self.inInitializer(Syntax(node)), classes[owner].ownStyle?.fixed != true {
                    classes[owner].ownStyle = nil
                    classes[owner].unreadOwnStyle = (InputText.excerpt(assigned.expression.text), line(node))
                }
                assignments[name, default: []].append(assigned)
                mutations[name, default: []].append(mutation(at: node, target: target, value: assigned))
            }
            return .skipChildren
        }
        if let name {
            let assigned = SwiftReader.Returned(value, line: line(value), file: path)
            assignments[name, default: []].append(assigned)
            mutations[name, default: []].append(mutation(at: node, target: target, value: assigned))
            // `modalPresentationStyle = .fullScreen` (or `self.…`) in the class's own initializer; a value the reader
            // cannot evaluate is kept as text (presentations that rely on it are not checked).
            if name == "modalPresentationStyle", let owner = classStack.last,
               Self.isOnSelf(target),
               Self.inInitializer(Syntax(node)), classes[owner].ownStyle?.fixed != true {
                if let style = Self.styleName(value) {
                    classes[owner].ownStyle = (style, line(node), false)
                    classes[owner].unreadOwnStyle = nil
                } else {
                    classes[owner].ownStyle = nil
                    classes[owner].unreadOwnStyle = (InputText.excerpt(value.sourceText), line(node))
                }
            }
            if name == "viewControllers", let owner = currentClass, Self.isOnSelf(target),
               let names = Self.constructedList(value), children[owner] == nil {
                children[owner] = ContainerChildren(names: names, file: path, line: line(node))
            }
            // The enclosing function is looked up only for a root (every assignment comes here).
            let function = name == "rootViewController"
                ? Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) }) : nil
            if name == "rootViewController", isWindow(target.as(MemberAccessExprSyntax.self)?.base, in: function) {
                // Made there, or `nav` made in the same function, or a property a nib's outlet connects
                // (`self.tabBarController`, resolved once every nib is read).
                var made = Self.constructed(value, storyboards: storyboards)
                var construction = value.as(FunctionCallExprSyntax.self)
                if made == nil, let variable = Self.variableName(value) {
                    let scan = LocalScan(variable: variable, storyboards: storyboards)
                    if let function { scan.walk(function) }
                    // A local given a controller on each idiom (`if isPad { root = A() } else { root = B() }`, or a
                    // switch on the idiom): one root per idiom, at the line that gives it.
                    var byIdiom: [(site: ShowSite, idiom: Idiom)] = []
                    // The values given before the window's root is set (not `self.root = root` after it).
                    let before = scan.values.filter { $0.at.position < node.position }
                    for given in before {
                        // Made there, or through one more local (`let vc = A(); root = vc`).
                        let shown = Self.constructed(given.value, storyboards: storyboards) ?? Self.variableName(given.value).flatMap { inner in
                            let scan = LocalScan(variable: inner, storyboards: storyboards)
                            if let function { scan.walk(function) }
                            return scan.constructed
                        }
                        guard let shown, let idiom = idiomCondition(around: given.at) else { continue }
                        byIdiom.append((ShowSite(kind: .root, shown: shown.class, inClass: currentClass, presentationStyle: nil,
                                                 navigationRoot: shown.navigationRoot, file: path, line: line(given.at), scene: shown.scene), idiom))
                    }
                    if byIdiom.count == before.count, Set(byIdiom.map(\.idiom)).count == 2 {
                        let outer = idiomCondition(around: Syntax(node))
                        for given in byIdiom where outer == nil || outer == given.idiom {
                            var site = given.site
                            site.idiom = given.idiom
                            site.external = target.as(MemberAccessExprSyntax.self)?.base?.sourceText.lowercased().contains("external") == true
                            sites.append(site)
                        }
                        return .skipChildren
                    }
                    made = scan.constructed ?? (SourceModel.scenePrefix + "@outlet:" + variable, nil, nil)
                    construction = scan.initial?.as(FunctionCallExprSyntax.self)
                }
                if let shown = made {
                    var site = ShowSite(kind: .root, shown: shown.class, inClass: currentClass, presentationStyle: nil,
                                        navigationRoot: shown.navigationRoot, file: path, line: line(node), scene: shown.scene)
                    site.external = target.as(MemberAccessExprSyntax.self)?.base?.sourceText.lowercased().contains("external") == true
                    site.idiom = idiomCondition(around: Syntax(node))
                    stackRoot(of: construction, in: function, into: &site)
                    sites.append(site)
                }
            }
        }
        return .skipChildren
    }

    /// `present(x, animated:)`: the class of x (constructed there, or a local constructed in the same function), and
    /// the `modalPresentationStyle` set on it in that function.
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let callee = node.calledExpression
        let called = callee.as(DeclReferenceExprSyntax.self)?.baseName.text ?? callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text
        if called == "setNeedsUpdateOfSupportedInterfaceOrientations" { announces = true }
        if let rotation = rotation(node, called: called) { rotations.append(rotation) }
        // `setViewControllers(…)` on the container itself, not on another one (`tabs.setViewControllers(…)`).
        if called == "setViewControllers", let owner = currentClass, let first = node.arguments.first,
           Self.isOnSelf(callee),
           let names = Self.constructedList(first.expression), children[owner] == nil {
            children[owner] = ContainerChildren(names: names, file: path, line: line(node))
        }
        guard called == "present" || called == "pushViewController", let first = node.arguments.first, first.label == nil,
              node.arguments.contains(where: { $0.label?.text == "animated" }) else { return .visitChildren }
        let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) })
            ?? Syntax(node).ancestorOrSelf(mapping: { $0.as(CodeBlockSyntax.self).map(Syntax.init) })
        var shown = Self.constructed(first.expression, storyboards: storyboards)
        var style: String?
        var styleValue: [ExprSyntax]?
        var construction = first.expression.as(FunctionCallExprSyntax.self)
        var scan: LocalScan?
        // A local, or a property given its value in the same function (`self.picker` or `picker`).
        if let variable = Self.variableName(first.expression), let function {
            let local = LocalScan(variable: variable, storyboards: storyboards, at: Syntax(node))
            local.walk(function)
            scan = local
            shown = shown ?? local.constructed
            style = local.presentationStyle
            styleValue = local.styleValue
            construction = construction ?? local.initial?.as(FunctionCallExprSyntax.self)
        }
        if let shown {
            var site = ShowSite(kind: called == "present" ? .present : .push, shown: shown.class, inClass: currentClass,
                                presentationStyle: called == "present" ? style : nil, navigationRoot: shown.navigationRoot, file: path, line: line(node),
                                scene: shown.scene)
            if called == "present" { chosenStyle(style, styleValue, into: &site, at: Syntax(node), function: function) }
            stackRoot(of: construction, in: function, into: &site)
            sites.append(site)
        } else if called == "present", let pending = declaredClass(first.expression, scan: scan, node: Syntax(node)) {
            // Not seen made: the type the code declares it as, checked once every file is read.
            var site = ShowSite(kind: .present, shown: "", inClass: currentClass, presentationStyle: style, navigationRoot: nil,
                                file: path, line: line(node))
            chosenStyle(style, styleValue, into: &site, at: Syntax(node), function: function)
            site.pending = pending
            sites.append(site)
        } else {
            unseenShows.append(FileSource(file: path, line: line(node)))
        }
        return .visitChildren
    }

    /// A presentation's idiom, and the style the code chooses when it is not one literal: by idiom, among several, or
    /// one the reader cannot evaluate.
    func chosenStyle(_ style: String?, _ styleValue: [ExprSyntax]?, into site: inout ShowSite, at node: Syntax, function: Syntax?) {
        if style == nil, let styleValue {
            if let options = styleOptions(sequence: styleValue, around: node, function: function) {
                if options.count == 1, options[0].idiom == nil { site.presentationStyle = options[0].style } else { site.presentationStyles = options }
            } else {
                site.unreadStyle = InputText.excerpt(styleValue.map(\.sourceText).joined(separator: " "))
            }
        }
        site.idiom = idiomCondition(around: node)
    }

    /// What names the class of a presented value the reader does not see made: the value (or the local's value) is
    /// `T.factory(…)` or a cast; the local or the enclosing function's parameter is declared with a type; or it is
    /// a property of the presenting class.
    func declaredClass(_ expression: ExprSyntax, scan: LocalScan?, node: Syntax) -> PendingClass? {
        let value = scan?.initial ?? expression
        if let call = value.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, base.first?.isUppercase == true,
           member.declName.baseName.text != "init" {
            return .factory(type: base, method: member.declName.baseName.text)
        }
        if let sequence = value.as(SequenceExprSyntax.self), case let elements = Array(sequence.elements), elements.count == 3,
           elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self) {
            return .type(type.type.sourceText)
        }
        if let annotation = scan?.annotation { return .type(annotation) }
        guard let variable = Self.variableName(expression) else { return nil }
        // A name a closure, a `for`, a `case` or a `catch` around the call binds: nothing says its type.
        if scan?.isLocal != true, Self.boundAround(variable, node) { return nil }
        // A parameter of the enclosing function or initializer.
        let parameters = node.ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.signature.parameterClause })
            ?? node.ancestorOrSelf(mapping: { $0.as(InitializerDeclSyntax.self)?.signature.parameterClause })
        if scan?.isLocal != true, let parameters {
            for parameter in parameters.parameters where (parameter.secondName ?? parameter.firstName).text == variable {
                return .type(parameter.type.sourceText)
            }
        }
        // Not a local of the function: a property of the class.
        if scan?.isLocal != true, let owner = currentClass { return .property(owner: owner, name: variable) }
        return nil
    }

    /// Whether a closure's parameters, a `for` pattern, a `case` pattern (of a `switch`, or `if case`, `guard case`,
    /// `while case`) or a `catch` around `node` bind `name` (up to the enclosing function).
    static func boundAround(_ name: String, _ node: Syntax) -> Bool {
        func binds(_ part: (some SyntaxProtocol)?) -> Bool {
            part?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } == true
        }
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(InitializerDeclSyntax.self) { return false }
            if let closure = ancestor.as(ClosureExprSyntax.self), binds(closure.signature?.parameterClause) { return true }
            if let loop = ancestor.as(ForStmtSyntax.self), binds(loop.pattern) { return true }
            if let item = ancestor.as(SwitchCaseSyntax.self), binds(item.label) { return true }
            if let clause = ancestor.as(CatchClauseSyntax.self), binds(clause.catchItems) || clause.catchItems.isEmpty && name == "error" { return true }
            for conditions in [ancestor.as(IfExprSyntax.self)?.conditions, ancestor.as(WhileStmtSyntax.self)?.conditions, ancestor.as(GuardStmtSyntax.self)?.conditions] {
                if let conditions, conditions.contains(where: { $0.condition.is(MatchingPatternConditionSyntax.self) && binds($0) }) { return true }
            }
            current = ancestor.parent
        }
        return false
    }

    var currentClass: String? { classStack.last.map { classes[$0].name } }

    /// The styles a value given to `modalPresentationStyle` can be, each with the idiom it is for (nil: any): a
    /// literal (`.fullScreen`); a ternary of such values, split by idiom when its condition tests the idiom; a
    /// local of the function, or a computed property (one expression) or constant of the presenting type, that gives
    /// one. Nil when the reader cannot evaluate it.
    func styleOptions(sequence elements: [ExprSyntax], around node: Syntax, function: Syntax?, depth: Int = 0) -> [StyleOption]? {
        if elements.count == 1 { return styleOptions(elements[0], around: node, function: function, depth: depth) }
        // `condition ? a : b`, unfolded as SwiftParser leaves it: the condition is what comes before the first
        // ternary, the else branch all after it (`c ? a : d ? b : e`).
        guard depth < 4, let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index + 1 < elements.count,
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self),
              let then = styleOptions(ternary.thenExpression, around: node, function: function, depth: depth + 1),
              let otherwise = styleOptions(sequence: Array(elements[(index + 1)...]), around: node, function: function, depth: depth + 1) else { return nil }
        guard let tested = idiomTested(by: elements[..<index].map(\.sourceText).joined(separator: " ")) else { return then + otherwise }
        /// The options that hold on `idiom` (any: every option).
        func on(_ idiom: Idiom?, _ options: [StyleOption]) -> [StyleOption] {
            guard let idiom else { return options }
            return options.compactMap { $0.idiom == nil || $0.idiom == idiom ? StyleOption(idiom: idiom, style: $0.style) : nil }
        }
        return on(tested.idiom, then) + on(tested.elseIdiom, otherwise)
    }

    func styleOptions(_ expression: ExprSyntax, around node: Syntax, function: Syntax?, depth: Int = 0) -> [StyleOption]? {
        guard depth < 4 else { return nil }
        if let style = Self.styleName(expression) { return [StyleOption(idiom: nil, style: style)] }
        if let tuple = expression.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil {
            return styleOptions(only.expression, around: node, function: function, depth: depth + 1)
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            return styleOptions(sequence: Array(sequence.elements), around: node, function: function, depth: depth + 1)
        }
        guard let name = Self.variableName(expression) else { return nil }
        if let function {
            let scan = LocalScan(variable: name)
            scan.walk(function)
            if let initial = scan.initial { return styleOptions(initial, around: node, function: function, depth: depth + 1) }
        }
        // A member of the type the presentation is made in: `var style: UIModalPresentationStyle { … }` with one
        // expression, or `let style = …`.
        var parent = node.parent
        while let current = parent, !current.is(ClassDeclSyntax.self), !current.is(StructDeclSyntax.self), !current.is(EnumDeclSyntax.self),
              !current.is(ExtensionDeclSyntax.self), !current.is(ActorDeclSyntax.self) {
            parent = current.parent
        }
        let members = parent?.as(ClassDeclSyntax.self)?.memberBlock ?? parent?.as(StructDeclSyntax.self)?.memberBlock
            ?? parent?.as(EnumDeclSyntax.self)?.memberBlock ?? parent?.as(ExtensionDeclSyntax.self)?.memberBlock ?? parent?.as(ActorDeclSyntax.self)?.memberBlock
        for member in members?.members ?? [] {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                if let accessors = binding.accessorBlock, case let .getter(statements) = accessors.accessors, statements.count == 1,
                   let item = statements.first?.item {
                    let value = item.as(ExprSyntax.self) ?? item.as(ReturnStmtSyntax.self)?.expression
                    return value.flatMap { styleOptions($0, around: node, function: nil, depth: depth + 1) }
                }
                if variable.bindingSpecifier.tokenKind == .keyword(.let), let initial = binding.initializer?.value {
                    return styleOptions(initial, around: node, function: nil, depth: depth + 1)
                }
                return nil
            }
        }
        return nil
    }

    /// The first and last lines of the function, initializer or accessor around `node`.
    func functionLines(around node: Syntax) -> ClosedRange<Int>? {
        var parent = node.parent
        while let current = parent {
            if current.is(FunctionDeclSyntax.self) || current.is(InitializerDeclSyntax.self) || current.is(AccessorDeclSyntax.self) {
                return lines.line(of: current)...lines.line(ofEnd: current)
            }
            parent = current.parent
        }
        return nil
    }

    /// A site's stack root from `UINavigationController(rootViewController: vc)` with `vc` made in the same function;
    /// a root given but not seen made leaves the site unchecked (`unseenNavigationRoot`).
    func stackRoot(of construction: FunctionCallExprSyntax?, in function: Syntax?, into site: inout ShowSite) {
        guard site.navigationRoot == nil,
              let argument = construction?.arguments.first(where: { $0.label?.text == "rootViewController" })?.expression else { return }
        if let variable = argument.as(DeclReferenceExprSyntax.self)?.baseName.text, let function {
            let scan = LocalScan(variable: variable, storyboards: storyboards)
            scan.walk(function)
            site.navigationRoot = scan.constructed?.class
        }
        if site.navigationRoot == nil { site.unseenNavigationRoot = InputText.excerpt(argument.sourceText) }
    }

    /// Whether `rootViewController` is set on a window of the device: a base named for a window (`window`,
    /// `self.window?`, `keyWindow`…) or a local made as `UIWindow(…)`; not another object's property (an app
    /// delegate's `rootViewController`, a holder's) and not a CarPlay window.
    func isWindow(_ base: ExprSyntax?, in function: Syntax?) -> Bool {
        guard let base else { return false }
        let text = base.sourceText.lowercased()
        if text.contains("carplay") || text.contains("cpwindow") { return false }
        if text.contains("window") { return true }
        guard let variable = Self.variableName(base), let function else { return false }
        let scan = LocalScan(variable: variable, storyboards: storyboards)
        scan.walk(function)
        return scan.initial?.as(FunctionCallExprSyntax.self)?.calledExpression.sourceText == "UIWindow"
    }

    /// The device idioms a case of a `switch` on `userInterfaceIdiom` runs on: `.pad` or `.phone`, both, or none
    /// (`case .mac`, `case .tv`, or a `default` after cases that name both); nil for a case of another switch. A
    /// pattern the reader does not know (`_`, a binding) runs on both.
    static func devices(of switchCase: SwitchCaseSyntax) -> Set<Idiom>? {
        guard let cases = switchCase.parent?.as(SwitchCaseListSyntax.self), let switchExpr = cases.parent?.as(SwitchExprSyntax.self),
              switchExpr.subject.sourceText.contains("userInterfaceIdiom") else { return nil }
        func named(_ item: SwitchCaseSyntax) -> Set<Idiom>? {
            guard case let .case(label) = item.label else { return nil }
            var found: Set<Idiom> = []
            for entry in label.caseItems {
                let name = entry.pattern.sourceText.split(separator: ".").last.map(String.init) ?? ""
                switch name {
                case "pad": found.insert(.pad)
                case "phone": found.insert(.phone)
                case "mac", "tv", "carPlay", "vision", "unspecified": break
                default: return [.pad, .phone]
                }
            }
            return found
        }
        if let own = named(switchCase) { return own }
        // `default`: the device idioms no case names.
        let taken = cases.compactMap { $0.as(SwitchCaseSyntax.self) }.compactMap(named).reduce(into: Set<Idiom>()) { $0.formUnion($1) }
        return Set<Idiom>([.pad, .phone]).subtracting(taken)
    }

    /// The idiom a `return` runs on alone because a statement before it in the same statements leaves on the other:
    /// `if isPad { …; return .all }` (no `else`) before it, or `guard isPad else { … }` (then it runs on iPad).
    static func idiomAfter(_ returned: ExprSyntax) -> Idiom? {
        guard let statement = returned.parent?.as(ReturnStmtSyntax.self)?.parent?.as(CodeBlockItemSyntax.self),
              let list = statement.parent?.as(CodeBlockItemListSyntax.self) else { return nil }
        for item in list {
            if item.id == statement.id { break }
            let expression: ExprSyntax? = switch item.item {
            case let .expr(value): value
            case let .stmt(inner): inner.as(ExpressionStmtSyntax.self)?.expression
            default: nil
            }
            if let branch = expression?.as(IfExprSyntax.self), branch.elseBody == nil,
               branch.body.statements.last?.item.as(ReturnStmtSyntax.self) != nil,
               let tested = idiomTested(by: branch.conditions.sourceText), let other = tested.elseIdiom {
                return other
            }
            if case let .stmt(inner) = item.item, let guardStmt = inner.as(GuardStmtSyntax.self),
               let tested = idiomTested(by: guardStmt.conditions.sourceText) {
                // What follows the guard runs where its condition holds: on that idiom (and more conditions).
                return tested.idiom
            }
        }
        return nil
    }

    /// Whether `node` is in a case of a `switch` on the idiom that runs on neither iPhone nor iPad.
    static func onNoDevice(_ node: Syntax) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if ancestor.is(FunctionDeclSyntax.self) || ancestor.is(ClosureExprSyntax.self) || ancestor.is(AccessorBlockSyntax.self) { return false }
            if let switchCase = ancestor.as(SwitchCaseSyntax.self), let devices = devices(of: switchCase) { return devices.isEmpty }
            current = ancestor.parent
        }
        return false
    }

    /// The idiom the innermost `if` around `node` tests (the opposite in its `else`), if it tests one.
    func idiomCondition(around node: Syntax) -> Idiom? {
        var child = node
        var parent = node.parent
        while let current = parent {
            // `switch UIDevice.current.userInterfaceIdiom { case .pad: … default: … }`
            if let switchCase = current.as(SwitchCaseSyntax.self), let devices = Self.devices(of: switchCase) {
                return devices.count == 1 ? devices.first : nil
            }
            if let branch = current.as(IfExprSyntax.self) {
                if let tested = idiomTested(by: branch.conditions.sourceText) {
                    if branch.body.id == child.id { return tested.idiom }
                    if branch.elseBody.map({ Syntax($0).id }) == child.id { return tested.elseIdiom }
                }
            }
            // `guard isPad else { … }`: its body runs on the other idiom.
            if let guardStmt = current.as(GuardStmtSyntax.self), guardStmt.body.id == child.id,
               let tested = idiomTested(by: guardStmt.conditions.sourceText) {
                return tested.elseIdiom
            }
            if current.is(FunctionDeclSyntax.self) || current.is(ClosureExprSyntax.self) { return nil }
            child = current
            parent = current.parent
        }
        return nil
    }

    /// `name` or `self.name`: the variable or property an expression reads.
    /// `x` or `self.x` (`self?.x`, `self!.x` in a closure that captures self weakly): a member of the object itself.
    static func isOnSelf(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        guard let base = expression.as(MemberAccessExprSyntax.self)?.base?.sourceText else { return false }
        return base == "self" || base == "self?" || base == "self!"
    }

    static func variableName(_ expression: ExprSyntax) -> String? {
        expression.as(DeclReferenceExprSyntax.self)?.baseName.text
            ?? expression.as(MemberAccessExprSyntax.self).flatMap { $0.base?.sourceText == "self" ? $0.declName.baseName.text : nil }
    }

    static let deviceOrientationNames: [String: Int] = [
        "unknown": 0, "portrait": 1, "portraitUpsideDown": 2, "landscapeLeft": 3, "landscapeRight": 4, "faceUp": 5, "faceDown": 6,
    ]

    /// A rotation the code asks for: the geometry request with its mask (given there, or by a local made in the same
    /// function), the orientation setter with its argument (`NSNumber(value:)` and `.rawValue` unwrapped), or an
    /// update call.
    func rotation(_ node: FunctionCallExprSyntax, called: String?) -> RawRotation? {
        // Every call of every file comes here: the line is looked up only for the four names read below.
        guard let called, Self.rotationCalls.contains(called) else { return nil }
        let place = (file: path, line: line(node))
        switch called {
        case "setNeedsUpdateOfSupportedInterfaceOrientations", "attemptRotationToDeviceOrientation":
            return RawRotation(kind: .updateSupportedOrientations, inClass: currentClass, file: place.file, line: place.line, called: called)
        case "requestGeometryUpdate":
            guard let first = node.arguments.first?.expression else { return nil }
            var preferences = first.as(FunctionCallExprSyntax.self)
            if preferences == nil, let variable = first.as(DeclReferenceExprSyntax.self)?.baseName.text,
               let function = Syntax(node).ancestorOrSelf(mapping: { $0.as(FunctionDeclSyntax.self)?.body.map(Syntax.init) }) {
                let scan = LocalScan(variable: variable, storyboards: storyboards)
                scan.walk(function)
                preferences = scan.initial?.as(FunctionCallExprSyntax.self)
            }
            // `.Mac(systemFrame:)` and `.Vision(…)` preferences ask for no orientation.
            if let kind = preferences?.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text, kind == "Mac" || kind == "Vision" {
                return nil
            }
            guard let preferences, let argument = preferences.arguments.first(where: { $0.label?.text == "interfaceOrientations" }) else {
                return RawRotation(kind: .requestGeometryUpdate, unreadable: "the geometry request's preferences \(InputText.excerpt(first.sourceText)) are not an .iOS(interfaceOrientations:) the reader can see",
                                   inClass: currentClass, file: place.file, line: place.line)
            }
            var raw = RawRotation(kind: .requestGeometryUpdate, value: SwiftReader.Returned(argument.expression, line: place.line, file: place.file),
                                  inClass: currentClass, file: place.file, line: place.line, called: "requestGeometryUpdate")
            raw.function = functionLines(around: Syntax(node))
            return raw
        case "setValue":
            let arguments = Array(node.arguments)
            guard arguments.count == 2, arguments[1].label?.text == "forKey",
                  let key = arguments[1].expression.as(StringLiteralExprSyntax.self), key.representedLiteralValue == "orientation" else { return nil }
            var value = arguments[0].expression
            if let wrapper = value.as(FunctionCallExprSyntax.self), wrapper.calledExpression.sourceText == "NSNumber",
               let inner = wrapper.arguments.first?.expression {
                value = inner
            }
            if let member = value.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue", let base = member.base {
                value = base
            }
            if let member = value.as(MemberAccessExprSyntax.self), member.base?.sourceText == "UIDeviceOrientation",
               let device = Self.deviceOrientationNames[member.declName.baseName.text] {
                return RawRotation(kind: .setDeviceOrientation, device: device, inClass: currentClass, file: place.file, line: place.line, called: "setValue")
            }
            return RawRotation(kind: .setDeviceOrientation, value: SwiftReader.Returned(value, line: place.line, file: place.file),
                               interfaceConstant: value.sourceText.hasPrefix("UIInterfaceOrientation."),
                               inClass: currentClass, file: place.file, line: place.line, called: "setValue")
        default:
            return nil
        }
    }

    /// A type that can name a class, as written: `T`, `T?`, `T!`, `Module.T` (not an array, a closure, a tuple: no
    /// presented controller is declared so); nil for the others, whose text is not read.
    static func namedType(_ type: TypeSyntax) -> String? {
        if let named = type.as(IdentifierTypeSyntax.self) { return named.name.text }
        if let optional = type.as(OptionalTypeSyntax.self) { return namedType(optional.wrappedType) }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return namedType(unwrapped.wrappedType) }
        if type.is(MemberTypeSyntax.self) { return type.sourceText }
        return nil
    }

    /// `X(...)`, `UINavigationController(rootViewController: Y())`, `UIHostingController(rootView: …)`.
    static func constructed(_ expression: ExprSyntax, storyboards: [String: String] = [:]) -> (class: String, navigationRoot: String?, scene: String?)? {
        // `storyboard.instantiateViewController(withIdentifier: "Login") as! LoginViewController`: the cast names the
        // class, the identifier its scene.
        if let sequence = expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let type = elements[2].as(TypeExprSyntax.self),
                  let scene = instantiatedScene(elements[0], storyboards: storyboards) else { return nil }
            let name = type.type.sourceText
            guard name.first?.isUppercase == true else { return nil }
            return (name, nil, scene)
        }
        if let scene = instantiatedScene(expression, storyboards: storyboards) { return (SourceModel.scenePrefix + scene, nil, scene) }
        guard let call = expression.as(FunctionCallExprSyntax.self) else { return nil }
        var name = call.calledExpression.sourceText
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        guard name.first?.isUppercase == true, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        if name.hasSuffix(".init") { name = String(name.dropLast(5)) }
        // `Module.Class(…)` constructs; `Factory.make(…)` (a lower-case last part) is a call, not a class.
        guard name.split(separator: ".").last?.first?.isUppercase == true else { return nil }
        let root = call.arguments.first { $0.label?.text == "rootViewController" }.flatMap { constructed($0.expression)?.class }
        return (name, root, nil)
    }

    /// "Name" of `UIStoryboard(name: "Name", bundle: …)`.
    static func storyboardName(_ call: FunctionCallExprSyntax) -> String? {
        // The name's token is compared, not the callee's text: every `let x = f(…)` of a file is asked.
        guard call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIStoryboard",
              let string = call.arguments.first(where: { $0.label?.text == "name" })?.expression.as(StringLiteralExprSyntax.self),
              string.segments.count == 1, let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
        return segment.content.text
    }

    /// The scene a storyboard instantiation names: `….instantiateViewController(withIdentifier: "id")` (or
    /// `identifier:`), or `UIStoryboard(name: "Name", bundle: …).instantiateInitialViewController()` (`@initial:Name`).
    /// `storyboards`: the file's variables given `UIStoryboard(name: "Name", …)`, by name (`let sb = …`).
    static func instantiatedScene(_ expression: ExprSyntax, storyboards: [String: String] = [:]) -> String? {
        var inner = expression
        while let unwrapped = inner.as(ForceUnwrapExprSyntax.self)?.expression ?? inner.as(OptionalChainingExprSyntax.self)?.expression { inner = unwrapped }
        guard let call = inner.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return nil }
        func literal(_ expression: ExprSyntax?) -> String? {
            guard let string = expression?.as(StringLiteralExprSyntax.self), string.segments.count == 1,
                  let segment = string.segments.first?.as(StringSegmentSyntax.self) else { return nil }
            return segment.content.text
        }
        // `UIStoryboard(name: "Name", bundle: …)` names the storyboard; another base (`storyboard!`, a variable) does not.
        let storyboard = member.base?.as(FunctionCallExprSyntax.self).flatMap(storyboardName)
            ?? member.base?.as(DeclReferenceExprSyntax.self).flatMap { storyboards[$0.baseName.text] }
        switch member.declName.baseName.text {
        case "instantiateViewController":
            guard let identifier = literal(call.arguments.first { $0.label?.text == "withIdentifier" || $0.label?.text == "identifier" }?.expression) else { return nil }
            return storyboard.map { "\($0)/\(identifier)" } ?? identifier
        case "instantiateInitialViewController":
            return storyboard.map { "@initial:" + $0 }
        default: return nil
        }
    }

    /// The expressions a getter or function body returns: `return x` statements, or a single expression body, or
    /// the branches of an `if`/`switch` expression.
    func returnedExpressions(_ accessors: AccessorBlockSyntax) -> [SwiftReader.Returned] {
        switch accessors.accessors {
        case let .getter(statements): return returnedExpressions(in: statements)
        case let .accessors(list):
            guard let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body else { return [] }
            return returnedExpressions(in: body.statements)
        }
    }

    func returnedExpressions(in statements: CodeBlockItemListSyntax) -> [SwiftReader.Returned] {
        let returns = ReturnScan()
        returns.walk(statements)
        // Each tied to the idiom an `if` or `switch` on it gives it on, if one does.
        // A return in a case that runs on neither iPhone nor iPad (`case .mac`) is not a value on the devices.
        if !returns.found.isEmpty {
            return returns.found.filter { !Self.onNoDevice(Syntax($0)) }
                .map { SwiftReader.Returned($0, line: line($0), file: path, idiom: idiomCondition(around: Syntax($0)) ?? Self.idiomAfter($0)) }
        }
        guard statements.count == 1, let only = statements.first else { return [] }
        let expression: ExprSyntax?
        switch only.item {
        case let .expr(value): expression = value
        case let .stmt(statement): expression = statement.as(ExpressionStmtSyntax.self)?.expression
        default: expression = nil
        }
        guard let expression else { return [] }
        if let branches = Self.branches(expression) {
            return branches.filter { !Self.onNoDevice(Syntax($0)) }
                .map { SwiftReader.Returned($0, line: line($0), file: path, idiom: idiomCondition(around: Syntax($0))) }
        }
        return [SwiftReader.Returned(expression, line: line(expression), file: path)]
    }

    /// The last expression of each branch of an `if` or `switch` expression.
    static func branches(_ expression: ExprSyntax) -> [ExprSyntax]? {
        func last(_ statements: CodeBlockItemListSyntax) -> ExprSyntax? {
            guard let item = statements.last?.item else { return nil }
            switch item {
            case let .expr(value): return value
            case let .stmt(statement): return statement.as(ExpressionStmtSyntax.self)?.expression
            default: return nil
            }
        }
        if let conditional = expression.as(IfExprSyntax.self) {
            var result: [ExprSyntax] = []
            if let value = last(conditional.body.statements) { result.append(value) }
            switch conditional.elseBody {
            case let .codeBlock(block)?: if let value = last(block.statements) { result.append(value) }
            case let .ifExpr(nested)?: result += branches(ExprSyntax(nested)) ?? []
            case nil: break
            }
            return result
        }
        if let switchExpression = expression.as(SwitchExprSyntax.self) {
            return switchExpression.cases.compactMap { $0.as(SwitchCaseSyntax.self).flatMap { last($0.statements) } }
        }
        return nil
    }
}

/// Every `return x` below a node (not inside nested closures or functions).
final class ReturnScan: SyntaxVisitor {
    var found: [ExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
        if let expression = node.expression { found.append(expression) }
        return .skipChildren
    }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// In one function: `let variable = X(...)` and `variable.modalPresentationStyle = .style`.
/// What a function does with a local: its initial value (a constructed controller; geometry preferences) and the
/// `modalPresentationStyle` set on it.
final class LocalScan: SyntaxVisitor {
    let variable: String
    var initial: ExprSyntax?
    let storyboards: [String: String]
    var constructed: (class: String, navigationRoot: String?, scene: String?)? { initial.flatMap { DeclarationVisitor.constructed($0, storyboards: storyboards) } }
    var presentationStyle: String?
    /// The value given to the variable's `modalPresentationStyle` when it is not a literal style (the elements of
    /// the sequence after the `=`: one, or a ternary's).
    var styleValue: [ExprSyntax]?

    /// The call the value is used at: only what is given before it, and a declaration in scope there, counts (a
    /// later `if let x = …` in a closure, or a `let x` in another branch, gives another value).
    let at: Syntax?

    init(variable: String, storyboards: [String: String] = [:], at: Syntax? = nil) {
        self.variable = variable
        self.storyboards = storyboards
        self.at = at
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether what `node` gives the variable holds at `at`: it comes before it, and `scope` (where a declaration
    /// holds) contains it.
    func reaches(_ node: some SyntaxProtocol, scope: Syntax?) -> Bool {
        guard let at else { return true }
        guard node.position < at.position else { return false }
        guard let scope else { return true }
        return scope.position <= at.position && at.endPosition <= scope.endPosition
    }

    /// The statements a declaration at `node` holds in: its enclosing list of statements.
    static func statements(around node: some SyntaxProtocol) -> Syntax? {
        Syntax(node).ancestorOrSelf { $0.is(CodeBlockItemListSyntax.self) ? $0 : nil }
    }

    /// Every value the variable is given in the function, with the node that gives it (`let x = A()`, `x = B()`).
    var values: [(value: ExprSyntax, at: Syntax)] = []

    /// The type the function declares the local with (`let player: PlayerViewController = …`).
    var annotation: String?
    /// Whether the function declares the variable (a local, not a property).
    var isLocal = false

    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable, reaches(node, scope: Self.statements(around: node)) {
            isLocal = true
            if let type = node.typeAnnotation?.type { annotation = type.sourceText }
            if let value = node.initializer?.value {
                initial = value
                values.append((value, Syntax(node)))
            }
        }
        return .visitChildren
    }

    /// `if let player = … as? PlayerViewController`, `guard let player = PlayerViewController.instantiate()`.
    /// `if let x`, `guard let x = x` or `= self.x` unwraps the same value: it keeps what the variable was given.
    override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
        guard node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == variable, let value = node.initializer?.value,
              !names(value) else { return .visitChildren }
        // `if let`/`while let`: the body; `guard let`: the statements after it.
        let owner = node.parent?.parent?.parent
        let scope = owner?.as(IfExprSyntax.self).map { Syntax($0.body) } ?? owner?.as(WhileStmtSyntax.self).map { Syntax($0.body) }
            ?? Self.statements(around: node)
        if reaches(node, scope: scope) {
            isLocal = true
            if let type = node.typeAnnotation?.type { annotation = type.sourceText }
            initial = value
        }
        return .visitChildren
    }

    /// `variable` or `self.variable`.
    func names(_ expression: ExprSyntax?) -> Bool {
        guard let text = expression?.sourceText else { return false }
        return text == variable || text == "self." + variable
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) else { return .visitChildren }
        if let member = elements[0].as(MemberAccessExprSyntax.self), member.declName.baseName.text == "modalPresentationStyle",
           names(member.base) {
            if elements.count == 3, let style = DeclarationVisitor.styleName(elements[2]) {
                presentationStyle = style
                styleValue = nil
            } else {
                presentationStyle = nil
                styleValue = Array(elements[2...])
            }
        } else if elements.count == 3, names(elements[0]), elements[2].sourceText != variable, reaches(node, scope: nil) {
            // A property (or a local declared earlier) given its value in this function: `picker = Camera()` (not
            // `self.picker = picker`, which gives the property the local's value).
            initial = elements[2]
            values.append((elements[2], Syntax(node)))
        }
        return .visitChildren
    }
}
