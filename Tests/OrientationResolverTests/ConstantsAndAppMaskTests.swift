import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md A (C01–C05) and B (C06–C11): device mapping, defaults, plist vs delegate, launch.
@Suite struct ConstantsAndAppMaskTests {
    static let cases: [Case] = [
        Case(
            "C01 device landscapeLeft is interface landscapeRight",
            #"{"device":{"systemVersion":"12.0","orientation":"landscapeLeft"},"root":{}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C02 iPad defaults include upside-down",
            #"{"device":{"idiom":"pad","systemVersion":"12","orientation":"portraitUpsideDown"},"app":{"infoPlist":{"UIRequiresFullScreen":true}},"root":{}}"#,
            .orientation("portraitUpsideDown", app: all, controller: all, effective: all)),
        Case(
            "C03 plist allows upside-down, VC default does not",
            #"{"device":{"systemVersion":"13.0","orientation":"portraitUpsideDown"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{}}"#,
            .orientation("portrait", app: all, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C04 Face-ID iPhone never shows upside-down",
            #"{"device":{"systemVersion":"15.0","orientation":"portraitUpsideDown","hasHomeButton":false},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAll)}},"root":{"supportedInterfaceOrientations":"all"}}"#,
            .orientation("portrait", app: all, controller: all, effective: all)),
        Case(
            "C05 faceUp is ignored",
            #"{"device":{"orientation":"faceUp"},"interfaceOrientation":"landscapeRight","root":{}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C05 faceDown is ignored",
            #"{"device":{"orientation":"UIDeviceOrientationFaceDown"},"root":{}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C05 unknown is ignored",
            #"{"device":{"orientation":0},"interfaceOrientation":"landscapeLeft","root":{}}"#,
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C06 delegate replaces the plist",
            #"{"device":{"systemVersion":"10.0","orientation":"landscapeRight"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]},"supportedInterfaceOrientationsForWindow":"allButUpsideDown"},"root":{"supportedInterfaceOrientations":"allButUpsideDown","shouldAutorotate":true}}"#,
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C07 delegate narrower than plist",
            #"{"device":{"systemVersion":"10.0","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)},"supportedInterfaceOrientationsForWindow":".portrait"},"root":{}}"#,
            .orientation("portrait", app: portrait, controller: allButUpsideDown, effective: portrait)),
        Case(
            "C08 ~ipad key wins on iPad; launch in its first entry",
            #"{"device":{"idiom":"pad","systemVersion":"12.0","orientation":"portrait"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"],"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],"UIRequiresFullScreen":true}},"root":{}}"#,
            .orientation("landscapeLeft", app: landscape, controller: all, effective: landscape)),
        Case(
            "C09 UIInterfaceOrientation key ignored when the list exists",
            #"{"device":{"systemVersion":"9.0","orientation":"portrait"},"event":"launch","app":{"infoPlist":{"UIInterfaceOrientation":"UIInterfaceOrientationLandscapeRight","UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C10 launch obeys the plist; shouldAutorotate NO keeps it",
            #"{"device":{"systemVersion":"8.0","orientation":"landscapeLeft"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("landscapeRight", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C10 a full-screen plain VC presented over it keeps landscape",
            #"{"device":{"systemVersion":"8.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"portrait","presented":{}}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown,
                deciding: "/root/presented")),
        Case(
            "C10 after the dismissal the root is shown in portrait",
            #"{"device":{"systemVersion":"8.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","event":"dismiss","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"shouldAutorotate":false,"supportedInterfaceOrientations":"portrait","presented":{}}}"#,
            .orientation(
                "portrait", app: allButUpsideDown, controller: portrait, effective: portrait, certainty: "inferred")),
        Case(
            "C11 no root view controller: the app mask alone",
            #"{"device":{"systemVersion":"7.0","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: nil, effective: allButUpsideDown, deciding: nil)),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }

    @Test func deviceToInterfaceMappingIsNumericIdentity() {
        #expect(
            UIDeviceOrientation.interfaceOrientation(UIDeviceOrientation.landscapeLeft)
                == UIInterfaceOrientation.landscapeRight)
        #expect(
            UIDeviceOrientation.interfaceOrientation(UIDeviceOrientation.landscapeRight)
                == UIInterfaceOrientation.landscapeLeft)
        #expect(UIDeviceOrientation.interfaceOrientation(UIDeviceOrientation.faceUp) == nil)
        #expect(UIDeviceOrientation.interfaceOrientation(UIDeviceOrientation.unknown) == nil)
    }

    @Test func appMaskSourcesAreReported() throws {
        let delegate = try resolve(#"{"app":{"supportedInterfaceOrientationsForWindow":0},"root":{}}"#)
        #expect(delegate.appMask == MaskReport(rawValue: all, source: "delegate"))
        let plist = try resolve(
            #"{"device":{"idiom":"pad"},"app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["portrait"]}},"root":{}}"#
        )
        #expect(
            plist.appMask
                == MaskReport(rawValue: portrait, source: "plist", key: "UISupportedInterfaceOrientations~ipad"))
        let empty = try resolve(#"{"app":{"infoPlist":{"UISupportedInterfaceOrientations":[]}},"root":{}}"#)
        #expect(empty.appMask.rawValue == allButUpsideDown)
        #expect(empty.inferredRules == ["empty-plist-list-is-absent"])
        let iphoneKey = try resolve(
            #"{"app":{"infoPlist":{"UISupportedInterfaceOrientations":["portrait"],"UISupportedInterfaceOrientations~iphone":["landscapeLeft"]}},"root":{}}"#
        )
        #expect(iphoneKey.appMask.key == "UISupportedInterfaceOrientations~iphone")
        #expect(iphoneKey.appMask.rawValue == landscapeLeft)
    }
}
