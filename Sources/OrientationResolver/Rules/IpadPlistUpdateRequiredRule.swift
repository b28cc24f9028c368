/// `ipad-plist-update-required` (docs/rules.md#ipad-plist-update-required).
extension Rule {
    public static let ipadPlistUpdateRequired = Rule(
        id: "ipad-plist-update-required",
        level: .warning,
        title: "iPadOS 26 asks for an Info.plist update",
        severity: """
            warning.
            """,
        applies: """
            iPad, iPadOS ≥ 26.
            """,
        trigger: """
            the Info.plist has at least one of the runtime-issue conditions: `UIRequiresFullScreen` YES, an iPad \
            list without all four orientations (no list at all counts: UIKit's Info.plist parser keeps 0 for it, \
            and the issue reads that, not the default that stands in for rotation), or no launch screen.
            """,
        why: """
            at launch UIKit logs the runtime issue, assembled as described in [Errors and console \
            lines](#errors-and-console-lines). The message quotes the exact assembled text.
            """,
        fix: """
            support all four orientations on iPad, drop `UIRequiresFullScreen`, and add `UILaunchScreen` or \
            `UILaunchStoryboardName`, as the issue lists.
            """,
        evidence: """
            documented. Sources: an Xcode 26 field log with two issues, a single-issue log, and decompiled UIKit \
            (iPadOS 26.1) for the assembly.
            """,
        triggering: [
            .scenario(
                #"""
                { "device": { "idiom": "pad", "systemVersion": "26.0" }, "root": {} }
                """#, .warning),
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "26.0" },
                  "app": { "infoPlist": { "UILaunchScreen": {}, "UIRequiresFullScreen": true,
                                          "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait"] } },
                  "root": {}
                }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad", "systemVersion": "26.0" },
                  "app": { "infoPlist": { "UILaunchScreen": {},
                                          "UISupportedInterfaceOrientations~ipad": [
                                            "UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown",
                                            "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] } },
                  "root": {}
                }
                """#)
        ]
    )
}
