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
        // A C cast before it (`(UITabBarController *)[storyboard instantiateViewControllerWithIdentifier:@"tabBar"]`)
        // makes nothing itself: what follows it does.
        if tokens.count > 4, tokens[0].text == "(", tokens[1].kind == .identifier,
            let close = tokens.prefix(6).firstIndex(where: { $0.text == ")" }), close >= 3,
            tokens[1..<close].allSatisfy({ $0.kind == .identifier || $0.text == "*" }),
            tokens[close - 1].text == "*"
        {
            return allocated(Array(tokens[(close + 1)...]), storyboards: storyboards)
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

extension ObjCReader {
    /// Scalar types a file-scope global of a state may be declared with.
    static let globalTypes: Set<String> = [
        "NSInteger", "NSUInteger", "BOOL", "bool", "int", "long", "UIInterfaceOrientationMask",
        "UIInterfaceOrientation", "CGFloat",
    ]

    /// `[static] Type name = value;` at file scope, starting at `index` (the type, or `static`), at the start of a
    /// declaration: the name, its value and the index past the `;`. Nil for anything else.
    static func global(_ tokens: [Token], at index: Int) -> (name: String, value: ValueExpr, end: Int)? {
        let afterImplementation = index >= 2 && tokens[index - 2].text == "@implementation"
        guard
            index == 0 || [";", "}"].contains(tokens[index - 1].text) || tokens[index - 1].text.hasPrefix("@")
                || afterImplementation
        else { return nil }
        var cursor = index
        if tokens[cursor].text == "static" { cursor += 1 }
        guard cursor + 3 < tokens.count, globalTypes.contains(tokens[cursor].text),
            tokens[cursor + 1].kind == .identifier, tokens[cursor + 1].text.first?.isLowercase == true,
            tokens[cursor + 2].text == "="
        else { return nil }
        guard let semicolon = tokens[(cursor + 3)...].prefix(16).firstIndex(where: { $0.text == ";" }),
            semicolon > cursor + 3
        else { return nil }
        return (tokens[cursor + 1].text, value(Array(tokens[(cursor + 3)..<semicolon])), semicolon + 1)
    }
}

extension ObjCReader {
    /// The lines of a method's presentations that fill the window: `[… presentViewController:x …]` where the method
    /// gives `x.modalPresentationStyle` a full-screen style (`UIModalPresentationFullScreen`,
    /// `UIModalPresentationOverFullScreen`), and MediaPlayer's `presentMoviePlayerViewControllerAnimated:`. UIKit reads
    /// the masks again for them.
    static func fullScreenPresentations(_ body: [Token]) -> [Int] {
        var fullScreen: Set<String> = []
        for index in body.indices where body[index].text == "modalPresentationStyle" {
            guard index >= 2, index + 2 < body.count, body[index - 1].text == ".", body[index + 1].text == "=",
                ["UIModalPresentationFullScreen", "UIModalPresentationOverFullScreen"].contains(body[index + 2].text)
            else { continue }
            fullScreen.insert(body[index - 2].text)
        }
        var lines: [Int] = []
        for index in body.indices {
            if body[index].text == "presentMoviePlayerViewControllerAnimated" {
                lines.append(body[index].line)
            } else if body[index].text == "presentViewController", index + 2 < body.count,
                body[index + 1].text == ":", fullScreen.contains(body[index + 2].text)
            {
                lines.append(body[index].line)
            }
        }
        return lines
    }
}
