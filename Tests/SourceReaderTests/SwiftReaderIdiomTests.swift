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

/// The Swift reader on idioms, ternaries, a SwiftUI entry point and extensions: where the code chooses by idiom, and what the reader then builds on each.
@Suite struct SwiftReaderIdiomTests {
    /// Only a condition about the device's idiom limits a site to one idiom: a flag whose name begins with the idiom
    /// (`isPadLayoutEnabled`) or a disjunction (`isPad || forceTablet`) does not, and the `else` of a conjunction
    /// (`isPad && wide`, `if isPad, wide`) runs on both idioms. Each of these was read as the iPad's (or the iPhone's),
    /// so a root or presentation went unchecked on the other idiom.
    @Test func onlyAnIdiomTestLimitsASiteToOneIdiom() throws {
        let swift = """
            import UIKit
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func start() {
                    if isPadLayoutEnabled { window?.rootViewController = LayoutRoot() }
                    if isPad || forceTablet { window?.rootViewController = EitherRoot() }
                    if isPad && wide { window?.rootViewController = WidePadRoot() } else { window?.rootViewController = OtherRoot() }
                    if DeviceType.isIPhone, compact { window?.rootViewController = CompactPhoneRoot() } else { window?.rootViewController = RestRoot() }
                    if !isPad { window?.rootViewController = NotPadRoot() } else { window?.rootViewController = PadRoot() }
                    if wide && !isPad { window?.rootViewController = WidePhoneRoot() }
                    if DeviceType.isPad == false { window?.rootViewController = FalsePadRoot() } else { window?.rootViewController = TruePadRoot() }
                    if !(UIDevice.current.userInterfaceIdiom == .pad) { window?.rootViewController = GroupRoot() }
                }
            }
            """
        let objc = """
            @implementation AppDelegate
            - (void)start {
                if (IS_IPAD && self.wide) {
                    self.window.rootViewController = [WideMenu new];
                } else {
                    self.window.rootViewController = [OtherMenu new];
                }
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPhone) {
                    self.window.rootViewController = [PhoneMenu new];
                } else {
                    self.window.rootViewController = [PadMenu new];
                }
                if (IS_IPAD || forceTablet) {
                    self.window.rootViewController = [EitherMenu new];
                } else {
                    self.window.rootViewController = [NeitherMenu new];
                }
                if (!IS_IPAD) {
                    self.window.rootViewController = [NotPadMenu new];
                } else {
                    self.window.rootViewController = [YesPadMenu new];
                }
                if (IS_IPAD == NO) {
                    self.window.rootViewController = [NoPadMenu new];
                }
            }
            @end
            """
        let model = CodeReader.read(
            [(path: "SceneDelegate.swift", text: swift), (path: "AppDelegate.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map { "\($0.shown):\(idiomLabel($0.idiom))" }
        #expect(
            roots == [
                "LayoutRoot:any", "EitherRoot:any", "WidePadRoot:pad", "OtherRoot:any", "CompactPhoneRoot:phone",
                "RestRoot:any",
                "NotPadRoot:phone", "PadRoot:pad", "WidePhoneRoot:phone", "FalsePadRoot:phone", "TruePadRoot:pad",
                "GroupRoot:any",
                "WideMenu:pad", "OtherMenu:any", "PhoneMenu:phone", "PadMenu:pad", "EitherMenu:any", "NeitherMenu:any",
                "NotPadMenu:phone", "YesPadMenu:pad", "NoPadMenu:phone",
            ],
            Comment(rawValue: roots.joined(separator: ", ")))
    }

    /// The code `stylesAndMasksChosenByATernary` reads.
    static let stylesAndMasksChosenByATernaryText = """
        import UIKit
        final class PlayerViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        final class HomeViewController: UIViewController {
            var lock: UIInterfaceOrientationMask = .portrait
            var wide = false
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }
            var presentationMode: UIModalPresentationStyle { UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen }
            func byIdiom() {
                let player = PlayerViewController()
                player.modalPresentationStyle = presentationMode
                present(player, animated: true)
            }
            func inline() {
                let player = PlayerViewController()
                player.modalPresentationStyle = wide ? .fullScreen : .pageSheet
                present(player, animated: true)
            }
            func unknown() {
                let player = PlayerViewController()
                player.modalPresentationStyle = Settings.style()
                present(player, animated: true)
            }
            func rotate(_ yes: Bool) { lock = yes ? .landscape : .portrait }
            var compact = false
            var preferredStyle: UIModalPresentationStyle = .fullScreen
            func nested() {
                let player = PlayerViewController()
                player.modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : compact ? .pageSheet : .fullScreen
                present(player, animated: true)
            }
            func stored() {
                let player = PlayerViewController()
                player.modalPresentationStyle = self.preferredStyle
                present(player, animated: true)
            }
        }
        final class Coordinator {
            init(home: HomeViewController) { home.lock = .all }
        }
        final class SheetViewController: UIViewController {
            init() {
                super.init(nibName: nil, bundle: nil)
                modalPresentationStyle = UIDevice.current.userInterfaceIdiom == .pad ? .formSheet : .fullScreen
            }
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            func again() { present(SheetViewController(), animated: true) }
        }
        final class CountViewController: UIViewController {
            var count: UIInterfaceOrientationMask = .portrait
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { count }
            func add() { count = count.union(.landscapeLeft) + [] }
        }
        """

    /// A style or a mask the code chooses with a ternary. The style: by idiom (Pocket Casts' `presentationMode`, a
    /// computed property), each idiom checked with its own; among several otherwise, each checked (inferred); one
    /// the reader cannot evaluate leaves the presentation unchecked, with a note, instead of checking it as
    /// automatic (a sheet). A property assigned `c ? a : b` takes both values; `a + b` is said to be unreadable.
    /// Before, such assignments were not read at all: the mask was claimed exact, the presentation a sheet.
    @Test func stylesAndMasksChosenByATernary() throws {
        let text = Self.stylesAndMasksChosenByATernaryText
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let model = CodeReader.read([("Home.swift", text)], module: "App")
        let sites = model.sites.filter { $0.kind == .present }.sorted { $0.line < $1.line }
        try #require(sites.count == 6)
        // A style the class gives itself that the reader cannot evaluate: its presentation is not checked, and a
        // note at the assignment says so.
        #expect(model.classes["SheetViewController"]?.presentationStyleUnread != nil)
        #expect(
            model.notes.contains {
                $0.line == (try? line("modalPresentationStyle = UIDevice", after: "class SheetViewController"))
                    && $0.message.contains("not checked")
            })
        #expect(!CodeScenarios.build(from: model).contains { $0.name.hasPrefix("present App.SheetViewController") })
        // `c ? a : d ? b : e`: a on iPad, b or e on iPhone; a stored property that is not a constant is not read.
        #expect(
            sites[3].presentationStyles == [
                StyleOption(idiom: .pad, style: "formSheet"), StyleOption(idiom: .phone, style: "pageSheet"),
                StyleOption(idiom: .phone, style: "fullScreen"),
            ])
        #expect(sites[4].unreadStyle == "self.preferredStyle" && sites[4].presentationStyle == nil)
        // Another object's initializer changes a live controller's mask: a change (only the object's own property in
        // its own initializer is not).
        #expect(model.unannouncedChanges.contains { $0.change.line == (try? line("home.lock = .all")) })
        #expect(
            sites[0].presentationStyles == [
                StyleOption(idiom: .pad, style: "formSheet"), StyleOption(idiom: .phone, style: "fullScreen"),
            ])
        #expect(
            sites[1].presentationStyles == [
                StyleOption(idiom: nil, style: "fullScreen"), StyleOption(idiom: nil, style: "pageSheet"),
            ])
        #expect(sites[2].unreadStyle == "Settings.style()" && !sites[2].checked)
        #expect(
            model.notes.contains {
                $0.line == (try? line("present(player, animated: true)", after: "func unknown"))
                    && $0.message.contains("not checked")
            })
        #expect(
            model.classes["HomeViewController"]?.supportedInterfaceOrientations?.kind
                == .oneOf([
                    UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.landscape,
                    UIInterfaceOrientationMask.all,
                ]))
        guard case let .unknown(reason)? = model.classes["CountViewController"]?.supportedInterfaceOrientations?.kind
        else {
            Issue.record("a sum is not evaluated, and is said so")
            return
        }
        #expect(reason.contains("Home.swift:\(try line("count = count.union"))"))

        // The scenarios: each idiom with its style (certain), each of the inline styles (inferred), none for the
        // unknown style.
        let scenarios = CodeScenarios.build(from: model).filter {
            $0.name.hasPrefix("present App.PlayerViewController")
        }
        let byIdiom = scenarios.filter { $0.name.contains("Home.swift:\(sites[0].line)") }
        #expect(byIdiom.map { idiomLabel($0.idiom) }.sorted() == ["pad", "phone"])
        #expect(byIdiom.allSatisfy { !$0.assumptions.oneOfSeveralValues })
        #expect(byIdiom.first { $0.idiom == .phone }?.json.contains("\"presentationStyle\":\"fullScreen\"") == true)
        #expect(byIdiom.first { $0.idiom == .pad }?.json.contains("\"presentationStyle\":\"formSheet\"") == true)
        let inline = scenarios.filter { $0.name.contains("Home.swift:\(sites[1].line)") }
        #expect(inline.count == 2 && inline.allSatisfy(\.assumptions.oneOfSeveralValues))
        #expect(!scenarios.contains { $0.name.contains("Home.swift:\(sites[2].line)") })
        func line(_ fragment: String, after anchor: String) throws -> Int {
            let start = try #require(lines.firstIndex { $0.contains(anchor) })
            return try #require(lines[start...].firstIndex { $0.contains(fragment) }) + 1
        }
    }

    /// A SwiftUI `App` entry point: SwiftUI's life cycle creates the scenes, so an Info.plist without
    /// UIApplicationSceneManifest is no launch failure on iOS 27 (Kiwix); an info note says why, at the `@main`.
    /// The same code without the SwiftUI entry point still gets the finding.
    @Test func aSwiftUIAppAdoptsTheSceneLifeCycle() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-swiftui-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let plist = try String(contentsOfFile: PlayerFixture.folder + "/PlayerApp/Info.plist", encoding: .utf8)
            .replacingOccurrences(of: "<key>UIApplicationSceneManifest</key>\n\t<dict/>\n", with: "")
        #expect(!plist.contains("UIApplicationSceneManifest"))
        try Data(plist.utf8).write(to: directory.appendingPathComponent("Info.plist"))
        let app = """
            import SwiftUI
            @main
            struct Reader: App {
                let later = PlayerViewController.self
                var body: some Scene { WindowGroup { Text("Hello") } }
            }
            final class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """
        try Data(app.utf8).write(to: directory.appendingPathComponent("Reader.swift"))
        func findings() throws -> [[String: Any]] {
            let run = try Repository.orientd(["validate", "--sources", directory.path, "--sdk", "27.0"])
            let json = try #require(run.json)
            return (json["findings"] as? [[String: Any]])
                ?? ((json["targets"] as? [String: [String: Any]])?.values.flatMap {
                    ($0["findings"] as? [[String: Any]]) ?? []
                } ?? [])
        }
        let swiftUI = try findings().filter { $0["rule"] as? String == "scene-life-cycle-required" }
        #expect(swiftUI.count == 1)
        #expect(swiftUI.first?["severity"] as? String == "info")
        #expect(
            Repository.source(swiftUI.first).line
                == app.split(separator: "\n").firstIndex { $0.contains("struct Reader") }.map { $0 + 1 })

        try Data(app.replacingOccurrences(of: "@main\n", with: "").utf8).write(
            to: directory.appendingPathComponent("Reader.swift"))
        let uikit = try findings().filter { $0["rule"] as? String == "scene-life-cycle-required" }
        // (A warning here: the only controller is checked as "nothing reachable shows it", which lowers errors.)
        #expect(
            !uikit.isEmpty
                && uikit.allSatisfy {
                    $0["severity"] as? String != "info"
                        && ($0["message"] as? String)?.contains("does not launch") == true
                })
    }

    /// Overrides in a Swift `extension` or an Objective-C category are the class's (Mastodon keeps its masks in
    /// extensions; they were dropped without a note, and the landscape player's crash with them). An extension of a
    /// UIKit class stands for that class and keeps its name. Presentations of an alert are not checked (UIKit presents
    /// alerts its own way), and one note counts them.
    @Test func extensionsAndCategoriesAreTheClass() throws {
        let swift = """
            import UIKit
            final class HomeViewController: UIViewController {
                func play() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
                func ask() {
                    let alert = UIAlertController(title: "?", message: nil, preferredStyle: .alert)
                    present(alert, animated: true)
                }
            }
            extension PlayerViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class PlayerViewController: UIViewController {
            }
            extension UIViewController {
                func helper() {}
            }
            """
        let objc = """
            @interface MapViewController : UIViewController
            @end
            @implementation MapViewController
            @end
            @implementation MapViewController (Orientation)
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskLandscapeLeft; }
            - (BOOL)shouldAutorotate { return NO; }
            @end
            """
        let model = CodeReader.read([("Home.swift", swift), ("Map.m", objc)], module: "App")
        let swiftLines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        let objcLines = objc.split(separator: "\n", omittingEmptySubsequences: false)
        let player = try #require(model.classes["PlayerViewController"])
        #expect(player.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.landscape))
        #expect(
            player.supportedInterfaceOrientations?.line
                == swiftLines.firstIndex { $0.contains("override var supportedInterfaceOrientations") }.map { $0 + 1 })
        // The class keeps its own declaration's place and superclass.
        #expect(player.line == swiftLines.firstIndex { $0.contains("final class PlayerViewController") }.map { $0 + 1 })
        #expect(player.superclass == "UIViewController")
        let map = try #require(model.classes["MapViewController"])
        #expect(map.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.landscapeLeft))
        #expect(map.shouldAutorotate?.kind == .exact(0))
        #expect(
            map.supportedInterfaceOrientations?.line
                == objcLines.firstIndex { $0.contains("- (UIInterfaceOrientationMask)") }.map { $0 + 1 })
        #expect(map.line == objcLines.firstIndex { $0 == "@implementation MapViewController" }.map { $0 + 1 })
        #expect(model.classes["UIViewController"]?.name == "UIViewController")
        // The alert: one note, no scenario.
        let alert = try #require(model.sites.first { $0.shown == "UIAlertController" })
        #expect(!alert.checked)
        #expect(
            model.notes.contains {
                $0.line == alert.line
                    && $0.message.hasPrefix("1 presentation of an alert (UIAlertController) is not checked")
            })
        let built = CodeScenarios.build(from: model)
        #expect(!built.contains { $0.name.contains("UIAlertController") })
        #expect(
            built.contains {
                $0.name.hasPrefix("present App.PlayerViewController")
                    && $0.json.contains("\"supportedInterfaceOrientations\":24")
            })
    }

    /// A window root given through a local that each idiom sets (Mastodon's `SceneCoordinator`: a switch on the
    /// idiom; or an `if`): one root per idiom, each at the line that gives it, checked on its idiom. Before, the note
    /// said the root could not be seen (switch), or the last assignment was taken for every idiom (if). And a root's
    /// own crash is said once, as an error: not again as a warning in the scenario of a class nothing shows.
    @Test func aRootEachIdiomSetsThroughALocal() throws {
        func roots(_ body: String) -> [String] {
            let text = """
                import UIKit
                class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                        let window = UIWindow(windowScene: scene as! UIWindowScene)
                        let root: UIViewController
                \(body)
                        window.rootViewController = root
                    }
                }
                final class PhoneRoot: UITabBarController {}
                final class PadRoot: UISplitViewController {}
                """
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            return CodeReader.read([("Scene.swift", text)], module: "App").sites.filter { $0.kind == .root }.map {
                site in
                "\(site.shown) \(idiomLabel(site.idiom)) \(lines[site.line - 1].trimmingCharacters(in: .whitespaces))"
            }
        }
        #expect(
            roots(
                """
                        switch UIDevice.current.userInterfaceIdiom {
                        case .phone:
                            let tabs = PhoneRoot()
                            root = tabs
                        default:
                            root = PadRoot()
                        }
                """) == ["PhoneRoot phone root = tabs", "PadRoot pad root = PadRoot()"])
        #expect(
            roots(
                """
                        if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }
                """) == [
                    "PadRoot pad if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }",
                    "PhoneRoot phone if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }",
                ])
        // Those roots replace the main storyboard's initial controller (a placeholder in Mastodon): presentations go
        // over them, each on its idiom.
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Placeholder-1">
                <scenes>
                    <scene sceneID="s1"><objects><viewController id="Placeholder-1" sceneMemberID="viewController"/></objects></scene>
                </scenes>
            </document>
            """
        let scene = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let root: UIViewController
                    if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }
                    window?.rootViewController = root
                }
            }
            final class PhoneRoot: UITabBarController {}
            final class PadRoot: UISplitViewController {}
            """
        let withStoryboard = CodeReader.read(
            [("Base.lproj/Main.storyboard", storyboard), ("Scene.swift", scene)], module: "App")
        #expect(withStoryboard.sites.filter { $0.kind == .root }.count == 3)
        #expect(
            withStoryboard.mainRoot(on: .phone)?.shown == "PhoneRoot"
                && withStoryboard.mainRoot(on: .pad)?.shown == "PadRoot")
        #expect(withStoryboard.mainRoot(on: nil)?.interfaceFile == nil)
        // Not by idiom: the last value, as before.
        #expect(
            roots(
                """
                        if Bool.random() { root = PadRoot() } else { root = PhoneRoot() }
                """
            ).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["PhoneRoot any"])

        // The root's own crash, once, as an error.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-rootonce-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PlayerFixture.folder + "/PlayerApp/Info.plist",
            toPath: directory.appendingPathComponent("Info.plist").path)
        try Data(
            """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    let window = UIWindow(windowScene: scene as! UIWindowScene)
                    window.rootViewController = LandscapeRoot()
                }
            }
            final class LandscapeRoot: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class Other: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            """.utf8
        ).write(to: directory.appendingPathComponent("App.swift"))
        let run = try Repository.orientd(["validate", "--sources", directory.path, "--format", "text"])
        let crashes = run.stdout.split(separator: "\n").filter { $0.contains("[no-common-orientation]") }
        #expect(crashes.count == 1 && crashes.allSatisfy { $0.contains(": error: ") }, Comment(rawValue: run.stdout))
    }
}
