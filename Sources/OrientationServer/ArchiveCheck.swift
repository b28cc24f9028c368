import OrientationResolver
import OrientationWire
import ProjectFiles
import SourceReader
import Synchronization

/// `POST /validate` with `Content-Type: application/x-tar`: a project tree as `git archive` writes it, read in memory
/// (nothing is written to disk) and checked as `orientd validate --project` checks a clone: the project's iOS apps with
/// their code, or, with no project in the archive, its code with the Info.plist found in it (as `--sources`).
/// The answer is the CLI's `--format json` output. Bounded in bytes (the daemon's `maxArchiveBytes`), entries, path
/// depth and length (`ArchiveLimits`), source files and their size (`SourceLimits`), and archives at once.
public final class ArchiveCheck: Sendable {
    let archiveLimits: ArchiveLimits
    let sourceLimits: SourceLimits
    let maxConcurrent: Int
    let running = Atomic<Int>(0)

    public init(archiveLimits: ArchiveLimits = ArchiveLimits(), sourceLimits: SourceLimits = SourceLimits(), maxConcurrent: Int = 1) {
        self.archiveLimits = archiveLimits
        self.sourceLimits = sourceLimits
        self.maxConcurrent = maxConcurrent
    }

    /// The answer, with whether every app is valid (nil: the archive could not be used).
    func validate(_ request: HTTPRequest, limits: ScenarioLimits, maxStates: Int) -> (http: HTTPResponse, valid: Bool?) {
        guard running.add(1, ordering: .acquiringAndReleasing).newValue <= maxConcurrent else {
            running.subtract(1, ordering: .acquiringAndReleasing)
            var problem = Problem(status: 503, slug: "busy", title: "Service Unavailable",
                                  detail: "\(maxConcurrent) project archive\(maxConcurrent == 1 ? " is" : "s are") already being checked; retry shortly.")
            problem.headers = [("Retry-After", "5")]
            return (problem.response(requestID: request.requestID), nil)
        }
        defer { running.subtract(1, ordering: .acquiringAndReleasing) }
        do {
            let scenarios = try self.scenarios(request.body, limits: limits)
            var answers: [(target: String, json: [UInt8])] = []
            var valid = true
            for (entry, validation) in zip(scenarios, AppCheck.validate(scenarios, maxStates: maxStates)) {
                valid = valid && validation.valid
                answers.append((entry.target ?? "", validation.jsonBytes(notes: entry.notes, sources: entry.sources, minimal: request.prefersMinimal)))
            }
            return (OrientationService.applied(.json(bytes: AppCheck.answer(answers)), request), valid)
        } catch {
            return (error.response(requestID: request.requestID), nil)
        }
    }

    /// The scenarios of the archive's apps and code.
    func scenarios(_ body: [UInt8], limits: ScenarioLimits) throws(Problem) -> [CheckedScenario] {
        let tree: ArchiveTree
        do {
            tree = try ArchiveTree(tar: body, limits: archiveLimits)
        } catch {
            throw Problem(status: 400, slug: "invalid-archive", title: "Body is not a usable tar archive", detail: error.description)
        }
        let top = tree.top
        do {
            // No project at the top: its code alone. Several: the same error the CLI gives (never the code alone).
            let entries = tree.entries(top) ?? []
            guard entries.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") || $0 == "project.yml" }) else {
                return try codeOnly(tree, top: top, limits: limits)
            }
            let location = try ProjectLocation.find(top, in: tree)
            let imported = try location.importApps(target: nil, configuration: nil, infoPlistOverride: nil, readFile: tree.read)
            let diagnostics = imported.diagnostics + imported.apps.flatMap(\.diagnostics)
            var result: [CheckedScenario] = []
            for app in imported.apps {
                guard let code = AppCheck.Code(of: app) else {
                    // A target that names no code (as the CLI: its settings alone).
                    var alone = try AppCheck.settingsAlone(imported: app, base: app.baseScenario, limits: limits)
                    if result.isEmpty { alone.notes.list.insert(contentsOf: diagnostics.map(Self.note), at: 0) }
                    result.append(alone)
                    continue
                }
                let module = app.productModuleName ?? app.target ?? "App"
                var checked = try AppCheck.check(app, code: code, module: module, base: app.baseScenario, label: "the target \(app.target ?? module)",
                                                 settingsAlone: true, tree: tree, limits: limits, sourceLimits: sourceLimits).scenarios
                if result.isEmpty, !checked.isEmpty { checked[0].notes.list.insert(contentsOf: diagnostics.map(Self.note), at: 0) }
                result += checked
            }
            return result
        } catch let error as ProjectFileError {
            throw Problem(status: 422, slug: "invalid-project", title: "Not a usable project", detail: error.description)
        } catch let error as ScenarioInputError {
            throw Problem.from(error)
        } catch let AppCheck.Failure.files(error) {
            throw Problem(status: 422, slug: "invalid-project", title: "Not a usable project", detail: error.description)
        } catch let AppCheck.Failure.scenario(error) {
            throw Problem.from(error)
        } catch {
            throw Problem(status: 500, slug: "internal", title: "Internal Server Error", detail: "\(error)")
        }
    }

    /// An archive without a project: its code, with its one Info.plist when it holds exactly one.
    func codeOnly(_ tree: ArchiveTree, top: String, limits: ScenarioLimits) throws -> [CheckedScenario] {
        // The Swift module (UIKit prints Module.Class): the folder that holds the Info.plist, else the archive's top
        // folder, else App.
        let plists = SourceFiles.infoPlists(in: top, tree: tree, limits: sourceLimits)
        let folder = plists.count == 1 ? ArchiveTree.parent(of: plists[0]) : top
        let module = SourceFiles.moduleName(of: folder == "." ? "App" : folder)
        var app: ImportedApp?
        if plists.count == 1, let bytes = try tree.read(plists[0]) {
            var imported = ImportedApp()
            try imported.readInfoPlist(bytes, name: plists[0])
            app = imported
        }
        let (checked, filesRead) = try AppCheck.check(app, code: .folder(top), module: module, base: app?.baseScenario ?? Scenario(),
                                                      label: "the archive", settingsAlone: false, tree: tree, limits: limits,
                                                      sourceLimits: sourceLimits)
        guard !checked.isEmpty else {
            throw ProjectFileError(file: "the archive", line: nil, message: "holds no .xcodeproj, .xcworkspace or project.yml, and its \(filesRead) source files show no window root, presentation or orientation answer")
        }
        return checked
    }

    /// What the project files say that orientd could not use fully (the CLI prints it on stderr): an info.
    static func note(_ diagnostic: ImportDiagnostic) -> InputNote {
        InputNote(rule: "code-not-read", pointer: "", message: diagnostic.message,
                  fix: "Nothing, if this is intended; the CLI prints the same line.",
                  source: FileSource(file: diagnostic.file, line: diagnostic.line), severity: .info)
    }
}
