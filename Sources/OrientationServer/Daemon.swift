// The only Swift file that touches libmicrohttpd pointers. Everything else sees `HTTPRequest`, `HTTPResponse`
// and `HTTPResponder`.
import CMicroHTTPD
import Logging
import Synchronization

#if canImport(Glibc)
import Glibc
#endif

public struct DaemonError: Error, CustomStringConvertible {
    public var description: String
}

/// A running libmicrohttpd daemon: epoll, internal polling thread(s), bodies accumulated up to a hard cap,
/// answered synchronously from the handler on the daemon's own thread.
public final class Daemon: @unchecked Sendable {
    /// The port actually bound (useful with port 0).
    public let port: UInt16
    public let host: String
    private let context: DaemonContext
    private let contextPointer: UnsafeMutableRawPointer
    private let handle: OpaquePointer
    /// The daemon's own log target (libmicrohttpd keeps the pointer for the daemon's life).
    private let logTarget: UnsafeMutablePointer<CMicroHTTPD_LogTarget>
    private let stopped = Mutex(false)

    public init(configuration: ServerConfiguration, responder: any HTTPResponder, logger: Logger,
                metrics: ServerMetrics? = nil) throws(DaemonError) {
        let context = DaemonContext(configuration: configuration, responder: responder, logger: logger, metrics: metrics)
        let pointer = Unmanaged.passRetained(context).toOpaque()
        let flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ERROR_LOG.rawValue
            | MHD_USE_ITC.rawValue
        var options: [MHD_OptionItem] = [
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: configuration.connectionTimeoutSeconds, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: configuration.connectionLimit, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryLimitBytes, ptr_value: nil),
            MHD_OptionItem(option: .THREAD_STACK_SIZE, value: configuration.threadStackBytes, ptr_value: nil),
            MHD_OptionItem(option: .LISTENING_ADDRESS_REUSE, value: 1, ptr_value: nil),
        ]
        if configuration.threads > 1 {
            options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threads, ptr_value: nil))
        }
        options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
        var failure: UnsafePointer<CChar>? = nil
        let logTarget = UnsafeMutablePointer<CMicroHTTPD_LogTarget>.allocate(capacity: 1)
        logTarget.initialize(to: CMicroHTTPD_LogTarget(sink: orientdLogSink, context: pointer))
        let daemon = options.withUnsafeBufferPointer { items in
            CMicroHTTPD_start(UInt32(flags), configuration.host, configuration.port, orientdAccessHandler, pointer,
                              orientdRequestCompleted, pointer, logTarget, items.baseAddress, &failure)
        }
        guard let daemon else {
            logTarget.deallocate()
            Unmanaged<DaemonContext>.fromOpaque(pointer).release()
            let reason = failure.map { String(cString: $0) } ?? "unknown error"
            throw DaemonError(description: "cannot listen on \(configuration.host):\(configuration.port): \(reason)")
        }
        self.context = context
        self.contextPointer = pointer
        self.handle = daemon
        self.logTarget = logTarget
        self.host = configuration.host
        self.port = CMicroHTTPD_bound_port(daemon)
    }

    /// Requests between their first callback and their completion.
    public var requestsInFlight: Int { context.inFlight.load(ordering: .relaxed) }

    /// Body bytes currently reserved against `maxBufferedBytes`.
    public var bufferedBytes: Int { context.bufferedBytes.load(ordering: .relaxed) }

    /// Stops accepting, lets requests in flight finish (up to the drain timeout), then stops the threads.
    public func stop() {
        let alreadyStopped = stopped.withLock { value in
            defer { value = true }
            return value
        }
        guard !alreadyStopped else { return }
        let listener = MHD_quiesce_daemon(handle)
        let deadline = ContinuousClock.now + .seconds(context.configuration.drainTimeoutSeconds)
        while context.inFlight.load(ordering: .acquiring) > 0 && ContinuousClock.now < deadline {
            usleep(5_000)
        }
        let unfinished = context.inFlight.load(ordering: .acquiring)
        if unfinished > 0 {
            context.logger.warning("stopping with requests still in flight", metadata: ["requests": "\(unfinished)"])
        }
        MHD_stop_daemon(handle)
        if listener >= 0 { close(listener) }
        logTarget.deallocate()
        Unmanaged<DaemonContext>.fromOpaque(contextPointer).release()
    }

    deinit { stop() }
}

