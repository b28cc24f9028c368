import OrientationResolver
@testable import SourceReader
import Testing

/// A controller class that no file of the target names but where it is declared is dead code: no state of the app
/// shows it, so nothing is said about it as if presented (Scholastic's and SberAudit's never-made controllers, judged
/// false in docs/precision.md). A class named anywhere else (made, subclassed, cast to, named by a string or a nib's
/// object) is still checked as presented where nothing reachable shows it.
@Suite struct DeadClassTests {
    /// Names as the scan keeps them (`Mentions.hash`).
    static func names(_ names: String...) -> Set<UInt64> { Set(names.map(Mentions.hash)) }

    @Test func mentionsAreUsesByTheDeclarationTheyAreIn() {
        let objC = Mentions.scan(
            """
            #import "OldViewController.h"
            @class Forward, Other;
            @protocol OldDelegate;
            void helper(void) { [Helper run]; }
            @interface OldViewController : BaseViewController <Protocol>
            @end
            @interface OldViewController (Category)
            @end
            @implementation OldViewController
            // [[Commented alloc] init];
            /* [[Blocked alloc] init]; */
            - (void)show { [self presentViewController:[[Made alloc] init] animated:YES completion:nil]; }
            - (Class)named { return NSClassFromString(@"ByString"); }
            - (char)quote { return '"'; }
            - (id)after { return [After new]; }
            @end
            @protocol OldDelegate
            - (void)oldDidFinish:(OldViewController *)old;
            @end
            """, path: "App/OldViewController.m")
        #expect(objC.declared == ["OldViewController", "OldDelegate"])
        #expect(objC.byBlock[""] == Self.names("Helper"))
        let old = objC.byBlock["OldViewController"] ?? []
        #expect(
            old.isSuperset(
                of: Self.names("BaseViewController", "Protocol", "Made", "NSClassFromString", "ByString", "After")))
        #expect(
            old.isDisjoint(
                with: Self.names("OldViewController", "Forward", "Other", "Commented", "Blocked", "OldDelegate")))
        #expect(objC.byBlock["OldDelegate"] == Self.names("OldViewController"))
        #expect(!objC.dynamicClassNames)
        let swift = Mentions.scan(
            """
            import UIKit
            @main
            final class Player: UIViewController, Delegate {
                // Commented()
                static func make() -> Player { Player() }
                let url = "https://example.com/{Page"
                func next() { show(Next()) }
            }
            extension Player: Other {}
            struct Plain {}
            let made = NSClassFromString(name)
            """, path: "App/Player.swift")
        #expect(swift.declared == ["Player", "Plain"])
        #expect(swift.entryPoints == ["Player"])
        #expect(
            swift.byBlock["Player"] == Self.names("UIViewController", "Delegate", "Player", "Page", "Next", "Other"))
        #expect(swift.byBlock[""] == Self.names("NSClassFromString"))
        #expect(swift.dynamicClassNames)
    }

    /// Live code: the top level (main.m names the app delegate), entry points and what they name; a class named only
    /// by a dead class, or by a protocol nothing adopts, is dead.
    @Test func liveCodeStartsAtTheEntryPoints() {
        var mentions = Mentions()
        for (path, text) in [
            (
                "App/main.m",
                "int main(void) { return UIApplicationMain(0, nil, nil, NSStringFromClass([AppDelegate class])); }"
            ),
            ("App/AppDelegate.m", "@implementation AppDelegate\n- (void)go { [Home new]; }\n@end\n"),
            ("App/Home.m", "@implementation Home\n@end\n"),
            (
                "App/Old.m",
                "@implementation Old\n- (void)go { [Older new]; }\n@end\n@protocol OldDelegate\n- (void)x:(Old *)o;\n@end\n"
            ),
            ("App/Older.m", "@implementation Older\n@end\n"),
            (
                "App/Scene.swift",
                "class Scene: UIResponder, UIWindowSceneDelegate { let root = Shown() }\nclass Shown {}\n"
                    + "class Later: UIResponder {}\nclass Named {}\n"
            ),
        ] {
            mentions.merge(Mentions.scan(text, path: path))
        }
        // A scene delegate that adopts its protocol in an extension of another file is an entry point too.
        mentions.merge(
            Mentions.scan(
                "extension Later: UIWindowSceneDelegate {\n    func make() -> Named { Named() }\n}\n",
                path: "App/Later.swift"))
        #expect(mentions.dead() == ["Old", "Older", "OldDelegate"])
    }

    /// An app whose root is `HomeViewController`, with `Old`, a controller that answers only the legacy callback
    /// (ignored from iOS 6 on, where UIKit's default differs from its answer), and the app delegate's `extra` code.
    static func said(extra: String) throws -> ConsistentWorldsTests.Said {
        try ConsistentWorldsTests.said(
            "", notes: true,
            objC: [
                "App/AppDelegate.m": ConsistentWorldsTests.objCDelegate(
                    root: "[[HomeViewController alloc] init]", extra: extra),
                "App/HomeViewController.h": "@interface HomeViewController : UIViewController\n@end\n",
                "App/HomeViewController.m": "@implementation HomeViewController\n@end\n",
                "App/Old.h": "@interface Old : UIViewController\n@end\n",
                "App/Old.m": """
                #import "Old.h"
                @implementation Old
                - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
                    return orientation == UIInterfaceOrientationPortrait;
                }
                @end
                """,
            ])
    }

    /// What is not checked is said: one note names the dead controllers, at the first.
    @Test func theDeadControllersAreNamedInANote() {
        let files = [
            ("App/main.m", "int main(void) { return UIApplicationMain(0, nil, nil, @\"AppDelegate\"); }"),
            ("App/AppDelegate.m", "@implementation AppDelegate\n@end\n"),
            ("App/Old.h", "@interface Old : UIViewController\n@end\n"),
            (
                "App/Old.m",
                "@implementation Old\n- (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {\n    return YES;\n}\n@end\n"
            ),
        ]
        let model = CodeReader.read(files.map { (path: $0.0, text: $0.1) }, module: "App")
        #expect(model.deadTypes == ["Old"])
        let note = model.notes.first { $0.message.contains("named by no code the app runs") }
        #expect(note?.message.hasPrefix("1 controller class with an orientation answer (Old) is named") == true)
        #expect(note?.source?.file == "App/Old.m")
    }

    @Test func aClassNamedNowhereIsNotCheckedAsPresented() throws {
        let dead = try Self.said(extra: "// - (void)showOld { [[Old alloc] init]; }")
        #expect(dead.allSatisfy { $0.rule != "legacy-callback-ignored" }, Comment(rawValue: "\(dead)"))
        // Nor is a change of what its mask reads said unannounced (TofeeTV's vendored image viewer).
        let stale = try ConsistentWorldsTests.said(
            """
            import UIKit
            @main
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    window?.rootViewController = Home()
                    return true
                }
            }
            final class Home: UIViewController {}
            final class Viewer: UIViewController {
                var locked = false
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { locked ? .portrait : .all }
                func lock() { locked = true }
            }
            """)
        #expect(stale.allSatisfy { $0.rule != "mask-change-not-announced" }, Comment(rawValue: "\(stale)"))
        for named in [
            "- (UIViewController *)old { return [[Old alloc] init]; }",
            "- (Class)oldClass { return NSClassFromString(@\"Old\"); }",
        ] {
            let said = try Self.said(extra: named)
            #expect(
                said.contains { $0.rule == "legacy-callback-ignored" && $0.line == 4 },
                Comment(rawValue: "\(named): \(said)"))
        }
    }
}
