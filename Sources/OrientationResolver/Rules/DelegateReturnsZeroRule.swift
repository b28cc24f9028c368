/// `delegate-returns-zero` (docs/rules.md#delegate-returns-zero).
extension Rule {
    public static let delegateReturnsZero = Rule(
        id: "delegate-returns-zero",
        level: .warning,
        title: "A delegate returns the empty mask 0",
        severity: """
            warning.
            """,
        applies: """
            all versions.
            """,
        trigger: """
            `application:supportedInterfaceOrientationsForWindow:`, or a container delegate's supported-orientations \
            method, returns 0.
            """,
        why: """
            Apple documents that it must not. Modern UIKit treats 0 as all orientations, which is never what was \
            meant.
            """,
        fix: """
            return the orientations the app supports, for example `.allButUpsideDown`.
            """,
        evidence: """
            documented (Apple's delegate page). How modern UIKit treats 0 comes from decompiled UIKit only.
            """,
        triggering: [
            .scenario(
                #"""
                { "app": { "supportedInterfaceOrientationsForWindow": 0 }, "root": {} }
                """#, .warning),
            .scenario(
                #"""
                { "root": { "kind": "navigationController", "delegateSupportedInterfaceOrientations": 0, "children": [ {} ] } }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "app": { "supportedInterfaceOrientationsForWindow": "allButUpsideDown" }, "root": {} }
                """#),
            .scenario(
                #"""
                { "root": { "kind": "navigationController", "delegateSupportedInterfaceOrientations": "allButUpsideDown", "children": [ {} ] } }
                """#),
        ]
    )
}
