#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import OrientationResolver
import ProjectFiles

/// How much code is read: files, bytes per file, folder depth. Each has a flag (`--max-source-files`,
/// `--max-source-file-bytes`, `--max-source-depth`) and is documented in the README.
public struct SourceLimits: Sendable, Equatable {
    public var maxFiles: Int
    public var maxFileBytes: Int
    public var maxDepth: Int

    public init(maxFiles: Int = 20_000, maxFileBytes: Int = 10 << 20, maxDepth: Int = 32) {
        self.maxFiles = maxFiles
        self.maxFileBytes = maxFileBytes
        self.maxDepth = maxDepth
    }
}

/// The Swift and Objective-C files and storyboards of a folder, bounded by `SourceLimits`: symbolic links are not
/// followed (no loops), build output and dependency folders are skipped. The folder is on disk or in an uploaded
/// archive (`FileTree`). CodeReader parses the files concurrently.
/// How far the reading is: files read so far, of how many (told from the reading tasks, each count once).
public typealias ReadingProgress = @Sendable (_ read: Int, _ total: Int) -> Void

public enum SourceFiles {
    static let skipped: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "build",
    ]

    /// The Info.plist files below a folder of code read without a project, and the app's among them.
    public struct InfoPlistChoice: Sendable, Equatable {
        /// `Info.plist`s, and files with a name Xcode templates give one (`PPSSPP-Info.plist`) that are an
        /// application's (not `GoogleService-Info.plist` and other configuration files so named).
        public var found: [String] = []
        /// The app's: the one found, or, among several, the only application's; nil otherwise (and for one found
        /// that is surely an extension's, a test bundle's or a framework's).
        public var chosen: String?
        /// The files found that are surely not an application's (`NSExtension`, a package type other than `APPL`).
        public var notApplications: [String] = []
    }

    /// The app's Info.plist below `directory`, each candidate read once.
    public static func infoPlists(
        in directory: String, tree: some FileTree = DiskTree(), limits: SourceLimits = SourceLimits()
    ) -> InfoPlistChoice {
        let candidates =
            (try? paths(in: directory, tree: tree, limits: limits) { $0.hasSuffix("Info.plist") })?.paths ?? []
        var choice = InfoPlistChoice()
        var applications: [String] = []
        for path in candidates {
            let bytes = (try? tree.read(path)).flatMap { $0 }
            let isApplication = bytes.map { ImportedApp.isApplicationInfoPlist($0, name: path) } ?? false
            guard path == "Info.plist" || path.hasSuffix("/Info.plist") || isApplication else { continue }
            choice.found.append(path)
            if isApplication { applications.append(path) }
            if !isApplication, let bytes, ImportedApp.isSurelyNotApplicationInfoPlist(bytes, name: path) {
                choice.notApplications.append(path)
            }
        }
        choice.chosen =
            choice.found.count == 1 && choice.notApplications.isEmpty
            ? choice.found[0] : applications.count == 1 ? applications[0] : nil
        return choice
    }

    /// Swift, Objective-C implementation files, headers and prefix headers, storyboards and xibs.
    public static func isCode(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
            || name.hasSuffix(".pch")
            || name.hasSuffix(".storyboard") || name.hasSuffix(".xib")
    }

    /// A module name from a folder's last component (letters, digits and `_`).
    public static func moduleName(of directory: String) -> String {
        let last = directory.split(separator: "/").last.map(String.init) ?? "App"
        let name = String(last.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return name.isEmpty || name == "_" ? "App" : name
    }

    /// Every code file below `directory`, in path order; a file over the size limit or a folder too deep is skipped
    /// with a note; more files than the limit is an error.
    public static func paths(
        in directory: String, tree: some FileTree = DiskTree(), limits: SourceLimits = SourceLimits(),
        matching: (String) -> Bool = isCode
    ) throws(ProjectFileError) -> (paths: [String], notes: [Finding]) {
        guard tree.isDirectory(directory) else {
            throw ProjectFileError(
                file: directory, line: nil,
                message: "not a folder; --sources takes the folder that holds the app's source files")
        }
        var found: [String] = []
        var notes: [Finding] = []
        var queue: [(path: String, depth: Int)] = [(directory, 0)]
        while let (folder, depth) = queue.popLast() {
            guard let entries = tree.entries(folder) else { continue }
            for entry in entries {
                let path = folder == "." ? entry : folder + "/" + entry
                switch tree.kind(path) {
                case .directory:
                    guard !skipped.contains(entry), !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcassets") else {
                        continue
                    }
                    guard depth < limits.maxDepth else {
                        notes.append(
                            Finding(
                                file: path, line: 1,
                                message:
                                    "folders nested deeper than \(limits.maxDepth) are not read (--max-source-depth)"))
                        continue
                    }
                    queue.append((path, depth + 1))
                case let .file(size) where matching(entry):
                    guard size <= limits.maxFileBytes else {
                        notes.append(
                            Finding(
                                file: path, line: 1,
                                message:
                                    "larger than \(limits.maxFileBytes) bytes, so not read (--max-source-file-bytes)"))
                        continue
                    }
                    found.append(path)
                    guard found.count <= limits.maxFiles else {
                        throw ProjectFileError(
                            file: directory, line: nil,
                            message:
                                "holds more than \(limits.maxFiles) source files (--max-source-files); give the app's own folder"
                        )
                    }
                default:
                    // Symbolic links are not followed: no loops, nothing outside the folder.
                    continue
                }
            }
        }
        return (found.sorted(), notes)
    }

    /// Reads and parses the code below `directory` into one module's model.
    public static func read(
        directory: String, module: String, tree: some FileTree = DiskTree(), limits: SourceLimits = SourceLimits(),
        progress: ReadingProgress? = nil, deadline: Deadline? = nil
    )
        throws(ProjectFileError) -> SourceModel
    {
        let (paths, notes) = try paths(in: directory, tree: tree, limits: limits)
        return read(
            paths: paths, notes: notes, module: module, tree: tree, limits: limits, progress: progress,
            deadline: deadline)
    }

    /// A target's code as a project names it: files, and folders whose source files it builds. A folder that is not
    /// there is a note.
    public static func read(
        files: [String], folders: [String], units: [CodeUnit] = [], module: String, tree: some FileTree = DiskTree(),
        limits: SourceLimits = SourceLimits(), progress: ReadingProgress? = nil, deadline: Deadline? = nil
    ) throws(ProjectFileError) -> SourceModel {
        var notes: [Finding] = []
        var paths = named(files, tree: tree, limits: limits, notes: &notes)
        for folder in folders.map(tree.spelled) {
            guard tree.isDirectory(folder) else {
                notes.append(
                    Finding(
                        file: folder, line: 1,
                        message: "a folder the target builds from is not there, so its code is not read"))
                continue
            }
            let (found, more) = try self.paths(in: folder, tree: tree, limits: limits)
            paths += found
            notes += more
        }
        // Each package target and pod is its own module; a file the target also names is the target's.
        var modules = Array(repeating: module, count: paths.count)
        for unit in units {
            if let listed = unit.files {
                let built = named(listed, tree: tree, limits: limits, notes: &notes)
                paths += built
                modules += Array(repeating: unit.module, count: built.count)
                continue
            }
            guard tree.isDirectory(unit.folder) else {
                notes.append(
                    Finding(
                        file: unit.folder, line: 1,
                        message: "the folder of the module \(unit.module) is not there, so its code is not read"))
                continue
            }
            let (found, more) = try self.paths(in: unit.folder, tree: tree, limits: limits)
            let built = found.filter(unit.builtFilter())
            paths += built
            modules += Array(repeating: unit.module, count: built.count)
            notes += more
        }
        var unique: [String] = []
        var uniqueModules: [String] = []
        var seen: Set<String> = []
        for (path, module) in zip(paths, modules) where seen.insert(path).inserted {
            unique.append(path)
            uniqueModules.append(module)
        }
        guard unique.count <= limits.maxFiles else {
            throw ProjectFileError(
                file: folders.first ?? files.first ?? ".", line: nil,
                message: "the target builds more than \(limits.maxFiles) source files (--max-source-files)")
        }
        return read(
            paths: unique, notes: notes, module: module, modules: units.isEmpty ? nil : uniqueModules, tree: tree,
            limits: limits, progress: progress, deadline: deadline)
    }

    /// The code files of a Sources phase that are there and within the limits, each `.m`'s header beside it added
    /// (the phase names the .m files, not their headers; the header's `@interface Name : Super` says what the class
    /// is).
    static func named(_ files: [String], tree: some FileTree, limits: SourceLimits, notes: inout [Finding]) -> [String]
    {
        let files = files.map(tree.spelled)
        var named = files
        var listed = Set(files)
        for file in files where file.hasSuffix(".m") || file.hasSuffix(".mm") {
            let header = String(file[..<file.lastIndex(of: ".")!]) + ".h"
            if !listed.contains(header), case .file? = tree.kind(header) {
                named.append(header)
                listed.insert(header)
            }
        }
        var paths: [String] = []
        for file in named where isCode(file) {
            guard case let .file(size)? = tree.kind(file) else { continue }
            guard size <= limits.maxFileBytes else {
                notes.append(
                    Finding(
                        file: file, line: 1,
                        message: "larger than \(limits.maxFileBytes) bytes, so not read (--max-source-file-bytes)"))
                continue
            }
            paths.append(file)
        }
        return paths
    }

    /// `modules`: each path's module, when they are not all `module`.
    static func read(
        paths: [String], notes: [Finding], module: String, modules: [String]? = nil, tree: some FileTree,
        limits: SourceLimits, progress: ReadingProgress? = nil, deadline: Deadline? = nil
    ) -> SourceModel {
        // Each file is read and checked as UTF-8 in the task that parses it.
        let maxFileBytes = limits.maxFileBytes
        let total = paths.count
        var counted: (@Sendable (Int) -> Void)?
        if let progress { counted = { read in progress(read, total) } }
        let parsed = ParsedFiles.current
        var model = CodeReader.read(
            count: paths.count, module: module, modules: modules, progress: counted
        ) { index in
            // Past the deadline, the remaining files are not read (the caller stops with DeadlinePassed).
            if let deadline, deadline.passed { return .skipped(nil) }
            let path = paths[index]
            if let text = parsed?.text(of: path) { return .text(text, path: path) }
            let bytes: [UInt8]
            do throws(ProjectFileError) {
                guard let read = try tree.read(path) else { return .skipped(nil) }
                bytes = read
            } catch {
                return .skipped(
                    Finding(file: path, line: 1, message: "cannot be read (\(error.message)), so not read"))
            }
            guard bytes.count <= maxFileBytes else {
                return .skipped(
                    Finding(
                        file: path, line: 1,
                        message: "larger than \(maxFileBytes) bytes, so not read (--max-source-file-bytes)"))
            }
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .skipped(Finding(file: path, line: 1, message: "not UTF-8, so not read"))
            }
            return .text(text, path: path)
        }
        model.notes = notes + model.notes
        return model
    }
}
