import OrientationResolver
import OrientationWire

/// Turns a parsed JSON document into a `Scenario`, accepting every spelling of api.md and refusing anything else
/// with the pointer, what was expected and what was given. Unknown members are ignored; `null` means "absent".
/// The reference decoder, for tests only: parse the whole document into a tree (`JSONReader`), then decode the
/// tree with a pointer for every error. Slow and plain on purpose; the production decoder (`Scenario.decode`) must
/// agree with it on every input, scenario and error alike.
public enum ReferenceDecoder {
    public static func decode(bytes: [UInt8], limits: ScenarioLimits = ScenarioLimits()) throws(ScenarioInputError)
        -> Scenario
    {
        let json: JSONValue
        do {
            json = try JSONReader.parse(bytes, maxDepth: limits.maxDepth)
        } catch {
            switch error {
            case let .syntax(message, offset, line, column):
                throw .json(message: message, offset: offset, line: line, column: column)
            case let .tooDeep(pointer, limit):
                throw .scenario(
                    ScenarioError(
                        pointer: pointer, expected: "nesting at most \(limit) levels deep",
                        given: "a deeper value"))
            }
        }
        do {
            var decoder = TreeDecoder(limits: limits)
            return try decoder.scenario(json)
        } catch {
            throw .scenario(error)
        }
    }
}

struct TreeDecoder {
    let limits: ScenarioLimits
    var controllerCount = 0
    /// Recorded with their pointers; located once the controllers are stored.
    var wrongTypeConstants: [(pointer: String, mistake: WrongTypeConstant.Mistake, spelling: String, value: Int)] = []

    init(limits: ScenarioLimits) { self.limits = limits }

    /// The `device` object.
    mutating func device(_ device: JSONValue, into scenario: inout Scenario) throws(ScenarioError) {
        guard case .object = device else { throw mismatch("/device", "an object", device) }
        if let idiom = present(device["idiom"]) {
            scenario.idiom = try enumeration(idiom, at: "/device/idiom", Idiom.self)
        }
        if let version = present(device["systemVersion"]) {
            scenario.systemVersion = try systemVersion(version, at: "/device/systemVersion")
        }
        if let orientation = present(device["orientation"]) {
            scenario.deviceOrientation = try deviceOrientation(orientation, at: "/device/orientation")
        }
        if let home = present(device["hasHomeButton"]) {
            scenario.hasHomeButton = try bool(home, at: "/device/hasHomeButton")
        }
        if let windowing = present(device["ipadWindowing"]) {
            scenario.ipadWindowing = try enumeration(windowing, at: "/device/ipadWindowing", IPadWindowing.self)
        }
    }

