import OrientationResolver
import ProjectFiles
import Testing

@testable import SourceReader

/// The causes round 75's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound75Tests {
    /// Brushes' share sheet (round 75): the Twitter framework's compose sheet, presented as it is, rotates on iOS 5
    /// by answers of its own (its class dumps), not by UIViewController's portrait: UIKit's default stands for a
    /// framework's own answer, so what is said of it presented is a note. The control presents the app's own
    /// controller, which answers nothing (UIViewController's defaults are its answers): a warning.
    @Test func aFrameworksComposeSheetAnswersForItself() throws {
        func home(_ sheet: String) -> String {
            """
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)interfaceOrientation { return YES; }
            - (NSUInteger)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
            - (void)share {
                \(sheet) *sheet = [[\(sheet) alloc] init];
                [self presentViewController:sheet animated:YES completion:nil];
            }
            """
        }
        for framework in ["TWTweetComposeViewController", "SLComposeViewController"] {
            let said = try FirstContactRound73Tests.versionDifferences(home(framework))
            #expect(!said.isEmpty && said.allSatisfy { $0 == .info }, "\(framework): \(said)")
        }
        let own = try FirstContactRound73Tests.versionDifferences(
            home("Composer"), header: "@interface Composer : UIViewController\n@end\n")
        #expect(own.contains(.warning), "\(own)")
    }

    /// PSLab and NipaPlay (round 75): a Flutter app whose Dart code locks a screen's orientation with
    /// `SystemChrome.setPreferredOrientations`, shipped to iPad with all four orientations, a launch storyboard and
    /// no `UIRequiresFullScreen`: iPad multitasking ignores the lock, said at the Dart call. Controls: the same app
    /// requiring full screen, a call that lists all four orientations, a call in a comment, a list not written out.
    @Test func aFlutterAppsDartLockIsIgnoredUnderMultitasking() throws {
        let locked = """
            import 'package:flutter/services.dart';
            // SystemChrome.setPreferredOrientations([DeviceOrientation.portraitUp]);
            /* SystemChrome.setPreferredOrientations([DeviceOrientation.portraitDown]); */
            Future<void> enterScope() async {
              await SystemChrome.setPreferredOrientations(const [
                DeviceOrientation.landscapeLeft,
                DeviceOrientation.landscapeRight,
              ]);
            }
            """
        let all = """
            void free() {
              SystemChrome.setPreferredOrientations(<DeviceOrientation>[DeviceOrientation.portraitUp,
                DeviceOrientation.portraitDown, DeviceOrientation.landscapeLeft, DeviceOrientation.landscapeRight]);
              SystemChrome.setPreferredOrientations(chosen);
              SystemChrome.setPreferredOrientations([]);
            }
            """
        let lines = try Self.flutter(dart: locked, fullScreen: false)
        #expect(lines == ["multitasking-ignores-masks lib/scope.dart:5"], "\(lines)")
        let full = try Self.flutter(dart: locked, fullScreen: true)
        #expect(!full.contains { $0.hasPrefix("multitasking-ignores-masks") }, "\(full)")
        #expect(try Self.flutter(dart: all, fullScreen: false).isEmpty)
        let calls = HostedLocks.calls(in: Array((locked + all).utf8), file: "x.dart")
        #expect(calls.map(\.line) == [5, 10, 13])
        #expect(calls.map(\.restricts) == [true, false, false])
    }

    /// VugaTV's sources sheet (round 75): a SwiftUI view that turns the device with the setter as it appears, which
    /// no live code names (no body shows it): the call is never made, so nothing is said of it but a note. The control
    /// shows the view from the app's body: said.
    @Test func aRequestInAViewNothingShowsIsNeverMade() throws {
        func said(_ home: String) throws -> [String] {
            let swift = """
                import SwiftUI
                import UIKit
                @main struct DemoApp: App {
                    var body: some Scene { WindowGroup { \(home) } }
                }
                struct HomeView: View {
                    var body: some View { Text("home") }
                }
                struct SourcesSheet: View {
                    var body: some View {
                        Text("sources").onAppear {
                            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                        }
                    }
                }
                """
            return try ConsistentWorldsTests.said(swift).map(\.rule)
        }
        #expect(!(try said("HomeView()")).contains("device-orientation-setter-ignored"))
        #expect(try said("SourcesSheet()").contains("device-orientation-setter-ignored"))
    }

    /// Harekaze's player (round 75): the launch method gives the window a first-run welcome screen in one branch,
    /// and the welcome screen, when done, gives it the tab bar, whose tab shows the controller that presents the
    /// player. That presentation is made over the tab bar, not over the welcome screen (the main root), where its
    /// presenter never is. The control presents from the welcome screen itself: over it.
    @Test func aPresenterUnderAnotherRootPresentsOverThatRoot() throws {
        func over(_ presenter: String) -> [String] {
            let swift = """
                import UIKit
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        if UserDefaults.standard.bool(forKey: "firstRun") {
                            window?.rootViewController = WelcomeViewController()
                        }
                        return true
                    }
                }
                class WelcomeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    @objc func done() {
                        view.window?.rootViewController = TabsController()
                    }
                }
                class TabsController: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [DetailViewController()]
                    }
                }
                class DetailViewController: UIViewController {}
                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                extension \(presenter) {
                    @objc func play() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                }
                """
            let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
            return CodeScenarios.build(from: model).map(\.name).filter {
                $0.hasPrefix("present App.PlayerViewController")
            }
        }
        let detail = over("DetailViewController")
        #expect(!detail.isEmpty && detail.allSatisfy { $0.contains("over App.TabsController") }, "\(detail)")
        let welcome = over("WelcomeViewController")
        #expect(!welcome.isEmpty && welcome.allSatisfy { $0.contains("over App.WelcomeViewController") }, "\(welcome)")
    }

    /// Harekaze's first-run intro (round 75): `show(_:sender:)` from a controller on no navigation stack (the
    /// window's root) presents, as UIKit's `show` does where `navigationController` is nil, with the style the
    /// presented controller has (automatic here: a page sheet from iOS 13). The controls: the same call from the root
    /// of a navigation stack pushes (no presentation), and so does the same class when it is also pushed somewhere.
    @Test func showOffAnyStackPresents() throws {
        func presented(root: String, also: String = "", objc: Bool = false) -> [String] {
            let home =
                objc
                ? """
                @interface HomeViewController : UIViewController
                @end
                @implementation HomeViewController
                - (void)next { [self showViewController:[[IntroViewController alloc] init] sender:self]; }
                @end
                """
                : """
                class HomeViewController: UIViewController {
                    @objc func next() { show(IntroViewController(), sender: self) }
                }
                """
            let swift = """
                import UIKit
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = \(root)
                        return true
                    }
                }
                class IntroViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                class OtherViewController: UIViewController {
                    @objc func more() { \(also) }
                }
                \(objc ? "" : home)
                """
            var files = [(path: "App.swift", text: swift)]
            if objc { files.append((path: "Home.m", text: home)) }
            let model = CodeReader.read(files, module: "App")
            return CodeScenarios.build(from: model).map(\.name).filter {
                $0.hasPrefix("present App.IntroViewController")
            }
        }
        for objc in [false, true] {
            let off = presented(root: "HomeViewController()", objc: objc)
            #expect(
                !off.isEmpty && off.allSatisfy { $0.contains("HomeViewController (the root set at App.swift:6)") },
                "\(objc): \(off)")
            let stacked = presented(
                root: "UINavigationController(rootViewController: HomeViewController())", objc: objc)
            #expect(stacked.isEmpty, "\(objc): \(stacked)")
            let pushed = presented(
                root: "HomeViewController()",
                also: "navigationController?.pushViewController(HomeViewController(), animated: true)", objc: objc)
            #expect(pushed.isEmpty, "\(objc): \(pushed)")
        }
    }

    /// The warnings and errors of a Flutter host (ios/Runner) for iPhone and iPad with `dart` as lib/scope.dart:
    /// "rule file:line".
    static func flutter(dart: String, fullScreen: Bool) throws -> [String] {
        let plist = """
            <plist><dict>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            \(fullScreen ? "<key>UIRequiresFullScreen</key><true/>" : "")
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """
        let project = """
            // !$*UTF8*$!
            {
            archiveVersion = 1; objectVersion = 54;
            objects = {
            T1 = { isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1); name = Runner;
              productType = "com.apple.product-type.application"; };
            R1 = { isa = PBXProject; buildConfigurationList = L2; mainGroup = G1; targets = (T1); };
            L1 = { isa = XCConfigurationList; buildConfigurations = (C1); defaultConfigurationName = Release; };
            L2 = { isa = XCConfigurationList; buildConfigurations = (); };
            C1 = { isa = XCBuildConfiguration; buildSettings = { IPHONEOS_DEPLOYMENT_TARGET = 13.0; PRODUCT_NAME = Runner; TARGETED_DEVICE_FAMILY = "1,2"; INFOPLIST_FILE = Runner/Info.plist; }; name = Release; };
            G1 = { isa = PBXGroup; children = (F1); sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = Runner/AppDelegate.swift; sourceTree = "<group>"; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            S1 = { isa = PBXSourcesBuildPhase; files = (B1); };
            };
            rootObject = R1;
            }
            """
        let delegate = """
            import Flutter
            import UIKit
            @main @objc class AppDelegate: FlutterAppDelegate {
                override func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = FlutterViewController()
                    return super.application(application, didFinishLaunchingWithOptions: launchOptions)
                }
            }
            """
        let files = [
            "ios/Runner.xcodeproj/project.pbxproj": project, "ios/Runner/Info.plist": plist,
            "ios/Runner/AppDelegate.swift": delegate, "pubspec.yaml": "name: scope\n", "lib/scope.dart": dart,
        ]
        let tree = try ArchiveTree(files: files.mapValues { Array($0.utf8) })
        let checked = try AppCheck.check(
            tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
        let findings =
            checked.flatMap(\.notes.list)
            + zip(checked, AppCheck.validate(checked, maxStates: 2_000)).flatMap { $1.findings }
        return Set(
            findings.filter { $0.severity != .info }.map {
                "\($0.rule) \($0.source?.file ?? ""):\($0.source?.line ?? 0)"
            }
        ).sorted()
    }
}
