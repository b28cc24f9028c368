extension ObjCMethodReader {
    /// `tabs.viewControllers = @[first, second];` (or `self.viewControllers = …`, `[tabs setViewControllers:@[…]
    /// animated:…]`) on a container this method made, or on the class itself: its children, each a local made here
    /// (with its stack root) or made in the array. An element the reader cannot see made leaves the list unread.
    mutating func takeChildren(_ tokens: [Token]) {
        guard
            let index = tokens.firstIndex(where: { $0.text == "viewControllers" || $0.text == "setViewControllers" }),
            index >= 1, index + 1 < tokens.count
        else { return }
        let receiver: String
        if tokens[index].text == "viewControllers" {
            guard tokens[index + 1].text == "=", index >= 2, tokens[index - 1].text == "." else { return }
            receiver = tokens[index - 2].text
        } else {
            guard tokens[index + 1].text == ":", tokens[index - 1].kind == .identifier else { return }
            receiver = tokens[index - 1].text
        }
        let container =
            receiver == "self" ? owner.map { declarations.classes[$0].name } : locals[plain(receiver)]
        guard let container, declarations.children[container] == nil,
            let at = tokens[(index + 1)...].firstIndex(where: { $0.text == "@" }), at + 1 < tokens.count,
            tokens[at + 1].text == "["
        else { return }
        // The array's elements, split at the commas outside any bracket or parenthesis.
        var elements: [[Token]] = [[]]
        var depth = 0
        for token in tokens[(at + 2)...] {
            if token.text == "[" || token.text == "(" { depth += 1 }
            if token.text == "]" || token.text == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if token.text == ",", depth == 0 { elements.append([]) } else { elements[elements.count - 1].append(token) }
        }
        var names: [String] = []
        var roots: [String?] = []
        for element in elements where !element.isEmpty {
            if element.count == 1, let made = locals[plain(element[0].text)] {
                names.append(made)
                roots.append(localRoots[plain(element[0].text)]?.class)
            } else if let made = ObjCReader.allocated(element, storyboards: storyboards) {
                names.append(made)
                roots.append(ObjCReader.navigationRoot(element))
            } else {
                return
            }
        }
        guard !names.isEmpty else { return }
        declarations.children[container] = ContainerChildren(
            names: names, navigationRoots: roots, file: path, line: tokens[index].line)
    }
}
