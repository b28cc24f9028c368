import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 21's first contact found (docs/precision.md), each reduced to an app of a few lines in our own
/// words.
@Suite struct FirstContactRound21Tests {
    /// The `mask-change-not-announced` findings (every severity) of an app of `files`.
    static func maskChangeNotes(_ files: [String: String]) throws -> [Finding] {
        try PrecisionTests.check(files).scenarios.flatMap(\.notes.list).filter {
            $0.rule == "mask-change-not-announced"
        }
    }

    /// An Objective-C app delegate whose mask reads its own flag, and a screen with a flag of the same name of its
    /// own (a live-video screen's `isFull`, set as it turns): the screen's flag is no change of the delegate's mask.
    /// The control sets the delegate's flag from the same method.
    @Test func aScreensOwnFlagNamedAsTheDelegates() throws {
        func app(_ change: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                objC: [
                    "App/AppDelegate.h":
                        "@interface AppDelegate : UIResponder\n@property (nonatomic, assign) BOOL isFull;\n@end\n",
                    "App/AppDelegate.m": """
                    @implementation AppDelegate
                    - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                        self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:[[LiveViewController alloc] init]];
                        return YES;
                    }
                    - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                        if (self.isFull) {
                            return UIInterfaceOrientationMaskAllButUpsideDown;
                        }
                        return UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """,
                    "App/LiveViewController.h": "@interface LiveViewController : UIViewController\n@end\n",
                    "App/LiveViewController.m": """
                    @interface LiveViewController ()
                    @property (nonatomic, assign) BOOL isFull;
                    @end
                    @implementation LiveViewController
                    - (void)enterFullScreen {
                        \(change)
                    }
                    @end
                    """,
                ])
        }
        let own = try app("self.isFull = YES;")
        #expect(own.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(own)"))
        let delegates = try app(
            "AppDelegate *app = (AppDelegate *)[UIApplication sharedApplication].delegate; app.isFull = YES;")
        #expect(
            delegates.contains { $0.rule == "mask-change-not-announced" && $0.line == 6 },
            Comment(rawValue: "\(delegates)"))
    }
}

extension FirstContactRound21Tests {
    /// A game whose Info.plist allows one orientation and whose root answers only the legacy callback, refusing
    /// every turn (a cocos2d game's root): the interface stays in that one orientation on every iOS, so nothing
    /// differs. The control allows two orientations: refusing every turn then keeps the launch orientation, where
    /// iOS 6 turns between the two.
    @Test func aLegacyRefusalInAnAppOfOneOrientation() throws {
        func app(_ orientations: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: """
                    <plist><dict>
                    <key>UISupportedInterfaceOrientations</key><array>\(orientations)</array>
                    </dict></plist>
                    """,
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[GameViewController alloc] init]"),
                    "App/GameViewController.h": "@interface GameViewController : UIViewController\n@end\n",
                    "App/GameViewController.m": """
                    @implementation GameViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return NO;
                    }
                    @end
                    """,
                ])
        }
        let one = try app("<string>UIInterfaceOrientationLandscapeRight</string>")
        #expect(one.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(one)"))
        let two = try app(
            "<string>UIInterfaceOrientationLandscapeRight</string><string>UIInterfaceOrientationLandscapeLeft</string>")
        #expect(two.contains { $0.rule == "legacy-callback-ignored" && $0.line == 3 }, Comment(rawValue: "\(two)"))
    }
}

