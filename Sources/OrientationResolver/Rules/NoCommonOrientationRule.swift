/// `no-common-orientation` (docs/rules.md#no-common-orientation).
extension Rule {
    public static let noCommonOrientation = Rule(
        id: "no-common-orientation",
        level: .error,
        title: "The deciding controller and the app have no orientation in common",
        severity: """
            error (crash E1/E1′); read from code, a warning where it rests on an assumption, and info where the app \
            delegate's mask in its state is one of several values the code gives it, none seen given just before (a \
            lock other screens set: whether that screen and that value meet is not known).
            """,
        applies: """
            iOS ≥ 6, outside multitasking and resizable scenes.
            """,
        trigger: """
            in some state, G's mask has nothing in common with the app mask while `shouldAutorotate` is YES.
            """,
        why: """
            UIKit cannot pick an orientation and raises E1/E1′ at launch (iOS 6–12), on rotation, or on presentation \
            or dismissal.
            """,
        fix: """
            make G return a mask that shares an orientation with the app. Or let the app delegate return a superset \
            (for example `.all`) and restrict each controller.
            """,
        evidence: """
            documented. Sources: Apple's page on the exception, decompiled UIKit (iOS 18 and 26.1), and crash \
            reports from iOS 6 to iOS 18 (third-party SDK controllers, React Native modals, photo pickers). The iOS \
            ≥ 13 launch exemption is inferred.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"] } },
                  "root": { "supportedInterfaceOrientations": "portrait" }
                }
                """#, .error)
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "app": { "infoPlist": { "UISupportedInterfaceOrientations": ["UIInterfaceOrientationLandscapeLeft"] } },
                  "root": { "supportedInterfaceOrientations": "landscape" }
                }
                """#)
        ],
        comparesAnswers: true
    )
}
