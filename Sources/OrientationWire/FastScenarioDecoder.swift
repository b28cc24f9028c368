import OrientationResolver

/// The fast path of `Scenario.decode(bytes:)`: one pass over the bytes, no JSON tree, no pointer strings.
///
/// It accepts only plain, valid input — no `null`, no escapes or non-ASCII in strings, no duplicate members,
/// no wrong-type constants, nothing at a limit — and gives up (`Bail`) on anything else, including every error.
/// The tree-based decoder then runs and either decodes the unusual input or reports the error with its pointer.
/// Invariant (tested differentially): when this returns a scenario, the tree-based decoder returns the same one.
struct FastScenarioDecoder {
    struct Bail: Error {}

    let bytes: [UInt8]
    private let limits: ScenarioLimits
    private var index = 0
    private var depth = 0
    private var controllers = 0

    init(bytes: [UInt8], limits: ScenarioLimits) {
        self.bytes = bytes
        self.limits = limits
    }

    mutating func decode() throws(Bail) -> Scenario {
        var scenario = Scenario()
        try object { key, decoder throws(Bail) in
            switch key {
            case .device: try decoder.device(&scenario)
            case .interfaceOrientation:
                let value = try decoder.orientation()
                guard UIInterfaceOrientation.isValid(value) else { throw Bail() }
                scenario.interfaceOrientation = value
            case .event:
                guard let event = try decoder.name(Self.events).map({ Event.allCases[$0] }) else { throw Bail() }
                scenario.event = event
            case .app: try decoder.app(&scenario)
            case .root: scenario.store(root: try decoder.controller())
            default: try decoder.skipValue()
            }
        }
        skipWhitespace()
        guard index == bytes.count else { throw Bail() }
        return scenario
    }

    // MARK: Members

    private mutating func device(_ scenario: inout Scenario) throws(Bail) {
        try object { key, decoder throws(Bail) in
            switch key {
            case .idiom:
                guard let idiom = try decoder.name(Self.idioms).map({ Idiom.allCases[$0] }) else { throw Bail() }
                scenario.idiom = idiom
            case .systemVersion: scenario.systemVersion = try decoder.systemVersion()
            case .orientation:
                if decoder.peek() == UInt8(ascii: "\"") {
                    guard let value = try decoder.name(Spellings.deviceOrientations) else { throw Bail() }
                    scenario.deviceOrientation = value
                } else {
                    let value = try decoder.integer()
                    guard (0...6).contains(value) else { throw Bail() }
                    scenario.deviceOrientation = value
                }
            case .hasHomeButton: scenario.hasHomeButton = try decoder.bool()
            default: try decoder.skipValue()
            }
        }
    }

    private mutating func app(_ scenario: inout Scenario) throws(Bail) {
        try object { key, decoder throws(Bail) in
            switch key {
            case .infoPlist: scenario.infoPlist = try decoder.infoPlist()
            case .supportedInterfaceOrientationsForWindow: scenario.supportedInterfaceOrientationsForWindow = try decoder.mask()
            default: try decoder.skipValue()
            }
        }
    }

    private mutating func infoPlist() throws(Bail) -> InfoPlist {
        var plist = InfoPlist()
        try object { key, decoder throws(Bail) in
            switch key {
            case .plistSupported: plist.supportedInterfaceOrientations = try decoder.plistList()
            case .plistSupportedPad: plist.supportedInterfaceOrientationsPad = try decoder.plistList()
            case .plistSupportedPhone: plist.supportedInterfaceOrientationsPhone = try decoder.plistList()
            case .plistInterfaceOrientation:
                let value = try decoder.orientation()
                guard UIInterfaceOrientation.isValid(value) else { throw Bail() }
                plist.initialInterfaceOrientation = value
            case .requiresFullScreen: plist.requiresFullScreen = try decoder.bool()
            case .requiresFullScreenIgnoredStartingWithVersion: plist.requiresFullScreenIgnoredStartingWithVersion = try decoder.systemVersion()
            case .bundleIdentifier:
                let text = try decoder.string()
                guard !text.isEmpty, text.utf8.count <= 255, text.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else { throw Bail() }
                plist.bundleIdentifier = text
            default: try decoder.skipValue()
            }
        }
        return plist
    }

    private mutating func plistList() throws(Bail) -> [Int] {
        var list: [Int] = []
        try array { decoder throws(Bail) in
            guard let value = try decoder.name(Spellings.orientations), UIInterfaceOrientation.isValid(value) else { throw Bail() }
            list.append(value)
        }
        return list
    }

