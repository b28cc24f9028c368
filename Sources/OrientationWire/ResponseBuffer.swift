// UNSAFE CODE. orientd's second unsafe type (the first is the scanner's index, JSONScanner.swift), allowed by issue 24
// on its conditions: one file of the wire module, one buffer preallocated and kept per connection (like the body
// buffer), every write checked against the capacity by hand, everything else safe Swift; covered by the libFuzzer
// target (fuzz/FuzzTarget.swift writes each answer into a fresh and into a reused, too small buffer and compares
// them), `make test-asan` and scripts/compare-outputs.sh.
//
// Why: an answer is about 115 appends. `[UInt8].append(contentsOf:)` costs about 65 instructions a call (the
// uniqueness and capacity checks of a copy-on-write array, the generic copy), and the finished array was copied once
// more into libmicrohttpd's own memory. Here an append is a capacity check and a memcpy, and the daemon hands the
// bytes to libmicrohttpd where they lie (MHD_RESPMEM_PERSISTENT, Daemon.swift).
//
// What keeps it sound:
// - Room before every write: `makeRoom(n)` compares `n` with `capacity - count` (neither can overflow:
//   0 ≤ count ≤ capacity) and grows the allocation when they do not fit; a write then touches only
//   `base[count ..< count + n]`. The growth computes the new size with overflow checks.
// - One owner: the type is noncopyable, so its memory is freed exactly once, by `deinit` (or by `reset(keeping:)`,
//   which replaces an allocation grown too large). No pointer to it outlives a call, except the one `Daemon` gives libmicrohttpd for an answer; the
//   connection's request state holds the buffer, unchanged, until libmicrohttpd reports the request complete.
// - Bytes below `count` are always initialized (UInt8 is trivial; nothing is read above `count`).

/// Bytes written one after another into memory this value owns: the JSON writers' output.
public struct ResponseBuffer: ~Copyable {
    private var base: UnsafeMutablePointer<UInt8>
    /// Bytes written.
    public private(set) var count: Int
    /// Bytes allocated (≥ count).
    public private(set) var capacity: Int

    public init(capacity: Int = 1024) {
        let capacity = max(capacity, 16)
        base = .allocate(capacity: capacity)
        count = 0
        self.capacity = capacity
    }

    deinit { base.deallocate() }

    /// Makes room for `extra` more bytes.
    @inline(__always)
    private mutating func makeRoom(_ extra: Int) {
        precondition(extra >= 0, "ResponseBuffer: a negative length")
        if extra > capacity &- count { grow(extra) }
    }

    /// A larger allocation (at least double) holding what was written.
    @inline(never)
    private mutating func grow(_ extra: Int) {
        let (needed, overflow) = count.addingReportingOverflow(extra)
        precondition(!overflow, "ResponseBuffer: length overflow")
        var newCapacity = capacity
        while newCapacity < needed {
            let (doubled, over) = newCapacity.multipliedReportingOverflow(by: 2)
            newCapacity = over ? needed : doubled
        }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        makeRoom(1)
        (base + count).initialize(to: byte)
        count &+= 1
    }

    @inline(__always)
    public mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress else { return }
        makeRoom(bytes.count)
        (base + count).initialize(from: source, count: bytes.count)
        count &+= bytes.count
    }

    @inline(__always)
    public mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { append($0) }
    }

    @inline(__always)
    public mutating func append(contentsOf bytes: [UInt8]) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    @inline(__always)
    public mutating func append(contentsOf bytes: ArraySlice<UInt8>) {
        bytes.withUnsafeBufferPointer { append($0) }
    }

    /// Empties the buffer for the next answer; an allocation grown beyond `keeping` bytes (a large /validate answer)
    /// is given back for one of that size, so what an idle connection keeps stays bounded.
    public mutating func reset(keeping limit: Int) {
        count = 0
        guard capacity > limit else { return }
        let capacity = max(limit, 16)
        base.deallocate()
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    /// What was written, as an array (a copy).
    public var bytes: [UInt8] { Array(UnsafeBufferPointer(start: base, count: count)) }

    /// What was written, for the duration of `body`.
    public func withBytes<Result, Failure>(_ body: (UnsafeBufferPointer<UInt8>) throws(Failure) -> Result)
        throws(Failure) -> Result
    {
        try body(UnsafeBufferPointer(start: base, count: count))
    }
}
