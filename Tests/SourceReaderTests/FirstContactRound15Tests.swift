import OrientationResolver
@testable import SourceReader
import Testing

/// The false findings of round 15's first contact (docs/precision.md), each reduced to a few lines in our own words,
/// with a control.
@Suite struct FirstContactRound15Tests {
    /// WaJiFM: a deck container at the window's root answers by forwarding to its center controller, which the
    /// reader does not follow (`[self.centerController shouldAutorotate]`, with NO when there is none): what decides
    /// at launch is a value the reader assumes, so a version difference it would make is a note. The control's root
    /// answers for itself.
    @Test func aRootThatForwardsToWhatTheReaderDoesNotFollowDecidesByAnAssumedValue() throws {
        func said(_ rotation: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "", plist: ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "13.0"),
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[DeckController alloc] init]"),
                    "App/DeckController.h": """
                    @interface DeckController : UIViewController
                    @property (nonatomic, strong) UIViewController *centerController;
                    @end
                    """,
                    "App/DeckController.m": """
                    @implementation DeckController
                    \(rotation)
                    @end
                    """,
                ])
        }
        let forwarded = try said(
            """
            - (BOOL)shouldAutorotate {
                return self.centerController != nil && [self.centerController shouldAutorotate];
            }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return [self.centerController supportedInterfaceOrientations];
            }
            """)
        #expect(forwarded.allSatisfy { $0.rule != "os-version-differs" }, Comment(rawValue: "forwarded \(forwarded)"))
        let own = try said(
            """
            - (BOOL)shouldAutorotate {
                return NO;
            }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskAll;
            }
            """)
        #expect(own.contains { $0.rule == "os-version-differs" }, Comment(rawValue: "\(own)"))
    }

    // WaJiFM's iPad app without a launch storyboard, which does not multitask: PrecisionTests.
    // aMissingKeyIsPlacedAtTheInfoPlist.

    /// ARIS (a bug of round 15): the window's root set by the setter as a message after a test that names it
    /// (`if ([window respondsToSelector:@selector(setRootViewController:)])`), and a movie player presented with
    /// MediaPlayer's `presentMoviePlayerViewControllerAnimated:`, which answers only the iOS 5 callback (every
    /// orientation) in an app whose Info.plist allows portrait alone and that ships to iOS 4.2: it turns on iOS 5
    /// and stays portrait from iOS 6, a version difference said as a warning (a root the reader does not see
    /// would make it a note). The control presents nothing.
    @Test func aMoviePlayerPresentedOverARootSetByTheSetterMessage() throws {
        func said(_ show: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: """
                    <plist><dict><key>MinimumOSVersion</key><string>4.2</string>
                    <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                    </dict></plist>
                    """,
                objC: [
                    "App/AppDelegate.m": """
                    @implementation AppDelegate
                    - (void)applicationDidFinishLaunching:(UIApplication *)application {
                        if ([window respondsToSelector:@selector(setRootViewController:)])
                            [window setRootViewController:[[Home alloc] init]];
                    }
                    @end
                    """,
                    "App/Home.m": """
                    @implementation Home
                    - (void)play { \(show) }
                    @end
                    """,
                    "App/Movie.h": "@interface Movie : MPMoviePlayerViewController\n@end\n",
                    "App/Movie.m": """
                    @implementation Movie
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return YES;
                    }
                    @end
                    """,
                ])
        }
        let played = try said("[self presentMoviePlayerViewControllerAnimated:[[Movie alloc] init]];")
        #expect(
            played.contains { $0.rule == "os-version-differs" && $0.severity == .warning },
            Comment(rawValue: "\(played)"))
        let none = try said("[self.view setNeedsLayout];")
        #expect(none.allSatisfy { $0.rule != "os-version-differs" }, Comment(rawValue: "\(none)"))
    }

    /// Scholastic (judged again when `presentModalViewController:` was first read): a presentation inside `#if 0`
    /// is never compiled; the `#else` of `#if 0`, and either branch of a condition the reader cannot decide, are.
    @Test func codeThatIfZeroTurnsOffIsNotRead() {
        let text = """
            @implementation Settings
            - (void)mail {
            #if 0
                [self presentModalViewController:[[Off alloc] init] animated:YES];
            #else
                [self presentModalViewController:[[Else alloc] init] animated:YES];
            #endif
            #if 1
                [self presentModalViewController:[[One alloc] init] animated:YES];
            #else
                [self presentModalViewController:[[NotOne alloc] init] animated:YES];
            #endif
            #ifdef DEBUG
                [self presentModalViewController:[[Debug alloc] init] animated:YES];
            #endif
            }
            @end
            """
        let shown = ObjCReader.parse(path: "Settings.m", text: text).sites.map(\.shown)
        #expect(shown == ["Else", "One", "Debug"])
    }

    /// Squpiece: the window's root asks the UIDevice setter for portrait in `viewDidLoad`, at launch, in an iPhone app
    /// whose Info.plist launches it in portrait alone (the app delegate's lock allows every orientation then): the
    /// interface is in portrait already, so the setter ignored from iOS 16 changes nothing. The control asks later,
    /// from `viewDidAppear`, when the lock may have let the interface turn.
    @Test func theDeviceSetterAtLaunchAsksForWhereTheAppLaunched() throws {
        func said(in method: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "GameViewController", lock: ".all") + """
                    }
                    final class GameViewController: UIViewController {
                        override func \(method) {
                            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                        }
                    }
                    """,
                plist: """
                    <plist><dict><key>MinimumOSVersion</key><string>16.0</string>
                    <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                    </dict></plist>
                    """)
        }
        let atLaunch = try said(in: "viewDidLoad()")
        #expect(
            atLaunch.allSatisfy { $0.rule != "device-orientation-setter-ignored" }, Comment(rawValue: "\(atLaunch)"))
        let later = try said(in: "viewDidAppear(_ animated: Bool)")
        #expect(later.contains { $0.rule == "device-orientation-setter-ignored" }, Comment(rawValue: "\(later)"))
    }
}
