import OrientationResolver
@testable import SourceReader
import Testing

/// The false findings of round 14's first contact (docs/precision.md), each reduced to a few lines in our own words,
/// with a control.
@Suite struct FirstContactRound14Tests {
    /// An Objective-C app whose window's root is a navigation controller subclass (`NavController`, which forwards
    /// nothing and prefers portrait for a presentation) around `HomeViewController`, whose app delegate answers
    /// `delegateMask` for every window, and whose `files` say the rest.
    static func app(delegateMask: String, _ files: [String: String]) throws -> ConsistentWorldsTests.Said {
        let base: [String: String] = [
            "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(
                root: "[[NavController alloc] initWithRootViewController:[[HomeViewController alloc] init]]",
                extra: """
                    - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                        return \(delegateMask);
                    }
                    """),
            "App/NavController.h": "@interface NavController : UINavigationController\n@end\n",
            "App/NavController.m": """
            @implementation NavController
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                return UIInterfaceOrientationPortrait;
            }
            @end
            """,
            "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
            "App/DetailViewController.h": "@interface DetailViewController : UIViewController\n@end\n",
        ]
        return try ConsistentWorldsTests.said("", objC: base.merging(files) { _, given in given })
    }

    /// MangaReaderPT: a presented container that forwards nothing never asks its child's preferred orientation, but
    /// where the container prefers the same one, or the app allows only one, the child's answer would change nothing.
    /// The control prefers landscape in the child under an app that allows it.
    @Test func aChildsPreferredOrientationThatWouldChangeNothingIsNotSaid() throws {
        func said(child: String, delegateMask: String) throws -> ConsistentWorldsTests.Said {
            try Self.app(
                delegateMask: delegateMask,
                [
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (void)showDetail {
                        NavController *nav = [[NavController alloc] initWithRootViewController:[[DetailViewController alloc] init]];
                        nav.modalPresentationStyle = UIModalPresentationFullScreen;
                        [self presentViewController:nav animated:YES completion:nil];
                    }
                    @end
                    """,
                    "App/DetailViewController.m": """
                    @implementation DetailViewController
                    - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                        return \(child);
                    }
                    @end
                    """,
                ])
        }
        let ignored = try said(
            child: "UIInterfaceOrientationLandscapeLeft", delegateMask: "UIInterfaceOrientationMaskAll")
        #expect(
            ignored.contains { $0.rule == "container-ignores-child" && $0.line == 3 }, Comment(rawValue: "\(ignored)"))
        for (child, mask) in [
            ("UIInterfaceOrientationPortrait", "UIInterfaceOrientationMaskAll"),
            ("UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationMaskPortrait"),
        ] {
            let same = try said(child: child, delegateMask: mask)
            #expect(
                same.allSatisfy { $0.rule != "container-ignores-child" }, Comment(rawValue: "\(child) \(mask): \(same)")
            )
        }
    }

    /// MangaReaderPT: the UIDevice setter given a local variable that holds a boxed constant (`NSNumber *value =
    /// [NSNumber numberWithInt:UIDeviceOrientationPortrait]`) asks for that constant; in an app that allows portrait
    /// alone the interface is already there, so ignoring the setter changes nothing. The control asks for landscape
    /// in an app that allows it.
    @Test func theDeviceSetterReadsTheLocalVariableItIsGiven() throws {
        func said(_ orientation: String, delegateMask: String) throws -> ConsistentWorldsTests.Said {
            try Self.app(
                delegateMask: delegateMask,
                [
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        NSNumber *value = [NSNumber numberWithInt:\(orientation)];
                        [[UIDevice currentDevice] setValue:value forKey:@"orientation"];
                    }
                    @end
                    """
                ])
        }
        let portrait = try said("UIDeviceOrientationPortrait", delegateMask: "UIInterfaceOrientationMaskPortrait")
        #expect(
            portrait.allSatisfy { $0.rule != "device-orientation-setter-ignored" }, Comment(rawValue: "\(portrait)"))
        let landscape = try said("UIDeviceOrientationLandscapeLeft", delegateMask: "UIInterfaceOrientationMaskAll")
        #expect(
            landscape.contains { $0.rule == "device-orientation-setter-ignored" && $0.line == 5 },
            Comment(rawValue: "\(landscape)"))
    }
}
