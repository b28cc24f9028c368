import ProjectFiles

/// Storyboards (`.storyboard`) and xibs (`.xib`) read as XML for what orientation needs: each controller (its element,
/// such as `navigationController`, and its `customClass`), the window's root (a storyboard's `initialViewController`;
/// in a xib, a window's `rootViewController` outlet, as a main nib such as MainWindow.xib gives it), a container's
/// children (a storyboard's relationship segues: a navigation controller's `rootViewController`, a tab bar's
/// `viewControllers`; in a xib, the controllers nested in the container's `<viewControllers>`, in order), and
/// presentation segues (`kind="presentation"`, with `modalPresentationStyle`). Tags come from `XMLTags`; nothing else
/// of the document is interpreted (a xib's File's Owner, say, says nothing of what shows it).
public enum StoryboardReader {
    /// The UIKit class of each controller element (when it has no `customClass`).
    static let elements: [String: String] = [
        "viewController": "UIViewController", "tableViewController": "UITableViewController",
        "collectionViewController": "UICollectionViewController", "navigationController": "UINavigationController",
        "tabBarController": "UITabBarController", "splitViewController": "UISplitViewController",
        "pageViewController": "UIPageViewController", "hostingController": "UIHostingController",
        "avPlayerViewController": "AVPlayerViewController",
    ]

    /// "App/Base.lproj/Main~ipad.storyboard" → "Main", as the Info.plist names a main storyboard or nib.
    public static func interfaceName(_ path: String) -> String {
        var name = Substring(path.split(separator: "/").last ?? Substring(path))
        for suffix in [".storyboard", ".xib", ".nib", "~ipad", "~iphone"] where name.lowercased().hasSuffix(suffix) {
            name = name.dropLast(suffix.count)
        }
        return String(name)
    }

    /// What a controller nested in a xib container's `<viewControllers>` is to it: a tab bar's tab, a navigation
    /// controller's root (its first child only).
    static func childRelationship(_ containerElement: String?, hasRoot: Bool) -> String? {
        switch containerElement {
        case "tabBarController": "viewControllers"
        case "navigationController" where !hasRoot: "rootViewController"
        default: nil
        }
    }

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
        // Every open element (name and id), for what a xib says by nesting; and each controller's element by id.
        var open: [(name: String, id: String?)] = []
        var elementOf: [String: String] = [:]
        // Scenes the code or another storyboard can instantiate: controller ids by storyboardIdentifier, and the
        // presentation style each controller is given.
        var identified: [String: String] = [:]
        var styles: [String: String] = [:]
        // A nib's object outlets (the app delegate's `tabBarController`, File's Owner's): property → destination id.
        var outlets: [(property: String, destination: String)] = []
        // A launch screen is no window root: nothing of it counts.
        if all.contains(where: { $0.name == "document" && $0.attributes["launchScreen"] == "YES" }) { return declarations }
        for tag in all {
            let parent = open.last
            if tag.closing { _ = open.popLast() } else if !tag.selfClosing { open.append((tag.name, tag.attributes["id"])) }
            if tag.name == "document", !tag.closing { initial = tag.attributes["initialViewController"] }
            if tag.name == "outlet", open.last?.name == "connections", let owner = open.dropLast().last?.name,
               owner == "customObject" || owner == "placeholder",
               let property = tag.attributes["property"], let destination = tag.attributes["destination"] {
                outlets.append((property, destination))
            }
            // A xib's window root.
            if tag.name == "outlet", tag.attributes["property"] == "rootViewController", open.contains(where: { $0.name == "window" }),
               let destination = tag.attributes["destination"] {
                initial = initial ?? destination
            }
            // A storyboard reference stands for the scene it names (another storyboard's initial controller, or
            // a scene by identifier); the model resolves it once every storyboard is read.
            if tag.name == "viewControllerPlaceholder", !tag.closing, let id = tag.attributes["id"] {
                let storyboard = tag.attributes["storyboardName"].map(interfaceName) ?? interfaceName(path)
                let key = tag.attributes["referencedIdentifier"].map { "\(storyboard)/\($0)" } ?? "@initial:" + storyboard
                classes[id] = (SourceModel.scenePrefix + key, tag.line)
                continue
            }
            if let uikit = elements[tag.name] {
                if tag.closing { _ = stack.popLast(); continue }
                guard let id = tag.attributes["id"] else { continue }
                let name = tag.attributes["customClass"] ?? uikit
                classes[id] = (name, tag.line)
                elementOf[id] = tag.name
                if let identifier = tag.attributes["storyboardIdentifier"] { identified[identifier] = id }
                if let style = tag.attributes["modalPresentationStyle"] { styles[id] = style }
                // A xib's container holds its children in <viewControllers>: a tab bar's tabs, a stack's root first.
                if parent?.name == "viewControllers", let container = stack.last,
                   let relationship = childRelationship(elementOf[container], hasRoot: relationships.contains { $0.source == container && $0.relationship == "rootViewController" }) {
                    relationships.append((container, id, relationship, tag.line))
                }
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
        /// The stack root a navigation controller's relationship gives.
        func navigationRoot(of id: String) -> String? {
            relationships.first { $0.source == id && $0.relationship == "rootViewController" }.flatMap { classes[$0.destination]?.name }
        }
        // The scenes, for the code's instantiations and other storyboards' references.
        func scene(_ id: String) -> StoryboardScene? {
            classes[id].map { StoryboardScene(shown: $0.name, navigationRoot: navigationRoot(of: id), presentationStyle: styles[id], file: path, line: $0.line) }
        }
        // By identifier, with the storyboard's name (as a reference or `UIStoryboard(name:)` gives it) and alone.
        for (identifier, id) in identified {
            declarations.scenes["\(interfaceName(path))/\(identifier)"] = scene(id)
            declarations.scenes[identifier] = scene(id)
        }
        if let initial { declarations.scenes["@initial:" + interfaceName(path)] = scene(initial) }
        for outlet in outlets { declarations.scenes["@outlet:" + outlet.property] = declarations.scenes["@outlet:" + outlet.property] ?? scene(outlet.destination) }
        if let initial, let root = classes[initial] {
            declarations.sites.append(ShowSite(kind: .root, shown: root.name, inClass: nil, presentationStyle: nil,
                                               navigationRoot: navigationRoot(of: initial), file: path, line: root.line,
                                               interfaceFile: interfaceName(path)))
        }
        // A tab bar's tabs, in order, each with its stack root when it is a navigation controller.
        for relationship in relationships where relationship.relationship == "viewControllers" {
            guard let source = classes[relationship.source], let destination = classes[relationship.destination] else { continue }
            var tabs = declarations.children[source.name] ?? ContainerChildren(names: [], file: path, line: relationship.line)
            tabs.names.append(destination.name)
            tabs.navigationRoots.append(navigationRoot(of: relationship.destination))
            declarations.children[source.name] = tabs
        }
        for presentation in presentations {
            guard let shown = classes[presentation.destination] else { continue }
            let navigationRoot = navigationRoot(of: presentation.destination)
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
