/// A rule orientd checks, defined in one file of this folder: its id, its severity (and the situations that change
/// it), a title, when it applies, what triggers it, why it matters, how to fix it, and the evidence it rests on.
/// Every finding is made from its rule (`Finding(_:situation:location:…)` in a state, `Finding(_:situation:pointer:…)` about the input), so no id is written at
/// a call site; the rule sections of docs/rules.md and SARIF's rule metadata are generated from these definitions
/// (`Rule.markdown`, `orientd rules`), and a test holds the document to them. The examples that must and must not
/// trigger each rule live in its definition (`triggering`, `nonTriggering`), and one test runs them all
/// (`RuleExamplesTests`).
public struct Rule: Sendable, Hashable, CustomStringConvertible {
    /// What changes a rule's severity at the place it is found.
    public enum Situation: String, Sendable, Hashable {
        /// The rule as it usually holds.
        case usual
        /// The state raises a UIKit exception: the app crashes there.
        case crashes
        /// The finding depends on the SDK the app is built with, and that SDK is assumed, not known.
        case sdkAssumed
        /// What the rule asks for is met another way the reader infers (a SwiftUI App's scenes): a note.
        case satisfied
        /// Whether UIKit or App Store Connect acts so in this situation is not settled (the finding says why): a
        /// warning at most.
        case unsettled
    }

    /// The id findings carry, and the heading of its section in docs/rules.md (`#id` links to it).
    public let id: String
    /// The severity in the usual situation: SARIF's default level for the rule.
    public let level: Finding.Severity
    /// The situations where the severity is another.
    public let situations: [Situation: Finding.Severity]
    /// One line: SARIF's `shortDescription`, and what `orientd rules` lists.
    public let title: String
    /// The severity in words (docs/rules.md's **Severity:**), which says when it changes.
    public let severity: String
    public let applies: String
    public let trigger: String
    public let why: String
    public let fix: String
    /// Whether UIKit's behaviour is documented or inferred, and the sources.
    public let evidence: String
    /// What must trigger the rule (each with the severity it must have there), and near misses that must not.
    public let triggering: [Example]
    public let nonTriggering: [Example]
    /// The finding claims that answers differ, or clash, in one state of the app. Where the app delegate's mask in
    /// that state is one the reader chose among several the code gives it (a lock that other screens set, at other
    /// moments), it does not know that the screen shown and that value ever meet, so such a finding is a note
    /// (`Finding.capSeverityByAssumptions`).
    public let comparesAnswers: Bool

    /// An input orientd checks in a test of the rule (`RuleExamplesTests`), and the severity the rule's finding must
    /// have there (nil for an example that must not trigger it).
    public struct Example: Sendable {
        public enum Input: Sendable {
            /// A /validate request body.
            case scenario(String)
            /// Source files (path → text), read as `--sources` reads a folder (with the one Info.plist among them).
            case code([String: String])
            /// A project's files (path → text), and the project among them that `--project` names.
            case project(String, files: [String: String])
        }

        public let input: Input
        public let severity: Finding.Severity?

        public static func scenario(_ body: String, _ severity: Finding.Severity? = nil) -> Example {
            Example(input: .scenario(body), severity: severity)
        }

        public static func code(_ files: [String: String], _ severity: Finding.Severity? = nil) -> Example {
            Example(input: .code(files), severity: severity)
        }

        public static func project(_ project: String, files: [String: String], _ severity: Finding.Severity? = nil)
            -> Example
        {
            Example(input: .project(project, files: files), severity: severity)
        }
    }

    public init(
        id: String, level: Finding.Severity, situations: [Situation: Finding.Severity] = [:], title: String,
        severity: String, applies: String, trigger: String, why: String, fix: String, evidence: String,
        triggering: [Example] = [], nonTriggering: [Example] = [], comparesAnswers: Bool = false
    ) {
        self.id = id
        self.level = level
        self.situations = situations
        self.title = title
        self.severity = severity
        self.applies = applies
        self.trigger = trigger
        self.why = why
        self.fix = fix
        self.evidence = evidence
        self.triggering = triggering
        self.nonTriggering = nonTriggering
        self.comparesAnswers = comparesAnswers
    }

    /// The severity of a finding of this rule in `situation`.
    public func severity(_ situation: Situation) -> Finding.Severity {
        // The usual situation (most findings, at every state the validator records) needs no look-up.
        situation == .usual ? level : situations[situation] ?? level
    }

    public var description: String { id }

    public static func == (lhs: Rule, rhs: Rule) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The rule with this id, if orientd has one.
    public static func named(_ id: String) -> Rule? { all.first { $0.id == id } }

    /// Every rule, in the order docs/rules.md lists them: the validator's, then those of the project files, the
    /// code and the request body.
    public static let all: [Rule] = [
        .noCommonOrientation, .presentationPreferredUnsupported, .preferredNotSingleOrientation, .orientationUsedAsMask,
        .forwardingToNilChild, .containerIgnoresChild, .sheetDoesNotForceOrientation, .delegateReturnsZero,
        .launchDiffersFromRuntime, .multitaskingIgnoresMasks, .appStoreIpadOrientations, .appStoreLaunchStoryboard,
        .upsideDownUnavailable,
        .shouldAutorotateIgnored, .osVersionDiffers, .representableIgnored, .delegateTestNeverTrue,
        .legacyCallbackIgnored, .misspelledMember, .windowWithoutRoot,
        .requiresFullscreenDeprecated,
        .deviceOrientationSetterIgnored, .deviceOrientationSetterNotNumber,
        .geometryRequestRefused, .ipadPlistUpdateRequired, .sceneLifeCycleRequired, .orientationIsPreference,
        .unknownPlistKey, .ignoredBuildSetting, .maskChangeNotAnnounced, .unparsedSource, .codeNotRead, .unknownMember,
        .duplicateMember,
    ]

    /// The rule's section of docs/rules.md: the heading, then one bullet per field, wrapped at 120 columns.
    public var markdown: String {
        var text = "### \(id)\n\n"
        for (name, value) in [
            ("Severity", severity), ("Applies", applies), ("Trigger", trigger), ("Why", why), ("Fix", fix),
            ("Evidence", evidence),
        ] {
            text += Self.wrap("- **\(name):** " + value, width: 120, indent: "  ") + "\n"
        }
        return text
    }

    /// Every rule's section, in catalogue order, one blank line apart: what docs/rules.md holds between its markers.
    public static var markdown: String { all.map(\.markdown).joined(separator: "\n") }

    /// `text` broken at spaces into lines of at most `width` characters (a longer word stays whole), each line after
    /// the first starting with `indent`.
    static func wrap(_ text: String, width: Int, indent: String) -> String {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? (lines.isEmpty ? "" : indent) + word : line + " " + word
            if candidate.count > width, !line.isEmpty, line != indent {
                lines.append(line)
                line = indent + word
            } else {
                line = candidate
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
