import OrientationResolver
import OrientationWire
import Testing
@testable import TestSupport

/// semantics.md §9 (iPadOS 26 windowing, iOS 27 scenes), §8.1 (rotation callbacks) and the §5 amendments.
@Suite struct SceneTests {
    static let landscapePad =
        #""UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]"#

    static func pad(
        _ version: String, windowing: String, sdk: String? = nil, fullScreen: Bool = true, extra: String = ""
    ) -> String {
        let sdkMember = sdk.map { #","sdkVersion":"\#($0)""# } ?? ""
        return
            #"{"device":{"idiom":"pad","systemVersion":"\#(version)","ipadWindowing":"\#(windowing)","orientation":"portrait"},"interfaceOrientation":"landscapeLeft","event":"rotate","app":{"infoPlist":{\#(landscapePad),"UIRequiresFullScreen":\#(fullScreen)\#(extra)}\#(sdkMember)},"root":{"supportedInterfaceOrientations":"landscape"}}"#
    }

    static let cases: [Case] = [
        Case(
            "C64 iPadOS 26 windowed with UIRequiresFullScreen: compatibility mode consults the masks",
            pad("26.0", windowing: "windowed"),
            .orientation("landscapeLeft", app: landscape, controller: landscape, effective: landscape)),
        Case(
            "the same linked against SDK 27 on iPadOS 27: resizable, the scene follows the device",
            pad("27.0", windowing: "windowed", sdk: "27.0", extra: #","UIApplicationSceneManifest":{}"#),
            .orientation("portrait", app: landscape, controller: landscape, effective: all)),
        Case(
            "SDK 26 on iPadOS 27: still compatibility mode",
            pad("27.0", windowing: "windowed", sdk: "26.4"),
            .orientation("landscapeLeft", app: landscape, controller: landscape, effective: landscape)),
        Case(
            "UIRequiresFullScreenIgnoredStartingWithVersion 26.2 on 26.2: resizable",
            pad("26.2", windowing: "windowed", extra: #","UIRequiresFullScreenIgnoredStartingWithVersion":"26.2""#),
            .orientation("portrait", app: landscape, controller: landscape, effective: all)),
        Case(
            "iPadOS 26 full screen: the §4/§5 model",
            pad("26.0", windowing: "fullScreen", fullScreen: false),
            .orientation("landscapeLeft", app: landscape, controller: landscape, effective: landscape)),
        Case(
            "iPadOS 26 windowed without UIRequiresFullScreen: masks are preferences",
            pad("26.0", windowing: "windowed", fullScreen: false),
            .orientation("portrait", app: landscape, controller: landscape, effective: all)),
        Case(
            "iPadOS 18: ipadWindowing changes nothing before 26",
            pad("18.0", windowing: "windowed", fullScreen: false),
            .orientation("landscapeLeft", app: landscape, controller: landscape, effective: landscape)),
        Case(
            "C66 iOS 27: the scene delegate's mask replaces the plist",
            #"{"device":{"systemVersion":"27.0","orientation":"landscapeLeft"},"app":{"sceneDelegateSupportedInterfaceOrientations":"portrait","infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown),"UIApplicationSceneManifest":{}}},"root":{}}"#,
            .orientation("portrait", app: portrait, controller: allButUpsideDown, effective: portrait)),
        Case(
            "iOS 27: with the deprecated app delegate method too, the app delegate's still wins",
            #"{"device":{"systemVersion":"27.0","orientation":"landscapeLeft"},"app":{"sceneDelegateSupportedInterfaceOrientations":"portrait","supportedInterfaceOrientationsForWindow":"all","infoPlist":{"UIApplicationSceneManifest":{}}},"root":{}}"#,
            .orientation(
                "landscapeRight", app: all, controller: allButUpsideDown, effective: allButUpsideDown,
                certainty: "inferred")),
        Case(
            "iOS 26: the scene delegate method is not asked",
            #"{"device":{"systemVersion":"26.0","orientation":"landscapeLeft"},"app":{"sceneDelegateSupportedInterfaceOrientations":"portrait"},"root":{}}"#,
            .orientation(
                "landscapeRight", app: allButUpsideDown, controller: allButUpsideDown, effective: allButUpsideDown)),
        // §5 amendments.
        Case(
            "no presentationStyle on iOS 17: UIKit's default is a page sheet, which forces nothing",
            #"{"device":{"systemVersion":"17.0"},"root":{"supportedInterfaceOrientations":"portrait","presented":{"supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#,
            .orientation("portrait", app: allButUpsideDown, controller: portrait, effective: portrait)),
        Case(
            "no presentationStyle on iOS 12: full screen, so it is forced",
            #"{"device":{"systemVersion":"12.0"},"root":{"supportedInterfaceOrientations":"portrait","presented":{"supportedInterfaceOrientations":"landscape","preferredInterfaceOrientationForPresentation":"landscapeLeft"}}}"#,
            .orientation(
                "landscapeLeft", app: allButUpsideDown, controller: landscape, effective: landscape,
                deciding: "/root/presented")),
        Case(
            "HHTransition: dismissing a custom presentation checks the revealed controller",
            #"{"device":{"systemVersion":"14.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","event":"dismiss","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"kind":"navigationController","delegatePreferredInterfaceOrientationForPresentation":0,"children":[{}],"presented":{"presentationStyle":"custom"}}}"#,
            .exception(
                e2Prime("unknown", "portrait, landscapeLeft, landscapeRight"), app: allButUpsideDown,
                controller: allButUpsideDown, effective: allButUpsideDown, certainty: "inferred")),
        Case(
            "Bytedance #105: dismissing a sheet checks nothing",
            #"{"device":{"systemVersion":"13.0","orientation":"landscapeLeft"},"interfaceOrientation":"landscapeRight","event":"dismiss","app":{"infoPlist":{"UISupportedInterfaceOrientations":\#(plistAllButUpsideDown)}},"root":{"supportedInterfaceOrientations":"portrait","preferredInterfaceOrientationForPresentation":"landscapeLeft","presented":{}}}"#,
            .orientation("landscapeRight", app: allButUpsideDown, controller: portrait, effective: portrait)),
    ]

    @Test(arguments: cases) func scenario(_ testCase: Case) throws {
        try verify(testCase)
    }

    @Test func defaultPresentationStyleIsSaidInTheTrace() throws {
        let (resolution, scenario) = try resolveWithScenario(
            #"{"device":{"systemVersion":"17.0"},"root":{"presented":{"class":"Player"}}}"#)
        #expect(
            resolution.traceSentences(in: scenario).contains(
                "Player has no presentationStyle: UIKit's default automatic, a page sheet on iOS 17.0."))
    }

    @Test func compatibilityModeSaysItDoesNotVisuallyRotate() throws {
        let (resolution, scenario) = try resolveWithScenario(Self.pad("26.0", windowing: "windowed"))
        #expect(resolution.traceSentences(in: scenario).contains { $0.contains("does not visually rotate") })
        #expect(resolution.sceneMode == .compatibility)
    }

    /// multitasking-ignores-masks names why multitasking applies: UIRequiresFullScreen absent (not YES), or YES and no
    /// longer honoured (SDK 27 on iPadOS 27); its trace sentence says the same.
    @Test(arguments: [(true, "is YES but not honoured on iPadOS 27.0"), (false, "UIRequiresFullScreen is not YES")])
    func multitaskingSaysWhyFullScreenDoesNotApply(_ requiresFullScreen: Bool, _ phrase: String) throws {
        let body =
            #"{"device":{"idiom":"pad","systemVersion":"27.0","ipadWindowing":"fullScreen","orientation":"portrait"},"event":"rotate","app":{"sdkVersion":"27.0","infoPlist":{"UIApplicationSceneManifest":{},"UIRequiresFullScreen":\#(requiresFullScreen),"UISupportedInterfaceOrientations~ipad":\#(plistAll)}},"root":{"supportedInterfaceOrientations":"landscape"}}"#
        let validation = try ValidatorTests.validate(body)
        let findings = validation.findings.filter { $0.rule == "multitasking-ignores-masks" }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.message.contains(phrase) })
        #expect(findings.allSatisfy { $0.fix.contains("Set UIRequiresFullScreen to true") != requiresFullScreen })
        let (resolution, scenario) = try resolveWithScenario(body)
        let sentence = resolution.traceSentences(in: scenario).first { $0.hasPrefix("iPad multitasking applies") }
        #expect(
            sentence?.contains(
                requiresFullScreen ? "UIRequiresFullScreen is YES but not honoured" : "UIRequiresFullScreen is not YES")
                == true)
    }

