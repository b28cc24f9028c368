import OrientationResolver
import Yams

/// An XcodeGen project spec (`project.yml`, github.com/yonaskolb/XcodeGen, Docs/ProjectSpec.md) read as XcodeGen
/// would generate the project, for what orientd reads:
/// - `include:` of other specs (merged under the including one, paths relative to each file);
/// - `options.deploymentTarget.iOS`, a target's `deploymentTarget`;
/// - `settings` (a plain map, or `base`, `configs`, `groups` of `settingGroups`) at project and target level;
/// - `configFiles` (xcconfig files per configuration), read with the xcconfig grammar;
/// - `info.path` and `info.properties` (the Info.plist XcodeGen writes), `INFOPLIST_KEY_*` settings;
/// - targets of `type: application` and `platform: iOS` (a list of platforms makes one target per platform, named
///   `Name_iOS`…; `supportedDestinations` with iOS makes an iOS app).
/// Of XcodeGen's setting presets only the iOS platform's SDKROOT (iphoneos) and TARGETED_DEVICE_FAMILY ('1,2')
/// are applied (SettingPresets/Platforms/iOS.yml, and SupportedDestinations/iOS.yml gives the same family for
/// `supportedDestinations`), below everything the spec says. Target templates
/// (`templates` of `targetTemplates`) are applied under the target; scheme settings are not evaluated.
public struct XcodeGenReader: ProjectFileReading {
    let specPath: String
    let readFile: (String) throws(ProjectFileError) -> [UInt8]?
    static let maxSpecs = 32
    static let maxDepth = 64

    public init(specPath: String, readFile: @escaping (String) throws(ProjectFileError) -> [UInt8]?) {
        self.specPath = specPath
        self.readFile = readFile
    }

    /// XcodeGen writes the project beside the spec; its paths are relative to the spec's folder.
    var sourceRoot: String { Paths.directory(of: specPath) }

    /// A path under the spec's folder as a path relative to it (what INFOPLIST_FILE holds).
    func relativeToRoot(_ path: String) -> String {
        guard !sourceRoot.isEmpty, path.hasPrefix(sourceRoot + "/") else { return path }
        return String(path.dropFirst(sourceRoot.count + 1))
    }

    /// A YAML node with the file and line it came from.
    indirect enum Value {
        case scalar(String, FileSource)
        case map([(key: String, value: Value)], FileSource)
        case list([Value], FileSource)

        var source: FileSource {
            switch self {
            case let .scalar(_, source), let .map(_, source), let .list(_, source): source
            }
        }

        var text: String? { if case let .scalar(text, _) = self { text } else { nil } }

        /// The texts of a list (a single scalar counts as a list of one).
        var texts: [String] {
            switch self {
            case let .list(items, _): items.compactMap(\.text)
            case let .scalar(text, _): [text]
            case .map: []
            }
        }

        var entries: [(key: String, value: Value)]? { if case let .map(entries, _) = self { entries } else { nil } }

        subscript(key: String) -> Value? { entries?.last { $0.key == key }?.value }

        /// A build setting's text: a scalar as written (`true`/`false` as YES/NO, as XcodeGen writes them), a list
        /// joined with spaces.
        var settingText: String? {
            switch self {
            case let .scalar(text, _):
                switch text {
                case "true", "True", "TRUE": return "YES"
                case "false", "False", "FALSE": return "NO"
                default: return text
                }
            case let .list(items, _): return items.compactMap(\.text).joined(separator: " ")
            case .map: return nil
            }
        }

        /// A property list value, for `info.properties`.
        var propertyList: PropertyList {
            switch self {
            case let .scalar(text, _):
                switch text {
                case "true", "True", "TRUE", "YES": return .bool(true)
                case "false", "False", "FALSE", "NO": return .bool(false)
                default: return Int(text).map(PropertyList.integer) ?? .string(text)
                }
            case let .list(items, _): return .array(items.map(\.propertyList))
            case let .map(entries, _):
                var dictionary: [String: PropertyList] = [:]
                for (key, value) in entries { dictionary[key] = value.propertyList }
                return .dictionary(dictionary)
            }
        }

        /// Every text with `placeholder` replaced.
        func replacing(_ placeholder: String, with text: String) -> Value {
            switch self {
            case let .scalar(value, source): .scalar(value.replacing(placeholder, with: text), source)
            case let .list(items, source): .list(items.map { $0.replacing(placeholder, with: text) }, source)
            case let .map(entries, source):
                .map(entries.map { ($0.key, $0.value.replacing(placeholder, with: text)) }, source)
            }
        }

        /// `other` merged over this one, as XcodeGen merges includes and templates (`Dictionary.merged(onto:)` in
        /// its SpecFile.swift): maps key by key (recursively), lists appended, anything else replaced; a key written
        /// `name:REPLACE` replaces `name` whatever it holds.
        func merged(with other: Value) -> Value {
            if case let .list(mine, source) = self, case let .list(theirs, _) = other {
                return .list(mine + theirs, source)
            }
            guard case let .map(mine, source) = self, case let .map(theirs, _) = other else { return other }
            var result = mine
            for (written, value) in theirs {
                let replaces = written.hasSuffix(":REPLACE")
                let key = replaces ? String(written.dropLast(8)) : written
                if let index = result.lastIndex(where: { $0.key == key }) {
                    result[index].value = replaces ? value : result[index].value.merged(with: value)
                } else {
                    result.append((key, value))
                }
            }
            return .map(result, source)
        }
    }