extension FirstContactRound21Tests {
    /// A library's idiom test behind its prefix (`PSIsIpad()`, as PDF readers' vendored kits write it) in an iPad-only
    /// app's legacy callback: YES on iPad, which is the iPad's default, so nothing differs there. The control tests
    /// something else (a screen's scale), and each answer is then a world the app can be in.
    @Test func anIdiomTestBehindALibrarysPrefix() throws {
        #expect(idiomTested(by: "PSIsIpad ( )")?.idiom == .pad)
        #expect(idiomTested(by: "! PSIsIpad ( )")?.idiom == .phone)
        #expect(idiomTested(by: "deviceIsPhone")?.idiom == .phone)
        #expect(idiomTested(by: "PSIsRetina ( )") == nil)
        func app(_ test: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                "",
                plist: """
                    <plist><dict>
                    <key>UIDeviceFamily</key><array><integer>2</integer></array>
                    <key>UIRequiresFullScreen</key><true/>
                    <key>UISupportedInterfaceOrientations</key><array>
                    <string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string>
                    <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string>
                    </array>
                    </dict></plist>
                    """,
                objC: [
                    "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(
                        root: "[[ReaderViewController alloc] init]"),
                    "App/ReaderViewController.h": "@interface ReaderViewController : UIViewController\n@end\n",
                    "App/ReaderViewController.m": """
                    @implementation ReaderViewController
                    - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                        return \(test) ? YES : orientation != UIInterfaceOrientationPortraitUpsideDown;
                    }
                    @end
                    """,
                ])
        }
        let pad = try app("PSIsIpad()")
        #expect(pad.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(pad)"))
        let other = try app("PSIsRetina()")
        #expect(other.contains { $0.rule == "legacy-callback-ignored" }, Comment(rawValue: "\(other)"))
    }
}