    // MARK: The iPadOS 26 runtime issue and the scene life cycle (console lines)

    static func launch(_ device: String, plist: String, sdk: String? = nil) -> String {
        let sdkMember = sdk.map { #","sdkVersion":"\#($0)""# } ?? ""
        return #"{"device":{\#(device)},"event":"launch","app":{"infoPlist":{\#(plist)}\#(sdkMember)},"root":{}}"#
    }

    @Test(arguments: [
        (
            launch(
                #""idiom":"pad","systemVersion":"26.0""#,
                plist:
                    #""UIRequiresFullScreen":true,"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"]"#
            ),
            [
                "Update the Info.plist: 1) `UIRequiresFullScreen` will soon be ignored. 2) Support for all orientations will soon be required. 3) Launch screens will soon be required."
            ]
        ),
        (
            launch(
                #""idiom":"pad","systemVersion":"26.1""#,
                plist:
                    #""UIRequiresFullScreen":true,"UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"],"UILaunchScreen":{}"#
            ),
            [
                "Update the Info.plist: 1) `UIRequiresFullScreen` will soon be ignored. 2) Support for all orientations will soon be required."
            ]
        ),
        (
            launch(
                #""idiom":"pad","systemVersion":"26.0""#,
                plist:
                    #""UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait"],"UILaunchStoryboardName":"Launch""#
            ),
            ["Update the Info.plist: Support for all orientations will soon be required."]
        ),
        // No list at all (PassCulture): UIKit's Info.plist parser keeps 0, which lacks all four; the default that
        // stands in for rotation is not what the issue reads.
        (
            launch(
                #""idiom":"pad","systemVersion":"26.0""#,
                plist: #""UIRequiresFullScreen":true,"UILaunchStoryboardName":"Launch""#),
            [
                "Update the Info.plist: 1) `UIRequiresFullScreen` will soon be ignored. 2) Support for all orientations will soon be required."
            ]
        ),
        (
            launch(
                #""idiom":"pad","systemVersion":"26.0""#,
                plist: #""UISupportedInterfaceOrientations~ipad":\#(plistAll),"UILaunchStoryboardName":"Launch""#), []
        ),
        (launch(#""idiom":"pad","systemVersion":"18.0""#, plist: #""UIRequiresFullScreen":true"#), []),
        (launch(#""idiom":"phone","systemVersion":"26.0""#, plist: #""UIRequiresFullScreen":true"#), []),
        (
            launch(#""systemVersion":"27.0""#, plist: ""),
            ["Application failed to launch: UIScene life cycle is required for apps built with this SDK"]
        ),
        (
            launch(
                #""systemVersion":"27.0""#,
                plist: #""UIApplicationSceneManifest":{"UIApplicationSupportsMultipleScenes":false}"#), []
        ),
        (launch(#""systemVersion":"27.0""#, plist: "", sdk: "26.0"), []),
        (launch(#""systemVersion":"26.0""#, plist: "", sdk: "27.0"), []),
    ])
    func launchConsole(_ body: String, _ console: [String]) throws {
        let resolution = try resolve(body)
        #expect(resolution.console == console)
    }

    // MARK: §8.1 rotation callbacks

    func callbacks(_ body: String) throws -> (resolution: Resolution, list: [String]) {
        let (resolution, scenario) = try resolveWithScenario(body)
        return (
            resolution,
            resolution.callbacks.map {
                "\($0.method.rawValue) \(scenario.path(of: $0.controller)) \(UIInterfaceOrientation.printedName($0.orientation))"
            }
        )
    }

    @Test func iOS7SendsTheThreeMethodsThroughContainersAndTransformsTheRootView() throws {
        let (resolution, list) = try callbacks(
            #"{"device":{"systemVersion":"7.1","orientation":"landscapeLeft"},"root":{"kind":"navigationController","children":[{},{"class":"Top"}]}}"#
        )
        #expect(
            list == [
                "willRotateToInterfaceOrientation:duration: /root landscapeRight",
                "willRotateToInterfaceOrientation:duration: /root/children/1 landscapeRight",
                "willAnimateRotationToInterfaceOrientation:duration: /root landscapeRight",
                "willAnimateRotationToInterfaceOrientation:duration: /root/children/1 landscapeRight",
                "didRotateFromInterfaceOrientation: /root portrait",
                "didRotateFromInterfaceOrientation: /root/children/1 portrait",
            ])
        #expect(resolution.rootViewTransform == [0, 1, -1, 0, 0, 0])
        #expect(resolution.inferredRules.isEmpty)
    }

    @Test(arguments: [
        (UIInterfaceOrientation.portrait, [1, 0, 0, 1, 0, 0]),
        (UIInterfaceOrientation.landscapeLeft, [0, -1, 1, 0, 0, 0]),
        (UIInterfaceOrientation.landscapeRight, [0, 1, -1, 0, 0, 0]),
        (UIInterfaceOrientation.portraitUpsideDown, [-1, 0, 0, -1, 0, 0]),
    ])
    func rootViewTransforms(_ orientation: Int, _ transform: [Int]) {
        #expect(RotationCallback.rootViewTransform(orientation) == transform)
    }

    @Test func iOS8SendsTheSizeTransitionToEveryControllerOnScreen() throws {
        let (resolution, list) = try callbacks(
            #"{"device":{"systemVersion":"8.0","orientation":"landscapeLeft"},"event":"rotate","root":{"kind":"tabBarController","selectedIndex":0,"children":[{"class":"Tab"}],"presented":{"presentationStyle":"fullScreen","class":"Player","overridesViewWillTransitionToSize":true}}}"#
        )
        #expect(
            list == [
                "viewWillTransitionToSize:withTransitionCoordinator: /root landscapeRight",
                "viewWillTransitionToSize:withTransitionCoordinator: /root/children/0 landscapeRight",
                "viewWillTransitionToSize:withTransitionCoordinator: /root/presented landscapeRight",
                "willRotateToInterfaceOrientation:duration: /root landscapeRight",
                "willRotateToInterfaceOrientation:duration: /root/children/0 landscapeRight",
                "willAnimateRotationToInterfaceOrientation:duration: /root landscapeRight",
                "willAnimateRotationToInterfaceOrientation:duration: /root/children/0 landscapeRight",
                "didRotateFromInterfaceOrientation: /root portrait",
                "didRotateFromInterfaceOrientation: /root/children/0 portrait",
            ])
        #expect(resolution.rootViewTransform == nil)
        #expect(resolution.inferredRules == ["rotation-callbacks-legacy-methods"])
    }

    @Test func noRotationNoCallbacks() throws {
        let (resolution, list) = try callbacks(
            #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"root":{"supportedInterfaceOrientations":"portrait"}}"#
        )
        #expect(list.isEmpty)
        #expect(resolution.rootViewTransform == nil)
        #expect(
            !resolution.json(
                in: try Scenario.decode(
                    bytes: Array(
                        #"{"device":{"systemVersion":"17.0","orientation":"landscapeLeft"},"root":{"supportedInterfaceOrientations":"portrait"}}"#
                            .utf8))
            ).contains("callbacks"))
    }

    @Test func callbacksAreInTheAnswer() throws {
        let body = #"{"device":{"systemVersion":"6.0","orientation":"landscapeLeft"},"root":{"class":"Root"}}"#
        let (resolution, scenario) = try resolveWithScenario(body)
        let json = resolution.json(in: scenario)
        #expect(
            json.contains(
                #""callbacks":[{"method":"willRotateToInterfaceOrientation:duration:","class":"Root","path":"/root","toInterfaceOrientation":"landscapeRight"},"#
            ))
        #expect(
            json.contains(
                #"{"method":"didRotateFromInterfaceOrientation:","class":"Root","path":"/root","fromInterfaceOrientation":"portrait"}]"#
            ))
        #expect(json.contains(#""rootViewTransform":[0,1,-1,0,0,0]"#))
    }
}
