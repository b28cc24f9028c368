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
                plist: FirstContactRound27Tests.plist.replacingOccurrences(of: "13.0", with: "5.0"),
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
    }
}
