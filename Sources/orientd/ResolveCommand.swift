import ArgumentParser
import OrientationResolver
import OrientationWire
import OrientationServer
import ProjectFiles
import SourceReader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The scenario file, the project files and the decoding limits, shared by `resolve` and `validate`. Each limit is
/// checked as `serve` checks it, and read from the same ORIENTD_* variable when the flag is not given.
struct ScenarioInput: ParsableArguments {
    @Argument(help: "Scenario JSON file, or - for standard input. Optional with --info-plist or --project; what it states wins over the files.")
    var file: String?

    @OptionGroup var project: ProjectOptions

    @Option(help: "Deepest JSON nesting accepted. [env ORIENTD_MAX_DEPTH, default 64]")
    var maxDepth: Int?

    @Option(help: "Most controllers in one scenario. [env ORIENTD_MAX_CONTROLLERS, default 1000]")
    var maxControllers: Int?

    @Option(help: "Largest input accepted, in bytes. [env ORIENTD_MAX_BODY_BYTES, default 1048576]")
    var maxBodyBytes: Int?

    func limits() throws -> ScenarioLimits {
        ScenarioLimits(maxDepth: try positive(maxDepth, "ORIENTD_MAX_DEPTH", default: 64, max: 1000),
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
                throw inputFailure("\(file == "-" ? "standard input" : file) is larger than the limit of \(limit) bytes (--max-body-bytes)")
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
            throw BadInput("give a scenario file (or - for standard input), --info-plist FILE, --project DIR.xcodeproj or --sources DIR")
        }
        if file != nil && project.sources != nil {
            throw BadInput("give either a scenario file or --sources: the scenarios come from the code with --sources")
        }
        let apps: [ImportedApp?] = try project.importedApps() ?? [nil]
        let limits = try limits()
        var result: [CheckedScenario] = []
        for imported in apps {
            var base = imported?.baseScenario ?? Scenario()
            if imported == nil, let sdk = project.sdkVersion { base.sdkVersion = sdk }
            // The code: --sources, or the project target's own code (unless --no-sources, or a scenario file is given).
            let readsProjectCode = project.sources == nil && file == nil && !project.noSources && imported.map { !$0.codeFiles.isEmpty || !$0.codeFolders.isEmpty } == true
            if project.sources != nil || readsProjectCode {
                let directory = project.sources ?? imported?.target ?? "App"
                let module = project.module ?? imported?.productModuleName ?? SourceFiles.moduleName(of: directory)
                let model = try readCode(module: module, imported: imported)
                let label = project.sources ?? "the target \(directory)"
                let checked: [CheckedScenario]
                do {
                    checked = try AppCheck.scenarios(model: model, imported: imported, base: base, limits: limits, label: label,
                                                     settingsAlone: project.sources == nil)
                } catch {
                    throw problem(Problem.from(error))
                }
                guard !checked.isEmpty else {
                    throw BadInput("\(label): \(model.filesRead) source files read; no window root, presentation or orientation answer found in them; give the folder that holds the app's view controllers")
                }
                result += checked
                continue
            }
            let decoded = try decode(try read(), limits: limits, base: base)
            var notes = decoded.notes
            if let imported {
                notes.list.insert(contentsOf: imported.notes, at: 0)
                result.append(CheckedScenario(target: imported.target, scenario: decoded.scenario, notes: notes, sources: imported.sources(in: decoded.scenario),
                                              app: imported.target))
            } else {
                result.append(CheckedScenario(target: nil, scenario: decoded.scenario, notes: notes, sources: [:]))
            }
        }
        return result
    }

    /// The code `--sources` names, or the project target's. A folder that is not one or holds too many files is bad
    /// input: one line and exit 2.
    private func readCode(module: String, imported: ImportedApp?) throws -> SourceModel {
        let limits = try project.sourceLimits()
        if let folder = project.sources { return try readSources(folder, module: module, limits: limits) }
        do {
            return try SourceFiles.read(files: imported?.codeFiles ?? [], folders: imported?.codeFolders ?? [], module: module, limits: limits)
        } catch {
            throw BadInput(error.description)
        }
    }

