import OrientationResolver
import Testing

@testable import SourceReader

/// The causes round 62's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound62Tests {
    /// McKA's player: the app delegate answers all but upside down while a flag is set and portrait otherwise, and the
    /// player asks UIDevice's setter for upside down, which neither value allows: UIKit shows it on no version, so
    /// iOS 16 ignoring the setter changes nothing. The control asks for landscape, which one value allows.
    @Test func aSetterForAnOrientationNoMaskOfTheDelegateAllows() throws {
        func said(_ orientation: String) throws -> [Int] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        var rotates = false
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = PlayerScreen()
                            return true
                        }
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            rotates ? .allButUpsideDown : .portrait
                        }
                    }
                    class PlayerScreen: UIViewController {
                        func enterFullScreen() {
                            (UIApplication.shared.delegate as? AppDelegate)?.rotates = true
                        }
                        func leaveFullScreen() {
                            UIDevice.current.setValue(UIInterfaceOrientation.\(orientation).rawValue, forKey: "orientation")
                        }
                    }
                    """
            ).filter { $0.rule == "device-orientation-setter-ignored" }.map(\.line)
        }
        #expect(try said("portraitUpsideDown").isEmpty)
        let control = try said("landscapeLeft")
        #expect(!control.isEmpty)
    }
}
