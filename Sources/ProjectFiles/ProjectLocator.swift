import OrientationResolver
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `--project` names: an `.xcodeproj` (or its `project.pbxproj`), an `.xcworkspace`, an XcodeGen
/// `project.yml`, or a folder holding one of them.
public enum ProjectLocation: Equatable, Sendable {
    case xcodeproj(String)
    case workspace(String)
    case xcodegen(String)
    /// A Swift Playgrounds app package: the folder of a `Package.swift` with an `.iOSApplication` product.
    case appPackage(String)

    /// Finds the project `path` names on the file system. A folder holding several candidates of the same kind is
    /// an error that lists them.
    public static func find(_ given: String, in tree: some FileTree = DiskTree()) throws(ProjectFileError)
        -> ProjectLocation
    {
        try locate(given, in: tree).location
    }

    /// Folders a repository keeps its iOS app in, looked in first when its top holds no project: React Native,
    /// Flutter, Capacitor and Expo prebuild (`ios/`, Capacitor's `ios/App`).
    static let appFolders = ["ios", "iOS", "ios/App"]
    /// Folders that never hold the app's project.
    /// Folders of examples and demos, which are not the app (a library's sample project).
    static let exampleFolders: Set<String> = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples"]

    static let skippedFolders: Set<String> = [
        "Pods", "Carthage", "node_modules", "build", "DerivedData", ".build", ".git", "vendor", "fastlane",
    ]

