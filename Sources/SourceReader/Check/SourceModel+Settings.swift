import OrientationResolver
import OrientationWire
import ProjectFiles

extension SourceModel {
    /// What the app's settings say of the code: which scene delegates set the main window's root, and which
    /// storyboard or nib UIKit loads into it (only that one's root is a window root).
    public mutating func take(_ imported: ImportedApp) {
        mainSceneDelegates = imported.applicationSceneDelegates
        otherSceneDelegates = imported.otherSceneDelegates
        keepInterfaceRoots(of: imported.mainInterfaceFiles, idiom: imported.mainInterfaceIdiom)
        replaceInterfaceRoots(scenes: imported.infoPlist.hasSceneManifest)
        // Code that runs only before the iOS version the app ships from never runs.
        if let minimum = imported.minimumOSVersion {
            sites.removeAll { $0.onlyBeforeIOS.map { minimum.major >= $0 } ?? false }
            setAsideMadeOnlyBefore(minimum.major)
        }
        if imported.storyboardOrScenesGiveWindow { rootsSetOn = Set(Idiom.allCases) }
        // A root an external display's (or CarPlay's) scene delegate sets is on a screen that does not follow the
        // device's orientation.
        setAsideExternalRoots { $0.inClass.map(imported.otherSceneDelegates.contains) == true }
        // A SwiftUI App's scene delegate that neither its code nor its Info.plist connects is never made.
        setAsideUnconnectedRoots(named: Set(imported.applicationSceneDelegates))
    }
}

extension SourceModel {
    /// A main storyboard's (or nib's) initial controller is the window's root only until the launch method gives
    /// the window another (`ShowSite.setWhileLaunching`: UIKit shows the window after that method returns): it
    /// never decides. The launch method is the app delegate's without a scene manifest, the main scene delegate's
    /// with one (the app delegate's window is then not the one shown). Its classes stay shown (the code may put it
    /// in the new root, as ShotVibe's side menu does), and a note says so.
    mutating func replaceInterfaceRoots(scenes: Bool) {
        guard
            let replacing = sites.first(where: { site in
                site.kind == .root && site.setWhileLaunching && site.interfaceFile == nil && site.checked
                    && !site.external && site.secondaryWindow == nil && site.idiom == nil
                    && site.inClass.map(mainSceneDelegates.contains) == scenes
            })
        else { return }
        let place = FileSource(file: replacing.file, line: replacing.line)
        for index in sites.indices where sites[index].kind == .root && sites[index].interfaceFile != nil {
            sites[index].replacedBy = place
            notes.append(
                Finding(
                    file: sites[index].file, line: sites[index].line,
                    message:
                        "\(sites[index].shown), the initial controller of \(sites[index].interfaceFile ?? ""), is not checked as the window's root: the launch code gives the window \(replacing.shown) at \(replacing.file):\(replacing.line) before it shows"
                ))
        }
    }
}

extension SourceModel {
    /// The classes the code shows inside containers of its own or UIKit's: each container's children and their stack
    /// roots (`children`), and the children the code embeds (`embeddedChildren`).
    var shownInsideContainers: Set<String> {
        Set(children.values.flatMap { $0.names + $0.navigationRoots.compactMap { $0 } })
            .union(embeddedChildren.map(\.child))
    }

    /// Controller classes the code makes only where it runs before the iOS version the app ships from
    /// (`madeOnlyBefore`), which no storyboard or nib shows, no container holds and no class of the app inherits
    /// from: dead code in every state of the app (`deadTypes`), said once.
    mutating func setAsideMadeOnlyBefore(_ minimum: Int) {
        let shown = Set(sites.flatMap { [$0.shown, $0.navigationRoot].compactMap { $0 } }).union(shownInsideContainers)
        let inherited = Set(classes.values.compactMap(\.superclass))
        let never = madeOnlyBefore.filter { name, version in
            minimum >= version && isController(name) && !shown.contains(name) && !inherited.contains(name)
                && !deadTypes.contains(name)
        }
        guard !never.isEmpty else { return }
        deadTypes.formUnion(never.keys)
        let names = never.keys.sorted()
        let first = classes[names[0]]
        notes.append(
            Finding(
                file: first?.file ?? "", line: first?.line ?? 0,
                message:
                    "\(names.joined(separator: ", ")) \(names.count == 1 ? "is" : "are") made only in code that runs before iOS \(never.values.max() ?? minimum) (the `else` of `#available`), and the app ships from iOS \(minimum): no state of the app shows \(names.count == 1 ? "it" : "them"), so \(names.count == 1 ? "it is" : "they are") not checked; the first is declared here"
            ))
    }
}

extension SourceModel {
    /// Roots set by a SwiftUI App's scene delegate that nothing connects (`unconnectedSceneDelegates`, less those the
    /// Info.plist's scene manifest names): UIKit never makes that scene delegate, so they are no launch of the app.
    /// Each is a note; what they show is not checked as a class nothing shows either (the note says why).
    mutating func setAsideUnconnectedRoots(named: Set<String>) {
        guard let app = swiftUIApp else { return }
        let unconnected = unconnectedSceneDelegates.subtracting(named)
        guard !unconnected.isEmpty else { return }
        sites.removeAll { site in
            guard site.kind == .root, let owner = site.inClass, unconnected.contains(owner) else { return false }
            shownElsewhere.insert(site.shown)
            if let root = site.navigationRoot { shownElsewhere.insert(root) }
            notes.append(
                Finding(
                    file: site.file, line: site.line,
                    message:
                        "\(site.shown) is the root \(owner) sets in scene(_:willConnectTo:options:), but the SwiftUI App \(app.name) installs no app delegate that could connect a scene delegate and the Info.plist's scene manifest names none, so UIKit never makes \(owner): this root is not checked"
                ))
            return true
        }
    }
}
