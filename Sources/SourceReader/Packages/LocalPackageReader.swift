import OrientationResolver
import ProjectFiles

/// One module's code: a folder (a package target with its `path`, `exclude` and `sources`, a development pod, a
/// linked target's synchronized folder) or a linked framework target's Sources phase (`files`).
public struct CodeUnit: Sendable, Equatable {
    public var module: String
    public var folder: String
    /// Paths below `folder` that are not read.
    public var exclude: [String] = []
    /// When the manifest lists `sources:`, only these paths below `folder` are read.
    public var only: [String]? = nil
    /// Globs relative to `folder` of what is not built (XcodeGen's `excludes`: `*`, `?`, `**` for any folders).
    public var excludeGlobs: [String] = []
    /// A linked target's Sources phase: these files, not a folder's.
    public var files: [String]? = nil

    public init(
        module: String, folder: String, exclude: [String] = [], only: [String]? = nil, excludeGlobs: [String] = [],
        files: [String]? = nil
    ) {
        self.module = module
        self.folder = folder
        self.exclude = exclude
        self.only = only
        self.excludeGlobs = excludeGlobs
        self.files = files
    }

    /// Whether `path` (below `folder`) is built.
    func contains(_ path: String) -> Bool { builtFilter()(path) }

    /// The test of `contains`, with the globs split once: a folder's every file is asked. A glob without a wildcard
    /// (an Xcode folder's membership exception, hundreds in a large app) is a path, looked up.
    func builtFilter() -> (String) -> Bool {
        let split = excludeGlobs.map { $0.split(separator: "/").map(String.init) }
        let wild = { (parts: [String]) in parts.contains { $0.contains(where: { "*?[".contains($0) }) } }
        let literal = Set(split.filter { !wild($0) }.map { $0.joined(separator: "/") })
        let globs = split.filter(wild)
        return { [exclude, only, folder] path in
            func below(_ base: String) -> Bool { path == base || path.hasPrefix(base + "/") }
            if exclude.contains(where: below) { return false }
            if !excludeGlobs.isEmpty, path.hasPrefix(folder + "/") {
                let rest = path.dropFirst(folder.count + 1)
                // A glob that names a folder leaves out everything in it.
                if !literal.isEmpty {
                    var end = rest.startIndex
                    while end < rest.endIndex {
                        end = rest[end...].firstIndex(of: "/") ?? rest.endIndex
                        if literal.contains(String(rest[..<end])) { return false }
                        if end < rest.endIndex { end = rest.index(after: end) }
                    }
                }
                if !globs.isEmpty {
                    let relative = rest.split(separator: "/").map(String.init)
                    if globs.contains(where: { parts in
                        parts.contains("**")
                            ? (1...relative.count).contains { Glob.matches(parts[...], relative.prefix($0)) }
                            : parts.count <= relative.count && Glob.matches(parts[...], relative.prefix(parts.count))
                    }) {
                        return false
                    }
                }
            }
            return only.map { $0.contains(where: below) } ?? true
        }
    }
}

/// Path globs as XcodeGen writes them: `*` and `?` within one name, `**` for any number of folders.
enum Glob {
    static func matches(_ pattern: [String], _ path: [String]) -> Bool { matches(pattern[...], path[...]) }