    /// The project `path` names, and, when orientd chose it (a folder with no project at its top, or a workspace
    /// whose projects are generated), why: a sentence for stderr.
    public static func locate(_ given: String, in tree: some FileTree = DiskTree()) throws(ProjectFileError)
        -> (location: ProjectLocation, reason: String?)
    {
        var path = given
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix(".xcodeproj/project.pbxproj") {
            return (.xcodeproj(String(path.dropLast("/project.pbxproj".count))), nil)
        }
        if path.hasSuffix(".xcworkspace/contents.xcworkspacedata") {
            return (.workspace(String(path.dropLast("/contents.xcworkspacedata".count))), nil)
        }
        if path.hasSuffix(".xcodeproj") { return (.xcodeproj(path), nil) }
        if path.hasSuffix(".xcworkspace") { return (.workspace(path), nil) }
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return (.xcodegen(path), nil) }
        guard let kind = tree.kind(path) else {
            throw ProjectFileError(
                file: given, line: nil,
                message:
                    "no such file or folder; give an .xcodeproj, an .xcworkspace, an XcodeGen project.yml, an app package (.swiftpm), or the folder holding one"
            )
        }
        guard kind == .directory else {
            throw ProjectFileError(
                file: given, line: nil,
                message:
                    "not an Xcode project; give an .xcodeproj, an .xcworkspace, an XcodeGen project.yml, an app package (.swiftpm), or the folder holding one"
            )
        }
        if let found = try inFolder(path, given: given, tree: tree) { return found }
        // No project at the top: the app's folder of a cross-platform repository, else the one folder below that
        // holds a project.
        let base = path == "." ? "" : path + "/"
        for folder in appFolders where tree.isDirectory(base + folder) {
            if let found = try inFolder(base + folder, given: base + folder, tree: tree) {
                return (
                    found.location,
                    "\(given) holds no project; chose \(found.location.path) in \(folder)/, where React Native, Flutter, Capacitor and Expo keep the iOS app"
                        + (found.reason.map { " (\($0))" } ?? "")
                )
            }
        }
        let below = (tree.entries(path) ?? []).filter {
            !$0.hasPrefix(".") && !skippedFolders.contains($0) && tree.isDirectory(base + $0)
        }.map { base + $0 }
        if let found = try onlyProject(
            in: below, given: given, chosen: "one folder down", several: "the folders below it", tree: tree)
        {
            return found
        }
        // Two folders down (`ios/BYETZ/BYETZ.xcodeproj`, `src/iOS/App.xcodeproj`), dependency and example folders
        // set aside: the only project there.
        let deeper = below.flatMap { folder in
            (tree.entries(folder) ?? []).filter {
                !$0.hasPrefix(".") && !skippedFolders.contains($0) && !Self.exampleFolders.contains($0)
                    && tree.isDirectory(folder + "/" + $0)
            }.map { folder + "/" + $0 }
        }
        if let found = try onlyProject(
            in: deeper, given: given, chosen: "two folders down", several: "the folders two levels below it",
            tree: tree)
        {
            return found
        }
        // A Tuist manifest (`Project.swift`, `Workspace.swift`) generates the Xcode project, which is not in the tree.
        let tuist = ["Project.swift", "Workspace.swift", "Tuist"].first { tree.kind(base + $0) != nil }
        throw ProjectFileError(
            file: given, line: nil,
            message: tuist.map {
                "holds no .xcodeproj, .xcworkspace or project.yml but Tuist's \($0), whose generated project is not in the tree; run `tuist generate` and give the .xcworkspace it writes, or check the code alone with --sources DIR"
            }
                ?? "holds no .xcodeproj, .xcworkspace or project.yml, nor does ios/ or any folder one or two levels down; give the folder that holds the app's project, or check the code alone with --sources DIR (an app built without Xcode: theos, CMake)"
        )
    }

    /// The one project at the top of `folders` (`chosen` says where, for stderr); nil when none holds one; an error
    /// naming them when several do (`several` says where they are).
    static func onlyProject(
        in folders: [String], given: String, chosen: String, several: String, tree: some FileTree
    ) throws(ProjectFileError) -> (location: ProjectLocation, reason: String?)? {
        let found = folders.compactMap { try? inFolder($0, given: $0, tree: tree) }
        // Several: the one named like the repository's folder (`kiwix-apple` holds `Kiwix/Kiwix.xcodeproj`), when
        // only one is.
        if found.count > 1, let repository = repositoryName(given, tree: tree) {
            let named = found.filter { candidate in
                let parts = candidate.location.path.split(separator: "/").map(String.init)
                return parts.suffix(2).contains { Self.alike(Self.stem($0), repository) }
            }
            if named.count == 1 {
                return (
                    named[0].location,
                    "\(given) holds no project, and \(several) hold several (\(found.map(\.location.path).joined(separator: ", "))); chose \(named[0].location.path), named like the repository's folder (\(repository)); name another with --project"
                )
            }
        }
        guard found.count <= 1 else {
            throw ProjectFileError(
                file: given, line: nil,
                message:
                    "holds no project, and \(several) hold several (\(found.map(\.location.path).joined(separator: ", "))); name one with --project"
            )
        }
        return found.first.map {
            (
                $0.location,
                "\(given) holds no project; chose \($0.location.path), the only project \(chosen)"
                    + ($0.reason.map { " (\($0))" } ?? "")
            )
        }
    }

    /// The name of the folder `given` names, on the file system only (an uploaded tree has none): the repository's
    /// name when a user runs `--project .` from a clone.
    static func repositoryName(_ given: String, tree: some FileTree) -> String? {
        guard tree is DiskTree else { return nil }
        var path = given
        if path == "." || path == "./" {
            path = FileManager.default.currentDirectoryPath
        }
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        return last.isEmpty || last == "." ? nil : last
    }

    /// A file or folder name without its extension (`Kiwix.xcodeproj` → `Kiwix`).
    static func stem(_ name: String) -> String {
        name.split(separator: ".").first.map(String.init) ?? name
    }

    /// Whether two names name the same thing, case, punctuation and a `-ios`/`-apple` tail aside: one holds the
    /// other, each of at least three letters or digits.
    static func alike(_ a: String, _ b: String) -> Bool {
        let plain = { (text: String) in String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let (x, y) = (plain(a), plain(b))
        guard x.count >= 3, y.count >= 3 else { return false }
        return x.contains(y) || y.contains(x)
    }

    /// The project at the top of `path`: nil when it holds none.
    static func inFolder(_ path: String, given: String, tree: some FileTree) throws(ProjectFileError)
        -> (location: ProjectLocation, reason: String?)?
    {
        let entries = tree.entries(path) ?? []
        let base = path == "." ? "" : path + "/"
        var workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }
        var projects = entries.filter { $0.hasSuffix(".xcodeproj") }
        let spec = entries.contains("project.yml")
        // Beside an XcodeGen spec, a workspace or project folder kept in git without its project file (only its
        // xcshareddata) is a stub of what XcodeGen makes: the spec is read.
        if spec {
            let stubs =
                workspaces.filter { tree.kind(base + $0 + "/contents.xcworkspacedata") == nil }
                + projects.filter { tree.kind(base + $0 + "/project.pbxproj") == nil }
            if !stubs.isEmpty {
                workspaces.removeAll(where: stubs.contains)
                projects.removeAll(where: stubs.contains)
                if workspaces.isEmpty && projects.isEmpty {
                    return (
                        .xcodegen(base + "project.yml"),
                        "\(stubs.map { base + $0 }.joined(separator: " and ")) hold\(stubs.count == 1 ? "s" : "") no project file (XcodeGen makes it), so the spec beside it is read"
                    )
                }
            }
        }
        // A workspace folder git keeps without its contents.xcworkspacedata (only xcshareddata: CocoaPods writes the
        // rest) is no workspace: the project beside it is read.
        let empty = workspaces.filter { tree.kind(base + $0 + "/contents.xcworkspacedata") == nil }
        if !empty.isEmpty, workspaces.count == empty.count, projects.count == 1 {
            return (
                .xcodeproj(base + projects[0]),
                "\(empty.map { base + $0 }.joined(separator: " and ")) holds no contents.xcworkspacedata (CocoaPods writes it), so the project beside it is read"
            )
        }
        // A workspace gathers the projects (CocoaPods writes one beside the app's project); then the project; then
        // XcodeGen's spec, which makes the project.
        if workspaces.count == 1 {
            // A workspace kept in git beside an XcodeGen spec whose projects are generated (none is there).
            let workspace = base + workspaces[0]
            if spec, projects.isEmpty {
                let named = (try? WorkspaceReader(workspacePath: workspace, readFile: tree.read).projects()) ?? []
                if !named.contains(where: { tree.isDirectory($0.path) }) {
                    return (
                        .xcodegen(base + "project.yml"),
                        "\(workspace) names no project that is there (XcodeGen makes it), so the spec beside it is read"
                    )
                }
            }
            return (.workspace(workspace), nil)
        }
        if workspaces.isEmpty && projects.count == 1 { return (.xcodeproj(base + projects[0]), nil) }
        if workspaces.isEmpty && projects.isEmpty && spec { return (.xcodegen(base + "project.yml"), nil) }
        let candidates = workspaces.isEmpty ? projects : workspaces
        if candidates.isEmpty {
            // A Swift Playgrounds app package (`App.swiftpm`): its manifest declares the app.
            guard entries.contains("Package.swift"), let manifest = try tree.read(base + "Package.swift"),
                AppPackageReader.declaresApp(String(decoding: manifest, as: UTF8.self))
            else { return nil }
            return (.appPackage(path), nil)
        }
        throw ProjectFileError(
            file: given, line: nil,
            message: "holds several projects (\(candidates.joined(separator: ", "))); name one with --project")
    }

    /// The file or folder it names.
    public var path: String {
        switch self {
        case let .xcodeproj(path), let .workspace(path), let .xcodegen(path), let .appPackage(path): path
        }
    }
}

