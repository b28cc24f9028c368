/// `unknown-member` (docs/rules.md#unknown-member).
extension Rule {
    public static let unknownMember = Rule(
        id: "unknown-member",
        level: .warning,
        title: "A member the request object does not have",
        severity: """
            warning.
            """,
        applies: """
            every object of the request except `app.infoPlist`.
            """,
        trigger: """
            a member the object does not have. When the name belongs to another object (`idiom` at the top level, \
            `UIRequiresFullScreen` directly in `app`), the finding says where it belongs; when it is within a few \
            letters of one of the object's own members (`supportedInterfaceOrientation`, `ShouldAutorotate`), it \
            says "did you mean".
            """,
        why: """
            orientd cannot use a member it does not know, and answering as if it were absent without a word would \
            hide the very typo that makes an app behave differently from what its author thinks.
            """,
        fix: """
            rename or move the member as the finding says, or remove it.
            """,
        evidence: """
            not a UIKit rule: it is about the request. The answer is the one the body without the member gives.
            """,
        triggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientation": "portrait" } }
                """#, .warning),
            .scenario(
                #"""
                { "idiom": "pad", "root": {} }
                """#, .warning),
        ],
        nonTriggering: [
            .scenario(
                #"""
                { "root": { "supportedInterfaceOrientations": "portrait" } }
                """#),
            .scenario(
                #"""
                { "device": { "idiom": "pad" }, "root": {} }
                """#),
        ]
    )
}
