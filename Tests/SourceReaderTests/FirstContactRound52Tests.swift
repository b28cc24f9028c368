import OrientationResolver
@testable import SourceReader
import Testing

/// The causes round 52's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound52Tests {
    /// UIDevice as an argument is no orientation setter (BuguLive's report: `[dictParam setValue:[[UIDevice
    /// currentDevice] systemVersion] forKey:@"osType"]`): only UIDevice's own `setValue:forKey:` with the key
    /// "orientation" is. The control sets the orientation: said.
    @Test func onlyUIDevicesOwnOrientationKeyIsTheSetter() throws {
        func said(_ statement: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                "", plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "13.0"),
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[HomeController alloc] init]"),
                    "App/HomeController.m": """
                    @implementation HomeController
                    - (void)report:(NSMutableDictionary *)dictParam {
                        \(statement)
                    }
                    @end
                    """,
                ]
            ).map { "\($0.rule):\($0.line)" }
        }
        let report = try said("[dictParam setValue:[[UIDevice currentDevice] systemVersion] forKey:@\"osType\"];")
        #expect(!report.contains { $0.hasPrefix("device-orientation-setter-ignored") }, "\(report)")
        let setter = try said(
            "[[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@\"orientation\"];")
        #expect(setter.contains("device-orientation-setter-ignored:3"), "\(setter)")
    }

    /// A Bool every write of which the reader reads (a Swift stored property with no attribute, in a type not
    /// `@objcMembers`) has only the values the code gives it (MaxPreps' web screen: `var allowRotation = false`,
    /// and every `web.allowRotation = false`): the answer's `if allowRotation { return .allButUpsideDown }` is never
    /// taken, and the sheet over a portrait presenter answers portrait too. Controls: a write of `true`, and the same
    /// property `@objc` (a storyboard's runtime attribute or key-value coding may set it): said.
    @Test func aFlagOnlyTheCodeWritesHasOnlyTheValuesItGives() throws {
        func said(declared: String = "var allowRotation = false", given: String = "false") throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "HomeController") + """
                    }
                    class HomeController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        func openWeb() {
                            let web = WebController()
                            web.allowRotation = \(given)
                            present(web, animated: true)
                        }
                    }
                    class WebController: UIViewController {
                        \(declared)
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                            if allowRotation {
                                return .allButUpsideDown
                            } else {
                                return .portrait
                            }
                        }
                    }
                    """
            ).map { "\($0.rule):\($0.line)" }
        }
        let never = try said()
        #expect(!never.contains { $0.hasPrefix("sheet-does-not-force-orientation") }, "\(never)")
        let given = try said(given: "true")
        #expect(given.contains { $0.hasPrefix("sheet-does-not-force-orientation") }, "\(given)")
        let exposed = try said(declared: "@objc var allowRotation = false")
        #expect(exposed.contains { $0.hasPrefix("sheet-does-not-force-orientation") }, "\(exposed)")
        // A key path or a binding may write it (`$web.allowRotation` in a SwiftUI toggle): either value.
        let bound = try said(
            declared:
                "var allowRotation = false\n func keyed() -> WritableKeyPath<WebController, Bool> { \\.allowRotation }")
        #expect(bound.contains { $0.hasPrefix("sheet-does-not-force-orientation") }, "\(bound)")
    }

    /// A flag's `toggle()` is a write whose value the reader cannot evaluate: the flag may be either, and the sheet
    /// is said.
    @Test func aToggledFlagMayBeEither() throws {
        let said = try ConsistentWorldsTests.said(
            ConsistentWorldsTests.delegate(root: "HomeController") + """
                }
                class HomeController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func openWeb() {
                        present(WebController(), animated: true)
                    }
                }
                class WebController: UIViewController {
                    var allowRotation = false
                    func flip() {
                        allowRotation.toggle()
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        allowRotation ? .allButUpsideDown : .portrait
                    }
                }
                """
        ).map { "\($0.rule):\($0.line)" }
        #expect(said.contains { $0.hasPrefix("sheet-does-not-force-orientation") }, "\(said)")
    }

    /// The app's delegate bound by its class in an appearance method (`if let app = UIApplication.shared.delegate as?
    /// AppDelegate { app.lock = .portrait }`, KICCTV's screens) is always there: the value it gives holds whenever
    /// the screen shows, so a tab bar that does not forward loses nothing where the lock leaves portrait alone. The
    /// control sets nothing as it appears: said.
    @Test func theAppDelegateBoundByItsClassGivesItsLockAsAScreenAppears() throws {
        func said(appearing: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        var lock: UIInterfaceOrientationMask = .all
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            window?.rootViewController = Tabs()
                            return true
                        }
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            return self.lock
                        }
                        func unlock() { lock = .all }
                    }
                    class Tabs: UITabBarController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            viewControllers = [HomeController()]
                        }
                    }
                    class HomeController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            \(appearing)
                        }
                    }
                    """
            ).map { "\($0.rule):\($0.line)" }
        }
        let given = try said(
            appearing: "if let app = UIApplication.shared.delegate as? AppDelegate { app.lock = .portrait }")
        #expect(!given.contains { $0.hasPrefix("container-ignores-child") }, "\(given)")
        let guarded = try said(
            appearing:
                "guard let app = UIApplication.shared.delegate as? AppDelegate else { return }; app.lock = .portrait")
        #expect(!guarded.contains { $0.hasPrefix("container-ignores-child") }, "\(guarded)")
        let none = try said(appearing: "")
        #expect(none.contains { $0.hasPrefix("container-ignores-child") }, "\(none)")
    }
}
