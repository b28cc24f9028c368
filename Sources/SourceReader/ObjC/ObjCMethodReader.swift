import OrientationResolver
import OrientationWire

/// One Objective-C method body read statement by statement (a statement ends at `;`, `{` or `}`), with the blocks
/// open around each and the idiom each `if` tests: its answers, the app delegate's mask, assignments, window roots,
/// presentations and pushes, and the rotations it asks for, into the file's declarations.
struct ObjCMethodReader {
    typealias Token = ObjCToken
    static let answers = [
        "supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation",
        ObjCReader.legacySelector,
    ]
    let selector: String
    let body: [Token]
    let path: String
    /// The class (index in `declarations.classes`) whose method this is.
    let owner: Int?
    /// The line the method's declaration starts on.
    var headerLine = 0
    /// The method's parameter names, in order.
    var parameters: [String] = []
    var declarations = FileDeclarations(
        classes: [], sites: [], assignments: [:], appDelegateAnswer: nil, children: [:], unparsed: nil)
    var returned: [ReturnedValue] = []
    /// The method's own variables (`declareLocal`), the values it gives them, and those it changes in place.
    var scalarLocals: Set<String> = []
    var localValues: [String: [ReturnedValue]] = [:]
    var changedInPlace: Set<String> = []
    var locals: [String: String] = [:]
    /// The stack root of each local navigation controller (`initWithRootViewController:`): the class, or nil
    /// when the root is not made where the reader can see it (its text then).
    var localRoots: [String: (class: String?, text: String)] = [:]
    /// A local navigation controller's first push in a branch on the idiom (`if (iPad) { [nav pushViewController:
    /// padScreen …]; } else { … }`): its stack root on that idiom.
    var idiomRoots: [String: [Idiom: (class: String, text: String)]] = [:]
    /// Each value a local is made as in the branches of an `if`/`else` (`if (online) { nav = [[Nav alloc]
    /// initWithRootViewController:home]; } else { nav = … }`): the class, its stack root, the branch's idiom. A value
    /// made outside every branch starts the list again; a window root set from the local is each of them.
    var branchValues: [String: [BranchValue]] = [:]
    var styles: [String: String] = [:]
    /// Locals declared `BOOL` with a test of the idiom as their value (`BOOL iPad = [[UIDevice currentDevice]
    /// userInterfaceIdiom] == UIUserInterfaceIdiomPad;`): the idiom each holds YES on.
    var idiomFlags: [String: Idiom] = [:]
    /// Locals the method gives a delegate (`nav.delegate = …`).
    var delegated: Set<String> = []
    /// The lines of the method's `dismissViewControllerAnimated:` messages, in order (read once, for every change).
    let dismissals: [Int]
    /// The lines of the dismissals sent to `self` (`[self dismissViewControllerAnimated:…]`).
    let dismissalsBySelf: Set<Int>
    /// The lines of the method's presentations with a full-screen style (`ObjCReader.fullScreenPresentations`).
    let fullScreenShows: [Int]
    /// The lines where the method gives the app's window a new root.
    let rootSets: [Int]
    /// Locals given `[UIStoryboard storyboardWithName:@"Name" bundle:…]`: the storyboard each names.
    var storyboards: [String: String] = [:]
    /// Geometry preferences made in the method, by local (`prefs = [[… alloc] initWithInterfaceOrientations:M]`):
    /// every mask each is given (an if/else gives two).
    var geometries: [String: [ValueExpr]] = [:]
    /// Locals declared with a class type (`UIAlertController *alert = …`): the type, for a value not seen made.
    var declaredTypes: [String: String] = [:]
    /// Locals declared as values (`UIEdgeInsets insets`), not objects: their fields are the method's own.
    var valueLocals: Set<String> = []
    /// Locals the method makes (`[[T alloc] init…]`, `[T new]`) and has not given to any message or call yet.
    var madeHere: Set<String> = []
    /// Locals declared `static` (`static Config *instance = nil;`), and the depths of the open `dispatch_once` blocks:
    /// the shared instance a `dispatch_once` block makes is new while the block runs, as nothing has it yet.
    var staticLocals: Set<String> = []
    var onceDepths: [Int] = []
    /// The depths of the open `if (self) { … }` blocks of an initializer: straight-line code, as `init` goes on only
    /// where `super` gave an object.
    var selfTests: [Int] = []
    /// The idiom an `else` right after an unbraced `if (…) …;` runs on.
    var lastUnbracedElse: Idiom?
    /// After `if (IS_IPAD) return …;` at the top of the method, the rest runs on the other idiom.
    var afterIdiomReturn: Idiom?
    /// The idiom a `switch` on the idiom's `case UIUserInterfaceIdiomPad:` gives the statements after it (its
    /// `default:`, the other one's).
    var caseIdiom: Idiom?
    /// Whether the statement just taken returned, and whether the `if` block just closed (at the top) ended so.
    var returnedLast = false
    var ifReturned = false
    /// The blocks open around a statement, each with the idiom its `if (…)` tests (the opposite in its `else`), and
    /// whether its condition (or its `if`'s, for an `else`) tests the orientation asked about
    /// (`if (UIInterfaceOrientationIsPortrait(o))`): a legacy callback's returns there are not a state's branches.
    /// Its `onTop`: the classes an `if` tests the controller on top of a stack against (`ObjCReader.topTests`).
    var blocks:
        [(
            idiom: Idiom?, isIf: Bool, elseIdiom: Idiom?, testsOrientation: Bool, branch: Bool, closure: Bool,
            onTop: [String], notOnTop: [String]
        )] = []
    /// After an `if` on the top of a stack that returned (`ObjCReader.topTests`), the classes it tested, with the depth
    /// of the blocks the statements after it are in: they run only while none of them is on top.
    var afterTopReturn: [(depth: Int, classes: [String])] = []
    /// The plain assignments of straight-line code so far, in the blocks still open (with the depth each was made
    /// at), outside any block literal: what the method has given properties before a presentation
    /// (`ShowSite.givenBefore`, as `DeclarationVisitor.givenBefore` reads Swift).
    var givenSoFar: [(depth: Int, state: GivenState)] = []
    /// The classes the `if` block just closed tested the top against: its `else` runs while none of them is on top.
    var closedIfOnTop: [String] = []
    var notOnTop: [String] { blocks.flatMap(\.notOnTop) + afterTopReturn.flatMap(\.classes) }
    var closedIfTestsOrientation = false
    var lastUnbracedTestsOrientation = false
    /// The idiom the `else` after the `if` block just closed runs on.
    var closedIf: Idiom?
    /// Where in `body` the statement being taken ends (its `;`, `{` or `}`).
    var statementEnd = 0
    var currentIdiom: Idiom? { blocks.last(where: { $0.idiom != nil })?.idiom }
    /// The idiom a statement here runs on: its block's, or after `if (IS_IPAD) return …;` at the top, the other.
    var branchIdiom: Idiom? { currentIdiom ?? afterIdiomReturn }

