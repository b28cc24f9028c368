/// `misspelled-member` (docs/rules.md#misspelled-member).
extension Rule {
    public static let misspelledMember = Rule(
        id: "misspelled-member",
        level: .warning,
        title: "An orientation member is misspelled, so UIKit never calls it",
        severity: """
            warning.
            """,
        applies: """
            all versions.
            """,
        trigger: """
            a controller class of the code declares a member whose name is one or two letters off \
            `supportedInterfaceOrientations`, `shouldAutorotate` or `preferredInterfaceOrientationForPresentation` \
            (ignoring case: `supportedInterfaceOrientation`, `shouldAutoRotate`), of that member's type, does not \
            declare the member itself, and returns a value that differs from what UIKit uses instead (its default \
            for the class on an idiom the app ships to). Not a name that is the member's behind a prefix of the \
            app's own at a word's start (`a3SupportedInterfaceOrientations`, `myShouldAutorotate`): a method of the \
            app's, which its own code calls. Swift compiles such a member when it is not marked `override`; \
            Objective-C always does. Also the app delegate's `application(_:supportedInterfaceOrientationsFor:)` \
            (`application:supportedInterfaceOrientationsForWindow:`) declared by a view controller (a class whose \
            superclass is a view controller, or, with none given in the file, whose name ends in `ViewController`): \
            UIKit sends it to the app's delegate only, so the screen's `supportedInterfaceOrientations` is meant.
            """,
        why: """
            UIKit asks these members by their exact names: the misspelled one is never called, and the answer it \
            gives is never used.
            """,
        fix: """
            name it as UIKit does (in Swift, with `override`).
            """,
        evidence: """
            documented (Objective-C messages are sent by their selector, and UIKit's members are named in its \
            headers); a shipped bug (Pushpin's navigation controller, `supportedInterfaceOrientation`).
            """,
        triggering: [
            .code(
                [
                    "App/HomeViewController.m": #"""
                    @implementation HomeViewController
                    ↓- (UIInterfaceOrientationMask)supportedInterfaceOrientation {
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """#,
                    "App/AppDelegate.m": #"""
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        self.window.rootViewController = [[HomeViewController alloc] init];
                        return YES;
                    }
                    @end
                    """#,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                ], .warning)
        ],
        nonTriggering: [
            .code(
                [
                    "App/HomeViewController.m": #"""
                    @implementation HomeViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """#,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                ]),
            // What UIKit uses instead is the same: nothing changes.
            .code(
                [
                    "App/Home.swift": #"""
                    import UIKit
                    @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            window?.rootViewController = HomeViewController()
                            return true
                        }
                    }
                    final class HomeViewController: UIViewController {
                        var shouldAutoRotate: Bool { true }
                    }
                    """#
                ]),
        ]
    )
}
