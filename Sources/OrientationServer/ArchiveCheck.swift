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

    public init(
        archiveLimits: ArchiveLimits = ArchiveLimits(), sourceLimits: SourceLimits = SourceLimits(),
        maxConcurrent: Int = 1
    ) {
        self.archiveLimits = archiveLimits
        self.sourceLimits = sourceLimits
        self.maxConcurrent = maxConcurrent
    }

    /// The answer, with whether every app is valid (nil: the archive could not be used).
    func validate(_ request: HTTPRequest, limits: ScenarioLimits, maxStates: Int) -> (http: HTTPResponse, valid: Bool?)
    {
        guard running.add(1, ordering: .acquiringAndReleasing).newValue <= maxConcurrent else {
            running.subtract(1, ordering: .acquiringAndReleasing)
            var problem = Problem(
                status: 503, slug: "busy", title: "Service Unavailable",
                detail:
                    "\(maxConcurrent) project archive\(maxConcurrent == 1 ? " is" : "s are") already being checked; retry shortly."
            )
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
                answers.append(
                    (
                        entry.target ?? "",
                        validation.jsonBytes(
                            notes: entry.notes, sources: entry.sources, minimal: request.prefersMinimal,
                            coverage: entry.coverage)
                    ))
            }
            return (OrientationService.applied(.json(bytes: JSONReporter.answer(answers)), request), valid)
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
            throw Problem(
                status: 400, slug: "invalid-archive", title: "Body is not a usable tar archive",
                detail: error.description)
        }
        do {
            return try AppCheck.check(tree: tree, label: "the archive", limits: limits, sourceLimits: sourceLimits)
        } catch let error as ProjectFileError {
            throw Problem(
                status: 422, slug: "invalid-project", title: "Not a usable project", detail: error.description)
        } catch let error as ScenarioInputError {
            throw Problem.from(error)
        } catch let AppCheck.Failure.files(error) {
            throw Problem(
                status: 422, slug: "invalid-project", title: "Not a usable project", detail: error.description)
        } catch let AppCheck.Failure.scenario(error) {
            throw Problem.from(error)
        } catch {
            throw Problem(status: 500, slug: "internal", title: "Internal Server Error", detail: "\(error)")
        }
    }
}
