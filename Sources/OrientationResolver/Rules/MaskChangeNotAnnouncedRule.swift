/// `mask-change-not-announced` (docs/rules.md#mask-change-not-announced).
extension Rule {
    public static let maskChangeNotAnnounced = Rule(
        id: "mask-change-not-announced",
        level: .warning,
        situations: [.satisfied: .info],
        title: "A mask changes without setNeedsUpdateOfSupportedInterfaceOrientations()",
        severity: """
            warning (inferred); info where the function that makes the change then dismisses a controller, which \
            makes UIKit read the masks again if the dismissed controller governed (the reader cannot tell), or \
            gives the app's window a new root (UIKit reads the masks again for it), or where the same function or \
            closure then sets the flag a SwiftUI `.fullScreenCover(isPresented:)` is bound to, or presents a \
            controller it gives a full-screen style (`.fullScreen`, `.overFullScreen`: a full-screen presentation, for \
            which UIKit reads the masks again), and \
            where the code shows the controller whose mask reads the property only inside containers that answer \
            for it (the root of a plain `UINavigationController` it makes; or pushed, or a container's child, where \
            the scenarios place it or no container of the app forwards and the app delegate asks no screen), never \
            presented or set as a root itself: UIKit asks it in no state the reader knows; where the window's root \
            loads it (while it is made, loads its view or is about to appear), before UIKit reads its masks; and \
            where the change gives back the one \
            value the property starts with while every change of it to another value is itself unannounced, made \
            outside an initializer and followed in its function by nothing that makes UIKit read the masks again (a \
            dismissal, a new root, a presentation, the movie player's full screen): by this rule's own account UIKit \
            still holds that value (a warning still where the target links code orientd does not read); and where \
            the Info.plist lists one orientation on every device the app ships to and no app delegate mask widens \
            it: no change of a controller's mask can turn the interface; where the change gives the value the \
            property already holds when it runs (a controller's appearance giving what every place that shows it \
            gave just before, or a dismissal's completion giving what every controller it takes away gave as it \
            disappeared; not where the target links code orientd does not read).
            """,
        applies: """
            code read with `--sources` or `--project`: every app, since every app runs on iOS 16 and later (the \
            matrix's newest cells), whatever its deployment target.
            """,
        trigger: """
            a controller's `supportedInterfaceOrientations`, or the app delegate's \
            `application(_:supportedInterfaceOrientationsFor:)`, returns a property (the `orientationLock` pattern), \
            and the code assigns that property in a file that never calls \
            `setNeedsUpdateOfSupportedInterfaceOrientations()` (an object setting its own property in its own \
            initializer is not a change: UIKit has read no mask of it yet; a property the app delegate's class \
            declares is its own, so another class's property of the same name is not it; a property the code only ever \
            gives the value it is declared with never changes, unless the target links code orientd does not read; \
            a change made only inside a test of an idiom the app does not ship to never happens). \
            Said at the change; and \
            also at a \
            `requestGeometryUpdate` the same function makes after the change (not from a closure, which may run \
            later; lines are compared, branches are not), when the property is a controller's mask with a literal \
            value there, and orientd resolves the request assuming that controller decides, at the deployment \
            target, device in portrait, on each idiom the app ships: refused against another value the code gives \
            the property (the mask UIKit may still hold, `lastReadSupportedInterfaceOrientations`), not refused \
            against the new one. That finding quotes the error the handler receives, byte for byte, and `orientd \
            import` lists the request as a /resolve body under `staleRequests`.
            """,
        why: """
            from iOS 16 UIKit caches the supported orientations and asks again only when told: a changed value is \
            not read, so the rotation it should allow or forbid does not happen (or a geometry request is refused \
            against the old mask).
            """,
        fix: """
            after changing the value, call `setNeedsUpdateOfSupportedInterfaceOrientations()` on the controller \
            whose mask reads it (for the delegate's mask, on the window's root view controller); then ask with \
            `requestGeometryUpdate` if a rotation is wanted.
            """,
        evidence: """
            inferred. flutter/engine PR 40953 ("Always set orientation preferences on iOS 16+"); \
            react-native-screens PR 4117 ("UIKit may also reject a transition-time request while its \
            supported-orientation cache still reflects the outgoing screen"). The finding carries the file and line \
            of the change, or of the request. The reader checks the file of each change for the call, not the order \
            of the calls; which value UIKit last read is not known statically, so the request finding names the \
            value it assumes.
            """,
        triggering: [
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>MinimumOSVersion</key><string>16.0</string></dict></plist>
                    """#,
                    "PlayerViewController.swift": #"""
                    import UIKit

                    class PlayerViewController: UIViewController {
                        var lock: UIInterfaceOrientationMask = .portrait
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }

                        func enterFullScreen() {
                            ↓lock = .landscape
                        }
                    }
                    """#,
                ], .warning),
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>MinimumOSVersion</key><string>16.0</string></dict></plist>
                    """#,
                    "PlayerViewController.swift": #"""
                    import UIKit

                    class PlayerViewController: UIViewController {
                        var lock: UIInterfaceOrientationMask = .portrait
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }

                        func enterFullScreen() {
                            ↓lock = .landscape
                            ↓view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                        }
                    }
                    """#,
                ], .warning),
            // An app that ships to iOS 12 runs on iOS 16 and later too (the matrix's newest cells).
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>MinimumOSVersion</key><string>12.0</string></dict></plist>
                    """#,
                    "PlayerViewController.swift": #"""
                    import UIKit

                    class PlayerViewController: UIViewController {
                        var lock: UIInterfaceOrientationMask = .portrait
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }

                        func enterFullScreen() {
                            ↓lock = .landscape
                        }
                    }
                    """#,
                ], .warning),
            // The change is followed by a dismissal: UIKit reads the masks again if what is dismissed governed.
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>MinimumOSVersion</key><string>16.0</string></dict></plist>
                    """#,
                    "HomeViewController.swift": #"""
                    import UIKit

                    class HomeViewController: UIViewController {
                        var lock: UIInterfaceOrientationMask = .portrait
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }

                        func finishOnboarding() {
                            ↓lock = .allButUpsideDown
                            presentedViewController?.dismiss(animated: true)
                        }
                    }
                    """#,
                ], .info),
        ],
        nonTriggering: [
            .code(
                [
                    "Info.plist": #"""
                    <plist><dict><key>MinimumOSVersion</key><string>16.0</string></dict></plist>
                    """#,
                    "PlayerViewController.swift": #"""
                    import UIKit

                    class PlayerViewController: UIViewController {
                        var lock: UIInterfaceOrientationMask = .portrait
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }

                        func enterFullScreen() {
                            lock = .landscape
                            setNeedsUpdateOfSupportedInterfaceOrientations()
                        }
                    }
                    """#,
                ])
        ]
    )
}
