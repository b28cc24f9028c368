import Logging
import OrientationResolver
import OrientationWire
import ReferenceDecoder
import OrientationServer
import Prometheus
import Synchronization
import Testing

/// /metrics over real HTTP, structured log lines, the health probe.
@Suite struct OperationsTests {
    @Test func metricsCountRoutesStatusesOutcomesAndLatency() throws {
        let registry = PrometheusCollectorRegistry()
        let metrics = ServerMetrics(factory: PrometheusMetricsFactory(registry: registry))
        var configuration = ServerConfiguration()
        configuration.port = 0
        var logger = Logger(label: "test")
        logger.logLevel = .critical
        let router = OrientationService.router(configuration: configuration, metrics: metrics, metricsText: { registry.emitToBuffer() })
        let daemon = try Daemon(configuration: configuration, responder: router, logger: logger, metrics: metrics)
        defer { daemon.stop() }
        let connection = try Connection(port: daemon.port)
        _ = try connection.request("POST", "/resolve", body: #"{"root":{}}"#)
        _ = try connection.request("POST", "/resolve", body: #"{"device":{"systemVersion":"12"},"root":{"presented":{"kind":"tabBarController","forwardsToChild":true,"children":[{}]}}}"#)
        _ = try connection.request("POST", "/resolve", body: "nope")
        _ = try connection.request("POST", "/validate", body: #"{"root":{}}"#)
        _ = try connection.request("GET", "/made-up-path")
        let response = try connection.request("GET", "/metrics")
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "text/plain; version=0.0.4; charset=utf-8")
        let lines = Set(response.body.split(separator: "\n").map(String.init))
        #expect(lines.contains(#"orientd_http_requests_total{route="/resolve",status="200"} 2"#))
        #expect(lines.contains(#"orientd_http_requests_total{route="/resolve",status="400"} 1"#))
        #expect(lines.contains(#"orientd_http_requests_total{route="/validate",status="200"} 1"#))
        #expect(lines.contains(#"orientd_http_requests_total{route="other",status="404"} 1"#))
        #expect(lines.contains(#"orientd_outcomes_total{outcome="orientation"} 1"#))
        #expect(lines.contains(#"orientd_outcomes_total{outcome="exception"} 1"#))
        #expect(lines.contains(#"orientd_outcomes_total{outcome="invalid_input"} 1"#))
        #expect(lines.contains(#"orientd_outcomes_total{outcome="valid"} 1"#))
        #expect(lines.contains(#"orientd_http_request_duration_seconds_count{route="/resolve"} 3"#))
        // The scrape itself is the one request in flight.
        #expect(lines.contains("orientd_http_requests_in_flight 1.0"))
        // Every sample line is `name{labels} value` or `name value`.
        for line in lines where !line.hasPrefix("#") {
            #expect(line.wholeMatch(of: /[a-z_]+(\{[^}]*\})? [0-9.+Inf-]+/) != nil, "\(line)")
        }
    }

    @Test func logfmtAndJSONLines() throws {
        let lines = Mutex<[String]>([])
        for format in StructuredLogHandler.Format.allCases {
            var handler = StructuredLogHandler(label: "orientd", format: format, level: .debug) { line in lines.withLock { $0.append(line) } }
            handler[metadataKey: "request.id"] = "r-1"
            let logger = Logger(label: "orientd", factory: { _ in handler })
            logger.info("orientd listening", metadata: ["http.status": "200", "note": "a \"quoted\" value"])
            logger.trace("not at debug")
        }
        let output = lines.withLock { $0 }
        #expect(output.count == 2)
        let logfmt = output[0]
        #expect(logfmt.wholeMatch(of: /ts=\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z level=info msg="orientd listening" http.status=200 note="a \\"quoted\\" value" request.id=r-1 logger=orientd\n/) != nil, "\(logfmt)")
        let json = try JSONReader.parse(Array(output[1].dropLast().utf8))
        #expect(json["msg"] == .string("orientd listening"))
        #expect(json["request.id"] == .string("r-1"))
        #expect(json["note"] == .string("a \"quoted\" value"))
        #expect(json["level"] == .string("info"))
    }

    @Test func healthProbe() throws {
        try withServer { daemon in
            #expect(HealthProbe.status(host: "127.0.0.1", port: daemon.port) == 200)
            #expect(HealthProbe.status(host: "127.0.0.1", port: daemon.port, path: "/nope") == 404)
        }
        #expect(HealthProbe.status(host: "127.0.0.1", port: 1) == nil)
        #expect(HealthProbe.status(host: "not-an-address", port: 8080) == nil)
    }
}
