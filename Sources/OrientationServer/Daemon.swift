// The only Swift file that touches libmicrohttpd pointers. Everything else sees `HTTPRequest`, `HTTPResponse`
// and `HTTPResponder`.
import CMicroHTTPD
import Logging
import OrientationWire
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct DaemonError: Error, CustomStringConvertible {
    public var description: String
}

/// A running libmicrohttpd daemon: poll, internal polling thread(s), bodies accumulated up to a hard cap,
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

    public init(
        configuration: ServerConfiguration, responder: any HTTPResponder, logger: Logger,
        metrics: ServerMetrics? = nil
    ) throws(DaemonError) {
        let context = DaemonContext(
            configuration: configuration, responder: responder, logger: logger, metrics: metrics)
        let pointer = Unmanaged.passRetained(context).toOpaque()
        #if os(Linux)
        // poll, not epoll: with epoll (0.9.75 and 1.0.1) a worker can drop the readiness of every kept-alive
        // connection at once and sleep with their requests unread until a timeout closes them (docs/performance.md,
        // "A stall under wrk"); in poll mode each worker asks the kernel about all its sockets on every turn. The drain
        // (shim.c) does not depend on the mode: it refuses new connections by the accept policy, never by
        // MHD_quiesce_daemon.
        let polling = MHD_USE_POLL.rawValue
        #else
        // Elsewhere libmicrohttpd chooses (poll or select). Only Linux is built and tested here.
        let polling = MHD_USE_AUTO.rawValue
        #endif
        let flags =
            MHD_USE_INTERNAL_POLLING_THREAD.rawValue | polling | MHD_USE_ERROR_LOG.rawValue | MHD_USE_ITC.rawValue
        var options: [MHD_OptionItem] = [
            MHD_OptionItem(option: .CONNECTION_TIMEOUT, value: configuration.connectionTimeoutSeconds, ptr_value: nil),
            MHD_OptionItem(option: .CONNECTION_LIMIT, value: configuration.connectionLimit, ptr_value: nil),
            MHD_OptionItem(
                option: .CONNECTION_MEMORY_LIMIT, value: configuration.connectionMemoryLimitBytes, ptr_value: nil),
            MHD_OptionItem(option: .THREAD_STACK_SIZE, value: configuration.threadStackBytes, ptr_value: nil),
            // No LISTENING_ADDRESS_REUSE: with SO_REUSEPORT a second process could bind the same port and take half
            // the traffic; without it a port in use is a start-up error. No STRICT_FOR_CLIENT either: in 0.9.75 its
            // 400 for a missing Host goes out with its head written twice; orientdAccessHandler checks Host itself.
        ]
        if configuration.threads > 1 {
            options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: configuration.threads, ptr_value: nil))
        }
        options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
        var failure: UnsafePointer<CChar>? = nil
        let logTarget = UnsafeMutablePointer<CMicroHTTPD_LogTarget>.allocate(capacity: 1)
        logTarget.initialize(to: CMicroHTTPD_LogTarget(sink: orientdLogSink, context: pointer))
        let daemon = options.withUnsafeBufferPointer { items in
            CMicroHTTPD_start(
                UInt32(flags), configuration.host, configuration.port, orientdAccessHandler, pointer,
                orientdRequestCompleted, pointer, UInt32(configuration.headTimeoutSeconds),
                orientdReleaseConnectionState, logTarget, items.baseAddress, &failure)
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
        self.port = CMicroHTTPD_bound_port(CMicroHTTPD_mhd(daemon))
    }

    /// The libmicrohttpd the process runs on (`MHD_get_version()`): "0.9.75" on Debian bookworm, "1.0.1" on trixie.
    /// Some heads are answered by the library itself, differently by version (README, Robustness).
    public static var libraryVersion: String { MHD_get_version().map { String(cString: $0) } ?? "unknown" }

    /// Requests between their first callback and their completion.
    public var requestsInFlight: Int { context.inFlight.load(ordering: .relaxed) }

    /// Connections closed so far for not sending a complete request head in time (`headTimeoutSeconds`).
    public var headsTimedOut: Int { Int(CMicroHTTPD_heads_timed_out(handle)) }

    /// Body bytes currently reserved against `maxBufferedBytes`.
    public var bufferedBytes: Int { context.bufferedBytes.load(ordering: .relaxed) }

    /// The drain: new connections are closed as soon as they are accepted, requests in flight finish (up to the
    /// drain timeout), then the threads stop. It never calls `MHD_quiesce_daemon`, which can abort the process
    /// under load (shim.c, CMicroHTTPD_refuse_connections, gives the library's lines).
    ///
    /// "In flight" is from a request's complete head to the end of its answer's sending. The drain ends only after
    /// nothing has been in flight for `quietMilliseconds` in a row: a request whose bytes were already on the way
    /// when the stop began (in the socket, or behind a long request on the same worker) is read and answered too.
    public func stop() {
        let alreadyStopped = stopped.withLock { value in
            defer { value = true }
            return value
        }
        guard !alreadyStopped else { return }
        beginDrain()
        let deadline = monotonicNanoseconds() + Int64(context.configuration.drainTimeoutSeconds) * 1_000_000_000
        var quietSince: Int64?
        while true {
            let now = monotonicNanoseconds()
            if now >= deadline { break }
            if context.inFlight.load(ordering: .acquiring) > 0 {
                quietSince = nil
            } else if let since = quietSince {
                if now - since >= Self.quietMilliseconds * 1_000_000 { break }
            } else {
                quietSince = now
            }
            usleep(2_000)
        }
        let unfinished = context.inFlight.load(ordering: .acquiring)
        if unfinished > 0 {
            context.logger.warning("stopping with requests still in flight", metadata: ["requests": "\(unfinished)"])
        }
        CMicroHTTPD_stop(handle)
        logTarget.deallocate()
        Unmanaged<DaemonContext>.fromOpaque(contextPointer).release()
    }

    /// The drain's first step, at once: new connections are refused and answers carry `Connection: close`. `stop()`
    /// does it too; calling it first lets the caller log the drain only once it is in force.
    public func beginDrain() {
        context.draining.store(true, ordering: .releasing)
        CMicroHTTPD_refuse_connections(handle)
    }

    /// How long nothing must be in flight before the drain ends.
    static let quietMilliseconds: Int64 = 50

    deinit { stop() }
}

