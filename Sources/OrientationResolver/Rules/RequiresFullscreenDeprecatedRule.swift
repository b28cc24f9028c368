/// `requires-fullscreen-deprecated` (docs/rules.md#requires-fullscreen-deprecated).
extension Rule {
    public static let requiresFullscreenDeprecated = Rule(
        id: "requires-fullscreen-deprecated",
        level: .info,
        title: "UIRequiresFullScreen is deprecated",
        severity: """
            info.
            """,
        applies: """
            iPad, iPadOS ≥ 26.
            """,
        trigger: """
            `UIRequiresFullScreen` is YES.
            """,
        why: """
            the key is deprecated and will be ignored in a future release. Apps linked against SDK 27 already lose \
            it on iOS 27. Resizable scenes treat masks as preferences.
            """,
        fix: """
            plan for resizable scenes. Support all orientations, or ask for a lock with \
            `prefersInterfaceOrientationLocked` (Apple TN3192).
            """,
        evidence: """
            documented (Apple's `UIRequiresFullScreen` page and TN3192).
            """,
        triggering: [
            .scenario(
                #"""
                { "device": { "idiom": "pad", "systemVersion": "26.0" }, "app": { "infoPlist": { "UIRequiresFullScreen": true } }, "root": {} }
                """#, .info)
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "device": { "idiom": "pad", "systemVersion": "26.0" }, "app": { "infoPlist": { "UIRequiresFullScreen": false } }, "root": {} }
                """#),
            .scenario(
                #"""
                { "device": { "idiom": "pad", "systemVersion": "18.0" }, "app": { "infoPlist": { "UIRequiresFullScreen": true } }, "root": {} }
                """#),
        ]
    )
}
