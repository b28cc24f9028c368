/// `forwarding-to-nil-child` (docs/rules.md#forwarding-to-nil-child).
extension Rule {
    public static let forwardingToNilChild = Rule(
        id: "forwarding-to-nil-child",
        level: .warning,
        situations: [.crashes: .error],
        title: "A container forwards its rotation methods to a nil child",
        severity: """
            error when a presentation crashes; warning when only the container's own fallback values prevent a \
            crash.
            """,
        applies: """
            iOS ≥ 6.
            """,
        trigger: """
            a forwarding container's target child is nil in some state: a tab bar without `selectedIndex`, or an \
            empty stack.
            """,
        why: """
            a message to nil answers 0. The mask is 0, `shouldAutorotate` NO and preferred 0, so there is no E1, but \
            presentation raises E2/E2′ `'unknown'`, with an empty list on iOS ≥ 10.
            """,
        fix: """
            set `selectedIndex` (or push a controller) before the container is presented, or forward with a fallback \
            (`child?.preferredInterfaceOrientationForPresentation ?? .portrait`).
            """,
        evidence: """
            documented for the nil answers (Objective-C language rules) and the crash (the seed project's tab bar). \
            The empty-list text is inferred.
            """,
        triggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "kind": "tabBarController", "forwardsToChild": true,
                                   "children": [ {} ] }
                  }
                }
                """#, .error),
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "kind": "tabBarController", "forwardsToChild": true,
                                   "supportedInterfaceOrientations": "allButUpsideDown",
                                   "preferredInterfaceOrientationForPresentation": "portrait",
                                   "children": [ {} ] }
                  }
                }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                {
                  "root": {
                    "presented": { "presentationStyle": "fullScreen", "kind": "tabBarController", "forwardsToChild": true,
                                   "selectedIndex": 0, "children": [ {} ] }
                  }
                }
                """#)
        ]
    )
}
