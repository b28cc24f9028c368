import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md I, J, K, L (C57–C67): iPad multitasking, iOS 16+, iPadOS 26, the environment.
/// C59 (App Store validation) is a /validate finding, and C60–C62 (UIDevice setter, requestGeometryUpdate,
/// setNeedsUpdateOfSupportedInterfaceOrientations) are API calls, not events of the wire contract.
@Suite struct ModernEraTests {
    static let padAllFour = #""UISupportedInterfaceOrientations~ipad":\#(plistAll)"#

    static let cases: [Case] = [
        Case(
            "C57 multitasking ignores controller restrictions",
            #"{"device":{"idiom":"pad","systemVersion":"10.0","orientation":"landscapeLeft"},"app":{"infoPlist":{\#(padAllFour)}},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("landscapeRight", app: all, controller: portrait, effective: all)),
        Case(
            "C57 no exception even with a landscape VC and a portrait delegate",
            #"{"device":{"idiom":"pad","systemVersion":"10.0","orientation":"landscapeLeft"},"app":{"infoPlist":{\#(padAllFour)},"supportedInterfaceOrientationsForWindow":"portrait"},"root":{"supportedInterfaceOrientations":"landscape"}}"#,
            .orientation("landscapeRight", app: portrait, controller: landscape, effective: all)),
        Case(
            "C58 UIRequiresFullScreen restores control",
            #"{"device":{"idiom":"pad","systemVersion":"10.0","orientation":"landscapeLeft"},"app":{"infoPlist":{\#(padAllFour),"UIRequiresFullScreen":true}},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("portrait", app: all, controller: portrait, effective: portrait)),
        Case(
            "multitasking does not exist before iOS 9",
            #"{"device":{"idiom":"pad","systemVersion":"8.4","orientation":"landscapeLeft"},"app":{"infoPlist":{\#(padAllFour)}},"root":{"supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("portrait", app: all, controller: portrait, effective: portrait)),
        Case(
            "C63 iOS 16: shouldAutorotate no longer locks rotation",
            #"{"device":{"systemVersion":"16.0","orientation":"landscapeLeft"},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"allButUpsideDown"}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C63 nor on iOS 26",
            #"{"device":{"systemVersion":"26.0","orientation":"landscapeLeft"},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"allButUpsideDown"}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C63 on iOS 15 it still does",
            #"{"device":{"systemVersion":"15.0","orientation":"landscapeLeft"},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"allButUpsideDown"}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C64 iPadOS 26 compatibility mode keeps landscape",
            #"{"device":{"idiom":"pad","systemVersion":"26.0","orientation":"portrait"},"interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UIRequiresFullScreen":true,"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},"root":{}}"#,
            .orientation("landscapeLeft", app: landscape, controller: all, effective: landscape)),
        Case(
            "C65 resizable iPadOS 26 app follows the device",
            #"{"device":{"idiom":"pad","systemVersion":"26.0","orientation":"landscapeLeft"},"app":{"infoPlist":{\#(padAllFour)}},"root":{"supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("landscapeRight", app: all, controller: portrait, effective: all)),
        Case(
            "UIRequiresFullScreenIgnoredStartingWithVersion switches UIRequiresFullScreen off",
            #"{"device":{"idiom":"pad","systemVersion":"26.2","orientation":"landscapeLeft"},"app":{"infoPlist":{\#(padAllFour),"UIRequiresFullScreen":true,"UIRequiresFullScreenIgnoredStartingWithVersion":"26.2"}},"root":{"supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("landscapeRight", app: all, controller: portrait, effective: all)),
        // C66: the iOS 27 scene-delegate mask has the delegate's precedence; the client passes it as the window mask.
        Case(
            "C66 iOS 27 per-scene mask replaces the plist",
            #"{"device":{"systemVersion":"27.0","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)},"supportedInterfaceOrientationsForWindow":"portrait"},"root":{}}"#,
            .orientation("portrait", app: portrait, controller: allButUpsideDown, effective: portrait)),
        // C67: with the orientation lock on, the device reports no rotation.
        Case(
            "C67 orientation lock: the device stays portrait, so nothing rotates",
            #"{"device":{"systemVersion":"14.0","orientation":"portrait"},"root":{"supportedInterfaceOrientations":"allButUpsideDown"}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C67 a full-screen presentation still forces its preferred orientation",
            #"{"device":{"systemVersion":"14.0","orientation":"portrait"},"root":{"supportedInterfaceOrientations":"allButUpsideDown","presented":{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeRight"}}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented")),
        Case(
            "multitasking: a presentation forces nothing",
            #"{"device":{"idiom":"pad","systemVersion":"17.0"},"app":{"infoPlist":{\#(padAllFour)}},"root":{"presented":{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#,
            .orientation("portrait", app: all, controller: landscape, effective: all, deciding: "/root/presented")),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }

    @Test func multitaskingReportsTheControllerMaskAsIgnored() throws {
        let (resolution, scenario) = try resolveWithScenario(
            #"{"device":{"idiom":"pad"},"app":{"infoPlist":{\#(Self.padAllFour)}},"root":{"supportedInterfaceOrientations":"portrait"}}"#
        )
        #expect(resolution.controllerMask?.source == "ignored")
        #expect(resolution.traceSentences(in: scenario).contains { $0.contains("multitasking") })
    }
}
