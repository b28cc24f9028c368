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

/// The Objective-C reader: classes and their answers, headers, roots through setters and instance variables, storyboard scenes, the legacy callback.
@Suite struct ObjCReaderTests {
    /// Objective-C (step 2): classes from @implementation with their superclass from the header, methods by braces,
    /// comments, strings and preprocessor lines skipped (each holds a decoy), the navigation root, the
    /// presentation with its style, and the classic mistake: UIInterfaceOrientationPortrait (1) returned as a mask.
    @Test func objectiveCControllersAndTheOrientationReturnedAsAMask() throws {
        let folder = Repository.root.appendingPathComponent("Tests/fixtures/code/LegacyApp").path
        let model = try SourceFiles.read(directory: folder, module: "LegacyApp")
        func line(_ fragment: String, in file: String) throws -> Int {
            let text = try String(contentsOfFile: folder + "/LegacyApp/" + file, encoding: .utf8)
            return try #require(
                text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }) + 1
        }
        let video = try #require(model.classes["VideoViewController"])
        #expect(video.name == "VideoViewController", "Objective-C classes print unqualified")
        #expect(video.superclass == "UIViewController")
        #expect(video.supportedInterfaceOrientations?.kind == .exact(1))
        #expect(
            video.supportedInterfaceOrientations?.line
                == (try line("return UIInterfaceOrientationPortrait;", in: "VideoViewController.m")))
        #expect(video.shouldAutorotate?.kind == .exact(1))
        let menu = try #require(model.classes["MenuViewController"])
        #expect(
            menu.supportedInterfaceOrientations?.kind
                == .exact(UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.landscapeLeft))
        let navigation = try #require(model.classes["RootNavigationController"])
        #expect(model.uikitBase(of: "RootNavigationController") == "UINavigationController")
        #expect(
            navigation.supportedInterfaceOrientations?.kind == .forwarding(child: "topViewController", fallback: nil))
        let root = try #require(model.sites.first { $0.kind == .root })
        #expect(root.shown == "RootNavigationController" && root.navigationRoot == "MenuViewController")
        #expect(root.line == (try line("self.window.rootViewController", in: "AppDelegate.m")))
        let presents = model.sites.filter { $0.kind == .present }
        #expect(presents.count == 1, "the presentation in a string literal is not one")
        #expect(presents.first?.shown == "VideoViewController" && presents.first?.presentationStyle == "fullScreen")
        #expect(presents.first?.line == (try line("[self presentViewController:video", in: "MenuViewController.m")))

        let run = try Repository.orientd([
            "validate", "--sources", "Tests/fixtures/code/LegacyApp", "--info-plist",
            "Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist", "--format", "text",
        ])
        #expect(run.status == 1)
        let at =
            "Tests/fixtures/code/LegacyApp/LegacyApp/VideoViewController.m:\(try line("return UIInterfaceOrientationPortrait;", in: "VideoViewController.m"))"
        #expect(run.stdout.contains(at + ": error: [orientation-used-as-mask]"), Comment(rawValue: run.stdout))
        #expect(run.stdout.contains(at + ": error: [no-common-orientation]"), Comment(rawValue: run.stdout))
        #expect(!run.stdout.contains("forwarding-to-nil-child"), "the navigation controller's root child is read")
        let json = try Repository.orientd([
            "validate", "--sources", "Tests/fixtures/code/LegacyApp", "--info-plist",
            "Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist",
        ])
        #expect(
            json.stdout.contains(
                #""reason":"Supported orientations has no common orientation with the application, and [VideoViewController shouldAutorotate] is returning YES""#
            ))
        // Without --info-plist, the one Info.plist in the folder is the app's, and stderr says which.
        let found = try Repository.orientd(["validate", "--sources", "Tests/fixtures/code/LegacyApp"])
        #expect(found.stdout == json.stdout)
        #expect(
            found.stderr.contains(
                "orientd: Tests/fixtures/code/LegacyApp/LegacyApp/Info.plist: the app's settings (the one Info.plist in --sources"
            ))
        // resolve answers one scenario: the code's several are bad input, said on the last line, exit 2.
        let resolve = try Repository.orientd(["resolve", "--sources", "Tests/fixtures/code/LegacyApp"])
        #expect(resolve.status == 2 && resolve.stdout.isEmpty)
        #expect(
            resolve.stderr.hasSuffix("; use validate to check them all\n")
                && resolve.stderr.contains("orientd: resolve answers one scenario, and the code gives "))
    }

    /// A project's Sources phase names the .m files, not their headers: the header beside each is read too, so the
    /// class is known for what its `@interface` says (VLC's VLCPlayerDisplayController was not a controller before).
    @Test func headersBesideTheImplementationFilesAreRead() throws {
        let folder = Repository.root.appendingPathComponent("Tests/fixtures/code/LegacyApp/LegacyApp").path
        let files = [
            "AppDelegate.m", "MenuViewController.m", "RootNavigationController.m", "VideoViewController.m",
            "MapViewController.m",
        ].map { folder + "/" + $0 }
        let model = try SourceFiles.read(files: files, folders: [], module: "LegacyApp")
        #expect(model.classes["RootNavigationController"]?.superclass == "UINavigationController")
        #expect(model.isController("MapViewController"))
        #expect(
            model.filesRead == 9, "five implementation files and the four headers beside them (AppDelegate has none)")
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
            code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map {
                $0 + 1
            }
        }
        #expect(roots.map(\.shown) == ["UINavigationController", "MapTabBarController", "PlayerViewController"])
        #expect(roots.first?.navigationRoot == "WelcomeViewController" && roots.first?.unseenNavigationRoot == nil)
        #expect(
            roots.map(\.line) == [
                line("[_window setRootViewController"), line("[self.window setRootViewController:tabs]"),
                line("PlayerViewController alloc"),
            ])
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
        let model = CodeReader.read(
            [(path: "Onboarding.storyboard", text: storyboard), (path: "App.m", text: code)], module: "App")
        func line(_ fragment: String) -> Int? {
            code.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(fragment) }.map {
                $0 + 1
            }
        }
        let root = try #require(model.sites.first { $0.kind == .root && $0.file == "App.m" })
        #expect(root.shown == "WelcomeViewController" && root.line == line("instantiateInitialViewController"))
        let presented = model.sites.filter { $0.kind == .present }
        #expect(presented.count == 1)
        #expect(presented.first?.shown == "LoginViewController" && presented.first?.presentationStyle == "fullScreen")
        #expect(presented.first?.line == line("[self presentViewController:login"))
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
        #expect(
            model.classes["WideController"]?.shouldAutorotateToInterfaceOrientation?.kind
                == .exact(mask.landscape | mask.portrait))
        #expect(
            model.classes["NotUpsideDownController"]?.shouldAutorotateToInterfaceOrientation?.kind
                == .exact(mask.portrait | mask.landscapeRight))
        guard case .unknown? = model.classes["OddController"]?.shouldAutorotateToInterfaceOrientation?.kind else {
            Issue.record(
                "a message's answer is not read: \(String(describing: model.classes["OddController"]?.shouldAutorotateToInterfaceOrientation))"
            )
            return
        }
        var app = ImportedApp()
        try app.readInfoPlist(
            Array(
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
                <key>MinimumOSVersion</key><string>12.0</string>
                <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
                <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
                </dict></plist>
                """.utf8), name: "Info.plist")
        let checked = try AppCheck.scenarios(
            model: model, imported: app, base: app.baseScenario, limits: ScenarioLimits(), label: "test",
            settingsAlone: false)
        let scenarios = checked.filter { $0.target?.hasPrefix("ServerListController") == true }
        #expect(
            scenarios.map { $0.scenario.deviceFamilies } == [[.phone], [.pad]],
            Comment(rawValue: scenarios.compactMap(\.target).joined(separator: "\n")))
        let line = objc.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
            $0.contains("return YES;")
        }.map { $0 + 1 }
        // On iPhone the ignored answer (portrait) differs from the default UIKit uses (portrait and landscape, within
        // the app's); on iPad it says every orientation, as the default does there, so ignoring it changes nothing.
        let legacy = AppCheck.validate(scenarios.map(\.scenario), maxStates: 10_000).map {
            $0.findings.filter { $0.rule == "legacy-callback-ignored" }.count
        }
        #expect(legacy.count == 2 && legacy[0] > 0 && legacy[1] == 0, Comment(rawValue: "\(legacy)"))
        #expect(
            scenarios.allSatisfy { $0.sources["/root/presented/shouldAutorotateToInterfaceOrientation"]?.line == line })
    }

    /// A navigation controller made in a method and given its first controller by a push is that stack's root, not a
    /// push of the presenter; a controller class's own factory (`[X xController]`) makes an X, also into an instance
    /// variable (Element's media picker: the stack was unseen, then a false crash after the fix).
    @Test func aStackFilledBeforeItIsPresented() throws {
        let objc = """
            @implementation SettingsViewController
            {
                MediaPickerViewController *mediaPicker;
            }
            - (void)pickAvatar
            {
                mediaPicker = [MediaPickerViewController mediaPickerViewController];
                UINavigationController *navigationController = [UINavigationController new];
                [navigationController pushViewController:mediaPicker animated:NO];
                [self presentViewController:navigationController animated:YES completion:nil];
            }
            - (void)showDetail
            {
                [self.navigationController pushViewController:[[DetailViewController alloc] init] animated:YES];
            }
            @end
            @implementation MediaPickerViewController
            + (instancetype)mediaPickerViewController { return [[[self class] alloc] init]; }
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations { return UIInterfaceOrientationMaskAll; }
            @end
            """
        let model = CodeReader.read([("Settings.m", objc)], module: "App")
        let presented = try #require(model.sites.first { $0.kind == .present })
        #expect(presented.shown == "UINavigationController")
        #expect(presented.navigationRoot == "MediaPickerViewController")
        #expect(model.sites.filter { $0.kind == .push }.map(\.shown) == ["DetailViewController"])
    }
}