/// State shared by every daemon thread: immutable configuration plus atomics.
final class DaemonContext: Sendable {
    let configuration: ServerConfiguration
    let responder: any HTTPResponder
    let logger: Logger
    let metrics: ServerMetrics?
    let inFlight = Atomic<Int>(0)
    /// Body bytes reserved by requests in flight (see ServerConfiguration.maxBufferedBytes).
    let bufferedBytes = Atomic<Int>(0)
    let requestCounter = Atomic<UInt64>(0)
    let requestIDPrefix: String

    init(configuration: ServerConfiguration, responder: any HTTPResponder, logger: Logger, metrics: ServerMetrics?) {
        self.configuration = configuration
        self.responder = responder
        self.logger = logger
        self.metrics = metrics
        self.requestIDPrefix = String(UInt32.random(in: 0...UInt32.max), radix: 16) + "-"
    }

    /// Reserves body bytes against the global budget; false (and nothing reserved) when they do not fit.
    func reserve(_ bytes: Int) -> Bool {
        let total = bufferedBytes.add(bytes, ordering: .relaxed).newValue
        guard total > configuration.maxBufferedBytes else { return true }
        bufferedBytes.subtract(bytes, ordering: .relaxed)
        return false
    }

    func nextRequestID() -> String {
        let number = requestCounter.add(1, ordering: .relaxed).newValue
        return requestIDPrefix + String(number)
    }
}

/// Per-request state, retained from the first callback until libmicrohttpd reports completion.
/// libmicrohttpd pins a connection to one thread, so it needs no lock.
final class RequestState {
    var body: [UInt8] = []
    var overLimit = false
    /// Refused for the global buffer budget: the rest of the body is consumed, then 503.
    var overBudget = false
    /// Bytes of the global budget this request holds; released at completion.
    var reserved = 0
    let started = ContinuousClock.now
    let requestID: String
    let method: String
    /// The path without the query string.
    let path: String

    init(requestID: String, method: String, path: String) {
        self.requestID = requestID
        self.method = method
        self.path = path
    }
}

// Callbacks are top-level functions, never closures: a closure in main.swift would be main-actor isolated and trap
// on libmicrohttpd's threads (field notes).

func orientdAccessHandler(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?, _ url: UnsafePointer<CChar>?,
    _ method: UnsafePointer<CChar>?, _ version: UnsafePointer<CChar>?, _ uploadData: UnsafePointer<CChar>?,
    _ uploadDataSize: UnsafeMutablePointer<Int>?, _ requestSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
) -> MHD_Result {
    guard let cls, let connection, let requestSlot, let uploadDataSize else { return .NO }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    let limit = context.configuration.maxBodyBytes

    guard let slot = requestSlot.pointee else {
        // First call: headers only.
        context.inFlight.add(1, ordering: .relaxed)
        context.metrics?.requestStarted()
        let fullPath = url.map { String(cString: $0) } ?? "/"
        let path = fullPath.utf8.firstIndex(of: UInt8(ascii: "?")).map { String(fullPath[..<$0]) } ?? fullPath
        let state = RequestState(requestID: requestID(connection, context), method: method.map { String(cString: $0) } ?? "",
                                 path: path)
        requestSlot.pointee = Unmanaged.passRetained(state).toOpaque()
        if CMicroHTTPD_header_count(connection, "Content-Length") > 1 {
            return refuse(Problem.badFraming("More than one Content-Length header."), state, connection, context)
        }
        let contentLength = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").map { String(cString: $0) }
        if contentLength != nil && MHD_lookup_connection_value(connection, .HEADER_KIND, "Transfer-Encoding") != nil {
            return refuse(Problem.badFraming("Both Content-Length and Transfer-Encoding are present."), state, connection, context)
        }
        if let contentLength, let declared = Int(contentLength) {
            if declared > limit {
                return refuse(Problem.bodyTooLarge(limit: limit), state, connection, context)
            }
            if declared > 0 {
                guard context.reserve(declared) else {
                    return refuse(Problem.busy(budget: context.configuration.maxBufferedBytes), state, connection, context)
                }
                state.reserved = declared
                state.body.reserveCapacity(declared)
            }
        }
        return .YES
    }

    let state = Unmanaged<RequestState>.fromOpaque(slot).takeUnretainedValue()
    let size = uploadDataSize.pointee
    if size > 0 {
        if ContinuousClock.now - state.started > .seconds(context.configuration.requestTimeoutSeconds) {
            context.logger.debug("request timed out while sending its body", metadata: ["request.id": "\(state.requestID)"])
            return .NO
        }
        if !state.overLimit && !state.overBudget, let uploadData {
            let needed = state.body.count + size - state.reserved
            if state.body.count + size > limit {
                state.overLimit = true
                state.body = []
            } else if needed > 0 && !context.reserve(needed) {
                // Chunked bodies reserve as they arrive.
                state.overBudget = true
                state.body = []
            } else {
                state.reserved += max(0, needed)
                uploadData.withMemoryRebound(to: UInt8.self, capacity: size) { bytes in
                    state.body.append(contentsOf: UnsafeBufferPointer(start: bytes, count: size))
                }
            }
        }
        uploadDataSize.pointee = 0
        return .YES
    }

    if state.overLimit {
        return refuse(Problem.bodyTooLarge(limit: limit), state, connection, context)
    }
    if state.overBudget {
        return refuse(Problem.busy(budget: context.configuration.maxBufferedBytes), state, connection, context)
    }
    let request = HTTPRequest(method: state.method, path: state.path, body: state.body, requestID: state.requestID)
    let response = context.responder.respond(to: request)
    state.body = []
    return queue(response, state, connection, context)
}

