/// A rule broken in a reachable state (or by the description itself): what, where, how badly, and how to fix it.
public struct Finding: Sendable {
    public enum Severity: String, Sendable, Comparable {
        case info, warning, error

        var rank: Int { self == .error ? 2 : self == .warning ? 1 : 0 }
        public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
    }

    /// A rule id of semantics.md §7.
    public var rule: String
    public var severity: Severity
    /// Where to fix it.
    public var location: Location
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

    /// What makes a finding inferred.
    public enum Inference: Sendable, Equatable {
        /// In its scenario, a value is one of several the code gives.
        case oneOfSeveralValues
        /// The presented controller is the type the code declares it as (and may be a subclass the reader does not
        /// see).
        case declaredType(String)
        /// The code presents it from this class, which the reader does not see on screen under the root it is
        /// placed over: what the presenter decides is taken from that root.
        case presenterAssumed(String)
        /// No window root is seen in the code: a plain root with UIKit's defaults stands for the presenter.
        case rootUnseen
        /// The root (this class) forwards its mask to a controller the reader does not follow (not a container's
        /// child): UIKit's default stands for what it answers.
        case rootForwardsUnseen(String)
        /// The app has a navigation (or tab bar) controller delegate that answers the container's mask (the method,
        /// at this place), and the reader does not see which containers it serves: UIKit's default stands for the
        /// container's mask.
        case containerDelegateUnseen(method: String, place: String)
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
            case let .declaredType(type):
                text +=
                    " (Inferred: the presented controller is \(type), and may be a subclass the reader does not see.)"
            case let .rootForwardsUnseen(root):
                text +=
                    " (Inferred: \(root) forwards its mask to a controller the reader does not follow, so UIKit's default stands for what it answers.)"
            case .rootUnseen:
                text +=
                    " (Inferred: no window root is seen in the code, so a plain root with UIKit's defaults stands for the presenter.)"
            case let .containerDelegateUnseen(method, place):
                text +=
                    " (Inferred: a delegate of the app answers \(method) (\(place)), and the reader does not see which containers it serves, so UIKit's default stands for this one's mask.)"
            case let .presenterAssumed(presenter):
                text +=
                    " (Inferred: the code presents it from \(presenter), which the reader does not see on screen here, so the root stands for the presenter.)"
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
