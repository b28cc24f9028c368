import Foundation
import OrientationResolver
import ProjectFiles
import OrientationWire
@testable import SourceReader
import Testing
@testable import TestSupport

/// The false findings of the first-contact trials (docs/precision.md, round 2), each reduced to a few lines in our
/// own words, with a control that must still be said.
@Suite struct FirstContactTests {
    static let plist = ConsistentWorldsTests.plist

    /// An app delegate whose mask is a static lock declared portrait, over a HomeViewController root; the text goes on
    /// after the app delegate's closing brace.
    static let lockedLaunch =
        ConsistentWorldsTests.delegate(root: "HomeViewController", lock: ".portrait") + """
            }

            """

    /// An Objective-C app delegate that sets a HomeViewController as the window's root at launch; the file goes on
    /// after it.
    static let objCDelegate = """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[HomeViewController alloc] init];
            return YES;
        }
        @end

        """

    /// The OS version is one for the whole run: a setter inside a closure made in the `else` of
    /// `#available(iOS 16, *)` runs only before iOS 16, where it works (AnimeNow). The control makes the same call
    /// outside the test.
    @Test func anAvailabilityBranchHoldsInsideItsClosures() throws {
        func app(_ guarded: Bool) -> String {
            // Landscape, which the mask just given allows (portrait, which it leaves out, turns on no version).
            let setter =
                "UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: \"orientation\")"
            let body =
                guarded
                ? """
                if #available(iOS 16, *) {
                                setNeedsUpdateOfSupportedInterfaceOrientations()
                            } else {
                                UIView.performWithoutAnimation { \(setter) }
                            }
                """ : "UIView.performWithoutAnimation { \(setter) }"
            return ConsistentWorldsTests.delegate(root: "HostViewController") + """
                }
                class HostViewController: UIViewController {
                    var mask: UIInterfaceOrientationMask = .portrait {
                        didSet {
                            \(body)
                        }
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { mask }
                    func wide() { mask = .landscape }
                }
                """
        }
        let plist = Self.plist.replacingOccurrences(of: "16.0", with: "14.0")
        #expect(
            try ConsistentWorldsTests.said(app(true), plist: plist).allSatisfy {
                $0.rule != "device-orientation-setter-ignored"
            })
        #expect(
            try ConsistentWorldsTests.said(app(false), plist: plist).contains {
                $0.rule == "device-orientation-setter-ignored"
            })
    }

    /// A property read through an untyped receiver is not attributed where another type declares a property of
    /// that name: `setting.orientation = …` on a parameter is no change of the app delegate's `orientation` mask
    /// (ManicEMU). The control changes the app delegate's own.
    @Test func anUntypedReceiverIsNoOwnerWhereTheNameIsAnothersToo() throws {
        func app(_ change: String) -> String {
            ConsistentWorldsTests.launch + """
                    var orientation: UIInterfaceOrientationMask = .all
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = GameViewController()
                        return true
                    }
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        orientation
                    }
                    @objc func lock() { \(change) }
                }
                enum GameOrientation { case auto, landscape }
                struct GameSetting { var orientation: GameOrientation = .auto }
                class GameViewController: UIViewController {
                    func toggle(_ setting: GameSetting) {
                        var setting = setting
                        setting.orientation = .landscape
                        print(setting)
                    }
                    func apply(to item: inout GameSetting) { item.orientation = .landscape }
                }
                """
        }
        #expect(try ConsistentWorldsTests.said(app("print(0)")).allSatisfy { $0.rule != "mask-change-not-announced" })
        #expect(
            try ConsistentWorldsTests.said(app("orientation = .landscape")).contains {
                $0.rule == "mask-change-not-announced"
            })
    }

    /// A field of an Objective-C local declared as a value (`UIEdgeInsets insets`) is the method's own: setting
    /// `insets.bottom` changes no `bottom` a mask reads (IRCCloud). The control sets the controller's own property.
    @Test func aFieldOfAnObjectiveCValueIsTheMethodsOwn() throws {
        func files(_ change: String) -> [String: String] {
            [
                "App/Info.plist": Self.plist,
                "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [[ChatViewController alloc] init];
                    return YES;
                }
                @end
                """,
                "App/ChatViewController.m": """
                @implementation ChatViewController
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    if (self.bottom) { return UIInterfaceOrientationMaskPortrait; }
                    return UIInterfaceOrientationMaskAllButUpsideDown;
                }
                - (void)layout {
                    UIEdgeInsets insets = UIEdgeInsetsZero;
                    \(change)
                    self.tableView.contentInset = insets;
                }
                @end
                """,
            ]
        }
        func unannounced(_ change: String) throws -> [Finding] {
            let checked = try PrecisionTests.check(files(change))
            return checked.scenarios.flatMap(\.notes.list).filter { $0.rule == "mask-change-not-announced" }
        }
        #expect(try unannounced("insets.bottom = 20;").isEmpty)
        // A struct's initializer list (`= { … }`) declares a value as well; so does one set inside an `if`.
        #expect(try unannounced("UIEdgeInsets other = { 0, 0, 0, 0 };\n if (YES) { other.bottom = 1; }").isEmpty)
        #expect(try !unannounced("self.bottom = 20;").isEmpty)
    }

    /// An app target with no controller in its scenario (iSub's unit-test host) whose Info.plist versions differ:
    /// the difference is the Info.plist's, and a location naming a controller the scenario does not hold is no
    /// crash of the reporters (it was an index out of range).
    @Test func aScenarioWithoutControllersIsReported() throws {
        let empty = Scenario()
        #expect(empty.pointer(Location(0, .controller)) == "")
        #expect(empty.pointer(Location(3, .supportedInterfaceOrientations)) == "/supportedInterfaceOrientations")
    }

    /// A mask read through a computed property of another type (docs/architecture.md, "Adding a reader fact"): the
    /// app delegate answers `OrientationManager.shared.mask`, whose getter gives portrait or every orientation but
    /// upside down; both are the app delegate's values, not "computed at run time".
    @Test func aMaskThroughAComputedPropertyOfAnotherType() throws {
        let swift = """
            import UIKit
            final class OrientationManager {
                static let shared = OrientationManager()
                var locked = true
                var mask: UIInterfaceOrientationMask { locked ? .portrait : .allButUpsideDown }
                func unlock() { locked = false }
            }
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    OrientationManager.shared.mask
                }
            }
            """
        let model = CodeReader.read([("App/App.swift", swift)], module: "App")
        #expect(model.appDelegateMask?.kind == .oneOf([2, 26]))
    }

    /// A version difference says who decides. For a class nothing reachable shows (taken as presented full screen;
    /// it may be pushed into a container that never asks it) that is assumed: a note (TvhClient's player, Wolf3D's
    /// menus over a window with no root). The control shows the same controller as the window's root.
    @Test func aVersionDifferenceWhereWhoDecidesIsAssumedIsANote() throws {
        func app(_ root: String) -> String {
            ConsistentWorldsTests.delegate(root: root) + """
                }
                class HomeViewController: UIViewController {}
                class MovieViewController: UIViewController {
                    var locked = false
                    override var shouldAutorotate: Bool { !locked }
                    func lock() { locked = true }
                }
                """
        }
        let plist = Self.plist.replacingOccurrences(of: "16.0", with: "15.0")
        let unseen = try ConsistentWorldsTests.said(app("HomeViewController"), plist: plist)
        #expect(unseen.allSatisfy { $0.rule != "os-version-differs" })
        let root = try ConsistentWorldsTests.said(app("MovieViewController"), plist: plist)
        #expect(root.contains { $0.rule == "os-version-differs" && $0.severity == .warning })
    }

    /// A string literal continued over lines (`@"…\n\` at a line's end) counts its lines: Monal's app delegate
    /// findings were named 162 lines early.
    @Test func aContinuedStringLiteralCountsItsLines() {
        let text = "NSString *xml = @\"<a>\\n\\\n<b/>\\n\\\n</a>\";\nreturn self.orientationLock;\n"
        let tokens = ObjCLexer.tokens(text)
        #expect(tokens.first { $0.text == "orientationLock" }?.line == 4)
    }

    /// An Objective-C mask property starts at 0: where the app delegate answers it and nothing gives it a value
    /// while the app launches, the first answer is 0 (Monal). The control gives it one at launch.
    @Test func anObjectiveCMaskPropertyStartsAtZero() throws {
        func files(_ launch: String) -> [String: String] {
            [
                "App/Info.plist": ConsistentWorldsTests.plist,
                "App/AppDelegate.h":
                    "@interface AppDelegate : UIResponder\n@property (nonatomic) UIInterfaceOrientationMask orientationLock;\n@end\n",
                "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    \(launch)
                    self.window.rootViewController = [[HomeViewController alloc] init];
                    return YES;
                }
                - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                    return self.orientationLock;
                }
                @end
                """,
                "App/CallViewController.swift": """
                import UIKit
                class CallViewController: UIViewController {
                    func start() { (UIApplication.shared.delegate as! AppDelegate).orientationLock = .portrait }
                    func end() { (UIApplication.shared.delegate as! AppDelegate).orientationLock = .all }
                }
                """,
            ]
        }
        func zero(_ launch: String) throws -> [Finding] {
            let checked = try PrecisionTests.check(files(launch)).scenarios
            return AppCheck.validate(checked, maxStates: 2_000).flatMap(\.findings).filter {
                $0.rule == "delegate-returns-zero"
            }
        }
        #expect(try !zero("").isEmpty)
        #expect(try zero("self.orientationLock = UIInterfaceOrientationMaskAll;").isEmpty)
    }

    /// An Objective-C helper only an initializer sends to `self` sets its value while the object is made: no change
    /// UIKit must be told of (LittleGo's layout manager). The control also calls it later.
    @Test func anObjectiveCHelperOnlyTheInitializerCallsIsNoChange() throws {
        func files(_ later: String) -> [String: String] {
            [
                "App/Info.plist": ConsistentWorldsTests.plist,
                "App/Layout.h":
                    "@interface Layout : NSObject\n+ (Layout *)shared;\n@property (nonatomic) UIInterfaceOrientationMask mask;\n@end\n",
                "App/Layout.m": """
                @implementation Layout
                + (Layout *)shared { static Layout *one = nil; if (!one) one = [[Layout alloc] init]; return one; }
                - (id)init {
                    self = [super init];
                    [self setUpMask];
                    return self;
                }
                - (void)setUpMask {
                    self.mask = UIInterfaceOrientationMaskAllButUpsideDown;
                }
                - (void)refresh {
                    \(later)
                }
                @end
                """,
                "App/AppDelegate.m": Self.objCDelegate + """
                    @implementation HomeViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return [Layout shared].mask;
                    }
                    @end
                    """,
            ]
        }
        func unannounced(_ later: String) throws -> [Int] {
            let checked = try PrecisionTests.check(files(later)).scenarios
            return checked.flatMap(\.notes.list).filter { $0.rule == "mask-change-not-announced" }.compactMap {
                $0.source?.line
            }
        }
        #expect(try unannounced("NSLog(@\"refreshed\");").isEmpty)
        #expect(try unannounced("[self setUpMask];") == [9])
    }

    /// A return after `if c { return … }`, where `c` is a static property whose getter returns a literal `true`, is
    /// never reached: the answer is the first return alone (Kurozora's viewer, whose lock setting is hard-wired). The
    /// control's getter returns `false`, so the answer can be NO, and the version difference is said.
    @Test func aReturnAfterAConstantlyTakenBranchIsNeverReached() throws {
        func app(_ always: Bool) -> String {
            ConsistentWorldsTests.delegate(root: "ViewerViewController") + """
                }
                enum Settings {
                    static var alwaysRotate: Bool { return \(always) }
                    static var smartLock: Bool { return false }
                }
                class ViewerViewController: UIViewController {
                    override var shouldAutorotate: Bool {
                        if Settings.alwaysRotate {
                            return true
                        }
                        return Settings.smartLock
                    }
                }
                """
        }
        let plist = Self.plist.replacingOccurrences(of: "16.0", with: "15.0")
        #expect(try ConsistentWorldsTests.said(app(true), plist: plist).allSatisfy { $0.rule != "os-version-differs" })
        #expect(try ConsistentWorldsTests.said(app(false), plist: plist).contains { $0.rule == "os-version-differs" })
    }

    /// `--sources` with several Info.plist files reads the application's when only one is (a test bundle's `BNDL`,
    /// an extension's `NSExtension` beside it: Ello); with two applications' it reads none and says so.
    @Test func theApplicationsInfoPlistAmongATestBundlesAndAnExtensions() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-plists-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        func write(_ path: String, _ keys: String) throws {
            let url = directory.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data("<plist><dict>\(keys)</dict></plist>".utf8).write(to: url)
        }
        let portrait =
            "<key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string></array>"
        try write(
            "App/Info.plist",
            "<key>CFBundlePackageType</key><string>$(PRODUCT_BUNDLE_PACKAGE_TYPE)</string><key>LSRequiresIPhoneOS</key><true/>\(portrait)"
        )
        try Data(
            (ConsistentWorldsTests.launch
                + "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {\n        window = UIWindow()\n        window?.rootViewController = UIViewController()\n        return true\n    }\n}\n")
                .utf8
        ).write(to: directory.appendingPathComponent("App/App.swift"))
        try write("Specs/Info.plist", "<key>CFBundlePackageType</key><string>BNDL</string>")
        try write(
            "Share/Info.plist",
            "<key>CFBundlePackageType</key><string>XPC!</string><key>NSExtension</key><dict></dict>")
        let run = try Repository.orientd(["validate", "--sources", directory.path])
        #expect(run.stderr.contains("/App/Info.plist is the only application's"), Comment(rawValue: run.stderr))
        #expect(run.finding("app-store-ipad-orientations") != nil, Comment(rawValue: run.stdout))
        // The same tree as an archive (`POST /validate`, no project in it) reads the same Info.plist.
        var files: [String: [UInt8]] = [:]
        for path in ["App/Info.plist", "App/App.swift", "Specs/Info.plist", "Share/Info.plist"] {
            files[path] = Array(try Data(contentsOf: directory.appendingPathComponent(path)))
        }
        let archived = try AppCheck.check(
            tree: ArchiveTree(files: files), label: "the archive", limits: ScenarioLimits(),
            sourceLimits: SourceLimits())
        #expect(
            AppCheck.validate(archived, maxStates: 2_000).flatMap(\.findings).contains {
                $0.rule == "app-store-ipad-orientations"
            })
        // An application's Info.plist named as Xcode templates name one (`PPSSPP-Info.plist`) is one too; Firebase's
        // `GoogleService-Info.plist` is not.
        try FileManager.default.moveItem(
            at: directory.appendingPathComponent("App/Info.plist"),
            to: directory.appendingPathComponent("App/App-Info.plist"))
        try write("App/GoogleService-Info.plist", "<key>API_KEY</key><string>x</string>")
        let named = try Repository.orientd(["validate", "--sources", directory.path])
        #expect(named.stderr.contains("/App/App-Info.plist is the only application's"), Comment(rawValue: named.stderr))
        #expect(named.finding("app-store-ipad-orientations") != nil)
        try write("Other/Info.plist", "<key>CFBundlePackageType</key><string>APPL</string>")
        let two = try Repository.orientd(["validate", "--sources", directory.path])
        #expect(two.stderr.contains("4 Info.plist files"), Comment(rawValue: two.stderr))
        #expect(two.finding("app-store-ipad-orientations") == nil)
    }

    /// An Objective-C read through a type's shared instance (`[Layout sharedLayout].rotates`, or as a message) is
    /// the type's property: its values are those the code gives it (LittleGo's tab bar, which holds rotation
    /// during a pan). The control reads it through a method that is no shared-instance accessor.
    @Test func anObjectiveCReadThroughASharedInstanceIsTheTypesProperty() throws {
        func files(_ read: String) -> [String: String] {
            [
                "App/Info.plist": ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "15.0"),
                "App/Layout.h":
                    "@interface Layout : NSObject\n+ (Layout *)sharedLayout;\n+ (Layout *)makeLayout;\n@property (nonatomic) BOOL rotates;\n@end\n",
                "App/Layout.m": """
                @implementation Layout
                - (id)init {
                    self = [super init];
                    self.rotates = YES;
                    return self;
                }
                @end
                """,
                "App/Pan.m": """
                @implementation Pan
                - (void)began { [Layout sharedLayout].rotates = NO; }
                - (void)ended { [Layout sharedLayout].rotates = YES; }
                @end
                """,
                "App/AppDelegate.m": Self.objCDelegate + """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotate {
                        return \(read);
                    }
                    @end
                    """,
            ]
        }
        func differs(_ read: String) throws -> Bool {
            let checked = try PrecisionTests.check(files(read)).scenarios
            return AppCheck.validate(checked, maxStates: 2_000).flatMap(\.findings).contains {
                $0.rule == "os-version-differs"
            }
        }
        #expect(try differs("[Layout sharedLayout].rotates"))
        #expect(try differs("[[Layout sharedLayout] rotates]"))
        #expect(try !differs("[Layout makeLayout].rotates"))
    }

    /// A mask that reads a setting through a chain the reader cannot type (`Settings.features.rotationLock
    /// .isEnabled`): a switch's or a button's `isEnabled` is no change of it (Ignited's 17). The control changes it
    /// through the same chain.
    @Test func aChangeOfAnotherObjectsPropertyOfTheSameNameIsNoChange() throws {
        func app(_ change: String) -> String {
            ConsistentWorldsTests.delegate(root: "GameViewController") + """
                }
                class GameViewController: UIViewController {
                    var locked: UIInterfaceOrientationMask = .landscapeLeft
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if Settings.features.rotationLock.isEnabled { return locked }
                        return .all
                    }
                }
                class RecordViewController: UIViewController {
                    let toggle = UISwitch()
                    @objc func update(_ on: Bool) {
                        \(change)
                    }
                }
                let screens: [AnyClass] = [RecordViewController.self]
                """
        }
        func unannounced(_ change: String) throws -> [Int] {
            try ConsistentWorldsTests.said(app(change)).filter { $0.rule == "mask-change-not-announced" }.map(\.line)
        }
        #expect(try unannounced("toggle.isEnabled = on").isEmpty)
        let control = try unannounced("Settings.features.rotationLock.isEnabled = on")
        #expect(control == [21], Comment(rawValue: "\(control)"))
    }

    /// A value the presenting function gives the app delegate's lock just before it presents is the lock's value at
    /// the presentation (Mediaverse's player: two false errors, from the lock's declared portrait). The control
    /// presents without giving it one: the app as launched crashes there.
    @Test func aValueGivenJustBeforeAPresentationIsTheValueThere() throws {
        func app(_ before: String) -> String {
            Self.lockedLaunch + """
                class HomeViewController: UIViewController {
                    func play() {
                        let player = PlayerViewController()
                        player.modalPresentationStyle = .fullScreen
                        \(before)
                        present(player, animated: true)
                    }
                    func done() { AppDelegate.lock = .portrait }
                }
                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        AppDelegate.lock = .landscape
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """
        }
        func crashes(_ before: String) throws -> [Finding.Severity] {
            try ConsistentWorldsTests.said(app(before)).filter { $0.rule == "no-common-orientation" }.map(\.severity)
        }
        #expect(try crashes("AppDelegate.lock = .landscape").isEmpty)
        #expect(try crashes("print(player)").contains(.error))
    }

    /// A geometry request the app makes as it runs, refused only while the lock still has the value it is declared
    /// with, is not one that can never be met: the code gives the lock another value elsewhere (a warning that says
    /// which value it assumed). Given that other value just before, it is not refused at all.
    @Test func aRequestRefusedInTheLaunchWorldAloneIsNoError() throws {
        func app(_ before: String, unlocks: Bool = true) -> String {
            Self.lockedLaunch + """
                class HomeViewController: UIViewController {
                    @objc func wide() {
                        \(before)
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                    }
                    @objc func unlock() {
                        AppDelegate.lock = \(unlocks ? ".all" : ".portrait")
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """
        }
        func refused(_ before: String, unlocks: Bool = true) throws -> [Finding.Severity] {
            try ConsistentWorldsTests.said(app(before, unlocks: unlocks)).filter {
                $0.rule == "geometry-request-refused"
            }.map(\.severity)
        }
        #expect(try refused("print(0)") == [.warning])
        #expect(try refused("AppDelegate.lock = .landscape").isEmpty)
        // A lock the code never gives another value: refused in every world, an error.
        #expect(try refused("print(0)", unlocks: false) == [.error])
    }

    /// A controller of the app's own that embeds the player as a child and answers nothing itself: UIKit asks only
    /// the controller it shows, so the child's landscape is never asked (Sora's "Force Landscape", a shipped bug).
    /// The control's container answers with its child's.
    @Test func aCustomContainerThatAnswersNothingIgnoresItsChild() throws {
        func app(_ containerAnswer: String) -> String {
            ConsistentWorldsTests.delegate(root: "HomeViewController") + """
                }
                class HomeViewController: UIViewController {
                    func play() {
                        let wrapper = PlayerWrapperViewController()
                        wrapper.modalPresentationStyle = .fullScreen
                        present(wrapper, animated: true)
                    }
                }
                class PlayerWrapperViewController: UIViewController {
                    var player: PlayerViewController?
                    \(containerAnswer)
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        player = PlayerViewController()
                        if let player = player {
                            addChild(player)
                            view.addSubview(player.view)
                            player.didMove(toParent: self)
                        }
                    }
                }
                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """
        }
        func ignored(_ containerAnswer: String) throws -> [Int] {
            try ConsistentWorldsTests.said(app(containerAnswer)).filter { $0.rule == "container-ignores-child" }
                .map(\.line)
        }
        let found = try ignored("")
        #expect(found == [32], Comment(rawValue: "\(found)"))
        #expect(
            try ignored(
                "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { player?.supportedInterfaceOrientations ?? .landscape }"
            ).isEmpty)
    }

    /// A window root a coordinator gives through a computed property that returns one of its own
    /// (`appCoordinator?.rootViewController`, `{ navigationContainer }`: Mullvad) is the class that property makes.
    /// The control's coordinator makes it nowhere the reader can see: no root is taken.
    @Test func aRootACoordinatorGivesIsTheClassItsPropertyMakes() throws {
        func roots(_ made: String) -> [String] {
            let swift =
                ConsistentWorldsTests.launch + """
                        var appCoordinator: AppCoordinator?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            appCoordinator = AppCoordinator()
                            window?.rootViewController = appCoordinator?.rootViewController
                            return true
                        }
                    }
                    final class AppCoordinator {
                        private let container\(made)
                        var rootViewController: UIViewController { container }
                    }
                    class RootContainerViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """
            let model = CodeReader.read([(path: "App/App.swift", text: swift)], module: "App")
            return model.sites.filter { $0.kind == .root }.map(\.shown)
        }
        #expect(roots(" = RootContainerViewController()") == ["RootContainerViewController"])
        #expect(roots(": UIViewController").allSatisfy { $0 != "RootContainerViewController" })
    }

    /// A project that spells its folder in another case than the tree (`ZgChess/` for `ZGChess/`, FiveInARow) builds
    /// on Apple's file systems, which ignore case: its files are read, a file and a synchronized folder alike.
    @Test func filesNamedInAnotherCaseAreRead() throws {
        func project(_ path: String) -> String {
            LinkedTargetTests.project(
                targets: [LinkedTargetTests.target("T1", name: "App", type: "application", sources: ["F1"])],
                files: ["F1": path], extra: "")
        }
        let synchronized = project("app").replacingOccurrences(
            of: "buildPhases = (S_T1, K_T1);", with: "buildPhases = (K_T1); fileSystemSynchronizedGroups = (F1);")
        for pbxproj in [project("app/appdelegate.swift"), synchronized] {
            let tree = try ArchiveTree(
                files: [
                    "App.xcodeproj/project.pbxproj": Array(pbxproj.utf8),
                    "App/AppDelegate.swift": Array(LocalPackageTests.appDelegate.utf8),
                ])
            let checked = try AppCheck.check(
                tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
            #expect(checked.first?.coverage?.filesRead == 1, Comment(rawValue: pbxproj))
        }
    }

    /// Xcode 16's exception sets: an app target that does not own a synchronized folder builds the files an exception
    /// set lists for it there (Watch2Gether's iPhone app builds most of the Mac app's folder so), and one that owns
    /// a folder does not build the files its set lists. Before, the first read nothing there and said nothing.
    @Test func aSynchronizedFoldersExceptionSetsAddAndRemoveFiles() throws {
        let targets = [
            LinkedTargetTests.target("T1", name: "Phone", type: "application", sources: []),
            LinkedTargetTests.target("T2", name: "Mac", type: "application", sources: []),
        ]
        let extra = """
            SYNC = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (X1, X2); path = Shared; sourceTree = "<group>"; };
            X1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (AppDelegate.swift, Views/Player.swift, Notes.txt); target = T1; };
            X2 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (Views/Player.swift); target = T2; };
            """
        let pbxproj = LinkedTargetTests.project(targets: targets, files: [:], extra: extra)
            .replacingOccurrences(of: "children = ();", with: "children = (SYNC);")
            .replacingOccurrences(
                of: "buildPhases = (S_T2, K_T2);",
                with: "buildPhases = (S_T2, K_T2); fileSystemSynchronizedGroups = (SYNC);")
        let reader = try XcodeProjectReader(
            projectPath: "App.xcodeproj",
            readFile: { path in path == "App.xcodeproj/project.pbxproj" ? Array(pbxproj.utf8) : nil })
        let phone = try reader.importApps(target: "Phone", configuration: nil).apps[0]
        #expect(phone.codeFiles == ["Shared/AppDelegate.swift", "Shared/Views/Player.swift"])
        #expect(phone.codeFolders.isEmpty)
        let mac = try reader.importApps(target: "Mac", configuration: nil).apps[0]
        #expect(mac.codeFolders == ["Shared"])
        #expect(mac.codeFolderExcludes == ["Shared": ["Views/Player.swift"]])
    }
}
