import Synchronization

/// Whether the service takes new work: GET /readyz answers 503 from the moment draining starts (a load balancer
/// stops sending before the listener closes), while GET /healthz stays 200 (the process is alive and finishing).
public final class Readiness: Sendable {
    private let draining = Atomic<Bool>(false)

    public init() {}

    public var isDraining: Bool { draining.load(ordering: .acquiring) }

    /// Called when a stop signal arrives, before the daemon stops accepting.
    public func startDraining() { draining.store(true, ordering: .releasing) }
}
