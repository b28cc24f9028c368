import OrientationResolver
extension ObjCMethodReader {
    /// A window root given by `right`: made there (`[[X alloc] init…]`, with its stack root), or a local made above.
    mutating func setsRoot(_ right: [Token], line: Int, external: Bool = false) {
        let before = declarations.sites.count
        let idiom = currentIdiom
        defer {
            for index in before..<declarations.sites.count {
                declarations.sites[index].external = external
                declarations.sites[index].idiom = declarations.sites[index].idiom ?? idiom
            }
        }
        if let made = ObjCReader.allocated(right, storyboards: storyboards) {
            var site = ShowSite(
                kind: .root, shown: made, inClass: owner.map { declarations.classes[$0].name },
                presentationStyle: nil, navigationRoot: ObjCReader.navigationRoot(right), file: path, line: line)
            if site.navigationRoot == nil,
                let keyword = right.firstIndex(where: { $0.text == "initWithRootViewController" }),
                keyword + 2 < right.count
            {
                site.navigationRoot = locals[plain(right[keyword + 2].text)]
                if site.navigationRoot == nil {
                    site.unseenNavigationRoot = right[keyword + 2].text
                    site.rootFromParameterOf = parameterSelector(right[keyword + 2].text)
                }
            }
            declarations.sites.append(site)
        } else if case let trimmed = Array(right.reversed().drop(while: { $0.text == "]" }).reversed()),
            let property = trimmed.count == 3 && trimmed[0].text == "self" && trimmed[1].text == "."
                ? trimmed[2].text
                : trimmed.count == 1 && trimmed[0].kind == .identifier ? trimmed[0].text : nil
        {
            // `navigation`, `_navigation` or `self.navigation`: made above in the method (with its stack root),
            // or a property a nib's outlet connects (the app delegate's `tabBarController` in MainWindow.xib),
            // resolved once every nib is read.
            let name = plain(property)
            let owner = owner.map { declarations.classes[$0].name }
            // `nil` clears the root; `self` is the class whose method sets it.
            if name == "nil" || name == "NULL" { return }
            if name == "self", let owner {
                declarations.sites.append(
                    ShowSite(
                        kind: .root, shown: owner, inClass: owner, presentationStyle: nil,
                        navigationRoot: nil, file: path, line: line))
                return
            }
            if let made = locals[name], localRoots[name] == nil, let byIdiom = idiomRoots[name],
                idiom == nil || byIdiom[idiom!] != nil
            {
                // Its stack root pushed in a branch on the idiom: a root on each idiom, with that idiom's (on an idiom
                // no branch pushes on, the stack as the reader sees it, empty).
                for each in [Idiom.phone, .pad] where idiom == nil || idiom == each {
                    var site = ShowSite(
                        kind: .root, shown: made, inClass: owner, presentationStyle: nil,
                        navigationRoot: byIdiom[each]?.class, file: path, line: line)
                    site.idiom = each
                    declarations.sites.append(site)
                }
            } else if let made = locals[name] {
                // Its value, or each its branches of an `if`/`else` make (a root per branch, on its idiom).
                let values =
                    branchValues[name].flatMap { (2...4).contains($0.count) ? $0 : nil }
                    ?? [BranchValue(class: made, root: localRoots[name], idiom: nil)]
                var seen: Set<String> = []
                for value in values where idiom == nil || value.idiom == nil || value.idiom == idiom {
                    let root = value.root.map { $0.class ?? $0.text } ?? ""
                    guard seen.insert("\(value.class) \(root) \(value.idiom.map { "\($0)" } ?? "")").inserted
                    else { continue }
                    var site = ShowSite(
                        kind: .root, shown: value.class, inClass: owner, presentationStyle: nil,
                        navigationRoot: value.root?.class, file: path, line: line)
                    if let root = value.root, root.class == nil {
                        site.unseenNavigationRoot = root.text
                        site.rootFromParameterOf = parameterSelector(root.text)
                        // A property of this class (`self.viewController`, an outlet): its declared class.
                        if site.rootFromParameterOf == nil, root.text != "self", let owner {
                            let name = root.text.hasPrefix("_") ? String(root.text.dropFirst()) : root.text
                            site.pendingNavigationRoot = .property(owner: owner, name: name)
                        }
                    }
                    site.idiom = value.idiom
                    declarations.sites.append(site)
                }
            } else if let type = declaredTypes[property] {
                // A local declared with its class (`TabsController *tabs = (TabsController *)[self makeTabs];`), given
                // a value the reader does not see made: the class it is declared as, checked once every file is read.
                var site = ShowSite(
                    kind: .root, shown: "", inClass: owner, presentationStyle: nil, navigationRoot: nil, file: path,
                    line: line)
                site.pending = .type(type)
                declarations.sites.append(site)
            } else {
                // A property a nib's outlet connects, else the class the code makes it as (in any method, a lazy
                // getter) or declares it (`@property Deck *deck;`), resolved once every file is read.
                var site = ShowSite(
                    kind: .root, shown: SourceModel.scenePrefix + "@outlet:" + name, inClass: owner,
                    presentationStyle: nil, navigationRoot: nil, file: path, line: line)
                if let owner { site.pending = .property(owner: owner, name: name) }
                declarations.sites.append(site)
            }
        }
    }

