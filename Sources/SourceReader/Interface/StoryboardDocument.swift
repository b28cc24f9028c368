import ProjectFiles

/// One storyboard or xib as `StoryboardReader` reads it: each tag taken in document order (`take`), with the
/// controllers, relationships, segues, outlets and scenes seen so far; then what they say (`finish`).
struct StoryboardDocument {
    let path: String
    var declarations = FileDeclarations(
        classes: [], sites: [], assignments: [:], appDelegateAnswer: nil, children: [:], unparsed: nil)
    // Controllers by id, and the stack of open controller elements (a segue belongs to the innermost).
    var classes: [String: (name: String, line: Int)] = [:]
    var initial: String?
    var stack: [String] = []
    var relationships: [(source: String, destination: String, relationship: String, line: Int)] = []
    var presentations: [(source: String, destination: String, style: String?, line: Int)] = []
    var pushes: [(source: String, destination: String, adaptive: Bool, line: Int)] = []
    // Every open element (name and id), for what a xib says by nesting; and each controller's element by id.
    var open: [(name: String, id: String?)] = []
    var elementOf: [String: String] = [:]
    // Scenes the code or another storyboard can instantiate: controller ids by storyboardIdentifier, and the
    // presentation style each controller is given.
    var identified: [String: String] = [:]
    var styles: [String: String] = [:]
    // A nib's object outlets (the app delegate's `tabBarController`, File's Owner's): property → destination id.
    var outlets: [(property: String, destination: String)] = []

    init(path: String) { self.path = path }

    var elements: [String: String] { StoryboardReader.elements }
    func interfaceName(_ path: String) -> String { StoryboardReader.interfaceName(path) }
    func childRelationship(_ element: String?, hasRoot: Bool) -> String? {
        StoryboardReader.childRelationship(element, hasRoot: hasRoot)
    }

    /// One tag: a controller element, a segue, an outlet, a storyboard reference, the document's initial controller.
    mutating func take(_ tag: XMLTags.Tag) {
        let parent = open.last
        if tag.closing {
            _ = open.popLast()
        } else if !tag.selfClosing {
            open.append((tag.name, tag.attributes["id"]))
        }
        if tag.name == "document", !tag.closing { initial = tag.attributes["initialViewController"] }
        // An object of the document is made when the nib loads; the File's Owner is the object that loads it.
        if let custom = tag.attributes["customClass"], tag.name != "placeholder" {
            declarations.mentions.byBlock["", default: []].insert(Mentions.hash(custom))
        }
        if tag.name == "outlet", open.last?.name == "connections", let owner = open.dropLast().last?.name,
            owner == "customObject" || owner == "placeholder",
            let property = tag.attributes["property"], let destination = tag.attributes["destination"]
        {
            outlets.append((property, destination))
        }
        // A xib's window root.
        if tag.name == "outlet", tag.attributes["property"] == "rootViewController",
            open.contains(where: { $0.name == "window" }),
            let destination = tag.attributes["destination"]
        {
            initial = initial ?? destination
        }
        // A storyboard reference stands for the scene it names (another storyboard's initial controller, or
        // a scene by identifier); the model resolves it once every storyboard is read.
        if tag.name == "viewControllerPlaceholder", !tag.closing, let id = tag.attributes["id"] {
            let storyboard = tag.attributes["storyboardName"].map(interfaceName) ?? interfaceName(path)
            let key =
                tag.attributes["referencedIdentifier"].map { "\(storyboard)/\($0)" } ?? "@initial:" + storyboard
            classes[id] = (SourceModel.scenePrefix + key, tag.line)
            return
        }
        if let uikit = elements[tag.name] {
            if tag.closing { _ = stack.popLast(); return }
            guard let id = tag.attributes["id"] else { return }
            let name = tag.attributes["customClass"] ?? uikit
            classes[id] = (name, tag.line)
            elementOf[id] = tag.name
            if let identifier = tag.attributes["storyboardIdentifier"] { identified[identifier] = id }
            if let style = tag.attributes["modalPresentationStyle"] { styles[id] = style }
            // A xib's container holds its children in <viewControllers>: a tab bar's tabs, a stack's root first.
            if parent?.name == "viewControllers", let container = stack.last,
                let relationship = childRelationship(
                    elementOf[container],
                    hasRoot: relationships.contains {
                        $0.source == container && $0.relationship == "rootViewController"
                    })
            {
                relationships.append((container, id, relationship, tag.line))
            }
            if let custom = tag.attributes["customClass"] {
                // The scene's class, with its UIKit superclass as the storyboard says it.
                declarations.superclasses[custom] = declarations.superclasses[custom] ?? uikit
            }
            if !tag.selfClosing { stack.append(id) }
            return
        }
        if tag.name == "segue", let source = stack.last, let destination = tag.attributes["destination"] {
            switch tag.attributes["kind"] {
            case "relationship":
                relationships.append((source, destination, tag.attributes["relationship"] ?? "", tag.line))
            case "presentation", "modal":
                presentations.append((source, destination, tag.attributes["modalPresentationStyle"], tag.line))
            case "popoverPresentation", "popover":
                // A popover segue (iOS 8's adaptive one, or iOS 5's): a presentation whose style is the popover's.
                presentations.append((source, destination, "popover", tag.line))
            case "show", "push":
                // A show segue pushes onto the source's navigation stack (UIKit presents it when there is none); iOS
                // 5's push segue needs a stack.
                pushes.append((source, destination, tag.attributes["kind"] == "show", tag.line))
            default: break
            }
        }
    }