    /// The spec with its includes merged in (an included spec first, the including one over it).
    func loadSpec(_ path: String, from: FileSource?, chain: [String], count: inout Int) throws(ProjectFileError)
        -> Value
    {
        guard !chain.contains(path) else {
            throw ProjectFileError(
                file: from?.file ?? path, line: from?.line,
                message: "include: \(path) includes a spec that includes it back")
        }
        count += 1
        guard count <= Self.maxSpecs else {
            throw ProjectFileError(
                file: from?.file ?? path, line: from?.line, message: "more than \(Self.maxSpecs) XcodeGen spec files")
        }
        guard let bytes = try readFile(path) else {
            if let from {
                throw ProjectFileError(
                    file: from.file, line: from.line,
                    message:
                        "include: \(path) cannot be read; check the path (it is relative to the spec that includes it)")
            }
            throw ProjectFileError(
                file: path, line: nil,
                message: "no such file; give an XcodeGen project.yml, an .xcodeproj or an .xcworkspace")
        }
        let node: Node?
        do {
            node = try Yams.compose(yaml: String(decoding: bytes, as: UTF8.self))
        } catch let error as YamlError {
            throw ProjectFileError(
                file: path, line: Self.line(of: error), message: "not valid YAML: \(Self.describe(error))")
        } catch {
            throw ProjectFileError(file: path, line: nil, message: "not valid YAML: \(error)")
        }
        guard let node, case .mapping = node else {
            throw ProjectFileError(
                file: path, line: nil,
                message: "an XcodeGen spec is a YAML map (name:, targets:, …); this file is not one")
        }
        let spec = try Self.value(node, file: path, depth: 0)
        var base: Value?
        let includes: [Value] =
            switch spec["include"] {
            case let .list(items, _)?: items
            case let item?: [item]
            case nil: []
            }
        for include in includes {
            let relative = include.text ?? include["path"]?.text
            guard let relative else {
                throw ProjectFileError(
                    file: path, line: include.source.line, message: "include: expected a path or {path: …}")
            }
            let included = try loadSpec(
                Paths.join(Paths.directory(of: path), relative), from: include.source, chain: chain + [path],
                count: &count)
            base = base.map { $0.merged(with: included) } ?? included
        }
        return base.map { $0.merged(with: spec) } ?? spec
    }

    static func value(_ node: Node, file: String, depth: Int) throws(ProjectFileError) -> Value {
        let source = FileSource(file: file, line: node.mark?.line)
        guard depth < maxDepth else {
            throw ProjectFileError(file: file, line: source.line, message: "nested deeper than \(maxDepth) levels")
        }
        switch node {
        case let .scalar(scalar): return .scalar(scalar.string, source)
        case let .sequence(sequence):
            var items: [Value] = []
            for item in sequence { items.append(try value(item, file: file, depth: depth + 1)) }
            return .list(items, source)
        case let .mapping(mapping):
            var entries: [(key: String, value: Value)] = []
            for (key, item) in mapping {
                guard let name = key.string else {
                    throw ProjectFileError(file: file, line: key.mark?.line, message: "a map key must be text")
                }
                entries.append((name, try value(item, file: file, depth: depth + 1)))
            }
            return .map(entries, source)
        case let .alias(alias):
            throw ProjectFileError(file: file, line: alias.mark?.line, message: "YAML aliases are not read here")
        }
    }

