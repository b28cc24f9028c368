import OrientationResolver

/// Names matched as bytes: every name's UTF-8 in one flat buffer, indexed by first byte, so a lookup compares the
/// few names that start alike and touches no reference-counted storage per entry.
package struct NameTable: Sendable {
    private let storage: [UInt8]
    /// Entry i is storage[starts[i] ..< starts[i] + lengths[i]], in the order given.
    private let starts: [Int]
    private let lengths: [Int]
    private let values: [Int]
    /// The entries whose name starts with byte b (ASCII), longest first and, among equal lengths, in the order
    /// given, are firstByteEntries[firstByteStarts[b] ..< firstByteStarts[b + 1]].
    private let firstByteStarts: [Int]
    private let firstByteEntries: [Int]
    /// Every (name, value), in the order given (for filtering and building other tables).
    package let entries: [(name: String, value: Int)]
    /// Open addressing by the name's length and edge words (`JSONMap.edgeWords`), for names read from a body: one
    /// plain array, so that a probe reads one element. Length and edge words decide names of up to 16 bytes; longer
    /// ones compare the rest.
    private let slots: [Slot]

    private struct Slot {
        var first: UInt64 = 0
        var last: UInt64 = 0
        /// -1: empty.
        var length: Int32 = -1
        var value: Int32 = 0
        /// Where the name starts in `storage`.
        var start: Int32 = 0
    }

    package init(_ entries: [(String, Int)]) {
        self.entries = entries.map { (name: $0.0, value: $0.1) }
        var storage: [UInt8] = []
        var starts: [Int] = []
        for (name, _) in entries {
            starts.append(storage.count)
            storage.append(contentsOf: name.utf8)
        }
        let lengths = entries.map { $0.0.utf8.count }
        var firstByteStarts = [0]
        var firstByteEntries: [Int] = []
        for byte in 0..<128 {
            let entries = starts.indices.filter { lengths[$0] > 0 && storage[starts[$0]] == byte }
            firstByteEntries += entries.sorted { (-lengths[$0], $0) < (-lengths[$1], $1) }
            firstByteStarts.append(firstByteEntries.count)
        }
        self.storage = storage
        self.starts = starts
        self.lengths = lengths
        self.values = entries.map(\.1)
        self.firstByteStarts = firstByteStarts
        self.firstByteEntries = firstByteEntries
        let names = entries.map { Array($0.0.utf8) }
        var capacity = 16
        while capacity < entries.count * 4 { capacity *= 2 }
        var slots = [Slot](repeating: Slot(), count: capacity)
        for entry in entries.indices where !names[..<entry].contains(names[entry]) {
            let (first, last) = JSONMap.edgeWords(of: names[entry])
            var slot = Self.slot(first, last, names[entry].count, capacity - 1)
            while slots[slot].length >= 0 { slot = (slot + 1) & (capacity - 1) }
            slots[slot] = Slot(
                first: first, last: last, length: Int32(names[entry].count), value: Int32(entries[entry].1),
                start: Int32(starts[entry]))
        }
        self.slots = slots
    }

    /// The entries that could spell a name starting with `byte`.
    private func candidates(_ byte: UInt8) -> Range<Int> {
        byte < 128 ? firstByteStarts[Int(byte)]..<firstByteStarts[Int(byte) &+ 1] : 0..<0
    }

    private static func slot(_ first: UInt64, _ last: UInt64, _ count: Int, _ mask: Int) -> Int {
        var hash =
            first &* 0x9E37_79B9_7F4A_7C15 ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ (UInt64(count) &* 0x1656_67B1_9E37_79F9)
        hash ^= hash >> 29
        return Int(hash & UInt64(mask))
    }

    /// The value of the name `map.bytes[range]` spells (raw bytes, no escapes).
    func value(in map: JSONMap, _ range: Range<Int>) -> Int? {
        let (first, last) = map.edgeWords(range)
        let count = range.count
        let mask = slots.count - 1
        var slot = Self.slot(first, last, count, mask)
        while true {
            let candidate = slots[slot]
            if candidate.length < 0 { return nil }
            if candidate.first == first && candidate.last == last && Int(candidate.length) == count
                && (count <= 16 || map.bytes(range, equal: storage, at: Int(candidate.start), from: 8))
            {
                return Int(candidate.value)
            }
            slot = (slot + 1) & mask
        }
    }

    /// The value of the name `text` spells; the first entry wins when a name is listed twice.
    package func value(of text: String) -> Int? {
        let utf8 = text.utf8
        guard let first = utf8.first else { return nil }
        for candidate in candidates(first) {
            let entry = firstByteEntries[candidate]
            let start = starts[entry]
            if lengths[entry] == utf8.count && storage[start..<(start + lengths[entry])].elementsEqual(utf8) {
                return values[entry]
            }
        }
        return nil
    }
}

/// Every accepted spelling of the orientation, mask and device-orientation names, in one place: the fast decoder
/// matches them as bytes, the tree decoder as strings. Each name comes as `name`, `.name` and the Objective-C
/// constant (prefix + capitalised name).
package enum Spellings {
    /// name, .name and the Objective-C constant (prefix + capitalised name).
    private static func spellings(_ names: [(String, Int)], prefix: String) -> [(String, Int)] {
        names.flatMap { name, value in
            [(name, value), ("." + name, value), (prefix + name.prefix(1).uppercased() + name.dropFirst(), value)]
        }
    }

    package static let orientations = NameTable(
        spellings(
            [
                ("portrait", 1), ("landscapeLeft", 4), ("landscapeRight", 3),
                ("portraitUpsideDown", 2), ("unknown", 0),
            ], prefix: "UIInterfaceOrientation"))
    package static let masks = NameTable(
        spellings(
            [
                ("portrait", 2), ("landscape", 24), ("allButUpsideDown", 26), ("all", 30),
                ("landscapeLeft", 16), ("landscapeRight", 8), ("portraitUpsideDown", 4),
            ],
            prefix: "UIInterfaceOrientationMask"))
    /// In a mask array an orientation name stands for its bit; mask names stand for themselves.
    package static let maskItems = NameTable(
        orientations.entries.filter { UIInterfaceOrientation.isValid($0.value) }
            .map { ($0.name, UIInterfaceOrientation.mask($0.value)) } + masks.entries.map { ($0.name, $0.value) })
    package static let deviceOrientations = NameTable(
        spellings((0...6).map { (UIDeviceOrientation.name($0), $0) }, prefix: "UIDeviceOrientation"))

    /// The value of `text` in `table`, if it is one of its spellings.
    package static func lookup(_ text: String, in table: NameTable) -> Int? { table.value(of: text) }
}
