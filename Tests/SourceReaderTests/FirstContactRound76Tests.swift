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

    /// XPYReader's settings object in our words: a flag behind a `dispatch_once` shared instance, the block's body
    /// `once`, and `more` methods after it (`dispatch_once` is at line 9).
    static func readConfig(once: String, more: String = "") -> String {
        """
        @interface ReadConfig : NSObject
        @property (nonatomic, assign) BOOL autoRead;
        + (instancetype)shared;
        @end
        @implementation ReadConfig
        + (instancetype)shared {
            static ReadConfig *instance = nil;
            static dispatch_once_t once;
            dispatch_once(&once, ^{\(once)});
            return instance;
        }
        \(more)
        @end
        """
    }

    /// A reader whose mask narrows to portrait while the flag is on, turned on at line 9; `more` methods from line 11.
    static func reader(more: String = "") -> String {
        """
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
        \(more)
        @end
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
        let config = Self.readConfig(
            once: """

                        instance = [ReadConfig modelWithStoredJSON];
                        instance.autoRead = NO;
                        if (!instance) { instance = [[ReadConfig alloc] init]; }

                """)
        let reader = Self.reader()
        let model = CodeReader.read(
            [(path: "App.swift", text: swift), (path: "ReadConfig.m", text: config), (path: "Reader.m", text: reader)],
            module: "App")
        let changes = model.unannouncedChanges.map { "\($0.change.file):\($0.change.line ?? 0)" }
        #expect(!changes.contains("ReadConfig.m:11"), "\(changes)")
        #expect(changes.contains("Reader.m:9"), "\(changes)")
    }

    /// XPYReader (round 76): the settings object's initializer gives the flag its first value inside `if (self) { … }`,
    /// which runs whenever the object exists. Turning auto-read on narrows the reader's mask without telling UIKit (said);
    /// turning it off gives back the value UIKit still holds (a note, not a warning). The control starts the flag
    /// under another test in the initializer: its first value is unknown, so both changes are said.
    @Test func anInitializersSelfTestIsStraightLine() throws {
        func said(_ test: String) throws -> [String] {
            let config = Self.readConfig(
                once: " instance = [[ReadConfig alloc] init]; ",
                more: """
                    - (instancetype)init {
                        self = [super init];
                        if (\(test)) {
                            self.autoRead = NO;
                        }
                        return self;
                    }
                    """)
            let reader = Self.reader(
                more: """
                    - (void)stopAutoRead {
                        [ReadConfig shared].autoRead = NO;
                    }
                    """)
            let plist = """
                <plist><dict>
                <key>MinimumOSVersion</key><string>16.0</string>
                <key>UILaunchStoryboardName</key><string>Launch</string>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
                <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                </dict></plist>
                """
            return try ConsistentWorldsTests.said(
                Self.launching("ReaderViewController()"), plist: plist,
                objC: ["App/ReadConfig.m": config, "App/Reader.m": reader]
            ).filter { $0.rule == "mask-change-not-announced" && $0.severity != .info }.map { "\($0.line)" }
        }
        let guarded = try said("self")
        #expect(guarded == ["9"], "\(guarded)")
        #expect(try said("(self = [super init])") == ["9"])
        let unknown = try said("self && UIDevice.currentDevice.systemVersion.floatValue > 8")
        #expect(Set(unknown) == ["9", "12"], "\(unknown)")
    }

    /// TKKMPSample (round 77): a class exposed to the Objective-C runtime (`@objcMembers`) that no Swift code names is
    /// called from a Kotlin framework through the generated header, which the reader does not read: it is no dead
    /// type, and its geometry request is checked (refused under iPad multitasking); so is an `@objc` class's `@objc`
    /// member. The control, a plain class nothing names, is dead: its request is never made.
    @Test func aTypeExposedToObjectiveCIsNotDead() throws {
        func said(_ attribute: String, member: String = "") throws -> [String] {
            let swift = """
                import SwiftUI
                @main struct SampleApp: App {
                    var body: some Scene { WindowGroup { Text("sample") } }
                }
                \(attribute)
                class ScreenRotator: NSObject {
                    \(member)static func rotate(portrait: Bool) {
                        guard let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene else { return }
                        scene.requestGeometryUpdate(.iOS(interfaceOrientations: portrait ? .portrait : .landscapeRight))
                    }
                }
                """
            return try ConsistentWorldsTests.said(swift, plist: Self.plist).filter { $0.severity != .info }.map {
                "\($0.rule):\($0.line)"
            }
        }
        #expect(try said("@objcMembers").contains("geometry-request-refused:9"))
        let objc = try said("@objc", member: "@objc ")
        #expect(objc.contains("geometry-request-refused:9"), "\(objc)")
        let plain = try said("")
        #expect(!plain.contains { $0.hasPrefix("geometry-request-refused") }, "\(plain)")
    }
}
