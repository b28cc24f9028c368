import OrientationResolver
import OrientationWire

/// Objective-C (`.m`, `.mm`, `.h`) read with a lexer that skips comments, string and character literals (a string's
/// contents are kept on its token, read only where a storyboard name or identifier belongs) and
/// preprocessor lines, and finds `@interface Name : Super`, `@implementation Name … @end`, methods and their bodies by
/// braces. What it takes, into the same declarations as the Swift reader: the three orientation answers, the app
/// delegate's `application:supportedInterfaceOrientationsForWindow:`, `rootViewController = [[X alloc] init…]`,
/// `[self presentViewController:x animated:…]` with `x.modalPresentationStyle = UIModalPresentation…` set in the same
/// method, and assignments to properties and instance variables. Objective-C classes print unqualified.
enum ObjCReader {
    typealias Token = ObjCToken

    static let styles: [String: String] = [
        "UIModalPresentationFullScreen": "fullScreen", "UIModalPresentationOverFullScreen": "overFullScreen",
        "UIModalPresentationPageSheet": "pageSheet", "UIModalPresentationFormSheet": "formSheet",
        "UIModalPresentationPopover": "popover", "UIModalPresentationCurrentContext": "currentContext",
        "UIModalPresentationOverCurrentContext": "overCurrentContext", "UIModalPresentationAutomatic": "automatic",
        "UIModalPresentationCustom": "custom",
    ]

