import ArgumentParser
import Logging
import OrientationResolver
import OrientationServer
import SourceReader
import Prometheus

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A host as given, with `localhost` read as 127.0.0.1 (the name every system maps to loopback). Any other name is
/// left for the daemon to refuse: a server should bind to an address it knows, not to whatever a resolver answers.
func loopbackLiteral(_ host: String) -> String {
    host.lowercased() == "localhost" || host.lowercased() == "localhost." ? "127.0.0.1" : host
}

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract:
            "Run the HTTP service (the default). Every option can also be set with an ORIENTD_* variable; the flag wins."
    )

    @Option(
        help:
            "Address to bind: an IPv4 or IPv6 literal, or localhost (127.0.0.1). Other names are refused: what DNS says may change. [env ORIENTD_HOST, default 127.0.0.1]"
    )
    var host: String?

    @Option(help: "Port to listen on; 0 picks a free one. [env ORIENTD_PORT, default 8080]")
    var port: UInt16?

    @Option(help: "Threads in the epoll thread pool. [env ORIENTD_THREADS, default: the number of cores]")
    var threads: Int?

    @Option(
        help: "Largest request body in bytes; larger is answered 413. [env ORIENTD_MAX_BODY_BYTES, default 1048576]")
    var maxBodyBytes: Int?

    @Option(
        help:
            "trace, debug, info, notice, warning, error or critical; debug logs one line per request. [env ORIENTD_LOG_LEVEL, default info]"
    )
    var logLevel: String?

    @Option(help: "logfmt or json: one structured line per record on stderr. [env ORIENTD_LOG_FORMAT, default logfmt]")
    var logFormat: String?

    @Option(help: "Seconds of inactivity before a connection is closed. [env ORIENTD_CONNECTION_TIMEOUT, default 30]")
    var connectionTimeout: Int?

    @Option(help: "Seconds a request may take to arrive in full. [env ORIENTD_REQUEST_TIMEOUT, default 30]")
    var requestTimeout: Int?

    @Option(
        help:
            "Seconds a connection may take to send a complete request head, from connecting or from its last answer (also bounds keep-alive idle time). [env ORIENTD_HEAD_TIMEOUT, default 30]"
    )
    var headTimeout: Int?

    @Option(
        help:
            "Bytes of request bodies buffered across all connections; beyond it 503 + Retry-After. [env ORIENTD_MAX_BUFFERED_BYTES, default 67108864]"
    )
    var maxBufferedBytes: Int?

    @Option(
        help:
            "Seconds a graceful stop (SIGTERM, SIGINT) waits for requests in flight before closing them. [env ORIENTD_DRAIN_TIMEOUT, default 10]"
    )
    var drainTimeout: Int?

    @Option(help: "Simultaneous connections. [env ORIENTD_CONNECTION_LIMIT, default 1024]")
    var connectionLimit: Int?

    @Option(
        help:
            "Bytes of libmicrohttpd memory per connection (request line and headers). [env ORIENTD_CONNECTION_MEMORY_LIMIT, default 32768]"
    )
    var connectionMemoryLimit: Int?

    @Option(help: "Deepest JSON nesting accepted. [env ORIENTD_MAX_DEPTH, default 64]")
    var maxDepth: Int?

    @Option(help: "Most controllers in one scenario. [env ORIENTD_MAX_CONTROLLERS, default 1000]")
    var maxControllers: Int?

    @Option(
        help:
            "Most states /validate explores; the answer says when it stopped there. [env ORIENTD_MAX_STATES, default 10000]"
    )
    var maxStates: Int?

    @Option(
        help:
            "Largest project archive (POST /validate with Content-Type: application/x-tar), in bytes; larger is answered 413. Held in memory only. [env ORIENTD_MAX_ARCHIVE_BYTES, default 33554432]"
    )
    var maxArchiveBytes: Int?

    @Option(
        help:
            "Most entries (files, folders, links) in a project archive. [env ORIENTD_MAX_ARCHIVE_FILES, default 20000]")
    var maxArchiveFiles: Int?

    @Option(help: "Most source files read from an archive. [env ORIENTD_MAX_SOURCE_FILES, default 20000]")
    var maxSourceFiles: Int?

    @Option(
        help:
            "Largest source file read from an archive, in bytes; a larger one is skipped with a note. [env ORIENTD_MAX_SOURCE_FILE_BYTES, default 10485760]"
    )
    var maxSourceFileBytes: Int?

    @Option(help: "Deepest folder nesting read in an archive. [env ORIENTD_MAX_SOURCE_DEPTH, default 32]")
    var maxSourceDepth: Int?

    @Option(
        help:
            "Milliseconds one project archive may be checked for; past it the check stops and is answered 422 check-deadline-exceeded. [env ORIENTD_CHECK_DEADLINE_MS, default 60000]"
    )
    var checkDeadlineMs: Int?

    func run() throws {
        var configuration = ServerConfiguration()
        configuration.host = loopbackLiteral(
            try setting(host, "ORIENTD_HOST", default: "127.0.0.1") { $0.isEmpty ? nil : $0 })
        configuration.port = try setting(port, "ORIENTD_PORT", default: 8080) { UInt16($0) }
        configuration.threads = try positive(
            threads, "ORIENTD_THREADS", default: max(1, sysconf(Int32(_SC_NPROCESSORS_ONLN))), max: 256)
        configuration.maxBodyBytes = try positive(
            maxBodyBytes, "ORIENTD_MAX_BODY_BYTES", default: 1 << 20, max: 1 << 30)
        configuration.maxBufferedBytes = try positive(
            maxBufferedBytes, "ORIENTD_MAX_BUFFERED_BYTES", default: 64 << 20, max: 1 << 40)
        guard configuration.maxBufferedBytes >= configuration.maxBodyBytes else {
            throw ValidationError(
                "max-buffered-bytes (\(configuration.maxBufferedBytes)) must be at least max-body-bytes (\(configuration.maxBodyBytes))."
            )
        }
        configuration.maxArchiveBytes = try positive(
            maxArchiveBytes, "ORIENTD_MAX_ARCHIVE_BYTES", default: 32 << 20, max: 1 << 32)
        guard configuration.maxBufferedBytes >= configuration.maxArchiveBytes else {
            throw ValidationError(
                "max-buffered-bytes (\(configuration.maxBufferedBytes)) must be at least max-archive-bytes (\(configuration.maxArchiveBytes))."
            )
        }
        configuration.archiveLimits.maxEntries = try positive(
            maxArchiveFiles, "ORIENTD_MAX_ARCHIVE_FILES", default: 20_000, max: 1_000_000)
        configuration.sourceLimits = SourceLimits(
            maxFiles: try positive(maxSourceFiles, "ORIENTD_MAX_SOURCE_FILES", default: 20_000, max: 1_000_000),
            maxFileBytes: try positive(
                maxSourceFileBytes, "ORIENTD_MAX_SOURCE_FILE_BYTES", default: 10 << 20, max: 1 << 30),
            maxDepth: try positive(maxSourceDepth, "ORIENTD_MAX_SOURCE_DEPTH", default: 32, max: 1000))
        configuration.checkDeadlineMilliseconds = try positive(
            checkDeadlineMs, "ORIENTD_CHECK_DEADLINE_MS", default: 60_000, max: 86_400_000)
        configuration.connectionTimeoutSeconds = try positive(
            connectionTimeout, "ORIENTD_CONNECTION_TIMEOUT", default: 30, max: 86_400)
        configuration.requestTimeoutSeconds = try positive(
            requestTimeout, "ORIENTD_REQUEST_TIMEOUT", default: 30, max: 86_400)
        configuration.headTimeoutSeconds = try positive(headTimeout, "ORIENTD_HEAD_TIMEOUT", default: 30, max: 86_400)
        configuration.drainTimeoutSeconds = try positive(drainTimeout, "ORIENTD_DRAIN_TIMEOUT", default: 10, max: 3_600)
        configuration.connectionLimit = try positive(
            connectionLimit, "ORIENTD_CONNECTION_LIMIT", default: 1024, max: 1_000_000)
        // Below 4 KiB libmicrohttpd cannot hold an ordinary request head (100 bytes: no answer at all; 512: 431).
        configuration.connectionMemoryLimitBytes = try positive(
            connectionMemoryLimit, "ORIENTD_CONNECTION_MEMORY_LIMIT", default: 32_768,
            min: 4096, max: 1 << 24)
        configuration.scenarioLimits.maxDepth = try positive(maxDepth, "ORIENTD_MAX_DEPTH", default: 64, max: 1000)
        configuration.scenarioLimits.maxControllers = try positive(
            maxControllers, "ORIENTD_MAX_CONTROLLERS", default: 1000, max: 1_000_000)
        configuration.maxStates = try positive(maxStates, "ORIENTD_MAX_STATES", default: 10_000, max: 10_000_000)
        let level = try named(logLevel, "ORIENTD_LOG_LEVEL", default: Logger.Level.info)

        let format = try named(logFormat, "ORIENTD_LOG_FORMAT", default: StructuredLogHandler.Format.logfmt)
        LoggingSystem.bootstrap { label in StructuredLogHandler(label: label, format: format, level: level) }
        let logger = Logger(label: "orientd")

        // Prometheus through swift-metrics: the server library names the metrics, this registry exports them.
        let registry = PrometheusCollectorRegistry()
        var factory = PrometheusMetricsFactory(registry: registry)
        factory.defaultDurationHistogramBuckets = [
            .microseconds(25), .microseconds(50), .microseconds(100), .microseconds(250), .microseconds(500),
            .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10), .milliseconds(50),
            .milliseconds(250), .seconds(1),
        ]
        let metrics = ServerMetrics(factory: factory)

        // Block the stop signals before libmicrohttpd starts its threads, so they inherit the mask and only
        // sigwait below sees SIGINT/SIGTERM.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &signals, nil)

        let readiness = Readiness()
        let router = OrientationService.router(
            configuration: configuration, metrics: metrics,
            metricsText: { registry.emitToBuffer() }, readiness: readiness)
        let daemon = try Daemon(configuration: configuration, responder: router, logger: logger, metrics: metrics)
        let shown = configuration.host.contains(":") ? "[\(configuration.host)]" : configuration.host
        logger.info(
            "orientd listening on http://\(shown):\(daemon.port)",
            metadata: [
                "threads": "\(configuration.threads)", "max_body_bytes": "\(configuration.maxBodyBytes)",
                "connection_limit": "\(configuration.connectionLimit)", "libmicrohttpd": "\(Daemon.libraryVersion)",
            ])
        var received: Int32 = 0
        sigwait(&signals, &received)
        // The drain is in force before it is logged: /readyz answers 503, new connections are refused and answers
        // carry Connection: close from that line on.
        readiness.startDraining()
        daemon.beginDrain()
        logger.info("received signal \(received), draining", metadata: ["in_flight": "\(daemon.requestsInFlight)"])
        daemon.stop()
        logger.info("stopped")
    }
}
