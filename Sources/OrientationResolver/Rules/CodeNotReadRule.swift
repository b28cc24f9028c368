/// `code-not-read` (docs/rules.md#code-not-read).
extension Rule {
    public static let codeNotRead = Rule(
        id: "code-not-read",
        level: .info,
        title: "Code the reader could not see",
        severity: """
            info.
            """,
        applies: """
            code read with `--sources`, `--project` or an uploaded archive.
            """,
        trigger: """
            something the reader could not see: an orientation answer that is a call or a computation (not a \
            literal, a branch of literals or a property), a presentation style that is not a literal, a ternary of \
            them (split by idiom when it tests the idiom) or a local or computed property giving one (that \
            presentation is not checked, rather than checked as automatic), presentations and pushes of a controller \
            it cannot see made (not checked; one note counts them, at the first), controller classes with an \
            orientation answer that no code the app runs names (dead code: not checked; one note names them, at the \
            first), a file that is not UTF-8 or is \
            larger than `--max-source-file-bytes`, a folder deeper than `--max-source-depth`, a folder the target \
            builds from that is not there; or code that shows no window root, presentation or orientation answer at \
            all. At most 100 are listed; one more counts the rest.
            """,
        why: """
            static reading cannot know values computed at run time or controllers made by reflection; orientd says \
            where it stopped instead of guessing.
            """,
        fix: """
            nothing, if this is intended; a literal or a property with literal assignments can be read.
            """,
        evidence: """
            not a UIKit rule: it is about what orientd could read. The finding carries the file and line.
            """,
        triggering: [
            .code(
                [
                    "RootViewController.swift": #"""
                    import UIKit

                    class RootViewController: UIViewController {
                        ↓override var supportedInterfaceOrientations: UIInterfaceOrientationMask { Settings.mask() }
                    }
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
