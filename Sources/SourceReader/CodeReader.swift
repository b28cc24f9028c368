import Dispatch
import Synchronization
import OrientationResolver
import OrientationWire

/// Reads a module's code (Swift, Objective-C, storyboards and xibs) into its model: each file by the reader of its
/// kind, concurrently, then the declarations of every file resolved together (`ModelBuilder`).
public enum CodeReader {
    /// Reads the files (path, text) of one module.
    /// `filtering: false` walks every code block, where `BodyFilter` skips those that hold nothing the reader looks
    /// for: the tests compare the two.
    public static func read(_ files: [(path: String, text: String)], module: String, filtering: Bool = true)
        -> SourceModel
    {
        read(count: files.count, module: module, filtering: filtering) { index in
            .text(files[index].text, path: files[index].path)
        }
    }

    /// A file as `load` gives it: its text, or why it is not read.
    public enum Loaded: Sendable {
        case text(String, path: String)
        case skipped(Finding?)
    }

    /// Reads `count` files that `load` gives by index: each is loaded, parsed and walked concurrently (one task per
    /// file, as many threads as cores), and merged in index order, so the model does not depend on the schedule.
    /// Notes of files not read come first, in that order.
    /// `progress` is told how many files are read so far, from the reading tasks (each count once).
    /// `modules`: each file's module (a package target's, a pod's) when they are not all `module`.
    public static func read(
        count: Int, module: String, modules: [String]? = nil, filtering: Bool = true,
        progress: (@Sendable (Int) -> Void)? = nil, load: @Sendable (Int) -> Loaded
    ) -> SourceModel {
        var model = SourceModel()
        var mentions = Mentions()
        let slots = UnsafeMutableBufferPointer<(declarations: FileDeclarations?, skipped: Finding?, entry: Int?)>
            .allocate(capacity: count)
        slots.initialize(repeating: (nil, nil, nil))
        defer { slots.deinitialize(); slots.deallocate() }
        nonisolated(unsafe) let shared = slots
        let done = Atomic<Int>(0)
        let parsed = ParsedFiles.current
        DispatchQueue.concurrentPerform(iterations: count) { index in
            switch load(index) {
            case let .text(text, path):
                if let (declarations, entry) = parsed?.declarations(path: path, text: text, filtering: filtering) {
                    shared[index] = (declarations, nil, entry)
                } else {
                    shared[index] = (parse(path: path, text: text, filtering: filtering), nil, nil)
                }
            case let .skipped(note): shared[index] = (nil, note, nil)
            }
            if let progress { progress(done.add(1, ordering: .relaxed).newValue) }
        }
        model.notes = slots.compactMap(\.skipped)
        var counts: [String: Int] = [:]
        // The files merged, in order, each as the run's parse of it and its module where it is not the target's:
        // targets of one run that merge the same (Threema's six apps) share the symbol table.
        var key: String? = parsed == nil ? nil : "\(filtering)"
        var merged: [FileDeclarations] = []
        for (index, slot) in slots.enumerated() {
            guard var declarations = slot.declarations else { continue }
            if let note = declarations.unparsed { model.notes.append(note) }
            let own = modules?[index] ?? module
            if own != module { declarations.module = own }
            if counts[own] == nil { model.modulesRead.append(own) }
            counts[own, default: 0] += 1
            if let entry = slot.entry {
                key? += "|\(entry)" + (own == module ? "" : ":" + own)
            } else {
                key = nil
            }
            merged.append(declarations)
            model.windowSubviews += declarations.windowSubviews
            model.rootsSetOn.formUnion(declarations.rootsSetOn)
            // A library (a pod's, a package's module) that makes a class from a computed name makes one it is given
            // by name: the app's code names it, as a string.
            if own != module { declarations.mentions.dynamicClassNames = false }
            mentions.merge(declarations.mentions)
            model.filesRead += 1
        }
        model.filesByModule = counts
        // A file not read (absent, too large, not UTF-8) may name any class, and so may a name computed at run
        // time, or code that is not read because it is not here (a folder without the app's start): no class is
        // then known to be dead.
        if mentions.startsTheApp && !mentions.dynamicClassNames && !slots.contains(where: { $0.declarations == nil }) {
            model.deadTypes = mentions.dead()
            model.deadTypesKnown = true
        }
        let symbols =
            key.flatMap { key in parsed?.symbols(key: key) { SymbolTable(merging: merged) } }
            ?? SymbolTable(merging: merged)
        model.resolve(symbols, module: module)
        model.noteDeadControllers()
        if model.deadTypesKnown { model.dropMadeInDeadTypes() }
        // Requests and changes made in functions nothing calls, where every file of the code is read with the app's
        // start (as for dead types).
        if mentions.startsTheApp && !slots.contains(where: { $0.declarations == nil }) {
            model.dropUncalled(count: count, load: load)
        }
        return model
    }