    private mutating func controller() throws(Bail) -> DecodedController {
        controllers += 1
        guard controllers <= limits.maxControllers else { throw Bail() }
        var className: String?
        var kind: ControllerKind?
        var controller = DecodedController()
        var containerOnly = false
        var selectedIndex: Int?
        try object { key, decoder throws(Bail) in
            switch key {
            case .className:
                let range = try decoder.rawString()
                guard !range.isEmpty, range.count <= decoder.limits.maxClassNameLength else { throw Bail() }
                className = String(decoding: decoder.bytes[range], as: UTF8.self)
            case .kind:
                guard let value = try decoder.name(Self.kinds).map({ ControllerKind.allCases[$0] }) else { throw Bail() }
                kind = value
            case .shouldAutorotate: controller.shouldAutorotate = try decoder.bool()
            case .supportedInterfaceOrientations: controller.supportedInterfaceOrientations = try decoder.mask()
            case .preferredInterfaceOrientationForPresentation: controller.preferredInterfaceOrientationForPresentation = try decoder.orientation()
            case .shouldAutorotateToInterfaceOrientation: controller.shouldAutorotateToInterfaceOrientation = try decoder.mask()
            case .forwardsToChild:
                containerOnly = true
                controller.forwardsToChild = try decoder.bool()
            case .delegateSupportedInterfaceOrientations:
                containerOnly = true
                controller.delegateSupportedInterfaceOrientations = try decoder.mask()
            case .delegatePreferredInterfaceOrientationForPresentation:
                containerOnly = true
                controller.delegatePreferredInterfaceOrientationForPresentation = try decoder.orientation()
            case .selectedIndex:
                containerOnly = true
                selectedIndex = try decoder.integer()
            case .children:
                try decoder.array { decoder throws(Bail) in controller.children.append(try decoder.controller()) }
            case .presentationStyle:
                guard let style = try decoder.name(Self.styles).map({ PresentationStyle.allCases[$0] }) else { throw Bail() }
                controller.presentationStyle = style
            case .presented: controller.presented = try decoder.controller()
            default: try decoder.skipValue()
            }
        }
        let resolvedKind = kind ?? ScenarioDecoder.inferredKind(className)
        if containerOnly && !resolvedKind.isContainer { throw Bail() }
        if let selectedIndex {
            guard resolvedKind == .tabBarController, controller.children.indices.contains(selectedIndex) else { throw Bail() }
            controller.selectedIndex = selectedIndex
        }
        controller.kind = resolvedKind
        controller.className = className ?? resolvedKind.defaultClass
        return controller
    }

    // MARK: Values

    private mutating func mask() throws(Bail) -> Int {
        switch peek() {
        case UInt8(ascii: "\""):
            guard let value = try name(Spellings.masks) else { throw Bail() }
            return value
        case UInt8(ascii: "["):
            var union = 0
            try array { decoder throws(Bail) in
                guard let mask = try decoder.name(Spellings.maskItems) else { throw Bail() }
                union |= mask
            }
            return union
        default:
            let value = try integer()
            guard value >= 0 else { throw Bail() }
            return value
        }
    }

    private mutating func orientation() throws(Bail) -> Int {
        switch peek() {
        case UInt8(ascii: "\""):
            guard let value = try name(Spellings.orientations) else { throw Bail() }
            return value
        case UInt8(ascii: "["):
            var combined = 0
            try array { decoder throws(Bail) in combined |= try decoder.orientation() }
            return combined
        default:
            return try integer()
        }
    }

    private mutating func systemVersion() throws(Bail) -> SystemVersion {
        if peek() == UInt8(ascii: "\"") {
            guard let version = SystemVersion(utf8: bytes[try rawString()]) else { throw Bail() }
            return version
        }
        let major = try integer()
        guard (1...99).contains(major) else { throw Bail() }
        return SystemVersion(major: major)
    }

    // MARK: Tokens

