import Foundation
import OrientationResolver
import OrientationWire
import ProjectFiles
import SourceReader
import Testing
@testable import TestSupport

/// The false alarms of the held-out trials (docs/precision.md), each reduced to a few lines in our own words: what
/// the reader must see so that no finding claims what UIKit does not do.
@Suite struct PrecisionTests {
    /// A rotation asked for inside a test of the idiom is made on that idiom alone (issue 34: the UIDevice setter inside
    /// `if userInterfaceIdiom == .phone` was reported on iPad too).
    @Test func rotationsInsideAnIdiomTestAreMadeOnThatIdiom() throws {
        let swift = """
            import UIKit
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                    window?.rootViewController = KeypadViewController()
                }
            }
            final class KeypadViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if UIDevice.current.userInterfaceIdiom == .phone {
                        UIDevice.current.setValue(UIInterfaceOrientation.portrait.rawValue, forKey: "orientation")
                    }
                }
            }
            """
        let plist = """
            <plist><dict><key>UIDeviceFamily</key><array><integer>1</integer><integer>2</integer></array>
            <key>MinimumOSVersion</key><string>15.0</string></dict></plist>
            """
        let tree = try ArchiveTree(files: ["App/App.swift": Array(swift.utf8), "App/Info.plist": Array(plist.utf8)])
        let checked = try AppCheck.check(
            tree: tree, label: "the tree", limits: ScenarioLimits(), sourceLimits: SourceLimits())
        let setter = checked.filter { $0.target?.contains("UIDevice's orientation setter") == true }
        #expect(!setter.isEmpty)
        #expect(setter.allSatisfy { $0.scenario.deviceFamilies == [.phone] })
        let findings = zip(setter, AppCheck.validate(setter, maxStates: 2_000)).flatMap { $1.findings }
        #expect(findings.contains { $0.rule == "device-orientation-setter-ignored" })
    }
}