    /// The scenario file decoded over `base`; a body that is not a valid scenario is bad input (its problem JSON).
    private func decode(_ bytes: [UInt8], limits: ScenarioLimits, base: Scenario) throws -> (scenario: Scenario, notes: InputNotes) {
        do {
            return try Scenario.decodeNoting(bytes: bytes, limits: limits, base: base)
        } catch {
            throw problem(Problem.from(error))
        }
    }

    /// Bad input whose problem JSON is printed on stdout.
    private func problem(_ problem: Problem) -> BadInput {
        BadInput(nil, stdout: String(decoding: problem.response(requestID: nil).body, as: UTF8.self), summary: "\(problem.title): \(problem.detail)")
    }

    /// The one scenario (`resolve` reads one app: several iOS apps without --target is an error there).
    func scenario() throws -> (scenario: Scenario, notes: InputNotes, sources: [String: FileSource]) {
        let all = try scenarios()
        guard all.count == 1 else {
            if project.sources != nil {
                throw BadInput("resolve answers one scenario, and the code gives \(all.count); use validate to check them all")
            }
            throw BadInput("resolve reads one app; name one of the iOS apps (\(all.compactMap(\.target).joined(separator: ", "))) with --target")
        }
        return (all[0].scenario, all[0].notes, all[0].sources)
    }
}

/// Where the app's settings come from when not (only) from the scenario JSON (semantics §10).
struct ProjectOptions: ParsableArguments {
    @Option(help: "An Info.plist (XML or binary): its orientation keys, UIDeviceFamily, MinimumOSVersion and DTSDKName fill app. With --project it replaces the target's INFOPLIST_FILE.")
    var infoPlist: String?

    @Option(help: "An Xcode project (DIR.xcodeproj): the target's build settings (with their xcconfig files), Info.plist and generated INFOPLIST_KEY_* keys fill app.")
    var project: String?

    @Option(help: "The target of --project. [default: its one application target]")
    var target: String?

    @Option(help: "The build configuration of --project. [default: the target's default configuration, normally Release]")
    var configuration: String?

    @Option(help: "A folder of the app's code (Swift, Objective-C, storyboards): the scenarios it shows (the window's root, each presentation, each value a dynamic mask can take, and every controller class with an orientation answer) are built and checked, with findings at the lines that decide. Replaces the scenario file.")
    var sources: String?

    @Flag(help: "With --project, read only the project's settings, not the target's code.")
    var noSources = false

    @Option(help: "The Swift module the sources belong to, for class names as UIKit prints them (Module.Class). [default: the target's PRODUCT_MODULE_NAME, else the folder's name]")
    var module: String?

    @Option(help: "The iOS SDK the app is built with, such as 26.0. Rules that depend on it (scene-life-cycle-required) are errors only when it is known: from this option, app.sdkVersion or a built Info.plist's DTSDKName; otherwise they are warnings that say which SDK they assume.")
    var sdk: String?

    @Option(help: "Most source files read. [env ORIENTD_MAX_SOURCE_FILES, default 20000]")
    var maxSourceFiles: Int?

    @Option(help: "Largest source file read, in bytes; a larger one is skipped with a note. [env ORIENTD_MAX_SOURCE_FILE_BYTES, default 10485760]")
    var maxSourceFileBytes: Int?

    @Option(help: "Deepest folder nesting read below a source folder; deeper folders are skipped with a note. [env ORIENTD_MAX_SOURCE_DEPTH, default 32]")
    var maxSourceDepth: Int?

    var given: Bool { infoPlist != nil || project != nil }

    func sourceLimits() throws -> SourceLimits {
        SourceLimits(maxFiles: try positive(maxSourceFiles, "ORIENTD_MAX_SOURCE_FILES", default: 20_000, max: 1_000_000),
                     maxFileBytes: try positive(maxSourceFileBytes, "ORIENTD_MAX_SOURCE_FILE_BYTES", default: 10 << 20, max: 1 << 30),
                     maxDepth: try positive(maxSourceDepth, "ORIENTD_MAX_SOURCE_DEPTH", default: 32, max: 1000))
    }

    /// `--sdk` as a version (checked when the apps are read).
    var sdkVersion: SystemVersion? { sdk.flatMap { SystemVersion(parsing: $0) } }

