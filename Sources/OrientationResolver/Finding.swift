/// A rule broken in a reachable state, or by the description itself, or a note about the input (what a request body
/// says that the scenario does not use, what the project files say that orientd could not use, what the code reader
/// could not see): what, where, how badly, and how to fix it. The validator, the project readers and the code
/// readers all make findings, each from its rule (`Rule`).
public struct Finding: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable, Comparable {
        case info, warning, error

        var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A rule id of semantics.md §7.
    public var rule: String
    public var severity: Severity
    /// Where to fix it: a member of the scenario, or (about the input) the JSON pointer of what it names
    /// (`Location.Member.named`; for a project file, where the scenario would hold what it says; "" for the code).
    public var location: Location
    /// The file and line it was read from (a project file, the code); nil for the request body. The validator's
    /// findings get theirs from the scenario's sources when they are reported.
    public var source: FileSource? = nil
    public var message: String
    public var fix: String
    /// The first state that triggers it (nil for findings about the description itself).
    public var state: ValidationState?
    /// The exception UIKit raises in that state, for crashes.
    public var exception: UIKitException?
    /// How many checked states trigger it.
    public var occurrences: Int
    /// App Store Connect's message, for app-store-ipad-orientations.
    public var appStoreMessages: [String] = []
    /// The idiom and version of the matrix cell it was found in (nil when the app does not say what ships).
    public var cell: ShipCell?
    /// Found for a controller nothing reachable in the code shows, placed full screen to check it: it holds if it is
    /// presented so (its error is reported as a warning).
    public var ifPresentedFullScreen = false
    /// Why the finding is inferred rather than certain; empty when it is certain.
    public var inferences: [Inference] = []

    /// What makes a finding inferred: what it assumes, one typed list (`kind` and `detail` name each in the JSON
    /// `assumptions` array and SARIF's result properties; `reportedMessage` says each in words).
    public enum Inference: Sendable, Equatable {
        /// In its scenario, a value is one of several the code gives.
        case oneOfSeveralValues
        /// In its scenario, the app delegate's mask is one of several values the code gives it, and no code seen
        /// gives it just before: a lock other screens set may never meet the screen shown.
        case appMaskChosen
        /// The presented controller is the type the code declares it as (and may be a subclass the reader does not
        /// see).
        case declaredType(String)
        /// The code presents it from this class, which the reader does not see on screen under the root it is
        /// placed over: what the presenter decides is taken from that root.
        case presenterAssumed(String)
        /// The code gives the window a root per idiom, and the class that presents it (this one) is not seen on
        /// screen under this idiom's (the device's name): whether the code presents it on that idiom is not known.
        case presenterIdiomAssumed(presenter: String, device: String)
        /// No window root is seen in the code: a plain root with UIKit's defaults stands for the presenter.
        case rootUnseen
        /// The code also makes the window's root a controller the reader cannot see (at this place), so the root it
        /// does see, which stands for the presenter, may not be under the presentation.
        case otherRootUnseen(String)
        /// The root (this class) forwards its mask to a controller the reader does not follow (not a container's
        /// child): UIKit's default stands for what it answers.
        case rootForwardsUnseen(String)
        /// The app has a navigation (or tab bar) controller delegate that answers the container's mask (the method,
        /// at this place), and the reader does not see which containers it serves: UIKit's default stands for the
        /// container's mask.
        case containerDelegateUnseen(method: String, place: String)
        /// The container (this class) gives itself children in code the reader does not read: that it has none in
        /// this state is assumed.
        case childrenUnread(String)
        /// This class's mask is one of several values the code gives it, and the finding holds for some of them
        /// only: whether the screen it is about ever meets the value it needs is not known.
        case maskChosen(String)
        /// The presented controller is UIKit's own (this class), whose mask UIKit's code decides and the reader does
        /// not know: UIKit's default stands for it.
        case systemMaskUnknown(String)
        /// This class answers `shouldAutorotateToInterfaceOrientation:` with a value the reader cannot evaluate here:
        /// UIKit's default stands for it before iOS 6.
        case legacyCallbackUnread(String)
    }

    /// The severity a finding may have given what it assumes: an error only where nothing is assumed (issue 44: a
    /// false error fails a build); a finding that rests on an assumption is a warning at most, and a note where its
    /// rule claims that answers differ or clash in one state and the app delegate's mask there is one chosen among
    /// several the code gives, or a container's own mask is and the finding holds for some of its values only
    /// (`Rule.comparesAnswers`: whether the screen and that value ever meet is not known).
    /// The one place the assumptions decide severity; every reader and reporter sees its result.
    public mutating func capSeverityByAssumptions() {
        if !inferences.isEmpty && severity == .error { severity = .warning }
        if severity == .warning, Rule.named(rule)?.comparesAnswers == true,
            inferences.contains(where: {
                if case .maskChosen = $0 { return true }
                return $0 == .appMaskChosen
            })
        {
            severity = .info
        }
    }

    /// `file:line: message [rule]`, or the message and rule alone when it has no file.
    public var description: String {
        (source.map { "\($0.file):\($0.line ?? 0): " } ?? "") + "\(message) [\(rule)]"
    }

    /// The JSON pointer a finding about the input names (nil for a member of the scenario).
    public var namedPointer: String? {
        if case let .named(pointer) = location.member { pointer } else { nil }
    }

    /// Certain, or inferred (`inferences` says why).
    public var isInferred: Bool { !inferences.isEmpty }

