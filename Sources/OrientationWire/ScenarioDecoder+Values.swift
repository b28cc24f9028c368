import OrientationResolver

// The values of members: masks, orientations, versions, names from a table, flags and integers, each checked with
// the pointer of its member for the 422 it gives.
extension ScenarioDecoder {
    /// A mask: an integer, a mask name, or an array of orientation/mask names (their union).
    mutating func mask(_ entry: Int, at location: Location, _ site: Site) throws(Mismatch) -> Int {
        let expected = ScenarioExpectations.mask
        switch kind(entry) {
        case .number:
            let value = try integer(entry, at: site, expected: expected)
            guard value >= 0 else { throw mismatch(site, expected, entry) }
            return value
        case .string:
            if let mask = name(entry, Spellings.masks) { return mask }
            if startsWith(entry, "UIInterfaceOrientation"), let raw = name(entry, Spellings.orientations) {
                // An orientation constant returned as a mask: UIKit sees its raw value (reference §7 L4).
                scenario.wrongTypeConstants.append(
                    WrongTypeConstant(
                        location: location, mistake: .orientationUsedAsMask,
                        spelling: map.string(entry), value: raw))
                return raw
            }
            throw mismatch(site, expected, entry)
        case .array:
            var union = 0
            var element = entry + 1
            for index in 0..<entries[entry].count {
                guard kind(element) == .string else {
                    throw mismatch(site, elements: [index], "an orientation name", element)
                }
                guard let bits = name(element, Spellings.maskItems) else {
                    throw mismatch(
                        site, elements: [index],
                        "an orientation name such as \"portrait\" or \"UIInterfaceOrientationLandscapeLeft\"", element)
                }
                union |= bits
                element = map.next(element)
            }
            return union
        default:
            throw mismatch(site, expected, entry)
        }
    }

    /// An interface orientation: any integer (0…4 are defined), a name, or an array of names meaning the bitwise OR
    /// of their raw values (the `A | B` mistake).
    mutating func orientation(_ entry: Int, at location: Location, _ site: Site) throws(Mismatch) -> Int {
        let expected =
            "a UIInterfaceOrientation: an integer, a name such as \"landscapeLeft\", \".portrait\" or "
            + "\"UIInterfaceOrientationPortrait\", or an array of names (their bitwise OR)"
        switch kind(entry) {
        case .number:
            do {
                return try integer(entry, at: site, expected: expected)
            } catch {
                throw Mismatch(site: site, elements: location.elements, expected: error.expected, given: error.given)
            }
        case .string:
            if let raw = name(entry, Spellings.orientations) { return raw }
            if startsWith(entry, "UIInterfaceOrientationMask"), let mask = name(entry, Spellings.masks) {
                // A mask constant returned as an orientation: UIKit sees its value (reference §7 L3).
                scenario.wrongTypeConstants.append(
                    WrongTypeConstant(
                        location: location, mistake: .maskUsedAsOrientation,
                        spelling: map.string(entry), value: mask))
                return mask
            }
            throw mismatch(site, elements: location.elements, expected, entry)
        case .array:
            var combined = 0
            var element = entry + 1
            for index in 0..<entries[entry].count {
                var elementLocation = location
                elementLocation.elements.append(index)
                combined |= try orientation(element, at: elementLocation, site)
                element = map.next(element)
            }
            return combined
        default:
            throw mismatch(site, elements: location.elements, expected, entry)
        }
    }

    func deviceOrientation(_ entry: Int, at site: Site) throws(Mismatch) -> Int {
        let expected =
            "a UIDeviceOrientation: portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, "
            + "faceDown, unknown (also \".name\" and \"UIDeviceOrientationName\"), or an integer 0…6"
        switch kind(entry) {
        case .number:
            let value = try integer(entry, at: site, expected: expected)
            guard (0...6).contains(value) else { throw mismatch(site, expected, entry) }
            return value
        case .string:
            guard let raw = name(entry, Spellings.deviceOrientations) else { throw mismatch(site, expected, entry) }
            return raw
        default:
            throw mismatch(site, expected, entry)
        }
    }

    // MARK: Scalars

    func systemVersion(_ entry: Int, at site: Site) throws(Mismatch) -> SystemVersion {
        let expected = "a version string \"major[.minor[.patch]]\" such as \"17.4\""
        switch kind(entry) {
        case .string:
            let version =
                entries[entry].escaped
                ? SystemVersion(parsing: map.string(entry))
                : SystemVersion(utf8: map.bytes[entries[entry].start..<entries[entry].end])
            guard let version else { throw mismatch(site, expected, entry) }
            return version
        case .number:
            guard let major = try? integer(entry, at: site), (1...99).contains(major) else {
                throw mismatch(site, expected, entry)
            }
            return SystemVersion(major: major)
        default:
            throw mismatch(site, expected, entry)
        }
    }

    func enumeration<T>(_ entry: Int, at site: Site, _ names: EnumerationNames<T>) throws(Mismatch) -> T {
        if kind(entry) == .string, let position = name(entry, names.table) {
            return names.cases[position]
        }
        throw mismatch(site, ScenarioExpectations.oneOf(T.self), entry)
    }

    func bool(_ entry: Int, at site: Site) throws(Mismatch) -> Bool {
        switch kind(entry) {
        case .literalTrue: return true
        case .literalFalse: return false
        default: throw mismatch(site, "true or false", entry)
        }
    }

    func integer(_ entry: Int, at site: Site, expected: String = "an integer") throws(Mismatch) -> Int {
        guard kind(entry) == .number else { throw mismatch(site, expected, entry) }
        let text = map.bytes[entries[entry].start..<entries[entry].end]
        guard !text.contains(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E") })
        else {
            throw mismatch(site, expected + " (whole number)", entry)
        }
        // The scanner checked the syntax: an optional minus, then digits without a leading zero.
        var value = 0
        let negative = text.first == UInt8(ascii: "-")
        for byte in text.dropFirst(negative ? 1 : 0) {
            let (times, overflow1) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflow2) =
                negative
                ? times.subtractingReportingOverflow(Int(byte - 0x30))
                : times.addingReportingOverflow(Int(byte - 0x30))
            guard !overflow1, !overflow2 else { throw mismatch(site, expected + " (within 64-bit range)", entry) }
            value = sum
        }
        return value
    }

    // MARK: The index
}
