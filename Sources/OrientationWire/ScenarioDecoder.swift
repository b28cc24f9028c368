import OrientationResolver

extension Scenario {
    /// Reads a request body: one scan into a flat index (`JSONScanner`), then one walk of the index that builds the
    /// scenario with its controllers stored flat, accepting every spelling of api.md and refusing anything else with
    /// the pointer, what was expected and what was given. Unknown members are ignored; `null` means "absent"; with
    /// duplicate members the last one counts. Not JSON → `.json`, not a scenario → `.scenario`.
    public static func decode(bytes: [UInt8], limits: ScenarioLimits = ScenarioLimits()) throws(ScenarioInputError) -> Scenario {
        let map: JSONMap
        do {
            map = try JSONScanner.scan(bytes, maxDepth: limits.maxDepth)
        } catch {
            switch error {
            case let .syntax(message, offset, line, column):
                throw .json(message: message, offset: offset, line: line, column: column)
            case let .tooDeep(pointer, limit):
                throw .scenario(ScenarioError(pointer: pointer, expected: "nesting at most \(limit) levels deep",
                                              given: "a deeper value"))
            }
        }
        var decoder = ScenarioDecoder(map: map, limits: limits)
        do {
            return try decoder.decode()
        } catch {
            throw .scenario(error)
        }
    }
}

/// Everything that can be wrong with a request body.
public enum ScenarioInputError: Error, Sendable, Equatable {
    /// Not JSON (→ 400).
    case json(message: String, offset: Int, line: Int, column: Int)
    /// JSON, but not a valid scenario (→ 422).
    case scenario(ScenarioError)
}

/// The walk over the index. Members are looked up in a fixed order (so the first error reported does not depend on
/// the order the client wrote them in): each object's members are sorted once into slots by name.
struct ScenarioDecoder {
    let map: JSONMap
    let limits: ScenarioLimits
    var scenario = Scenario()
    private var controllerCount = 0
    /// Value entries of the members of the objects being decoded, `Member.count` slots per nesting level.
    private var slots: [Int] = []
    private var level = 0

    init(map: JSONMap, limits: ScenarioLimits) {
        self.map = map
        self.limits = limits
    }

    private var entries: [JSONMap.Entry] { map.entries }

    mutating func decode() throws(ScenarioError) -> Scenario {
        let document = 0
        guard kind(document) == .object else { throw mismatch("", "an object describing the scenario", document) }
        try withMembers(of: document) { decoder, members throws(ScenarioError) in
            if let device = decoder[members, .device] {
                guard decoder.kind(device) == .object else { throw decoder.mismatch("/device", "an object", device) }
                try decoder.withMembers(of: device) { decoder, device throws(ScenarioError) in
                    if let idiom = decoder[device, .idiom] {
                        decoder.scenario.idiom = try decoder.enumeration(idiom, at: "/device/idiom", Idiom.self)
                    }
                    if let version = decoder[device, .systemVersion] {
                        decoder.scenario.systemVersion = try decoder.systemVersion(version, at: "/device/systemVersion")
                    }
                    if let orientation = decoder[device, .orientation] {
                        decoder.scenario.deviceOrientation = try decoder.deviceOrientation(orientation, at: "/device/orientation")
                    }
                    if let home = decoder[device, .hasHomeButton] {
                        decoder.scenario.hasHomeButton = try decoder.bool(home, at: "/device/hasHomeButton")
                    }
                }
            }
            if let current = decoder[members, .interfaceOrientation] {
                let value = try decoder.orientation(current, at: Location(nil, .interfaceOrientation), "/interfaceOrientation")
                guard UIInterfaceOrientation.isValid(value) else {
                    throw decoder.mismatch("/interfaceOrientation", "one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight", current)
                }
                decoder.scenario.interfaceOrientation = value
            }
            if let event = decoder[members, .event] {
                decoder.scenario.event = try decoder.enumeration(event, at: "/event", Event.self)
            }
            if let app = decoder[members, .app] {
                guard decoder.kind(app) == .object else { throw decoder.mismatch("/app", "an object", app) }
                try decoder.withMembers(of: app) { decoder, app throws(ScenarioError) in
                    if let plist = decoder[app, .infoPlist] {
                        try decoder.infoPlist(plist)
                    }
                    if let window = decoder[app, .supportedInterfaceOrientationsForWindow] {
                        decoder.scenario.supportedInterfaceOrientationsForWindow =
                            try decoder.mask(window, at: Location(nil, .supportedInterfaceOrientationsForWindow), "/app/supportedInterfaceOrientationsForWindow")
                    }
                }
            }
            if let root = decoder[members, .root] {
                _ = try decoder.controller(root, at: "/root", parent: nil, place: .root)
            }
        }
        return scenario
    }

