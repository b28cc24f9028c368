import Foundation
import OrientationResolver
import Testing

@testable import SourceReader
import ProjectFiles

/// Round 17's (and round 18's) first-contact causes, each reduced to a few lines in our own words, with a control that
/// must still be said.
struct FirstContactRound17Tests {
    /// A universal app's Info.plist: portrait alone on the iPhone, all four on the iPad, full screen; with the main
    /// storyboard of each idiom when `storyboards`.
    static func universal(minimum: String, storyboards: Bool) -> String {
        let main = """
            <key>UIMainStoryboardFile</key><string>Main_iPhone</string>
            <key>UIMainStoryboardFile~ipad</key><string>Main_iPad</string>
            """
        return """
            <plist><dict>
            <key>MinimumOSVersion</key><string>\(minimum)</string>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UIRequiresFullScreen</key><true/>
            \(storyboards ? main : "")
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string>
            </array>
            </dict></plist>
            """
    }
    static let universalPlist = universal(minimum: "9.0", storyboards: true)

    static func storyboard(_ id: String, _ name: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(id)">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="\(id)" customClass="\(name)" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    /// The warnings and errors (rule:line) of a universal Objective-C app with one storyboard per idiom.
    static func said(_ files: [String: String], plist: String = universalPlist) throws -> [String] {
        var all = files
        all["App/Info.plist"] = plist
        all["App/main.m"] = """
            int main(int argc, char *argv[]) { return UIApplicationMain(argc, argv, nil, @"AppDelegate"); }
            """
        all["App/AppDelegate.m"] = "@implementation AppDelegate\n@end"
        all["App/Main_iPhone.storyboard"] = storyboard("p-1", "PhoneController")
        all["App/Main_iPad.storyboard"] = storyboard("d-1", "PadController")
        let checked = try PrecisionTests.check(all)
        return checked.findings.filter { $0.severity != .info && $0.rule != "ipad-plist-update-required" }.map {
            "\($0.rule)"
        }
    }

    static let controllers = """
        @implementation PhoneController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
        @end
        @implementation PadController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
        @end
        """

    /// `UIMainStoryboardFile~ipad` names the storyboard iPads load, and the base key then names the iPhone's: the
    /// iPad storyboard's landscape root is never launched on an iPhone whose list is portrait alone. The control
    /// names one storyboard for both, which then crashes the iPhone at launch.
    @Test func aStoryboardNamedForTheIPadIsLoadedOnTheIPadAlone() throws {
        #expect(try Self.said(["App/Controllers.m": Self.controllers]).isEmpty)
        let one = Self.universalPlist.replacingOccurrences(
            of: "<key>UIMainStoryboardFile</key><string>Main_iPhone</string>", with: ""
        ).replacingOccurrences(of: "UIMainStoryboardFile~ipad", with: "UIMainStoryboardFile")
        let control = try Self.said(["App/Controllers.m": Self.controllers], plist: one)
        #expect(!control.isEmpty && control.allSatisfy { $0 == "no-common-orientation" })
    }

    /// A controller presented and dismissed in its own completion (the old trick to make UIKit read the masks
    /// again) is on screen in no state the device turns in: nothing is checked of it. The control keeps it shown.
    @Test func aPresentationDismissedInItsCompletionIsNoState() throws {
        func presenting(_ completion: String) -> [String: String] {
            [
                "App/Controllers.m": Self.controllers + """

                    @implementation PhoneController (Refresh)
                    - (void)refresh {
                        LandscapeOnly *flash = [[LandscapeOnly alloc] init];
                        [self presentViewController:flash animated:NO completion:^{
                            \(completion)
                        }];
                    }
                    @end
                    @implementation LandscapeOnly
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
                    @end
                    """
            ]
        }
        #expect(try Self.said(presenting("[flash dismissViewControllerAnimated:NO completion:nil];")).isEmpty)
        let control = try Self.said(presenting("NSLog(@\"shown\");"))
        #expect(control.contains("no-common-orientation"), Comment(rawValue: "\(control)"))
    }

    /// A tab bar's children made through locals and a helper of its own (`let tab = wrap(home)`, where `wrap`
    /// returns a portrait-only navigation controller subclass): the child is known, so the tab bar that never asks
    /// it is said, at the child's answer. The control wraps the child in a plain `UINavigationController`.
    @Test func aTabBarsChildrenMadeThroughAHelperAreKnown() throws {
        func app(_ made: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "TabsController") + """
                    }
                    final class TabsController: UITabBarController {
                        init() {
                            super.init(nibName: nil, bundle: nil)
                            let home = HomeViewController()
                            let first = wrap(home)
                            let second = wrap(SettingsViewController())
                            viewControllers = [first, second]
                        }
                        required init?(coder: NSCoder) { fatalError() }
                        private func wrap(_ root: UIViewController) -> UINavigationController {
                            let navigation = \(made)(rootViewController: root)
                            return navigation
                        }
                    }
                    final class PortraitNavigationController: UINavigationController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    final class HomeViewController: UIViewController {}
                    final class SettingsViewController: UIViewController {}
                    """
            ).map { "\($0.rule):\($0.line)" }
        }
        let said = try app("PortraitNavigationController")
        #expect(!said.isEmpty && said.allSatisfy { $0 == "container-ignores-child:26" })
        #expect(try app("UINavigationController").isEmpty)
    }

    /// Across versions, a turn of the device is compared only from a start the app reaches: before iOS 13 a player
    /// that allows landscape alone is presented full screen and turns the interface as it takes over, so no turn
    /// starts in portrait under it (PrizeClaimScanner); from 13 it is a sheet. What presenting does on each version
    /// is still said.
    @Test func aTurnIsComparedFromAStartTheAppReaches() throws {
        let plist = ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "11.0")
        let swift =
            ConsistentWorldsTests.delegate(root: "HomeViewController") + """
                }
                class HomeViewController: UIViewController {
                    func play() { present(PlayerViewController(), animated: true) }
                }
                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }
                    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }
                }
                """
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": plist])
        let differs = checked.findings.filter { $0.rule == "os-version-differs" }.map(\.message)
        #expect(!differs.contains { $0.contains("turning the device") }, Comment(rawValue: "\(differs)"))
        #expect(
            differs.contains { $0.contains("presenting with the device in portrait") }, Comment(rawValue: "\(differs)"))

        // Before iOS 6 a start outside the masks is one the app reaches: it launches in the Info.plist's landscape
        // under a root that answers portrait alone (UIKit's default then), and turning to portrait turns it there;
        // from iOS 6 the root's default mask and the list keep it in landscape (SberAudit's map screen).
        let legacy = try PrecisionTests.check([
            "App/Info.plist": """
            <plist><dict>
            <key>MinimumOSVersion</key><string>5.1</string>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationLandscapeRight</string><string>UIInterfaceOrientationLandscapeLeft</string>
            </array>
            </dict></plist>
            """,
            "App/main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }",
            "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[MapController alloc] init]"),
            "App/MapController.m": "@implementation MapController\n@end",
        ])
        let turns = legacy.findings.filter { $0.rule == "os-version-differs" }.map(\.message)
        #expect(
            turns.contains { $0.contains("turning the device to portrait ends in portrait on iOS 5.1") },
            Comment(rawValue: "\(turns)"))
    }

    /// `--sources` on a folder whose one Info.plist is an app extension's (Shook: the app's own is generated by Tuist)
    /// does not take it for the app's settings; an Info.plist with no telling key still is the app's.
    @Test func anExtensionsInfoPlistIsNotTheAppsSettings() throws {
        let extensionPlist = """
            <plist><dict><key>NSExtension</key><dict><key>NSExtensionPointIdentifier</key>
            <string>com.apple.broadcast-services-upload</string></dict></dict></plist>
            """
        let plain = "<plist><dict><key>MinimumOSVersion</key><string>15.0</string></dict></plist>"
        func choice(_ plist: String) throws -> SourceFiles.InfoPlistChoice {
            let tree = try ArchiveTree(files: ["App/Upload/Info.plist": Array(plist.utf8), "App/A.swift": []])
            return SourceFiles.infoPlists(in: "App", tree: tree)
        }
        let upload = try choice(extensionPlist)
        #expect(upload.chosen == nil && upload.notApplications == ["App/Upload/Info.plist"])
        #expect(try choice(plain).chosen == "App/Upload/Info.plist")
    }

    /// An old nib archive lists each class's outlets by name in its class descriptions (Polldaddy's app delegate has
    /// an outlet property named `rootViewController`): that is no window's root, so a controller's view added to the
    /// window is still said to have none. A connection with that label is one.
    @Test func anOutletNamedInAClassDescriptionIsNoWindowRoot() throws {
        let described = """
            <object class="IBPartialClassDescription"><string key="className">AppDelegate</string>
            <object class="NSMutableDictionary" key="outlets"><object class="NSArray" key="dict.sortedKeys">
            <string>rootViewController</string><string>window</string></object></object></object>
            """
        let connected = """
            <object class="IBCocoaTouchOutletConnection" key="connection">
            <string key="label">rootViewController</string></object>
            """
        #expect(!CodeReader.parse(path: "App/MainWindow.xib", text: described).setsSomeRoot)
        #expect(CodeReader.parse(path: "App/MainWindow.xib", text: connected).setsSomeRoot)
    }

    /// An Objective-C tab bar's children given in code (`tabs.viewControllers = @[first, …]` on a tab bar the method
    /// makes, as 易学易练 and 研修宝 build theirs): the tab bar that asks no child is said at the child's answer.
    /// The control's children are plain navigation controllers, which answer nothing of their own.
    @Test func anObjectiveCTabBarsChildrenGivenInCodeAreKnown() throws {
        func said(_ navigation: String, throughHelper: Bool = false) throws -> [String] {
            let make = """
                TabsController *tabs = [[TabsController alloc] init];
                    \(navigation) *first = [[\(navigation) alloc] initWithRootViewController:[[HomeController alloc] init]];
                    tabs.viewControllers = @[first, [[\(navigation) alloc] initWithRootViewController:[[MoreController alloc] init]]];
                """
            // The root as the method makes it, or as a helper of the app delegate returns it (the local is declared
            // with its class: 易学易练's `(YXTabBarController *)[self mainViewController]`).
            let delegate =
                throughHelper
                ? """
                @implementation AppDelegate
                - (UIViewController *)makeTabs {
                    \(make)
                    return tabs;
                }
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    TabsController *tabs = (TabsController *)[self makeTabs];
                    self.window.rootViewController = tabs;
                    return YES;
                }
                @end
                """
                : """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    \(make)
                    self.window.rootViewController = tabs;
                    return YES;
                }
                @end
                """
            let files = [
                "App/Info.plist": ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "13.0"),
                "App/AppDelegate.m": delegate,
                "App/Controllers.m": """
                @implementation TabsController
                @end
                @implementation PortraitNavigationController
                - (BOOL)shouldAutorotate { return NO; }
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                @end
                @implementation HomeController
                @end
                @implementation MoreController
                @end
                """,
                "App/Controllers.h": """
                @interface TabsController : UITabBarController
                @end
                @interface PortraitNavigationController : UINavigationController
                @end
                """,
            ]
            // The warnings of the launch scenario of the tab bar alone (TabsController is also checked as presented,
            // which says the same).
            let checked = try PrecisionTests.check(files).scenarios
            return zip(checked, AppCheck.validate(checked, maxStates: 2_000)).flatMap { scenario, validation in
                scenario.target?.contains("launch with TabsController") == true
                    ? validation.findings.filter { $0.severity != .info }.map { "\($0.rule):" } : []
            }
        }
        for throughHelper in [false, true] {
            let found = try said("PortraitNavigationController", throughHelper: throughHelper)
            #expect(
                !found.isEmpty && found.allSatisfy { $0.hasPrefix("container-ignores-child:") },
                Comment(rawValue: "\(throughHelper): \(found)"))
            #expect(try said("UINavigationController", throughHelper: throughHelper).isEmpty)
        }
    }

    /// A window root set only in the `else` of `if #available(iOS 14, *)` (or of its `guard`, the other branch setting
    /// another root) is never set by an app that ships from iOS 14 (SouthlandGame: its SwiftUI App's own root launches instead); an app that ships from
    /// iOS 13 sets it there.
    @Test func aRootSetOnlyBeforeTheDeploymentTargetIsNoRoot() throws {
        func launched(_ minimum: String, _ guarded: Bool) throws -> [String] {
            let set = "window?.rootViewController = LegacyRootController()"
            let body =
                guarded
                ? "guard #available(iOS 14.0, *) else {\n        \(set)\n        return true\n    }\n    window?.rootViewController = HomeController()"
                : "if #available(iOS 14.0, *) {\n        window?.rootViewController = HomeController()\n    } else {\n        \(set)\n    }"
            let swift =
                ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            \(body)
                            return true
                        }
                    }
                    class HomeController: UIViewController {}
                    class LegacyRootController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """
            let plist = ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: minimum)
            let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": plist]).scenarios
            return checked.compactMap(\.target).filter {
                $0.contains("launch with") && $0.contains("LegacyRootController")
            }
        }
        for guarded in [false, true] {
            #expect(try launched("15.0", guarded).isEmpty)
            #expect(try !launched("13.0", guarded).isEmpty)
        }
    }

    /// The count that spares the whole-file walk for a helper only initializers and `viewDidLoad` call: whole words
    /// only (`preparedness` and `reprepare` are no mention of `prepare`), and a declaration counted apart.
    @Test func aHelpersMentionsAreCountedAsWholeWords() {
        let text = "func prepare() { prepare(); preparedness; reprepare(); self.prepare() } // prepare"
        #expect(SwiftFileReader.wordCount("prepare", in: text) == 4)
        #expect(SwiftFileReader.occurrences(of: "func prepare(", in: text) == 1)
        #expect(SwiftFileReader.wordCount("", in: text) == 0)
    }

    /// A presentation's states have its presenter on top of the navigation stack it is in (TeletonUY): the gallery
    /// presents the photo viewer, so no state of that presentation has the home screen or the donation screen (the
    /// first push the stack is grown by) on top; the version difference is said of the gallery's own mask.
    @Test func aPresentationsStackHasItsPresenterOnTop() throws {
        let swift =
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = ForwardingNavigationController(rootViewController: HomeViewController())
                        return true
                    }
                }
                class ForwardingNavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        topViewController?.supportedInterfaceOrientations ?? .portrait
                    }
                }
                class HomeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func donate() { navigationController?.pushViewController(DonateViewController(), animated: true) }
                    func gallery() { navigationController?.pushViewController(GalleryViewController(), animated: true) }
                }
                class DonateViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                }
                class GalleryViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func open() { present(ViewerViewController(), animated: true) }
                }
                class ViewerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }
                }
                """
        let said = try ConsistentWorldsTests.said(
            swift, plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "11.0")
        ).map { "\($0.rule):\($0.line)" }
        // The version difference is the gallery's (its mask, line 25), not the home screen's or the donation
        // screen's, which are never on top while the viewer shows.
        let differs = said.filter { $0.hasPrefix("os-version-differs:") }
        #expect(!differs.isEmpty && differs.allSatisfy { $0 == "os-version-differs:25" }, Comment(rawValue: "\(said)"))
        #expect(said.contains("sheet-does-not-force-orientation:26"), Comment(rawValue: "\(said)"))
    }

    /// A model test is negated by a `!` on the device's own chain, not by one on another term of a conjunction.
    @Test func aModelTestsNegationIsItsOwn() {
        let model = "[ [ [ UIDevice currentDevice ] model ] hasPrefix : @\"iPad\" ]"
        #expect(idiomTested(by: "! " + model)?.idiom == .phone)
        #expect(idiomTested(by: model)?.idiom == .pad)
        #expect(idiomTested(by: "! wide && " + model)?.idiom == .pad)
        #expect(idiomTested(by: "UIDevice.current.model != \"iPad\"")?.idiom == .phone)
    }
}
