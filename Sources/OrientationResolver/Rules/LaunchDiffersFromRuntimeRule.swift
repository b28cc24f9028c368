/// `launch-differs-from-runtime` (docs/rules.md#launch-differs-from-runtime).
extension Rule {
    public static let launchDiffersFromRuntime = Rule(
        id: "launch-differs-from-runtime",
        level: .info,
        title: "The app launches in an orientation it does not support at run time",
        severity: """
            info.
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            the app delegate's mask differs from the Info.plist list for the idiom, in a scene that is not \
            resizable (under iPad multitasking UIKit ignores the delegate's mask too: \
            [multitasking-ignores-masks](#multitasking-ignores-masks)).
            """,
        why: """
            launch, iPad multitasking eligibility and App Store validation use the Info.plist. Once the app runs, \
            the delegate's value replaces it.
            """,
        fix: """
            make the two agree, or make sure the launch screen and the first controller work in both.
            """,
        evidence: """
            documented. Sources: Apple's `UIApplication` and delegate pages, developer write-ups, and a crash report \
            where fixing the plist did not help until the delegate mask was fixed.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"] },
                           "supportedInterfaceOrientationsForWindow": "allButUpsideDown" },
                  "root": {}
                }
                """#, .info)
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait"] },
                           "supportedInterfaceOrientationsForWindow": "portrait" },
                  "root": {}
                }
                """#),
            // An iPad that multitasks: the delegate's portrait is ignored once running too.
            .scenario(
                #"""
                {
                  "device": { "idiom": "pad" },
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations~ipad": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationPortraitUpsideDown", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"] },
                           "supportedInterfaceOrientationsForWindow": "portrait" },
                  "root": {}
                }
                """#),
        ]
    )
}
