import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 33's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound33Tests {
    /// A window root a class's own factory makes (`RootTab.instance()`, a `class func instance() -> Self` its
    /// superclass declares) is that class; a navigation controller made with an app's own initializer named for its
    /// root (`Stack(rootAppViewController: Front())`) starts with that root. OnlyOffice's root was "not found" and
    /// its stacks were taken for empty ones.
    @Test func aRootAFactoryMakesAndAStackRootAnInitializerNames() throws {
        let swift = """
            class BaseTab: UITabBarController {
                class func instance() -> Self {
                    UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Root") as! Self
                }
            }
            class RootTab: BaseTab {}
            class Front: UIViewController {}
            class Stack: UINavigationController {}
            extension UINavigationController {
                convenience init(rootAppViewController: UIViewController) {
                    self.init(rootViewController: rootAppViewController)
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = RootTab.instance()
                    window?.makeKeyAndVisible()
                }
            }
            class Opener: UIViewController {
                func open() {
                    present(Stack(rootAppViewController: Front()), animated: true)
                    let hosting = UINavigationController(rootViewController: UIHostingController(rootView: Text("")))
                    present(hosting, animated: true)
                }
            }
            """
        let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(model.sites.filter { $0.kind == .root }.map(\.shown) == ["RootTab"])
        let presented = model.sites.filter { $0.kind == .present }.map { "\($0.shown) \($0.navigationRoot ?? "-")" }
        #expect(presented == ["Stack Front", "UINavigationController UIHostingController"])
    }

    /// A Swift container forwards through an optional chain with fallbacks (`topViewController?.x ?? […]`, `??
    /// super.x`): with an empty stack it answers its fallbacks, never nil messaging's zeros, so no crash is claimed
    /// (OnlyOffice's five false errors). The control forwards in Objective-C, where a message to nil answers 0:
    /// the error stays.
    @Test func aSwiftForwardWithNoChildAnswersItsFallbacks() throws {
        let swiftStack = """
            final class Stack: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    topViewController?.supportedInterfaceOrientations ?? [.portrait, .landscape]
                }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
                    topViewController?.preferredInterfaceOrientationForPresentation ?? super.preferredInterfaceOrientationForPresentation
                }
            }
            """
        let opener = """
                func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window = UIWindow()
                    window?.rootViewController = Opener()
                    return true
                }
            }
            final class Opener: UIViewController {
                func open() {
                    let stack = Stack()
                    stack.modalPresentationStyle = .fullScreen
                    present(stack, animated: true)
                }
            }
            """
        let swift = try ConsistentWorldsTests.said(ConsistentWorldsTests.launch + opener + swiftStack)
        #expect(swift.allSatisfy { $0.rule != "forwarding-to-nil-child" }, Comment(rawValue: "\(swift)"))
        let objC = try ConsistentWorldsTests.said(
            ConsistentWorldsTests.launch + opener,
            objC: [
                "App/Stack.h": "@interface Stack : UINavigationController\n@end\n",
                "App/Stack.m": """
                @implementation Stack
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return [self.topViewController supportedInterfaceOrientations];
                }
                - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                    return [self.topViewController preferredInterfaceOrientationForPresentation];
                }
                @end
                """,
            ])
        #expect(
            objC.contains { $0.rule == "forwarding-to-nil-child" && $0.severity == .error },
            Comment(rawValue: "\(objC)"))
    }

    /// A portrait screen wrapped in a plain navigation controller and presented as a form sheet on iPhone: the sheet
    /// does not decide, and the container would not ask the screen either, so the screen turns with the presenter
    /// (Focus's widget tutorial, round 33's bugs). Said at the presentation; the control presents the screen full
    /// screen itself, which decides.
    @Test func aPortraitScreenInAPlainStackPresentedAsASheet() throws {
        func app(_ presentation: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            window?.rootViewController = Browser()
                            return true
                        }
                    }
                    final class Tutorial: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    final class Browser: UIViewController {
                        func showTutorial() {
                            \(presentation)
                        }
                    }
                    """, plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "14.0"))
        }
        let sheet = try app(
            """
            let controller = UINavigationController(rootViewController: Tutorial())
                            controller.modalPresentationStyle = .formSheet
                            present(controller, animated: true)
            """)
        #expect(sheet.contains { $0.rule == "sheet-does-not-force-orientation" }, Comment(rawValue: "\(sheet)"))
        let fullScreen = try app(
            """
            let controller = Tutorial()
                            controller.modalPresentationStyle = .fullScreen
                            present(controller, animated: true)
            """)
        #expect(
            fullScreen.allSatisfy { $0.rule != "sheet-does-not-force-orientation" }, Comment(rawValue: "\(fullScreen)"))
    }

    /// The app delegate's mask reads a setting through a receiver (`Storage.shared.forcePortraitMode.value`): a
    /// change of another setting's `value` (`Storage.shared.alarmVolume.value`) is no change of it, though both are
    /// one type's property (round 34's LoopFollow: 375 false lines, one per `value` of the module). The setting's own
    /// change is still said.
    @Test func aDelegateReadThroughAnInstancesPropertyIsThatInstances() throws {
        let swift = """
            final class Setting<T> {
                var value: T
                init(_ value: T) { self.value = value }
            }
            final class Storage {
                static let shared = Storage()
                let forcePortraitMode = Setting(false)
                let alarmVolume = Setting(3)
            }
            class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    let forcePortrait = Storage.shared.forcePortraitMode.value
                    if forcePortrait { return .portrait } else { return .all }
                }
            }
            final class SettingsScreen: UIViewController {
                func portrait(_ on: Bool) { Storage.shared.forcePortraitMode.value = on }
                func louder() { Storage.shared.alarmVolume.value = 5 }
            }
            let screens: [AnyClass] = [SettingsScreen.self]
            """
        let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(model.unannouncedChanges.compactMap(\.change.line) == [17])
    }
}
