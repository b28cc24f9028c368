import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 35's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound35Tests {
    /// A condition that gives the idiom to a function (`policy.allowsLandscape(isPad: idiom == .pad)`) does not test
    /// the idiom itself: what the function makes of it is not read, so the branch is on no idiom. Prismedia's guard
    /// returned on iPad through such a function, and reading it as "after this, iPad" put its request on the iPad.
    /// A string the condition tests (`model.hasPrefix("iPad")`) still names the device.
    @Test func anIdiomGivenToAFunctionIsNoIdiomTest() {
        #expect(idiomTested(by: "Policy.allowsLandscape(isPad: UIDevice.current.userInterfaceIdiom == .pad)") == nil)
        #expect(idiomTested(by: "layout(for: isPad)") == nil)
        #expect(idiomTested(by: "[self layoutFor: UI_USER_INTERFACE_IDIOM ( ) == UIUserInterfaceIdiomPad]") != nil)
        #expect(idiomTested(by: "UIDevice.current.model.hasPrefix(\"iPad\")")?.idiom == .pad)
        #expect(idiomTested(by: "UI_USER_INTERFACE_IDIOM ( ) == UIUserInterfaceIdiomPad")?.idiom == .pad)
        #expect(idiomTested(by: "(UIDevice.current.userInterfaceIdiom == .phone)")?.idiom == .phone)
        #expect(idiomTested(by: "isPad()")?.idiom == .pad)
    }

    /// An Objective-C window root given from a property in another method (NovelReader swaps its root to the reader's
    /// deck inside an animation block) is the class the code makes that property as, else the class its `@property`
    /// declares; it was a nib outlet "not seen", and the reader's screen went unchecked. A property no code makes and
    /// none declares stays a possible outlet, as before.
    @Test func anObjectiveCRootFromAPropertyIsTheClassItIsMadeAs() throws {
        let objc = """
            @interface Starter : UIResponder <UIApplicationDelegate>
            @property (strong, nonatomic) UIViewController* readerDeck;
            @property (strong, nonatomic) Shelf *shelf;
            @end
            @implementation Starter
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                self.readerDeck = [[Deck alloc] init];
                self.window.rootViewController = self.shelf;
                [self.window makeKeyAndVisible];
                return YES;
            }
            - (void)openReader {
                [UIView transitionWithView:self.window duration:0.3 options:0 animations:^{
                    self.window.rootViewController = self.readerDeck;
                } completion:nil];
            }
            - (void)openOther {
                self.window.rootViewController = self.unknownController;
            }
            @end
            @interface Deck : UIViewController
            @end
            @implementation Deck
            - (BOOL)shouldAutorotate { return NO; }
            @end
            @interface Shelf : UIViewController
            @end
            @implementation Shelf
            @end
            """
        let model = CodeReader.read([(path: "Starter.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map(\.shown)
        #expect(roots == ["Shelf", "Deck"], "\(roots)")
        #expect(
            model.notes.map(\.message) == [
                "unknownController is neither made where the reader can see it nor connected by a nib's outlet, so this root is not checked"
            ])
    }

    /// A window root given by an `if` or a `switch` expression (Swift 5.9: `= if onboarded { Tabs() } else {
    /// Intro() }`) is each branch's controller, as the same assignment in each branch of an `if` statement is; one a
    /// function of the same file makes and returns (`= makeRoot()`) is the class it makes, as a container's children are.
    /// Folium's root was "not found", and its tab bar's portrait child was checked as a presentation over nothing.
    @Test func aRootGivenByAnIfOrASwitchExpression() throws {
        let swift = """
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                var mode = 0
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    window?.rootViewController = if UserDefaults.standard.bool(forKey: "onboarded") {
                        Tabs()
                    } else if mode == 2 {
                        UINavigationController(rootViewController: Intro())
                    } else {
                        Intro()
                    }
                    window?.makeKeyAndVisible()
                }
                func reset() {
                    window?.rootViewController = switch mode {
                    case 1: Tabs()
                    default: Player()
                    }
                }
                func unread() {
                    window?.rootViewController = if mode == 3 { let made = Tabs(); made } else { Intro() }
                }
                func made() {
                    window?.rootViewController = makeRoot()
                    window?.rootViewController = self.makeStack()
                }
                func makeRoot() -> UIViewController {
                    let tabs = Tabs()
                    tabs.viewControllers = [Intro()]
                    return tabs
                }
                func makeStack() -> UIViewController { UINavigationController(rootViewController: Intro()) }
            }
            """
        let model = CodeReader.read([(path: "Scene.swift", text: swift)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map {
            "\($0.shown)\($0.navigationRoot.map { ">" + $0 } ?? "")"
        }
        #expect(
            roots == [
                "Tabs", "UINavigationController>Intro", "Intro", "Tabs", "Player", "Tabs",
                "UINavigationController>Intro",
            ],
            "\(roots)")
    }

    /// A navigation controller made empty and given its first controller by a push in a branch on the idiom (Mumble's
    /// launch: the iPad's welcome screen, the iPhone's another) has that root on that idiom; the iPad's screen
    /// answered only the iOS 5 callback (landscape) in a portrait app, so the screen turned on iOS 5.1 and stays
    /// portrait from iOS 6. The difference is said at that callback's line, which decides before iOS 6 and is never
    /// called from it (it was said at the window's root, or not at all).
    @Test func aStackRootPushedPerIdiomAndTheLegacyAnswerAcrossIOS6() throws {
        let objc = """
            @implementation Starter
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                _window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                _stack = [[UINavigationController alloc] init];
                UIViewController *first = nil;
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
                    first = [[PadWelcome alloc] init];
                    [_stack pushViewController:first animated:YES];
                } else {
                    first = [[PhoneWelcome alloc] init];
                    [_stack pushViewController:first animated:YES];
                }
                [_window setRootViewController:_stack];
                [_window makeKeyAndVisible];
                return YES;
            }
            @end
            @implementation PadWelcome
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                return UIInterfaceOrientationIsLandscape(orientation);
            }
            @end
            @implementation PhoneWelcome
            @end
            """
        let model = CodeReader.read([(path: "Starter.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map {
            "\($0.navigationRoot ?? "-"):\($0.idiom.map { "\($0)" } ?? "any")"
        }
        #expect(roots == ["PhoneWelcome:phone", "PadWelcome:pad"], "\(roots)")
        let plist = """
            <plist><dict>
            <key>MinimumOSVersion</key><string>5.1</string>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """
        let said = try ConsistentWorldsTests.said("", plist: plist, objC: ["App/Starter.m": objc])
        #expect(said.contains { $0.rule == "os-version-differs" && $0.line == 20 }, "\(said)")
    }

    /// A forwarding tab bar that gives itself its tabs in code the reader does not list (`[self
    /// addChildViewController:nav]` in a loop over class names, `addChild(_:)`, a mapped list) has children: that it
    /// has none is an assumption, so its forward to a nil child is a note, never the error it was (WeChat's tab bar,
    /// round 36). A tab bar whose code gives it an empty list still forwards to nil, as before; one that no code
    /// the reader reads gives tabs at all gets them from code it does not see (round 41's Theweddingceremonylive).
    @Test func childrenTheReaderDoesNotListAreNoEmptyContainer() throws {
        func objc(adding: String) -> String {
            """
            @implementation Starter
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                self.window.rootViewController = [[Tabs alloc] init];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            @implementation Tabs
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(adding)
            }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [self.selectedViewController supportedInterfaceOrientations];
            }
            - (BOOL)shouldAutorotate {
                return [self.selectedViewController shouldAutorotate];
            }
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                return [self.selectedViewController preferredInterfaceOrientationForPresentation];
            }
            @end
            @interface Tabs : UITabBarController
            @end
            @implementation Screen
            - (void)open {
                [self presentViewController:[[Player alloc] init] animated:YES completion:nil];
            }
            @end
            """
        }
        let loop = """
            for (NSString *name in @[@"Feed", @"Me"]) {
                    UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:[NSClassFromString(name) new]];
                    [self addChildViewController:nav];
                }
            """
        let said = try ConsistentWorldsTests.said("", objC: ["App/Starter.m": objc(adding: loop)])
        #expect(!said.contains { $0.rule == "forwarding-to-nil-child" && $0.severity != .info }, "\(said)")
        let empty = try ConsistentWorldsTests.said(
            "", objC: ["App/Starter.m": objc(adding: "self.viewControllers = @[];")])
        #expect(empty.contains { $0.rule == "forwarding-to-nil-child" && $0.severity == .warning }, "\(empty)")
        // Nothing the reader reads gives it tabs: they come from code it does not see, so none is assumed (round 41).
        let none = try ConsistentWorldsTests.said("", objC: ["App/Starter.m": objc(adding: "self.title = @\"Tabs\";")])
        #expect(!none.contains { $0.rule == "forwarding-to-nil-child" && $0.severity != .info }, "\(none)")
    }

    /// A tab bar that forwards through a child's navigation stack (`(selectedViewController as?
    /// UINavigationController)?.viewControllers.first ?? selectedViewController`, the issue's own example and
    /// nightguard's fix) asks the stack's root: the plain navigation controller no longer stands between the tab bar
    /// and the root's portrait. Forwarding to the child itself still meets the plain stack, which ignores its root.
    @Test func aForwardThroughAChildsStack() throws {
        func swift(_ child: String) -> String {
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = Tabs()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                class Tabs: UITabBarController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        viewControllers = [UINavigationController(rootViewController: Alarm())]
                    }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                        if let selectedViewController = \(child) {
                            return selectedViewController.supportedInterfaceOrientations
                        }
                        return .allButUpsideDown
                    }
                }
                class Alarm: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
        }
        let through = try ConsistentWorldsTests.said(
            swift(
                "(selectedViewController as? UINavigationController)?.viewControllers.first ?? selectedViewController"))
        #expect(!through.contains { $0.rule == "container-ignores-child" }, "\(through)")
        let top = try ConsistentWorldsTests.said(
            swift(
                "(self.selectedViewController as? UINavigationController)?.topViewController ?? self.selectedViewController"
            ))
        #expect(!top.contains { $0.rule == "container-ignores-child" }, "\(top)")
        let direct = try ConsistentWorldsTests.said(swift("self.selectedViewController"))
        #expect(direct.contains { $0.rule == "container-ignores-child" }, "\(direct)")
        #expect(
            CodeValue.throughStack("(selected as? UINavigationController)?.viewControllers.first")! == (
                "selected", CodeValue.stackRoot
            ))
        #expect(CodeValue.throughStack("(selected as? UIPageViewController)?.viewControllers.first ?? selected") == nil)
    }
}
