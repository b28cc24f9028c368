/// `container-ignores-child` (docs/rules.md#container-ignores-child).
extension Rule {
    public static let containerIgnoresChild = Rule(
        id: "container-ignores-child",
        level: .warning,
        title: "A container does not ask its child",
        severity: """
            warning.
            """,
        applies: """
            iOS ≥ 6, outside multitasking.
            """,
        trigger: """
            a container that does not forward shows a child that declares `supportedInterfaceOrientations`, \
            `shouldAutorotate` or a preferred orientation, and the declared value is not what decides.
            """,
        why: """
            from iOS 6 on, containers do not consult their children. The child's override is called for nothing.
            """,
        fix: """
            forward the three methods to `selectedViewController`/`topViewController` (subclass or delegate \
            methods).
            """,
        evidence: """
            documented. Sources: the iOS 6 SDK release notes and decompiled `UITabBarController`, with developer \
            reports up to iOS 13.
            """,
        triggering: [
            .scenario(
                #"""
                { "root": { "kind": "navigationController", "children": [ { "supportedInterfaceOrientations": "portrait" } ] } }
                """#, .warning)
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "root": { "kind": "navigationController", "forwardsToChild": true,
                            "children": [ { "supportedInterfaceOrientations": "portrait" } ] } }
                """#)
        ]
    )
}
