import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 31's first contact found (docs/precision.md, docs/bugs.md), each reduced in our own words.
@Suite struct FirstContactRound31Tests {
    /// An app delegate whose mask is a lock that starts portrait, and a hosting controller made with the orientation
    /// it keeps and gives the lock when it appears (CourtCam's shape, in our words).
    static let lockedHost = """
        class AppDelegate: NSObject, UIApplicationDelegate {
            var orientationLock = UIInterfaceOrientationMask.portrait
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                orientationLock
            }
        }
        class LockedHostingController<Content: View>: UIHostingController<Content> {
            private var orientation: UIInterfaceOrientationMask
            init(rootView: Content, orientation: UIInterfaceOrientationMask) {
                self.orientation = orientation
                super.init(rootView: rootView)
            }
            @objc required dynamic init?(coder aDecoder: NSCoder) { fatalError() }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { orientation }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                if let delegate = UIApplication.shared.delegate as? AppDelegate {
                    delegate.orientationLock = orientation
                }
            }
        }
        """

    /// An iOS 5 callback that tests the interface orientation it is given with UIDevice's macros or constants
    /// (`UIDeviceOrientationIsLandscape(o)`, `o == UIDeviceOrientationLandscapeLeft`) is read by their raw values,
    /// which are the interface orientation's (3 and 4 are the two landscapes; face up and down are none): SberAudit's
    /// dashboard said YES to both landscapes on iOS 5 and answers landscapeLeft alone from iOS 6. An unknown macro
    /// stays unread.
    @Test func theLegacyCallbackTestedWithUIDevicesMacros() throws {
        let objc = """
            @implementation DashboardController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                return UIDeviceOrientationIsLandscape(o);
            }
            @end
            @implementation UprightController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return UIDeviceOrientationIsPortrait(o); }
            @end
            @implementation LeftController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return o == UIDeviceOrientationLandscapeLeft; }
            @end
            @implementation FlatController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return o != UIDeviceOrientationFaceUp; }
            @end
            @implementation OtherController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return MyOrientationIsWide(o); }
            @end
            """
        let model = CodeReader.read([(path: "Dashboard.m", text: objc)], module: "App")
        let mask = UIInterfaceOrientationMask.self
        func legacy(_ name: String) -> CodeValue.Kind? {
            model.classes[name]?.shouldAutorotateToInterfaceOrientation?.kind
        }
        #expect(legacy("DashboardController") == .exact(mask.landscape))
        #expect(legacy("UprightController") == .exact(mask.portrait | mask.portraitUpsideDown))
        // UIDeviceOrientationLandscapeLeft is 3: UIInterfaceOrientationLandscapeRight's value.
        #expect(legacy("LeftController") == .exact(mask.landscapeRight))
        #expect(legacy("FlatController") == .exact(mask.all))
        guard case .unknown? = legacy("OtherController") else {
            Issue.record("an unknown macro is not read: \(String(describing: legacy("OtherController")))")
            return
        }
    }

    /// A SwiftUI App that installs no app delegate, whose Info.plist names no scene delegate, never makes the
    /// template's `SceneDelegate`: the root it sets in `scene(_:willConnectTo:options:)` is no root of the app, and
    /// what it shows is not checked as one (Keylapp: a portrait root against a landscape-only list, two false
    /// warnings). The control installs an app delegate, which may connect the scene delegate: the root stays.
    @Test func aSceneDelegateNothingConnectsSetsNoRoot() throws {
        let plist = """
            <plist><dict>
            <key>MinimumOSVersion</key><string>16.0</string>
            <key>UISupportedInterfaceOrientations</key><array>
            <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            </dict></plist>
            """
        func said(_ adaptor: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                """
                import SwiftUI
                import UIKit
                @main struct WordsApp: App {
                    \(adaptor)
                    var body: some Scene { WindowGroup { Text("Words") } }
                }
                class AppDelegate: NSObject, UIApplicationDelegate {}
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        guard let windowScene = scene as? UIWindowScene else { return }
                        let window = UIWindow(windowScene: windowScene)
                        window.rootViewController = WelcomeViewController()
                        self.window = window
                        window.makeKeyAndVisible()
                    }
                }
                class WelcomeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """, plist: plist)
        }
        let unconnected = try said("")
        #expect(unconnected.isEmpty, Comment(rawValue: "\(unconnected)"))
        let control = try said("@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate")
        #expect(control.contains { $0.rule == "no-common-orientation" }, Comment(rawValue: "\(control)"))
    }

    /// A lock given only the value it starts with never changes: a hosting controller made with
    /// `LockedHostingController(rootView: …, orientation: .portrait)` keeps the initializer's parameter in a stored
    /// property and gives it to the app delegate's lock when it appears (CourtCam). The initializer's parameter takes
    /// the values its calls pass, the bare property is the controller's own, and a mask with one value is no change
    /// to announce. The control makes a second controller with landscape: the lock changes, and the rule is said.
    @Test func aLockGivenOnlyItsOwnValueNeverChanges() throws {
        func said(_ second: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                """
                import SwiftUI
                import UIKit
                \(Self.lockedHost)
                @main struct CourtApp: App {
                    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                    var body: some Scene { WindowGroup { Text("Court") } }
                }
                struct Camera: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UIViewController {
                        LockedHostingController(rootView: Text("camera"), orientation: .portrait)
                    }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
                struct Player: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> UIViewController {
                        \(second)
                    }
                    func updateUIViewController(_ controller: UIViewController, context: Context) {}
                }
                let screens: [Any.Type] = [Camera.self, Player.self]
                """)
        }
        let constant = try said("LockedHostingController(rootView: Text(\"player\"), orientation: .portrait)")
        #expect(constant.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(constant)"))
        let control = try said("LockedHostingController(rootView: Text(\"player\"), orientation: .landscape)")
        #expect(control.contains { $0.rule == "mask-change-not-announced" }, Comment(rawValue: "\(control)"))
    }

    /// The same lock passed through a representable's stored property, given by its own initializer with a trailing
    /// closure (`OrientationLocked(orientation: .portrait) { … }` makes the controller with `orientation:
    /// orientation`), as CourtCam writes it: the value is still the one the lock starts with. The control passes
    /// landscape.
    @Test func aLockPassedThroughARepresentablesStoredProperty() throws {
        func said(_ orientation: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                """
                import SwiftUI
                import UIKit
                \(Self.lockedHost)
                @main struct CourtApp: App {
                    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                    var body: some Scene { WindowGroup { OrientationLocked(orientation: \(orientation)) { Text("court") } } }
                }
                struct OrientationLocked<Content: View>: UIViewControllerRepresentable {
                    let orientation: UIInterfaceOrientationMask
                    let content: Content
                    init(orientation: UIInterfaceOrientationMask, @ViewBuilder content: () -> Content) {
                        self.orientation = orientation
                        self.content = content()
                    }
                    func makeUIViewController(context: Context) -> LockedHostingController<Content> {
                        return LockedHostingController(rootView: content, orientation: orientation)
                    }
                    func updateUIViewController(_ controller: LockedHostingController<Content>, context: Context) {}
                }
                """)
        }
        let constant = try said(".portrait")
        #expect(constant.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(constant)"))
        let control = try said(".landscape")
        #expect(control.contains { $0.rule == "mask-change-not-announced" }, Comment(rawValue: "\(control)"))
    }
}
