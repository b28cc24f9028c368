/// `upside-down-unavailable` (docs/rules.md#upside-down-unavailable).
extension Rule {
    public static let upsideDownUnavailable = Rule(
        id: "upside-down-unavailable",
        level: .info,
        title: "portraitUpsideDown is not shown",
        severity: """
            info.
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            the device is turned upside down, the app supports `portraitUpsideDown`, and the interface does not \
            follow. Either the iPhone has no Home button, or G's mask leaves upside-down out. The iPhone default \
            `allButUpsideDown` does that too.
            """,
        why: """
            UIKit ignores upside-down on devices without a Home button, and a controller mask without it refuses it.
            """,
        fix: """
            nothing to fix on a Face ID iPhone. Otherwise return `.all` from the controller.
            """,
        evidence: """
            documented (Apple's Info.plist and `supportedInterfaceOrientations` pages).
            """,
        triggering: [
            .scenario(
                #"""
                { "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } }, "root": {} }
                """#, .info),
            .scenario(
                #"""
                {
                  "device": { "hasHomeButton": false },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": { "supportedInterfaceOrientations": "all" }
                }
                """#, .info),
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": { "supportedInterfaceOrientations": "all" }
                }
                """#)
        ]
    )
}
