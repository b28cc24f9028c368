#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Synchronization

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

    /// The file at `path`, or, where nothing has that exact name, the one whose path differs from it in case alone
    /// (one match per folder): Apple's file systems ignore case by default, so a project may name
    /// `Teacher/Teacher.yml` for `Teacher/teacher.yml` and build. The project readers read through this.
    public func readIgnoringCase(_ path: String) throws(ProjectFileError) -> [UInt8]? {
        if let bytes = try read(path) { return bytes }
        guard let actual = pathIgnoringCase(path), actual != path else { return nil }
        return try read(actual)
    }

    /// `path` where something has that exact name, else as the tree spells it ignoring case (a project's `ZgChess/`
    /// for the tree's `ZGChess/`: Apple's file systems ignore case by default, so Xcode builds it), else `path`.
    public func spelled(_ path: String) -> String {
        kind(path) == nil ? pathIgnoringCase(path) ?? path : path
    }

    /// `path` as the tree spells it, each part matched case-insensitively where no part has its exact name.
    public func pathIgnoringCase(_ path: String) -> String? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var current = path.hasPrefix("/") ? "/" : ""
        for part in parts.prefix(64) {
            let folder = current.isEmpty ? "." : current
            let joined = current.isEmpty || current == "/" ? current + part : current + "/" + part
            if kind(joined) != nil || part == "." || part == ".." {
                current = joined
                continue
            }
            let matches = (entries(folder) ?? []).filter { $0.lowercased() == part.lowercased() }
            guard matches.count == 1 else { return nil }
            current = current.isEmpty || current == "/" ? current + matches[0] : current + "/" + matches[0]
        }
        return current
    }
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

/// A tree whose kinds and folder listings are asked of `base` once per path: one run that reads several targets
/// building the same files (a project's six apps, their shared packages; issue 46) asks the disk once for each.
/// Files' bytes are not kept (the reader keeps the text it parsed, `ParsedFiles`). For one run: a file changed
/// during it is seen as it was first asked.
public final class RememberingTree<Base: FileTree>: FileTree {
    private let base: Base
    private let kinds = Mutex<[String: FileKind?]>([:])
    private let listings = Mutex<[String: [String]?]>([:])

    public init(_ base: Base) { self.base = base }

    public func kind(_ path: String) -> FileKind? {
        if let known = kinds.withLock({ $0[path] }) { return known }
        let kind = base.kind(path)
        kinds.withLock { $0[path] = .some(kind) }
        return kind
    }

    public func entries(_ folder: String) -> [String]? {
        if let known = listings.withLock({ $0[folder] }) { return known }
        let entries = base.entries(folder)
        listings.withLock { $0[folder] = .some(entries) }
        return entries
    }

    public func read(_ path: String) throws(ProjectFileError) -> [UInt8]? { try base.read(path) }
}
