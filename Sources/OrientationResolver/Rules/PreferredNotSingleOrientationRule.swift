/// `preferred-not-single-orientation` (docs/rules.md#preferred-not-single-orientation).
extension Rule {
    public static let preferredNotSingleOrientation = Rule(
        id: "preferred-not-single-orientation",
        level: .warning,
        situations: [.crashes: .error],
        title: "The preferred orientation for presentation is not one orientation",
        severity: """
            error when presenting it crashes; warning when the description alone shows it; read from code, info \
            where the app delegate's mask in its state is one of several values the code gives it, none seen given \
            just before (a lock other screens set: whether that screen and that value meet is not known).
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            the preferred orientation (declared or from a container delegate) is not exactly one of the four: 0, an \
            OR such as `.landscapeLeft | .portrait` (= 5), or a mask constant used as an orientation.
            """,
        why: """
            UIKit accepts only 1–4. Anything else raises E2/E2′, printed as `'unknown'` or `'(N)'`. A mask constant \
            can also pick the wrong orientation without any crash: `UIInterfaceOrientationMaskPortrait` is 2, which \
            is `portraitUpsideDown`.
            """,
        fix: """
            return exactly one `UIInterfaceOrientation` that the controller supports.
            """,
        evidence: """
            documented. Sources: crash reports printing `'(7)'` and `'unknown'`, and library fixes that replaced an \
            OR and `UIInterfaceOrientationUnknown` with a single orientation.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen",
                                   "preferredInterfaceOrientationForPresentation": ["landscapeLeft", "portrait"] }
                  }
                }
                """#, .error),
            .scenario(
                #"""
                { "root": { "preferredInterfaceOrientationForPresentation": ["landscapeLeft", "portrait"] } }
                """#, .warning),
            .scenario(
                #"""
                { "root": { "preferredInterfaceOrientationForPresentation": "UIInterfaceOrientationMaskPortrait" } }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen",
                                   "preferredInterfaceOrientationForPresentation": "landscapeLeft" }
                  }
                }
                """#),
            .scenario(
                #"""
                { "root": { "preferredInterfaceOrientationForPresentation": "UIInterfaceOrientationPortrait" } }
                """#),
        ],
        comparesAnswers: true
    )
}
