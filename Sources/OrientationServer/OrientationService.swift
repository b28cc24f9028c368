import OrientationResolver

/// orientd's routes (api.md): the resolver behind HTTP.
public enum OrientationService {
    public static func router(configuration: ServerConfiguration) -> Router {
        router(limits: configuration.scenarioLimits, maxStates: configuration.maxStates)
    }

    public static func router(limits: ScenarioLimits = ScenarioLimits(), maxStates: Int = 10_000) -> Router {
        var router = Router()
        router.add("GET", "/healthz") { _ in .json(#"{"status":"ok"}"#) }
        let document = Array(OpenAPIDocument.yaml.utf8)
        router.add("GET", "/openapi.yaml") { _ in HTTPResponse(status: 200, contentType: "application/yaml", body: document) }
        router.add("POST", "/resolve") { request in resolve(request, limits: limits) }
        router.add("POST", "/validate") { request in validate(request, limits: limits, maxStates: maxStates) }
        return router
    }

    static func validate(_ request: HTTPRequest, limits: ScenarioLimits, maxStates: Int) -> HTTPResponse {
        do {
            let scenario = try Scenario.decode(bytes: request.body, limits: limits)
            return .json(Validator.validate(scenario, maxStates: maxStates).json())
        } catch {
            return Problem.from(error).response(requestID: request.requestID)
        }
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
