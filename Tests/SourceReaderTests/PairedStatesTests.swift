import OrientationResolver
@testable import SourceReader
import Testing

/// Two stored properties of one controller, its mask and its preferred orientation, given in different functions
/// (round 56's higi bug, reduced in our own words): one world is each pair of values the functions that give them can
/// leave together, not each value alone.
@Suite struct PairedStatesTests {
    /// An iPhone app from iOS 9 (full-screen presentations, and E2 on a dismissal that reveals the root).
    static let fromNine = ConsistentWorldsTests.plist.replacingOccurrences(of: "16.0", with: "9.0")

    /// The root answers a stored mask and a stored preferred orientation. Opening the chart gives both landscape; the
    /// way back gives the mask portrait and, in `leave`, the preferred orientation only where `resets` says: left
    /// landscape, a dismissal over the root raises E2 (a warning: it rests on the order the functions run in). The
    /// control gives both back in one function: no such pair is left.
    static func app(resets: Bool) -> String {
        ConsistentWorldsTests.delegate(root: "ChartHost") + """
            }
            class ChartHost: UIViewController {
                var allowed: UIInterfaceOrientationMask = .portrait
                var preferred: UIInterfaceOrientation = .portrait
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { allowed }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { preferred }
                func openChart() {
                    allowed = .landscapeRight
                    preferred = .landscapeRight
                }
                func leave() {
                    allowed = .portrait
                    \(resets ? "preferred = .portrait" : "")
                }
                func share() {
                    let sheet = ShareScreen()
                    sheet.modalPresentationStyle = .fullScreen
                    presentViewController(sheet, animated: true, completion: nil)
                }
            }
            class ShareScreen: UIViewController {}
            """
    }

    @Test func aPreferredOrientationLeftBehindByTheMaskIsAWorld() throws {
        func said(resets: Bool) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(Self.app(resets: resets), plist: Self.fromNine)
        }
        let left = try said(resets: false).filter { $0.rule == "presentation-preferred-unsupported" }
        // At the line that gives the preferred orientation the pair holds, a warning.
        let lines = Self.app(resets: false).split(separator: "\n", omittingEmptySubsequences: false)
        let given = (lines.firstIndex { $0.contains("preferred = .landscapeRight") } ?? -2) + 1
        #expect(left.map(\.line) == [given], "\(left)")
        #expect(left.allSatisfy { $0.severity == .warning }, "\(left)")
        let reset = try said(resets: true).filter { $0.rule == "presentation-preferred-unsupported" }
        #expect(reset.isEmpty, "\(reset)")
    }

    /// Swift 2's `presentViewController(_:animated:completion:)` is a presentation, as `present` is since Swift 3:
    /// a portrait-only player presented full screen in a landscape-only app crashes (E1′).
    @Test func swiftTwosPresentationIsRead() throws {
        func said(_ call: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.delegate(root: "Home") + """
                    }
                    class Home: UIViewController {
                        func play() {
                            let player = Player()
                            player.modalPresentationStyle = .fullScreen
                            \(call)
                        }
                    }
                    class Player: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """,
                plist: FirstContactRound56Tests.landscapeOnly
            ).filter { $0.severity == .error }.map(\.rule)
        }
        #expect(
            try said("presentViewController(player, animated: true, completion: nil)").contains("no-common-orientation")
        )
        #expect(try said("present(player, animated: true)").contains("no-common-orientation"))
        #expect(try said("showViewController(player, animated: true)").isEmpty)
    }
}
