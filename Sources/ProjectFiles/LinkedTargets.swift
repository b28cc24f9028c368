import OrientationResolver

/// A framework or static library target an app builds and links: of the app's own project, of a project nested in
/// it (linked through a container proxy), or of another project of its workspace. Its code is read as its own
/// module (SourceReader).
public struct LinkedTarget: Sendable, Equatable {
    public var name: String
    public var module: String
    /// What its Sources phase builds, and its synchronized folders (as `ImportedApp.codeFiles`/`codeFolders`).
    public var files: [String]
    public var folders: [String]
    /// Where the app (or a target it links) names it.
    public var source: FileSource?

    public init(name: String, module: String, files: [String], folders: [String], source: FileSource?) {
        self.name = name
        self.module = module
        self.files = files
        self.folders = folders
        self.source = source
    }
}

/// A framework the target links that its own project does not build (`sourceTree = BUILT_PRODUCTS_DIR`): another
/// project of the workspace may.
struct BuiltElsewhere: Sendable, Equatable {
    var product: String
    var source: FileSource
}

extension XcodeProjectReader {
    /// At most this many targets are followed from one app through what they link.
    static let maxLinkedTargets = 64

    /// What one walk from an app's target found.
    struct LinkWalk {
        var found: [LinkedTarget] = []
        /// What cannot be read, each a sentence (for stderr and `coverage.notFollowed`).
        var notRead: [String] = []
        var elsewhere: [BuiltElsewhere] = []
        var visited: Set<String> = []
        /// The local packages the linked targets link (`XcodeProjectReader.packages(of:in:)`), theirs to read too.
        var packages: [LocalPackage] = []
        var products: [LinkedProduct] = []
        var packageFolders: [String] = []
        var remote = false
        /// The targets the project's classification already resolved (by project file and id): each app of a
        /// project links the same frameworks, resolved once.
        var resolved: [String: ResolvedTarget] = [:]
    }

    /// One thing a target links or depends on.
    enum Link {
        /// A target of this project, by its object id.
        case target(String)
        /// A target of the project at `project` (nested), by its target id or, with `byProduct`, its product's id.
        case nested(project: String, remote: String, byProduct: Bool, name: String)
        case elsewhere(String)
    }

    /// The frameworks and static libraries `object` builds with it (its target dependencies and what its Frameworks
    /// phase links), and theirs in turn, each read as a `LinkedTarget`. App extensions, watch apps and other
    /// products that are not linked into the app are not its code.
    func linkedTargets(of object: [String: PropertyList], in loaded: Loaded, walk: inout LinkWalk, depth: Int = 0) {
        for (link, source) in links(of: object, in: loaded) {
            guard walk.visited.count < Self.maxLinkedTargets, depth < 8 else {
                walk.notRead.append(
                    "\(source.place): more than \(Self.maxLinkedTargets) linked targets, so this one is not read")
                return
            }
            switch link {
            case let .target(id):
                guard walk.visited.insert(projectPath + "\u{0}" + id).inserted,
                    let entry = loaded.targets.first(where: { $0.id == id })
                else { continue }
                take(entry, in: loaded, source: source, walk: &walk, depth: depth)
            case let .nested(path, remote, byProduct, name):
                guard walk.visited.insert(path + "\u{0}" + remote).inserted else { continue }
                let nested = XcodeProjectReader(projectPath: path, readFile: readFile)
                guard let nestedLoaded = try? nested.load() else {
                    // Said once per project (a dependency and a linked product name it twice).
                    guard walk.visited.insert(path).inserted else { continue }
                    walk.notRead.append(
                        "\(name) (\(source.place)), built by the nested project \(path), which is not there or cannot be read, so its code is not read"
                    )
                    continue
                }
                guard
                    let entry = nestedLoaded.targets.first(where: {
                        byProduct ? $0.object["productReference"]?.string == remote : $0.id == remote
                    })
                else {
                    walk.notRead.append(
                        "\(name) (\(source.place)): the nested project \(path) has no such target, so its code is not read"
                    )
                    continue
                }
                nested.take(entry, in: nestedLoaded, source: source, walk: &walk, depth: depth)
            case let .elsewhere(product):
                if !walk.elsewhere.contains(where: { $0.product == product }) {
                    walk.elsewhere.append(BuiltElsewhere(product: product, source: source))
                }
            }
        }
    }

    /// A linked target of this project: read when it is a framework or a library, then what it links.
    func take(
        _ entry: (id: String, object: [String: PropertyList]), in loaded: Loaded, source: FileSource,
        walk: inout LinkWalk, depth: Int
    ) {
        let name = entry.object["name"]?.string ?? entry.id
        let resolved =
            walk.resolved[pbxprojPath + "\u{0}" + entry.id] ?? (try? resolve(entry, in: loaded, configuration: nil))
        let kind =
            resolved?.kind ?? TargetKind.of(productType: entry.object["productType"]?.string, settings: [:])
        guard kind == .framework || kind == .library else { return }
        let (files, folders, _, _) = code(of: entry.object, id: entry.id, in: loaded)
        let packages = packages(of: entry.object, in: loaded)
        walk.packages += packages.named.filter { !walk.packages.contains($0) }
        walk.products += packages.products.filter { product in !walk.products.contains { $0.name == product.name } }
        walk.packageFolders += packages.folders.filter { !walk.packageFolders.contains($0) }
        walk.remote = walk.remote || packages.remote
        walk.found.append(
            LinkedTarget(
                name: name, module: ImportedApp.moduleName(resolved?.settings ?? [:], target: name), files: files,
                folders: folders, source: source))
        linkedTargets(of: entry.object, in: loaded, walk: &walk, depth: depth + 1)
    }