/// An Xcode workspace (`contents.xcworkspacedata`): the projects it references, in order.
public struct WorkspaceReader {
    let workspacePath: String
    let readFile: (String) throws(ProjectFileError) -> [UInt8]?

    public init(workspacePath: String, readFile: @escaping (String) throws(ProjectFileError) -> [UInt8]?) {
        self.workspacePath = workspacePath
        self.readFile = readFile
    }

    var dataPath: String { workspacePath + "/contents.xcworkspacedata" }

    /// The `.xcodeproj` paths the workspace names, with the line of each (`<FileRef location = "group:App.xcodeproj">`
    /// inside `<Group location = "group:Sub">` folders). `group:` and `container:` are relative to the folder that holds
    /// the workspace, `absolute:` is a path. A project named twice (`container:App.xcodeproj` and
    /// `group:App.xcodeproj`) is one project, at its first line.
    public func projects() throws(ProjectFileError) -> [(path: String, line: Int)] {
        var seen: Set<String> = []
        return try references().filter { $0.path.hasSuffix(".xcodeproj") && seen.insert($0.path).inserted }
    }

    /// Every `FileRef` the workspace names (projects, folders, files), with its line.
    func references() throws(ProjectFileError) -> [(path: String, line: Int)] {
        guard let bytes = try readFile(dataPath) else {
            throw ProjectFileError(
                file: dataPath, line: nil, message: "no such file: \(workspacePath) is not an Xcode workspace")
        }
        let container = Paths.directory(of: workspacePath)
        var groups: [String] = []
        var found: [(path: String, line: Int)] = []
        for tag in XMLTags.read(String(decoding: bytes, as: UTF8.self))
        where tag.name == "Group" || tag.name == "FileRef" {
            if tag.closing {
                if tag.name == "Group" { _ = groups.popLast() }
                continue
            }
            let location = tag.attributes["location"] ?? ""
            let base = groups.last ?? container
            var path: String
            if location.hasPrefix("group:") {
                path = Paths.join(base, String(location.dropFirst(6)))
            } else if location.hasPrefix("container:") {
                path = Paths.join(container, String(location.dropFirst(10)))
            } else if location.hasPrefix("absolute:") {
                path = String(location.dropFirst(9))
            } else {
                path = base
            }
            if tag.name == "Group" {
                if !tag.selfClosing { groups.append(path) }
            } else {
                found.append((path, tag.line))
            }
        }
        return found
    }

