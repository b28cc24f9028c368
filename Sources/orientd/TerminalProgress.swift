import SourceReader

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Progress of long work, on standard error and only when it is a terminal: never in a CI log or a pipe, and never
/// on standard output. One line, rewritten in place and cleared when the work is done, so that the lines orientd
/// prints after it start clean.
enum TerminalProgress {
    /// Standard error is a terminal that understands a carriage return and "erase line".
    static let enabled: Bool = {
        guard isatty(STDERR_FILENO) != 0 else { return false }
        guard let term = getenv("TERM") else { return true }
        return String(cString: term) != "dumb"
    }()

    /// The reading of `label`'s code: files read of the total, about every 2% of them; cleared at the end.
    static func reading(_ label: String) -> ReadingProgress? {
        guard enabled else { return nil }
        return { read, total in
            let step = max(1, total / 50)
            if read == total {
                clear()
            } else if read % step == 0 {
                show("reading \(label): \(read) of \(total) files")
            }
        }
    }

    /// The checking of `count` scenarios (cleared with `clear()` when they are checked).
    static func checking(_ count: Int) {
        guard enabled else { return }
        show("checking \(count) scenario\(count == 1 ? "" : "s")")
    }

    static func clear() {
        guard enabled else { return }
        put("\r\u{1B}[K")
    }

    private static func show(_ text: String) { put("\r\u{1B}[Korientd: " + text) }

    /// One write(2), so that lines from the reading tasks do not interleave within a line.
    private static func put(_ text: String) {
        var text = text
        text.withUTF8 { buffer in _ = write(STDERR_FILENO, buffer.baseAddress, buffer.count) }
    }
}
