#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What a path is in a tree of files.
public enum FileKind: Sendable, Equatable {
    case file(size: Int)
    case directory
    /// A symbolic link, a device, a hard link in an archive: never followed or read.
    case other
}

/// The files a project is read from: the disk for the CLI, an uploaded archive over HTTP. Paths are as the project
/// names them (relative to the working directory on disk, to the archive's top in an archive).
public protocol FileTree: Sendable {
    /// What `path` is; nil when there is nothing there.
    func kind(_ path: String) -> FileKind?
    /// The names in a folder, sorted; nil when it is not a folder.
    func entries(_ folder: String) -> [String]?
    /// The file's bytes; nil when there is no such file. A directory, an unreadable or a too large file is an error.
    func read(_ path: String) throws(ProjectFileError) -> [UInt8]?
}

extension FileTree {
    public func isDirectory(_ path: String) -> Bool { kind(path) == .directory }
}

/// The file system (symbolic links are reported as `.other` and never followed).
public struct DiskTree: FileTree {
    public init() {}

    public func kind(_ path: String) -> FileKind? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
            let type = attributes[.type] as? FileAttributeType
        else { return nil }
        switch type {
        case .typeDirectory: return .directory
        case .typeRegular: return .file(size: (attributes[.size] as? Int) ?? 0)
        default: return .other
        }
    }

    public func entries(_ folder: String) -> [String]? {
        (try? FileManager.default.contentsOfDirectory(atPath: folder))?.sorted()
    }

    public func read(_ path: String) throws(ProjectFileError) -> [UInt8]? {
        try FileSystem.read(path)
    }
}