    /// Calls `member` for each key of an object, positioned at its value. Keys are matched as bytes.
    private mutating func object(_ member: (Member, inout FastScenarioDecoder) throws(Bail) -> Void) throws(Bail) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "{") else { throw Bail() }
        depth += 1
        guard depth <= limits.maxDepth else { throw Bail() }
        index += 1
        var seen: UInt64 = 0
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            index += 1
            depth -= 1
            return
        }
        while true {
            let key = try memberName()
            if key != .unknown {
                let bit: UInt64 = 1 << key.rawValue
                guard seen & bit == 0 else { throw Bail() }
                seen |= bit
            }
            skipWhitespace()
            guard peek() == UInt8(ascii: ":") else { throw Bail() }
            index += 1
            skipWhitespace()
            // null means "absent" and is rare: the tree decoder handles it.
            guard peek() != UInt8(ascii: "n") else { throw Bail() }
            try member(key, &self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"):
                index += 1
                depth -= 1
                return
            default: throw Bail()
            }
        }
    }

    private mutating func array(_ element: (inout FastScenarioDecoder) throws(Bail) -> Void) throws(Bail) {
        skipWhitespace()
        guard peek() == UInt8(ascii: "[") else { throw Bail() }
        depth += 1
        guard depth <= limits.maxDepth else { throw Bail() }
        index += 1
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            index += 1
            depth -= 1
            return
        }
        while true {
            skipWhitespace()
            try element(&self)
            skipWhitespace()
            switch peek() {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"):
                index += 1
                depth -= 1
                return
            default: throw Bail()
            }
        }
    }

    /// A string of printable ASCII without escapes.
    private mutating func string() throws(Bail) -> String {
        String(decoding: bytes[try rawString()], as: UTF8.self)
    }

    /// A member name; anything the schema does not know is `.unknown` (and skipped).
    private mutating func memberName() throws(Bail) -> Member {
        try name(Member.table).flatMap(Member.init(rawValue:)) ?? .unknown
    }

    /// A name from `table`, compared while it is read; any other string is scanned (and checked) and gives nil.
    private mutating func name(_ table: NameTable) throws(Bail) -> Int? {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw Bail() }
        if let (value, end) = table.match(bytes, at: index + 1) {
            index = end + 1
            return value
        }
        _ = try rawString()
        return nil
    }

    /// The byte range of a string of printable ASCII without escapes (quotes excluded).
    mutating func rawString() throws(Bail) -> Range<Int> {
        skipWhitespace()
        guard peek() == UInt8(ascii: "\"") else { throw Bail() }
        let start = index + 1
        var end = start
        while end < bytes.count {
            let byte = bytes[end]
            if byte == UInt8(ascii: "\"") { break }
            guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { throw Bail() }
            end += 1
        }
        guard end < bytes.count else { throw Bail() }
        index = end + 1
        return start..<end
    }

    /// An integer written as digits (optionally negative) that fits in Int.
    private mutating func integer() throws(Bail) -> Int {
        skipWhitespace()
        var position = index
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        let digitsStart = position
        var value = 0
        while position < bytes.count, bytes[position] >= 0x30, bytes[position] <= 0x39 {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[position] - 0x30))
            guard !overflow1, !overflow2 else { throw Bail() }
            value = sum
            position += 1
        }
        let digits = position - digitsStart
        guard digits > 0, !(digits > 1 && bytes[digitsStart] == 0x30) else { throw Bail() }
        if position < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[position]) { throw Bail() }
        index = position
        return negative ? -value : value
    }

    private mutating func bool() throws(Bail) -> Bool {
        skipWhitespace()
        if matches("true") { index += 4; return true }
        if matches("false") { index += 5; return false }
        throw Bail()
    }

    /// Skips an unknown member's value, checking it is well-formed plain JSON.
    private mutating func skipValue() throws(Bail) {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "{"): try object { _, decoder throws(Bail) in try decoder.skipValue() }
        case UInt8(ascii: "["): try array { decoder throws(Bail) in try decoder.skipValue() }
        case UInt8(ascii: "\""): _ = try string()
        case UInt8(ascii: "t"), UInt8(ascii: "f"): _ = try bool()
        default: _ = try integer()
        }
    }

    private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return literal.withUTF8Buffer { bytes[index..<(index + count)].elementsEqual($0) }
    }

    /// Compact JSON has no whitespace: one comparison decides, inline.
    @inline(__always)
    private mutating func skipWhitespace() {
        if index < bytes.count && bytes[index] > 0x20 { return }
        skipWhitespaceSlowly()
    }

    private mutating func skipWhitespaceSlowly() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    // MARK: Names, matched as bytes (Spellings holds the right-type spellings; wrong-type constants go to the tree
    // decoder, which records them)

    /// Every member name the scenario schema knows; anything else is skipped.
    enum Member: Int {
        case unknown
        case device, interfaceOrientation, event, app, root
        case idiom, systemVersion, orientation, hasHomeButton
        case infoPlist, supportedInterfaceOrientationsForWindow
        case plistSupported, plistSupportedPad, plistSupportedPhone, plistInterfaceOrientation, requiresFullScreen
        case requiresFullScreenIgnoredStartingWithVersion, bundleIdentifier
        case className, kind, shouldAutorotate, supportedInterfaceOrientations, preferredInterfaceOrientationForPresentation
        case shouldAutorotateToInterfaceOrientation, forwardsToChild, delegateSupportedInterfaceOrientations
        case delegatePreferredInterfaceOrientationForPresentation, selectedIndex, children, presentationStyle, presented

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

    static let idioms = NameTable(Idiom.allCases.enumerated().map { ($1.rawValue, $0) })
    static let events = NameTable(Event.allCases.enumerated().map { ($1.rawValue, $0) })
    static let kinds = NameTable(ControllerKind.allCases.enumerated().map { ($1.rawValue, $0) })
    static let styles = NameTable(PresentationStyle.allCases.enumerated().map { ($1.rawValue, $0) })
}
