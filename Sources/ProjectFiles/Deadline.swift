/// When a check must be done by (an archive checked over HTTP): the readers and the validation look at it between
/// files and scenarios, and stop with `DeadlinePassed`, so a hostile archive cannot hold a worker.
public struct Deadline: Sendable {
    public let end: ContinuousClock.Instant
    public let milliseconds: Int

    public init(milliseconds: Int) {
        self.milliseconds = milliseconds
        self.end = ContinuousClock.now.advanced(by: .milliseconds(milliseconds))
    }

    public var passed: Bool { ContinuousClock.now >= end }
}

/// The check did not finish by its deadline.
public struct DeadlinePassed: Error, Sendable {
    public let milliseconds: Int

    public init(milliseconds: Int) { self.milliseconds = milliseconds }
}