    /// `tabs.viewControllers = @[first, second];` (or `self.viewControllers = …`, `[tabs setViewControllers:@[…]
    /// animated:…]`) on a container this method made, or on the class itself: its children, each a local made here
    /// (with its stack root) or made in the array. An element the reader cannot see made leaves the list unread.
    mutating func takeChildren(_ tokens: [Token]) {
        // `[self addChildViewController:nav]`: children the class gives itself one by one, which the reader does not
        // list (a container's own code that adds them: that it has none is then never taken for known).
        if let add = tokens.firstIndex(where: { $0.text == "addChildViewController" }), add >= 1,
            tokens[add - 1].text == "self", let owner
        {
            declarations.tables[.childrenUnread].insert(declarations.classes[owner].name)
        }
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
        // The class's own list, where it is not read: said so.
        var read = false
        defer {
            if !read, receiver == "self", let container { declarations.tables[.childrenUnread].insert(container) }
        }
        guard let container, declarations.children[container] == nil else { return }
        // The array: a literal (`@[a, b]`) or made by NSArray (`[NSArray arrayWithObject:a]`, `[NSArray
        // arrayWithObjects:a, b, nil]`).
        let start: Int
        if let at = tokens[(index + 1)...].firstIndex(where: { $0.text == "@" }), at + 1 < tokens.count,
            tokens[at + 1].text == "["
        {
            start = at + 2
        } else if let made = tokens[(index + 1)...].firstIndex(where: {
            $0.text == "arrayWithObject" || $0.text == "arrayWithObjects"
        }), made >= 1, tokens[made - 1].text == "NSArray", made + 1 < tokens.count, tokens[made + 1].text == ":" {
            start = made + 2
        } else {
            return
        }
        // The array's elements, split at the commas outside any bracket or parenthesis (the `nil` that ends
        // `arrayWithObjects:` is none).
        var elements: [[Token]] = [[]]
        var depth = 0
        for token in tokens[start...] {
            if token.text == "[" || token.text == "(" { depth += 1 }
            if token.text == "]" || token.text == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            if token.text == ",", depth == 0 { elements.append([]) } else { elements[elements.count - 1].append(token) }
        }
        var names: [String] = []
        var roots: [String?] = []
        for element in elements where !element.isEmpty && element.map(\.text) != ["nil"] {
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
        // `@[]`: an empty list, read (no child at all); a list of unread elements was left above.
        guard !names.isEmpty || elements.allSatisfy(\.isEmpty) else { return }
        read = true
        declarations.children[container] = ContainerChildren(
            names: names, navigationRoots: roots, file: path, line: tokens[index].line)
    }
}

extension ObjCMethodReader {

