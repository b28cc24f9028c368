import OrientationResolver
@testable import SourceReader
import Testing

/// The causes the trials of session nineteen found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound50Tests {
    /// A tab bar the app delegate fills through locals (round 49's HurricaneWPLG): `let map = MapController()`, `let
    /// nav = UINavigationController(rootViewController: map)`, `let tabs = [nav]`, then `tabBar!.viewControllers =
    /// tabs` on a tab bar controller the same function makes. The map is a tab's stack root under a tab bar that
    /// forwards to no child: UIKit never asks it for its mask, and its unannounced change is a note. A panel the
    /// settings screen embeds with `addChild(panel!)` is never asked either. The control presents the map full
    /// screen as well: then UIKit asks it, and the change is said.
    @Test func aTabBarFilledThroughLocalsShowsItsScreensInsideIt() throws {
        func said(presented: Bool) throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        var tabBar: TabsController?
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow()
                            let map = MapController()
                            let settings = SettingsController()
                            let mapNavigation = UINavigationController(rootViewController: map)
                            let settingsNavigation = UINavigationController(rootViewController: settings)
                            let tabs = [mapNavigation, settingsNavigation]
                            self.tabBar = TabsController()
                            tabBar!.viewControllers = tabs
                            window?.rootViewController = tabBar
                            return true
                        }
                    }
                    class TabsController: UITabBarController {}
                    class SettingsController: UIViewController {
                        var panel: PanelController?
                        func openPanel() {
                            panel = PanelController()
                            addChild(panel!)
                            view.addSubview(panel!.view)
                            \(presented ? "present(MapController(), animated: true)" : "")
                        }
                    }
                    """,
                objC: [
                    "App/Screens.swift": """
                    import UIKit
                    class MapController: UIViewController {
                        var wide = false
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { wide ? .all : .portrait }
                        func showRadar() {
                            wide = true
                        }
                    }
                    class PanelController: UIViewController {
                        var wide = false
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { wide ? .all : .portrait }
                        func showChart() {
                            wide = true
                        }
                    }
                    """
                ]
            ).map { "\($0.rule):\($0.line)" }
        }
        let inside = try said(presented: false)
        #expect(!inside.contains { $0.hasPrefix("mask-change-not-announced") }, "\(inside)")
        let presented = try said(presented: true)
        #expect(presented.contains("mask-change-not-announced:6"), "\(presented)")
        #expect(!presented.contains("mask-change-not-announced:12"), "\(presented)")
    }
}
