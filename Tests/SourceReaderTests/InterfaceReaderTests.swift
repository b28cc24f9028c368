import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
import ReferenceDecoder
import SourceReader
import SwiftParser
import SwiftSyntax
import Testing
@testable import TestSupport

/// Storyboards and xibs: roots, segues, tabs, references between storyboards, the main interface, scenes by identifier.
@Suite struct InterfaceReaderTests {
    /// Storyboards: the initial controller is the window's root (with its navigation root), a presentation segue is a
    /// presentation with its style, a show segue a push, a launch screen is no root, and a commented-out scene is not read.
    @Test func storyboardRootAndPresentationSegue() throws {
        let folder = Repository.root.appendingPathComponent("Tests/fixtures/code/StoryboardApp").path
        let storyboard = folder + "/StoryboardApp/Base.lproj/Main.storyboard"
        let text = try String(contentsOfFile: storyboard, encoding: .utf8)
        func line(_ fragment: String) throws -> Int {
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        let model = try SourceFiles.read(directory: folder, module: "StoryboardApp")
        let roots = model.sites.filter { $0.kind == .root }
        #expect(roots.count == 1, "the launch screen is no root")
        #expect(roots.first?.shown == "UINavigationController" && roots.first?.navigationRoot == "PhotosViewController")
        #expect(roots.first?.line == (try line("<navigationController id=\"Nav-1\"")))
        let present = try #require(model.sites.first { $0.kind == .present })
        #expect(present.shown == "PlayerViewController" && present.inClass == "PhotosViewController")
        #expect(present.presentationStyle == "fullScreen")
        #expect(present.line == (try line("kind=\"presentation\"")))
        #expect(
            model.classes["DecoyViewController"] == nil && !model.sites.contains { $0.shown == "DecoyViewController" })
        // A show segue pushes onto the source's stack.
        let push = try #require(model.sites.first { $0.kind == .push })
        let showLine = try line("kind=\"show\"")
        #expect(
            push.shown == "DetailsViewController" && push.inClass == "PhotosViewController" && push.line == showLine)

