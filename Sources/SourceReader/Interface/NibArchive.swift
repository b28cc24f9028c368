import ProjectFiles

/// A xib in the archive format Interface Builder 3 wrote (`<archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB">`,
/// the MainWindow.xib of apps from iOS 3 to 6), read for what `StoryboardDocument` reads of a xib of today: each
/// controller object (`IBUITabBarController`, `IBUINavigationController`, …) with its custom class (the
/// `N.CustomClassName` of the document's flattened properties, `N` its object record's id), a container's children
/// (its `IBUIViewControllers` array, objects or references, in order), the window's `rootViewController` outlet and
/// the other objects' outlets (the app delegate's `tabBarController`). Everything else of the archive is left alone.
struct NibArchive {
    /// The UIKit class of each archived controller class.
    static let controllers: [String: (uikit: String, element: String)] = [
        "IBUIViewController": ("UIViewController", "viewController"),
        "IBUITableViewController": ("UITableViewController", "tableViewController"),
        "IBUINavigationController": ("UINavigationController", "navigationController"),
        "IBUITabBarController": ("UITabBarController", "tabBarController"),
        "IBUISplitViewController": ("UISplitViewController", "splitViewController"),
    ]

    /// Whether `text` is such an archive.
    static func isArchive(_ text: String) -> Bool {
        text.prefix(400).contains("<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch")
    }

    /// The document's declarations, as `StoryboardDocument.finish` makes them.
    static func parse(path: String, tags: [XMLTags.Tag]) -> FileDeclarations {
        var document = StoryboardDocument(path: path)
        // Open elements: name, class, key, id; and each controller's children in its IBUIViewControllers.
        var open: [(name: String, kind: String?, key: String?, id: String?)] = []
        var uikit: [String: (name: String, element: String, line: Int)] = [:]
        var children: [(container: String, child: String, line: Int)] = []
        var windows: Set<String> = []
        var connection: (label: String?, source: String?, destination: String?)?
        var connections: [(label: String, source: String, destination: String)] = []
        var record: (objectID: String?, object: String?)?
        var objectOf: [String: String] = [:]
        var customClass: [String: String] = [:]
        // The flattened properties as two arrays (`dict.sortedKeys`, `dict.values`), item by item.
        var sortedKeys: [String?] = []
        var values: [String?] = []
        for tag in tags {
            if tag.closing {
                if let last = open.popLast() {
                    if last.kind == "IBCocoaTouchOutletConnection", let found = connection, let label = found.label,
                        let source = found.source, let destination = found.destination
                    {
                        connections.append((label, source, destination))
                        connection = nil
                    }
                    if last.kind == "IBObjectRecord", let found = record, let id = found.objectID,
                        let object = found.object
                    {
                        objectOf[id] = object
                        record = nil
                    }
                }
                continue
            }
            let kind = tag.attributes["class"]
            let key = tag.attributes["key"]
            // The container whose IBUIViewControllers array holds this element, if any.
            var container: String? {
                guard let array = open.last, array.key == "IBUIViewControllers" else { return nil }
                return open.dropLast().last(where: { $0.kind.map { controllers[$0] != nil } == true })?.id
            }
            if tag.name == "object", let kind, let id = tag.attributes["id"] {
                if let controller = controllers[kind] {
                    uikit[id] = (controller.uikit, controller.element, tag.line)
                    if let container { children.append((container, id, tag.line)) }
                } else if kind == "IBUIWindow" {
                    windows.insert(id)
                }
            }
            if tag.name == "reference", let ref = tag.attributes["ref"] {
                if key == nil, let container { children.append((container, ref, tag.line)) }
                if connection != nil, key == "source" { connection?.source = ref }
                if connection != nil, key == "destination" { connection?.destination = ref }
                if record != nil, key == "object" { record?.object = ref }
            }
            if kind == "IBCocoaTouchOutletConnection" { connection = (nil, nil, nil) }
            if kind == "IBObjectRecord" { record = (nil, nil) }
            if tag.name == "string", key == "label", connection != nil { connection?.label = tag.text }
            if tag.name == "int", key == "objectID", record != nil { record?.objectID = tag.text }
            if tag.name == "string", let key, key.hasSuffix(".CustomClassName"), let name = tag.text {
                customClass[String(key.dropLast(".CustomClassName".count))] = name
            }
            if key == nil, let array = open.last, array.kind == "NSArray" || array.kind == "NSMutableArray",
                open.dropLast().last?.key == "flattenedProperties"
            {
                if array.key == "dict.sortedKeys" { sortedKeys.append(tag.name == "string" ? tag.text : nil) }
                if array.key == "dict.values" { values.append(tag.name == "string" ? tag.text : nil) }
            }
            if !tag.selfClosing { open.append((tag.name, kind, key, tag.attributes["id"])) }
        }
        for (index, key) in sortedKeys.enumerated() where index < values.count {
            guard let key, key.hasSuffix(".CustomClassName"), let name = values[index] else { continue }
            customClass[String(key.dropLast(".CustomClassName".count))] = name
        }
        // Every object's custom class but the File's Owner's (object id -1, the object that loads the nib).
        document.declarations.mentions.byBlock["", default: []].formUnion(
            customClass.filter { $0.key != "-1" }.values.map(Mentions.hash))
        // Custom classes by object id.
        var named: [String: String] = [:]
        for (objectID, name) in customClass { if let object = objectOf[objectID] { named[object] = name } }
        for (id, controller) in uikit {
            let name = named[id] ?? controller.name
            document.classes[id] = (name, controller.line)
            document.elementOf[id] = controller.element
            if named[id] != nil {
                document.declarations.superclasses[name] = document.declarations.superclasses[name] ?? controller.name
            }
        }
        for child in children where document.classes[child.child] != nil {
            guard
                let relationship = StoryboardReader.childRelationship(
                    document.elementOf[child.container],
                    hasRoot: document.relationships.contains {
                        $0.source == child.container && $0.relationship == "rootViewController"
                    })
            else { continue }
            document.relationships.append((child.container, child.child, relationship, child.line))
        }
        for found in connections where document.classes[found.destination] != nil {
            if found.label == "rootViewController", windows.contains(found.source) {
                document.initial = document.initial ?? found.destination
            } else if document.classes[found.source] == nil {
                document.outlets.append((found.label, found.destination))
            }
        }
        return document.finish()
    }
}
