import OrientationResolver
import Testing

@testable import SourceReader

/// The causes round 78's first contact found (docs/precision.md), each reduced in our own words, each with a control
/// that must still be said.
@Suite struct FirstContactRound78Tests {
    /// An iPhone app on iOS 16 whose list holds portrait and both landscapes.
    static let plist = """
        <plist><dict>
        <key>MinimumOSVersion</key><string>16.0</string>
        <key>UILaunchStoryboardName</key><string>Launch</string>
        <key>UISupportedInterfaceOrientations</key><array><string>UIInterfaceOrientationPortrait</string>
        <string>UIInterfaceOrientationLandscapeLeft</string><string>UIInterfaceOrientationLandscapeRight</string></array>
        </dict></plist>
        """

    /// Every finding and note: "rule:line:severity".
    static func said(_ swift: String, objC: [String: String] = [:]) throws -> [String] {
        try ConsistentWorldsTests.said(swift, plist: Self.plist, notes: true, objC: objC).map {
            "\($0.rule):\($0.line):\($0.severity)"
        }
    }

    /// ShareStation (round 78): a camera picker, a subclass of UIImagePickerController, presented with no style. UIKit
    /// may map the automatic style to another than a page sheet for its own controllers (Apple's
    /// `UIModalPresentationStyle.automatic`), so "a sheet leaves the presenter deciding" is a note. The control
    /// presents a plain controller of the app's own the same way: a warning.
    @Test func aSystemControllersAutomaticStyleIsNotKnownToBeASheet() throws {
        func said(_ base: String) throws -> [String] {
            try Self.said(
                FirstContactRound76Tests.launching("HomeViewController()") + """
                    class HomeViewController: UIViewController {
                        @objc func capture() {
                            present(CameraPicker(), animated: true)
                        }
                    }
                    class CameraPicker: \(base) {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                        override var shouldAutorotate: Bool { false }
                    }
                    """)
        }
        let picker = try said("UIImagePickerController")
        #expect(picker.contains("sheet-does-not-force-orientation:12:info"), "\(picker)")
        #expect(!picker.contains { $0.hasPrefix("sheet-does-not-force-orientation") && $0.hasSuffix("warning") })
        let own = try said("UIViewController")
        #expect(own.contains("sheet-does-not-force-orientation:12:warning"), "\(own)")
    }
}
