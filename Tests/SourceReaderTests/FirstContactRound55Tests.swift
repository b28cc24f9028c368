import OrientationResolver
@testable import SourceReader
import Testing

/// The causes round 55's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound55Tests {
    /// A universal app whose iPad multitasks (round 25's).
    static let multitasking = FirstContactRound25Tests.multitasking

    /// The lock helper most apps copy: `lock(_:)` gives the app delegate's lock, and `lock(_:andRotateTo:)` calls it,
    /// then asks for a rotation in a `switch` on the orientation it was given. `caller` is the screen's call.
    static func lockHelper(caller: String) -> String {
        ConsistentWorldsTests.launch + """
                static var lock: UIInterfaceOrientationMask = .all
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = PinController()
                    return true
                }
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    AppDelegate.lock
                }
            }
            struct Rotation {
                static func lock(_ mask: UIInterfaceOrientationMask) {
                    AppDelegate.lock = mask
                }
                static func lock(_ mask: UIInterfaceOrientationMask, andRotateTo target: UIInterfaceOrientation) {
                    lock(mask)
                    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                    switch target {
                    case .portrait:
                        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
                    case .landscapeLeft, .landscapeRight:
                        scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                    default:
                        break
                    }
                }
            }
            class PinController: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    \(caller)
                }
            }
            """
    }

    /// MGOHealth's PIN screen: every call of the helper is made on iPhone alone, and the overload it calls (`lock(_:)`,
    /// the same name) runs where its callers run, so the portrait lock is no value of iPad's, where multitasking would
    /// ignore it. The control calls the helper on every idiom.
    @Test func anOverloadCalledByItsNamesakeRunsWhereItsCallersRun() throws {
        func said(_ caller: String) throws -> [String] {
            try ConsistentWorldsTests.said(Self.lockHelper(caller: caller), plist: Self.multitasking)
                .filter { $0.rule == "multitasking-ignores-masks" }.map { "\($0.rule):\($0.line)" }
        }
        let phone = try said(
            "if UIDevice.current.userInterfaceIdiom == .phone { Rotation.lock(.portrait, andRotateTo: .portrait) }")
        #expect(phone.isEmpty, "\(phone)")
        let everywhere = try said("Rotation.lock(.portrait, andRotateTo: .portrait)")
        #expect(!everywhere.isEmpty)
    }

    /// The same helper's `case .landscapeLeft, .landscapeRight:` runs for no call: every call passes `.portrait`, so
    /// the landscape request (refused under the portrait lock it was just given) is never made. The control passes
    /// `.landscapeLeft` with the portrait lock, which is refused.
    @Test func aSwitchCaseNoCallPassesIsNeverTaken() throws {
        func said(_ target: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                Self.lockHelper(caller: "Rotation.lock(.portrait, andRotateTo: \(target))")
            ).filter { $0.rule == "geometry-request-refused" }.map { "\($0.rule):\($0.line)" }
        }
        let never = try said(".portrait")
        #expect(never.isEmpty, "\(never)")
        let refused = try said(".landscapeLeft")
        #expect(refused == ["geometry-request-refused:26"], "\(refused)")
    }

    /// FaceShow's photo picker: a navigation controller made inside the presenting message itself, with a root
    /// (`[[Nav alloc] initWithRootViewController:vc]`), is never without a child, so its forwards reach that child.
    /// The control presents one made without a root, whose forward reaches nil.
    @Test func aNavigationControllerMadeInTheMessageHasItsRoot() throws {
        func said(_ made: String) throws -> [String] {
            // Before iOS 13 a presentation's automatic style is full screen, which governs.
            try ConsistentWorldsTests.said(
                "", plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "12.0"),
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[HomeController alloc] init]"),
                    "App/HomeController.m": """
                    @interface ForwardingNavigation : UINavigationController
                    @end
                    @implementation ForwardingNavigation
                    - (BOOL)shouldAutorotate {
                        return [self.topViewController shouldAutorotate];
                    }
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return [self.topViewController supportedInterfaceOrientations];
                    }
                    @end
                    @implementation HomeController
                    - (void)pickPhotos {
                        AlbumController *vc = [[AlbumController alloc] init];
                        [self presentViewController:\(made) animated:YES completion:nil];
                    }
                    @end
                    """,
                ]
            ).map { "\($0.rule):\($0.line)" }
        }
        let rooted = try said("[[ForwardingNavigation alloc] initWithRootViewController:vc]")
        #expect(!rooted.contains { $0.hasPrefix("forwarding-to-nil-child") }, "\(rooted)")
        let childless = try said("[[ForwardingNavigation alloc] init]")
        #expect(childless.contains { $0.hasPrefix("forwarding-to-nil-child") }, "\(childless)")
    }

    /// FaceShow's tab bar: `[self topViewController].supportedInterfaceOrientations`, a method of the class's own that
    /// returns the selected child, is a forward, as `self.topViewController.supportedInterfaceOrientations` is. The
    /// control answers its own mask and ignores the child.
    @Test func aForwardThroughAMessageOfTheClassIsAForward() throws {
        func said(_ answer: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[MainTabs alloc] init]"),
                    "App/MainTabs.m": """
                    @interface MainTabs : UITabBarController
                    @end
                    @implementation MainTabs
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        self.viewControllers = @[[[ReaderController alloc] init]];
                    }
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return \(answer);
                    }
                    - (UIViewController *)topViewController {
                        return self.selectedViewController;
                    }
                    @end
                    @implementation ReaderController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """,
                ]
            ).filter { $0.rule == "container-ignores-child" }.map { "\($0.rule):\($0.line)" }
        }
        #expect(try said("[self topViewController].supportedInterfaceOrientations").isEmpty)
        #expect(try !said("UIInterfaceOrientationMaskAllButUpsideDown").isEmpty)
    }
}

