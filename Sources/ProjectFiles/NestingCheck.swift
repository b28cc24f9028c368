/// How deep a property list nests its arrays and dictionaries, found without decoding it: FoundationEssentials'
/// readers recurse once per level, so a file of 50,000 nested `<array>`s (750 KB) overflows the stack and kills
/// the process. Every file is checked before `PropertyListDecoder` sees it.
enum NestingCheck {
    static let maxDepth = 64

    /// nil when the nesting is within `maxDepth`, else what is wrong.
    static func problem(in bytes: [UInt8]) -> String? {
        let depth: Int?
        if bytes.starts(with: Array("bplist00".utf8)) {
            depth = binaryDepth(bytes)
            if depth == nil {
                return "not a valid binary property list (its object table is malformed or refers to itself)"
            }
        } else if bytes.prefix(512).contains(UInt8(ascii: "<")) {
            depth = xmlDepth(bytes)
        } else {
            depth = openStepDepth(bytes)
        }
        guard let depth, depth > maxDepth else { return nil }
        return "arrays and dictionaries nest deeper than \(maxDepth) levels"
    }

    /// The deepest `<array>` / `<dict>` nesting of an XML property list (comments skipped).
    static func xmlDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, index = 0
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else {
                index += 1
                continue
            }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index += 4
                while index < bytes.count, !bytes[index...].starts(with: Array("-->".utf8)) { index += 1 }
                index += 3
                continue
            }
            var end = index + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
            let tag = bytes[(index + 1)..<min(end, bytes.count)]
            let closing = tag.first == UInt8(ascii: "/")
            let name = Array(
                tag.drop { $0 == UInt8(ascii: "/") }.prefix {
                    $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "/") && $0 != 0x09 && $0 != 0x0A
                })
            if name == Array("array".utf8) || name == Array("dict".utf8) {
                if closing {
                    depth = max(0, depth - 1)
                } else if tag.last != UInt8(ascii: "/") {
                    depth += 1
                    deepest = max(deepest, depth)
                }
            }
            index = end + 1
        }
        return deepest
    }

    /// The deepest `{` / `(` nesting of an OpenStep property list (quoted strings and comments skipped).
    static func openStepDepth(_ bytes: [UInt8]) -> Int {
        var depth = 0, deepest = 0, index = 0
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                index += 1
                while index < bytes.count, bytes[index] != byte {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while index + 1 < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/"))
                { index += 1 }
                index += 1
            case UInt8(ascii: "{"), UInt8(ascii: "("):
                depth += 1
                deepest = max(deepest, depth)
            case UInt8(ascii: "}"), UInt8(ascii: ")"):
                depth = max(0, depth - 1)
            default:
                break
            }
            index += 1
        }
        return deepest
    }

    /// The deepest container nesting of a binary property list, walking its object table without recursion; nil
    /// when the table is malformed or an object contains itself.
    static func binaryDepth(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 40 else { return nil }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        func integer(_ start: Int, _ size: Int) -> Int? {
            guard size > 0, size <= 8, start >= 0, start + size <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[start..<(start + size)] {
                guard value <= (Int.max >> 8) else { return nil }
                value = value << 8 | Int(byte)
            }
            return value
        }
        guard let objects = integer(trailer + 8, 8), let top = integer(trailer + 16, 8),
            let table = integer(trailer + 24, 8),
            objects > 0, objects <= bytes.count, top < objects, table < trailer,
            table + objects * offsetSize <= trailer
        else { return nil }
        func offset(_ object: Int) -> Int? { integer(table + object * offsetSize, offsetSize) }
        /// The objects a container refers to; nil for a scalar.
        func children(_ object: Int) -> [Int]?? {
            guard let start = offset(object), start < trailer else { return .none }
            let marker = bytes[start]
            let kind = marker >> 4
            guard kind == 0xA || kind == 0xC || kind == 0xD else { return .some(nil) }
            var count = Int(marker & 0x0F)
            var references = start + 1
            if count == 0x0F {
                guard references < trailer, bytes[references] >> 4 == 0x1 else { return .none }
                let size = 1 << Int(bytes[references] & 0x0F)
                guard let extended = integer(references + 1, size) else { return .none }
                count = extended
                references += 1 + size
            }
            let total = kind == 0xD ? count * 2 : count
            guard total >= 0, total <= objects * 2, references + total * referenceSize <= trailer else { return .none }
            var result: [Int] = []
            result.reserveCapacity(total)
            for index in 0..<total {
                guard let child = integer(references + index * referenceSize, referenceSize), child < objects else {
                    return .none
                }
                result.append(child)
            }
            return .some(result)
        }
        // Depth-first without recursion. `height` is how many container levels an object's subtree holds (shared
        // objects are walked once); `onPath` finds an object that contains itself.
        var height = [Int](repeating: -1, count: objects)
        var onPath = [Bool](repeating: false, count: objects)
        var stack: [(object: Int, children: [Int], next: Int, tallest: Int)] = []
        guard let rootChildren = children(top) else { return nil }
        guard let rootList = rootChildren else { return 0 }
        stack.append((top, rootList, 0, 0))
        onPath[top] = true
        while let last = stack.indices.last {
            guard stack[last].next < stack[last].children.count else {
                let finished = stack.removeLast()
                onPath[finished.object] = false
                height[finished.object] = finished.tallest + 1
                if let parent = stack.indices.last {
                    stack[parent].tallest = max(stack[parent].tallest, finished.tallest + 1)
                }
                continue
            }
            let child = stack[last].children[stack[last].next]
            stack[last].next += 1
            guard !onPath[child] else { return nil }
            if height[child] >= 0 {
                stack[last].tallest = max(stack[last].tallest, height[child])
                continue
            }
            guard let grandchildren = children(child) else { return nil }
            guard let list = grandchildren else {
                height[child] = 0
                continue
            }
            guard stack.count < maxDepth else { return maxDepth + 1 }
            onPath[child] = true
            stack.append((child, list, 0, 0))
        }
        return height[top]
    }
}
