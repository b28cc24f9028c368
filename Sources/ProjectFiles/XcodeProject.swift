import FoundationEssentials
import OrientationResolver
import OrientationWire

/// Reads an Xcode project (`App.xcodeproj/project.pbxproj`, an OpenStep property list) with its xcconfig files and
/// Info.plist into what one target ships in one configuration (semantics §10).
public struct XcodeProjectReader {
    /// Largest project file, xcconfig or Info.plist read.
    public static let maxFileBytes = 32 << 20

    /// The .xcodeproj directory as the user named it.
    let projectPath: String
    let readFile: (String) throws(ProjectFileError) -> [UInt8]?

    /// `readFile` gives a file's bytes, or nil when it does not exist (the file system for the CLI; over HTTP only
    /// the body is there).
    public init(projectPath: String, readFile: @escaping (String) throws(ProjectFileError) -> [UInt8]?) {
        self.projectPath = projectPath.hasSuffix("/") ? String(projectPath.dropLast()) : projectPath
        self.readFile = readFile
    }

    /// Reads the project from the file system.
    public static func reading(_ projectPath: String) -> XcodeProjectReader {
        XcodeProjectReader(projectPath: projectPath, readFile: FileSystem.read)
    }

    var pbxprojPath: String { projectPath + "/project.pbxproj" }
    /// The directory holding the .xcodeproj: `SRCROOT`, against which project paths are written.
    var sourceRoot: String { Paths.directory(of: projectPath) }

