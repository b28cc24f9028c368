import OrientationResolver
@testable import SourceReader
import Testing

/// The causes round 44's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound44Tests {
    static let plist = ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "13.0")

    /// An app delegate that answers one choice on a BOOL flag (`_allowRotation ? landscape left : portrait`) which
    /// only one screen sets, in its `viewWillAppear`, and clears in its `viewWillDisappear` (Yingke's live room): the
    /// landscape holds only while that screen is on screen. What is said of a scenario with landscape and without that
    /// screen (here the launch) is of no state the app reaches. The control also sets the flag from a button's action:
    /// the landscape may then hold anywhere.
    @Test func aMaskOneScreensAppearanceGivesHoldsOnlyWhileItIsShown() throws {
        func app(_ extra: String) throws -> [CheckedScenario] {
            try PrecisionTests.check([
                "App/Info.plist": Self.plist,
                "App/AppDelegate.m": FirstContactRound43Tests.flagDelegate(
                    answer:
                        "return _allowRotation ? UIInterfaceOrientationMaskLandscapeLeft : UIInterfaceOrientationMaskPortrait;"
                ),
                "App/Home.m": """
                @interface HomeViewController : UIViewController
                @end
                @implementation HomeViewController
                - (void)openLive {
                    LiveViewController *live = [[LiveViewController alloc] init];
                    [self.navigationController pushViewController:live animated:YES];
                }
                \(extra)
                @end
                @interface LiveViewController : UIViewController
                @end
                @implementation LiveViewController
                - (void)viewWillAppear:(BOOL)animated {
                    [super viewWillAppear:animated];
                    AppDelegate *appDelegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
                    appDelegate.allowRotation = YES;
                }
                - (void)viewWillDisappear:(BOOL)animated {
                    [super viewWillDisappear:animated];
                    AppDelegate *appDelegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
                    appDelegate.allowRotation = NO;
                }
                @end
                """,
            ]).scenarios
        }
        func landscapeLaunch(_ scenarios: [CheckedScenario]) throws -> [Finding] {
            let launch = try #require(
                scenarios.first {
                    $0.target?.hasPrefix("launch") == true && $0.target?.contains("mask is landscapeLeft") == true
                })
            return AppCheck.validate([launch], maxStates: 2_000).flatMap(\.findings)
        }
        let read = try landscapeLaunch(try app(""))
        #expect(!read.contains { $0.rule == "launch-differs-from-runtime" }, "\(read.map(\.rule))")
        let control = try landscapeLaunch(
            try app(
                """
                - (IBAction)unlock:(id)sender {
                    ((AppDelegate *)[UIApplication sharedApplication].delegate).allowRotation = YES;
                }
                """))
        #expect(control.contains { $0.rule == "launch-differs-from-runtime" }, "\(control.map(\.rule))")
    }

    /// A sheet whose controller's mask has nothing within the app's (a landscape screen in a portrait app): full
    /// screen it would show nothing either (a crash where it decides), so "present it full screen to force its
    /// orientation" is no fix, and the sheet is not said (Yingke's live room in a plain navigation controller). The
    /// control's app allows landscape, which the portrait presenter keeps out: said.
    @Test func aSheetWhoseMaskHasNothingWithinTheAppsIsNotSaid() throws {
        func app(_ orientations: String) throws -> [(rule: String, line: Int, severity: Finding.Severity)] {
            let plist = Self.plist.replacingOccurrences(
                of:
                    "<string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>",
                with: orientations)
            return try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "HomeViewController") + """
                    }
                    class HomeViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        func openLive() { present(LiveViewController(), animated: true) }
                    }
                    class LiveViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeLeft }
                    }
                    """, plist: plist)
        }
        let portraitOnly = try app("<string>UIInterfaceOrientationPortrait</string>")
        #expect(!portraitOnly.contains { $0.rule == "sheet-does-not-force-orientation" }, "\(portraitOnly)")
        let wide = try app(
            "<string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>")
        #expect(wide.contains { $0.rule == "sheet-does-not-force-orientation" }, "\(wide)")
    }

    /// A forward written through a forced unwrap of an optional chain (`(visibleViewController?
    /// .supportedInterfaceOrientations)!`, Banak's containers) is a forward, and a tab bar that forwards nothing
    /// but holds such a forwarding navigation controller still ignores the mask of the screen on top of it: the
    /// navigation controller would answer that screen's portrait, the tab bar never asks it. The control's tab bar
    /// forwards its mask too: nothing is ignored.
    @Test func aForcedUnwrapOfAnOptionalChainForwardsAndAForwardingChildIsLookedThrough() throws {
        func app(_ tabBarMask: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "TabsController") + """
                    }
                    class TabsController: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            viewControllers = [FeedNavigationController(rootViewController: NewsViewController())]
                        }
                        override var shouldAutorotate: Bool {
                            return (selectedViewController?.shouldAutorotate)!
                        }
                        \(tabBarMask)
                    }
                    class FeedNavigationController: UINavigationController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            return (visibleViewController?.supportedInterfaceOrientations)!
                        }
                        override var shouldAutorotate: Bool {
                            return (visibleViewController?.shouldAutorotate)!
                        }
                    }
                    class NewsViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            return .portrait
                        }
                    }
                    """)
        }
        let ignoring = try app("")
        #expect(ignoring.contains { $0.rule == "container-ignores-child" }, "\(ignoring)")
        let forwarding = try app(
            """
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                return (selectedViewController?.supportedInterfaceOrientations)!
            }
            """)
        #expect(!forwarding.contains { $0.rule == "container-ignores-child" }, "\(forwarding)")
    }
}