    /// The folder that holds the project (SARIF's %SRCROOT%), or nil without a project.
    func sourceRoot() -> SARIF.SourceRoot? {
        guard let project, let location = try? ProjectLocation.find(project) else { return nil }
        let path: String = switch location {
        case let .xcodeproj(path), let .workspace(path), let .xcodegen(path): path
        }
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        if folder.hasPrefix("/") { return SARIF.SourceRoot(absolute: folder, asGiven: folder) }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let cwd = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return SARIF.SourceRoot(absolute: folder.isEmpty || folder == "." ? cwd : cwd + "/" + folder, asGiven: folder)
    }

    /// What the files say (one app, or one per iOS app target when the project has several and none is named), or
    /// nil without files. Warnings about the files and how the target was chosen go to stderr. A file orientd
    /// cannot use: one line on stderr, exit 2.
    func importedApps() throws -> [ImportedApp]? {
        if let sdk, sdkVersion == nil {
            throw BadInput("--sdk \(sdk): expected an iOS SDK version such as 26.0")
        }
        guard given else {
            if target != nil || configuration != nil {
                throw BadInput("--target and --configuration need --project")
            }
            // --sources alone: the app's settings from the one Info.plist in the folder, when it holds exactly one.
            guard let sources else { return nil }
            let plists = SourceFiles.infoPlists(in: sources, limits: try sourceLimits())
            guard plists.count == 1 else {
                if plists.count > 1 {
                    printError("orientd: \(sources): \(plists.count) Info.plist files (\(plists.prefix(4).joined(separator: ", "))\(plists.count > 4 ? ", …" : "")); none is read: name the app's with --info-plist")
                } else if DiskTree().isDirectory(sources) {
                    printError("orientd: \(sources): no Info.plist in --sources, so the app's settings are UIKit's defaults (an iPhone app with no supported-orientations key) and every storyboard's initial controller is taken as a window root; give --info-plist or --project")
                }
                return nil
            }
            var app = ImportedApp()
            do {
                guard let bytes = try FileSystem.read(plists[0]) else { return nil }
                try app.readInfoPlist(bytes, name: plists[0])
            } catch {
                throw BadInput(error.description)
            }
            if let sdkVersion { app.sdkVersion = sdkVersion }
            printError("orientd: \(plists[0]): the app's settings (the one Info.plist in --sources; --info-plist names another)")
            for diagnostic in app.diagnostics { printError("orientd: \(diagnostic)") }
            if let assumption = app.assumptions() { printError("orientd: \(plists[0]): \(assumption)") }
            return [app]
        }
        do {
            if let project {
                let imported = try ProjectLocation.find(project).importApps(target: target, configuration: configuration,
                                                                            infoPlistOverride: infoPlist, readFile: FileSystem.read)
                for diagnostic in imported.diagnostics { printError("orientd: \(diagnostic)") }
                if let choice = imported.choice { printError("orientd: \(choice)") }
                if imported.apps.count > 1 {
                    printError("orientd: \(imported.apps.count) iOS apps (\(imported.apps.compactMap(\.target).joined(separator: ", "))); each is read, and its findings carry its name; name one with --target to read only it")
                }
                for app in imported.apps {
                    for diagnostic in app.diagnostics { printError("orientd: \(diagnostic)") }
                }
                return imported.apps.map { app in
                    var app = app
                    if let sdkVersion { app.sdkVersion = sdkVersion }
                    return app
                }
            }
            if target != nil || configuration != nil {
                throw BadInput("--target and --configuration need --project")
            }
            var app = ImportedApp()
            let path = infoPlist!
            guard let bytes = try FileSystem.read(path) else { throw ProjectFileError(file: path, line: nil, message: "no such file") }
            try app.readInfoPlist(bytes, name: path)
            if let sdkVersion { app.sdkVersion = sdkVersion }
            for diagnostic in app.diagnostics { printError("orientd: \(diagnostic)") }
            if let assumption = app.assumptions() { printError("orientd: \(path): \(assumption)") }
            return [app]
        } catch let error as ProjectFileError {
            throw BadInput(error.description)
        }
    }
}

