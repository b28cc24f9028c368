import OrientationResolver

/// What an Objective-C method gives properties: as its controller appears (`givenWhenShown`), and before a
/// presentation (`givenSoFar`, `ShowSite.givenBefore`); the receivers assignments are written through, and the
/// dismissals a change follows.
extension ObjCMethodReader {
    /// What the method has given properties before the statement being taken; none inside a block literal, which
    /// may run later, after other changes.
    var givenBeforeHere: [GivenState] {
        // A statement that opens a block (`[self presentViewController:x … completion:^{`) is taken once its block
        // is open: that block is not around it.
        let around = statementEnd < body.count && body[statementEnd].text == "{" ? blocks.dropLast() : blocks[...]
        return around.contains(where: \.closure) ? [] : DeclarationVisitor.latestOfEach(givenSoFar.map(\.state))
    }

    /// What a controller's appearance gives properties in straight-line code (`givenWhenShown`), through `self`, a
    /// type, or a local declared with its class (`AppDelegate *delegate = …; delegate.lock = YES;`).
    mutating func noteGivenWhenShown(_ name: String, _ assigned: ReturnedValue, tokens: [Token], equals: Int) {
        guard let owner, DeclarationVisitor.appearanceMethods.contains(selectorName) else { return }
        declarations.classes[owner].givenWhenShown.append(
            GivenState(
                state: StateRead(name: name, owner: nil), receiver: givenReceiver(tokens, equals: equals),
                context: declarations.classes[owner].name, value: assigned))
    }

    /// The receiver a given value is written through (`GivenState.receiver`): as written, or a local's declared class
    /// (`AppDelegate *delegate = …; delegate.lock = YES;`).
    func givenReceiver(_ tokens: [Token], equals: Int) -> String? {
        let receiver = ObjCReader.receiverText(tokens, before: equals - 1)
        return receiver.flatMap { declaredTypes[$0] } ?? receiver
    }

    /// The method's last dismissal at or before `line`, and whether it is sent to `self` (`Mutation.afterDismissal`).
    func dismissal(before line: Int) -> (line: Int, bySelf: Bool)? {
        dismissals.last { $0 <= line }.map { ($0, dismissalsBySelf.contains($0)) }
    }

    /// The receiver an assignment is written through, with the class whose code it is; a chain from a local
    /// (`project.scene.project`) from the local's declared type.
    func writtenReceiver(_ tokens: [Token], equals: Int) -> (text: String, context: String?)? {
        guard var receiver = ObjCReader.receiverText(tokens, before: equals - 1) else { return nil }
        let root = String(receiver.prefix { $0 != "." })
        if let type = declaredTypes[root] { receiver = type + receiver.dropFirst(root.count) }
        return (receiver, owner.map { declarations.classes[$0].name })
    }

    /// A plain assignment of straight-line code outside a block literal (`givenSoFar`); not a local's declaration
    /// (`AppDelegate *delegate = …`, `BOOL on = …`).
    mutating func noteGivenSoFar(_ name: String, _ assigned: ReturnedValue, tokens: [Token], equals: Int) {
        guard equals < 2 || tokens[equals - 2].text != "*" && tokens[equals - 2].kind != .identifier else { return }
        givenSoFar.append(
            (
                blocks.count,
                GivenState(
                    state: StateRead(name: name, owner: nil), receiver: givenReceiver(tokens, equals: equals),
                    context: owner.map { declarations.classes[$0].name }, value: assigned)
            ))
    }

    /// The lines of the dismissals a method body sends to `self` (`[self dismissViewControllerAnimated:…]`).
    static func dismissalsBySelf(_ body: [Token]) -> Set<Int> {
        Set(
            body.indices.filter { index in
                index >= 2 && body[index].text == "dismissViewControllerAnimated" && body[index - 1].text == "self"
                    && body[index - 2].text == "["
            }.map { body[$0].line })
    }

    /// The method's first full-screen presentation after a change at `line`, outside a block literal (which may run
    /// later): UIKit reads the masks again for it (`Mutation.thenPresentsCover`).
    func fullScreenShow(after line: Int, inBlock: Bool) -> FileSource? {
        inBlock ? nil : fullScreenShows.first { $0 > line }.map { FileSource(file: path, line: $0) }
    }
}
