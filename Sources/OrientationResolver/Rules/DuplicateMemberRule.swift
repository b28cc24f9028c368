/// `duplicate-member` (docs/rules.md#duplicate-member).
extension Rule {
    public static let duplicateMember = Rule(
        id: "duplicate-member",
        level: .warning,
        title: "A member given twice",
        severity: """
            warning.
            """,
        applies: """
            every object of the request.
            """,
        trigger: """
            a member given more than once in one object (JSON allows it).
            """,
        why: """
            the last value counts and the others are ignored, which is rarely what was meant.
            """,
        fix: """
            give the member once, with the value you mean.
            """,
        evidence: """
            not a UIKit rule: it is about the request.
            """,
        triggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": "portrait", "supportedInterfaceOrientations": "all" } }
                """#, .warning)
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": "all" } }
                """#)
        ]
    )
}
