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

    /// `viewDidAppear` giving the lock the value `viewWillAppear` just gave it (KICCTV's subscription screen; likewise
    /// `viewDidDisappear` after `viewWillDisappear`): UIKit sends the second after the first within one appearance,
    /// so it is no change. The control gives another value there: said at that line too.
    @Test func viewDidAppearRepeatingViewWillAppearIsNoChange() throws {
        func changes(didAppear value: String) throws -> Int {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "HomeController", lock: ".all") + """
                    }
                    class HomeController: UIViewController {
                        func open() {
                            let detail = DetailController()
                            detail.modalPresentationStyle = .fullScreen
                            present(detail, animated: true)
                        }
                    }
                    class DetailController: UIViewController {
                        override func viewWillAppear(_ animated: Bool) {
                            super.viewWillAppear(animated)
                            AppDelegate.lock = .portrait
                        }
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            AppDelegate.lock = \(value)
                        }
                        override func viewWillDisappear(_ animated: Bool) {
                            super.viewWillDisappear(animated)
                            AppDelegate.lock = .all
                        }
                    }
                    """
            ).filter { $0.rule == "mask-change-not-announced" }.count
        }
        let repeated = try changes(didAppear: ".portrait")
        let other = try changes(didAppear: ".landscape")
        #expect(repeated + 1 == other, "repeated \(repeated), other \(other)")
    }
}
