import ArgumentParser
import Dispatch
import OrientationResolver
import OrientationWire
import OrientationServer
import ProjectFiles
import SourceReader
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scenario file, the project files and the decoding limits, shared by `resolve` and `validate`. Each limit is
/// checked as `serve` checks it, and read from the same ORIENTD_* variable when the flag is not given.
struct ScenarioInput: ParsableArguments {
    @Argument(
        help:
            "Scenario JSON file, or - for standard input. Optional with --info-plist or --project; what it states wins over the files."
    )
    var file: String?

    @OptionGroup var project: ProjectOptions

    @Option(help: "Deepest JSON nesting accepted. [env ORIENTD_MAX_DEPTH, default 64]")
    var maxDepth: Int?

    @Option(help: "Most controllers in one scenario. [env ORIENTD_MAX_CONTROLLERS, default 1000]")
    var maxControllers: Int?

    @Option(help: "Largest input accepted, in bytes. [env ORIENTD_MAX_BODY_BYTES, default 1048576]")
    var maxBodyBytes: Int?

    func limits() throws -> ScenarioLimits {
        ScenarioLimits(
            maxDepth: try positive(maxDepth, "ORIENTD_MAX_DEPTH", default: 64, max: 1000),
            maxControllers: try positive(maxControllers, "ORIENTD_MAX_CONTROLLERS", default: 1000, max: 1_000_000))
    }

    /// Reads the whole file, or standard input for "-", up to the size limit. A file that cannot be read or is
    /// too large is bad input: a line on stderr and exit 2.
    func read() throws -> [UInt8] {
        guard let file else { return Array("{}".utf8) }
        let limit = try positive(maxBodyBytes, "ORIENTD_MAX_BODY_BYTES", default: 1 << 20, max: 1 << 30)
        let stream: UnsafeMutablePointer<FILE>? = file == "-" ? fdopen(STDIN_FILENO, "rb") : fopen(file, "rb")
        guard let stream else { throw inputFailure("cannot open \(file): \(String(cString: strerror(errno)))") }
        defer { fclose(stream) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = fread(&chunk, 1, chunk.count, stream)
            if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
            if bytes.count > limit {
                throw inputFailure(
                    "\(file == "-" ? "standard input" : file) is larger than the limit of \(limit) bytes (--max-body-bytes)"
                )
            }
            if count < chunk.count { break }
        }
        if ferror(stream) != 0 { throw inputFailure("cannot read \(file): \(String(cString: strerror(errno)))") }
        return bytes
    }

    private func inputFailure(_ message: String) -> BadInput { BadInput(message) }

    /// One scenario per app the files give (one without files): the project files' app, with the scenario file
    /// decoded over it; its notes, and the sources of what the files gave. Bad input prints the problem (JSON on
    /// stdout, or a line on stderr) and exits 2.
    func scenarios() throws -> [CheckedScenario] {
        guard file != nil || project.given || project.sources != nil else {
            throw BadInput(
                "give a scenario file (or - for standard input), --info-plist FILE, --project DIR.xcodeproj or --sources DIR"
            )
        }
        if file != nil && project.sources != nil {
            throw BadInput("give either a scenario file or --sources: the scenarios come from the code with --sources")
        }
        let apps: [ImportedApp?] = try project.importedApps() ?? [nil]
        let limits = try limits()
        let sourceLimits = try project.sourceLimits()
        // The apps whose code is read: the first alone (it parses every file the apps share, on every core), then
        // the others two at a time (what stays per app, its model's resolution, runs on one core; issue 46).
        let reads = apps.map { codeRead($0) }
        // The disk is asked once per path for the run (kinds and listings; the texts stay with the parsed files).
        let tree = RememberingTree(DiskTree())
        var checks = [Result<(scenarios: [CheckedScenario], coverage: Coverage), AppCheck.Failure>?](
            repeating: nil, count: apps.count)
        let readers = reads.indices.filter { reads[$0] != nil }
        if let first = readers.first {
            checks[first] = check(
                reads[first]!, tree: tree, limits: limits, sourceLimits: sourceLimits, progress: true)
        }
        let rest = Array(readers.dropFirst())
        if !rest.isEmpty {
            let parsed = ParsedFiles.current
            let done = Mutex<[Int: Result<(scenarios: [CheckedScenario], coverage: Coverage), AppCheck.Failure>]>([:])
            let work = reads
            DispatchQueue.concurrentPerform(iterations: rest.count) { index in
                let result = ParsedFiles.$current.withValue(parsed) {
                    check(work[rest[index]]!, tree: tree, limits: limits, sourceLimits: sourceLimits, progress: false)
                }
                done.withLock { $0[rest[index]] = result }
            }
            for (app, result) in done.withLock({ $0 }) { checks[app] = result }
        }
        var result: [CheckedScenario] = []
        for (index, imported) in apps.enumerated() {
            if let read = reads[index], let check = checks[index] {
                let (checked, coverage): ([CheckedScenario], Coverage)
                do {
                    (checked, coverage) = try check.get()
                } catch {
                    switch error {
                    case let .files(error): throw BadInput(error.description)
                    case let .scenario(error): throw problem(Problem.from(error))
                    // The CLI gives no deadline.
                    case let .deadline(passed): throw BadInput("the check took longer than \(passed.milliseconds) ms")
                    }
                }
                printError("orientd: \(read.label): \(coverage.summary)")
                guard !checked.isEmpty else {
                    throw BadInput(
                        "\(read.label): \(coverage.filesRead) source files read; no window root, presentation or orientation answer found in them; give the folder that holds the app's view controllers"
                    )
                }
                result += checked
                continue
            }
            // An app whose code is read but whose target names none is left out.
            if readsCode(imported) { continue }
            let decoded = try decode(try read(), limits: limits, base: base(of: imported))
            var notes = decoded.notes
            if let imported {
                notes.list.insert(contentsOf: imported.notes, at: 0)
                result.append(
                    CheckedScenario(
                        target: imported.target, scenario: decoded.scenario, notes: notes,
                        sources: imported.sources(in: decoded.scenario),
                        app: imported.target))
            } else {
                result.append(CheckedScenario(target: nil, scenario: decoded.scenario, notes: notes, sources: [:]))
            }
        }
        return result
    }

