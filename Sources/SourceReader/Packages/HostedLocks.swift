import ProjectFiles

/// An orientation a Flutter app's Dart code asks for: `SystemChrome.setPreferredOrientations([DeviceOrientation
/// .portraitUp])`, which the Flutter engine applies as its view controller's supported orientations. The Dart code is
/// read for these calls alone, not for the conditions they run under.
public struct HostedLock: Sendable, Equatable {
    /// The orientations as the call names them (`DeviceOrientation.portraitUp`), in order.
    public var orientations: [String]
    public var file: String
    public var line: Int

    /// A list that leaves out one of the four: the call restricts the interface (an empty list defers to the
    /// system's default and restricts nothing).
    public var restricts: Bool {
        !orientations.isEmpty && !HostedLocks.dartOrientations.allSatisfy(orientations.contains)
    }
}

/// Finds the `SystemChrome.setPreferredOrientations` calls of a Flutter app's Dart code (`lib/` beside the iOS
/// project's folder), within limits; calls whose list is not written out are not taken.
enum HostedLocks {
    static let dartOrientations = [
        "DeviceOrientation.portraitUp", "DeviceOrientation.portraitDown", "DeviceOrientation.landscapeLeft",
        "DeviceOrientation.landscapeRight",
    ]
    /// At most this many entries are looked at, this many folders down, each file at most this large.
    static let maxEntries = 4_000
    static let maxDepth = 12
    static let maxFileBytes = 512 * 1024
    /// At most this many calls are kept.
    static let maxLocks = 64

    static func dart(in folder: String, tree: some FileTree) -> [HostedLock] {
        guard tree.isDirectory(folder) else { return [] }
        var locks: [HostedLock] = []
        var seen = 0
        var queue: [(path: String, depth: Int)] = [(folder, 0)]
        while !queue.isEmpty, seen < maxEntries, locks.count < maxLocks {
            let (current, depth) = queue.removeFirst()
            for name in (tree.entries(current) ?? []).sorted() {
                seen += 1
                let path = Paths.join(current, name)
                if tree.isDirectory(path) {
                    if depth < maxDepth, !name.hasPrefix(".") { queue.append((path, depth + 1)) }
                    continue
                }
                guard name.hasSuffix(".dart"), let bytes = (try? tree.read(path)) ?? nil,
                    bytes.count <= maxFileBytes
                else { continue }
                locks += calls(in: bytes, file: path)
            }
        }
        return Array(locks.prefix(maxLocks))
    }

    /// The calls in one file, outside comments: each `setPreferredOrientations(` followed by a list written out
    /// (`[…]` or `const […]`) of `DeviceOrientation` values alone.
    static func calls(in bytes: [UInt8], file: String) -> [HostedLock] {
        let name = Array("setPreferredOrientations".utf8)
        var found: [HostedLock] = []
        var line = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index += 2
                continue
            } else if byte == name[0], bytes[index...].starts(with: name),
                index == 0 || !isWordByte(bytes[index - 1])
            {
                if let orientations = list(after: index + name.count, in: bytes) {
                    found.append(HostedLock(orientations: orientations, file: file, line: line))
                }
                index += name.count
                continue
            }
            index += 1
        }
        return found
    }

    /// `(` then `[…]` or `const […]` of `DeviceOrientation.x` items (a trailing comma allowed); nil otherwise.
    static func list(after start: Int, in bytes: [UInt8]) -> [String]? {
        let end = min(bytes.count, start + 1_000)
        var text = String(decoding: bytes[start..<end], as: UTF8.self)
        text.removeAll { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }
        guard text.hasPrefix("(") else { return nil }
        text.removeFirst()
        if text.hasPrefix("const") { text.removeFirst(5) }
        if text.hasPrefix("<DeviceOrientation>") { text.removeFirst("<DeviceOrientation>".count) }
        guard text.hasPrefix("["), let close = text.firstIndex(of: "]") else { return nil }
        let items = text[text.index(after: text.startIndex)..<close].split(separator: ",").map(String.init)
        guard items.allSatisfy(dartOrientations.contains) else { return nil }
        return items
    }

    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }
}
