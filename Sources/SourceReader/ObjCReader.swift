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
    struct Token {
        enum Kind { case identifier, number, punctuation }
        var kind: Kind
        var text: String
        var line: Int
        /// A string literal's contents, on its `"` token (the token's text stays `"`, so no literal is ever taken for
        /// a name); read only where a storyboard identifier or name belongs.
        var literal: String? = nil
    }

    /// The tokens of a file, without comments, literals (a string is one `"` token) and preprocessor lines.
    static func tokens(_ text: String) -> [Token] {
        let bytes = Array(text.utf8)
        var result: [Token] = []
        var index = 0
        var line = 1
        var atLineStart = true
        func peek(_ offset: Int) -> UInt8 { index + offset < bytes.count ? bytes[index + offset] : 0 }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { line += 1; atLineStart = true; index += 1; continue }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { index += 1; continue }
            if atLineStart && byte == UInt8(ascii: "#") {
                // A preprocessor line, with its continuations.
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "\n") { line += 1; index += 1 }
                    index += 1
                }
                continue
            }
            atLineStart = false
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "/") {
                while index < bytes.count && bytes[index] != UInt8(ascii: "\n") { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/") && peek(1) == UInt8(ascii: "*") {
                index += 2
                while index < bytes.count && !(bytes[index] == UInt8(ascii: "*") && peek(1) == UInt8(ascii: "/")) {
                    if bytes[index] == UInt8(ascii: "\n") { line += 1 }
                    index += 1
                }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                let start = line
                index += 1
                let contents = index
                while index < bytes.count && bytes[index] != byte && bytes[index] != UInt8(ascii: "\n") {
                    if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                    index += 1
                }
                let literal = byte == UInt8(ascii: "\"") ? String(decoding: bytes[contents..<min(index, bytes.count)], as: UTF8.self) : nil
                index += 1
                result.append(Token(kind: .punctuation, text: "\"", line: start, literal: literal))
                continue
            }
            if isIdentifierStart(byte) || byte == UInt8(ascii: "@") {
                let start = index
                index += 1
                while index < bytes.count && isIdentifierPart(bytes[index]) { index += 1 }
                result.append(Token(kind: .identifier, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                continue
            }
            if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
                let start = index
                while index < bytes.count && (isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".")) { index += 1 }
                result.append(Token(kind: .number, text: String(decoding: bytes[start..<index], as: UTF8.self), line: line))
                continue
            }
            result.append(Token(kind: .punctuation, text: String(UnicodeScalar(byte)), line: line))
            index += 1
        }
        return result
    }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")) || byte == UInt8(ascii: "_")
    }

    static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    static let styles: [String: String] = [
        "UIModalPresentationFullScreen": "fullScreen", "UIModalPresentationOverFullScreen": "overFullScreen",
        "UIModalPresentationPageSheet": "pageSheet", "UIModalPresentationFormSheet": "formSheet",
        "UIModalPresentationPopover": "popover", "UIModalPresentationCurrentContext": "currentContext",
        "UIModalPresentationOverCurrentContext": "overCurrentContext", "UIModalPresentationAutomatic": "automatic",
        "UIModalPresentationCustom": "custom",
    ]

    static func parse(path: String, text: String) -> FileDeclarations {
        let tokens = tokens(text)
        var declarations = FileDeclarations(classes: [], sites: [], assignments: [:], appDelegateAnswer: nil, children: [:], unparsed: nil)
        var superclasses: [String: String] = [:]
        var index = 0
        var current: Int?
        func at(_ offset: Int) -> String { index + offset < tokens.count ? tokens[index + offset].text : "" }
        while index < tokens.count {
            let token = tokens[index]
            switch token.text {
            case "@interface":
                // @interface Name : Super   (a category `@interface Name (Cat)` says nothing of the superclass)
                if at(2) == ":" { superclasses[at(1)] = at(3) }
                index += 2
            case "@implementation":
                let name = at(1)
                var declared = Collector.DeclaredClass(name: name, superclass: superclasses[name], file: path, line: token.line, isObjectiveC: true)
                // `@implementation Name (Category)`: the class's methods, folded into it.
                declared.isExtension = at(2) == "(" && at(4) == ")"
                declarations.classes.append(declared)
                current = declarations.classes.count - 1
                index += declared.isExtension ? 5 : 2
            case "@end":
                current = nil
                index += 1
            case "-", "+":
                // A method: `- (type) selector[: (type) name …] { body }`, inside an @implementation, at the start of a
                // declaration.
                let startsDeclaration = index == 0 || ["}", ";"].contains(tokens[index - 1].text) || tokens[index - 1].text.hasPrefix("@")
                    || tokens[index - 1].kind == .identifier && tokens.indices.contains(index - 2) && tokens[index - 2].text == "@implementation"
                    || tokens[index - 1].text == ")" && tokens.indices.contains(index - 5) && tokens[index - 5].text == "@implementation"
                guard current != nil, at(1) == "(", startsDeclaration else {
                    index += 1
                    continue
                }
                var cursor = pastParentheses(tokens, from: index + 1)
                var selector = ""
                while cursor < tokens.count && tokens[cursor].text != "{" && tokens[cursor].text != ";" {
                    if tokens[cursor].kind == .identifier && (cursor + 1 < tokens.count) && tokens[cursor + 1].text == ":" {
                        selector += tokens[cursor].text + ":"
                    } else if selector.isEmpty && tokens[cursor].kind == .identifier {
                        selector = tokens[cursor].text
                    }
                    if tokens[cursor].text == "(" {
                        cursor = pastParentheses(tokens, from: cursor)
                        continue
                    }
                    cursor += 1
                }
                guard cursor < tokens.count, tokens[cursor].text == "{" else { index = cursor + 1; continue }
                let bodyStart = cursor + 1
                var braces = 1
                cursor += 1
                while cursor < tokens.count && braces > 0 {
                    if tokens[cursor].text == "{" { braces += 1 }
                    if tokens[cursor].text == "}" { braces -= 1 }
                    cursor += 1
                }
                let body = Array(tokens[bodyStart..<max(bodyStart, cursor - 1)])
                method(selector, body: body, path: path, owner: current, into: &declarations)
                index = cursor
                continue
            default:
                index += 1
            }
        }
        // Superclasses declared after their @implementation (or in a header read in the same file).
        for position in declarations.classes.indices where declarations.classes[position].superclass == nil {
            declarations.classes[position].superclass = superclasses[declarations.classes[position].name]
        }
        declarations.superclasses = superclasses
        return declarations
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

    /// `init` and `initWith…:` (not `initialize`, `initUI` or `initViews`, which are ordinary methods).
    static func isInitializer(_ selector: String) -> Bool { selector == "init" || selector.hasPrefix("initWith") }

    /// The callback UIKit called before iOS 6 (and never from iOS 6 on).
    static let legacySelector = "shouldAutorotateToInterfaceOrientation:"

    /// What `shouldAutorotateToInterfaceOrientation:` returns, as the mask of the orientations it says YES to: `YES`,
    /// `NO`, `o == UIInterfaceOrientationPortrait` (or `!=`), `UIInterfaceOrientationIsLandscape(o)`,
    /// `UIInterfaceOrientationIsPortrait(o)`, joined by `||` and `&&`; nil for anything else.
    static func legacyMask(_ tokens: [Token], depth: Int = 0) -> Int? {
        let (tokens, layers) = unwrapped(tokens)
        guard !tokens.isEmpty, depth < SwiftReader.maxValueDepth, layers < SwiftReader.maxValueDepth else { return nil }
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
            var result: Int?
            for part in parts {
                guard let mask = legacyMask(part, depth: depth + 1) else { return nil }
                result = result.map { combine($0, mask) } ?? mask
            }
            return result
        }
        let texts = tokens.map(\.text)
        if texts == ["YES"] || texts == ["true"] { return UIInterfaceOrientationMask.all }
        if texts == ["NO"] || texts == ["false"] { return 0 }
        if texts.count == 4, texts[1] == "(", texts[3] == ")" {
            if texts[0] == "UIInterfaceOrientationIsLandscape" { return UIInterfaceOrientationMask.landscape }
            if texts[0] == "UIInterfaceOrientationIsPortrait" { return UIInterfaceOrientationMask.portrait | UIInterfaceOrientationMask.portraitUpsideDown }
        }
        // `o == C`, `C == o`, `o != C`.
        if texts.count == 4, texts[2] == "=", texts[1] == "=" || texts[1] == "!" {
            let constant = [texts[0], texts[3]].first { $0.hasPrefix("UIInterfaceOrientation") && !$0.hasPrefix("UIInterfaceOrientationMask") }
            guard let constant, let raw = SwiftReader.orientationNames[lowerFirst(constant.dropFirst(22))], raw > 0 else { return nil }
            return texts[1] == "=" ? 1 << raw : UIInterfaceOrientationMask.all & ~(1 << raw)
        }
        return nil
    }

    /// One method body: answers, the delegate's mask, assignments, shows.
    static func method(_ selector: String, body: [Token], path: String, owner: Int?, into declarations: inout FileDeclarations) {
        let answers = ["supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation", legacySelector]
        var returned: [SwiftReader.Returned] = []
        var locals: [String: String] = [:]
        /// The stack root of each local navigation controller (`initWithRootViewController:`): the class, or nil
        /// when the root is not made where the reader can see it (its text then).
        var localRoots: [String: (class: String?, text: String)] = [:]
        var styles: [String: String] = [:]
        /// Locals given `[UIStoryboard storyboardWithName:@"Name" bundle:…]`: the storyboard each names.
        var storyboards: [String: String] = [:]
        /// Geometry preferences made in the method, by local (`prefs = [[… alloc] initWithInterfaceOrientations:M]`):
        /// every mask each is given (an if/else gives two).
        var geometries: [String: [ValueExpr]] = [:]
        /// Locals declared with a class type (`UIAlertController *alert = …`): the type, for a value not seen made.
        var declaredTypes: [String: String] = [:]
        /// The idiom an `else` right after an unbraced `if (…) …;` runs on.
        var lastUnbracedElse: Idiom?
        /// After `if (IS_IPAD) return …;` at the top of the method, the rest runs on the other idiom.
        var afterIdiomReturn: Idiom?
        /// Whether the statement just taken returned, and whether the `if` block just closed (at the top) ended so.
        var returnedLast = false
        var ifReturned = false
        /// A returned value: a mask for the legacy callback, else a value as every answer reads it.
        func answer(_ tokens: [Token]) -> ValueExpr {
            guard selector == legacySelector else { return value(tokens) }
            return legacyMask(tokens).map { .integer($0) } ?? .other(tokens.map(\.text).joined(separator: " "))
        }
        var statement: [Token] = []
        // The blocks open around a statement, each with the idiom its `if (…)` tests (the opposite in its `else`).
        var blocks: [(idiom: Idiom?, isIf: Bool, elseIdiom: Idiom?)] = []
        /// The idiom the `else` after the `if` block just closed runs on.
        var closedIf: Idiom?
        var currentIdiom: Idiom? { blocks.last(where: { $0.idiom != nil })?.idiom }
        for token in body {
            if token.text == ";" || token.text == "{" || token.text == "}" {
                if token.text == "{" {
                    let header = statement.map(\.text)
                    if header.first == "if" || header.starts(with: ["else", "if"]) {
                        take(statement)
                        let tested = idiomTested(by: header.joined(separator: " "))
                        blocks.append((tested?.idiom, true, tested?.elseIdiom))
                        statement = []
                        continue
                    } else if header == ["else"] {
                        blocks.append((closedIf, false, nil))
                        statement = []
                        continue
                    }
                    blocks.append((nil, false, nil))
                } else if token.text == "}" {
                    if !statement.isEmpty { take(statement) }
                    statement = []
                    let closed = blocks.popLast()
                    closedIf = closed?.isIf == true ? closed?.elseIdiom : nil
                    ifReturned = closed?.isIf == true && blocks.isEmpty && returnedLast
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

        /// A root set on `receiver`: only a window of the device counts (`self.window`, `_window`,
        /// `[UIApplication sharedApplication].keyWindow`; not another object's property, not a CarPlay window), and
        /// one named for an external screen (`_externalWindow`) is marked so.
        func setsRoot(on receiver: ArraySlice<Token>, _ right: [Token], line: Int) {
            let text = receiver.map(\.text).joined().lowercased()
            guard text.contains("window"), !text.contains("carplay"), !text.contains("cpwindow") else { return }
            setsRoot(right, line: line, external: text.contains("external"))
        }

        /// `_name` is the instance variable behind the property `name`: one local of the method.
        func plain(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }

        /// A window root given by `right`: made there (`[[X alloc] init…]`, with its stack root), or a local made above.
        func setsRoot(_ right: [Token], line: Int, external: Bool = false) {
            let before = declarations.sites.count
            let idiom = currentIdiom
            defer {
                for index in before..<declarations.sites.count {
                    declarations.sites[index].external = external
                    declarations.sites[index].idiom = idiom
                }
            }
            if let made = allocated(right, storyboards: storyboards) {
                var site = ShowSite(kind: .root, shown: made, inClass: owner.map { declarations.classes[$0].name },
                                    presentationStyle: nil, navigationRoot: navigationRoot(right), file: path, line: line)
                if site.navigationRoot == nil, let keyword = right.firstIndex(where: { $0.text == "initWithRootViewController" }), keyword + 2 < right.count {
                    site.navigationRoot = locals[plain(right[keyword + 2].text)]
                    if site.navigationRoot == nil { site.unseenNavigationRoot = right[keyword + 2].text }
                }
                declarations.sites.append(site)
            } else if case let trimmed = Array(right.reversed().drop(while: { $0.text == "]" }).reversed()),
                      let property = trimmed.count == 3 && trimmed[0].text == "self" && trimmed[1].text == "." ? trimmed[2].text
                        : trimmed.count == 1 && trimmed[0].kind == .identifier ? trimmed[0].text : nil {
                // `navigation`, `_navigation` or `self.navigation`: made above in the method (with its stack root),
                // or a property a nib's outlet connects (the app delegate's `tabBarController` in MainWindow.xib),
                // resolved once every nib is read.
                let name = plain(property)
                let owner = owner.map { declarations.classes[$0].name }
                // `nil` clears the root; `self` is the class whose method sets it.
                if name == "nil" || name == "NULL" { return }
                if name == "self", let owner {
                    declarations.sites.append(ShowSite(kind: .root, shown: owner, inClass: owner, presentationStyle: nil,
                                                       navigationRoot: nil, file: path, line: line))
                    return
                }
                if let made = locals[name] {
                    var site = ShowSite(kind: .root, shown: made, inClass: owner, presentationStyle: nil,
                                        navigationRoot: localRoots[name]?.class, file: path, line: line)
                    if let root = localRoots[name], root.class == nil { site.unseenNavigationRoot = root.text }
                    declarations.sites.append(site)
                } else {
                    declarations.sites.append(ShowSite(kind: .root, shown: SourceModel.scenePrefix + "@outlet:" + name, inClass: owner,
                                                       presentationStyle: nil, navigationRoot: nil, file: path, line: line))
                }
            }
        }

        func take(_ tokens: [Token]) {
            guard let first = tokens.first else { return }
            // `T *name = …` or `T *name;`
            if tokens.count >= 3, first.kind == .identifier, first.text.first?.isUppercase == true, tokens[1].text == "*",
               tokens[2].kind == .identifier, tokens.count == 3 || tokens[3].text == "=" {
                declaredTypes[tokens[2].text] = first.text
            }
            if first.text == "return" {
                // Inside `if` on the idiom (in braces), the value is given on that idiom alone; after an `if` on the
                // idiom that returns, at the top of the method, on the other.
                if blocks.isEmpty, ifReturned, let other = closedIf { afterIdiomReturn = afterIdiomReturn ?? other }
                let after = blocks.isEmpty ? afterIdiomReturn : nil
                returned.append(SwiftReader.Returned(value: answer(Array(tokens.dropFirst())), line: first.line, file: path, idiom: currentIdiom ?? after))
                returnedLast = true
                return
            }
            returnedLast = false
            // `if (IS_IPAD) return …;` and its `else return …;`, without braces.
            var unbraced: (condition: Idiom?, body: [Token])?
            if first.text == "if", tokens.count > 3, tokens[1].text == "(", let close = Self.closing(tokens, from: 1), close + 1 < tokens.count {
                let tested = idiomTested(by: tokens[2..<close].map(\.text).joined(separator: " "))
                unbraced = (tested?.idiom, Array(tokens[(close + 1)...]))
                lastUnbracedElse = tested?.elseIdiom
                if blocks.isEmpty, tokens[close + 1].text == "return", let other = tested?.elseIdiom { afterIdiomReturn = afterIdiomReturn ?? other }
            } else if first.text == "else", tokens.count > 1 {
                unbraced = (lastUnbracedElse, Array(tokens.dropFirst()))
                lastUnbracedElse = nil
            } else {
                lastUnbracedElse = nil
            }
            if let unbraced, unbraced.body.first?.text == "return" {
                // On the branch's idiom, within the braces' (a branch on the other cannot run there).
                guard currentIdiom == nil || unbraced.condition == nil || currentIdiom == unbraced.condition else { return }
                returned.append(SwiftReader.Returned(value: answer(Array(unbraced.body.dropFirst())), line: unbraced.body[0].line, file: path,
                                                     idiom: currentIdiom ?? unbraced.condition))
                return
            }
            // `[x setModalPresentationStyle:UIModalPresentation…]`, as `x.modalPresentationStyle = …` (and in an init,
            // on `self`, the style the class gives itself).
            if let setter = tokens.firstIndex(where: { $0.text == "setModalPresentationStyle" }), setter >= 1, setter + 2 < tokens.count,
               tokens[setter + 1].text == ":", tokens[setter - 1].kind == .identifier,
               let style = styles[tokens[setter + 2].text] ?? ObjCReader.styles[tokens[setter + 2].text] {
                let receiver = tokens[setter - 1].text
                styles[receiver] = style
                if receiver == "self", Self.isInitializer(selector), let owner {
                    declarations.classes[owner].ownStyle = (style, tokens[setter].line, false)
                }
            }
            // `X *x = [[X alloc] init…]`
            if tokens.count >= 7, tokens[1].text == "*", tokens[3].text == "=", tokens[4].text == "[", tokens[5].text == "UIStoryboard",
               tokens[6].text == "storyboardWithName", let name = tokens[7...].first(where: { $0.literal != nil })?.literal {
                storyboards[tokens[2].text] = name
            }
            if tokens.count >= 5, tokens[1].text == "*", tokens[3].text == "=", let made = allocated(Array(tokens[4...]), storyboards: storyboards) {
                locals[tokens[2].text] = made
                let right = Array(tokens[4...])
                if let keyword = right.firstIndex(where: { $0.text == "initWithRootViewController" }), keyword + 2 < right.count {
                    localRoots[tokens[2].text] = (navigationRoot(right) ?? locals[plain(right[keyword + 2].text)], right[keyword + 2].text)
                }
            }
            if let equals = tokens.firstIndex(where: { $0.text == "=" }), equals > 0, equals + 1 < tokens.count,
               tokens[equals - 1].kind == .identifier, tokens.firstIndex(where: { $0.text == "==" }) == nil {
                let target = tokens[equals - 1].text
                let right = Array(tokens[(equals + 1)...])
                let name = target.hasPrefix("_") ? String(target.dropFirst()) : target
                let assigned = SwiftReader.Returned(value: value(right), line: tokens[equals].line, file: path)
                declarations.assignments[name, default: []].append(assigned)
                // The object's own property (`_x`, `x`, `self.x`) set in its initializer is no change.
                let own = equals < 2 || tokens[equals - 2].text != "." || (equals >= 3 && tokens[equals - 3].text == "self")
                declarations.mutations[name, default: []].append(Mutation(place: FileSource(file: path, line: tokens[equals].line), value: assigned,
                                                                          inInitializer: own && Self.isInitializer(selector),
                                                                          inClosure: tokens[..<equals].contains { $0.text == "^" }))
                if target == "modalPresentationStyle", equals >= 3, let style = styles[right.first?.text ?? ""] ?? ObjCReader.styles[right.first?.text ?? ""] {
                    styles[tokens[equals - 3].text] = style
                    // `self.modalPresentationStyle = …` in an initializer: the style the class gives itself.
                    if tokens[equals - 3].text == "self", Self.isInitializer(selector), let owner {
                        declarations.classes[owner].ownStyle = (style, tokens[equals].line, false)
                    }
                }
                if target == "rootViewController" {
                    setsRoot(on: tokens[..<(equals - 1)], right, line: first.line)
                } else if tokens[0].text == target || (equals == 3 && tokens[0].text == "self" && tokens[1].text == "."),
                          let made = allocated(right, storyboards: storyboards) {
                    // `_navigation = [[UINavigationController alloc] initWithRootViewController:…];` or
                    // `self.navigation = …` (a property, its instance variable, or an undeclared local), read as a
                    // local of this method under the property's name.
                    locals[name] = made
                    if let keyword = right.firstIndex(where: { $0.text == "initWithRootViewController" }), keyword + 2 < right.count {
                        localRoots[name] = (navigationRoot(right) ?? locals[plain(right[keyword + 2].text)], right[keyword + 2].text)
                    }
                }
            }
            // `[self.window setRootViewController:x]`, the setter as a message.
            if let setter = tokens.firstIndex(where: { $0.text == "setRootViewController" }), setter + 2 < tokens.count, tokens[setter + 1].text == ":" {
                setsRoot(on: tokens[..<setter], Array(tokens[(setter + 2)...]), line: tokens[setter].line)
            }
            if tokens.contains(where: { $0.text == "setNeedsUpdateOfSupportedInterfaceOrientations" }) { declarations.announces = true }
            let asker = owner.map { declarations.classes[$0].name }
            if let call = tokens.first(where: { $0.text == "setNeedsUpdateOfSupportedInterfaceOrientations" || $0.text == "attemptRotationToDeviceOrientation" }) {
                declarations.rotations.append(RawRotation(kind: .updateSupportedOrientations, inClass: asker, file: path, line: call.line, called: call.text))
            }
            // `[[… alloc] initWithInterfaceOrientations:M]`, kept by the local it is assigned to, and
            // `[windowScene requestGeometryUpdateWithPreferences:p errorHandler:…]` with those preferences.
            var inline: ValueExpr?
            if let made = tokens.firstIndex(where: { $0.text == "initWithInterfaceOrientations" }), made + 2 < tokens.count, tokens[made + 1].text == ":" {
                let mask = Array(tokens[(made + 2)...].prefix { $0.text != "]" })
                inline = value(mask)
                if let equals = tokens.firstIndex(where: { $0.text == "=" }), equals > 0, equals < made, let inline {
                    geometries[tokens[equals - 1].text, default: []].append(inline)
                }
            }
            if let request = tokens.firstIndex(where: { $0.text == "requestGeometryUpdateWithPreferences" }), request + 2 < tokens.count,
               tokens[request + 1].text == ":" {
                let argument = tokens[request + 2].text
                let masks = inline.map { [$0] } ?? geometries[argument] ?? []
                var raw = RawRotation(kind: .requestGeometryUpdate, inClass: asker, file: path, line: tokens[request].line,
                                      called: "requestGeometryUpdateWithPreferences:errorHandler:")
                if let first = body.first, let last = body.last { raw.function = first.line...last.line }
                if let first = masks.first {
                    // Several masks for one local (an if/else): the set of them, as a ternary is read.
                    let folded = masks.dropFirst().reduce(first) { ValueExpr.ternary($0, $1, text: "\($0.text) or \($1.text)") }
                    raw.value = SwiftReader.Returned(value: folded, line: tokens[request].line, file: path)
                } else {
                    raw.unreadable = "the geometry request's preferences \(InputText.excerpt(argument)) are not an initWithInterfaceOrientations: the reader can see in this method"
                }
                declarations.rotations.append(raw)
            }
            // `[[UIDevice currentDevice] setValue:@(UIInterfaceOrientationLandscapeRight) forKey:@"orientation"]` (the
            // lexer drops string contents: UIDevice's setValue:forKey: is taken to be the orientation setter).
            if tokens.contains(where: { $0.text == "UIDevice" }), let setter = tokens.firstIndex(where: { $0.text == "setValue" }),
               let key = tokens.firstIndex(where: { $0.text == "forKey" }), setter < key {
                let argument = tokens[setter..<key]
                var raw = RawRotation(kind: .setDeviceOrientation, unreadable: "the orientation setter's argument \(InputText.excerpt(argument.dropFirst(2).map(\.text).joined(separator: " "))) is not a constant the reader can see",
                                      inClass: asker, file: path, line: tokens[setter].line, called: "setValue:forKey:")
                for token in argument where token.kind == .identifier {
                    if token.text.hasPrefix("UIDeviceOrientation"), let device = DeclarationVisitor.deviceOrientationNames[lowerFirst(token.text.dropFirst(19))] {
                        raw.device = device
                        raw.unreadable = nil
                    } else if token.text.hasPrefix("UIInterfaceOrientation"), !token.text.hasPrefix("UIInterfaceOrientationMask"),
                              let value = SwiftReader.orientationNames[lowerFirst(token.text.dropFirst(22))] {
                        raw.device = value
                        raw.interfaceConstant = true
                        raw.unreadable = nil
                    }
                }
                declarations.rotations.append(raw)
            }
            // `[self presentViewController:x animated:YES completion:nil]`
            // and `[self.navigationController pushViewController:x animated:YES]`.
            if let present = tokens.firstIndex(where: { $0.text == "presentViewController" || $0.text == "pushViewController" }),
               present + 2 < tokens.count, tokens[present + 1].text == ":" {
                let argument = tokens[present + 2].text
                let shown = locals[plain(argument)] ?? allocated(Array(tokens[(present + 2)...]), storyboards: storyboards)
                let pushes = tokens[present].text == "pushViewController"
                if let shown {
                    var site = ShowSite(kind: pushes ? .push : .present, shown: shown, inClass: owner.map { declarations.classes[$0].name },
                                        presentationStyle: pushes ? nil : styles[argument], navigationRoot: nil, file: path,
                                        line: tokens[present].line)
                    if !pushes { site.idiom = currentIdiom }
                    if let root = localRoots[argument] {
                        site.navigationRoot = root.class
                        if root.class == nil { site.unseenNavigationRoot = root.text }
                    }
                    declarations.sites.append(site)
                } else if !pushes, let type = declaredTypes[argument] {
                    // Not seen made: the type the local is declared as, checked once every file is read.
                    var site = ShowSite(kind: .present, shown: "", inClass: owner.map { declarations.classes[$0].name },
                                        presentationStyle: styles[argument], navigationRoot: nil, file: path, line: tokens[present].line)
                    site.idiom = currentIdiom
                    site.pending = .type(type)
                    declarations.sites.append(site)
                } else {
                    declarations.unseenShows.append(FileSource(file: path, line: tokens[present].line))
                }
            }
        }

        if let owner, answers.contains(selector), !returned.isEmpty {
            declarations.classes[owner].answers[selector] = returned
        }
        if selector == "application:supportedInterfaceOrientationsForWindow:", !returned.isEmpty {
            declarations.appDelegateAnswer = returned
        }
    }

    static func lowerFirst(_ text: Substring) -> String { text.prefix(1).lowercased() + text.dropFirst() }

    /// `[[UINavigationController alloc] initWithRootViewController:[[Y alloc] init]]` → Y.
    static func navigationRoot(_ tokens: [Token]) -> String? {
        guard let keyword = tokens.firstIndex(where: { $0.text == "initWithRootViewController" }), keyword + 2 < tokens.count,
              tokens[keyword + 1].text == ":" else { return nil }
        return allocated(Array(tokens[(keyword + 2)...]))
    }

    /// `[[X alloc] init…]` or `[X new]` → X.
    static func allocated(_ tokens: [Token], storyboards: [String: String] = [:]) -> String? {
        let texts = tokens.prefix(6).map(\.text)
        if texts.count >= 4, texts[0] == "[", texts[1] == "[", texts[3] == "alloc" { return texts[2] }
        if texts.count >= 3, texts[0] == "[", texts[2] == "new" { return texts[1] }
        return instantiatedScene(tokens, storyboards: storyboards).map { SourceModel.scenePrefix + $0 }
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
               token.text == "instantiateViewControllerWithIdentifier" || token.text == "instantiateInitialViewController" {
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
              let identifier = tokens[(selector + 2)...].prefix(2).first(where: { $0.literal != nil })?.literal else { return nil }
        return name.map { "\($0)/\(identifier)" } ?? identifier
    }

    /// A returned or assigned Objective-C expression as a value: constants joined by `|`, `YES`/`NO`, a number, a
    /// property or instance variable, a message to a child for the same answer (forwarding), `c ? a : b`, `a ?: b`.
    /// Values nested deeper than `SwiftReader.maxValueDepth` (`a ? b : c ? d : …`, parentheses in parentheses) are
    /// not read: the evaluation gives up at that depth anyway, and a long chain would be copied at every level.
    static func value(_ tokens: [Token], depth level: Int = 0) -> ValueExpr {
        let whole = tokens
        var text: String { InputText.excerpt(whole.prefix(64).map(\.text).joined(separator: " ")) }
        let (tokens, stripped) = unwrapped(whole)
        if tokens.count == 1 { return single(tokens[0]) }
        guard level < SwiftReader.maxValueDepth, stripped < SwiftReader.maxValueDepth else { return .other(text) }
        // `condition ? a : b` (and `a ?: b`), outside brackets and parentheses (`[x foo:y]` holds colons too).
        var depth = 0, question: Int?, nested = 0
        for (index, token) in tokens.enumerated() {
            switch token.text {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            case "?" where depth == 0:
                if question == nil { question = index } else { nested += 1 }
            case ":" where depth == 0 && question != nil:
                if nested > 0 { nested -= 1; continue }
                let otherwise = value(Array(tokens[(index + 1)...]), depth: level + 1)
                if index == question! + 1 {
                    // `[self.child supportedInterfaceOrientations] ?: fallback`: the first unless it is 0.
                    return .coalesce(value(Array(tokens[..<question!]), depth: level + 1), otherwise, operator: "?:")
                }
                let tested = idiomTested(by: tokens[..<question!].map(\.text).joined(separator: " "))
                return .ternary(value(Array(tokens[(question! + 1)..<index]), depth: level + 1), otherwise, text: text,
                                idiom: tested?.elseIdiom != nil ? tested?.idiom : nil)
            default: break
            }
        }
        if tokens.contains(where: { $0.text == "|" }) {
            var parts: [ValueExpr] = []
            var piece: [Token] = []
            for token in tokens {
                if token.text == "|" { parts.append(value(piece, depth: level + 1)); piece = [] } else { piece.append(token) }
            }
            parts.append(value(piece, depth: level + 1))
            return .or(parts, text: text)
        }
        // `[self.topViewController supportedInterfaceOrientations]`, `[[self selectedViewController] supported…]`
        if tokens.first?.text == "[", tokens.last?.text == "]", tokens.count >= 4 {
            let member = tokens[tokens.count - 2].text
            if ["supportedInterfaceOrientations", "shouldAutorotate", "preferredInterfaceOrientationForPresentation"].contains(member) {
                let skipped: Set<String> = ["[", "]", "self", "."]
                let words: [String] = tokens[1..<(tokens.count - 2)].map { $0.text }
                let receiver = words.filter { !skipped.contains($0) }
                if let child = receiver.last, child != "super" {
                    return .member(base: child + "?", name: member, text: text)
                }
                return .other(text)
            }
            return .call(text)
        }
        // self.lock
        if tokens.count == 3, tokens[0].text == "self", tokens[1].text == "." { return .reference(tokens[2].text) }
        return .other(text)
    }

    /// `tokens` without the parentheses around the whole (at most `SwiftReader.maxValueDepth` layers), and how many
    /// layers went.
    static func unwrapped(_ tokens: [Token]) -> (tokens: [Token], layers: Int) {
        var tokens = tokens
        var layers = 0
        while tokens.first?.text == "(", closing(tokens, from: 0) == tokens.count - 1, layers < SwiftReader.maxValueDepth {
            tokens = Array(tokens.dropFirst().dropLast())
            layers += 1
        }
        return (tokens, layers)
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

    static func single(_ token: Token) -> ValueExpr {
        switch token.text {
        case "YES", "true": return .bool(true)
        case "NO", "false": return .bool(false)
        default: break
        }
        if token.kind == .number, let number = Int(token.text) { return .integer(number) }
        if token.text.hasPrefix("UIInterfaceOrientationMask") {
            let name = String(token.text.dropFirst("UIInterfaceOrientationMask".count))
            return .member(base: "UIInterfaceOrientationMask", name: name.prefix(1).lowercased() + name.dropFirst(), text: token.text)
        }
        if token.text.hasPrefix("UIInterfaceOrientation") {
            // An orientation constant: its raw value, which is what UIKit sees even where a mask belongs
            // (UIInterfaceOrientationPortrait returned as a mask is mask 1, no orientation bit).
            let name = String(token.text.dropFirst("UIInterfaceOrientation".count))
            if let raw = SwiftReader.orientationNames[name.prefix(1).lowercased() + name.dropFirst()] { return .integer(raw) }
        }
        if token.kind == .identifier {
            return .reference(token.text.hasPrefix("_") ? String(token.text.dropFirst()) : token.text)
        }
        return .other(token.text)
    }
}
