/// What an Objective-C expression makes.
extension ObjCReader {
    /// `[[X alloc] init…]`, `[X new]`, or their dot forms (`X.alloc.init`, `X.new`, `[X.alloc init…]`) → X.
    static func allocated(_ tokens: [Token], storyboards: [String: String] = [:]) -> String? {
        // Manual memory management: `[[[X alloc] init…] autorelease]` (or `retain`) is X.
        if tokens.count > 4, tokens[0].text == "[", tokens[1].text == "[", tokens[2].text == "[",
            let last = tokens.last(where: { $0.text != "]" && $0.text != ";" }),
            last.text == "autorelease" || last.text == "retain"
        {
            return allocated(Array(tokens.dropFirst()), storyboards: storyboards)
        }
        let texts = tokens.prefix(6).map(\.text)
        if texts.count >= 4, texts[0] == "[", texts[1] == "[", texts[3] == "alloc" { return texts[2] }
        if texts.count >= 3, texts[0] == "[", texts[2] == "new" { return texts[1] }
        // Dot syntax: `X.alloc.init`, `X.new`, `[X.alloc init…]`.
        if texts.count >= 5, texts[0].first?.isUppercase == true, texts[1] == ".", texts[2] == "alloc",
            texts[3] == ".", texts[4].hasPrefix("init")
        {
            return texts[0]
        }
        if texts.count >= 3, texts[0].first?.isUppercase == true, texts[1] == ".", texts[2] == "new" {
            return texts[0]
        }
        if texts.count >= 5, texts[0] == "[", texts[1].first?.isUppercase == true, texts[2] == ".",
            texts[3] == "alloc", texts[4].hasPrefix("init")
        {
            return texts[1]
        }
        // A controller class's own factory with no argument (`[MediaPickerViewController mediaPickerViewController]`,
        // a class method returning `instancetype`): an instance of that class.
        if texts.count >= 4, texts[0] == "[", texts[3] == "]", texts[1].hasSuffix("Controller"),
            texts[1].first?.isUppercase == true, texts[2].first?.isLowercase == true,
            texts[2].lowercased().hasSuffix("controller")
        {
            return texts[1]
        }
        return instantiatedScene(tokens, storyboards: storyboards).map { SourceModel.scenePrefix + $0 }
    }
}