        let run = try Repository.orientd([
            "validate", "--sources", "Tests/fixtures/code/StoryboardApp", "--info-plist",
            "Tests/fixtures/code/StoryboardApp/StoryboardApp/Info.plist",
        ])
        #expect(run.status == 1)
        #expect(
            run.stdout.contains(
                #""reason":"Supported orientations has no common orientation with the application, and [StoryboardApp.PlayerViewController shouldAutorotate] is returning YES""#
            ),
            Comment(rawValue: run.stdout))
    }

    /// Xibs: a main nib's window `rootViewController` outlet is the root; a container's children are the controllers
    /// nested in its `<viewControllers>` (a tab's navigation controller with its root); a controller's own nib
    /// (File's Owner) and a commented-out controller add nothing. The forwarding tab bar selecting the landscape-only
    /// video in a portrait app crashes (E1′) at the video's override, and every class counts as shown.
    @Test func xibMainWindowRootAndTabs() throws {
        let folder = Repository.root.appendingPathComponent("Tests/fixtures/code/XibApp").path
        let xib = try String(contentsOfFile: folder + "/XibApp/MainWindow.xib", encoding: .utf8)
        let swift = try String(contentsOfFile: folder + "/XibApp/Controllers.swift", encoding: .utf8)
        func line(_ fragment: String, in text: String) throws -> Int {
            try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        let model = try SourceFiles.read(directory: folder, module: "XibApp")
        let roots = model.sites.filter { $0.kind == .root }
        #expect(roots.count == 1, "only the main window's outlet makes a root")
        #expect(roots.first?.shown == "MainTabBarController" && roots.first?.file.hasSuffix("MainWindow.xib") == true)
        #expect(roots.first?.line == (try line("<tabBarController id=\"Tab-1\"", in: xib)))
        let tabs = try #require(model.children["MainTabBarController"])
        #expect(tabs.names == ["UINavigationController", "VideoViewController"])
        #expect(tabs.navigationRoots == ["FeedViewController", nil])
        #expect(
            !model.sites.contains { $0.shown == "DecoyViewController" } && !tabs.names.contains("DecoyViewController"))

        let run = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/XibApp", "--format", "text"])
        #expect(run.status == 1)
        let at =
            "Tests/fixtures/code/XibApp/XibApp/Controllers.swift:\(try line("{ .landscape }", in: swift)): error: [no-common-orientation]"
        #expect(
            run.stdout.contains(
                at + " XibApp.MainTabBarController supports landscapeLeft, landscapeRight and the app supports portrait"
            ),
            Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("nothing reachable shows it"), Comment(rawValue: run.stdout))
        let json = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/XibApp"])
        #expect(
            json.stdout.contains(
                #""reason":"Supported orientations has no common orientation with the application, and [XibApp.MainTabBarController shouldAutorotate] is returning YES""#
            ))
    }

    /// A storyboard's initial controller (or a xib's window outlet) is a window root only for the main interface the
    /// Info.plist names (UIMainStoryboardFile, NSMainNibFile, a scene's UISceneStoryboardFile): another storyboard's
    /// initial controller is loaded only by code, so it is no root, and a note says so at its line. Before, a
    /// landscape-only initial controller of a second storyboard was a launch crash that cannot happen.
    @Test func onlyTheMainInterfaceGivesAWindowRoot() throws {
        let repository = Repository.root.appendingPathComponent("Tests/fixtures/code")
        var imported = ImportedApp()
        try imported.readInfoPlist(
            Array(try Data(contentsOf: repository.appendingPathComponent("StoryboardApp/StoryboardApp/Info.plist"))),
            name: "Info.plist")
        #expect(imported.mainInterfaceFiles == ["Main"])
        var xib = ImportedApp()
        try xib.readInfoPlist(
            Array(try Data(contentsOf: repository.appendingPathComponent("XibApp/XibApp/Info.plist"))),
            name: "Info.plist")
        #expect(xib.mainInterfaceFiles == ["MainWindow"])
        #expect(
            StoryboardReader.interfaceName("App/Base.lproj/Main~ipad.storyboard") == "Main"
                && StoryboardReader.interfaceName("MainWindow.xib") == "MainWindow")

        let model = try SourceFiles.read(
            directory: repository.appendingPathComponent("StoryboardApp").path, module: "StoryboardApp")
        var kept = model
        kept.keepInterfaceRoots(of: ["Main.storyboard"])
        #expect(kept.sites.filter { $0.kind == .root }.count == 1 && kept.notes.count == model.notes.count)
        var dropped = model
        dropped.keepInterfaceRoots(of: ["Launch"])
        #expect(dropped.sites.filter { $0.kind == .root }.isEmpty)
        #expect(
            dropped.notes.last?.message
                == "UINavigationController, the initial controller of Main, is not taken as a window root: the Info.plist loads Launch into the main window; where a storyboard reference or the code instantiates it, it is checked there"
        )

        // A second storyboard whose initial controller supports only landscape, in a portrait app whose main
        // storyboard starts on a portrait controller: no launch crash, and the landscape class is checked as
        // nothing reachable shows it (a note: the full-screen presentation the crash needs is not one the code shows).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "orientd-storyboards-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        func storyboard(_ id: String, _ name: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="\(id)">
                <scenes>
                    <scene sceneID="s1">
                        <objects>
                            <viewController id="\(id)" customClass="\(name)" customModule="App" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """
        }
        try Data(storyboard("Home-1", "HomeViewController").utf8).write(
            to: folder.appendingPathComponent("Main.storyboard"))
        try Data(storyboard("Land-1", "LandscapeViewController").utf8).write(
            to: folder.appendingPathComponent("Other.storyboard"))
        try Data(
            """
            import UIKit
            final class HomeViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class LandscapeViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """.utf8
        ).write(to: folder.appendingPathComponent("Controllers.swift"))
        try Data(
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIMainStoryboardFile</key><string>Main</string>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """.utf8
        ).write(to: folder.appendingPathComponent("Info.plist"))
        let run = try Repository.orientd(["validate", "--sources", folder.path, "--module", "App", "--format", "text"])
        #expect(run.status == 0, Comment(rawValue: run.stdout))
        // Without the Info.plist, the defaults are said on stderr, and both initial controllers are roots.
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("Info.plist"), to: folder.appendingPathComponent("Info.plist.off"))
        let bare = try Repository.orientd(["validate", "--sources", folder.path, "--module", "App", "--format", "text"])
        #expect(
            bare.stderr.contains(
                "orientd: \(folder.path): no Info.plist in --sources, so the app's settings are UIKit's defaults"),
            Comment(rawValue: bare.stderr))
        let bareJSON = try Repository.orientd(["validate", "--sources", folder.path, "--module", "App"])
        #expect(
            (bareJSON.json?["targets"] as? [String: Any])?.keys.contains {
                $0.hasPrefix("launch with App.LandscapeViewController")
            } == true,
            Comment(rawValue: bareJSON.stdout))
        try FileManager.default.moveItem(
            at: folder.appendingPathComponent("Info.plist.off"), to: folder.appendingPathComponent("Info.plist"))
        let json = try Repository.orientd(["validate", "--sources", folder.path, "--module", "App"])
        #expect(
            (json.json?["targets"] as? [String: Any])?.keys.contains {
                $0.hasPrefix("launch with App.HomeViewController at \(folder.path)/Main.storyboard:")
            } == true,
            Comment(rawValue: json.stdout))
        #expect(!run.stdout.contains("launch with App.LandscapeViewController"))
        #expect(
            run.stdout.contains(
                "note: [no-common-orientation] [App.LandscapeViewController (nothing reachable shows it"),
            Comment(rawValue: run.stdout))
        #expect(
            run.stdout.contains(
                "note: [code-not-read] LandscapeViewController, the initial controller of Other, is not taken as a window root: the Info.plist loads Main into the main window"
            ),
            Comment(rawValue: run.stdout))
    }

    /// Storyboards linked to each other and to the code: a tab that is a storyboard reference becomes the scene it
    /// names (another storyboard's initial controller, with its stack root, or a scene by identifier), and
    /// `instantiateViewController(withIdentifier:) as! X` presents that scene with the style the storyboard gives
    /// it. A scene no storyboard has is a note at the call, not a guess.
    @Test func storyboardReferencesAndInstantiatedScenes() throws {
        let folder = Repository.root.appendingPathComponent("Tests/fixtures/code/ScenesApp").path
        let swift = try String(contentsOfFile: folder + "/ScenesApp/Controllers.swift", encoding: .utf8)
        func line(_ fragment: String) throws -> Int {
            try #require(
                swift.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        var model = try SourceFiles.read(directory: folder, module: "ScenesApp")
        let tabs = try #require(model.children["MainTabBarController"])
        #expect(tabs.names == ["UINavigationController", "VideoViewController"])
        #expect(tabs.navigationRoots == ["FeedViewController", nil])
        let login = try #require(model.sites.first { $0.kind == .present })
        #expect(
            login.shown == "LoginViewController" && login.presentationStyle == "fullScreen"
                && login.inClass == "FeedViewController")
        #expect(login.line == (try line("present(login, animated: true)")))
        #expect(!model.sites.contains { $0.shown.hasPrefix("@") })
        #expect(
            model.notes.contains {
                $0.line == (try? line("present(settings"))
                    && $0.message
                        == #"the storyboard scene "settings" is in no storyboard read, so this present is not checked"#
            })
        model.keepInterfaceRoots(of: ["Main"])
        #expect(model.sites.filter { $0.kind == .root }.map(\.shown) == ["MainTabBarController"])

        let run = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/ScenesApp", "--format", "text"])
        #expect(run.status == 1)
        let file = "Tests/fixtures/code/ScenesApp/ScenesApp/Controllers.swift"
        #expect(
            run.stdout.contains(
                "\(file):\(try line("{ .landscape }")): error: [no-common-orientation] [launch with ScenesApp.MainTabBarController"
            ),
            Comment(rawValue: run.stdout))
        #expect(
            run.stdout.contains(
                "\(file):\(try line("{ .landscapeRight }")): error: [no-common-orientation] [present ScenesApp.LoginViewController at \(file):\(try line("present(login"))"
            ),
            Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("nothing reachable shows it"), Comment(rawValue: run.stdout))
        // `import` builds the same scenarios: Feed.storyboard's initial controller is no launch root there either.
        let imported = try Repository.orientd(["import", "--sources", "Tests/fixtures/code/ScenesApp"])
        let names = try #require(imported.json?["scenarios"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(
            names.count == 2 && names[0].hasPrefix("launch with ScenesApp.MainTabBarController")
                && names[1].hasPrefix("present ScenesApp.LoginViewController"))
    }

    /// Two storyboards use the identifier "login": `UIStoryboard(name:)` (inline or by a local) picks the one it
    /// names; with no storyboard named, the scene is ambiguous and a note says so instead of a guess.
    @Test func scenesByIdentifierFollowTheStoryboardNamed() throws {
        func storyboard(_ name: String) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
                <scenes><scene sceneID="s"><objects>
                    <viewController storyboardIdentifier="login" modalPresentationStyle="fullScreen" id="L" customClass="\(name)"/>
                </objects></scene></scenes>
            </document>
            """
        }
        let code = """
            import UIKit
            final class HomeViewController: UIViewController {
                func a() {
                    let sb = UIStoryboard(name: "Other", bundle: nil)
                    present(sb.instantiateViewController(withIdentifier: "login"), animated: true)
                }
                func b() {
                    present(UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "login"), animated: true)
                }
                func c() {
                    present(storyboard!.instantiateViewController(withIdentifier: "login"), animated: true)
                }
            }
            """
        let model = CodeReader.read(
            [
                (path: "Base.lproj/Onboarding.storyboard", text: storyboard("LandscapeLoginViewController")),
                (path: "Base.lproj/Other.storyboard", text: storyboard("PortraitLoginViewController")),
                (path: "Home.swift", text: code),
            ], module: "App")
        let shown = model.sites.filter { $0.kind == .present }
        #expect(shown.map(\.shown) == ["PortraitLoginViewController", "LandscapeLoginViewController"])
        #expect(shown.allSatisfy { $0.presentationStyle == "fullScreen" })
        #expect(
            model.notes.contains {
                $0.file == "Home.swift"
                    && $0.message
                        == #"the storyboard scene "login" is in several storyboards and the code does not say which, so this present is not checked"#
            })
    }

    /// A MainWindow.xib in Interface Builder 3's archive format (iOS 3 to 6 apps, Lacuna's): the app delegate's
    /// `tabBarController` outlet, made the root in code, is a tab bar whose tabs are a navigation controller with its
    /// root and a plain controller, each with the custom class the flattened properties give (both of their forms,
    /// the values an NSArray or an NSMutableArray);
    /// a window's `rootViewController` outlet is a root by itself.
    @Test func anArchivedMainWindowGivesItsControllers() throws {
        func archive(windowRoot: Bool, values: String = "NSArray") -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
            <data>
            <object class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                <object class="IBUIWindow" id="380026005"/>
                <object class="IBUITabBarController" id="416982494">
                    <object class="NSMutableArray" key="IBUIViewControllers">
                        <object class="IBUINavigationController" id="256217583">
                            <object class="NSMutableArray" key="IBUIViewControllers">
                                <object class="IBUIViewController" id="379876668"/>
                            </object>
                        </object>
                        <object class="IBUIViewController" id="945611634"/>
                    </object>
                </object>
            </object>
            <object class="IBObjectContainer" key="IBDocument.Objects">
                <object class="NSMutableArray" key="connectionRecords">
                    <object class="IBConnectionRecord">
                        <object class="IBCocoaTouchOutletConnection" key="connection">
                            <string key="label">\(windowRoot ? "rootViewController" : "tabBarController")</string>
                            <reference key="source" ref="\(windowRoot ? "380026005" : "664661524")"/>
                            <reference key="destination" ref="416982494"/>
                        </object>
                    </object>
                </object>
                <object class="IBMutableOrderedSet" key="objectRecords">
                    <object class="IBObjectRecord"><int key="objectID">21</int><reference key="object" ref="416982494"/></object>
                    <object class="IBObjectRecord"><int key="objectID">31</int><reference key="object" ref="379876668"/></object>
                    <object class="IBObjectRecord"><int key="objectID">36</int><reference key="object" ref="945611634"/></object>
                </object>
                <object class="NSMutableDictionary" key="flattenedProperties">
                    <object class="NSArray" key="dict.sortedKeys">
                        <bool key="EncodedWithXMLCoder">YES</bool>
                        <string>21.CustomClassName</string>
                        <string>31.CustomClassName</string>
                    </object>
                    <object class="\(values)" key="dict.values">
                        <bool key="EncodedWithXMLCoder">YES</bool>
                        <string>MainTabBarController</string>
                        <string>BodyViewController</string>
                    </object>
                </object>
                <string key="36.CustomClassName">MailViewController</string>
            </object>
            </data>
            </archive>
            """
        }
        let code = """
            @implementation AppDelegate
            - (void)applicationDidFinishLaunching:(UIApplication *)application {
                self.window.rootViewController = self.tabBarController;
            }
            @end
            """
        let outlet = CodeReader.read(
            [(path: "MainWindow.xib", text: archive(windowRoot: false)), (path: "AppDelegate.m", text: code)],
            module: "App")
        #expect(outlet.sites.filter { $0.kind == .root }.map(\.shown) == ["MainTabBarController"])
        let tabs = try #require(outlet.children["MainTabBarController"])
        #expect(tabs.names == ["UINavigationController", "MailViewController"])
        #expect(tabs.navigationRoots == ["BodyViewController", nil])
        let window = CodeReader.read([(path: "MainWindow.xib", text: archive(windowRoot: true))], module: "App")
        #expect(window.sites.filter { $0.kind == .root }.map(\.shown) == ["MainTabBarController"])
        // Some archives write the values as an NSMutableArray (iChessTable's root was taken for a plain controller).
        let mutable = CodeReader.read(
            [(path: "MainWindow.xib", text: archive(windowRoot: true, values: "NSMutableArray"))], module: "App")
        #expect(mutable.sites.filter { $0.kind == .root }.map(\.shown) == ["MainTabBarController"])
    }
}