    // MARK: Info.plist

    mutating func infoPlist(_ entry: Int) throws(ScenarioError) {
        let pointer = "/app/infoPlist"
        guard kind(entry) == .object else { throw mismatch(pointer, "an object of Info.plist keys", entry) }
        try withMembers(of: entry) { decoder, plist throws(ScenarioError) in
            decoder.scenario.infoPlist.supportedInterfaceOrientations = try decoder.plistList(decoder[plist, .plistSupported], InfoPlist.supportedKey)
            decoder.scenario.infoPlist.supportedInterfaceOrientationsPad = try decoder.plistList(decoder[plist, .plistSupportedPad], InfoPlist.padKey)
            decoder.scenario.infoPlist.supportedInterfaceOrientationsPhone = try decoder.plistList(decoder[plist, .plistSupportedPhone], InfoPlist.phoneKey)
            if let initial = decoder[plist, .plistInterfaceOrientation] {
                let path = pointer + "/UIInterfaceOrientation"
                let value = try decoder.orientation(initial, at: Location(nil, .infoPlistInitialOrientation), path)
                guard UIInterfaceOrientation.isValid(value) else { throw decoder.mismatch(path, "an interface orientation", initial) }
                decoder.scenario.infoPlist.initialInterfaceOrientation = value
            }
            if let fullScreen = decoder[plist, .requiresFullScreen] {
                decoder.scenario.infoPlist.requiresFullScreen = try decoder.bool(fullScreen, at: pointer + "/UIRequiresFullScreen")
            }
            if let bundle = decoder[plist, .bundleIdentifier] {
                let text = decoder.kind(bundle) == .string ? decoder.map.string(bundle) : ""
                guard !text.isEmpty, text.utf8.count <= 255, text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F }) else {
                    throw decoder.mismatch(pointer + "/CFBundleIdentifier", "a bundle identifier such as \"com.example.app\"", bundle)
                }
                decoder.scenario.infoPlist.bundleIdentifier = text
            }
            if let ignored = decoder[plist, .requiresFullScreenIgnoredStartingWithVersion] {
                decoder.scenario.infoPlist.requiresFullScreenIgnoredStartingWithVersion =
                    try decoder.systemVersion(ignored, at: pointer + "/UIRequiresFullScreenIgnoredStartingWithVersion")
            }
        }
    }

    func plistList(_ entry: Int?, _ key: String) throws(ScenarioError) -> [Int]? {
        guard let entry else { return nil }
        let path = "/app/infoPlist/" + JSONPointer.escape(key)
        guard kind(entry) == .array else { throw mismatch(path, "an array of UIInterfaceOrientation strings", entry) }
        var list: [Int] = []
        list.reserveCapacity(entries[entry].count)
        var element = entry + 1
        for index in 0..<entries[entry].count {
            guard kind(element) == .string, let raw = name(element, Spellings.orientations), UIInterfaceOrientation.isValid(raw) else {
                throw mismatch("\(path)/\(index)", "UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, "
                               + "UIInterfaceOrientationLandscapeLeft or UIInterfaceOrientationLandscapeRight", element)
            }
            list.append(raw)
            element = entries[element].next
        }
        return list
    }

    // MARK: Controllers

    /// Decodes a controller and stores it (then its children's subtrees, then what it presents, so indices follow
    /// the body's order); returns its index.
    mutating func controller(_ entry: Int, at pointer: String, parent: Int?, place: Controller.Place) throws(ScenarioError) -> Int {
        guard kind(entry) == .object else { throw mismatch(pointer, "an object describing a view controller", entry) }
        controllerCount += 1
        guard controllerCount <= limits.maxControllers else {
            throw ScenarioError(pointer: pointer, expected: "at most \(limits.maxControllers) controllers in the scenario",
                                given: "controller number \(controllerCount)")
        }
        let index = scenario.controllers.count
        scenario.controllers.append(Controller())
        try withMembers(of: entry) { decoder, members throws(ScenarioError) in
            try decoder.controllerMembers(members, index: index, at: pointer, parent: parent, place: place)
        }
        return index
    }

    private mutating func controllerMembers(_ members: Members, index: Int, at pointer: String, parent: Int?,
                                            place: Controller.Place) throws(ScenarioError) {
        var className: String?
        if let name = self[members, .className] {
            className = try self.className(name, at: pointer + "/class")
        }
        let kind: ControllerKind
        if let kindValue = self[members, .kind] {
            kind = try enumeration(kindValue, at: pointer + "/kind", ControllerKind.self)
        } else if let name = self[members, .className] {
            kind = Self.inferredKind(utf8: classNameBytes(name))
        } else {
            kind = .viewController
        }
        var controller = Controller(className: className, kind: kind)
        controller.parent = parent
        controller.place = place
        if let value = self[members, .shouldAutorotate] {
            controller.shouldAutorotate = try bool(value, at: pointer + "/shouldAutorotate")
        }
        if let value = self[members, .supportedInterfaceOrientations] {
            controller.supportedInterfaceOrientations = try mask(value, at: Location(index, .supportedInterfaceOrientations), pointer + "/supportedInterfaceOrientations")
        }
        if let value = self[members, .preferredInterfaceOrientationForPresentation] {
            controller.preferredInterfaceOrientationForPresentation =
                try orientation(value, at: Location(index, .preferredInterfaceOrientationForPresentation), pointer + "/preferredInterfaceOrientationForPresentation")
        }
        if let value = self[members, .shouldAutorotateToInterfaceOrientation] {
            controller.shouldAutorotateToInterfaceOrientation =
                try mask(value, at: Location(index, .shouldAutorotateToInterfaceOrientation), pointer + "/shouldAutorotateToInterfaceOrientation")
        }
        if !kind.isContainer {
            for (member, name) in [(Member.forwardsToChild, "forwardsToChild"), (.delegateSupportedInterfaceOrientations, "delegateSupportedInterfaceOrientations"),
                                   (.delegatePreferredInterfaceOrientationForPresentation, "delegatePreferredInterfaceOrientationForPresentation"),
                                   (.selectedIndex, "selectedIndex")] {
                if let value = self[members, member] {
                    throw mismatch(pointer + "/" + name, "\(name) only on a navigationController or tabBarController (set \"kind\")", value)
                }
            }
        }
        if let value = self[members, .forwardsToChild] {
            controller.forwardsToChild = try bool(value, at: pointer + "/forwardsToChild")
        }
        if let value = self[members, .delegateSupportedInterfaceOrientations] {
            controller.delegateSupportedInterfaceOrientations =
                try mask(value, at: Location(index, .delegateSupportedInterfaceOrientations), pointer + "/delegateSupportedInterfaceOrientations")
        }
        if let value = self[members, .delegatePreferredInterfaceOrientationForPresentation] {
            controller.delegatePreferredInterfaceOrientationForPresentation =
                try orientation(value, at: Location(index, .delegatePreferredInterfaceOrientationForPresentation), pointer + "/delegatePreferredInterfaceOrientationForPresentation")
        }
        scenario.controllers[index] = controller
        var childCount = 0
        if let value = self[members, .children] {
            guard self.kind(value) == .array else { throw mismatch(pointer + "/children", "an array of view controllers", value) }
            childCount = entries[value].count
            if childCount > 0 {
                var children: [Int] = []
                children.reserveCapacity(childCount)
                var element = value + 1
                for position in 0..<childCount {
                    children.append(try self.controller(element, at: ScenarioPointer.childPath(pointer, position), parent: index, place: .child(position)))
                    element = entries[element].next
                }
                let start = scenario.childIndices.count
                scenario.childIndices.append(contentsOf: children)
                scenario.controllers[index].children = start..<scenario.childIndices.count
            }
        }
        if let value = self[members, .selectedIndex] {
            let path = pointer + "/selectedIndex"
            guard kind == .tabBarController else { throw mismatch(path, "selectedIndex only on a tabBarController", value) }
            let selected = try integer(value, at: path)
            guard selected >= 0 && selected < childCount else {
                let expected = childCount == 0 ? "no selectedIndex while children is empty" : "an index into children (0…\(childCount - 1))"
                throw mismatch(path, expected, value)
            }
            scenario.controllers[index].selectedIndex = selected
        }
        if let value = self[members, .presentationStyle] {
            scenario.controllers[index].presentationStyle = try enumeration(value, at: pointer + "/presentationStyle", PresentationStyle.self)
        }
        if let value = self[members, .presented] {
            let presented = try self.controller(value, at: pointer + "/presented", parent: index, place: .presented)
            scenario.controllers[index].presented = presented
        }
    }

    /// `kind` may be left out for UIKit's own containers and for subclasses named like them. Compared as bytes;
    /// the suffixes hold no "." so a module prefix ("MyApp.HomeNavigationController") does not matter.
    static func inferredKind(utf8: some Collection<UInt8>) -> ControllerKind {
        func endsWith(_ suffix: StaticString) -> Bool {
            let count = suffix.utf8CodeUnitCount
            return utf8.count >= count && suffix.withUTF8Buffer { utf8.dropFirst(utf8.count - count).elementsEqual($0) }
        }
        if endsWith("NavigationController") { return .navigationController }
        if endsWith("TabBarController") { return .tabBarController }
        return .viewController
    }

    func classNameBytes(_ entry: Int) -> ArraySlice<UInt8> {
        if kind(entry) == .string && !entries[entry].escaped { return map.bytes[entries[entry].start..<entries[entry].end] }
        return ArraySlice(map.string(entry).utf8)
    }

    func className(_ entry: Int, at pointer: String) throws(ScenarioError) -> String {
        guard kind(entry) == .string else {
            throw mismatch(pointer, "a class name (1–\(limits.maxClassNameLength) characters, no control characters)", entry)
        }
        let text = map.string(entry)
        guard !text.isEmpty, text.unicodeScalars.count <= limits.maxClassNameLength,
              !text.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw mismatch(pointer, "a class name (1–\(limits.maxClassNameLength) characters, no control characters)", entry)
        }
        return text
    }

    // MARK: Orientation values

    /// A mask: an integer, a mask name, or an array of orientation/mask names (their union).
    mutating func mask(_ entry: Int, at location: Location, _ pointer: String) throws(ScenarioError) -> Int {
        let expected = "a UIInterfaceOrientationMask: a non-negative integer, a name such as \"landscape\", \".all\" or "
            + "\"UIInterfaceOrientationMaskPortrait\", or an array of orientation names"
        switch kind(entry) {
        case .number:
            let value = try integer(entry, at: pointer, expected: expected)
            guard value >= 0 else { throw mismatch(pointer, expected, entry) }
            return value
        case .string:
            if let mask = name(entry, Spellings.masks) { return mask }
            if startsWith(entry, "UIInterfaceOrientation"), let raw = name(entry, Spellings.orientations) {
                // An orientation constant returned as a mask: UIKit sees its raw value (reference §7 L4).
                scenario.wrongTypeConstants.append(WrongTypeConstant(location: location, mistake: .orientationUsedAsMask,
                                                                     spelling: map.string(entry), value: raw))
                return raw
            }
            throw mismatch(pointer, expected, entry)
        case .array:
            var union = 0
            var element = entry + 1
            for index in 0..<entries[entry].count {
                guard kind(element) == .string else { throw mismatch("\(pointer)/\(index)", "an orientation name", element) }
                guard let bits = name(element, Spellings.maskItems) else {
                    throw mismatch("\(pointer)/\(index)", "an orientation name such as \"portrait\" or \"UIInterfaceOrientationLandscapeLeft\"", element)
                }
                union |= bits
                element = entries[element].next
            }
            return union
        default:
            throw mismatch(pointer, expected, entry)
        }
    }

    /// An interface orientation: any integer (0…4 are defined), a name, or an array of names meaning the bitwise OR
    /// of their raw values (the `A | B` mistake).
    mutating func orientation(_ entry: Int, at location: Location, _ pointer: String) throws(ScenarioError) -> Int {
        let expected = "a UIInterfaceOrientation: an integer, a name such as \"landscapeLeft\", \".portrait\" or "
            + "\"UIInterfaceOrientationPortrait\", or an array of names (their bitwise OR)"
        switch kind(entry) {
        case .number:
            return try integer(entry, at: pointer, expected: expected)
        case .string:
            if let raw = name(entry, Spellings.orientations) { return raw }
            if startsWith(entry, "UIInterfaceOrientationMask"), let mask = name(entry, Spellings.masks) {
                // A mask constant returned as an orientation: UIKit sees its value (reference §7 L3).
                scenario.wrongTypeConstants.append(WrongTypeConstant(location: location, mistake: .maskUsedAsOrientation,
                                                                     spelling: map.string(entry), value: mask))
                return mask
            }
            throw mismatch(pointer, expected, entry)
        case .array:
            var combined = 0
            var element = entry + 1
            for index in 0..<entries[entry].count {
                var elementLocation = location
                elementLocation.elements.append(index)
                combined |= try orientation(element, at: elementLocation, "\(pointer)/\(index)")
                element = entries[element].next
            }
            return combined
        default:
            throw mismatch(pointer, expected, entry)
        }
    }

    func deviceOrientation(_ entry: Int, at pointer: String) throws(ScenarioError) -> Int {
        let expected = "a UIDeviceOrientation: portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, "
            + "faceDown, unknown (also \".name\" and \"UIDeviceOrientationName\"), or an integer 0…6"
        switch kind(entry) {
        case .number:
            let value = try integer(entry, at: pointer, expected: expected)
            guard (0...6).contains(value) else { throw mismatch(pointer, expected, entry) }
            return value
        case .string:
            guard let raw = name(entry, Spellings.deviceOrientations) else { throw mismatch(pointer, expected, entry) }
            return raw
        default:
            throw mismatch(pointer, expected, entry)
        }
    }

    // MARK: Scalars

    func systemVersion(_ entry: Int, at pointer: String) throws(ScenarioError) -> SystemVersion {
        let expected = "a version string \"major[.minor[.patch]]\" such as \"17.4\""
        switch kind(entry) {
        case .string:
            let version = entries[entry].escaped ? SystemVersion(parsing: map.string(entry))
                : SystemVersion(utf8: map.bytes[entries[entry].start..<entries[entry].end])
            guard let version else { throw mismatch(pointer, expected, entry) }
            return version
        case .number:
            guard let major = try? integer(entry, at: pointer), (1...99).contains(major) else { throw mismatch(pointer, expected, entry) }
            return SystemVersion(major: major)
        default:
            throw mismatch(pointer, expected, entry)
        }
    }

    func enumeration<T: RawRepresentable & CaseIterable>(_ entry: Int, at pointer: String, _: T.Type) throws(ScenarioError) -> T
    where T.RawValue == String {
        if kind(entry) == .string {
            let value: T?
            if entries[entry].escaped {
                value = T(rawValue: map.string(entry))
            } else {
                let bytes = map.bytes[entries[entry].start..<entries[entry].end]
                value = T.allCases.first { $0.rawValue.utf8.elementsEqual(bytes) }
            }
            if let value { return value }
        }
        let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        throw mismatch(pointer, "one of \(names)", entry)
    }

    func bool(_ entry: Int, at pointer: String) throws(ScenarioError) -> Bool {
        switch kind(entry) {
        case .literalTrue: return true
        case .literalFalse: return false
        default: throw mismatch(pointer, "true or false", entry)
        }
    }

    func integer(_ entry: Int, at pointer: String, expected: String = "an integer") throws(ScenarioError) -> Int {
        guard kind(entry) == .number else { throw mismatch(pointer, expected, entry) }
        let text = map.bytes[entries[entry].start..<entries[entry].end]
        guard !text.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") }) else {
            throw mismatch(pointer, expected + " (whole number)", entry)
        }
        // The scanner checked the syntax: an optional minus, then digits without a leading zero.
        var value = 0
        let negative = text.first == UInt8(ascii: "-")
        for byte in text.dropFirst(negative ? 1 : 0) {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = negative ? times.subtractingReportingOverflow(Int(byte - 0x30))
                : times.addingReportingOverflow(Int(byte - 0x30))
            guard !overflow1, !overflow2 else { throw mismatch(pointer, expected + " (within 64-bit range)", entry) }
            value = sum
        }
        return value
    }

    // MARK: The index

    func kind(_ entry: Int) -> JSONMap.Kind { entries[entry].kind }

    /// The value of a name from `table`, compared in place when the string holds no escape.
    func name(_ entry: Int, _ table: NameTable) -> Int? {
        let e = entries[entry]
        if e.escaped { return table.value(of: map.string(entry)) }
        return table.value(of: map.bytes, in: e.start..<e.end)
    }

    func startsWith(_ entry: Int, _ prefix: StaticString) -> Bool {
        map.string(entry).hasPrefix(prefix.description)
    }

    /// The known members of an object, by name; unknown members and `null` values are left out, and of duplicate
    /// members the last one counts.
    struct Members {
        /// The first of this object's slots.
        fileprivate let base: Int
    }

    /// The value entry of an object's member, if it is there and not null.
    subscript(_ members: Members, _ member: Member) -> Int? {
        let entry = slots[members.base + member.rawValue]
        return entry < 0 ? nil : entry
    }

    /// Sorts the object's members into this nesting level's slots and calls `body` with them.
    mutating func withMembers(of object: Int, _ body: (inout ScenarioDecoder, Members) throws(ScenarioError) -> Void) throws(ScenarioError) {
        let base = level * Member.count
        if slots.count < base + Member.count { slots.append(contentsOf: repeatElement(-1, count: base + Member.count - slots.count)) }
        for slot in base..<(base + Member.count) { slots[slot] = -1 }
        var key = object + 1
        for _ in 0..<entries[object].count {
            let value = key + 1
            if let member = name(key, Member.table) {
                slots[base + member] = entries[value].kind == .null ? -1 : value
            }
            key = entries[value].next
        }
        level += 1
        defer { level -= 1 }
        try body(&self, Members(base: base))
    }

    // MARK: Errors

    func mismatch(_ pointer: String, _ expected: String, _ given: Int) -> ScenarioError {
        ScenarioError(pointer: pointer, expected: expected, given: describe(given))
    }

    func describe(_ entry: Int) -> String {
        switch kind(entry) {
        case .null: return "null"
        case .literalTrue: return "true"
        case .literalFalse: return "false"
        case .number:
            let text = map.numberText(entry)
            return text.count > 40 ? String(text.prefix(40)) + "…" : text
        case .string:
            let text = map.string(entry)
            return "\"" + (text.count > 60 ? String(text.prefix(60)) + "…" : text) + "\""
        case .array: return "an array of \(entries[entry].count)"
        case .object: return "an object"
        }
    }

    /// Every member name the scenario schema knows, in every object it may appear in.
    enum Member: Int, CaseIterable {
        case device, interfaceOrientation, event, app, root
        case idiom, systemVersion, orientation, hasHomeButton
        case infoPlist, supportedInterfaceOrientationsForWindow
        case plistSupported, plistSupportedPad, plistSupportedPhone, plistInterfaceOrientation, requiresFullScreen
        case requiresFullScreenIgnoredStartingWithVersion, bundleIdentifier
        case className, kind, shouldAutorotate, supportedInterfaceOrientations, preferredInterfaceOrientationForPresentation
        case shouldAutorotateToInterfaceOrientation, forwardsToChild, delegateSupportedInterfaceOrientations
        case delegatePreferredInterfaceOrientationForPresentation, selectedIndex, children, presentationStyle, presented

        static let count = allCases.count

        static let table = NameTable(([
            ("device", .device), ("interfaceOrientation", .interfaceOrientation), ("event", .event), ("app", .app),
            ("root", .root), ("idiom", .idiom), ("systemVersion", .systemVersion), ("orientation", .orientation),
            ("hasHomeButton", .hasHomeButton), ("infoPlist", .infoPlist),
            ("supportedInterfaceOrientationsForWindow", .supportedInterfaceOrientationsForWindow),
            (InfoPlist.supportedKey, .plistSupported), (InfoPlist.padKey, .plistSupportedPad), (InfoPlist.phoneKey, .plistSupportedPhone),
            ("UIInterfaceOrientation", .plistInterfaceOrientation), ("UIRequiresFullScreen", .requiresFullScreen),
            ("UIRequiresFullScreenIgnoredStartingWithVersion", .requiresFullScreenIgnoredStartingWithVersion),
            ("CFBundleIdentifier", .bundleIdentifier), ("class", .className), ("kind", .kind),
            ("shouldAutorotate", .shouldAutorotate), ("supportedInterfaceOrientations", .supportedInterfaceOrientations),
            ("preferredInterfaceOrientationForPresentation", .preferredInterfaceOrientationForPresentation),
            ("shouldAutorotateToInterfaceOrientation", .shouldAutorotateToInterfaceOrientation), ("forwardsToChild", .forwardsToChild),
            ("delegateSupportedInterfaceOrientations", .delegateSupportedInterfaceOrientations),
            ("delegatePreferredInterfaceOrientationForPresentation", .delegatePreferredInterfaceOrientationForPresentation),
            ("selectedIndex", .selectedIndex), ("children", .children), ("presentationStyle", .presentationStyle),
            ("presented", .presented),
        ] as [(String, Member)]).map { ($0.0, $0.1.rawValue) })
    }
}
