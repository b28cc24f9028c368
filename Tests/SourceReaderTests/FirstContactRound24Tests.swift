import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes the trials' classes that nothing reachable shows found (docs/precision.md, round 24), each reduced to
/// an app of a few lines in our own words.
@Suite struct FirstContactRound24Tests {
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>9.0</string>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// A controller whose only appearance is a popover's content (`UIPopoverController`'s
    /// `initWithContentViewController:`) is shown: a popover never decides (semantics §4), so its legacy callback
    /// changes nothing and is no class "nothing reachable shows". The control keeps the controller in a local that
    /// nothing shows: it is checked as a full-screen presentation, and the legacy callback is said.
    @Test func aPopoversContentIsShown() throws {
        func app(_ show: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: Self.plist, notes: true,
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[HomeViewController alloc] init]"),
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (void)pickDate:(UIButton *)sender {
                        CalendarController *calendar = [[CalendarController alloc] init];
                        \(show)
                    }
                    @end
                    """,
                    "App/CalendarController.h": "@interface CalendarController : UIViewController\n@end\n",
                    "App/CalendarController.m": """
                    @implementation CalendarController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return orientation == UIInterfaceOrientationPortrait;
                    }
                    @end
                    """,
                ])
        }
        let popover = try app(
            "UIPopoverController *popover = [[UIPopoverController alloc] initWithContentViewController:calendar];")
        #expect(popover.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(popover)"))
        let unseen = try app("[calendar loadView];")
        #expect(
            unseen.contains { $0.rule == "legacy-callback-ignored" && $0.line == 3 }, Comment(rawValue: "\(unseen)"))
    }

    /// The same in Swift: `UIPopoverController(contentViewController:)` shows its content, so the class is not
    /// checked as a full-screen presentation that nothing reachable shows; the control, kept in a local, is.
    @Test func aSwiftPopoversContentIsShown() throws {
        func unreachable(_ show: String) throws -> [String] {
            let swift =
                ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = HomeViewController()
                            return true
                        }
                    }
                    class HomeViewController: UIViewController {
                        func pickDate() {
                            let calendar = CalendarController()
                            \(show)
                        }
                    }
                    class CalendarController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """
            let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.plist])
            return checked.scenarios.filter(\.assumptions.unreachable).map { $0.target ?? "" }
        }
        let popover = try unreachable("let popover = UIPopoverController(contentViewController: calendar)")
        #expect(popover.isEmpty, Comment(rawValue: "\(popover)"))
        let unseen = try unreachable("calendar.loadView()")
        #expect(unseen.contains { $0.contains("CalendarController") }, Comment(rawValue: "\(unseen)"))
    }

    static func model(_ files: [(path: String, text: String)]) -> SourceModel {
        CodeReader.read(count: files.count, module: "App", modules: files.map { _ in "App" }) { index in
            .text(files[index].text, path: files[index].path)
        }
    }

    /// Swift 1 and 2 declared the answers as methods, with capitalized cases (`override func
    /// supportedInterfaceOrientations() -> UIInterfaceOrientationMask { return [.Portrait] }`) and forwards as calls
    /// (`topViewController!.supportedInterfaceOrientations()`): the same answers as Swift 3's properties. A method
    /// that overrides nothing is not an answer.
    @Test func swift2AnswersAreMethods() throws {
        let model = Self.model([
            (
                "App/Camera.swift",
                """
                import UIKit
                class CameraViewController: UIViewController {
                    override func shouldAutorotate() -> Bool {
                        return false
                    }
                    override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask {
                        return [.Portrait, .LandscapeLeft]
                    }
                    override func preferredInterfaceOrientationForPresentation() -> UIInterfaceOrientation {
                        return UIInterfaceOrientation.Portrait
                    }
                }
                class Stack: UINavigationController {
                    override func supportedInterfaceOrientations() -> UIInterfaceOrientationMask {
                        return topViewController?.supportedInterfaceOrientations() ?? .AllButUpsideDown
                    }
                }
                class Helper: UIViewController {
                    func supportedInterfaceOrientations(for size: CGSize) -> UIInterfaceOrientationMask { .All }
                }
                """
            )
        ])
        let camera = try #require(model.classes["CameraViewController"])
        #expect(camera.shouldAutorotate?.kind == .exact(0))
        #expect(
            camera.supportedInterfaceOrientations?.kind
                == .exact(UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.landscapeLeft))
        #expect(camera.supportedInterfaceOrientations?.line == 7)
        #expect(camera.preferredInterfaceOrientationForPresentation?.kind == .exact(UIInterfaceOrientation.portrait))
        #expect(
            model.classes["Stack"]?.supportedInterfaceOrientations?.kind
                == .forwarding(child: "topViewController", fallback: UIInterfaceOrientationMask.allButUpsideDown))
        #expect(model.classes["Helper"]?.supportedInterfaceOrientations == nil)
    }

    /// React Native's native modules declare their methods through a macro (`RCT_EXPORT_METHOD(name) { … }`): the
    /// UIDevice setter inside is read like any method's. The control writes the same call in a C function, which
    /// the reader does not take for a method.
    @Test func aMethodDeclaredByAMacro() throws {
        func rotations(_ declaration: String) -> [Int] {
            let model = Self.model([
                ("App/AppDelegate.m", ConsistentWorldsTests.objCDelegate(root: "[[UIViewController alloc] init]")),
                (
                    "App/ScreenManager.m",
                    """
                    @implementation ScreenManager
                    RCT_EXPORT_MODULE();
                    \(declaration) {
                        [[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"];
                    }
                    @end
                    """
                ),
            ])
            return model.rotations.filter { $0.kind == .setDeviceOrientation }.map(\.line)
        }
        #expect(rotations("RCT_EXPORT_METHOD(toLandscape)") == [4])
        #expect(rotations("RCT_EXPORT_METHOD(setMode:(NSString *)mode)") == [4])
        #expect(rotations("static void toLandscape(void)").isEmpty)
    }

    /// A SwiftUI lock modifier: a struct whose stored `let mask` its memberwise initializer gives, written to the
    /// app delegate's lock when its view appears, and made by a `View` extension that passes its own parameter
    /// (`.lockOrientation(.portrait)`): the lock's values are those the calls pass. The control makes the modifier
    /// with a value the reader cannot see: the lock's values are not all known.
    @Test func aValueGivenByAMemberwiseInitializer() throws {
        func lock(_ given: String) -> CodeValue.Kind? {
            Self.model([
                (
                    "App/Lock.swift",
                    """
                    import SwiftUI
                    struct LockModifier: ViewModifier {
                        var title = "lock"
                        let mask: UIInterfaceOrientationMask
                        func body(content: Content) -> some View {
                            content.onAppear { AppDelegate.lock = mask }
                        }
                    }
                    extension View {
                        func lockOrientation(_ mask: UIInterfaceOrientationMask) -> some View {
                            modifier(LockModifier(title: "timer", mask: \(given)))
                        }
                    }
                    struct TimerView: View {
                        var body: some View { Text("0").lockOrientation(.landscape) }
                    }
                    class AppDelegate: NSObject, UIApplicationDelegate {
                        static var lock: UIInterfaceOrientationMask = .portrait
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            AppDelegate.lock
                        }
                    }
                    """
                )
            ]).appDelegateMask?.kind
        }
        let both = [UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.landscape]
        #expect(lock("mask") == .oneOf(both.reversed()))
        let unseen = lock("Settings.shared.current")
        #expect(
            unseen != .oneOf(both.reversed()) && unseen != .oneOf(both),
            Comment(rawValue: "\(String(describing: unseen))"))
    }

    /// A local named like the property (`RootViewController *rootViewController = …`) gives no window a root: the
    /// window whose only content is a split view's view added to it still has none (Edhita's shipped bug). The
    /// control gives the window the split view as its root.
    @Test func aLocalNamedRootViewControllerIsNoRoot() throws {
        func app(_ show: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: FirstContactRound20Tests.universal,
                objC: [
                    "App/AppDelegate.m": """
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                        RootViewController *rootViewController = [[RootViewController alloc] init];
                        UISplitViewController *split = [[UISplitViewController alloc] init];
                        split.viewControllers = [NSArray arrayWithObjects:rootViewController, nil];
                        \(show)
                        [window makeKeyAndVisible];
                        return YES;
                    }
                    @end
                    """,
                    "App/RootViewController.h": "@interface RootViewController : UIViewController\n@end\n",
                    "App/RootViewController.m": """
                    @implementation RootViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return YES;
                    }
                    @end
                    """,
                ])
        }
        let subview = try app("[window addSubview:split.view];")
        #expect(subview.contains { $0.rule == "window-without-root" && $0.line == 7 }, Comment(rawValue: "\(subview)"))
        let rooted = try app("window.rootViewController = split;")
        #expect(rooted.allSatisfy { $0.rule != "window-without-root" }, Comment(rawValue: "\(rooted)"))
    }
}