    init(selector: String, body: [Token], path: String, owner: Int?) {
        self.selector = selector
        self.body = body
        self.path = path
        self.owner = owner
        self.dismissals = body.filter { $0.text == "dismissViewControllerAnimated" }.map(\.line)
        self.fullScreenShows = ObjCReader.fullScreenPresentations(body)
        self.dismissalsBySelf = Self.dismissalsBySelf(body)
        // `self.window.rootViewController = …`, `[self.window setRootViewController:…]`.
        self.rootSets = body.indices.filter { index in
            let near = body[max(0, index - 2)..<index].contains { $0.text.lowercased().hasSuffix("window") }
            return near
                && (body[index].text == "setRootViewController"
                    || (body[index].text == "rootViewController" && index + 1 < body.count
                        && body[index + 1].text == "="))
        }.map { body[$0].line }
    }

    /// A segue's destination given a style in `prepareForSegue:sender:` (the first place, for the class).
    mutating func noteSegueStyle(at line: Int) {
        guard selector == "prepareForSegue:sender:", let owner else { return }
        let name = declarations.classes[owner].name
        if declarations.segueStyles[name] == nil { declarations.segueStyles[name] = FileSource(file: path, line: line) }
    }

    var moment: CodeMoment { CodeMoment(selector: selector) }

    /// The words that open a statement run only on a condition or in a loop.
    static let branchWords: Set<String> = ["if", "else", "for", "while", "do", "case", "default", "switch"]

    /// A returned value: a mask for the legacy callback, else a value as every answer reads it.
    func answer(_ tokens: [Token]) -> ValueExpr {
        // `return YES;` from a method that returns a mask (or an orientation): the BOOL's 1 is what UIKit gets, as
        // C converts it (Psiphon's mask for every model but the iPhone); Swift would not compile it.
        if [
            "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
            "application:supportedInterfaceOrientationsForWindow:",
        ].contains(selector), case let .bool(flag) = ObjCReader.value(tokens) {
            return .integer(flag ? 1 : 0)
        }
        guard selector == ObjCReader.legacySelector else { return ObjCReader.value(tokens) }
        return ObjCReader.legacyAnswer(tokens) ?? .other(tokens.map(\.text).joined(separator: " "))
    }

