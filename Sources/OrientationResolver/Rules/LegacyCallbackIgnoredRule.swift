/// `legacy-callback-ignored` (docs/rules.md#legacy-callback-ignored).
extension Rule {
    public static let legacyCallbackIgnored = Rule(
        id: "legacy-callback-ignored",
        level: .warning,
        title: "shouldAutorotateToInterfaceOrientation: is never called",
        severity: """
            warning; from code, a note for a class nothing the reader sees shows (checked as presented full \
            screen, which it may never be: pushed into a stack that does not ask it, the callback decides nothing).
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            a controller implements `shouldAutorotateToInterfaceOrientation:`, and the orientations it answers YES \
            for, within the app's mask, differ from the mask UIKit uses (the controller's \
            `supportedInterfaceOrientations`, or the idiom's default; for a controller with no mask of its own inside \
            a container that does not ask its children, the container's), within the app's mask; not where the \
            app's mask holds one orientation, the callback refuses it and the mask UIKit uses holds it (the \
            interface stays in it either way).
            """,
        why: """
            iOS 6 and later never call it.
            """,
        fix: """
            implement `supportedInterfaceOrientations` (and `shouldAutorotate` before iOS 16).
            """,
        evidence: """
            documented (iOS 6 SDK release notes and developer reports from the iOS 6 transition).
            """,
        triggering: [
            .scenario(
                #"""
                { "root": { "shouldAutorotateToInterfaceOrientation": "portrait" } }
                """#, .warning)
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": "portrait" } }
                """#),
            .scenario(
                #"""
                { "device": { "systemVersion": "5.1" }, "root": { "shouldAutorotateToInterfaceOrientation": "portrait" } }
                """#),
            // Every orientation but upside down, as the iPhone's default: ignoring it changes nothing.
            .scenario(
                #"""
                { "device": { "idiom": "phone" }, "root": { "shouldAutorotateToInterfaceOrientation": "allButUpsideDown" } }
                """#),
        ]
    )
}
