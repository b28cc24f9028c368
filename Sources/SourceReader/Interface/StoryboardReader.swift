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
        let all = XMLTags.read(text)
        if NibArchive.isArchive(text) { return NibArchive.parse(path: path, tags: all) }
        var document = StoryboardDocument(path: path)
        // A launch screen is no window root: nothing of it counts.
        if all.contains(where: { $0.name == "document" && $0.attributes["launchScreen"] == "YES" }) {
            return document.declarations
        }
        for tag in all { document.take(tag) }
        return document.finish()
    }
}
