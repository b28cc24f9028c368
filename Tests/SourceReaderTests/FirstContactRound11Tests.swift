import Foundation
import OrientationResolver
import OrientationWire
@testable import SourceReader
import Testing
@testable import TestSupport

/// The misses and false findings found by the first-contact trials of the session of round 11 (docs/precision.md),
/// each reduced to a few lines in our own words, with a control.
@Suite struct FirstContactRound11Tests {
    /// A legacy callback that chooses its answer on a setting the app reads as it runs (xkcd's shipped bug: portrait
    /// alone when the user turns rotation off): each answer is a world the app can be in, and in the one where it says
    /// portrait, UIKit's default (all but upside down) rotates anyway. The control answers the same in both branches.
    @Test func aLegacyCallbackChoosingOnASettingIsCheckedInEachWorld() throws {
        func app(_ otherwise: String) throws -> [(rule: String, line: Int, severity: Finding.Severity)] {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.m": FirstContactTests.objCDelegate,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        return [Settings rotates] ? (o != UIInterfaceOrientationPortraitUpsideDown)
                                                  : (\(otherwise));
                    }
                    @end
                    """,
                ])
        }
        let said = try app("o == UIInterfaceOrientationPortrait")
        #expect(said.contains { $0.rule == "legacy-callback-ignored" && $0.line == 3 }, Comment(rawValue: "\(said)"))
        let same = try app("o != UIInterfaceOrientationPortraitUpsideDown")
        #expect(same.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(same)"))
    }

    /// A preferred orientation chosen on a state the app decides, one branch returning a mask constant (MIT Mobile's
    /// shipped crash: `UIInterfaceOrientationMaskLandscape`, 24, where an orientation belongs): in the world of that
    /// branch UIKit gets no orientation and crashes when it presents the controller full screen (a warning: the branch
    /// is one of two). The control returns orientations in both branches.
    @Test func aMaskConstantReturnedAsThePreferredOrientationInOneBranch() throws {
        func app(_ landscape: String) throws -> [(rule: String, line: Int, severity: Finding.Severity)] {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.m": FirstContactTests.objCDelegate,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (void)showMenu {
                        [self presentViewController:[[MenuViewController alloc] init] animated:YES completion:nil];
                    }
                    @end
                    """,
                    "App/MenuViewController.h": "@interface MenuViewController : UIViewController\n@end\n",
                    "App/MenuViewController.m": """
                    @implementation MenuViewController
                    - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                        if (self.comparing) {
                            return \(landscape);
                        }
                        return UIInterfaceOrientationPortrait;
                    }
                    @end
                    """,
                ])
        }
        let said = try app("UIInterfaceOrientationMaskLandscape")
        #expect(
            said.contains { $0.rule == "preferred-not-single-orientation" && $0.line == 4 && $0.severity == .warning },
            Comment(rawValue: "\(said)"))
        let control = try app("UIInterfaceOrientationLandscapeLeft")
        #expect(control.allSatisfy { $0.rule != "preferred-not-single-orientation" }, Comment(rawValue: "\(control)"))
    }

    /// A window that gets a controller's view and no root (iOctocat's, JasperMobile's and Baker's shipped bugs):
    /// nothing in it rotates, whatever the controllers answer. The controls: the same window given the controller as
    /// its root, and an app delegate's own property named `rootViewController` (Baker's), which is no window's root.
    @Test func aWindowThatGetsAViewAndNoRoot() throws {
        func app(_ launch: String) throws -> [(rule: String, line: Int, severity: Finding.Severity)] {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.m": """
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        \(launch)
                        return YES;
                    }
                    @end
                    """,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (void)showMenu {
                        [self presentViewController:[[MenuViewController alloc] init] animated:YES completion:nil];
                    }
                    @end
                    """,
                ])
        }
        let said = try app(
            "self.rootViewController = [[HomeViewController alloc] init];\n    [self.window addSubview:self.rootViewController.view];"
        )
        #expect(said.contains { $0.rule == "window-without-root" && $0.line == 4 }, Comment(rawValue: "\(said)"))
        let rooted = try app("self.window.rootViewController = [[HomeViewController alloc] init];")
        #expect(rooted.allSatisfy { $0.rule != "window-without-root" }, Comment(rawValue: "\(rooted)"))
    }
}
