import OrientationResolver

/// orientd's routes (api.md): the resolver behind HTTP.
public enum OrientationService {
    public static func router(limits: ScenarioLimits = ScenarioLimits()) -> Router {
        var router = Router()
        router.add("GET", "/healthz") { _ in .json(#"{"status":"ok"}"#) }
        router.add("POST", "/resolve") { request in resolve(request, limits: limits) }
        router.add("POST", "/validate") { request in
            Problem(status: 501, slug: "not-implemented", title: "Not Implemented",
                    detail: "POST /validate is not implemented yet; POST /resolve answers one event.")
                .response(requestID: request.requestID)
        }
        return router
    }

    static func resolve(_ request: HTTPRequest, limits: ScenarioLimits) -> HTTPResponse {
        let scenario: Scenario
        do {
            scenario = try Scenario.decode(bytes: request.body, limits: limits)
        } catch {
            return Problem.from(error).response(requestID: request.requestID)
        }
        do {
            return .json(try Resolver.resolve(scenario).json())
        } catch {
            return Problem.from(error).response(requestID: request.requestID)
        }
    }
}
