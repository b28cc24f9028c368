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
    /// Milliseconds one archive may be checked for, from its arrival; then it is answered 422
    /// `check-deadline-exceeded`.
    let deadlineMilliseconds: Int
    let running = Atomic<Int>(0)

    public init(
        archiveLimits: ArchiveLimits = ArchiveLimits(), sourceLimits: SourceLimits = SourceLimits(),
        maxConcurrent: Int = 1, deadlineMilliseconds: Int = 60_000
    ) {
        self.archiveLimits = archiveLimits
        self.sourceLimits = sourceLimits
        self.maxConcurrent = maxConcurrent
        self.deadlineMilliseconds = deadlineMilliseconds
    }

    /// The answer, and what it counts as.
    func validate(_ request: HTTPRequest, limits: ScenarioLimits, maxStates: Int) -> (
        http: HTTPResponse, outcome: ServerMetrics.Outcome
    ) {
        guard running.add(1, ordering: .acquiringAndReleasing).newValue <= maxConcurrent else {
            running.subtract(1, ordering: .acquiringAndReleasing)
            var problem = Problem(
                status: 503, slug: "busy", title: "Service Unavailable",
                detail:
                    "\(maxConcurrent) project archive\(maxConcurrent == 1 ? " is" : "s are") already being checked; retry shortly."
            )
            problem.headers = [("Retry-After", "5")]
            return (problem.response(requestID: request.requestID), .invalidInput)
        }
        defer { running.subtract(1, ordering: .acquiringAndReleasing) }
        let deadline = Deadline(milliseconds: deadlineMilliseconds)
        do throws(Problem) {
            let scenarios = try self.scenarios(request.body, limits: limits, deadline: deadline)
            let validations: [Validation]
            do {
                validations = try AppCheck.validate(scenarios, maxStates: maxStates, deadline: deadline)
            } catch {
                throw Self.deadlineProblem(error)
            }
            var answers: [(target: String, json: [UInt8])] = []
            var valid = true
            for (entry, validation) in zip(scenarios, validations) {
                valid = valid && validation.valid
                answers.append(
                    (
                        entry.target ?? "",
                        validation.jsonBytes(
                            notes: entry.notes, sources: entry.sources, minimal: request.prefersMinimal,
                            coverage: entry.coverage)
                    ))
            }
            return (
                OrientationService.applied(.json(bytes: JSONReporter.answer(answers)), request),
                valid ? .valid : .notValid
            )
        } catch {
            return (
                error.response(requestID: request.requestID),
                error.slug == Self.deadlineSlug ? .deadlineExceeded : .invalidInput
            )
        }
    }

    static let deadlineSlug = "check-deadline-exceeded"

    static func deadlineProblem(_ passed: DeadlinePassed) -> Problem {
        Problem(
            status: 422, slug: deadlineSlug, title: "Check took too long",
            detail:
                "The archive was not checked within \(passed.milliseconds) ms (--check-deadline-ms); post a smaller tree (the app's project and code), or raise the deadline."
        )
    }

    /// The scenarios of the archive's apps and code.
    func scenarios(_ body: [UInt8], limits: ScenarioLimits, deadline: Deadline? = nil) throws(Problem)
        -> [CheckedScenario]
    {
        let tree: ArchiveTree
        do {
            tree = try ArchiveTree(tar: body, limits: archiveLimits)
        } catch {
            throw Problem(
                status: 400, slug: "invalid-archive", title: "Body is not a usable tar archive",
                detail: error.description)
        }
        do {
            return try AppCheck.check(
                tree: tree, label: "the archive", limits: limits, sourceLimits: sourceLimits, deadline: deadline)
        } catch let AppCheck.Failure.deadline(passed) {
            throw Self.deadlineProblem(passed)
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