    /// Reads `target` (default: the one application target) in `configuration` (default: the target's default
    /// configuration, normally Release). `infoPlistOverride` replaces `INFOPLIST_FILE` (`--info-plist`).
    public func read(target targetName: String?, configuration configurationName: String?,
                     infoPlistOverride: String? = nil) throws(ProjectFileError) -> ImportedApp {
        guard let bytes = try readFile(pbxprojPath) else {
            throw ProjectFileError(file: pbxprojPath, line: nil, message: "no such file: \(projectPath) is not an Xcode project (no project.pbxproj inside)")
        }
        let (value, format) = try PropertyList.read(bytes, file: pbxprojPath)
        let lines = PBXLines(bytes)
        guard format == .openStep || format == .xml, let root = value.dictionary, let objects = root["objects"]?.dictionary,
              let rootID = root["rootObject"]?.string, let project = objects[rootID]?.dictionary else {
            throw ProjectFileError(file: pbxprojPath, line: nil, message: "not an Xcode project file (no objects and rootObject)")
        }
        func object(_ id: String?) -> [String: PropertyList]? { id.flatMap { objects[$0]?.dictionary } }
        func fail(_ message: String, at id: String? = nil) -> ProjectFileError {
            ProjectFileError(file: pbxprojPath, line: id.flatMap(lines.line(ofObject:)), message: message)
        }

        // The target.
        let targets: [(id: String, object: [String: PropertyList])] = (project["targets"]?.array ?? []).compactMap { entry in
            guard let id = entry.string, let target = object(id) else { return nil }
            return (id, target)
        }
        let names = targets.compactMap { $0.object["name"]?.string }
        let target: (id: String, object: [String: PropertyList])
        if let targetName {
            guard let found = targets.first(where: { $0.object["name"]?.string == targetName }) else {
                throw fail("no target named \"\(InputNote.excerpt(targetName))\"; the targets are \(names.map { "\"\($0)\"" }.joined(separator: ", "))")
            }
            target = found
        } else {
            let applications = targets.filter { $0.object["productType"]?.string == "com.apple.product-type.application" }
            guard applications.count == 1 else {
                throw fail(applications.isEmpty
                    ? "no application target; name one with --target (the targets are \(names.map { "\"\($0)\"" }.joined(separator: ", ")))"
                    : "several application targets (\(applications.compactMap { $0.object["name"]?.string }.map { "\"\($0)\"" }.joined(separator: ", "))); name one with --target")
            }
            target = applications[0]
        }
        let targetLabel = target.object["name"]?.string ?? target.id

        // The configuration, at both levels.
        func configurations(of owner: [String: PropertyList]) -> (list: [String: PropertyList]?, entries: [(id: String, object: [String: PropertyList])]) {
            let list = object(owner["buildConfigurationList"]?.string)
            let entries: [(id: String, object: [String: PropertyList])] = (list?["buildConfigurations"]?.array ?? []).compactMap { entry in
                guard let id = entry.string, let configuration = object(id) else { return nil }
                return (id, configuration)
            }
            return (list, entries)
        }
        let targetConfigurations = configurations(of: target.object)
        let configurationNames = targetConfigurations.entries.compactMap { $0.object["name"]?.string }
        let chosenName = configurationName ?? targetConfigurations.list?["defaultConfigurationName"]?.string
            ?? (configurationNames.contains("Release") ? "Release" : configurationNames.first)
        guard let chosenName, let targetConfiguration = targetConfigurations.entries.first(where: { $0.object["name"]?.string == chosenName }) else {
            throw fail("target \"\(targetLabel)\" has no configuration named \"\(InputNote.excerpt(configurationName ?? ""))\"; its configurations are \(configurationNames.map { "\"\($0)\"" }.joined(separator: ", "))", at: target.id)
        }
        let projectConfiguration = configurations(of: project).entries.first { $0.object["name"]?.string == chosenName }

        // The levels, lowest first: project xcconfig, project, target xcconfig, target.
        let groups = GroupPaths(objects: objects, mainGroup: project["mainGroup"]?.string, sourceRoot: Paths.join(sourceRoot, project["projectDirPath"]?.string ?? ""))
        var xcconfigs = XCConfigReader(readFile: readFile)
        func levels(of configuration: (id: String, object: [String: PropertyList])) throws(ProjectFileError) -> [[SettingAssignment]] {
            var result: [[SettingAssignment]] = []
            let here = FileSource(file: pbxprojPath, line: lines.line(ofObject: configuration.id))
            if let path = groups.baseConfigurationPath(of: configuration.object) {
                result.append(try xcconfigs.assignments(of: path, from: here))
            }
            var own: [SettingAssignment] = []
            for (key, value) in (configuration.object["buildSettings"]?.dictionary ?? [:]).sorted(by: { $0.key < $1.key }) {
                guard let (name, conditions) = SettingAssignment.parse(key: key) else {
                    throw ProjectFileError(file: pbxprojPath, line: lines.line(ofSetting: key, after: configuration.id),
                                           message: "a build setting named \"\(InputNote.excerpt(key))\" has malformed conditions")
                }
                let text: String = switch value {
                case let .string(text): text
                case let .array(elements): elements.compactMap(\.string).joined(separator: " ")
                default: ""
                }
                own.append(SettingAssignment(name: name, conditions: conditions, value: text,
                                             source: FileSource(file: pbxprojPath, line: lines.line(ofSetting: key, after: configuration.id))))
            }
            result.append(own)
            return result
        }
        var allLevels: [[SettingAssignment]] = []
        if let projectConfiguration { allLevels += try levels(of: projectConfiguration) }
        allLevels += try levels(of: targetConfiguration)
        let settings = SettingResolution.resolve(allLevels, context: BuildContext(configuration: chosenName))

        var app = ImportedApp()
        app.target = targetLabel
        app.configuration = chosenName
        app.files = [pbxprojPath] + xcconfigs.filesRead
        try app.take(settings: settings, allAssignments: allLevels.flatMap { $0 }, reader: self, infoPlistOverride: infoPlistOverride)
        if settings["GENERATE_INFOPLIST_FILE"]?.value == "YES" || app.sources["/app/infoPlist"] == nil {
            // The Info.plist is (partly) generated from this configuration's settings.
            app.sources["/app/infoPlist"] = FileSource(file: pbxprojPath, line: lines.line(ofObject: targetConfiguration.id))
        }
        return app
    }
}

extension ImportedApp {
    /// The Info.plist keys generated from `INFOPLIST_KEY_<key>` settings that orientd reads, by setting suffix.
    static let generatedKeys: [String: String] = [
        "UISupportedInterfaceOrientations": InfoPlist.supportedKey,
        "UISupportedInterfaceOrientations_iPad": InfoPlist.padKey,
        "UISupportedInterfaceOrientations_iPhone": InfoPlist.phoneKey,
        "UIInterfaceOrientation": "UIInterfaceOrientation",
        "UIRequiresFullScreen": "UIRequiresFullScreen",
        "UIRequiresFullScreenIgnoredStartingWithVersion": "UIRequiresFullScreenIgnoredStartingWithVersion",
        "UILaunchStoryboardName": "UILaunchStoryboardName",
        "UILaunchStoryboardName_iPad": "UILaunchStoryboardName~ipad",
        "UILaunchStoryboardName_iPhone": "UILaunchStoryboardName~iphone",
    ]

