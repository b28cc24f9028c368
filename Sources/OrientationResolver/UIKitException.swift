/// `UIApplicationInvalidInterfaceOrientation` as UIKit raises it (semantics.md §2, reference §2.1). The texts are
/// copied byte for byte, including UIKit's grammar ("Supported orientations has").
public struct UIKitException: Sendable, Equatable {
    public enum Reason: String, Sendable {
        /// E1 (iOS 6.0–8.2) and E1′ (≥ 8.3): the deciding controller's mask has nothing in common with the app's.
        case noCommonOrientation
        /// E2 (iOS 6–9) and E2′ (≥ 10): the preferred orientation for presentation is not supported.
        case preferredOrientationUnsupported
    }

    public static let name = "UIApplicationInvalidInterfaceOrientation"

    /// E1, E1′, E2 or E2′.
    public let id: String
    public let kind: Reason
    public let reason: String

    public var name: String { Self.name }

    /// The console line of the uncaught exception: prefix, reason, suffix.
    public var message: String { Self.messagePrefix + reason + Self.messageSuffix }
    public static let messagePrefix = "*** Terminating app due to uncaught exception '\(name)', reason: '"
    public static let messageSuffix = "'"

    /// E1′ names the class from iOS 8.3 on (boundary between the Nov 2014 and Apr 2015 reports, inferred).
    public static func noCommonOrientation(className: String, version: SystemVersion) -> UIKitException {
        if version < SystemVersion(major: 8, minor: 3) {
            return UIKitException(
                id: "E1", kind: .noCommonOrientation,
                reason:
                    "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
            )
        }
        return UIKitException(
            id: "E1′", kind: .noCommonOrientation,
            reason:
                "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
        )
    }

    /// E2′ prints the preferred value and the effective mask from iOS 10 on.
    public static func preferredOrientationUnsupported(preferred: Int, effectiveMask: Int, version: SystemVersion)
        -> UIKitException
    {
        if version.major < 10 {
            return UIKitException(
                id: "E2", kind: .preferredOrientationUnsupported,
                reason:
                    "preferredInterfaceOrientationForPresentation must return a supported interface orientation!")
        }
        let list = effectiveMask >= 0 && effectiveMask < 32 ? namedLists[effectiveMask] : namedList(effectiveMask)
        let name = UIInterfaceOrientation.printedName(preferred)
        let opening = "preferredInterfaceOrientationForPresentation '"
        let middle = "' must match a supported interface orientation: '"
        // Written into one buffer of the right size (interpolation would grow it on the way).
        var reason = ""
        reason.reserveCapacity(opening.utf8.count + name.utf8.count + middle.utf8.count + list.utf8.count + 2)
        reason += opening
        reason += name
        reason += middle
        reason += list
        reason += "'!"
        return UIKitException(id: "E2′", kind: .preferredOrientationUnsupported, reason: reason)
    }

    /// "portrait, landscapeRight": the valid orientations of a mask as E2′ lists them.
    static func namedList(_ mask: Int) -> String { UIInterfaceOrientationMask.names(mask).joined(separator: ", ") }

    /// Built once for every mask of the four orientation bits.
    static let namedLists: [String] = (0..<32).map(namedList)
}