    /// The message as every format reports it: what it is conditional on first, why it is inferred after.
    public var reportedMessage: String {
        guard ifPresentedFullScreen || !inferences.isEmpty else { return message }
        var text =
            ifPresentedFullScreen ? "If it is presented full screen (nothing reachable in the code shows it): " : ""
        text += message
        for inference in inferences {
            switch inference {
            case .oneOfSeveralValues: text += " (Inferred: in this scenario a value is one of several the code gives.)"
            case .appMaskChosen:
                text +=
                    " (Inferred: in this scenario the app delegate's mask is one of several values the code gives it, and no code seen gives it just before.)"
            case let .declaredType(type):
                text +=
                    " (Inferred: the presented controller is \(type), and may be a subclass the reader does not see.)"
            case let .rootForwardsUnseen(root):
                text +=
                    " (Inferred: \(root) forwards its mask to a controller the reader does not follow, so UIKit's default stands for what it answers.)"
            case .rootUnseen:
                text +=
                    " (Inferred: no window root is seen in the code, so a plain root with UIKit's defaults stands for the presenter.)"
            case let .otherRootUnseen(place):
                text +=
                    " (Inferred: the code also gives the window a root the reader cannot see (\(place)), which may be the one under this presentation; the root it sees stands for the presenter.)"
            case let .containerDelegateUnseen(method, place):
                text +=
                    " (Inferred: a delegate of the app answers \(method) (\(place)), and the reader does not see which containers it serves, so UIKit's default stands for this one's mask.)"
            case let .presenterAssumed(presenter):
                text +=
                    " (Inferred: the code presents it from \(presenter), which the reader does not see on screen here, so the root stands for the presenter.)"
            case let .presenterIdiomAssumed(presenter, device):
                text +=
                    " (Inferred: the code gives the window a root per idiom, and the reader does not see \(presenter), which presents it, on screen under the \(device)'s, so whether it is presented on the \(device) at all is not known.)"
            case let .childrenUnread(container):
                text +=
                    " (Inferred: \(container) gives itself children in code the reader does not read, so that it has none here is assumed.)"
            case let .maskChosen(owner):
                text +=
                    " (Inferred: \(owner)'s mask is one of several values the code gives it, and this holds for some of them only.)"
            case let .legacyCallbackUnread(name):
                text +=
                    " (Inferred: \(name) answers shouldAutorotateToInterfaceOrientation: with a value the reader cannot evaluate here, so UIKit's default stands for it before iOS 6.)"
            case let .systemMaskUnknown(name):
                text +=
                    " (Inferred: \(name) is UIKit's own controller, whose mask UIKit decides and the reader does not know, so UIKit's default stands for it.)"
            }
        }
        return text
    }
}

extension Finding {
    /// A finding of `rule`, with the severity the rule gives it in `situation`.
    init(
        _ rule: Rule, situation: Rule.Situation = .usual, location: Location, message: String, fix: String,
        state: ValidationState?,
        exception: UIKitException?, occurrences: Int
    ) {
        self.init(
            rule: rule.id, severity: rule.severity(situation), location: location, message: message, fix: fix,
            state: state,
            exception: exception, occurrences: occurrences)
    }
}

extension Finding {
    /// A finding about the input (no state: said once), of `rule` with the severity the rule gives it in
    /// `situation`, at the JSON pointer `pointer` and the file and line `source`.
    public init(
        _ rule: Rule, situation: Rule.Situation = .usual, pointer: String, message: String, fix: String,
        source: FileSource? = nil
    ) {
        self.init(
            rule: rule.id, severity: rule.severity(situation), location: Location(nil, .named(pointer)),
            message: message, fix: fix, state: nil, exception: nil, occurrences: 1)
        self.source = source
    }

    /// An Info.plist key iOS does not read (`~pad`, `~iPad`, the singular): the key, shown as given.
    public static func unknownPlistKey(_ key: String, pointer: String, source: FileSource? = nil) -> Finding {
        let shown = Words.excerpt(key)
        let meant = Words.nearPlistKey(key) ?? InfoPlist.supportedKey
        return Finding(
            .unknownPlistKey, pointer: pointer,
            message: "\"\(shown)\" is not an Info.plist key iOS reads, so it is ignored; did you mean \"\(meant)\"?",
            fix:
                "Rename the key to \"\(meant)\" (Info.plist keys and their ~ipad / ~iphone suffixes are case-sensitive).",
            source: source)
    }
}

extension Finding.Inference {
    /// The assumption's kind, as the JSON and SARIF name it.
    public var kind: String {
        switch self {
        case .oneOfSeveralValues: "valueChosen"
        case .appMaskChosen: "appMaskChosen"
        case .declaredType: "declaredType"
        case .presenterAssumed: "presenterAssumed"
        case .presenterIdiomAssumed: "presenterIdiomAssumed"
        case .rootUnseen: "rootUnseen"
        case .otherRootUnseen: "otherRootUnseen"
        case .rootForwardsUnseen: "forwardNotFollowed"
        case .containerDelegateUnseen: "containerDelegateUnseen"
        case .childrenUnread: "childrenUnread"
        case .maskChosen: "maskChosen"
        case .systemMaskUnknown: "systemMaskUnknown"
        case .legacyCallbackUnread: "legacyCallbackUnread"
        }
    }

    /// What it is about: the class, the method and place, or "" where the kind says it all.
    public var detail: String {
        switch self {
        case .oneOfSeveralValues, .appMaskChosen, .rootUnseen: ""
        case let .declaredType(type): type
        case let .presenterAssumed(presenter): presenter
        case let .presenterIdiomAssumed(presenter, device): "\(presenter) on the \(device)"
        case let .otherRootUnseen(place): place
        case let .rootForwardsUnseen(root): root
        case let .containerDelegateUnseen(method, place): "\(method) at \(place)"
        case let .childrenUnread(container): container
        case let .maskChosen(owner): owner
        case let .systemMaskUnknown(name): name
        case let .legacyCallbackUnread(name): name
        }
    }
}