    /// The statements of the body, each taken with the blocks open around it; then the answers it returns.
    mutating func read() {
        // A method whose body is one message passes on to the method it sends (`+ (void)choosing:(BOOL)on {
        // [Lock setOn:on]; }`): what follows a call of it follows that method's too.
        if body.last?.text == ";", body.count > 3, body.dropLast().allSatisfy({ $0.text != ";" && $0.text != "{" }),
            let sent = ObjCReader.message(body)
        {
            declarations.tables[.forwardsTo][selectorName] = sent.selector
        }
        var statement: [Token] = []
        // A legacy callback written `if (c) { return a; } else { return b; }` (or `if (c) return a; return b;`):
        // read as the one answer `c ? a : b`.
        let body =
            selector == ObjCReader.legacySelector ? ObjCReader.ifElseAsTernary(self.body) ?? self.body : self.body
        for (index, token) in body.enumerated() {
            statementEnd = index
            if token.text == ";" || token.text == "{" || token.text == "}" {
                if token.text == "{" {
                    let header = statement.map(\.text)
                    if header.first == "if" || header.starts(with: ["else", "if"]) {
                        take(statement)
                        let tested = testedIdiom(statement)
                        if ObjCReader.isInitializer(selector), ObjCReader.testsSelf(header) {
                            selfTests.append(blocks.count + 1)
                        }
                        blocks.append(
                            (
                                tested?.idiom, true, tested?.elseIdiom, ObjCReader.mentionsOrientation(header), true,
                                false, ObjCReader.topTests(statement), []
                            ))
                        statement = []
                        continue
                    } else if header == ["else"] {
                        blocks.append((closedIf, false, nil, closedIfTestsOrientation, true, false, [], closedIfOnTop))
                        statement = []
                        continue
                    }
                    // A block literal's body (`^{`, `^(BOOL finished) {`) may run later than the code around it.
                    if header.first == "dispatch_once" { onceDepths.append(blocks.count + 1) }
                    blocks.append((nil, false, nil, false, false, header.contains("^"), [], []))
                } else if token.text == "}" {
                    if !statement.isEmpty { take(statement) }
                    statement = []
                    let closed = blocks.popLast()
                    onceDepths.removeAll { $0 > blocks.count }
                    selfTests.removeAll { $0 > blocks.count }
                    afterTopReturn.removeAll { $0.depth > blocks.count }
                    givenSoFar.removeAll { $0.depth > blocks.count }
                    closedIfOnTop = closed?.isIf == true ? closed?.onTop ?? [] : []
                    if let closed, closed.isIf, returnedLast, !closed.onTop.isEmpty {
                        afterTopReturn.append((blocks.count, closed.onTop))
                    }
                    closedIfTestsOrientation = closed?.isIf == true && closed?.testsOrientation == true
                    closedIf = closed?.isIf == true ? closed?.elseIdiom : nil
                    ifReturned = closed?.isIf == true && blocks.isEmpty && returnedLast
                    // `if (isPad) { return …; }` at the top: all that follows runs on the other idiom.
                    if ifReturned, let other = closedIf { afterIdiomReturn = afterIdiomReturn ?? other }
                    returnedLast = false
                    continue
                }
                if !statement.isEmpty { take(statement) }
                statement = []
                // A statement after the closed `if` block: an `else` after it belongs to another `if`.
                closedIf = nil
                continue
            }
            statement.append(token)
        }
        if !statement.isEmpty { take(statement) }
        if let owner, Self.answers.contains(selector), !returned.isEmpty {
            declarations.classes[owner].answers[selector] = returned
        } else if let owner, !returned.isEmpty, !selector.contains(":"),
            let meant = DeclarationVisitor.misspelledAnswer(selector, type: nil)
        {
            // `- (UIInterfaceOrientationMask)supportedInterfaceOrientation`: a selector UIKit never sends.
            declarations.classes[owner].answers[selector] = returned
            declarations.classes[owner].misspelled.append((selector, meant, headerLine))
        }
        noteCalls()
        noteCallMoments()
        if let owner, selector == "supportedInterfaceOrientations" {
            declarations.classes[owner].maskReads = reads()
            declarations.classes[owner].maskReadReceivers = readReceivers()
        }
        // `[segue.destinationViewController setModalPresentationStyle:…]` in `prepareForSegue:sender:`.
        if let setter = body.first(where: { $0.text == "setModalPresentationStyle" }) {
            noteSegueStyle(at: setter.line)
        }
        // A container delegate's mask (`navigationControllerSupportedInterfaceOrientations:`).
        if let kind = UIKitNames.containerDelegateMethods[selectorName],
            declarations.containerDelegates[kind] == nil, let first = body.first
        {
            declarations.containerDelegates[kind] = FileSource(file: path, line: first.line)
        }
        if selector == "application:supportedInterfaceOrientationsForWindow:", !returned.isEmpty, let owner,
            DeclarationVisitor.isControllerClass(
                declarations.classes[owner].name, superclass: declarations.classes[owner].superclass)
        {
            // Declared by a view controller: UIKit never sends it there (the app delegate's method).
            declarations.classes[owner].answers[selector] = returned
            declarations.classes[owner].misspelled.append((selector, "supportedInterfaceOrientations", headerLine))
        } else if selector == "application:supportedInterfaceOrientationsForWindow:", !returned.isEmpty {
            declarations.appDelegateAnswer = returned
            (declarations.appDelegateReads, declarations.appDelegateReadReceivers) = (reads(), readReceivers())
            declarations.appDelegateClass = owner.map { declarations.classes[$0].name }
        }
    }

    /// A root set on `receiver`: only a device's window counts (`self.window`, `_window`, the key window; not another
    /// object's property, not a CarPlay window), and one named for an external screen is marked so.
    mutating func setsRoot(on receiver: ArraySlice<Token>, _ right: [Token], line: Int) {
        let text = receiver.map(\.text).joined().lowercased()
        guard text.contains("window"), !text.contains("carplay"), !text.contains("cpwindow") else { return }
        let before = declarations.sites.count
        setsRoot(right, line: line, external: text.contains("external"))
        // A statement of the launch method's own, in no block: the window has this root before it shows.
        if moment == .launching, blocks.isEmpty {
            for index in before..<declarations.sites.count { declarations.sites[index].setWhileLaunching = true }
        }
        var secondary = ShowSite.secondaryWindow(
            of: receiver.filter { $0.kind == .identifier }.map(\.text).joined(separator: "."))
        // `self.window = newWindow;` in the same method: it becomes the main window.
        if let name = secondary,
            body.indices.contains(where: { index in
                index >= 2 && body[index].text == name && body[index - 1].text == "="
                    && body[index - 2].text.lowercased().hasSuffix("window")
                    && ShowSite.secondaryWindow(of: body[index - 2].text) == nil
            })
        {
            secondary = nil
        }
        // A window the app's launch makes key and visible (`[deviceWindow makeKeyAndVisible]`): the main one.
        if let name = secondary, ObjCReader.isLaunch(selector),
            body.indices.contains(where: { index in
                index >= 1 && body[index].text == "makeKeyAndVisible"
                    && body[index - 1].text.filter { $0.isLetter || $0.isNumber } == name
            })
        {
            secondary = nil
        }
        for index in before..<declarations.sites.count { declarations.sites[index].secondaryWindow = secondary }
    }

