import OrientationResolver
import Testing

@testable import SourceReader

/// The causes round 58's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound58Tests {
    /// An iPhone app from iOS 12 whose Info.plist loads the storyboard `Main` into the main window.
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>12.0</string>
        <key>UIMainStoryboardFile</key><string>Main</string>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// ShotVibe's launch: the main storyboard's initial controller answers an orientation the app does not list
    /// (a crash, were it the root), but the app delegate gives the window another root in its launch method's own
    /// statements, before the window shows: the storyboard's controller never decides. The controls set the new
    /// root only in a branch, or in another method: the storyboard's root still launches.
    @Test func aStoryboardRootTheLaunchReplacesNeverDecides() throws {
        func said(_ launch: String, other: String = "") throws -> [String] {
            let checked = try PrecisionTests.check([
                "App/Info.plist": Self.plist,
                "App/Main.storyboard": FirstContactRound17Tests.storyboard("s-1", "UpsideDownSplash"),
                "App/main.m": "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }",
                "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    \(launch)
                    return YES;
                }
                \(other)
                @end
                @implementation UpsideDownSplash
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return UIInterfaceOrientationMaskPortraitUpsideDown;
                }
                @end
                """,
            ])
            return checked.findings.filter { $0.severity == .error }.map(\.rule)
        }
        let root = "self.window.rootViewController = [[HomeController alloc] init];"
        #expect(try said(root).isEmpty)
        #expect(try said("if (self.loggedIn) { \(root) }").contains("no-common-orientation"))
        #expect(try said("", other: "- (void)logIn { \(root) }").contains("no-common-orientation"))
    }
}
