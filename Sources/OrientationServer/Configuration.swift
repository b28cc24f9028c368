import OrientationResolver
import ProjectFiles
import SourceReader

/// Everything the daemon can be told. Every limit is explicit (libmicrohttpd's own defaults are "never time out"
/// and 1020 connections; shared/docs/field-notes.md).
public struct ServerConfiguration: Sendable {
    /// IPv4 or IPv6 literal to bind.
    public var host = "127.0.0.1"
    /// 0 asks the kernel for a free port; `Daemon.port` tells which.
    public var port: UInt16 = 8080
    /// Threads in libmicrohttpd's poll pool (1 = a single polling thread).
    public var threads = 2
    /// Largest request body accepted; larger → 413.
    public var maxBodyBytes = 1 << 20
    /// Seconds of inactivity before libmicrohttpd closes a connection.
    public var connectionTimeoutSeconds = 30
    /// Seconds a request may take from its headers to its last body byte (the inactivity timeout alone lets a
    /// client dripping one byte at a time hold a connection forever).
    public var requestTimeoutSeconds = 30
    /// Seconds a connection may take to send a complete request head, counted from when it connects or from its
    /// last answer (so it also bounds keep-alive idle time); a client dripping header bytes is closed then. 0: off.
    public var headTimeoutSeconds = 30
    /// Bytes of request bodies buffered across all connections at once; a body that would go beyond it is answered
    /// 503 with Retry-After. Bounds memory whatever the connection limit × body cap.
    public var maxBufferedBytes = 64 << 20
    /// Simultaneous connections; beyond it new connections are refused.
    public var connectionLimit = 1024
    /// libmicrohttpd's per-connection pool for the request line and headers (bodies are buffered separately).
    public var connectionMemoryLimitBytes = 32 * 1024
    /// Stack of each daemon thread; decoding and resolving run there.
    public var threadStackBytes = 8 << 20
    /// How long a graceful stop waits for requests in flight.
    public var drainTimeoutSeconds = 10
    public var scenarioLimits = ScenarioLimits()
    /// States `/validate` explores at most; the answer says when it stopped there.
    public var maxStates = 10_000
    /// Largest project archive (`POST /validate` with `application/x-tar`); larger → 413. Held in memory only.
    public var maxArchiveBytes = 32 << 20
    /// Entries, path depth and path length of an archive.
    public var archiveLimits = ArchiveLimits()
    /// How much of an archive's code is read (as the CLI's `--max-source-*` flags).
    public var sourceLimits = SourceLimits()
    /// Archives checked at once; one more is answered 503 with Retry-After (reading code takes the cores).
    public var maxConcurrentArchives = 1
    /// Milliseconds an archive may be checked for (reading its code, validating its scenarios); past it the check
    /// stops and is answered 422 `check-deadline-exceeded`, counted as `orientd_outcomes_total{outcome=
    /// "deadline_exceeded"}`.
    public var checkDeadlineMilliseconds = 60_000

    public init() {}
}