    /// `[self.window addSubview:nav.view]` (or `[nav view]`) on the app's main window, and any statement that gives
    /// something a `rootViewController`.
    mutating func takeWindowSubview(_ tokens: [Token]) {
        // Not a property of its own that a class other than a window names so (`self.rootViewController = …` in
        // an app delegate).
        // A local declared with that name (`RootViewController *rootViewController = …`) gives no window a root.
        let ownerName = owner.map { declarations.classes[$0].name } ?? ""
        if let root = tokens.firstIndex(where: { $0.text == "rootViewController" || $0.text == "setRootViewController" }
        ),
            tokens[root].text == "setRootViewController" || (root + 1 < tokens.count && tokens[root + 1].text == "="),
            root == 0 || tokens[root - 1].text == "." || tokens[root].text == "setRootViewController",
            ownerName.contains("Window") || !(root == 0 || (root == 2 && tokens[0].text == "self"))
        {
            declarations.rootsSetOn.formUnion(branchIdiom.map { [$0] } ?? Idiom.allCases)
        }
        guard let add = tokens.firstIndex(where: { $0.text == "addSubview" }), add + 2 < tokens.count, add >= 2,
            tokens[add + 1].text == ":"
        else { return }
        let receiver = tokens[..<add].filter { $0.kind == .identifier }.map(\.text)
        guard let window = receiver.last, ShowSite.appWindowNames.contains(window.lowercased().filter(\.isLetter))
        else { return }
        let argument = tokens[(add + 2)...].prefix { $0.text != ";" }
        guard argument.contains(where: { $0.text == "view" }) else { return }
        declarations.windowSubviews.append(
            WindowSubview(source: FileSource(file: path, line: tokens[add].line), idiom: branchIdiom))
    }

    /// `_name` is the instance variable behind the property `name`: one local of the method.
    func plain(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }

    /// A value the local is made as: one more of its branches' inside an `if`/`else`, else its only one.
    mutating func takeBranchValue(_ value: BranchValue, of name: String) {
        if blocks.contains(where: \.branch) {
            branchValues[name, default: []].append(value)
        } else {
            branchValues[name] = [value]
        }
    }

    /// One statement, by kind: a declaration's type, a return (braced or not), a presentation style, a local made
    /// there, an assignment, a root set by a message, a rotation, a presentation or push.
    mutating func take(_ tokens: [Token]) {
        // `case 1: return …;` and `default: x = …;` in a switch: the statement after the label.
        if let label = tokens.first?.text, label == "case" || label == "default",
            let colon = tokens.prefix(8).firstIndex(where: { $0.text == ":" }), colon + 1 < tokens.count
        {
            let label = tokens[..<colon].map(\.text)
            if label.contains("UIUserInterfaceIdiomPad") {
                caseIdiom = .pad
            } else if label.contains("UIUserInterfaceIdiomPhone") {
                caseIdiom = .phone
            } else if label.first == "default", let seen = caseIdiom {
                caseIdiom = seen == .pad ? .phone : .pad
            } else {
                caseIdiom = nil
            }
            take(Array(tokens[(colon + 1)...]))
            return
        }
        guard let first = tokens.first else { return }
        // `T *name = …` or `T *name;`
        if tokens.count >= 3, first.kind == .identifier, first.text.first?.isUppercase == true, tokens[1].text == "*",
            tokens[2].kind == .identifier, tokens.count == 3 || tokens[3].text == "="
        {
            declaredTypes[tokens[2].text] = first.text
            // Made here (`Header *header = [[Header alloc] init];`, `[Project new]`, a factory of the class
            // `[TGNavigationController makeWithRootController:c]`): a new object, which nothing else holds until the
            // method gives it away.
            if tokens.count > 4, ObjCReader.makesObject(Array(tokens[4...]), of: first.text) {
                madeHere.insert(tokens[2].text)
            }
        } else if tokens.count > 3, first.kind == .identifier, tokens[1].text == "=",
            ObjCReader.makesObject(Array(tokens[2...]), of: nil)
        {
            // `_navigation = [[X alloc] init];` (a property's instance variable, or a local declared above): a new
            // object from here on.
            madeHere.insert(first.text)
        }
        // Given to a message or a call (`[self.navigationController pushViewController:stage …]`, `f(x)`): a local
        // made here may be held elsewhere from then on.
        for (index, token) in tokens.enumerated() where madeHere.contains(token.text) && index > 0 {
            let before = tokens[index - 1].text
            if before == ":" || before == "(" || before == "," { madeHere.remove(token.text) }
        }
        declareLocal(tokens)
        takeSelfMessages(tokens)
        if takeReturn(tokens, first: first) { return }
        takeStyleSetter(tokens)
        takeFullScreenObserver(tokens)
        takeLocal(tokens)
        takeAssignment(tokens, first: first)
        takeChildren(tokens)
        takeWindowSubview(tokens)
        // `[self.window setRootViewController:x]`, the setter as a message (not its name in a test before it,
        // `if ([window respondsToSelector:@selector(setRootViewController:)])`).
        if let setter = tokens.indices.first(where: {
            tokens[$0].text == "setRootViewController" && ($0 == 0 || tokens[$0 - 1].text != "(")
        }), setter + 2 < tokens.count, tokens[setter + 1].text == ":" {
            setsRoot(on: tokens[..<setter], Array(tokens[(setter + 2)...]), line: tokens[setter].line)
        }
        takeRotations(tokens)
        takePresentation(tokens)
        // `[self addChildViewController:x]`: x is shown inside this controller, never alone. `[[UIPopoverController
        // alloc] initWithContentViewController:x]` (or a library's sheet with the same initializer): x is a
        // popover's content, which never decides (semantics §4), and not a class nothing reachable shows.
        takeEmbeddedView(tokens)
        for keyword in ["addChildViewController", "initWithContentViewController"] {
            guard let add = tokens.firstIndex(where: { $0.text == keyword }), add + 2 < tokens.count,
                tokens[add + 1].text == ":"
            else { continue }
            let argument = Array(tokens[(add + 2)...].prefix { $0.text != "]" })
            if let made = ObjCReader.allocated(Array(tokens[(add + 2)...])) {
                declarations.embedded.append(made)
            } else if let name = argument.last(where: { $0.kind == .identifier })?.text {
                embed(plain(name), asProperty: keyword == "addChildViewController")
            }
        }
    }

