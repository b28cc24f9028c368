import OrientationResolver

extension Scenario {
    /// Reads a request body: one scan into a flat index (`JSONScanner`), then one walk of the index that builds the
    /// scenario with its controllers stored flat, accepting every spelling of api.md and refusing anything else with
    /// the pointer, what was expected and what was given. `null` means "absent"; with duplicate members the last one
    /// counts. Not JSON → `.json`, not a scenario → `.scenario`. Members the schema does not have and duplicate
    /// members are not errors: `decodeNoting` returns them as notes, which the answers report as warnings.
    public static func decode(bytes: [UInt8], limits: ScenarioLimits = ScenarioLimits()) throws(ScenarioInputError)
        -> Scenario
    {
        try decodeNoting(bytes: bytes, limits: limits).scenario
    }

    /// `decode`, and what in the body was not used: unknown, misplaced and duplicate members (`InputNotes`).
    /// `base` is what project files say (`ProjectFiles`): every member the body gives replaces it, the rest stays.
    public static func decodeNoting(
        bytes: [UInt8], limits: ScenarioLimits = ScenarioLimits(), base: Scenario = Scenario()
    ) throws(ScenarioInputError)
        -> (scenario: Scenario, notes: InputNotes)
    {
        let map: JSONMap
        do {
            map = try JSONScanner.scan(bytes, maxDepth: limits.maxDepth)
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
        var decoder = ScenarioDecoder(map: map, limits: limits, base: base)
        do {
            let scenario = try decoder.decode()
            return (scenario, decoder.strays.isEmpty ? InputNotes() : decoder.notes(in: scenario))
        } catch {
            throw .scenario(
                ScenarioError(
                    pointer: decoder.scenario.pointer(error.site, error.elements), expected: error.expected,
                    given: error.given))
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

/// A string enumeration of the contract: its cases in `allCases` order (kept, so that reading one allocates nothing)
/// and their raw values as a name table (value: position in `cases`).
struct EnumerationNames<T: RawRepresentable & CaseIterable & Sendable>: Sendable where T.RawValue == String {
    let cases: [T]
    let table: NameTable

    init() {
        cases = Array(T.allCases)
        table = NameTable(cases.enumerated().map { ($1.rawValue, $0) })
    }
}

private let idiomNames = EnumerationNames<Idiom>()
private let eventNames = EnumerationNames<Event>()
private let kindNames = EnumerationNames<ControllerKind>()
private let styleNames = EnumerationNames<PresentationStyle>()
private let windowingNames = EnumerationNames<IPadWindowing>()

/// Where a value sits; made a JSON pointer only when an error names it.
enum Site {
    case fixed(String)
    case plistKey(String)
    /// A member of a stored controller ("/class", …).
    case member(Int, String)
    /// The controller being decoded, by where it hangs.
    case controller(parent: Int?, place: Controller.Place)
}

/// A value that is not what the schema wants (→ 422), before its pointer is written out.
struct Mismatch: Error {
    var site: Site
    var elements: [Int] = []
    var expected: String
    var given: String
}

extension Scenario {
    func pointer(_ site: Site, _ elements: [Int]) -> String {
        var pointer: String
        switch site {
        case let .fixed(text): pointer = text
        case let .plistKey(key): pointer = self.pointer(Location(nil, .infoPlistList(key: key)))
        case let .member(controller, member): pointer = path(of: controller) + member
        case let .controller(parent, place):
            pointer = String(
                decoding: SentenceWriter.bytes(in: self) { writer in
                    if let parent { writer.path(parent) }
                    writer.place(place)
                }, as: UTF8.self)
        }
        for element in elements { pointer += "/\(element)" }
        return pointer
    }
}

/// The walk over the index. Members are looked up in a fixed order (so the first error reported does not depend on
/// the order the client wrote them in): each object's members are sorted once into slots by name.
struct ScenarioDecoder {
    let map: JSONMap
    let limits: ScenarioLimits
    var scenario = Scenario()
    private var controllerCount = 0
    /// Members not used (unknown, misplaced, given twice), the first `InputNotes.maxRecorded` of them; the rest
    /// are only counted.
    private(set) var strays: [Stray] = []
    private(set) var straysBeyond: [Stray.Kind: Int] = [:]

    init(map: JSONMap, limits: ScenarioLimits, base: Scenario = Scenario()) {
        self.map = map
        self.limits = limits
        scenario = base
        scenario.source = map.bytes
        // Every controller is an object; one allocation each for the controllers and the child lists.
        let controllers = min(map.objects, limits.maxControllers)
        scenario.controllers.reserveCapacity(controllers)
        scenario.childIndices.reserveCapacity(controllers)
        precondition(Member.count <= 48, "Members holds 48 slots")
    }

    var entries: [JSONMap.Entry] { map.entries }

    mutating func decode() throws(Mismatch) -> Scenario {
        let document = 0
        guard kind(document) == .object else {
            throw mismatch(.fixed(""), "an object describing the scenario", document)
        }
        try withMembers(of: document, .document) { decoder, members throws(Mismatch) in
            var idiomGiven = false
            if let device = decoder[members, .device] {
                guard decoder.kind(device) == .object else {
                    throw decoder.mismatch(.fixed("/device"), "an object", device)
                }
                try decoder.withMembers(of: device, .device) { decoder, device throws(Mismatch) in
                    if let idiom = decoder[device, .idiom] {
                        decoder.scenario.idiom = try decoder.enumeration(idiom, at: .fixed("/device/idiom"), idiomNames)
                        idiomGiven = true
                    }
                    if let version = decoder[device, .systemVersion] {
                        decoder.scenario.systemVersion = try decoder.systemVersion(
                            version, at: .fixed("/device/systemVersion"))
                    }
                    if let orientation = decoder[device, .orientation] {
                        decoder.scenario.deviceOrientation = try decoder.deviceOrientation(
                            orientation, at: .fixed("/device/orientation"))
                    }
                    if let home = decoder[device, .hasHomeButton] {
                        decoder.scenario.hasHomeButton = try decoder.bool(home, at: .fixed("/device/hasHomeButton"))
                    }
                    if let windowing = decoder[device, .ipadWindowing] {
                        decoder.scenario.ipadWindowing = try decoder.enumeration(
                            windowing, at: .fixed("/device/ipadWindowing"), windowingNames)
                    }
                }
            }
            if let current = decoder[members, .interfaceOrientation] {
                let value = try decoder.orientation(
                    current, at: Location(nil, .interfaceOrientation), .fixed("/interfaceOrientation"))
                guard UIInterfaceOrientation.isValid(value) else {
                    throw decoder.mismatch(
                        .fixed("/interfaceOrientation"),
                        "one of portrait, portraitUpsideDown, landscapeLeft, landscapeRight", current)
                }
                decoder.scenario.interfaceOrientation = value
            }
            if let event = decoder[members, .event] {
                decoder.scenario.event = try decoder.enumeration(event, at: .fixed("/event"), eventNames)
            }
            try decoder.eventArguments(members)
            if let app = decoder[members, .app] {
                guard decoder.kind(app) == .object else { throw decoder.mismatch(.fixed("/app"), "an object", app) }
                try decoder.withMembers(of: app, .app) { decoder, app throws(Mismatch) in
                    if let plist = decoder[app, .infoPlist] {
                        try decoder.infoPlist(plist)
                    }
                    if let window = decoder[app, .supportedInterfaceOrientationsForWindow] {
                        decoder.scenario.supportedInterfaceOrientationsForWindow =
                            try decoder.mask(
                                window, at: Location(nil, .supportedInterfaceOrientationsForWindow),
                                .fixed("/app/supportedInterfaceOrientationsForWindow"))
                    }
                    if let scene = decoder[app, .sceneDelegateSupportedInterfaceOrientations] {
                        decoder.scenario.sceneDelegateSupportedInterfaceOrientations =
                            try decoder.mask(
                                scene, at: Location(nil, .sceneDelegateSupportedInterfaceOrientations),
                                .fixed("/app/sceneDelegateSupportedInterfaceOrientations"))
                    }
                    if let sdk = decoder[app, .sdkVersion] {
                        decoder.scenario.sdkVersion = try decoder.systemVersion(sdk, at: .fixed("/app/sdkVersion"))
                    }
                    if let families = decoder[app, .deviceFamilies] {
                        let idioms = try decoder.deviceFamilies(families)
                        decoder.scenario.deviceFamilies = idioms
                        // An app that ships to one idiom runs as that idiom unless device.idiom says otherwise.
                        if idioms.count == 1 && !idiomGiven { decoder.scenario.idiom = idioms[0] }
                    }
                    if let minimum = decoder[app, .minimumOSVersion] {
                        decoder.scenario.minimumOSVersion = try decoder.systemVersion(
                            minimum, at: .fixed("/app/minimumOSVersion"))
                    }
                }
            }
            if let root = decoder[members, .root] {
                _ = try decoder.controller(root, parent: nil, place: .root)
            }
        }
        // Moved out, not copied (a copy retains each of its arrays).
        var decoded = Scenario()
        swap(&decoded, &scenario)
        return decoded
    }

    /// The arguments of the programmatic events (semantics §8): each is required by its event and refused with any
    /// other, so that a request never carries a value that is silently ignored.
    mutating func eventArguments(_ members: Members) throws(Mismatch) {
        let event = scenario.event
        if let entry = self[members, .event], let unavailable = scenario.eventUnavailability() {
            throw mismatch(.fixed("/event"), unavailable, entry)
        }
        if let target = self[members, .targetOrientation] {
            guard event == .setDeviceOrientation else {
                throw mismatch(
                    .fixed("/targetOrientation"), "targetOrientation only with \"event\": \"setDeviceOrientation\"",
                    target)
            }
            let expected =
                "a UIDeviceOrientation (portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown, "
                + "unknown, or an integer 0…6), or a UIInterfaceOrientation constant such as \"UIInterfaceOrientationLandscapeRight\""
            if kind(target) == .string, startsWith(target, "UIInterfaceOrientation"),
                !startsWith(target, "UIInterfaceOrientationMask"),
                let raw = name(target, Spellings.orientations)
            {
                // The setter takes a UIDeviceOrientation; UIKit reads an interface constant by its value (semantics §8).
                scenario.targetOrientation = raw
                scenario.targetWasInterfaceConstant = true
            } else {
                do {
                    scenario.targetOrientation = try deviceOrientation(target, at: .fixed("/targetOrientation"))
                } catch {
                    throw mismatch(.fixed("/targetOrientation"), expected, target)
                }
            }
        } else if event == .setDeviceOrientation {
            throw Mismatch(
                site: .fixed("/targetOrientation"),
                expected: "the device orientation passed to the setter (\"event\": \"setDeviceOrientation\")",
                given: "nothing")
        }
        if let stale = self[members, .lastReadSupportedInterfaceOrientations] {
            scenario.lastReadSupportedInterfaceOrientations = try mask(
                stale, at: Location(nil, .lastReadSupportedInterfaceOrientations),
                .fixed("/lastReadSupportedInterfaceOrientations"))
        }
        if let requested = self[members, .requestedOrientations] {
            guard event == .requestGeometryUpdate else {
                throw mismatch(
                    .fixed("/requestedOrientations"),
                    "requestedOrientations only with \"event\": \"requestGeometryUpdate\"", requested)
            }
            scenario.requestedOrientations = try mask(
                requested, at: Location(nil, .requestedOrientations), .fixed("/requestedOrientations"))
        } else if event == .requestGeometryUpdate {
            throw Mismatch(
                site: .fixed("/requestedOrientations"),
                expected: "the requested UIInterfaceOrientationMask (\"event\": \"requestGeometryUpdate\")",
                given: "nothing")
        }
    }

    // MARK: Info.plist

    mutating func infoPlist(_ entry: Int) throws(Mismatch) {
        guard kind(entry) == .object else {
            throw mismatch(.fixed("/app/infoPlist"), "an object of Info.plist keys", entry)
        }
        try withMembers(of: entry, .infoPlist) { decoder, plist throws(Mismatch) in
            // Each key replaces what the base scenario (project files) says only when it is given.
            if let list = try decoder.plistList(decoder[plist, .plistSupported], InfoPlist.supportedKey) {
                decoder.scenario.infoPlist.supportedInterfaceOrientations = list
            }
            if let list = try decoder.plistList(decoder[plist, .plistSupportedPad], InfoPlist.padKey) {
                decoder.scenario.infoPlist.supportedInterfaceOrientationsPad = list
            }
            if let list = try decoder.plistList(decoder[plist, .plistSupportedPhone], InfoPlist.phoneKey) {
                decoder.scenario.infoPlist.supportedInterfaceOrientationsPhone = list
            }
            if let initial = decoder[plist, .plistInterfaceOrientation] {
                let path = Site.fixed("/app/infoPlist/UIInterfaceOrientation")
                let value = try decoder.orientation(initial, at: Location(nil, .infoPlistInitialOrientation), path)
                guard UIInterfaceOrientation.isValid(value) else {
                    throw decoder.mismatch(path, "an interface orientation", initial)
                }
                decoder.scenario.infoPlist.initialInterfaceOrientation = value
            }
            if let fullScreen = decoder[plist, .requiresFullScreen] {
                decoder.scenario.infoPlist.requiresFullScreen = try decoder.bool(
                    fullScreen, at: .fixed("/app/infoPlist/UIRequiresFullScreen"))
            }
            if let bundle = decoder[plist, .bundleIdentifier] {
                let text = decoder.kind(bundle) == .string ? decoder.map.string(bundle) : ""
                guard !text.isEmpty, text.utf8.count <= 255,
                    text.unicodeScalars.allSatisfy({ $0.value > 0x20 && $0.value < 0x7F })
                else {
                    throw decoder.mismatch(
                        .fixed("/app/infoPlist/CFBundleIdentifier"), "a bundle identifier such as \"com.example.app\"",
                        bundle)
                }
                decoder.scenario.infoPlist.bundleIdentifier = text
            }
            // Presence is what counts (semantics §9): any value but null.
            if decoder[plist, .plistSceneManifest] != nil { decoder.scenario.infoPlist.hasSceneManifest = true }
            if decoder[plist, .plistLaunchStoryboardName] != nil || decoder[plist, .plistLaunchScreen] != nil {
                decoder.scenario.infoPlist.hasLaunchScreen = true
            }
            if let ignored = decoder[plist, .requiresFullScreenIgnoredStartingWithVersion] {
                decoder.scenario.infoPlist.requiresFullScreenIgnoredStartingWithVersion =
                    try decoder.systemVersion(
                        ignored, at: .fixed("/app/infoPlist/UIRequiresFullScreenIgnoredStartingWithVersion"))
            }
        }
    }

    /// `app.deviceFamilies`: UIDeviceFamily numbers, 1 (iPhone) and/or 2 (iPad), each once.
    func deviceFamilies(_ entry: Int) throws(Mismatch) -> [Idiom] {
        let path = Site.fixed("/app/deviceFamilies")
        let expected = "an array of UIDeviceFamily numbers: [1] (iPhone), [2] (iPad) or [1, 2]"
        guard kind(entry) == .array, entries[entry].count > 0 else { throw mismatch(path, expected, entry) }
        var idioms: [Idiom] = []
        var element = entry + 1
        for index in 0..<entries[entry].count {
            guard kind(element) == .number, let number = Int(map.numberText(element)),
                let idiom = Idiom(deviceFamily: number)
            else {
                throw mismatch(path, elements: [index], "1 (iPhone) or 2 (iPad)", element)
            }
            guard !idioms.contains(idiom) else { throw mismatch(path, elements: [index], "each family once", element) }
            idioms.append(idiom)
            element = map.next(element)
        }
        return idioms
    }

    func plistList(_ entry: Int?, _ key: String) throws(Mismatch) -> [Int]? {
        guard let entry else { return nil }
        let path = Site.plistKey(key)
        guard kind(entry) == .array else { throw mismatch(path, "an array of UIInterfaceOrientation strings", entry) }
        var list: [Int] = []
        list.reserveCapacity(entries[entry].count)
        var element = entry + 1
        for index in 0..<entries[entry].count {
            guard kind(element) == .string, let raw = name(element, Spellings.orientations),
                UIInterfaceOrientation.isValid(raw)
            else {
                throw mismatch(
                    path, elements: [index],
                    "UIInterfaceOrientationPortrait, UIInterfaceOrientationPortraitUpsideDown, "
                        + "UIInterfaceOrientationLandscapeLeft or UIInterfaceOrientationLandscapeRight", element)
            }
            list.append(raw)
            element = map.next(element)
        }
        return list
    }

    // MARK: Controllers

    /// Decodes a controller and stores it (then its children's subtrees, then what it presents, so indices follow
    /// the body's order); returns its index.
    mutating func controller(_ entry: Int, parent: Int?, place: Controller.Place) throws(Mismatch) -> Int {
        guard kind(entry) == .object else {
            throw mismatch(.controller(parent: parent, place: place), "an object describing a view controller", entry)
        }
        controllerCount += 1
        guard controllerCount <= limits.maxControllers else {
            throw Mismatch(
                site: .controller(parent: parent, place: place),
                expected: "at most \(limits.maxControllers) controllers in the scenario",
                given: "controller number \(controllerCount)")
        }
        let index = scenario.controllers.count
        var placeholder = Controller()
        placeholder.parent = parent
        placeholder.place = place
        scenario.controllers.append(placeholder)
        try withMembers(of: entry, .controller(index)) { decoder, members throws(Mismatch) in
            try decoder.controllerMembers(members, index: index, parent: parent, place: place)
        }
        return index
    }

    private mutating func controllerMembers(_ members: Members, index: Int, parent: Int?, place: Controller.Place)
        throws(Mismatch)
    {
        var className: ClassName?
        if let name = self[members, .className] {
            className = try self.className(name, at: .member(index, "/class"))
        }
        let kind: ControllerKind
        if let kindValue = self[members, .kind] {
            kind = try enumeration(kindValue, at: .member(index, "/kind"), kindNames)
        } else if let className {
            switch className {
            case let .source(range): kind = Self.inferredKind(map, range)
            case let .text(position): kind = Self.inferredKind(utf8: scenario.classNames[position].utf8)
            case .kindDefault: kind = .viewController
            }
        } else {
            kind = .viewController
        }
        // Written in place: the placeholder already knows where it hangs.
        scenario.controllers[index].kind = kind
        scenario.controllers[index].className = className ?? .kindDefault
        if let value = self[members, .shouldAutorotate] {
            scenario.controllers[index].shouldAutorotate = try bool(value, at: .member(index, "/shouldAutorotate"))
        }
        if let value = self[members, .supportedInterfaceOrientations] {
            scenario.controllers[index].supportedInterfaceOrientations = try mask(
                value, at: Location(index, .supportedInterfaceOrientations),
                .member(index, "/supportedInterfaceOrientations"))
        }
        if let value = self[members, .preferredInterfaceOrientationForPresentation] {
            scenario.controllers[index].preferredInterfaceOrientationForPresentation =
                try orientation(
                    value, at: Location(index, .preferredInterfaceOrientationForPresentation),
                    .member(index, "/preferredInterfaceOrientationForPresentation"))
        }
        if let value = self[members, .shouldAutorotateToInterfaceOrientation] {
            scenario.controllers[index].shouldAutorotateToInterfaceOrientation =
                try mask(
                    value, at: Location(index, .shouldAutorotateToInterfaceOrientation),
                    .member(index, "/shouldAutorotateToInterfaceOrientation"))
        }
        if !kind.isContainer {
            for member in [
                Member.forwardsToChild, .delegateSupportedInterfaceOrientations,
                .delegatePreferredInterfaceOrientationForPresentation,
                .selectedIndex,
            ] {
                if let value = self[members, member] {
                    let name = "\(member)"
                    throw mismatch(
                        .member(index, "/" + name),
                        "\(name) only on a navigationController or tabBarController (set \"kind\")", value)
                }
            }
        }
        if let value = self[members, .forwardsToChild] {
            scenario.controllers[index].forwardsToChild = try bool(value, at: .member(index, "/forwardsToChild"))
        }
        if let value = self[members, .delegateSupportedInterfaceOrientations] {
            scenario.controllers[index].delegateSupportedInterfaceOrientations =
                try mask(
                    value, at: Location(index, .delegateSupportedInterfaceOrientations),
                    .member(index, "/delegateSupportedInterfaceOrientations"))
        }
        if let value = self[members, .delegatePreferredInterfaceOrientationForPresentation] {
            scenario.controllers[index].delegatePreferredInterfaceOrientationForPresentation =
                try orientation(
                    value, at: Location(index, .delegatePreferredInterfaceOrientationForPresentation),
                    .member(index, "/delegatePreferredInterfaceOrientationForPresentation"))
        }
        let childCount =
            try self[members, .children].map { value throws(Mismatch) in try children(value, of: index) } ?? 0
        if let value = self[members, .selectedIndex] {
            let path = Site.member(index, "/selectedIndex")
            guard kind == .tabBarController else {
                throw mismatch(path, "selectedIndex only on a tabBarController", value)
            }
            let selected = try integer(value, at: path)
            guard selected >= 0 && selected < childCount else {
                let expected =
                    childCount == 0
                    ? "no selectedIndex while children is empty" : "an index into children (0…\(childCount - 1))"
                throw mismatch(path, expected, value)
            }
            scenario.controllers[index].selectedIndex = selected
        }
        if let value = self[members, .presentationStyle] {
            scenario.controllers[index].presentationStyle = try enumeration(
                value, at: .member(index, "/presentationStyle"), styleNames)
            scenario.controllers[index].presentationStyleGiven = true
        }
        if let value = self[members, .overridesViewWillTransitionToSize] {
            scenario.controllers[index].overridesViewWillTransitionToSize = try bool(
                value, at: .member(index, "/overridesViewWillTransitionToSize"))
        }
        if let value = self[members, .presented] {
            let presented = try self.controller(value, parent: index, place: .presented)
            scenario.controllers[index].presented = presented
        }
    }

    /// A container's `children` (the array at `value`), decoded in place: how many there are.
    private mutating func children(_ value: Int, of index: Int) throws(Mismatch) -> Int {
        var childCount = 0
        guard self.kind(value) == .array else {
            throw mismatch(.member(index, "/children"), "an array of view controllers", value)
        }
        childCount = entries[value].count
        if childCount > 0 {
            // The list's place is taken before the children are decoded (their own lists follow it), and
            // filled in as each is stored. Only as many places as the controller limit lets children through:
            // child p is stored only if this count plus p stays within the limit (each child before it counted at
            // least one), so a body of a million empty children reserves no more than the limit allows.
            let start = scenario.childIndices.count
            let room = min(childCount, max(0, limits.maxControllers - controllerCount))
            scenario.childIndices.append(contentsOf: repeatElement(0, count: room))
            scenario.controllers[index].children = start..<start + room
            var element = value + 1
            for position in 0..<childCount {
                scenario.childIndices[start + position] = try self.controller(
                    element, parent: index, place: .child(position))
                element = map.next(element)
            }
        }
        return childCount
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

    /// `inferredKind(utf8:)` of a name as the body writes it, compared a word at a time in place.
    static func inferredKind(_ map: JSONMap, _ range: Range<Int>) -> ControllerKind {
        func endsWith(_ suffix: [UInt8]) -> Bool {
            range.count >= suffix.count
                && map.bytes(range.upperBound - suffix.count..<range.upperBound, equal: suffix, at: 0)
        }
        if endsWith(navigationSuffix) { return .navigationController }
        if endsWith(tabBarSuffix) { return .tabBarController }
        return .viewController
    }

    private static let navigationSuffix = Array("NavigationController".utf8)
    private static let tabBarSuffix = Array("TabBarController".utf8)

    /// 1…maxClassNameLength Unicode scalars, none of them a control character (`ScenarioExpectations.isClassName`).
    /// A name as the body writes it stays there (`ClassName.source`); only a name with escapes is decoded.
    mutating func className(_ entry: Int, at site: Site) throws(Mismatch) -> ClassName {
        guard kind(entry) == .string else {
            throw mismatch(
                site, ScenarioExpectations.className(limit: limits.maxClassNameLength), entry)
        }
        let e = entries[entry]
        if e.escaped {
            let text = map.string(entry)
            guard ScenarioExpectations.isClassName(text.utf8, limit: limits.maxClassNameLength) else {
                throw mismatch(
                    site, ScenarioExpectations.className(limit: limits.maxClassNameLength), entry)
            }
            scenario.classNames.append(text)
            return .text(scenario.classNames.count - 1)
        }
        // Unescaped: no control character can be in it (the scanner refuses them), so only the length is left.
        let (scalars, delete) = map.scalarCountAndDelete(e.start..<e.end)
        guard scalars > 0, scalars <= limits.maxClassNameLength, !delete else {
            throw mismatch(
                site, ScenarioExpectations.className(limit: limits.maxClassNameLength), entry)
        }
        return .source(e.start..<e.end)
    }

    // MARK: Orientation values

    func kind(_ entry: Int) -> JSONMap.Kind { entries[entry].kind }

    /// The value of a name from `table`, compared in place when the string holds no escape.
    func name(_ entry: Int, _ table: NameTable) -> Int? {
        let e = entries[entry]
        if e.escaped { return table.value(of: map.string(entry)) }
        return table.value(in: map, e.start..<e.end)
    }

    func startsWith(_ entry: Int, _ prefix: StaticString) -> Bool {
        map.string(entry).hasPrefix(prefix.description)
    }

    /// The members of an object this schema reads, by name; `null` values are left out, and of duplicate members the
    /// last one counts. Members of other objects, unknown members and repeats are recorded as strays. A slot per
    /// `Member` holds the value entry, -2 for a member given as null, -1 for one not given; they live on the stack of
    /// the `withMembers` call that sorted them.
    struct Members {
        fileprivate var slots = InlineArray<48, Int32>(repeating: -1)
    }

    /// The value entry of an object's member, if it is there and not null.
    subscript(_ members: Members, _ member: Member) -> Int? {
        let entry = members.slots[member.rawValue]
        return entry < 0 ? nil : Int(entry)
    }

    /// Sorts the object's members into slots and calls `body` with them.
    mutating func withMembers(
        of object: Int, _ site: ObjectSite, _ body: (inout ScenarioDecoder, borrowing Members) throws(Mismatch) -> Void
    ) throws(Mismatch) {
        var members = Members()
        let allowed = site.members
        var key = object + 1
        for _ in 0..<entries[object].count {
            let value = key + 1
            if let member = name(key, Member.table), allowed & (1 << UInt64(member)) != 0 {
                if members.slots[member] != -1 { stray(.duplicate, site, key) }
                // Entries are fewer than 2^28 (JSONScanner refuses larger bodies), so they fit.
                members.slots[member] = entries[value].kind == .null ? -2 : Int32(truncatingIfNeeded: value)
            } else if case .infoPlist = site {
                // Any Info.plist key may be given; only near misses of the keys orientd reads are worth a word.
                if Stray.nearPlistKey(map.string(key)) != nil { stray(.plistKey, site, key) }
            } else {
                stray(.unknown, site, key)
            }
            key = map.next(value)
        }
        try body(&self, members)
    }

    private mutating func stray(_ kind: Stray.Kind, _ site: ObjectSite, _ key: Int) {
        if strays.count < InputNotes.maxRecorded {
            strays.append(Stray(kind: kind, object: site, key: key))
        } else {
            straysBeyond[kind, default: 0] += 1
        }
    }

    // MARK: Errors

    func mismatch(_ site: Site, elements: [Int] = [], _ expected: String, _ given: Int) -> Mismatch {
        Mismatch(site: site, elements: elements, expected: expected, given: describe(given))
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
            return "\"" + Self.excerpt(map.string(entry)) + "\""
        case .array: return "an array of \(entries[entry].count)"
        case .object: return "an object"
        }
    }

    /// At most `characters` characters and `bytes` bytes of `text`, with "…" when cut (`Words.excerpt`).
    static func excerpt(_ text: String, characters: Int = 60, bytes: Int = 240) -> String {
        Words.excerpt(text, characters: characters, bytes: bytes)
    }

    /// Every member name the scenario schema knows, in every object it may appear in.
    enum Member: Int, CaseIterable {
        case device, interfaceOrientation, event, app, root, targetOrientation, requestedOrientations,
            lastReadSupportedInterfaceOrientations
        case idiom, systemVersion, orientation, hasHomeButton, ipadWindowing
        case infoPlist, supportedInterfaceOrientationsForWindow, sceneDelegateSupportedInterfaceOrientations, sdkVersion
        case deviceFamilies, minimumOSVersion
        case plistSupported, plistSupportedPad, plistSupportedPhone, plistInterfaceOrientation, requiresFullScreen
        case requiresFullScreenIgnoredStartingWithVersion, bundleIdentifier
        case plistSceneManifest, plistLaunchStoryboardName, plistLaunchScreen, overridesViewWillTransitionToSize
        case className, kind, shouldAutorotate, supportedInterfaceOrientations,
            preferredInterfaceOrientationForPresentation
        case shouldAutorotateToInterfaceOrientation, forwardsToChild, delegateSupportedInterfaceOrientations
        case delegatePreferredInterfaceOrientationForPresentation, selectedIndex, children, presentationStyle, presented

        static let count = allCases.count

        static let table = NameTable(
            ([
                ("device", .device), ("interfaceOrientation", .interfaceOrientation), ("event", .event), ("app", .app),
                ("root", .root), ("idiom", .idiom), ("systemVersion", .systemVersion), ("orientation", .orientation),
                ("hasHomeButton", .hasHomeButton), ("infoPlist", .infoPlist),
                ("targetOrientation", .targetOrientation), ("requestedOrientations", .requestedOrientations),
                ("lastReadSupportedInterfaceOrientations", .lastReadSupportedInterfaceOrientations),
                ("ipadWindowing", .ipadWindowing),
                ("sceneDelegateSupportedInterfaceOrientations", .sceneDelegateSupportedInterfaceOrientations),
                ("sdkVersion", .sdkVersion), ("deviceFamilies", .deviceFamilies),
                ("minimumOSVersion", .minimumOSVersion),
                ("UIApplicationSceneManifest", .plistSceneManifest),
                ("UILaunchStoryboardName", .plistLaunchStoryboardName), ("UILaunchScreen", .plistLaunchScreen),
                ("overridesViewWillTransitionToSize", .overridesViewWillTransitionToSize),
                ("supportedInterfaceOrientationsForWindow", .supportedInterfaceOrientationsForWindow),
                (InfoPlist.supportedKey, .plistSupported), (InfoPlist.padKey, .plistSupportedPad),
                (InfoPlist.phoneKey, .plistSupportedPhone),
                ("UIInterfaceOrientation", .plistInterfaceOrientation), ("UIRequiresFullScreen", .requiresFullScreen),
                ("UIRequiresFullScreenIgnoredStartingWithVersion", .requiresFullScreenIgnoredStartingWithVersion),
                ("CFBundleIdentifier", .bundleIdentifier), ("class", .className), ("kind", .kind),
                ("shouldAutorotate", .shouldAutorotate),
                ("supportedInterfaceOrientations", .supportedInterfaceOrientations),
                ("preferredInterfaceOrientationForPresentation", .preferredInterfaceOrientationForPresentation),
                ("shouldAutorotateToInterfaceOrientation", .shouldAutorotateToInterfaceOrientation),
                ("forwardsToChild", .forwardsToChild),
                ("delegateSupportedInterfaceOrientations", .delegateSupportedInterfaceOrientations),
                (
                    "delegatePreferredInterfaceOrientationForPresentation",
                    .delegatePreferredInterfaceOrientationForPresentation
                ),
                ("selectedIndex", .selectedIndex), ("children", .children), ("presentationStyle", .presentationStyle),
                ("presented", .presented),
            ] as [(String, Member)]).map { ($0.0, $0.1.rawValue) })
    }
}
