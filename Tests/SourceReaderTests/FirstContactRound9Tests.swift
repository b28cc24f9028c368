import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
@testable import SourceReader
import Testing
@testable import TestSupport

/// The misses and false findings of the first-contact trials' rounds 8 and 9 (docs/precision.md), each reduced to a
/// few lines in our own words, with a control.
@Suite struct FirstContactRound9Tests {
    /// A navigation controller whose mask is spelled `supportedInterfaceOrientation` (Pushpin's shipped bug): UIKit
    /// never calls it, and what it returns (portrait for two screens, all four elsewhere) differs from the default.
    /// The controls: the same answer correctly named, and a misspelled member of a type that is no controller.
    @Test func aMisspelledMaskIsNeverCalled() throws {
        func app(_ selector: String, base: String = "UINavigationController") throws -> [(rule: String, line: Int)] {
            let checked = try PrecisionTests.check([
                "App/AppDelegate.m": FirstContactTests.objCDelegate,
                "App/HomeViewController.h": "@interface HomeViewController : \(base)\n@end\n",
                "App/HomeViewController.m": """
                @implementation HomeViewController
                - (UIInterfaceOrientationMask)\(selector) {
                    if ([self.topViewController isKindOfClass:[AboutViewController class]]) {
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    return UIInterfaceOrientationMaskAll;
                }
                @end
                """,
                "App/Info.plist": FirstContactTests.plist,
            ])
            return checked.scenarios.flatMap(\.notes.list).filter { $0.severity != .info }.map {
                ($0.rule, $0.source?.line ?? 0)
            }
        }
        let misspelled = try app("supportedInterfaceOrientation")
        #expect(
            misspelled.contains { $0.rule == "misspelled-member" && $0.line == 2 }, Comment(rawValue: "\(misspelled)"))
        #expect(try app("supportedInterfaceOrientations").allSatisfy { $0.rule != "misspelled-member" })
        #expect(
            try app("supportedInterfaceOrientation", base: "NSObject").allSatisfy { $0.rule != "misspelled-member" })
    }

    /// VLC's shipped bug: a player made in its property's lazy getter, wrapped in a navigation controller that forwards
    /// to it, presented over the current context from the window's root. The root presents (none is assumed), the
    /// stack's root is the class the getter makes, and the player's portrait is ignored under the presenter's default:
    /// a warning. The control presents it over full screen.
    @Test func aPlayerFromALazyGetterPresentedOverContextFromTheRoot() throws {
        func app(_ style: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "UITabBarController") + """
                    }
                    final class PlayerNavigationController: UINavigationController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            topViewController?.supportedInterfaceOrientations ?? .portrait
                        }
                    }
                    @objc(VLCAudioPlayer) final class AudioPlayer: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }

                    """,
                objC: [
                    "App/Display.h":
                        "@interface Display : UIViewController\n@property (nonatomic, strong) UIViewController *player;\n@end\n",
                    "App/Display.m": """
                    @implementation Display
                    - (UIViewController *)player {
                        if (!_player) {
                            _player = [[VLCAudioPlayer alloc] init];
                        }
                        return _player;
                    }
                    - (void)show {
                        UIViewController *player = self.player;
                        UINavigationController *navigation = [[PlayerNavigationController alloc] initWithRootViewController:player];
                        navigation.modalPresentationStyle = \(style);
                        UIWindow *window = [[UIApplication sharedApplication] keyWindow];
                        [window.rootViewController presentViewController:navigation animated:YES completion:nil];
                    }
                    @end
                    """,
                ])
        }
        let context = try app("UIModalPresentationOverCurrentContext")
        #expect(
            context.contains {
                $0.rule == "sheet-does-not-force-orientation" && $0.line == 13 && $0.severity == .warning
            },
            Comment(rawValue: "\(context)"))
        #expect(
            try app("UIModalPresentationOverFullScreen").allSatisfy { $0.rule != "sheet-does-not-force-orientation" })
    }

    /// newsyc: every controller's answers come from a macro of the prefix header (`AUTOROTATION_FOR_PAD_ONLY`, two
    /// methods: the iOS 5 callback, YES on iPad or for portrait, and a mask by idiom). A class that uses it between its
    /// methods answers with them, on each idiom; and a share sheet, which UIKit presents in a way of its own, is not
    /// checked. Without the macro read, the defaults claimed iOS 5 and iOS 6 outcomes that differ.
    @Test func methodsAMacroStandsForAreTheClasssOwn() throws {
        let macro = """
            #define AUTOROTATION_FOR_PAD_ONLY \\
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation { \\
                return ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) || (orientation == UIInterfaceOrientationPortrait); \\
            } \\
            - (NSUInteger)supportedInterfaceOrientations { \\
                return ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad ? UIInterfaceOrientationMaskAll : UIInterfaceOrientationMaskPortrait); \\
            }

            """
        let files = [
            "App/Prefix.pch": macro,
            "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
            "App/HomeViewController.m": """
            @implementation HomeViewController
            - (void)share {
                UIActivityViewController *share = [[UIActivityViewController alloc] initWithActivityItems:@[] applicationActivities:nil];
                [self presentViewController:share animated:YES completion:nil];
            }
            AUTOROTATION_FOR_PAD_ONLY
            @end
            """,
            "App/AppDelegate.m": FirstContactTests.objCDelegate,
            "App/Info.plist": """
            <plist><dict><key>MinimumOSVersion</key><string>5.0</string><key>UIRequiresFullScreen</key><true/>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string>
            <string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string>
            <string>UIInterfaceOrientationLandscapeRight</string></array></dict></plist>
            """,
        ]
        let checked = try PrecisionTests.check(files)
        #expect(
            checked.findings.allSatisfy { $0.severity != .warning || $0.rule == "ipad-plist-update-required" },
            Comment(rawValue: "\(checked.findings.filter { $0.severity != .info }.map(\.description))"))
        let root = try #require(checked.scenarios.first { $0.target?.hasPrefix("launch") == true })
        #expect(root.scenario.controllers.first?.supportedInterfaceOrientations != nil)
        // Without the macro's use, the controller answers nothing, and iOS 5's default differs from iOS 6's.
        var unused = files
        unused["App/HomeViewController.m"] = files["App/HomeViewController.m"]!.replacingOccurrences(
            of: "AUTOROTATION_FOR_PAD_ONLY\n", with: "")
        #expect(
            try PrecisionTests.check(unused).findings.contains {
                $0.rule == "os-version-differs" && $0.severity == .warning
            })
    }

    /// Sloosh: a landscape-only hosting controller that a SwiftUI representable makes is that representable's child,
    /// never presented alone: it is not checked as a full-screen presentation (which would claim it cannot be shown in
    /// the portrait-only app). The control presents it itself.
    @Test func aControllerARepresentableMakesIsNoPresentation() throws {
        func app(_ presents: Bool) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "HomeViewController") + """
                    }
                    final class PlayerHostingController: UIHostingController<Text> {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    }
                    struct PlayerPresenter: UIViewControllerRepresentable {
                        func makeUIViewController(context: Context) -> PlayerHostingController {
                            PlayerHostingController(rootView: Text("player"))
                        }
                        func updateUIViewController(_ controller: PlayerHostingController, context: Context) {}
                    }
                    struct PlayerView: View {
                        var body: some View { PlayerPresenter() }
                    }
                    final class HomeViewController: UIViewController {
                        func play() {
                            let player = PlayerHostingController(rootView: Text("p"))
                            player.modalPresentationStyle = .fullScreen
                            \(presents ? "present(player, animated: true)" : "print(player)")
                        }
                    }

                    """,
                plist: """
                    <plist><dict><key>MinimumOSVersion</key><string>16.0</string>
                    <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                    </dict></plist>
                    """)
        }
        #expect(try app(false).allSatisfy { $0.rule != "no-common-orientation" })
        let presented = try app(true)
        #expect(presented.contains { $0.rule == "no-common-orientation" }, Comment(rawValue: "\(presented)"))
    }

    /// HoccerXO: the app delegate makes itself the window's root tab bar's delegate and answers its mask with the
    /// selected child's: that the tab bar ignores its child is then a note (the delegate may answer for it). The
    /// control gives it no delegate.
    @Test func aDelegateOfTheWindowsRootAnswersForItsChildren() throws {
        func app(_ delegated: Bool) throws -> [Finding] {
            try PrecisionTests.check([
                "App/App.swift": ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            window?.rootViewController = Tabs()
                            \(delegated ? "(window?.rootViewController as? UITabBarController)?.delegate = self" : "")
                            return true
                        }
                        func tabBarControllerSupportedInterfaceOrientations(_ tabBarController: UITabBarController) -> UIInterfaceOrientationMask {
                            tabBarController.selectedViewController?.supportedInterfaceOrientations ?? .portrait
                        }
                    }
                    final class Tabs: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            setViewControllers([HomeViewController()], animated: false)
                        }
                    }
                    final class HomeViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """,
                "App/Info.plist": FirstContactTests.plist,
            ]).findings.filter { $0.rule == "container-ignores-child" }
        }
        let plain = try app(false)
        #expect(!plain.isEmpty && plain.allSatisfy { $0.severity == .warning }, Comment(rawValue: "\(plain)"))
        let delegated = try app(true)
        #expect(!delegated.isEmpty && delegated.allSatisfy { $0.severity == .info }, Comment(rawValue: "\(delegated)"))
    }
}