/// State shared by every daemon thread: immutable configuration plus atomics.
final class DaemonContext: Sendable {
    let configuration: ServerConfiguration
    let responder: any HTTPResponder
    let logger: Logger
    let metrics: ServerMetrics?
    let inFlight = Atomic<Int>(0)
    /// Set when the drain begins (`Daemon.beginDrain`): answers then carry `Connection: close`, so a kept-alive
    /// client does not send a next request into a stopping server.
    let draining = Atomic<Bool>(false)
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

    /// The prefix (at most eight hex digits and "-") and the request's number in base 36 stay within the 15 bytes a
    /// Swift string holds without allocating for the first 36^6 (2.2 billion) requests of a process; in decimal
    /// every request from the millionth on allocated one.
    func nextRequestID() -> String {
        let number = requestCounter.add(1, ordering: .relaxed).newValue
        return requestIDPrefix + String(number, radix: 36)
    }
}

/// Per-request state, retained from the first callback until libmicrohttpd reports completion. A connection keeps
/// one for its next requests (`CMicroHTTPD_connection_state`), so that a kept-alive client's requests allocate
/// neither it nor, for bodies up to `keptBodyCapacity`, their body buffer. libmicrohttpd pins a connection to one
/// thread and serves its requests one at a time, so it needs no lock.
final class RequestState {
    var body: [UInt8] = []
    var overLimit = false
    /// Refused for the global buffer budget: the rest of the body is consumed, then 503.
    var overBudget = false
    /// Bytes of the global budget this request holds; released at completion.
    var reserved = 0
    /// The status of the answer libmicrohttpd accepted; it is counted and logged at completion, once it is known
    /// whether the client got it.
    var queuedStatus: Int?
    /// CLOCK_MONOTONIC, in nanoseconds, when the head arrived.
    var started = monotonicNanoseconds()
    var requestID: String
    var method: String
    /// The path without the query string.
    var path: String
    /// Between a request's first callback and its completion.
    var inUse = true
    /// The body limit of this request: `maxBodyBytes`, or `maxArchiveBytes` for a project archive to /validate.
    var limit = 0
    /// The buffer the answers of /resolve and /validate are written into, made at the connection's first such answer
    /// and kept for its next ones. libmicrohttpd sends an answer from it in place, so it is not written again before
    /// the request completes (the next request of a connection begins after that).
    var output: ResponseBuffer?

    /// A body buffer larger than this is not kept for the connection's next request: typical bodies are 0.5–2.5 KB,
    /// and what idle connections keep stays bounded (8 MiB at the default limit of 1,024 connections, beside
    /// libmicrohttpd's own 32 KiB pool each).
    static let keptBodyCapacity = 8 * 1024

