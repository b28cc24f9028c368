import OrientationResolver

/// The notes of one body, with how many more of each rule there were beyond those listed.
public struct InputNotes: Sendable, Equatable {
    /// Strays recorded per body; the rest are only counted, so a body of a million unknown members costs a counter.
    static let maxRecorded = 100

    public var list: [Finding] = []
    /// (rule, count) for notes beyond `maxRecorded`, in rule order.
    public var omitted: [(rule: String, count: Int)] = []

    public init() {}

    public var isEmpty: Bool { list.isEmpty && omitted.isEmpty }
    public var count: Int { list.count + omitted.reduce(0) { $0 + $1.count } }
    /// The notes that are infos (the omitted ones are all warnings: strays of the body).
    public var infos: Int { list.count { $0.severity == .info } }
    public var warnings: Int { count - infos }

    public static func == (lhs: InputNotes, rhs: InputNotes) -> Bool {
        lhs.list == rhs.list && lhs.omitted.map(\.rule) == rhs.omitted.map(\.rule)
            && lhs.omitted.map(\.count) == rhs.omitted.map(\.count)
    }
}

/// The objects of the schema, for which members each may hold and how a pointer into it starts.
enum ObjectSite {
    case document, device, app, infoPlist
    case controller(Int)

    typealias Member = ScenarioDecoder.Member

    /// The members this object holds, one bit each (`Member.rawValue`).
    var members: UInt64 {
        switch self {
        case .document: Self.documentMembers
        case .device: Self.deviceMembers
        case .app: Self.appMembers
        case .infoPlist: Self.plistMembers
        case .controller: Self.controllerMembers
        }
    }

    static func bits(_ members: [Member]) -> UInt64 { members.reduce(0) { $0 | 1 << UInt64($1.rawValue) } }
    static let documentMembers = bits([
        .device, .interfaceOrientation, .event, .app, .root, .targetOrientation, .requestedOrientations,
        .lastReadSupportedInterfaceOrientations,
    ])
    static let deviceMembers = bits([.idiom, .systemVersion, .orientation, .hasHomeButton, .ipadWindowing])
    static let appMembers = bits([
        .infoPlist, .supportedInterfaceOrientationsForWindow, .sceneDelegateSupportedInterfaceOrientations, .sdkVersion,
        .deviceFamilies, .minimumOSVersion,
    ])
    static let plistMembers = bits([
        .plistSupported, .plistSupportedPad, .plistSupportedPhone, .plistInterfaceOrientation, .requiresFullScreen,
        .requiresFullScreenIgnoredStartingWithVersion, .bundleIdentifier, .plistSceneManifest,
        .plistLaunchStoryboardName, .plistLaunchScreen,
    ])
    static let controllerMembers = bits([
        .className, .kind, .shouldAutorotate, .supportedInterfaceOrientations,
        .preferredInterfaceOrientationForPresentation, .shouldAutorotateToInterfaceOrientation,
        .forwardsToChild, .delegateSupportedInterfaceOrientations,
        .delegatePreferredInterfaceOrientationForPresentation, .selectedIndex, .children,
        .presentationStyle, .presented, .overridesViewWillTransitionToSize,
    ])
    static let sites: [(site: ObjectSite, name: String)] = [
        (.document, "the top level"), (.device, "device"), (.app, "app"), (.infoPlist, "app.infoPlist"),
        (.controller(0), "a controller"),
    ]

    /// Where the object's members' pointers start.
    func pointer(in scenario: Scenario) -> String {
        switch self {
        case .document: ""
        case .device: "/device"
        case .app: "/app"
        case .infoPlist: "/app/infoPlist"
        case let .controller(index): scenario.path(of: index)
        }
    }

    /// What a message calls it.
    func description(in scenario: Scenario) -> String {
        switch self {
        case .document: "the scenario's top level"
        case .device: "device"
        case .app: "app"
        case .infoPlist: "app.infoPlist"
        case let .controller(index): "the controller at \(scenario.path(of: index))"
        }
    }

    /// The names this object holds, for "did you mean".
    var names: [String] {
        let members = self.members
        return Member.table.entries.filter { members & 1 << UInt64($0.value) != 0 }.map(\.name)
    }
}

/// A member the decoder did not use, noted during the walk and described only when the answer is written.
struct Stray {
    enum Kind: Hashable { case unknown, duplicate, plistKey }
    var kind: Kind
    var object: ObjectSite
    /// The key's entry in the index.
    var key: Int

    static func rule(_ kind: Kind) -> String {
        switch kind {
        case .unknown: "unknown-member"
        case .duplicate: "duplicate-member"
        case .plistKey: "unknown-plist-key"
        }
    }

    static func nearPlistKey(_ key: String) -> String? { Words.nearPlistKey(key) }
}

extension ScenarioDecoder {
    /// The strays, described.
    func notes(in scenario: Scenario) -> InputNotes {
        var notes = InputNotes()
        for stray in strays {
            let key = map.string(stray.key)
            let shown = Self.excerpt(key)
            let pointer = stray.object.pointer(in: scenario) + "/" + JSONPointer.escape(key)
            let place = stray.object.description(in: scenario)
            switch stray.kind {
            case .duplicate:
                notes.list.append(
                    Finding(
                        .duplicateMember, pointer: pointer,
                        message:
                            "\"\(shown)\" is given more than once in \(place); the last one counts and the others are ignored.",
                        fix: "Give \"\(shown)\" once, with the value you mean."))
            case .plistKey:
                notes.list.append(Finding.unknownPlistKey(key, pointer: pointer))
            case .unknown:
                let (message, fix) = Self.unknownMember(key, shown: shown, in: stray.object, place: place)
                notes.list.append(Finding(.unknownMember, pointer: pointer, message: message, fix: fix))
            }
        }
        for kind in [Stray.Kind.unknown, .duplicate, .plistKey] {
            if let count = straysBeyond[kind] { notes.omitted.append((Stray.rule(kind), count)) }
        }
        return notes
    }

    /// The message and fix for a member `object` does not hold: a member of another object, a near miss of one of
    /// its own, or neither.
    static func unknownMember(_ key: String, shown: String, in object: ObjectSite, place: String) -> (String, String) {
        let ignored = "\"\(shown)\" is not a member of \(place), so it is ignored"
        if let member = Member.table.entries.first(where: { $0.name == key }),
            let owner = ObjectSite.sites.first(where: { $0.site.members & 1 << UInt64(member.value) != 0 })
        {
            return (ignored + "; it belongs in \(owner.name).", "Move \"\(shown)\" into \(owner.name).")
        }
        if let meant = Words.closest(to: key, among: object.names) {
            return (ignored + "; did you mean \"\(meant)\"?", "Rename it to \"\(meant)\".")
        }
        return (ignored + ".", "Remove it, or see openapi.yaml for the members \(place) holds.")
    }
}
