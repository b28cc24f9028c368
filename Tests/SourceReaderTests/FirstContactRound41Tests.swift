import Foundation
import OrientationResolver
import ProjectFiles
import Testing
@testable import SourceReader

/// The causes round 41's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound41Tests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key>
        <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>MinimumOSVersion</key><string>15.0</string>
        </dict></plist>
        """

    /// An app delegate whose launch makes `root` the window's root; the rest of a file follows.
    static func launching(_ root: String) -> String {
        ConsistentWorldsTests.launch + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = \(root)
                    return true
                }
            }

            """
    }

    /// A style a class gives itself in a helper only its initializers call (`setupTransition()`) is its own, and its
    /// subclasses': HalloApp's menu, a bottom sheet presented `.custom`, was taken for a page sheet whose mask is
    /// ignored. The control calls the same helper from a button as well: it is no longer the class's own style.
    @Test func aStyleAHelperOfTheInitializersGives() throws {
        func app(_ extra: String) -> String {
            Self.launching("Home()") + """
                class Home: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func openMenu() { present(PostMenu(), animated: true) }
                }
                class BottomSheet: UIViewController {
                    override init(nibName: String?, bundle: Bundle?) {
                        super.init(nibName: nibName, bundle: bundle)
                        setupTransition()
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func setupTransition() {
                        modalPresentationStyle = .custom
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                    \(extra)
                }
                class PostMenu: BottomSheet {}
                """
        }
        let said = try ConsistentWorldsTests.said(app(""), plist: Self.plist)
        #expect(said.allSatisfy { $0.rule != "sheet-does-not-force-orientation" }, "\(said)")
        let control = try ConsistentWorldsTests.said(app("func again() { setupTransition() }"), plist: Self.plist)
        #expect(control.contains { $0.rule == "sheet-does-not-force-orientation" }, "\(control)")
    }

    /// A pod installed into `Pods/` (kept in the repository) is not read, but its category that makes UIKit's
    /// containers forward the rotation methods (ZFPlayer's) is: it changes every container of the app. Qiqiaoguo's
    /// plain navigation controllers were said to ignore their portrait screens. The control installs no such pod.
    @Test func aPodsCategoryOnUIKitsContainersIsRead() throws {
        let spec = """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
                info:
                  path: App/Info.plist
            """
        let delegate = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[Login alloc] init]];
                return YES;
            }
            @end
            @interface Login : UIViewController
            @end
            @implementation Login
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
            @end
            """
        let category = """
            @implementation UINavigationController (PlayerRotation)
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [self.topViewController supportedInterfaceOrientations];
            }
            @end
            """
        func check(podfile: String) throws -> (said: [String], notFollowed: [String]) {
            let tree = try ArchiveTree(
                files: [
                    "project.yml": Array(spec.utf8),
                    "Podfile": Array(podfile.utf8),
                    "App/AppDelegate.m": Array(delegate.utf8),
                    "App/Info.plist": Array(Self.plist.utf8),
                    "Pods/Player/Classes/UIViewController+Rotation.m": Array(category.utf8),
                    "Pods/Player/Classes/Player.m": Array("@implementation Player\n@end\n".utf8),
                ])
            let checked = try AppCheck.check(
                tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
            let said = AppCheck.validate(checked, maxStates: 2_000).flatMap(\.findings).filter {
                $0.severity != .info
            }.map(\.rule)
            return (said, checked.first?.coverage?.notFollowed ?? [])
        }
        let installed = try check(podfile: "target 'App' do\n  pod 'Player'\nend\n")
        #expect(!installed.said.contains("container-ignores-child"), "\(installed.said)")
        #expect(
            installed.notFollowed == [
                "the pod Player (Pods/Player, Podfile:2) is a library and is not read, except its file giving UIKit's containers rotation answers (Pods/Player/Classes/UIViewController+Rotation.m), which change every container of the app"
            ], "\(installed.notFollowed)")
        let other = try check(podfile: "target 'App' do\n  pod 'Other'\nend\n")
        #expect(other.said.contains("container-ignores-child"), "\(other.said)")
    }

    /// A finding that compares answers in a world where the shown container's mask is one value the code gives it,
    /// and that another of those values does not give, rests on the value chosen: a note (`maskChosen`). Jiafeigou's
    /// tab bar answers landscape only while a panorama screen is on top; its portrait children were said to be
    /// ignored. A finding every value gives stays a warning (the control: a landscape-only child).
    @Test func aFindingOfSomeOfAContainersValuesIsANote() throws {
        func app(_ child: String) -> String {
            Self.launching("Tabs()") + """
                var wide = false
                class Tabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [Door()]
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        wide ? .landscape : .portrait
                    }
                }
                class Door: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(child) }
                }
                class Panorama: UIViewController {
                    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); wide = true }
                    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); wide = false }
                }
                """
        }
        let portrait = try ConsistentWorldsTests.said(app(".portrait"), plist: Self.plist)
        #expect(portrait.allSatisfy { $0.rule != "container-ignores-child" }, "\(portrait)")
        let landscape = try ConsistentWorldsTests.said(app(".landscapeLeft"), plist: Self.plist)
        #expect(landscape.contains { $0.rule == "container-ignores-child" && $0.2 == .warning }, "\(landscape)")
    }

    /// iPad multitasking said over a class nothing reachable shows, checked as presented full screen over a stand-in
    /// root (no window root seen): the mask UIKit would ignore is that class's alone, in a state the app may never
    /// reach (WooCommerce's prologue, which a library embeds as a child). A note, as it is over a root the reader
    /// sees. The control presents the same class from code: the state is reached, and the warning stays.
    @Test func multitaskingOverAnUnreachableClassIsANote() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>MinimumOSVersion</key><string>15.0</string>
            </dict></plist>
            """
        func app(_ extra: String) -> String {
            """
            import UIKit
            class Prologue: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            \(extra)
            """
        }
        let said = try ConsistentWorldsTests.said(app(""), plist: plist)
        #expect(said.allSatisfy { $0.rule != "multitasking-ignores-masks" }, "\(said)")
        let control = try ConsistentWorldsTests.said(
            app(
                """
                class Opener: UIViewController {
                    func open() {
                        let prologue = Prologue()
                        prologue.modalPresentationStyle = .fullScreen
                        present(prologue, animated: true)
                    }
                }
                """),
            plist: plist)
        #expect(control.contains { $0.rule == "multitasking-ignores-masks" }, "\(control)")
    }

    /// Round 41's bugs. HalloApp's media editor wraps itself in a plain navigation controller
    /// (`func withNavigationController() -> UIViewController`, `UINavigationController(rootViewController: self)`,
    /// full screen), and the composer presents `MediaEditor(…).withNavigationController()`: the editor's portrait
    /// lock is never asked. What such a method returns is that container with the object as its stack's root, read
    /// across files; the control presents the editor itself, whose lock decides. The fix gives the container a
    /// delegate in the method, which may answer its mask: a note.
    @Test func aMethodThatWrapsItselfInANavigationController() throws {
        let editor = """
            import UIKit
            class MediaEditor: UIViewController {
                init(media: [String], done: @escaping () -> Void) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                func withNavigationController() -> UIViewController {
                    let controller = UINavigationController(rootViewController: self)
                    controller.modalPresentationStyle = .fullScreen
                    return controller
                }
            }
            """
        func composer(_ shown: String) -> String {
            Self.launching("Composer()") + """
                class Composer: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func edit() {
                        let controller = \(shown)
                        present(controller, animated: true)
                    }
                }
                """
        }
        let model = CodeReader.read(
            [
                (path: "Editor.swift", text: editor),
                (path: "App.swift", text: composer("MediaEditor(media: []) { }.withNavigationController()")),
            ], module: "App")
        let shown = model.sites.filter { $0.kind == .present }.map {
            "\($0.shown) \($0.navigationRoot ?? "-") \($0.presentationStyle ?? "-")"
        }
        #expect(shown == ["UINavigationController MediaEditor fullScreen"], "\(shown)")
        let said = try ConsistentWorldsTests.said(
            composer("MediaEditor(media: []) { }.withNavigationController()"), plist: Self.plist,
            objC: ["App/Editor.swift": editor])
        #expect(said.contains { $0.rule == "container-ignores-child" && $0.line == 5 }, "\(said)")
        let control = try ConsistentWorldsTests.said(
            composer("MediaEditor(media: []) { }"), plist: Self.plist, objC: ["App/Editor.swift": editor])
        #expect(control.allSatisfy { $0.rule != "container-ignores-child" }, "\(control)")
        // The fix: the method makes the editor the container's delegate, which may answer its mask (a note).
        let delegated =
            editor.replacingOccurrences(
                of: "controller.modalPresentationStyle = .fullScreen",
                with: "controller.modalPresentationStyle = .fullScreen\n        controller.delegate = self")
                + """

                extension MediaEditor: UINavigationControllerDelegate {
                    func navigationControllerSupportedInterfaceOrientations(
                        _ navigationController: UINavigationController
                    ) -> UIInterfaceOrientationMask { .portrait }
                }
                """
        let fixed = try ConsistentWorldsTests.said(
            composer("MediaEditor(media: []) { }.withNavigationController()"), plist: Self.plist,
            objC: ["App/Editor.swift": delegated])
        #expect(fixed.allSatisfy { $0.rule != "container-ignores-child" }, "\(fixed)")
    }

    /// PhishOD's root: `PHODHome *years = PHODHome.alloc.init;`, then a plain navigation controller around it. The
    /// dot forms of making an object (`X.alloc.init`, `X.new`, `[X.alloc init]`) make X, as `[[X alloc] init]` does:
    /// the stack's root was not seen, and the ignored portrait lock of the home screen was not said.
    @Test func objectiveCsDotSyntaxMakesAnObject() throws {
        for made in ["Home.alloc.init", "Home.new", "[Home.alloc init]", "[[Home alloc] init]"] {
            let objc = """
                @interface Home : UIViewController
                @end
                @implementation Home
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                @end
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    Home *years = \(made);
                    self.nav = [[UINavigationController alloc] initWithRootViewController:years];
                    self.window.rootViewController = self.nav;
                    return YES;
                }
                @end
                """
            let model = CodeReader.read([(path: "App.m", text: objc)], module: "App")
            let roots = model.sites.filter { $0.kind == .root }.map { "\($0.shown) \($0.navigationRoot ?? "-")" }
            #expect(roots == ["UINavigationController Home"], "\(made): \(roots)")
        }
    }

    /// A global an Objective-C file declares with its value (`NSInteger supportDirection = 0;`), that a tab bar's
    /// mask switches on and another screen sets (`supportDirection = 1;`, after `extern NSInteger
    /// supportDirection;`), is one state, owned by no class: its change is one UIKit misses from iOS 16 unless
    /// announced (Jiafeigou's panorama screen). Before, the change was taken for the screen's own property; and a
    /// return behind a switch's label on its line (`case 1: return …;`) was not read at all.
    @Test func anObjectiveCGlobalIsOneState() throws {
        let tabs = """
            NSInteger supportDirection = 0;
            @implementation Tabs
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                switch (supportDirection) {
                    case 1: return UIInterfaceOrientationMaskAll;
                    default: return UIInterfaceOrientationMaskPortrait;
                }
            }
            @end
            """
        let photo = """
            extern NSInteger supportDirection;
            @implementation Photo
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                supportDirection = 1;
            }
            @end
            """
        let headers = "@interface Tabs : UITabBarController\n@end\n@interface Photo : UIViewController\n@end\n"
        // Declared before the class, or between its @implementation line and its methods (Jiafeigou's place).
        let inside = tabs.replacingOccurrences(
            of: "NSInteger supportDirection = 0;\n@implementation Tabs\n",
            with: "@implementation Tabs\nNSInteger supportDirection = 0;\n")
        #expect(inside != tabs)
        for text in [tabs, inside] {
            let model = CodeReader.read(
                [(path: "Tabs.h", text: headers), (path: "Tabs.m", text: text), (path: "Photo.m", text: photo)],
                module: "App")
            let changes = model.unannouncedChanges.map { "\($0.property) \($0.change.file):\($0.change.line ?? 0)" }
            #expect(changes == ["supportDirection Photo.m:5"], "\(changes)")
        }
    }
}
