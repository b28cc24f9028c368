/// `delegate-test-never-true` (docs/rules.md#delegate-test-never-true).
extension Rule {
    public static let delegateTestNeverTrue = Rule(
        id: "delegate-test-never-true",
        level: .warning,
        title: "The app delegate waits for a controller that SwiftUI hosts",
        severity: "warning.",
        applies: """
            the app delegate's `application(_:supportedInterfaceOrientationsFor:)` where one of its returns is \
            inside a test of the type of a controller UIKit shows (`if presented is PlayerViewController`, \
            `let x = top as? X`, a `guard` or `case is X`).
            """,
        trigger: """
            the app shows the class tested for only inside SwiftUI, through a `UIViewControllerRepresentable` \
            (and never with `present`, a push, a root or a storyboard), and the mask that return gives differs from \
            every mask the delegate's other returns give, on an idiom the app ships to (not under iPad \
            multitasking, which ignores the masks).
            """,
        why: """
            SwiftUI shows a representable's controller as a child of the UIHostingController it makes (a \
            `.fullScreenCover` or a `.sheet` presents another hosting controller): the presented controller, the \
            window's root and the top of a navigation stack are hosting controllers, never the class tested for \
            (inferred). The test is never true, so the app's mask stays what the other returns give while that \
            controller is on screen: a player meant to turn stays in portrait.
            """,
        fix: """
            tell the delegate what SwiftUI shows in another way: set a property of the delegate when the view \
            appears and disappears (`onAppear`, `onDisappear`), then call \
            `setNeedsUpdateOfSupportedInterfaceOrientations()`; or present the controller with \
            `present(_:animated:)`.
            """,
        evidence: """
            inferred. The delegate's mask replaces the app's (semantics §3); UIKit's presented controller is what \
            `present` was given (semantics §4); SwiftUI's modifiers present hosting controllers, and a \
            representable's controller is the hosting controller's child (docs/ecosystem-2.md §1.3; the \
            representable-ignored rule rests on the same fact).
            """,
        triggering: [
            .code(playerApp(presentedWithUIKit: false, marked: true), .warning)
        ],
        nonTriggering: [
            // The player is presented with UIKit's present: the test is true while it is on screen.
            .code(playerApp(presentedWithUIKit: true)),
            // The test's return gives what the others give: whether it is true changes nothing.
            .code(playerApp(presentedWithUIKit: false, tested: ".portrait")),
        ]
    )

    /// A SwiftUI App whose delegate answers `tested` while a PlayerViewController is presented and portrait
    /// otherwise, and which shows the player in a full-screen cover through a representable (or also presents it
    /// with UIKit).
    /// `marked`: the test's line carries the `↓` that says where the finding is.
    private static func playerApp(presentedWithUIKit: Bool, tested: String = ".allButUpsideDown", marked: Bool = false)
        -> [String: String]
    {
        [
            "Info.plist":
                #"<plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array></dict></plist>"#,
            "App.swift": #"""
            import SwiftUI
            import UIKit
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    if let presented = window?.rootViewController?.presentedViewController, presented is PlayerViewController {
                        return TESTED
                    }
                    return .portrait
                }
            }
            @main struct TVApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                @State var playing = false
                var body: some Scene {
                    WindowGroup {
                        Button("Play") { playing = true }
                            .fullScreenCover(isPresented: $playing) { PlayerView() }
                    }
                }
            }
            struct PlayerView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> PlayerViewController { PlayerViewController() }
                func updateUIViewController(_ controller: PlayerViewController, context: Context) {}
            }
            final class PlayerViewController: UIViewController {
                func again() { PRESENT }
            }
            """#.replacing("return TESTED", with: marked ? "return ↓TESTED" : "return TESTED").replacing(
                "TESTED", with: tested
            ).replacing(
                "PRESENT", with: presentedWithUIKit ? "present(PlayerViewController(), animated: true)" : ""),
        ]
    }
}
