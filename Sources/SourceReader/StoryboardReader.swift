import ProjectFiles

/// Storyboards (`.storyboard`) read as XML for what orientation needs: each scene's controller (its element, such as
/// `navigationController`, and its `customClass`), the document's `initialViewController` (the window's root),
/// relationship segues (a navigation controller's `rootViewController`, a tab bar's `viewControllers`) and
/// presentation segues (`kind="presentation"`, with `modalPresentationStyle`). Tags come from `XMLTags`; nothing else
/// of the document is interpreted.
enum StoryboardReader {
    /// The UIKit class of each controller element (when it has no `customClass`).
    static let elements: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController",
    ]

    static func parse(path: String, text: String) -> FileDeclarations {
        var declarations = FileDeclarations(classes: [], sites: [], assignments: [:], appDelegateAnswer: nil, children: [:], unparsed: nil)
        let all = XMLTags.read(text)
        // Controllers by id, and the stack of open controller elements (a segue belongs to the innermost).
        var classes: [String: (name: String, line: Int)] = [:]
        var initial: String?
        var stack: [String] = []
        var relationships: [(source: String, destination: String, relationship: String, line: Int)] = []
        var presentations: [(source: String, destination: String, style: String?, line: Int)] = []
        var pushes: [(source: String, destination: String, line: Int)] = []
        // A launch screen is no window root: nothing of it counts.
        if all.contains(where: { $0.name == "document" && $0.attributes["launchScreen"] == "YES" }) { return declarations }
        for tag in all {
            if tag.name == "document", !tag.closing { initial = tag.attributes["initialViewController"] }
            if let uikit = elements[tag.name] {
                if tag.closing { _ = stack.popLast(); continue }
                guard let id = tag.attributes["id"] else { continue }
                let name = tag.attributes["customClass"] ?? uikit
                classes[id] = (name, tag.line)
                if let custom = tag.attributes["customClass"] {
                    // The scene's class, with its UIKit superclass as the storyboard says it.
                    declarations.superclasses[custom] = declarations.superclasses[custom] ?? uikit
                }
                if !tag.selfClosing { stack.append(id) }
                continue
            }
            if tag.name == "segue", let source = stack.last, let destination = tag.attributes["destination"] {
                switch tag.attributes["kind"] {
                case "relationship":
                    relationships.append((source, destination, tag.attributes["relationship"] ?? "", tag.line))
                case "presentation", "modal":
                    presentations.append((source, destination, tag.attributes["modalPresentationStyle"], tag.line))
                case "show", "push":
                    // A show segue pushes onto the source's navigation stack (UIKit presents it when there is none).
                    pushes.append((source, destination, tag.line))
                default: break
                }
            }
        }
        if let initial, let root = classes[initial] {
            let navigationRoot = relationships.first { $0.source == initial && $0.relationship == "rootViewController" }
                .flatMap { classes[$0.destination]?.name }
            declarations.sites.append(ShowSite(kind: .root, shown: root.name, inClass: nil, presentationStyle: nil,
                                               navigationRoot: navigationRoot, file: path, line: root.line))
        }
        // A tab bar's tabs, in order.
        var tabs: [String: [String]] = [:]
        var tabLines: [String: Int] = [:]
        for relationship in relationships where relationship.relationship == "viewControllers" {
            guard let source = classes[relationship.source], let destination = classes[relationship.destination] else { continue }
            tabs[source.name, default: []].append(destination.name)
            tabLines[source.name] = tabLines[source.name] ?? relationship.line
        }
        for (owner, names) in tabs { declarations.children[owner] = (names, path, tabLines[owner] ?? 1) }
        for presentation in presentations {
            guard let shown = classes[presentation.destination] else { continue }
            let navigationRoot = relationships.first { $0.source == presentation.destination && $0.relationship == "rootViewController" }
                .flatMap { classes[$0.destination]?.name }
            declarations.sites.append(ShowSite(kind: .present, shown: shown.name, inClass: classes[presentation.source]?.name,
                                               presentationStyle: presentation.style, navigationRoot: navigationRoot, file: path,
                                               line: presentation.line))
        }
        for push in pushes {
            guard let shown = classes[push.destination], let source = classes[push.source] else { continue }
            declarations.sites.append(ShowSite(kind: .push, shown: shown.name, inClass: source.name, presentationStyle: nil,
                                               navigationRoot: nil, file: path, line: push.line))
        }
        return declarations
    }
}
