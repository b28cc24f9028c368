import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
import ReferenceDecoder
import SourceReader
import SwiftParser
import SwiftSyntax
import Testing

/// Reading the app's Swift code (issue 22, step 1): the model swift-syntax gives of Tests/fixtures/code/PlayerApp,
/// the scenarios built from it, and the crash `orientd validate --sources` finds there, at the line that decides.
/// Lines are looked up in the fixture, never written here.
@Suite struct SourceReaderTests {
    static let app = "Tests/fixtures/code/PlayerApp"
    static var folder: String { ProjectFilesTests.repository.appendingPathComponent(app).path }

    /// The line of the first line of `file` (relative to the fixture's PlayerApp folder) holding `fragment`.
    static func line(_ fragment: String, in file: String) throws -> Int {
        let text = try String(contentsOfFile: folder + "/PlayerApp/" + file, encoding: .utf8)
        let index = try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) },
                                 "\(fragment) not in \(file)")
        return index + 1
    }

    static func model() throws -> SourceModel {
        try SourceFiles.read(directory: folder, module: "PlayerApp")
    }

    @Test func controllersTheirAnswersAndWhereTheyAreDecided() throws {
        let model = try Self.model()
        #expect(model.filesRead == 6)
        let player = try #require(model.classes["PlayerViewController"])
        #expect(player.name == "PlayerApp.PlayerViewController")
        #expect(player.superclass == "UIViewController")
        #expect(player.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.landscape))
        #expect(player.supportedInterfaceOrientations?.line == (try Self.line("[.landscapeLeft, .landscapeRight]", in: "PlayerViewController.swift")))
        #expect(player.preferredInterfaceOrientationForPresentation?.kind == .exact(UIInterfaceOrientation.landscapeRight))
        #expect(player.shouldAutorotate?.kind == .exact(1))
        let tabBar = try #require(model.classes["MainTabBarController"])
        #expect(tabBar.supportedInterfaceOrientations?.kind == .forwarding(child: "selectedViewController", fallback: UIInterfaceOrientationMask.portrait))
        #expect(model.uikitBase(of: "MainTabBarController") == "UITabBarController")
        #expect(model.children["MainTabBarController"]?.names == ["HomeViewController"])
        // A property read: every value assigned to it anywhere in the module (its initial value and unlock()).
        #expect(model.appDelegateMask?.kind == .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.allButUpsideDown]))
        let settings = try #require(model.classes["SettingsViewController"])
        #expect(settings.supportedInterfaceOrientations?.kind == .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.allButUpsideDown]))
        // What the reader cannot evaluate is said at its line, never guessed.
        #expect(settings.preferredInterfaceOrientationForPresentation?.kind == .unknown("currentOrientation() is a call the reader does not evaluate"))
        let note = try #require(model.notes.first { $0.message.contains("currentOrientation()") })
        #expect(note.line == (try Self.line("        currentOrientation()", in: "SettingsViewController.swift")))
        // The structure: the window's root and the presentation, with its style.
        let root = try #require(model.sites.first { $0.kind == .root })
        #expect(root.shown == "MainTabBarController")
        #expect(root.line == (try Self.line("window.rootViewController", in: "SceneDelegate.swift")))
        let present = try #require(model.sites.first { $0.kind == .present })
        #expect(present.shown == "PlayerViewController" && present.inClass == "HomeViewController")
        #expect(present.presentationStyle == "fullScreen")
        #expect(present.line == (try Self.line("present(player, animated: true)", in: "HomeViewController.swift")))
    }

    /// Every scenario built from the code is accepted by the production decoder, and the reference decoder (tests
    /// only) reads the same scenario from it.
    @Test func everyBuiltScenarioDecodesTheSameWithBothDecoders() throws {
        let built = CodeScenarios.build(from: try Self.model())
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
        let run = try ProjectFilesTests.orientd(["validate", "--sources", Self.app, "--info-plist", Self.app + "/PlayerApp/Info.plist"])
        #expect(run.status == 1, Comment(rawValue: run.stderr))
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let crashing = targets.filter { $0.key.hasPrefix("present ") && ($0.value["errors"] as? Int ?? 0) > 0 }
        #expect(crashing.count == 1)
        let (label, answer) = try #require(crashing.first)
        #expect(label.hasPrefix("present PlayerApp.PlayerViewController at \(Self.app)/PlayerApp/HomeViewController.swift:\(try Self.line("present(player", in: "HomeViewController.swift"))"))
        #expect(label.contains("when the app delegate's mask is portrait"))
        let finding = try #require((answer["findings"] as? [[String: Any]])?.first { $0["rule"] as? String == "no-common-orientation" })
        #expect(((finding["exception"] as? [String: Any])?["reason"] as? String)
                == "Supported orientations has no common orientation with the application, and [PlayerApp.PlayerViewController shouldAutorotate] is returning YES")
        let source = try #require(finding["source"] as? [String: Any])
        #expect(source["file"] as? String == Self.app + "/PlayerApp/PlayerViewController.swift")
        #expect(source["line"] as? Int == (try Self.line("[.landscapeLeft, .landscapeRight]", in: "PlayerViewController.swift")))
        // What the reader could not evaluate is an info finding at its line, said once (with the first scenario).
        let unread = targets.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter {
            ($0["message"] as? String)?.hasPrefix("PlayerApp.SettingsViewController: currentOrientation() is a call the reader does not evaluate") == true
        }
        #expect(unread.count == 1)
        #expect(unread.first?["rule"] as? String == "code-not-read")
        #expect(unread.first?["severity"] as? String == "info")
        #expect((unread.first?["source"] as? [String: Any])?["line"] as? Int == (try Self.line("        currentOrientation()", in: "SettingsViewController.swift")))
        // A scenario file and --sources together are bad input.
        let both = try ProjectFilesTests.orientd(["validate", "--sources", Self.app, "examples/player.json"])
        #expect(both.status == 2)
        #expect(both.stderr.contains("give either a scenario file or --sources"))
    }

    /// A file SwiftParser cannot read whole still gives what it recovered, and one `unparsed-source` note at its line;
    /// a file that is not UTF-8 is named and skipped.
    @Test func brokenAndForeignFilesAreNamedNotFatal() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-sources-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("""
            import UIKit
            final class Broken: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
                func oops( {
            }
            """.utf8).write(to: directory.appendingPathComponent("Broken.swift"))
        try Data([0x63, 0x6C, 0x61, 0x73, 0x73, 0x20, 0xFF, 0xFE]).write(to: directory.appendingPathComponent("Latin.swift"))
        let model = try SourceFiles.read(directory: directory.path, module: "App")
        #expect(model.classes["Broken"]?.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.landscape))
        #expect(model.notes.contains { $0.file.hasSuffix("Broken.swift") && $0.rule == "unparsed-source" && $0.line == 4 })
        #expect(model.notes.contains { $0.file.hasSuffix("Latin.swift") && $0.message == "not UTF-8, so not read" })
        #expect(throws: ProjectFileError.self) { try SourceFiles.read(directory: directory.path + "/Broken.swift", module: "App") }
    }

    /// The output does not depend on the process: each run of the CLI hashes with its own seed, and the notes about
    /// values the reader cannot evaluate came out in a dictionary's order (VLC's in two orders in three runs).
    @Test func outputIsTheSameFromRunToRun() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-order-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for index in 0..<8 {
            try Data("""
                import UIKit
                final class Screen\(index)ViewController: UIViewController {
                    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { computeMask\(index)() }
                    override var shouldAutorotate: Bool { decide\(index)() }
                }
                """.utf8).write(to: directory.appendingPathComponent("Screen\(index).swift"))
        }
        var outputs: Set<String> = []
        for _ in 0..<4 {
            let run = try ProjectFilesTests.orientd(["validate", "--sources", directory.path, "--format", "text"])
            #expect(run.stdout.contains("computeMask7() is a call the reader does not evaluate"), Comment(rawValue: run.stdout + run.stderr))
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
            try Data("final class S\(index): UIViewController {}\n".utf8).write(to: directory.appendingPathComponent("S\(index).swift"))
        }
        try Data(String(repeating: "// padding\n", count: 200).utf8).write(to: directory.appendingPathComponent("Big.swift"))
        try Data("final class Deep: UIViewController {}\n".utf8).write(to: deep.appendingPathComponent("Deep.swift"))
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("A/B/loop").path, withDestinationPath: directory.path)
        let model = try SourceFiles.read(directory: directory.path, module: "App", limits: SourceLimits(maxFiles: 10, maxFileBytes: 1000, maxDepth: 2))
        #expect(model.filesRead == 6, "the six small files; the big one, the deep one and the loop are not read")
        #expect(model.notes.contains { $0.file.hasSuffix("Big.swift") && $0.rule == "code-not-read" && $0.message.contains("--max-source-file-bytes") })
        #expect(model.notes.contains { $0.file.hasSuffix("A/B/C") && $0.message.contains("--max-source-depth") })
        #expect(throws: ProjectFileError.self) {
            try SourceFiles.read(directory: directory.path, module: "App", limits: SourceLimits(maxFiles: 5))
        }
        let cli = try ProjectFilesTests.orientd(["validate", "--sources", directory.path, "--max-source-files", "5"])
        #expect(cli.status == 2 && cli.stderr.contains("holds more than 5 source files (--max-source-files)"), Comment(rawValue: cli.stderr))
    }

    /// `BodyFilter` skips a code block only when walking it would record nothing: the model read with the filter is
    /// the model read walking every block, on every Swift file of the fixtures, on 40 files of the benchmark's
    /// generated app, and on a file that hides each thing the reader records inside nested blocks, closures, local
    /// types and branches.
    @Test func skippingBlocksChangesNothing() throws {
        let nested = """
            import UIKit
            final class Lock { static var mask: UIInterfaceOrientationMask = .portrait }
            final class Deep: UIViewController {
                var lock: UIInterfaceOrientationMask = .portrait
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { lock }
                func a() { if true { for _ in 0..<2 { DispatchQueue.main.async { self.lock = .landscape } } } }
                func b() { do { let p = PlayerViewController(); p.modalPresentationStyle = .fullScreen; present(p, animated: true) } }
                func c() { guard true else { return }; while false { navigationController?.pushViewController(Deep(), animated: true) } }
                func d() { [1].forEach { _ in view.window?.windowScene?.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) } }
                func e() { if true { UIDevice.current.setValue(UIInterfaceOrientation.landscapeLeft.rawValue, forKey: "orientation") } }
                func f() { if true { setNeedsUpdateOfSupportedInterfaceOrientations(); UIViewController.attemptRotationToDeviceOrientation() } }
                func g() { if true { let sb = UIStoryboard(name: "Main", bundle: nil); present(sb.instantiateViewController(withIdentifier: "x"), animated: true) } }
                func h() { func inner() { class Local: UIViewController { override var shouldAutorotate: Bool { false } } }; inner() }
                func i() { switch 1 { case 1: if true { Lock.mask = .all } default: break } }
                func k() { let label = "\\(1 + 2)"; var total = 0; for n in 0..<3 where n > 0 { total += n }; print(label, total) }
            }
            final class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class Tabs: UITabBarController {
                func j() { if true { setViewControllers([Deep(), PlayerViewController()], animated: false) } }
                func other() { let t = UITabBarController(); t.setViewControllers([PlayerViewController()], animated: false) }
            }
            @main final class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask { Lock.mask }
                func start() { if true { window?.rootViewController = Deep() } }
            }
            """
        var files: [(path: String, text: String)] = [("Nested.swift", nested)]
        let fixtures = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code")
        for path in try FileManager.default.subpathsOfDirectory(atPath: fixtures.path).sorted() where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOfFile: fixtures.path + "/" + path, encoding: .utf8)))
        }
        let generated = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-filter-\(getpid())")
        defer { try? FileManager.default.removeItem(at: generated) }
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = ["python3", ProjectFilesTests.repository.appendingPathComponent("bench/make_sources.py").path, generated.path, "40"]
        try python.run()
        python.waitUntilExit()
        #expect(python.terminationStatus == 0)
        for path in try FileManager.default.subpathsOfDirectory(atPath: generated.path).sorted() where path.hasSuffix(".swift") {
            files.append((path, try String(contentsOfFile: generated.path + "/" + path, encoding: .utf8)))
        }
        #expect(files.count > 45)
        func summary(_ model: SourceModel) -> String {
            model.json(scenarios: CodeScenarios.build(from: model)) + "\n" + model.unannouncedChanges.map { "\($0.property) \($0.owner) \($0.change)" }.joined(separator: "\n")
        }
        let filtered = CodeReader.read(files, module: "App")
        let walked = CodeReader.read(files, module: "App", filtering: false)
        let (withFilter, withoutFilter) = (Array(summary(filtered).utf8), Array(summary(walked).utf8))
        let first = (0..<min(withFilter.count, withoutFilter.count)).first { withFilter[$0] != withoutFilter[$0] } ?? min(withFilter.count, withoutFilter.count)
        let same = withFilter == withoutFilter
        #expect(same,
                "from byte \(first): \(String(decoding: withFilter.dropFirst(max(0, first - 80)).prefix(240), as: UTF8.self)) | walked: \(String(decoding: withoutFilter.dropFirst(max(0, first - 80)).prefix(240), as: UTF8.self))")
        // The nested file's things are all found (the comparison is not between two empty models).
        let alone = CodeReader.read([files[0]], module: "App")
        // g()'s scene is in no storyboard, so it shows nothing; the others are each found.
        #expect(alone.sites.map(\.kind.rawValue).sorted() == ["present", "push", "root"])
        #expect(alone.rotations.count == 4)
        #expect(alone.classes["Local"]?.shouldAutorotate != nil)
        #expect(alone.unannouncedChanges.isEmpty)  // the file calls setNeedsUpdateOfSupportedInterfaceOrientations
        #expect(alone.classes["Deep"]?.supportedInterfaceOrientations?.kind == .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.landscape]))
        #expect(alone.appDelegateMask?.kind == .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.all]))
        #expect(alone.children["Tabs"]?.names == ["Deep", "PlayerViewController"])
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
        #expect(model.classes["Screen7"]?.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.all))
        #expect(model.classes["Screen6"]?.supportedInterfaceOrientations?.kind
                == .exact(UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.landscapeLeft))
        let again = try SourceFiles.read(directory: directory.path, module: "Tree")
        #expect(again.sites.map(\.line) == model.sites.map(\.line) && again.sites.map(\.file) == model.sites.map(\.file))
        #expect(CodeScenarios.build(from: model).count == 1_000)
    }

    /// Objective-C (step 2): classes from @implementation with their superclass from the header, methods by braces,
    /// comments, strings and preprocessor lines skipped (each holds a decoy), the navigation root, the
    /// presentation with its style, and the classic mistake: UIInterfaceOrientationPortrait (1) returned as a mask.
    @Test func objectiveCControllersAndTheOrientationReturnedAsAMask() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code/LegacyApp").path
        let model = try SourceFiles.read(directory: folder, module: "LegacyApp")
        func line(_ fragment: String, in file: String) throws -> Int {
            let text = try String(contentsOfFile: folder + "/LegacyApp/" + file, encoding: .utf8)
            return try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        let video = try #require(model.classes["VideoViewController"])
        #expect(video.name == "VideoViewController", "Objective-C classes print unqualified")
        #expect(video.superclass == "UIViewController")
        #expect(video.supportedInterfaceOrientations?.kind == .exact(1))
        #expect(video.supportedInterfaceOrientations?.line == (try line("return UIInterfaceOrientationPortrait;", in: "VideoViewController.m")))
        #expect(video.shouldAutorotate?.kind == .exact(1))
        let menu = try #require(model.classes["MenuViewController"])
        #expect(menu.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.landscapeLeft))
        let navigation = try #require(model.classes["RootNavigationController"])
        #expect(model.uikitBase(of: "RootNavigationController") == "UINavigationController")
        #expect(navigation.supportedInterfaceOrientations?.kind == .forwarding(child: "topViewController", fallback: nil))
        let root = try #require(model.sites.first { $0.kind == .root })
        #expect(root.shown == "RootNavigationController" && root.navigationRoot == "MenuViewController")
        #expect(root.line == (try line("self.window.rootViewController", in: "AppDelegate.m")))
        let presents = model.sites.filter { $0.kind == .present }
        #expect(presents.count == 1, "the presentation in a string literal is not one")
        #expect(presents.first?.shown == "VideoViewController" && presents.first?.presentationStyle == "fullScreen")
        #expect(presents.first?.line == (try line("[self presentViewController:video", in: "MenuViewController.m")))

        let run = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--info-plist",
                                                 "Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist", "--format", "text"])
        #expect(run.status == 1)
        let at = "Tests/fixtures/code/LegacyApp/LegacyApp/VideoViewController.m:\(try line("return UIInterfaceOrientationPortrait;", in: "VideoViewController.m"))"
        #expect(run.stdout.contains(at + ": error: [orientation-used-as-mask]"), Comment(rawValue: run.stdout))
        #expect(run.stdout.contains(at + ": error: [no-common-orientation]"), Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("forwarding-to-nil-child"), "the navigation controller's root child is read")
        let json = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--info-plist",
                                                  "Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist"])
        #expect(json.stdout.contains(#""reason":"Supported orientations has no common orientation with the application, and [VideoViewController shouldAutorotate] is returning YES""#))
        // Without --info-plist, the one Info.plist in the folder is the app's, and stderr says which.
        let found = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp"])
        #expect(found.stdout == json.stdout)
        #expect(found.stderr.contains("orientd: Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist: the app's settings (the one Info.plist in --sources"))
        // resolve answers one scenario: the code's several are bad input, said on the last line, exit 2.
        let resolve = try ProjectFilesTests.orientd(["resolve", "--sources", "Tests/fixtures/code/LegacyApp"])
        #expect(resolve.status == 2 && resolve.stdout.isEmpty)
        #expect(resolve.stderr.hasSuffix("; use validate to check them all\n") && resolve.stderr.contains("orientd: resolve answers one scenario, and the code gives "))
    }

    /// Rotations the code asks for are scenarios in the class that asks: the player's geometry request for portrait,
    /// made while the landscape-only player is presented, is refused with UIKit's error text, at the call's line; the
    /// Objective-C menu's orientation setter (an interface constant) does nothing from iOS 16 with a recent SDK.
    @Test func rotationRequestsAreCheckedWhereTheyAreMade() throws {
        let run = try ProjectFilesTests.orientd(["validate", "--sources", Self.app, "--info-plist", Self.app + "/PlayerApp/Info.plist"])
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let line = try Self.line("scene.requestGeometryUpdate(preferences)", in: "PlayerViewController.swift")
        let requests = targets.filter { $0.key.hasPrefix("requestGeometryUpdate(portrait) at \(Self.app)/PlayerApp/PlayerViewController.swift:\(line), present PlayerApp.PlayerViewController") }
        #expect(requests.count == 2, "one per value of the delegate's mask")
        let refused = requests.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter { $0["rule"] as? String == "geometry-request-refused" }
        #expect(refused.contains { ($0["message"] as? String)?.contains(#"UISceneErrorDomain 101 "None of the requested orientations are supported by the view controller. Requested: portrait; Supported: landscapeLeft, landscapeRight""#) == true })
        #expect(refused.allSatisfy { ProjectFilesTests.source($0).line == line && $0["path"] as? String == "/requestedOrientations" })

        let legacy = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--sdk", "26.0", "--format", "text"])
        let menu = "Tests/fixtures/code/LegacyApp/LegacyApp/MenuViewController.m"
        let setter = try ProjectFilesTests.line(of: "setValue:@(UIInterfaceOrientationLandscapeRight)", in: menu)
        #expect(legacy.stdout.contains("\(menu):\(setter): warning: [device-orientation-setter-ignored] [UIDevice's orientation setter with the interface constant landscapeRight at \(menu):\(setter), with RootNavigationController as the root"),
                Comment(rawValue: legacy.stdout))
        let attempt = try ProjectFilesTests.line(of: "attemptRotationToDeviceOrientation", in: menu)
        let json = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--sdk", "26.0"])
        let labels = try #require(json.json?["targets"] as? [String: Any]).keys
        #expect(labels.contains { $0.hasPrefix("attemptRotationToDeviceOrientation() at \(menu):\(attempt), with RootNavigationController as the root") })
        // Objective-C geometry requests: a local given one of two masks in an if/else gives a request for each.
        let toggle = try ProjectFilesTests.line(of: "[scene requestGeometryUpdateWithPreferences:preferences", in: menu)
        #expect(labels.contains { $0.hasPrefix("requestGeometryUpdate(landscapeLeft, landscapeRight) at \(menu):\(toggle) (one of the values the code gives it), with RootNavigationController as the root") })
        #expect(labels.contains { $0.hasPrefix("requestGeometryUpdate(portrait) at \(menu):\(toggle) (one of the values the code gives it)") })
    }

    /// A project's Sources phase names the .m files, not their headers: the header beside each is read too, so the
    /// class is known for what its `@interface` says (VLC's VLCPlayerDisplayController was not a controller before).
    @Test func headersBesideTheImplementationFilesAreRead() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code/LegacyApp/LegacyApp").path
        let files = ["AppDelegate.m", "MenuViewController.m", "RootNavigationController.m", "VideoViewController.m", "MapViewController.m"].map { folder + "/" + $0 }
        let model = try SourceFiles.read(files: files, folders: [], module: "LegacyApp")
        #expect(model.classes["RootNavigationController"]?.superclass == "UINavigationController")
        #expect(model.isController("MapViewController"))
        #expect(model.filesRead == 9, "five implementation files and the four headers beside them (AppDelegate has none)")
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
        try app.readInfoPlist(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
            <key>UIWindowSceneSessionRoleApplication</key><array><dict>
            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string></dict></array>
            <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array><dict>
            <key>UISceneDelegateClassName</key><string>ExternalDisplaySceneDelegate</string></dict></array>
            </dict></dict></dict></plist>
            """.utf8), name: "Info.plist")
        #expect(app.applicationSceneDelegates == ["SceneDelegate"] && app.otherSceneDelegates == ["ExternalDisplaySceneDelegate"])
        let scenarios = try AppCheck.scenarios(model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        #expect(scenarios.contains { $0.target?.hasPrefix("present App.PlayerViewController at B/Main.swift:9 over App.HomeViewController") == true },
                Comment(rawValue: scenarios.compactMap(\.target).joined(separator: "\n")))
        model.otherSceneDelegates = ["ExternalDisplaySceneDelegate"]
        #expect(model.mainRoot?.shown == "HomeViewController", "another role's root is never the main one when there is another")
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
        #expect(presents.filter { $0.navigationRoot == "DonationViewController" }.count == 2, "Swift and Objective-C locals followed")
        let unseen = presents.filter { $0.unseenNavigationRoot != nil }
        #expect(unseen.count == 2)
        #expect(model.notes.filter { $0.message.contains("'s stack starts with") && $0.message.hasSuffix("which the reader cannot see made, so this present is not checked") }.count == 2)
        let built = CodeScenarios.build(from: model)
        #expect(built.filter { $0.name.hasPrefix("present App.ForwardingNavigation") || $0.name.hasPrefix("present ForwardingNavigation") }.count == 2,
                Comment(rawValue: built.map(\.name).joined(separator: "\n")))
        #expect(!built.contains { $0.unreachable && $0.name.contains("ForwardingNavigation") }, "a class an unchecked site shows is not unreachable")
    }

    /// A Mac or visionOS geometry request asks for no orientation, and a static factory call is not a class being
    /// made (Home Assistant and NetNewsWire have both).
    @Test func macGeometryRequestsAndFactoriesAreNotRead() {
        let text = """
            import UIKit
            final class Screen: UIViewController {
                func resize(_ scene: UIWindowScene, frame: CGRect) {
                    scene.requestGeometryUpdate(.Mac(systemFrame: frame)) { _ in }
                    present(MarkAsReadAlertController.alert(for: self), animated: true)
                    present(App.AboutViewController(), animated: true)
                }
            }
            """
        let model = CodeReader.read([("Screen.swift", text)], module: "App")
        #expect(model.rotations.isEmpty)
        // The factory's result is not checked, and one note says so at it.
        let factory = text.split(separator: "\n").firstIndex { $0.contains("MarkAsReadAlertController") }.map { $0 + 1 }
        #expect(model.notes.map(\.line) == [factory], Comment(rawValue: model.notes.map(\.description).joined(separator: "\n")))
        #expect(model.notes.first?.message.hasPrefix("1 presentation or push shows a controller the reader cannot see made") == true)
        #expect(model.unseenShows == [FileSource(file: "Screen.swift", line: factory)])
        #expect(model.sites.map(\.shown) == ["App.AboutViewController"])
    }

    /// Pushes grow the navigation stack of the class that pushes: the map the Objective-C menu pushes supports only
    /// portraitUpsideDown, and once it is on top of the forwarding navigation controller nothing is in common (E1′),
    /// reported at its override; the stack's entry for it names the push.
    @Test func pushesAreNavigationStackDepths() throws {
        let menu = "Tests/fixtures/code/LegacyApp/LegacyApp/MenuViewController.m"
        let map = "Tests/fixtures/code/LegacyApp/LegacyApp/MapViewController.m"
        let run = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp", "--format", "text"])
        #expect(run.status == 1)
        let override = try ProjectFilesTests.line(of: "return UIInterfaceOrientationMaskPortraitUpsideDown;", in: map)
        #expect(run.stdout.contains("\(map):\(override): error: [no-common-orientation] [launch with RootNavigationController"), Comment(rawValue: run.stdout))
        let json = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp"])
        #expect(json.stdout.contains(#""reason":"Supported orientations has no common orientation with the application, and [RootNavigationController shouldAutorotate] is returning YES""#))
        #expect(json.stdout.contains(#""stackDepth":{"/root":2}"#))
        let model = try ProjectFilesTests.orientd(["import", "--sources", "Tests/fixtures/code/LegacyApp"])
        let sites = try #require(model.json?["shows"] as? [[String: Any]])
        let push = try ProjectFilesTests.line(of: "pushViewController:[[MapViewController alloc] init]", in: menu)
        #expect(sites.contains { $0["kind"] as? String == "push" && $0["class"] as? String == "MapViewController" && $0["line"] as? Int == push })
        let scenarios = try #require(model.json?["scenarios"] as? [[String: Any]])
        let launch = try #require(scenarios.first { ($0["name"] as? String)?.hasPrefix("launch with RootNavigationController") == true })
        let children = try #require(((launch["scenario"] as? [String: Any])?["root"] as? [String: Any])?["children"] as? [[String: Any]])
        #expect(children.map { $0["class"] as? String } == ["MenuViewController", "MapViewController"])
    }

    /// Storyboards: the initial controller is the window's root (with its navigation root), a presentation segue is a
    /// presentation with its style, a show segue a push, a launch screen is no root, and a commented-out scene is not read.
    @Test func storyboardRootAndPresentationSegue() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code/StoryboardApp").path
        let storyboard = folder + "/StoryboardApp/Base.lproj/Main.storyboard"
        let text = try String(contentsOfFile: storyboard, encoding: .utf8)
        func line(_ fragment: String) throws -> Int {
            try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
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
        #expect(model.classes["DecoyViewController"] == nil && !model.sites.contains { $0.shown == "DecoyViewController" })
        // A show segue pushes onto the source's stack.
        let push = try #require(model.sites.first { $0.kind == .push })
        let showLine = try line("kind=\"show\"")
        #expect(push.shown == "DetailsViewController" && push.inClass == "PhotosViewController" && push.line == showLine)

        let run = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/StoryboardApp", "--info-plist",
                                                 "Tests/fixtures/code/StoryboardApp/StoryboardApp/Info.plist"])
        #expect(run.status == 1)
        #expect(run.stdout.contains(#""reason":"Supported orientations has no common orientation with the application, and [StoryboardApp.PlayerViewController shouldAutorotate] is returning YES""#),
                Comment(rawValue: run.stdout))
    }

    /// Xibs: a main nib's window `rootViewController` outlet is the root; a container's children are the controllers
    /// nested in its `<viewControllers>` (a tab's navigation controller with its root); a controller's own nib
    /// (File's Owner) and a commented-out controller add nothing. The forwarding tab bar selecting the landscape-only
    /// video in a portrait app crashes (E1′) at the video's override, and every class counts as shown.
    @Test func xibMainWindowRootAndTabs() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code/XibApp").path
        let xib = try String(contentsOfFile: folder + "/XibApp/MainWindow.xib", encoding: .utf8)
        let swift = try String(contentsOfFile: folder + "/XibApp/Controllers.swift", encoding: .utf8)
        func line(_ fragment: String, in text: String) throws -> Int {
            try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        let model = try SourceFiles.read(directory: folder, module: "XibApp")
        let roots = model.sites.filter { $0.kind == .root }
        #expect(roots.count == 1, "only the main window's outlet makes a root")
        #expect(roots.first?.shown == "MainTabBarController" && roots.first?.file.hasSuffix("MainWindow.xib") == true)
        #expect(roots.first?.line == (try line("<tabBarController id=\"Tab-1\"", in: xib)))
        let tabs = try #require(model.children["MainTabBarController"])
        #expect(tabs.names == ["UINavigationController", "VideoViewController"])
        #expect(tabs.navigationRoots == ["FeedViewController", nil])
        #expect(!model.sites.contains { $0.shown == "DecoyViewController" } && !tabs.names.contains("DecoyViewController"))

        let run = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/XibApp", "--format", "text"])
        #expect(run.status == 1)
        let at = "Tests/fixtures/code/XibApp/XibApp/Controllers.swift:\(try line("{ .landscape }", in: swift)): error: [no-common-orientation]"
        #expect(run.stdout.contains(at + " XibApp.MainTabBarController supports landscapeLeft, landscapeRight and the app supports portrait"),
                Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("nothing reachable shows it"), Comment(rawValue: run.stdout))
        let json = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/XibApp"])
        #expect(json.stdout.contains(#""reason":"Supported orientations has no common orientation with the application, and [XibApp.MainTabBarController shouldAutorotate] is returning YES""#))
    }

    /// A storyboard's initial controller (or a xib's window outlet) is a window root only for the main interface the
    /// Info.plist names (UIMainStoryboardFile, NSMainNibFile, a scene's UISceneStoryboardFile): another storyboard's
    /// initial controller is loaded only by code, so it is no root, and a note says so at its line. Before, a
    /// landscape-only initial controller of a second storyboard was a launch crash that cannot happen.
    @Test func onlyTheMainInterfaceGivesAWindowRoot() throws {
        let repository = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code")
        var imported = ImportedApp()
        try imported.readInfoPlist(Array(try Data(contentsOf: repository.appendingPathComponent("StoryboardApp/StoryboardApp/Info.plist"))), name: "Info.plist")
        #expect(imported.mainInterfaceFiles == ["Main"])
        var xib = ImportedApp()
        try xib.readInfoPlist(Array(try Data(contentsOf: repository.appendingPathComponent("XibApp/XibApp/Info.plist"))), name: "Info.plist")
        #expect(xib.mainInterfaceFiles == ["MainWindow"])
        #expect(StoryboardReader.interfaceName("App/Base.lproj/Main~ipad.storyboard") == "Main" && StoryboardReader.interfaceName("MainWindow.xib") == "MainWindow")

        let model = try SourceFiles.read(directory: repository.appendingPathComponent("StoryboardApp").path, module: "StoryboardApp")
        var kept = model
        kept.keepInterfaceRoots(of: ["Main.storyboard"])
        #expect(kept.sites.filter { $0.kind == .root }.count == 1 && kept.notes.count == model.notes.count)
        var dropped = model
        dropped.keepInterfaceRoots(of: ["Launch"])
        #expect(dropped.sites.filter { $0.kind == .root }.isEmpty)
        #expect(dropped.notes.last?.message == "UINavigationController, the initial controller of Main, is not taken as a window root: the Info.plist loads Launch into the main window; where a storyboard reference or the code instantiates it, it is checked there")

        // A second storyboard whose initial controller supports only landscape, in a portrait app whose main
        // storyboard starts on a portrait controller: no launch crash, and the landscape class is checked as
        // nothing reachable shows it (a warning).
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-storyboards-\(UUID().uuidString)")
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
        try Data(storyboard("Home-1", "HomeViewController").utf8).write(to: folder.appendingPathComponent("Main.storyboard"))
        try Data(storyboard("Land-1", "LandscapeViewController").utf8).write(to: folder.appendingPathComponent("Other.storyboard"))
        try Data("""
            import UIKit
            final class HomeViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class LandscapeViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            """.utf8).write(to: folder.appendingPathComponent("Controllers.swift"))
        try Data("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIMainStoryboardFile</key><string>Main</string>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """.utf8).write(to: folder.appendingPathComponent("Info.plist"))
        let run = try ProjectFilesTests.orientd(["validate", "--sources", folder.path, "--module", "App", "--format", "text"])
        #expect(run.status == 0, Comment(rawValue: run.stdout))
        // Without the Info.plist, the defaults are said on stderr, and both initial controllers are roots.
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Info.plist"), to: folder.appendingPathComponent("Info.plist.off"))
        let bare = try ProjectFilesTests.orientd(["validate", "--sources", folder.path, "--module", "App", "--format", "text"])
        #expect(bare.stderr.contains("orientd: \(folder.path): no Info.plist in --sources, so the app's settings are UIKit's defaults"), Comment(rawValue: bare.stderr))
        let bareJSON = try ProjectFilesTests.orientd(["validate", "--sources", folder.path, "--module", "App"])
        #expect((bareJSON.json?["targets"] as? [String: Any])?.keys.contains { $0.hasPrefix("launch with App.LandscapeViewController") } == true,
                Comment(rawValue: bareJSON.stdout))
        try FileManager.default.moveItem(at: folder.appendingPathComponent("Info.plist.off"), to: folder.appendingPathComponent("Info.plist"))
        #expect(run.stdout.contains("[launch with App.HomeViewController at \(folder.path)/Main.storyboard:"), Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("launch with App.LandscapeViewController"))
        #expect(run.stdout.contains("warning: [no-common-orientation] [App.LandscapeViewController (nothing reachable shows it"), Comment(rawValue: run.stdout))
        #expect(run.stdout.contains("] LandscapeViewController, the initial controller of Other, is not taken as a window root: the Info.plist loads Main into the main window"),
                Comment(rawValue: run.stdout))
    }

    /// Objective-C window roots given by the setter as a message (`[_window setRootViewController:x]`, as Mumble's
    /// app delegate does) and by an instance variable made earlier in the method, as well as by a typed local.
    @Test func objectiveCRootSetterAndInstanceVariables() throws {
        let code = """
            @implementation AppDelegate
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                _navigationController = [[UINavigationController alloc] initWithRootViewController:[[WelcomeViewController alloc] init]];
                [_window setRootViewController:_navigationController];
                return YES;
            }
            - (void)showMap {
                MapTabBarController *tabs = [[MapTabBarController alloc] init];
                [self.window setRootViewController:tabs];
            }
            - (void)showPlayer {
                [self.window setRootViewController:[[PlayerViewController alloc] initWithNibName:nil bundle:nil]];
            }
            @end
            """
        let model = CodeReader.read([(path: "AppDelegate.m", text: code)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }
        func line(_ fragment: String) -> Int? {
            code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
        }
        #expect(roots.map(\.shown) == ["UINavigationController", "MapTabBarController", "PlayerViewController"])
        #expect(roots.first?.navigationRoot == "WelcomeViewController" && roots.first?.unseenNavigationRoot == nil)
        #expect(roots.map(\.line) == [line("[_window setRootViewController"), line("[self.window setRootViewController:tabs]"),
                                       line("PlayerViewController alloc")])
    }

    /// Storyboards linked to each other and to the code: a tab that is a storyboard reference becomes the scene it
    /// names (another storyboard's initial controller, with its stack root, or a scene by identifier), and
    /// `instantiateViewController(withIdentifier:) as! X` presents that scene with the style the storyboard gives
    /// it. A scene no storyboard has is a note at the call, not a guess.
    @Test func storyboardReferencesAndInstantiatedScenes() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code/ScenesApp").path
        let swift = try String(contentsOfFile: folder + "/ScenesApp/Controllers.swift", encoding: .utf8)
        func line(_ fragment: String) throws -> Int {
            try #require(swift.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        var model = try SourceFiles.read(directory: folder, module: "ScenesApp")
        let tabs = try #require(model.children["MainTabBarController"])
        #expect(tabs.names == ["UINavigationController", "VideoViewController"])
        #expect(tabs.navigationRoots == ["FeedViewController", nil])
        let login = try #require(model.sites.first { $0.kind == .present })
        #expect(login.shown == "LoginViewController" && login.presentationStyle == "fullScreen" && login.inClass == "FeedViewController")
        #expect(login.line == (try line("present(login, animated: true)")))
        #expect(!model.sites.contains { $0.shown.hasPrefix("@") })
        #expect(model.notes.contains { $0.line == (try? line("present(settings")) && $0.message == #"the storyboard scene "settings" is in no storyboard read, so this present is not checked"# })
        model.keepInterfaceRoots(of: ["Main"])
        #expect(model.sites.filter { $0.kind == .root }.map(\.shown) == ["MainTabBarController"])

        let run = try ProjectFilesTests.orientd(["validate", "--sources", "Tests/fixtures/code/ScenesApp", "--format", "text"])
        #expect(run.status == 1)
        let file = "Tests/fixtures/code/ScenesApp/ScenesApp/Controllers.swift"
        #expect(run.stdout.contains("\(file):\(try line("{ .landscape }")): error: [no-common-orientation] [launch with ScenesApp.MainTabBarController"),
                Comment(rawValue: run.stdout))
        #expect(run.stdout.contains("\(file):\(try line("{ .landscapeRight }")): error: [no-common-orientation] [present ScenesApp.LoginViewController at \(file):\(try line("present(login"))"),
                Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("nothing reachable shows it"), Comment(rawValue: run.stdout))
        // `import` builds the same scenarios: Feed.storyboard's initial controller is no launch root there either.
        let imported = try ProjectFilesTests.orientd(["import", "--sources", "Tests/fixtures/code/ScenesApp"])
        let names = try #require(imported.json?["scenarios"] as? [[String: Any]]).compactMap { $0["name"] as? String }
        #expect(names.count == 2 && names[0].hasPrefix("launch with ScenesApp.MainTabBarController") && names[1].hasPrefix("present ScenesApp.LoginViewController"))
    }

    /// Roots and presentations through properties: the classic MainWindow.xib connects a tab bar to the app
    /// delegate's `tabBarController` outlet and the code makes it the root (Objective-C `self.window.rootViewController
    /// = self.tabBarController;`, the setter form, Swift `window?.rootViewController = tabBarController`); a Swift
    /// `window.rootViewController = nav` with `nav` made in the function; a presentation of a property given its
    /// value in the same function. A property no nib connects is a note, not a root.
    @Test func rootsAndPresentationsThroughProperties() throws {
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects>
                    <customObject id="Dlg-1" customClass="AppDelegate">
                        <connections>
                            <outlet property="tabBarController" destination="Tab-1" id="o1"/>
                            <outlet property="window" destination="Win-1" id="o2"/>
                        </connections>
                    </customObject>
                    <window id="Win-1"/>
                    <tabBarController id="Tab-1" customClass="MapTabBarController">
                        <viewControllers>
                            <viewController id="V-1" customClass="MapViewController"/>
                        </viewControllers>
                    </tabBarController>
                </objects>
            </document>
            """
        let objc = """
            @implementation AppDelegate
            - (void)applicationDidFinishLaunching:(UIApplication *)application {
                self.window.rootViewController = self.tabBarController;
                [self.window setRootViewController:_tabBarController];
                self.window.rootViewController = self.missingController;
            }
            @end
            """
        let swift = """
            import UIKit
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                var tabBarController: UITabBarController!
                func start() {
                    window?.rootViewController = tabBarController
                    let nav = UINavigationController(rootViewController: HomeViewController())
                    window?.rootViewController = nav
                }
            }
            final class HomeViewController: UIViewController {
                var picker: CameraViewController!
                func shoot() {
                    picker = CameraViewController()
                    picker.modalPresentationStyle = .fullScreen
                    present(picker, animated: true)
                }
            }
            """
        let model = CodeReader.read([(path: "MainWindow.xib", text: xib), (path: "AppDelegate.m", text: objc), (path: "SceneDelegate.swift", text: swift)], module: "App")
        func line(_ text: String, _ fragment: String) -> Int? {
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
        }
        let roots = model.sites.filter { $0.kind == .root }
        #expect(roots.map(\.shown) == ["MapTabBarController", "MapTabBarController", "MapTabBarController", "UINavigationController"])
        #expect(roots.map(\.line) == [line(objc, "= self.tabBarController"), line(objc, "setRootViewController:_tabBarController"),
                                       line(swift, "= tabBarController"), line(swift, "= nav")])
        #expect(roots.last?.navigationRoot == "HomeViewController")
        #expect(model.notes.contains { $0.file == "AppDelegate.m" && $0.line == line(objc, "missingController") &&
            $0.message == "missingController is neither made where the reader can see it nor connected by a nib's outlet, so this root is not checked" })
        let camera = try #require(model.sites.first { $0.kind == .present })
        #expect(camera.shown == "CameraViewController" && camera.presentationStyle == "fullScreen" && camera.line == line(swift, "present(picker"))
    }

    /// A scenario built from the code that does not decode is left out with a note saying it is orientd's defect,
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
        let checked = try AppCheck.scenarios(model: model, imported: nil, base: Scenario(), limits: limits, label: "test", settingsAlone: false)
        #expect(checked.count == 1 && checked.first?.target?.contains("App.SoloViewController") == true)
        let note = try #require(checked.first?.notes.list.first { $0.message.contains("orientd built a scenario from the code that it cannot check") })
        #expect(note.message.hasPrefix("launch with App.Tabs at App.swift:"), Comment(rawValue: note.message))
        #expect(note.message.hasSuffix("so it is left out; this is orientd's defect, not the app's."))
        #expect(throws: ScenarioInputError.self) {
            _ = try AppCheck.scenarios(model: model, imported: nil, base: Scenario(), limits: ScenarioLimits(maxControllers: 0), label: "test", settingsAlone: false)
        }
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
        let model = CodeReader.read([(path: "Base.lproj/Onboarding.storyboard", text: storyboard("LandscapeLoginViewController")),
                                      (path: "Base.lproj/Other.storyboard", text: storyboard("PortraitLoginViewController")),
                                      (path: "Home.swift", text: code)], module: "App")
        let shown = model.sites.filter { $0.kind == .present }
        #expect(shown.map(\.shown) == ["PortraitLoginViewController", "LandscapeLoginViewController"])
        #expect(shown.allSatisfy { $0.presentationStyle == "fullScreen" })
        #expect(model.notes.contains { $0.file == "Home.swift" && $0.message == #"the storyboard scene "login" is in several storyboards and the code does not say which, so this present is not checked"# })
    }

    /// LineStarts gives every token of every fixture's Swift file (and of its CR LF and CR twins, and a file with a
    /// BOM and multi-byte text) the line SourceLocationConverter gives it.
    @Test func lineStartsAgreeWithTheConverter() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        var texts = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        texts += texts.map { $0.replacingOccurrences(of: "\n", with: "\r\n") } + texts.map { $0.replacingOccurrences(of: "\n", with: "\r") }
        texts.append("\u{FEFF}// é ü 🎉\r\nlet a = \"x\r\ny\"\n\n/* two\rlines */ let b = 1\n")
        var checked = 0
        for text in texts {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
            let lines = LineStarts(text)
            for token in tree.tokens(viewMode: .sourceAccurate) {
                #expect(lines.line(of: token) == token.startLocation(converter: converter).line)
                checked += 1
            }
        }
        #expect(checked > 1000)
    }

    /// `sourceText` (the reader's text of a node, read from its bytes) is `trimmedDescription` on every node of every
    /// fixture's Swift file, with comments and line breaks around and inside nodes, and in a file that does not parse.
    @Test func sourceTextIsTheTrimmedDescription() throws {
        let folder = ProjectFilesTests.repository.appendingPathComponent("Tests/fixtures/code")
        let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
        var texts = try files.map { try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8) }
        texts.append("let a = /* one */ b // two\n  ?? c\r\nfunc f( { x = [1,\n 2] /* é 🎉 */ }\n")
        final class Every: SyntaxAnyVisitor {
            var checked = 0, differ: [String] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                checked += 1
                if node.sourceText != node.trimmedDescription { differ.append(node.trimmedDescription) }
                return .visitChildren
            }
        }
        let every = Every(viewMode: .sourceAccurate)
        for text in texts { every.walk(Parser.parse(source: text)) }
        #expect(every.differ.isEmpty, Comment(rawValue: every.differ.prefix(3).joined(separator: "\n---\n")))
        #expect(every.checked > 1500)
    }

    /// Objective-C instantiates storyboard scenes too (iNaturalist's onboarding root and login): the lexer keeps a
    /// string literal's contents on its token, read only where a storyboard's name or identifier belongs, so
    /// `[sb instantiateViewControllerWithIdentifier:@"login"]` (the storyboard named by a local) and
    /// `[[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] instantiateInitialViewController]` are those
    /// scenes; a string that spells a selector is no call.
    @Test func objectiveCInstantiatesStoryboardScenes() throws {
        let storyboard = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="W">
                <scenes><scene sceneID="s"><objects>
                    <viewController id="W" customClass="WelcomeViewController"/>
                    <viewController storyboardIdentifier="login" modalPresentationStyle="fullScreen" id="L" customClass="LoginViewController"/>
                </objects></scene></scenes>
            </document>
            """
        let code = """
            @implementation AppDelegate
            - (void)showOnboarding {
                self.window.rootViewController = [[UIStoryboard storyboardWithName:@"Onboarding" bundle:nil] instantiateInitialViewController];
            }
            @end
            @implementation SettingsViewController
            - (void)signIn {
                UIStoryboard *sb = [UIStoryboard storyboardWithName:@"Onboarding" bundle:nil];
                UIViewController *login = [sb instantiateViewControllerWithIdentifier:@"login"];
                [self presentViewController:login animated:YES completion:nil];
                NSLog(@"presentViewController:login");
            }
            @end
            """
        let model = CodeReader.read([(path: "Onboarding.storyboard", text: storyboard), (path: "App.m", text: code)], module: "App")
        func line(_ fragment: String) -> Int? {
            code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map { $0 + 1 }
        }
        let root = try #require(model.sites.first { $0.kind == .root && $0.file == "App.m" })
        #expect(root.shown == "WelcomeViewController" && root.line == line("instantiateInitialViewController"))
        let presented = model.sites.filter { $0.kind == .present }
        #expect(presented.count == 1)
        #expect(presented.first?.shown == "LoginViewController" && presented.first?.presentationStyle == "fullScreen")
        #expect(presented.first?.line == line("[self presentViewController:login"))
    }

    /// Found on VLC, OsmAnd and Kodi Remote: `rootViewController` set on something that is not a window (an app
    /// delegate's property, a holder) is no root; an external display's scene delegate sets a root on a screen that
    /// does not follow the device, so it is a note, not a launch, and its class is not "unreachable"; a Swift class
    /// named `@objc(XYPlayerViewController)` is the class Objective-C makes by that name, printed by it; an instance
    /// variable made in the method is a stack's root; `= nil` sets no root and `= self` the class itself.
    @Test func windowsExternalDisplaysAndObjCNames() throws {
        let swift = """
            import UIKit
            final class MainViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            final class ExternalViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            @objc(XYPlayerViewController) final class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portraitUpsideDown }
            }
            final class Holder { var rootViewController: UIViewController? }
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                let holder = Holder()
                func connect(_ scene: UIWindowScene) {
                    let w = UIWindow(windowScene: scene)
                    w.rootViewController = MainViewController()
                    holder.rootViewController = ExternalViewController()
                }
            }
            final class ExternalDelegate: UIResponder {
                var window: UIWindow?
                func connect() { window?.rootViewController = ExternalViewController() }
            }
            """
        let objc = """
            @implementation MenuViewController
            - (void)play {
                XYPlayerViewController *player = [[XYPlayerViewController alloc] init];
                player.modalPresentationStyle = UIModalPresentationFullScreen;
                [self presentViewController:player animated:YES completion:nil];
            }
            - (void)reset {
                _root = [MainViewController new];
                UINavigationController *nav = [[UINavigationController alloc] initWithRootViewController:_root];
                self.window.rootViewController = nil;
                appDelegate.rootViewController = nav;
                [self.window setRootViewController:self];
            }
            @end
            """
        var model = CodeReader.read([(path: "App.swift", text: swift), (path: "Menu.m", text: objc)], module: "App")
        var app = ImportedApp()
        try app.readInfoPlist(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UIApplicationSceneManifest</key><dict><key>UISceneConfigurations</key><dict>
              <key>UIWindowSceneSessionRoleApplication</key><array><dict><key>UISceneDelegateClassName</key><string>App.SceneDelegate</string></dict></array>
              <key>UIWindowSceneSessionRoleExternalDisplayNonInteractive</key><array><dict><key>UISceneDelegateClassName</key><string>App.ExternalDelegate</string></dict></array>
            </dict></dict>
            </dict></plist>
            """.utf8), name: "Info.plist")
        model.take(app)
        #expect(model.sites.filter { $0.kind == .root }.map(\.shown) == ["MainViewController", "MenuViewController"])
        #expect(model.shownElsewhere == ["ExternalViewController"])
        #expect(model.notes.contains { $0.message.hasPrefix("ExternalViewController is the root ExternalDelegate sets, a scene delegate the Info.plist gives a role other than the application's") })
        let player = try #require(model.sites.first { $0.kind == .present })
        #expect(player.shown == "PlayerViewController" && model.classes["PlayerViewController"]?.name == "XYPlayerViewController")

        let checked = try AppCheck.scenarios(model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        #expect(!checked.contains { $0.target?.contains("ExternalViewController") == true }, Comment(rawValue: checked.compactMap(\.target).joined(separator: "\n")))
        let crash = try #require(checked.first { $0.target?.hasPrefix("present XYPlayerViewController") == true })
        let validation = AppCheck.validate([crash.scenario], maxStates: 10_000)[0]
        #expect(validation.findings.contains { $0.exception?.reason == "Supported orientations has no common orientation with the application, and [XYPlayerViewController shouldAutorotate] is returning YES" },
                Comment(rawValue: validation.findings.map { "\($0.rule): \($0.message) \($0.exception?.reason ?? "-")" }.joined(separator: "\n")))

        // `_root` made in the method is the stack's root.
        let stack = CodeReader.read([(path: "Stack.m", text: """
            @implementation AppDelegate
            - (void)start {
                _root = [MainViewController new];
                self.window.rootViewController = [[UINavigationController alloc] initWithRootViewController:_root];
            }
            @end
            """)], module: "App")
        #expect(stack.sites.first?.navigationRoot == "MainViewController" && stack.sites.first?.unseenNavigationRoot == nil)

        // A window on an external screen (VLC's `_externalWindow` on UIScreen.screens[1]) gives no launch either.
        let external = CodeReader.read([(path: "Coordinator.m", text: """
            @implementation Coordinator
            - (void)attach {
                _externalWindow = [[UIWindow alloc] initWithFrame:externalScreen.bounds];
                _externalWindow.rootViewController = [[ExternalViewController alloc] initWithNibName:nil bundle:nil];
            }
            @end
            """)], module: "App")
        #expect(external.sites.isEmpty && external.shownElsewhere == ["ExternalViewController"])
        #expect(external.notes.map(\.message) == ["ExternalViewController is the root of a window on an external screen: that screen does not follow the device's orientation, so this root is not checked"])
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
        let model = CodeReader.read([(path: "SceneDelegate.swift", text: swift), (path: "AppDelegate.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map { "\($0.shown):\(idiomLabel($0.idiom))" }
        #expect(roots == ["PadRootViewController:pad", "PhoneRootViewController:phone", "SharedRootViewController:any",
                          "PhoneMenu:phone", "PadMenu:pad", "PhoneMenu:phone"], Comment(rawValue: roots.joined(separator: ", ")))

        var app = ImportedApp()
        try app.readInfoPlist(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string></array>
            <key>UIRequiresFullScreen</key><true/>
            </dict></plist>
            """.utf8), name: "Info.plist")
        let swiftOnly = CodeReader.read([(path: "SceneDelegate.swift", text: swift)], module: "App")
        let checked = try AppCheck.scenarios(model: swiftOnly, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        let pad = try #require(checked.first { $0.target?.hasPrefix("launch with App.PadRootViewController") == true })
        #expect(pad.target?.contains("(on iPad only: the code sets this root there)") == true)
        #expect(pad.scenario.deviceFamilies == [.pad])
        let validation = AppCheck.validate([pad.scenario], maxStates: 10_000)[0]
        #expect(validation.errors == 0, Comment(rawValue: validation.findings.map(\.message).joined(separator: "\n")))
        // An iPhone-only app never checks the iPad root.
        var phoneOnly = app
        phoneOnly.deviceFamilies = [.phone]
        let phoneChecked = try AppCheck.scenarios(model: swiftOnly, imported: phoneOnly, base: phoneOnly.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        #expect(!phoneChecked.contains { $0.target?.contains("PadRootViewController") == true && $0.target?.hasPrefix("launch") == true })
        #expect(phoneChecked.contains { $0.target?.hasPrefix("launch with App.PhoneRootViewController") == true })
    }

    /// A controller that gives itself its presentation style (in its initializer, by overriding the property, or in an
    /// Objective-C init) is presented in that style where the presenting code sets none, and the scenario names the
    /// line that says so; a style set where it is presented still wins. It was presented as automatic (a sheet from
    /// iOS 13), which hides the crash of a landscape-only player presented full screen.
    @Test func aClassGivesItselfItsPresentationStyle() throws {
        let swift = """
            import UIKit
            final class SceneDelegate: UIResponder {
                var window: UIWindow?
                func start() { window?.rootViewController = HomeViewController() }
            }
            final class HomeViewController: UIViewController {
                func play() { present(PlayerViewController(), animated: true) }
                func browse() { present(GalleryViewController(), animated: true) }
                func share() { present(SubPlayerViewController(), animated: true) }
                func sheet() {
                    let player = PlayerViewController()
                    player.modalPresentationStyle = .pageSheet
                    present(player, animated: true)
                }
                func legacy() { present(LegacyPlayer(), animated: true) }
            }
            class PlayerViewController: UIViewController {
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .fullScreen
                }
                required init?(coder: NSCoder) { fatalError() }
                func later() { self.modalPresentationStyle = .formSheet }
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            final class SubPlayerViewController: PlayerViewController {}
            final class GalleryViewController: UIViewController {
                override var modalPresentationStyle: UIModalPresentationStyle {
                    get { .overFullScreen }
                    set { }
                }
                init() {
                    super.init(nibName: nil, bundle: nil)
                    modalPresentationStyle = .formSheet
                }
                struct Options {
                    var modalPresentationStyle: UIModalPresentationStyle
                    init() { modalPresentationStyle = .popover }
                }
            }
            extension HomeViewController {
                func gallerySheet() {
                    let gallery = GalleryViewController()
                    gallery.modalPresentationStyle = .pageSheet
                    present(gallery, animated: true)
                }
            }
            final class PlainViewController: UIViewController {
                struct Config {
                    var modalPresentationStyle: UIModalPresentationStyle
                    init() { modalPresentationStyle = .fullScreen }
                }
            }
            """
        let objc = """
            @implementation LegacyPlayer
            - (instancetype)init {
                if ((self = [super init])) {
                    self.modalPresentationStyle = UIModalPresentationFullScreen;
                }
                return self;
            }
            @end
            @implementation MessagePlayer
            - (instancetype)initWithURL:(NSURL *)url {
                if ((self = [super init])) {
                    [self setModalPresentationStyle:UIModalPresentationOverFullScreen];
                }
                return self;
            }
            @end
            @implementation LazyPlayer
            - (void)initUI {
                self.modalPresentationStyle = UIModalPresentationFormSheet;
            }
            @end
            @implementation Menu
            - (void)open {
                [self presentViewController:[[MessagePlayer alloc] initWithURL:nil] animated:YES completion:nil];
            }
            - (void)openSheet {
                MessagePlayer *player = [[MessagePlayer alloc] initWithURL:nil];
                [player setModalPresentationStyle:UIModalPresentationFormSheet];
                [self presentViewController:player animated:YES completion:nil];
            }
            @end
            """
        let model = CodeReader.read([(path: "App.swift", text: swift), (path: "LegacyPlayer.m", text: objc)], module: "App")
        #expect(model.classes["PlayerViewController"]?.presentationStyle == "fullScreen")
        #expect(model.classes["PlayerViewController"]?.presentationStyleLine == swift.components(separatedBy: "\n").firstIndex { $0.contains("modalPresentationStyle = .fullScreen") }.map { $0 + 1 })
        #expect(model.classes["GalleryViewController"]?.presentationStyle == "overFullScreen")
        #expect(model.classes["GalleryViewController"]?.presentationStyleFixed == true)
        // An initializer of a type nested in the class, and an Objective-C method that is no initializer, say nothing.
        #expect(model.classes["PlainViewController"]?.presentationStyle == nil)
        #expect(model.classes["LazyPlayer"]?.presentationStyle == nil)
        #expect(model.classes["LegacyPlayer"]?.presentationStyle == "fullScreen")
        #expect(model.classes["MessagePlayer"]?.presentationStyle == "overFullScreen")
        #expect(model.sites.filter { $0.shown == "MessagePlayer" }.map(\.presentationStyle) == [nil, "formSheet"])
        let scenarios = CodeScenarios.build(from: model).filter { $0.name.hasPrefix("present ") }
        func style(_ shown: String, line: Int? = nil) throws -> [String?] {
            try scenarios.filter { $0.name.contains("present \(shown) at") && (line == nil || $0.name.contains(":\(line!) ")) }.map { scenario in
                let body = try #require(try JSONSerialization.jsonObject(with: Data(scenario.json.utf8)) as? [String: Any])
                return ((body["root"] as? [String: Any])?["presented"] as? [String: Any])?["presentationStyle"] as? String
            }
        }
        let sheetLine = try #require(swift.components(separatedBy: "\n").firstIndex { $0.contains("present(player, animated: true)") }).advanced(by: 1)
        let playLine = try #require(swift.components(separatedBy: "\n").firstIndex { $0.contains("func play()") }).advanced(by: 1)
        #expect(try style("App.PlayerViewController", line: playLine) == ["fullScreen"])
        #expect(try style("App.PlayerViewController", line: sheetLine) == ["pageSheet"])
        // The getter's style holds even where the presenting code assigns another.
        #expect(try style("App.GalleryViewController") == ["overFullScreen", "overFullScreen"])
        #expect(try style("App.SubPlayerViewController") == ["fullScreen"])
        #expect(try style("LegacyPlayer") == ["fullScreen"])
        #expect(try style("MessagePlayer").sorted { ($0 ?? "") < ($1 ?? "") } == ["formSheet", "overFullScreen"])
        let played = try #require(scenarios.first { $0.name.contains("present App.PlayerViewController at App.swift:\(playLine) ") })
        #expect(played.sources["/root/presented/presentationStyle"]?.line == model.classes["PlayerViewController"]?.presentationStyleLine)
        for scenario in scenarios { _ = try Scenario.decode(bytes: Array(scenario.json.utf8)) }
    }

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
        let model = CodeReader.read([(path: "SceneDelegate.swift", text: swift), (path: "AppDelegate.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map { "\($0.shown):\(idiomLabel($0.idiom))" }
        #expect(roots == ["LayoutRoot:any", "EitherRoot:any", "WidePadRoot:pad", "OtherRoot:any", "CompactPhoneRoot:phone", "RestRoot:any",
                          "NotPadRoot:phone", "PadRoot:pad", "WidePhoneRoot:phone", "FalsePadRoot:phone", "TruePadRoot:pad", "GroupRoot:any",
                          "WideMenu:pad", "OtherMenu:any", "PhoneMenu:phone", "PadMenu:pad", "EitherMenu:any", "NeitherMenu:any",
                          "NotPadMenu:phone", "YesPadMenu:pad", "NoPadMenu:phone"],
                Comment(rawValue: roots.joined(separator: ", ")))
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
        let model = CodeReader.read([(path: "SceneDelegate.swift", text: swift), (path: "Menu.m", text: objc)], module: "App")
        let presents = model.sites.filter { $0.kind == .present }.map { "\($0.shown):\(idiomLabel($0.idiom))" }
        #expect(presents == ["LandscapeSheet:phone", "Anywhere:any", "PadPicker:pad"], Comment(rawValue: presents.joined(separator: ", ")))
        let scenarios = CodeScenarios.build(from: model).filter { $0.name.hasPrefix("present ") }
        func placed(_ shown: String) -> [String] {
            scenarios.filter { $0.name.hasPrefix("present App.\(shown) ") || $0.name.hasPrefix("present \(shown) ") }.map { scenario in
                let over = scenario.name.contains("over App.PadRoot") ? "PadRoot" : scenario.name.contains("over App.PhoneRoot") ? "PhoneRoot" : "plain"
                return "\(over):\(idiomLabel(scenario.idiom))"
            }
        }
        #expect(placed("LandscapeSheet") == ["PhoneRoot:phone"], Comment(rawValue: scenarios.map(\.name).joined(separator: "\n")))
        #expect(placed("Anywhere").sorted() == ["PadRoot:pad", "PhoneRoot:phone"])
        #expect(placed("PadPicker") == ["PadRoot:pad"])
        #expect(scenarios.allSatisfy { $0.idiom == nil || $0.name.contains($0.idiom == .pad ? "(on iPad only)" : "(on iPhone only)") })
        for scenario in scenarios { _ = try Scenario.decode(bytes: Array(scenario.json.utf8)) }

        // A root for the iPad and one for every idiom: on the iPhone a presentation is over the latter.
        let mixed = CodeReader.read([(path: "Mixed.swift", text: """
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
            """)], module: "App")
        let overs = CodeScenarios.build(from: mixed).filter { $0.name.hasPrefix("present App.Anywhere") }.map { scenario in
            "\(scenario.name.contains("over App.PadRoot") ? "PadRoot" : scenario.name.contains("over App.AnyRoot") ? "AnyRoot" : "plain"):\(idiomLabel(scenario.idiom))"
        }
        #expect(overs.sorted() == ["AnyRoot:phone", "PadRoot:pad"], Comment(rawValue: overs.joined(separator: ", ")))
    }

    /// `orientd import --sources` prints the model (classes with their answers and lines, the shows, the notes) and the
    /// scenarios, each a /resolve body the decoder accepts.
    @Test func importPrintsTheModelAndValidScenarios() throws {
        let run = try ProjectFilesTests.orientd(["import", "--sources", Self.app])
        #expect(run.status == 0, Comment(rawValue: run.stderr))
        let json = try #require(run.json)
        let classes = try #require(json["classes"] as? [[String: Any]])
        let player = try #require(classes.first { $0["name"] as? String == "PlayerApp.PlayerViewController" })
        #expect(player["uikitClass"] as? String == "UIViewController")
        let mask = try #require(player["supportedInterfaceOrientations"] as? [String: Any])
        #expect(mask["exact"] as? Int == UIInterfaceOrientationMask.landscape)
        #expect(mask["line"] as? Int == (try Self.line("[.landscapeLeft, .landscapeRight]", in: "PlayerViewController.swift")))
        let scenarios = try #require(json["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == CodeScenarios.build(from: try Self.model()).count)
        for entry in scenarios {
            let body = try JSONSerialization.data(withJSONObject: try #require(entry["scenario"]))
            _ = try Scenario.decode(bytes: [UInt8](body))
        }
        #expect((json["notes"] as? [[String: Any]])?.contains { ($0["message"] as? String)?.contains("currentOrientation()") == true } == true)
    }

    /// mask-change-not-announced: the delegate's mask reads AppDelegate.orientationLock, which SettingsViewController
    /// changes without setNeedsUpdateOfSupportedInterfaceOrientations() in an app that ships to iOS 16: one warning at
    /// the change; none once that file makes the call.
    @Test func maskChangeNotAnnounced() throws {
        let run = try ProjectFilesTests.orientd(["validate", "--sources", Self.app, "--info-plist", Self.app + "/PlayerApp/Info.plist"])
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let found = targets.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter { $0["rule"] as? String == "mask-change-not-announced" }
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding["severity"] as? String == "warning")
        #expect((finding["source"] as? [String: Any])?["line"] as? Int == (try Self.line("AppDelegate.orientationLock = .allButUpsideDown", in: "SettingsViewController.swift")))

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-announce-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.copyItem(at: URL(fileURLWithPath: Self.folder), to: directory)
        let settings = directory.appendingPathComponent("PlayerApp/SettingsViewController.swift")
        let text = try String(contentsOf: settings, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "AppDelegate.orientationLock = .allButUpsideDown",
                                           with: "AppDelegate.orientationLock = .allButUpsideDown\n        setNeedsUpdateOfSupportedInterfaceOrientations()").utf8).write(to: settings)
        let announced = try ProjectFilesTests.orientd(["validate", "--sources", directory.path, "--info-plist", directory.path + "/PlayerApp/Info.plist"])
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
        let files = (swift: folder + "/StaleMaskApp/VideoViewController.swift", objc: folder + "/StaleMaskApp/PlayerController.m",
                     announced: folder + "/StaleMaskApp/AnnouncedViewController.swift")
        let run = try ProjectFilesTests.orientd(["validate", "--sources", folder])
        let targets = try #require(run.json?["targets"] as? [String: [String: Any]])
        let notes = targets.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] }.filter { $0["rule"] as? String == "mask-change-not-announced" }
        func place(_ finding: [String: Any]) -> String {
            let source = ProjectFilesTests.source(finding)
            return "\((source.file ?? "").split(separator: "/").last ?? ""):\(source.line ?? 0)"
        }
        let requests = notes.filter { ($0["message"] as? String)?.contains("here follows the change") == true }
        let changes = notes.filter { ($0["message"] as? String)?.contains("here follows the change") != true }
        let line = { (fragment: String, file: String) in try ProjectFilesTests.line(of: fragment, in: file) }
        #expect(Set(changes.map(place)) == Set([
            "VideoViewController.swift:\(try line("allowed = .allButUpsideDown", files.swift))",
            "VideoViewController.swift:\(try ProjectFilesTests.line(of: "allowed = .portrait", in: files.swift, after: "func leaveFullScreen"))",
            "PlayerController.m:\(try line("self.playerMask = UIInterfaceOrientationMaskLandscapeLeft", files.objc))",
        ]))
        #expect(Set(requests.map(place)) == Set([
            "VideoViewController.swift:\(try line(".landscapeRight))", files.swift))",
            "PlayerController.m:\(try line("requestGeometryUpdateWithPreferences", files.objc))",
        ]))
        let swiftRequest = try #require(requests.first { place($0).hasPrefix("VideoViewController") })
        let message = try #require(swiftRequest["message"] as? String)
        #expect(message.contains("UISceneErrorDomain 101 \"None of the requested orientations are supported by the view controller. Requested: landscapeRight; Supported: portrait\""))
        #expect(message.contains("StaleMaskApp.VideoViewController") && message.contains("on iPhone"))
        #expect(swiftRequest["severity"] as? String == "warning")
        #expect(!notes.contains { place($0).hasPrefix("AnnouncedViewController") })

        // The /resolve body import lists: decoded by the one decoder, refused against the stale mask, traced.
        let imported = try ProjectFilesTests.orientd(["import", "--sources", folder])
        let stale = try #require(imported.json?["staleRequests"] as? [[String: Any]])
        #expect(stale.count == 3)  // the two Swift requests (each against the other value) and the Objective-C one
        let body = try JSONSerialization.data(withJSONObject: try #require(stale.first { ($0["name"] as? String)?.contains("requestGeometryUpdate(landscapeRight)") == true }?["scenario"]))
        var scenario = try Scenario.decode(bytes: Array(body))
        scenario.systemVersion = SystemVersion(major: 16)
        let resolution = try Resolver.resolve(scenario)
        #expect(resolution.error?.code == 101)
        #expect(resolution.trace.contains { if case .staleMaskUsed = $0 { true } else { false } })
        scenario.lastReadSupportedInterfaceOrientations = nil
        #expect(try Resolver.resolve(scenario).error == nil)
    }

    /// A style or a mask the code chooses with a ternary. The style: by idiom (Pocket Casts' `presentationMode`, a
    /// computed property), each idiom checked with its own; among several otherwise, each checked (inferred); one
    /// the reader cannot evaluate leaves the presentation unchecked, with a note, instead of checking it as
    /// automatic (a sheet). A property assigned `c ? a : b` takes both values; `a + b` is said to be unreadable.
    /// Before, such assignments were not read at all: the mask was claimed exact, the presentation a sheet.
    @Test func stylesAndMasksChosenByATernary() throws {
        let text = """
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
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(_ fragment: String) throws -> Int { try #require(lines.firstIndex { $0.contains(fragment) }) + 1 }
        let model = CodeReader.read([("Home.swift", text)], module: "App")
        let sites = model.sites.filter { $0.kind == .present }.sorted { $0.line < $1.line }
        try #require(sites.count == 6)
        // A style the class gives itself that the reader cannot evaluate: its presentation is not checked, and a
        // note at the assignment says so.
        #expect(model.classes["SheetViewController"]?.presentationStyleUnread != nil)
        #expect(model.notes.contains { $0.line == (try? line("modalPresentationStyle = UIDevice", after: "class SheetViewController")) && $0.message.contains("not checked") })
        #expect(!CodeScenarios.build(from: model).contains { $0.name.hasPrefix("present App.SheetViewController") })
        // `c ? a : d ? b : e`: a on iPad, b or e on iPhone; a stored property that is not a constant is not read.
        #expect(sites[3].presentationStyles == [StyleOption(idiom: .pad, style: "formSheet"), StyleOption(idiom: .phone, style: "pageSheet"),
                                                StyleOption(idiom: .phone, style: "fullScreen")])
        #expect(sites[4].unreadStyle == "self.preferredStyle" && sites[4].presentationStyle == nil)
        // Another object's initializer changes a live controller's mask: a change (only the object's own property in
        // its own initializer is not).
        #expect(model.unannouncedChanges.contains { $0.change.line == (try? line("home.lock = .all")) })
        #expect(sites[0].presentationStyles == [StyleOption(idiom: .pad, style: "formSheet"), StyleOption(idiom: .phone, style: "fullScreen")])
        #expect(sites[1].presentationStyles == [StyleOption(idiom: nil, style: "fullScreen"), StyleOption(idiom: nil, style: "pageSheet")])
        #expect(sites[2].unreadStyle == "Settings.style()" && !sites[2].checked)
        #expect(model.notes.contains { $0.line == (try? line("present(player, animated: true)", after: "func unknown")) && $0.message.contains("not checked") })
        #expect(model.classes["HomeViewController"]?.supportedInterfaceOrientations?.kind
                == .oneOf([UIInterfaceOrientationMask.portrait, UIInterfaceOrientationMask.landscape, UIInterfaceOrientationMask.all]))
        guard case let .unknown(reason)? = model.classes["CountViewController"]?.supportedInterfaceOrientations?.kind else {
            Issue.record("a sum is not evaluated, and is said so")
            return
        }
        #expect(reason.contains("Home.swift:\(try line("count = count.union"))"))

        // The scenarios: each idiom with its style (certain), each of the inline styles (inferred), none for the
        // unknown style.
        let scenarios = CodeScenarios.build(from: model).filter { $0.name.hasPrefix("present App.PlayerViewController") }
        let byIdiom = scenarios.filter { $0.name.contains("Home.swift:\(sites[0].line)") }
        #expect(byIdiom.map { idiomLabel($0.idiom) }.sorted() == ["pad", "phone"])
        #expect(byIdiom.allSatisfy { !$0.fromPossibilities })
        #expect(byIdiom.first { $0.idiom == .phone }?.json.contains("\"presentationStyle\":\"fullScreen\"") == true)
        #expect(byIdiom.first { $0.idiom == .pad }?.json.contains("\"presentationStyle\":\"formSheet\"") == true)
        let inline = scenarios.filter { $0.name.contains("Home.swift:\(sites[1].line)") }
        #expect(inline.count == 2 && inline.allSatisfy(\.fromPossibilities))
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
        let plist = try String(contentsOfFile: Self.folder + "/PlayerApp/Info.plist", encoding: .utf8)
            .replacingOccurrences(of: "<key>UIApplicationSceneManifest</key>\n\t<dict/>\n", with: "")
        #expect(!plist.contains("UIApplicationSceneManifest"))
        try Data(plist.utf8).write(to: directory.appendingPathComponent("Info.plist"))
        let app = """
            import SwiftUI
            @main
            struct Reader: App {
                var body: some Scene { WindowGroup { Text("Hello") } }
            }
            final class PlayerViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            }
            """
        try Data(app.utf8).write(to: directory.appendingPathComponent("Reader.swift"))
        func findings() throws -> [[String: Any]] {
            let run = try ProjectFilesTests.orientd(["validate", "--sources", directory.path, "--sdk", "27.0"])
            let json = try #require(run.json)
            return (json["findings"] as? [[String: Any]]) ?? ((json["targets"] as? [String: [String: Any]])?.values.flatMap { ($0["findings"] as? [[String: Any]]) ?? [] } ?? [])
        }
        let swiftUI = try findings().filter { $0["rule"] as? String == "scene-life-cycle-required" }
        #expect(swiftUI.count == 1)
        #expect(swiftUI.first?["severity"] as? String == "info")
        #expect(ProjectFilesTests.source(swiftUI.first).line == app.split(separator: "\n").firstIndex { $0.contains("struct Reader") }.map { $0 + 1 })

        try Data(app.replacingOccurrences(of: "@main\n", with: "").utf8).write(to: directory.appendingPathComponent("Reader.swift"))
        let uikit = try findings().filter { $0["rule"] as? String == "scene-life-cycle-required" }
        // (A warning here: the only controller is checked as "nothing reachable shows it", which lowers errors.)
        #expect(!uikit.isEmpty && uikit.allSatisfy { $0["severity"] as? String != "info" && ($0["message"] as? String)?.contains("does not launch") == true })
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
        #expect(player.supportedInterfaceOrientations?.line == swiftLines.firstIndex { $0.contains("override var supportedInterfaceOrientations") }.map { $0 + 1 })
        // The class keeps its own declaration's place and superclass.
        #expect(player.line == swiftLines.firstIndex { $0.contains("final class PlayerViewController") }.map { $0 + 1 })
        #expect(player.superclass == "UIViewController")
        let map = try #require(model.classes["MapViewController"])
        #expect(map.supportedInterfaceOrientations?.kind == .exact(UIInterfaceOrientationMask.landscapeLeft))
        #expect(map.shouldAutorotate?.kind == .exact(0))
        #expect(map.supportedInterfaceOrientations?.line == objcLines.firstIndex { $0.contains("- (UIInterfaceOrientationMask)") }.map { $0 + 1 })
        #expect(map.line == objcLines.firstIndex { $0 == "@implementation MapViewController" }.map { $0 + 1 })
        #expect(model.classes["UIViewController"]?.name == "UIViewController")
        // The alert: one note, no scenario.
        let alert = try #require(model.sites.first { $0.shown == "UIAlertController" })
        #expect(!alert.checked)
        #expect(model.notes.contains { $0.line == alert.line && $0.message.hasPrefix("1 presentation of an alert (UIAlertController) is not checked") })
        let built = CodeScenarios.build(from: model)
        #expect(!built.contains { $0.name.contains("UIAlertController") })
        #expect(built.contains { $0.name.hasPrefix("present App.PlayerViewController") && $0.json.contains("\"supportedInterfaceOrientations\":24") })
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
            return CodeReader.read([("Scene.swift", text)], module: "App").sites.filter { $0.kind == .root }.map { site in
                "\(site.shown) \(idiomLabel(site.idiom)) \(lines[site.line - 1].trimmingCharacters(in: .whitespaces))"
            }
        }
        #expect(roots("""
                    switch UIDevice.current.userInterfaceIdiom {
                    case .phone:
                        let tabs = PhoneRoot()
                        root = tabs
                    default:
                        root = PadRoot()
                    }
            """) == ["PhoneRoot phone root = tabs", "PadRoot pad root = PadRoot()"])
        #expect(roots("""
                    if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }
            """) == ["PadRoot pad if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }",
                     "PhoneRoot phone if UIDevice.current.userInterfaceIdiom == .pad { root = PadRoot() } else { root = PhoneRoot() }"])
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
        let withStoryboard = CodeReader.read([("Base.lproj/Main.storyboard", storyboard), ("Scene.swift", scene)], module: "App")
        #expect(withStoryboard.sites.filter { $0.kind == .root }.count == 3)
        #expect(withStoryboard.mainRoot(on: .phone)?.shown == "PhoneRoot" && withStoryboard.mainRoot(on: .pad)?.shown == "PadRoot")
        #expect(withStoryboard.mainRoot(on: nil)?.interfaceFile == nil)
        // Not by idiom: the last value, as before.
        #expect(roots("""
                    if Bool.random() { root = PadRoot() } else { root = PhoneRoot() }
            """).map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["PhoneRoot any"])

        // The root's own crash, once, as an error.
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("orientd-rootonce-\(getpid())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.folder + "/PlayerApp/Info.plist", toPath: directory.appendingPathComponent("Info.plist").path)
        try Data("""
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
            """.utf8).write(to: directory.appendingPathComponent("App.swift"))
        let run = try ProjectFilesTests.orientd(["validate", "--sources", directory.path, "--format", "text"])
        let crashes = run.stdout.split(separator: "\n").filter { $0.contains("[no-common-orientation]") }
        #expect(crashes.count == 1 && crashes.allSatisfy { $0.contains(": error: ") }, Comment(rawValue: run.stdout))
    }

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
        try app.readInfoPlist(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key><array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
            <key>UIRequiresFullScreen</key><true/>
            </dict></plist>
            """.utf8), name: "Info.plist")
        let checked = try AppCheck.scenarios(model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        let presentations = checked.filter { $0.target?.hasPrefix("present App.PlayerViewController") == true }
        #expect(presentations.map { $0.scenario.deviceFamilies } == [[.phone], [.pad]], Comment(rawValue: presentations.compactMap(\.target).joined(separator: "\n")))
        #expect(presentations.allSatisfy { !$0.inferred })
        // The player's preferred landscapeLeft is outside the portrait it gives on iPhone: E2′ there, and only there.
        let crashes = AppCheck.validate(presentations.map(\.scenario), maxStates: 10_000).map { validation in
            validation.findings.filter { $0.rule == "presentation-preferred-unsupported" }
        }
        #expect(crashes.map(\.count) == [1, 0], Comment(rawValue: crashes.map { $0.map(\.message).joined(separator: "\n") }.joined(separator: "\n--\n")))
        #expect(crashes.first?.first?.exception?.reason == "preferredInterfaceOrientationForPresentation 'landscapeLeft' must match a supported interface orientation: 'portrait'!")
        // The root's launch is split too: its own mask is the one its idiom gives.
        let launches = checked.filter { $0.target?.hasPrefix("launch with App.RootViewController") == true }
        #expect(Set(launches.compactMap { $0.scenario.deviceFamilies }) == [[.phone], [.pad]])
        #expect(launches.allSatisfy { !$0.inferred && $0.target?.contains("the code gives it on") == true })
        // A presentation whose root (not the deciding controller) gives a mask by idiom: once per idiom, with that
        // idiom's value.
        let notes = CodeScenarios.build(from: model).filter { $0.name.hasPrefix("present App.NoteViewController") }
        #expect(notes.map { idiomLabel($0.idiom) } == ["phone", "pad"] && notes.allSatisfy { $0.name.contains("a mask in it depends on the idiom") })
        #expect(notes.map { $0.json.contains("\"class\":\"App.RootViewController\",\"kind\":\"tabBarController\",\"supportedInterfaceOrientations\":\($0.idiom == .phone ? 2 : 30)") }
                == [true, true], Comment(rawValue: notes.map(\.json).joined(separator: "\n")))
        // The import says which idiom gives each value.
        #expect(model.json(scenarios: CodeScenarios.build(from: model)).contains("\"oneOf\":[2,30],\"idioms\":[\"phone\",\"pad\"]"))

        // Objective-C: a return inside `if` on the idiom (iNaturalist's onboarding), and the ternary, which was not
        // read at all.
        let objc = CodeReader.read([(path: "Onboarding.m", text: """
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
            """)], module: "App")
        #expect(objc.classes["OnboardingViewController"]?.supportedInterfaceOrientations?.kind == .oneOf([mask.all, mask.portrait]))
        #expect(objc.classes["OnboardingViewController"]?.supportedInterfaceOrientations?.idioms == [.pad, .phone])
        #expect(objc.classes["TernaryViewController"]?.supportedInterfaceOrientations?.kind == .oneOf([mask.all, mask.portrait | mask.landscapeLeft]))
        #expect(objc.classes["TernaryViewController"]?.supportedInterfaceOrientations?.idioms == [.pad, .phone])
        let wide = objc.classes["WideViewController"]?.supportedInterfaceOrientations
        #expect(wide?.kind == .oneOf([mask.landscape, mask.portrait]) && wide?.idioms == [])

        // The app delegate's mask by idiom: each scenario is built on the idiom of the value it uses.
        let delegate = CodeReader.read([(path: "AppDelegate.swift", text: """
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
            """)], module: "App")
        #expect(delegate.appDelegateMask?.idioms == [.pad, .phone])
        let launched = CodeScenarios.build(from: delegate).filter { $0.name.hasPrefix("launch with App.HomeViewController") }
        #expect(launched.map { idiomLabel($0.idiom) } == ["phone", "pad"] && launched.allSatisfy { !$0.fromPossibilities },
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
        let model = CodeReader.read([(path: "Home.swift", text: swift), (path: "Settings.m", text: objc)], module: "App")
        let presented = model.sites.filter { $0.kind == .present }
        func site(_ fragment: String) throws -> ShowSite {
            let at = try line(fragment)
            return try #require(presented.first { $0.file == "Home.swift" && $0.line == at })
        }
        let factory = try #require(presented.first { $0.declaredAs == "what PlayerViewController.make returns" })
        let styled = try line("player.modalPresentationStyle")
        #expect(factory.shown == "PlayerViewController" && factory.presentationStyle == "fullScreen" && factory.line == styled + 1)
        let cast = try line("if let player") + 1, parameter = try line("func parameter")
        #expect(presented.filter { $0.declaredAs == "declared as PlayerViewController" }.map(\.line) == [cast, parameter])
        let property = try site("func property()"), unwrapped = try line("guard let picker") + 1
        #expect(property.declaredAs == "declared as PickerViewController" && property.shown == "PickerViewController")
        #expect(presented.contains { $0.line == unwrapped && $0.shown == "PickerViewController" })
        #expect(try site("func protocolFactory").shown == "MapViewController")
        #expect(presented.filter { $0.shown == "UIAlertController" }.count == 2)
        // Not resolved: counted as not checked, each at its line.
        let unseen = model.unseenShows.map { "\($0.file):\($0.line ?? 0)" }
        let base = try line("func base"), subclassed = try line("func subclassed"), navigation = try line("func navigation")
        #expect(unseen == ["Home.swift:\(base)", "Home.swift:\(subclassed)", "Home.swift:\(navigation)", "Settings.m:7"],
                Comment(rawValue: unseen.joined(separator: ", ")))

        // The landscape player made by the factory, presented full screen in a portrait app: the crash, inferred.
        var app = ImportedApp()
        try app.readInfoPlist(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIDeviceFamily</key><array><integer>1</integer></array>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """.utf8), name: "Info.plist")
        let checked = try AppCheck.scenarios(model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        let crash = try #require(checked.first { $0.target?.contains("(what PlayerViewController.make returns: the reader does not see it made)") == true })
        let validation = crash.adjusted(AppCheck.validate([crash.scenario], maxStates: 10_000)[0])
        let finding = try #require(validation.findings.first { $0.rule == "no-common-orientation" })
        #expect(finding.exception?.reason == "Supported orientations has no common orientation with the application, and [App.PlayerViewController shouldAutorotate] is returning YES")
        #expect(finding.message.hasSuffix("(Inferred: the presented controller is what PlayerViewController.make returns, and may be a subclass the reader does not see.)"))
    }

    /// The edges a review found in declared types and idiom-chosen values, each a case that read wrong: a later
    /// `if let` of the same name, a local declared in two branches, names a closure, a `for` or a `case` binds, a
    /// subclassed UIKit player, a nested or foreign type of the same simple name, a qualified superclass; Objective-C's
    /// `else` after an unbraced `if`, its parenthesised ternary and `?:`; a `switch` `default` after both idioms, `case
    /// .mac`; a stored static mask, `Self.x`; an early return or a guard on the idiom; and chains of thousands of
    /// ternaries, which took seconds and gigabytes.
    @Test func declaredTypesAndIdiomsAtTheirEdges() throws {
        let swift = """
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
        let objc = """
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
        let chain = Array(repeating: "x ? UIInterfaceOrientationMaskAll : ", count: 6000).joined()
        let swiftChain = Array(repeating: "x ? .all : ", count: 6000).joined()
        let model = CodeReader.read([(path: "Home.swift", text: swift), (path: "Else.m", text: objc), (path: "Chain.m", text: """
            @implementation ChainViewController
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return \(chain)UIInterfaceOrientationMaskPortrait; }
            @end
            """), (path: "Chain.swift", text: """
            final class SwiftChainViewController: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { \(swiftChain).portrait }
            }
            """)], module: "App")
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
        let expectedUnseen = try ["func bind()", "case .show(let controller)", "func all(", "func play()", "func settings(", "func external(", "func base("].map { try line($0) }
        #expect(unseen == Set(expectedUnseen), Comment(rawValue: "\(unseen.sorted()) against \(expectedUnseen)"))

        let mask = UIInterfaceOrientationMask.self
        func value(_ name: String) -> CodeValue? { model.classes[name]?.supportedInterfaceOrientations }
        #expect(value("AliasViewController")?.kind == .oneOf([mask.portrait, mask.all]) && value("AliasViewController")?.idioms == [.phone, .pad])
        #expect(value("StoredViewController")?.kind == .oneOf([mask.portrait, mask.all]) && value("StoredViewController")?.byIdiom == false)
        #expect(value("SameViewController")?.kind == .exact(mask.all))
        #expect(value("SwitchViewController")?.kind == .oneOf([mask.portrait, mask.all]) && value("SwitchViewController")?.idioms == [.phone, .pad])
        #expect(value("EarlyViewController")?.values(on: .phone) == [mask.landscape] && value("EarlyViewController")?.values(on: .pad) == [mask.portrait])
        #expect(value("GuardViewController")?.values(on: .phone) == [mask.portrait] && value("GuardViewController")?.values(on: .pad) == [mask.landscape])
        #expect(value("ElseViewController")?.kind == .oneOf([mask.landscape, mask.portrait]) && value("ElseViewController")?.byIdiom == false)
        #expect(value("CommonViewController")?.kind == .oneOf([mask.all, mask.portrait | mask.portraitUpsideDown]) && value("CommonViewController")?.idioms == [.pad, .phone])
        #expect(value("ContainerViewController")?.kind == .forwarding(child: "topViewController", fallback: mask.portrait))
        // An unbraced `if (…) return …;` was not read at all: the mask read as exact portrait.
        #expect(value("UnbracedViewController")?.kind == .oneOf([mask.all, mask.portrait]) && value("UnbracedViewController")?.idioms == [.pad, .phone])
        #expect(value("UnbracedElseViewController")?.kind == .oneOf([mask.portrait, mask.landscape]) && value("UnbracedElseViewController")?.byIdiom == false)
        for name in ["ChainViewController", "SwiftChainViewController"] {
            guard case .unknown? = value(name)?.kind else { Issue.record("\(name): \(String(describing: value(name)))"); continue }
        }
    }

    /// Objective-C's `shouldAutorotateToInterfaceOrientation:` (Mumble keeps four) is read as the mask it says YES to,
    /// per idiom where the code chooses so, and a controller that implements it gets `legacy-callback-ignored` at
    /// its line: UIKit has not called it since iOS 6.
    @Test func theLegacyCallbackFromObjectiveC() throws {
        let objc = """
            @interface ServerListController : UIViewController
            @end
            @implementation ServerListController
            - (BOOL) shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)toInterfaceOrientation {
                // On iPad, every orientation.
                if ([[UIDevice currentDevice] userInterfaceIdiom] == UIUserInterfaceIdiomPad) {
                    return YES;
                }
                return toInterfaceOrientation == UIInterfaceOrientationPortrait;
            }
            @end
            @implementation WideController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o {
                return UIInterfaceOrientationIsLandscape(o) || (o == UIInterfaceOrientationPortrait);
            }
            @end
            @implementation NotUpsideDownController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return o != UIInterfaceOrientationPortraitUpsideDown && o != UIInterfaceOrientationLandscapeLeft; }
            @end
            @implementation OddController
            - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)o { return [self allows:o]; }
            @end
            """
        let model = CodeReader.read([(path: "List.m", text: objc)], module: "App")
        let mask = UIInterfaceOrientationMask.self
        let list = try #require(model.classes["ServerListController"]?.shouldAutorotateToInterfaceOrientation)
        #expect(list.kind == .oneOf([mask.all, mask.portrait]) && list.idioms == [.pad, .phone])
        #expect(model.classes["WideController"]?.shouldAutorotateToInterfaceOrientation?.kind == .exact(mask.landscape | mask.portrait))
        #expect(model.classes["NotUpsideDownController"]?.shouldAutorotateToInterfaceOrientation?.kind == .exact(mask.portrait | mask.landscapeRight))
        guard case .unknown? = model.classes["OddController"]?.shouldAutorotateToInterfaceOrientation?.kind else {
            Issue.record("a message's answer is not read: \(String(describing: model.classes["OddController"]?.shouldAutorotateToInterfaceOrientation))")
            return
        }
        var app = ImportedApp()
        try app.readInfoPlist(Array("""
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>MinimumOSVersion</key><string>12.0</string>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """.utf8), name: "Info.plist")
        let checked = try AppCheck.scenarios(model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test", settingsAlone: false)
        let scenarios = checked.filter { $0.target?.hasPrefix("ServerListController") == true }
        #expect(scenarios.map { $0.scenario.deviceFamilies } == [[.phone], [.pad]], Comment(rawValue: scenarios.compactMap(\.target).joined(separator: "\n")))
        let line = objc.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("return YES;") }.map { $0 + 1 }
        for validation in AppCheck.validate(scenarios.map(\.scenario), maxStates: 10_000) {
            let legacy = validation.findings.filter { $0.rule == "legacy-callback-ignored" }
            #expect(!legacy.isEmpty, Comment(rawValue: validation.findings.map(\.rule).joined(separator: ", ")))
        }
        #expect(scenarios.allSatisfy { $0.sources["/root/presented/shouldAutorotateToInterfaceOrientation"]?.line == line })
    }
}

/// "pad", "phone" or "any": the idiom a site or a scenario is limited to, in the tests' expectations.
private func idiomLabel(_ idiom: Idiom?) -> String { idiom.map { $0 == .pad ? "pad" : "phone" } ?? "any" }
