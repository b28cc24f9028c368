/// `os-version-differs` (docs/rules.md#os-version-differs).
extension Rule {
    public static let osVersionDiffers = Rule(
        id: "os-version-differs",
        level: .warning,
        title: "The same state ends differently on two iOS versions the app ships to",
        severity: """
            warning; info where the app delegate's mask in its state is one of several values the code gives it, \
            none seen given just before (a lock other screens set: whether that screen and that value meet is not \
            known).
            """,
        applies: """
            an app that says what ships (`minimumOSVersion` or `deviceFamilies`), checked in each cell of its matrix.
            """,
        trigger: """
            in one reachable state (the same tabs, stacks, presentations, event and device orientation, on one \
            idiom), the interface ends in one orientation up to an era boundary and in another from it, both \
            versions within what the app ships to. Said once per idiom and deciding member, at the first version \
            where the outcome changes: at the `shouldAutorotate` NO that held the interface before iOS 16, at the \
            `shouldAutorotateToInterfaceOrientation:` that answered before iOS 6 (the controller's or a navigation \
            controller's top's), else at the deciding mask; a state that crashes on either side is the crash's rule's, and a state where \
            the scene is not the app's to orient on either side (iPad multitasking, a resizable window) is \
            `multitasking-ignores-masks`'.
            """,
        why: """
            UIKit's rules changed under the app: most often iOS 16, where `shouldAutorotate` NO no longer holds the \
            interface and a presentation rotates to the presented controller's orientation; an app tested on one \
            version shows its users the other.
            """,
        fix: """
            decide which outcome is wanted and say it with the masks, which every version honours: restrict \
            `supportedInterfaceOrientations` instead of relying on `shouldAutorotate`, and call \
            `setNeedsUpdateOfSupportedInterfaceOrientations()` when a mask changes.
            """,
        evidence: """
            the outcomes are the model's on each side (semantics §2 eras, §8); each cites its own evidence, and the \
            finding is as certain as the less certain of the two.
            """,
        triggering: [
            // iOS 15 keeps the interface where it is when the root says NO; from iOS 16 it rotates.
            .scenario(
                #"""
                { "app": { "minimumOSVersion": "15.0", "deviceFamilies": [1] }, "root": { "shouldAutorotate": false } }
                """#, .warning)
        ],
        nonTriggering: [
            // Only iOS 16 and later ship: nothing to compare with (should-autorotate-ignored says it).
            .scenario(
                #"""
                { "app": { "minimumOSVersion": "16.0", "deviceFamilies": [1] }, "root": { "shouldAutorotate": false } }
                """#),
            // Masks alone decide: the same on every version.
            .scenario(
                #"""
                { "app": { "minimumOSVersion": "15.0", "deviceFamilies": [1] },
                  "root": { "supportedInterfaceOrientations": "portrait",
                            "presented": { "supportedInterfaceOrientations": "landscape",
                                           "presentationStyle": "fullScreen" } } }
                """#),
            // iOS 8 honours the iPad mask; multitasking from iOS 9 ignores it: multitasking-ignores-masks says so.
            .scenario(
                #"""
                { "app": { "minimumOSVersion": "8.0", "deviceFamilies": [2] },
                  "root": { "supportedInterfaceOrientations": "portrait" } }
                """#),
        ],
        comparesAnswers: true
    )
}
