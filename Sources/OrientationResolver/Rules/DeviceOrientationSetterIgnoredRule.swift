/// `device-orientation-setter-ignored` (docs/rules.md#device-orientation-setter-ignored).
extension Rule {
    public static let deviceOrientationSetterIgnored = Rule(
        id: "device-orientation-setter-ignored",
        level: .warning,
        title: "UIDevice's orientation setter is ignored",
        severity: """
            warning.
            """,
        applies: """
            iOS ≥ 16, linked SDK (`app.sdkVersion`, default `systemVersion`) ≥ 16.
            """,
        trigger: """
            the scenario's event is `setDeviceOrientation`, in a state where the interface is not already in the \
            orientation it asks for (where it is, ignoring the setter changes nothing), and not for an orientation \
            the app's Info.plist leaves out with no delegate mask that could widen it, nor, from code, one the \
            controller on top when it takes effect leaves out (the controller that asks, where it answers, or, as \
            it leaves the screen, the one shown next): UIKit shows it there on no version. From code, a setter whose \
            value the reader cannot evaluate is a warning at its line whatever the value.
            """,
        why: """
            the setter only logs `[Orientation] BUG IN CLIENT OF UIKIT: Setting UIDevice.orientation is not \
            supported. Please use UIWindowScene.requestGeometryUpdate(_:)` and nothing rotates. Only apps linked \
            against an older SDK get a shimmed geometry request.
            """,
        fix: """
            change the supported orientations (the controller's mask or the app delegate's), call \
            `setNeedsUpdateOfSupportedInterfaceOrientations()`, then ask with \
            `UIWindowScene.requestGeometryUpdate(.iOS(interfaceOrientations:))`.
            """,
        evidence: """
            documented. Sources: the iOS 16 release notes ("isn't supported and no longer works") and the console \
            line in Flutter and Capacitor field logs from iOS 16. The SDK check comes from decompiled UIKit.
            """,
        triggering: [
            .scenario(
                #"""
                { "device": { "systemVersion": "16.0" }, "event": "setDeviceOrientation", "targetOrientation": "landscapeLeft", "root": {} }
                """#, .warning),
            // The value wrapped (`Int(x.rawValue)`), or one computed at run time: the setter is ignored whatever it is.
            .code(
                [
                    "PlayerViewController.swift": #"""
                    import UIKit

                    class PlayerViewController: UIViewController {
                        func enterFullScreen(_ target: UIInterfaceOrientation) {
                            UIDevice.current.↓setValue(Int(UIInterfaceOrientation.landscapeRight.rawValue), forKey: "orientation")
                            UIDevice.current.↓setValue(target.rawValue, forKey: "orientation")
                        }
                    }
                    """#
                ], .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "device": { "systemVersion": "16.0" }, "event": "requestGeometryUpdate", "requestedOrientations": "landscape", "root": {} }
                """#),
            .scenario(
                #"""
                { "device": { "systemVersion": "16.0" }, "app": { "sdkVersion": "15.0" },
                  "event": "setDeviceOrientation", "targetOrientation": "landscapeLeft", "root": {} }
                """#),
            // The controller allows portrait alone: the interface is portrait already, so ignoring the setter
            // changes nothing.
            .code(
                [
                    "KeypadViewController.swift": #"""
                    import UIKit

                    final class KeypadViewController: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                        }
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """#
                ]),
            // The board allows landscape alone and asks for portrait (before it pushes a portrait screen): no version
            // turns it there, so ignoring the setter changes nothing.
            .code(
                [
                    "BoardViewController.swift": #"""
                    import UIKit

                    final class BoardViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                        func showPlayers() {
                            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                        }
                    }
                    """#
                ]),
            // Only before iOS 16, where the setter still works (Brave).
            .code(
                [
                    "PlayerViewController.swift": #"""
                    import UIKit

                    final class PlayerViewController: UIViewController {
                        func enterFullScreen() {
                            if #available(iOS 16.0, *) {
                                view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                            } else {
                                UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
                            }
                        }
                    }
                    """#
                ]),
        ]
    )
}
