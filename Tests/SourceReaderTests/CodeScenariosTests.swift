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

/// From the model to the checked scenarios (Scenarios/, Check/): what the CLI and the archive route report, with the findings at the lines that decide.
@Suite struct CodeScenariosTests {
    /// Every scenario built from the code is accepted by the production decoder, and the reference decoder (tests
    /// only) reads the same scenario from it.
    @Test func everyBuiltScenarioDecodesTheSameWithBothDecoders() throws {
        let built = CodeScenarios.build(from: try PlayerFixture.model())
        #expect(built.count >= 6)
        for scenario in built {
            let bytes = Array(scenario.json.utf8)
            let production = try Scenario.decode(bytes: bytes)
            let reference = try ReferenceDecoder.decode(bytes: bytes)
            #expect(production == reference, "\(scenario.name): \(scenario.json)")
        }
    }

    /// The whole path: `orientd validate --sources` finds the landscape-only player presented full screen in a
    /// portrait app (when the delegate's lock is portrait), with UIKit's exact exception text naming the
    /// module-qualified class, at the line of the override that decides; exit 1.
    @Test func validateSourcesFindsTheCrashAtItsLine() throws {
        let run = try Repository.orientd([
            "validate", "--sources", PlayerFixture.app, "--info-plist", PlayerFixture.app + "/PlayerApp/Info.plist",
        ])
        #expect(run.status == 1, Comment(rawValue: run.stderr))
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let crashing = targets.filter { $0.key.hasPrefix("present ") && ($0.value["errors"] as? Int ?? 0) > 0 }
        #expect(crashing.count == 1)
        let (label, answer) = try #require(crashing.first)
        #expect(
            label.hasPrefix(
                "present PlayerApp.PlayerViewController at \(PlayerFixture.app)/PlayerApp/HomeViewController.swift:\(try PlayerFixture.line("present(player", in: "HomeViewController.swift"))"
            ))
        // Portrait is the lock's declared value: the app starts with it, so the crash assumes no value chosen.
        #expect(label.contains("the app delegate's mask as the app starts: portrait"))
        let finding = try #require(
            (answer["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "no-common-orientation" })
        #expect(
            ((finding["exception"] as? [String: Any])?["reason"] as? String)
                == "Supported orientations has no common orientation with the application, and [PlayerApp.PlayerViewController shouldAutorotate] is returning YES"
        )
        let source = try #require(finding["source"] as? [String: Any])
        #expect(source["file"] as? String == PlayerFixture.app + "/PlayerApp/PlayerViewController.swift")
        #expect(
            source["line"] as? Int
                == (try PlayerFixture.line("[.landscapeLeft, .landscapeRight]", in: "PlayerViewController.swift")))
        // What the reader could not evaluate is an info finding at its line, said once (with the first scenario).
        let unread = targets.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter {
            ($0["message"] as? String)?.hasPrefix(
                "PlayerApp.SettingsViewController: currentOrientation() is a call the reader does not evaluate") == true
        }
        #expect(unread.count == 1)
        #expect(unread.first?["rule"] as? String == "code-not-read")
        #expect(unread.first?["severity"] as? String == "info")
        #expect(
            (unread.first?["source"] as? [String: Any])?["line"] as? Int
                == (try PlayerFixture.line("        currentOrientation()", in: "SettingsViewController.swift")))
        // A scenario file and --sources together are bad input.
        let both = try Repository.orientd(["validate", "--sources", PlayerFixture.app, "examples/player.json"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give either a scenario file or --sources"))
    }

    /// The output does not depend on the process: each run of the CLI hashes with its own seed, and the notes about
    /// values the reader cannot evaluate came out in a dictionary's order (VLC's in two orders in three runs).
    @Test func outputIsTheSameFromRunToRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-order-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for index in 0..<8 {
            try Data(
                """
                import UIKit
                final class Screen\(index)ViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { computeMask\(index)() }
                    override var shouldAutorotate: Bool { decide\(index)() }
                }
                """.utf8
            ).write(to: directory.appendingPathComponent("Screen\(index).swift"))
        }
        var outputs: Set<String> = []
        for _ in 0..<4 {
            let run = try Repository.orientd([
                "validate", "--sources", directory.path, "--format", "text", "--notes", "all",
            ])
            #expect(
                run.stdout.contains("computeMask7() is a call the reader does not evaluate"),
                Comment(rawValue: run.stdout + run.stderr))
            outputs.insert(run.stdout + run.stderr)
        }
        #expect(outputs.count == 1)
    }

    /// Each limit holds with a clear word: a symbolic link loop is not followed, a file over --max-source-file-bytes
    /// and a folder deeper than --max-source-depth are notes, more files than --max-source-files is an error.
    @Test func limitsAndLinkLoopsAreBounded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-limits-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let deep = directory.appendingPathComponent("A/B/C")
        try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
        for index in 0..<6 {
            try Data("final class S\(index): UIViewController {}\n".utf8).write(
                to: directory.appendingPathComponent("S\(index).swift"))
        }
        try Data(String(repeating: "// padding\n", count: 200).utf8).write(
            to: directory.appendingPathComponent("Big.swift"))
        try Data("final class Deep: UIViewController {}\n".utf8).write(to: deep.appendingPathComponent("Deep.swift"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("A/B/loop").path, withDestinationPath: directory.path)
        let model = try SourceFiles.read(
            directory: directory.path, module: "App",
            limits: SourceLimits(maxFiles: 10, maxFileBytes: 1000, maxDepth: 2))
        #expect(model.filesRead == 6, "the six small files; the big one, the deep one and the loop are not read")
        #expect(
            model.notes.contains {
                $0.file.hasSuffix("Big.swift") && $0.rule == Rule.codeNotRead.id
                    && $0.message.contains("--max-source-file-bytes")
            })
        #expect(model.notes.contains { $0.file.hasSuffix("A/B/C") && $0.message.contains("--max-source-depth") })
        #expect(throws: ProjectFileError.self) {
            try SourceFiles.read(directory: directory.path, module: "App", limits: SourceLimits(maxFiles: 5))
        }
        let cli = try Repository.orientd(["validate", "--sources", directory.path, "--max-source-files", "5"])
        #expect(
            cli.status == 2 && cli.stderr.contains("holds more than 5 source files (--max-source-files)"),
            Comment(rawValue: cli.stderr))
    }

    /// A generated tree of 1,000 files in 10 folders, read concurrently: every class and answer found, in path
    /// order whatever the schedule (two reads give the same model).
    @Test func aGeneratedTreeOf1000Files() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-tree-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        let masks = [".portrait", ".landscape", "[.portrait, .landscapeLeft]", ".all"]
        for index in 0..<1_000 {
            let folder = directory.appendingPathComponent("Feature\(index / 100)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let text = """
                import UIKit
                final class Screen\(index): UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(masks[index % masks.count]) }
                    func next() {
                        let next = Screen\((index + 1) % 1_000)()
                        next.modalPresentationStyle = .fullScreen
                        present(next, animated: true)
                    }
                }
                """
            try Data(text.utf8).write(to: folder.appendingPathComponent("Screen\(index).swift"))
        }
        let model = try SourceFiles.read(directory: directory.path, module: "Tree")
        #expect(model.filesRead == 1_000)
        #expect(model.classes.count == 1_000)
        #expect(model.sites.count == 1_000)
        #expect(
            model.classes["Screen7"]?.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.all))
        #expect(
            model.classes["Screen6"]?.supportedInterfaceOrientations?.kind
                == .exact(UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.landscapeLeft))
        let again = try SourceFiles.read(directory: directory.path, module: "Tree")
        #expect(
            again.sites.map(\.line) == model.sites.map(\.line) && again.sites.map(\.file) == model.sites.map(\.file))
        #expect(CodeScenarios.build(from: model).count == 1_000)
    }

    /// Rotations the code asks for are scenarios in the class that asks: the player's geometry request for portrait,
    /// made while the landscape-only player is presented, is refused with UIKit's error text, at the call's line; the
    /// Objective-C menu's orientation setter (an interface constant) does nothing from iOS 16 with a recent SDK.
    @Test func rotationRequestsAreCheckedWhereTheyAreMade() throws {
        let run = try Repository.orientd([
            "validate", "--sources", PlayerFixture.app, "--info-plist", PlayerFixture.app + "/PlayerApp/Info.plist",
        ])
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let line = try PlayerFixture.line("scene.requestGeometryUpdate(preferences)", in: "PlayerViewController.swift")
        let requests = targets.filter {
            $0.key.hasPrefix(
                "requestGeometryUpdate(portrait) at \(PlayerFixture.app)/PlayerApp/PlayerViewController.swift:\(line), present PlayerApp.PlayerViewController"
            )
        }
        #expect(requests.count == 2, "one per value of the delegate's mask")
        let refused = requests.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter {
            $0["rule"] as? String == "geometry-request-refused"
        }
        #expect(
            refused.contains {
                ($0["message"] as? String)?.contains(
                    #"UISceneErrorDomain 101 "None of the requested orientations are supported by the view controller. Requested: portrait; Supported: landscapeLeft, landscapeRight""#
                ) == true
            })
        #expect(
            refused.allSatisfy {
                Repository.source($0).line == line && $0["path"] as? String == "/requestedOrientations"
            })

        let legacy = try Repository.orientd([
            "validate", "--sources", "Tests/fixtures/code/LegacyApp", "--sdk", "26.0", "--format", "text",
        ])
        let menu = "Tests/fixtures/code/LegacyApp/LegacyApp/MenuViewController.m"
        let setter = try Repository.line(of: "setValue:@(UIInterfaceOrientationLandscapeRight)", in: menu)
        #expect(
            legacy.stdout.contains(
                "\(menu):\(setter): warning: [device-orientation-setter-ignored] [UIDevice's orientation setter with the interface constant landscapeRight at \(menu):\(setter), with RootNavigationController as the root"
            ),
            Comment(rawValue: legacy.stdout))
        let attempt = try Repository.line(of: "attemptRotationToDeviceOrientation", in: menu)
        let json = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--sdk", "26.0"])
        let labels = try #require(json.json?["targets"] as? [String: Any]).keys
        #expect(
            labels.contains {
                $0.hasPrefix(
                    "attemptRotationToDeviceOrientation() at \(menu):\(attempt), with RootNavigationController as the root"
                )
            })
        // Objective-C geometry requests: a local given one of two masks in an if/else gives a request for each.
        let toggle = try Repository.line(of: "[scene requestGeometryUpdateWithPreferences:preferences", in: menu)
        #expect(
            labels.contains {
                $0.hasPrefix(
                    "requestGeometryUpdate(landscapeLeft, landscapeRight) at \(menu):\(toggle) (one of the values the code gives it), with RootNavigationController as the root"
                )
            })
        #expect(
            labels.contains {
                $0.hasPrefix(
                    "requestGeometryUpdate(portrait) at \(menu):\(toggle) (one of the values the code gives it)")
            })
    }

    /// The main window's root is the one the Info.plist's application-role scene delegate sets, not an external
    /// display's, whichever file comes first.
    @Test func theMainWindowsRootComesFromTheApplicationSceneDelegate() throws {
        let external = """
            import UIKit
            final class ExternalDisplaySceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = ExternalViewController()
                }
            }
            final class ExternalViewController: UIViewController {
                override var shouldAutorotate: Bool { false }
            }
            """
        let main = """
            import UIKit
            final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = HomeViewController()
                }
            }
            final class HomeViewController: UIViewController {
                func play() { present(PlayerViewController(), animated: true) }
            }
            final class PlayerViewController: UIViewController {}
            """
        var model = CodeReader.read([("A/External.swift", external), ("B/Main.swift", main)], module: "App")
        #expect(model.mainRoot?.shown == "ExternalViewController", "without the plist: the first root")
        var app = ImportedApp()
        try app.readInfoPlist(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
                <key>UIWindowSceneSessionRoleApplication</key><array><dict>
                <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array>
                <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array><dict>
                <key>UISceneDelegateClassName</key><string>ExternalDisplaySceneDelegate</string></dict></array>
                </dict></dict></dict></plist>
                """.utf8), name: "Info.plist")
        #expect(
            app.applicationSceneDelegates == ["SceneDelegate"]
                && app.otherSceneDelegates == ["ExternalDisplaySceneDelegate"])
        let scenarios = try AppCheck.scenarios(
            model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test",
            settingsAlone: false)
        #expect(
            scenarios.contains {
                $0.target?.hasPrefix("present App.PlayerViewController at B/Main.swift:9 over App.HomeViewController")
                    == true
            },
            Comment(rawValue: scenarios.compactMap(\.target).joined(separator: "\n")))
        model.otherSceneDelegates = ["ExternalDisplaySceneDelegate"]
        #expect(
            model.mainRoot?.shown == "HomeViewController",
            "another role's root is never the main one when there is another")
    }

    /// A navigation controller's root given by a local is followed to where it is made; one the reader cannot see made
    /// leaves the site unchecked with a note, never checked as an empty stack (which would claim a nil-child crash:
    /// the false alarm VLC for iOS showed).
    @Test func aStackRootFromALocalIsFollowedOrTheSiteIsNotChecked() throws {
        let swift = """
            import UIKit
            final class Home: UIViewController {
                var player: UIViewController?
                func donate() {
                    let donation = DonationViewController()
                    let navigation = ForwardingNavigation(rootViewController: donation)
                    present(navigation, animated: true)
                }
                func play() {
                    present(ForwardingNavigation(rootViewController: player!), animated: true)
                }
            }
            final class ForwardingNavigation: UINavigationController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { topViewController?.supportedInterfaceOrientations ?? .portrait }
            }
            final class DonationViewController: UIViewController {}
            """
        let objc = """
            @implementation Menu
            - (void)donate {
                UIViewController *donationVC = [[DonationViewController alloc] init];
                UINavigationController *donationNC = [[ForwardingNavigation alloc] initWithRootViewController:donationVC];
                [self presentViewController:donationNC animated:YES completion:nil];
            }
            - (void)play {
                UINavigationController *navCon = [[ForwardingNavigation alloc] initWithRootViewController:self.movieViewController];
                [self presentViewController:navCon animated:YES completion:nil];
            }
            @end
            """
        let model = CodeReader.read([("Home.swift", swift), ("Menu.m", objc)], module: "App")
        let presents = model.sites.filter { $0.kind == .present }
        #expect(
            presents.filter { $0.navigationRoot == "DonationViewController" }.count == 2,
            "Swift and Objective-C locals followed")
        let unseen = presents.filter { $0.unseenNavigationRoot != nil }
        #expect(unseen.count == 2)
        #expect(
            model.notes.filter {
                $0.message.contains("'s stack starts with")
                    && $0.message.hasSuffix("which the reader cannot see made, so this present is not checked")
            }.count == 2)
        let built = CodeScenarios.build(from: model)
        #expect(
            built.filter {
                $0.name.hasPrefix("present App.ForwardingNavigation")
                    || $0.name.hasPrefix("present ForwardingNavigation")
            }.count == 2,
            Comment(rawValue: built.map(\.name).joined(separator: "\n")))
        #expect(
            !built.contains { $0.assumptions.unreachable && $0.name.contains("ForwardingNavigation") },
            "a class an unchecked site shows is not unreachable")
    }

    /// Pushes grow the navigation stack of the class that pushes: the map the Objective-C menu pushes supports only
    /// portraitUpsideDown, and once it is on top of the forwarding navigation controller nothing is in common (E1′),
    /// reported at its override; the stack's entry for it names the push.
    @Test func pushesAreNavigationStackDepths() throws {
        let menu = "Tests/fixtures/code/LegacyApp/LegacyApp/MenuViewController.m"
        let map = "Tests/fixtures/code/LegacyApp/LegacyApp/MapViewController.m"
        let run = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--format", "text"])
        #expect(run.status == 1)
        let override = try Repository.line(of: "return UIInterfaceOrientationMaskPortraitUpsideDown;", in: map)
        #expect(
            run.stdout.contains(
                "\(map):\(override): error: [no-common-orientation] [launch with RootNavigationController"),
            Comment(rawValue: run.stdout))
        let json = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp"])
        #expect(
            json.stdout.contains(
                #""reason":"Supported orientations has no common orientation with the application, and [RootNavigationController shouldAutorotate] is returning YES""#
            ))
        #expect(json.stdout.contains(#""stackDepth":{"/root":2}"#))
        let model = try Repository.orientd(["import", "--sources", "Tests/fixtures/code/LegacyApp"])
        let sites = try #require(model.json?["shows"] as? [[String: Any]])
        let push = try Repository.line(of: "pushViewController:[[MapViewController alloc] init]", in: menu)
        #expect(
            sites.contains {
                $0["kind"] as? String == "push" && $0["class"] as? String == "MapViewController"
                    && $0["line"] as? Int == push
            })
        let scenarios = try #require(model.json?["scenarios"] as? [[String: Any]])
        let launch = try #require(
            scenarios.first { ($0["name"] as? String)?.hasPrefix("launch with RootNavigationController") == true })
        let children = try #require(
            ((launch["scenario"] as? [String: Any])?["root"] as? [String: Any])?["children"] as? [[String: Any]])
        #expect(children.map { $0["class"] as? String } == ["MenuViewController", "MapViewController"])
    }

    /// A scenario built from the code that does not decode is left out with a note saying what was not checked,
    /// and the others are still checked (a storyboard loop once made one invalid and failed GoMap's whole run); when
    /// every one fails, the error is the answer. Here the limit of one controller refuses the tab bar's scenario.
    @Test func aBuiltScenarioThatDoesNotDecodeIsLeftOutWithANote() throws {
        let code = """
            import UIKit
            final class SoloViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class Tabs: UITabBarController {
                func start() { viewControllers = [SoloViewController(), SoloViewController()] }
            }
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func solo() { window?.rootViewController = SoloViewController() }
                func tabs() { window?.rootViewController = Tabs() }
            }
            """
        let model = CodeReader.read([(path: "App.swift", text: code)], module: "App")
        let limits = ScenarioLimits(maxControllers: 1)
        let checked = try AppCheck.scenarios(
            model: model, imported: nil, base: Scenario(), limits: limits, label: "test", settingsAlone: false)
        #expect(checked.count == 1 && checked.first?.target?.contains("App.SoloViewController") == true)
        let note = try #require(
            checked.first?.notes.list.first {
                $0.message.contains("not checked: what the code gives here is beyond what a scenario can hold")
            })
        #expect(note.message.hasPrefix("launch with App.Tabs at App.swift:"), Comment(rawValue: note.message))
        #expect(note.message.hasSuffix(", so it is left out.") && !note.message.contains("defect"))
        #expect(throws: ScenarioInputError.self) {
            _ = try AppCheck.scenarios(
                model: model, imported: nil, base: Scenario(), limits: ScenarioLimits(maxControllers: 0), label: "test",
                settingsAlone: false)
        }
    }

    /// Roots the code sets by idiom (Kodi Remote's `if (IS_IPHONE) … else …`) are each checked on that idiom alone,
    /// and not at all for an app that does not ship it: an iPad root that supports only upside-down was a false
    /// iPhone crash.
    @Test func rootsChosenByIdiomAreCheckedOnThatIdiom() throws {
        let swift = """
            import UIKit
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func start() {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        window?.rootViewController = PadRootViewController()
                    } else {
                        window?.rootViewController = PhoneRootViewController()
                    }
                    window?.rootViewController = SharedRootViewController()
                }
            }
            final class PadRootViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
            }
            final class PhoneRootViewController: UIViewController {}
            final class SharedRootViewController: UIViewController {}
            """
        let objc = """
            @implementation AppDelegate
            - (void)start {
                if (IS_IPHONE) {
                    self.window.rootViewController = [PhoneMenu new];
                } else {
                    self.window.rootViewController = [PadMenu new];
                }
                if (UI_USER_INTERFACE_IDIOM() != UIUserInterfaceIdiomPad) {
                    [self.window setRootViewController:[PhoneMenu new]];
                }
            }
            @end
            """
        let model = CodeReader.read(
            [(path: "SceneDelegate.swift", text: swift), (path: "AppDelegate.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map { "\($0.shown):\(idiomLabel($0.idiom))" }
        #expect(
            roots == [
                "PadRootViewController:pad", "PhoneRootViewController:phone", "SharedRootViewController:any",
                "PhoneMenu:phone", "PadMenu:pad", "PhoneMenu:phone",
            ], Comment(rawValue: roots.joined(separator: ", ")))

        var app = ImportedApp()
        try app.readInfoPlist(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
                <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string></array>
                <key>UIRequiresFullScreen</key><true/>
                </dict></plist>
                """.utf8), name: "Info.plist")
        let swiftOnly = CodeReader.read([(path: "SceneDelegate.swift", text: swift)], module: "App")
        let checked = try AppCheck.scenarios(
            model: swiftOnly, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test",
            settingsAlone: false)
        let pad = try #require(checked.first { $0.target?.hasPrefix("launch with App.PadRootViewController") == true })
        #expect(pad.target?.contains("(on iPad only: the code sets this root there)") == true)
        #expect(pad.scenario.deviceFamilies == [.pad])
        let validation = AppCheck.validate([pad.scenario], maxStates: 10_000)[0]
        #expect(validation.errors == 0, Comment(rawValue: validation.findings.map(\.message).joined(separator: "\n")))
        // An iPhone-only app never checks the iPad root.
        var phoneOnly = app
        phoneOnly.deviceFamilies = [.phone]
        let phoneChecked = try AppCheck.scenarios(
            model: swiftOnly, imported: phoneOnly, base: phoneOnly.baseScenario, limits: ScenarioLimits(),
            label: "test", settingsAlone: false)
        #expect(
            !phoneChecked.contains {
                $0.target?.contains("PadRootViewController") == true && $0.target?.hasPrefix("launch") == true
            })
        #expect(phoneChecked.contains { $0.target?.hasPrefix("launch with App.PhoneRootViewController") == true })
    }

    /// A presentation the code makes on one idiom (`if userInterfaceIdiom == .phone { present(…) }`, `if (IS_IPAD)`)
    /// is checked on that idiom alone, over that idiom's root; one made on both, where the code sets a root per idiom,
    /// over each root on its idiom (it was over the first root, on both idioms).
    @Test func presentationsChosenByIdiomAreCheckedOverThatIdiomsRoot() throws {
        let swift = """
            import UIKit
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func start() {
                    if UIDevice.current.userInterfaceIdiom == .pad {
                        window?.rootViewController = PadRoot()
                    } else {
                        window?.rootViewController = PhoneRoot()
                    }
                }
            }
            final class PadRoot: UIViewController {}
            final class PhoneRoot: UIViewController {
                func show() {
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        let sheet = LandscapeSheet()
                        sheet.modalPresentationStyle = .fullScreen
                        present(sheet, animated: true)
                    }
                    present(Anywhere(), animated: true)
                }
            }
            final class LandscapeSheet: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class Anywhere: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
            }
            """
        let objc = """
            @implementation LazyPlayer
            - (void)initUI {
                self.modalPresentationStyle = UIModalPresentationFormSheet;
            }
            @end
            @implementation Menu
            - (void)open {
                if (IS_IPAD) {
                    [self presentViewController:[PadPicker new] animated:YES completion:nil];
                }
            }
            @end
            """
        let model = CodeReader.read(
            [(path: "SceneDelegate.swift", text: swift), (path: "Menu.m", text: objc)], module: "App")
        let presents = model.sites.filter { $0.kind == .present }.map { "\($0.shown):\(idiomLabel($0.idiom))" }
        #expect(
            presents == ["LandscapeSheet:phone", "Anywhere:any", "PadPicker:pad"],
            Comment(rawValue: presents.joined(separator: ", ")))
        let scenarios = CodeScenarios.build(from: model).filter { $0.name.hasPrefix("present ") }
        func placed(_ shown: String) -> [String] {
            scenarios.filter { $0.name.hasPrefix("present App.\(shown) ") || $0.name.hasPrefix("present \(shown) ") }
                .map { scenario in
                    let over =
                        scenario.name.contains("over App.PadRoot")
                        ? "PadRoot" : scenario.name.contains("over App.PhoneRoot") ? "PhoneRoot" : "plain"
                    return "\(over):\(idiomLabel(scenario.idiom))"
                }
        }
        #expect(
            placed("LandscapeSheet") == ["PhoneRoot:phone"],
            Comment(rawValue: scenarios.map(\.name).joined(separator: "\n")))
        #expect(placed("Anywhere").sorted() == ["PadRoot:pad", "PhoneRoot:phone"])
        #expect(placed("PadPicker") == ["PadRoot:pad"])
        #expect(
            scenarios.allSatisfy {
                $0.idiom == nil || $0.name.contains($0.idiom == .pad ? "(on iPad only)" : "(on iPhone only)")
            })
        for scenario in scenarios { _ = try Scenario.decode(bytes: Array(scenario.json.utf8)) }

        // A root for the iPad and one for every idiom: on the iPhone a presentation is over the latter.
        let mixed = CodeReader.read(
            [
                (
                    path: "Mixed.swift",
                    text: """
                    import UIKit
                    final class SceneDelegate: UIResponder {
                        var window: UIWindow?
                        func start() {
                            if isPad { window?.rootViewController = PadRoot() }
                            window?.rootViewController = AnyRoot()
                        }
                    }
                    final class PadRoot: UIViewController {}
                    final class AnyRoot: UIViewController {
                        func show() { present(Anywhere(), animated: true) }
                    }
                    final class Anywhere: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
                    }
                    """
                )
            ], module: "App")
        let overs = CodeScenarios.build(from: mixed).filter { $0.name.hasPrefix("present App.Anywhere") }.map {
            scenario in
            "\(scenario.name.contains("over App.PadRoot") ? "PadRoot" : scenario.name.contains("over App.AnyRoot") ? "AnyRoot" : "plain"):\(idiomLabel(scenario.idiom))"
        }
        #expect(overs.sorted() == ["AnyRoot:phone", "PadRoot:pad"], Comment(rawValue: overs.joined(separator: ", ")))
    }

    /// `orientd import --sources` prints the model (classes with their answers and lines, the shows, the notes) and the
    /// scenarios, each a /resolve body the decoder accepts.
    @Test func importPrintsTheModelAndValidScenarios() throws {
        let run = try Repository.orientd(["import", "--sources", PlayerFixture.app])
        #expect(run.status == 0, Comment(rawValue: run.stderr))
        let json = try #require(run.json)
        let classes = try #require(json["classes"] as? [[String: Any]])
        let player = try #require(classes.first { $0["name"] as? String == "PlayerApp.PlayerViewController" })
        #expect(player["uikitClass"] as? String == "UIViewController")
        let mask = try #require(player["supportedInterfaceOrientations"] as? [String: Any])
        #expect(mask["exact"] as? Int == UIInterfaceOrientationMask.landscape)
        #expect(
            mask["line"] as? Int
                == (try PlayerFixture.line("[.landscapeLeft, .landscapeRight]", in: "PlayerViewController.swift")))
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == CodeScenarios.build(from: try PlayerFixture.model()).count)
        for entry in scenarios {
            let body = try JSONSerialization.data(withJSONObject: try #require(entry["scenario"]))
            _ = try Scenario.decode(bytes: [UInt8](body))
        }
        #expect(
            (json["notes"] as? [[String: Any]])?.contains {
                ($0["message"] as? String)?.contains("currentOrientation()") == true
            } == true)
    }

    /// mask-change-not-announced: the delegate's mask reads AppDelegate.orientationLock, which SettingsViewController
    /// changes without setNeedsUpdateOfSupportedInterfaceOrientations() in an app that ships to iOS 16: one warning at
    /// the change; none once that file makes the call.
    @Test func maskChangeNotAnnounced() throws {
        let run = try Repository.orientd([
            "validate", "--sources", PlayerFixture.app, "--info-plist", PlayerFixture.app + "/PlayerApp/Info.plist",
        ])
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let found = targets.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter {
            $0["rule"] as? String == "mask-change-not-announced"
        }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding["severity"] as? String == "warning")
        #expect(
            (finding["source"] as? [String: Any])?["line"] as? Int
                == (try PlayerFixture.line(
                    "AppDelegate.orientationLock = .allButUpsideDown", in: "SettingsViewController.swift")))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-announce-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: PlayerFixture.folder), to: directory)
        let settings = directory.appendingPathComponent("PlayerApp/SettingsViewController.swift")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try Data(
            text.replacingOccurrences(
                of: "AppDelegate.orientationLock = .allButUpsideDown",
                with:
                    "AppDelegate.orientationLock = .allButUpsideDown\n        setNeedsUpdateOfSupportedInterfaceOrientations()"
            ).utf8
        ).write(to: settings)
        let announced = try Repository.orientd([
            "validate", "--sources", directory.path, "--info-plist", directory.path + "/PlayerApp/Info.plist",
        ])
        #expect(!announced.stdout.contains("mask-change-not-announced"))
    }

    /// mask-change-not-announced at a geometry request (Tests/fixtures/code/StaleMaskApp): a request made after an
    /// unannounced change of the deciding controller's mask, in the same function, is answered against the mask
    /// UIKit last read. Said at the request, with UIKit's exact error, where that mask refuses it and the new one
    /// would not, in Swift and Objective-C; not for a request every value allows, not where the file announces the
    /// change, and a change in an initializer is no change. The scenario `import` lists resolves to the refusal,
    /// with the stale mask in its trace.
    @Test func aGeometryRequestAfterAnUnannouncedChange() throws {
        let folder = "Tests/fixtures/code/StaleMaskApp"
        let files = (
            swift: folder + "/StaleMaskApp/VideoViewController.swift",
            objc: folder + "/StaleMaskApp/PlayerController.m",
            announced: folder + "/StaleMaskApp/AnnouncedViewController.swift"
        )
        let run = try Repository.orientd(["validate", "--sources", folder])
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let notes = targets.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter {
            $0["rule"] as? String == "mask-change-not-announced"
        }
        func place(_ finding: [String: Any]) -> String {
            let source = Repository.source(finding)
            return "\((source.file ?? "").split(separator: "/").last ?? ""):\(source.line ?? 0)"
        }
        let requests = notes.filter { ($0["message"] as? String)?.contains("here follows the change") == true }
        let changes = notes.filter { ($0["message"] as? String)?.contains("here follows the change") != true }
        let line = { (fragment: String, file: String) in try Repository.line(of: fragment, in: file) }
        #expect(
            Set(changes.map(place))
                == Set([
                    "VideoViewController.swift:\(try line("allowed = .allButUpsideDown", files.swift))",
                    "VideoViewController.swift:\(try Repository.line(of: "allowed = .portrait", in: files.swift, after: "func leaveFullScreen"))",
                    "PlayerController.m:\(try line("self.playerMask = UIInterfaceOrientationMaskLandscapeLeft", files.objc))",
                ]))
        #expect(
            Set(requests.map(place))
                == Set([
                    "VideoViewController.swift:\(try line(".landscapeRight))", files.swift))",
                    "PlayerController.m:\(try line("requestGeometryUpdateWithPreferences", files.objc))",
                ]))
        let swiftRequest = try #require(requests.first { place($0).hasPrefix("VideoViewController") })
        let message = try #require(swiftRequest["message"] as? String)
        #expect(
            message.contains(
                "UISceneErrorDomain 101 \"None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait\""
            ))
        #expect(message.contains("StaleMaskApp.VideoViewController") && message.contains("on iPhone"))
        #expect(swiftRequest["severity"] as? String == "warning")
        #expect(!notes.contains { place($0).hasPrefix("AnnouncedViewController") })

        // The /resolve body import lists: decoded by the one decoder, refused against the stale mask, traced.
        let imported = try Repository.orientd(["import", "--sources", folder])
        let stale = try #require(imported.json?["staleRequests"] as? [[String: Any]])
        #expect(stale.count == 3)  // the two Swift requests (each against the other value) and the Objective-C one
        let body = try JSONSerialization.data(
            withJSONObject: try #require(
                stale.first { ($0["name"] as? String)?.contains("requestGeometryUpdate(landscapeRight)") == true }?[
                    "scenario"]))
        var scenario = try Scenario.decode(bytes: Array(body))
        scenario.systemVersion = SystemVersion(major: 16)
        let resolution = try Resolver.resolve(scenario)
        #expect(resolution.error?.code == 101)
        #expect(resolution.trace.contains { if case .staleMaskUsed = $0 { true } else { false } })
        scenario.lastReadSupportedInterfaceOrientations = nil
        #expect(try Resolver.resolve(scenario).error == nil)
    }

    /// A file SwiftParser cannot read whole still gives what it recovered, and one `unparsed-source` note at its line;
    /// a file that is not UTF-8 is named and skipped.
    @Test func brokenAndForeignFilesAreNamedNotFatal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-sources-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(
            """
            import UIKit
            final class Broken: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                func oops( {
            }
            """.utf8
        ).write(to: directory.appendingPathComponent("Broken.swift"))
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE]).write(
            to: directory.appendingPathComponent("Latin.swift"))
        let model = try SourceFiles.read(directory: directory.path, module: "App")
        #expect(
            model.classes["Broken"]?.supportedInterfaceOrientations?.kind
                == .exact(UIInterfaceOrientationMask.landscape))
        #expect(
            model.notes.contains {
                $0.file.hasSuffix("Broken.swift") && $0.rule == Rule.unparsedSource.id && $0.line == 4
            })
        #expect(model.notes.contains { $0.file.hasSuffix("Latin.swift") && $0.message == "not UTF-8, so not read" })
        #expect(throws: ProjectFileError.self) {
            try SourceFiles.read(directory: directory.path + "/Broken.swift", module: "App")
        }
    }
}
