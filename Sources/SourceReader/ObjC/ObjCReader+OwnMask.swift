extension ObjCReader {
    /// The legacy callback answered from the class's own mask: `self.supportedInterfaceOrientations & (1 << o)` (or
    /// `[self supportedInterfaceOrientations]`, either side of the `&`, with or without `!= 0`), the mask itself
    /// (`legacyMirrorsMask`); `… & o`, the orientation's value taken for its bit (`legacyMasksOrientationValue`: YES
    /// for o where the mask holds bit o, not bit 1 << o).
    static func ownMaskRead(_ tokens: [Token]) -> String? {
        var inner = unwrapped(tokens).0
        // `(… & …) != 0` (the lexer gives `!=` as two tokens): the same test.
        if inner.count > 3, inner.suffix(3).map(\.text) == ["!", "=", "0"] {
            inner = unwrapped(Array(inner.dropLast(3))).0
        }
        let texts = inner.map(\.text)
        // The mask read on either side of the one `&` (`mask & (1 << o)` or `((1 << o) & [self …])`).
        guard let and = texts.firstIndex(of: "&"), texts.lastIndex(of: "&") == and else { return nil }
        let sides = [Array(texts[..<and]), Array(texts[(and + 1)...])].map { $0.filter { $0 != "(" && $0 != ")" } }
        let reads: [[String]] = [
            ["self", ".", "supportedInterfaceOrientations"], ["[", "self", "supportedInterfaceOrientations", "]"],
        ]
        guard let maskSide = sides.firstIndex(where: { reads.contains($0) }) else { return nil }
        let rest = sides[1 - maskSide]
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
