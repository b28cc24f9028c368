import CoreMetrics

/// What the service counts, through swift-metrics: the library names the metrics, the executable chooses the
/// backend (Prometheus) and passes its factory, so tests can use their own registry.
public final class ServerMetrics: Sendable {
    /// Routes are a closed set, so a client cannot grow the number of series with made-up paths.
    static let routes = [
        "/", "/resolve", "/validate", "/healthz", "/readyz", "/openapi.yaml", "/docs/rules.md", "/metrics",
    ]
    /// 0: an answer was queued but the client did not get it in full (label "unsent").
    static let statuses = [0, 200, 400, 404, 405, 413, 422, 500, 501, 503]

    /// Indexed by route × status, so counting a request builds no strings.
    private let requests: [Counter]
    private let durations: [Timer]
    /// By `Outcome.allCases` position.
    private let outcomes: [Counter]
    private let inFlight: Meter

    /// What a /resolve or /validate request came to.
    public enum Outcome: String, CaseIterable, Sendable {
        case orientation, exception, valid
        case notValid = "not_valid"
        case invalidInput = "invalid_input"
        /// An archive not checked by its deadline (`--check-deadline-ms`).
        case deadlineExceeded = "deadline_exceeded"

        /// Its place in `allCases` (a switch: `allCases` would build an array per request).
        var position: Int {
            switch self {
            case .orientation: 0
            case .exception: 1
            case .valid: 2
            case .notValid: 3
            case .invalidInput: 4
            case .deadlineExceeded: 5
            }
        }
    }

    public init(factory: any MetricsFactory) {
        var requests: [Counter] = []
        var durations: [Timer] = []
        for route in Self.routes + ["other"] {
            for status in Self.statuses.map({ $0 == 0 ? "unsent" : String($0) }) + ["other"] {
                requests.append(
                    Counter(
                        label: "orientd_http_requests_total",
                        dimensions: [("route", route), ("status", status)], factory: factory))
            }
            durations.append(
                Timer(label: "orientd_http_request_duration_seconds", dimensions: [("route", route)], factory: factory))
        }
        precondition(
            Outcome.allCases.enumerated().allSatisfy { $0.offset == $0.element.position },
            "Outcome.position follows allCases")
        let outcomes = Outcome.allCases.map {
            Counter(label: "orientd_outcomes_total", dimensions: [("outcome", $0.rawValue)], factory: factory)
        }
        self.requests = requests
        self.durations = durations
        self.outcomes = outcomes
        self.inFlight = Meter(label: "orientd_http_requests_in_flight", factory: factory)
    }

    func requestStarted() { inFlight.increment() }

    /// Called when libmicrohttpd reports the request finished, however it ended (answered, timed out, aborted).
    func requestEnded() { inFlight.decrement() }

    func requestAnswered(path: String, status: Int, nanoseconds: Int64) {
        let route = Self.routes.firstIndex(of: path) ?? Self.routes.count
        let statusIndex = Self.statuses.firstIndex(of: status) ?? Self.statuses.count
        requests[route * (Self.statuses.count + 1) + statusIndex].increment()
        durations[route].recordNanoseconds(nanoseconds)
    }

    /// orientation / exception for /resolve, valid / notValid for /validate, invalidInput for 400 and 422,
    /// deadlineExceeded for an archive not checked by its deadline.
    func outcome(_ outcome: Outcome) { outcomes[outcome.position].increment() }
}
