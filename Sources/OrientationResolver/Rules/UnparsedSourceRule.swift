/// `unparsed-source` (docs/rules.md#unparsed-source).
extension Rule {
    public static let unparsedSource = Rule(
        id: "unparsed-source",
        level: .info,
        title: "A source file SwiftParser cannot read whole",
        severity: """
            info.
            """,
        applies: """
            code read with `--sources`, `--project` or an uploaded archive.
            """,
        trigger: """
            SwiftParser could not read all of a Swift file (it does not compile as written).
            """,
        why: """
            the findings from that file come from the parts SwiftParser recovered; what it could not read is not \
            checked, and orientd says so rather than staying silent.
            """,
        fix: """
            make the file compile.
            """,
        evidence: """
            not a UIKit rule: it is about what orientd could read. The finding carries the file and the line of the \
            first error.
            """,
        triggering: [
            .code(
                [
                    "RootViewController.swift": #"""
                    import UIKit

                    class RootViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait
                    ↓}
                    """#
                ], .info)
        ],
        nonTriggering: [
            .code(
                [
                    "RootViewController.swift": #"""
                    import UIKit

                    class RootViewController: UIViewController {
                        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
                    }
                    """#
                ])
        ]
    )
}