    /// The declarations the document makes: its scenes (by identifier, initial, outlets), its window root, a tab bar's
    /// tabs, its presentations and pushes.
    mutating func finish() -> FileDeclarations {
        /// The stack root a navigation controller's relationship gives.
        func navigationRoot(of id: String) -> String? {
            relationships.first { $0.source == id && $0.relationship == "rootViewController" }.flatMap {
                classes[$0.destination]?.name
            }
        }
        // The scenes, for the code's instantiations and other storyboards' references.
        func scene(_ id: String) -> StoryboardScene? {
            classes[id].map {
                StoryboardScene(
                    shown: $0.name, navigationRoot: navigationRoot(of: id), presentationStyle: styles[id], file: path,
                    line: $0.line)
            }
        }
        // By identifier, with the storyboard's name (as a reference or `UIStoryboard(name:)` gives it) and alone.
        for (identifier, id) in identified {
            declarations.scenes["\(interfaceName(path))/\(identifier)"] = scene(id)
            declarations.scenes[identifier] = scene(id)
        }
        if let initial { declarations.scenes["@initial:" + interfaceName(path)] = scene(initial) }
        for outlet in outlets {
            declarations.scenes["@outlet:" + outlet.property] =
                declarations.scenes["@outlet:" + outlet.property] ?? scene(outlet.destination)
        }
        if let initial, let root = classes[initial] {
            declarations.sites.append(
                ShowSite(
                    kind: .root, shown: root.name, inClass: nil, presentationStyle: nil,
                    navigationRoot: navigationRoot(of: initial), file: path, line: root.line,
                    interfaceFile: interfaceName(path)))
        }
        // A tab bar's tabs, in order, each with its stack root when it is a navigation controller.
        for relationship in relationships where relationship.relationship == "viewControllers" {
            guard let source = classes[relationship.source], let destination = classes[relationship.destination] else {
                continue
            }
            var tabs =
                declarations.children[source.name] ?? ContainerChildren(names: [], file: path, line: relationship.line)
            tabs.names.append(destination.name)
            tabs.navigationRoots.append(navigationRoot(of: relationship.destination))
            declarations.children[source.name] = tabs
        }
        for presentation in presentations {
            guard let shown = classes[presentation.destination] else { continue }
            let navigationRoot = navigationRoot(of: presentation.destination)
            declarations.sites.append(
                ShowSite(
                    kind: .present, shown: shown.name, inClass: classes[presentation.source]?.name,
                    presentationStyle: presentation.style, navigationRoot: navigationRoot, file: path,
                    line: presentation.line))
        }
        for push in pushes {
            guard let shown = classes[push.destination], let source = classes[push.source] else { continue }
            // A navigation controller is never pushed (UIKit refuses to push one): a show segue to one presents it,
            // with its stack root and its scene's own style.
            let presents = elementOf[push.destination] == "navigationController"
            var site = ShowSite(
                kind: presents ? .present : .push, shown: shown.name, inClass: source.name,
                presentationStyle: styles[push.destination],
                navigationRoot: presents ? navigationRoot(of: push.destination) : nil, file: path, line: push.line)
            site.adaptive = push.adaptive && !presents
            declarations.sites.append(site)
        }
        return declarations
    }
}