    static func line(of error: YamlError) -> Int? {
        switch error {
        case let .scanner(_, _, mark, _), let .parser(_, _, mark, _), let .composer(_, _, mark, _): mark.line
        default: nil
        }
    }

    static func describe(_ error: YamlError) -> String {
        switch error {
        case let .scanner(_, problem, _, _), let .parser(_, problem, _, _), let .composer(_, problem, _, _): problem
        default: "\(error)"
        }
    }

    /// One target of the spec: its name as XcodeGen generates it, its node, and its platform.
    struct SpecTarget {
        var name: String
        var node: Value
        var platform: String
    }

    /// A target with its `templates` applied: each template of `targetTemplates` (itself with its own templates, at
    /// most 8 deep), in order, then the target over them; `${target_name}` in a template's texts is the target's
    /// name (XcodeGen, "Target Template").
    func applyingTemplates(_ node: Value, named name: String, in spec: Value, depth: Int = 0) -> Value {
        guard let templates = node["templates"], depth < 8 else { return node }
        var base: Value?
        for template in templates.texts {
            guard let definition = spec["targetTemplates"]?[template] else { continue }
            let resolved = applyingTemplates(definition, named: name, in: spec, depth: depth + 1).replacing(
                "${target_name}", with: name)
            base = base.map { $0.merged(with: resolved) } ?? resolved
        }
        return base.map { $0.merged(with: node) } ?? node
    }

    func specTargets(_ spec: Value) -> [SpecTarget] {
        var result: [SpecTarget] = []
        for (name, written) in spec["targets"]?.entries ?? [] {
            let node = applyingTemplates(written, named: name, in: spec)
            switch node["platform"] {
            case let .list(platforms, _)?:
                for platform in platforms.compactMap(\.text) {
                    result.append(SpecTarget(name: "\(name)_\(platform)", node: node, platform: platform))
                }
            case let platform?:
                var text = platform.text ?? ""
                if text == "auto", let destinations = node["supportedDestinations"],
                    case let .list(items, _) = destinations
                {
                    text = items.compactMap(\.text).contains("iOS") ? "iOS" : items.first?.text ?? text
                }
                result.append(SpecTarget(name: name, node: node, platform: text))
            case nil:
                let destinations: [String] = node["supportedDestinations"]?.texts ?? []
                result.append(
                    SpecTarget(
                        name: name, node: node,
                        platform: destinations.contains("iOS") ? "iOS" : destinations.first ?? ""))
            }
        }
        return result
    }

    /// The configurations the spec defines (Debug and Release when it names none).
    func configurations(_ spec: Value) -> [String] {
        let names = spec["configs"]?.entries?.map(\.key) ?? []
        return names.isEmpty ? ["Debug", "Release"] : names
    }

    static func kind(of target: SpecTarget) -> TargetKind {
        let sdk: String =
            switch target.platform.lowercased() {
            case "ios": "iphoneos"
            case "macos": "macosx"
            case "tvos": "appletvos"
            case "watchos": "watchos"
            case "visionos": "xros"
            default: ""
            }
        let type = target.node["type"]?.text
        let settings: ResolvedSettings = sdk.isEmpty ? [:] : ["SDKROOT": (sdk, target.node.source)]
        return TargetKind.of(productType: type.map { "com.apple.product-type.\($0)" }, settings: settings)
    }

    /// Every target with its kind, and the iOS apps read: the one named, else every iOS app of the spec.
    /// The spec, with the files it includes.
    func spec() throws(ProjectFileError) -> Value {
        var count = 0
        return try loadSpec(specPath, from: nil, chain: [], count: &count)
    }

    /// The spec's targets with their kinds.
    func targets(of spec: Value) -> [ProjectTarget] {
        specTargets(spec).map { ProjectTarget(name: $0.name, kind: Self.kind(of: $0), source: $0.node.source) }
    }

    /// The apps of the spec among `names` (a workspace's choice), each read with the configuration named or the
    /// spec's Release (else its first).
    func apps(
        named names: [String], in spec: Value, configuration configurationName: String?, infoPlistOverride: String?,
        diagnostics: inout [Finding]
    ) throws(ProjectFileError) -> [ImportedApp] {
        let configurations = configurations(spec)
        let configuration =
            configurationName.flatMap { configurations.contains($0) ? $0 : nil }
            ?? (configurations.contains("Release") ? "Release" : configurations[0])
        var apps: [ImportedApp] = []
        for target in specTargets(spec) where names.contains(target.name) {
            apps.append(
                try read(
                    target, in: spec, configuration: configuration, infoPlistOverride: infoPlistOverride,
                    diagnostics: &diagnostics))
        }
        return apps
    }

