import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// uikit-cases.md E (C36–C45): containers, forwarding, delegates and nil children.
@Suite struct ContainerTests {
    static func navigation(_ version: String, _ nav: String) -> String {
        #"{"device":{"systemVersion":"\#(version)","orientation":"landscapeLeft"},"app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":\#(nav)}"#
    }

    /// seed 000: a portrait login screen presents an Objective-C tab bar that forwards to selectedViewController.
    static func seedTabBar(_ version: String, _ tabExtras: String) -> String {
        #"{"device":{"systemVersion":"\#(version)"},"root":{"class":"LoginViewController","supportedInterfaceOrientations":"portrait","presented":{"class":"BaseTabBarController","forwardsToChild":true\#(tabExtras),"children":[{"class":"BaseNavigationController","forwardsToChild":true,"children":[{"class":"BaseViewController","shouldAutorotate":false,"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"portrait"}]}]}}}"#
    }

    static let cases: [Case] = [
        Case(
            "C36 plain UINavigationController ignores its children",
            navigation(
                "15.0",
                #"{"class":"UINavigationController","children":[{"supportedInterfaceOrientations":"portrait"}]}"#),
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C37 a forwarding subclass restores control",
            navigation(
                "15.0",
                #"{"class":"ForwardingNavigationController","forwardsToChild":true,"children":[{"supportedInterfaceOrientations":"portrait"}]}"#
            ),
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C38 navigation delegate, iOS 7",
            navigation(
                "7.0",
                #"{"kind":"navigationController","delegateSupportedInterfaceOrientations":"portrait","children":[{"supportedInterfaceOrientations":"all"}]}"#
            ),
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C38 the delegate method does not exist on iOS 6",
            navigation(
                "6.0",
                #"{"kind":"navigationController","delegateSupportedInterfaceOrientations":"portrait","children":[{"supportedInterfaceOrientations":"all"}]}"#
            ),
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C39 plain UITabBarController ignores its children",
            #"{"device":{"systemVersion":"17.0","orientation":"landscapeRight"},"root":{"class":"UITabBarController","selectedIndex":0,"children":[{"supportedInterfaceOrientations":"portrait"},{"supportedInterfaceOrientations":"landscape"}]}}"#,
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        Case(
            "C40 tab bar delegate wins, the child is pointless",
            #"{"device":{"systemVersion":"14.0","orientation":"landscapeLeft"},"root":{"kind":"tabBarController","delegateSupportedInterfaceOrientations":"portrait","selectedIndex":0,"children":[{"supportedInterfaceOrientations":"landscape"}]}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "C41 forwarding tab bar with no selection, iOS 9: E2",
            seedTabBar("9.0", ""),
            .exception(e2(), app: allButUpsideDown, controller: 0, effective: 0, deciding: "/root/presented")),
        Case(
            "C42 same on iOS 12: 'unknown' and an empty list",
            seedTabBar("12.0", ""),
            .exception(
                e2Prime("unknown", ""), app: allButUpsideDown, controller: 0, effective: 0, deciding: "/root/presented",
                certainty: "inferred")),
        Case(
            "C43 the seed's fix: selectedIndex 0",
            seedTabBar("9.0", #","selectedIndex":0"#),
            .orientation(
                "portrait", app: allButUpsideDown, controller: portrait, effective: portrait,
                deciding: "/root/presented")),
        Case(
            "C44 Swift forwarding with ?? defaults avoids the crash",
            seedTabBar(
                "9.0",
                #","supportedInterfaceOrientations":"all","preferredInterfaceOrientationForPresentation":"portrait","shouldAutorotate":true"#
            ),
            .orientation(
                "portrait", app: allButUpsideDown, controller: all, effective: allButUpsideDown,
                deciding: "/root/presented")),
        Case(
            "C45 seed 000 architecture, Rotate NO: no rotation",
            #"{"device":{"systemVersion":"12.0","orientation":"landscapeLeft"},"app":{"supportedInterfaceOrientationsForWindow":"portrait"},"root":{"class":"BaseTabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"BaseNavigationController","forwardsToChild":true,"children":[{"class":"BaseViewController","shouldAutorotate":false,"supportedInterfaceOrientations":"portrait"}]}]}}"#,
            .orientation("portrait", app: portrait, controller: portrait, effective: portrait)),
        Case(
            "C45 Rotate YES, the player is presented in landscapeRight",
            #"{"device":{"systemVersion":"12.0","orientation":"landscapeLeft"},"app":{"supportedInterfaceOrientationsForWindow":"all"},"root":{"class":"BaseTabBarController","forwardsToChild":true,"selectedIndex":0,"children":[{"class":"BaseNavigationController","forwardsToChild":true,"children":[{"class":"BaseViewController","shouldAutorotate":false,"supportedInterfaceOrientations":"portrait","presented":{"class":"PlayerViewController","shouldAutorotate":true,"supportedInterfaceOrientations":"allButUpsideDown","preferredInterfaceOrientationForPresentation":"landscapeRight"}}]}]}}"#,
            .orientation(
                "landscapeRight", app: all, controller: allButUpsideDown, effective: allButUpsideDown,
                deciding: "/root/children/0/children/0/presented")),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws { try verify(testCase) }

    @Test func forwardingNamesTheAnsweringController() throws {
        let (resolution, scenario) = try resolveWithScenario(
            Self.navigation(
                "15.0",
                #"{"class":"ForwardingNavigationController","forwardsToChild":true,"children":[{"class":"A"},{"class":"B","supportedInterfaceOrientations":"portrait"}]}"#
            ))
        let deciding = try #require(resolution.decidingController)
        let answering = try #require(resolution.answeringController)
        #expect(scenario.className(of: deciding) == "ForwardingNavigationController")
        #expect(scenario.path(of: deciding) == "/root")
        #expect(scenario.className(of: answering) == "B")
        #expect(scenario.path(of: answering) == "/root/children/1")
        #expect(resolution.controllerMask?.source == "forwarded")
    }

    @Test func nilChildAnswersNoForShouldAutorotate() throws {
        let resolution = try resolve(Self.seedTabBar("12.0", ""))
        #expect(resolution.shouldAutorotate == false)
        #expect(resolution.controllerMask?.source == "nilChild")
    }
}