    /// The class that shows when the message goes to another controller this method holds: `[_root
    /// presentViewController:…]`, `[self.root.navigationController pushViewController:…]` (onto the stack that
    /// holds it), where the local or property was made here as that class. Nil for `self`, its own navigation
    /// controller, or a receiver the reader does not see made.
    func receiverClass(_ tokens: [Token], selector: Int) -> String? {
        var end = selector - 1
        // `X.navigationController` or `[X navigationController]`: the stack X is on.
        if end >= 2, tokens[end].text == "navigationController", tokens[end - 1].text == "." {
            end -= 2
        } else if end >= 2, tokens[end].text == "]", tokens[end - 1].text == "navigationController" {
            end -= 2
        }
        guard end >= 0, tokens[end].kind == .identifier, case let name = plain(tokens[end].text), name != "self",
            end == 0 || [".", "[", "("].contains(tokens[end - 1].text)
        else { return nil }
        // A bare local or `self.name`, never a longer chain (`a.b.c`).
        if end >= 2, tokens[end - 1].text == ".", tokens[end - 2].text != "self" { return nil }
        return locals[name]
    }

    /// A presentation or push: the class shown (made in the method, or by its declared type), its style and idiom.
    mutating func takePresentation(_ tokens: [Token]) {
        // `[self presentViewController:x animated:YES completion:nil]` (or iOS 5's `presentModalViewController:`,
        // MediaPlayer's full-screen `presentMoviePlayerViewControllerAnimated:`), `[nav pushViewController:x …]`.
        if let present = tokens.firstIndex(where: { ObjCReader.showingSelectors.contains($0.text) }),
            present + 2 < tokens.count, tokens[present + 1].text == ":"
        {
            let argument = tokens[present + 2].text
            // `[root presentViewController:self …]`: a controller that presents itself (a player going full
            // screen from its own code) is its own class.
            let itself =
                argument == "self" && (present + 3 == tokens.count || tokens[present + 3].text != ".") ? owner : nil
            let shown =
                locals[plain(argument)] ?? itself.map { declarations.classes[$0].name }
                ?? ObjCReader.allocated(Array(tokens[(present + 2)...]), storyboards: storyboards)
            // `[self showViewController:x sender:self]`: a push, or a presentation off any stack (`adaptive`).
            let adaptive = tokens[present].text == "showViewController"
            let pushes = tokens[present].text == "pushViewController" || adaptive
            let movie = tokens[present].text == "presentMoviePlayerViewControllerAnimated"
            // Presented and dismissed in its own completion (a trick to make UIKit read the masks again): no state
            // the device turns in.
            if !pushes, tokens.last?.text == "^", ObjCReader.blockDismisses(body, from: statementEnd + 1) { return }
            // `[navigation pushViewController:x …]` on a navigation controller this method made, before anything
            // is on its stack: x is its root (`[UINavigationController new]`, then a push), not a push of the
            // controller running the method.
            if pushes, present >= 2, tokens[present - 2].text == "[", let shown,
                case let receiver = plain(tokens[present - 1].text), locals[receiver] != nil,
                localRoots[receiver] == nil
            {
                // In a branch on the idiom, the root on that idiom alone.
                if let idiom = currentIdiom {
                    guard idiomRoots[receiver]?[idiom] != nil else {
                        idiomRoots[receiver, default: [:]][idiom] = (shown, argument)
                        return
                    }
                } else {
                    localRoots[receiver] = (shown, argument)
                    return
                }
            }
            if let shown {
                var site = ShowSite(
                    kind: pushes ? .push : .present, shown: shown, inClass: owner.map { declarations.classes[$0].name },
                    presentationStyle: pushes && !adaptive ? nil : movie ? "fullScreen" : styles[argument],
                    navigationRoot: nil, file: path, line: tokens[present].line)
                site.adaptive = adaptive
                site.shownFrom = receiverClass(tokens, selector: present)
                // `[window.rootViewController presentViewController:…]`, `[(UINavigationController *)self.window
                // .rootViewController pushViewController:…]`: the root presents, or its stack takes the push.
                site.fromWindowRoot = present >= 1 && tokens[present - 1].text == "rootViewController"
                site.idiom = currentIdiom
                if !pushes {
                    site.containerDelegated = delegated.contains(argument)
                    site.givenBefore = givenBeforeHere
                }
                if let root = localRoots[argument] ?? inlineStackRoot(Array(tokens[(present + 2)...])) {
                    site.navigationRoot = root.class
                    if root.class == nil {
                        site.unseenNavigationRoot = root.text
                        // A property of this class (`self.player`, `_player`, or a local named for it).
                        if let owner {
                            let name = root.text.hasPrefix("_") ? String(root.text.dropFirst()) : root.text
                            site.pendingNavigationRoot = .property(owner: declarations.classes[owner].name, name: name)
                        }
                    }
                }
                declarations.sites.append(site)
            } else if !pushes, let type = declaredTypes[argument] {
                // Not seen made: the type the local is declared as, checked once every file is read.
                var site = ShowSite(
                    kind: .present, shown: "", inClass: owner.map { declarations.classes[$0].name },
                    presentationStyle: styles[argument], navigationRoot: nil, file: path, line: tokens[present].line)
                site.idiom = currentIdiom
                site.givenBefore = givenBeforeHere
                site.pending = .type(type)
                declarations.sites.append(site)
            } else if !pushes, let owner, let property = ownProperty(Array(tokens[(present + 2)...])) {
                // `[self presentViewController:self.player …]` (or `_player`): the class the property is declared or
                // made as, anywhere in the class, checked once every file is read.
                var site = ShowSite(
                    kind: .present, shown: "", inClass: declarations.classes[owner].name,
                    presentationStyle: styles[property], navigationRoot: nil, file: path, line: tokens[present].line)
                site.idiom = currentIdiom
                site.givenBefore = givenBeforeHere
                site.pending = .property(owner: declarations.classes[owner].name, name: property)
                declarations.sites.append(site)
            } else {
                declarations.unseenShows.append(FileSource(file: path, line: tokens[present].line))
            }
        }
    }

