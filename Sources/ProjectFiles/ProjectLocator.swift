import FoundationEssentials
import OrientationWire

/// What `--project` names: an `.xcodeproj` (or its `project.pbxproj`), an `.xcworkspace`, an XcodeGen
/// `project.yml`, or a folder holding one of them.
public enum ProjectLocation: Equatable, Sendable {
    case xcodeproj(String)
    case workspace(String)
    case xcodegen(String)

    /// Finds the project `path` names on the file system. A folder holding several candidates of the same kind is
    /// an error that lists them.
    public static func find(_ given: String) throws(ProjectFileError) -> ProjectLocation {
        var path = given
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix(".xcodeproj/project.pbxproj") { return .xcodeproj(String(path.dropLast("/project.pbxproj".count))) }
        if path.hasSuffix(".xcworkspace/contents.xcworkspacedata") {
            return .workspace(String(path.dropLast("/contents.xcworkspacedata".count)))
        }
        if path.hasSuffix(".xcodeproj") { return .xcodeproj(path) }
        if path.hasSuffix(".xcworkspace") { return .workspace(path) }
        if path.hasSuffix(".yml") || path.hasSuffix(".yaml") { return .xcodegen(path) }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ProjectFileError(file: given, line: nil, message: "no such file or folder; give an .xcodeproj, an .xcworkspace, an XcodeGen project.yml, or the folder holding one")
        }
        guard isDirectory else {
            throw ProjectFileError(file: given, line: nil, message: "not an Xcode project; give an .xcodeproj, an .xcworkspace, an XcodeGen project.yml, or the folder holding one")
        }
        let entries = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted()
        let base = path == "." ? "" : path + "/"
        let workspaces = entries.filter { $0.hasSuffix(".xcworkspace") }
        let projects = entries.filter { $0.hasSuffix(".xcodeproj") }
        // A workspace gathers the projects (CocoaPods writes one beside the app's project); then the project; then
        // XcodeGen's spec, which makes the project.
        if workspaces.count == 1 { return .workspace(base + workspaces[0]) }
        if workspaces.isEmpty && projects.count == 1 { return .xcodeproj(base + projects[0]) }
        if workspaces.isEmpty && projects.isEmpty, entries.contains("project.yml") { return .xcodegen(base + "project.yml") }
        let candidates = workspaces.isEmpty ? projects : workspaces
        if candidates.isEmpty {
            throw ProjectFileError(file: given, line: nil, message: "holds no .xcodeproj, .xcworkspace or project.yml; give the folder that holds the app's project")
        }
        throw ProjectFileError(file: given, line: nil, message: "holds several projects (\(candidates.joined(separator: ", "))); name one with --project")
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
    /// the workspace, `absolute:` is a path.
    public func projects() throws(ProjectFileError) -> [(path: String, line: Int)] {
        guard let bytes = try readFile(dataPath) else {
            throw ProjectFileError(file: dataPath, line: nil, message: "no such file: \(workspacePath) is not an Xcode workspace")
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let container = Paths.directory(of: workspacePath)
        var groups: [String] = []
        var found: [(path: String, line: Int)] = []
        var line = 1
        var index = text.startIndex
        while let open = text[index...].firstIndex(of: "<") {
            line += text[index..<open].reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            guard let close = text[open...].firstIndex(of: ">") else { break }
            let tag = text[open...close]
            let tagLine = line
            line += tag.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            index = text.index(after: close)
            if tag.hasPrefix("</Group") { _ = groups.popLast(); continue }
            let isGroup = tag.hasPrefix("<Group"), isFile = tag.hasPrefix("<FileRef")
            guard isGroup || isFile else { continue }
            let location = Self.attribute("location", in: tag) ?? ""
            let base = groups.last ?? container
            var path: String
            if location.hasPrefix("group:") { path = Paths.join(base, String(location.dropFirst(6))) }
            else if location.hasPrefix("container:") { path = Paths.join(container, String(location.dropFirst(10))) }
            else if location.hasPrefix("absolute:") { path = String(location.dropFirst(9)) }
            else { path = base }
            if isGroup {
                if !tag.hasSuffix("/>") { groups.append(path) }
            } else if path.hasSuffix(".xcodeproj") {
                found.append((path, tagLine))
            }
        }
        return found
    }

    static func attribute(_ name: String, in tag: Substring) -> String? {
        guard let range = tag.range(of: name) else { return nil }
        let rest = tag[range.upperBound...].drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard rest.first == "=" else { return nil }
        let value = rest.dropFirst().drop { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        guard let quote = value.first, quote == "\"" || quote == "'", let end = value.dropFirst().firstIndex(of: quote) else { return nil }
        return String(value[value.index(after: value.startIndex)..<end])
            .replacing("&amp;", with: "&").replacing("&quot;", with: "\"").replacing("&apos;", with: "'")
            .replacing("&lt;", with: "<").replacing("&gt;", with: ">")
    }

    /// Every project of the workspace read as `XcodeProjectReader.importApps` reads one, merged: the targets and iOS
    /// apps of all. A project the workspace names that is not there (CocoaPods' `Pods/Pods.xcodeproj` before
    /// `pod install`) is a warning.
    public func importApps(target: String?, configuration: String?, infoPlistOverride: String?) throws(ProjectFileError) -> ProjectImport {
        var merged = ProjectImport()
        for (path, line) in try projects() {
            guard try readFile(path + "/project.pbxproj") != nil else {
                let hint = XCConfigReader.generatorHint(for: path)
                merged.diagnostics.append(ImportDiagnostic(file: dataPath, line: line, message: "the workspace names \(path), which is not there; \(hint)"))
                continue
            }
            let reader = XcodeProjectReader(projectPath: path, readFile: readFile)
            let targets = try reader.targets()
            // A project without the named target, or without any iOS app, only lists its targets.
            guard target.map({ name in targets.contains { $0.name == name } }) ?? targets.contains(where: { $0.kind == .iOSApp }) else {
                merged.targets += targets
                continue
            }
            let loaded = try reader.importApps(target: target, configuration: configuration, infoPlistOverride: infoPlistOverride)
            merged.targets += loaded.targets
            merged.apps += loaded.apps
            merged.diagnostics += loaded.diagnostics.filter { !merged.diagnostics.contains($0) }
        }
        let listing = merged.targets.map { "\"\($0.name)\" (\($0.kind.description))" }.joined(separator: ", ")
        if merged.apps.isEmpty {
            if let target {
                throw ProjectFileError(file: dataPath, line: nil, message: "no target named \"\(InputNote.excerpt(target))\" in the workspace's projects; the targets are \(listing)")
            }
            throw ProjectFileError(file: dataPath, line: nil, message: "no iOS app target in the workspace's projects (orientd checks iOS apps); the targets are \(listing.isEmpty ? "none" : listing)")
        }
        if target == nil && merged.apps.count == 1 && merged.targets.count > 1, let name = merged.apps[0].target {
            merged.choice = "target \(name), the workspace's one iOS app (also here: \(merged.targets.filter { $0.name != name }.map { "\($0.name) (\($0.kind.description))" }.joined(separator: ", ")))"
        } else {
            merged.choice = nil
        }
        return merged
    }
}
