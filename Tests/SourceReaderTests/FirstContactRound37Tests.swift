import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 37's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound37Tests {
    /// A screen that declares the app delegate's mask method (a delegate's method copied into a controller, as
    /// DigitalOhana's sign-in screen did) is never asked it: `misspelled-member` says so, in both languages, and the
    /// app delegate's mask is not taken from it (it was, and a portrait-upside-down "delegate" then claimed a crash).
    /// An app delegate whose class is named like a controller (cocos2d's `AppController`) keeps its mask.
    @Test func theDelegatesMaskMethodInAScreen() throws {
        let swift =
            ConsistentWorldsTests.launch + """
                    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                        window = UIWindow()
                        window?.rootViewController = SignIn()
                        window?.makeKeyAndVisible()
                        return true
                    }
                }
                class SignIn: UIViewController {
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        return .portraitUpsideDown
                    }
                }
                """
        let read = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        #expect(read.classes["SignIn"]?.misspelled.map(\.meant) == ["supportedInterfaceOrientations"])
        #expect(read.appDelegateMask == nil)
        let said = try ConsistentWorldsTests.said(swift)
        #expect(!said.contains { $0.rule == "no-common-orientation" }, "\(said)")
        let objc = """
            @implementation PickerViewController
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            @implementation AppController
            - (UIInterfaceOrientationMask)application:(UIApplication *)application supportedInterfaceOrientationsForWindow:(UIWindow *)window {
                return UIInterfaceOrientationMaskLandscape;
            }
            @end
            """
        let model = CodeReader.read([(path: "App.m", text: objc)], module: "App")
        #expect(model.classes["PickerViewController"]?.misspelled.map(\.meant) == ["supportedInterfaceOrientations"])
        #expect(model.appDelegateMask?.kind == .exact(24))
    }
}
