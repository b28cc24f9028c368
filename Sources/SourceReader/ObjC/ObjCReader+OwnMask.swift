extension ObjCReader {
    /// The legacy callback answered from the class's own mask: `self.supportedInterfaceOrientations & (1 << o)` (or
    /// `[self supportedInterfaceOrientations]`), the mask itself (`legacyMirrorsMask`); `… & o`, the orientation's
    /// value taken for its bit (`legacyMasksOrientationValue`: YES for o where the mask holds bit o, not bit 1 << o).
    static func ownMaskRead(_ tokens: [Token]) -> String? {
        let texts = unwrapped(tokens).0.map(\.text)
        let reads: Int
        if texts.starts(with: ["self", ".", "supportedInterfaceOrientations", "&"]) {
            reads = 4
        } else if texts.starts(with: ["[", "self", "supportedInterfaceOrientations", "]", "&"]) {
            reads = 5
        } else {
            return nil
        }
        let rest = texts.dropFirst(reads).filter { $0 != "(" && $0 != ")" }
        // A lowercase name is the parameter (a constant, `UIInterfaceOrientationMaskPortrait`, is not the orientation).
        if rest.count == 1, rest.first?.first?.isLowercase == true { return legacyMasksOrientationValue }
        if rest.count == 4, rest.first == "1", Array(rest.dropFirst().prefix(2)) == ["<", "<"] {
            return legacyMirrorsMask
        }
        return nil
    }

    static let legacyMirrorsMask = "the class's own mask"
    static let legacyMasksOrientationValue = "the class's own mask ANDed with the orientation's value"
}
