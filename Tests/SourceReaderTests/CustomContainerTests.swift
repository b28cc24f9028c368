import Foundation
import OrientationResolver
import OrientationWire
@testable import SourceReader
import Testing
@testable import TestSupport

/// A custom container that answers the mask itself and forwards preferredInterfaceOrientationForPresentation to a
/// child it holds (issue 35, part 5: `actualTopVC`): the child's answer is the container's, so E2′ holds where the
/// child prefers an orientation outside the container's mask.
@Suite struct CustomContainerTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>MinimumOSVersion</key><string>15.0</string>
        </dict></plist>
        """

    /// A Swift app whose home presents `PlayerContainer` full screen; `container` is its body, `child` the child's.
    static func swiftApp(container: String, child: String) -> String {
        """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                window?.rootViewController = HomeViewController()
            }
        }
        final class HomeViewController: UIViewController {
            func play() {
                let container = PlayerContainer()
                container.modalPresentationStyle = .fullScreen
                present(container, animated: true)
            }
        }
        final class PlayerContainer: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        \(container)
        }
        class ReaderViewController: UIViewController {
        \(child)
        }
        """
    }

    static func crashes(_ files: [String: String]) throws -> [Finding] {
        try PrecisionTests.check(files).findings.filter { $0.rule == "presentation-preferred-unsupported" }
    }

    static func notes(_ files: [String: String]) throws -> [String] {
        try PrecisionTests.check(files).scenarios.flatMap(\.notes.list).map(\.message)
    }

    @Test func aForwardToAChildThatPrefersPortraitCrashesAtTheChildsLine() throws {
        let child =
            "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }"
        for container in [
            "    let actualTopVC = ReaderViewController()\n    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { actualTopVC.preferredInterfaceOrientationForPresentation }",
            "    var child: ReaderViewController!\n    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { return self.child!.preferredInterfaceOrientationForPresentation }\n    func load() { child = ReaderViewController() }",
        ] {
            let swift = Self.swiftApp(container: container, child: child)
            let found = try Self.crashes(["App/App.swift": swift, "App/Info.plist": Self.plist])
            let line = try #require(swift.split(separator: "\n").firstIndex { $0.contains("{ .portrait }") }) + 1
            #expect(found.count == 1, Comment(rawValue: container))
            #expect(found.first?.exception?.id == "E2′")
            // The container's answer is the child's, at the child's line.
            let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
            let preferred = try #require(model.classes["PlayerContainer"]?.preferredInterfaceOrientationForPresentation)
            #expect(preferred.kind == .exact(UIInterfaceOrientation.portrait) && preferred.line == line)
        }
        // The fix: the child prefers an orientation the container supports.
        let fixed = Self.swiftApp(
            container:
                "    let actualTopVC = ReaderViewController()\n    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { actualTopVC.preferredInterfaceOrientationForPresentation }",
            child:
                "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeRight }"
        )
        #expect(try Self.crashes(["App/App.swift": fixed, "App/Info.plist": Self.plist]).isEmpty)
    }

    /// Where the reader cannot tell the child's answer, it checks without one and says why: a child that does not
    /// answer (UIKit's inherited answer is the fact orientd lacks), a child class another class subclasses, a
    /// property typed as UIKit's base class.
    @Test func aForwardTheReaderCannotFollowIsANote() throws {
        let forward =
            "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { actualTopVC.preferredInterfaceOrientationForPresentation }"
        let cases: [(property: String, child: String, words: String)] = [
            (
                "    let actualTopVC = ReaderViewController()", "",
                "actualTopVC holds a App.ReaderViewController, which does not answer it; UIKit's inherited answer there is not followed"
            ),
            (
                "    let actualTopVC: ReaderViewController = PagedReaderViewController()",
                "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }\n}\nfinal class PagedReaderViewController: ReaderViewController {",
                "the reader does not see what actualTopVC holds"
            ),
            (
                "    var actualTopVC: UIViewController = ReaderViewController()",
                "    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }",
                "the reader does not see what actualTopVC holds"
            ),
        ]
        for (property, child, words) in cases {
            let files = [
                "App/App.swift": Self.swiftApp(container: property + "\n" + forward, child: child),
                "App/Info.plist": Self.plist,
            ]
            #expect(try Self.crashes(files).isEmpty, Comment(rawValue: property))
            let notes = try Self.notes(files)
            #expect(
                notes.contains(
                    "App.PlayerContainer forwards preferredInterfaceOrientationForPresentation to actualTopVC: \(words), so its presentations are checked without that answer"
                ), Comment(rawValue: notes.joined(separator: "\n")))
        }
    }

    /// Objective-C: `[self.actualTopVC preferredInterfaceOrientationForPresentation]`, the property's class from its
    /// `@property` in the header. An Objective-C property the code never sets is nil, so it is not taken to hold its
    /// class.
    @Test func objectiveCForwardsThroughADeclaredProperty() throws {
        let header = """
            #import <UIKit/UIKit.h>
            @interface ReaderViewController : UIViewController
            @end
            @interface PlayerContainer : UIViewController
            @property (nonatomic, strong, nullable) ReaderViewController *actualTopVC;
            @end
            @interface HomeViewController : UIViewController
            @end
            """
        func implementation(setsChild: Bool) -> String {
            """
            #import "Container.h"
            @implementation ReaderViewController
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                return UIInterfaceOrientationPortrait;
            }
            @end
            @implementation PlayerContainer
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(setsChild ? "self.actualTopVC = [[ReaderViewController alloc] init];" : "")
            }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskLandscape;
            }
            - (UIInterfaceOrientation)preferredInterfaceOrientationForPresentation {
                return [self.actualTopVC preferredInterfaceOrientationForPresentation];
            }
            @end
            @implementation HomeViewController
            - (void)play {
                PlayerContainer *container = [[PlayerContainer alloc] init];
                container.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:container animated:YES completion:nil];
            }
            @end
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window.rootViewController = [[HomeViewController alloc] init];
                return YES;
            }
            @end
            """
        }
        for sets in [true, false] {
            let files = [
                "App/Container.h": header, "App/Container.m": implementation(setsChild: sets),
                "App/Info.plist": Self.plist,
            ]
            let found = try Self.crashes(files)
            #expect(found.count == (sets ? 1 : 0))
            let model = CodeReader.read(
                [(path: "Container.h", text: header), (path: "Container.m", text: implementation(setsChild: sets))],
                module: "App")
            let preferred = model.classes["PlayerContainer"]?.preferredInterfaceOrientationForPresentation
            #expect((preferred?.line == 4 && preferred?.file == "Container.m") == sets)
        }
    }
}