    mutating func scenario(_ json: JSONValue) throws(ScenarioError) -> Scenario {
        guard case .object = json else { throw mismatch("", "an object describing the scenario", json) }
        var scenario = Scenario()
        if let device = present(json["device"]) { try self.device(device, into: &scenario) }
        if let current = present(json["interfaceOrientation"]) {
            let value = try orientation(current, at: "/interfaceOrientation")
            guard UIInterfaceOrientation.isValid(value) else {
                throw mismatch(
                    "/interfaceOrientation", "one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight",
                    current)
            }
            scenario.interfaceOrientation = value
        }
        if let event = present(json["event"]) {
            scenario.event = try enumeration(event, at: "/event", Event.self)
            if let unavailable = scenario.eventUnavailability() { throw mismatch("/event", unavailable, event) }
        }
        if let target = present(json["targetOrientation"]) {
            guard scenario.event == .setDeviceOrientation else {
                throw mismatch(
                    "/targetOrientation", "targetOrientation only with \"event\": \"setDeviceOrientation\"", target)
            }
            if case let .string(text) = target, text.hasPrefix("UIInterfaceOrientation"),
                !text.hasPrefix("UIInterfaceOrientationMask"),
                let raw = Self.orientationName(text)
            {
                scenario.targetOrientation = raw
                scenario.targetWasInterfaceConstant = true
            } else {
                do {
                    scenario.targetOrientation = try deviceOrientation(target, at: "/targetOrientation")
                } catch {
                    throw mismatch(
                        "/targetOrientation",
                        "a UIDeviceOrientation (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, "
                            + "unknown, or an integer 0…6), or a UIInterfaceOrientation constant such as \"UIInterfaceOrientationLandscapeRight\"",
                        target)
                }
            }
        } else if scenario.event == .setDeviceOrientation {
            throw ScenarioError(
                pointer: "/targetOrientation",
                expected: "the device orientation passed to the setter (\"event\": \"setDeviceOrientation\")",
                given: "nothing")
        }
        if let stale = present(json["lastReadSupportedInterfaceOrientations"]) {
            scenario.lastReadSupportedInterfaceOrientations = try mask(
                stale, at: "/lastReadSupportedInterfaceOrientations")
        }
        if let requested = present(json["requestedOrientations"]) {
            guard scenario.event == .requestGeometryUpdate else {
                throw mismatch(
                    "/requestedOrientations", "requestedOrientations only with \"event\": \"requestGeometryUpdate\"",
                    requested)
            }
            scenario.requestedOrientations = try mask(requested, at: "/requestedOrientations")
        } else if scenario.event == .requestGeometryUpdate {
            throw ScenarioError(
                pointer: "/requestedOrientations",
                expected: "the requested UIInterfaceOrientationMask (\"event\": \"requestGeometryUpdate\")",
                given: "nothing")
        }
        if let app = present(json["app"]) {
            guard case .object = app else { throw mismatch("/app", "an object", app) }
            if let plist = present(app["infoPlist"]) {
                scenario.infoPlist = try infoPlist(plist, at: "/app/infoPlist")
            }
            if let window = present(app["supportedInterfaceOrientationsForWindow"]) {
                scenario.supportedInterfaceOrientationsForWindow = try mask(
                    window, at: "/app/supportedInterfaceOrientationsForWindow")
            }
            if let scene = present(app["sceneDelegateSupportedInterfaceOrientations"]) {
                scenario.sceneDelegateSupportedInterfaceOrientations = try mask(
                    scene, at: "/app/sceneDelegateSupportedInterfaceOrientations")
            }
            if let sdk = present(app["sdkVersion"]) {
                scenario.sdkVersion = try systemVersion(sdk, at: "/app/sdkVersion")
            }
            if let families = present(app["deviceFamilies"]) {
                guard case let .array(elements) = families, !elements.isEmpty else {
                    throw mismatch(
                        "/app/deviceFamilies", "an array of UIDeviceFamily numbers: [1] (iPhone), [2] (iPad) or [1, 2]",
                        families)
                }
                var idioms: [Idiom] = []
                for (index, element) in elements.enumerated() {
                    guard case let .number(text) = element, let number = Int(text),
                        let idiom = Idiom(deviceFamily: number)
                    else {
                        throw mismatch("/app/deviceFamilies/\(index)", "1 (iPhone) or 2 (iPad)", element)
                    }
                    guard !idioms.contains(idiom) else {
                        throw mismatch("/app/deviceFamilies/\(index)", "each family once", element)
                    }
                    idioms.append(idiom)
                }
                scenario.deviceFamilies = idioms
                // An app that ships to one idiom runs as that idiom unless device.idiom says otherwise.
                if idioms.count == 1, present(json["device"]).flatMap({ present($0["idiom"]) }) == nil {
                    scenario.idiom = idioms[0]
                }
            }
            if let minimum = present(app["minimumOSVersion"]) {
                scenario.minimumOSVersion = try systemVersion(minimum, at: "/app/minimumOSVersion")
            }
        }
        if let root = present(json["root"]) {
            scenario.store(root: try controller(root, at: "/root", presented: false))
        }
        scenario.wrongTypeConstants = wrongTypeConstants.map { constant in
            guard let location = scenario.location(ofPointer: constant.pointer) else {
                preconditionFailure("a wrong-type constant at \(constant.pointer), which no location names")
            }
            return WrongTypeConstant(
                location: location, mistake: constant.mistake, spelling: constant.spelling, value: constant.value)
        }
        return scenario
    }

    // MARK: Info.plist