    /// `return x;`, inside braces or after an unbraced `if (…)` or `else`: the value, on the idiom its place gives
    /// it. True when the statement returned (nothing more is read from it).
    mutating func takeReturn(_ tokens: [Token], first: Token) -> Bool {
        if first.text == "return" {
            // Inside `if` on the idiom (in braces), the value is given on that idiom alone; after an `if` on the
            // idiom that returns, at the top of the method, on the other (in any block after it too).
            returned += ObjCReader.marked(
                returnedValues(
                    Array(tokens.dropFirst()), line: first.line, idiom: currentIdiom ?? caseIdiom ?? afterIdiomReturn),
                blocks.contains { $0.testsOrientation }, onTop: blocks.flatMap(\.onTop), notOnTop: notOnTop)
            returnedLast = true
            return true
        }
        returnedLast = false
        // `if (IS_IPAD) return …;` and its `else return …;`, without braces.
        var unbraced: (condition: Idiom?, body: [Token])?
        var unbracedOnTop: [String] = []
        if first.text == "if", tokens.count > 3, tokens[1].text == "(", let close = ObjCReader.closing(tokens, from: 1),
            close + 1 < tokens.count
        {
            let tested = testedIdiom(tokens[2..<close])
            unbraced = (tested?.idiom, Array(tokens[(close + 1)...]))
            unbracedOnTop = ObjCReader.topTests(Array(tokens[2..<close]))
            lastUnbracedElse = tested?.elseIdiom
            lastUnbracedTestsOrientation = ObjCReader.mentionsOrientation(tokens[2..<close].map(\.text))
            if blocks.isEmpty, tokens[close + 1].text == "return", let other = tested?.elseIdiom {
                afterIdiomReturn = afterIdiomReturn ?? other
            }
        } else if first.text == "else", tokens.count > 1 {
            unbraced = (lastUnbracedElse, Array(tokens.dropFirst()))
            lastUnbracedElse = nil
        } else {
            lastUnbracedElse = nil
        }
        if let unbraced, unbraced.body.first?.text == "return" {
            // On the branch's idiom, within the braces' (a branch on the other cannot run there).
            guard currentIdiom == nil || unbraced.condition == nil || currentIdiom == unbraced.condition else {
                return true
            }
            returned += ObjCReader.marked(
                returnedValues(
                    Array(unbraced.body.dropFirst()), line: unbraced.body[0].line,
                    idiom: currentIdiom ?? unbraced.condition),
                blocks.contains { $0.testsOrientation } || lastUnbracedTestsOrientation,
                onTop: blocks.flatMap(\.onTop) + unbracedOnTop, notOnTop: notOnTop)
            // `if ([self.topViewController isKindOfClass:[X class]]) return …;`: what follows runs without X on top.
            if !unbracedOnTop.isEmpty { afterTopReturn.append((blocks.count, unbracedOnTop)) }
            return true
        }
        return false
    }

    /// `self`'s style set in an initializer: the style the class gives itself; in `viewDidLoad` or `loadView`: one
    /// UIKit takes only where the view is loaded before the presentation starts, which the reader cannot see.
    mutating func takeOwnStyle(_ style: String, text: String, line: Int, of owner: Int) {
        if ObjCReader.isInitializer(selector) {
            declarations.classes[owner].ownStyle = (style, line, false)
        } else if CodeMoment.viewLoading.contains(selector), declarations.classes[owner].ownStyle == nil,
            declarations.classes[owner].unreadOwnStyle == nil
        {
            declarations.classes[owner].unreadOwnStyle = (text, line, selector)
        } else if moment == .later, declarations.classes[owner].helperStyle == nil {
            // Its own style if only its initializers send this message (`[self commonInit]`).
            declarations.classes[owner].helperStyle = (style, line, selector)
        }
    }