    public func importApps(
        target targetName: String?, configuration configurationName: String?,
        infoPlistOverride: String? = nil
    ) throws(ProjectFileError) -> ProjectImport {
        let spec = try spec()
        var result = ProjectImport()
        let targets = specTargets(spec)
        result.targets = self.targets(of: spec)
        let names = try result.choose(
            targetName, file: specPath, scope: "spec", appHint: "type: application, platform: iOS")
        let chosen = targets.filter { names.contains($0.name) }
        let configurations = configurations(spec)
        let configuration = configurationName ?? (configurations.contains("Release") ? "Release" : configurations[0])
        guard configurations.contains(configuration) else {
            throw ProjectFileError(
                file: specPath, line: spec["configs"]?.source.line,
                message:
                    "no configuration named \"\(Words.excerpt(configuration))\"; the spec's configurations are \(configurations.map { "\"\($0)\"" }.joined(separator: ", ")); name one with --configuration"
            )
        }
        for target in chosen {
            result.apps.append(
                try read(
                    target, in: spec, configuration: configuration, infoPlistOverride: infoPlistOverride,
                    diagnostics: &result.diagnostics))
        }
        return result
    }

    /// The settings blocks of `settings:` for one configuration, in order: base (or the plain map), the groups, the
    /// configuration's own.
    func assignments(of settings: Value?, in spec: Value, configuration: String, depth: Int = 0) -> [SettingAssignment]
    {
        guard let settings, let entries = settings.entries, depth < 8 else { return [] }
        let structured = entries.contains { ["base", "configs", "groups"].contains($0.key) }
        func plain(_ map: Value?) -> [SettingAssignment] {
            (map?.entries ?? []).compactMap { key, value in
                guard let (name, conditions) = SettingAssignment.parse(key: key), let text = value.settingText else {
                    return nil
                }
                return SettingAssignment(name: name, conditions: conditions, value: text, source: value.source)
            }
        }
        guard structured else { return plain(settings) }
        var result: [SettingAssignment] = []
        for group in settings["groups"]?.texts ?? [] {
            result += assignments(
                of: spec["settingGroups"]?[group], in: spec, configuration: configuration, depth: depth + 1)
        }
        result += plain(settings["base"])
        let configs = settings["configs"]?.entries ?? []
        if let own = configs.last(where: { $0.key == configuration })
            ?? configs.last(where: { $0.key.lowercased() == configuration.lowercased() })
        {
            result += plain(own.value)
        }
        return result
    }

    func read(
        _ target: SpecTarget, in spec: Value, configuration: String, infoPlistOverride: String?,
        diagnostics: inout [Finding]
    ) throws(ProjectFileError) -> ImportedApp {
        let node = target.node
        var xcconfigs = XCConfigReader(readFile: readFile)
        xcconfigs.projectRoot = sourceRoot
        func configFile(of owner: Value?) throws(ProjectFileError) -> [SettingAssignment] {
            guard let file = owner?["configFiles"]?[configuration], let relative = file.text else { return [] }
            return try xcconfigs.assignments(
                of: Paths.join(Paths.directory(of: file.source.file), relative), from: file.source)
        }
        if let templates = node["templates"] {
            let missing = templates.texts.filter { spec["targetTemplates"]?[$0] == nil }
            if !missing.isEmpty {
                diagnostics.append(
                    Finding(
                        projectFile: templates.source.file, line: templates.source.line,
                        message:
                            "target \(target.name) uses the templates \(missing.joined(separator: ", ")), which the spec does not define under targetTemplates: what they would give is not read"
                    ))
            }
        }
        // The levels, lowest first: XcodeGen's iOS preset, the project's xcconfig and settings, the target's.
        let preset = FileSource(file: node.source.file, line: node.source.line)
        var presetLevel = [
            SettingAssignment(name: "SDKROOT", conditions: [], value: "iphoneos", source: preset),
            SettingAssignment(name: "TARGETED_DEVICE_FAMILY", conditions: [], value: "1,2", source: preset),
        ]
        if let deployment = spec["options"]?["deploymentTarget"]?["iOS"], let version = deployment.text {
            presetLevel.append(
                SettingAssignment(
                    name: "IPHONEOS_DEPLOYMENT_TARGET", conditions: [], value: version, source: deployment.source))
        }
        var levels: [[SettingAssignment]] = [presetLevel]
        levels.append(try configFile(of: spec))
        levels.append(assignments(of: spec["settings"], in: spec, configuration: configuration))
        levels.append(try configFile(of: node))
        var own = assignments(of: node["settings"], in: spec, configuration: configuration)
        let deployment: Value? =
            switch node["deploymentTarget"] {
            case .map?: node["deploymentTarget"]?["iOS"]
            case let value?: value
            case nil: nil
            }
        if let deployment, let version = deployment.text {
            // XcodeGen writes the target's deploymentTarget as a build setting unless the settings give one.
            if !own.contains(where: { $0.name == "IPHONEOS_DEPLOYMENT_TARGET" }) {
                own.insert(
                    SettingAssignment(
                        name: "IPHONEOS_DEPLOYMENT_TARGET", conditions: [], value: version, source: deployment.source),
                    at: 0)
            }
        }
        let info = node["info"]
        // The Info.plist XcodeGen writes (`info.path`), not one the settings name.
        var written = false
        if let path = info?["path"], let relative = path.text, !own.contains(where: { $0.name == "INFOPLIST_FILE" }) {
            written = true
            own.insert(
                SettingAssignment(
                    name: "INFOPLIST_FILE", conditions: [],
                    value: relativeToRoot(Paths.join(Paths.directory(of: path.source.file), relative)),
                    source: path.source), at: 0)
        }
        // No Info.plist named and none generated: XcodeGen takes the `Info.plist` it finds among the target's sources
        // (KeyAppWallet's `p2p_wallet/Info.plist`, round 42); looked for at the top of each source folder and in its
        // usual supporting folders.
        if !(levels + [own]).joined().contains(where: {
            $0.name == "INFOPLIST_FILE" || $0.name == "GENERATE_INFOPLIST_FILE"
        }), info?["path"] == nil, let found = try infoPlistAmongSources(of: node, target: target.name) {
            own.insert(found.setting, at: 0)
            diagnostics.append(found.said)
        }
        levels.append(own)
        var settings = SettingResolution.resolve(levels, context: BuildContext(configuration: configuration))
        SettingResolution.expandAll(
            &settings,
            builtins: [
                "TARGET_NAME": target.name, "PROJECT_NAME": spec["name"]?.text ?? "", "CONFIGURATION": configuration,
                "PLATFORM_NAME": "iphoneos", "EFFECTIVE_PLATFORM_NAME": "-iphoneos",
            ])
        diagnostics += xcconfigs.diagnostics.filter { !diagnostics.contains($0) }

        var app = ImportedApp()
        app.target = target.name
        app.configuration = configuration
        app.productModuleName = ImportedApp.moduleName(settings, target: target.name)
        app.files = [specPath] + xcconfigs.filesRead
        // info.path names the file XcodeGen writes: every `xcodegen generate` replaces it with its defaults and
        // info.properties (XcodeGen's `FileWriter.writePlists`), whatever the checkout holds there, so only
        // info.properties say what it will hold.
        var effective = settings
        if written, let (path, source) = settings["INFOPLIST_FILE"], infoPlistOverride == nil {
            diagnostics.append(
                Self.written(path, at: source, inCheckout: try readFile(Paths.join(sourceRoot, path)) != nil))
            effective["INFOPLIST_FILE"] = nil
        }
        try app.take(
            settings: effective, allAssignments: levels.flatMap { $0 }, reader: self,
            infoPlistOverride: infoPlistOverride)
        // XcodeGen's own keys in the file it writes (`InfoPlistGenerator`), of which orientd reads the bundle's
        // identifier; then info.properties, over them.
        if written, infoPlistOverride == nil, let path = info?["path"] {
            try app.take(
                "CFBundleIdentifier",
                .plist(ImportedApp.expanded(.string("$(PRODUCT_BUNDLE_IDENTIFIER)"), with: settings)),
                at: path.source)
        }
        for (key, value) in info?["properties"]?.entries ?? [] where infoPlistOverride == nil {
            try app.take(key, .plist(ImportedApp.expanded(value.propertyList, with: settings)), at: value.source)
        }
        app.expandBundleIdentifier(settings)
        if app.sources["/app/infoPlist"] == nil { app.sources["/app/infoPlist"] = node.source }
        (app.codeFiles, app.codeFolders, app.codeFolderExcludes) = code(of: node)
        app.localPackages =
            packages(of: node, in: spec)
            + PackageFolders.developmentPods(inFolder: sourceRoot, readFile: readFile)
        return app
    }

    /// What stderr says of the Info.plist XcodeGen writes at `path` (`info.path`): read from info.properties alone.
    static func written(_ path: String, at source: FileSource, inCheckout: Bool) -> Finding {
        Finding(
            projectFile: source.file, line: source.line,
            message: inCheckout
                ? "\(path) is the Info.plist XcodeGen writes from info.properties on every xcodegen generate (the file in the checkout is replaced), so it is read from info.properties alone"
                : "\(path) is not in the checkout (XcodeGen writes it), so the Info.plist is read from info.properties alone"
        )
    }

    /// The `Info.plist` at the top of one of the target's source folders (or in its `Supporting Files`,
    /// `SupportingFiles`, `Resources` or `Support` folder), relative to the spec's folder: the first found.
    func infoPlistAmongSources(of node: Value, target: String) throws(ProjectFileError) -> (
        setting: SettingAssignment, said: Finding
    )? {
        for folder in code(of: node).folders.prefix(16) {
            for place in ["", "Supporting Files", "SupportingFiles", "Resources", "Support"] {
                let path = Paths.join(place.isEmpty ? folder : Paths.join(folder, place), "Info.plist")
                guard try readFile(Paths.join(sourceRoot, path)) != nil else { continue }
                return (
                    SettingAssignment(name: "INFOPLIST_FILE", conditions: [], value: path, source: node.source),
                    Finding(
                        projectFile: node.source.file, line: node.source.line,
                        message:
                            "target \(target) names no Info.plist (info.path, INFOPLIST_FILE), so \(path), the one among its sources, is read, as XcodeGen takes it"
                    )
                )
            }
        }
        return nil
    }

    /// The local packages (`packages: {Name: {path: …}}`) the target depends on (`dependencies: - package: Name`),
    /// with the products it links (`product:`, `products:`, else the package's name).
    func packages(of node: Value, in spec: Value) -> [LocalPackage] {
        var result: [LocalPackage] = []
        let declared = spec["packages"]?.entries ?? []
        let items: [Value] = if case let .list(items, _)? = node["dependencies"] { items } else { [] }
        for item in items {
            guard let name = item["package"]?.text,
                let package = declared.last(where: { $0.key == name })?.value,
                let relative = package["path"]?.text
            else { continue }
            let products = item["products"]?.texts ?? item["product"].map(\.texts) ?? [name]
            let folder = Paths.join(Paths.directory(of: package.source.file), relative)
            if let index = result.firstIndex(where: { $0.folder == folder }) {
                result[index].products += products.filter { !result[index].products.contains($0) }
            } else {
                result.append(LocalPackage(folder: folder, products: products, source: item.source))
            }
        }
        return result
    }

    /// The target's `sources` (a path, or a list of paths and `{path: …}` maps, a template's first), each relative
    /// to the spec that names it: source files and storyboards as files, a name without an extension as a folder
    /// to read, other files skipped, and those for other platforms only left out. Build phases are not applied: the
    /// reader reads Swift, Objective-C, storyboards and xibs, whichever phase holds them.
    /// With each folder's `excludes` (globs relative to it, `**` for any folders).
    func code(of node: Value) -> (files: [String], folders: [String], excludes: [String: [String]]) {
        var files: [String] = []
        var folders: [String] = []
        var excludes: [String: [String]] = [:]
        let items: [Value] =
            switch node["sources"] {
            case let .list(items, _)?: items
            case let value?: [value]
            case nil: []
            }
        for item in items {
            guard let path = item.text != nil ? item : item["path"], let relative = path.text else { continue }
            // Sources for other platforms only (`destinationFilters: [macOS]`, `platformFilters: [macOS]`).
            if let filters = item["destinationFilters"] ?? item["platformFilters"], !filters.texts.contains("iOS") {
                continue
            }
            let full = Paths.join(Paths.directory(of: path.source.file), relative)
            let name = full.split(separator: "/").last ?? ""
            if [".swift", ".m", ".mm", ".storyboard", ".xib"].contains(where: { full.hasSuffix($0) }) {
                files.append(full)
            } else if !name.contains(".") {
                // A name without an extension is a folder (a file such as PrivacyInfo.xcprivacy holds no code).
                folders.append(full)
                if let globs = item["excludes"]?.texts, !globs.isEmpty { excludes[full, default: []] += globs }
            }
        }
        return (files, folders, excludes)
    }
}
