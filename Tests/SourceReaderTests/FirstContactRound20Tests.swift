import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 20's first contact found (docs/precision.md, docs/bugs.md), each reduced to an app of a few
/// lines in our own words.
@Suite struct FirstContactRound20Tests {
    static let universal = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>4.3</string>
        <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// A universal app whose launch gives the window a root on iPhone and only adds a split view's view to it on
    /// iPad (a shipped bug: the iPad interface stopped rotating on iOS 6): the iPad window has no root, whatever
    /// the iPhone branch sets. The control gives the window the split view as its root on iPad too.
    @Test func aRootSetOnlyOnTheOtherIdiom() throws {
        func app(_ pad: String, plist: String = Self.universal) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: plist,
                objC: [
                    "App/AppDelegate.m": """
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
                            UISplitViewController *split = [[UISplitViewController alloc] init];
                            \(pad)
                        } else {
                            self.window.rootViewController = [[HomeViewController alloc] init];
                        }
                        [self.window makeKeyAndVisible];
                        return YES;
                    }
                    @end
                    """,
                    "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                    "App/HomeViewController.m": """
                    @implementation HomeViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return YES;
                    }
                    @end
                    """,
                ])
        }
        let said = try app("[self.window addSubview:split.view];")
        #expect(said.contains { $0.rule == "window-without-root" && $0.line == 5 }, Comment(rawValue: "\(said)"))
        let rooted = try app("self.window.rootViewController = split;")
        #expect(rooted.allSatisfy { $0.rule != "window-without-root" }, Comment(rawValue: "\(rooted)"))
        // An app that ships to iPhone alone never runs the iPad branch.
        let phone = try app(
            "[self.window addSubview:split.view];",
            plist: Self.universal.replacingOccurrences(
                of: "<integer>1</integer><integer>2</integer>", with: "<integer>1</integer>"))
        #expect(phone.allSatisfy { $0.rule != "window-without-root" }, Comment(rawValue: "\(phone)"))
    }
}
