import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 37's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound37Tests {
    /// A screen that declares the app delegate's mask method (a delegate's method copied into a controller, as
    /// DigitalOhana's sign-in screen did) is never asked it: `misspelled-member` says so, in both languages, and the
    /// app delegate's mask is not taken from it (it was, and a portrait-upside-down "delegate" then claimed a crash).
    /// An app delegate whose class is named like a controller (cocos2d's `AppController`) keeps its mask.
    @Test func theDelegatesMaskMethodInAScreen() throws {
        let swift =
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = SignIn()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                class SignIn: UIViewController {
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        return .portraitUpsideDown
                    }
                }
                """
        let read = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(read.classes["SignIn"]?.misspelled.map(\.meant) == ["supportedInterfaceOrientations"])
        #expect(read.appDelegateMask == nil)
        let said = try ConsistentWorldsTests.said(swift)
        #expect(!said.contains { $0.rule == "no-common-orientation" }, "\(said)")
        let objc = """
            @implementation PickerViewController
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            @implementation AppController
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskLandscape;
            }
            @end
            """
        let model = CodeReader.read([(path: "App.m", text: objc)], module: "App")
        #expect(model.classes["PickerViewController"]?.misspelled.map(\.meant) == ["supportedInterfaceOrientations"])
        #expect(model.appDelegateMask?.kind == .exact(24))
    }

    /// A push or presentation sent to another controller the method holds is that controller's: the app delegate's
    /// `[self.root.navigationController pushViewController:intro …]` pushes onto the stack that holds `root` (OsmAnd's
    /// first-launch intro over a navigation controller that forwards nothing), `root.present(x, …)` presents from
    /// `root`. The site was the app delegate's, which nothing shows, so the intro was checked as a presentation and
    /// the stack's decision was never said. A push to its own stack stays the running class's.
    @Test func aShowSentToAnotherControllerIsThatControllers() throws {
        let objc = """
            @interface Home : UIViewController
            @end
            @interface Intro : UIViewController
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                _root = [[Home alloc] init];
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:_root];
                [self.window makeKeyAndVisible];
                Intro *intro = [[Intro alloc] init];
                [self.root.navigationController pushViewController:intro animated:NO];
                [_root presentViewController:[[Sheet alloc] init] animated:YES completion:nil];
                return YES;
            }
            @end
            @implementation Home
            - (void)next { [self.navigationController pushViewController:[[Sheet alloc] init] animated:YES]; }
            @end
            @implementation Intro
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
            @end
            """
        let model = CodeReader.read([(path: "Starter.m", text: objc)], module: "App")
        let shows = model.sites.filter { $0.kind != .root }.map { "\($0.kind):\($0.shown) in \($0.inClass ?? "-")" }
        #expect(shows == ["push:Intro in Home", "present:Sheet in Home", "push:Sheet in Home"], "\(shows)")
        let said = try ConsistentWorldsTests.said("", objC: ["App/Starter.m": objc])
        #expect(said.contains { $0.rule == "container-ignores-child" && $0.line == 21 }, "\(said)")
        let swift =
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        let home = Home()
                        window?.rootViewController = UINavigationController(rootViewController: home)
                        window?.makeKeyAndVisible()
                        home.navigationController?.pushViewController(Intro(), animated: false)
                        return true
                    }
                }
                class Home: UIViewController {}
                class Intro: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
        let read = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(read.sites.filter { $0.kind == .push }.map(\.inClass) == ["Home"])
        let swiftSaid = try ConsistentWorldsTests.said(swift)
        #expect(swiftSaid.contains { $0.rule == "container-ignores-child" && $0.line == 16 }, "\(swiftSaid)")
    }
}
