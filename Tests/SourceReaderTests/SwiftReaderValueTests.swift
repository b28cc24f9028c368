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

/// The Swift reader on values: masks chosen by idiom, presented controllers by their declared types, and the edges of both.
@Suite struct SwiftReaderValueTests {
    /// A mask the code chooses by idiom is given on each idiom alone: Mastodon's `.portraitOnPhone` (a static property
    /// in an extension of UIInterfaceOrientationMask, whose getter tests the idiom), a return inside `if` on the idiom,
    /// the app delegate's ternary. The reader said the first was computed at run time, and took the others as one of
    /// two values on both idioms (a guess on each); now each scenario that depends on such a mask is checked once per
    /// idiom, with that idiom's value, and is not inferred.
    @Test func masksChosenByIdiom() throws {
        let swift = """
            import UIKit
            extension UIInterfaceOrientationMask {
                static var portraitOnPhone: Self {
                    return UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all
                }
            }
            final class RootViewController: UITabBarController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitOnPhone }
                func play() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
                func note() {
                    let note = NoteViewController()
                    note.modalPresentationStyle = .fullScreen
                    present(note, animated: true)
                }
            }
            final class NoteViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            final class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        return .all
                    } else {
                        return .portrait
                    }
                }
                override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .landscapeLeft }
            }
            final class DraftViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    if UIDevice.current.userInterfaceIdiom == .pad { return .landscape }
                    return .portrait
                }
            }
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = RootViewController()
                }
            }
            """
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        let mask = UIInterfaceOrientationMask.self
        let root = try #require(model.classes["RootViewController"]?.supportedInterfaceOrientations)
        #expect(root.kind == .oneOf([mask.portrait, mask.all]) && root.idioms == [.phone, .pad])
        #expect(root.line == (try line("{ .portraitOnPhone }")))
        let player = try #require(model.classes["PlayerViewController"]?.supportedInterfaceOrientations)
        #expect(player.kind == .oneOf([mask.all, mask.portrait]) && player.idioms == [.pad, .phone])
        // A return after an `if` on the idiom that returns runs on the other idiom.
        let draft = try #require(model.classes["DraftViewController"]?.supportedInterfaceOrientations)
        #expect(draft.values(on: .pad) == [mask.landscape] && draft.values(on: .phone) == [mask.portrait])

        var app = ImportedApp()
        try app.readInfoPlist(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                <key>UIRequiresFullScreen</key><true/>
                </dict></plist>
                """.utf8), name: "Info.plist")
        let checked = try AppCheck.scenarios(
            model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test",
            settingsAlone: false)
        let presentations = checked.filter { $0.target?.hasPrefix("present App.PlayerViewController") == true }
        #expect(
            presentations.map { $0.scenario.deviceFamilies } == [[.phone], [.pad]],
            Comment(rawValue: presentations.compactMap(\.target).joined(separator: "\n")))
        #expect(presentations.allSatisfy { !$0.assumptions.oneOfSeveralValues })
        // The player's preferred landscapeLeft is outside the portrait it gives on iPhone: E2′ there, and only there.
        let crashes = AppCheck.validate(presentations.map(\.scenario), maxStates: 10_000).map { validation in
            validation.findings.filter { $0.rule == "presentation-preferred-unsupported" }
        }
        #expect(
            crashes.map(\.count) == [1, 0],
            Comment(rawValue: crashes.map { $0.map(\.message).joined(separator: "\n") }.joined(separator: "\n--\n")))
        #expect(
            crashes.first?.first?.exception?.reason
                == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!"
        )
        // The root's launch is split too: its own mask is the one its idiom gives.
        let launches = checked.filter { $0.target?.hasPrefix("launch with App.RootViewController") == true }
        #expect(Set(launches.compactMap { $0.scenario.deviceFamilies }) == [[.phone], [.pad]])
        #expect(
            launches.allSatisfy {
                !$0.assumptions.oneOfSeveralValues && $0.target?.contains("the code gives it on") == true
            })
        // A presentation whose root (not the deciding controller) gives a mask by idiom: once per idiom, with that
        // idiom's value.
        let notes = CodeScenarios.build(from: model).filter { $0.name.hasPrefix("present App.NoteViewController") }
        #expect(
            notes.map { idiomLabel($0.idiom) } == ["phone", "pad"]
                && notes.allSatisfy { $0.name.contains("a mask in it depends on the idiom") })
        #expect(
            notes.map {
                $0.json.contains(
                    "\"class\":\"App.RootViewController\",\"kind\":\"tabBarController\",\"supportedInterfaceOrientations\":\($0.idiom == .phone ? 2 : 30)"
                )
            }
                == [true, true], Comment(rawValue: notes.map(\.json).joined(separator: "\n")))
        // The import says which idiom gives each value.
        #expect(
            model.json(scenarios: CodeScenarios.build(from: model)).contains(
                "\"oneOf\":[2,30],\"idioms\":[\"phone\",\"pad\"]"))

    }

    /// The same from Objective-C (a return inside `if` on the idiom, as iNaturalist's onboarding has, and the
    /// ternary, which was not read at all) and from the app delegate's mask, where each scenario is built on the
    /// idiom of the value it uses.
    @Test func masksChosenByIdiomInObjectiveCAndTheAppDelegate() throws {
        let mask = UIInterfaceOrientationMask.self
        let objc = CodeReader.read(
            [
                (
                    path: "Onboarding.m",
                    text: """
                    @implementation OnboardingViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
                            return UIInterfaceOrientationMaskAll;
                        } else {
                            return UIInterfaceOrientationMaskPortrait;
                        }
                    }
                    @end
                    @implementation TernaryViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return IS_IPAD ? UIInterfaceOrientationMaskAll : (UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskLandscapeLeft);
                    }
                    @end
                    @implementation WideViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                        return [self.view bounds].size.width > 500 ? UIInterfaceOrientationMaskLandscape : UIInterfaceOrientationMaskPortrait;
                    }
                    @end
                    """
                )
            ], module: "App")
        #expect(
            objc.classes["OnboardingViewController"]?.supportedInterfaceOrientations?.kind
                == .oneOf([mask.all, mask.portrait]))
        #expect(objc.classes["OnboardingViewController"]?.supportedInterfaceOrientations?.idioms == [.pad, .phone])
        #expect(
            objc.classes["TernaryViewController"]?.supportedInterfaceOrientations?.kind
                == .oneOf([mask.all, mask.portrait | mask.landscapeLeft]))
        #expect(objc.classes["TernaryViewController"]?.supportedInterfaceOrientations?.idioms == [.pad, .phone])
        let wide = objc.classes["WideViewController"]?.supportedInterfaceOrientations
        #expect(wide?.kind == .oneOf([mask.landscape, mask.portrait]) && wide?.idioms == [])

        // The app delegate's mask by idiom: each scenario is built on the idiom of the value it uses.
        let delegate = CodeReader.read(
            [
                (
                    path: "AppDelegate.swift",
                    text: """
                    import UIKit
                    @main
                    class AppDelegate: UIResponder, UIApplicationDelegate {
                        var window: UIWindow?
                        func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                            UIDevice.current.userInterfaceIdiom == .pad ? .all : .portrait
                        }
                        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                            window?.rootViewController = HomeViewController()
                            return true
                        }
                    }
                    final class HomeViewController: UIViewController {}
                    """
                )
            ], module: "App")
        #expect(delegate.appDelegateMask?.idioms == [.pad, .phone])
        let launched = CodeScenarios.build(from: delegate).filter {
            $0.name.hasPrefix("launch with App.HomeViewController")
        }
        #expect(
            launched.map { idiomLabel($0.idiom) } == ["phone", "pad"]
                && launched.allSatisfy { !$0.assumptions.oneOfSeveralValues },
            Comment(rawValue: launched.map(\.name).joined(separator: "\n")))
        #expect(launched.first?.json.contains("\"supportedInterfaceOrientationsForWindow\":2") == true)
    }

    /// A presented controller the reader does not see made is the type the code declares it as: a static factory's
    /// return type (`Self` in a protocol extension), a cast, a local's, a parameter's or a property's type, an
    /// Objective-C local's `T *x`. Only a class of the module that nothing in it subclasses (or an alert, a hosting
    /// or a player controller) counts: a value declared `UIViewController`, a class with subclasses and a navigation
    /// controller (whose stack the reader cannot see) stay unchecked and counted. Findings say they are inferred.
    @Test func presentedControllersByTheirDeclaredType() throws {
        let swift = """
            import UIKit
            protocol Storyboarded {}
            extension Storyboarded { static func instantiate() -> Self { fatalError() } }
            extension UIAlertController { static func makeAlert() -> UIAlertController { UIAlertController(title: nil, message: nil, preferredStyle: .alert) } }
            final class HomeViewController: UIViewController {
                lazy var picker: PickerViewController = { PickerViewController() }()
                func factory() {
                    let player = PlayerViewController.make()
                    player.modalPresentationStyle = .fullScreen
                    present(player, animated: true)
                }
                func cast(_ any: UIViewController) {
                    if let player = any as? PlayerViewController {
                        present(player, animated: true)
                    }
                }
                func parameter(_ player: PlayerViewController) { present(player, animated: true) }
                func property() { present(picker, animated: true) }
                func unwrapped() {
                    guard let picker = picker else { return }
                    present(picker, animated: true)
                }
                func protocolFactory() { present(MapViewController.instantiate(), animated: true) }
                func alert() {
                    let alert = UIAlertController.makeAlert()
                    present(alert, animated: true)
                }
                func base(_ controller: UIViewController) { present(controller, animated: true) }
                func subclassed(_ list: ListViewController) { present(list, animated: true) }
                func navigation() { present(StackController.wrapping(self), animated: true) }
            }
            final class PlayerViewController: UIViewController {
                static func make() -> PlayerViewController { PlayerViewController() }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class PickerViewController: UIViewController {}
            final class MapViewController: UIViewController, Storyboarded {}
            class ListViewController: UIViewController {}
            final class SearchListViewController: ListViewController {}
            final class StackController: UINavigationController {
                static func wrapping(_ root: UIViewController) -> StackController { StackController(rootViewController: root) }
            }
            """
        let objc = """
            @implementation SettingsViewController
            - (void)ask {
                UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"?" message:nil preferredStyle:UIAlertControllerStyleAlert];
                [self presentViewController:alert animated:YES completion:nil];
            }
            - (void)show:(UIViewController *)controller {
                [self presentViewController:controller animated:YES completion:nil];
            }
            @end
            """
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let model = CodeReader.read(
            [(path: "Home.swift", text: swift), (path: "Settings.m", text: objc)], module: "App")
        let presented = model.sites.filter { $0.kind == .present }
        func site(_ fragment: String) throws -> ShowSite {
            let at = try line(fragment)
            return try #require(presented.first { $0.file == "Home.swift" && $0.line == at })
        }
        let factory = try #require(presented.first { $0.declaredAs == "what PlayerViewController.make returns" })
        let styled = try line("player.modalPresentationStyle")
        #expect(
            factory.shown == "PlayerViewController" && factory.presentationStyle == "fullScreen"
                && factory.line == styled + 1)
        let cast = try line("if let player") + 1, parameter = try line("func parameter")
        #expect(
            presented.filter { $0.declaredAs == "declared as PlayerViewController" }.map(\.line) == [cast, parameter])
        let property = try site("func property()"), unwrapped = try line("guard let picker") + 1
        #expect(property.declaredAs == "declared as PickerViewController" && property.shown == "PickerViewController")
        #expect(presented.contains { $0.line == unwrapped && $0.shown == "PickerViewController" })
        #expect(try site("func protocolFactory").shown == "MapViewController")
        #expect(presented.filter { $0.shown == "UIAlertController" }.count == 2)
        // Not resolved: counted as not checked, each at its line.
        let unseen = model.unseenShows.map { "\($0.file):\($0.line ?? 0)" }
        let base = try line("func base"), subclassed = try line("func subclassed"),
            navigation = try line("func navigation")
        #expect(
            unseen == ["Home.swift:\(base)", "Home.swift:\(subclassed)", "Home.swift:\(navigation)", "Settings.m:7"],
            Comment(rawValue: unseen.joined(separator: ", ")))

        // The landscape player made by the factory, presented full screen in a portrait app: the crash, inferred.
        var app = ImportedApp()
        try app.readInfoPlist(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UIDeviceFamily</key><array><integer>1</integer></array>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                </dict></plist>
                """.utf8), name: "Info.plist")
        let checked = try AppCheck.scenarios(
            model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test",
            settingsAlone: false)
        let crash = try #require(
            checked.first {
                $0.target?.contains("(what PlayerViewController.make returns: the reader does not see it made)") == true
            })
        let validation = crash.adjusted(AppCheck.validate([crash.scenario], maxStates: 10_000)[0])
        let finding = try #require(validation.findings.first { $0.rule == "no-common-orientation" })
        #expect(
            finding.exception?.reason
                == "Supported orientations has no common orientation with the application, and [App.PlayerViewController shouldAutorotate] is returning YES"
        )
        #expect(finding.inferences == [.declaredType("what PlayerViewController.make returns")])
        #expect(
            finding.reportedMessage.hasSuffix(
                "(Inferred: the presented controller is what PlayerViewController.make returns, and may be a subclass the reader does not see.)"
            ))
    }

    /// The code `declaredTypesAndIdiomsAtTheirEdges` reads: Swift, then Objective-C.
    static let edgeSwift = """
        import UIKit
        import AVKit
        enum Route { case show(UIViewController) }
        enum Onboarding { final class ViewController: UIViewController {} }
        final class HomeViewController: UIViewController {
            var controller: NoteViewController?
            var player: AVPlayerViewController!
            var onRoute: ((UIViewController) -> Void)?
            func shadow() {
                let note = NoteViewController()
                present(note, animated: true) { if let note = self.presentedViewController { note.view.tag = 1 } }
            }
            func branches(_ wantsMap: Bool, from source: Source) {
                if wantsMap {
                    let next: MapViewController = source.map()
                    present(next, animated: true)
                } else {
                    let next: NoteViewController = source.note()
                    present(next, animated: true)
                }
            }
            func bind() { onRoute = { [weak self] controller in self?.present(controller, animated: true) } }
            func route(_ route: Route) {
                switch route {
                case .show(let controller): present(controller, animated: true)
                }
            }
            func all(_ list: [UIViewController]) { for controller in list { present(controller, animated: true) } }
            func play() { present(player, animated: true) }
            func chained(_ first: Bool) {
                if first {
                    return
                } else if Bool.random() {
                    return
                } else {
                    guard let map = UIStoryboard(name: "Map", bundle: nil).instantiateViewController(withIdentifier: "map") as? MapViewController else { return }
                    present(map, animated: true)
                }
            }
            func settings(_ vc: Settings.ViewController) { present(vc, animated: true) }
            func external(_ vc: PlayerKit.NoteViewController) { present(vc, animated: true) }
            func base(_ vc: BaseViewController) { present(vc, animated: true) }
        }
        final class NoteViewController: UIViewController {}
        final class MapViewController: UIViewController {}
        final class LandscapePlayerController: AVPlayerViewController {}
        class BaseViewController: UIViewController {}
        final class LandscapeViewController: App.BaseViewController {}
        extension UIInterfaceOrientationMask {
            static var phonePortrait: Self { UIDevice.current.userInterfaceIdiom == .phone ? .portrait : .all }
            static var alias: UIInterfaceOrientationMask { Self.phonePortrait }
            static var allowed: UIInterfaceOrientationMask = .portrait
        }
        final class AliasViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .alias }
        }
        final class StoredViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allowed }
            func unlock() { UIInterfaceOrientationMask.allowed = .all }
        }
        final class SameViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIDevice.current.userInterfaceIdiom == .pad ? .all : .all }
        }
        final class SwitchViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                switch UIDevice.current.userInterfaceIdiom {
                case .phone: return .portrait
                case .pad: return .all
                case .mac: return .landscapeLeft
                default: return .landscape
                }
            }
        }
        final class EarlyViewController: UIViewController {
            var lock: UIInterfaceOrientationMask = .landscape
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                if UIDevice.current.userInterfaceIdiom == .pad { return .portrait }
                return lock
            }
        }
        final class GuardViewController: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                guard UIDevice.current.userInterfaceIdiom == .pad else { return .portrait }
                return .landscape
            }
        }
        """
    static let edgeObjC = """
        @implementation ElseViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            if (IS_IPAD) {
                [self logPad];
            }
            if (self.locked) [self logLocked];
            else {
                return UIInterfaceOrientationMaskLandscape;
            }
            return UIInterfaceOrientationMaskPortrait;
        }
        @end
        @implementation CommonViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPad) ? UIInterfaceOrientationMaskAll : (UIInterfaceOrientationMaskPortrait | UIInterfaceOrientationMaskPortraitUpsideDown);
        }
        @end
        @implementation UnbracedViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            if (IS_IPAD) return UIInterfaceOrientationMaskAll;
            return UIInterfaceOrientationMaskPortrait;
        }
        @end
        @implementation UnbracedElseViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            if (self.locked) return UIInterfaceOrientationMaskPortrait;
            else return UIInterfaceOrientationMaskLandscape;
        }
        @end
        @implementation ContainerViewController
        - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
            return [self.topViewController supportedInterfaceOrientations] ?: UIInterfaceOrientationMaskPortrait;
        }
        @end
        """

    /// The edges a review found in declared types and idiom-chosen values, each a case that read wrong: a later
    /// `if let` of the same name, a local declared in two branches, names a closure, a `for` or a `case` binds, a
    /// subclassed UIKit player, a nested or foreign type of the same simple name, a qualified superclass; Objective-C's
    /// `else` after an unbraced `if`, its parenthesised ternary and `?:`; a `switch` `default` after both idioms, `case
    /// .mac`; a stored static mask, `Self.x`; an early return or a guard on the idiom; and chains of thousands of
    /// ternaries, which took seconds and gigabytes.
    @Test func declaredTypesAndIdiomsAtTheirEdges() throws {
        let swift = Self.edgeSwift, objc = Self.edgeObjC
        let chain = Array(repeating: "x ? UIInterfaceOrientationMaskAll : ", count: 6000).joined()
        let swiftChain = Array(repeating: "x ? .all : ", count: 6000).joined()
        let model = CodeReader.read(
            [
                (path: "Home.swift", text: swift), (path: "Else.m", text: objc),
                (
                    path: "Chain.m",
                    text: """
                    @implementation ChainViewController
                    - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return \(chain)UIInterfaceOrientationMaskPortrait; }
                    @end
                    """
                ),
                (
                    path: "Chain.swift",
                    text: """
                    final class SwiftChainViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(swiftChain).portrait }
                    }
                    """
                ),
            ], module: "App")
        let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let presented = model.sites.filter { $0.kind == .present && $0.file == "Home.swift" }
        func shown(at fragment: String, plus offset: Int = 0) throws -> String? {
            let at = try line(fragment) + offset
            return presented.first { $0.line == at }?.shown
        }
        #expect(try shown(at: "present(note, animated: true)") == "NoteViewController")
        #expect(try shown(at: "let next: MapViewController", plus: 1) == "MapViewController")
        #expect(try shown(at: "let next: NoteViewController", plus: 1) == "NoteViewController")
        // A `guard let` in the `else` of an `if` chain holds for the rest of that `else`.
        #expect(try shown(at: "guard let map", plus: 1) == "MapViewController")
        let unseen = Set(model.unseenShows.filter { $0.file == "Home.swift" }.compactMap(\.line))
        let expectedUnseen = try [
            "func bind()", "case .show(let controller)", "func all(", "func play()", "func settings(", "func external(",
            "func base(",
        ].map { try line($0) }
        #expect(unseen == Set(expectedUnseen), Comment(rawValue: "\(unseen.sorted()) against \(expectedUnseen)"))

        let mask = UIInterfaceOrientationMask.self
        func value(_ name: String) -> CodeValue? { model.classes[name]?.supportedInterfaceOrientations }
        #expect(
            value("AliasViewController")?.kind == .oneOf([mask.portrait, mask.all])
                && value("AliasViewController")?.idioms == [.phone, .pad])
        #expect(
            value("StoredViewController")?.kind == .oneOf([mask.portrait, mask.all])
                && value("StoredViewController")?.byIdiom == false)
        #expect(value("SameViewController")?.kind == .exact(mask.all))
        #expect(
            value("SwitchViewController")?.kind == .oneOf([mask.portrait, mask.all])
                && value("SwitchViewController")?.idioms == [.phone, .pad])
        #expect(
            value("EarlyViewController")?.values(on: .phone) == [mask.landscape]
                && value("EarlyViewController")?.values(on: .pad) == [mask.portrait])
        #expect(
            value("GuardViewController")?.values(on: .phone) == [mask.portrait]
                && value("GuardViewController")?.values(on: .pad) == [mask.landscape])
        #expect(
            value("ElseViewController")?.kind == .oneOf([mask.landscape, mask.portrait])
                && value("ElseViewController")?.byIdiom == false)
        #expect(
            value("CommonViewController")?.kind == .oneOf([mask.all, mask.portrait | mask.portraitUpsideDown])
                && value("CommonViewController")?.idioms == [.pad, .phone])
        #expect(
            value("ContainerViewController")?.kind == .forwarding(child: "topViewController", fallback: mask.portrait))
        // An unbraced `if (…) return …;` was not read at all: the mask read as exact portrait.
        #expect(
            value("UnbracedViewController")?.kind == .oneOf([mask.all, mask.portrait])
                && value("UnbracedViewController")?.idioms == [.pad, .phone])
        #expect(
            value("UnbracedElseViewController")?.kind == .oneOf([mask.portrait, mask.landscape])
                && value("UnbracedElseViewController")?.byIdiom == false)
        for name in ["ChainViewController", "SwiftChainViewController"] {
            guard case .unknown? = value(name)?.kind else {
                Issue.record("\(name): \(String(describing: value(name)))"); continue
            }
        }
    }
    /// Values that need no run time (issue 34): `~mask`, the option set's operations, `&`, `x.rawValue`, `Int(…)`
    /// around it, in Swift and Objective-C.
    @Test func masksComputedWithoutRunTime() throws {
        let swift = """
            import UIKit
            final class A: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { ~UIInterfaceOrientationMask.portraitUpsideDown }
            }
            final class B: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIInterfaceOrientationMask.landscape.union(.portrait) }
            }
            final class C: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIInterfaceOrientationMask.all.subtracting(.portraitUpsideDown) }
            }
            final class D: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { UIInterfaceOrientationMask.all.intersection(.landscape) }
            }
            final class E: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
                    UIInterfaceOrientationMask(rawValue: UIInterfaceOrientationMask.portrait.rawValue)
                }
            }
            """
        let objc = """
            @implementation F
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return ~UIInterfaceOrientationMaskAll; }
            @end
            @implementation G
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll & ~UIInterfaceOrientationMaskPortraitUpsideDown; }
            @end
            """
        let model = CodeReader.read([("A.swift", swift), ("F.m", objc)], module: "App")
        func mask(_ name: String) -> CodeValue.Kind? { model.classes[name]?.supportedInterfaceOrientations?.kind }
        let all = UIInterfaceOrientationMask.all
        let upsideDown = UIInterfaceOrientationMask.portraitUpsideDown
        #expect(mask("A") == .exact(all & ~upsideDown))
        #expect(mask("B") == .exact(UIInterfaceOrientationMask.landscape | UIInterfaceOrientationMask.portrait))
        #expect(mask("C") == .exact(all & ~upsideDown))
        #expect(mask("D") == .exact(UIInterfaceOrientationMask.landscape))
        #expect(mask("F") == .exact(0))
        #expect(mask("G") == .exact(all & ~upsideDown))
        // `E` is a call the reader does not evaluate (a rawValue that is not a literal): said, not guessed.
        if case .unknown? = mask("E") {} else { Issue.record("E: \(String(describing: mask("E")))") }
    }

    /// A shouldAutorotate the app decides while it runs (`!isLocked`, a type test, a comparison) answers YES or NO, in
    /// Swift and Objective-C; one that tests the idiom answers by idiom; a negated flag the code never changes keeps its
    /// one value (issue 35: Rocket.Chat and Delta held their locks in such a getter).
    @Test func autorotationDecidedWhileTheAppRuns() throws {
        let swift = """
            import UIKit
            final class A: UINavigationController {
                override var shouldAutorotate: Bool { !(topViewController is WelcomeViewController) }
            }
            final class B: UIViewController {
                private var isLocked = false
                override var shouldAutorotate: Bool { return !isLocked }
                func lock() { isLocked = true }
            }
            final class C: UIViewController {
                override var shouldAutorotate: Bool { UIDevice.current.userInterfaceIdiom == .pad }
            }
            final class D: UIViewController {
                let fixed = false
                override var shouldAutorotate: Bool { !fixed }
            }
            """
        let objc = """
            @implementation E
            - (BOOL)shouldAutorotate { return self.player.rate == 0 && !self.locked; }
            @end
            """
        let model = CodeReader.read([("A.swift", swift), ("E.m", objc)], module: "App")
        func answers(_ name: String) -> CodeValue? { model.classes[name]?.shouldAutorotate }
        for name in ["A", "B", "E"] {
            #expect(answers(name).map { Set($0.values(on: nil)) } == [0, 1], "\(name)")
        }
        #expect(answers("C")?.values(on: .pad) == [1])
        #expect(answers("C")?.values(on: .phone) == [0])
        #expect(answers("D")?.kind == .exact(1))
    }

    /// The scenarios try such a controller with NO as well (inferred), but not beside a mask that also changes while
    /// the app runs: the two may read one state, and a pair the app never gives together is no state it reaches.
    @Test func aNoFromShouldAutorotateIsTriedWhereTheMaskHolds() throws {
        func scenarios(mask: String) -> [CodeScenario] {
            let swift = """
                import UIKit
                final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                        window?.rootViewController = GameViewController()
                    }
                }
                final class GameViewController: UIViewController {
                    private var isGyroActive = false
                    override var shouldAutorotate: Bool { !isGyroActive }
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(mask) }
                    func gyro(_ on: Bool) { isGyroActive = on }
                }
                """
            return CodeScenarios.build(from: CodeReader.read([("Game.swift", swift)], module: "App"))
        }
        let held = scenarios(mask: ".allButUpsideDown")
        #expect(held.count == 2)
        let tried = held.filter { $0.json.contains(#""shouldAutorotate":false"#) }
        #expect(tried.allSatisfy { $0.assumptions.oneOfSeveralValues })
        #expect(held.contains { $0.json.contains(#""shouldAutorotate":false"#) })
        let locked = scenarios(mask: "isGyroActive ? .portrait : .allButUpsideDown")
        #expect(!locked.contains { $0.json.contains(#""shouldAutorotate":false"#) })
    }
}
