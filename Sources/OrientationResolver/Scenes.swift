/// How the app's scene relates to orientation (semantics §6, §9).
public enum SceneMode: Sendable, Equatable {
    /// The app chooses its orientation: the §4/§5 model.
    case fixed
    /// iPad multitasking (§6): the iPad list holds all four orientations and UIRequiresFullScreen is not in force.
    case multitasking
    /// iPadOS ≥ 26 Windowed Apps or Stage Manager, a resizable scene: masks are preferences only.
    case windowed
    /// iPadOS ≥ 26 windowed, but UIRequiresFullScreen keeps the app in compatibility mode: the masks are consulted,
    /// the scene is scaled in a window and not visually rotated.
    case compatibility

    /// The app cannot choose its orientation: masks are preferences, no exception, no forced orientation, and
    /// geometry requests are refused (semantics §9).
    public var isResizable: Bool { self == .multitasking || self == .windowed }
}

/// `UISceneErrorDomain` errors delivered to a geometry request's error handler (semantics §8). Texts byte-exact.
public struct UISceneError: Sendable, Equatable {
    public static let domain = "UISceneErrorDomain"
    public let code: Int
    public let description: String

    public var domain: String { Self.domain }

    /// The scene's orientation is not the app's to choose (iPad multitasking, resizable scenes).
    public static let windowingMode = UISceneError(
        code: 101,
        description: "The current windowing mode does not allow for programmatic changes to interface orientation.")

    /// Nothing requested is in the scene's supported set. Each list names the mask's orientations in declaration
    /// order, joined by ", ".
    public static func noneSupported(requested: Int, supported: Int) -> UISceneError {
        UISceneError(
            code: 101,
            description: "None of the requested orientations are supported by the view controller. Requested: "
                + UIInterfaceOrientationMask.names(requested).joined(separator: ", ") + "; Supported: "
                + UIInterfaceOrientationMask.names(supported).joined(separator: ", "))
    }
}

/// Console lines UIKit logs on the way (semantics §8, §9). Texts byte-exact.
public enum ConsoleLine {
    /// `UIDevice.orientation`'s setter on iOS ≥ 16, always logged.
    public static let deviceOrientationSetter =
        "[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not supported. Please use UIWindowScene.requestGeometryUpdate(_:)"

    /// An app linked against SDK ≥ 27 without a scene manifest (single field source: inferred).
    public static let sceneLifeCycleRequired =
        "Application failed to launch: UIScene life cycle is required for apps built with this SDK"

    /// The iPadOS 26 runtime issue about the Info.plist, assembled as UIKit does: `Update the Info.plist:` and, for
    /// each issue in order, a space, `N) ` only when there is more than one, and the issue's text. nil when the
    /// Info.plist has none of the issues.
    public static func iPadInfoPlistIssue(requiresFullScreen: Bool, padMask: Int, hasLaunchScreen: Bool) -> String? {
        var issues: [String] = []
        if requiresFullScreen { issues.append("`UIRequiresFullScreen` will soon be ignored.") }
        if padMask & UIInterfaceOrientationMask.all != UIInterfaceOrientationMask.all {
            issues.append("Support for all orientations will soon be required.")
        }
        if !hasLaunchScreen { issues.append("Launch screens will soon be required.") }
        guard !issues.isEmpty else { return nil }
        var line = "Update the Info.plist:"
        for (index, issue) in issues.enumerated() {
            line += issues.count > 1 ? " \(index + 1)) " : " "
            line += issue
        }
        return line
    }
}

extension ResolverRun {
    /// UIRequiresFullScreen as the running UIKit honours it: YES, not ignored from
    /// `UIRequiresFullScreenIgnoredStartingWithVersion` on, and not for an app linked against SDK ≥ 27 on iOS ≥ 27.
    mutating func requiresFullScreenInForce(noting: Bool) -> Bool {
        let plist = scenario.infoPlist
        guard plist.requiresFullScreen == true else { return false }
        if let ignoredFrom = plist.requiresFullScreenIgnoredStartingWithVersion, version >= ignoredFrom {
            if noting { note(.requiresFullScreenIgnored(from: ignoredFrom, version: version)) }
            return false
        }
        if version.major >= 27 && scenario.linkedSDK.major >= 27 {
            if noting { note(.requiresFullScreenIgnoredBySDK(scenario.linkedSDK)) }
            return false
        }
        return true
    }

    /// The scene mode (semantics §6, §9), noted in the trace.
    mutating func sceneMode(noting: Bool = true) -> SceneMode {
        guard scenario.idiom == .pad, version.major >= 9 else { return .fixed }
        // The list the Info.plist itself names for the iPad: UIKit's parser keeps 0 for a missing or empty one
        // (`_UIApplicationInfoParser`), and an app whose list lacks any of the four requires full screen
        // (uikit-reference §4.3: eligible iff the iPad list contains all four), whatever default stands in for the
        // missing list in the app's mask.
        let padMask = scenario.infoPlist.listedMask(for: .pad)
        let inForce = requiresFullScreenInForce(noting: noting)
        let launchScreen = !scenario.infoPlist.launchScreenRead || !scenario.infoPlist.surelyNoLaunchScreen
        if padMask & UIInterfaceOrientationMask.all == UIInterfaceOrientationMask.all && !inForce && launchScreen {
            if noting {
                note(.multitasking)
                if version.major >= 26 { note(.resizableScenes) }
            }
            return .multitasking
        }
        guard version.major >= 26, scenario.ipadWindowing == .windowed else { return .fixed }
        if inForce {
            if noting { note(.compatibilityMode) }
            return .compatibility
        }
        if noting { note(.windowedResizable) }
        return .windowed
    }
}
