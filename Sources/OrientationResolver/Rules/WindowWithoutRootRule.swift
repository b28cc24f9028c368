/// `window-without-root` (docs/rules.md#window-without-root).
extension Rule {
    public static let windowWithoutRoot = Rule(
        id: "window-without-root",
        level: .warning,
        title: "The app's window has no root view controller, so nothing in it rotates",
        severity: """
            warning.
            """,
        applies: """
            all versions; the code read is Objective-C (`[self.window addSubview:controller.view]`).
            """,
        trigger: """
            the code adds a controller's view to the app's own window on an idiom the app ships to (in a branch on \
            that idiom, or in none), nothing in the code gives any window a `rootViewController` (read or not) on \
            that idiom (a statement in a branch on the other idiom gives it none), no storyboard or scene manifest \
            gives the main window one, no nib's window outlet does, and the app's Info.plist lists more than one \
            orientation for that idiom, or only one that is not portrait (a landscape-only app, whose interface \
            UIKit puts in landscape while the added view is not turned: it shows sideways). Where the window has a \
            root on the other idiom, the message names the idiom it lacks one on.
            """,
        why: """
            UIKit rotates a window's content through its root view controller. Without one, the supported \
            orientations come from the application alone, views added directly to the window are not rotated, and \
            no controller is asked (QA1688): the orientations the app lists are never used by its screens.
            """,
        fix: """
            set `window.rootViewController` to the controller whose view is added (its view is then installed).
            """,
        evidence: """
            documented (Technical Q&A QA1688, and the specification's no-root case); shipped bugs (Baker's books, \
            iOctocat's screens and JasperMobile's reports that stopped rotating when the apps ran on iOS 6, \
            rrrrradio's iPad interface, whose launch gave the window a root on iPhone only, and gTar Play's \
            landscape-only screens, sideways on iOS 6).
            """,
        triggering: [
            .code(app(showing: "↓[self.window addSubview:self.navigation.view];"), .warning)
        ],
        nonTriggering: [
            .code(app(showing: "self.window.rootViewController = self.navigation;"))
        ]
    )

    /// An Objective-C app whose delegate makes a navigation controller over a controller that answers the legacy
    /// callback, and puts it in the window with `showing`.
    private static func app(showing: String) -> [String: String] {
        [
            "App/AppDelegate.m": #"""
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.navigation = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];
                SHOWING
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """#.replacing("SHOWING", with: showing),
            "App/HomeViewController.m": #"""
            @implementation HomeViewController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                return YES;
            }
            @end
            """#,
            "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
        ]
    }
}
