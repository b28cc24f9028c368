/// A window root whose stack root is a method's parameter, given by the messages the class sends itself
/// (`- (void)switchToRoot:(UIViewController *)root` making `initWithRootViewController:root` the window's root, and
/// `[self switchToRoot:[[GalleryViewController alloc] init]]` where the app decides which).
extension ObjCMethodReader {
    /// The selector of this method when `name` is its one parameter: nil otherwise.
    func parameterSelector(_ name: String) -> String? {
        parameters == [name] && selector.hasSuffix(":") && selector.filter({ $0 == ":" }).count == 1 ? selector : nil
    }

    /// `[self selector:argument]` in the statement, with one argument whose class the reader sees made (inline, or
    /// a local of this method): the class, under the selector.
    mutating func takeSelfMessages(_ tokens: [Token]) {
        var index = 0
        while index + 4 < tokens.count {
            guard tokens[index].text == "[", tokens[index + 1].text == "self", tokens[index + 2].kind == .identifier,
                tokens[index + 3].text == ":"
            else {
                index += 1
                continue
            }
            // The argument runs to the `]` that closes the message; a second keyword makes it another selector.
            var depth = 0
            var end = index + 4
            var second = false
            while end < tokens.count {
                let text = tokens[end].text
                if text == "[" || text == "(" {
                    depth += 1
                } else if text == "]" || text == ")" {
                    if depth == 0 { break }
                    depth -= 1
                } else if text == ":", depth == 0 {
                    second = true
                }
                end += 1
            }
            let argument = Array(tokens[(index + 4)..<min(end, tokens.count)])
            if !second,
                let made = ObjCReader.allocated(argument, storyboards: storyboards)
                    ?? (argument.count == 1 ? locals[plain(argument[0].text)] : nil)
            {
                declarations.selfMessages[tokens[index + 2].text + ":", default: []].append(made)
            }
            index += 4
        }
    }
}

extension ObjCReader {
    /// Each root whose stack root is a one-argument method's parameter becomes a root per class the file's messages
    /// to that method give (in order, once each); with none seen, it stays a root whose stack root is not seen.
    static func resolveRootParameters(_ declarations: inout FileDeclarations) {
        guard declarations.sites.contains(where: { $0.rootFromParameterOf != nil }) else { return }
        var resolved: [ShowSite] = []
        for site in declarations.sites {
            guard let selector = site.rootFromParameterOf, let given = declarations.selfMessages[selector] else {
                resolved.append(site)
                continue
            }
            var seen: Set<String> = []
            for made in given where seen.insert(made).inserted {
                var each = site
                each.navigationRoot = made
                each.unseenNavigationRoot = nil
                each.rootFromParameterOf = nil
                resolved.append(each)
            }
        }
        declarations.sites = resolved
    }
}