    /// The settings of one target and configuration: the Info.plist (`INFOPLIST_FILE`, then the generated keys
    /// over it when `GENERATE_INFOPLIST_FILE = YES`), the device families, the deployment target.
    mutating func take(settings: ResolvedSettings, allAssignments: [SettingAssignment], reader: XcodeProjectReader,
                       infoPlistOverride: String?) throws(ProjectFileError) {
        let generates = settings["GENERATE_INFOPLIST_FILE"]?.value == "YES"
        // The Info.plist file first.
        if let path = infoPlistOverride {
            guard let bytes = try FileSystem.read(path) else {
                throw ProjectFileError(file: path, line: nil, message: "no such file")
            }
            try readInfoPlist(bytes, name: path)
        } else if let (value, source) = settings["INFOPLIST_FILE"], !value.isEmpty {
            var relative = value
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where relative.hasPrefix(prefix) {
                relative = String(relative.dropFirst(prefix.count))
            }
            guard !relative.contains("$(") && !relative.contains("${") else {
                throw ProjectFileError(file: source.file, line: source.line,
                                       message: "INFOPLIST_FILE is \"\(InputNote.excerpt(value))\", which orientd cannot expand; name the file with --info-plist")
            }
            let path = Paths.join(reader.sourceRoot, relative)
            guard let bytes = try reader.readFile(path) else {
                throw ProjectFileError(file: source.file, line: source.line, message: "INFOPLIST_FILE names \(path), which cannot be read")
            }
            try readInfoPlist(bytes, name: path)
        }
        // The generated keys, over the file's.
        for assignment in allAssignments where assignment.name.hasPrefix("INFOPLIST_KEY_") {
            // Only the winning assignment of each setting counts; near misses are reported once per assignment.
            let suffix = String(assignment.name.dropFirst("INFOPLIST_KEY_".count))
            if Self.generatedKeys[suffix] == nil, !suffix.hasSuffix("_Generation"),
               let meant = InputNote.closest(to: suffix, among: Array(Self.generatedKeys.keys).sorted(), within: 2) {
                notes.append(InputNote(
                    rule: "unknown-plist-key", pointer: Self.pointer(Self.generatedKeys[meant]!),
                    message: "The build setting \(InputNote.excerpt(assignment.name)) generates no Info.plist key iOS reads, so it is ignored; did you mean INFOPLIST_KEY_\(meant)?",
                    fix: "Rename the setting to INFOPLIST_KEY_\(meant) (Xcode writes the iPad and iPhone forms with _iPad and _iPhone, not ~ipad).",
                    source: assignment.source))
            }
        }
        let generatedNames = settings.keys.filter { $0.hasPrefix("INFOPLIST_KEY_") }.sorted()
        for name in generatedNames {
            let suffix = String(name.dropFirst("INFOPLIST_KEY_".count))
            let (value, source) = settings[name]!
            let key = Self.generatedKeys[suffix]
            let generation = ["UILaunchScreen_Generation": "UILaunchScreen", "UIApplicationSceneManifest_Generation": "UIApplicationSceneManifest"][suffix]
            guard key != nil || generation != nil else { continue }
            guard generates else {
                notes.append(InputNote(
                    rule: "ignored-build-setting", pointer: Self.pointer(key ?? generation!),
                    message: "\(name) is set but GENERATE_INFOPLIST_FILE is not YES, so Xcode does not write it into the Info.plist and iOS never sees it.",
                    fix: "Set GENERATE_INFOPLIST_FILE = YES, or put the key into the Info.plist file (INFOPLIST_FILE) and remove the setting.",
                    source: source))
                continue
            }
            if let generation {
                if value == "YES" { try take(generation, .plist(.dictionary([:])), at: source) }
            } else if let key {
                try take(key, .setting(value), at: source)
            }
        }
        // What ships.
        if let (value, source) = settings["TARGETED_DEVICE_FAMILY"] {
            let parts = value.split(separator: ",").map { $0.trimmingSpaces }
            let numbers = parts.compactMap { Int($0) }
            guard numbers.count == parts.count else {
                throw ProjectFileError(file: source.file, line: source.line, message: "TARGETED_DEVICE_FAMILY: expected numbers such as \"1,2\", given \"\(InputNote.excerpt(value))\"")
            }
            try takeFamilies(numbers, at: source) { expected in
                ProjectFileError(file: source.file, line: source.line, message: "TARGETED_DEVICE_FAMILY: expected \(expected), given \"\(InputNote.excerpt(value))\"")
            }
        } else if deviceFamilies == nil {
            // Xcode's default for an iOS target is 1 (iPhone).
            deviceFamilies = [.phone]
        }
        if let (value, source) = settings["IPHONEOS_DEPLOYMENT_TARGET"], let version = SystemVersion(parsing: value) {
            minimumOSVersion = version
            sources["/app/minimumOSVersion"] = source
        }
        expandBundleIdentifier(settings)
        if infoPlist.bundleIdentifier == nil, generates, let (identifier, source) = settings["PRODUCT_BUNDLE_IDENTIFIER"], !identifier.isEmpty {
            infoPlist.bundleIdentifier = identifier
            sources[Self.pointer("CFBundleIdentifier")] = source
        }
    }
}