    mutating func infoPlist(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> InfoPlist {
        guard case .object = json else { throw mismatch(pointer, "an object of Info.plist keys", json) }
        var plist = InfoPlist()
        plist.supportedInterfaceOrientations = try plistList(json, InfoPlist.supportedKey, at: pointer)
        plist.supportedInterfaceOrientationsPad = try plistList(json, InfoPlist.padKey, at: pointer)
        plist.supportedInterfaceOrientationsPhone = try plistList(json, InfoPlist.phoneKey, at: pointer)
        if let initial = present(json["UIInterfaceOrientation"]) {
            let path = pointer + "/UIInterfaceOrientation"
            let value = try orientation(initial, at: path)
            guard UIInterfaceOrientation.isValid(value) else {
                throw mismatch(path, "an interface orientation", initial)
            }
            plist.initialInterfaceOrientation = value
        }
        if let fullScreen = present(json["UIRequiresFullScreen"]) {
            plist.requiresFullScreen = try bool(fullScreen, at: pointer + "/UIRequiresFullScreen")
        }
        if let bundle = present(json["CFBundleIdentifier"]) {
            guard case let .string(text) = bundle, !text.isEmpty, text.utf8.count <= 255,
                text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
            else {
                throw mismatch(
                    pointer + "/CFBundleIdentifier", "a bundle identifier such as \"com.example.app\"", bundle)
            }
            plist.bundleIdentifier = text
        }
        plist.hasSceneManifest = present(json["UIApplicationSceneManifest"]) != nil
        plist.hasLaunchScreen = present(json["UILaunchStoryboardName"]) != nil || present(json["UILaunchScreen"]) != nil
        let ignoredKey = "UIRequiresFullScreenIgnoredStartingWithVersion"
        if let ignored = present(json[ignoredKey]) {
            plist.requiresFullScreenIgnoredStartingWithVersion = try systemVersion(
                ignored, at: pointer + "/" + ignoredKey)
        }
        return plist
    }

    mutating func plistList(_ plist: JSONValue, _ key: String, at pointer: String) throws(ScenarioError) -> [Int]? {
        guard let value = present(plist[key]) else { return nil }
        let path = pointer + "/" + JSONPointer.escape(key)
        guard case let .array(elements) = value else {
            throw mismatch(path, "an array of UIInterfaceOrientation strings", value)
        }
        var list: [Int] = []
        for (index, element) in elements.enumerated() {
            let elementPath = "\(path)/\(index)"
            guard case let .string(text) = element, let raw = Self.orientationName(text),
                UIInterfaceOrientation.isValid(raw)
            else {
                throw mismatch(
                    elementPath,
                    "UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, "
                        + "UIInterfaceOrientationLandscapeLeft or UIInterfaceOrientationLandscapeRight", element)
            }
            list.append(raw)
        }
        return list
    }

    // MARK: Controllers

    mutating func controller(_ json: JSONValue, at pointer: String, presented: Bool) throws(ScenarioError)
        -> DecodedController
    {
        guard case .object = json else { throw mismatch(pointer, "an object describing a view controller", json) }
        controllerCount += 1
        guard controllerCount <= limits.maxControllers else {
            throw ScenarioError(
                pointer: pointer, expected: "at most \(limits.maxControllers) controllers in the scenario",
                given: "controller number \(controllerCount)")
        }
        var className: String?
        if let name = present(json["class"]) {
            className = try self.className(name, at: pointer + "/class")
        }
        let kind: ControllerKind
        if let kindValue = present(json["kind"]) {
            kind = try enumeration(kindValue, at: pointer + "/kind", ControllerKind.self)
        } else {
            kind = Self.inferredKind(className)
        }
        var controller = DecodedController(className: className, kind: kind)
        if let value = present(json["shouldAutorotate"]) {
            controller.shouldAutorotate = try bool(value, at: pointer + "/shouldAutorotate")
        }
        if let value = present(json["supportedInterfaceOrientations"]) {
            controller.supportedInterfaceOrientations = try mask(value, at: pointer + "/supportedInterfaceOrientations")
        }
        if let value = present(json["preferredInterfaceOrientationForPresentation"]) {
            controller.preferredInterfaceOrientationForPresentation =
                try orientation(value, at: pointer + "/preferredInterfaceOrientationForPresentation")
        }
        if let value = present(json["shouldAutorotateToInterfaceOrientation"]) {
            controller.shouldAutorotateToInterfaceOrientation = try mask(
                value, at: pointer + "/shouldAutorotateToInterfaceOrientation")
        }
        for member in [
            "forwardsToChild", "delegateSupportedInterfaceOrientations",
            "delegatePreferredInterfaceOrientationForPresentation", "selectedIndex",
        ] {
            if !kind.isContainer, let value = present(json[member]) {
                throw mismatch(
                    pointer + "/" + member,
                    "\(member) only on a navigationController or tabBarController "
                        + "(set \"kind\")", value)
            }
        }
        if let value = present(json["forwardsToChild"]) {
            controller.forwardsToChild = try bool(value, at: pointer + "/forwardsToChild")
        }
        if let value = present(json["delegateSupportedInterfaceOrientations"]) {
            controller.delegateSupportedInterfaceOrientations = try mask(
                value, at: pointer + "/delegateSupportedInterfaceOrientations")
        }
        if let value = present(json["delegatePreferredInterfaceOrientationForPresentation"]) {
            controller.delegatePreferredInterfaceOrientationForPresentation =
                try orientation(value, at: pointer + "/delegatePreferredInterfaceOrientationForPresentation")
        }
        if let value = present(json["children"]) {
            guard case let .array(elements) = value else {
                throw mismatch(pointer + "/children", "an array of view controllers", value)
            }
            for (index, element) in elements.enumerated() {
                controller.children.append(
                    try self.controller(element, at: "\(pointer)/children/\(index)", presented: false))
            }
        }
        if let value = present(json["selectedIndex"]) {
            let path = pointer + "/selectedIndex"
            guard kind == .tabBarController else {
                throw mismatch(path, "selectedIndex only on a tabBarController", value)
            }
            let index = try integer(value, at: path)
            guard controller.children.indices.contains(index) else {
                let expected =
                    controller.children.isEmpty
                    ? "no selectedIndex while children is empty"
                    : "an index into children (0…\(controller.children.count - 1))"
                throw mismatch(path, expected, value)
            }
            controller.selectedIndex = index
        }
        if let value = present(json["presentationStyle"]) {
            controller.presentationStyle = try enumeration(
                value, at: pointer + "/presentationStyle", PresentationStyle.self)
            controller.presentationStyleGiven = true
        }
        if let value = present(json["overridesViewWillTransitionToSize"]) {
            controller.overridesViewWillTransitionToSize = try bool(
                value, at: pointer + "/overridesViewWillTransitionToSize")
        }
        if let value = present(json["presented"]) {
            controller.presented = try self.controller(value, at: pointer + "/presented", presented: true)
        }
        return controller
    }

    /// `kind` may be left out for UIKit's own containers and for subclasses named like them.
    static func inferredKind(_ className: String?) -> ControllerKind {
        className.map { inferredKind(utf8: $0.utf8) } ?? .viewController
    }

    /// The same, from the class name's UTF-8 (the fast decoder passes the bytes of the body).
    static func inferredKind(utf8: some Collection<UInt8>) -> ControllerKind {
        // Compared as bytes (Character-based hasSuffix is slow); the suffixes hold no "." so a module prefix
        // ("MyApp.HomeNavigationController") does not matter.
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            return utf8.count >= count && suffix.withUTF8Buffer { utf8.dropFirst(utf8.count - count).elementsEqual($0) }
        }
        if endsWith("NavigationController") { return .navigationController }
        if endsWith("TabBarController") { return .tabBarController }
        return .viewController
    }

