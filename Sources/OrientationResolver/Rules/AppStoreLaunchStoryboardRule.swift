/// `app-store-launch-storyboard` (docs/rules.md#app-store-launch-storyboard).
extension Rule {
    public static let appStoreLaunchStoryboard = Rule(
        id: "app-store-launch-storyboard",
        level: .error,
        situations: [.unsettled: .warning],
        title: "App Store Connect rejects an iPad app that multitasks without a launch storyboard (ITMS-90475)",
        severity: """
            error; a warning where the Info.plist names a launch storyboard that the project's target does not \
            build (its Resources build phase holds no storyboard or xib of that name): a build script could still \
            copy one into the bundle. A name written with its extension stays an error: App Store Connect's \
            rejection quotes such a name (lockwise-ios #855).
            """,
        applies: """
            any build that ships to iPad, whatever version, as for `app-store-ipad-orientations`: the iPad cells \
            when the app says what ships (`app.deviceFamilies`), otherwise an iPad or an Info.plist with an `~ipad` \
            list.
            """,
        trigger: """
            the app supports iPad multitasking (the iPad list, `~ipad` else the base key, is present and holds all \
            four orientations, and `UIRequiresFullScreen` is not YES) and its Info.plist names no launch screen: \
            neither `UILaunchStoryboardName` nor `UILaunchScreen` (with `~ipad`/`~iphone` forms, and \
            `INFOPLIST_KEY_UILaunchScreen_Generation` or `INFOPLIST_KEY_UILaunchStoryboardName` in a generated \
            Info.plist). With `--project`, the launch storyboard an iPad reads (`UILaunchStoryboardName~ipad`, else \
            `UILaunchStoryboardName`) names none where it is written with its file's extension \
            (`LaunchScreen.storyboard`: the bundle holds the compiled storyboard), or where the target builds no \
            storyboard or xib of that name (none in its Resources build phase, variant groups included; not judged \
            where the target has synchronized folders or no Resources phase, or the name is made of build settings).
            """,
        why: """
            App Store Connect rejects the upload: an app that multitasks on iPad must bring a launch storyboard. The \
            finding's `appStoreMessages` gives the message, `<bundle>` as for `app-store-ipad-orientations`. An app \
            whose iPad list lacks an orientation is `app-store-ipad-orientations` instead (it does not multitask, so \
            the rejection names the orientations).
            """,
        fix: """
            add a launch storyboard (`UILaunchStoryboardName`), or `UILaunchScreen` where the deployment target is \
            iOS 14 or later; or opt out of multitasking with `UIRequiresFullScreen`.
            """,
        evidence: """
            documented. Sources: App Store Connect's message ITMS-90475 as quoted in rejection reports from 2016 \
            (reference §2.3), and the multitasking conditions of reference §4.3.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "app": { "deviceFamilies": [1, 2],
                           "infoPlist": { "CFBundleIdentifier": "com.example.app",
                                          "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait",
                                            "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft",
                                            "UIInterfaceOrientationLandscapeRight"] } },
                  "root": {}
                }
                """#, .error)
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "app": { "deviceFamilies": [1, 2],
                           "infoPlist": { "UILaunchStoryboardName": "LaunchScreen",
                                          "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait",
                                            "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft",
                                            "UIInterfaceOrientationLandscapeRight"] } },
                  "root": {}
                }
                """#),
            .scenario(
                #"""
                {
                  "app": { "deviceFamilies": [1, 2],
                           "infoPlist": { "UIRequiresFullScreen": true,
                                          "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait",
                                            "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft",
                                            "UIInterfaceOrientationLandscapeRight"] } },
                  "root": {}
                }
                """#),
            .scenario(
                #"""
                {
                  "app": { "deviceFamilies": [1],
                           "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait",
                                            "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft",
                                            "UIInterfaceOrientationLandscapeRight"] } },
                  "root": {}
                }
                """#),
        ]
    )
}
