import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md F (C46–C50): which presentations govern.
@Suite struct PresentationStyleTests {
    static func portraitRootPresenting(_ style: String, version: String = "13.0") -> String {
        #"{"device":{"systemVersion":"\#(version)"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"supportedInterfaceOrientations":"portrait","presented":{"presentationStyle":"\#(style)","supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#
    }

    static let cases: [Case] = [
        Case(
            "C46 iOS 13 automatic is a page sheet: no forced rotation",
            portraitRootPresenting("automatic"),
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C46 iOS 18 automatic is a form sheet",
            portraitRootPresenting("automatic", version: "18.0"),
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "automatic before iOS 13 is full screen",
            portraitRootPresenting("automatic", version: "12.0"),
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented")),
        Case(
            "automatic in an app linked against the iOS 12 SDK stays full screen on iOS 13",
            portraitRootPresenting("automatic").replacingOccurrences(
                of: #""app":{"#, with: #""app":{"sdkVersion":"12.1","#),
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented", certainty: "inferred")),
        Case(
            "automatic in an app linked against the iOS 17 SDK is a page sheet on iOS 18",
            portraitRootPresenting("automatic", version: "18.0").replacingOccurrences(
                of: #""app":{"#, with: #""app":{"sdkVersion":"17.0","#),
            .orientation(
                "portrait", app: allButUpsideDown, controller: portrait, effective: portrait, certainty: "inferred")),
        Case(
            "C47 the same with fullScreen rotates",
            portraitRootPresenting("fullScreen"),
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented")),
        Case(
            "C48 overFullScreen: the presented mask decides",
            #"{"device":{"systemVersion":"13.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"supportedInterfaceOrientations":"portrait","presented":{"presentationStyle":"overFullScreen","supportedInterfaceOrientations":"landscape"}}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented", certainty: "inferred")),
        Case(
            "C49 iPad form sheet: the presenter decides",
            #"{"device":{"idiom":"pad","systemVersion":"12.0","orientation":"landscapeRight"},"interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll),"UIRequiresFullScreen":true}},"root":{"supportedInterfaceOrientations":"landscape","presented":{"presentationStyle":"formSheet","supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"portrait"}}}"#,
            .orientation("landscapeLeft", app: all, controller: landscape, effective: landscape)),
        Case(
            "C50 a popover never governs",
            #"{"device":{"idiom":"pad","systemVersion":"12.0","orientation":"landscapeRight"},"interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UIRequiresFullScreen":true}},"root":{"supportedInterfaceOrientations":"all","presented":{"presentationStyle":"popover","supportedInterfaceOrientations":"portrait"}}}"#,
            .orientation("landscapeLeft", app: all, controller: all, effective: all)),
        Case(
            "C50 rotation with the popover shown follows the root",
            #"{"device":{"idiom":"pad","systemVersion":"12.0","orientation":"portrait"},"event":"rotate","interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UIRequiresFullScreen":true}},"root":{"supportedInterfaceOrientations":"all","presented":{"presentationStyle":"popover","supportedInterfaceOrientations":"portrait"}}}"#,
            .orientation("portrait", app: all, controller: all, effective: all)),
        Case(
            "an iPhone popover before iOS 13 adapts to full screen and decides (inferred)",
            portraitRootPresenting("popover", version: "12.0"),
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented", certainty: "inferred")),
        Case(
            "an iPhone popover from iOS 13 behaves as a form sheet: the presenter decides",
            portraitRootPresenting("popover"),
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "a sheet over a full-screen controller: the full-screen one decides rotation",
            #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"event":"rotate","root":{"supportedInterfaceOrientations":"portrait","presented":{"presentationStyle":"fullScreen","class":"Player","supportedInterfaceOrientations":"landscape","presented":{"presentationStyle":"pageSheet","supportedInterfaceOrientations":"portrait"}}}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented")),
        Case(
            "dismissing a sheet changes nothing",
            #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"event":"dismiss","root":{"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"landscapeLeft","presented":{"presentationStyle":"formSheet"}}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }
}