    static func matches(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            return (0...path.count).contains { matches(pattern.dropFirst(), path.dropFirst($0)) }
        }
        guard let name = path.first, matches(name: first[...], name[...]) else { return false }
        return matches(pattern.dropFirst(), path.dropFirst())
    }

    static func matches(name pattern: Substring, _ name: Substring) -> Bool {
        guard let first = pattern.first else { return name.isEmpty }
        if first == "*" {
            let rest = pattern.dropFirst()
            var tail = name
            while true {
                if matches(name: rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let character = name.first, first == "?" || first == character else { return false }
        return matches(name: pattern.dropFirst(), name.dropFirst())
    }
}

/// The code a target builds from its local packages and development pods: each package's manifest read
/// (`PackageManifest`), the targets of the products the target links and the targets those depend on (in the package
/// and in the local packages it depends on), each its own module; and the framework targets it links
/// (`ImportedApp.linkedTargets`), each its own module. What cannot be followed is said.
public struct LocalPackageReader {
    public struct Resolution: Sendable, Equatable {
        public var units: [CodeUnit] = []
        /// What the target links that is not read, each a sentence (for stderr and `coverage.notFollowed`).
        public var notFollowed: [String] = []
        /// Folders holding a `Package.swift` inside the target's own code folders (Xcode 16's synchronized folders):
        /// Xcode takes each as a local package, so its files are not the target's sources.
        public var packagesInCodeFolders: [String] = []
        /// A Flutter app's orientation requests in its Dart code (`HostedLocks`).
        public var hostedLocks: [HostedLock] = []
    }

    /// At most this many packages are followed through their dependencies on other local packages.
    public static let maxPackages = 64

    let tree: any FileTree
    private var manifests: [String: PackageManifest?] = [:]
    private var taken: Set<String> = []
    /// Packages whose unread parts were said.
    private var said: Set<String> = []
    private var result = Resolution()

    /// Folders a target's default path may be in, as SwiftPM looks for them.
    static let sourceFolders = ["Sources", "Source", "src", "srcs"]

    public static func resolve(_ app: ImportedApp, tree: some FileTree) -> Resolution {
        var reader = LocalPackageReader(tree: tree)
        var inside: [String] = []
        for folder in app.codeFolders where app.codeFolderExcludes[folder] == nil {
            inside += packages(inside: folder, tree: tree).filter { !inside.contains($0) }
        }
        reader.result.packagesInCodeFolders = inside
        let packageFolders = app.packageFolders + inside.filter { !app.packageFolders.contains($0) }
        for package in app.localPackages {
            switch package.kind {
            case let .pod(name):
                guard tree.isDirectory(package.folder) else {
                    reader.result.notFollowed.append(
                        "the development pod \(name) (\(package.folder), \(place(package.source))) is not there")
                    continue
                }
                // CocoaPods takes a development pod from the podspec in its folder: a folder without one (a
                // `:path` outside the repository, to the author's own checkout) is not the pod's, and its files are
                // not read as the pod's.
                guard
                    let podspec = [".podspec", ".podspec.json"].lazy.map({ Paths.join(package.folder, name + $0) })
                        .first(where: { tree.kind($0) != nil })
                else {
                    reader.result.notFollowed.append(
                        "the development pod \(name) (\(package.folder), \(place(package.source))): the folder holds no \(name).podspec, so its code is not read"
                    )
                    continue
                }
                // The podspec's `source_files` say what the pod builds (below the folder); a podspec that names
                // none but prebuilt frameworks builds no code of its own, whatever else the folder holds.
                let text = ((try? tree.read(podspec)) ?? nil).map { String(decoding: $0, as: UTF8.self) } ?? ""
                let sources = PodspecSources(text)
                if sources.prebuiltOnly {
                    reader.result.notFollowed.append(
                        "the development pod \(name) (\(package.folder), \(place(package.source))): its podspec names no source_files, only prebuilt frameworks or libraries, which orientd cannot read"
                    )
                    continue
                }
                reader.result.units.append(
                    CodeUnit(
                        module: SourceFiles.moduleName(of: name), folder: package.folder,
                        exclude: Self.podExampleFolders.map { package.folder + "/" + $0 },
                        only: sources.roots?.map { Paths.join(package.folder, $0) }))
            case let .installedPod(name):
                let files = reader.rotationCategories(in: package.folder)
                if !files.isEmpty {
                    reader.result.units.append(
                        CodeUnit(module: SourceFiles.moduleName(of: name), folder: "", files: files))
                    reader.result.notFollowed.append(
                        "the pod \(name) (\(package.folder), \(place(package.source))) is a library and is not read, except \(files.count == 1 ? "its file" : "its \(files.count) files") giving UIKit's containers rotation answers (\(files[0])\(files.count > 1 ? ", …" : "")), which change every container of the app"
                    )
                }
            case .swiftPackage:
                reader.take(package.folder, products: package.products, from: place(package.source), depth: 0)
            }
        }
        var remote: [String] = []
        for product in app.linkedProducts {
            // The package that declares the product; else one whose products orientd cannot read (built by code).
            guard
                let folder = packageFolders.first(where: {
                    reader.manifest($0).map { $0.products[product.name] != nil } ?? false
                }) ?? packageFolders.first(where: { reader.manifest($0).map(\.products.isEmpty) ?? false })
            else {
                // With remote packages in the project, a product no local package declares is theirs: not the
                // app's code, said once.
                if app.hasRemotePackages {
                    remote.append(product.name)
                } else {
                    reader.result.notFollowed.append(
                        "the product \(product.name) (\(place(product.source))): no local package the project or its workspace references declares it, so its code is not read"
                    )
                }
                continue
            }
            if reader.manifest(folder)?.products[product.name] == nil {
                reader.result.notFollowed.append(
                    "the product \(product.name) (\(place(product.source))): no local package declares it as orientd reads them, so the code of \(folder), whose products orientd cannot read, is read instead"
                )
            }
            reader.take(folder, products: [product.name], from: place(product.source), depth: 0)
        }
        for target in app.linkedTargets {
            if !target.files.isEmpty {
                reader.result.units.append(CodeUnit(module: target.module, folder: "", files: target.files))
            }
            for folder in target.folders {
                reader.result.units.append(CodeUnit(module: target.module, folder: folder))
            }
        }
        reader.result.notFollowed += app.linkedTargetsNotRead
        let hosted = hostedCode(app, tree: tree)
        reader.result.notFollowed += hosted.notFollowed
        reader.result.hostedLocks = hosted.locks
        if !remote.isEmpty {
            let named = remote.prefix(5).joined(separator: ", ") + (remote.count > 5 ? ", …" : "")
            reader.result.notFollowed.append(
                "\(remote.count) linked product\(remote.count == 1 ? "" : "s") (\(named)) that no local package declares, taken to come from the project's remote packages, whose code is not read"
            )
        }
        return reader.result
    }

    /// A Flutter or React Native app's own code beside its iOS project (`pubspec.yaml`, a `package.json` that names
    /// react-native, in the folder that holds the project's folder): not read, said so, for the orientation it may
    /// ask for there (a screen option) is not checked. A Flutter app's Dart code is read for its
    /// `SystemChrome.setPreferredOrientations` calls alone (`HostedLocks`), not for the conditions they run under.
    static func hostedCode(_ app: ImportedApp, tree: some FileTree) -> (notFollowed: [String], locks: [HostedLock]) {
        guard let project = app.files.first(where: { $0.contains(".xcodeproj/") }) else { return ([], []) }
        let projectFolder = Paths.directory(of: String(project[..<project.range(of: ".xcodeproj/")!.lowerBound]))
        let host = Paths.directory(of: projectFolder)
        let place = host.isEmpty ? "the repository's root" : host
        if tree.kind(Paths.join(host, "pubspec.yaml")) != nil {
            let locks = HostedLocks.dart(in: Paths.join(host, "lib"), tree: tree)
            let calls =
                locks.isEmpty
                ? ""
                : " beyond its \(locks.count) SystemChrome.setPreferredOrientations call\(locks.count == 1 ? "" : "s")"
            return (
                [
                    "the app's Dart code (\(place): a Flutter app) is not read\(calls), so the orientation it asks for there is not checked\(locks.isEmpty ? "" : " beyond those calls' lists")"
                ], locks
            )
        }
        if let bytes = (try? tree.read(Paths.join(host, "package.json"))) ?? nil,
            String(decoding: bytes.prefix(1 << 20), as: UTF8.self).contains("\"react-native\"")
        {
            return (
                [
                    "the app's JavaScript (\(place): a React Native app) is not read, so the orientation it asks for there is not checked"
                ], []
            )
        }
        return ([], [])
    }

    /// A pod's folders of examples and tests, which are not the pod's code.
    static let podExampleFolders = ["Example", "Examples", "Tests", "Demo"]

    /// At most this many files of an installed pod are looked at, this many folders down, each at most this large.
    static let maxPodFiles = 4_000
    static let maxPodDepth = 8
    static let maxPodFileBytes = 512 * 1024

    /// The code files below an installed pod's folder that give a UIKit container rotation answers in a category or
    /// an extension (`@implementation UINavigationController (Rotation)` or `extension UITabBarController` beside
    /// `supportedInterfaceOrientations` or `shouldAutorotate`). Folders of examples and tests are not looked into.
    func rotationCategories(in folder: String) -> [String] {
        guard tree.isDirectory(folder) else { return [] }
        let containers = ["UINavigationController", "UITabBarController", "UISplitViewController"]
        var found: [String] = []
        var seen = 0
        var queue: [(path: String, depth: Int)] = [(folder, 0)]
        while let (current, depth) = queue.popLast(), seen < Self.maxPodFiles {
            for name in (tree.entries(current) ?? []).sorted() {
                seen += 1
                let path = Paths.join(current, name)
                if tree.isDirectory(path) {
                    if depth < Self.maxPodDepth, !Self.podExampleFolders.contains(name) {
                        queue.append((path, depth + 1))
                    }
                    continue
                }
                guard name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".swift"),
                    let bytes = (try? tree.read(path)) ?? nil, bytes.count <= Self.maxPodFileBytes
                else { continue }
                let text = String(decoding: bytes, as: UTF8.self)
                guard text.contains("supportedInterfaceOrientations") || text.contains("shouldAutorotate") else {
                    continue
                }
                if containers.contains(where: {
                    text.contains("@implementation \($0) (") || text.contains("@implementation \($0)(")
                        || text.contains("extension \($0)")
                }) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }

    /// At most this many packages are looked for inside one code folder, this many folders down.
    static let maxPackagesInside = 64
    static let maxDepthInside = 4

    /// The folders below `folder` that hold a `Package.swift` (not looked into further), as Xcode finds packages in
    /// a synchronized folder; build output, dependency folders and projects are not looked into.
    static func packages(inside folder: String, tree: some FileTree) -> [String] {
        var found: [String] = []
        var queue: [(path: String, depth: Int)] = [(folder, 0)]
        while let (current, depth) = queue.popLast(), found.count < maxPackagesInside {
            for entry in tree.entries(current) ?? [] {
                let path = Paths.join(current, entry)
                guard !SourceFiles.skipped.contains(entry), !entry.hasSuffix(".xcodeproj"), tree.isDirectory(path)
                else { continue }
                if tree.kind(Paths.join(path, "Package.swift")) != nil {
                    found.append(path)
                } else if depth + 1 < maxDepthInside {
                    queue.append((path, depth + 1))
                }
            }
        }
        return found.sorted()
    }

    static func place(_ source: FileSource?) -> String {
        source?.place ?? "the project"
    }

    mutating func manifest(_ folder: String) -> PackageManifest? {
        if let known = manifests[folder] { return known }
        let path = folder + "/Package.swift"
        var manifest: PackageManifest?
        if let bytes = (try? tree.read(path)) ?? nil, let text = String(validating: bytes, as: UTF8.self) {
            manifest = PackageManifest.read(text)
        }
        manifests[folder] = .some(manifest)
        return manifest
    }

    /// The targets of `products` in the package at `folder` (every target that is built into a product when none
    /// is named), and what they depend on.
    mutating func take(_ folder: String, products: [String], from place: String, depth: Int) {
        guard manifests.count < Self.maxPackages, depth < 16 else {
            result.notFollowed.append("\(folder): more than \(Self.maxPackages) local packages, so not read")
            return
        }
        guard let manifest = manifest(folder) else {
            result.notFollowed.append(
                "the local package at \(folder) (\(place)) has no Package.swift orientd can read, so its code is not read"
            )
            return
        }
        // Said once per package; a dependency of a target only where that target is built.
        if said.insert(folder).inserted {
            for unread in manifest.unread where unread.target == nil { say(unread, in: folder) }
        }
        guard !manifest.targets.isEmpty else {
            takeSourceFolders(folder)
            return
        }
        var names: [String] = []
        if products.isEmpty {
            names =
                manifest.products.isEmpty
                ? manifest.targets.filter(\.isCode).map(\.name) : manifest.products.values.flatMap { $0 }
        }
        for product in products {
            if let targets = manifest.products[product] {
                names += targets
            } else if manifest.targets.contains(where: { $0.name == product }) {
                names.append(product)
            } else {
                result.notFollowed.append(
                    "the product \(product) (\(place)) is not declared by \(folder)/Package.swift as orientd reads it, so every target of the package is read"
                )
                names += manifest.targets.filter(\.isCode).map(\.name)
            }
        }
        var queue = names
        while let name = queue.popLast() {
            guard taken.insert(folder + "\u{0}" + name).inserted else { continue }
            guard let target = manifest.targets.first(where: { $0.name == name }) else { continue }
            guard target.isCode else { continue }
            for unread in manifest.unread where unread.target == name { say(unread, in: folder) }
            queue += target.targets
            for product in target.products {
                guard let path = manifest.localDependencies[product.package] else { continue }
                take(
                    normalized(folder + "/" + path), products: [product.name], from: "\(folder)/Package.swift",
                    depth: depth + 1)
            }
            guard let targetFolder = self.folder(of: target, in: folder, manifest: manifest) else {
                result.notFollowed.append(
                    "the target \(name) of \(folder)/Package.swift (line \(target.line)): its folder is not there, so its code is not read"
                )
                continue
            }
            result.units.append(
                CodeUnit(
                    module: SourceFiles.moduleName(of: name), folder: targetFolder,
                    exclude: target.exclude.map { normalized(targetFolder + "/" + $0) },
                    only: target.sources.map { $0.map { normalized(targetFolder + "/" + $0) } }))
        }
    }

    mutating func say(_ unread: (what: String, line: Int, target: String?), in folder: String) {
        result.notFollowed.append(
            "\(folder)/Package.swift:\(unread.line): \(unread.what) is not a literal, so orientd cannot follow it")
    }

    func folder(of target: PackageManifest.Target, in package: String, manifest: PackageManifest) -> String? {
        if let path = target.path {
            let folder = normalized(package + "/" + path)
            return tree.isDirectory(folder) ? folder : nil
        }
        if let named = Self.sourceFolders.map({ package + "/" + $0 + "/" + target.name }).first(where: tree.isDirectory)
        {
            return named
        }
        guard manifest.takesSourcesFolderItself else { return nil }
        return Self.sourceFolders.map { normalized(package + "/" + $0) }.first(where: tree.isDirectory)
    }

    /// A manifest whose targets orientd cannot see (built by code it does not run): each folder of `Sources/` as a
    /// module.
    mutating func takeSourceFolders(_ folder: String) {
        guard taken.insert(folder).inserted else { return }
        let sources = folder + "/Sources"
        let modules = (tree.entries(sources) ?? []).filter { tree.isDirectory(sources + "/" + $0) }
        result.notFollowed.append(
            "\(folder)/Package.swift declares no target orientd can read, so \(modules.isEmpty ? "none of its code is read" : "each folder of its Sources is read as a module")"
        )
        for module in modules {
            result.units.append(CodeUnit(module: SourceFiles.moduleName(of: module), folder: sources + "/" + module))
        }
    }

    /// `folder`/`relative`, `.` and `..` folded (`Paths.join`); `.` for the top.
    func normalized(_ path: String) -> String {
        let joined = Paths.join("", path)
        return joined.isEmpty ? "." : joined
    }
}
