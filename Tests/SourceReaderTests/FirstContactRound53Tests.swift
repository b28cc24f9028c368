import OrientationResolver
@testable import SourceReader
import Testing

/// The causes round 53's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound53Tests {
    /// A lock changed in AVKit's callback before its full-screen presentation (`playerViewController(_:
    /// willBeginFullScreenPresentationWithAnimationCoordinator:)`, MagpieCam's player): the full-screen presentation
    /// that follows makes UIKit read the masks again, so the change is no warning. The control makes the same change
    /// in a method of its own: said.
    @Test func aLockChangedAsAVKitGoesFullScreenIsReadAgain() throws {
        func said(method: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "HomeController", lock: ".portrait") + """
                    }
                    class HomeController: UIViewController {
                        let watcher = PlayerWatcher()
                    }
                    final class PlayerWatcher: NSObject, AVPlayerViewControllerDelegate {
                        \(method) {
                            AppDelegate.lock = .landscapeRight
                        }
                    }
                    """
            ).map { "\($0.rule):\($0.line)" }
        }
        let callback = try said(
            method:
                "func playerViewController(_ player: AVPlayerViewController, willBeginFullScreenPresentationWithAnimationCoordinator coordinator: UIViewControllerTransitionCoordinator)"
        )
        #expect(!callback.contains { $0.hasPrefix("mask-change-not-announced") }, "\(callback)")
        let own = try said(method: "func goFullScreen()")
        #expect(own.contains { $0.hasPrefix("mask-change-not-announced") }, "\(own)")
    }
}
