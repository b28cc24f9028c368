import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 38's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound38Tests {
    /// The app delegate's mask method written in a category or an extension of UIKit's navigation controller (a
    /// copied snippet: Gitos-iPad's `@implementation UINavigationController (autorotate)`) is never asked:
    /// UIApplication asks its delegate alone. It is said (`misspelled-member`) and not taken for the delegate's mask,
    /// which it was, and then decided the iPad's orientations in every state.
    @Test func theDelegatesMaskMethodInACategoryOfAController() throws {
        let objc = """
            @implementation UINavigationController (autorotate)
            - (NSUInteger)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskAll;
            }
            @end
            """
        let model = CodeReader.read([(path: "App.m", text: objc)], module: "App")
        #expect(model.appDelegateMask == nil)
        #expect(
            model.classes.values.flatMap { $0.misspelled.map(\.meant) } == ["supportedInterfaceOrientations"],
            "\(model.classes.keys)")
        let swift = """
            import UIKit
            extension UINavigationController {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    return .all
                }
            }
            """
        let read = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(read.appDelegateMask == nil)
        #expect(read.classes.values.flatMap { $0.misspelled.map(\.meant) } == ["supportedInterfaceOrientations"])
    }

    /// A window given a controller's view and no root in an app that lists one orientation: portrait, nothing to
    /// turn; one landscape (gTar Play's landscape-only app on iOS 6), UIKit puts the interface in landscape and
    /// turns nothing in the window, so the added view shows sideways (`window-without-root`, said at the
    /// `addSubview:`; it was silent for any one orientation).
    @Test func aRootlessWindowInALandscapeOnlyApp() throws {
        let objc = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.navigation = [[UINavigationController alloc] initWithRootViewController:[[Stage alloc] init]];
                [self.window addSubview:self.navigation.view];
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            @implementation Stage
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                return orientation == UIInterfaceOrientationLandscapeLeft;
            }
            @end
            """
        let header = "@interface Stage : UIViewController\n@end\n"
        func plist(_ orientation: String) -> String {
            """
            <plist><dict>
            <key>MinimumOSVersion</key><string>6.0</string>
            <key>UISupportedInterfaceOrientations</key><array><string>\(orientation)</string></array>
            </dict></plist>
            """
        }
        let landscape = try ConsistentWorldsTests.said(
            "", plist: plist("UIInterfaceOrientationLandscapeLeft"),
            objC: ["App/AppDelegate.m": objc, "App/Stage.h": header])
        #expect(landscape.contains { $0.rule == "window-without-root" && $0.line == 4 }, "\(landscape)")
        let portrait = try ConsistentWorldsTests.said(
            "", plist: plist("UIInterfaceOrientationPortrait"),
            objC: ["App/AppDelegate.m": objc, "App/Stage.h": header])
        #expect(!portrait.contains { $0.rule == "window-without-root" }, "\(portrait)")
    }

    /// A window root given from a local that the branches of an `if`/`else` make differently (Tvuoo's launch: a
    /// navigation controller over the home screen when online, over an offline screen otherwise) is each branch's,
    /// on the branch's idiom when the `if` tests it; it was the last branch's alone, and the home screen's pushes
    /// and presentations were then taken for no reachable screen's.
    @Test func aRootMadeInTheBranchesOfAnIf() {
        let objc = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                Stack *stack = nil;
                if ([self online]) {
                    stack = [[Stack alloc] initWithRootViewController:[[Home alloc] init]];
                } else {
                    stack = [[Stack alloc] initWithRootViewController:[[Offline alloc] init]];
                }
                self.window.rootViewController = stack;
                Stack *other = nil;
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
                    other = [[Stack alloc] initWithRootViewController:[[PadHome alloc] init]];
                } else {
                    other = [[Stack alloc] initWithRootViewController:[[Home alloc] init]];
                }
                self.window.rootViewController = other;
                return YES;
            }
            @end
            """
        let model = CodeReader.read([(path: "App.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map {
            "\($0.navigationRoot ?? "-"):\($0.idiom.map { "\($0)" } ?? "any")"
        }
        #expect(roots == ["Home:any", "Offline:any", "PadHome:pad", "Home:phone"], "\(roots)")
    }
}
