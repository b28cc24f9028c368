import FoundationEssentials
import ProjectFiles

/// The Swift and Objective-C files of a folder, bounded: at most `maxFiles` files, each at most `maxFileBytes`, at most
/// `maxDepth` folders deep; symbolic links are not followed (no loops), build output and dependency folders are
/// skipped. SwiftReader parses the files concurrently.
public enum SourceFiles {
    public static let maxFiles = 20_000
    public static let maxFileBytes = 10 << 20
    public static let maxDepth = 32
    static let skipped: Set<String> = [".build", ".git", "Pods", "Carthage", "DerivedData", "node_modules", ".swiftpm", "build"]

    /// Swift, Objective-C implementation files and headers, and storyboards.
    static func isCode(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") || name.hasSuffix(".storyboard")
    }

    /// A module name from a folder's last component (letters, digits and `_`).
    public static func moduleName(of directory: String) -> String {
        let last = directory.split(separator: "/").last.map(String.init) ?? "App"
        let name = String(last.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        return name.isEmpty || name == "_" ? "App" : name
    }

    /// Every `.swift` file below `directory`, in path order; a file over the size limit is skipped with a note.
    public static func paths(in directory: String) throws(ProjectFileError) -> (paths: [String], notes: [SourceNote]) {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory else {
            throw ProjectFileError(file: directory, line: nil, message: "not a folder; --sources takes the folder that holds the app's source files")
        }
        var found: [String] = []
        var notes: [SourceNote] = []
        var queue: [(path: String, depth: Int)] = [(directory, 0)]
        while let (folder, depth) = queue.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for entry in entries.sorted() {
                let path = folder == "." ? entry : folder + "/" + entry
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
                      let type = attributes[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    guard !skipped.contains(entry), !entry.hasSuffix(".xcodeproj"), !entry.hasSuffix(".xcassets") else { continue }
                    guard depth < maxDepth else {
                        notes.append(SourceNote(file: path, line: 1, message: "folders nested deeper than \(maxDepth) are not read"))
                        continue
                    }
                    queue.append((path, depth + 1))
                } else if type == .typeRegular, SourceFiles.isCode(entry) {
                    let size = (attributes[.size] as? Int) ?? 0
                    guard size <= maxFileBytes else {
                        notes.append(SourceNote(file: path, line: 1, message: "larger than \(maxFileBytes) bytes, so not read"))
                        continue
                    }
                    found.append(path)
                    guard found.count <= maxFiles else {
                        throw ProjectFileError(file: directory, line: nil, message: "holds more than \(maxFiles) Swift files; give the app's own folder")
                    }
                }
                // Symbolic links (type .typeSymbolicLink) are not followed: no loops, nothing outside the folder.
            }
        }
        return (found.sorted(), notes)
    }

    /// Reads and parses the Swift files below `directory` into one module's model.
    public static func read(directory: String, module: String) throws(ProjectFileError) -> SourceModel {
        let (paths, notes) = try paths(in: directory)
        return read(paths: paths, notes: notes, module: module)
    }

    /// A target's code as a project names it: files, and folders whose source files it builds. A folder that is not
    /// there is a note.
    public static func read(files: [String], folders: [String], module: String) throws(ProjectFileError) -> SourceModel {
        var paths = files.filter { isCode($0) && FileManager.default.fileExists(atPath: $0) }
        var notes: [SourceNote] = []
        for folder in folders {
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory else {
                notes.append(SourceNote(file: folder, line: 1, message: "a folder the target builds from is not there, so its code is not read"))
                continue
            }
            let (found, more) = try self.paths(in: folder)
            paths += found
            notes += more
            guard paths.count <= maxFiles else {
                throw ProjectFileError(file: folder, line: nil, message: "the target builds more than \(maxFiles) Swift files")
            }
        }
        var unique: [String] = []
        var seen: Set<String> = []
        for path in paths where seen.insert(path).inserted { unique.append(path) }
        return read(paths: unique, notes: notes, module: module)
    }

    static func read(paths: [String], notes: [SourceNote], module: String) -> SourceModel {
        var files: [(path: String, text: String)] = []
        var more = notes
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            let bytes = [UInt8](data)
            guard let text = String(validating: bytes, as: UTF8.self) else {
                more.append(SourceNote(file: path, line: 1, message: "not UTF-8, so not read"))
                continue
            }
            files.append((path, text))
        }
        var model = SwiftReader.read(files, module: module)
        model.notes = more + model.notes
        return model
    }
}
