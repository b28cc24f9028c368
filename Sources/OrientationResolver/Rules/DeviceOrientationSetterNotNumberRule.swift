/// `device-orientation-setter-not-number` (docs/rules.md#device-orientation-setter-not-number).
extension Rule {
    public static let deviceOrientationSetterNotNumber = Rule(
        id: "device-orientation-setter-not-number",
        level: .warning,
        title: "UIDevice's orientation setter is given a Swift enum value, not a number",
        severity: """
            warning (inferred).
            """,
        applies: """
            Swift code, an app that ships to a version before iOS 16 (or does not say what it ships to).
            """,
        trigger: """
            `UIDevice.current.setValue(x, forKey: "orientation")` where `x` is a case of `UIInterfaceOrientation` \
            or `UIDeviceOrientation` itself (`.portrait`, `UIInterfaceOrientation.landscapeRight`), not its \
            `rawValue` or a number made from it.
            """,
        why: """
            `setValue(_:forKey:)` takes an object. Swift bridges its numbers to `NSNumber`, but a value of an \
            imported enum is passed as an opaque box that is no `NSNumber`. Before iOS 16 key-value coding hands \
            it to UIDevice's orientation setter, which needs an integer, and the app terminates where it reads \
            one from the box; from iOS 16 the setter only logs, so the same line does not crash there \
            (`device-orientation-setter-ignored`).
            """,
        fix: """
            pass `x.rawValue` (an `Int`, which bridges to `NSNumber`) on the versions before iOS 16, and use \
            `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))` from iOS 16.
            """,
        evidence: """
            inferred: the bridging of Swift numbers alone to `NSNumber` is Swift's (SE-0139), and the crash before \
            iOS 16 with an enum value and none with its `rawValue` is a field report (Mattermost, \
            mattermost-mobile#7106, fixed by passing `.rawValue`). UIKit's own text for the exception is not in \
            the reference, so none is quoted.
            """,
        triggering: [
            .code(
                [
                    "GalleryViewController.swift": #"""
                    import UIKit

                    final class GalleryViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                        func lockPortrait() {
                            UIDevice.current.↓setValue(UIInterfaceOrientation.portrait, forKey: "orientation")
                        }
                    }
                    """#
                ], .warning)
        ],
        nonTriggering: [
            // The raw value bridges to NSNumber.
            .code(
                [
                    "GalleryViewController.swift": #"""
                    import UIKit

                    final class GalleryViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                        func lockPortrait() {
                            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                            UIDevice.current.setValue(NSNumber(value: UIInterfaceOrientation.portrait.rawValue), forKey: "orientation")
                        }
                    }
                    """#
                ]),
            // Made only on iOS 16 and later, where the setter reads nothing (device-orientation-setter-ignored).
            .code(
                [
                    "GalleryViewController.swift": #"""
                    import UIKit

                    final class GalleryViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                        func lockPortrait() {
                            if #available(iOS 16.0, *) {
                                UIDevice.current.setValue(UIInterfaceOrientation.portrait, forKey: "orientation")
                            }
                        }
                    }
                    """#
                ]),
        ]
    )
}
