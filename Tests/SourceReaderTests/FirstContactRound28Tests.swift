import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 28's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound28Tests {
    /// A lock changed in a handler of the movie player's full-screen notification (`MPMoviePlayerWillEnter…` and
    /// `…WillExitFullscreenNotification`): the player's full-screen presentation or dismissal that follows makes
    /// UIKit read the masks again, so the unannounced change is a note (SmallMovie's four false warnings). The
    /// control changes the lock in a method no notification runs: a warning.
    @Test func aLockChangedAsThePlayerEntersFullScreen() throws {
        func said(_ registration: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: FirstContactRound27Tests.plist,
                objC: [
                    "App/AppDelegate.h":
                        "@interface AppDelegate : UIResponder\n@property (nonatomic) BOOL allowRotation;\n@end\n",
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(
                        root: "[[PlayerController alloc] init]",
                        extra: """
                            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                                if (self.allowRotation) { return UIInterfaceOrientationMaskAllButUpsideDown; }
                                return UIInterfaceOrientationMaskPortrait;
                            }
                            """),
                    "App/PlayerController.h": "@interface PlayerController : UIViewController\n@end\n",
                    "App/PlayerController.m": """
                    @implementation PlayerController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        \(registration)
                    }
                    - (void)playerWillEnterFullscreen:(NSNotification *)note {
                        AppDelegate *delegate = (AppDelegate *)[[UIApplication sharedApplication] delegate];
                        delegate.allowRotation = YES;
                    }
                    @end
                    """,
                ])
        }
        let registered = try said(
            "[[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(playerWillEnterFullscreen:) name:MPMoviePlayerWillEnterFullscreenNotification object:nil];"
        )
        #expect(registered.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(registered)"))
        let control = try said("")
        #expect(control.contains { $0.rule == "mask-change-not-announced" }, Comment(rawValue: "\(control)"))
    }

    /// The same in Swift: `addObserver(self, selector: #selector(…), name: .MPMoviePlayerWillExitFullscreen, …)`
    /// names the handler.
    @Test func swiftRegistersTheHandlerBySelector() throws {
        let declarations = CodeReader.parse(
            path: "App/Player.swift",
            text: """
                import UIKit
                class PlayerController: UIViewController {
                    override func viewDidLoad() {
                        NotificationCenter.default.addObserver(self, selector: #selector(leftFullScreen(_:)), name: .MPMoviePlayerWillExitFullscreen, object: nil)
                    }
                }
                """)
        #expect(
            declarations.tables[.fullScreenHandlers]["leftFullScreen"]?.notification
                == ".MPMoviePlayerWillExitFullscreen")
    }
}
