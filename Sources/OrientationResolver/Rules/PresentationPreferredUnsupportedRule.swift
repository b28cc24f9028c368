/// `presentation-preferred-unsupported` (docs/rules.md#presentation-preferred-unsupported).
extension Rule {
    public static let presentationPreferredUnsupported = Rule(
        id: "presentation-preferred-unsupported",
        level: .error,
        title: "A presented controller prefers an orientation it does not support",
        severity: """
            error (crash E2/E2′).
            """,
        applies: """
            iOS ≥ 6, outside multitasking and resizable scenes.
            """,
        trigger: """
            a governing controller that is presented or revealed by a dismissal overrides \
            `preferredInterfaceOrientationForPresentation` with a valid orientation that is not in E. Read from \
            code, a class that inherits the method from a category on UIViewController does not override it: the \
            category replaces UIViewController's own method, which UIKit compares the class's with \
            (`doesOverridePreferredInterfaceOrientationForPresentation`). A category's \
            `supportedInterfaceOrientations` is also what a plain `UINavigationController` answers (UIKit's falls \
            back to `super`).
            """,
        why: """
            UIKit shows a full-screen presentation in its preferred orientation, and that orientation must be \
            supported.
            """,
        fix: """
            return one of E's orientations, or support the preferred one in both the controller and the app.
            """,
        evidence: """
            documented. Sources: Apple's `preferredInterfaceOrientationForPresentation` page, and crash reports from \
            iOS 6 to 16, many of them on dismissal (photo viewers, players, ad SDKs). What happens when the method \
            is not overridden is partly inferred.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "supportedInterfaceOrientations": "portrait",
                                   "preferredInterfaceOrientationForPresentation": "landscapeRight" }
                  }
                }
                """#, .error)
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "supportedInterfaceOrientations": "portrait",
                                   "preferredInterfaceOrientationForPresentation": "portrait" }
                  }
                }
                """#)
        ]
    )
}
