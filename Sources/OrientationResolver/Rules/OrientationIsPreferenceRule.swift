/// `orientation-is-preference` (docs/rules.md#orientation-is-preference).
extension Rule {
    public static let orientationIsPreference = Rule(
        id: "orientation-is-preference",
        level: .info,
        title: "In a resizable scene the orientation is a preference",
        severity: """
            info.
            """,
        applies: """
            iPad, iPadOS ≥ 26, `device.ipadWindowing` = `"windowed"`.
            """,
        trigger: """
            the scene is resizable (not in compatibility mode), and the iPad list does not already make it a classic \
            multitasking app. That case is `multitasking-ignores-masks`.
            """,
        why: """
            in Windowed Apps and Stage Manager, masks and orientation locks are only preferences. Nothing raises, \
            nothing is forced, and geometry requests get the windowing-mode error.
            """,
        fix: """
            lay out for every size and orientation. To ask for a lock, use `prefersInterfaceOrientationLocked`, \
            which the system may not honour.
            """,
        evidence: """
            documented. Sources: Apple's iPadOS 26 documentation (`UIRequiresFullScreen`, TN3192, the \
            orientation-lock APIs) and developer measurements on iPadOS 26.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "26.0", "ipadWindowing": "windowed" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"] } },
                  "root": {}
                }
                """#, .info)
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "26.0", "ipadWindowing": "windowed" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"],
                                          "UIRequiresFullScreen": true } },
                  "root": {}
                }
                """#),
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "26.0", "ipadWindowing": "fullScreen" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"] } },
                  "root": {}
                }
                """#),
        ]
    )
}