    /// One app's code to read: --sources, or the project target's own code (unless --no-sources, or a scenario file
    /// is given); nil where the app's scenario comes from a file or its settings alone.
    struct CodeRead: Sendable {
        var imported: ImportedApp?
        var code: AppCheck.Code
        var module: String
        var label: String
        var base: Scenario
        var settingsAlone: Bool
    }

    /// Whether the app's scenarios come from code: --sources, or the project target's own code (unless --no-sources,
    /// or a scenario file is given).
    func readsCode(_ imported: ImportedApp?) -> Bool {
        project.sources != nil
            || (file == nil && !project.noSources && imported.flatMap(AppCheck.Code.init) != nil)
    }

    /// What the project files say of the app (`--sdk` over an app no files describe).
    func base(of imported: ImportedApp?) -> Scenario {
        var base = imported?.baseScenario ?? Scenario()
        if imported == nil, let sdk = project.sdkVersion { base.sdkVersion = sdk }
        return base
    }

    func codeRead(_ imported: ImportedApp?) -> CodeRead? {
        guard readsCode(imported) else { return nil }
        let directory = project.sources ?? imported?.target ?? "App"
        let module = project.module ?? imported?.productModuleName ?? SourceFiles.moduleName(of: directory)
        guard let code = project.sources.map({ AppCheck.Code.folder($0) }) ?? imported.flatMap(AppCheck.Code.init)
        else { return nil }
        return CodeRead(
            imported: imported, code: code, module: module, label: project.sources ?? "the target \(directory)",
            base: base(of: imported), settingsAlone: project.sources == nil)
    }

    func check(
        _ read: CodeRead, tree: some FileTree, limits: ScenarioLimits, sourceLimits: SourceLimits, progress: Bool
    )
        -> Result<(scenarios: [CheckedScenario], coverage: Coverage), AppCheck.Failure>
    {
        Result { () throws(AppCheck.Failure) in
            try AppCheck.check(
                read.imported, code: read.code, module: read.module, base: read.base, label: read.label,
                settingsAlone: read.settingsAlone, tree: tree, limits: limits, sourceLimits: sourceLimits,
                progress: progress ? TerminalProgress.reading(read.label) : nil)
        }
    }

    /// The scenario file decoded over `base`; a body that is not a valid scenario is bad input (its problem JSON).
    private func decode(_ bytes: [UInt8], limits: ScenarioLimits, base: Scenario) throws -> (
        scenario: Scenario, notes: InputNotes
    ) {
        do {
            return try Scenario.decodeNoting(bytes: bytes, limits: limits, base: base)
        } catch {
            throw problem(Problem.from(error))
        }
    }

    /// Bad input whose problem JSON is printed on stdout.
    private func problem(_ problem: Problem) -> BadInput {
        BadInput(
            nil, stdout: String(decoding: problem.response(requestID: nil).body, as: UTF8.self),
            summary: "\(problem.title): \(problem.detail)")
    }

    /// The one scenario (`resolve` reads one app: several iOS apps without --target is an error there).
    func scenario() throws -> (scenario: Scenario, notes: InputNotes, sources: [String: FileSource]) {
        let all = try scenarios()
        guard all.count == 1 else {
            if project.sources != nil {
                throw BadInput(
                    "resolve answers one scenario, and the code gives \(all.count); use validate to check them all")
            }
            throw BadInput(
                "resolve reads one app; name one of the iOS apps (\(all.compactMap(\.target).joined(separator: ", "))) with --target"
            )
        }
        return (all[0].scenario, all[0].notes, all[0].sources)
    }
}