    /// `[x setModalPresentationStyle:UIModalPresentation…]`.
    mutating func takeStyleSetter(_ tokens: [Token]) {
        // `[x setModalPresentationStyle:UIModalPresentation…]`, as `x.modalPresentationStyle = …` (and in an init,
        // on `self`, the style the class gives itself).
        if let setter = tokens.firstIndex(where: { $0.text == "setModalPresentationStyle" }), setter >= 1,
            setter + 2 < tokens.count,
            tokens[setter + 1].text == ":", tokens[setter - 1].kind == .identifier,
            let style = styles[tokens[setter + 2].text] ?? ObjCReader.styles[tokens[setter + 2].text]
        {
            let receiver = tokens[setter - 1].text
            styles[receiver] = style
            if receiver == "self", let owner {
                takeOwnStyle(style, text: tokens[setter + 2].text, line: tokens[setter].line, of: owner)
            }
        }
    }

    /// A local made in the method: a storyboard, or a controller (with its stack root).
    mutating func takeLocal(_ tokens: [Token]) {
        // `X *x = [[X alloc] init…]`
        if tokens.count >= 7, tokens[1].text == "*", tokens[3].text == "=", tokens[4].text == "[",
            tokens[5].text == "UIStoryboard",
            tokens[6].text == "storyboardWithName", let name = tokens[7...].first(where: { $0.literal != nil })?.literal
        {
            storyboards[tokens[2].text] = name
        }
        if tokens.count >= 5, tokens[1].text == "*", tokens[3].text == "=",
            let made = ObjCReader.allocated(Array(tokens[4...]), storyboards: storyboards)
        {
            locals[tokens[2].text] = made
            let right = Array(tokens[4...])
            if let keyword = right.firstIndex(where: { $0.text == "initWithRootViewController" }),
                keyword + 2 < right.count
            {
                localRoots[tokens[2].text] = (
                    stackRoot(right, keyword: keyword), stackRootText(right, keyword: keyword)
                )
            }
        }
    }

    /// The idiom a condition tests (`idiomTested(by:)`), also through a local the method declared with a test of the
    /// idiom (`if (!iPad)`, `if (iPad == NO)`, `if (iPad)`): with the idiom its `else` runs on.
    func testedIdiom(_ condition: some Collection<Token>) -> (idiom: Idiom, elseIdiom: Idiom?)? {
        if let tested = idiomTested(by: ObjCReader.conditionText(condition)) { return tested }
        var words = condition.map(\.text)
        if words.first == "else" { words.removeFirst() }
        if words.first == "if" { words.removeFirst() }
        while words.first == "(", words.last == ")" { words = Array(words.dropFirst().dropLast()) }
        var holds = true
        if words.first == "!" {
            holds = false
            words.removeFirst()
        }
        if words.count == 3, words[1] == "==" || words[1] == "!=", ["NO", "YES", "false", "true"].contains(words[2]) {
            holds = holds == ((words[1] == "==") == ["YES", "true"].contains(words[2]))
            words.removeLast(2)
        }
        guard words.count == 1, let idiom = idiomFlags[words[0]] else { return nil }
        return holds ? (idiom, idiom.other) : (idiom.other, idiom)
    }

    /// What `return tokens` gives: a local's values (each at its line), or the value written.
    func returnedValues(_ tokens: [Token], line: Int, idiom: Idiom?) -> [ReturnedValue] {
        if tokens.count == 1, selector != ObjCReader.legacySelector, scalarLocals.contains(tokens[0].text) {
            let name = tokens[0].text
            guard !changedInPlace.contains(name), let values = localValues[name], !values.isEmpty else {
                return [ReturnedValue(value: .other(name), line: line, file: path, idiom: idiom)]
            }
            return values.map { ReturnedValue(value: $0.expression, line: $0.line, file: path, idiom: idiom) }
        }
        return [ReturnedValue(value: answer(tokens), line: line, file: path, idiom: idiom)]
    }

    /// The type whose property the assignment's target (`tokens[equals - 1]`) is: the class for `x`, `_x` and
    /// `self.x`; a local's declared type for `local.x` (`Header *header = …`). Nil otherwise (a chain, resolved later
    /// from its receiver).
    func ownerOfTarget(_ tokens: [Token], equals: Int) -> String? {
        let className = owner.map { declarations.classes[$0].name }
        if equals < 2 || tokens[equals - 2].text != "." { return className }
        guard let receiver = ObjCReader.plainReceiver(tokens, equals: equals) else { return nil }
        return receiver == "self" ? className : declaredTypes[receiver]
    }

