import OrientationResolver

/// What a method's statements say about controllers' views and notifications: a view embedded in another's, a
/// handler of the movie player's full-screen notifications.
extension ObjCMethodReader {
    /// `[self.container addSubview:self.standController.view]` (or `insertSubview:… belowSubview:…`, `atIndex:`):
    /// the controller's view shown inside another's; UIKit asks it nothing, and it is no class nothing reachable
    /// shows. Not a window's subview (an old app's root).
    mutating func takeEmbeddedView(_ tokens: [Token]) {
        guard let add = tokens.firstIndex(where: { $0.text == "addSubview" || $0.text == "insertSubview" }),
            add >= 1, add + 2 < tokens.count, tokens[add + 1].text == ":",
            !tokens[..<add].contains(where: { $0.text.lowercased().contains("window") })
        else { return }
        // Up to the message's end, or its next part (`belowSubview:`).
        let rest = tokens[(add + 2)...]
        let argument = Array(
            rest.enumerated().prefix { offset, token in
                token.text != "]"
                    && !(token.kind == .identifier && offset + 1 < rest.count
                        && rest[rest.startIndex + offset + 1].text == ":")
            }.map(\.element))
        // `x.view`, `self.x.view`: the controller is the name before `.view`.
        guard argument.count >= 3, argument[argument.count - 1].text == "view",
            argument[argument.count - 2].text == ".", argument[argument.count - 3].kind == .identifier
        else { return }
        let name = plain(argument[argument.count - 3].text)
        guard name != "self" else { return }
        embed(name, asProperty: true)
    }

    /// `name` (a local made in this method, else the class's property when `asProperty`) is shown inside another
    /// controller, never alone (`SourceModel.resolveEmbedded`).
    mutating func embed(_ name: String, asProperty: Bool) {
        if let made = locals[name] {
            declarations.embedded.append(made)
        } else if asProperty, let owner {
            declarations.embedded.append(declarations.classes[owner].name + "." + name)
        }
    }

    /// `[center addObserver:self selector:@selector(handler:) name:MPMoviePlayerWillEnterFullscreenNotification …]`
    /// (or the name as a string literal, `@"UIMoviePlayerControllerDidEnterFullscreenNotification"`): `handler` runs
    /// as the movie player enters or leaves full screen.
    mutating func takeFullScreenObserver(_ tokens: [Token]) {
        guard tokens.contains(where: { $0.text == "addObserver" }),
            let name = tokens.lazy.compactMap({ token -> (text: String, line: Int)? in
                let text = token.literal ?? token.text
                return DeclarationVisitor.isFullScreenNotification(text) ? (text, token.line) : nil
            }).first,
            let selector = tokens.indices.first(where: {
                tokens[$0].text == "@selector" && $0 + 2 < tokens.count
                    && tokens[$0 + 1].text == "(" && tokens[$0 + 2].kind == .identifier
            })
        else { return }
        declarations.tables[.fullScreenHandlers][tokens[selector + 2].text] = (
            name.text, FileSource(file: path, line: name.line)
        )
    }
}

extension ObjCMethodReader {
    /// When the body's calls run (`SymbolTable.onlyWhileMade`): a message an initializer or `viewDidLoad` sends to
    /// `self` outside a block (`[self setUpMask]` in `init`) runs while the object is made; any other name the body
    /// holds may be a call at any time.
    mutating func noteCallMoments() {
        let whileMade = moment.passesToCalls
        var inBlock = false
        for index in body.indices {
            let token = body[index]
            if token.text == "^" { inBlock = true }
            guard token.kind == .identifier else { continue }
            let toSelf = index >= 2 && body[index - 1].text == "self" && body[index - 2].text == "["
            let sender = owner.map { declarations.classes[$0].name }
            if whileMade, !inBlock, toSelf {
                declarations.callsWhileMade.insert(token.text)
                if let sender { declarations.selfCallsWhileMade.insert(sender + "." + token.text) }
            } else {
                declarations.callsLater.insert(token.text)
                if toSelf, let sender {
                    declarations.selfCallsLater.insert(sender + "." + token.text)
                } else if index + 1 < body.count, ["]", ":", ")"].contains(body[index + 1].text) {
                    // A message to another receiver (`[config setup]`, `…setup:x`) or a selector (`@selector(setup)`),
                    // with what follows the name: a parameter or a local of that name sends nothing.
                    declarations.otherCallsLater.insert(token.text + body[index + 1].text)
                }
            }
        }
    }
}