/// `orientd resolve FILE`: the same JSON as POST /resolve, without a server.
struct ResolveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "resolve",
        abstract: "Resolve a scenario file (or - for stdin) and print the /resolve answer. Exit 0 on an answer (a crash is an answer), 2 on bad input."
    )

    @OptionGroup var input: ScenarioInput

    func run() throws {
        try BadInput.reporting {
            let (scenario, notes, _) = try input.scenario()
            do {
                let resolution = try Resolver.resolve(scenario)
                print(String(decoding: resolution.jsonBytes(in: scenario, notes: notes), as: UTF8.self))
            } catch let error as ScenarioError {
                throw BadInput(nil, stdout: String(decoding: Problem.from(error).response(requestID: nil).body, as: UTF8.self))
            }
        }
    }
}

/// `orientd validate FILE`: the same JSON as POST /validate; the exit status gates CI.
struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check every reachable state of a scenario file (or - for stdin) and print the /validate answer. Exit 0 when valid, 1 when a state crashes or the App Store rejects the app, 2 on bad input, 3 when --max-states stopped the exploration before every state was checked (and no error was found in those that were). A project with several iOS apps and no --target: each is checked, the answers are printed under their target names, and the worst status is the exit status."
    )

    @OptionGroup var input: ScenarioInput

    @Option(help: "Most states explored; the answer says when it stopped there. [env ORIENTD_MAX_STATES, default 10000]")
    var maxStates: Int?

    @Option(help: "json (the /validate answer), sarif (SARIF 2.1.0, for code scanning), github (GitHub Actions workflow commands: ::error file=…,line=…,title=RULE::MESSAGE) or text (FILE:LINE: error: [RULE] MESSAGE, the compiler format). The exit status is the same for all. [default: json]")
    var format: OutputFormat = .json

    enum OutputFormat: String, ExpressibleByArgument, CaseIterable {
        case json, sarif, github, text
    }

    @Option(help: "error (exit 1 when an error is found, the default) or warning (exit 1 on warnings too).")
    var failOn: FailOn = .error

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning
    }

    func run() throws {
        let maxStates = try positive(maxStates, "ORIENTD_MAX_STATES", default: 10_000, max: 10_000_000)
        let sourceRoot = input.project.sourceRoot()
        var status: Int32 = 0
        let failure: ((BadInput) -> Void)? = switch format {
        case .sarif: { bad in print(SARIF.failedLog(bad.summary, version: Orientd.configuration.version)) }
        case .github: { bad in print("::error title=orientd::" + Annotations.escapeData(bad.summary)) }
        case .json, .text: nil
        }
        try BadInput.reporting(sarif: failure) {
            let scenarios = try input.scenarios()
            var runs: [SARIF.Run] = []
            var answers: [(target: String, json: [UInt8])] = []
            var truncatedAt: [String] = []
            // The code gives many scenarios: they are validated concurrently.
            let validations = AppCheck.validate(scenarios.map(\.scenario), maxStates: maxStates)
            for (entry, raw) in zip(scenarios, validations) {
                let (target, notes, sources) = (entry.target, entry.notes, entry.sources)
                let validation = entry.adjusted(raw)
                if validation.errors > 0 || (failOn == .warning && validation.warnings + notes.warnings > 0) { status = 1 }
                if validation.truncated {
                    truncatedAt.append((target.map { "\($0): " } ?? "") + "the exploration stopped at --max-states \(maxStates) after \(validation.statesChecked) states")
                }
                switch format {
                case .json:
                    answers.append((target ?? "", validation.jsonBytes(notes: notes, sources: sources)))
                case .sarif, .github, .text:
                    let scenarioFile = input.file == "-" ? nil : input.file
                    runs.append(SARIF.Run(validation: validation, notes: notes, sources: sources,
                                          fallback: scenarioFile ?? input.project.project.map { $0.hasSuffix(".xcodeproj") ? $0 + "/project.pbxproj" : $0 } ?? input.project.infoPlist,
                                          target: scenarios.count > 1 ? target : nil, app: entry.app))
                }
            }
            switch format {
            case .json:
                print(String(decoding: AppCheck.answer(answers), as: UTF8.self))
            case .sarif:
                print(SARIF.log(runs: runs, sourceRoot: sourceRoot, version: Orientd.configuration.version))
            case .github:
                print(Annotations.lines(runs, format: .github), terminator: "")
            case .text:
                print(Annotations.lines(runs, format: .text), terminator: "")
            }
            if status == 0 && !truncatedAt.isEmpty {
                printError("orientd: \(truncatedAt.joined(separator: "; ")); states beyond it were not checked, so the scenario is not reported valid (exit 3). Raise --max-states to check them all.")
                status = 3
            }
        }
        if status != 0 { throw ExitCode(status) }
    }
}

