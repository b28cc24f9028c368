/// `app-store-ipad-orientations` (docs/rules.md#app-store-ipad-orientations).
extension Rule {
    public static let appStoreIpadOrientations = Rule(
        id: "app-store-ipad-orientations",
        level: .error,
        situations: [.unsettled: .warning],
        title: "App Store Connect rejects the iPad orientations (ITMS-90474)",
        severity: """
            error; a warning where the Info.plist names no launch screen (`UILaunchStoryboardName` or \
            `UILaunchScreen`): iPad multitasking also needs a launch storyboard (reference §4.3), and whether App \
            Store Connect asks such an app for all four orientations is not settled (inferred).
            """,
        applies: """
            any build that ships to iPad, whatever version. When the app says what ships (`app.deviceFamilies`, from \
            `UIDeviceFamily` or `TARGETED_DEVICE_FAMILY`), that decides: it is checked when the families include 2 \
            (iPad), whatever `device.idiom` says, and not for an iPhone-only app. Otherwise it is checked when the \
            idiom is `pad` or the Info.plist has an `~ipad` list.
            """,
        trigger: """
            `UIRequiresFullScreen` is not YES and the iPad list (`~ipad`, else the base key) is present but lacks \
            any of the four orientations; an empty list lacks them all (the upload's check reads what the list \
            provides, whatever UIKit stands in for it at run time).
            """,
        why: """
            App Store Connect rejects the upload. The finding's `appStoreMessages` gives both wordings. `<found>` is \
            the list as written, comma-joined. `<bundle>` is `CFBundleIdentifier`, or literally \
            `<CFBundleIdentifier>` when the Info.plist has none.
            """,
        fix: """
            list all four orientations for iPad, or set `UIRequiresFullScreen` to true.
            """,
        evidence: """
            documented. Sources: App Store Connect's message ITMS-90474 as quoted in rejection reports from 2016 to \
            2026 (old and new wording).
            """,
        triggering: [
            .scenario(
                #"""
                { "app": { "infoPlist": { "UILaunchStoryboardName": "Launch",
                                          "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"] } }, "root": {} }
                """#, .error),
            .scenario(
                #"""
                { "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"] } }, "root": {} }
                """#, .warning),
            .scenario(
                #"""
                {
                  "app": { "deviceFamilies": [2],
                           "infoPlist": { "UILaunchScreen": {},
                                          "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"] } },
                  "root": {}
                }
                """#, .error),
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"],
                                          "UIRequiresFullScreen": true } },
                  "root": {}
                }
                """#),
            .scenario(
                #"""
                {
                  "app": { "deviceFamilies": [1],
                           "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"] } },
                  "root": {}
                }
                """#),
        ]
    )
}
