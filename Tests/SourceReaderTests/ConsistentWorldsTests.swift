import OrientationResolver
import ProjectFiles
@testable import SourceReader
import Testing

/// Issue 44's causes, each reduced to a few lines in our own words: one consistent world per scenario (a state read
/// twice has one value; a copy of the current orientation only where it can be current), facts with their owners,
/// code another platform compiles left out, and the moment a value is set. Each cause has a control: the same code
/// changed so that UIKit does misbehave, which must still be said.
@Suite struct ConsistentWorldsTests {
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>16.0</string>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// What `said` gives: each warning and error, by rule, deciding line and severity.
    typealias Said = [(rule: String, line: Int, severity: Finding.Severity)]

    /// The warnings and errors (rule, line) of an app of one Swift file and `plist` (with `notes`, the notes too).
    static func said(_ swift: String, plist: String = plist, notes: Bool = false, objC: [String: String] = [:]) throws
        -> Said
    {
        let checked = try PrecisionTests.check(
            ["App/App.swift": swift, "App/Info.plist": plist].merging(objC) { first, _ in first })
        let kept = { (severity: Finding.Severity) in notes || severity != .info }
        let noted = checked.scenarios.flatMap(\.notes.list).filter { kept($0.severity) }
        let findings = zip(checked.scenarios, AppCheck.validate(checked.scenarios, maxStates: 2_000)).flatMap {
            scenario, validation in
            validation.findings.filter { kept($0.severity) }.map { finding in
                (
                    finding.rule, scenario.sources.deciding(validation.scenario.pointer(finding.location))?.line ?? 0,
                    finding.severity
                )
            }
        }
        return noted.map { ($0.rule, $0.source?.line ?? 0, $0.severity) } + findings
    }

    static let launch = """
        import UIKit
        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?

        """

    /// An Objective-C app delegate that makes `root` (an expression) the window's root at launch, with `extra`
    /// members after.
    static func objCDelegate(root: String, extra: String = "") -> String {
        """
        @implementation AppDelegate
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = \(root);
            return YES;
        }
        \(extra)
        @end
        """
    }

    /// An app delegate whose root, `HomeViewController`, presents a `PlayerViewController` full screen; the player's
    /// class is the caller's to write, on the next line.
    static let presentsPlayer =
        delegate(root: "HomeViewController") + """
            }
            class HomeViewController: UIViewController {
                func openPlayer() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
            }

            """

    /// `launch` and the app delegate's members that set `root` as the window's root at launch; with `lock`, first a
    /// static lock declared with that value, which the delegate answers as its mask. The delegate's closing brace is
    /// the caller's to write, after any member of its own.
    static func delegate(root: String, lock: String? = nil) -> String {
        let launching = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = \(root)()
                    return true
                }