/// Where files of the project's groups are: each group's path joined up to the main group (the source root).
struct GroupPaths {
    let objects: [String: PropertyList]
    let sourceRoot: String
    private var parents: [String: String] = [:]

    init(objects: [String: PropertyList], mainGroup: String?, sourceRoot: String) {
        self.objects = objects
        self.sourceRoot = sourceRoot
        for (id, value) in objects {
            for child in value.dictionary?["children"]?.array ?? [] {
                if let childID = child.string { parents[childID] = id }
            }
        }
    }

    /// The path of a file reference or group, or nil when it is relative to something outside the project.
    func path(of id: String, depth: Int = 0) -> String? {
        guard depth < 64, let object = objects[id]?.dictionary else { return nil }
        let own = object["path"]?.string ?? ""
        switch object["sourceTree"]?.string ?? "<group>" {
        case "<absolute>": return own
        case "SOURCE_ROOT": return Paths.join(sourceRoot, own)
        case "<group>":
            guard let parent = parents[id] else { return Paths.join(sourceRoot, own) }
            guard let base = path(of: parent, depth: depth + 1) else { return nil }
            return Paths.join(base, own)
        default: return nil
        }
    }

    /// A configuration's xcconfig: `baseConfigurationReference`, or Xcode 16's anchor in a synchronized folder.
    func baseConfigurationPath(of configuration: [String: PropertyList]) -> String? {
        if let reference = configuration["baseConfigurationReference"]?.string { return path(of: reference) }
        if let anchor = configuration["baseConfigurationReferenceAnchor"]?.string,
           let relative = configuration["baseConfigurationReferenceRelativePath"]?.string, let base = path(of: anchor) {
            return Paths.join(base, relative)
        }
        return nil
    }
}

/// Lines of a `project.pbxproj`: where each object starts, and a setting's line after it.
struct PBXLines {
    private let lines: [Substring]

    init(_ bytes: [UInt8]) {
        lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    }

    /// The line of `ID /* comment */ = {` or `ID = {`.
    func line(ofObject id: String) -> Int? {
        for (index, line) in lines.enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix(id) else { continue }
            let rest = trimmed.dropFirst(id.count).drop { $0 == " " || $0 == "\t" }
            if rest.hasPrefix("=") || rest.hasPrefix("/*") { return index + 1 }
        }
        return nil
    }

    /// The first line after the object's that assigns `key` (written bare or quoted).
    func line(ofSetting key: String, after id: String) -> Int? {
        let start = line(ofObject: id) ?? 1
        for index in (start - 1)..<lines.count {
            let trimmed = lines[index].drop { $0 == " " || $0 == "\t" }
            for spelling in [key, "\"\(key)\""] where trimmed.hasPrefix(spelling) {
                let rest = trimmed.dropFirst(spelling.count).drop { $0 == " " || $0 == "\t" }
                if rest.hasPrefix("=") { return index + 1 }
            }
        }
        return nil
    }
}

/// Files read from disk, each at most `XcodeProjectReader.maxFileBytes`.
public enum FileSystem {
    /// The file's bytes; nil when there is no such file. A directory, an unreadable or a too large file is an error.
    public static func read(_ path: String) throws(ProjectFileError) -> [UInt8]? {
        var isDirectory: Bool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        guard !isDirectory else { throw ProjectFileError(file: path, line: nil, message: "is a directory, not a file") }
        let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
        guard size <= XcodeProjectReader.maxFileBytes else {
            throw ProjectFileError(file: path, line: nil, message: "larger than the limit of \(XcodeProjectReader.maxFileBytes) bytes")
        }
        do {
            return [UInt8](try Data(contentsOf: URL(filePath: path)))
        } catch {
            throw ProjectFileError(file: path, line: nil, message: "cannot be read (\(error))")
        }
    }
}
