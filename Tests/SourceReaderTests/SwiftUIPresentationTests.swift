import Foundation
import OrientationResolver
import OrientationWire
@testable import SourceReader
import Testing
@testable import TestSupport

/// SwiftUI apps as UIKit sees them (issue 35, part 4): the App's root is a UIHostingController under the mask of the
/// delegate `@UIApplicationDelegateAdaptor` names; `.sheet`, `.popover` and `.fullScreenCover` present hosting
/// controllers in their styles; a UIHostingController subclass answers for itself; a delegate that waits for a
/// presented class SwiftUI hosts waits in vain.
@Suite struct SwiftUIPresentationTests {
    static let iPhone = #"<plist><dict><key>UIDeviceFamily</key><array><integer>1</integer></array></dict></plist>"#

    static func targets(_ swift: String) throws -> [String] {
        try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.iPhone]).scenarios.compactMap(\.target)
    }

    /// The delegate an adaptor names answers the app's mask, over the hosting controller SwiftUI makes (not over a
    /// plain stand-in root); presentations are over that root.
    @Test func theAdaptorsDelegateAnswersOverTheHostingRoot() throws {
        let swift = """
            import SwiftUI
            import UIKit
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    .portrait
                }
            }
            @main struct TVApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene { WindowGroup { HomeView() } }
            }
            final class LandscapeHosting<Content: View>: UIHostingController<Content> {
                override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
            }
            struct HomeView: View {
                var body: some View {
                    Button("Play") {
                        let host = LandscapeHosting(rootView: Text("Video"))
                        host.modalPresentationStyle = .fullScreen
                        UIApplication.shared.firstKeyWindow?.rootViewController?.present(host, animated: true)
                    }
                }
            }
            """
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.iPhone])
        let targets = checked.scenarios.compactMap(\.target)
        #expect(targets.contains { $0.hasPrefix("launch with UIHostingController at App/App.swift:8") })
        #expect(!targets.contains { $0.contains("a plain root") }, Comment(rawValue: targets.joined(separator: "\n")))
        // The generic subclass, made in a button's closure inside `body`, answers landscape; the adaptor's delegate
        // allows portrait alone: E1′.
        let present = try #require(
            checked.scenarios.first { $0.target?.hasPrefix("present App.LandscapeHosting at App/App.swift:20") == true }
        )
        #expect(present.target?.contains("over UIHostingController") == true)
        #expect(
            checked.findings.contains {
                $0.rule == "no-common-orientation" && $0.message.contains("App.LandscapeHosting supports landscapeLeft")
            })
    }

    /// `.fullScreenCover` presents a hosting controller that governs; `.sheet` and `.popover` ones that do not. Each
    /// at the modifier's line, inferred (Apple does not name the styles).
    @Test func modifiersPresentHostingControllersInTheirStyles() throws {
        let swift = """
            import SwiftUI
            @main struct NotesApp: App {
                var body: some Scene { WindowGroup { NotesView() } }
            }
            struct NotesView: View {
                @State var cover = false
                @State var sheet = false
                @State var popover = false
                var body: some View {
                    VStack {
                        Button("Read") { cover = true }
                            .fullScreenCover(isPresented: $cover) { Text("Reader") }
                        Button("About") { sheet = true }
                            .sheet(isPresented: $sheet) {
                                Text("About")
                            }
                        Button("Tip") { popover = true }
                            .popover(isPresented: $popover, content: { Text("Tip") })
                    }
                }
            }
            """
        let model = CodeReader.read([(path: "App.swift", text: swift)], module: "App")
        let presented = model.sites.filter { $0.kind == .present }.map {
            "\($0.swiftUIModifier ?? "-") \($0.shown) \($0.presentationStyle ?? "-") \($0.line)"
        }
        #expect(
            presented == [
                "fullScreenCover UIHostingController fullScreen 12", "sheet UIHostingController pageSheet 14",
                "popover UIHostingController popover 18",
            ])
        let checked = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.iPhone]).scenarios
        let cover = try #require(checked.first { $0.target?.contains("SwiftUI's .fullScreenCover") == true })
        #expect(cover.target?.contains("taken as fullScreen, which governs") == true)
        #expect(
            cover.scenario.controllers.contains { $0.presentationStyleGiven && $0.presentationStyle == .fullScreen })
        #expect(cover.assumptions.oneOfSeveralValues)
        let sheet = try #require(checked.first { $0.target?.contains("SwiftUI's .sheet") == true })
        #expect(
            sheet.scenario.controllers.contains { $0.presentationStyleGiven && $0.presentationStyle == .pageSheet }
                && sheet.assumptions.oneOfSeveralValues)
        // A view modifier of another name with a closure is no presentation.
        let plain = CodeReader.read(
            [
                (
                    path: "App.swift",
                    text: "struct V: View { var body: some View { Text(\"a\").overlay { Text(\"b\") } } }"
                )
            ],
            module: "App")
        #expect(plain.sites.isEmpty)
    }

    /// The delegate answers landscape only while a PlayerViewController is presented, and SwiftUI shows the player
    /// through a representable in a cover: the test is never true (the rule's own examples run elsewhere; here the
    /// forms of the test and the line the finding names).
    @Test func aDelegateTestForAHostedControllerIsNeverTrue() throws {
        for test in [
            "if let presented = window?.rootViewController?.presentedViewController, presented is PlayerViewController { return .allButUpsideDown }",
            "if window?.rootViewController?.presentedViewController as? PlayerViewController != nil { return .allButUpsideDown }",
            "guard window?.rootViewController?.presentedViewController is PlayerViewController else { return .portrait }\n        return .allButUpsideDown",
            "switch window?.rootViewController?.presentedViewController {\n        case is PlayerViewController: return .allButUpsideDown\n        default: break\n        }",
        ] {
            let swift = """
                import SwiftUI
                final class AppDelegate: NSObject, UIApplicationDelegate {
                    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                        \(test)
                        return .portrait
                    }
                }
                @main struct TVApp: App {
                    @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                    @State var playing = false
                    var body: some Scene {
                        WindowGroup { Text("Home").fullScreenCover(isPresented: $playing) { PlayerView() } }
                    }
                }
                struct PlayerView: UIViewControllerRepresentable {
                    func makeUIViewController(context: Context) -> PlayerViewController { PlayerViewController() }
                    func updateUIViewController(_ controller: PlayerViewController, context: Context) {}
                }
                final class PlayerViewController: UIViewController {}
                """
            let found = try PrecisionTests.check(["App/App.swift": swift, "App/Info.plist": Self.iPhone]).scenarios
                .flatMap(\.notes.list).filter { $0.rule == "delegate-test-never-true" }
            let lines = swift.split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.firstIndex { $0.contains("return .allButUpsideDown") }) + 1
            #expect(Set(found.map(\.line)) == [line], Comment(rawValue: test))
            #expect(found.first?.severity == .warning)
            #expect(
                found.first?.message.contains(
                    "the app's mask stays portrait on iPhone while PlayerViewController is on screen (inferred)")
                    == true)
        }
        // A test that may be negated says nothing of X's mask.
        let negated = try PrecisionTests.check([
            "App/App.swift": """
            import SwiftUI
            final class AppDelegate: NSObject, UIApplicationDelegate {
                func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                    if !(window?.rootViewController?.presentedViewController is PlayerViewController) { return .portrait }
                    return .allButUpsideDown
                }
            }
            @main struct TVApp: App {
                @UIApplicationDelegateAdaptor(AppDelegate.self) var delegate
                var body: some Scene { WindowGroup { PlayerView() } }
            }
            struct PlayerView: UIViewControllerRepresentable {
                func makeUIViewController(context: Context) -> PlayerViewController { PlayerViewController() }
                func updateUIViewController(_ controller: PlayerViewController, context: Context) {}
            }
            final class PlayerViewController: UIViewController {}
            """,
            "App/Info.plist": Self.iPhone,
        ]).scenarios.flatMap(\.notes.list)
        #expect(!negated.contains { $0.rule == "delegate-test-never-true" })
    }
}