    func className(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> String {
        guard case let .string(text) = json, !text.isEmpty, text.unicodeScalars.count <= limits.maxClassNameLength,
            !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F })
        else {
            throw mismatch(
                pointer, "a class name (1–\(limits.maxClassNameLength) characters, no control characters)", json)
        }
        return text
    }

    // MARK: Orientation values

    /// A mask: an integer, a mask name, or an array of orientation/mask names (their union).
    mutating func mask(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> Int {
        let expected =
            "a UIInterfaceOrientationMask: a non-negative integer, a name such as \"landscape\", \".all\" or "
            + "\"UIInterfaceOrientationMaskPortrait\", or an array of orientation names"
        switch json {
        case .number:
            let value = try integer(json, at: pointer, expected: expected)
            guard value >= 0 else { throw mismatch(pointer, expected, json) }
            return value
        case let .string(text):
            if let mask = Self.maskName(text) { return mask }
            if text.hasPrefix("UIInterfaceOrientation"), let raw = Self.orientationName(text) {
                // An orientation constant returned as a mask: UIKit sees its raw value (reference §7 L4).
                wrongTypeConstants.append((pointer, .orientationUsedAsMask, text, raw))
                return raw
            }
            throw mismatch(pointer, expected, json)
        case let .array(elements):
            var union = 0
            for (index, element) in elements.enumerated() {
                guard case let .string(text) = element else {
                    throw mismatch("\(pointer)/\(index)", "an orientation name", element)
                }
                guard let bits = Spellings.lookup(text, in: Spellings.maskItems) else {
                    throw mismatch(
                        "\(pointer)/\(index)",
                        "an orientation name such as \"portrait\" or \"UIInterfaceOrientationLandscapeLeft\"", element)
                }
                union |= bits
            }
            return union
        default:
            throw mismatch(pointer, expected, json)
        }
    }

    /// An interface orientation: any integer (0…4 are defined), a name, or an array of names meaning the bitwise OR
    /// of their raw values (the `A | B` mistake).
    mutating func orientation(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> Int {
        let expected =
            "a UIInterfaceOrientation: an integer, a name such as \"landscapeLeft\", \".portrait\" or "
            + "\"UIInterfaceOrientationPortrait\", or an array of names (their bitwise OR)"
        switch json {
        case .number:
            return try integer(json, at: pointer, expected: expected)
        case let .string(text):
            if let raw = Self.orientationName(text) { return raw }
            if text.hasPrefix("UIInterfaceOrientationMask"), let mask = Self.maskName(text) {
                // A mask constant returned as an orientation: UIKit sees its value (reference §7 L3).
                wrongTypeConstants.append((pointer, .maskUsedAsOrientation, text, mask))
                return mask
            }
            throw mismatch(pointer, expected, json)
        case let .array(elements):
            var combined = 0
            for (index, element) in elements.enumerated() {
                combined |= try orientation(element, at: "\(pointer)/\(index)")
            }
            return combined
        default:
            throw mismatch(pointer, expected, json)
        }
    }

    func deviceOrientation(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> Int {
        let expected =
            "a UIDeviceOrientation: portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, "
            + "faceDown, unknown (also \".name\" and \"UIDeviceOrientationName\"), or an integer 0…6"
        switch json {
        case .number:
            let value = try integer(json, at: pointer, expected: expected)
            guard (0...6).contains(value) else { throw mismatch(pointer, expected, json) }
            return value
        case let .string(text):
            guard let raw = Spellings.lookup(text, in: Spellings.deviceOrientations) else {
                throw mismatch(pointer, expected, json)
            }
            return raw
        default:
            throw mismatch(pointer, expected, json)
        }
    }

    /// `portrait`, `.portrait`, `UIInterfaceOrientationPortrait` → 1; likewise for the other four (incl. unknown).
    static func orientationName(_ text: String) -> Int? { Spellings.lookup(text, in: Spellings.orientations) }

    /// `landscape`, `.landscape`, `UIInterfaceOrientationMaskLandscape` → 24; likewise for every mask name.
    static func maskName(_ text: String) -> Int? { Spellings.lookup(text, in: Spellings.masks) }

    // MARK: Scalars

    func systemVersion(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> SystemVersion {
        let expected = "a version string \"major[.minor[.patch]]\" such as \"17.4\""
        switch json {
        case let .string(text):
            guard let version = SystemVersion(parsing: text) else { throw mismatch(pointer, expected, json) }
            return version
        case .number:
            guard let major = try? integer(json, at: pointer), (1...99).contains(major) else {
                throw mismatch(pointer, expected, json)
            }
            return SystemVersion(major: major)
        default:
            throw mismatch(pointer, expected, json)
        }
    }

    func enumeration<T: RawRepresentable & CaseIterable>(_ json: JSONValue, at pointer: String, _: T.Type)
        throws(ScenarioError) -> T
    where T.RawValue == String {
        let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard case let .string(text) = json, let value = T(rawValue: text) else {
            throw mismatch(pointer, "one of \(names)", json)
        }
        return value
    }

    func bool(_ json: JSONValue, at pointer: String) throws(ScenarioError) -> Bool {
        guard case let .bool(value) = json else { throw mismatch(pointer, "true or false", json) }
        return value
    }

    func integer(_ json: JSONValue, at pointer: String, expected: String = "an integer") throws(ScenarioError) -> Int {
        guard case let .number(text) = json else { throw mismatch(pointer, expected, json) }
        guard !text.contains(where: { $0 == "." || $0 == "e" || $0 == "E" }) else {
            throw mismatch(pointer, expected + " (whole number)", json)
        }
        guard let value = Int(text) else { throw mismatch(pointer, expected + " (within 64-bit range)", json) }
        return value
    }

    /// nil for a missing member and for an explicit null.
    func present(_ json: JSONValue?) -> JSONValue? {
        if case .null? = json { return nil }
        return json
    }

    func mismatch(_ pointer: String, _ expected: String, _ given: JSONValue) -> ScenarioError {
        ScenarioError(pointer: pointer, expected: expected, given: Self.describe(given))
    }

    static func describe(_ json: JSONValue) -> String {
        switch json {
        case .null: return "null"
        case let .bool(value): return value ? "true" : "false"
        case let .number(text): return text.count > 40 ? String(text.prefix(40)) + "…" : text
        case let .string(text): return "\"" + (text.count > 60 ? String(text.prefix(60)) + "…" : text) + "\""
        case let .array(elements): return "an array of \(elements.count)"
        case .object: return "an object"
        }
    }
}
