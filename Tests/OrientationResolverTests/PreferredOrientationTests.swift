import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md D (C25–C35): preferredInterfaceOrientationForPresentation and E2/E2′.
@Suite struct PreferredOrientationTests {
    static func presenting(
        _ version: String, plist: String = plistAllButUpsideDown, _ presented: String,
        idiom: String = "phone", extraPlist: String = ""
    ) -> String {
        #"{"device":{"idiom":"\#(idiom)","systemVersion":"\#(version)"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plist)\#(extraPlist)}},"root":{"presented":\#(presented)}}"#
    }

    static let cases: [Case] = [
        Case(
            "C25 preferred outside the mask, iOS 7: E2",
            presenting(
                "7.1",
                #"{"supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"portrait"}"#
            ),
            .exception(
                e2(), app: allButUpsideDown, controller: landscape, effective: landscape, deciding: "/root/presented")),
        Case(
            "C26 same on iOS 13: E2′ with the list",
            presenting(
                "13.0",
                #"{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"portrait"}"#
            ),
            .exception(
                e2Prime("portrait", "landscapeLeft, landscapeRight"), app: allButUpsideDown, controller: landscape,
                effective: landscape, deciding: "/root/presented")),
        Case(
            "C27 OR of three orientations prints (7)",
            presenting(
                "10.3",
                #"{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":["portrait","landscapeLeft","landscapeRight"]}"#
            ),
            .exception(
                e2Prime("(7)", "portrait, landscapeLeft, landscapeRight"), app: allButUpsideDown, controller: all,
                effective: allButUpsideDown, deciding: "/root/presented")),
        Case(
            "C28 LandscapeLeft | Portrait on iOS 8: E2 even with mask all",
            presenting(
                "8.0",
                #"{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationPortrait"]}"#
            ),
            .exception(
                e2(), app: allButUpsideDown, controller: all, effective: allButUpsideDown, deciding: "/root/presented")),
        Case(
            "C28 on iOS 12 prints (5)",
            presenting(
                "12.0",
                #"{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationPortrait"]}"#
            ),
            .exception(
                e2Prime("(5)", "portrait, landscapeLeft, landscapeRight"), app: allButUpsideDown, controller: all,
                effective: allButUpsideDown, deciding: "/root/presented")),
        Case(
            "C29 preferred unknown, presented from a pushed controller",
            #"{"device":{"systemVersion":"14.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"kind":"navigationController","children":[{"class":"ListViewController"},{"class":"DetailViewController","presented":{"presentationStyle":"fullScreen","class":"PhotoViewController","supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"UIInterfaceOrientationUnknown"}}]}}"#,
            .exception(
                e2Prime("unknown", "portrait"), app: portrait, controller: portrait, effective: portrait,
                deciding: "/root/children/1/presented")),
        Case(
            "C30 iPhone, iOS 8: a mask constant as preferred → E2",
            #"{"device":{"systemVersion":"8.0"},"root":{"presented":{"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"UIInterfaceOrientationMaskPortrait"}}}"#,
            .exception(
                e2(), app: allButUpsideDown, controller: portrait, effective: portrait, deciding: "/root/presented")),
        Case(
            "C30 iPhone, iOS 12: MaskPortrait is portraitUpsideDown as an orientation",
            #"{"device":{"systemVersion":"12.0"},"root":{"presented":{"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"UIInterfaceOrientationMaskPortrait"}}}"#,
            .exception(
                e2Prime("portraitUpsideDown", "portrait"), app: allButUpsideDown, controller: portrait,
                effective: portrait, deciding: "/root/presented", certainty: "inferred")),
        Case(
            "C30 iPad, iOS 12: MaskLandscapeLeft prints (16)",
            #"{"device":{"idiom":"pad","systemVersion":"12.0"},"app":{"infoPlist":{"UIRequiresFullScreen":true}},"root":{"presented":{"supportedInterfaceOrientations":["portrait","landscapeLeft","landscapeRight"],"preferredInterfaceOrientationForPresentation":"UIInterfaceOrientationMaskLandscapeLeft"}}}"#,
            .exception(
                e2Prime("(16)", "portrait, landscapeLeft, landscapeRight"), app: all, controller: allButUpsideDown,
                effective: allButUpsideDown, deciding: "/root/presented")),
        Case(
            "C30 iPad, iOS 8: E2",
            #"{"device":{"idiom":"pad","systemVersion":"8.0"},"root":{"presented":{"supportedInterfaceOrientations":["portrait","landscapeLeft","landscapeRight"],"preferredInterfaceOrientationForPresentation":16}}}"#,
            .exception(
                e2(), app: all, controller: allButUpsideDown, effective: allButUpsideDown, deciding: "/root/presented")),
        Case(
            "C31 preferred allowed by the VC but not by the app",
            presenting(
                "11.0", plist: #"["UIInterfaceOrientationPortrait"]"#,
                #"{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":".landscapeLeft"}"#
            ),
            .exception(
                e2Prime("landscapeLeft", "portrait"), app: portrait, controller: all, effective: portrait,
                deciding: "/root/presented")),
        Case(
            "C32 the list is the intersection with the host app",
            presenting(
                "12.0", plist: #"["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeRight"]"#,
                #"{"class":"ZCUIChatController","supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":"landscapeLeft"}"#
            ),
            .exception(
                e2Prime("landscapeLeft", "portrait, landscapeRight"), app: portrait | landscapeRight, controller: all,
                effective: portrait | landscapeRight, deciding: "/root/presented")),
        Case(
            "C33 crash on dismissal: the revealed controller is checked",
            #"{"device":{"systemVersion":"16.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","event":"dismiss","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"landscapeRight","presented":{"presentationStyle":"fullScreen","class":"NYTPhotosViewController","supportedInterfaceOrientations":"allButUpsideDown"}}}"#,
            .exception(
                e2Prime("landscapeRight", "portrait"), app: allButUpsideDown, controller: portrait, effective: portrait)
        ),
        Case(
            "C34 preferred not overridden: UIKit picks landscapeRight",
            presenting("12.0", #"{"supportedInterfaceOrientations":"landscape"}"#),
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented", certainty: "inferred")),
        Case(
            "C35 preferred overridden and valid",
            presenting(
                "12.0",
                #"{"supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}"#
            ),
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented")),
        Case(
            "C35 back to portrait on dismissal when the presenter lacks landscape",
            #"{"device":{"systemVersion":"12.0"},"interfaceOrientation":"landscapeLeft","event":"dismiss","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"supportedInterfaceOrientations":"portrait","presented":{"supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "preferred upside-down with a list holding it is inferred twice over",
            presenting(
                "12.0", plist: plistAll,
                #"{"supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"portraitUpsideDown"}"#
            ),
            .exception(
                e2Prime("portraitUpsideDown", "landscapeLeft, landscapeRight"), app: all, controller: landscape,
                effective: landscape, deciding: "/root/presented", certainty: "inferred")),
        Case(
            "E2′ lists portraitUpsideDown second (declaration order)",
            presenting(
                "12.0", plist: plistAll,
                #"{"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":9}"#,
                idiom: "pad", extraPlist: #","UIRequiresFullScreen":true"#),
            .exception(
                e2Prime("(9)", "portrait, portraitUpsideDown, landscapeLeft, landscapeRight"), app: all,
                controller: all, effective: all, deciding: "/root/presented", certainty: "inferred")),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }

    @Test func presentingKeepsTheCurrentOrientationWhenSupported() throws {
        let resolution = try resolve(
            #"{"interfaceOrientation":"landscapeLeft","device":{"orientation":"landscapeRight"},"root":{"presented":{}}}"#
        )
        #expect(resolution.orientation == UIInterfaceOrientation.landscapeLeft)
        #expect(resolution.rotated == false)
        #expect(resolution.certainty == "documented")
    }

    @Test func presentingFallsBackToTheDeviceOrientation() throws {
        let resolution = try resolve(
            #"{"device":{"orientation":"landscapeRight"},"root":{"presented":{"presentationStyle":"fullScreen","supportedInterfaceOrientations":"landscape"}}}"#
        )
        #expect(resolution.orientation == UIInterfaceOrientation.landscapeLeft)
        #expect(resolution.rotated)
        #expect(
            resolution.inferredRules == ["rotation-callbacks-legacy-methods"],
            "only the callbacks listed rest on an inferred rule")
    }
}
