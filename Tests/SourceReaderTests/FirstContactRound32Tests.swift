import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 32's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound32Tests {
    /// A window the app's launch makes, gives a root and makes key and visible is the app's main window, whatever
    /// its name (MAME4iOS's `deviceWindow`: its emulator controller was set aside as the root of "a window of its
    /// own", and none of its answers was checked). A window named otherwise that the launch does not make key (an
    /// alert's) stays a window of its own, in both languages.
    @Test func theWindowTheLaunchMakesKeyIsTheMainOne() throws {
        let objc = """
            @implementation Starter
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                deviceWindow = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                [deviceWindow setRootViewController:[[ArcadeController alloc] init]];
                [deviceWindow makeKeyAndVisible];
                return YES;
            }
            @end
            @implementation OldStarter
            - (void)applicationDidFinishLaunching:(UIApplication *)application {
                m_window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                m_window.rootViewController = [[GameController alloc] init];
                [m_window makeKeyAndVisible];
            }
            - (void)showBanner {
                bannerWindow = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                [bannerWindow setRootViewController:[[BannerController alloc] init]];
                [bannerWindow makeKeyAndVisible];
            }
            @end
            """
        let swift = """
            class Starter: UIResponder, UIApplicationDelegate {
                var screenWindow: UIWindow?
                var toastWindow: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    screenWindow = UIWindow(frame: UIScreen.main.bounds)
                    screenWindow?.rootViewController = ArcadeController()
                    screenWindow?.makeKeyAndVisible()
                    return true
                }
                func toast() {
                    toastWindow = UIWindow(frame: UIScreen.main.bounds)
                    toastWindow?.rootViewController = BannerController()
                    toastWindow?.makeKeyAndVisible()
                }
            }
            """
        for (path, text) in [("Starter.m", objc), ("Starter.swift", swift)] {
            let model = CodeReader.read([(path: path, text: text)], module: "App")
            let roots = model.sites.filter { $0.kind == .root }.map(\.shown)
            let expected = path.hasSuffix(".m") ? ["ArcadeController", "GameController"] : ["ArcadeController"]
            #expect(roots == expected, "\(path): \(roots)")
        }
    }

    /// A root the scene delegate takes from another type's property through a local (`let root =
    /// RootViewController.instance; window.rootViewController = root`) is that property's class (Swae's root was
    /// "not seen"), and a window made for an external display (in a function named for one, or kept in a property
    /// named for one) is no root of the app (Swae's external screen was taken for its root).
    @Test func aRootFromAStaticPropertyAndAnExternalDisplaysWindow() throws {
        let swift = """
            class ShellController: UIViewController {
                static let instance = ShellController()
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    let window = UIWindow(windowScene: windowScene)
                    let root = ShellController.instance
                    window.rootViewController = root
                    self.window = window
                    window.makeKeyAndVisible()
                }
            }
            class Studio {
                var mirrorWindow: UIWindow?
                var externalScreenWindow: UIWindow?
                func externalMonitorConnected(windowScene: UIWindowScene) {
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: MirrorView())
                    mirrorWindow = window
                }
                func attach(windowScene: UIWindowScene) {
                    let window = UIWindow(windowScene: windowScene)
                    window.rootViewController = UIHostingController(rootView: MirrorView())
                    externalScreenWindow = window
                }
            }
            """
        let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }
        #expect(roots.map(\.shown) == ["ShellController"])
        let external = model.notes.filter { $0.message.contains("the root of a window on an external screen") }
        #expect(external.compactMap(\.source?.line) == [20, 25])
    }

    /// A root controller whose answer is the app delegate's lock, or a constant that holds every value the lock
    /// takes (`player != nil ? .allButUpsideDown : lock`), allows what the lock allows whatever else it reads: a
    /// change of `player` changes no orientation UIKit allows (Swae's two false lines), while a change of the lock
    /// itself is still said. The control: a root whose constant does not hold every lock value.
    @Test func aControllerCappedByTheDelegatesLockChangesNothing() throws {
        func changes(_ constant: String) -> [Int] {
            let swift = """
                class AppDelegate: NSObject, UIApplicationDelegate {
                    static var lock: UIInterfaceOrientationMask = .portrait
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        AppDelegate.lock
                    }
                }
                class ShellController: UIViewController {
                    var player: UIViewController?
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if player != nil { return \(constant) }
                        return AppDelegate.lock
                    }
                    @objc func open(_ controller: UIViewController) { player = controller }
                    @objc func close() { player = nil }
                    @objc func camera() { AppDelegate.lock = .landscapeRight }
                }
                let screens: [AnyClass] = [ShellController.self]
                """
            let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
            return model.unannouncedChanges.compactMap(\.change.line).sorted()
        }
        // Line 15 changes the lock itself (said for the delegate and the shell); 13 and 14 only `player`.
        #expect(Set(changes(".allButUpsideDown")) == [15])
        #expect(Set(changes(".portrait")) == [13, 14, 15])
    }

    /// A navigation controller that forwards `shouldAutorotate` alone, through an optional binding and a fallback
    /// (`if let answer = topViewController?.shouldAutorotate { return answer } else { return true }`), and answers
    /// its own mask: its top's NO is asked, so "the container never asks the child's shouldAutorotate" is false
    /// (Expo1900's bug, round 32's bugs). The control forwards nothing: the claim stays.
    @Test func aContainerThatForwardsShouldAutorotateAlone() throws {
        func app(_ forward: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            window?.rootViewController = Navigation(rootViewController: FrontViewController())
                            return true
                        }
                    }
                    final class Navigation: UINavigationController {
                        \(forward)
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.all] }
                    }
                    final class FrontViewController: UIViewController {
                        override var shouldAutorotate: Bool { return false }
                    }
                    """, plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "14.0"))
        }
        let forwarded = try app(
            """
            override var shouldAutorotate: Bool {
                if let answer = self.topViewController?.shouldAutorotate { return answer } else { return true }
            }
            """)
        #expect(forwarded.allSatisfy { $0.rule != "container-ignores-child" }, Comment(rawValue: "\(forwarded)"))
        let control = try app("")
        #expect(control.contains { $0.rule == "container-ignores-child" }, Comment(rawValue: "\(control)"))
    }
}
