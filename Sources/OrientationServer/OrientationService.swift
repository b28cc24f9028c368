import OrientationResolver
import OrientationWire
import ProjectFiles

/// orientd's routes (api.md): the resolver behind HTTP.
public enum OrientationService {
    /// The service's routes. `metrics` counts outcomes; `metricsText` renders GET /metrics (no route without it).
    public static func router(
        configuration: ServerConfiguration, metrics: ServerMetrics? = nil,
        metricsText: (@Sendable () -> [UInt8])? = nil, readiness: Readiness = Readiness()
    ) -> Router {
        router(
            limits: configuration.scenarioLimits, maxStates: configuration.maxStates, metrics: metrics,
            metricsText: metricsText,
            readiness: readiness,
            archives: ArchiveCheck(
                archiveLimits: configuration.archiveLimits, sourceLimits: configuration.sourceLimits,
                maxConcurrent: configuration.maxConcurrentArchives,
                deadlineMilliseconds: configuration.checkDeadlineMilliseconds),
            maxArchiveBytes: configuration.maxArchiveBytes)
    }

    public static func router(
        limits: ScenarioLimits = ScenarioLimits(), maxStates: Int = 10_000, metrics: ServerMetrics? = nil,
        metricsText: (@Sendable () -> [UInt8])? = nil, readiness: Readiness = Readiness(),
        archives: ArchiveCheck = ArchiveCheck(), maxArchiveBytes: Int = ServerConfiguration().maxArchiveBytes
    ) -> Router {
        var router = Router()
        // Caching, stated so that no cache guesses (redbot): live state is never stored; the documents built into the
        // binary may be kept five minutes.
        let live = [("Cache-Control", "no-store")]
        let document = [("Cache-Control", "max-age=300")]
        if let metricsText {
            router.add("GET", "/metrics") { _ in
                HTTPResponse(
                    status: 200, contentType: "text/plain; version=0.0.4; charset=utf-8", body: metricsText(),
                    headers: live)
            }
        }
        router.add("GET", "/healthz") { _ in
            HTTPResponse(
                status: 200, contentType: "application/json", body: Array(#"{"status":"ok"}"#.utf8), headers: live)
        }
        router.add("GET", "/readyz") { _ in
            readiness.isDraining
                ? HTTPResponse(
                    status: 503, contentType: "application/json", body: Array(#"{"status":"draining"}"#.utf8),
                    headers: live)
                : HTTPResponse(
                    status: 200, contentType: "application/json", body: Array(#"{"status":"ready"}"#.utf8),
                    headers: live)
        }
        // The playground: one self-contained page calling /resolve and /validate; the CSP allows its own inline
        // script and style by hash, requests to this origin, and nothing else.
        // The page says before an upload whether a folder is over this server's archive limits (its meta tag).
        let playground = Array(
            EmbeddedDocuments.playground.replacing(
                "__ORIENTD_ARCHIVE_LIMITS__",
                with: "\(maxArchiveBytes) \(archives.archiveLimits.maxEntries)"
            ).utf8)
        router.add("GET", "/") { _ in
            HTTPResponse(
                status: 200, contentType: "text/html; charset=utf-8", body: playground,
                headers: [
                    ("Content-Security-Policy", EmbeddedDocuments.playgroundPolicy),
                    ("X-Content-Type-Options", "nosniff"),
                    ("Referrer-Policy", "no-referrer"),
                    ("Cache-Control", "no-store"),
                ])
        }
        let openAPI = Array(EmbeddedDocuments.openAPI.utf8)
        router.add("GET", "/openapi.yaml") { _ in
            HTTPResponse(status: 200, contentType: "application/yaml", body: openAPI, headers: document)
        }
        let rules = Array(EmbeddedDocuments.rules.utf8)
        router.add("GET", "/docs/rules.md") { _ in
            HTTPResponse(status: 200, contentType: "text/markdown; charset=utf-8", body: rules, headers: document)
        }
        router.add("POST", "/resolve") { request, output in
            let response = resolve(request, limits: limits, output: &output)
            metrics?.outcome(response.outcome ?? .invalidInput)
            return response.http
        }
        router.add("POST", "/validate") { request, output in
            if request.isArchive {
                let (http, outcome) = archives.validate(request, limits: limits, maxStates: maxStates)
                metrics?.outcome(outcome)
                return http
            }
            let response = validate(request, limits: limits, maxStates: maxStates, output: &output)
            metrics?.outcome(response.outcome ?? .invalidInput)
            return response.http
        }
        return router
    }

    /// An answer and the outcome it counts as (nil: invalid input).
    struct Answer {
        var http: HTTPResponse
        var outcome: ServerMetrics.Outcome?
    }

    /// The scenario of a request: the JSON body, or the app an Info.plist body describes (api.md "Project files").
    static func scenario(of request: HTTPRequest, limits: ScenarioLimits) throws(Problem) -> (Scenario, InputNotes) {
        if request.isPropertyList {
            var app = ImportedApp()
            do {
                try app.readInfoPlist(request.body, name: "request body")
            } catch {
                throw Problem.from(error)
            }
            var notes = InputNotes()
            // Over HTTP the body is not a file: what it says carries no file source.
            notes.list = app.notes.map { note in
                var copy = note
                copy.source = nil
                return copy
            }
            return (app.baseScenario, notes)
        }
        do {
            return try Scenario.decodeNoting(bytes: request.body, limits: limits)
        } catch {
            throw Problem.from(error)
        }
    }

    /// The answer with `Preference-Applied: return=minimal` when the client asked for it (RFC 7240).
    static func applied(_ response: HTTPResponse, _ request: HTTPRequest) -> HTTPResponse {
        guard request.prefersMinimal else { return response }
        var response = response
        response.headers.append(HTTPRequest.minimalApplied)
        return response
    }

    static func validate(_ request: HTTPRequest, limits: ScenarioLimits, maxStates: Int, output: inout ResponseBuffer)
        -> Answer
    {
        do {
            let (scenario, notes) = try scenario(of: request, limits: limits)
            let validation = Validator.validate(scenario, maxStates: maxStates)
            validation.write(into: &output, notes: notes, minimal: request.prefersMinimal)
            return Answer(http: applied(.jsonInOutput(), request), outcome: validation.valid ? .valid : .notValid)
        } catch {
            return Answer(http: error.response(requestID: request.requestID), outcome: nil)
        }
    }

    static func resolve(_ request: HTTPRequest, limits: ScenarioLimits, output: inout ResponseBuffer) -> Answer {
        if request.isArchive {
            let problem = Problem(
                status: 415, slug: "unsupported-media-type", title: "Unsupported Media Type",
                detail: "/resolve answers one scenario; a project archive gives several. Send it to /validate.")
            return Answer(http: problem.response(requestID: request.requestID), outcome: nil)
        }
        let scenario: Scenario
        let notes: InputNotes
        do {
            (scenario, notes) = try self.scenario(of: request, limits: limits)
        } catch {
            return Answer(http: error.response(requestID: request.requestID), outcome: nil)
        }
        do {
            // A minimal answer has no trace, so none is kept.
            let resolution = try Resolver.resolve(scenario, tracing: !request.prefersMinimal, callbacks: true)
            resolution.write(into: &output, in: scenario, notes: notes, minimal: request.prefersMinimal)
            return Answer(
                http: applied(.jsonInOutput(), request),
                outcome: resolution.exception == nil ? .orientation : .exception)
        } catch {
            return Answer(http: Problem.from(error).response(requestID: request.requestID), outcome: nil)
        }
    }
}