    static func parse(path: String, text: String) -> FileDeclarations {
        let tokens = ObjCLexer.tokens(text)
        var declarations = FileDeclarations(
            classes: [], sites: [], assignments: [:], appDelegateAnswer: nil, children: [:], unparsed: nil)
        var superclasses: [String: String] = [:]
        var index = 0
        var current: Int?
        // The class whose @interface (or class extension) the reader is in.
        var interface: String?
        func at(_ offset: Int) -> String { index + offset < tokens.count ? tokens[index + offset].text : "" }
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "@interface":
                // @interface Name : Super   (a category `@interface Name (Cat)` says nothing of the superclass)
                if at(2) == ":" { superclasses[at(1)] = at(3) }
                interface = at(1)
                index += 2
            case "@property":
                // `@property (nonatomic, strong) ReaderViewController *actualTopVC;`: its declared class.
                if let owner = interface, let (type, name) = property(tokens, from: index + 1) {
                    declarations.properties[owner, default: [:]][name] = DeclaredProperty(type: type, made: false)
                }
                // `@property UIInterfaceOrientationMask orientationLock;` (or a BOOL): Objective-C starts it at 0,
                // the value it has until the code first gives it one (unless an initializer or the launch does).
                // A BOOL's NO is its value as a Swift `var flag = false` is (a mask's 0 is no value unless the code
                // also gives it others: a mask of 0 is a crash the reader would otherwise claim on no evidence).
                if let owner = interface, let (name, isBool) = zeroStartingProperty(tokens, from: index + 1) {
                    var zero = ReturnedValue(value: isBool ? .bool(false) : .integer(0), line: token.line, file: path)
                    zero.owner = owner
                    zero.isDeclaredValue = true
                    zero.isImplicitZero = !isBool
                    declarations.assignments[name, default: []].append(zero)
                }
                index += 1
            case "@implementation":
                let name = at(1)
                var declared = SymbolTable.DeclaredType(
                    name: name, superclass: superclasses[name], file: path, line: token.line, isObjectiveC: true)
                // `@implementation Name (Category)`: the class's methods, folded into it.
                declared.isExtension = at(2) == "(" && at(4) == ")"
                declarations.classes.append(declared)
                current = declarations.classes.count - 1
                index += declared.isExtension ? 5 : 2
            case "@end":
                current = nil
                interface = nil
                index += 1
            case "-", "+":
                // A method: `- (type) selector[: (type) name …] { body }`, inside an @implementation, at the start of a
                // declaration.
                let startsDeclaration =
                    index == 0 || ["}", ";"].contains(tokens[index - 1].text) || tokens[index - 1].text.hasPrefix("@")
                    || tokens[index - 1].kind == .identifier && tokens.indices.contains(index - 2)
                        && tokens[index - 2].text == "@implementation"
                    || tokens[index - 1].text == ")" && tokens.indices.contains(index - 5)
                        && tokens[index - 5].text == "@implementation"
                guard current != nil, at(1) == "(", startsDeclaration else {
                    index += 1
                    continue
                }
                let (selector, parameters, cursor) = methodHeader(
                    tokens, from: pastParentheses(tokens, from: index + 1))
                guard cursor < tokens.count, tokens[cursor].text == "{" else { index = cursor + 1; continue }
                let (body, end) = block(tokens, openingAt: cursor)
                method(
                    selector, body: body, path: path, owner: current, line: tokens[index].line,
                    parameters: parameters, into: &declarations)
                index = end
                continue
            case _
            where current != nil && token.kind == .identifier && at(1) == "(" && isMacroName(token.text)
                && index > 0 && ["}", ";"].contains(tokens[index - 1].text):
                // A macro that declares a method (React Native's `RCT_EXPORT_METHOD(lockToPortrait) { … }`).
                guard let (selector, body, end) = macroMethod(tokens, at: index) else {
                    index += 1
                    continue
                }
                method(selector, body: body, path: path, owner: current, line: token.line, into: &declarations)
                index = end
                continue
            case _ where interface == nil && token.kind == .identifier && global(tokens, at: index) != nil:
                // A global the file declares with its value (`NSInteger supportDirection = 0;`, `static BOOL locked =
                // NO;`), outside a class or between an @implementation's methods: the value it starts with, owned by
                // no class (`SymbolTable.ownGlobals`).
                if let (name, value, end) = global(tokens, at: index) {
                    var declared = ReturnedValue(value: value, line: token.line, file: path)
                    declared.isDeclaredValue = true
                    declarations.assignments[name, default: []].append(declared)
                    index = end
                } else {
                    index += 1
                }
            default:
                // A macro that stands for methods (`AUTOROTATION_FOR_PAD_ONLY` between two methods): used here.
                if let owner = current, token.kind == .identifier, at(1) != "(",
                    index > 0,
                    ["}", ";"].contains(tokens[index - 1].text)
                        || tokens[index - 1].kind == .identifier && tokens.indices.contains(index - 2)
                            && tokens[index - 2].text == "@implementation"
                {
                    declarations.classes[owner].macroUses.append(token.text)
                }
                index += 1
            }
        }
        declarations.classes += methodMacros(text, path: path)
        // Superclasses declared after their @implementation (or in a header read in the same file).
        for position in declarations.classes.indices where declarations.classes[position].superclass == nil {
            declarations.classes[position].superclass = superclasses[declarations.classes[position].name]
        }
        declarations.superclasses = superclasses
        resolveRootParameters(&declarations)
        if text.contains("UIApplicationMain") { declarations.delegateIdioms = delegateIdioms(tokens) }
        return declarations
    }

    /// `UIApplicationMain(argc, argv, nil, NSStringFromClass(isPad ? PadDelegate.class : PhoneDelegate.class))`, the
    /// class chosen by an idiom test (in the call, or in the local it passes): each delegate class with the idiom it
    /// is the app's delegate on.
    static func delegateIdioms(_ tokens: [Token]) -> [String: Idiom] {
        guard let call = tokens.lastIndex(where: { $0.text == "UIApplicationMain" }), call + 1 < tokens.count,
            tokens[call + 1].text == "("
        else { return [:] }
        let close = pastParentheses(tokens, from: call + 1)
        var argument = Array(tokens[(call + 2)..<max(call + 2, close - 1)])
        if let comma = argument.lastIndex(where: { $0.text == "," }) { argument = Array(argument[(comma + 1)...]) }
        // A local given the choice before the call (`NSString *name = …;`).
        if argument.count == 1, let name = argument.first?.text,
            let given = tokens[..<call].lastIndex(where: { $0.text == name }), given + 1 < call,
            tokens[given + 1].text == "="
        {
            argument = Array(tokens[(given + 2)..<call].prefix { $0.text != ";" })
        }
        guard let question = argument.firstIndex(where: { $0.text == "?" }),
            let colon = argument[question...].firstIndex(where: { $0.text == ":" }),
            let tested = idiomTested(by: argument[..<question].map(\.text).joined(separator: " ")),
            let otherwise = tested.elseIdiom
        else { return [:] }
        // The class a branch names: `X.class` or `[X class]` (the lexer keeps no string literal, `@"X"`).
        func named(_ branch: ArraySlice<Token>) -> String? {
            guard let dot = branch.firstIndex(where: { $0.text == "class" }), dot > branch.startIndex,
                branch[dot - 1].text == "." || branch[dot - 1].kind == .identifier
            else { return nil }
            let owner = branch[dot - 1].text == "." ? dot - 2 : dot - 1
            return owner >= branch.startIndex && branch[owner].kind == .identifier ? branch[owner].text : nil
        }
        guard let first = named(argument[(question + 1)..<colon]), let second = named(argument[(colon + 1)...]),
            first != second
        else { return [:] }
        return [first: tested.idiom, second: otherwise]
    }

    /// The tokens of the block whose `{` is at `open`, and the index past its `}`.
    static func block(_ tokens: [Token], openingAt open: Int) -> (body: [Token], end: Int) {
        var cursor = open + 1
        var braces = 1
        while cursor < tokens.count && braces > 0 {
            if tokens[cursor].text == "{" { braces += 1 }
            if tokens[cursor].text == "}" { braces -= 1 }
            cursor += 1
        }
        return (Array(tokens[(open + 1)..<max(open + 1, cursor - 1)]), cursor)
    }

    /// A method a macro declares at `index` (`RCT_EXPORT_METHOD(lockToPortrait) { … }`, `RCT_EXPORT_METHOD(setMode:
    /// (NSString *)mode) { … }`): the selector its parentheses name, its body, and the index past it.
    static func macroMethod(_ tokens: [Token], at index: Int) -> (selector: String, body: [Token], end: Int)? {
        let close = pastParentheses(tokens, from: index + 1)
        guard close < tokens.count, tokens[close].text == "{" else { return nil }
        var selector = ""
        for position in (index + 2)..<max(index + 2, close - 1) where tokens[position].kind == .identifier {
            if tokens[position + 1].text == ":" {
                selector += tokens[position].text + ":"
            } else if selector.isEmpty {
                selector = tokens[position].text
            }
        }
        let (body, end) = block(tokens, openingAt: close)
        return (selector, body, end)
    }

    /// A macro's name as C code writes one: capitals, digits and underscores, at least one underscore
    /// (`RCT_EXPORT_METHOD`).
    static func isMacroName(_ name: String) -> Bool {
        name.contains("_") && name.first?.isUppercase == true
            && name.allSatisfy { $0.isUppercase || $0.isNumber || $0 == "_" }
    }

    /// The file's macros that stand for methods (`#define NAME \` whose continued lines define `- (…)` or `+ (…)`
    /// methods): each read as an `@implementation` of its own, `SymbolTable.macroClass(NAME)`, whose answers a class
    /// that uses the macro between its methods takes (`SymbolTable.expandMacros`). A macro with parameters is not.
    static func methodMacros(_ text: String, path: String) -> [SymbolTable.DeclaredType] {
        guard text.contains("#define") else { return [] }
        var found: [SymbolTable.DeclaredType] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var index = 0
        while index < lines.count {
            let line = lines[index].drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix("#define ") else { index += 1; continue }
            let start = index
            var body: [Substring] = [lines[index]]
            while body.last?.hasSuffix("\\") == true, index + 1 < lines.count {
                index += 1
                body.append(lines[index])
            }
            index += 1
            let head = line.dropFirst("#define ".count).drop { $0 == " " || $0 == "\t" }
            let name = String(head.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            guard !name.isEmpty, head.dropFirst(name.count).first != "(", body.count > 1, body.count <= 200 else {
                continue
            }
            // The body on its own lines (the continuation marks dropped), the macro's name line left empty.
            let code = body.dropFirst().map { $0.hasSuffix("\\") ? String($0.dropLast()) : String($0) }
            guard code.contains(where: { $0.contains("- (") || $0.contains("+ (") || $0.contains("-(") }) else {
                continue
            }
            let reading = "__orientd_macro_" + name
            let text =
                String(repeating: "\n", count: start) + "@implementation \(reading)\n" + code.joined(separator: "\n")
                + "\n@end\n"
            for var declared in parse(path: path, text: text).classes where declared.name == reading {
                declared.name = SymbolTable.macroClass(name)
                found.append(declared)
            }
        }
        return found
    }

    /// The index just past the parenthesized group that starts at `start` (a method's return or parameter type).
    static func pastParentheses(_ tokens: [Token], from start: Int) -> Int {
        var cursor = start
        var depth = 0
        repeat {
            if tokens[cursor].text == "(" { depth += 1 }
            if tokens[cursor].text == ")" { depth -= 1 }
            cursor += 1
        } while cursor < tokens.count && depth > 0
        return cursor
    }

    /// An argument that is one local variable (`NSNumber *value = [NSNumber numberWithInt:…]; … setValue:value …`):
    /// the tokens of its last assignment in the method before `line`; any other argument as it is.
    static func localValue(of argument: ArraySlice<Token>, before line: Int, in body: [Token]) -> ArraySlice<Token> {
        guard argument.count == 1, let name = argument.first, name.kind == .identifier else { return argument }
        let earlier = body.prefix { $0.line < line }
        guard
            let equals = earlier.indices.last(where: {
                earlier[$0].text == "=" && $0 > earlier.startIndex && earlier[$0 - 1].text == name.text
            })
        else { return argument }
        let end = earlier[equals...].firstIndex { $0.text == ";" } ?? earlier.endIndex
        return body[(equals + 1)..<end]
    }

    /// `init` and `initWith…:` (not `initialize`, `initUI` or `initViews`, which are ordinary methods).
    static func isInitializer(_ selector: String) -> Bool { selector == "init" || selector.hasPrefix("initWith") }

    /// The dotted receiver before the name at `index` (`self.project.header` for `self.project.header.x`), or nil.
    static func receiverText(_ tokens: [Token], before index: Int) -> String? {
        var parts: [String] = []
        var position = index - 1
        while position >= 1, tokens[position].text == ".", tokens[position - 1].kind == .identifier {
            parts.insert(tokens[position - 1].text, at: 0)
            position -= 2
        }
        return parts.isEmpty ? nil : parts.joined(separator: ".")
    }

    /// Whether the block whose body starts at `start` of `tokens` (after its `{`) dismisses a controller.
    static func blockDismisses(_ tokens: [Token], from start: Int) -> Bool {
        var depth = 0
        for token in tokens[min(start, tokens.count)...] {
            if token.text == "{" { depth += 1 }
            if token.text == "}" {
                if depth == 0 { return false }
                depth -= 1
            }
            if token.text == "dismissViewControllerAnimated" || token.text == "dismissModalViewControllerAnimated" {
                return true
            }
        }
        return false
    }

    /// A condition's tokens joined for `idiomTested`, a string literal with its contents (`@"iPad"` of a model test).
    static func conditionText(_ tokens: some Collection<Token>) -> String {
        tokens.map { token in token.literal.map { "\"\($0)\"" } ?? token.text }.joined(separator: " ")
    }

    /// The app's launch, before its window shows: a value set there is the first UIKit reads, not a change.
    static func isLaunch(_ selector: String) -> Bool {
        selector == "application:didFinishLaunchingWithOptions:"
            || selector == "application:willFinishLaunchingWithOptions:" || selector == "applicationDidFinishLaunching:"
            || selector == "scene:willConnectToSession:options:"
    }

    /// The selectors that present or push the controller they are given first.
    static let showingSelectors: Set<String> = [
        "presentViewController", "presentModalViewController", "presentMoviePlayerViewControllerAnimated",
        "pushViewController", "showViewController",
    ]

    /// The callback UIKit called before iOS 6 (and never from iOS 6 on).
    static let legacySelector = "shouldAutorotateToInterfaceOrientation:"

    /// What `shouldAutorotateToInterfaceOrientation:` returns, as the mask of the orientations it says YES to: `YES`,
    /// `NO`, `o == UIInterfaceOrientationPortrait` (or `!=`), `UIInterfaceOrientationIsLandscape(o)`,
    /// `UIInterfaceOrientationIsPortrait(o)`, joined by `||` and `&&`; nil for anything else.
    static func legacyMask(_ tokens: [Token], depth: Int = 0) -> Int? {
        guard let masks = legacyMasks(tokens), masks.phone == masks.pad else { return nil }
        return masks.phone
    }

    /// The legacy callback's answer as a value: its mask on each idiom (`legacyMasks`), or, where it chooses between
    /// two such answers on a condition the app decides (`[AppDelegate rotate] ? o != …UpsideDown : o == …Portrait`),
    /// both, as a ternary; nil where a part is neither.
    static func legacyAnswer(_ tokens: [Token], depth: Int = 0) -> ValueExpr? {
        let text = tokens.map(\.text).joined(separator: " ")
        if let reads = ownMaskRead(tokens) {
            return .member(base: "self", name: "supportedInterfaceOrientations", text: reads)
        }
        if let masks = legacyMasks(tokens, depth: depth) {
            return masks.phone == masks.pad
                ? .integer(masks.phone) : .ternary(.integer(masks.pad), .integer(masks.phone), text: text, idiom: .pad)
        }
        let (inner, layers) = unwrapped(tokens)
        guard depth < ValueExpr.maxDepth, layers < ValueExpr.maxDepth,
            let (condition, first, otherwise) = ternaryParts(inner), !first.isEmpty,
            let yes = legacyAnswer(first, depth: depth + 1), let no = legacyAnswer(otherwise, depth: depth + 1)
        else { return nil }
        let tested = idiomTested(by: conditionText(condition))
        return .ternary(yes, no, text: text, idiom: tested?.elseIdiom != nil ? tested?.idiom : nil)
    }

    /// `legacyMask` on each idiom, where a term tests the idiom (`[[UIDevice currentDevice] userInterfaceIdiom] ==
    /// UIUserInterfaceIdiomPad || o == UIInterfaceOrientationPortrait`: every orientation on iPad, portrait on iPhone).
    static func legacyMasks(_ tokens: [Token], depth: Int = 0) -> (phone: Int, pad: Int)? {
        let (tokens, layers) = unwrapped(tokens)
        guard !tokens.isEmpty, depth < ValueExpr.maxDepth, layers < ValueExpr.maxDepth else { return nil }
        // `c ? a : b` where `c` tests the orientation or the idiom: `a`'s answer where `c` holds, `b`'s elsewhere.
        if let (condition, first, otherwise) = ternaryParts(tokens), !first.isEmpty,
            let holds = legacyMasks(condition, depth: depth + 1), let yes = legacyMasks(first, depth: depth + 1),
            let no = legacyMasks(otherwise, depth: depth + 1)
        {
            let all = UIInterfaceOrientationMask.all
            return (
                phone: (holds.phone & yes.phone) | (~holds.phone & all & no.phone),
                pad: (holds.pad & yes.pad) | (~holds.pad & all & no.pad)
            )
        }
        // A term that tests the idiom alone: YES on that idiom.
        if let tested = idiomTested(by: conditionText(tokens)), tested.elseIdiom != nil,
            !tokens.contains(where: { $0.text == "|" || $0.text == "&" })
        {
            let all = UIInterfaceOrientationMask.all
            return tested.idiom == .pad ? (phone: 0, pad: all) : (phone: all, pad: 0)
        }
        // `a || b` (then `a && b`), outside parentheses.
        for (symbol, combine) in [("|", { (a: Int, b: Int) in a | b }), ("&", { (a: Int, b: Int) in a & b })] {
            var level = 0, parts: [[Token]] = [], piece: [Token] = [], index = 0
            while index < tokens.count {
                let token = tokens[index]
                if token.text == "(" { level += 1 } else if token.text == ")" { level -= 1 }
                if level == 0, token.text == symbol, index + 1 < tokens.count, tokens[index + 1].text == symbol {
                    parts.append(piece); piece = []; index += 2; continue
                }
                piece.append(token)
                index += 1
            }
            guard !parts.isEmpty else { continue }
            parts.append(piece)
            var result: (phone: Int, pad: Int)?
            for part in parts {
                guard let mask = legacyMasks(part, depth: depth + 1) else { return nil }
                result = result.map { (combine($0.phone, mask.phone), combine($0.pad, mask.pad)) } ?? mask
            }
            return result
        }
        return legacyTerm(tokens).map { (phone: $0, pad: $0) }
    }

    /// One term of the legacy callback's answer, the same on both idioms.
    static func legacyTerm(_ tokens: [Token]) -> Int? {
        let texts = tokens.map(\.text)
        if texts == ["YES"] || texts == ["true"] { return UIInterfaceOrientationMask.all }
        if texts == ["NO"] || texts == ["false"] { return 0 }
        // UIDevice's macros test the same raw values (3 and 4, 1 and 2) as UIInterfaceOrientation's do.
        if texts.count == 4, texts[1] == "(", texts[3] == ")" {
            if ["UIInterfaceOrientationIsLandscape", "UIDeviceOrientationIsLandscape"].contains(texts[0]) {
                return UIInterfaceOrientationMask.landscape
            }
            if ["UIInterfaceOrientationIsPortrait", "UIDeviceOrientationIsPortrait"].contains(texts[0]) {
                return UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.portraitUpsideDown
            }
        }
        // `o == C`, `C == o`, `o != C`; a UIDeviceOrientation constant compares its raw value (LandscapeLeft is 3,
        // UIInterfaceOrientationLandscapeRight's), and face up or down (5, 6) is no interface orientation.
        if texts.count == 4, texts[2] == "=", texts[1] == "=" || texts[1] == "!" {
            let raw = [texts[0], texts[3]].lazy.compactMap { deviceOrientationRaw($0) ?? interfaceOrientationRaw($0) }
                .first
            guard let raw, raw > 0 else { return nil }
            let bit = raw <= 4 ? 1 << raw : 0
            return texts[1] == "=" ? bit : UIInterfaceOrientationMask.all & ~bit
        }
        return nil
    }
    /// A method's header from its first selector piece: the selector (`show:animated:`), its parameters' names, and
    /// the index of the `{` (or `;`) that ends it.
    static func methodHeader(_ tokens: [Token], from start: Int) -> (String, [String], Int) {
        var cursor = start
        var selector = ""
        var parameters: [String] = []
        while cursor < tokens.count && tokens[cursor].text != "{" && tokens[cursor].text != ";" {
            if tokens[cursor].kind == .identifier && (cursor + 1 < tokens.count) && tokens[cursor + 1].text == ":" {
                selector += tokens[cursor].text + ":"
            } else if selector.isEmpty && tokens[cursor].kind == .identifier {
                selector = tokens[cursor].text
            } else if tokens[cursor].kind == .identifier, tokens[cursor - 1].text == ")" {
                parameters.append(tokens[cursor].text)
            }
            if tokens[cursor].text == "(" {
                cursor = pastParentheses(tokens, from: cursor)
                continue
            }
            cursor += 1
        }
        return (selector, parameters, cursor)
    }

    /// One method body: answers, the delegate's mask, assignments, shows (`ObjCMethodReader`).
    static func method(
        _ selector: String, body: [Token], path: String, owner: Int?, line: Int, parameters: [String] = [],
        into declarations: inout FileDeclarations
    ) {
        var reader = ObjCMethodReader(selector: selector, body: liveBody(body), path: path, owner: owner)
        reader.headerLine = line
        reader.parameters = parameters
        swap(&reader.declarations, &declarations)
        reader.read()
        swap(&reader.declarations, &declarations)
    }

    static func lowerFirst(_ text: Substring) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// `[[UINavigationController alloc] initWithRootViewController:[[Y alloc] init]]` → Y.
    static func navigationRoot(_ tokens: [Token]) -> String? {
        guard let keyword = tokens.firstIndex(where: { $0.text == "initWithRootViewController" }),
            keyword + 2 < tokens.count,
            tokens[keyword + 1].text == ":"
        else { return nil }
        return allocated(Array(tokens[(keyword + 2)...]))
    }

    /// The storyboard scene a message instantiates, as the Swift reader keys it: `[sb
    /// instantiateViewControllerWithIdentifier:@"login"]` ("Name/login" when the storyboard is named there, by
    /// `[UIStoryboard storyboardWithName:@"Name" bundle:…]`, or by a local given it; else "login"), and
    /// `[[UIStoryboard storyboardWithName:@"Name" bundle:nil] instantiateInitialViewController]` ("@initial:Name").
    static func instantiatedScene(_ tokens: [Token], storyboards: [String: String]) -> String? {
        guard tokens.first?.text == "[" else { return nil }
        // The outer message's selector: the first token at bracket depth 1 after its receiver.
        var depth = 0
        var selector: Int?
        for (index, token) in tokens.enumerated() {
            if token.text == "[" { depth += 1 } else if token.text == "]" { depth -= 1; if depth == 0 { break } }
            if depth == 1, index > 1, token.kind == .identifier,
                token.text == "instantiateViewControllerWithIdentifier"
                    || token.text == "instantiateInitialViewController"
            {
                selector = index
                break
            }
        }
        guard let selector else { return nil }
        let receiver = tokens[1..<selector]
        var name: String?
        if let named = receiver.firstIndex(where: { $0.text == "storyboardWithName" }) {
            name = receiver[named...].first(where: { $0.literal != nil })?.literal
        } else if receiver.count == 1 {
            name = storyboards[receiver.first!.text]
        }
        if tokens[selector].text == "instantiateInitialViewController" { return name.map { "@initial:" + $0 } }
        guard selector + 1 < tokens.count, tokens[selector + 1].text == ":",
            let identifier = tokens[(selector + 2)...].prefix(2).first(where: { $0.literal != nil })?.literal
        else { return nil }
        return name.map { "\($0)/\(identifier)" } ?? identifier
    }

    /// A returned or assigned Objective-C expression as a value: constants joined by `|`, `YES`/`NO`, a number, a
    /// property or instance variable, a message to a child for the same answer (forwarding), `c ? a : b`, `a ?: b`.
    /// Values nested deeper than `ValueExpr.maxDepth` (`a ? b : c ? d : …`, parentheses in parentheses) are
    /// not read: the evaluation gives up at that depth anyway, and a long chain would be copied at every level.
    static func value(_ tokens: [Token], depth level: Int = 0) -> ValueExpr {
        let whole = tokens
        var text: String { InputText.excerpt(whole.prefix(64).map(\.text).joined(separator: " ")) }
        let (tokens, stripped) = unwrapped(whole)
        if tokens.count == 1 { return single(tokens[0]) }
        guard level < ValueExpr.maxDepth, stripped < ValueExpr.maxDepth else { return .other(text) }
        if let (condition, first, otherwise) = ternaryParts(tokens) {
            let other = value(otherwise, depth: level + 1)
            // `[self.child supportedInterfaceOrientations] ?: fallback`: the first unless it is 0.
            if first.isEmpty { return .coalesce(value(condition, depth: level + 1), other, operator: "?:") }
            let tested = idiomTested(by: conditionText(condition))
            return .ternary(
                value(first, depth: level + 1), other, text: text, idiom: tested?.elseIdiom != nil ? tested?.idiom : nil
            )
        }
        // `!self.locked`; `a == b`, `a && b`: a Bool the app decides while it runs.
        if tokens.first?.text == "!", tokens.count > 1, tokens[1].text != "=" {
            return .not(value(Array(tokens.dropFirst()), depth: level + 1), text: text)
        }
        if isCondition(tokens) { return .condition(text) }
        // `~UIInterfaceOrientationMaskPortraitUpsideDown`, `UIInterfaceOrientationMaskAll & ~…`
        if tokens.first?.text == "~" {
            return .complement(value(Array(tokens.dropFirst()), depth: level + 1), text: text)
        }
        if !tokens.contains(where: { $0.text == "|" }), let and = tokens.firstIndex(where: { $0.text == "&" }),
            and > 0, and + 1 < tokens.count
        {
            return .combine(
                value(Array(tokens[..<and]), depth: level + 1), value(Array(tokens[(and + 1)...]), depth: level + 1),
                operation: "intersection", text: text)
        }
        // `UIInterfaceOrientationMaskPortrait + UIInterfaceOrientationMaskPortraitUpsideDown`: masks with no
        // orientation in common add up to their union (the sum of overlapping ones is no mask UIKit names).
        if tokens.count >= 3, tokens.count % 2 == 1,
            tokens.enumerated().allSatisfy({
                $0.offset % 2 == 1 ? $0.element.text == "+" : $0.element.kind == .identifier
            })
        {
            let masks = stride(from: 0, to: tokens.count, by: 2).map { index -> Int? in
                let name = tokens[index].text
                guard name.hasPrefix("UIInterfaceOrientationMask") else { return nil }
                return UIKitNames.masks[UIKitNames.caseName(String(name.dropFirst("UIInterfaceOrientationMask".count)))]
            }
            if masks.allSatisfy({ $0 != nil }), masks.reduce(0, { $0 | $1! }) == masks.reduce(0, { $0 + $1! }) {
                return .or(
                    stride(from: 0, to: tokens.count, by: 2).map { value([tokens[$0]], depth: level + 1) }, text: text)
            }
        }
        if tokens.contains(where: { $0.text == "|" }) {
            var parts: [ValueExpr] = []
            var piece: [Token] = []
            for token in tokens {
                if token.text == "|" {
                    parts.append(value(piece, depth: level + 1)); piece = []
                } else {
                    piece.append(token)
                }
            }
            parts.append(value(piece, depth: level + 1))
            return .or(parts, text: text)
        }
        // `[LayoutManager sharedManager].shouldAutorotate`, `[[LayoutManager sharedManager] shouldAutorotate]`: a
        // property of a type's shared instance, which is the type's (`SymbolTable.isSingletonAccessor`).
        if let shared = sharedInstanceProperty(tokens) {
            return .member(base: shared.type + "." + shared.accessor, name: shared.name, text: text)
        }
        // `[self.topViewController supportedInterfaceOrientations]`, `[[self selectedViewController] supported…]`
        if tokens.first?.text == "[", tokens.last?.text == "]", tokens.count >= 4 {
            let member = tokens[tokens.count - 2].text
            if forwardedAnswers.contains(member) {
                let skipped: Set<String> = ["[", "]", "self", "."]
                let words: [String] = tokens[1..<(tokens.count - 2)].map { $0.text }
                // `[super supportedInterfaceOrientations]`: what the superclass answers (`SuperAnswers`).
                return forward(to: words.filter { !skipped.contains($0) }, member, text: text) ?? .other(text)
            }
            // `[self lockRotation]`: the getter of self's property, read as `self.lockRotation` is.
            if tokens.count == 4, tokens[1].text == "self", tokens[2].kind == .identifier {
                return .reference(tokens[2].text)
            }
            return .call(text)
        }
        // self.lock
        if tokens.count == 3, tokens[0].text == "self", tokens[1].text == "." { return .reference(tokens[2].text) }
        // `self.contentViewController.supportedInterfaceOrientations`: the dot syntax of the message above; also on
        // messages without arguments (`[self topViewController].supportedInterfaceOrientations`, a method of the
        // class's own that returns the child).
        let chain = tokens.filter { $0.text != "[" && $0.text != "]" }
        if chain.count >= 3, let member = chain.last?.text, chain[chain.count - 2].text == ".",
            forwardedAnswers.contains(member), chain.allSatisfy({ $0.kind == .identifier || $0.text == "." }),
            let forward = forward(
                to: chain.dropLast(2).map(\.text).filter { $0 != "." && $0 != "self" }, member, text: text)
        {
            return forward
        }
        return .other(text)
    }

    /// `tokens` without the parentheses around the whole (at most `ValueExpr.maxDepth` layers), and how many
    /// layers went.
    static func unwrapped(_ tokens: [Token]) -> (tokens: [Token], layers: Int) {
        var tokens = tokens
        var layers = 0
        while tokens.first?.text == "(", closing(tokens, from: 0) == tokens.count - 1, layers < ValueExpr.maxDepth {
            tokens = Array(tokens.dropFirst().dropLast())
            layers += 1
        }
        return (tokens, layers)
    }

    /// A method body that is one `if (c) return a; else return b;` (braces or not around each return, or `return b;`
    /// after the `if`), as the tokens of `return (c) ? (a) : (b);`; nil for any other body.
    static func ifElseAsTernary(_ body: [Token]) -> [Token]? {
        var tokens = body.filter { $0.text != "{" && $0.text != "}" }
        guard tokens.count > 8, tokens[0].text == "if", tokens[1].text == "(", let close = closing(tokens, from: 1),
            close + 1 < tokens.count, tokens[close + 1].text == "return",
            let firstEnd = tokens[(close + 1)...].firstIndex(where: { $0.text == ";" }), firstEnd + 2 < tokens.count
        else { return nil }
        var rest = firstEnd + 1
        if tokens[rest].text == "else" { rest += 1 }
        guard tokens[rest].text == "return", let end = tokens[rest...].firstIndex(where: { $0.text == ";" }),
            end == tokens.count - 1
        else { return nil }
        let condition = Array(tokens[2..<close])
        let yes = Array(tokens[(close + 2)..<firstEnd])
        let no = Array(tokens[(rest + 1)..<end])
        guard !condition.isEmpty, !yes.isEmpty, !no.isEmpty else { return nil }
        func token(_ text: String) -> Token { Token(kind: .punctuation, text: text, line: tokens[close + 1].line) }
        tokens =
            [Token(kind: .identifier, text: "return", line: tokens[close + 1].line), token("("), token("(")]
            + condition + [token(")"), token("?"), token("(")] + yes + [token(")"), token(":"), token("(")] + no
            + [token(")"), token(")"), token(";")]
        return tokens
    }

    /// `condition ? a : b` (and `a ?: b`, whose `a` is empty), split outside brackets and parentheses (`[x foo:y]`
    /// holds colons too); nil where the tokens are not one.
    static func ternaryParts(_ tokens: [Token]) -> (condition: [Token], first: [Token], otherwise: [Token])? {
        var depth = 0, question: Int?, nested = 0
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "?" where depth == 0:
                if question == nil { question = index } else { nested += 1 }
            case ":" where depth == 0 && question != nil:
                if nested > 0 { nested -= 1; continue }
                return (
                    Array(tokens[..<question!]), Array(tokens[(question! + 1)..<index]), Array(tokens[(index + 1)...])
                )
            default: break
            }
        }
        return nil
    }

    /// Whether `right` makes a new object: `[[X alloc] init…]`, `[X new]`, or a factory of the class X (of `type`,
    /// the class the result is declared as, where given): a class message named for making one (`make…`, `new…`,
    /// `create…`) or for the class (`[TGNavigationController navigationControllerWithControllers:…]`,
    /// `[UIAlertController alertControllerWithTitle:…]`), not a shared instance's accessor (`[Settings shared…]`).
    static func makesObject(_ right: [Token], of type: String?) -> Bool {
        if ObjCReader.allocated(right) != nil { return true }
        guard right.count > 3, right[0].text == "[", right[1].kind == .identifier,
            right[1].text.first?.isUppercase == true, right[2].kind == .identifier,
            type == nil || right[1].text == type, !SymbolTable.isSingletonAccessor(right[2].text)
        else { return false }
        let selector = right[2].text
        if ["make", "new", "create"].contains(where: { selector.hasPrefix($0) }) { return true }
        // A suffix of the class's name from one of its capitals, first letter lowered (`navigationController`).
        let name = Array(right[1].text)
        for index in name.indices.dropFirst() where name[index].isUppercase && index + 1 < name.count {
            let suffix = String(name[index]).lowercased() + String(name[(index + 1)...])
            if selector.hasPrefix(suffix) { return true }
        }
        return false
    }

    /// Whether a condition's words name the orientation asked about (`interfaceOrientation`,
    /// `UIInterfaceOrientationIsLandscape`): any word holding "Orientation".
    static func mentionsOrientation(_ words: [String]) -> Bool { words.contains { $0.contains("Orientation") } }

    /// `values`, each marked as returned under a test of the orientation (`ReturnedValue.underOrientationTest`).
    static func marked(_ values: [ReturnedValue], _ tested: Bool, onTop: [String] = [], notOnTop: [String] = [])
        -> [ReturnedValue]
    {
        guard tested || !onTop.isEmpty || !notOnTop.isEmpty else { return values }
        return values.map { value in
            var value = value
            value.underOrientationTest = value.underOrientationTest || tested
            value.onTop = onTop
            value.notOnTop = notOnTop
            return value
        }
    }

    /// The names of a container's controller on top of its stack, as a condition reads it.
    static let topNames: Set<String> = ["topViewController", "visibleViewController", "selectedViewController"]

    /// The classes a condition tests the controller on top of a stack against, not negated: `[self.topViewController
    /// isKindOfClass:[Player class]]`, `[nav.visibleViewController isMemberOfClass:[Camera class]]`.
    static func topTests(_ tokens: [Token]) -> [String] {
        var found: [String] = []
        for index in tokens.indices
        where (tokens[index].text == "isKindOfClass" || tokens[index].text == "isMemberOfClass")
            && index + 4 < tokens.count && tokens[index + 1].text == ":" && tokens[index + 2].text == "["
            && tokens[index + 3].kind == .identifier && tokens[index + 4].text == "class"
        {
            // The receiver: back to the `[` that opens the message.
            var depth = 0
            var open = index - 1
            while open >= 0 {
                if tokens[open].text == "]" { depth += 1 }
                if tokens[open].text == "[" {
                    if depth == 0 { break }
                    depth -= 1
                }
                open -= 1
            }
            guard open >= 0, open == 0 || tokens[open - 1].text != "!",
                tokens[(open + 1)..<index].contains(where: { topNames.contains($0.text) })
            else { continue }
            found.append(tokens[index + 3].text)
        }
        return found
    }

    /// The one name a target is set on (`insets` of `insets.bottom = …`, also after `if (…) {`), nil for a chain
    /// (`a.b.c = …`) or no receiver.
    static func plainReceiver(_ tokens: [Token], equals: Int) -> String? {
        guard equals >= 3, tokens[equals - 2].text == ".", tokens[equals - 3].kind == .identifier,
            equals == 3 || tokens[equals - 4].text != "."
        else { return nil }
        return tokens[equals - 3].text
    }

    /// The index of the `)` that closes the `(` at `start` (`(a) | (b)`: not the last).
    static func closing(_ tokens: [Token], from start: Int) -> Int? {
        var depth = 0
        for index in start..<tokens.count {
            if tokens[index].text == "(" { depth += 1 } else if tokens[index].text == ")" { depth -= 1 }
            if depth == 0 { return index }
        }
        return nil
    }

    /// The raw value of a `UIDeviceOrientation…` constant (`UIDeviceOrientationLandscapeLeft` is 3), if it is one.
    static func deviceOrientationRaw(_ text: String) -> Int? {
        guard text.hasPrefix("UIDeviceOrientation") else { return nil }
        return DeclarationVisitor.deviceOrientationNames[lowerFirst(text.dropFirst(19))]
    }

    /// The raw value of a `UIInterfaceOrientation…` constant that is no mask, if it is one.
    static func interfaceOrientationRaw(_ text: String) -> Int? {
        guard text.hasPrefix("UIInterfaceOrientation"), !text.hasPrefix("UIInterfaceOrientationMask") else {
            return nil
        }
        return UIKitNames.orientations[lowerFirst(text.dropFirst(22))]
    }

    static func single(_ token: Token) -> ValueExpr {
        switch token.text {
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        default: break
        }
        if token.kind == .number, let number = Int(token.text) { return .integer(number) }
        if token.text.hasPrefix("UIInterfaceOrientationMask") {
            let name = String(token.text.dropFirst("UIInterfaceOrientationMask".count))
            return .member(
                base: "UIInterfaceOrientationMask", name: name.prefix(1).lowercased() + name.dropFirst(),
                text: token.text)
        }
        // An orientation constant, the interface's or the device's: its raw value, which is what UIKit sees even where
        // a mask belongs (UIInterfaceOrientationPortrait returned as a mask is mask 1, no orientation bit;
        // UIDeviceOrientationLandscapeLeft | …Portrait, 3 | 1, is bit 0, portrait and upside down).
        if let raw = interfaceOrientationRaw(token.text) ?? deviceOrientationRaw(token.text) { return .integer(raw) }
        if token.kind == .identifier {
            return .reference(token.text.hasPrefix("_") ? String(token.text.dropFirst()) : token.text)
        }
        return .other(token.text)
    }
}

extension ObjCMethodReader {
    /// The selector's first part (`viewDidLoad`, `application` of `application:didFinishLaunchingWithOptions:`).
    var selectorName: String { String(selector.prefix { $0 != ":" }) }
}
