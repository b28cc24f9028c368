import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md G and H (C51–C56): iOS ≤ 5 and the iOS 6 transition.
@Suite struct LegacyTests {
    static let cases: [Case] = [
        Case(
            "C51 iOS 5: the default answers YES for portrait only",
            #"{"device":{"systemVersion":"5.1","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C52 iOS 5 tab bar: one tab says NO",
            #"{"device":{"systemVersion":"5.0","orientation":"landscapeLeft"},"root":{"kind":"tabBarController","selectedIndex":0,"children":[{"class":"A","shouldAutorotateToInterfaceOrientation":"all"},{"class":"B"}]}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C52 iOS 5 tab bar: every tab agrees",
            #"{"device":{"systemVersion":"5.0","orientation":"landscapeLeft"},"root":{"kind":"tabBarController","selectedIndex":0,"children":[{"class":"A","shouldAutorotateToInterfaceOrientation":"all"},{"class":"B","shouldAutorotateToInterfaceOrientation":["portrait","landscapeLeft","landscapeRight"]}]}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C53 iOS 5 navigation asks its top controller",
            #"{"device":{"systemVersion":"5.0","orientation":"landscapeRight"},"root":{"kind":"navigationController","children":[{"class":"Root"},{"class":"Pushed","shouldAutorotateToInterfaceOrientation":"allButUpsideDown"}]}}"#,
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C53 popped back to the portrait-only root: no rotation back until the device moves",
            #"{"device":{"systemVersion":"5.0","orientation":"landscapeRight"},"interfaceOrientation":"landscapeLeft","root":{"kind":"navigationController","children":[{"class":"Root"}]}}"#,
            .orientation("landscapeLeft", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C54 no exception before iOS 6; launch in landscape",
            #"{"device":{"systemVersion":"5.0"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{}}"#,
            .orientation("landscapeLeft", app: landscape, controller: portrait, effective: portrait)),
        Case(
            "C55 legacy-only controller on iOS 6: rotates to portrait",
            #"{"device":{"systemVersion":"6.0","orientation":"portrait"},"interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"shouldAutorotateToInterfaceOrientation":"landscape"}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C55 and to landscape",
            #"{"device":{"systemVersion":"6.0","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"shouldAutorotateToInterfaceOrientation":"landscape"}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        // C56: seed 004's swizzle makes a controller behave as if it returned the probed mask; the client describes
        // the probed values.
        Case(
            "C56 swizzled legacy controller behaves as landscape",
            #"{"device":{"systemVersion":"6.0","orientation":"landscapeLeft"},"root":{"supportedInterfaceOrientations":"landscape","shouldAutorotate":true}}"#,
            .orientation("landscapeRight", app: allButUpsideDown, controller: landscape, effective: landscape)),
        Case(
            "C56 an un-overridden controller becomes portrait-only",
            #"{"device":{"systemVersion":"6.0","orientation":"landscapeLeft"},"root":{"supportedInterfaceOrientations":"portrait","shouldAutorotate":true}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "iOS 5 presentation: the frontmost controller answers for itself (inferred)",
            #"{"device":{"systemVersion":"5.1","orientation":"landscapeLeft"},"root":{"presented":{"shouldAutorotateToInterfaceOrientation":"landscape"}}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented", certainty: "inferred")),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }

    @Test func legacyHasNoShouldAutorotate() throws {
        let resolution = try resolve(#"{"device":{"systemVersion":"4.3"},"root":{}}"#)
        #expect(resolution.shouldAutorotate == nil)
        #expect(resolution.controllerMask?.source == "legacy")
    }
}
