import OrientationResolver

/// What a request body says that the scenario does not use: a member the schema does not have (most often a
/// misspelling, `supportedInterfaceOrientation`), a member in the wrong object (`idiom` at the top level), a member
/// given twice, or an Info.plist key that iOS would not read (`UISupportedInterfaceOrientations~iPad`). None of these
/// is an error, but none is dropped in silence: `/validate` lists them as warning findings, `/resolve` as `warnings`.
public struct InputNote: Sendable, Equatable {
    /// `unknown-member`, `duplicate-member`, `unknown-plist-key` or `ignored-build-setting` (docs/rules.md).
    public var rule: String
    /// The JSON pointer of the member (for a project file: where the scenario would hold what it says).
    public var pointer: String
    public var message: String
    public var fix: String
    /// The project file and line it was read from; nil for the request body.
    public var source: FileSource?
    /// A warning, except what the source reader could not see (`unparsed-source`, `code-not-read`): an info.
    public var severity: Finding.Severity

    /// A note of `rule`, with the severity the rule gives it in `situation`.
    public init(
        _ rule: Rule, situation: Rule.Situation = .usual, pointer: String, message: String, fix: String,
        source: FileSource? = nil
    ) {
        self.rule = rule.id
        self.pointer = pointer
        self.message = message
        self.fix = fix
        self.source = source
        self.severity = rule.severity(situation)
    }

    /// An Info.plist key iOS does not read (`~pad`, `~iPad`, the singular): the key, shown as given.
    public static func unknownPlistKey(_ key: String, pointer: String, source: FileSource? = nil) -> InputNote {
        let shown = ScenarioDecoder.excerpt(key)
        let meant = nearPlistKey(key) ?? InfoPlist.supportedKey
        return InputNote(
            .unknownPlistKey, pointer: pointer,
            message: "\"\(shown)\" is not an Info.plist key iOS reads, so it is ignored; did you mean \"\(meant)\"?",
            fix:
                "Rename the key to \"\(meant)\" (Info.plist keys and their ~ipad / ~iphone suffixes are case-sensitive).",
            source: source)
    }

    /// At most 60 characters and 240 bytes of `text`, with "…" when cut: what a message may echo of a value.
    public static func excerpt(_ text: String) -> String { ScenarioDecoder.excerpt(text) }

    /// The orientation key of the Info.plist that `key` most likely meant, when it is not one but is close to one.
    public static func nearPlistKey(_ key: String) -> String? { Stray.nearPlistKey(key) }

    /// The name of `names` closest to `word` (ignoring case), when it is a near miss.
    public static func closest(to word: String, among names: [String], within limit: Int? = nil) -> String? {
        Stray.closest(to: word, among: names, within: limit)
    }
}

/// Where a value of a project file was read: the file as the user named it, and the line when the format has lines
/// (a binary property list has none).
public struct FileSource: Sendable, Equatable {
    public var file: String
    public var line: Int?

    public init(file: String, line: Int?) {
        self.file = file
        self.line = line
    }
}

/// The notes of one body, with how many more of each rule there were beyond those listed.
public struct InputNotes: Sendable, Equatable {
    /// Strays recorded per body; the rest are only counted, so a body of a million unknown members costs a counter.
    static let maxRecorded = 100

    public var list: [InputNote] = []
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

    /// At most 60 characters and 240 bytes of `text`, with "…" when cut: what a message may echo of a value.
    public static func excerpt(_ text: String) -> String { ScenarioDecoder.excerpt(text) }

    /// The orientation key of the Info.plist that `key` most likely meant, when it is not one but is close to one:
    /// the same letters in another case (`~iPad`), or one or two letters off (`~pad`, the singular
    /// `UISupportedInterfaceOrientation`).
    static func nearPlistKey(_ key: String) -> String? {
        let keys = [
            InfoPlist.supportedKey, InfoPlist.padKey, InfoPlist.phoneKey, "UIRequiresFullScreen",
            "UIInterfaceOrientation",
        ]
        guard key.utf8.count <= 64, !keys.contains(key) else { return nil }
        return closest(to: key, among: keys, within: 2)
    }

    /// The name closest to `word` ignoring case, if no more than `limit` edits away (or `word.count / 4` for long
    /// names); ties go to the first.
    static func closest(to word: String, among names: [String], within limit: Int? = nil) -> String? {
        let lower = Array(word.lowercased().utf8)
        guard lower.count <= 80 else { return nil }
        var best: (name: String, distance: Int)?
        for name in names {
            let allowed = limit ?? max(2, name.utf8.count / 4)
            let distance = editDistance(lower, Array(name.lowercased().utf8), limit: allowed)
            if distance <= allowed, distance < (best?.distance ?? .max) { best = (name, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance, or `limit + 1` once it must exceed `limit`.
    static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(substitution, previous[j] + 1, current[j - 1] + 1)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
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
                    InputNote(
                        .duplicateMember, pointer: pointer,
                        message:
                            "\"\(shown)\" is given more than once in \(place); the last one counts and the others are ignored.",
                        fix: "Give \"\(shown)\" once, with the value you mean."))
            case .plistKey:
                notes.list.append(InputNote.unknownPlistKey(key, pointer: pointer))
            case .unknown:
                let (message, fix) = Self.unknownMember(key, shown: shown, in: stray.object, place: place)
                notes.list.append(InputNote(.unknownMember, pointer: pointer, message: message, fix: fix))
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
        if let meant = Stray.closest(to: key, among: object.names) {
            return (ignored + "; did you mean \"\(meant)\"?", "Rename it to \"\(meant)\".")
        }
        return (ignored + ".", "Remove it, or see openapi.yaml for the members \(place) holds.")
    }
}
