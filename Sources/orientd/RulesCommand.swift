import ArgumentParser
import OrientationResolver

/// `orientd rules`: the rule catalogue (Sources/OrientationResolver/Rules), as a list or as the rule sections of
/// docs/rules.md, which `make rules-doc` writes from it.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract:
            "List the rules orientd checks: each id with its severity and title (text), or their documentation as docs/rules.md holds it (markdown). Exit 0."
    )

    @Option(help: "text (one line a rule: id, severity, title) or markdown (the rule sections of docs/rules.md).")
    var format: Format = .text

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, markdown
    }

    func run() throws {
        switch format {
        case .text:
            let width = Rule.all.map(\.id.count).max() ?? 0
            for rule in Rule.all {
                let padding = String(repeating: " ", count: width - rule.id.count)
                print("\(rule.id)\(padding)  \(rule.level.rawValue.padding(7))  \(rule.title)")
            }
        case .markdown:
            print(Rule.markdown, terminator: "")
        }
    }
}

extension String {
    /// The string followed by spaces up to `width` characters.
    fileprivate func padding(_ width: Int) -> String { self + String(repeating: " ", count: max(0, width - count)) }
}