    /// What `object` names as its dependencies and links in its Frameworks phase.
    func links(of object: [String: PropertyList], in loaded: Loaded) -> [(Link, FileSource)] {
        var result: [(Link, FileSource)] = []
        func here(_ id: String) -> FileSource { FileSource(file: pbxprojPath, line: loaded.lines.line(ofObject: id)) }
        for id in (object["dependencies"]?.array ?? []).compactMap(\.string) {
            guard let dependency = loaded.object(id) else { continue }
            if let target = dependency["target"]?.string {
                result.append((.target(target), here(id)))
            } else if let proxy = dependency["targetProxy"]?.string, let link = proxyLink(proxy, in: loaded) {
                result.append((link, here(id)))
            }
        }
        for phase in (object["buildPhases"]?.array ?? []).compactMap({ loaded.object($0.string) })
        where phase["isa"]?.string == "PBXFrameworksBuildPhase" {
            for id in (phase["files"]?.array ?? []).compactMap(\.string) {
                guard let reference = loaded.object(id)?["fileRef"]?.string, let file = loaded.object(reference)
                else { continue }
                if file["isa"]?.string == "PBXReferenceProxy" {
                    if let remote = file["remoteRef"]?.string, let link = proxyLink(remote, in: loaded) {
                        result.append((link, here(id)))
                    }
                } else if let target = loaded.targets.first(where: {
                    $0.object["productReference"]?.string == reference
                }) {
                    result.append((.target(target.id), here(id)))
                } else if file["sourceTree"]?.string == "BUILT_PRODUCTS_DIR", let path = file["path"]?.string,
                    path.hasSuffix(".framework") || path.hasSuffix(".a"), !Self.isCocoaPodsUmbrella(path)
                {
                    result.append((.elsewhere(path), here(id)))
                }
            }
        }
        return result
    }

    /// A container proxy: to a target (or product) of this project, or of a project nested in it.
    func proxyLink(_ id: String, in loaded: Loaded) -> Link? {
        guard let proxy = loaded.object(id), let portal = proxy["containerPortal"]?.string,
            let remote = proxy["remoteGlobalIDString"]?.string
        else { return nil }
        let byProduct = proxy["proxyType"]?.string == "2"
        if loaded.object(portal)?["isa"]?.string == "PBXProject" {
            if !byProduct { return .target(remote) }
            return loaded.targets.first { $0.object["productReference"]?.string == remote }.map { .target($0.id) }
        }
        guard let path = loaded.groups.path(of: portal), path.hasSuffix(".xcodeproj") else { return nil }
        return .nested(
            project: path, remote: remote, byProduct: byProduct, name: proxy["remoteInfo"]?.string ?? remote)
    }

    /// CocoaPods' umbrella framework or library (`Pods_App.framework`, `libPods-App.a`, `libPods.a`): the pods,
    /// read from the Podfile when they are the app's own (development pods).
    static func isCocoaPodsUmbrella(_ path: String) -> Bool {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        return name.hasPrefix("Pods_") || name.hasPrefix("libPods") || name.hasPrefix("Pods-")
    }
}

extension ImportedApp {
    /// Each framework the target links that its own project does not build, looked for among `projects` (the
    /// workspace's, CocoaPods' own left out: its pods are read from the Podfile): read where one builds it, else
    /// said not read.
    mutating func findBuiltElsewhere(in projects: [(reader: XcodeProjectReader, loaded: XcodeProjectReader.Loaded)]) {
        var walk = XcodeProjectReader.LinkWalk()
        for elsewhere in builtElsewhere {
            let builder = projects.lazy.filter { !$0.reader.projectPath.hasSuffix("Pods.xcodeproj") }.compactMap {
                project in
                project.loaded.targets.first { target in
                    let product = project.loaded.object(target.object["productReference"]?.string)?["path"]?.string
                    return product.map { $0.split(separator: "/").last.map(String.init) == elsewhere.product } ?? false
                }.map { (project, $0) }
            }.first
            guard let (project, entry) = builder else {
                linkedTargetsNotRead.append(
                    "the framework \(elsewhere.product) (\(elsewhere.source.place)) is built by no project orientd reads, so its code is not read"
                )
                continue
            }
            project.reader.take(entry, in: project.loaded, source: elsewhere.source, walk: &walk, depth: 0)
        }
        take(walk)
        builtElsewhere = []
    }

    /// What a walk through the linked targets found: their code, and the local packages they link.
    mutating func take(_ walk: XcodeProjectReader.LinkWalk) {
        for target in walk.found where !linkedTargets.contains(where: { $0.module == target.module }) {
            linkedTargets.append(target)
        }
        linkedTargetsNotRead += walk.notRead
        localPackages += walk.packages.filter { !localPackages.contains($0) }
        linkedProducts += walk.products.filter { product in !linkedProducts.contains { $0.name == product.name } }
        packageFolders += walk.packageFolders.filter { !packageFolders.contains($0) }
        hasRemotePackages = hasRemotePackages || walk.remote
    }
}