    /// The output buffer's first size (a typical /resolve answer is 1.7–2.5 KB), and the most an idle connection keeps
    /// of it: one grown for a larger answer (a long /validate) is given back at completion. With the body buffer,
    /// at most 24 KiB a connection, 24 MiB at the default limit of 1,024 connections.
    static let outputCapacity = 4 * 1024
    static let keptOutputCapacity = 16 * 1024

    init(requestID: String, method: String, path: String) {
        self.requestID = requestID
        self.method = method
        self.path = path
    }

    /// Starts the connection's next request.
    func begin(requestID: String, method: String, path: String) {
        precondition(!inUse && body.isEmpty && reserved == 0, "a request state reused before its request completed")
        overLimit = false
        overBudget = false
        queuedStatus = nil
        started = monotonicNanoseconds()
        self.requestID = requestID
        self.method = method
        self.path = path
        inUse = true
    }

    /// After completion.
    func end() {
        inUse = false
        reserved = 0
        dropBody()
        if var kept = output.take() {
            kept.reset(keeping: Self.keptOutputCapacity)
            output = consume kept
        }
    }

    /// The body is dropped, its buffer kept for the next request when small.
    func dropBody() {
        if body.capacity > Self.keptBodyCapacity { body = [] } else { body.removeAll(keepingCapacity: true) }
    }
}

/// The state for a request's first callback: the connection's own when it has an idle one, else a new one, kept
/// for the connection when it can be.
private func requestState(_ connection: OpaquePointer, requestID: String, method: String, path: String) -> RequestState
{
    let kept = CMicroHTTPD_connection_state(connection)
    if let kept, let existing = kept.pointee {
        let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
        if !state.inUse {
            state.begin(requestID: requestID, method: method, path: path)
            return state
        }
        return RequestState(requestID: requestID, method: method, path: path)
    }
    let state = RequestState(requestID: requestID, method: method, path: path)
    // The connection holds its own reference, released when libmicrohttpd closes it.
    if let kept { kept.pointee = Unmanaged.passRetained(state).toOpaque() }
    return state
}

