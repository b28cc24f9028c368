/// The `@property` declarations the Objective-C reader takes: the class a property holds, and the values a property
/// starts with.
extension ObjCReader {
    /// The name of a property declared as a plain `UIInterfaceOrientationMask` or `BOOL` (no pointer), which
    /// Objective-C starts at 0.
    static func zeroStartingProperty(_ tokens: [Token], from start: Int) -> (name: String, isBool: Bool)? {
        var cursor = start
        if cursor < tokens.count, tokens[cursor].text == "(" { cursor = pastParentheses(tokens, from: cursor) }
        guard cursor + 2 < tokens.count, tokens[cursor + 1].kind == .identifier, tokens[cursor + 2].text == ";"
        else { return nil }
        let name = tokens[cursor + 1].text
        // A mask's type, or the integer a mask was declared as before iOS 7 (`NSUInteger`) for a property named for
        // orientations (`dynamicInterfaceOrientations`, `lockedInterfaceOrientations`); a BOOL (`lockInterfaceRotation`,
        // which starts NO).
        let type = tokens[cursor].text
        guard
            type == "UIInterfaceOrientationMask" || type == "BOOL"
                || (["NSUInteger", "NSInteger"].contains(type) && name.lowercased().contains("orientation"))
        else { return nil }
        return (name, type == "BOOL")
    }

    /// A property declaration after `@property` (its attributes skipped): the type and the name, when the type is
    /// one class (`Type *name;`); nil for a block, a protocol-qualified `id`, or anything else.
    static func property(_ tokens: [Token], from start: Int) -> (type: String, name: String)? {
        var cursor = start
        if cursor < tokens.count, tokens[cursor].text == "(" { cursor = pastParentheses(tokens, from: cursor) }
        var words: [Token] = []
        while cursor < tokens.count, tokens[cursor].text != ";", words.count < 8 {
            words.append(tokens[cursor])
            cursor += 1
        }
        // Qualifiers before the type (`nullable`, `__kindof`, `IBOutlet`) and after the star (`_Nullable`) aside.
        let kept = words.filter {
            !["nullable", "nonnull", "__kindof", "_Nullable", "_Nonnull", "IBOutlet", "__weak", "__strong"].contains(
                $0.text)
        }
        // `BOOL isFull`, `UIInterfaceOrientationMask lock`: a value's type, so the property is known as the class's.
        if kept.count == 2, kept[0].kind == .identifier, kept[1].kind == .identifier {
            return (kept[0].text, kept[1].text)
        }
        guard kept.count == 3, kept[0].kind == .identifier, kept[1].text == "*", kept[2].kind == .identifier else {
            return nil
        }
        return (kept[0].text, kept[2].text)
    }
}