extension FirstContactRound55Tests {
    /// GGDContact's coordinators: `window.transition(to: navigation)`, a method of the app's `UIWindow` extension that
    /// makes its parameter the window's root, gives the window a root as `window.rootViewController = navigation`
    /// does; here one the reader cannot follow (a navigation controller it does not see made). A sheet a coordinator
    /// presents is then not known to be over the launch screen's root (which answers every orientation): what
    /// decides under it on iOS 13 is assumed, a note. The control's method sets no root, and the launch root is the
    /// only one.
    @Test func aRootGivenThroughAWindowMethodIsARoot() throws {
        func said(_ body: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            window?.rootViewController = LaunchController()
                            Flow(window: window!).start()
                            return true
                        }
                    }
                    extension UIWindow {
                        func transition(to controller: UIViewController, with options: UIView.AnimationOptions = []) {
                            \(body)
                        }
                    }
                    class LaunchController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                    }
                    class MainNavigation: UINavigationController {}
                    class Flow {
                        let window: UIWindow
                        private lazy var navigation: MainNavigation = makeNavigation()
                        init(window: UIWindow) { self.window = window }
                        func start() {
                            window.transition(to: navigation, with: [.transitionCrossDissolve])
                        }
                        func makeNavigation() -> MainNavigation { MainNavigation(rootViewController: UIViewController()) }
                        func help() {
                            let sheet = MainNavigation(rootViewController: UIViewController())
                            navigation.present(sheet, animated: true)
                        }
                    }
                    """, plist: Self.everyOrientation
            ).filter { $0.rule == "os-version-differs" }.map { "\($0.rule):\($0.line)" }
        }
        let helper = try said("rootViewController = controller")
        #expect(helper.isEmpty, "\(helper)")
        let other = try said("backgroundColor = .clear")
        #expect(!other.isEmpty, "\(other)")
    }

    /// An iPhone app from iOS 12 whose Info.plist lists all four orientations.
    static let everyOrientation = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>12.0</string>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """
}