/// Called by the shim when libmicrohttpd closes a connection that kept a request state.
func orientdReleaseConnectionState(_ state: UnsafeMutableRawPointer?) {
    guard let state else { return }
    Unmanaged<RequestState>.fromOpaque(state).release()
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

    guard let slot = requestSlot.pointee else {
        // First call: headers only.
        context.inFlight.add(1, ordering: .relaxed)
        context.metrics?.requestStarted()
        // The target as sent (the unescape callback leaves %HH alone; libmicrohttpd has cut the query).
        let target = RequestTarget(url.map { String(cString: $0) } ?? "/")
        let state = requestState(
            connection, requestID: requestID(connection, context), method: method.map { String(cString: $0) } ?? "",
            path: target.path ?? "/")
        requestSlot.pointee = Unmanaged.passRetained(state).toOpaque()
        if let problem = framingProblem(
            connection, isHTTP11: version.map { strcmp($0, "HTTP/1.1") == 0 } ?? false, target: target)
        {
            return refuse(problem, state, connection, context)
        }
        // A project archive to /validate has its own, larger limit (api.md "Project archives").
        var limit = context.configuration.maxBodyBytes
        if state.path == "/validate", let type = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Type"),
            HTTPRequest.isArchive(String(cString: type))
        {
            limit = context.configuration.maxArchiveBytes
        }
        state.limit = limit
        let contentLength = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length").map {
            String(cString: $0)
        }
        if let contentLength {
            // libmicrohttpd has refused anything but digits; what is left too big for an Int is too big for us.
            guard let declared = Int(contentLength), declared <= limit else {
                return refuse(Problem.bodyTooLarge(limit: limit), state, connection, context)
            }
            if declared > 0 {
                guard context.reserve(declared) else {
                    return refuse(
                        Problem.busy(budget: context.configuration.maxBufferedBytes), state, connection, context)
                }
                state.reserved = declared
                state.body.reserveCapacity(declared)
            }
        }
        return .YES
    }

    let state = Unmanaged<RequestState>.fromOpaque(slot).takeUnretainedValue()
    let limit = state.limit
    let size = uploadDataSize.pointee
    if size > 0 {
        if monotonicNanoseconds() - state.started > Int64(context.configuration.requestTimeoutSeconds) * 1_000_000_000 {
            context.logger.debug(
                "request timed out while sending its body", metadata: ["request.id": "\(state.requestID)"])
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
    var request = HTTPRequest(method: state.method, path: state.path, body: state.body, requestID: state.requestID)
    // The media type matters only when it is not JSON (a property list body); JSON needs no string.
    if let type = MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Type"),
        strncasecmp(type, "application/json", 16) != 0
    {
        request.contentType = String(cString: type)
    }
    if let prefer = MHD_lookup_connection_value(connection, .HEADER_KIND, "Prefer") {
        let count = strlen(prefer)
        request.prefersMinimal = prefer.withMemoryRebound(to: UInt8.self, capacity: count) {
            HTTPRequest.prefersMinimal(Array(UnsafeBufferPointer(start: $0, count: count)))
        }
    }
    var output = state.output.take() ?? ResponseBuffer(capacity: RequestState.outputCapacity)
    let response = context.responder.respond(to: request, output: &output)
    // The request's reference goes first, so that the state's buffer is its own again and can be kept.
    request.body = []
    state.dropBody()
    let queued = output.withBytes { written in
        queue(response, state, connection, context, written: response.bodyInOutput ? written : nil)
    }
    // Moving the buffer into the state moves none of its bytes: libmicrohttpd's pointer stays good until completion.
    state.output = consume output
    return queued
}

/// The monotonic clock in nanoseconds (what ContinuousClock reads, without building a Duration per request).
func monotonicNanoseconds() -> Int64 {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int64(now.tv_sec) * 1_000_000_000 + Int64(now.tv_nsec)
}

/// A request target: origin form (`/resolve`) or absolute form (`http://host/resolve`, which a server must accept,
/// RFC 9112 §3.2.2); anything else (`%2Fresolve`, `*`) has no path.
struct RequestTarget {
    let path: String?

    init(_ target: String) {
        if target.hasPrefix("/") {
            path = target
        } else if let scheme = ["http://", "https://"].first(where: { target.lowercased().hasPrefix($0) }) {
            let rest = target.dropFirst(scheme.count)
            path = rest.firstIndex(of: "/").map { String(rest[$0...]) } ?? "/"
        } else {
            path = nil
        }
    }
}

/// What makes a request's framing or head unacceptable before its body is read (RFC 9112), or nil. Checked here
/// because libmicrohttpd 0.9.75 accepts these, or reads a body it cannot delimit until the timeout. Each answer
/// closes the connection: what follows the head cannot be trusted to be a body or a next request.
private func framingProblem(_ connection: OpaquePointer, isHTTP11: Bool, target: RequestTarget) -> Problem? {
    func bad(_ detail: String) -> Problem {
        var problem = Problem.badFraming(detail)
        problem.headers = [("Connection", "close")]
        return problem
    }
    guard target.path != nil else {
        return bad("The request target must be a path starting with / (or an absolute http:// URL).")
    }
    var facts = CMicroHTTPD_HeadFacts()
    CMicroHTTPD_head_facts(connection, &facts)
    if facts.malformedName != 0 {
        return bad("A header name contains whitespace (as in \"Content-Length : 11\"); RFC 9112 §5.1 forbids it.")
    }
    let hosts = facts.hosts
    if isHTTP11 && hosts == 0 {
        return bad("An HTTP/1.1 request must carry a Host header (RFC 9112 §3.2).")
    }
    if hosts > 1 {
        return bad("More than one Host header (RFC 9112 §3.2).")
    }
    if facts.contentLengths > 1 {
        return bad("More than one Content-Length header.")
    }
    let encodings = facts.transferEncodings
    guard encodings > 0 else { return nil }
    if MHD_lookup_connection_value(connection, .HEADER_KIND, "Content-Length") != nil {
        return bad("Both Content-Length and Transfer-Encoding are present.")
    }
    if encodings > 1 {
        return bad("More than one Transfer-Encoding header.")
    }
    let value =
        MHD_lookup_connection_value(connection, .HEADER_KIND, "Transfer-Encoding").map { String(cString: $0) } ?? ""
    let codings = value.split(separator: ",", omittingEmptySubsequences: false).map { coding in
        String(
            coding.drop(while: { $0 == " " || $0 == "\t" }).reversed().drop(while: { $0 == " " || $0 == "\t" })
                .reversed()
        ).lowercased()
    }
    if codings.dropLast().contains("chunked") {
        return bad(
            "Transfer-Encoding \"\(value.prefix(64))\": chunked must be the last coding, and given once (RFC 9112 §6.1)."
        )
    }
    if let unknown = codings.first(where: { $0 != "chunked" }) {
        guard !unknown.isEmpty else { return bad("Transfer-Encoding \"\(value.prefix(64))\" has an empty coding.") }
        var problem = Problem(
            status: 501, slug: "unsupported-transfer-coding", title: "Not Implemented",
            detail:
                "Transfer coding \"\(unknown.prefix(64))\" is not supported; send the body as it is, with Content-Length or Transfer-Encoding: chunked."
        )
        problem.headers = [("Connection", "close")]
        return problem
    }
    return nil
}

/// The client's `X-Request-Id` when it is short and printable, else a generated one.
private func requestID(_ connection: OpaquePointer, _ context: DaemonContext) -> String {
    if let header = MHD_lookup_connection_value(connection, .HEADER_KIND, "X-Request-Id") {
        let value = String(cString: header)
        if !value.isEmpty && value.utf8.count <= 128 && value.utf8.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) {
            return value
        }
    }
    return context.nextRequestID()
}

