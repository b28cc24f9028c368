/// Names matched as bytes: every name's UTF-8 in one flat buffer, grouped by length, so a lookup compares the few
/// names of the right length byte by byte and touches no reference-counted storage per entry.
struct NameTable: Sendable {
    private let storage: [UInt8]
    /// Entry i is storage[starts[i] ..< starts[i] + its length]; entries are sorted by length.
    private let starts: [Int]
    private let values: [Int]
    /// Entries of length n are bucketStarts[n] ..< bucketStarts[n + 1].
    private let bucketStarts: [Int]
    private let lengths: [Int]
    /// The entries whose name starts with byte b (ASCII), longest first, are
    /// firstByteEntries[firstByteStarts[b] ..< firstByteStarts[b + 1]].
    private let firstByteStarts: [Int]
    private let firstByteEntries: [Int]
    /// Every (name, value), in the order given (for filtering and building other tables).
    let entries: [(name: String, value: Int)]

    init(_ entries: [(String, Int)]) {
        self.entries = entries.map { (name: $0.0, value: $0.1) }
        let sorted = entries.enumerated().sorted { ($0.element.0.utf8.count, $0.offset) < ($1.element.0.utf8.count, $1.offset) }
        var storage: [UInt8] = []
        var starts: [Int] = []
        var values: [Int] = []
        let longest = entries.map(\.0.utf8.count).max() ?? 0
        var bucketStarts = Array(repeating: 0, count: longest + 2)
        for (_, entry) in sorted {
            starts.append(storage.count)
            storage.append(contentsOf: entry.0.utf8)
            values.append(entry.1)
        }
        var entry = 0
        for length in 0...(longest + 1) {
            while entry < sorted.count && sorted[entry].element.0.utf8.count < length { entry += 1 }
            bucketStarts[length] = entry
        }
        self.storage = storage
        self.starts = starts
        self.values = values
        self.bucketStarts = bucketStarts
        let lengths = sorted.map { $0.element.0.utf8.count }
        self.lengths = lengths
        var firstByteStarts = [0]
        var firstByteEntries: [Int] = []
        for byte in 0..<128 {
            // Longest first; among equal names the first listed, as in value(of:).
            let entries = (0..<starts.count).filter { lengths[$0] > 0 && storage[starts[$0]] == byte }
            firstByteEntries += entries.sorted { (-lengths[$0], $0) < (-lengths[$1], $1) }
            firstByteStarts.append(firstByteEntries.count)
        }
        self.firstByteStarts = firstByteStarts
        self.firstByteEntries = firstByteEntries
    }

    /// Matches a name in place: `bytes[position...]` holding one of the names followed by a closing quote.
    /// Returns its value and the index of that quote, or nil (the caller then scans the string the slow way).
    /// Names are compared while they are read, so a known member name is read once.
    func match(_ bytes: [UInt8], at position: Int) -> (value: Int, end: Int)? {
        guard position < bytes.count, bytes[position] < 128 else { return nil }
        let first = Int(bytes[position])
        candidates: for candidate in firstByteStarts[first]..<firstByteStarts[first &+ 1] {
            let entry = firstByteEntries[candidate]
            let length = lengths[entry]
            let end = position &+ length
            // The closing quote where this name would end rules out most candidates at once.
            guard end < bytes.count, bytes[end] == UInt8(ascii: "\"") else { continue }
            let start = starts[entry]
            var offset = 1
            while offset < length {
                guard storage[start &+ offset] == bytes[position &+ offset] else { continue candidates }
                offset &+= 1
            }
            return (values[entry], end)
        }
        return nil
    }

    /// The value of the name spelled by `bytes[range]`; the first entry wins when a name is listed twice.
    func value(of bytes: [UInt8], _ range: Range<Int>) -> Int? {
        let length = range.count
        guard length + 1 < bucketStarts.count else { return nil }
        let last = range.upperBound - 1
        for entry in bucketStarts[length]..<bucketStarts[length + 1] {
            let start = starts[entry]
            // The last byte tells most names of one length apart; the whole name is then compared in one go.
            guard length == 0 || storage[start + length - 1] == bytes[last] else { continue }
            if storage[start..<(start + length)].elementsEqual(bytes[range]) { return values[entry] }
        }
        return nil
    }

    func value(of text: String) -> Int? {
        let bytes = Array(text.utf8)
        return value(of: bytes, 0..<bytes.count)
    }
}

/// Every accepted spelling of the orientation, mask and device-orientation names, in one place: the fast decoder
/// matches them as bytes, the tree decoder as strings. Each name comes as `name`, `.name` and the Objective-C
/// constant (prefix + capitalised name).
enum Spellings {
    /// name, .name and the Objective-C constant (prefix + capitalised name).
    private static func spellings(_ names: [(String, Int)], prefix: String) -> [(String, Int)] {
        names.flatMap { name, value in
            [(name, value), ("." + name, value), (prefix + name.prefix(1).uppercased() + name.dropFirst(), value)]
        }
    }

    static let orientations = NameTable(spellings([("portrait", 1), ("landscapeLeft", 4), ("landscapeRight", 3),
                                                   ("portraitUpsideDown", 2), ("unknown", 0)], prefix: "UIInterfaceOrientation"))
    static let masks = NameTable(spellings([("portrait", 2), ("landscape", 24), ("allButUpsideDown", 26), ("all", 30),
                                            ("landscapeLeft", 16), ("landscapeRight", 8), ("portraitUpsideDown", 4)],
                                           prefix: "UIInterfaceOrientationMask"))
    /// In a mask array an orientation name stands for its bit; mask names stand for themselves.
    static let maskItems = NameTable(orientations.entries.filter { UIInterfaceOrientation.isValid($0.value) }
        .map { ($0.name, UIInterfaceOrientation.mask($0.value)) } + masks.entries.map { ($0.name, $0.value) })
    static let deviceOrientations = NameTable(spellings((0...6).map { (UIDeviceOrientation.name($0), $0) }, prefix: "UIDeviceOrientation"))

    /// The value of `text` in `table`, if it is one of its spellings.
    static func lookup(_ text: String, in table: NameTable) -> Int? { table.value(of: text) }
}