    /// Every project of the workspace read as `XcodeProjectReader.importApps` reads one, merged: the targets and iOS
    /// apps of all, each project parsed once. A project the workspace names that is not there (CocoaPods'
    /// `Pods/Pods.xcodeproj` before `pod install`) is a warning.
    public func importApps(target: String?, configuration: String?, infoPlistOverride: String?) throws(ProjectFileError)
        -> ProjectImport
    {
        var merged = ProjectImport()
        var projects: [(reader: XcodeProjectReader, classified: XcodeProjectReader.Classified)] = []
        var specs: [(reader: XcodeGenReader, spec: XcodeGenReader.Value)] = []
        for (path, line) in try self.projects() {
            // A project XcodeGen writes (not committed) from the spec beside it: the spec is read instead.
            let spec = Paths.join(Paths.directory(of: path), "project.yml")
            if try readFile(path + "/project.pbxproj") == nil, try readFile(spec) != nil {
                let reader = XcodeGenReader(specPath: spec, readFile: readFile)
                let loaded = try reader.spec()
                merged.targets += reader.targets(of: loaded)
                specs.append((reader, loaded))
                merged.diagnostics.append(
                    Finding(
                        projectFile: dataPath, line: line,
                        message:
                            "the workspace names \(path), which is not there; XcodeGen writes it from \(spec), which is read instead"
                    ))
                continue
            }
            guard try readFile(path + "/project.pbxproj") != nil else {
                merged.diagnostics.append(
                    Finding(
                        projectFile: dataPath, line: line,
                        message:
                            "the workspace names \(path), which is not there; \(XCConfigReader.generatorHint(for: path))"
                    ))
                continue
            }
            let reader = XcodeProjectReader(projectPath: path, readFile: readFile)
            let classified = try reader.classified()
            merged.targets += classified.targets
            projects.append((reader, classified))
        }
        let chosen = try merged.choose(target, file: dataPath, scope: "workspace")
        for (reader, classified) in projects {
            merged.apps += try reader.apps(
                named: chosen, in: classified, configuration: configuration, infoPlistOverride: infoPlistOverride,
                diagnostics: &merged.diagnostics)
        }
        for (reader, spec) in specs {
            merged.apps += try reader.apps(
                named: chosen, in: spec, configuration: configuration, infoPlistOverride: infoPlistOverride,
                diagnostics: &merged.diagnostics)
        }
        // Packages the workspace lists (a folder holding a Package.swift): where products linked without a package
        // reference come from.
        let packages = try references().map(\.path).filter {
            !$0.hasSuffix(".xcodeproj") && PackageFolders.isPackage($0, readFile: readFile)
        }
        let others = projects.map { ($0.reader, $0.classified.loaded) }
        for index in merged.apps.indices { merged.apps[index].findBuiltElsewhere(in: others) }
        for index in merged.apps.indices where !merged.apps[index].linkedProducts.isEmpty {
            for folder in packages where !merged.apps[index].packageFolders.contains(folder) {
                merged.apps[index].packageFolders.append(folder)
            }
        }
        return merged
    }
}

extension ProjectLocation {
    /// The targets and iOS apps of the project here, whichever kind it is.
    public func importApps(
        target: String?, configuration: String?, infoPlistOverride: String?,
        readFile: @escaping (String) throws(ProjectFileError) -> [UInt8]?
    ) throws(ProjectFileError) -> ProjectImport {
        switch self {
        case let .xcodeproj(path):
            try XcodeProjectReader(projectPath: path, readFile: readFile)
                .importApps(target: target, configuration: configuration, infoPlistOverride: infoPlistOverride)
        case let .workspace(path):
            try WorkspaceReader(workspacePath: path, readFile: readFile)
                .importApps(target: target, configuration: configuration, infoPlistOverride: infoPlistOverride)
        case let .xcodegen(path):
            try XcodeGenReader(specPath: path, readFile: readFile)
                .importApps(target: target, configuration: configuration, infoPlistOverride: infoPlistOverride)
        case let .appPackage(path):
            try AppPackageReader(folder: path, readFile: readFile).importApps(target: target)
        }
    }
}
