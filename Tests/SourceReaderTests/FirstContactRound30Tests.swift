import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 30's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound30Tests {
    /// Objective-C geometry preferences made with `init` and given their mask as a property afterwards
    /// (`prefs.interfaceOrientations = …`, or its setter) are read like `initWithInterfaceOrientations:`: the request
    /// is checked, and on the iPad that multitasks it is refused (iOS16Orient: only a code-not-read note). The
    /// control gives the property a value the reader cannot evaluate: a note, no claim.
    @Test func geometryPreferencesGivenTheirMaskAsAProperty() throws {
        func said(_ giving: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "", plist: FirstContactRound25Tests.multitasking,
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[PlayerController alloc] init]"),
                    "App/PlayerController.m": """
                    @implementation PlayerController
                    - (void)enterFullScreen {
                        UIWindowScene *scene = (UIWindowScene *)self.view.window.windowScene;
                        UIWindowSceneGeometryPreferencesIOS *prefs = [[UIWindowSceneGeometryPreferencesIOS alloc] init];
                        \(giving)
                        [scene requestGeometryUpdateWithPreferences:prefs errorHandler:nil];
                    }
                    @end
                    """,
                ])
        }
        for giving in [
            "prefs.interfaceOrientations = UIInterfaceOrientationMaskLandscapeRight;",
            "[prefs setInterfaceOrientations:UIInterfaceOrientationMaskLandscapeRight];",
        ] {
            let given = try said(giving)
            #expect(
                given.contains { $0.rule == "geometry-request-refused" && $0.line == 6 }, Comment(rawValue: "\(given)"))
        }
        let control = try said("prefs.interfaceOrientations = [self wantedMask];")
        #expect(control.allSatisfy { $0.rule != "geometry-request-refused" }, Comment(rawValue: "\(control)"))
    }

    /// A controller presented from a controller that the root itself presents (one step up) is placed over that
    /// presenter as the code presents it, not over the root in its place: the sheet's finding is then no assumption
    /// and stays a warning (RotatingVideoPlayer: a landscape screen presented as a page sheet from a presented
    /// player). The control presents the player from nowhere the reader sees: the presenter is assumed, a note.
    @Test func aPresenterThatIsItselfPresentedIsPlacedFirst() throws {
        func said(_ showsPlayer: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                """
                import UIKit
                @main class AppDelegate: UIResponder, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = HomeViewController()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                class HomeViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func play() {
                        \(showsPlayer)
                    }
                }
                class PlayerViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    func widen() {
                        let wide = WideViewController()
                        wide.modalPresentationStyle = .pageSheet
                        present(wide, animated: true)
                    }
                }
                class WideViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }
                }
                """)
        }
        let chained = try said(
            "let player = PlayerViewController(); player.modalPresentationStyle = .fullScreen; present(player, animated: true)"
        )
        #expect(
            chained.contains { $0.rule == "sheet-does-not-force-orientation" && $0.severity == .warning },
            Comment(rawValue: "\(chained)"))
        let control = try said("")
        #expect(
            control.allSatisfy { $0.rule != "sheet-does-not-force-orientation" }, Comment(rawValue: "\(control)"))
    }
}