    /// One file's declarations (the tree's nodes are immutable, so they are read on any thread afterwards).
    static func parse(path: String, text: String, filtering: Bool = true) -> FileDeclarations {
        if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") || path.hasSuffix(".pch") {
            var declarations = ObjCReader.parse(path: path, text: text)
            declarations.mentions = Mentions.scan(text, path: path)
            return declarations
        }
        if path.hasSuffix(".storyboard") || path.hasSuffix(".xib") {
            var declarations = StoryboardReader.parse(path: path, text: text)
            // A nib that connects a window's root (`<outlet property="rootViewController"`, or an old archive's
            // `<string key="label">rootViewController</string>`, which the reader does not read further): a root
            // may be set there, so no window is said to have none. An old archive's class descriptions also list
            // each class's outlets by name (an app delegate's own `rootViewController` property): no connection.
            declarations.setsSomeRoot =
                text.contains("property=\"rootViewController\"")
                || text.contains("<string key=\"label\">rootViewController</string>")
            return declarations
        }
        var declarations = SwiftFileReader.parse(path: path, text: text, filtering: filtering)
        declarations.mentions = Mentions.scan(text, path: path)
        return declarations
    }
}

/// The files one run has parsed, for the targets and apps after the first that build them (a project's six apps
/// sharing their sources and packages; issue 46): a file with the same path and text is parsed once. Set for a run
/// with `ParsedFiles.$current.withValue(ParsedFiles()) { … }`; without one, every read parses its files.
public final class ParsedFiles: Sendable {
    @TaskLocal public static var current: ParsedFiles?

    private struct Entry: Sendable {
        var text: String
        var filtering: Bool
        var declarations: FileDeclarations
        var number: Int
    }
    private let entries = Mutex<[String: Entry]>([:])
    private let parses = Atomic<Int>(0)
    /// A merged symbol table, kept for the run's later targets (read only once made), and whether a later target has
    /// used it.
    private struct Table: @unchecked Sendable {
        var symbols: SymbolTable
        var reused = false
    }
    private let tables = Mutex<[String: Table]>([:])

    public init() {}

    /// How many files are held.
    public var count: Int { entries.withLock { $0.count } }

    /// The text of the file at `path` as the run read it first (within the run's limits, UTF-8), or nil when it has
    /// not read it: the targets after the first that build it read it again from here, not from the disk.
    func text(of path: String) -> String? { entries.withLock { $0[path]?.text } }

    /// The file's declarations: parsed earlier in the run from the same text, or parsed now (outside the lock, so
    /// that files parse concurrently) and kept; with the number of that parse in the run (another text, another
    /// number).
    func declarations(path: String, text: String, filtering: Bool) -> (FileDeclarations, entry: Int) {
        if let entry = entries.withLock({ $0[path] }), entry.filtering == filtering, entry.text == text {
            return (entry.declarations, entry.number)
        }
        let declarations = CodeReader.parse(path: path, text: text, filtering: filtering)
        let number = entries.withLock { entries in
            let number = parses.add(1, ordering: .relaxed).newValue
            entries[path] = Entry(text: text, filtering: filtering, declarations: declarations, number: number)
            return number
        }
        return (declarations, number)
    }

    /// The symbol table of the files `key` names (their parses' numbers and modules, in order): made once in the
    /// run, outside the lock.
    /// A table no later target has used is let go when another set of files is merged: targets that build the same
    /// files come one after another (the benchmark's six), while a project whose targets each build files of their own
    /// (Threema's six apps) would otherwise keep every target's table to the end of the run (its peak doubled).
    func symbols(key: String, make: () -> SymbolTable) -> SymbolTable {
        let known = tables.withLock { tables -> SymbolTable? in
            guard tables[key] != nil else { return nil }
            tables[key]?.reused = true
            return tables[key]?.symbols
        }
        if let known { return known }
        let made = make()
        tables.withLock { tables in
            tables = tables.filter(\.value.reused)
            tables[key] = Table(symbols: made)
        }
        return made
    }
}
