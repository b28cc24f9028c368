import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 27's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound27Tests {
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>13.0</string>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// A style a controller gives itself in `viewDidLoad` is taken by UIKit only where its view is loaded before
    /// the presentation starts, which the reader cannot see (CamStreamer's camera picker): its presentation with no
    /// style is not checked, and a note says why. The control sets no style: the page sheet is said.
    @Test func aStyleSetInViewDidLoadIsNotTakenForGranted() throws {
        func app(_ playerBody: String) -> String {
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = HomeViewController()
                        return true
                    }
                }
                class HomeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() { present(PlayerViewController(), animated: true) }
                }
                class PlayerViewController: UIViewController {
                    \(playerBody)
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """
        }
        let late = try ConsistentWorldsTests.said(
            app(
                """
                override func viewDidLoad() {
                        super.viewDidLoad()
                        modalPresentationStyle = .fullScreen
                    }
                """), plist: Self.plist)
        #expect(late.allSatisfy { $0.rule != "sheet-does-not-force-orientation" }, Comment(rawValue: "\(late)"))
        let checked = try PrecisionTests.check(
            [
                "App/App.swift": app(
                    "override func viewDidLoad() { super.viewDidLoad(); modalPresentationStyle = .fullScreen }"),
                "App/Info.plist": Self.plist,
            ])
        let notes = checked.scenarios.flatMap(\.notes.list).map(\.message)
        #expect(notes.contains { $0.contains("in viewDidLoad, which UIKit takes only where the view is loaded") })
        let control = try ConsistentWorldsTests.said(app(""), plist: Self.plist)
        #expect(control.contains { $0.rule == "sheet-does-not-force-orientation" }, Comment(rawValue: "\(control)"))
    }

    /// A storyboard names a scene's UIKit class (`<viewController customClass="TipViewController">`); the code's own
    /// `@interface TipViewController : PortraitViewController` is its superclass, whichever file is merged first
    /// (HomePolice's share sheet was taken for a plain controller, its portrait answers lost).
    @Test func theCodesSuperclassWinsOverTheStoryboardsKind() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="T1" customClass="TipViewController" sceneMemberID="viewController"/>
                    </objects></scene>
                </scenes>
            </document>
            """
        let model = FirstContactRound24Tests.model([
            ("App/Main.storyboard", storyboard),
            ("App/TipViewController.m", "@implementation TipViewController\n@end\n"),
            ("App/TipViewController.h", "@interface TipViewController : PortraitViewController\n@end\n"),
            (
                "App/PortraitViewController.m",
                """
                @implementation PortraitViewController
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                @end
                """
            ),
        ])
        #expect(model.classes["TipViewController"]?.superclass == "PortraitViewController")
        #expect(model.answer("TipViewController", \.supportedInterfaceOrientations)?.kind == .exact(2))
    }

    /// A presentation is made by the class that presents it where that class is on screen: a screen of the second
    /// tab presents over that tab selected, not over the first (HomePolice's share sheet, presented from the news
    /// tab, was checked over the devices tab). The presented controller hangs from the presenting screen.
    @Test func aPresentationHangsFromItsPresentersTab() throws {
        let swift =
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = TabsController()
                        return true
                    }
                }
                class TabsController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [DevicesViewController(), NewsViewController()]
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        selectedViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }
                class DevicesViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                class NewsViewController: UIViewController {
                    func share() { present(ShareViewController(), animated: true) }
                }
                class ShareViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.plist]).scenarios
        let presenting = try #require(
            checked.first { checked in
                checked.scenario.controllers.indices.contains {
                    checked.scenario.className(of: $0) == "App.ShareViewController"
                }
            })
        let scenario = presenting.scenario
        let shared = try #require(
            scenario.controllers.indices.first { scenario.className(of: $0) == "App.ShareViewController" })
        let parent = try #require(scenario.controllers[shared].parent)
        #expect(scenario.className(of: parent) == "App.NewsViewController")
        let tabs = try #require(
            scenario.controllers.indices.first { scenario.className(of: $0) == "App.TabsController" })
        #expect(scenario.controllers[tabs].selectedIndex == 1)
    }

    /// A global flag the code sets by its bare name inside a controller, and only inside a test of the idiom
    /// (`if userInterfaceIdiom == .phone { lockPortrait = true }`): the global's value, on iPhone alone. On iPad the
    /// split view's mask is `.all`, so iPad multitasking ignores nothing (iZSM's false warning). The control sets
    /// the flag on both idioms: on iPad the portrait value is ignored, and that is said.
    @Test func aGlobalSetOnOneIdiomIsThatIdiomsValue() throws {
        let plist = FirstContactRound25Tests.multitasking.replacingOccurrences(of: "16.0", with: "13.0")
        func app(_ test: String) -> String {
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = SplitController()
                        return true
                    }
                }
                var lockPortrait = false
                class SplitController: UISplitViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if lockPortrait {
                            return .portrait
                        } else {
                            return .all
                        }
                    }
                }
                class AboutViewController: UIViewController {
                    override func viewWillAppear(_ animated: Bool) {
                        super.viewWillAppear(animated)
                        if \(test) {
                            lockPortrait = true
                        }
                    }
                }
                """
        }
        let phoneOnly = try ConsistentWorldsTests.said(
            app("UIDevice.current.userInterfaceIdiom == .phone"), plist: plist)
        #expect(phoneOnly.allSatisfy { $0.rule != "multitasking-ignores-masks" }, Comment(rawValue: "\(phoneOnly)"))
        let both = try ConsistentWorldsTests.said(app("animated"), plist: plist)
        #expect(both.contains { $0.rule == "multitasking-ignores-masks" }, Comment(rawValue: "\(both)"))
    }

    /// An Objective-C BOOL property starts NO, as a Swift `var flag = false` does, and `[self flag]` reads it as
    /// `self.flag` does: a camera's `shouldAutorotate { return ![self lockRotation]; }` where nothing sets the flag
    /// answers YES alone (KartaView's camera was checked as answering NO). The control sets the flag: both values.
    @Test func anObjectiveCFlagStartsNo() throws {
        func answer(_ extra: String) -> CodeValue? {
            let model = FirstContactRound24Tests.model([
                ("App/CameraViewController.h", "@interface CameraViewController : UIViewController\n@end\n"),
                (
                    "App/CameraViewController.m",
                    """
                    @interface CameraViewController ()
                    @property (nonatomic) BOOL lockRotation;
                    @end
                    @implementation CameraViewController
                    - (BOOL)shouldAutorotate { return ![self lockRotation]; }
                    \(extra)
                    @end
                    """
                ),
            ])
            return model.answer("CameraViewController", \.shouldAutorotate)
        }
        #expect(answer("")?.kind == .exact(1))
        #expect(answer("- (void)record { self.lockRotation = YES; }")?.kind == .oneOf([1, 0]))
    }

    /// A window root given by a stored property's bare name (`let split = SplitController()` in the app delegate,
    /// `window?.rootViewController = split`) is that property's class (iZSM's root was taken for a nib's outlet and
    /// not checked). A name no property of the type declares stays an outlet's, which no nib here connects: a note.
    @Test func aRootGivenByAStoredPropertysBareName() throws {
        let model = FirstContactRound24Tests.model([
            (
                "App/AppDelegate.swift",
                """
                import UIKit
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    let split = SplitController()
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        window?.rootViewController = split
                        return true
                    }
                    func other() { window?.rootViewController = tabs }
                }
                class SplitController: UISplitViewController {}
                """
            )
        ])
        let roots = model.sites.filter { $0.kind == .root }.map(\.shown)
        #expect(roots.contains("SplitController"), Comment(rawValue: "\(roots)"))
        #expect(model.notes.contains { $0.message.contains("tabs is neither made where the reader can see it") })
    }
}
