import OrientationResolver
import Testing

@testable import SourceReader

/// The causes round 76's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound76Tests {
    /// A universal SwiftUI app on iOS 16 whose iPad list holds all four orientations (iPad multitasking).
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>16.0</string>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// GameMate (round 76): the app delegate's extension holds two static helpers that request a geometry update.
    /// One is called only where a test of the idiom rules the iPad out, in a function whose body names nothing else
    /// the reader looks for (so its body was skipped, and its call never counted); the other only from a function
    /// nothing calls. Neither request is made on iPad, where multitasking refuses it. The controls call each
    /// helper with no test of the idiom, from code that runs: the refusal is said.
    @Test func aRequestCalledOffTheIPadOrNeverIsNotRefusedThere() throws {
        func said(lockCall: String, unlockCall: String) throws -> [String] {
            let swift = """
                import SwiftUI
                @main struct GameApp: App {
                    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                    var body: some Scene {
                        WindowGroup {
                            Text("games").onAppear { Rotation.shared.lock() }
                        }
                    }
                }
                class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                    }
                }
                class Rotation: ObservableObject {
                    static let shared = Rotation()
                    func lock() {
                        \(lockCall)
                    }
                    func unlock() {
                        \(unlockCall)
                    }
                }
                extension AppDelegate {
                    static func portraitOnly() {
                        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .portrait))
                        }
                    }
                    static func everyOrientation() {
                        if let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene {
                            scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                        }
                    }
                }
                """
            return try ConsistentWorldsTests.said(swift, plist: Self.plist).filter { $0.severity != .info }.map {
                "\($0.rule):\($0.line)"
            }
        }
        let guarded = try said(
            lockCall: "if UIDevice.current.userInterfaceIdiom != .pad { AppDelegate.portraitOnly() }",
            unlockCall: "if UIDevice.current.userInterfaceIdiom == .pad { AppDelegate.everyOrientation() }")
        #expect(!guarded.contains { $0.hasPrefix("geometry-request-refused") }, "\(guarded)")
        let open = try said(lockCall: "AppDelegate.portraitOnly()", unlockCall: "")
        #expect(open.contains("geometry-request-refused:27"), "\(open)")
        let called = try said(
            lockCall: "if UIDevice.current.userInterfaceIdiom != .pad { AppDelegate.portraitOnly() }; unlock()",
            unlockCall: "if UIDevice.current.userInterfaceIdiom == .pad { AppDelegate.everyOrientation() }")
        #expect(called.contains("geometry-request-refused:32"), "\(called)")
    }

    /// An app delegate that launches with `root` as its window's root.
    static func launching(_ root: String) -> String {
        ConsistentWorldsTests.launch + """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = \(root)
                    return true
                }
            }
            """
    }

    /// GravityKingdom (round 76): an initializer returns `self` and then presents a landscape screen; the statements
    /// after a `return` at the top of a method never run, so nothing is presented. The control returns only under a
    /// test (`if (!self) return nil;`): what follows runs.
    @Test func codeAfterAReturnAtTheTopNeverRuns() {
        func presented(_ body: String) -> [String] {
            let swift = """
                \(Self.launching("MenuViewController()"))
                class LevelsViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                }
                """
            let menu = """
                @interface MenuViewController : UIViewController
                @end
                @implementation MenuViewController
                - (id)initWithNibName:(NSString *)nib bundle:(NSBundle *)bundle {
                    self = [super initWithNibName:nib bundle:bundle];
                    \(body)
                    LevelsViewController *levels = [[LevelsViewController alloc] init];
                    [self presentViewController:levels animated:YES completion:nil];
                }
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                @end
                """
            let model = CodeReader.read(
                [(path: "App.swift", text: swift), (path: "Menu.m", text: menu)], module: "App")
            return CodeScenarios.build(from: model).map(\.name).filter {
                $0.hasPrefix("present App.LevelsViewController")
            }
        }
        let dead = presented("return self;")
        #expect(dead.isEmpty, "\(dead)")
        let live = presented("if (!self) { return nil; }")
        #expect(!live.isEmpty, "\(live)")
    }

    /// XPYReader (round 76): a settings singleton sets its flag inside the `dispatch_once` block that makes the shared
    /// instance, before anything can read it: no change of a mask already read. The control sets the same flag on the
    /// shared instance from a screen's action: a change the app does not announce.
    @Test func aSharedInstanceSetInItsOnceBlockIsNoChange() {
        let swift = Self.launching("ReaderViewController()")
        let config = """
            @interface ReadConfig : NSObject
            @property (nonatomic, assign) BOOL autoRead;
            + (instancetype)shared;
            @end
            @implementation ReadConfig
            + (instancetype)shared {
                static ReadConfig *instance = nil;
                static dispatch_once_t once;
                dispatch_once(&once, ^{
                    instance = [ReadConfig modelWithStoredJSON];
                    instance.autoRead = NO;
                    if (!instance) { instance = [[ReadConfig alloc] init]; }
                });
                return instance;
            }
            @end
            """
        let reader = """
            @interface ReaderViewController : UIViewController
            @end
            @implementation ReaderViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                if ([ReadConfig shared].autoRead) { return UIInterfaceOrientationMaskPortrait; }
                return UIInterfaceOrientationMaskAllButUpsideDown;
            }
            - (void)startAutoRead {
                [ReadConfig shared].autoRead = YES;
            }
            @end
            """
        let model = CodeReader.read(
            [(path: "App.swift", text: swift), (path: "ReadConfig.m", text: config), (path: "Reader.m", text: reader)],
            module: "App")
        let changes = model.unannouncedChanges.map { "\($0.change.file):\($0.change.line ?? 0)" }
        #expect(!changes.contains("ReadConfig.m:11"), "\(changes)")
        #expect(changes.contains("Reader.m:9"), "\(changes)")
    }
}