/// The client's `X-Request-Id` when it is short and printable, else a generated one.
private func requestID(_ connection: OpaquePointer, _ context: DaemonContext) -> String {
    if let header = MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-Id") {
        let value = String(cString: header)
        if !value.isEmpty && value.utf8.count <= 128 && value.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) { return value }
    }
    return context.nextRequestID()
}

/// Answers with a problem+json body.
private func refuse(_ problem: Problem, _ state: RequestState, _ connection: OpaquePointer, _ context: DaemonContext) -> MHD_Result {
    queue(problem.response(requestID: state.requestID), state, connection, context)
}

/// Queues the answer, then counts and logs it.
private func queue(_ response: HTTPResponse, _ state: RequestState, _ connection: OpaquePointer,
                   _ context: DaemonContext) -> MHD_Result {
    defer {
        let elapsed = ContinuousClock.now - state.started
        let nanoseconds = elapsed.components.seconds * 1_000_000_000 + elapsed.components.attoseconds / 1_000_000_000
        context.metrics?.requestAnswered(path: state.path, status: response.status, nanoseconds: nanoseconds)
        if context.logger.logLevel <= .debug {
            context.logger.debug("request", metadata: [
                "request.id": "\(state.requestID)", "http.method": "\(state.method)", "http.path": "\(state.path)",
                "http.status": "\(response.status)", "duration_us": "\(nanoseconds / 1000)",
            ])
        }
    }
    let handle = response.body.withUnsafeBytes { bytes in
        MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                        .RESPMEM_MUST_COPY)
    }
    guard let handle else { return .NO }
    defer { MHD_destroy_response(handle) }
    _ = MHD_add_response_header(handle, "Content-Type", response.contentType)
    _ = MHD_add_response_header(handle, "X-Request-Id", state.requestID)
    for header in response.headers {
        _ = MHD_add_response_header(handle, header.name, header.value)
    }
    return MHD_queue_response(connection, UInt32(response.status), handle)
}

func orientdRequestCompleted(
    _ cls: UnsafeMutableRawPointer?, _ connection: OpaquePointer?,
    _ requestSlot: UnsafeMutablePointer<UnsafeMutableRawPointer?>?, _ reason: MHD_RequestTerminationCode
) {
    guard let cls, let requestSlot, let slot = requestSlot.pointee else { return }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(slot).takeRetainedValue()
    requestSlot.pointee = nil
    context.inFlight.subtract(1, ordering: .releasing)
    if state.reserved > 0 { context.bufferedBytes.subtract(state.reserved, ordering: .relaxed) }
    context.metrics?.requestEnded()
    if reason != .REQUEST_TERMINATED_COMPLETED_OK {
        context.logger.debug("request ended early", metadata: ["request.id": "\(state.requestID)", "reason": "\(reason.rawValue)"])
    }
}

func orientdLogSink(_ cls: UnsafeMutableRawPointer?, _ message: UnsafePointer<CChar>?) {
    guard let cls, let message else { return }
    let context = Unmanaged<DaemonContext>.fromOpaque(cls).takeUnretainedValue()
    context.logger.notice("libmicrohttpd: \(String(cString: message))")
}

/// `GET path` against a running orientd, for container health checks.
public enum HealthProbe {
    /// The HTTP status, or nil when nothing answered within the timeout.
    public static func status(host: String, port: UInt16, path: String = "/healthz", timeoutMilliseconds: Int = 2000) -> Int? {
        let status = CMicroHTTPD_probe(host, port, path, Int32(timeoutMilliseconds))
        return status < 0 ? nil : Int(status)
    }
}
