import OrientationResolver
import Testing

@testable import SourceReader

/// The causes round 61's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound61Tests {
    /// An iPhone app from iOS 16 whose app delegate turns only when a flag is 1, with a web screen that changes it.
    static func app(launch: String, screen: String) throws -> ConsistentWorldsTests.Said {
        try ConsistentWorldsTests.said(
            "",
            objC: [
                "App/main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }",
                "App/AppDelegate.h": """
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (nonatomic, assign) NSInteger turns;
                @end
                """,
                "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                    \(launch)
                    self.window.rootViewController = [[UINavigationController alloc]
                        initWithRootViewController:[[ArticleScreen alloc] init]];
                    [self.window makeKeyAndVisible];
                    return YES;
                }
                - (UIInterfaceOrientationMask)application:(UIApplication *)application
                    supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                    if (self.turns == 1) { return UIInterfaceOrientationMaskAllButUpsideDown; }
                    return UIInterfaceOrientationMaskPortrait;
                }
                @end
                """,
                "App/ArticleScreen.m": """
                @implementation ArticleScreen
                \(screen)
                @end
                """,
            ])
    }

    /// CcwbNews' flag: an integer the launch sets to 0 in its own statements starts at 0, so a screen that sets it
    /// back to 0 where the only change away from it goes unannounced changes nothing UIKit holds: a note. The change
    /// away stays a warning; the control sets the flag at launch only in a branch, so where it starts is not known.
    @Test func aValueTheLaunchGivesIsTheOneAFlagStartsWith() throws {
        let screen = """
            - (void)viewWillAppear:(BOOL)animated {
                AppDelegate *app = (AppDelegate *)[[UIApplication sharedApplication] delegate];
                app.turns = 0;
            }
            - (void)enterFullScreen {
                AppDelegate *app = (AppDelegate *)[[UIApplication sharedApplication] delegate];
                app.turns = 1;
            }
            """
        // The warnings and errors said, by line (a note is not among them).
        func said(_ launch: String) throws -> [Int: Finding.Severity] {
            var said: [Int: Finding.Severity] = [:]
            for (rule, line, severity) in try Self.app(launch: launch, screen: screen)
            where rule == "mask-change-not-announced" {
                said[line] = severity
            }
            return said
        }
        #expect(try said("self.turns = 0;") == [8: .warning])
        #expect(try said("if (options) { self.turns = 0; }") == [4: .warning, 8: .warning])
    }

    /// StarTV's and CcwbNews' forced rotation: UIDevice's private `setOrientation:` called through an NSInvocation
    /// (or `performSelector:`) is the setter iOS 16 ignores, with the value the invocation's argument is given, a
    /// method's parameter included. The control's invocation calls another selector.
    @Test func theOrientationSetterThroughAnInvocation() throws {
        func setters(_ selector: String, value: String = "UIInterfaceOrientationLandscapeRight") throws -> [Int] {
            let screen = """
                - (void)turnTo:(UIDeviceOrientation)orientation {
                    if ([[UIDevice currentDevice] respondsToSelector:@selector(\(selector))]) {
                        SEL selector = NSSelectorFromString(@"\(selector)");
                        NSInvocation *invocation = [NSInvocation invocationWithMethodSignature:
                            [UIDevice instanceMethodSignatureForSelector:selector]];
                        [invocation setSelector:selector];
                        [invocation setTarget:[UIDevice currentDevice]];
                        int val = \(value);
                        [invocation setArgument:&val atIndex:2];
                        [invocation invoke];
                    }
                }
                """
            return try Self.app(launch: "", screen: screen).filter { $0.rule == "device-orientation-setter-ignored" }
                .map(\.line).uniqued()
        }
        #expect(try setters("setOrientation:") == [10])
        #expect(try setters("setOrientation:", value: "orientation") == [10])
        #expect(try setters("setBatteryMonitoringEnabled:").isEmpty)
        let performed = try Self.app(
            launch: "",
            screen: """
                - (void)viewDidAppear:(BOOL)animated {
                    [[UIDevice currentDevice] performSelector:@selector(setOrientation:)
                        withObject:@(UIInterfaceOrientationLandscapeLeft)];
                }
                """)
        #expect(performed.filter { $0.rule == "device-orientation-setter-ignored" }.map(\.line).uniqued() == [3])
    }
    /// IPB's picker flag: the app delegate's flag is set by a class method that a helper calls in a one-statement
    /// body, and the screen calls the helper just before it dismisses the picker, which makes UIKit read the masks
    /// again: a note, as a change the same function follows with a dismissal. The control's helper does more than pass
    /// the call on, so what follows its calls is not known to follow the change.
    @Test func aDismissalAfterAHelperThatPassesTheChangeOn() throws {
        func said(helper: String) throws -> [Int] {
            try ConsistentWorldsTests.said(
                """
                import UIKit
                class Gallery: UIViewController, UIImagePickerControllerDelegate {
                    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
                        Helpers.choosing(false)
                        dismiss(animated: true, completion: nil)
                    }
                }
                """,
                objC: [
                    "App/main.m":
                        "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }",
                    "App/AppDelegate.m": """
                    @implementation AppDelegate
                    static BOOL _isPlaying = NO;
                    + (BOOL)isPlaying {
                        return _isPlaying;
                    }
                    + (void)setPlaying:(BOOL)playing {
                        _isPlaying = playing;
                    }
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        self.window.rootViewController = [[UINavigationController alloc]
                            initWithRootViewController:[[Gallery alloc] init]];
                        return YES;
                    }
                    - (UIInterfaceOrientationMask)application:(UIApplication *)application
                        supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                        if (_isPlaying) { return UIInterfaceOrientationMaskAll; }
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """,
                    "App/Helpers.m": """
                    @implementation Helpers
                    + (void)choosing:(BOOL)on {
                        \(helper)
                    }
                    @end
                    """,
                ]
            ).filter { $0.rule == "mask-change-not-announced" }.map(\.line).uniqued()
        }
        #expect(try said(helper: "[AppDelegate setPlaying:on];").isEmpty)
        #expect(try said(helper: "[AppDelegate setPlaying:on]; [self countChoice];") == [7])
    }
    /// Modizer's and StarTV's iOS 5 callbacks: a controller that answers only `shouldAutorotateToInterfaceOrientation:`
    /// and that nothing the reader sees shows (a property's type names it) is checked as presented full screen, where the callback's lost answer
    /// would decide; pushed into a stack that does not ask it, it decides nothing: a note. The control presents it
    /// from the root, where it decides: a warning.
    @Test func aLostCallbackOfAClassNothingShowsIsANote() throws {
        func said(_ launch: String) throws -> [Int] {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/main.m":
                        "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }",
                    "App/AppDelegate.m": """
                    @interface Home : UIViewController
                    @property (nonatomic, strong) Listing *listing;
                    @end
                    @interface Listing : UIViewController
                    @end
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        Home *home = [[Home alloc] init];
                        self.window.rootViewController = home;
                        \(launch)
                        return YES;
                    }
                    @end
                    @implementation Home
                    @end
                    @implementation Listing
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return orientation == UIInterfaceOrientationPortrait;
                    }
                    @end
                    """,
                ]
            ).filter { $0.rule == "legacy-callback-ignored" }.map(\.line).uniqued()
        }
        #expect(try said("").isEmpty)
        #expect(try said("[home presentViewController:[[Listing alloc] init] animated:NO completion:nil];") == [18])
    }
    /// RamblerIT's helper (round 62): UIDevice's setter in a one-argument method, given the method's parameter, takes
    /// the constant every message of the method passes. Here the root allows portrait alone and the one message passes
    /// portrait: the interface is in it already, and ignoring the setter changes nothing. The controls pass landscape,
    /// or a value the reader cannot see, from a root that allows landscape: the setter is said. (Landscape asked of a
    /// root that allows portrait alone turns on no version: not said, since round 64.)
    @Test func aSetterGivenAHelpersParameterTakesItsMessagesConstant() throws {
        func said(_ passed: String, mask: String = "UIInterfaceOrientationMaskPortrait") throws -> [String] {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[Home alloc] init]"),
                    "App/Home.h": "@interface Home : UIViewController\n@end\n",
                    "App/Home.m": """
                    @implementation Home
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return \(mask);
                    }
                    - (void)turnTo:(UIDeviceOrientation)orientation {
                        NSNumber *value = @(orientation);
                        [[UIDevice currentDevice] setValue:value forKey:@"orientation"];
                    }
                    - (void)viewDidAppear:(BOOL)animated {
                        [self turnTo:\(passed)];
                    }
                    @end
                    """,
                ]
            ).map(\.rule).filter { $0 == "device-orientation-setter-ignored" }
        }
        let turning = "UIInterfaceOrientationMaskAllButUpsideDown"
        #expect(try said("UIDeviceOrientationPortrait").isEmpty)
        #expect(try !said("UIDeviceOrientationLandscapeLeft", mask: turning).isEmpty)
        #expect(try !said("self.wanted", mask: turning).isEmpty)
        #expect(try said("UIDeviceOrientationLandscapeLeft").isEmpty)
    }
}

extension Array where Element: Hashable {
    /// The elements in order, each once (a finding said in several scenarios).
    fileprivate func uniqued() -> [Element] {
        var seen: Set<Element> = []
        return filter { seen.insert($0).inserted }
    }
}