extension FirstContactRound21Tests {
    /// A passcode screen (a vendored kit's) whose mask reads a flag its own methods set, shown only as the root of
    /// a plain navigation controller it presents: that container answers for it, so UIKit never asks it and the
    /// change is a note. The control presents the screen itself.
    @Test func aMaskChangeOfAScreenShownOnlyInsideAPlainNavigationController() throws {
        func app(_ show: String) throws -> [Finding] {
            try FirstContactRound21Tests.maskChangeNotes([
                "App/Info.plist": ConsistentWorldsTests.plist,
                "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(root: "[[HomeViewController alloc] init]"),
                "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                "App/HomeViewController.m": """
                @implementation HomeViewController
                - (void)askForPasscode {
                    [[[PasscodeViewController alloc] init] showInViewController:self];
                }
                @end
                """,
                "App/PasscodeViewController.h": "@interface PasscodeViewController : UIViewController\n@end\n",
                "App/PasscodeViewController.m": """
                @interface PasscodeViewController ()
                @property (nonatomic, assign) BOOL locking;
                @end
                @implementation PasscodeViewController
                - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                    return self.locking ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAll;
                }
                - (void)showInViewController:(UIViewController *)controller {
                    self.locking = YES;
                    \(show)
                }
                @end
                """,
            ])
        }
        let wrapped = try app(
            "UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:self];\n        [controller presentViewController:nav animated:YES completion:nil];"
        )
        #expect(wrapped.count == 1 && wrapped.allSatisfy { $0.severity == .info }, Comment(rawValue: "\(wrapped)"))
        // Full screen: a sheet (the automatic style from iOS 13) is asked for no mask from iOS 16 (round 64). The change
        // made before the full-screen presentation is a note (UIKit reads the masks for it, round 69); the one made
        // after it is said.
        let itself = try app(
            "self.modalPresentationStyle = UIModalPresentationFullScreen;\n        [controller presentViewController:self animated:YES completion:nil];\n        self.locking = NO;"
        )
        #expect(
            itself.map(\.severity) == [.info, .warning] || itself.map(\.severity) == [.warning, .info],
            Comment(rawValue: "\(itself)"))
    }
}

/// Round 22's causes (docs/precision.md), reduced in our own words.
@Suite struct FirstContactRound22Tests {
    /// An app's own method named like UIKit's behind the app's prefix (`a3SupportedInterfaceOrientations`, which the
    /// app delegate asks the visible controller for): not a misspelling. The control drops one letter.
    @Test func aPrefixedNameIsTheAppsOwnMethod() {
        #expect(DeclarationVisitor.misspelledAnswer("a3SupportedInterfaceOrientations", type: nil) == nil)
        #expect(DeclarationVisitor.misspelledAnswer("myShouldAutorotate", type: nil) == nil)
        #expect(
            DeclarationVisitor.misspelledAnswer("supportedInterfaceOrientation", type: nil)
                == "supportedInterfaceOrientations")
        #expect(DeclarationVisitor.misspelledAnswer("shouldAutoRotate", type: nil) == "shouldAutorotate")
    }

    /// A SwiftUI App that installs no delegate adaptor, beside an AppDelegate class that answers a lock the code
    /// changes: UIKit never asks that class, so its lock's changes are no mask changes. The control installs it.
    @Test func anAppDelegateASwiftUIAppDoesNotInstall() throws {
        func app(_ adaptor: String) throws -> ConsistentWorldsTests.Said {
            try ConsistentWorldsTests.said(
                """
                import SwiftUI
                @main
                struct TalesApp: App {
                    \(adaptor)
                    var body: some Scene {
                        WindowGroup { Text("Tales").onAppear { AppDelegate.lock = .landscape } }
                    }
                }
                class AppDelegate: NSObject, UIApplicationDelegate {
                    static var lock: UIInterfaceOrientationMask = .all
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        AppDelegate.lock
                    }
                }
                """)
        }
        let missing = try app("")
        #expect(missing.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(missing)"))
        for adaptor in [
            "@UIApplicationDelegateAdaptor(AppDelegate.self) var delegate",
            "@UIApplicationDelegateAdaptor var delegate: AppDelegate",
        ] {
            let installed = try app(adaptor)
            #expect(
                installed.contains { $0.rule == "mask-change-not-announced" && $0.line == 6 },
                Comment(rawValue: "\(installed)"))
        }
    }

    /// A library's SwiftUI example App (a package the app builds, its own module) beside an app that starts from
    /// its UIKit app delegate (`main.swift`): the example is not the app's entry point, so the delegate's lock is
    /// the app's. The control reads the same App in the app's own module.
    @Test func aLibrarysSwiftUIExampleIsNotTheAppsEntry() {
        let files = [
            (
                path: "Kit/ExampleApp.swift",
                text:
                    "import SwiftUI\n@main\nstruct ExampleApp: App {\n    var body: some Scene { WindowGroup { Text(\"\") } }\n}\n"
            ),
            (
                path: "App/AppDelegate.swift",
                text: """
                import UIKit
                class AppDelegate: UIResponder, UIApplicationDelegate {
                    static var lock: UIInterfaceOrientationMask = .portrait
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        AppDelegate.lock
                    }
                    @objc func play() { AppDelegate.lock = .landscape }
                }
                """
            ),
        ]
        func model(_ modules: [String]) -> SourceModel {
            CodeReader.read(count: files.count, module: "App", modules: modules) { index in
                .text(files[index].text, path: files[index].path)
            }
        }
        let library = model(["Kit", "App"])
        #expect(library.swiftUIApp == nil)
        #expect(library.unannouncedChanges.map(\.change.line) == [7])
        let own = model(["App", "App"])
        #expect(own.swiftUIApp?.name == "ExampleApp")
        #expect(own.unannouncedChanges.isEmpty)
    }

    /// A change of what the app delegate's mask reads, made by the method that gives the window a new root (a menu
    /// style switched by rebuilding the window's root): UIKit reads the masks again for the new root, so it is a
    /// note. The control changes it in a method that sets no root.
    @Test func aChangeMadeWithANewWindowRoot() throws {
        func app(_ body: String) throws -> [Finding] {
            try FirstContactRound21Tests.maskChangeNotes([
                "App/Info.plist": ConsistentWorldsTests.plist,
                "App/AppDelegate.h":
                    "@interface AppDelegate : UIResponder\n@property (nonatomic) BOOL gridStyle;\n@end\n",
                "App/AppDelegate.m": """
                @implementation AppDelegate
                - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                    self.window.rootViewController = [[HomeViewController alloc] init];
                    return YES;
                }
                - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                    return self.gridStyle ? UIInterfaceOrientationMaskPortrait : UIInterfaceOrientationMaskAllButUpsideDown;
                }
                - (void)switchToGrid {
                    \(body)
                }
                @end
                """,
                "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
            ])
        }
        let rebuilt = try app(
            "UINavigationController *grid = [[UINavigationController alloc] initWithRootViewController:[[HomeViewController alloc] init]];\n    self.window.rootViewController = grid;\n    self.gridStyle = YES;"
        )
        #expect(rebuilt.count == 1 && rebuilt.allSatisfy { $0.severity == .info }, Comment(rawValue: "\(rebuilt)"))
        let plain = try app("self.gridStyle = YES;")
        #expect(plain.count == 1 && plain.allSatisfy { $0.severity == .warning }, Comment(rawValue: "\(plain)"))
    }
}
