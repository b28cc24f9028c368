import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md C (C12–C24): the empty intersection and its exception E1/E1′.
@Suite struct NoCommonOrientationTests {
    static let landscapeOnly =
        #"{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}"#

    static let cases: [Case] = [
        Case(
            "C12 iOS 6 landscape-only app with portrait-only root: E1",
            #"{"device":{"systemVersion":"6.1"},"event":"launch","app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"MainViewController","supportedInterfaceOrientations":"portrait"}}"#,
            .exception(e1(), app: landscape, controller: portrait, effective: 0)),
        Case(
            "C13 same on iOS 9.3: the class appears",
            #"{"device":{"systemVersion":"9.3"},"event":"launch","app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"SDLLaunchScreenController","supportedInterfaceOrientations":"portrait"}}"#,
            .exception(e1Prime("SDLLaunchScreenController"), app: landscape, controller: portrait, effective: 0)),
        Case(
            "C14 shouldAutorotate NO suppresses it; launch orientation from the plist",
            #"{"device":{"systemVersion":"9.3"},"event":"launch","app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"SDLLaunchScreenController","supportedInterfaceOrientations":"portrait","shouldAutorotate":false}}"#,
            .orientation("landscapeLeft", app: landscape, controller: portrait, effective: 0)),
        Case(
            "C15 Swift classes are module-qualified",
            #"{"device":{"systemVersion":"11.0"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"class":"Demo.ViewController","supportedInterfaceOrientations":"landscape","shouldAutorotate":true}}"#,
            .exception(e1Prime("Demo.ViewController"), app: portrait, controller: landscape, effective: 0)),
        Case(
            "C16 portrait-only photo picker in a landscape-only iPad app",
            #"{"device":{"idiom":"pad","systemVersion":"9.3","orientation":"landscapeRight"},"interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],"UIRequiresFullScreen":true}},"root":{"presented":{"class":"PUUIAlbumListViewController","supportedInterfaceOrientations":"portrait"}}}"#,
            .exception(
                e1Prime("PUUIAlbumListViewController"), app: landscape, controller: portrait, effective: 0,
                deciding: "/root/presented")),
        Case(
            "C17 the fix: delegate returns all, the picker shows in portrait",
            #"{"device":{"idiom":"pad","systemVersion":"9.3","orientation":"landscapeRight"},"interfaceOrientation":"landscapeLeft","app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],"UIRequiresFullScreen":true},"supportedInterfaceOrientationsForWindow":"all"},"root":{"supportedInterfaceOrientations":"landscape","presented":{"class":"PUUIAlbumListViewController","supportedInterfaceOrientations":"portrait"}}}"#,
            .orientation(
                "portrait", app: all, controller: portrait, effective: portrait, deciding: "/root/presented",
                certainty: "inferred")),
        Case(
            "C17 and back to landscape after the dismissal",
            #"{"device":{"idiom":"pad","systemVersion":"9.3","orientation":"landscapeRight"},"interfaceOrientation":"portrait","event":"dismiss","app":{"infoPlist":{"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"],"UIRequiresFullScreen":true},"supportedInterfaceOrientationsForWindow":"all"},"root":{"supportedInterfaceOrientations":"landscape","presented":{"class":"PUUIAlbumListViewController","supportedInterfaceOrientations":"portrait"}}}"#,
            .orientation("landscapeLeft", app: all, controller: landscape, effective: landscape)),
        Case(
            "C18 iOS 18 still raises E1′ on presentation",
            #"{"device":{"systemVersion":"18.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","app":{"supportedInterfaceOrientationsForWindow":"landscape"},"root":{"presented":{"class":"RCTFabricModalHostViewController","presentationStyle":"fullScreen","supportedInterfaceOrientations":"portrait"}}}"#,
            .exception(
                e1Prime("RCTFabricModalHostViewController"), app: landscape, controller: portrait, effective: 0,
                deciding: "/root/presented")),
        Case(
            "C18 over full screen too",
            #"{"device":{"systemVersion":"18.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","app":{"supportedInterfaceOrientationsForWindow":"landscape"},"root":{"presented":{"class":"RCTFabricModalHostViewController","presentationStyle":"overFullScreen","supportedInterfaceOrientations":"portrait"}}}"#,
            .exception(
                e1Prime("RCTFabricModalHostViewController"), app: landscape, controller: portrait, effective: 0,
                deciding: "/root/presented")),
        Case(
            "C19 iOS 18: shouldAutorotate NO still suppresses E1′",
            #"{"device":{"systemVersion":"18.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","app":{"supportedInterfaceOrientationsForWindow":"landscape"},"root":{"presented":{"presentationStyle":"fullScreen","class":"RCTFabricModalHostViewController","supportedInterfaceOrientations":"portrait","shouldAutorotate":false}}}"#,
            .orientation(
                "landscapeRight", app: landscape, controller: portrait, effective: 0, deciding: "/root/presented")),
        Case(
            "C20 orientation constant used as a mask (1 has no valid bit)",
            #"{"device":{"systemVersion":"12.0"},"event":"launch","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"class":"CustomViewController","supportedInterfaceOrientations":"UIInterfaceOrientationPortrait","shouldAutorotate":true}}"#,
            .exception(e1Prime("CustomViewController"), app: allButUpsideDown, controller: 1, effective: 0)),
        Case(
            "C21 seed 000 as written: shouldAutorotate NO via forwarding, no exception",
            #"{"device":{"systemVersion":"12.0","orientation":"landscapeLeft"},"app":{"supportedInterfaceOrientationsForWindow":"portrait"},"root":{"class":"BaseTabBarController","kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"BaseNavigationController","kind":"navigationController","forwardsToChild":true,"children":[{"class":"CustomViewController","shouldAutorotate":false,"supportedInterfaceOrientations":"UIInterfaceOrientationPortrait","preferredInterfaceOrientationForPresentation":"portrait"}]}]}}"#,
            .orientation("portrait", app: portrait, controller: 1, effective: 0)),
        Case(
            "C21 after the button: shouldAutorotate YES, all, delegate all",
            #"{"device":{"systemVersion":"12.0","orientation":"landscapeLeft"},"app":{"supportedInterfaceOrientationsForWindow":"all"},"root":{"class":"BaseTabBarController","kind":"tabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"BaseNavigationController","kind":"navigationController","forwardsToChild":true,"children":[{"class":"CustomViewController","shouldAutorotate":true,"supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":"portrait"}]}]}}"#,
            .orientation("landscapeRight", app: all, controller: all, effective: all)),
        Case(
            "C22 MaskPortraitUpsideDown in a portrait app",
            #"{"device":{"systemVersion":"9.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"presented":{"class":"LTHPasscodeViewController","supportedInterfaceOrientations":"UIInterfaceOrientationMaskPortraitUpsideDown"}}}"#,
            .exception(
                e1Prime("LTHPasscodeViewController"), app: portrait, controller: upsideDown, effective: 0,
                deciding: "/root/presented")),
        Case(
            "C22 the earlier version worked by accident (orientation 2 = MaskPortrait)",
            #"{"device":{"systemVersion":"9.0"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"presented":{"class":"LTHPasscodeViewController","supportedInterfaceOrientations":"UIInterfaceOrientationPortraitUpsideDown"}}}"#,
            .orientation(
                "portrait", app: portrait, controller: portrait, effective: portrait, deciding: "/root/presented")),
        Case(
            "C23 a forwarding container prints its own class (kind inferred from the name)",
            #"{"device":{"systemVersion":"13.0","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"]}},"root":{"class":"FHNavigationController","forwardsToChild":true,"children":[{"class":"ListViewController"},{"class":"VideoViewController","supportedInterfaceOrientations":"landscape","shouldAutorotate":true}]}}"#,
            .exception(e1Prime("FHNavigationController"), app: portrait, controller: landscape, effective: 0)),
        Case(
            "C24 a VC mask of 0 does not raise",
            #"{"device":{"systemVersion":"14.0","orientation":"landscapeLeft"},"root":{"supportedInterfaceOrientations":[],"shouldAutorotate":true}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: 0, effective: 0)),
        Case(
            "E1 on rotation, not only at launch",
            #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"App.RootViewController","supportedInterfaceOrientations":"portrait"}}"#,
            .exception(e1Prime("App.RootViewController"), app: landscape, controller: portrait, effective: 0)),
        Case(
            "iOS 13+: the root does not raise at launch (inferred)",
            #"{"device":{"systemVersion":"13.0"},"event":"launch","app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"Root","supportedInterfaceOrientations":"portrait"}}"#,
            .orientation("landscapeLeft", app: landscape, controller: portrait, effective: 0, certainty: "inferred")),
        Case(
            "iOS 8.2 falls on the inferred E1/E1′ boundary",
            #"{"device":{"systemVersion":"8.2"},"event":"launch","app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"Root","supportedInterfaceOrientations":"portrait"}}"#,
            .exception(e1(), app: landscape, controller: portrait, effective: 0, certainty: "inferred")),
        Case(
            "iOS 8.3 prints the class",
            #"{"device":{"systemVersion":"8.3"},"event":"launch","app":{"infoPlist":\#(landscapeOnly)},"root":{"class":"Root","supportedInterfaceOrientations":"portrait"}}"#,
            .exception(e1Prime("Root"), app: landscape, controller: portrait, effective: 0)),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }

    @Test func orientationConstantUsedAsMaskIsRecorded() throws {
        let scenario = try Scenario.decode(
            bytes: Array(#"{"root":{"supportedInterfaceOrientations":"UIInterfaceOrientationPortrait"}}"#.utf8))
        #expect(
            scenario.wrongTypeConstants == [
                WrongTypeConstant(
                    location: Location(0, .supportedInterfaceOrientations),
                    mistake: .orientationUsedAsMask,
                    spelling: "UIInterfaceOrientationPortrait", value: 1)
            ])
    }
}
