import OrientationResolver
import OrientationWire
import ProjectFiles
import Testing

@testable import SourceReader

/// The causes rounds 66 to 71's first contact found (docs/precision.md), each reduced in our own words, each with a
/// control that must still be said.
@Suite struct FirstContactRound67Tests {
    /// The modules read and what is named as not followed, for an XcodeGen app whose Podfile takes the development
    /// pod `Kit` from the repository's root podspec (`podspec`), beside a vendored library folder and its sources.
    static func coverage(podspec: String) throws -> Coverage {
        let spec = """
            name: App
            targets:
              App:
                type: application
                platform: iOS
                sources: [App]
            """
        let tree = try ArchiveTree(
            files: [
                "project.yml": Array(spec.utf8),
                "Podfile": Array("target 'App' do\n  pod 'Kit', :path => './Kit.podspec'\nend\n".utf8),
                "Kit.podspec": Array(podspec.utf8),
                "App/AppDelegate.swift": Array(LocalPackageTests.appDelegate.utf8),
                "Kit/Source/KitPlayer.swift": Array(LocalPackageTests.player.utf8),
                "libs/Player/RotationManager.swift": Array(LocalPackageTests.player.utf8),
                "libs/Player/Other.swift": Array(LocalPackageTests.player.utf8),
            ])
        let checked = try AppCheck.check(
            tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
        return try #require(checked.first?.coverage)
    }

    /// AgoraIotLink's pod (round 67): a development pod whose podspec, at the repository's root, names only prebuilt
    /// frameworks builds no code of its own; the libraries beside it are not its sources. One whose `source_files`
    /// start in a folder is read there alone (the control reads the whole folder only for a pattern that starts
    /// with a wildcard).
    @Test func aDevelopmentPodBuildsWhatItsPodspecNames() throws {
        let prebuilt = try Self.coverage(
            podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.vendored_frameworks = ['libs/*.framework']\nend\n")
        #expect(prebuilt.modules.map(\.name) == ["App"])
        #expect(
            prebuilt.notFollowed == [
                "the development pod Kit (., Podfile:2): its podspec names no source_files, only prebuilt frameworks or libraries, which orientd cannot read"
            ])
        let sources = try Self.coverage(
            podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = 'Kit/Source/**/*.{swift,h,m}'\nend\n")
        #expect(sources.modules == [.init(name: "App", files: 1), .init(name: "Kit", files: 1)])
        let everything = try Self.coverage(
            podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = '**/*.swift'\nend\n")
        #expect(everything.modules.first { $0.name == "Kit" }?.files ?? 0 >= 3)
        // A folder Ruby computes is not read as written: the whole folder is.
        let computed = try Self.coverage(
            podspec: "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.source_files = \"#{s.name}/Source/**/*\"\nend\n")
        #expect(computed.modules.first { $0.name == "Kit" }?.files ?? 0 >= 3)
    }

    /// AgoraIotLink's alerts (round 67): over a tab bar root that forwards to its selected tab, whose tabs its own
    /// code adds in a way the reader does not read (`addChildViewController:` in a helper of `viewDidLoad`), a sheet
    /// whose mask differs from what the empty tab bar answers (nil messaging's zero) is said only as a note: the
    /// tabs decide. The control gives the tab bar its tabs where the reader reads them.
    @Test func aSheetOverATabBarWhoseTabsAreUnreadIsANote() throws {
        func said(tabs: String) throws -> [String] {
            let files = [
                "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[Tabs alloc] init]"),
                "App/Tabs.h": "@interface Tabs : UITabBarController\n@end\n",
                "App/Home.h": "@interface Home : UIViewController\n@end\n",
                "App/Alert.h": "@interface Alert : UIViewController\n@end\n",
                "App/Tabs.m": """
                @implementation Tabs
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    \(tabs)
                }
                - (void)addTab:(UIViewController *)controller { [self addChildViewController:controller]; }
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return self.selectedViewController.supportedInterfaceOrientations;
                }
                @end
                """,
                "App/Home.m": """
                @implementation Home
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscape; }
                - (void)warn { [Alert show]; }
                @end
                """,
                "App/Alert.m": """
                @implementation Alert
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskPortrait; }
                + (void)show {
                    Alert *alert = [[Alert alloc] init];
                    alert.modalPresentationStyle = UIModalPresentationOverCurrentContext;
                    [[UIApplication sharedApplication].keyWindow.rootViewController presentViewController:alert animated:NO completion:nil];
                }
                @end
                """,
            ]
            return try ConsistentWorldsTests.said("", objC: files).map(\.rule)
        }
        #expect(try !said(tabs: "[self addTab:[[Home alloc] init]];").contains("sheet-does-not-force-orientation"))
        #expect(
            try said(tabs: "self.viewControllers = @[[[Home alloc] init]];").contains(
                "sheet-does-not-force-orientation"))
    }

    /// PRCard's screens (round 68): a UIDevice setter made only where the device already has the orientation it
    /// gives (`if UIDevice.current.orientation.rawValue == 4 { setValue(4, …) }`) changes nothing on any version, so
    /// it is not said; its `else` is. The control tests another orientation than the one it gives.
    @Test func aSetterForTheOrientationTheDeviceHasChangesNothing() throws {
        func lines(testing tested: Int) throws -> (said: [Int], source: String) {
            let swift =
                ConsistentWorldsTests.delegate(root: "Board") + """
                    }
                    class Board: UIViewController {
                        override func viewDidAppear(_ animated: Bool) {
                            super.viewDidAppear(animated)
                            if UIDevice.current.orientation.rawValue == \(tested) {
                                UIDevice.current.setValue(4, forKey: "orientation") // kept
                            } else {
                                UIDevice.current.setValue(3, forKey: "orientation") // turned
                            }
                        }
                    }
                    """
            return (try FirstContactRound64Tests.lines("device-orientation-setter-ignored", swift), swift)
        }
        let same = try lines(testing: 4)
        #expect(same.said == [FirstContactRound64Tests.line(of: "// turned", in: same.source)])
        let other = try lines(testing: 3)
        #expect(other.said == ["// kept", "// turned"].map { FirstContactRound64Tests.line(of: $0, in: other.source) })
    }

    /// MyPianoInstructor's lock (round 68): a value given to the app delegate's lock just before
    /// `DispatchQueue.main.async { … requestGeometryUpdate … }` still holds when the dispatched request runs, so the
    /// request is answered in that lock's world (landscape, met). The control dispatches the request without
    /// giving the lock first (portrait: refused).
    @Test func aValueGivenBeforeDispatchingToMainHoldsForTheRequest() throws {
        func said(giving given: String) throws -> [Int] {
            let swift =
                ConsistentWorldsTests.delegate(root: "HomeViewController", lock: ".portrait") + """
                    }
                    class HomeViewController: UIViewController {
                        @objc func play() {
                            \(given)
                            DispatchQueue.main.async {
                                let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
                                scene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))
                            }
                        }
                    }
                    """
            return try FirstContactRound64Tests.lines("geometry-request-refused", swift)
        }
        #expect(try said(giving: "AppDelegate.lock = .landscape").isEmpty)
        #expect(try said(giving: "").count == 1)
    }

    /// ExpeditionMundus' photo browser (round 69): a change of the app delegate's flag followed in its method by the
    /// presentation of a controller given a full-screen style is a note, since UIKit reads the masks again for a
    /// full-screen presentation (as for a SwiftUI cover). The control presents with no style (a sheet from iOS 13).
    @Test func aChangeFollowedByAFullScreenPresentationIsANote() throws {
        func said(style: String) throws -> [String] {
            let files = [
                "App/AppDelegate.h": """
                @interface AppDelegate : UIResponder <UIApplicationDelegate>
                @property (strong, nonatomic) UIWindow *window;
                @property (nonatomic) BOOL showingPhotos;
                @end
                """,
                "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(
                    root: "[[Sources alloc] init]",
                    extra: """
                        - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                            return self.showingPhotos ? UIInterfaceOrientationMaskLandscapeLeft : UIInterfaceOrientationMaskPortrait;
                        }
                        """),
                "App/Sources.h": "@interface Sources : UIViewController\n@end\n",
                "App/Photos.h": "@interface Photos : UIViewController\n@end\n",
                "App/Photos.m": "@implementation Photos\n@end\n",
                "App/Sources.m": """
                @implementation Sources
                - (void)showPhotos {
                    AppDelegate *delegate = (AppDelegate *)[UIApplication sharedApplication].delegate;
                    delegate.showingPhotos = YES;
                    Photos *photos = [[Photos alloc] init];
                    \(style)
                    [self presentViewController:photos animated:YES completion:nil];
                }
                @end
                """,
            ]
            return try ConsistentWorldsTests.said("", objC: files).map(\.rule)
        }
        #expect(
            try !said(style: "photos.modalPresentationStyle = UIModalPresentationFullScreen;").contains(
                "mask-change-not-announced"))
        #expect(try said(style: "").contains("mask-change-not-announced"))
    }

    /// BlueSyncController (round 71): a SwiftUI App that installs no `@UIApplicationDelegateAdaptor` never makes the
    /// code's app delegate, so the window root its launch gives (a landscape-only controller in a portrait-only
    /// app, which would crash) is no root of the app: nothing is said of it, and a note says why. The control
    /// installs the delegate.
    @Test func aRootGivenByADelegateNothingInstallsIsNoRoot() throws {
        func said(adaptor: String) throws -> [String] {
            let swift = """
                import SwiftUI
                import UIKit
                @main
                struct BoardApp: App {
                    \(adaptor)
                    var body: some Scene { WindowGroup { Text("board") } }
                }
                class AppDelegate: NSObject, UIApplicationDelegate {
                    var window: UIWindow?
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions
                        launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = Landscape()
                        return true
                    }
                }
                class Landscape: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeLeft }
                }
                """
            let plist = ConsistentWorldsTests.plist.replacingOccurrences(
                of: "<string>UIInterfaceOrientationLandscapeLeft</string>", with: ""
            ).replacingOccurrences(of: "<string>UIInterfaceOrientationLandscapeRight</string>", with: "")
            return try ConsistentWorldsTests.said(swift, plist: plist).map(\.rule)
        }
        #expect(try !said(adaptor: "").contains("no-common-orientation"))
        #expect(
            try said(adaptor: "@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate").contains(
                "no-common-orientation"))
    }
}
