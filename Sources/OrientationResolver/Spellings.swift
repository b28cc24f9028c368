/// Every accepted spelling of the orientation, mask and device-orientation names, in one place: the fast decoder
/// matches them as bytes, the tree decoder as strings. Each name comes as `name`, `.name` and the Objective-C
/// constant (prefix + capitalised name).
enum Spellings {
    static func table(_ entries: [(String, Int)]) -> [(name: [UInt8], value: Int)] {
        entries.map { (Array($0.0.utf8), $0.1) }
    }

    /// name, .name and the Objective-C constant (prefix + capitalised name).
    private static func spellings(_ names: [(String, Int)], prefix: String) -> [(name: [UInt8], value: Int)] {
        table(names.flatMap { name, value in
            [(name, value), ("." + name, value), (prefix + name.prefix(1).uppercased() + name.dropFirst(), value)]
        })
    }

    static let orientations = spellings([("portrait", 1), ("landscapeLeft", 4), ("landscapeRight", 3), ("portraitUpsideDown", 2),
                                         ("unknown", 0)], prefix: "UIInterfaceOrientation")
    static let masks = spellings([("portrait", 2), ("landscape", 24), ("allButUpsideDown", 26), ("all", 30), ("landscapeLeft", 16),
                                  ("landscapeRight", 8), ("portraitUpsideDown", 4)], prefix: "UIInterfaceOrientationMask")
    /// In a mask array an orientation name stands for its bit; mask names stand for themselves.
    static let maskItems = orientations.filter { UIInterfaceOrientation.isValid($0.value) }
        .map { (name: $0.name, value: UIInterfaceOrientation.mask($0.value)) } + masks
    static let deviceOrientations = spellings((0...6).map { (UIDeviceOrientation.name($0), $0) }, prefix: "UIDeviceOrientation")

    /// The value of `text` in `table`, if it is one of its spellings.
    static func lookup(_ text: String, in table: [(name: [UInt8], value: Int)]) -> Int? {
        let utf8 = text.utf8
        for entry in table where entry.name.count == utf8.count && entry.name.elementsEqual(utf8) { return entry.value }
        return nil
    }
}