    /// `x = value`: a property's value and its change, a presentation style, a window's root, a controller kept
    /// under the property's name.
    mutating func takeAssignment(_ tokens: [Token], first: Token) {
        if let equals = tokens.firstIndex(where: { $0.text == "=" }), equals > 0, equals + 1 < tokens.count,
            tokens[equals - 1].kind == .identifier, tokens[equals + 1].text != "="
        {
            let target = tokens[equals - 1].text
            let right = Array(tokens[(equals + 1)...])
            let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
            var assigned = ReturnedValue(value: ObjCReader.value(right), line: tokens[equals].line, file: path)
            assigned.owner = ownerOfTarget(tokens, equals: equals)
            // The object's own property (`_x`, `x`, `self.x`); a block may run later.
            let own = equals < 2 || tokens[equals - 2].text != "." || (equals >= 3 && tokens[equals - 3].text == "self")
            let inBlock = tokens[..<equals].contains { $0.text == "^" } || blocks.contains(where: \.closure)
            assigned.replacesDeclaredValue =
                moment == .made || moment == .launching || moment == .loadingView && own && !inBlock
            let straightLine = !inBlock && blocks.count == selfTests.count && !Self.branchWords.contains(first.text)
            assigned.settlesDeclaredValue = own && straightLine && moment != .later
            if straightLine { noteGivenWhenShown(name, assigned, tokens: tokens, equals: equals) }
            if !inBlock, !Self.branchWords.contains(first.text) {
                noteGivenSoFar(name, assigned, tokens: tokens, equals: equals)
            }
            if assigned.owner == nil { assigned.receiver = writtenReceiver(tokens, equals: equals) }
            // Set on a local made in this method before it is given away, or while the object goes away.
            let onNewObject = ObjCReader.plainReceiver(tokens, equals: equals).map(isNewObject) ?? false
            // Or in the property's own getter, its first value (`if (!_config) { _config = …; }`): no change.
            let goingAway = selector == "dealloc" || own && selector == name
            // A local of the method (`UIInterfaceOrientationMask mask = …; mask = …;`) is no property: its values are
            // what the method returns when it returns it, and it changes nothing outside.
            if scalarLocals.contains(target), equals < 2 || tokens[equals - 2].text != "." {
                localValues[target, default: []].append(assigned)
            } else if let receiver = ObjCReader.plainReceiver(tokens, equals: equals), valueLocals.contains(receiver) {
                // A field of a local value (`insets.bottom = …`): no property of any object.
            } else if selector.lowercased() == "set\(name.lowercased()):", right.count <= 2,
                right.first?.kind == .identifier, right.first?.text != "self"
            {
                // The property's own setter storing its parameter (`- (void)setMask:(NSUInteger)m { _mask = m; }`):
                // the values are those every `self.mask = …` gives, no value of its own.
            } else {
                declarations.assignments[name, default: []].append(assigned)
                // The object's own property set in its initializer is no change.
                declarations.mutations[name, default: []].append(
                    Mutation(
                        place: FileSource(file: path, line: tokens[equals].line), value: assigned,
                        inInitializer: own && moment.precedesOwnMask && (moment != .loadingView || !inBlock)
                            || moment == .launching || onNewObject || goingAway,
                        inClosure: inBlock,
                        thenDismisses: dismissals.first { $0 > tokens[equals].line }.map {
                            FileSource(file: path, line: $0)
                        },
                        afterDismissal: inBlock ? dismissal(before: tokens[equals].line) : nil,
                        thenPresentsCover: fullScreenShow(after: tokens[equals].line, inBlock: inBlock),
                        withNewRoot: rootSets.first.map { FileSource(file: path, line: $0) },
                        functionName: selectorName, inClass: owner.map { declarations.classes[$0].name },
                        takesArguments: selector.contains(":")))
            }
            // `segue.destinationViewController.modalPresentationStyle = …` in `prepareForSegue:sender:`.
            if target == "modalPresentationStyle", equals >= 3, tokens[equals - 3].text != "self" {
                noteSegueStyle(at: tokens[equals].line)
            }
            // `nav.delegate = …` on a local; `self.navigationController.delegate = …` on the class's own container.
            if target == "delegate", equals >= 3, tokens[equals - 2].text == "." {
                let receiver = tokens[equals - 3].text
                if tokens[..<equals].contains(where: { $0.text == "rootViewController" }) {
                    // `((UITabBarController *)self.window.rootViewController).delegate = self`: the window's root.
                    declarations.tables[.delegatesOwnContainer].insert(SourceModel.windowRootMark)
                } else if ["navigationController", "tabBarController"].contains(receiver), let owner {
                    declarations.tables[.delegatesOwnContainer].insert(declarations.classes[owner].name)
                } else {
                    delegated.insert(receiver)
                }
            }
            if target == "modalPresentationStyle", equals >= 3,
                let style = styles[right.first?.text ?? ""] ?? ObjCReader.styles[right.first?.text ?? ""]
            {
                styles[tokens[equals - 3].text] = style
                // `self.modalPresentationStyle = …` in an initializer: the style the class gives itself.
                if tokens[equals - 3].text == "self", let owner {
                    takeOwnStyle(style, text: right.first?.text ?? "", line: tokens[equals].line, of: owner)
                }
            }
            if target == "self", right.contains(where: { $0.text == "super" }),
                right.contains(where: { $0.text == "initWithRootViewController" }), let owner
            {
                // `self = [super initWithRootViewController:child];` in a navigation controller's own initializer:
                // its stack has a root (UIViewController stands for one the reader does not see made).
                let name = declarations.classes[owner].name
                if declarations.children[name] == nil {
                    declarations.children[name] = ContainerChildren(
                        names: [ObjCReader.navigationRoot(right) ?? "UIViewController"], file: path,
                        line: tokens[equals].line)
                }
            } else if target == "rootViewController", equals >= 3, tokens[equals - 2].text == "." {
                setsRoot(on: tokens[..<(equals - 1)], right, line: first.line)
            } else if tokens[0].text == target || (equals == 3 && tokens[0].text == "self" && tokens[1].text == "."),
                let made = ObjCReader.allocated(right, storyboards: storyboards)
            {
                // `_navigation = [[UINavigationController alloc] initWithRootViewController:…];` or
                // `self.navigation = …` (a property, its instance variable, or an undeclared local), read as a
                // local of this method under the property's name.
                locals[name] = made
                // The class a property is made as (in its lazy getter, or any method): what reads of it show.
                if let owner, tokens[0].text != target || tokens[0].text.hasPrefix("_") {
                    declarations.properties[declarations.classes[owner].name, default: [:]][name] = DeclaredProperty(
                        type: made, made: true)
                }
                if let keyword = right.firstIndex(where: { $0.text == "initWithRootViewController" }),
                    keyword + 2 < right.count
                {
                    localRoots[name] = (stackRoot(right, keyword: keyword), stackRootText(right, keyword: keyword))
                }
                takeBranchValue(BranchValue(class: made, root: localRoots[name], idiom: currentIdiom), of: name)
            } else if tokens[0].text == target, right.count == 1 || (right.count == 2 && right[1].text == ";"),
                case let other = plain(right[0].text), let made = locals[other]
            {
                // `root = navigation;`: another local's value (in a branch on the idiom, that idiom's).
                locals[name] = made
                localRoots[name] = localRoots[other]
                takeBranchValue(BranchValue(class: made, root: localRoots[other], idiom: currentIdiom), of: name)
            }
        }
    }

