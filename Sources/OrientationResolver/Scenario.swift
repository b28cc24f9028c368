/// The described app and the moment to resolve (api.md "Request"). Orientations and masks are raw values, exactly
/// as UIKit would see them; `Scenario.decode` accepts every spelling the contract allows.
public struct Scenario: Sendable, Equatable {
    public var idiom: Idiom = .phone
    public var systemVersion = SystemVersion(major: 18, minor: 0, patch: 0)
    public var deviceOrientation = UIDeviceOrientation.portrait
    public var hasHomeButton = true
    /// The interface orientation before the event (1…4).
    public var interfaceOrientation = UIInterfaceOrientation.portrait
    /// nil: `present` when the active chain has a presented controller, else `rotate`.
    public var event: Event?
    /// `setDeviceOrientation`: the UIDeviceOrientation passed to the setter (raw; an interface constant is taken by
    /// value, as UIKit does); `targetWasInterfaceConstant` says it was written as a UIInterfaceOrientation.
    public var targetOrientation: Int?
    public var targetWasInterfaceConstant = false
    /// `requestGeometryUpdate`: the requested UIInterfaceOrientationMask.
    public var requestedOrientations: Int?
    /// The supported orientations UIKit last read from the deciding controller (iOS ≥ 16 keeps them until
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()`); a rotation or geometry request is answered against it
    /// instead of the controller's current answer (inferred: `stale-supported-orientations`).
    public var lastReadSupportedInterfaceOrientations: Int?
    /// What the event needs when the API it stands for does not exist on the device's iOS version (→ 422); nil
    /// when it exists.
    public func eventUnavailability() -> String? {
        switch event {
        case .requestGeometryUpdate? where systemVersion.major < 16:
            "an event that exists on iOS \(systemVersion): requestGeometryUpdate is iOS 16 and later"
        case .updateSupportedOrientations? where systemVersion.major < 5:
            "an event that exists on iOS \(systemVersion): updateSupportedOrientations (attemptRotationToDeviceOrientation) is iOS 5 and later"
        default:
            nil
        }
    }

    /// The SDK the app is linked against; nil: the device's systemVersion (semantics §9).
    public var sdkVersion: SystemVersion?
    /// `UIWindowSceneDelegate.supportedInterfaceOrientations(for:)` (iOS ≥ 27); nil when not implemented.
    public var sceneDelegateSupportedInterfaceOrientations: Int?
    /// iPadOS 26's windowing mode (Full Screen Apps vs Windowed Apps / Stage Manager).
    public var ipadWindowing = IPadWindowing.fullScreen
    /// What ships (semantics §10): the idioms of `UIDeviceFamily` / `TARGETED_DEVICE_FAMILY` (1 iPhone, 2 iPad), in
    /// the order given, without repeats; nil when not said.
    public var deviceFamilies: [Idiom]?
    /// `MinimumOSVersion` / `IPHONEOS_DEPLOYMENT_TARGET`; nil when not said.
    public var minimumOSVersion: SystemVersion?
    public var infoPlist = InfoPlist()
    /// What `application:supportedInterfaceOrientationsForWindow:` returns; nil when the delegate does not implement it.
    public var supportedInterfaceOrientationsForWindow: Int?
    /// The delegate implements that method, but what it returns is not known (read from code that could not be
    /// evaluated): nil above is then no absent mask. Set by the code reader; not part of the wire format.
    public var delegateMaskUnknown = false
    /// The controller whose code makes the scenario's rotation request (the UIDevice setter, a geometry request),
    /// where the code reader places it in the tree. Set by the code reader; not part of the wire format.
    public var requestingController: Int?
    /// That request is made as a controller leaves the screen (`viewWillDisappear`): the controller on top when it
    /// takes effect is the one shown next, not the one that asks. Set by the code reader; not part of the wire format.
    public var requestWhileDisappearing = false
    /// Every view controller; index 0 is the window's root. Empty when the app sets no root view controller.
    public var controllers: [Controller] = []
    /// The children of every container, each container's in one contiguous range (`Controller.children`).
    public var childIndices: [Int] = []
    /// The bytes `ClassName.source` ranges refer to (the request body).
    public var source: [UInt8] = []
    /// The class names that are not bytes of `source` (a name whose spelling had to be decoded), by
    /// `ClassName.text` index.
    public var classNames: [String] = []
    /// Values written with a constant of the wrong type (an orientation where a mask belongs, or the reverse).
    /// UIKit sees only the value; the validator names the mistake.
    public var wrongTypeConstants: [WrongTypeConstant] = []

    public init() {}
}

public enum Idiom: String, Sendable, CaseIterable {
    case phone, pad

    /// The `UIDeviceFamily` number: 1 iPhone (and iPod touch), 2 iPad.
    public var deviceFamily: Int { self == .phone ? 1 : 2 }

    /// "iPad" or "iPhone", as messages and labels name the device.
    public var deviceName: String { self == .pad ? "iPad" : "iPhone" }

    /// The other idiom.
    public var other: Idiom { self == .pad ? .phone : .pad }

    public init?(deviceFamily: Int) {
        switch deviceFamily {
        case 1: self = .phone
        case 2: self = .pad
        default: return nil
        }
    }
}

public enum Event: String, Sendable, CaseIterable {
    case launch, rotate, present, dismiss
    /// Programmatic rotation (semantics §8).
    case setDeviceOrientation, updateSupportedOrientations, requestGeometryUpdate

    public var isProgrammatic: Bool {
        self == .setDeviceOrientation || self == .updateSupportedOrientations || self == .requestGeometryUpdate
    }
}

public enum IPadWindowing: String, Sendable, CaseIterable {
    case fullScreen, windowed
}

public struct SystemVersion: Sendable, Comparable, CustomStringConvertible {
    public var major: Int
    public var minor: Int
    public var patch: Int

    public init(major: Int, minor: Int = 0, patch: Int = 0) {
        self.major = major
        self.minor = minor
        self.patch = patch
    }

    public static func < (lhs: SystemVersion, rhs: SystemVersion) -> Bool {
        (lhs.major, lhs.minor, lhs.patch) < (rhs.major, rhs.minor, rhs.patch)
    }

    public var description: String { patch == 0 ? "\(major).\(minor)" : "\(major).\(minor).\(patch)" }

    /// "major[.minor[.patch]]": major 1–99 without a leading zero, minor and patch 1–4 digits
    /// (openapi.yaml: `^[1-9][0-9]?(\.[0-9]{1,4}){0,2}$`).
    public init?(parsing text: String) {
        self.init(utf8: text.utf8)
    }

    /// The same, read from UTF-8 bytes (the fast decoder reads them straight from the body).
    public init?(utf8: some Collection<UInt8>) {
        var numbers = (0, 0, 0)
        var part = 0
        var digits = 0
        for byte in utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, part < 2 else { return nil }
                part += 1
                digits = 0
            } else {
                guard byte >= 0x30, byte <= 0x39, digits < (part == 0 ? 2 : 4),
                    !(part == 0 && digits == 0 && byte == 0x30)
                else {
                    return nil
                }
                digits += 1
                let digit = Int(byte - 0x30)
                switch part {
                case 0: numbers.0 = numbers.0 * 10 + digit
                case 1: numbers.1 = numbers.1 * 10 + digit
                default: numbers.2 = numbers.2 * 10 + digit
                }
            }
        }
        guard digits > 0 else { return nil }
        self.init(major: numbers.0, minor: numbers.1, patch: numbers.2)
    }
}

public struct InfoPlist: Sendable, Equatable {
    /// `UISupportedInterfaceOrientations`, in the order written (order decides launch). nil when absent.
    public var supportedInterfaceOrientations: [Int]?
    public var supportedInterfaceOrientationsPad: [Int]?
    public var supportedInterfaceOrientationsPhone: [Int]?
    /// `UIInterfaceOrientation`, the initial orientation; ignored when a supported list exists (reference §1.4).
    public var initialInterfaceOrientation: Int?
    public var requiresFullScreen: Bool?
    public var requiresFullScreenIgnoredStartingWithVersion: SystemVersion?
    /// `CFBundleIdentifier`, quoted in App Store messages.
    public var bundleIdentifier: String?
    /// Presence of `UIApplicationSceneManifest` (scene life cycle) and of a launch screen (`UILaunchStoryboardName`
    /// or `UILaunchScreen`); their values do not matter here, except where a project's reading shows that the named
    /// launch storyboard is not in the bundle (`launchStoryboardNotBuilt`).
    public var hasSceneManifest = false
    public var hasLaunchScreen = false
    /// The launch storyboard the Info.plist names for iPad (`UILaunchStoryboardName~ipad`, else the base key) where
    /// it names nothing in the bundle: written with its file's extension, or, as the project shows, no storyboard or
    /// xib the target builds (`hasLaunchScreen` is then false). Only a project's reading sets it; it words the
    /// ITMS-90475 finding and decides its severity. A scenario written out as JSON keeps only "no launch screen".
    public var launchStoryboardNotBuilt: String?
    /// Whether the launch screen keys were read as the app ships them (an app checked from its project or code):
    /// then an app without a launch screen is not eligible for iPad multitasking (uikit-reference §4.3: eligibility
    /// needs one; such an app runs full screen). A request's Info.plist that names none multitasks as semantics §6
    /// says. Not part of the wire form.
    public var launchScreenRead = false

    /// Whether the Info.plist names a launch screen at all, built or not: the key's presence, which is what the
    /// iPadOS 26 runtime issue reads (semantics §9: "no `UILaunchStoryboardName` nor `UILaunchScreen`").
    public var namesLaunchScreen: Bool { hasLaunchScreen || launchStoryboardNotBuilt != nil }

    /// Whether the bundle surely has no launch screen: none named, or a name that names nothing (written with its
    /// file's extension). A name the project's target does not build may still be copied in by a build script.
    public var surelyNoLaunchScreen: Bool {
        !hasLaunchScreen && (launchStoryboardNotBuilt.map(Self.namesFileWithExtension) ?? true)
    }

    /// Whether a launch storyboard's name is written with its file's extension (`LaunchScreen.storyboard`): it names
    /// nothing in the bundle, which holds the compiled storyboard or nib.
    public static func namesFileWithExtension(_ launchStoryboard: String) -> Bool {
        launchStoryboard.hasSuffix(".storyboard") || launchStoryboard.hasSuffix(".xib")
    }

    public init() {}

    public static let supportedKey = "UISupportedInterfaceOrientations"
    public static let padKey = "UISupportedInterfaceOrientations~ipad"
    public static let phoneKey = "UISupportedInterfaceOrientations~iphone"

    /// The list UIKit reads for the idiom and the key it came from (reference §3.2 step 1).
    public func list(for idiom: Idiom) -> (key: String, orientations: [Int])? {
        switch idiom {
        case .pad:
            if let list = supportedInterfaceOrientationsPad { return (Self.padKey, list) }
        case .phone:
            if let list = supportedInterfaceOrientationsPhone { return (Self.phoneKey, list) }
        }
        if let list = supportedInterfaceOrientations { return (Self.supportedKey, list) }
        return nil
    }

    /// The mask the idiom's list itself names, 0 where there is no list or it is empty: what UIKit's Info.plist parser
    /// keeps (`_UIApplicationInfoParser`), before the idiom's default stands in for a missing list. The iPadOS 26
    /// runtime issue reads this one, so a missing list lacks all four orientations there.
    public func listedMask(for idiom: Idiom) -> Int {
        (list(for: idiom)?.orientations ?? []).reduce(0) { $0 | UIInterfaceOrientation.mask($1) }
    }
}

public enum ControllerKind: String, Sendable, CaseIterable {
    case viewController, navigationController, tabBarController

    public var isContainer: Bool { self != .viewController }

    public var defaultClass: String {
        switch self {
        case .viewController: "UIViewController"
        case .navigationController: "UINavigationController"
        case .tabBarController: "UITabBarController"
        }
    }
}

public enum PresentationStyle: String, Sendable, CaseIterable {
    case fullScreen, overFullScreen, pageSheet, formSheet, popover, currentContext, overCurrentContext, automatic,
        custom

    /// `.automatic` is fullScreen before iOS 13, pageSheet on 13–17 and formSheet from 18 (reference §1.5), for an
    /// app linked against that SDK or a later one: an app linked against an older SDK keeps its SDK's style, as
    /// UIKit's linked-on-or-after checks do (inferred: the reference names the systems, not the SDK).
    ///
    /// A popover on an iPhone (horizontally compact) before iOS 13 adapts to full screen, as UIKit's adaptive
    /// presentation does by default (Apple's `UIModalPresentationStyle.popover`: from iOS 13 it behaves as a form
    /// sheet there, which does not decide either); inferred: an app's presentation delegate may keep the popover.
    public func resolved(for version: SystemVersion, linkedSDK: SystemVersion? = nil, idiom: Idiom? = nil)
        -> PresentationStyle
    {
        if self == .popover, idiom == .phone, version.major < 13 { return .fullScreen }
        guard self == .automatic else { return self }
        let major = Swift.min(version.major, linkedSDK?.major ?? version.major)
        if major < 13 { return .fullScreen }
        return major < 18 ? .pageSheet : .formSheet
    }

    /// Whether a controller presented this way fills the window and so decides orientation (reference §3.4); a
    /// `custom` presentation governs like fullScreen (inferred, semantics §5).
    public var fillsWindow: Bool { self == .fullScreen || self == .overFullScreen || self == .custom }
}

/// One view controller as the client describes it. An omitted method (nil) means "not overridden". Other
/// controllers are referred to by their index in `Scenario.controllers`.
public struct Controller: Sendable, Equatable {
    /// `Scenario.className(of:)` gives it as text.
    public var className: ClassName
    public var kind: ControllerKind
    public var shouldAutorotate: Bool?
    public var supportedInterfaceOrientations: Int?
    public var preferredInterfaceOrientationForPresentation: Int?
    /// iOS ≤ 5: the mask of orientations `shouldAutorotateToInterfaceOrientation:` answers YES for.
    public var shouldAutorotateToInterfaceOrientation: Int?
    /// A container subclass (or category) that returns its top/selected child's answers.
    public var forwardsToChild = false
    public var delegateSupportedInterfaceOrientations: Int?
    public var delegatePreferredInterfaceOrientationForPresentation: Int?
    /// Navigation: the stack, bottom → top. Tab bar: the tabs. A range of `Scenario.childIndices`.
    public var children: Range<Int> = 0..<0
    /// Tab bar: nil when never set (children added with addChildViewController: leave selectedViewController nil).
    public var selectedIndex: Int?
    /// How this controller is presented, when it is someone's `presented`: UIKit's default is `automatic`.
    public var presentationStyle: PresentationStyle = .automatic
    /// False when the description leaves `presentationStyle` out (the default applies; the trace says so).
    public var presentationStyleGiven = false
    /// Overrides viewWillTransitionToSize:withTransitionCoordinator: without calling super, so UIKit's implementation
    /// does not send it the iOS 6–7 rotation methods (semantics §8.1).
    public var overridesViewWillTransitionToSize = false
    /// The controller this one presents.
    public var presented: Int?
    /// Where it hangs: its parent (nil for the window's root) and its place there.
    public var parent: Int?
    public var place: Place = .root

    public enum Place: Sendable, Equatable {
        case root
        case child(Int)
        case presented
    }

    /// A controller of UIKit's own class for its kind (`className` says otherwise when it is a subclass).
    public init(kind: ControllerKind = .viewController) {
        self.kind = kind
        self.className = .kindDefault
    }
}

/// A controller's class name: bytes of `Scenario.source` (a name as the request body writes it, read in place), the
/// UIKit class of its kind, or an entry of `Scenario.classNames` (a name whose spelling had to be decoded). Plain
/// values, so that a `Controller` is copied without reference counting.
public enum ClassName: Sendable, Equatable {
    case source(Range<Int>)
    case kindDefault
    case text(Int)
}

extension Scenario {
    /// The controller's class name as text.
    public func className(of controller: Int) -> String {
        switch controllers[controller].className {
        case let .source(range): String(decoding: source[range], as: UTF8.self)
        case .kindDefault: controllers[controller].kind.defaultClass
        case let .text(index): classNames[index]
        }
    }

    /// Names controller `index` `name` (stored in `classNames`).
    public mutating func setClassName(_ name: String, of index: Int) {
        classNames.append(name)
        controllers[index].className = .text(classNames.count - 1)
    }

    /// Equal when they describe the same app: class names are compared as text, wherever they are stored.
    public static func == (lhs: Scenario, rhs: Scenario) -> Bool {
        guard lhs.idiom == rhs.idiom, lhs.systemVersion == rhs.systemVersion,
            lhs.deviceOrientation == rhs.deviceOrientation,
            lhs.hasHomeButton == rhs.hasHomeButton, lhs.interfaceOrientation == rhs.interfaceOrientation,
            lhs.event == rhs.event, lhs.infoPlist == rhs.infoPlist,
            lhs.supportedInterfaceOrientationsForWindow == rhs.supportedInterfaceOrientationsForWindow,
            lhs.targetOrientation == rhs.targetOrientation,
            lhs.targetWasInterfaceConstant == rhs.targetWasInterfaceConstant,
            lhs.requestedOrientations == rhs.requestedOrientations, lhs.sdkVersion == rhs.sdkVersion,
            lhs.lastReadSupportedInterfaceOrientations == rhs.lastReadSupportedInterfaceOrientations,
            lhs.sceneDelegateSupportedInterfaceOrientations == rhs.sceneDelegateSupportedInterfaceOrientations,
            lhs.ipadWindowing == rhs.ipadWindowing, lhs.deviceFamilies == rhs.deviceFamilies,
            lhs.minimumOSVersion == rhs.minimumOSVersion,
            lhs.childIndices == rhs.childIndices, lhs.wrongTypeConstants == rhs.wrongTypeConstants,
            lhs.controllers.count == rhs.controllers.count
        else { return false }
        for index in lhs.controllers.indices {
            guard lhs.className(of: index) == rhs.className(of: index) else { return false }
            var left = lhs.controllers[index], right = rhs.controllers[index]
            left.className = .kindDefault
            right.className = .kindDefault
            guard left == right else { return false }
        }
        return true
    }

    /// The SDK the app is linked against (the device's version unless `sdkVersion` says otherwise).
    public var linkedSDK: SystemVersion { sdkVersion ?? systemVersion }

    /// The window's root view controller (index 0), if the app sets one.
    public var root: Int? { controllers.isEmpty ? nil : 0 }

    /// A controller's children, as indices of `controllers`.
    public func children(of controller: Int) -> ArraySlice<Int> { childIndices[controllers[controller].children] }

    /// The child a forwarding container forwards to: navigation → the top of the stack, tab bar →
    /// children[selectedIndex]. nil is Objective-C nil messaging (reference §5.2).
    public func forwardingTarget(of index: Int) -> Int? {
        let controller = controllers[index]
        switch controller.kind {
        case .viewController:
            return nil
        case .navigationController:
            return controller.children.isEmpty ? nil : childIndices[controller.children.upperBound - 1]
        case .tabBarController:
            guard let selected = controller.selectedIndex, selected >= 0, selected < controller.children.count else {
                return nil
            }
            return childIndices[controller.children.lowerBound + selected]
        }
    }

    /// Every controller with its subtree: in the order the description writes them (a controller, its children, then
    /// what it presents).
    public func descriptionOrder() -> [Int] {
        guard let root else { return [] }
        var order: [Int] = []
        order.reserveCapacity(controllers.count)
        var pending = [root]
        while let next = pending.popLast() {
            order.append(next)
            if let presented = controllers[next].presented { pending.append(presented) }
            pending.append(contentsOf: children(of: next).reversed())
        }
        return order
    }
}

/// Where a value sits in the description: a member of a controller, of the app or of the device, with array
/// positions below it. The wire module prints it as a JSON pointer.
public struct Location: Sendable, Hashable {
    public enum Member: Sendable, Hashable {
        /// The controller itself.
        case controller
        case supportedInterfaceOrientations, preferredInterfaceOrientationForPresentation
        case delegateSupportedInterfaceOrientations, delegatePreferredInterfaceOrientationForPresentation
        case shouldAutorotate, shouldAutorotateToInterfaceOrientation, presentationStyle, selectedIndex, children
        case supportedInterfaceOrientationsForWindow, sceneDelegateSupportedInterfaceOrientations, sdkVersion
        case deviceFamilies, minimumOSVersion
        case event, targetOrientation, requestedOrientations, ipadWindowing, lastReadSupportedInterfaceOrientations
        case infoPlist
        case infoPlistRequiresFullScreen
        case infoPlistInitialOrientation
        case infoPlistList(key: String)
        case hasHomeButton
        case interfaceOrientation
        /// What the scenario has no member for (a member the schema does not have, a key of a project file, the
        /// code as a whole), by the JSON pointer a body would write it at.
        case named(String)
    }

    /// nil for the app's and the device's members.
    public var controller: Int?
    public var member: Member
    public var elements: [Int]

    public init(_ controller: Int?, _ member: Member, elements: [Int] = []) {
        self.controller = controller
        self.member = member
        self.elements = elements
    }
}

/// A constant of the wrong type found while decoding (reference §7 L3/L4).
public struct WrongTypeConstant: Sendable, Equatable {
    public enum Mistake: String, Sendable {
        /// `UIInterfaceOrientationX` where a `UIInterfaceOrientationMask` belongs.
        case orientationUsedAsMask
        /// `UIInterfaceOrientationMaskX` where a single `UIInterfaceOrientation` belongs.
        case maskUsedAsOrientation
    }

    public var location: Location
    public var mistake: Mistake
    public var spelling: String
    public var value: Int

    public init(location: Location, mistake: Mistake, spelling: String, value: Int) {
        self.location = location
        self.mistake = mistake
        self.spelling = spelling
        self.value = value
    }
}

/// A body that is JSON but not a valid scenario: where, what was expected, what was given (→ 422).
public struct ScenarioError: Error, Sendable, Equatable {
    public var pointer: String
    public var expected: String
    public var given: String

    public init(pointer: String, expected: String, given: String) {
        self.pointer = pointer
        self.expected = expected
        self.given = given
    }

    public var detail: String { "\(pointer.isEmpty ? "the body" : pointer): expected \(expected), given \(given)" }
}

/// Limits on what a scenario may hold, so that every input is bounded.
public struct ScenarioLimits: Sendable {
    /// JSON nesting depth (objects and arrays); deeper is refused before it is parsed further.
    public var maxDepth: Int
    /// Controllers in the whole description (root, children and presented, at any depth).
    public var maxControllers: Int
    /// Length of a `class` string in Unicode code points.
    public var maxClassNameLength: Int

    public init(maxDepth: Int = 64, maxControllers: Int = 1000, maxClassNameLength: Int = 256) {
        self.maxDepth = maxDepth
        self.maxControllers = maxControllers
        self.maxClassNameLength = maxClassNameLength
    }
}

extension Scenario {
    /// The controller whose answers UIKit takes when `index` decides: itself, or, for a container that forwards,
    /// the child it forwards to (and so on, at most 8 levels).
    public func answering(_ index: Int) -> Int {
        var current = index
        for _ in 0..<8 {
            guard controllers[current].kind.isContainer, controllers[current].forwardsToChild,
                let target = forwardingTarget(of: current)
            else { break }
            current = target
        }
        return current
    }
}
