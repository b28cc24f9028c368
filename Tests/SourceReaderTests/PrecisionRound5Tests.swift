import Foundation
import OrientationResolver
import OrientationWire
@testable import SourceReader
import Testing
@testable import TestSupport

/// The false findings of the bug corpus's trees (docs/precision.md, "The trees of the bug corpus"), each reduced to a
/// few lines in our own words: where the reader cannot see enough to know, a note, never a warning.
@Suite struct PrecisionRound5Tests {
    static let iPhone = #"<plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array></dict></plist>"#

    /// A plain navigation controller presented full screen never asks its portrait child (container-ignores-child).
    /// Where the app has a navigation controller delegate that answers the mask, and the code gives this navigation
    /// controller a delegate (where it presents it, or from a class on its stack), the reader does not see which
    /// delegate answers: a note (iNaturalist's login, #5). One the code gives no delegate keeps the warning
    /// (iNaturalist's project chooser, #6).
    @Test func aNavigationDelegatesMaskMakesTheContainersDefaultANote() throws {
        func app(delegate: Bool, assigned: String = "navigation.delegate = flow") -> [String: String] {
            var swift = """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = HomeViewController()
                    }
                }
                final class HomeViewController: UIViewController {
                    let flow = Flow()
                    func logIn() {
                        let navigation = UINavigationController(rootViewController: LoginViewController())
                        navigation.modalPresentationStyle = .fullScreen
                        \(assigned)
                        present(navigation, animated: true)
                    }
                }
                final class LoginViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
            if delegate {
                swift += """

                    final class Flow: NSObject, UINavigationControllerDelegate {
                        func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
                            .portrait
                        }
                    }
                    """
            }
            return ["App/App.swift": swift, "App/Info.plist": Self.iPhone]
        }
        let plain = try PrecisionTests.check(app(delegate: false, assigned: "")).findings.filter {
            $0.rule == "container-ignores-child"
        }
        #expect(!plain.isEmpty && plain.allSatisfy { $0.severity == .warning && !$0.isInferred })
        // Given a delegate where it is presented, or by the controller on its stack.
        for assigned in ["navigation.delegate = flow", ""] {
            var files = app(delegate: true, assigned: assigned)
            if assigned.isEmpty {
                files["App/App.swift"] = files["App/App.swift"]?.replacing(
                    "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }",
                    with:
                        "override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }\n    override func viewDidLoad() { super.viewDidLoad(); navigationController?.delegate = Flow() }"
                )
            }
            let line =
                try #require(
                    files["App/App.swift"]?.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                        $0.contains("func navigationControllerSupportedInterfaceOrientations")
                    }) + 1
            let withDelegate = try PrecisionTests.check(files).findings.filter { $0.rule == "container-ignores-child" }
            #expect(
                !withDelegate.isEmpty
                    && withDelegate.allSatisfy {
                        $0.severity == .info
                            && $0.inferences.contains(
                                .containerDelegateUnseen(
                                    method: "navigationControllerSupportedInterfaceOrientations",
                                    place: "App/App.swift:\(line)"))
                    },
                Comment(rawValue: withDelegate.map { "\($0.severity) \($0.reportedMessage)" }.joined(separator: "\n")))
        }
        // The app has such a delegate, but this navigation controller is given none.
        let notGiven = try PrecisionTests.check(app(delegate: true, assigned: "")).findings.filter {
            $0.rule == "container-ignores-child"
        }
        #expect(!notGiven.isEmpty && notGiven.allSatisfy { $0.severity == .warning && !$0.isInferred })
    }

    /// An Objective-C change followed by a dismissal in the same method (DuckDuckGo's onboarding, #1): UIKit reads the
    /// masks again if the dismissed controller governed, which the reader cannot tell, so the change is a note.
    @Test func aChangeFollowedByADismissalIsANote() throws {
        func app(dismisses: Bool) -> [String: String] {
            [
                "App/Home.m": """
                #import <UIKit/UIKit.h>
                @interface HomeViewController : UIViewController
                @property (nonatomic) BOOL locked;
                @end
                @implementation HomeViewController
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return self.locked ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;
                }
                - (void)finishOnboarding {
                    self.locked = YES;
                    \(dismisses ? "[self dismissViewControllerAnimated:YES completion:nil];" : "")
                }
                @end
                """,
                "App/Info.plist": Self.iPhone,
            ]
        }
        func notes(_ files: [String: String]) throws -> [Finding] {
            try PrecisionTests.check(files).scenarios.flatMap(\.notes.list).filter {
                $0.rule == "mask-change-not-announced"
            }
        }
        let plain = try notes(app(dismisses: false))
        #expect(plain.count == 1 && plain.first?.severity == .warning)
        let dismissed = try notes(app(dismisses: true))
        #expect(dismissed.count == 1 && dismissed.first?.severity == .info)
        #expect(
            dismissed.first?.message.hasSuffix(
                "The same function then dismisses a controller (App/Home.m:11), and UIKit reads the masks again when the dismissed controller governed, so the change may take effect then."
            ) == true, Comment(rawValue: dismissed.first?.message ?? ""))
    }

    /// A Swift change in a function that another function calls before it dismisses (DuckDuckGo's
    /// `markOnboardingSeen()`, then `controller.dismiss(animated:)`): a note as well.
    @Test func aChangeACallerFollowsWithADismissalIsANote() throws {
        let swift = """
            import UIKit
            final class MainViewController: UIViewController {
                var seen = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { seen ? .all : .portrait }
                func onboardingCompleted(controller: UIViewController) {
                    markSeen()
                    controller.dismiss(animated: true)
                }
                func markSeen() {
                    seen = true
                }
            }
            """
        let notes = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.iPhone]).scenarios
            .flatMap(\.notes.list).filter { $0.rule == "mask-change-not-announced" }
        #expect(notes.map(\.line) == [10] && notes.allSatisfy { $0.severity == .info })
        #expect(notes.first?.message.contains("dismisses a controller (App/App.swift:7)") == true)
    }

    /// A storyboard segue whose style the presenter's segue preparation sets (MIT Mobile's people search, #13) is not
    /// checked with the storyboard's style: a note says why.
    @Test func aStyleSetWhileTheSegueIsPreparedLeavesTheSegueUnchecked() throws {
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="Search-1">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="Search-1" customClass="SearchViewController" customModule="App" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Nav-2" kind="presentation" modalPresentationStyle="fullScreen" id="p1"/>
                                </connections>
                            </viewController>
                        </objects>
                    </scene>
                    <scene sceneID="s2">
                        <objects>
                            <navigationController id="Nav-2" sceneMemberID="viewController">
                                <connections>
                                    <segue destination="Contacts-1" kind="relationship" relationship="rootViewController" id="r1"/>
                                </connections>
                            </navigationController>
                        </objects>
                    </scene>
                    <scene sceneID="s3">
                        <objects>
                            <viewController id="Contacts-1" customClass="ContactsViewController" customModule="App" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        func app(prepares: Bool) -> [String: String] {
            [
                "App/Base.lproj/Main.storyboard": storyboard,
                "App/App.swift": """
                import UIKit
                final class SearchViewController: UIViewController {
                    \(prepares ? "override func prepare(for segue: UIStoryboardSegue, sender: Any?) {\n        if segue.identifier == \"contacts\" { segue.destination.modalPresentationStyle = .formSheet }\n    }" : "")
                }
                final class ContactsViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """,
                "App/Info.plist": """
                <plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array>
                <key>UIMainStoryboardFile</key><string>Main</string></dict></plist>
                """,
            ]
        }
        let plain = try PrecisionTests.check(app(prepares: false))
        #expect(plain.findings.contains { $0.rule == "container-ignores-child" && $0.severity == .warning })
        let prepared = try PrecisionTests.check(app(prepares: true))
        #expect(!prepared.findings.contains { $0.rule == "container-ignores-child" })
        #expect(
            prepared.scenarios.flatMap(\.notes.list).contains {
                $0.message.contains(
                    "is presented with modalPresentationStyle set where the presenter prepares its segues (App/App.swift:4)"
                )
            })
        // Objective-C's setter form, `[segue.destinationViewController setModalPresentationStyle:…]`.
        var objc = app(prepares: false)
        objc["App/App.swift"] = nil
        objc["App/Search.m"] = """
            #import <UIKit/UIKit.h>
            @interface SearchViewController : UIViewController
            @end
            @implementation SearchViewController
            - (void)prepareForSegue:(UIStoryboardSegue *)segue sender:(id)sender {
                if ([[segue identifier] isEqualToString:@"contacts"]) {
                    [segue.destinationViewController setModalPresentationStyle:UIModalPresentationFormSheet];
                }
            }
            @end
            @interface ContactsViewController : UIViewController
            @end
            @implementation ContactsViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
            @end
            """
        let fromObjC = try PrecisionTests.check(objc)
        #expect(!fromObjC.findings.contains { $0.rule == "container-ignores-child" })
        #expect(
            fromObjC.scenarios.flatMap(\.notes.list).contains {
                $0.message.contains("set where the presenter prepares its segues (App/Search.m:7)")
            })
    }
}