    /// The rotations a statement asks for: the update and attempt calls, a geometry request with its preferences,
    /// UIDevice's orientation setter.
    mutating func takeRotations(_ tokens: [Token]) {
        // Sent, or performed by name (`NSSelectorFromString(@"setNeedsUpdateOf…")`) by apps built with an older SDK.
        if tokens.contains(where: {
            $0.text == "setNeedsUpdateOfSupportedInterfaceOrientations"
                || $0.literal == "setNeedsUpdateOfSupportedInterfaceOrientations"
        }) {
            declarations.announces = true
            declarations.announcers.insert(selectorName)
        }
        let asker = owner.map { declarations.classes[$0].name }
        if let call = tokens.first(where: {
            $0.text == "setNeedsUpdateOfSupportedInterfaceOrientations"
                || $0.text == "attemptRotationToDeviceOrientation"
        }) {
            var raw = RawRotation(
                kind: .updateSupportedOrientations, inClass: asker, file: path, line: call.line, called: call.text)
            raw.idiom = currentIdiom
            raw.functionName = selectorName
            declarations.rotations.append(raw)
        }
        // `[[… alloc] initWithInterfaceOrientations:M]`, kept by the local it is assigned to, and
        // `[windowScene requestGeometryUpdateWithPreferences:p errorHandler:…]` with those preferences.
        var inline: ValueExpr?
        if let made = tokens.firstIndex(where: { $0.text == "initWithInterfaceOrientations" }), made + 2 < tokens.count,
            tokens[made + 1].text == ":"
        {
            let mask = Array(tokens[(made + 2)...].prefix { $0.text != "]" })
            inline = ObjCReader.value(mask)
            if let equals = tokens.firstIndex(where: { $0.text == "=" }), equals > 0, equals < made, let inline {
                geometries[tokens[equals - 1].text, default: []].append(inline)
            }
        }
        // `p.interfaceOrientations = M;` or `[p setInterfaceOrientations:M];` on preferences made with `init` (one
        // pass over the statement, which most statements end without a match: the lengths are compared first).
        if let at = tokens.firstIndex(where: {
            let length = $0.text.utf8.count
            return (length == 21 && $0.text == "interfaceOrientations")
                || (length == 24 && $0.text == "setInterfaceOrientations")
        }) {
            if tokens[at].text == "interfaceOrientations", at >= 2, tokens[at - 1].text == ".", at + 2 < tokens.count,
                tokens[at + 1].text == "="
            {
                geometries[tokens[at - 2].text, default: []].append(
                    ObjCReader.value(Array(tokens[(at + 2)...].prefix { $0.text != ";" })))
            } else if tokens[at].text == "setInterfaceOrientations", at >= 1, at + 2 < tokens.count,
                tokens[at + 1].text == ":"
            {
                geometries[tokens[at - 1].text, default: []].append(
                    ObjCReader.value(Array(tokens[(at + 2)...].prefix { $0.text != "]" })))
            }
        }
        if let request = tokens.firstIndex(where: { $0.text == "requestGeometryUpdateWithPreferences" }),
            request + 2 < tokens.count,
            tokens[request + 1].text == ":"
        {
            let argument = tokens[request + 2].text
            let masks = inline.map { [$0] } ?? geometries[argument] ?? []
            var raw = RawRotation(
                kind: .requestGeometryUpdate, inClass: asker, file: path, line: tokens[request].line,
                called: "requestGeometryUpdateWithPreferences:errorHandler:")
            raw.idiom = currentIdiom
            raw.functionName = selectorName
            if let first = body.first, let last = body.last { raw.function = first.line...last.line }
            if let first = masks.first {
                // Several masks for one local (an if/else): the set of them, as a ternary is read.
                let folded = masks.dropFirst().reduce(first) {
                    ValueExpr.ternary($0, $1, text: "\($0.text) or \($1.text)")
                }
                raw.value = ReturnedValue(value: folded, line: tokens[request].line, file: path)
            } else {
                raw.unreadable =
                    "the geometry request's preferences \(InputText.excerpt(argument)) are not an initWithInterfaceOrientations: or an interfaceOrientations the reader can see in this method"
            }
            declarations.rotations.append(raw)
        }
        takeDeviceSetter(tokens, asker: asker)
    }
}

/// A value a local is made as in one branch of an `if`/`else` (`ObjCMethodReader.branchValues`).
struct BranchValue {
    var `class`: String
    var root: (class: String?, text: String)?
    var idiom: Idiom?
}
