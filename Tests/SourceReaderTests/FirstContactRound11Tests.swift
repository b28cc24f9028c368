import Foundation
import OrientationResolver
import OrientationWire
@testable import SourceReader
import Testing
@testable import TestSupport

/// The misses and false findings found by the first-contact trials of the session of round 11 (docs/precision.md),
/// each reduced to a few lines in our own words, with a control.
@Suite struct FirstContactRound11Tests {
    /// What orientd says (warnings and errors, with their lines) of an Objective-C app whose app delegate makes a
    /// `HomeViewController` (declared a UIViewController) the window's root, with `files` besides.
    static func home(_ files: [String: String]) throws -> ConsistentWorldsTests.Said {
        let base: [String: String] = [
            "App/AppDelegate.m": FirstContactTests.objCDelegate,
            "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
        ]
        return try ConsistentWorldsTests.said("", objC: base.merging(files) { _, given in given })
    }

    /// A legacy callback that chooses its answer on a setting the app reads as it runs (xkcd's shipped bug: portrait
    /// alone when the user turns rotation off): each answer is a world the app can be in, and in the one where it says
    /// portrait, UIKit's default (all but upside down) rotates anyway. The control answers the same in both branches.
    @Test func aLegacyCallbackChoosingOnASettingIsCheckedInEachWorld() throws {
        func app(_ otherwise: String) throws -> ConsistentWorldsTests.Said {
            try Self.home(
                [
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        return [Settings rotates] ? (o != UIInterfaceOrientationPortraitUpsideDown)
                                                  : (\(otherwise));
                    }
                    @end
                    """
                ])
        }
        let said = try app("o == UIInterfaceOrientationPortrait")
        #expect(said.contains { $0.rule == "legacy-callback-ignored" && $0.line == 3 }, Comment(rawValue: "\(said)"))
        let same = try app("o != UIInterfaceOrientationPortraitUpsideDown")
        #expect(same.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(same)"))
    }

    /// The same choice written as returns in an `if` on a user default (HFRplus's shipped bug: portrait unless the
    /// landscape setting is on): each return is a world. The other case returns under a test of the orientation asked
    /// about (`if (UIInterfaceOrientationIsPortrait(o)) return YES; else return NO;`), which is one answer (portrait
    /// and upside down) for every orientation, not two worlds: said once, in no world.
    @Test func aLegacyCallbacksReturnsUnderASettingAreWorlds() throws {
        func app(_ body: String) throws -> ConsistentWorldsTests.Said {
            try Self.home(
                [
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        \(body)
                    }
                    @end
                    """
                ])
        }
        let setting = try app(
            """
            if ([[[NSUserDefaults standardUserDefaults] stringForKey:@"landscape"] isEqualToString:@"all"]) {
                        return YES;
                    } else {
                        return (o == UIInterfaceOrientationPortrait);
                    }
            """)
        // Said at the answer's first return (the lines of its other values are not kept).
        #expect(
            setting.contains { $0.rule == "legacy-callback-ignored" && $0.line == 4 }, Comment(rawValue: "\(setting)"))
        let tested = try app(
            """
            if (UIInterfaceOrientationIsPortrait(o))
                        return YES;
                    else
                        return NO;
            """)
        #expect(tested.filter { $0.rule == "legacy-callback-ignored" }.count == 1, Comment(rawValue: "\(tested)"))
    }

    /// A preferred orientation chosen on a state the app decides, one branch returning a mask constant (MIT Mobile's
    /// shipped crash: `UIInterfaceOrientationMaskLandscape`, 24, where an orientation belongs): in the world of that
    /// branch UIKit gets no orientation and crashes when it presents the controller full screen (a warning: the branch
    /// is one of two). The control returns orientations in both branches.
    @Test func aMaskConstantReturnedAsThePreferredOrientationInOneBranch() throws {
        func app(_ landscape: String) throws -> ConsistentWorldsTests.Said {
            try Self.home(
                [
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
        func app(_ launch: String) throws -> ConsistentWorldsTests.Said {
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

    /// A property set on a controller a class factory just made, before it is shown (Telegraph's nine false lines:
    /// `[TGNavigationController makeWithRootController:c]`, then `restrictLandscape = YES`, then presented): UIKit
    /// has read no mask from it yet. The control sets the same property on a controller that is on screen.
    @Test func aPropertySetOnAControllerAFactoryJustMade() throws {
        func app(_ body: String) throws -> ConsistentWorldsTests.Said {
            try Self.home(
                [
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (void)showTerms {
                        \(body)
                    }
                    @end
                    """,
                    "App/LockingNavigationController.h":
                        "@interface LockingNavigationController : UINavigationController\n@property BOOL restrict;\n@end\n",
                    "App/LockingNavigationController.m": """
                    @implementation LockingNavigationController
                    + (instancetype)makeWithRootController:(UIViewController *)root {
                        return [[LockingNavigationController alloc] initWithRootViewController:root];
                    }
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return self.restrict ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;
                    }
                    @end
                    """,
                ])
        }
        let made = try app(
            """
            LockingNavigationController *nav = [LockingNavigationController makeWithRootController:[[HomeViewController alloc] init]];
                nav.restrict = YES;
                [self presentViewController:nav animated:YES completion:nil];
            """)
        #expect(made.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(made)"))
        let shown = try app("((LockingNavigationController *)self.navigationController).restrict = YES;")
        #expect(shown.contains { $0.rule == "mask-change-not-announced" }, Comment(rawValue: "\(shown)"))
    }

    /// The interface is never in an orientation the app does not support: with a landscape-only app delegate mask, a
    /// sheet presented on iOS 13 keeps a landscape interface, as a full-screen presentation ends in one on iOS 12
    /// (iAmiga's false `os-version-differs`: "ends in portrait from iOS 13").
    @Test func theInterfaceStartsWithinTheAppsMask() throws {
        func app(_ mask: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "HomeViewController") + """
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            \(mask)
                        }
                    }
                    final class HomeViewController: UIViewController {
                        func showKeys() { present(KeysViewController(), animated: true) }
                    }
                    final class KeysViewController: UIViewController {}
                    """,
                plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "12.0"))
        }
        let landscape = try app(".landscape")
        #expect(landscape.allSatisfy { $0.rule != "os-version-differs" }, Comment(rawValue: "\(landscape)"))
    }

    /// A legacy callback whose whole body is `if (o == …LandscapeLeft) { return YES; } else { return NO; }` (Sixis's
    /// shipped lock) answers landscapeLeft alone, as the same test written as one expression does: UIKit's default
    /// rotates to landscapeRight from iOS 6. The control answers both landscapes, which the default gives too.
    @Test func aLegacyCallbackWrittenAsIfAndElseIsOneAnswer() throws {
        func app(_ test: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: ConsistentWorldsTests.plist.replacingOccurrences(
                    of: "<string>UIInterfaceOrientationPortrait</string>", with: ""),
                objC: [
                    "App/AppDelegate.m": FirstContactTests.objCDelegate,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        if (\(test)) {
                            return YES;
                        } else {
                            return NO;
                        }
                    }
                    @end
                    """,
                ])
        }
        let left = try app("o == UIInterfaceOrientationLandscapeLeft")
        #expect(left.contains { $0.rule == "legacy-callback-ignored" }, Comment(rawValue: "\(left)"))
        let both = try app("UIInterfaceOrientationIsLandscape(o)")
        #expect(both.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(both)"))
    }

    /// A legacy callback of a controller inside a navigation controller that does not ask its children is compared
    /// with the mask UIKit asks, the container's (Scholastic's five false lines: the root navigation controller's own
    /// portrait equals the child's legacy portrait, so nothing changes from iOS 6). The control's container answers
    /// UIKit's default, so the child's portrait is lost.
    @Test func aLegacyCallbackInsideAContainerIsComparedWithTheContainersMask() throws {
        func app(_ containerMask: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(
                        root:
                            "[[MainNavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]]"
                    ),
                    "App/MainNavigationController.h":
                        "@interface MainNavigationController : UINavigationController\n@end\n",
                    "App/MainNavigationController.m": """
                    @implementation MainNavigationController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return \(containerMask);
                    }
                    @end
                    """,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        return o == UIInterfaceOrientationPortrait;
                    }
                    @end
                    """,
                ])
        }
        let portrait = try app("UIInterfaceOrientationMaskPortrait")
        #expect(portrait.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(portrait)"))
        let all = try app("UIInterfaceOrientationMaskAllButUpsideDown")
        #expect(all.contains { $0.rule == "legacy-callback-ignored" }, Comment(rawValue: "\(all)"))
    }

    /// A mask combined with a constant (`lock.intersection(.allButUpsideDown)`) takes each value of the lock combined
    /// with it; two sides that each have several values are not crossed (their answer stays unread).
    @Test func aMaskCombinedWithAConstantTakesEachValue() throws {
        func answer(_ returned: String) -> CodeValue? {
            let model = CodeReader.read(
                [
                    (
                        path: "Player.swift",
                        text: """
                        import UIKit
                        final class PlayerViewController: UIViewController {
                            var lock: UIInterfaceOrientationMask = .portrait
                            var other: UIInterfaceOrientationMask = .portrait
                            func widen() { lock = .all; other = .landscape }
                            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(returned) }
                        }
                        """
                    )
                ], module: "App")
            return model.classes.values.first { $0.simpleName == "PlayerViewController" }?
                .supportedInterfaceOrientations
        }
        #expect(Set(answer("lock.intersection(.allButUpsideDown)")?.values(on: nil) ?? []) == [2, 26])
        if case .unknown? = answer("lock.intersection(other)")?.kind {} else { Issue.record("two sides crossed") }
    }

    /// A property's own Objective-C setter that stores its parameter (`- (void)setLock:(NSUInteger)newLock { _lock =
    /// newLock; … }`, Scholastic's) gives no value of its own: the property's values are those the code gives it.
    @Test func aCustomSetterStoringItsParameterAddsNoValue() throws {
        let model = CodeReader.read(
            [
                (
                    path: "Nav.m",
                    text: """
                    @interface Nav : UINavigationController
                    @property (nonatomic, assign) NSUInteger lock;
                    @end
                    @implementation Nav
                    - (void)setLock:(NSUInteger)newLock {
                        _lock = newLock;
                    }
                    - (void)showBooks { self.lock = UIInterfaceOrientationMaskAll; }
                    - (void)showHome { self.lock = UIInterfaceOrientationMaskPortrait; }
                    - (NSUInteger)supportedInterfaceOrientations { return self.lock; }
                    @end
                    """
                )
            ], module: "App")
        let answer = model.classes.values.first { $0.simpleName == "Nav" }?.supportedInterfaceOrientations
        let values = Set(answer?.values(on: nil) ?? [])
        #expect(values.isSuperset(of: [2, 30]), Comment(rawValue: "\(values)"))
    }
}