    /// The property a message's argument names alone: `self.player` or the instance variable `_player` (then
    /// `player`), followed by nothing but the next keyword.
    func ownProperty(_ argument: [Token]) -> String? {
        if argument.count >= 3, argument[0].text == "self", argument[1].text == ".", argument[2].kind == .identifier,
            argument.count == 3 || argument[3].kind == .identifier || argument[3].text == "]"
        {
            return argument[2].text
        }
        if let first = argument.first, first.kind == .identifier, first.text.hasPrefix("_"), first.text.count > 1,
            argument.count == 1 || argument[1].kind == .identifier || argument[1].text == "]"
        {
            return String(first.text.dropFirst())
        }
        return nil
    }

    /// The class at the bottom of a navigation controller's stack, from `initWithRootViewController:` in `right`
    /// (at `keyword`): one made there, a local made earlier, or `self` (the class whose method this is).
    func stackRoot(_ right: [Token], keyword: Int) -> String? {
        let argument = right[keyword + 2].text
        let alone = keyword + 3 >= right.count || right[keyword + 3].text == "]"
        // `self.list`: the property, a local of the method under its name.
        let property =
            argument == "self" && keyword + 4 < right.count && right[keyword + 3].text == "."
            ? locals[right[keyword + 4].text] : nil
        return ObjCReader.navigationRoot(right) ?? locals[plain(argument)] ?? property
            ?? (argument == "self" && alone ? owner.map { declarations.classes[$0].name } : nil)
    }

    /// The stack root of a navigation controller made in the message's argument itself (`[self
    /// presentViewController:[[Nav alloc] initWithRootViewController:vc] …]`): a controller made with a root is never
    /// without a child, whether the reader sees the root made (its class) or not (nil, with the text).
    func inlineStackRoot(_ argument: [Token]) -> (class: String?, text: String)? {
        guard argument.first?.text == "[" else { return nil }
        var depth = 0
        for (index, token) in argument.enumerated() {
            if token.text == "[" { depth += 1 } else if token.text == "]" { depth -= 1; if depth == 0 { return nil } }
            if depth == 1, token.text == "initWithRootViewController", index + 2 < argument.count,
                argument[index + 1].text == ":"
            {
                return (stackRoot(argument, keyword: index), stackRootText(argument, keyword: index))
            }
        }
        return nil
    }

    /// The stack root as written: `self.list`'s property name (`list`), else the argument's first token.
    func stackRootText(_ right: [Token], keyword: Int) -> String {
        if right[keyword + 2].text == "self", keyword + 4 < right.count, right[keyword + 3].text == ".",
            right[keyword + 4].kind == .identifier
        {
            return right[keyword + 4].text
        }
        return right[keyword + 2].text
    }
}
