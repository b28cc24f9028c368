import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 29's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound29Tests {
    /// A controller whose view another controller adds as a subview (`[self.container addSubview:self.stand.view]`,
    /// the property declared `IBOutlet StandViewController *stand`) is shown inside that controller: UIKit asks it
    /// nothing, and it is no class nothing reachable shows, so its legacy callback is not checked as a full-screen
    /// presentation (iChessTable's five false warnings). The control adds no view: the class is checked alone, and
    /// its ignored callback is said.
    @Test func aControllerWhoseViewIsASubviewIsEmbedded() throws {
        func said(_ embedding: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: FirstContactRound27Tests.plist.replacingOccurrences(of: "13.0", with: "5.0"), notes: true,
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[TableController alloc] init]"),
                    "App/TableController.h": """
                    @interface TableController : UIViewController
                    @property (nonatomic, retain) IBOutlet StandViewController *stand;
                    @end
                    """,
                    "App/TableController.m": """
                    @implementation TableController
                    - (void)viewDidLoad {
                        [super viewDidLoad];
                        \(embedding)
                    }
                    @end
                    """,
                    "App/StandViewController.h": "@interface StandViewController : UIViewController\n@end\n",
                    "App/StandViewController.m": """
                    @implementation StandViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                        return UIInterfaceOrientationIsPortrait(o);
                    }
                    @end
                    """,
                ])
        }
        let embedded = try said("[self.view addSubview:self.stand.view];")
        #expect(embedded.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(embedded)"))
        let control = try said("")
        #expect(control.contains { $0.rule == "legacy-callback-ignored" }, Comment(rawValue: "\(control)"))
        // Swift: `view.addSubview(stand.view)`, a property made where it is declared; not a window's subview.
        func swift(_ line: String) -> SourceModel {
            FirstContactRound24Tests.model([
                (
                    "App/Table.swift",
                    """
                    import UIKit
                    final class TableController: UIViewController {
                        let stand = StandViewController()
                        override func viewDidLoad() { super.viewDidLoad(); \(line) }
                    }
                    final class StandViewController: UIViewController {}
                    """
                )
            ])
        }
        #expect(swift("view.addSubview(stand.view)").shownElsewhere.contains("StandViewController"))
        #expect(!swift("window?.addSubview(stand.view)").shownElsewhere.contains("StandViewController"))
    }

    /// A split view whose app answers `splitViewControllerSupportedInterfaceOrientations` in a delegate: the
    /// delegate may decide its mask, which the reader does not follow, so what rests on the split view's default is a
    /// note that says so (ForensiDoc's after-fix line). The control answers no split view delegate mask: a warning.
    @Test func aSplitViewsDelegateMayAnswerItsMask() throws {
        func said(_ delegate: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                ConsistentWorldsTests.launch + """
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            let split = UISplitViewController()
                            split.delegate = SplitDelegate.shared
                            window?.rootViewController = split
                            return true
                        }
                    }
                    final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
                        static let shared = SplitDelegate()
                        \(delegate)
                    }
                    final class ListViewController: UIViewController {
                        func show() { present(NoteViewController(), animated: true) }
                    }
                    final class NoteViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """,
                plist: FirstContactRound27Tests.plist.replacingOccurrences(of: "13.0", with: "12.0"))
        }
        let answered = try said(
            "func splitViewControllerSupportedInterfaceOrientations(_ splitViewController: UISplitViewController) -> UIInterfaceOrientationMask { .portrait }"
        )
        #expect(answered.allSatisfy { $0.rule != "os-version-differs" }, Comment(rawValue: "\(answered)"))
        let control = try said("")
        #expect(control.contains { $0.rule == "os-version-differs" }, Comment(rawValue: "\(control)"))
    }
}
