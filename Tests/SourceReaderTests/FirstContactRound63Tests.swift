import OrientationResolver
import ProjectFiles
import Testing

@testable import SourceReader
@testable import TestSupport

/// The causes round 63's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound63Tests {
    /// An Objective-C app for iPhone and iPad (full screen on iPad, so masks decide there too) from iOS 7.
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>7.0</string>
        <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
        <key>UIRequiresFullScreen</key><true/>
        <key>UISupportedInterfaceOrientations</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        <key>UISupportedInterfaceOrientations~ipad</key><array>
        <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// A screen whose only orientation code is the callback UIKit stopped calling in iOS 6, answering portrait.
    static func legacyScreen(_ name: String) -> String {
        """
        @implementation \(name)
        - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
            return orientation == UIInterfaceOrientationPortrait;
        }
        @end
        """
    }

    /// The idioms each `legacy-callback-ignored` warning is said on, by file.
    static func legacyIdioms(launch: String, files: [String: String]) throws -> [String: Set<Idiom>] {
        var objC = files
        objC["App/main.m"] = "int main(int c, char *v[]) { return UIApplicationMain(c, v, nil, @\"AppDelegate\"); }"
        objC["App/AppDelegate.m"] = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.window = [[UIWindow alloc] initWithFrame:[[UIScreen mainScreen] bounds]];
                \(launch)
                [self.window makeKeyAndVisible];
                return YES;
            }
            @end
            """
        return try idioms(of: "legacy-callback-ignored", files: objC)
    }

    /// The idioms each warning of `rule` is said on, by the file and line that decide it, in an app of `files`.
    static func idioms(of rule: String, files: [String: String]) throws -> [String: Set<Idiom>] {
        let tree = try ArchiveTree(
            files: files.merging(["App/Info.plist": plist]) { first, _ in first }.mapValues { Array($0.utf8) })
        let checked = try AppCheck.check(
            tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
        var said: [String: Set<Idiom>] = [:]
        for (scenario, validation) in zip(checked, AppCheck.validate(checked, maxStates: 2_000)) {
            for finding in validation.findings
            where finding.rule == rule && finding.severity == .warning {
                guard let source = scenario.sources.deciding(validation.scenario.pointer(finding.location))
                else { continue }
                said["\(source.file):\(source.line ?? 0)", default: []].insert(
                    finding.cell?.idiom ?? validation.scenario.idiom)
            }
        }
        return said
    }

    /// AppSales' roots: `BOOL iPad = … == UIUserInterfaceIdiomPad; if (!iPad) { root = phone list } else { … }`.
    /// The local holds the idiom test, so each root is its idiom's alone, as `if (IS_IPAD)` would make it; a root
    /// set under a local that tests something else (the control) is set on both idioms.
    @Test func aRootSetUnderALocalThatTestsTheIdiomIsThatIdiomsAlone() throws {
        func launch(_ flag: String) -> String {
            """
            BOOL iPad = \(flag);
            if (!iPad) {
                self.window.rootViewController = [[UINavigationController alloc]
                    initWithRootViewController:[[PhoneList alloc] init]];
            } else {
                self.window.rootViewController = [[UINavigationController alloc]
                    initWithRootViewController:[[PadBoard alloc] init]];
            }
            """
        }
        let files = [
            "App/PhoneList.m": Self.legacyScreen("PhoneList"), "App/PadBoard.m": Self.legacyScreen("PadBoard"),
        ]
        let idiom = "[[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad"
        #expect(
            try Self.legacyIdioms(launch: launch(idiom), files: files)
                == ["App/PhoneList.m:3": [.phone], "App/PadBoard.m:3": [.pad]])
        #expect(
            try Self.legacyIdioms(launch: launch("[options count] > 0"), files: files)
                == ["App/PhoneList.m:3": [.phone, .pad], "App/PadBoard.m:3": [.phone, .pad]])
    }

    /// The same in Swift: `let iPad = UIDevice.current.userInterfaceIdiom == .pad` before `if !iPad { … }`; the
    /// control's local tests something else.
    @Test func aSwiftRootSetUnderALocalThatTestsTheIdiomIsThatIdiomsAlone() throws {
        func idioms(_ flag: String) throws -> [String: Set<Idiom>] {
            let launch = """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions
                        launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow(frame: UIScreen.main.bounds)
                        let iPad = \(flag)
                        if !iPad {
                            window?.rootViewController = UINavigationController(rootViewController: PhoneList())
                        } else {
                            window?.rootViewController = UINavigationController(rootViewController: PadBoard())
                        }
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                """
            let screens = """
                import UIKit
                final class PhoneList: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class PadBoard: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                """
            return try Self.idioms(
                of: "container-ignores-child",
                files: ["App/App.swift": ConsistentWorldsTests.launch + launch, "App/Screens.swift": screens])
        }
        #expect(
            try idioms("UIDevice.current.userInterfaceIdiom == .pad")
                == ["App/Screens.swift:3": [.phone], "App/Screens.swift:6": [.pad]])
        #expect(
            try idioms("launchOptions != nil")
                == ["App/Screens.swift:3": [.phone, .pad], "App/Screens.swift:6": [.phone, .pad]])
    }

    /// AppSales' report: a screen pushed only inside `if (idiom == UIUserInterfaceIdiomPhone)` (on iPad it shows in a
    /// popover) is on the stack on iPhone alone. The control, pushed outside the test, is on both idioms' stacks.
    @Test func aPushInsideATestOfTheIdiomIsMadeOnThatIdiomAlone() throws {
        let files = [
            "App/Sales.m": """
            @implementation Sales
            - (void)openReport {
                Report *report = [[Report alloc] init];
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {
                    [self.navigationController pushViewController:report animated:YES];
                } else {
                    self.popover = [[UIPopoverController alloc] initWithContentViewController:report];
                }
            }
            - (void)openSettings {
                [self.navigationController pushViewController:[[Settings alloc] init] animated:YES];
            }
            @end
            """,
            "App/Report.m": Self.legacyScreen("Report"), "App/Settings.m": Self.legacyScreen("Settings"),
        ]
        let launch = """
            self.window.rootViewController = [[UINavigationController alloc]
                initWithRootViewController:[[Sales alloc] init]];
            """
        #expect(
            try Self.legacyIdioms(launch: launch, files: files)
                == ["App/Report.m:3": [.phone], "App/Settings.m:3": [.phone, .pad]])
    }

    /// ChorusLaptimer's lock: a helper gives the app delegate's mask its parameter (`AppUtility.lockOrientation`), and
    /// only the chart's appearance and disappearance call it, so landscape holds only while the chart is on screen:
    /// the list's setter, as the list loads (the list shown by code the reader does not follow, so checked alone), is
    /// in no world where the mask is landscape (the interface is portrait there already). The control also unlocks
    /// from a button of the list: then it is.
    @Test func aMaskAHelperGivesOnlyAsAScreenAppearsHoldsWhileItIsOnScreen() throws {
        func setterLines(listAction: String) throws -> [Int] {
            let swift =
                ConsistentWorldsTests.launch + """
                        var orientationLock = UIInterfaceOrientationMask.portrait
                        func application(_ application: UIApplication,
                            supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            orientationLock
                        }
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions
                            launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window = UIWindow(frame: UIScreen.main.bounds)
                            window?.rootViewController = UINavigationController(rootViewController: HomeScreen())
                            window?.makeKeyAndVisible()
                            return true
                        }
                    }
                    struct Lock {
                        static func lockOrientation(_ orientation: UIInterfaceOrientationMask) {
                            if let delegate = UIApplication.shared.delegate as? AppDelegate {
                                delegate.orientationLock = orientation
                            }
                        }
                    }
                    final class HomeScreen: UIViewController {
                        let screens: [UIViewController.Type] = [ListScreen.self]
                    }
                    final class ListScreen: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                        }
                        func open() { navigationController?.pushViewController(ChartScreen(), animated: true) }
                        \(listAction)
                    }
                    final class ChartScreen: UIViewController {
                        override func viewDidLoad() {
                            super.viewDidLoad()
                            Lock.lockOrientation(.landscapeLeft)
                            UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation")
                        }
                        override func viewWillDisappear(_ animated: Bool) {
                            super.viewWillDisappear(animated)
                            Lock.lockOrientation(.portrait)
                        }
                    }
                    """
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
            let setters = lines.indices.filter { lines[$0].contains("forKey: \"orientation\"") }.map { $0 + 1 }
            #expect(setters.count == 2)
            return Set(
                try ConsistentWorldsTests.said(swift).filter { $0.rule == "device-orientation-setter-ignored" }.map(
                    \.line)
            ).sorted().map { setters.firstIndex(of: $0).map { $0 + 1 } ?? -$0 }
        }
        // The setters said, as the first (the list's) and the second (the chart's).
        #expect(try setterLines(listAction: "") == [2])
        #expect(try setterLines(listAction: "@objc func unlock() { Lock.lockOrientation(.landscapeLeft) }") == [1, 2])
    }

    /// PassDrop's main nibs: the iPhone's and the iPad's each connect the app delegate's `navigationController` outlet,
    /// both to a navigation controller over the same class, so the root the code sets from the outlet is that one
    /// (its child's portrait mask, which the container does not ask, is said). The control's iPad nib puts another
    /// class in the stack: which nib connects it is not read, so the root is not checked (a note says so).
    @Test func twoNibsThatConnectAnOutletToTheSameControllerGiveIt() throws {
        func nib(root: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <customObject id="3" customClass="AppDelegate">
                        <connections>
                            <outlet property="navigationController" destination="9" id="15"/>
                        </connections>
                    </customObject>
                    <navigationController id="9">
                        <viewControllers>
                            <viewController id="13" customClass="\(root)"/>
                        </viewControllers>
                    </navigationController>
                </objects>
            </document>
            """
        }
        let swift =
            ConsistentWorldsTests.launch + """
                    @objc dynamic var navigationController: UINavigationController!
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions
                        launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window?.rootViewController = navigationController
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                final class Vault: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                }
                final class Other: UIViewController {}
                """
        func said(padRoot: String) throws -> [String] {
            try ConsistentWorldsTests.said(
                swift, notes: true,
                objC: ["App/MainWindow.xib": nib(root: "Vault"), "App/MainWindow-iPad.xib": nib(root: padRoot)]
            ).map(\.rule).filter { ["container-ignores-child", "code-not-read"].contains($0) }
        }
        #expect(try said(padRoot: "Vault") == ["container-ignores-child"])
        #expect(try said(padRoot: "Other") == ["code-not-read"])
    }
}