/// Answers with a problem+json body.
private func refuse(_ problem: Problem, _ state: RequestState, _ connection: OpaquePointer, _ context: DaemonContext)
    -> MHD_Result
{
    queue(problem.response(requestID: state.requestID), state, connection, context)
}

/// Queues the answer; it is counted and logged when libmicrohttpd reports how the request ended. `written`: the
/// body lies in the connection's output buffer, which the request state keeps unchanged until completion, so
/// libmicrohttpd sends it from there (persistent memory, not copied); else `response.body` is copied.
private func queue(
    _ response: HTTPResponse, _ state: RequestState, _ connection: OpaquePointer,
    _ context: DaemonContext, written: UnsafeBufferPointer<UInt8>? = nil
) -> MHD_Result {
    let handle =
        if let written {
            MHD_create_response_from_buffer(
                written.count, UnsafeMutableRawPointer(mutating: written.baseAddress), .RESPMEM_PERSISTENT)
        } else {
            response.body.withUnsafeBytes { bytes in
                MHD_create_response_from_buffer(
                    bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                    .RESPMEM_MUST_COPY)
            }
        }
    guard let handle else { return .NO }
    defer { MHD_destroy_response(handle) }
    // withCString: a short (inline) String passed straight as a C string would be copied to the heap first.
    _ = response.contentType.withCString { MHD_add_response_header(handle, "Content-Type", $0) }
    _ = state.requestID.withCString { MHD_add_response_header(handle, "X-Request-Id", $0) }
    for header in response.headers {
        _ = header.name.withCString { name in header.value.withCString { MHD_add_response_header(handle, name, $0) } }
    }
    if context.draining.load(ordering: .relaxed) && !response.headers.contains(where: { $0.name == "Connection" }) {
        _ = MHD_add_response_header(handle, "Connection", "close")
    }
    let queued = MHD_queue_response(connection, UInt32(response.status), handle)
    if queued == .YES { state.queuedStatus = response.status }
    return queued
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
    defer { state.end() }
    context.metrics?.requestEnded()
    let delivered = reason == .REQUEST_TERMINATED_COMPLETED_OK
    guard let status = state.queuedStatus else {
        // Nothing was answered: the body timed out, or the client went away first.
        context.logger.debug(
            "request ended early", metadata: ["request.id": "\(state.requestID)", "reason": "\(reason.rawValue)"])
        return
    }
    // What the client got: an answer libmicrohttpd could not send in full (no room left in the connection's memory
    // for its head, or the client closed) counts as status 0, "unsent".
    let nanoseconds = monotonicNanoseconds() - state.started
    context.metrics?.requestAnswered(path: state.path, status: delivered ? status : 0, nanoseconds: nanoseconds)
    if !delivered {
        context.logger.debug(
            "answer not delivered",
            metadata: [
                "request.id": "\(state.requestID)", "http.method": "\(state.method)", "http.path": "\(state.path)",
                "http.status": "\(status)", "reason": "\(reason.rawValue)",
            ])
    } else if context.logger.logLevel <= .debug {
        context.logger.debug(
            "request",
            metadata: [
                "request.id": "\(state.requestID)", "http.method": "\(state.method)", "http.path": "\(state.path)",
                "http.status": "\(status)", "duration_us": "\(nanoseconds / 1000)",
            ])
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
    public static func status(host: String, port: UInt16, path: String = "/healthz", timeoutMilliseconds: Int = 2000)
        -> Int?
    {
        let status = CMicroHTTPD_probe(host, port, path, Int32(timeoutMilliseconds))
        return status < 0 ? nil : Int(status)
    }
}
