import Foundation
import OrientationResolver
import Testing
@testable import SourceReader

/// The causes round 39's first contact found (docs/precision.md), each reduced in our own words.
@Suite struct FirstContactRound39Tests {
    /// ClearCam's launch: the scene delegate makes the window's root a navigation controller over its method's
    /// parameter (`- (void)switchToRoot:(UIViewController *)root`), and its other methods call it with the screen
    /// the app decides on (`[self switchToRoot:[[Gallery alloc] init]]`). The root's stack root is each class so
    /// given (it was not seen, and the launch went unchecked); and a screen pushed by the gallery off its first push
    /// (settings, after the camera) is on top of the stack in a state of its own: the plain navigation controller
    /// never asks its portrait lock (`container-ignores-child`, said at the lock; it was never checked).
    @Test func aRootFromAMethodsParameterAndAPushOffTheFirstPath() throws {
        let objc = """
            @interface Gallery : UIViewController
            @end
            @interface Login : UIViewController
            @end
            @interface Camera : UIViewController
            @end
            @interface Settings : UIViewController
            @end
            @implementation Starter
            - (void)verify {
                if ([self subscribed]) {
                    [self switchToRoot:[[Gallery alloc] init]];
                } else {
                    [self switchToRoot:[[Login alloc] init]];
                }
            }
            - (void)switchToRoot:(UIViewController *)root {
                UINavigationController *stack = [[UINavigationController alloc] initWithRootViewController:root];
                self.window.rootViewController = stack;
            }
            @end
            @implementation Gallery
            - (void)openCamera { [self.navigationController pushViewController:[[Camera alloc] init] animated:YES]; }
            - (void)openSettings { [self.navigationController pushViewController:[[Settings alloc] init] animated:YES]; }
            @end
            @implementation Settings
            - (UIInterfaceOrientationMask)supportedInterfaceOrientations {
                return UIInterfaceOrientationMaskPortrait;
            }
            @end
            """
        let model = CodeReader.read([(path: "Starter.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map { $0.navigationRoot ?? "-" }
        #expect(roots == ["Gallery", "Login"], "\(roots)")
        let said = try ConsistentWorldsTests.said("", objC: ["App/Starter.m": objc])
        #expect(said.contains { $0.rule == "container-ignores-child" && $0.line == 28 }, "\(said)")
    }

    /// A window root given from a local that each branch on the idiom gives another local's value (ChatSecure's
    /// launch: `rootViewController = buddyListNavController;` on iPhone, a split view on iPad). A local named
    /// `rootViewController` is the method's own, not a window's root; the window's root is each branch's value on its
    /// idiom. None was seen, so every presentation was checked over a stand-in and its iOS 5 difference was a note.
    @Test func aRootFromLocalsPerIdiom() {
        let objc = """
            @implementation Starter
            - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
                self.list = [[BuddyList alloc] init];
                UINavigationController *listStack = [[UINavigationController alloc] initWithRootViewController:self.list];
                UIViewController *rootViewController = nil;
                if (UI_USER_INTERFACE_IDIOM() == UIUserInterfaceIdiomPhone) {
                    rootViewController = listStack;
                } else {
                    UISplitViewController *split = [[UISplitViewController alloc] init];
                    rootViewController = split;
                }
                self.window.rootViewController = rootViewController;
                return YES;
            }
            @end
            """
        let model = CodeReader.read([(path: "Starter.m", text: objc)], module: "App")
        let roots = model.sites.filter { $0.kind == .root }.map {
            "\($0.shown)/\($0.navigationRoot ?? "-"):\($0.idiom.map { "\($0)" } ?? "any")"
        }
        #expect(roots == ["UINavigationController/BuddyList:phone", "UISplitViewController/-:pad"], "\(roots)")
    }

    /// A landscape camera screen a representable shows in an iPhone app that lists portrait alone (Rallie's
    /// `.fullScreenCover { LandscapeWrapper { … } }`): its answer lies wholly outside the app's mask, and UIKit never
    /// asks it, so the screen shows in portrait (`representable-ignored`, at its mask; it was silent, as the answer
    /// did not meet the app's mask at all).
    @Test func aRepresentablesAnswerOutsideTheAppsMask() throws {
        let swift = """
            import SwiftUI
            @main
            struct CourtApp: App {
                var body: some Scene { WindowGroup { Home() } }
            }
            struct Home: View {
                @State var open = false
                var body: some View {
                    Button("Camera") { open = true }
                        .fullScreenCover(isPresented: $open) { Wrapper() }
                }
            }
            struct Wrapper: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> UIViewController { Camera() }
                func updateUIViewController(_ controller: UIViewController, context: Context) {}
            }
            class Camera: UIViewController {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscapeRight }
            }
            """
        let plist = """
            <plist><dict>
            <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string></array>
            </dict></plist>
            """
        let said = try ConsistentWorldsTests.said(swift, plist: plist)
        #expect(said.contains { $0.rule == "representable-ignored" && $0.line == 18 }, "\(said)")
    }

    /// A mask a method builds in a local with `mask |= bit` after unbraced `if`s (Siftr's screens derive it from
    /// their iOS 5 callback) is computed at run time: it was read as the local's first value, 0, and the screen was
    /// said to be ignored by its stack (a false finding once the stack's pushed screens were checked).
    @Test func aMaskBuiltAfterUnbracedIfs() {
        let objc = """
            @implementation Forgot
            - (NSInteger)supportedInterfaceOrientations {
                NSInteger mask = 0;
                if ([self shouldAutorotateToInterfaceOrientation:UIInterfaceOrientationPortrait])
                    mask |= UIInterfaceOrientationMaskPortrait;
                return mask;
            }
            @end
            """
        let model = CodeReader.read([(path: "Forgot.m", text: objc)], module: "App")
        let kind = model.classes["Forgot"]?.supportedInterfaceOrientations?.kind
        if case .exact(let value)? = kind { Issue.record("read as the constant \(value)") }
        #expect(kind != nil)
    }

    /// An app whose root, `Stage`, answers portrait and answers the iOS 5 callback with `answer` (its parameter is
    /// `orientation`), shipped from iOS 5 with all four orientations.
    static func ownMaskApp(_ answer: String) -> String {
        """
        @interface Stage : UIViewController
        @end
        @implementation Starter
        - (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)options {
            self.window.rootViewController = [[Stage alloc] init];
            return YES;
        }
        @end
        @implementation Stage
        - (NSUInteger)supportedInterfaceOrientations {
            return UIInterfaceOrientationMaskPortrait;
        }
        - (BOOL)shouldAutorotateToInterfaceOrientation:(UIInterfaceOrientation)orientation {
            return \(answer);
        }
        @end
        """
    }

    static let ownMaskPlist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>5.0</string>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
        <string>UIInterfaceOrientationPortraitUpsideDown</string><string>UIInterfaceOrientationLandscapeLeft</string>
        <string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// An iOS 5 callback answered from the class's own mask: `self.supportedInterfaceOrientations & (1 << o)` is the
    /// mask itself, so iOS 5 and iOS 6 agree; `… & o` takes the orientation's value for its bit (Ejecta's bug: a
    /// portrait iPhone game turned upside down and to landscape right on iOS 5). The difference is said at the
    /// callback; it was not read at all, and a difference was claimed before and after the fix alike.
    @Test func aLegacyCallbackAnsweredFromTheOwnMask() throws {
        let plist = Self.ownMaskPlist
        func objc(_ answer: String) -> String { Self.ownMaskApp("(self.supportedInterfaceOrientations & \(answer))") }
        let buggy = try ConsistentWorldsTests.said("", plist: plist, objC: ["App/Starter.m": objc("orientation")])
        #expect(buggy.contains { $0.rule == "os-version-differs" && $0.line == 14 }, "\(buggy)")
        let fixed = try ConsistentWorldsTests.said(
            "", plist: plist, objC: ["App/Starter.m": objc("(1 << orientation)")])
        #expect(!fixed.contains { $0.rule == "os-version-differs" }, "\(fixed)")
    }
}
