import OrientationResolver
import ProjectFiles
import Synchronization
import Testing
@testable import SourceReader

/// One run that reads several targets building the same files (issue 46): each file's bytes are read from the tree
/// once, and each path's kind and folder listing asked of the disk once.
@Suite struct ReadOnceTests {
    /// A tree in memory that counts what it is asked, by path.
    final class CountingTree: FileTree {
        let files: ArchiveTree
        let asked = Mutex<(kinds: [String: Int], listings: [String: Int], reads: [String: Int])>(([:], [:], [:]))

        init(_ files: [String: String]) throws {
            self.files = try ArchiveTree(files: files.mapValues { Array($0.utf8) })
        }

        func kind(_ path: String) -> FileKind? {
            asked.withLock { $0.kinds[path, default: 0] += 1 }
            return files.kind(path)
        }

        func entries(_ folder: String) -> [String]? {
            asked.withLock { $0.listings[folder, default: 0] += 1 }
            return files.entries(folder)
        }

        func read(_ path: String) throws(ProjectFileError) -> [UInt8]? {
            asked.withLock { $0.reads[path, default: 0] += 1 }
            return try files.read(path)
        }
    }

    static let app = [
        "App/Player.swift": """
        import UIKit
        final class Player: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
        }
        """,
        "App/Root.swift": """
        import UIKit
        final class Root: UINavigationController {
            override func viewDidLoad() { super.viewDidLoad(); present(Player(), animated: true) }
        }
        """,
    ]

    @Test func twoTargetsOfOneRunReadEachFileOnce() throws {
        let tree = try CountingTree(Self.app)
        let remembering = RememberingTree(tree)
        let run = ParsedFiles()
        let first = try ParsedFiles.$current.withValue(run) {
            try SourceFiles.read(files: [], folders: ["App"], module: "One", tree: remembering)
        }
        let second = try ParsedFiles.$current.withValue(run) {
            try SourceFiles.read(files: [], folders: ["App"], module: "Two", tree: remembering)
        }
        let asked = tree.asked.withLock { $0 }
        #expect(asked.reads == ["App/Player.swift": 1, "App/Root.swift": 1])
        #expect(asked.kinds.values.allSatisfy { $0 == 1 })
        #expect(asked.listings == ["App": 1])
        #expect(first.filesRead == 2)
        #expect(second.filesRead == 2)
        #expect(first.classes.keys.sorted() == second.classes.keys.sorted())
        #expect(
            first.classes["Player"]?.supportedInterfaceOrientations
                == second.classes["Player"]?.supportedInterfaceOrientations)
        #expect(first.classes["Player"]?.supportedInterfaceOrientations != nil)
    }

    @Test func withoutARunEachTargetReadsTheDiskAgain() throws {
        let tree = try CountingTree(Self.app)
        _ = try SourceFiles.read(files: [], folders: ["App"], module: "One", tree: tree)
        _ = try SourceFiles.read(files: [], folders: ["App"], module: "Two", tree: tree)
        let asked = tree.asked.withLock { $0 }
        #expect(asked.reads == ["App/Player.swift": 2, "App/Root.swift": 2])
        #expect(asked.listings == ["App": 2])
    }

    /// A file changed on the tree between two runs is read again in the second: the texts are kept for one run.
    @Test func aNewRunReadsTheFilesAgain() throws {
        let tree = try CountingTree(Self.app)
        for _ in 0..<2 {
            _ = try ParsedFiles.$current.withValue(ParsedFiles()) {
                try SourceFiles.read(files: [], folders: ["App"], module: "One", tree: tree)
            }
        }
        #expect(tree.asked.withLock { $0.reads } == ["App/Player.swift": 2, "App/Root.swift": 2])
    }
}