            """
        guard let lock else { return launch + launching }
        return launch + "    static var lock: UIInterfaceOrientationMask = \(lock)\n" + launching + """
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.lock
                }

            """
    }

    /// Cause 1: the iOS 16 idiom most apps copy. A lock's observer asks for the value it was just given, and the app
    /// delegate answers the same lock: in every world the request asks for what the mask allows, so nothing is
    /// refused. The control asks for a value the lock never has (landscape while the lock is portrait).
    @Test func aLockReadTwiceHasOneValue() throws {
        func app(_ requested: String) -> String {
            Self.launch + """
                    static var lock: UIInterfaceOrientationMask = .portrait {
                        didSet {
                            guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                            scene.requestGeometryUpdate(.iOS(interfaceOrientations: \(requested)))
                            scene.keyWindow?.rootViewController?.setNeedsUpdateOfSupportedInterfaceOrientations()
                        }
                    }
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = PlayerViewController()
                        return true
                    }
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        AppDelegate.lock
                    }
                }
                class PlayerViewController: UIViewController {
                    func enterFullScreen() { AppDelegate.lock = .landscape }
                    func leaveFullScreen() { AppDelegate.lock = .portrait }
                }
                """
        }
        #expect(try Self.said(app("lock")).filter { $0.rule == "geometry-request-refused" }.isEmpty)
        #expect(try Self.said(app("AppDelegate.lock")).filter { $0.rule == "geometry-request-refused" }.isEmpty)
        let control = try Self.said(app(".landscapeLeft"))
        #expect(control.contains { $0.rule == "geometry-request-refused" && $0.line == 8 })
    }

    /// Cause 2: a lock that copies the orientation the interface is in takes upside down only while the interface is
    /// upside down, which no mask of this iPhone screen allows: that value is no state of it, and no crash. A copy of
    /// landscape left, which the screen does allow, stays a value (the control: its world is checked).
    @Test func aCopyOfTheCurrentOrientationOnlyWhereItCanBeCurrent() throws {
        let swift =
            Self.delegate(root: "ScannerViewController") + """
                }
                class ScannerViewController: UIViewController {
                    var held: UIInterfaceOrientationMask = .allButUpsideDown
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { held }
                    func holdStill() {
                        guard let scene = view.window?.windowScene else { return }
                        switch scene.interfaceOrientation {
                        case .portraitUpsideDown: held = .portraitUpsideDown
                        case .landscapeLeft: held = .landscapeLeft
                        default: held = .portrait
                        }
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                    func release() {
                        held = .allButUpsideDown
                        setNeedsUpdateOfSupportedInterfaceOrientations()
                    }
                }
                """
        #expect(try Self.said(swift).filter { $0.rule == "no-common-orientation" }.isEmpty)
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.plist]).scenarios
        let masks = Set(checked.compactMap { $0.scenario.controllers.first?.supportedInterfaceOrientations })
        #expect(masks.contains(UIInterfaceOrientationMask.landscapeLeft))
        #expect(!masks.contains(UIInterfaceOrientationMask.portraitUpsideDown))
    }

    /// Cause 3: a property is its owner's. An export setting's `orientation = .landscape` is no change of the app
    /// delegate's `orientation` mask; the control changes the app delegate's own property at run time.
    @Test func aPropertyIsItsOwnersAlone() throws {
        func app(_ change: String) -> String {
            Self.launch + """
                    var orientation: UIInterfaceOrientationMask = .portrait
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = EditorViewController()
                        return true
                    }
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        orientation
                    }
                    @objc func unlock() { \(change) }
                }
                enum ExportOrientation { case portrait, landscape }
                struct ExportOptions { var orientation: ExportOrientation = .portrait }
                class EditorViewController: UIViewController {
                    var options = ExportOptions()
                    func chooseLandscapeExport() { options.orientation = .landscape }
                }
                """
        }
        #expect(try Self.said(app("print(0)")).isEmpty)
        let control = try Self.said(app("orientation = .all"))
        #expect(control.contains { $0.rule == "mask-change-not-announced" && $0.line == 14 })
    }

    /// Cause 4: code an iOS target does not compile is not read by any rule: a Catalyst-only landscape mask and
    /// geometry request, and a tvOS-only mask. A branch on a flag the reader cannot decide (`DEBUG`) is read (the
    /// control: its value is one of the mask's).
    @Test func codeForAnotherPlatformIsNotRead() throws {
        let portraitOnly = Self.plist.replacingOccurrences(
            of:
                "<string>UIInterfaceOrientationLandscapeLeft</string>\n<string>UIInterfaceOrientationLandscapeRight</string>",
            with: "")
        func app(_ flag: String) -> String {
            Self.delegate(root: "LibraryViewController") + """
                }
                class LibraryViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        #if \(flag)
                        return .landscape
                        #else
                        return .portrait
                        #endif
                    }
                    @objc func desktopMode() {
                        #if \(flag)
                        view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                        #endif
                    }
                }
                class TVDetailsViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        #if os(tvOS)
                        return .landscape
                        #elseif os(iOS)
                        return .portrait
                        #else
                        return .all
                        #endif
                    }
                }
                """
        }
        for flag in ["targetEnvironment(macCatalyst)", "os(macOS) || os(tvOS)", "canImport(AppKit) && !os(iOS)"] {
            #expect(try Self.said(app(flag), plist: portraitOnly).isEmpty, "\(flag)")
        }
        let control = try Self.said(app("DEBUG"), plist: portraitOnly)
        #expect(control.contains { $0.rule == "geometry-request-refused" })
        #expect(PlatformConditions.value(of: "os(iOS) && !targetEnvironment(macCatalyst)") == true)
        #expect(PlatformConditions.value(of: "DEBUG || os(tvOS)") == nil)
        #expect(PlatformConditions.value(of: "DEBUG && os(tvOS)") == false)
    }

    /// Cause 4, a guard by the device's model: `[[UIDevice currentDevice].model hasPrefix:@"iPad"]` (or Swift's
    /// `UIDevice.current.model.hasPrefix("iPad")`) tests the idiom in a universal app, so a player's landscape mask
    /// on iPad is never paired with the iPhone's portrait-only list. The control tests something else.
    @Test func aDeviceModelTestIsAnIdiomTest() throws {
        let plist = FirstContactRound17Tests.universal(minimum: "13.0", storyboards: false)
        func objC(_ test: String) throws -> [String] {
            try Self.said(
                "", plist: plist,
                objC: [
                    "App/AppDelegate.m": Self.objCDelegate(root: "[[HomeController alloc] init]"),
                    "App/HomeController.m": """
                    @implementation HomeController
                    - (void)openPlayer {
                        PlayerController *player = [[PlayerController alloc] init];
                        player.modalPresentationStyle = UIModalPresentationFullScreen;
                        [self presentViewController:player animated:YES completion:nil];
                    }
                    @end
                    @implementation PlayerController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        if (\(test)) {
                            return UIInterfaceOrientationMaskLandscape;
                        }
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """,
                ]
            ).filter { $0.rule != "ipad-plist-update-required" }.map { "\($0.rule):\($0.line)" }
        }
        #expect(try objC("[[[UIDevice currentDevice] model] hasPrefix:@\"iPad\"]").isEmpty)
        let control = try objC("[[NSUserDefaults standardUserDefaults] boolForKey:@\"wide\"]")
        #expect(control == ["no-common-orientation:11"])
        func swift(_ test: String) throws -> [String] {
            let source =
                Self.presentsPlayer + """
                    class PlayerViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            \(test) ? .landscape : .portrait
                        }
                    }
                    """
            return try Self.said(source, plist: plist).filter { $0.rule != "ipad-plist-update-required" }.map {
                "\($0.rule):\($0.line)"
            }
        }
        #expect(try swift("UIDevice.current.model.hasPrefix(\"iPad\")").isEmpty)
        let swiftControl = try swift("UserDefaults.standard.bool(forKey: \"wide\")")
        #expect(swiftControl.map { $0.hasPrefix("no-common-orientation") } == [true])
    }

    /// Cause 5: the moment. A value set while the object is made (in its initializer, in a helper only initializers
    /// call, or on a controller just made, before anything is given it) is the first UIKit reads, not a change. The
    /// control changes it from a button's action, after the controller is shown.
    @Test func aValueSetWhileTheObjectIsMadeIsNoChange() throws {
        func app(_ later: String) -> String {
            Self.delegate(root: "HomeViewController") + """
                }
                class HomeViewController: UIViewController {
                    func openPlayer() {
                        let player = PlayerViewController(wide: true)
                        player.modalPresentationStyle = .fullScreen
                        present(player, animated: true)
                    }
                    func openPreview() {
                        let preview = PreviewViewController()
                        preview.allowed = .allButUpsideDown
                        preview.modalPresentationStyle = .fullScreen
                        present(preview, animated: true)
                    }
                }
                class PlayerViewController: UIViewController {
                    var allowed: UIInterfaceOrientationMask = .portrait
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
                    init(wide: Bool) {
                        super.init(nibName: nil, bundle: nil)
                        configure(wide: wide)
                    }
                    required init?(coder: NSCoder) { fatalError() }
                    private func configure(wide: Bool) {
                        if wide { allowed = .allButUpsideDown }
                    }
                    @objc func toggle() { \(later) }
                }
                class PreviewViewController: UIViewController {
                    var allowed: UIInterfaceOrientationMask = .portrait
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
                }
                """
        }
        #expect(try Self.said(app("print(0)")).filter { $0.rule == "mask-change-not-announced" }.isEmpty)
        let control = try Self.said(app("allowed = .portrait"))
        #expect(control.filter { $0.rule == "mask-change-not-announced" }.map(\.line) == [35])
    }

    /// Cause 5, the view's loading: a controller's `viewDidLoad` runs once, before the controller is first shown, so
    /// its own state set there, or in a helper only `viewDidLoad` calls, is the first value UIKit reads, in Swift and
    /// in Objective-C. The controls: the same state set from a closure `viewDidLoad` registers (which runs later),
    /// and from a helper an action calls too.
    @Test func aControllersOwnStateSetAsItsViewLoadsIsNoChange() throws {
        func swift(_ load: String, members: String = "") -> String {
            Self.presentsPlayer + """
                class PlayerViewController: UIViewController {
                    var wide = false
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { wide ? .landscape : .portrait }
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        \(load)
                    }
                    \(members)
                }
                """
        }
        func unannounced(_ source: String) throws -> [Int] {
            try Self.said(source).filter { $0.rule == "mask-change-not-announced" }.map(\.line)
        }
        let helper = "private func prepare() { wide = true }"
        #expect(try unannounced(swift("wide = true")).isEmpty)
        #expect(try unannounced(swift("prepare()", members: helper)).isEmpty)
        let observer =
            "NotificationCenter.default.addObserver(forName: .x, object: nil, queue: nil) { _ in self.wide = true }"
        #expect(try unannounced(swift(observer)) == [23])
        #expect(try unannounced(swift("prepare()", members: helper + "\n@objc func flip() { prepare() }")) == [25])

        func objC(_ load: String) throws -> [String] {
            try Self.said(
                "", plist: Self.plist.replacingOccurrences(of: "16.0", with: "13.0"),
                objC: [
                    "App/AppDelegate.m": Self.objCDelegate(root: "[[PlayerController alloc] init]"),
                    "App/PlayerController.h": """
                    @interface PlayerController : UIViewController
                    @property (nonatomic) BOOL wide;
                    @end
                    """,
                    "App/PlayerController.m": """
                    @implementation PlayerController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        \(load)
                    }
                    - (void)makePlayer {
                        self.wide = YES;
                    }
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return self.wide ? UIInterfaceOrientationMaskLandscape : UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """,
                ]
            ).map { "\($0.rule):\($0.line)" }
        }
        #expect(try objC("[self makePlayer];").isEmpty)
        let later = try objC("dispatch_async(dispatch_get_main_queue(), ^{ [self makePlayer]; });")
        #expect(later == ["mask-change-not-announced:7"])
    }

    /// Severity from what a finding assumes, in one place: a crash in a world where the app delegate's lock has a
    /// value chosen among those the code gives (set by another screen, at another moment) is a note that says so
    /// (`appMaskChosen`), never an error: whether the login screen and the recording lock ever meet is not known
    /// (NextcloudTalk). The App Store rejection the Info.plist alone decides stays an error in the same scenarios.
    @Test func anErrorAssumesNothing() throws {
        let plist = """
            <plist><dict>
            <key>MinimumOSVersion</key><string>16.0</string>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
            <string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """
        let swift =
            Self.delegate(root: "ChatViewController", lock: ".allButUpsideDown") + """
                }
                class ChatViewController: UIViewController {
                    func startRecording() { AppDelegate.lock = .landscapeLeft }
                    func showLogin() {
                        let login = LoginViewController()
                        login.modalPresentationStyle = .fullScreen
                        present(login, animated: true)
                    }
                }
                class LoginViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": plist]).scenarios
        let findings = AppCheck.validate(checked, maxStates: 2_000).flatMap(\.findings)
        let crash = findings.filter { $0.rule == "no-common-orientation" }
        #expect(!crash.isEmpty)
        #expect(crash.allSatisfy { $0.severity == .info && $0.inferences.contains(.appMaskChosen) })
        let rejection = findings.filter { $0.rule == "app-store-ipad-orientations" }
        #expect(!rejection.isEmpty)
        #expect(rejection.allSatisfy { $0.severity == .error && $0.inferences.isEmpty })
        #expect(Finding.Inference.oneOfSeveralValues.kind == "valueChosen")
        #expect(Finding.Inference.appMaskChosen.kind == "appMaskChosen")
    }

    /// The control: a screen whose own answer reads its own state, chosen among the values the code gives it, is in
    /// that state whenever it is asked, so the crash in the world of that value stays a warning (`valueChosen`).
    @Test func aScreensOwnStateChosenAmongItsValuesStaysAWarning() throws {
        let plist = """
            <plist><dict>
            <key>MinimumOSVersion</key><string>16.0</string>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """
        let swift = """
            import UIKit
            @main class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = PlayerViewController()
                    window?.makeKeyAndVisible()
                    return true
                }
            }
            class PlayerViewController: UIViewController {
                var wide = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    wide ? .landscapeLeft : .portrait
                }
                func enterWide() { wide = true }
            }
            """
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": plist]).scenarios
        let findings = AppCheck.validate(checked, maxStates: 2_000).flatMap(\.findings)
        let crash = findings.filter { $0.rule == "no-common-orientation" }
        #expect(!crash.isEmpty)
        #expect(crash.allSatisfy { $0.severity == .warning && $0.inferences.contains(.oneOfSeveralValues) })
        #expect(crash.allSatisfy { !$0.inferences.contains(.appMaskChosen) })
    }

    /// Cause 2 where the app delegate's lock copies the interface's orientation: upside down can be current on an
    /// iPhone only if some controller of the app allows it there, and none does (UIKit's defaults and the
    /// SwiftUI host exclude it), so the upside-down copy is an iPad value (Strimr). The control lets a controller
    /// allow upside down on iPhone, and the copy is tried there too.
    @Test func aCopyOfUpsideDownIsNoIPhoneValueWhereNoControllerAllowsIt() throws {
        func app(_ allowed: String) -> String {
            Self.delegate(root: "LibraryViewController", lock: ".all") + """
                    static func lockCurrent(_ scene: UIWindowScene) {
                        switch scene.interfaceOrientation {
                        case .portraitUpsideDown: lock = .portraitUpsideDown
                        case .landscapeLeft: lock = .landscapeLeft
                        default: lock = .portrait
                        }
                    }
                }
                class LibraryViewController: UIViewController {
                    \(allowed)
                }
                """
        }
        let plist = """
            <plist><dict>
            <key>MinimumOSVersion</key><string>16.0</string>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """
        func upsideDownWorlds(_ allowed: String) throws -> [CheckedScenario] {
            try PrecisionTests.check(["App/App.swift": app(allowed), "App/Info.plist": plist]).scenarios.filter {
                $0.scenario.supportedInterfaceOrientationsForWindow == UIInterfaceOrientationMask.portraitUpsideDown
            }
        }
        let copies = try upsideDownWorlds("")
        #expect(!copies.isEmpty && copies.allSatisfy { $0.scenario.deviceFamilies == [.pad] })
        let control = try upsideDownWorlds(
            "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }")
        #expect(control.contains { $0.scenario.deviceFamilies?.contains(.phone) != false })
    }

    /// Cause 4, a size class as an idiom: a mask that allows all four at regular width and all but upside down
    /// otherwise (Threema's sheets and lock screen) is the iPad's and the iPhone's mask; no world crosses the iPad's
    /// value with an iPhone, where it would differ from the presenter's by upside down alone. The control's compact
    /// value (portrait) does differ from what the presenter allows on an iPhone.
    @Test func aSizeClassTestIsTheIdiomItStandsFor() throws {
        func app(_ compact: String) -> String {
            Self.delegate(root: "HomeViewController") + """
                }
                final class HomeViewController: UIViewController {
                    func showLocation() {
                        let sheet = SheetNavigationController(rootViewController: UIViewController())
                        sheet.modalPresentationStyle = .formSheet
                        present(sheet, animated: true)
                    }
                }
                final class SheetNavigationController: UINavigationController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if traitCollection.horizontalSizeClass == .regular { return .all }
                        return \(compact)
                    }
                }

                """
        }
        let plist = """
            <plist><dict>
            <key>MinimumOSVersion</key><string>16.0</string><key>UIRequiresFullScreen</key><true/>
            <key>UILaunchStoryboardName</key><string>Launch</string>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """
        let same = try Self.said(app(".allButUpsideDown"), plist: plist)
        #expect(!same.contains { $0.rule == "sheet-does-not-force-orientation" }, Comment(rawValue: "\(same)"))
        let control = try Self.said(app(".portrait"), plist: plist)
        #expect(control.contains { $0.rule == "sheet-does-not-force-orientation" }, Comment(rawValue: "\(control)"))
    }

    /// A request made with a parameter takes the values the function's calls pass, through a call that passes its
    /// own parameter on (PotatoGame's `lock(to:)` → `update(_:)`, preferences given their mask after they are made).
    /// Passed landscape while the app delegate's lock stays portrait, it is refused; passed portrait, it is not; passed
    /// a value the reader does not keep, nothing is claimed.
    @Test func aRequestMadeWithAParameterTakesTheValuesItsCallsPass() throws {
        func app(_ passed: String) -> String {
            FirstContactTests.lockedLaunch + """
                final class OrientationLock {
                    static let shared = OrientationLock()
                    var chosen: UIInterfaceOrientationMask = .portrait
                    func lock(to mask: UIInterfaceOrientationMask) {
                        update(mask)
                    }
                    private func update(_ mask: UIInterfaceOrientationMask) {
                        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                        let preferences = UIWindowScene.GeometryPreferences.iOS()
                        preferences.interfaceOrientations = mask
                        scene.requestGeometryUpdate(preferences)
                    }
                }
                class HomeViewController: UIViewController {
                    override func viewDidAppear(_ animated: Bool) {
                        super.viewDidAppear(animated)
                        OrientationLock.shared.lock(to: \(passed))
                    }
                }
                // Other types' functions of the same name are not the lock's (PotatoGame's scene).
                class Scene {
                    func update(_ time: Double) {}
                    func tick(_ time: Double) { update(time) }
                }
                final class GameScene: Scene {
                    override func update(_ time: Double) { super.update(time) }
                }

                """
        }
        func refused(_ passed: String) throws -> Said {
            try Self.said(app(passed)).filter { $0.rule == "geometry-request-refused" }
        }
        let landscape = try refused(".landscape")
        let requestLine =
            (app(".landscape").split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                $0.contains("scene.requestGeometryUpdate")
            } ?? -1) + 1
        #expect(landscape.map(\.line) == [requestLine], Comment(rawValue: "\(landscape)"))
        #expect(try refused(".portrait").isEmpty)
        #expect(try refused("OrientationLock.shared.chosen").isEmpty)
    }

    /// Scribble: the app delegate's lock is given a parameter of the function that locks (`lock(to mask:)`), and the
    /// one call passes landscape: the lock's values are the declared one and that, read as such (not "cannot
    /// evaluate"). The control passes a value the reader does not keep: the parameter stays a value it cannot evaluate.
    @Test func aLockGivenAParameterTakesTheValuesItsCallsPass() throws {
        func notes(_ passed: String) throws -> [String] {
            let checked = try PrecisionTests.check([
                "App/App.swift": FirstContactTests.lockedLaunch + """
                    enum Locker {
                        static func lock(to mask: UIInterfaceOrientationMask) {
                            AppDelegate.lock = mask
                        }
                    }
                    final class HomeViewController: UIViewController {
                        var chosen: UIInterfaceOrientationMask = .all
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            Locker.lock(to: \(passed))
                        }
                    }

                    """,
                "App/Info.plist": Self.plist,
            ])
            return checked.scenarios.flatMap(\.notes.list).map(\.message)
        }
        let passed = try notes(".landscape")
        #expect(passed.allSatisfy { !$0.contains("mask at App/App.swift") }, Comment(rawValue: "\(passed)"))
        #expect(try notes("chosen").contains { $0.contains("which the reader cannot evaluate") })
    }
}
