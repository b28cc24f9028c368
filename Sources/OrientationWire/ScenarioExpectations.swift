import OrientationResolver

/// What the decoder expects of a value it refuses, in the words of its 422 answers, and the one test of a class name:
/// the code's scenarios (`ScenarioBuilder`) are refused with the same words, as a body holding them would be.
package enum ScenarioExpectations {
    package static let mask =
        "a UIInterfaceOrientationMask: a non-negative integer, a name such as \"landscape\", \".all\" or "
        + "\"UIInterfaceOrientationMaskPortrait\", or an array of orientation names"

    package static func className(limit: Int) -> String {
        "a class name (1–\(limit) characters, no control characters)"
    }

    /// "one of" the raw values of a string enumeration of the contract, in `allCases` order.
    package static func oneOf<T: RawRepresentable & CaseIterable>(_: T.Type) -> String where T.RawValue == String {
        "one of " + T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
    }

    /// 1…`limit` Unicode scalars, none of them a control character. Checked on the UTF-8 bytes (valid UTF-8): a
    /// scalar is a byte that is not a continuation byte, and a control character is one byte below 0x20 or 0x7F.
    package static func isClassName(_ utf8: some Collection<UInt8>, limit: Int) -> Bool {
        var scalars = 0
        var control = false
        for byte in utf8 {
            scalars &+= byte & 0xC0 != 0x80 ? 1 : 0
            control = control || byte < 0x20 || byte == 0x7F
        }
        return scalars > 0 && scalars <= limit && !control
    }
}