/// `orientd import`: the scenario JSON that project files give, to start a scenario from.
struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Print the scenario JSON (device and app) that an Info.plist or an Xcode project gives; notes about the files go to stderr. A project with several iOS apps and no --target: each app's scenario under its target name. With --sources DIR: the model of the code (classes, their answers and lines, what shows what, what could not be read) and the scenarios built from it, each a /resolve body. Exit 0, or 2 on a file orientd cannot use."
    )

    @OptionGroup var project: ProjectOptions

    func run() throws {
        try BadInput.reporting {
            if let folder = project.sources {
                // The model of the code, and the scenarios built from it (each a valid /resolve body).
                let apps = try project.importedApps()
                let module = project.module ?? apps?.first?.productModuleName ?? SourceFiles.moduleName(of: folder)
                var model = try readSources(folder, module: module, limits: try project.sourceLimits())
                if let app = apps?.first { model.take(app) }
                print(model.json(scenarios: CodeScenarios.build(from: model)))
                return
            }
            guard project.given, let apps = try project.importedApps() else {
                throw BadInput("give --info-plist FILE, --project DIR.xcodeproj or --sources DIR")
            }
            for app in apps {
                if let target = app.target, let configuration = app.configuration {
                    printError("orientd: target \(target), configuration \(configuration); read \(app.files.joined(separator: ", "))")
                }
                for note in app.notes {
                    let place = note.source.map { "\($0.file)\($0.line.map { ":\($0)" } ?? ""): " } ?? ""
                    printError("orientd: \(place)warning: \(note.message) [\(note.rule)]")
                }
            }
            if apps.count == 1 {
                print(apps[0].scenarioJSON())
            } else {
                var out = JSONWriter()
                out.beginObject()
                out.field("targets")
                out.beginObject()
                for app in apps {
                    out.key(app.target ?? "")
                    out.rawValue(Array(app.scenarioJSON().utf8))
                }
                out.endObject()
                out.endObject()
                print(out.text)
            }
        }
    }
}

/// The code below `folder`; a folder that is not one or holds too many files is bad input (one line, exit 2).
func readSources(_ folder: String, module: String, limits: SourceLimits) throws -> SourceModel {
    do {
        return try SourceFiles.read(directory: folder, module: module, limits: limits)
    } catch {
        throw BadInput(error.description)
    }
}

/// Input orientd cannot use (exit 2): a line for stderr ("orientd: " is added), and/or the problem JSON for stdout.
struct BadInput: Error {
    var line: String?
    var stdout: String?
    /// What a SARIF log says of it.
    var summary: String

    init(_ line: String?, stdout: String? = nil, summary: String? = nil) {
        self.line = line
        self.stdout = stdout
        self.summary = summary ?? line ?? "the input cannot be used"
    }

    /// Runs `body`; bad input is printed, then exit 2. `sarif` also prints a SARIF log saying the run failed.
    static func reporting(sarif: ((BadInput) -> Void)? = nil, _ body: () throws -> Void) throws {
        do {
            try body()
        } catch let bad as BadInput {
            if let sarif { sarif(bad) } else if let stdout = bad.stdout { print(stdout) }
            if let line = bad.line { printError("orientd: " + line) }
            throw ExitCode(2)
        }
    }
}

/// A line on standard error (what a CI log shows beside the JSON on standard output).
func printError(_ line: String) {
    var text = line + "\n"
    text.withUTF8 { buffer in _ = write(2, buffer.baseAddress, buffer.count) }
}
